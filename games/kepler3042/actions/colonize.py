"""COLONIZE PLANETS: replace Starships on Planet tiles with Nation markers, take the Planet
cards and their Colonial awards (at most five colonies; Alien Planets need Metamaterial
Generator, V-Antimatter Science level 3).
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, msg
from games.notation_kit import count_or_none

from .. import data as D
from ..leadership import leadership_award
from ..prompts import not_now
from ..state import Frame, Holding, KState
from ..terms import (
    Cache,
    colonies,
    planet_code,
    planet_hex,
    planet_label,
    pname,
    push,
    ship_slot,
    type_name,
    zone_name,
)


def start(state: KState, seat: int, events: list[Event]) -> None:
    push(state, "colonize", seat)


def why_colonize(state: KState, seat: int, top: Frame, move: Move,
                 cache: Cache) -> Message | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "colonize" or len(move.args) != 1:
        return not_now(state, seat)
    code = move.args[0]
    number = count_or_none(code[1:], 1, max(D.PLANET)) if code.startswith("P") else None
    num = -1 if number is None else number
    if num not in D.PLANET:
        return msg("kepler3042.no.name_planet")
    h = planet_hex(state, num)
    if h < 0 or ship_slot(p, h) < 0:
        return msg("kepler3042.no.no_ship_planet", planet=planet_label(num))
    if len(colonies(p)) >= D.MAX_COLONIES:
        return msg("kepler3042.no.five_colonies")
    if D.PLANET[num].type == D.ALIEN and p.tech[D.AS] < D.ALIEN_LEVEL:
        return msg("kepler3042.no.alien")
    return None


def do_colonize(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    num = int(move.args[0][1:])
    h = planet_hex(state, num)
    p.ships[ship_slot(p, h)] = -1
    state.tiles[h].colonist = seat
    p.holdings.append(Holding(num, False, [0, 0, 0]))
    card = D.PLANET[num]
    events.append(Event.of(msg("kepler3042.ev.colonizes", player=pname(seat),
                               planet=planet_label(num), name=card.name,
                               type=type_name(card.type), zone=zone_name(state.tiles[h].zone))))
    if card.colony_awards:
        leadership_award(state, seat, 1, card.colony_awards, events)


def candidates_colonize(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    p = state.players[seat]
    return [*(Move("colonize", (planet_code(t.planet),))
              for h, t in sorted(state.tiles.items())
              if t.kind == D.PLANET_TILE and h in p.ships), Move("done")]
