"""A registered game's parts, typed: what each part offers (Protocols) and the parts
themselves, found through :mod:`games.registry` by the game's registry name.

The engine follows :class:`games.core.Game`; the AI module follows :class:`GameAI` (and
:class:`SearchingAI` where the game's entry says ``ai_searches``). What a game offers beyond
the protocol is declared in its entry and asked for here, with a default for the games
that do not offer it, so the bot never probes an engine: :func:`setup_events`,
:func:`foresee`, :func:`carried`. A part is checked against its Protocol when it is
loaded, so a part that does not fit fails there, naming its path, rather than in front of
a table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

from games.core import Event, Game, Move
from games.registry import descriptor, load

__all__ = ["Carrying", "DealsAtSetup", "Foreseeing", "GameAI", "SearchingAI", "ai", "carried",
           "engine", "foresee", "searching_ai", "setup_events"]


@runtime_checkable
class GameAI(Protocol):
    """A game's AI module: the heuristic player, deterministic for a given seed."""

    def choose_move(self, game: Any, state: Any, seat: int, rng_seed: int) -> Move: ...


@runtime_checkable
class SearchingAI(GameAI, Protocol):
    """An AI module with a searching player too (:mod:`games.search`), whose budget is a
    number of iterations."""

    def search_move(self, game: Any, state: Any, seat: int, seed: int = 0,
                    iterations: int = ...) -> Move: ...


@runtime_checkable
class DealsAtSetup(Protocol):
    """An engine whose setup tells seats something privately."""

    def setup_events(self, num_players: int, seed: int,
                     options: Mapping[str, Any] | None = None) -> list[Event]: ...


@runtime_checkable
class Foreseeing(Protocol):
    """An engine that plays a move only as far as its mover can know the result:
    ``(state, events, stopped)``."""

    def foresee(self, state: Any, seat: int, move: Move) -> tuple[Any, list[Event], bool]: ...


@runtime_checkable
class Carrying(Protocol):
    """An engine whose players keep something from game to game: what each seat adds to
    its collection at the end."""

    def carried(self, state: Any) -> Mapping[int, list[Any]]: ...


_engines: dict[str, Game[Any]] = {}


def _lacking(path: str, kind: type) -> TypeError:
    return TypeError(f"{path}: {kind.__name__} expected")


def engine(name: str) -> Game[Any]:
    """The engine registered under ``name``."""
    entry = descriptor(name)
    found = _engines.get(entry.engine)
    if found is None:
        loaded = load(entry.engine)
        if not isinstance(loaded, Game):
            raise _lacking(entry.engine, Game)
        found = _engines[entry.engine] = loaded
    return found


def ai(name: str) -> GameAI:
    """The AI module of ``name``."""
    entry = descriptor(name)
    module = load(entry.ai)
    if not isinstance(module, GameAI):
        raise _lacking(entry.ai, GameAI)
    return module


def searching_ai(name: str) -> SearchingAI:
    """The AI module of ``name``, with its searching player."""
    entry = descriptor(name)
    module = load(entry.ai)
    if not isinstance(module, SearchingAI):
        raise _lacking(entry.ai, SearchingAI)
    return module


def setup_events(name: str, num_players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> list[Event]:
    """What the setup tells each seat privately; nothing for most games."""
    entry = descriptor(name)
    if not entry.setup_events:
        return []
    found = engine(name)
    if not isinstance(found, DealsAtSetup):
        raise _lacking(entry.engine, DealsAtSetup)
    return found.setup_events(num_players, seed, options)


def foresee(name: str, state: Any, seat: int, move: Move) -> tuple[Any, list[Event], bool]:
    """A move as far as its mover can know the result, and whether it stopped early: the
    engine's ``foresee`` where its entry has one, else the whole ``apply`` (never stopped).
    Raises :class:`~games.core.IllegalMove` like ``apply``."""
    entry = descriptor(name)
    found = engine(name)
    if not entry.foresee:
        after, events = found.apply(state, seat, move)
        return after, events, False
    if not isinstance(found, Foreseeing):
        raise _lacking(entry.engine, Foreseeing)
    return found.foresee(state, seat, move)


def carried(name: str, state: Any) -> Mapping[int, list[Any]]:
    """What each seat adds at the end to what it keeps from game to game; nothing for the
    games whose players keep nothing."""
    entry = descriptor(name)
    if entry.carry_option is None:
        return {}
    found = engine(name)
    if not isinstance(found, Carrying):
        raise _lacking(entry.engine, Carrying)
    return found.carried(state)
