"""GALACTIC MAP: advance one space on a Leadership Track of the seat's choice, then turn over
up to four Celestial Body tiles anywhere.

The ``reveal`` decision is shared with the Progress card that turns over one tile.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, msg

from .. import data as D
from ..leadership import leadership_award
from ..prompts import not_now
from ..state import Frame, KState
from ..terms import Cache, hex_arg, pname, push, tile_text


def start(state: KState, seat: int, events: list[Event]) -> None:
    push(state, "maptrack", seat)


# ------------------------------------------------------------- maptrack: map <track>


def why_maptrack(state: KState, seat: int, top: Frame, move: Move,
                 cache: Cache) -> Message | None:
    if move.verb == "done" and not move.args:
        return None
    if move.verb == "map" and len(move.args) == 1 and move.args[0] in D.TRACK_CODES:
        return None
    return not_now(state, seat)


def do_maptrack(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    state.stack.pop()
    if move.verb == "done":
        return
    unrevealed = sum(1 for t in state.tiles.values() if not t.revealed)
    if unrevealed:
        push(state, "reveal", seat, left=min(D.MAP_REVEALS, unrevealed), why="map")
    leadership_award(state, seat, D.TRACK_CODES.index(move.args[0]), 1, events)


def candidates_maptrack(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    return [*(Move("map", (t,)) for t in D.TRACK_CODES), Move("done")]


# --------------------------------------------------------------- reveal: reveal <hex>


def why_reveal(state: KState, seat: int, top: Frame, move: Move,
               cache: Cache) -> Message | None:
    if move.verb != "reveal" or len(move.args) != 1:
        return not_now(state, seat)
    h = hex_arg(move.args[0])
    tile = state.tiles.get(h)
    if tile is None:
        return msg("kepler3042.no.no_tile")
    if tile.revealed:
        return msg("kepler3042.no.face_up")
    return None


def do_reveal(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    h = D.hex_index(move.args[0])
    tile = state.tiles[h]
    tile.revealed = True
    events.append(Event.of(msg("kepler3042.ev.reveal", player=pname(seat), hex=move.args[0],
                               tile=tile_text(tile)), reveals=True))
    top.data["left"] = int(top.data["left"]) - 1
    if top.data["left"] <= 0 or all(t.revealed for t in state.tiles.values()):
        state.stack.pop()


def candidates_reveal(state: KState, seat: int, top: Frame, cache: Cache) -> list[Move]:
    return [Move("reveal", (D.hex_label(h),)) for h, t in sorted(state.tiles.items())
            if not t.revealed]
