"""The application, assembled: the core and its features behind one object, with no Discord
types.

Cogs translate interactions into calls here and results back into messages. Everything a
user can get wrong raises :class:`bot.app.errors.UserError` with a sentence; nothing is written
until a move has been applied successfully by the pure engine, and each command's moves are
stored in one transaction guarded by the game's version, so a crash or a concurrent writer
never leaves a half-made move behind.

:class:`GameService` only wires things together (see ``bot/__init__.py`` for the map): the
core owns live games and the move pipeline, each feature is built on the core and registers
its hooks there, and the methods below are the commands the Discord layer calls.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.app.core import Core
from bot.app.i18n import Readers, t
from bot.app.metrics import Metrics
from bot.app.render import Renderer
from bot.app.table import LiveGame, LobbyInfo, MoveOutcome, Panel, Post, awaited
from bot.app.thinking import Thinkers
from bot.features.display import Display
from bot.features.history import History
from bot.features.links import Links
from bot.features.lobby import Lobby, NewGame, parse_options
from bot.features.moderation import Moderation
from bot.features.moves import PAGE_SIZE, Moves
from bot.features.preview import Previews
from bot.features.privacy import Privacy
from bot.features.rewind import Rewind
from bot.features.seats import Seats
from bot.features.standings import Standings
from bot.features.timekeeping import Timekeeper
from storage import GameStore
from storage.base import GameRow

__all__ = ["PAGE_SIZE", "GameService", "awaited", "parse_options"]


class GameService:
    def __init__(self, store: GameStore, renderer: Renderer,
                 clock: Callable[[], int] = lambda: int(time.time()),
                 metrics: Metrics | None = None, thinkers: Thinkers | None = None) -> None:
        self.core = Core(store, renderer, clock, thinkers)  # (no thinkers: AI in threads)
        # What the bot counts (bot/app/metrics.py): the core's moves, AI decisions and live games,
        # and those of the features that reach it through the core.
        self.core.metrics = metrics or self.core.metrics
        self.core.metrics.count_live_games(lambda: len(self.core.games))
        self.store = store
        self.renderer = renderer
        self._live = self.core.games  # the same dict: tests look at what is cached
        # Order matters where hooks run in turn: collections are kept before the end-of-game
        # media are drawn, as a finished game is announced.
        self.timekeeper = Timekeeper(self.core)
        self.lobbies = Lobby(self.core, self.timekeeper)
        self.moves = Moves(self.core)
        self.previews = Previews(self.core, self.moves)
        self.display = Display(self.core, self.moves)
        self.history = History(self.core)
        self.standings = Standings(self.core)
        self.privacy = Privacy(store)
        self.seats = Seats(self.core)
        self.rewind = Rewind(self.core)
        self.moderation = Moderation(self.core, self.timekeeper, self.rewind)
        #: Games' web addresses (bot/web/): none is shown until the web pages are served.
        self.links = Links(store, lambda: self.core.clock())

    @property
    def clock(self) -> Callable[[], int]:
        return self.core.clock

    @clock.setter
    def clock(self, clock: Callable[[], int]) -> None:
        self.core.clock = clock

    async def drain(self, timeout: float = 30.0) -> None:
        await self.core.drain(timeout)

    # ---- live games ------------------------------------------------------------------------

    async def live(self, channel_id: int) -> LiveGame:
        return await self.core.live(channel_id)

    async def live_by_id(self, game_id: int) -> LiveGame:
        return await self.core.live_by_id(game_id)

    async def open_game(self, channel_id: int) -> GameRow | None:
        """The channel's open game row (lobby or running), if any."""
        return await self.store.open_game_in_channel(channel_id)


    # ---- lobby (every lobby text in ``locale``, the server's) -------------------------------

    async def new_game(self, guild_id: int, channel_id: int, user_id: int, game: str,
                       ai_seats: int = 0, options_text: str = "", *,
                       deadline_hours: int | None = None,
                       parent_id: int | None = None, locale: str) -> LobbyInfo:
        return await self._linked(await self.lobbies.new_game(
            guild_id, channel_id, user_id, game, ai_seats, options_text,
            deadline_hours=deadline_hours, parent_id=parent_id, locale=locale), locale)

    def check_new_game(self, channel_id: int, game: str, ai_seats: int = 0,
                       options_text: str = "", *,
                       deadline_hours: int | None = None) -> NewGame:
        return self.lobbies.check_new(channel_id, game, ai_seats, options_text,
                                      deadline_hours=deadline_hours)

    async def open_lobby(self, guild_id: int, channel_id: int, user_id: int, new: NewGame, *,
                         parent_id: int | None = None, locale: str) -> LobbyInfo:
        return await self._linked(await self.lobbies.open_lobby(
            guild_id, channel_id, user_id, new, parent_id=parent_id, locale=locale), locale)

    async def lobby(self, game_id: int, locale: str) -> LobbyInfo:
        return await self._linked(await self.lobbies.lobby(game_id, locale), locale)

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.lobbies.set_lobby_message(game_id, message_id)

    async def join(self, user_id: int, *, channel_id: int | None = None,
                   game_id: int | None = None, locale: str) -> LobbyInfo:
        return await self._linked(await self.lobbies.join(
            user_id, channel_id=channel_id, game_id=game_id, locale=locale), locale)

    async def leave(self, user_id: int, *, channel_id: int | None = None,
                    game_id: int | None = None, locale: str) -> LobbyInfo:
        return await self._linked(await self.lobbies.leave(
            user_id, channel_id=channel_id, game_id=game_id, locale=locale), locale)

    async def cancel(self, user_id: int, *, channel_id: int | None = None,
                     game_id: int | None = None, locale: str) -> LobbyInfo:
        return await self.lobbies.cancel(user_id, channel_id=channel_id, game_id=game_id,
                                         locale=locale)

    async def start(self, user_id: int, *, channel_id: int | None = None,
                    game_id: int | None = None, locale: str) -> tuple[LobbyInfo, MoveOutcome]:
        info, outcome = await self.lobbies.start(user_id, channel_id=channel_id,
                                                 game_id=game_id, locale=locale)
        return await self._linked(info, locale), outcome

    async def _linked(self, info: LobbyInfo, locale: str) -> LobbyInfo:
        """The lobby message's text with the game's web address, when pages are served."""
        url = await self.links.url(await self.store.get_game(info.game_id))
        if url is not None:
            info.text += "\n" + t("web.follow", locale, url=url)
        return info

    # ---- moves (posts for ``readers.table``, private answers for ``readers.member``) -------

    async def move(self, channel_id: int, user_id: int, text: str,
                   readers: Readers) -> MoveOutcome:
        return await self.moves.move(channel_id, user_id, text, readers)

    async def move_in(self, game_id: int, user_id: int, text: str,
                      readers: Readers) -> MoveOutcome:
        return await self.moves.move_in(game_id, user_id, text, readers)

    async def suggest(self, channel_id: int, user_id: int, typed: str,
                      locale: str) -> list[tuple[str, str]]:
        return await self.moves.suggest(channel_id, user_id, typed, locale)

    async def panel(self, user_id: int, page: int = 0, *, channel_id: int | None = None,
                    game_id: int | None = None, locale: str) -> Panel:
        return await self.moves.panel(user_id, page, channel_id=channel_id, game_id=game_id,
                                      locale=locale)

    def setup_notes(self, live: LiveGame, seat: int, locale: str) -> list[str]:
        return self.moves.setup_notes(live, seat, locale)

    # ---- looking at the game -----------------------------------------------------------------

    async def board(self, channel_id: int, full: bool = False, *, locale: str) -> Post:
        return await self.display.board(channel_id, full, locale=locale)

    async def hand(self, channel_id: int, user_id: int, full: bool = False, *,
                   locale: str) -> tuple[str, bytes]:
        return await self.display.hand(channel_id, user_id, full, locale=locale)

    async def status(self, channel_id: int, locale: str) -> str:
        return await self.display.status(channel_id, locale)

    def rules(self, game: str, locale: str) -> list[str]:
        return self.display.rules(game, locale)
