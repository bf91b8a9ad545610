"""2.c Move Starships, Flight Hazards and 2.d Withdraw Starships.

Starships move in three places: step 2.c of every turn, the Stellar Propulsion Main Action
and the Exploratory Planning Bonus Action. All three use the same reachability rule
(:func:`destinations`) and the same ``move`` decision; the two extra movements are a
``movement`` frame holding each Starship's own budget, while step 2.c counts the hexes each
Starship already moved this turn (``state.turn.moved``) against its speed.
"""

from __future__ import annotations

from collections import deque

from games.core import Event, Move
from games.i18n import Message, msg

from . import data as D
from .leadership import leadership_award
from .prompts import not_now
from .resources import total_cubes
from .state import Frame, KState, Player
from .terms import (
    Cache,
    hex_arg,
    is_space,
    occupancy,
    planet_label,
    pname,
    push,
    ship_slot,
)


def speed(p: Player) -> int:
    """I-Space Travels: how many hexes each Starship may move."""
    return D.tech_value(D.ST, p.tech[D.ST])


def destinations(state: KState, start: int, budget: int,
                 cache: Cache | None = None) -> dict[int, int]:
    """Flight hazards: where a Starship on ``start`` may end within ``budget`` hexes, with the
    distance. It may pass through Space hexes holding other Starships but not stop there; it
    stops on a Planet or Mine; it never enters Sol, Sagittarius A*, Stars, unrevealed tiles or
    occupied Celestial Bodies. A Colonial Target is a destination (the Starship may go on
    from it with another move, since the tile is then removed)."""
    key = ("dest", start, budget)
    if cache is not None and key in cache:
        found: dict[int, int] = cache[key]
        return found
    occ = occupancy(state, cache)
    dist = {start: 0}
    out: dict[int, int] = {}
    queue = deque([start])
    while queue:
        h = queue.popleft()
        d = dist[h]
        if d >= budget:
            continue
        for x in D.NEIGHBOURS[h]:
            if x in dist or x in D.FIXED_IMPASSABLE:
                continue
            tile = state.tiles.get(x)
            if tile is not None:
                if not tile.revealed or tile.colonist >= 0 or x in occ:
                    continue
                dist[x] = d + 1
                out[x] = d + 1
                continue
            dist[x] = d + 1
            if x not in occ:
                out[x] = d + 1
            queue.append(x)
    if cache is not None:
        cache[key] = out
    return out


def ship_budget(state: KState, seat: int, h: int) -> int:
    """Hexes the Starship on ``h`` may still move in the current movement."""
    p = state.players[seat]
    slot = ship_slot(p, h)
    if slot < 0 or not is_space(state, h):
        return 0
    top = state.stack[-1]
    if top.kind == "movement":
        budget: list[int] = top.data["budget"]
        return budget[slot]
    return max(0, speed(p) - state.turn.moved[slot])


def push_movement(state: KState, seat: int, why: str, reach: int) -> None:
    """An extra movement (Stellar Propulsion, Exploratory Planning): every Starship on a Space
    hex may move up to ``reach`` hexes."""
    p = state.players[seat]
    push(state, "movement", seat, why=why,
         budget=[reach if h >= 0 and is_space(state, h) else 0 for h in p.ships])


# ------------------------------------------------------------------------------ moving


def why_move(state: KState, seat: int, args: tuple[str, ...],
             cache: Cache) -> Message | None:
    p = state.players[seat]
    a, b = hex_arg(args[0]), hex_arg(args[1])
    if a < 0 or b < 0:
        return msg("kepler3042.no.two_hexes")
    if ship_slot(p, a) < 0:
        return msg("kepler3042.no.no_ship_on", hex=args[0])
    if not is_space(state, a):
        return msg("kepler3042.no.ship_on_body")
    budget = ship_budget(state, seat, a)
    if budget <= 0:
        return msg("kepler3042.no.no_movement", hex=args[0])
    dests = destinations(state, a, budget, cache)
    if b not in dests:
        return _why_unreachable(state, a, b, budget, cache)
    return None


