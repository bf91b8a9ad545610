"""The decision queue that runs a game: automatic steps, forced moves and applying a move.

A turn is a chain of small decisions. The state keeps them in ``state.queue``: each entry
is a *task*, either automatic (run by :func:`settle` as soon as it reaches the front) or a
decision for one seat (the front decision names who acts). Effects that need a choice push
a decision to the front of the queue, so nested effects (a lab gives a research level whose
bonus lets you place a crew member ...) resolve depth first, in the rulebook's order:
commander bonuses before action-space bonuses, payment before bonuses.
"""

from __future__ import annotations

from collections.abc import Callable

from games.core import IllegalMove, Move

from .administration import (
    auto_admin1,
    auto_admin2,
    auto_admin3,
    auto_admin4,
    auto_admin5,
    auto_admin6,
)
from .bonus_spaces import auto_space_bonus
from .common import Events
from .decisions import candidates, cost_sensitive, effect, why_illegal
from .exchange import do_trade, trade_candidates
from .gain_cubes import auto_rain
from .labs import auto_labstage
from .rounds import auto_round_start, auto_turn_over
from .setup import auto_start_bonus
from .state import State, Task

AUTO: dict[str, Callable[[State, Task, Events, list[Task]], None]] = {
    "start_bonus": auto_start_bonus, "round_start": auto_round_start,
    "rain": auto_rain, "space_bonus": auto_space_bonus, "labstage": auto_labstage,
    "turn_over": auto_turn_over, "admin1": auto_admin1, "admin2": auto_admin2,
    "admin3": auto_admin3, "admin4": auto_admin4, "admin5": auto_admin5,
    "admin6": auto_admin6,
}


def run(state: State, seat: int, move: Move, events: Events) -> None:
    """Apply a legal move to ``state`` in place (the caller cloned it)."""
    if move.verb == "trade":
        do_trade(state, seat, move.args, events)
        return
    task = state.queue.pop(0)
    front: list[Task] = []
    effect(state, seat, task, move, events, front)
    state.queue[0:0] = front


def settle(state: State, events: Events) -> None:
    """Run automatic steps and non-decisions until someone has a real choice."""
    for _ in range(10_000):
        if state.phase == "over" or not state.queue:
            return
        task = state.queue[0]
        k = task["k"]
        if k in AUTO:
            state.queue.pop(0)
            front: list[Task] = []
            AUTO[k](state, task, events, front)
            if state.phase == "over":
                return
            state.queue[0:0] = front
            continue
        seat = task["seat"]
        moves = []
        for m in candidates(state, seat, task):
            if why_illegal(state, seat, m) is None:
                moves.append(m)
                if len(moves) > 1:
                    break
        if not moves:
            state.queue.pop(0)  # nothing possible (e.g. no crew left for a bonus)
            continue
        if len(moves) == 1:
            trades = (cost_sensitive(state, seat, task) and state.phase != "setup"
                      and bool(trade_candidates(state, seat)))
            if not trades:
                before = len(events)
                run(state, seat, moves[0], events)
                for i in range(before, len(events)):
                    events[i] = events[i].folded()
                continue
        return
    raise RuntimeError("the decision queue does not settle")


def apply(state: State, seat: int, move: Move) -> tuple[State, Events]:
    reason = why_illegal(state, seat, move)
    if reason is not None:
        raise IllegalMove(reason)
    new = state.clone()
    events: Events = []
    run(new, seat, move, events)
    settle(new, events)
    return new, events
