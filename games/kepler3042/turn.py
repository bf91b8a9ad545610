"""2: INDIVIDUAL PLAYER TURNS, the ``turn`` decision: first move the Action Cube to a
different Main Action space (2a, which starts that action), then, in this order, Bonus
Actions (2b), moving Starships (2c) and withdrawing them (2d), until the player is done.

``state.turn.stage`` records how far the turn went (0: cube not moved; 1: Main Action
taken; 2: moving; 3: withdrawing), which is what keeps the four steps in order. Each step's
own rules are in :mod:`.actions`, :mod:`.bonus` and :mod:`.movement`.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, msg

from . import data as D
from .actions import start_action
from .bonus import bonus_candidates, do_bonus, why_bonus
from .movement import do_move, do_withdraw, ship_moves, why_move, why_withdraw, withdraw_candidates
from .prompts import not_now
from .state import Frame, KState, Turn
from .terms import Cache, action_name, pname, push

# Verbs of the steps inside Main Actions, for a clearer refusal once the action is over.
_ACTION_STEP_VERBS = frozenset({"build", "place", "colonize", "tech", "terraform", "map",
                                "reveal", "produce", "exploit"})


def begin_turn(state: KState, seat: int) -> None:
    state.turn = Turn(seat=seat)
    push(state, "turn", seat)


def why_turn(state: KState, seat: int, top: Frame, move: Move,
             cache: Cache) -> Message | None:
    p = state.players[seat]
    verb, args = move.verb, move.args
    if state.turn.stage == 0:
        if verb in D.ACTIONS and not args:
            idx = D.ACTIONS.index(verb)
            if idx == p.cube:
                return msg("kepler3042.no.cube_same", action=action_name(idx))
            return None
        return msg("kepler3042.no.cube_first")
    if verb in D.ACTIONS and not args:
        return msg("kepler3042.no.cube_moved")
    if verb == "done" and not args:
        return None
    if verb in D.BONUSES and not args:
        return why_bonus(state, seat, verb)
    if verb == "move" and len(args) == 2:
        if state.turn.stage > 2:
            return msg("kepler3042.no.withdrawing")
        return why_move(state, seat, args, cache)
    if verb == "withdraw" and len(args) == 1:
        return why_withdraw(state, seat, args)
    if verb in _ACTION_STEP_VERBS and args:
        return msg("kepler3042.no.action_over")
    return not_now(state, seat)


def do_turn(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    verb = move.verb
    if verb in D.ACTIONS:
        idx = D.ACTIONS.index(verb)
        p.cube = idx
        state.turn.stage = 1
        events.append(Event.of(msg("kepler3042.ev.cube", player=pname(seat),
                                   action=action_name(idx))))
        start_action(state, seat, verb, events)
    elif verb == "done":
        state.stack.pop()
        events.append(Event.of(msg("kepler3042.ev.end_turn", player=pname(seat)), minor=True))
    elif verb in D.BONUSES:
        do_bonus(state, seat, verb, events)
    elif verb == "move":
        state.turn.stage = 2
        do_move(state, seat, move, events)
    elif verb == "withdraw":
        state.turn.stage = 3
        do_withdraw(state, seat, move, events)
    else:  # pragma: no cover
        raise ValueError(verb)


def candidates_turn(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    if state.turn.stage == 0:
        return [Move(a) for a in D.ACTIONS]
    return [*bonus_candidates(state, seat), *ship_moves(state, seat, cache),
            *withdraw_candidates(state, seat), Move("done")]
