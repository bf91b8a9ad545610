"""TECHNOLOGICAL DEVELOPMENT: buy any number of Technology levels, in order, each SPENT in
full from a single planet. What a level brings (awards, giant leaps) is in
:mod:`..technologies`, shared with free levels.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, msg

from .. import data as D
from ..prompts import not_now
from ..resources import has, spend
from ..state import Frame, KState
from ..technologies import gain_level
from ..terms import (
    Cache,
    cost_text,
    level_name,
    planet_codes,
    planet_label,
    planet_of,
    pname,
    push,
    tech_name,
    track_arg,
)


def start(state: KState, seat: int, events: list[Event]) -> None:
    push(state, "research", seat)


def why_research(state: KState, seat: int, top: Frame, move: Move,
                 cache: Cache) -> Message | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "tech" or len(move.args) != 2:
        return not_now(state, seat)
    track = track_arg(move.args[0])
    planet = planet_of(p, move.args[1])
    if track < 0:
        return msg("kepler3042.no.name_tech")
    if planet is None:
        return msg("kepler3042.no.not_your_planet")
    if p.tech[track] >= D.MAX_LEVEL:
        return msg("kepler3042.no.tech_max", tech=tech_name(track))
    lvl = D.TECHS[track].levels[p.tech[track]]
    hold = p.holding(planet)
    assert hold is not None
    if not has(hold.cubes, lvl.cost):
        return msg("kepler3042.no.level_cost", level=level_name(track, p.tech[track] + 1),
                   cost=cost_text(lvl.cost), planet=planet_label(planet),
                   has=cost_text(hold.cubes))
    return None


def do_research(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    track = track_arg(move.args[0])
    planet = planet_of(p, move.args[1])
    assert planet is not None
    lvl = D.TECHS[track].levels[p.tech[track]]
    spend(p, planet, lvl.cost)
    events.append(Event.of(msg("kepler3042.ev.spends", player=pname(seat),
                               cost=cost_text(lvl.cost), planet=planet_label(planet))))
    gain_level(state, seat, track, events)


def candidates_research(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    codes = planet_codes(state.players[seat])
    return [*(Move("tech", (D.TECH_CODES[t], c)) for t in range(5) for c in codes),
            Move("done")]
