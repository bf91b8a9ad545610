"""The AI seats' player: each game's searching AI with a budget in iterations.

A decision must be reproducible (records replay, and a decision must not depend on how busy
the machine is), so the time budget (``AI_BUDGET_MS``, 300 ms by default) is turned into a
number of search iterations per game once, from a calibration: the CPU time an iteration
takes at the 95th percentile of decisions, measured with ``bench/ai_arena.py`` on the
reference machine (docs/ai.md) and kept in the game's registry entry
(``ai_ms_per_iteration``). ``AI_BUDGET_MS=0`` plays the heuristic ("current") AI alone.
The bot calls :func:`chooser` from worker threads, never on the event loop.

An AI seat keeps a game alive when a player is missing, so it plays the search only in the
games whose registry entry says ``ai_searches`` (``bench/ai_arena.py`` measured the search
stronger than the heuristic there); elsewhere it plays the heuristic until the search
beats it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from games import parts
from games.core import Move
from games.registry import descriptor

DEFAULT_BUDGET_MS = 300

_budget_ms = DEFAULT_BUDGET_MS


def configure(budget_ms: int) -> None:
    """Set the time budget per AI decision (from the settings, at start-up)."""
    global _budget_ms
    _budget_ms = max(0, int(budget_ms))


def budget_ms() -> int:
    return _budget_ms


def iterations(game: str, budget: int | None = None) -> int:
    """The iterations that fit in ``budget`` ms (the configured one by default)."""
    ms = _budget_ms if budget is None else budget
    if ms <= 0:
        return 0
    return max(1, int(ms / descriptor(game).ai_ms_per_iteration))


def chooser(game: str, budget: int | None = None, *,
            search: bool | None = None) -> Callable[..., Move]:
    """``choose(engine, state, seat, seed) -> Move`` for the AI seats of ``game``: the
    search within the budget where it plays better (``search`` overrides that choice, for
    the arena and the tests), else the heuristic."""
    count = iterations(game, budget)
    if count <= 0 or not (descriptor(game).ai_searches if search is None else search):
        return parts.ai(game).choose_move
    return partial(parts.searching_ai(game).search_move, iterations=count)
