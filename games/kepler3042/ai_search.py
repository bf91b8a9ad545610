"""The searching Kepler-3042 player's cheap parts: its rollout policy and its leaf value.

The heuristic (:func:`.ai.choose_move`) chooses a Main Action by playing every action
space out with greedy choices before comparing them; that costs more than the rest of a
turn together, so a search that used it past the tree could afford only a handful of
simulations per decision. The rollout player here keeps the heuristic's judgement
(:mod:`.heuristic`: the same value, the same pruning of Space destinations and Quantum
juggling) but looks only one step into each Main Action: the action is taken, then its
first decision is made greedily, and the position is valued. Other moves are tried on a
clone with the engine's ``execute`` only (they are legal moves already), without settling
what follows.
"""

from __future__ import annotations

from typing import Any

from games.core import Move, Rng

from . import data as D
from . import heuristic as H
from . import rules as R
from .state import KState


def _after(state: KState, seat: int, move: Move) -> KState:
    """``move`` (a legal one) made on a clone, without settling what follows."""
    new = state.clone()
    R.execute(new, seat, move, [])
    return new


def _quick_best(state: KState, seat: int, moves: list[Move], rng: Rng) -> tuple[Move, float]:
    """The move whose unsettled result :func:`.H.value` rates best (ties drawn by ``rng``)."""
    best: list[Move] = []
    best_v = -1e9
    for m in moves:
        v = H.value(_after(state, seat, m), seat)
        if m.verb == "withdraw":
            v -= 0.05
        if v > best_v + 1e-9:
            best, best_v = [m], v
        elif abs(v - best_v) <= 1e-9:
            best.append(m)
    return best[rng.below(len(best))], best_v


def _action_value(state: KState, seat: int, move: Move, rng: Rng) -> float:
    """A Main Action's worth: take it (settled, so its first decision is on the stack),
    then make that first decision greedily, if it is the seat's and reveals nothing."""
    after = H.apply(state, seat, move)
    if after.phase != "over" and R.to_act(after) == [seat]:
        top = after.stack[-1]
        if top.kind not in ("turn", "reveal"):
            moves = H.prune(after, seat, H.moves_for(after, seat))
            if len(moves) == 1:
                return H.value(_after(after, seat, moves[0]), seat)
            if moves:
                return _quick_best(after, seat, moves, rng)[1]
    return H.value(after, seat)


def _choose_action(state: KState, seat: int, moves: list[Move], rng: Rng) -> Move:
    """The heuristic's Main Action choice with a one-step look into each action."""
    p = state.players[seat]
    hidden_tiles = any(not t.revealed for t in state.tiles.values())
    best, best_v = moves[0], -1e9
    for m in moves:
        if m.verb in H.SKIP_VERBS:
            continue
        v = _action_value(state, seat, m, rng)
        if m.verb == "map" and hidden_tiles:
            v += 0.4
        a, b = D.bonuses_of(D.ACTIONS.index(m.verb))
        if "logistics" in (a, b) and -1 in p.ships:
            v += 0.3
        v += 1e-6 * rng.below(1000)
        if v > best_v:
            best, best_v = m, v
    return best


def _quick_move(state: KState, seat: int, moves: list[Move], rng: Rng) -> Move:
    """The move :func:`_quick_best` picks."""
    return _quick_best(state, seat, moves, rng)[0]


def rollout(game: Any, state: KState, seat: int, seed: int) -> Move:
    """The rollout player past the tree: the heuristic's choices, one step deep."""
    return H.decide(state, seat, Rng.from_seed(seed), _choose_action, _quick_move)


# --- the leaf value -----------------------------------------------------------------------

#: What the seat on its turn loses, in the leaf value, for each II-Quantum Physics move
#: (a shift or a conversion) made this turn. The heuristic never juggles cubes, since that
#: never changes its value by itself; without a price the search's shortlist, which ranks
#: moves by the value right after them, fills up with juggling that looks as good as the
#: position already is, and its few simulations then choose among near-identical states by
#: noise.
JUGGLING = 0.5


def settled_value(state: KState) -> list[float]:
    """Every seat's :func:`.H.value` once the Main Action under way (if any) is finished.

    A rollout cut off in the middle of an action, or a root move that only starts one,
    would otherwise be valued before the action did anything: the seat on the move makes
    the rest of its action's choices greedily first (as the heuristic does when it
    compares Main Actions; no tile is turned over), then every seat is valued."""
    juggled = state.turn.shifts + state.turn.converts if state.phase == "play" else 0
    if state.phase == "play" and state.stack:
        top = state.stack[-1]
        if top.kind not in ("turn", "reveal") and not top.kind.startswith("@"):
            state = H.finish_action(state, top.seat, Rng(0x5E771E))
    values = [H.value(state, s) for s in range(state.n)]
    if juggled and 0 <= state.turn.seat < state.n:
        values[state.turn.seat] -= JUGGLING * juggled
    return values
