"""SPACE MISSIONS: build up to three Starships, each SPENDING its cost from one planet and
placed on a Space hex next to that planet (or, if none is free, the nearest empty one;
Earth's go around Sol).

The ``place`` decision is also how Space Logistics (a Bonus Action) puts its free Starship
next to any planet the seat controls, so both use :func:`place_candidates`.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, msg

from .. import data as D
from ..prompts import not_now
from ..resources import has, spend
from ..state import Frame, KState, Player
from ..terms import (
    Cache,
    body_hexes,
    cost_text,
    hex_arg,
    is_space,
    occupancy,
    planet_codes,
    planet_label,
    planet_of,
    pname,
    push,
)


def start(state: KState, seat: int, events: list[Event]) -> None:
    push(state, "missions", seat, built=0)


def build_cost(p: Player) -> D.Cost:
    """1 Matter + 1 Energy; only 1 Energy with Wormhole Stabilizer (I-Space Travels)."""
    return D.BUILD_COST_WORMHOLE if p.tech[D.ST] >= D.WORMHOLE_LEVEL else D.BUILD_COST


def place_candidates(state: KState, seat: int, planet: int | None,
                     cache: Cache | None = None) -> list[int]:
    """Where a new Starship may go: an empty Space hex next to the planet (any planet the seat
    controls when ``planet`` is None); if all are taken, the nearest empty Space hexes
    (rulebook, Space Missions exception). Earth's Starships go around Sol."""
    p = state.players[seat]
    occ = occupancy(state, cache)
    planets = [h.planet for h in p.holdings] if planet is None else [planet]
    origins: set[int] = set()
    for pl in planets:
        origins.update(body_hexes(state, seat, pl))
    near = sorted({x for o in origins for x in D.NEIGHBOURS[o]
                   if is_space(state, x) and x not in occ})
    if near:
        return near
    best: list[int] = []
    best_d = 10 ** 6
    for h in D.SPACE_HEXES:
        if h in state.tiles or h in occ:
            continue
        d = min(D.hex_distance(o, h) for o in origins)
        if d < best_d:
            best, best_d = [h], d
        elif d == best_d:
            best.append(h)
    return best


# ---------------------------------------------------------------- missions: build <planet>


def why_missions(state: KState, seat: int, top: Frame, move: Move,
                 cache: Cache) -> Message | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "build" or len(move.args) != 1:
        return not_now(state, seat)
    planet = planet_of(p, move.args[0])
    if planet is None:
        return msg("kepler3042.no.not_your_planet")
    if int(top.data["built"]) >= D.MAX_BUILDS:
        return msg("kepler3042.no.three_builds")
    if -1 not in p.ships:
        return msg("kepler3042.no.all_ships_out")
    hold = p.holding(planet)
    assert hold is not None
    cost = build_cost(p)
    if not has(hold.cubes, cost):
        return msg("kepler3042.no.build_cost", cost=cost_text(cost), planet=planet_label(planet))
    return None


def do_missions(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    planet = planet_of(p, move.args[0])
    assert planet is not None
    cost = build_cost(p)
    spend(p, planet, cost)
    top.data["built"] = int(top.data["built"]) + 1
    events.append(Event.of(msg("kepler3042.ev.build", player=pname(seat), cost=cost_text(cost),
                               planet=planet_label(planet))))
    push(state, "place", seat, planet=planet, why="build")


def candidates_missions(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    return [*(Move("build", (c,)) for c in planet_codes(state.players[seat])), Move("done")]


# --------------------------------------------------------------------- place: place <hex>


def why_place(state: KState, seat: int, top: Frame, move: Move,
              cache: Cache) -> Message | None:
    if move.verb != "place" or len(move.args) != 1:
        return not_now(state, seat)
    h = hex_arg(move.args[0])
    planet = top.data.get("planet")
    cands = place_candidates(state, seat, None if planet is None else int(planet), cache)
    if h not in cands:
        if h >= 0 and h in occupancy(state, cache):
            return msg("kepler3042.no.hex_has_ship")
        return msg("kepler3042.no.place_where")
    return None


def do_place(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    h = D.hex_index(move.args[0])
    slot = p.ships.index(-1)
    p.ships[slot] = h
    if state.turn.seat == seat:
        state.turn.moved[slot] = 0
    state.stack.pop()
    events.append(Event.of(msg("kepler3042.ev.place", player=pname(seat), hex=move.args[0])))


def candidates_place(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    planet = top.data.get("planet")
    return [Move("place", (D.hex_label(h),))
            for h in place_candidates(state, seat, None if planet is None else int(planet),
                                      cache)]
