"""FINAL SCORING (rulebook, "The End of the Game"), the secret Objective cards, and the
tiebreak.

The running score in the public view, the AI's evaluation and some Progress cards ("the
players with Starships on Mines") read the same lines, so they are plain functions of the
state with no side effects.
"""

from __future__ import annotations

from games.i18n import Message, msg

from . import data as D
from .state import KState, Tile
from .terms import colonies


def objective_text(oid: int) -> Message:
    """An Objective card: its name, what it asks and what it is worth."""
    return msg("kepler3042.objective_line", name=msg(f"kepler3042.objective.{oid}.name"),
               text=msg(f"kepler3042.objective.{oid}.text"), vp=D.OBJECTIVE[oid].vp)


def ships_on_mines(state: KState, seat: int) -> int:
    return sum(1 for h in state.players[seat].ships
               if h >= 0 and h in state.tiles and state.tiles[h].kind == D.MINE)


def colonized_tiles(state: KState, seat: int) -> list[Tile]:
    return [t for t in state.tiles.values() if t.colonist == seat]


def objective_met(state: KState, seat: int, oid: int | None = None) -> bool:
    p = state.players[seat]
    o = D.OBJECTIVE[p.objective if oid is None else oid]
    cols = colonized_tiles(state, seat)
    kind = o.kind
    if kind == "zone":
        return any(t.zone == o.track for t in cols)
    if kind == "terraformed":
        return sum(1 for h in colonies(p) if h.terraformed) >= o.amount
    if kind == "tech":
        return p.tech[o.track] >= o.amount
    if kind == "antimatter":
        return sum(h.cubes[D.ANTIMATTER] for h in p.holdings) >= o.amount
    if kind == "alien":
        return sum(1 for t in cols if D.PLANET[t.planet].type == D.ALIEN) >= o.amount
    if kind == "targets":
        return p.targets >= o.amount
    if kind == "medals":
        return sum(p.medals) >= o.amount
    if kind == "allzones":
        return len({t.zone for t in cols}) >= o.amount
    if kind == "maxtech":
        return sum(1 for t in p.tech if t >= D.MAX_LEVEL) >= o.amount
    if kind == "leader":
        return all(p.lead[t] == max(q.lead[t] for q in state.players) for t in (0, 1))
    if kind == "mines":
        return ships_on_mines(state, seat) >= o.amount
    if kind == "alltech":
        return min(p.tech) >= o.amount
    raise ValueError(kind)  # pragma: no cover


def score_parts(state: KState, seat: int, *, objective: bool = True) -> dict[str, int]:
    """Final scoring, line by line (rulebook, "Final scoring")."""
    p = state.players[seat]
    cols = colonized_tiles(state, seat)
    types = [D.PLANET[t.planet].type for t in cols]
    parts = {
        "antimatter": sum(h.cubes[D.ANTIMATTER] for h in p.holdings),
        "all_types": D.SET_BONUS_VP if all(t in types for t in D.PLANET_TYPES) else 0,
        "three_of_a_type": (D.TRIPLE_BONUS_VP
                            if any(types.count(t) >= 3 for t in D.PLANET_TYPES) else 0),
        "mines": D.MINE_SHIP_VP * ships_on_mines(state, seat),
        "max_technologies": D.MAX_TECH_VP * sum(1 for t in p.tech if t >= D.MAX_LEVEL),
        "medals": sum(p.medals),
        "colonies": sum(D.ZONE_VP[t.zone] for t in cols),
        "leadership": D.TRACK_VP[p.lead[0]] + D.TRACK_VP[p.lead[1]],
        "terraformed": sum(D.PLANET[h.planet].vp for h in colonies(p) if h.terraformed),
    }
    if objective:
        parts["objective"] = D.OBJECTIVE[p.objective].vp if objective_met(state, seat) else 0
    return parts


def tiebreak(state: KState, seat: int) -> int:
    """The highest-numbered terraformed planet (0 when none)."""
    return max((h.planet for h in colonies(state.players[seat]) if h.terraformed), default=0)
