"""The heuristic Kepler-3042 player (:func:`.ai.choose_move`), move for move, at a fraction
of its cost, for the search to play many times per decision.

The heuristic tries candidate moves with the engine's ``apply``, which checks the move again
and then *settles* the new state: it lists every legal move of the next decision to drop an
empty one or play a forced one. Most of that listing is II-Quantum Physics: up to 60
resource shifts and 10 conversions, each checked in full, although the heuristic never plays
them. Here

- a move the heuristic tries is known to be legal, so it is carried out without the check;
- settling needs only to know whether the next decision has no, one, or several legal moves,
  so the listing stops at the second legal move;
- the heuristic's own list of moves leaves Quantum juggling out (it skips those moves
  anyway) and only asks whether any is legal, which decides whether a move is forced.

Every choice and every random draw is the heuristic's own, so the result is the same move
(``tests``-style check: :func:`choose_move` equals :func:`.ai.choose_move` on every decision
of whole games).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.core import Event, Move, Rng

from . import ai
from . import data as D
from . import rules as R
from .state import KState
from .terms import Cache

_QUANTUM = frozenset({"convert", "shift"})

#: A position's worth for one seat (the heuristic's :func:`.ai.value` or a variant).
Value = Callable[[KState, int], float]


def _legal_upto(state: KState, seat: int, limit: int) -> list[Move]:
    """The first ``limit`` legal moves of ``seat``, in the engine's order."""
    cache: Cache = {}
    out: list[Move] = []
    for m in R.candidates(state, seat, cache):
        if R.why_illegal(state, seat, m, cache) is None:
            out.append(m)
            if len(out) >= limit:
                break
    return out


def settle(state: KState, events: list[Event]) -> None:
    """The engine's ``settle``: bookkeeping frames run, empty decisions dropped, forced
    moves played; a decision's legal moves are counted only up to two."""
    for _ in range(100_000):
        if state.phase != "play":
            return
        top = state.stack[-1]
        if top.kind.startswith("@"):
            state.stack.pop()
            R.run_auto(state, top, events)
            continue
        moves = _legal_upto(state, top.seat, 2)
        if not moves:
            state.stack.pop()
            continue
        if len(moves) == 1:
            R.execute(state, top.seat, moves[0], events)
            continue
        return
    raise RuntimeError("settle did not converge")  # pragma: no cover


def apply(state: KState, seat: int, move: Move) -> KState:
    """The engine's ``apply`` of a move known to be legal."""
    new = state.clone()
    events: list[Event] = []
    R.execute(new, seat, move, events)
    settle(new, events)
    return new


def moves_for(state: KState, seat: int) -> list[Move]:
    """The legal moves the heuristic looks at: all but Quantum juggling, unless the seat
    has only one legal move (then that one, whatever it is) or only Quantum juggling."""
    if seat not in R.to_act(state):
        return []
    if state.phase != "play":
        return R.legal_moves(state, seat)
    cache: Cache = {}
    plain: list[Move] = []
    quantum = 0
    for m in R.candidates(state, seat, cache):
        if m.verb in _QUANTUM:
            if quantum == 0 and R.why_illegal(state, seat, m, cache) is None:
                quantum = 1
        elif R.why_illegal(state, seat, m, cache) is None:
            plain.append(m)
    if not plain or (len(plain) == 1 and quantum):
        # Only Quantum juggling, or one move that a legal Quantum move keeps from being
        # forced: the full list, so the count (and the heuristic's fallback) is the engine's.
        return R.legal_moves(state, seat)
    return plain


def _best_by(vf: Value, state: KState, seat: int, moves: list[Move], rng: Rng) -> Move:
    """:func:`.ai._best_by_value` on the value ``vf``."""
    best: list[Move] = []
    best_v = -1e9
    for m in moves:
        v = vf(apply(state, seat, m), seat)
        if m.verb in ("withdraw",):
            v -= 0.05
        if v > best_v + 1e-9:
            best, best_v = [m], v
        elif abs(v - best_v) <= 1e-9:
            best.append(m)
    return best[rng.below(len(best))]


def _finish(vf: Value, state: KState, seat: int, rng: Rng) -> KState:
    """:func:`.ai._finish_action` on the value ``vf``."""
    for _ in range(40):
        if state.phase == "over" or R.to_act(state) != [seat]:
            return state
        top = state.stack[-1]
        if top.kind == "turn" or top.kind == "reveal":
            return state
        move = _best_by(vf, state, seat, ai._prune(state, seat, moves_for(state, seat)), rng)
        state = apply(state, seat, move)
    return state


def _choose_action(vf: Value, state: KState, seat: int, moves: list[Move], rng: Rng) -> Move:
    """:func:`.ai._choose_action` on the value ``vf``."""
    scored: list[tuple[float, int, Move]] = []
    p = state.players[seat]
    for m in moves:
        if m.verb in ai._SKIP_VERBS:
            continue
        after = _finish(vf, apply(state, seat, m), seat, rng)
        v = vf(after, seat)
        if m.verb == "map":
            v += 0.4 if any(not t.revealed for t in state.tiles.values()) else 0.0
        a, b = D.bonuses_of(D.ACTIONS.index(m.verb))
        if "logistics" in (a, b) and -1 in p.ships:
            v += 0.3
        scored.append((v, rng.below(1000), m))
    scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return scored[0][2]


def greedy(vf: Value, state: KState, seat: int, rng: Rng) -> Move:
    """:func:`.ai._greedy` on the value ``vf``."""
    moves = moves_for(state, seat)
    if len(moves) == 1:
        return moves[0]
    top = state.stack[-1] if state.stack else None
    if state.phase == "setup":
        return ai._choose_start(state, seat, moves)
    if top is not None and top.kind == "reveal":
        return ai._choose_reveal(state, seat, moves)
    if top is not None and top.kind == "turn" and state.turn.stage == 0:
        return _choose_action(vf, state, seat, moves, rng)
    return _best_by(vf, state, seat, ai._prune(state, seat, moves), rng)


def choose_move(game: Any, state: KState, seat: int, rng_seed: int) -> Move:
    """:func:`.ai.choose_move`, the same move, faster."""
    return greedy(ai.value, state, seat, Rng.from_seed(rng_seed))
