"""The Ad Astra AI players: the heuristic (:func:`choose_move`, in :mod:`.heuristic`:
planning by card value, actions by one-move lookahead) and the searching player
(:data:`PLAYER`, whose leaf value at the round's end and root ranking are in
:mod:`.ai_search`).
"""

from __future__ import annotations

from typing import Any

from games import search
from games.adastra import ai_search, hidden
from games.adastra.heuristic import choose_move, evaluate
from games.adastra.state import State
from games.core import Move

__all__ = ["PLAYER", "choose_move", "evaluate", "search_move"]

#: The searching player. The heuristic (:func:`choose_move`) is its first choice, its model
#: of the other seats and its player in the simulations. Only planning decisions are
#: searched (:func:`ai_search.rank`: the heuristic's card ratings pick the two rival cards,
#: each at its best space); each simulation stops at the seat's next decision
#: (``same_point``) and is judged at the end of the round, played on by the heuristic
#: (:func:`ai_search.evaluate`), where the cards' worth shows. A rival card replaces the
#: heuristic's only with a paired lead of 0.02 in reward, one standard error clear of 0,
#: over the same worlds. Screened level with the heuristic (1.00 times its wins per seat,
#: 30 games at 9 iterations); judged right after a placement, as before, planning moves
#: could not be told apart at all.
PLAYER = search.Player(determinize=hidden.determinize, policy=choose_move,
                       evaluate=ai_search.evaluate, scale=4.0, horizon=16,
                       until_own_turn=True, same_point=True, rank=ai_search.rank, width=3,
                       margin=0.02, confidence=1.0)


def search_move(game: Any, state: State, seat: int, seed: int = 0,
                iterations: int = search.DEFAULT_ITERATIONS) -> Move:
    """The searching player's move (information-set MCTS, :mod:`games.search`)."""
    return search.choose_move(game, state, seat, seed, iterations, PLAYER)
