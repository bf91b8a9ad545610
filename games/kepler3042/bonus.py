"""2.b Bonus Actions and the BONUS ACTION DESCRIPTIONS: up to two per turn, those of the
Action Cube's row and column, each once, each paid by BURNING one Resource (only one in all
with Theory of Everything, III-Energy Development), before any Starship moves.

A Bonus Action is paid first: its effect is pushed below the ``burn`` decision, and the two
effects that need no decision (the Leadership award, the N.E.O. production) wait there as
``@award``/``@neo`` bookkeeping frames run by :func:`run_deferred`.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, msg

from . import data as D
from .leadership import leadership_award
from .movement import push_movement
from .resources import burnable, produce
from .state import Frame, KState
from .terms import bonus_name, cost_text, is_space, level_name, pname, push


def _free(state: KState, seat: int) -> bool:
    """Theory of Everything: the second Bonus Action of a turn burns nothing."""
    p = state.players[seat]
    return p.tech[D.ED] >= D.THEORY_LEVEL and state.turn.burns >= 1


def why_bonus(state: KState, seat: int, verb: str) -> Message | None:
    p = state.players[seat]
    name = bonus_name(verb)
    if state.turn.stage > 1:
        return msg("kepler3042.no.bonus_late")
    if verb not in D.bonuses_of(p.cube):
        a, b = D.bonuses_of(p.cube)
        return msg("kepler3042.no.bonus_off", bonus=name, a=bonus_name(a), b=bonus_name(b))
    if verb in state.turn.bonuses:
        return msg("kepler3042.no.bonus_twice", bonus=name)
    if not _free(state, seat) and not burnable(p):
        return msg("kepler3042.no.bonus_burn")
    if verb == "logistics" and -1 not in p.ships:
        return msg("kepler3042.no.all_ships_out")
    if verb == "advancement" and p.store[D.ANTIMATTER] <= 0:
        return msg("kepler3042.no.store_no_antimatter")
    if verb == "neo" and p.store[D.MATTER] + p.store[D.ENERGY] <= 0:
        return msg("kepler3042.no.store_no_me")
    if verb == "planning" and not any(h >= 0 and is_space(state, h) for h in p.ships):
        return msg("kepler3042.no.no_space_ship")
    return None


def do_bonus(state: KState, seat: int, verb: str, events: list[Event]) -> None:
    state.turn.bonuses.append(verb)
    events.append(Event.of(msg("kepler3042.ev.bonus", player=pname(seat),
                               bonus=bonus_name(verb))))
    if verb == "logistics":
        push(state, "place", seat, why="logistics")
    elif verb == "advancement":
        push(state, "produce", seat, res=D.ANTIMATTER, amount=1, why="bonus")
    elif verb == "science":
        push(state, "@award", seat, track=0, n=1)
    elif verb == "culture":
        push(state, "@award", seat, track=1, n=1)
    elif verb == "planning":
        push_movement(state, seat, "planning", D.PLANNING_RANGE)
    elif verb == "neo":
        push(state, "@neo", seat)
    if _free(state, seat):
        events.append(Event.of(msg("kepler3042.ev.theory",
                                   level=level_name(D.ED, D.THEORY_LEVEL)), minor=True))
    else:
        push(state, "burn", seat, why="bonus")


def bonus_candidates(state: KState, seat: int) -> list[Move]:
    return [Move(b) for b in D.bonuses_of(state.players[seat].cube)]


def run_deferred(state: KState, frame: Frame, events: list[Event]) -> None:
    """The effect of Scientific Progress / Cultural Evolution (``@award``) or Exploitation
    of N.E.O. (``@neo``), once its Resource is BURNED."""
    if frame.kind == "@award":
        leadership_award(state, frame.seat, int(frame.data["track"]), int(frame.data["n"]),
                         events)
    else:
        got = produce(state, frame.seat, D.EARTH, (1, 1, 0))
        events.append(Event.of(msg("kepler3042.ev.neo", player=pname(frame.seat),
                                   cost=cost_text(got), bonus=bonus_name("neo"))))
