"""Where things sit: the fixed boxes of the 1200x1000 board, and the map geometry (pixel
centres of spaces, areas and transmitters; sector angles) that the bot and tests use
to point at a space."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

from rendering.magnastorm.views import View

BOARD_SIZE = (1200, 1000)
HAND_WIDTH = 1000
HEADER_H = 62
MAP_BOX = (6, 66, 614, 668)
MAP_CX, MAP_CY = 310, 367
MAP_R = 268  # the planet's rim; the sector labels sit just outside it
SPACE_R = 13
SPREAD = 1.45  # spaces of one area are spread around its centre to make room for numbers
CENTRE_R = 62
INCOME_BOX = (6, 672, 614, 740)
PLAYERS_BOX = (6, 744, 614, 996)
RIGHT_X0, RIGHT_X1 = 622, 1194
ACTION_BOX = (RIGHT_X0, 66, RIGHT_X1, 488)
RESEARCH_BOX = (RIGHT_X0, 492, RIGHT_X1, 996)
ROWLAB_W = 140  # the action board's left display (row costs and gains)
CMD_H = 88
UPPER_ROW_H = 25
LOWER_ROW_H = 31
TRACK_LABEL_W = 150


def to_px(xy: Sequence[float]) -> tuple[float, float]:
    return MAP_CX + float(xy[0]) * MAP_R, MAP_CY + float(xy[1]) * MAP_R


SpacesKey = tuple[tuple[str, str, float, float], ...]
TxKey = tuple[tuple[str, float, float], ...]


def map_keys(view: View) -> tuple[SpacesKey, TxKey]:
    board = view.get("board") or {}
    spaces = tuple((str(sp["id"]), str(sp["area"]), float(sp["xy"][0]), float(sp["xy"][1]))
                   for sp in board.get("spaces") or ())
    txs = tuple((str(t["id"]), float(t["xy"][0]), float(t["xy"][1]))
                for t in board.get("transmitters") or ())
    return spaces, txs


@functools.lru_cache(maxsize=8)
def map_geometry(spaces: SpacesKey, txs: TxKey) -> tuple[
        dict[str, tuple[float, float]], dict[str, tuple[float, float]],
        dict[str, tuple[float, float]]]:
    """Pixel centres of the spaces, the area centres and the transmitter spaces.

    Spaces keep the view's map position, but the spaces of one area are pushed apart
    around their common centre so each can carry a readable number. A transmitter space
    stays on its sector border and moves along it, as little as possible, to a spot clear
    of the spaces (the rulebook puts them next to the connecting lines, not on them).
    The map is the same all game long, so this is computed once per board side."""
    sums: dict[str, list[float]] = {}
    for _, area, x, y in spaces:
        entry = sums.setdefault(area, [0.0, 0.0, 0.0])
        entry[0] += x
        entry[1] += y
        entry[2] += 1
    centres = {a: (x / n, y / n) for a, (x, y, n) in sums.items()}
    pos: dict[str, tuple[float, float]] = {}
    for sid, area, x, y in spaces:
        ax, ay = centres[area]
        pos[sid] = to_px((ax + (x - ax) * SPREAD, ay + (y - ay) * SPREAD))
    clear = 2 * SPACE_R
    tx_pos: dict[str, tuple[float, float]] = {}
    for tid, x, y in txs:
        r0 = math.hypot(x, y)
        angle = math.atan2(-y, x)
        best = to_px((x, y))
        for step in range(60):
            found = False
            for r in (r0 + step * 0.01, r0 - step * 0.01):
                px = to_px((r * math.cos(angle), -r * math.sin(angle)))
                if r > 0.3 and all(math.dist(px, q) >= clear for q in pos.values()):
                    best, found = px, True
                    break
            if found:
                break
        tx_pos[tid] = best
    return pos, {a: to_px(c) for a, c in centres.items()}, tx_pos


def space_centre(view: View, space_id: str) -> tuple[int, int] | None:
    """Where :func:`render_board` draws a map space (None if the view has no such space)."""
    pos = map_geometry(*map_keys(view))[0].get(str(space_id))
    return (round(pos[0]), round(pos[1])) if pos else None


def transmitter_centre(view: View, tid: str) -> tuple[int, int] | None:
    """Where :func:`render_board` draws a transmitter space."""
    pos = map_geometry(*map_keys(view))[2].get(str(tid))
    return (round(pos[0]), round(pos[1])) if pos else None


def sector_angle(sector: int) -> float:
    """Centre angle (degrees, counter-clockwise from east) of sector 1..6 (1 lower-left)."""
    return 210.0 - 60.0 * (sector - 1)


def polar_px(radius: float, degrees: float) -> tuple[float, float]:
    rad = math.radians(degrees)
    return MAP_CX + radius * math.cos(rad), MAP_CY - radius * math.sin(rad)
