"""Where things sit on the board: the geometry of the header, the 22 x 19 hex map (offset
coordinates, hex names like ``F10``, distances), the Leadership Tracks' spaces and the player
panels' boxes. Kept apart so tests and the drawing modules agree on every position.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from rendering.kepler3042.views import View

WIDTH = 1200
HAND_WIDTH = 1000
HEADER_H = 150
RULER = 22  # the column letters above and below the map, the row numbers beside it
LEGEND_H = 70
TRACK_TITLE_H = 30
TRACK_ROW_H = 84
PANEL_H = 276
PANEL_GAP = 8
COLUMNS_OF_PANELS = 2


@dataclass(frozen=True)
class Layout:
    """Where everything sits on the board for a map of ``cols`` x ``rows`` hexes and ``n``
    players (the map's hexes get all the width there is)."""

    cols: int
    rows: int
    n: int
    hex_w: float
    hex_r: float
    map_x: float
    map_y: float
    map_bottom: int
    legend_y: int
    tracks_y: int
    panels_y: int
    height: int


@functools.lru_cache(maxsize=16)
def layout(cols: int = 22, rows: int = 19, n: int = 4) -> Layout:
    """The board's layout for a map size and player count (cached: every render asks)."""
    hex_w = (WIDTH - 2 * RULER - 8) / (cols + 0.5)
    hex_r = hex_w / math.sqrt(3)
    map_x = RULER + 4
    map_y = HEADER_H + RULER + 2
    map_h = hex_r * (2 + 1.5 * (rows - 1))
    map_bottom = math.ceil(map_y + map_h)
    legend_y = map_bottom + RULER + 2
    tracks_y = legend_y + LEGEND_H
    panels_y = tracks_y + TRACK_TITLE_H + 2 * TRACK_ROW_H + 12
    panel_rows = max(1, math.ceil(n / COLUMNS_OF_PANELS))
    height = panels_y + panel_rows * (PANEL_H + PANEL_GAP) + 4
    return Layout(cols, rows, n, hex_w, hex_r, map_x, map_y, map_bottom, legend_y, tracks_y,
                  panels_y, height)


def layout_of(view: View) -> Layout:
    """The layout a view is drawn with (its map size and number of players)."""
    m = view.get("map") or {}
    return layout(int(m.get("cols", 22)), int(m.get("rows", 19)),
                  max(1, len(view.get("players", ()))))


def board_height(view: View) -> int:
    """How tall the board image of this view is; it grows with the panel rows."""
    return layout_of(view).height


LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def parse_hex(label: str) -> tuple[int, int] | None:
    """A hex name like ``F10`` as (column, row) from zero, or None if it is not one."""
    text = str(label).strip().upper()
    if len(text) < 2 or text[0] not in LETTERS or not text[1:].isdigit():
        return None
    return LETTERS.index(text[0]), int(text[1:]) - 1


def hex_point(lay: Layout, col: int, row: int) -> tuple[float, float]:
    """The exact centre of a hex, for drawing (see :func:`hex_centre`)."""
    x = lay.map_x + lay.hex_w * (col + 0.5 + 0.5 * (row & 1))
    y = lay.map_y + lay.hex_r * (1 + 1.5 * row)
    return x, y


def hex_centre(view: View, label: str) -> tuple[int, int] | None:
    """Where :func:`render_board` draws the centre of hex ``label`` (e.g. ``"F10"``)."""
    lay = layout_of(view)
    cr = parse_hex(label)
    if cr is None or not (0 <= cr[0] < lay.cols and 0 <= cr[1] < lay.rows):
        return None
    x, y = hex_point(lay, *cr)
    return round(x), round(y)


def hex_corners(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A pointy-top hexagon's corners, clockwise from the lower right."""
    return [(cx + r * math.cos(math.radians(30 + 60 * i)),
             cy + r * math.sin(math.radians(30 + 60 * i))) for i in range(6)]


def neighbours(col: int, row: int, cols: int, rows: int) -> list[tuple[int, int]]:
    """The hexes next to one on the map (odd rows are shifted right)."""
    if row % 2 == 0:
        deltas = ((1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1))
    else:
        deltas = ((1, 0), (1, -1), (0, -1), (-1, 0), (0, 1), (1, 1))
    return [(col + dc, row + dr) for dc, dr in deltas
            if 0 <= col + dc < cols and 0 <= row + dr < rows]


def _offset_cube(col: int, row: int) -> tuple[int, int, int]:
    x = col - (row - (row & 1)) // 2
    return x, -x - row, row


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """How many steps apart two hexes are: the rulebook's zones are distances from Sol."""
    ax, ay, az = _offset_cube(*a)
    bx, by, bz = _offset_cube(*b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def track_space_box(view: View, track: str, position: int) -> tuple[int, int, int, int]:
    """The box of one space of a Leadership Track on the board (x0, y0, x1, y1)."""
    lay = layout_of(view)
    length = len(((view.get("components") or {}).get("tracks") or {}).get(track, ())) or 16
    return track_box(lay, 0 if track == "tech" else 1, position, length)


TRACK_LABEL_W = 128


def track_box(lay: Layout, index: int, position: int,
              length: int) -> tuple[int, int, int, int]:
    """One Leadership Track space's box, by track index (0 tech, 1 colonial)."""
    left = 14 + TRACK_LABEL_W
    w = (WIDTH - 14 - left) / length
    y0 = lay.tracks_y + TRACK_TITLE_H + index * TRACK_ROW_H
    x0 = left + position * w
    return round(x0 + 2), y0, round(x0 + w - 2), y0 + TRACK_ROW_H - 6


def panel_box(lay: Layout, index: int) -> tuple[int, int, int, int]:
    """Where a seat's panel sits: two per row, a lone last panel takes the row."""
    row, col = divmod(index, COLUMNS_OF_PANELS)
    per_row = min(COLUMNS_OF_PANELS, lay.n - row * COLUMNS_OF_PANELS)
    w = (WIDTH - 16 - (per_row - 1) * PANEL_GAP) / per_row
    x0 = 8 + col * (w + PANEL_GAP)
    y0 = lay.panels_y + row * (PANEL_H + PANEL_GAP)
    return round(x0), y0, round(x0 + w), y0 + PANEL_H
