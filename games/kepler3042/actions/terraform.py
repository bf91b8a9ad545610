"""TERRAFORM PLANETS: SPEND a colony's terraforming cost from that planet itself, if the
IV-Terraforming level reaches the planet's level; flip it and take its Colonial awards.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, msg

from .. import data as D
from ..leadership import leadership_award
from ..prompts import not_now
from ..resources import has, spend
from ..state import Frame, KState
from ..terms import Cache, cost_text, planet_codes, planet_label, planet_of, pname, push


def start(state: KState, seat: int, events: list[Event]) -> None:
    push(state, "terraform", seat)


def why_terraform(state: KState, seat: int, top: Frame, move: Move,
                  cache: Cache) -> Message | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "terraform" or len(move.args) != 1:
        return not_now(state, seat)
    planet = planet_of(p, move.args[0])
    if planet is None:
        return msg("kepler3042.no.not_your_planet")
    hold = p.holding(planet)
    assert hold is not None
    if hold.terraformed:
        return msg("kepler3042.no.terraformed", planet=planet_label(planet))
    card = D.PLANET[planet]
    if D.tech_value2(D.TF, p.tech[D.TF]) < card.level:
        return msg("kepler3042.no.tf_low", planet=planet_label(planet), level=card.level)
    if not has(hold.cubes, card.terraform_cost):
        return msg("kepler3042.no.tf_cost", planet=planet_label(planet),
                   cost=cost_text(card.terraform_cost))
    return None


def do_terraform(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    planet = planet_of(p, move.args[0])
    assert planet is not None
    card = D.PLANET[planet]
    spend(p, planet, card.terraform_cost)
    hold = p.holding(planet)
    assert hold is not None
    hold.terraformed = True
    events.append(Event.of(msg("kepler3042.ev.terraforms", player=pname(seat),
                               cost=cost_text(card.terraform_cost), planet=planet_label(planet))))
    if card.terraform_awards:
        leadership_award(state, seat, 1, card.terraform_awards, events)


def candidates_terraform(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    codes = planet_codes(state.players[seat])
    return [*(Move("terraform", (c,)) for c in codes if c != "Earth"), Move("done")]
