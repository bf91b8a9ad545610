"""The Ad Astra AI players: the heuristic (:func:`choose_move`, in :mod:`.heuristic`:
planning by card value, actions by one-move lookahead) and the searching player
(:data:`PLAYER`, whose leaf value at the game's end, budget per decision and root ranking
are in :mod:`.ai_search`).
"""

from __future__ import annotations

from typing import Any

from games import search
from games.adastra import ai_search, hidden
from games.adastra.heuristic import choose_move, evaluate
from games.adastra.state import State
from games.core import Move

__all__ = ["PLAYER", "choose_move", "evaluate", "search_move"]

#: The searching player. The heuristic with the weights fitted for it
#: (:func:`ai_search.player_move`, :data:`heuristic.SEARCH`) is its first choice, its model
#: of every seat and its player in the simulations. A decision compares that player's move
#: with the next best by its own judgement
#: (:func:`ai_search.rank`), each simulation stopping at the seat's next decision
#: (``same_point``) and judged by the final scores of the game played on to its end
#: (:func:`ai_search.evaluate`); a decision is searched only when the budget pays for at
#: least two such worlds (:func:`ai_search.simulations`), which is in the game's last
#: rounds. The rival replaces the player's move only with a paired lead of 0.02 in
#: reward, one standard error clear of 0, over the same worlds.
PLAYER = search.Player(determinize=hidden.determinize, policy=ai_search.player_move,
                       evaluate=ai_search.evaluate, scale=4.0, horizon=16,
                       until_own_turn=True, same_point=True, rank=ai_search.rank,
                       width=ai_search.WIDTH, margin=0.02, confidence=1.0,
                       simulations=ai_search.simulations)


def search_move(game: Any, state: State, seat: int, seed: int = 0,
                iterations: int = search.DEFAULT_ITERATIONS) -> Move:
    """The searching player's move (information-set MCTS, :mod:`games.search`)."""
    return search.choose_move(game, state, seat, seed, iterations, PLAYER)
