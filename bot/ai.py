"""The AI seats' player: each game's searching AI with a budget in iterations.

A decision must be reproducible (records replay, and a decision must not depend on how busy
the machine is), so the time budget (``AI_BUDGET_MS``, 300 ms by default) is turned into a
number of search iterations per game once, from a calibration: the CPU time an iteration
takes at the 95th percentile of decisions, measured with ``bench/ai_arena.py`` on the
reference machine (docs/ai.md). ``AI_BUDGET_MS=0`` plays the heuristic ("current")
AI alone. The bot calls :func:`chooser` from worker threads, never on the event loop.

An AI seat keeps a game alive when a player is missing, so it plays the search only in the
games where ``bench/ai_arena.py`` measured the search stronger than the heuristic
(:data:`SEARCH_GAMES`); elsewhere it plays the heuristic until the search beats it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from importlib import import_module

from games.core import Move

DEFAULT_BUDGET_MS = 300

#: CPU milliseconds per search iteration at the 95th percentile of a game's decisions
#: (the p95 CPU time of a decision over its iterations, bench/ai_arena.py, 3 players, on the
#: machine in docs/ai.md), rounded up so that 300 ms gives the iteration count each game's arena
#: played: 16, 8, 9 and 20 iterations (an Ad Astra iteration is a round of play).
MS_PER_ITERATION = {
    "adastra": 18.0,  # 16 rounds of play: p95 144 ms (searched in the last rounds only)
    "kepler3042": 36.0,  # 8 iterations: p95 204-229 ms
    "magnastorm": 31.0,  # 9 iterations: p95 231 ms
    "afternova": 15.0,  # 20 iterations: p95 170 ms
}

#: Games whose AI seats search: the arena's ratio of wins per seat, search against the
#: heuristic, had its 95% interval above 1 (docs/ai.md): Magnastorm 2.51 [1.90, 3.45],
#: Kepler-3042 1.92 [1.45, 2.57] and Afternova 2.77 [2.08, 3.82], each over 200 games, and
#: Ad Astra 1.59 [1.37, 1.86] over 600 games.
SEARCH_GAMES = frozenset({"adastra", "magnastorm", "kepler3042", "afternova"})

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
    return max(1, int(ms / MS_PER_ITERATION.get(game, 30.0)))


def chooser(game: str, budget: int | None = None, *,
            search: bool | None = None) -> Callable[..., Move]:
    """``choose(engine, state, seat, seed) -> Move`` for the AI seats of ``game``: the
    search within the budget where it plays better (``search`` overrides that choice, for
    the arena and the tests), else the heuristic."""
    module = import_module(f"games.{game}.ai")
    count = iterations(game, budget)
    if count <= 0 or not (game in SEARCH_GAMES if search is None else search):
        current: Callable[..., Move] = module.choose_move
        return current
    return partial(module.search_move, iterations=count)
