"""The Kepler-3042 AI players: the heuristic (:func:`choose_move`, whose judgement and
decision rules are in :mod:`.heuristic`) and the searching player (:data:`PLAYER`, whose
cheaper rollout and leaf value are in :mod:`.ai_search`).
"""

from __future__ import annotations

from typing import Any

from games import search
from games.core import Move, Rng

from . import ai_search, hidden
from .heuristic import best_by_value, choose_action, decide, value
from .state import KState

__all__ = ["PLAYER", "choose_move", "evaluate", "search_move", "value"]


def choose_move(game: Any, state: KState, seat: int, rng_seed: int) -> Move:
    """The AI's move for ``seat`` (deterministic for a given ``rng_seed``)."""
    return decide(state, seat, Rng.from_seed(rng_seed), choose_action, best_by_value)


# --- the searching player -----------------------------------------------------------------

def evaluate(state: KState) -> list[float]:
    """Every seat's :func:`value`: points now plus what the position promises."""
    return [value(state, s) for s in range(state.n)]


def _rollout(game: Any, state: KState, seat: int, seed: int) -> Move:
    """The cheap rollout player (:func:`.ai_search.rollout`)."""
    return ai_search.rollout(game, state, seat, seed)


def _leaf(state: KState) -> list[float]:
    """The leaf value (:func:`.ai_search.settled_value`)."""
    return ai_search.settled_value(state)


#: The searching player. The heuristic (:func:`choose_move`) makes the root's first choice
#: and plays the other seats; past the tree a cheaper player with the same judgement
#: (:mod:`.ai_search`) plays a short rollout (six decisions, or fewer up to the seat's next
#: turn), and an unfinished Main Action is finished greedily before the position is valued.
#: A rival root move replaces the heuristic's only with a paired lead of 0.03 in reward, 1.5
#: standard errors clear of 0: few simulations fit in a decision, and the heuristic is not
#: to be overruled by a lucky one.
PLAYER = search.Player(determinize=hidden.determinize, policy=choose_move, evaluate=_leaf,
                       scale=3.0, horizon=6, until_own_turn=True, rollout=_rollout,
                       margin=0.03, confidence=1.5)


def search_move(game: Any, state: KState, seat: int, seed: int = 0,
                iterations: int = search.DEFAULT_ITERATIONS) -> Move:
    """The searching player's move (information-set MCTS, :mod:`games.search`)."""
    return search.choose_move(game, state, seat, seed, iterations, PLAYER)
