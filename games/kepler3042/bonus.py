"""2.b Bonus Actions and the BONUS ACTION DESCRIPTIONS: up to two per turn, those of the
Action Cube's row and column, each once, each paid by BURNING one Resource (only one in all
with Theory of Everything, III-Energy Development), before any Starship moves.

A Bonus Action is paid first: its effect is pushed below the ``burn`` decision, and the two
effects that need no decision (the Leadership award, the N.E.O. production) wait there as
``@award``/``@neo`` bookkeeping frames run by :func:`run_deferred`.
"""

from __future__ import annotations

from games.core import Event, Move

from . import data as D
from .leadership import leadership_award
from .movement import push_movement
from .resources import burnable, produce
from .state import Frame, KState
from .terms import cost_text, is_space, pname, push


def _free(state: KState, seat: int) -> bool:
    """Theory of Everything: the second Bonus Action of a turn burns nothing."""
    p = state.players[seat]
    return p.tech[D.ED] >= D.THEORY_LEVEL and state.turn.burns >= 1


def why_bonus(state: KState, seat: int, verb: str) -> str | None:
    p = state.players[seat]
    name = D.BONUS_NAMES[verb]
    if state.turn.stage > 1:
        return "Bonus Actions come before moving and withdrawing Starships."
    if verb not in D.bonuses_of(p.cube):
        a, b = D.bonuses_of(p.cube)
        return (f"{name} is not on your Action Cube's row or column "
                f"({D.BONUS_NAMES[a]} and {D.BONUS_NAMES[b]} are).")
    if verb in state.turn.bonuses:
        return f"You already took {name} this turn."
    if not _free(state, seat) and not burnable(p):
        return "You have no Resource to BURN for a Bonus Action."
    if verb == "logistics" and -1 not in p.ships:
        return "All your Starships are already on the map."
    if verb == "advancement" and p.store[D.ANTIMATTER] <= 0:
        return "You have no Antimatter in your Resources Storage to PRODUCE."
    if verb == "neo" and p.store[D.MATTER] + p.store[D.ENERGY] <= 0:
        return "You have no Matter or Energy in your Resources Storage to PRODUCE."
    if verb == "planning" and not any(h >= 0 and is_space(state, h) for h in p.ships):
        return "You have no Starship on a Space hex to move."
    return None


def do_bonus(state: KState, seat: int, verb: str, events: list[Event]) -> None:
    state.turn.bonuses.append(verb)
    events.append(Event(f"{pname(seat)} takes the Bonus Action {D.BONUS_NAMES[verb]}."))
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
        events.append(Event("Theory of Everything: no Resource is BURNED for it.",
                            minor=True))
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
        events.append(Event(f"{pname(frame.seat)} PRODUCES {cost_text(got)} on Earth "
                            f"(Exploitation of N.E.O.)."))
