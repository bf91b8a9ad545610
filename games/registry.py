"""The games Starpost hosts: one :class:`GameDescriptor` each, in :data:`REGISTRY`.

This table is the only place a game is wired in. Everything that needs a game's parts (the
bot, the renderers' workers, the message catalogues, the records) finds them here by the
game's registry name, so adding a game is adding one entry (docs/adding-a-game.md).

An entry names each part by where it is defined, ``"module"`` or ``"module:attribute"``
(the form of Python's entry points), its words by package and directory
(``"games.adastra:locales"``, gettext PO files: :mod:`games.catalogues`), and nothing is
imported or read until it is used: loading one game never pays for the others, ``games/``
never imports ``rendering/`` (the renderer is named here, not imported), and a worker
process that draws boards never loads a game's rules. This module imports nothing of the
project, so every layer may read it; the parts come typed from :mod:`games.parts` (engine,
AI, setup, previews, what players keep) and :func:`rendering.renderer` (the images).

What a game may offer beyond the protocol is said here, with a default for the games that
do not: the bot asks the entry, never the engine, whether a game has it.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

__all__ = ["REGISTRY", "GameDescriptor", "UnknownGame", "descriptor", "load", "names"]


@dataclass(frozen=True)
class GameDescriptor:
    """One game: its name and title, where its parts are, what it offers beyond the
    protocol."""

    #: The registry name: stored in every game row and record, the prefix of every key of
    #: the game's catalogue (``adastra.summary``), what ``/game new`` offers.
    name: str
    #: The title players read (the engine's ``title``, the same text).
    title: str
    #: The engine, following :class:`games.core.Game`: ``"games.adastra:GAME"``.
    engine: str
    #: The AI players' module (:class:`games.parts.GameAI`): ``choose_move``, and
    #: ``search_move`` where :attr:`ai_searches`.
    ai: str
    #: The message catalogue: the directory of the game's PO files, as ``"package:directory"``
    #: (``"games.adastra:locales"``), holding ``<name>.pot`` (the English) and one
    #: ``<language>.po`` per other language (:mod:`games.catalogues`); it must hold
    #: ``<name>.summary`` and ``<name>.notation_help`` (what ``/game rules`` shows).
    messages: str
    #: The renderer (:class:`rendering.Renderer`): ``render_board`` and ``render_hand``.
    renderer: str
    #: The compact board posted after a move, read on a phone at 400 px wide
    #: (:class:`rendering.compact.CompactRenderer`: ``render_compact``); None posts the
    #: board itself, for a game whose board reads at that width.
    compact: str | None = None

    # ---- how the AI seats play (measured with bench/ai_arena.py, see docs/ai.md)
    #: CPU milliseconds one search iteration takes at the 95th percentile of decisions: the
    #: budget ``AI_BUDGET_MS`` becomes ``budget / ai_ms_per_iteration`` iterations.
    ai_ms_per_iteration: float = 30.0
    #: AI seats play ``search_move`` (the arena measured the search stronger than the
    #: heuristic); otherwise they play ``choose_move``.
    ai_searches: bool = False

    # ---- what a game may offer beyond the protocol (games.parts and rendering use them)
    #: The engine offers ``setup_events(num_players, seed, options) -> list[Event]``: what
    #: the setup tells each seat privately, shown with the seat's first hand.
    setup_events: bool = False
    #: The engine offers ``foresee(state, seat, move) -> (state, events, stopped)``: a move
    #: as far as its mover can know the result, for previews that must not reveal another
    #: seat's hidden holdings.
    foresee: bool = False
    #: When the same members played the channel's previous game of it, its winner takes
    #: the first seat.
    winner_starts: bool = False
    #: What each player keeps from game to game in a server: the setup option that takes
    #: every seat's collection, and the engine offers ``carried(state) -> {seat: items}``,
    #: what each seat adds to it at the end.
    carry_option: str | None = None
    #: The renderer offers ``png_palette()``, a fixed palette that each drawing process
    #: learns before its first board.
    png_palette: bool = False

    @property
    def summary_key(self) -> str:
        """The catalogue key of the rules summary."""
        return f"{self.name}.summary"

    @property
    def notation_key(self) -> str:
        """The catalogue key of the move notation's help."""
        return f"{self.name}.notation_help"


#: Every game, in the order players see them in menus.
REGISTRY: tuple[GameDescriptor, ...] = (
    GameDescriptor(
        name="adastra",
        title="Ad Astra",
        engine="games.adastra:GAME",
        ai="games.adastra.ai",
        messages="games.adastra:locales",
        renderer="rendering.adastra",
        compact="rendering.adastra.compact",
        # 16 rounds of play at 300 ms: p95 144 ms (searched in the last rounds only); the
        # search beat the heuristic 1.59 [1.37, 1.86] over 600 games.
        ai_ms_per_iteration=18.0,
        ai_searches=True,
        foresee=True,
        png_palette=True,
    ),
    GameDescriptor(
        name="kepler3042",
        title="Kepler-3042",
        engine="games.kepler3042:GAME",
        ai="games.kepler3042.ai",
        messages="games.kepler3042:locales",
        renderer="rendering.kepler3042",
        compact="rendering.kepler3042.compact",
        # 8 iterations at 300 ms: p95 204-229 ms; search 1.92 [1.45, 2.57] over 200 games.
        ai_ms_per_iteration=36.0,
        ai_searches=True,
        setup_events=True,  # each seat's secret objective
        png_palette=True,
    ),
    GameDescriptor(
        name="magnastorm",
        title="Magnastorm",
        engine="games.magnastorm:GAME",
        ai="games.magnastorm.ai",
        messages="games.magnastorm:locales",
        renderer="rendering.magnastorm",
        compact="rendering.magnastorm.compact",
        # 9 iterations at 300 ms: p95 231 ms; search 2.51 [1.90, 3.45] over 200 games.
        ai_ms_per_iteration=31.0,
        ai_searches=True,
        # Artifact cards are kept by each player across games of a server.
        carry_option="artifacts",
        png_palette=True,
    ),
    GameDescriptor(
        name="afternova",
        title="Afternova",
        engine="games.afternova:GAME",
        ai="games.afternova.ai",
        messages="games.afternova:locales",
        renderer="rendering.afternova",
        compact="rendering.afternova.compact",
        # 20 iterations at 300 ms: p95 170 ms; search 2.77 [2.08, 3.82] over 200 games.
        ai_ms_per_iteration=15.0,
        ai_searches=True,
        # "Le joueur qui a gagné le jeu la dernière fois est le premier joueur."
        winner_starts=True,
        png_palette=True,
    ),
)


class UnknownGame(KeyError):
    """Raised for a game name that is not registered; the message lists the known ones."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.message = f"There is no game called {name!r}. Known games: {', '.join(names())}."

    def __str__(self) -> str:
        return self.message


def names() -> list[str]:
    """Registered game names, in menu order."""
    return [entry.name for entry in REGISTRY]


def descriptor(name: str) -> GameDescriptor:
    """The entry registered under ``name`` (any case, blanks around it ignored)."""
    key = name.strip().lower()
    for entry in REGISTRY:
        if entry.name == key:
            return entry
    raise UnknownGame(name)


def load(path: str) -> object:
    """The object a part's path names: ``"module"`` is the module itself,
    ``"module:attribute"`` (dots allowed after the colon) something defined in it."""
    module, _, attribute = path.partition(":")
    found: object = import_module(module)
    for part in filter(None, attribute.split(".")):
        found = getattr(found, part)
    return found
