"""The application, assembled: one core and the features built on it, with no Discord types.

Cogs translate interactions into calls on the features held here (``service.moves.move``,
``service.lobbies.join``, ``service.display.board``…) and results back into messages;
nothing here forwards a call. Everything a user can get wrong raises
:class:`bot.app.errors.UserError` with a sentence; nothing is written until a move has been
applied successfully by the pure engine, and each command's change is stored in one
transaction guarded by the game's version, so a crash or a concurrent writer never leaves a
half-made move behind.

:class:`GameService` only wires things together (see ``bot/__init__.py`` for the map): the
core owns live games and the move pipeline, and each feature is built on the core and
registers its hooks there.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.app.core import Core
from bot.app.metrics import Metrics
from bot.app.render import Renderer
from bot.app.thinking import Thinkers
from bot.features.display import Display
from bot.features.history import History
from bot.features.links import Links
from bot.features.lobby import Lobby
from bot.features.moderation import Moderation
from bot.features.moves import Moves
from bot.features.preview import Previews
from bot.features.privacy import Privacy
from bot.features.rewind import Rewind
from bot.features.seats import Seats
from bot.features.standings import Standings
from bot.features.timekeeping import Timekeeper
from storage import GameStore

__all__ = ["GameService"]


class GameService:
    """The core and every feature, built once per bot over one store and one renderer."""

    def __init__(self, store: GameStore, renderer: Renderer,
                 clock: Callable[[], int] = lambda: int(time.time()),
                 metrics: Metrics | None = None, thinkers: Thinkers | None = None) -> None:
        self.core = Core(store, renderer, clock, thinkers)  # (no thinkers: AI in threads)
        # What the bot counts (bot/app/metrics.py): the core's moves, AI decisions and live
        # games, and those of the features that reach it through the core.
        self.core.metrics = metrics or self.core.metrics
        self.core.metrics.count_live_games(lambda: len(self.core.games))
        self.store = store
        self.renderer = renderer
        #: Games' web addresses (bot/web/): none is shown until the web pages are served.
        self.links = Links(store, lambda: self.core.clock())
        # Order matters where hooks run in turn: collections are kept before the end-of-game
        # media are drawn, as a finished game is announced.
        self.timekeeper = Timekeeper(self.core)
        self.lobbies = Lobby(self.core, self.timekeeper, self.links)
        self.moves = Moves(self.core)
        self.previews = Previews(self.core, self.moves)
        self.display = Display(self.core, self.moves)
        self.history = History(self.core)
        self.standings = Standings(self.core)
        self.privacy = Privacy(store)
        self.seats = Seats(self.core)
        self.rewind = Rewind(self.core)
        self.moderation = Moderation(self.core, self.timekeeper, self.rewind)