def _why_unreachable(state: KState, a: int, b: int, budget: int, cache: Cache) -> Message:
    if b in D.FIXED_IMPASSABLE:
        return msg("kepler3042.no.impassable")
    tile = state.tiles.get(b)
    if tile is not None and not tile.revealed:
        return msg("kepler3042.no.unrevealed")
    if tile is not None and (tile.colonist >= 0 or b in occupancy(state, cache)):
        return msg("kepler3042.no.body_occupied")
    if b in occupancy(state, cache):
        return msg("kepler3042.no.hex_occupied")
    if b == a:
        return msg("kepler3042.no.already_there")
    return msg("kepler3042.no.out_of_range", n=budget)


def do_move(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    a, b = D.hex_index(move.args[0]), D.hex_index(move.args[1])
    budget = ship_budget(state, seat, a)
    dist = destinations(state, a, budget)[b]
    slot = ship_slot(p, a)
    top = state.stack[-1]
    if top.kind == "movement":
        top.data["budget"][slot] -= dist
    else:
        state.turn.moved[slot] += dist
    p.ships[slot] = b
    tile = state.tiles.get(b)
    if tile is None:
        events.append(Event.of(msg("kepler3042.ev.ship_moves", player=pname(seat),
                                   a=move.args[0], b=move.args[1]), minor=True))
        return
    if tile.kind == D.TARGET:
        # The first player to reach a Colonial Target removes it and gains 1 award.
        del state.tiles[b]
        p.targets += 1
        events.append(Event.of(msg("kepler3042.ev.target", player=pname(seat),
                                   hex=move.args[1])))
        leadership_award(state, seat, 1, 1, events)
        return
    what = msg("kepler3042.tile.mine") if tile.kind == D.MINE else planet_label(tile.planet)
    events.append(Event.of(msg("kepler3042.ev.lands", player=pname(seat), what=what,
                               hex=move.args[1])))


def ship_moves(state: KState, seat: int, cache: Cache) -> list[Move]:
    """Every ``move`` the seat's Starships could make now."""
    p = state.players[seat]
    out = []
    for h in sorted(x for x in p.ships if x >= 0):
        budget = ship_budget(state, seat, h)
        if budget <= 0:
            continue
        for dest in sorted(destinations(state, h, budget, cache)):
            out.append(Move("move", (D.hex_label(h), D.hex_label(dest))))
    return out


# ------------------------------------------- movement: Stellar Propulsion, Exploratory Planning


def why_movement(state: KState, seat: int, top: Frame, move: Move,
                 cache: Cache) -> Message | None:
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "move" or len(move.args) != 2:
        return not_now(state, seat)
    return why_move(state, seat, move.args, cache)


def do_movement(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    do_move(state, seat, move, events)


def candidates_movement(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    return [*ship_moves(state, seat, cache), Move("done")]


# ---------------------------------------------------------------------------- withdrawing


def why_withdraw(state: KState, seat: int, args: tuple[str, ...]) -> Message | None:
    h = hex_arg(args[0])
    if h < 0 or ship_slot(state.players[seat], h) < 0:
        return msg("kepler3042.no.no_ship_there")
    return None


def do_withdraw(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    """Return a Starship to the supply; leaving a Mine may REGENERATE one Resource."""
    p = state.players[seat]
    h = D.hex_index(move.args[0])
    slot = ship_slot(p, h)
    p.ships[slot] = -1
    tile = state.tiles.get(h)
    where = msg("kepler3042.where.space")
    if tile is not None:
        where = (msg("kepler3042.tile.mine") if tile.kind == D.MINE
                 else planet_label(tile.planet))
    events.append(Event.of(msg("kepler3042.ev.withdraw", player=pname(seat), where=where,
                               hex=move.args[0])))
    if tile is not None and tile.kind == D.MINE and total_cubes(p.pit):
        push(state, "regen", seat, why="mine")


def withdraw_candidates(state: KState, seat: int) -> list[Move]:
    p = state.players[seat]
    return [Move("withdraw", (D.hex_label(h),)) for h in sorted(p.ships) if h >= 0]
