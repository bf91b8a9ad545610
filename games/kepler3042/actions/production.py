"""The three producing Main Actions: ENERGY STORAGE (III-Energy Development), PLANETARY
EXPLOITATION (IV-Terraforming) and GENERATE ANTIMATTER (V-Antimatter Science).

Energy Storage and Generate Antimatter put all their cubes on one planet, which is the
shared ``produce`` decision of :mod:`..resources`; Planetary Exploitation has its own
``exploit`` decision, one planet at a time, each producing its card's output.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, msg

from .. import data as D
from ..prompts import not_now
from ..resources import produce
from ..state import Frame, Holding, KState
from ..terms import Cache, cost_text, planet_codes, planet_label, planet_of, pname, push


def start_energy(state: KState, seat: int, events: list[Event]) -> None:
    p = state.players[seat]
    push(state, "produce", seat, res=D.ENERGY, amount=D.tech_value(D.ED, p.tech[D.ED]),
         why="energy")


def start_antimatter(state: KState, seat: int, events: list[Event]) -> None:
    amount = D.tech_value(D.AS, state.players[seat].tech[D.AS])
    if amount:
        push(state, "produce", seat, res=D.ANTIMATTER, amount=amount, why="antimatter")
    else:
        events.append(Event.of(msg("kepler3042.ev.no_antimatter"), minor=True))


def start_exploit(state: KState, seat: int, events: list[Event]) -> None:
    left = D.tech_value(D.TF, state.players[seat].tech[D.TF])
    if left:
        push(state, "exploit", seat, left=left, used=[])
    else:
        events.append(Event.of(msg("kepler3042.ev.no_exploit"), minor=True))


def planet_output(hold: Holding) -> D.Cost:
    """What a planet card PRODUCES: its Colony side, or its Terraformed side."""
    if hold.planet == D.EARTH:
        return D.EARTH_OUTPUT
    card = D.PLANET[hold.planet]
    return card.terraformed_output if hold.terraformed else card.colony_output


# --------------------------------------------------------------- exploit: exploit <planet>


def why_exploit(state: KState, seat: int, top: Frame, move: Move,
                cache: Cache) -> Message | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "exploit" or len(move.args) != 1:
        return not_now(state, seat)
    planet = planet_of(p, move.args[0])
    if planet is None:
        return msg("kepler3042.no.not_your_planet")
    if planet in top.data["used"]:
        return msg("kepler3042.no.already_produced", planet=planet_label(planet))
    return None


def do_exploit(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    planet = planet_of(p, move.args[0])
    assert planet is not None
    hold = p.holding(planet)
    assert hold is not None
    got = produce(state, seat, planet, planet_output(hold))
    top.data["used"].append(planet)
    top.data["left"] = int(top.data["left"]) - 1
    events.append(Event.of(msg("kepler3042.ev.produces", player=pname(seat), cost=cost_text(got),
                               planet=planet_label(planet))))
    if top.data["left"] <= 0 or len(top.data["used"]) >= len(p.holdings):
        state.stack.pop()


def candidates_exploit(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    codes = planet_codes(state.players[seat])
    return [*(Move("exploit", (c,)) for c in codes), Move("done")]
