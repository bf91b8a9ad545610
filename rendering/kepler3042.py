"""Kepler-3042's board image and private hand image, drawn from views only.

``render_board(view)`` draws the public view (``GAME.view(state, None)``), top to bottom:

* a header with the round counter (1-16), the Progress card of the round with the Medals
  placed on it, and who decides what now (or the final ranking);
* the Milky Way: 22 x 19 hexes, shaded and outlined by zone (Short-Range / Stellar Local
  Group, Mid-Range, Long-Range), every empty Space hex labelled with its name (``F10``) so a
  move can be typed from the picture; Sol with its ring, Sagittarius A*, the 20 Stars (the
  ones unused at this player count dimmed), face-down tiles as ``?``, revealed Planets as
  discs in their type's colour with their number, Mines, Colonial Targets, Starships (rockets)
  and Nation markers in each player's colour *with their letter*;
* a legend, the two Leadership Tracks with their reward spaces, the Medals still on them and
  every player's marker;
* one panel per player: score, Medals, Colonial Targets, Starships, the Technology Board's
  five levels, Resources Storage and Clausius' Pit, the Action Cube on the 3x3 Action Board,
  and each Planet card (Earth first) with its cubes, its terraformed state and its VP.

``render_hand(view)`` draws one seat's view (``GAME.view(state, seat)``): its secret
Objective, what it must decide now, its whole Technology Board with every level's cost (the
next purchasable level marked), its Planet cards in full, its Resources and its Action Board
with the Bonus Actions of each row and column.

Nothing is drawn that the view does not carry: a face-down tile is a ``?`` because the
public view has no identity for it. Renders are pure and deterministic (same view, same
bytes); the map, frames and legend come from a cached layer per player count.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rendering.common import (
    BLACK,
    INK_DARK,
    NEUTRAL,
    RGB,
    WHITE,
    PlayerStyle,
    darken,
    draw_badge,
    draw_player_badge,
    draw_polygon,
    draw_text,
    encode_png,
    fit_text,
    hex_rgb,
    layer_cache,
    lighten,
    make_palette,
    player_style,
    seat_style,
    text_size,
    wrap_text,
)

__all__ = ["HAND_WIDTH", "WIDTH", "Layout", "board_background", "board_height", "board_image",
           "hand_image", "hex_centre", "layout", "png_palette", "render_board",
           "render_hand", "track_space_box"]

View = Mapping[str, Any]

# --- Colours -----------------------------------------------------------------------------------

BG: RGB = hex_rgb("#0b1020")
PANEL_BG: RGB = hex_rgb("#182036")
ROW_BG: RGB = hex_rgb("#222b44")
ROW_ACTIVE: RGB = hex_rgb("#33405f")
TEXT: RGB = hex_rgb("#eef1f7")
MUTED: RGB = hex_rgb("#a9b2c5")
DIM: RGB = hex_rgb("#5d6780")
ATTENTION: RGB = hex_rgb("#ffb000")  # gold: "now" markers, the first player, the next level
GOOD: RGB = hex_rgb("#6fdc8c")
DANGER: RGB = hex_rgb("#ff6e6e")

ZONE_FILL: dict[str, RGB] = {
    "short": hex_rgb("#1f3d66"),
    "mid": hex_rgb("#2f2b63"),
    "long": hex_rgb("#47234b"),
}
ZONE_SHORT: dict[str, str] = {"short": "SHORT", "mid": "MID", "long": "LONG"}
ZONE_EDGE: RGB = hex_rgb("#9fb4dc")
RING_EDGE: RGB = hex_rgb("#ffcf4a")
STAR_FILL: RGB = hex_rgb("#fff3b0")
STAR_GLOW: RGB = hex_rgb("#ffd84a")
SOL_FILL: RGB = hex_rgb("#ffb52e")
FACE_DOWN: RGB = hex_rgb("#59617a")
FACE_DOWN_INK: RGB = hex_rgb("#dfe4f2")
MINE_FILL: RGB = hex_rgb("#9aa0ab")
TARGET_RED: RGB = hex_rgb("#e8493f")

TYPE_COLOURS: dict[str, RGB] = {
    "rocky": hex_rgb("#b98552"),
    "oceanic": hex_rgb("#4aa3f0"),
    "super earth": hex_rgb("#62c262"),
    "giant": hex_rgb("#e8c27a"),
    "alien": hex_rgb("#a05ad8"),
}
TYPE_NAMES: dict[str, str] = {"rocky": "Rocky", "oceanic": "Oceanic",
                              "super earth": "Super Earth", "giant": "Giant", "alien": "Alien"}
TYPE_LETTERS: dict[str, str] = {"rocky": "R", "oceanic": "O", "super earth": "S",
                                "giant": "G", "alien": "A"}
EARTH_COLOUR: RGB = hex_rgb("#3b7dd8")
ALIEN_INK: RGB = hex_rgb("#9dff6a")

# The rulebook's cubes: Matter white, Energy orange, Antimatter black.
RES_LETTERS: tuple[str, str, str] = ("M", "E", "A")
RES_NAMES: tuple[str, str, str] = ("Matter", "Energy", "Antimatter")
RES_FILL: tuple[RGB, RGB, RGB] = (hex_rgb("#f4f4f0"), hex_rgb("#f5902a"), hex_rgb("#151515"))
RES_INK: tuple[RGB, RGB, RGB] = (INK_DARK, INK_DARK, WHITE)
MEDAL_GOLD: RGB = hex_rgb("#f2c230")
MEDAL_RIBBON: RGB = hex_rgb("#c0392b")

TRACK_LABELS: dict[str, str] = {"tech": "TECH", "colonial": "COLONIAL"}
ACTION_SHORT: dict[str, str] = {
    "missions": "Missions", "colonize": "Colonize", "research": "Tech Dev",
    "propel": "Propulsion", "terraform": "Terraform", "map": "Gal. Map",
    "energy": "Energy", "exploit": "Exploit", "antimatter": "Antimatter",
}
SCORE_PART_LABELS: dict[str, str] = {
    "antimatter": "Antimatter", "all_types": "All types", "three_of_a_type": "3 of a type",
    "mines": "Mines", "max_technologies": "Max techs", "medals": "Medals",
    "colonies": "Colonies", "leadership": "Leadership", "terraformed": "Terraformed",
    "objective": "Objective",
}

# --- Geometry ----------------------------------------------------------------------------------

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


def _layout_of(view: View) -> Layout:
    m = view.get("map") or {}
    return layout(int(m.get("cols", 22)), int(m.get("rows", 19)),
                  max(1, len(view.get("players", ()))))


def board_height(view: View) -> int:
    return _layout_of(view).height


_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _parse_hex(label: str) -> tuple[int, int] | None:
    text = str(label).strip().upper()
    if len(text) < 2 or text[0] not in _LETTERS or not text[1:].isdigit():
        return None
    return _LETTERS.index(text[0]), int(text[1:]) - 1


def _centre(lay: Layout, col: int, row: int) -> tuple[float, float]:
    x = lay.map_x + lay.hex_w * (col + 0.5 + 0.5 * (row & 1))
    y = lay.map_y + lay.hex_r * (1 + 1.5 * row)
    return x, y


def hex_centre(view: View, label: str) -> tuple[int, int] | None:
    """Where :func:`render_board` draws the centre of hex ``label`` (e.g. ``"F10"``)."""
    lay = _layout_of(view)
    cr = _parse_hex(label)
    if cr is None or not (0 <= cr[0] < lay.cols and 0 <= cr[1] < lay.rows):
        return None
    x, y = _centre(lay, *cr)
    return round(x), round(y)


def _corners(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A pointy-top hexagon's corners, clockwise from the lower right."""
    return [(cx + r * math.cos(math.radians(30 + 60 * i)),
             cy + r * math.sin(math.radians(30 + 60 * i))) for i in range(6)]


def _neighbours(col: int, row: int, cols: int, rows: int) -> list[tuple[int, int]]:
    if row % 2 == 0:
        deltas = ((1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1))
    else:
        deltas = ((1, 0), (1, -1), (0, -1), (-1, 0), (0, 1), (1, 1))
    return [(col + dc, row + dr) for dc, dr in deltas
            if 0 <= col + dc < cols and 0 <= row + dr < rows]


def _offset_cube(col: int, row: int) -> tuple[int, int, int]:
    x = col - (row - (row & 1)) // 2
    return x, -x - row, row


def _distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    ax, ay, az = _offset_cube(*a)
    bx, by, bz = _offset_cube(*b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def track_space_box(view: View, track: str, position: int) -> tuple[int, int, int, int]:
    """The box of one space of a Leadership Track on the board (x0, y0, x1, y1)."""
    lay = _layout_of(view)
    length = len(((view.get("components") or {}).get("tracks") or {}).get(track, ())) or 16
    return _track_box(lay, 0 if track == "tech" else 1, position, length)


TRACK_LABEL_W = 128


def _track_box(lay: Layout, index: int, position: int,
               length: int) -> tuple[int, int, int, int]:
    left = 14 + TRACK_LABEL_W
    w = (WIDTH - 14 - left) / length
    y0 = lay.tracks_y + TRACK_TITLE_H + index * TRACK_ROW_H
    x0 = left + position * w
    return round(x0 + 2), y0, round(x0 + w - 2), y0 + TRACK_ROW_H - 6


def _panel_box(lay: Layout, index: int) -> tuple[int, int, int, int]:
    row, col = divmod(index, COLUMNS_OF_PANELS)
    per_row = min(COLUMNS_OF_PANELS, lay.n - row * COLUMNS_OF_PANELS)
    w = (WIDTH - 16 - (per_row - 1) * PANEL_GAP) / per_row
    x0 = 8 + col * (w + PANEL_GAP)
    y0 = lay.panels_y + row * (PANEL_H + PANEL_GAP)
    return round(x0), y0, round(x0 + w), y0 + PANEL_H


# --- Small pieces ------------------------------------------------------------------------------


def _styles(view: View) -> list[PlayerStyle]:
    return [player_style(i) for i in range(len(view.get("players", ())))]


def _name(view: View, seat: int) -> str:
    players = view.get("players", ())
    if 0 <= seat < len(players):
        return str(players[seat].get("name") or f"Player {seat + 1}")
    return f"Player {seat + 1}"


def draw_ship(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float,
              style: PlayerStyle) -> None:
    """A Starship: a rocket ``s`` pixels tall in its owner's colour, the owner's letter on
    its hull (colour is never the only cue)."""
    h = s / 2

    def pts(rel: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(cx - h + x * s, cy - h + y * s) for x, y in rel]

    body = pts([(0.5, 0.0), (0.74, 0.26), (0.76, 0.66), (0.98, 0.96), (0.64, 0.86),
                (0.36, 0.86), (0.02, 0.96), (0.24, 0.66), (0.26, 0.26)])
    draw_polygon(draw, [(x, y) for x, y in pts([(0.5, -0.08), (0.84, 0.24), (0.86, 0.64),
                                                (1.1, 1.04), (0.5, 0.94), (-0.1, 1.04),
                                                (0.14, 0.64), (0.16, 0.24)])], WHITE, None)
    draw_polygon(draw, body, style.colour, BLACK, max(1, round(s / 16)))
    flame = pts([(0.38, 0.88), (0.62, 0.88), (0.5, 1.08)])
    draw_polygon(draw, flame, ATTENTION, None)
    draw_text(draw, (cx, cy + s * 0.1), style.letter, max(9, round(s * 0.42)), style.ink,
              anchor="mm", bold=True)


def _cube(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, res: int,
          count: int | None = None, count_size: int | None = None,
          faded: bool = False) -> float:
    """A Resource cube (its letter on it) and optionally its count; returns the x after."""
    fill = RES_FILL[res]
    ink = RES_INK[res]
    if faded:
        fill = darken(fill, 0.55) if res != 2 else hex_rgb("#2b2b2b")
        ink = DIM if res != 2 else hex_rgb("#777777")
    draw.rounded_rectangle((x, y, x + size, y + size), radius=max(2, round(size / 6)),
                           fill=fill, outline=hex_rgb("#8a8a8a") if res == 2 else BLACK,
                           width=1)
    draw_text(draw, (x + size / 2, y + size / 2 + 1), RES_LETTERS[res],
              max(9, round(size * 0.66)), ink, anchor="mm", bold=True)
    x += size + 3
    if count is not None:
        cs = count_size or round(size * 0.9)
        draw_text(draw, (x, y + size / 2 + 1), str(count), cs, TEXT if count else DIM,
                  anchor="lm", bold=True)
        x += text_size(str(count), cs, True)[0] + 7
    return x


def _medal(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, kind: str = "tech",
           faded: bool = False) -> None:
    """A Medal: a gold disc with a red rim and T (Technological) or C (Colonial); a medal
    already taken from its space is a faint outline."""
    letter = "T" if kind == "tech" else "C"
    size = max(8, round(r * 1.25))
    if faded:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=DIM, width=2)
        draw_text(draw, (cx, cy + 1), letter, size, DIM, anchor="mm", bold=True)
        return
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=MEDAL_RIBBON, outline=BLACK)
    inner = r * 0.8
    draw.ellipse((cx - inner, cy - inner, cx + inner, cy + inner), fill=MEDAL_GOLD)
    draw_text(draw, (cx, cy + 1), letter, size, INK_DARK, anchor="mm", bold=True)


def _regen_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float,
                colour: RGB = GOOD) -> None:
    """REGENERATE: a circular arrow."""
    draw.arc((cx - r, cy - r, cx + r, cy + r), 40, 330, fill=colour, width=max(2, round(r / 3)))
    ax = cx + r * math.cos(math.radians(40))
    ay = cy + r * math.sin(math.radians(40))
    s = r * 0.7
    draw.polygon([(ax - s, ay + s * 0.1), (ax + s * 0.5, ay - s * 0.2), (ax, ay + s)],
                 fill=colour)


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB,
          outline: RGB | None = None) -> None:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    draw_polygon(draw, pts, fill, outline, 1)


def _check(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, colour: RGB) -> None:
    draw.line([(x, y + s * 0.5), (x + s * 0.38, y + s * 0.9), (x + s, y + s * 0.05)],
              fill=colour, width=max(2, round(s / 5)), joint="curve")


def _type_of(entry: Mapping[str, Any]) -> str:
    return str(entry.get("type") or "")


def draw_planet_disc(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ptype: str,
                     label: str, size: int) -> None:
    """A Planet: a disc in its type's colour, decorated so the type reads without colour
    (a Giant has a ring, an Alien an eye, an Oceanic a wave, a Rocky craters, a Super Earth
    a continent), with its number on top."""
    colour = TYPE_COLOURS.get(ptype, EARTH_COLOUR)
    if ptype == "giant":
        draw.ellipse((cx - r * 1.45, cy - r * 0.42, cx + r * 1.45, cy + r * 0.42),
                     outline=BLACK, width=max(3, round(r / 5)))
        draw.ellipse((cx - r * 1.45, cy - r * 0.42, cx + r * 1.45, cy + r * 0.42),
                     outline=lighten(colour, 0.35), width=max(1, round(r / 9)))
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=BLACK,
                 width=max(1, round(r / 9)))
    if ptype == "alien":
        draw.ellipse((cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8), outline=ALIEN_INK,
                     width=max(1, round(r / 10)))
    elif ptype == "oceanic":
        draw.arc((cx - r * 0.9, cy + r * 0.25, cx, cy + r * 0.85), 200, 340,
                 fill=lighten(colour, 0.55), width=2)
        draw.arc((cx, cy + r * 0.25, cx + r * 0.9, cy + r * 0.85), 200, 340,
                 fill=lighten(colour, 0.55), width=2)
    elif ptype == "rocky":
        for dx, dy, rr in ((-0.5, -0.45, 0.16), (0.5, 0.45, 0.2), (0.55, -0.4, 0.12)):
            draw.ellipse((cx + (dx - rr) * r, cy + (dy - rr) * r, cx + (dx + rr) * r,
                          cy + (dy + rr) * r), fill=darken(colour, 0.25))
    elif ptype == "super earth":
        draw.chord((cx - r, cy - r, cx + r, cy + r), 200, 290, fill=darken(colour, 0.3))
    if label:
        ink = ALIEN_INK if ptype == "alien" else INK_DARK
        draw_text(draw, (cx, cy + 1), label, size, ink, anchor="mm", bold=True,
                  outline=darken(colour, 0.6) if ptype == "alien" else lighten(colour, 0.3),
                  outline_width=1)


def _mine(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A Mine: a grey asteroid with a crystal."""
    pts = [(cx + r * math.cos(a) * k, cy + r * math.sin(a) * k) for a, k in
           ((i * math.pi / 4, (1.0, 0.82, 0.96, 0.78, 1.0, 0.86, 0.92, 0.8)[i])
            for i in range(8))]
    draw_polygon(draw, pts, MINE_FILL, BLACK, 2)
    gem = [(cx, cy - r * 0.62), (cx + r * 0.42, cy - r * 0.1), (cx, cy + r * 0.62),
           (cx - r * 0.42, cy - r * 0.1)]
    draw_polygon(draw, gem, hex_rgb("#7fe8ff"), BLACK, 1)
    draw.line((cx - r * 0.42, cy - r * 0.1, cx + r * 0.42, cy - r * 0.1), fill=BLACK, width=1)


def _target(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A Colonial Target: a bullseye."""
    for k, colour in ((1.0, TARGET_RED), (0.7, WHITE), (0.42, TARGET_RED), (0.16, WHITE)):
        draw.ellipse((cx - r * k, cy - r * k, cx + r * k, cy + r * k), fill=colour,
                     outline=BLACK if k == 1.0 else None, width=2 if k == 1.0 else 0)


def _face_down(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    draw_polygon(draw, _corners(cx, cy, r), FACE_DOWN, lighten(FACE_DOWN, 0.35), 2)
    draw_text(draw, (cx, cy + 1), "?", round(r * 1.05), FACE_DOWN_INK, anchor="mm", bold=True)


# --- The cached background ---------------------------------------------------------------------


def _map_key(view: View) -> tuple[Any, ...]:
    m = view.get("map") or {}
    stars = tuple((str(s.get("hex")), bool(s.get("used", True)), int(s.get("min_players", 2)))
                  for s in m.get("stars", ()))
    comps = view.get("components") or {}
    tracks = comps.get("tracks") or {}
    return (int(m.get("cols", 22)), int(m.get("rows", 19)), len(view.get("players", ())),
            str(m.get("sol", "")), str(m.get("sagittarius", "")),
            tuple(str(h) for h in m.get("sol_ring", ())), stars,
            tuple(int(v) for v in (m.get("zone_limits") or {}).values()),
            tuple(str(k) for k in tracks.get("tech", ())),
            tuple(str(k) for k in tracks.get("colonial", ())),
            tuple(int(v) for v in comps.get("track_vp", ())),
            tuple((str(z.get("code")), str(z.get("name")), int(z.get("vp", 0)))
                  for z in comps.get("zones", ())))


@layer_cache(maxsize=8)
def board_background(cols: int, rows: int, n: int, sol: str, sagittarius: str,
                     ring: tuple[str, ...], stars: tuple[tuple[str, bool, int], ...],
                     limits: tuple[int, ...], tech_track: tuple[str, ...],
                     colonial_track: tuple[str, ...], track_vp: tuple[int, ...],
                     zones: tuple[tuple[str, str, int], ...]) -> Image.Image:
    """The map (zones, hex names, Sol and its ring, Sagittarius A*, Stars), the legend, the
    Leadership Tracks' printed spaces and the panels' frames: everything that does not
    change during a game. One build per player count."""
    lay = layout(cols, rows, n)
    image = Image.new("RGB", (WIDTH, lay.height), BG)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 6), fill=PANEL_BG)
    _draw_map_base(draw, lay, sol, sagittarius, ring, stars, limits)
    _draw_legend(draw, lay, zones)
    _draw_track_base(draw, lay, (tech_track, colonial_track), track_vp)
    for i in range(n):
        x0, y0, x1, y1 = _panel_box(lay, i)
        draw.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=PANEL_BG)
    return image


def _zone_at(col: int, row: int, sol: tuple[int, int], limits: tuple[int, ...]) -> str:
    d = _distance((col, row), sol)
    short, mid = limits[:2] if len(limits) >= 2 else (6, 11)
    return "short" if d <= short else ("mid" if d <= mid else "long")


def _draw_map_base(draw: ImageDraw.ImageDraw, lay: Layout, sol: str, sagittarius: str,
                   ring: tuple[str, ...], stars: tuple[tuple[str, bool, int], ...],
                   limits: tuple[int, ...]) -> None:
    sol_cr = _parse_hex(sol) or (5, 9)
    r = lay.hex_r
    zones = {(c, w): _zone_at(c, w, sol_cr, limits) for c in range(lay.cols)
             for w in range(lay.rows)}
    special = {sol, sagittarius, *(s[0] for s in stars)}
    for (c, w), zone in zones.items():
        cx, cy = _centre(lay, c, w)
        fill = ZONE_FILL[zone]
        draw.polygon(_corners(cx, cy, r), fill=fill, outline=lighten(fill, 0.18))
        label = f"{_LETTERS[c]}{w + 1}"
        if label not in special:
            draw_text(draw, (cx, cy), label, 13, lighten(fill, 0.42), anchor="mm")
    # Zone borders: the edges between hexes of different zones, drawn bold.
    for (c, w), zone in zones.items():
        cx, cy = _centre(lay, c, w)
        corners = _corners(cx, cy, r)
        for nc, nw in _neighbours(c, w, lay.cols, lay.rows):
            if zones[(nc, nw)] == zone or (nc, nw) < (c, w):
                continue
            ox, oy = _centre(lay, nc, nw)
            shared = [p for p in corners if abs(math.dist(p, (ox, oy)) - r) < 1.0]
            if len(shared) == 2:
                draw.line(shared, fill=ZONE_EDGE, width=3)
    # Rulers: column letters above and below, row numbers on both sides.
    for c in range(lay.cols):
        x = lay.map_x + lay.hex_w * (c + 0.75)
        draw_text(draw, (x, lay.map_y - RULER / 2 - 1), _LETTERS[c], 16, MUTED, anchor="mm",
                  bold=True)
        draw_text(draw, (x, lay.map_bottom + RULER / 2 + 1), _LETTERS[c], 16, MUTED,
                  anchor="mm", bold=True)
    for w in range(lay.rows):
        _, cy = _centre(lay, 0, w)
        draw_text(draw, (RULER / 2 + 1, cy), str(w + 1), 15, MUTED, anchor="mm", bold=True)
        draw_text(draw, (WIDTH - RULER / 2 - 1, cy), str(w + 1), 15, MUTED, anchor="mm",
                  bold=True)
    # Sol's ring: the six Space hexes where Starships built on Earth appear.
    for label in ring:
        cr = _parse_hex(label)
        if cr is not None:
            cx, cy = _centre(lay, *cr)
            draw_polygon(draw, _corners(cx, cy, r - 2), None, RING_EDGE, 3)
    # Stars: a bright star; the ones unused at this player count dim, with their marking.
    for label, used, min_players in stars:
        cr = _parse_hex(label)
        if cr is None:
            continue
        cx, cy = _centre(lay, *cr)
        if used:
            draw.ellipse((cx - r * 0.62, cy - r * 0.62, cx + r * 0.62, cy + r * 0.62),
                         fill=darken(STAR_GLOW, 0.45))
            _star(draw, cx, cy, r * 0.72, STAR_GLOW, darken(STAR_GLOW, 0.5))
            draw.ellipse((cx - r * 0.2, cy - r * 0.2, cx + r * 0.2, cy + r * 0.2),
                         fill=STAR_FILL)
        else:
            _star(draw, cx, cy, r * 0.6, hex_rgb("#666a78"), hex_rgb("#3b3f4c"))
            draw_badge(draw, (cx, cy + r * 0.55), f"{min_players}+", 11, hex_rgb("#3b3f4c"),
                       MUTED, anchor="mm", pad=2, radius=3)
    # Sol and Sagittarius A*.
    cr = _parse_hex(sol)
    if cr is not None:
        cx, cy = _centre(lay, *cr)
        for k, colour in ((1.0, darken(SOL_FILL, 0.35)), (0.86, SOL_FILL),
                          (0.5, hex_rgb("#ffe27a"))):
            draw.ellipse((cx - r * k, cy - r * k, cx + r * k, cy + r * k), fill=colour)
        draw_text(draw, (cx, cy + 1), "SOL", 15, INK_DARK, anchor="mm", bold=True)
    cr = _parse_hex(sagittarius)
    if cr is not None:
        cx, cy = _centre(lay, *cr)
        draw.ellipse((cx - r * 1.02, cy - r * 0.46, cx + r * 1.02, cy + r * 0.46),
                     fill=hex_rgb("#e0662a"))
        draw.ellipse((cx - r * 0.82, cy - r * 0.3, cx + r * 0.82, cy + r * 0.3),
                     fill=hex_rgb("#ffb35c"))
        draw.ellipse((cx - r * 0.5, cy - r * 0.5, cx + r * 0.5, cy + r * 0.5), fill=BLACK,
                     outline=hex_rgb("#ffd08a"), width=2)
        draw_text(draw, (cx, cy + r * 0.78), "Sgr A*", 13, TEXT, anchor="mm", bold=True,
                  outline=BLACK, outline_width=2)


def _draw_legend(draw: ImageDraw.ImageDraw, lay: Layout,
                 zones: tuple[tuple[str, str, int], ...]) -> None:
    y0 = lay.legend_y
    # Row 1: zones and what a colony there is worth.
    x: float = 14
    y = y0 + 16
    draw_text(draw, (x, y), "ZONES", 15, MUTED, anchor="lm", bold=True)
    x += text_size("ZONES", 15, True)[0] + 12
    for code, name, vp in zones or (("short", "Stellar Local Group", 1), ("mid", "Mid-Range", 2),
                                    ("long", "Long-Range", 3)):
        fill = ZONE_FILL.get(code, PANEL_BG)
        draw_polygon(draw, _corners(x + 11, y, 12), fill, ZONE_EDGE, 2)
        label = f"{ZONE_SHORT.get(code, code).title()}: {name} ({vp} VP/colony)"
        if code != "short":
            label = f"{name} ({vp} VP/colony)"
        draw_text(draw, (x + 28, y + 1), label, 16, TEXT, anchor="lm")
        x += 28 + text_size(label, 16)[0] + 22
    draw_polygon(draw, _corners(x + 11, y, 12), ZONE_FILL["short"], RING_EDGE, 3)
    draw_text(draw, (x + 28, y + 1), "Sol's ring", 16, TEXT, anchor="lm")
    # Row 2: the pieces.
    x = 14
    y = y0 + 48
    draw_text(draw, (x, y), "TILES", 15, MUTED, anchor="lm", bold=True)
    x += text_size("TILES", 15, True)[0] + 14
    _face_down(draw, x + 11, y, 13)
    draw_text(draw, (x + 28, y + 1), "face down", 16, TEXT, anchor="lm")
    x += 28 + text_size("face down", 16)[0] + 18
    for ptype in ("rocky", "oceanic", "super earth", "giant", "alien"):
        draw_planet_disc(draw, x + 12, y, 11, ptype, TYPE_LETTERS[ptype], 12)
        label = TYPE_NAMES[ptype]
        draw_text(draw, (x + 30, y + 1), label, 16, TEXT, anchor="lm")
        x += 30 + text_size(label, 16)[0] + 16
    _mine(draw, x + 12, y, 12)
    draw_text(draw, (x + 28, y + 1), "Mine", 16, TEXT, anchor="lm")
    x += 28 + text_size("Mine", 16)[0] + 16
    _target(draw, x + 12, y, 12)
    draw_text(draw, (x + 28, y + 1), "Col. Target", 16, TEXT, anchor="lm")
    x += 28 + text_size("Col. Target", 16)[0] + 16
    draw_text(draw, (x, y + 1), "P12 = planet 12", 16, MUTED, anchor="lm")


def _draw_track_base(draw: ImageDraw.ImageDraw, lay: Layout,
                     tracks: tuple[tuple[str, ...], tuple[str, ...]],
                     track_vp: tuple[int, ...]) -> None:
    y0 = lay.tracks_y
    draw.rounded_rectangle((8, y0, WIDTH - 8, y0 + TRACK_TITLE_H + 2 * TRACK_ROW_H + 4),
                           radius=10, fill=PANEL_BG)
    draw_text(draw, (16, y0 + TRACK_TITLE_H / 2 + 2), "LEADERSHIP TRACKS", 17, MUTED,
              anchor="lm", bold=True)
    hint = "E/M: produce 1   R: regenerate 1   medal: goes on the Progress card   " \
           "small number: final VP"
    draw_text(draw, (WIDTH - 16, y0 + TRACK_TITLE_H / 2 + 2), hint, 14, MUTED, anchor="rm")
    for index, (code, kinds) in enumerate((("tech", tracks[0]), ("colonial", tracks[1]))):
        length = max(1, len(kinds))
        _, by0, _, by1 = _track_box(lay, index, 0, length)
        label = TRACK_LABELS[code]
        draw_text(draw, (16, (by0 + by1) / 2 - 9), label, 17 if len(label) < 9 else 15, TEXT,
                  anchor="lm", bold=True)
        draw_text(draw, (16, (by0 + by1) / 2 + 13), "leadership", 14, MUTED, anchor="lm")
        for pos, kind in enumerate(kinds):
            x0, sy0, x1, sy1 = _track_box(lay, index, pos, length)
            draw.rounded_rectangle((x0, sy0, x1, sy1), radius=6, fill=ROW_BG,
                                   outline=lighten(ROW_BG, 0.15))
            draw_text(draw, (x0 + 4, sy0 + 3), str(pos), 13, MUTED, bold=True)
            if pos < len(track_vp) and track_vp[pos]:
                draw_text(draw, (x1 - 4, sy0 + 3), str(track_vp[pos]), 13, ATTENTION,
                          anchor="ra", bold=True)
            cx = (x0 + x1) / 2
            iy = sy0 + 26
            if kind in ("E", "M"):
                _cube(draw, cx - 9, iy - 9, 18, RES_LETTERS.index(kind))
            elif kind == "R":
                _regen_icon(draw, cx, iy, 8)


# --- Header ------------------------------------------------------------------------------------


def _draw_header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
    rounds = int(view.get("rounds", 16) or 16)
    rnd = int(view.get("round", 0) or 0)
    phase = str(view.get("phase", ""))
    draw_text(draw, (16, 8), "KEPLER-3042", 15, MUTED, bold=True)
    title = "Setup" if phase == "setup" else f"Round {rnd}/{rounds}"
    draw_text(draw, (16, 27), title, 32, TEXT, bold=True)
    # The Game Round track.
    x0 = 16 + max(text_size(title, 32, True)[0], 150) + 18
    cell = 26
    for i in range(1, rounds + 1):
        bx = x0 + (i - 1) * (cell + 3)
        box = (bx, 28, bx + cell, 28 + cell)
        if i < rnd or phase == "over":
            draw.rounded_rectangle(box, radius=4, fill=hex_rgb("#3c4766"))
            colour = MUTED
        elif i == rnd:
            draw.rounded_rectangle(box, radius=4, fill=ATTENTION, outline=WHITE, width=2)
            colour = INK_DARK
        else:
            draw.rounded_rectangle(box, radius=4, outline=DIM, width=1)
            colour = DIM
        draw_text(draw, (bx + cell / 2, 28 + cell / 2 + 1), str(i), 14, colour, anchor="mm",
                  bold=True)
    progress = view.get("progress") or {}
    deck = progress.get("deck")
    if deck is not None:
        draw_text(draw, (x0, 12), f"Progress deck: {deck} left", 14, MUTED, anchor="lm")
    right_x0 = x0 + rounds * (cell + 3) + 10
    final = view.get("final")
    if phase == "over" and final:
        _draw_final_table(draw, view, final, styles, right_x0, 6, WIDTH - 10, HEADER_H - 12)
    else:
        _draw_progress_card(draw, view, right_x0, 6, WIDTH - 10, HEADER_H - 12)
    # Who acts now, and what they decide; or the final ranking.
    y = 78
    if phase == "over" and final:
        _draw_ranking(draw, view, final, styles, 16, y, right_x0 - 12)
        return
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    prompts = view.get("prompts") or {}
    first = view.get("first")
    if not acting:
        draw_text(draw, (16, y + 10), "Nobody to act", 19, MUTED, anchor="lm")
        return
    draw_text(draw, (16, y + 10), "NOW", 17, ATTENTION, anchor="lm", bold=True)
    x = 16 + text_size("NOW", 17, True)[0] + 10
    for seat in acting[:4]:
        style = seat_style(styles, seat)
        if style is not None:
            draw_player_badge(draw, style, x + 13, y + 10, 13)
            x += 32
    who = " & ".join(_name(view, s) for s in acting) if len(acting) <= 2 else "Everyone"
    draw_text(draw, (x, y + 10), who, 20, TEXT, anchor="lm", bold=True)
    prompt = str(prompts.get(str(acting[0])) or view.get("prompt") or "")
    width = right_x0 - 28
    lines = wrap_text(prompt, width, 17)[:2]
    for j, line in enumerate(lines):
        draw_text(draw, (16, y + 34 + j * 20), line, 17, TEXT, anchor="lm")
    if isinstance(first, int) and phase == "play" and first < len(styles):
        label = f"1st: {_name(view, first)}"
        draw_text(draw, (right_x0 - 14, y + 10), label, 15, MUTED, anchor="rm")


def _draw_progress_card(draw: ImageDraw.ImageDraw, view: View, x0: float, y0: float,
                        x1: float, y1: float) -> None:
    progress = view.get("progress") or {}
    card = progress.get("card")
    draw.rounded_rectangle((x0, y0, x1, y1), radius=8,
                           fill=hex_rgb("#f3ecd8") if card else hex_rgb("#2a3350"),
                           outline=ATTENTION if card else DIM, width=2)
    if not card:
        draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), "No Progress card revealed", 16,
                  MUTED, anchor="mm")
        return
    draw_text(draw, (x0 + 10, y0 + 8), "PROGRESS CARD", 12, hex_rgb("#7a6a3a"), bold=True)
    name, size = fit_text(str(card.get("name", "")), int(x1 - x0 - 20), 21, 14, bold=True)
    draw_text(draw, (x0 + 10, y0 + 24), name, size, INK_DARK, bold=True)
    medals = progress.get("medals") or {}
    mx = x1 - 14
    for kind in ("colonial", "tech"):
        count = int(medals.get(kind, 0) or 0)
        if count:
            draw_text(draw, (mx, y0 + 14), f"x{count}", 15, INK_DARK, anchor="rm", bold=True)
            mx -= text_size(f"x{count}", 15, True)[0] + 12
            _medal(draw, mx, y0 + 12, 8, kind)
            mx -= 18
    text = str(card.get("text", ""))
    lines = wrap_text(text, int(x1 - x0 - 20), 15)
    size = 15
    if len(lines) > 5:
        size = 13
        lines = wrap_text(text, int(x1 - x0 - 20), size)
    for j, line in enumerate(lines[:6]):
        draw_text(draw, (x0 + 10, y0 + 52 + j * (size + 3)), line, size, hex_rgb("#2c2a24"))


def _ranking(view: View) -> list[list[int]]:
    """Seats best first, tied seats grouped (from the view's outcome, else by final score)."""
    outcome = view.get("outcome") or {}
    if outcome.get("ranking"):
        return [[int(s) for s in group] for group in outcome["ranking"]]
    scores = list((view.get("final") or {}).get("scores") or [])
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    groups: list[list[int]] = []
    for seat in order:
        if groups and scores[groups[-1][0]] == scores[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def _draw_ranking(draw: ImageDraw.ImageDraw, view: View, final: Mapping[str, Any],
                  styles: Sequence[PlayerStyle], x: float, y: float, right: float) -> None:
    scores = list(final.get("scores") or [])
    ranking = _ranking(view)
    draw_badge(draw, (x, y + 10), "GAME OVER", 17, DANGER, WHITE, anchor="lm", pad=4)
    x0 = x + text_size("GAME OVER", 17, True)[0] + 24
    place = 1
    entries: list[tuple[int, int]] = []
    for group in ranking:
        for seat in group:
            entries.append((int(seat), place))
        place += len(group)
    if entries:
        winners = [s for s, p in entries if p == 1]
        label = "Winner: " + " & ".join(_name(view, s) for s in winners)
        draw_text(draw, (x0, y + 10), label, 20, ATTENTION, anchor="lm", bold=True)
    cx: float = x
    for seat, place in entries:
        style = seat_style(styles, seat)
        score = scores[seat] if seat < len(scores) else 0
        label = f"{place}. {_name(view, seat)}: {score}"
        w = 30 + text_size(label, 17, True)[0] + 14
        if cx + w > right:
            break
        if style is not None:
            draw_player_badge(draw, style, cx + 12, y + 46, 12)
        draw_text(draw, (cx + 28, y + 46), label, 17, TEXT, anchor="lm", bold=True)
        cx += w


FINAL_COLUMNS: tuple[tuple[str, str], ...] = (
    ("colonies", "Col"), ("terraformed", "TF"), ("leadership", "Lead"), ("medals", "Med"),
    ("antimatter", "AM"), ("mines", "Mine"), ("max_technologies", "Tech"),
    ("all_types", "Set"), ("three_of_a_type", "3x"), ("objective", "Obj"))


def _draw_final_table(draw: ImageDraw.ImageDraw, view: View, final: Mapping[str, Any],
                      styles: Sequence[PlayerStyle], x0: float, y0: float, x1: float,
                      y1: float) -> None:
    """The final scoring, line by line, one row per player."""
    draw.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=hex_rgb("#2a3350"),
                           outline=ATTENTION, width=2)
    parts = list(final.get("parts") or [])
    scores = list(final.get("scores") or [])
    n = len(parts)
    label_w = 44
    total_w = 44
    col_w = (x1 - x0 - 12 - label_w - total_w) / len(FINAL_COLUMNS)
    row_h = min(24.0, (y1 - y0 - 28) / max(1, n))
    draw_text(draw, (x0 + 8, y0 + 13), "FINAL", 12, ATTENTION, anchor="lm", bold=True)
    for j, (_, short) in enumerate(FINAL_COLUMNS):
        cx = x0 + 6 + label_w + (j + 0.5) * col_w
        draw_text(draw, (cx, y0 + 13), short, 12, MUTED, anchor="mm", bold=True)
    draw_text(draw, (x1 - 8 - total_w / 2, y0 + 13), "VP", 12, ATTENTION, anchor="mm", bold=True)
    for i, part in enumerate(parts):
        cy = y0 + 28 + (i + 0.5) * row_h
        style = seat_style(styles, i)
        if style is not None:
            draw_player_badge(draw, style, x0 + 20, cy, min(10, row_h / 2 - 1))
        for j, (key, _) in enumerate(FINAL_COLUMNS):
            value = int(part.get(key, 0) or 0)
            cx = x0 + 6 + label_w + (j + 0.5) * col_w
            draw_text(draw, (cx, cy), str(value), 15, TEXT if value else DIM, anchor="mm",
                      bold=bool(value))
        total = scores[i] if i < len(scores) else sum(int(v) for v in part.values())
        draw_text(draw, (x1 - 8 - total_w / 2, cy), str(total), 17, TEXT, anchor="mm",
                  bold=True)


# --- The map's pieces --------------------------------------------------------------------------


def _draw_tiles(draw: ImageDraw.ImageDraw, view: View, lay: Layout,
                styles: Sequence[PlayerStyle]) -> None:
    m = view.get("map") or {}
    r = lay.hex_r
    ships = {str(s.get("hex")): s.get("seat") for s in m.get("ships", ())}
    occupied_tiles: set[str] = set()
    for tile in m.get("tiles", ()):
        label = str(tile.get("hex", ""))
        cr = _parse_hex(label)
        if cr is None:
            continue
        occupied_tiles.add(label)
        cx, cy = _centre(lay, *cr)
        zone = str(tile.get("zone", "short"))
        fill = ZONE_FILL.get(zone, PANEL_BG)
        draw.polygon(_corners(cx, cy, r - 1), fill=fill)  # hide the hex name beneath
        if not tile.get("revealed"):
            _face_down(draw, cx, cy - 2, r * 0.74)
        else:
            kind = tile.get("kind")
            # A Starship waiting on the tile sits at its right: the tile moves left.
            dx = -r * 0.2 if label in ships else 0.0
            if kind == "planet":
                draw_planet_disc(draw, cx + dx, cy - 3, r * 0.62, _type_of(tile),
                                 str(tile.get("planet", "")), 18)
            elif kind == "mine":
                _mine(draw, cx + dx, cy - 2, r * 0.62)
            elif kind == "target":
                _target(draw, cx + dx, cy - 2, r * 0.6)
            colonist = seat_style(styles, tile.get("colonist"))
            if colonist is not None:
                draw_player_badge(draw, colonist, cx - r * 0.5, cy + r * 0.38, 10)
        # The hex name stays readable under the tile: moves are typed with it.
        draw_text(draw, (cx, cy + r * 0.7), label, 12, TEXT, anchor="mm", bold=True,
                  outline=BLACK, outline_width=2)
    for label, seat in ships.items():
        cr = _parse_hex(label)
        style = seat_style(styles, seat)
        if cr is None or style is None:
            continue
        cx, cy = _centre(lay, *cr)
        if label in occupied_tiles:
            draw_ship(draw, cx + r * 0.56, cy - r * 0.3, r * 0.8, style)
        else:
            draw_ship(draw, cx, cy - 1, r * 1.15, style)


# --- Leadership tracks -------------------------------------------------------------------------


def _draw_tracks(draw: ImageDraw.ImageDraw, view: View, lay: Layout,
                 styles: Sequence[PlayerStyle]) -> None:
    comps = view.get("components") or {}
    tracks = comps.get("tracks") or {}
    spaces = view.get("medal_spaces") or {}
    players = list(view.get("players", ()))
    for index, code in enumerate(("tech", "colonial")):
        kinds = list(tracks.get(code, ()))
        length = max(1, len(kinds))
        on_track = {int(p) for p in spaces.get(code, ())}
        for pos, kind in enumerate(kinds):
            if kind != "medal":
                continue
            x0, y0, x1, _ = _track_box(lay, index, pos, length)
            _medal(draw, (x0 + x1) / 2, y0 + 26, 10, code, faded=pos not in on_track)
        # Markers: up to four per space, in a 2 x 2 block under the space's icon.
        at: dict[int, list[int]] = {}
        for i, p in enumerate(players):
            pos = int((p.get("lead") or {}).get(code, 0) or 0)
            at.setdefault(min(max(pos, 0), length - 1), []).append(int(p.get("seat", i)))
        for pos, seats in at.items():
            x0, y0, x1, y1 = _track_box(lay, index, pos, length)
            cx = (x0 + x1) / 2
            n = len(seats)
            rows = 1 if n <= 2 else 2
            for j, seat in enumerate(seats):
                style = seat_style(styles, seat)
                if style is None:
                    continue
                col, row = j % 2, j // 2
                in_row = min(2, n - row * 2)
                px = cx + (col - (in_row - 1) / 2) * 24
                py = (y1 - 15) if rows == 1 else (y1 - 31 + row * 20)
                draw_player_badge(draw, style, px, py, 11.0 if rows == 1 else 9.5)


# --- Player panels -----------------------------------------------------------------------------


def _draw_panels(draw: ImageDraw.ImageDraw, view: View, lay: Layout,
                 styles: Sequence[PlayerStyle]) -> None:
    players = list(view.get("players", ()))
    acting = {s for s in view.get("to_act", ()) if isinstance(s, int)}
    final = view.get("final") or {}
    comps = view.get("components") or {}
    for i, p in enumerate(players):
        seat = int(p.get("seat", i))
        style = seat_style(styles, seat) or NEUTRAL
        box = _panel_box(lay, i)
        _draw_panel(draw, view, p, seat, style, box, seat in acting, final, comps)


def _draw_panel(draw: ImageDraw.ImageDraw, view: View, p: Mapping[str, Any], seat: int,
                style: PlayerStyle, box: tuple[int, int, int, int], active: bool,
                final: Mapping[str, Any], comps: Mapping[str, Any]) -> None:
    x0, y0, x1, y1 = box
    if active:
        draw.rounded_rectangle(box, radius=10, fill=ROW_ACTIVE, outline=ATTENTION, width=3)
    draw.rectangle((x0 + 4, y0 + 10, x0 + 9, y1 - 10), fill=style.colour)
    # Title row: token, name, tags, score.
    draw_player_badge(draw, style, x0 + 34, y0 + 24, 16)
    scores = final.get("scores") or []
    score = int(scores[seat]) if seat < len(scores) else int(p.get("score", 0) or 0)
    score_text = f"{score} VP"
    sw = text_size(score_text, 30, True)[0]
    draw_text(draw, (x1 - 12, y0 + 8), score_text, 30, TEXT, anchor="ra", bold=True)
    tx = x0 + 60
    name, size = fit_text(str(p.get("name", f"Player {seat + 1}")), 150, 22, 14, bold=True)
    draw_text(draw, (tx, y0 + 24), name, size, TEXT, anchor="lm", bold=True)
    tx += text_size(name, size, True)[0] + 10
    if view.get("first") == seat and view.get("phase") == "play":
        box_ = draw_badge(draw, (tx, y0 + 24), "1st", 14, ATTENTION, INK_DARK, anchor="lm",
                          pad=3)
        tx = box_[2] + 8
    if active:
        box_ = draw_badge(draw, (tx, y0 + 24), "TO ACT", 14, hex_rgb("#4a5a85"), TEXT,
                          anchor="lm", pad=3)
        tx = box_[2] + 8
    ranking = _ranking(view) if final else []
    if ranking and seat in ranking[0]:
        draw_badge(draw, (tx, y0 + 24), "WINNER", 14, ATTENTION, INK_DARK, anchor="lm", pad=3)
    del sw
    # Counters row: medals, targets, colonies, starships, speed.
    y = y0 + 56
    x: float = x0 + 18
    medals = p.get("medals") or {}
    for kind in ("tech", "colonial"):
        _medal(draw, x + 8, y - 3, 7, kind)
        n = int(medals.get(kind, 0) or 0)
        draw_text(draw, (x + 20, y), str(n), 18, TEXT if n else DIM, anchor="lm", bold=True)
        x += 20 + text_size(str(n), 18, True)[0] + 12
    _target(draw, x + 8, y, 8)
    targets = int(p.get("targets", 0) or 0)
    draw_text(draw, (x + 20, y), str(targets), 18, TEXT if targets else DIM, anchor="lm",
              bold=True)
    x += 20 + text_size(str(targets), 18, True)[0] + 12
    label = f"{int(p.get('colonies', 0) or 0)}/5 colonies"
    draw_text(draw, (x, y), label, 16, TEXT, anchor="lm", bold=True)
    x += text_size(label, 16, True)[0] + 14
    on_map = len(p.get("ships_on_map", ()))
    draw_ship(draw, x + 8, y - 1, 20, style)
    label = f"{on_map} out, {int(p.get('ships_in_supply', 0) or 0)} home"
    draw_text(draw, (x + 20, y), label, 16, TEXT, anchor="lm")
    x += 20 + text_size(label, 16)[0] + 12
    speed = f"speed {p.get('speed', 0)}"
    if x + text_size(speed, 16)[0] < x1 - 8:
        draw_text(draw, (x, y), speed, 16, MUTED, anchor="lm")
    # Technology Board (left), Resources and Action Board (right).
    mid = x0 + (x1 - x0) * 0.54
    _draw_tech_rows(draw, p, comps, style, x0 + 16, y0 + 74, mid - 8)
    _draw_resources(draw, p, mid, y0 + 74, x1 - 10)
    _draw_action_mini(draw, view, p, comps, x1 - 98, y0 + 70, seat)
    # Planet cards.
    planets = list(p.get("planets", ()))
    _draw_planet_row(draw, view, planets, style, x0 + 14, y1 - 68, x1 - 10, y1 - 8)
    if final and seat < len(final.get("objectives", ()) or ()):
        parts = (final.get("parts") or [])
        got = seat < len(parts) and int(parts[seat].get("objective", 0) or 0) > 0
        text, size = fit_text(("Objective met: " if got else "Objective missed: ")
                              + str(final["objectives"][seat]),
                              int(x1 - x0 - 28), 14, 10)
        draw_text(draw, (x0 + 16, y1 - 80), text, size, ATTENTION, anchor="lm")


def _draw_tech_rows(draw: ImageDraw.ImageDraw, p: Mapping[str, Any], comps: Mapping[str, Any],
                    style: PlayerStyle, x0: float, y0: float, x1: float) -> None:
    techs = list(comps.get("techs", ()))
    levels = list(p.get("tech", ()))
    names = list(p.get("tech_names", ()))
    row_h = 23
    for t in range(5):
        y = y0 + t * row_h + 10
        code = str(techs[t].get("code")) if t < len(techs) else ("ST", "QP", "ED", "TF", "AS")[t]
        numeral = str(techs[t].get("numeral")) if t < len(techs) else ""
        level = int(levels[t]) if t < len(levels) else 0
        maximum = len(techs[t].get("levels", ())) if t < len(techs) else 5
        draw_text(draw, (x0, y), f"{numeral} {code}".strip(), 15, MUTED, anchor="lm", bold=True)
        px = x0 + 58
        for k in range(maximum):
            cx = px + k * 15
            filled = k < level
            draw.rectangle((cx, y - 6, cx + 11, y + 6),
                           fill=style.colour if filled else ROW_BG,
                           outline=WHITE if filled else DIM)
        nx = px + maximum * 15 + 6
        name = str(names[t]) if t < len(names) and names[t] else "-"
        if level >= maximum:
            name = f"MAX · {name}"
        text, size = fit_text(name, int(x1 - nx), 14, 10)
        draw_text(draw, (nx, y), text, size, TEXT if level else DIM, anchor="lm")


def _draw_resources(draw: ImageDraw.ImageDraw, p: Mapping[str, Any], x0: float, y0: float,
                    x1: float) -> None:
    store = list(p.get("store", (0, 0, 0)))
    pit = list(p.get("pit", (0, 0, 0)))
    for j, (label, values) in enumerate((("Storage", store), ("Clausius' Pit", pit))):
        y = y0 + 4 + j * 58
        draw_text(draw, (x0, y), label, 14, MUTED, bold=True)
        x = x0
        for res in range(3):
            n = int(values[res]) if res < len(values) else 0
            x = _cube(draw, x, y + 20, 22, res, n, 20)
    del x1


def _draw_action_mini(draw: ImageDraw.ImageDraw, view: View, p: Mapping[str, Any],
                      comps: Mapping[str, Any], x0: float, y0: float, seat: int) -> None:
    """The 3x3 Action Board with the Action Cube on its space."""
    actions = [str(a.get("code")) for a in comps.get("actions", ())] or list(ACTION_SHORT)
    here = str(p.get("action", ""))
    cell = 28
    draw_text(draw, (x0 + 1.5 * cell + 2, y0 + 6), "Action", 14, MUTED, anchor="mm", bold=True)
    top = y0 + 16
    for i, code in enumerate(actions[:9]):
        r, c = divmod(i, 3)
        bx, by = x0 + c * (cell + 2), top + r * (cell + 2)
        on = code == here
        draw.rounded_rectangle((bx, by, bx + cell, by + cell), radius=4,
                               fill=ATTENTION if on else ROW_BG, outline=DIM)
        draw_text(draw, (bx + cell / 2, by + cell / 2 + 1), code[:3], 12,
                  INK_DARK if on else MUTED, anchor="mm", bold=on)
    name = ACTION_SHORT.get(here, here)
    draw_text(draw, (x0 + 1.5 * cell + 2, top + 3 * (cell + 2) + 8), name, 13, ATTENTION,
              anchor="mm", bold=True)
    del view, seat


def _zone_of_planet(view: View, planet: int) -> tuple[str, str]:
    for tile in (view.get("map") or {}).get("tiles", ()):
        if tile.get("revealed") and tile.get("kind") == "planet" and tile.get("planet") == planet:
            return str(tile.get("zone", "")), str(tile.get("hex", ""))
    return "", ""


def _draw_planet_row(draw: ImageDraw.ImageDraw, view: View, planets: Sequence[Mapping[str, Any]],
                     style: PlayerStyle, x0: float, y0: float, x1: float, y1: float) -> None:
    slots = 6
    gap = 6
    w = (x1 - x0 - gap * (slots - 1)) / slots
    for i in range(slots):
        bx = x0 + i * (w + gap)
        box = (bx, y0, bx + w, y1)
        if i < len(planets):
            _draw_mini_card(draw, view, planets[i], box, style)
        else:
            draw.rounded_rectangle(box, radius=6, outline=hex_rgb("#323b57"), width=1)


def _draw_mini_card(draw: ImageDraw.ImageDraw, view: View, planet: Mapping[str, Any],
                    box: tuple[float, float, float, float], style: PlayerStyle) -> None:
    """A Planet card in a player's panel: code, type and zone, terraformed side (a check and
    its VP) or colony side (the terraform level it needs), and its cubes."""
    x0, y0, x1, y1 = box
    ptype = _type_of(planet)
    earth = planet.get("planet") == 0
    terraformed = bool(planet.get("terraformed"))
    colour = EARTH_COLOUR if earth else TYPE_COLOURS.get(ptype, FACE_DOWN)
    paper = hex_rgb("#d5f0d5") if terraformed and not earth else hex_rgb("#e9ecf3")
    draw.rounded_rectangle(box, radius=6, fill=paper, outline=BLACK, width=1)
    band = 22
    draw.rounded_rectangle((x0, y0, x1, y0 + band), radius=6, fill=colour)
    draw.rectangle((x0, y0 + band - 6, x1, y0 + band), fill=colour)
    ink = ALIEN_INK if ptype == "alien" else INK_DARK
    code = str(planet.get("code", ""))
    draw_text(draw, (x0 + 5, y0 + band / 2 + 1), code, 16, ink, anchor="lm", bold=True)
    y = y0 + band + 11
    dark = hex_rgb("#3a4460")
    if earth:
        draw_text(draw, (x0 + 5, y), "home", 13, dark, anchor="lm", bold=True)
    else:
        tag = TYPE_LETTERS.get(ptype, "?")
        draw_text(draw, (x1 - 6, y0 + band / 2 + 1), tag, 14, ink, anchor="rm", bold=True)
        if terraformed:
            _check(draw, x0 + 5, y - 6, 12, hex_rgb("#1d8a3a"))
            draw_text(draw, (x0 + 21, y), f"{planet.get('vp', 0)} VP", 13,
                      hex_rgb("#1d6a2a"), anchor="lm", bold=True)
        else:
            draw_text(draw, (x0 + 5, y), f"TF lvl {planet.get('level', 0)}", 13, dark,
                      anchor="lm", bold=True)
    cubes = list(planet.get("cubes", (0, 0, 0)))
    size = 14
    cy = y1 - size - 5
    col_w = (x1 - x0 - 6) / 3
    for res in range(3):
        n = int(cubes[res]) if res < len(cubes) else 0
        x = x0 + 4 + res * col_w
        fill = RES_FILL[res] if n else hex_rgb("#c9cdd8")
        draw.rounded_rectangle((x, cy, x + size, cy + size), radius=3, fill=fill,
                               outline=BLACK if n else hex_rgb("#aab0bf"))
        draw_text(draw, (x + size / 2, cy + size / 2 + 1), RES_LETTERS[res], 10,
                  RES_INK[res] if n else hex_rgb("#8a90a0"), anchor="mm", bold=True)
        draw_text(draw, (x + size + 2, cy + size / 2 + 1), str(n), 15,
                  INK_DARK if n else hex_rgb("#9aa0b0"), anchor="lm", bold=True)
    del style


# --- Board -------------------------------------------------------------------------------------


def board_image(view: View) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    styles = _styles(view)
    lay = _layout_of(view)
    image = board_background(*_map_key(view))
    draw = ImageDraw.Draw(image)
    _draw_header(draw, view, styles)
    _draw_tiles(draw, view, lay, styles)
    _draw_tracks(draw, view, lay, styles)
    _draw_panels(draw, view, lay, styles)
    return image


def render_board(view: View) -> bytes:
    """PNG of the public board, 1200 px wide (about 1550 px tall with 2 players, 1850 with
    3-4), from ``GAME.view(state, None)``."""
    return encode_png(board_image(view), palette=png_palette())


# --- Hand --------------------------------------------------------------------------------------


def hand_image(view: View) -> Image.Image:
    """A seat's private view as a Pillow image (see :func:`render_hand`)."""
    return _Hand(view).draw()


def render_hand(view: View) -> bytes:
    """PNG of one seat's view (``GAME.view(state, seat)``), 1000 px wide. It shows that
    seat's secret Objective, so it is for that seat alone."""
    return encode_png(hand_image(view), palette=png_palette())


class _Hand:
    """Lays out and draws the hand image; sections stack from top to bottom."""

    HEADER = 104
    OBJECTIVE = 128
    TECH_ROW = 78
    TITLE = 34

    def __init__(self, view: View) -> None:
        self.view = view
        self.private: Mapping[str, Any] = view.get("private") or {}
        players = list(view.get("players", ()))
        seat = self.private.get("seat")
        self.seat = seat if isinstance(seat, int) and 0 <= seat < len(players) else None
        self.player: Mapping[str, Any] = players[self.seat] if self.seat is not None else {}
        self.style = player_style(self.seat) if self.seat is not None else NEUTRAL
        self.comps: Mapping[str, Any] = view.get("components") or {}
        planets = list(self.player.get("planets", ()))
        self.planet_rows = max(1, math.ceil(len(planets) / 3))
        self.height = (self.HEADER + self.OBJECTIVE + self.TITLE + 5 * self.TECH_ROW + 16
                       + self.TITLE + self.planet_rows * 150 + 10 + self.TITLE + 200 + 16)

    def draw(self) -> Image.Image:
        image = Image.new("RGB", (HAND_WIDTH, self.height), BG)
        draw = ImageDraw.Draw(image)
        y = self._header(draw)
        y = self._objective(draw, y)
        y = self._tech_board(draw, y)
        y = self._planets(draw, y)
        self._resources_and_actions(draw, y)
        return image

    def _title(self, draw: ImageDraw.ImageDraw, y: float, text: str, note: str = "") -> float:
        draw_text(draw, (20, y + 12), text, 18, MUTED, anchor="lm", bold=True)
        if note:
            draw_text(draw, (HAND_WIDTH - 20, y + 12), note, 15, MUTED, anchor="rm")
        return y + self.TITLE

    def _header(self, draw: ImageDraw.ImageDraw) -> float:
        view, p = self.view, self.player
        draw.rectangle((0, 0, HAND_WIDTH, self.HEADER - 8), fill=PANEL_BG)
        draw_player_badge(draw, self.style, 46, 40, 26)
        name = str(p.get("name", "Your hand"))
        draw_text(draw, (86, 8), f"{name} · your hand", 30, TEXT, bold=True)
        score = self.private.get("score_with_objective")
        if score is not None:
            draw_text(draw, (HAND_WIDTH - 20, 10), f"{score} VP", 32, TEXT, anchor="ra",
                      bold=True)
            draw_text(draw, (HAND_WIDTH - 20, 48), "if the game ended now", 14, MUTED,
                      anchor="ra")
        acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
        rnd = f"Round {view.get('round', 0)}/{view.get('rounds', 16)}"
        if view.get("phase") == "setup":
            rnd = "Setup"
        if self.seat in acting:
            prompt = str((view.get("prompts") or {}).get(str(self.seat))
                         or view.get("prompt") or "")
            lines = wrap_text(f"Your move: {prompt}", HAND_WIDTH - 320, 18)
            for j, line in enumerate(lines[:2]):
                draw_text(draw, (86, 56 + j * 22), line, 18, ATTENTION, anchor="lm", bold=True)
        elif view.get("phase") == "over":
            draw_text(draw, (86, 60), "The game is over.", 19, MUTED, anchor="lm")
        else:
            who = ", ".join(_name(view, s) for s in acting) or "nobody"
            text, size = fit_text(f"{rnd} · waiting for {who}", HAND_WIDTH - 300, 19, 12)
            draw_text(draw, (86, 60), text, size, MUTED, anchor="lm")
        return self.HEADER

    def _objective(self, draw: ImageDraw.ImageDraw, y: float) -> float:
        obj = self.private.get("objective") or {}
        box = (20, y, HAND_WIDTH - 20, y + self.OBJECTIVE - 12)
        draw.rounded_rectangle(box, radius=10, fill=hex_rgb("#2a2540"), outline=ATTENTION,
                               width=3)
        draw_text(draw, (36, y + 18), "SECRET OBJECTIVE", 15, ATTENTION, anchor="lm", bold=True)
        if not obj:
            draw_text(draw, (36, y + 56), "none", 20, DIM, anchor="lm")
            return y + self.OBJECTIVE
        name = str(obj.get("name", ""))
        draw_text(draw, (36, y + 48), name, 26, TEXT, anchor="lm", bold=True)
        vp = f"{obj.get('vp', 0)} VP"
        draw_badge(draw, (HAND_WIDTH - 36, y + 18), vp, 20, ATTENTION, INK_DARK, anchor="rm",
                   pad=4)
        met = bool(obj.get("met"))
        status = "met now" if met else "not met yet"
        sx = 36 + text_size(name, 26, True)[0] + 18
        if met:
            _check(draw, sx, y + 39, 18, GOOD)
            sx += 24
        draw_text(draw, (sx, y + 49), status, 18, GOOD if met else MUTED, anchor="lm",
                  bold=met)
        text, size = fit_text(str(obj.get("text", "")), HAND_WIDTH - 80, 20, 13)
        draw_text(draw, (36, y + 84), text, size, TEXT, anchor="lm")
        return y + self.OBJECTIVE

    def _tech_board(self, draw: ImageDraw.ImageDraw, y: float) -> float:
        p = self.player
        note = "cost is SPENT from one planet · +n: Technological awards · leap: giant leap"
        y = self._title(draw, y, "YOUR TECHNOLOGY BOARD", note)
        techs = list(self.comps.get("techs", ()))
        levels = list(p.get("tech", ()))
        label_w = 150
        cell_w = (HAND_WIDTH - 40 - label_w) / 5
        for t, tech in enumerate(techs[:5]):
            ry = y + t * self.TECH_ROW
            level = int(levels[t]) if t < len(levels) else 0
            draw.rounded_rectangle((20, ry, HAND_WIDTH - 20, ry + self.TECH_ROW - 6), radius=8,
                                   fill=PANEL_BG)
            draw_text(draw, (30, ry + 18), f"{tech.get('numeral', '')} {tech.get('code', '')}",
                      20, TEXT, anchor="lm", bold=True)
            name_lines = wrap_text(str(tech.get("name", "")), label_w - 16, 14)
            for j, line in enumerate(name_lines[:2]):
                draw_text(draw, (30, ry + 40 + j * 16), line, 14, MUTED, anchor="lm")
            for k, lv in enumerate(list(tech.get("levels", ()))[:5]):
                bx = 20 + label_w + k * cell_w
                box = (bx + 3, ry + 5, bx + cell_w - 3, ry + self.TECH_ROW - 11)
                owned = k < level
                nxt = k == level
                fill = lighten(self.style.colour, 0.55) if owned else ROW_BG
                draw.rounded_rectangle(box, radius=6, fill=fill,
                                       outline=ATTENTION if nxt else DIM,
                                       width=3 if nxt else 1)
                ink = INK_DARK if owned else (TEXT if nxt else MUTED)
                draw_text(draw, (box[0] + 6, box[1] + 4), str(k + 1), 14, ink, bold=True)
                lines = wrap_text(str(lv.get("name", "")), int(cell_w - 32), 13)
                for j, line in enumerate(lines[:2]):
                    text, size = fit_text(line, int(cell_w - 32), 13, 10, bold=nxt)
                    draw_text(draw, (box[0] + 22, box[1] + 4 + j * 15), text, size, ink,
                              bold=nxt)
                extras = []
                if int(lv.get("awards", 0) or 0):
                    extras.append(f"+{lv['awards']}")
                if int(lv.get("leap", 0) or 0):
                    extras.append(f"leap {lv['leap']}")
                extra = " ".join(extras)
                extra_w = text_size(extra, 13, True)[0] + 6 if extra else 0
                cost = [int(c) for c in list(lv.get("cost", (0, 0, 0)))[:3]]
                room = box[2] - box[0] - 12 - extra_w
                step = min(20.0, room / max(1, sum(cost)))
                x = box[0] + 6
                for res in range(3):
                    for _ in range(cost[res] if res < len(cost) else 0):
                        _cube(draw, x, box[3] - 23, min(18, step - 2), res)
                        x += step
                if extra:
                    draw_text(draw, (box[2] - 5, box[3] - 14), extra, 13,
                              INK_DARK if owned else ATTENTION, anchor="rm", bold=True)
        return y + 5 * self.TECH_ROW + 16

    def _planets(self, draw: ImageDraw.ImageDraw, y: float) -> float:
        p = self.player
        planets = list(p.get("planets", ()))
        y = self._title(draw, y, f"YOUR PLANET CARDS ({int(p.get('colonies', 0) or 0)}/5 "
                        "colonies)", "SPEND only from one planet; output = what "
                        "Planetary Exploitation PRODUCES")
        w = (HAND_WIDTH - 40 - 2 * 12) / 3
        for i, planet in enumerate(planets):
            row, col = divmod(i, 3)
            bx = 20 + col * (w + 12)
            by = y + row * 150
            self._planet_card(draw, planet, (bx, by, bx + w, by + 140))
        return y + self.planet_rows * 150 + 10

    def _planet_card(self, draw: ImageDraw.ImageDraw, planet: Mapping[str, Any],
                     box: tuple[float, float, float, float]) -> None:
        x0, y0, x1, _ = box
        ptype = _type_of(planet)
        earth = planet.get("planet") == 0
        terraformed = bool(planet.get("terraformed"))
        colour = EARTH_COLOUR if earth else TYPE_COLOURS.get(ptype, FACE_DOWN)
        paper = hex_rgb("#dff3df") if terraformed and not earth else hex_rgb("#eceff5")
        draw.rounded_rectangle(box, radius=8, fill=paper, outline=BLACK, width=2)
        draw.rounded_rectangle((x0, y0, x1, y0 + 34), radius=8, fill=colour)
        draw.rectangle((x0, y0 + 26, x1, y0 + 34), fill=colour)
        ink = ALIEN_INK if ptype == "alien" else INK_DARK
        code = str(planet.get("code", ""))
        draw_text(draw, (x0 + 10, y0 + 17), code, 22, ink, anchor="lm", bold=True)
        sub = "" if earth else f"{TYPE_NAMES.get(ptype, ptype)} · {planet.get('name', '')}"
        cx = x0 + 16 + text_size(code, 22, True)[0]
        text, size = fit_text(sub, int(x1 - cx - 8), 15, 10)
        draw_text(draw, (cx, y0 + 17), text, size, ink, anchor="lm")
        y = y0 + 52
        dark = hex_rgb("#2c3142")
        if earth:
            draw_text(draw, (x0 + 10, y), "Home planet, already terraformed", 14, dark,
                      anchor="lm")
        else:
            zone, where = _zone_of_planet(self.view, int(planet.get("planet", 0) or 0))
            zone_vp = {str(z.get("code")): int(z.get("vp", 0))
                       for z in self.comps.get("zones", ())}
            bits = [f"on {where}" if where else "",
                    f"{ZONE_SHORT.get(zone, zone).lower()}-range +{zone_vp.get(zone, 0)} VP"
                    if zone else ""]
            draw_text(draw, (x0 + 10, y), " · ".join(b for b in bits if b), 14, dark,
                      anchor="lm")
            y += 24
            if terraformed:
                _check(draw, x0 + 10, y - 8, 15, hex_rgb("#1d8a3a"))
                draw_text(draw, (x0 + 32, y), f"Terraformed: {planet.get('vp', 0)} VP", 15,
                          hex_rgb("#1d6a2a"), anchor="lm", bold=True)
            else:
                label = f"Terraform: level {planet.get('level', 0)}, cost"
                draw_text(draw, (x0 + 10, y), label, 14, dark, anchor="lm", bold=True)
                x = x0 + 16 + text_size(label, 14, True)[0]
                for res, n in enumerate(list(planet.get("terraform_cost", (0, 0, 0)))[:3]):
                    for _ in range(int(n)):
                        _cube(draw, x, y - 8, 16, res)
                        x += 18
                draw_text(draw, (x + 4, y), f"-> {planet.get('vp', 0)} VP", 14, dark,
                          anchor="lm", bold=True)
        y = y0 + 100
        draw_text(draw, (x0 + 10, y), "output", 13, dark, anchor="lm")
        x = x0 + 14 + text_size("output", 13)[0]
        for res, n in enumerate(list(planet.get("output", (0, 0, 0)))[:3]):
            for _ in range(int(n)):
                _cube(draw, x, y - 8, 16, res)
                x += 18
        y = y0 + 122
        draw_text(draw, (x0 + 10, y), "cubes", 13, dark, anchor="lm")
        x = x0 + 14 + text_size("cubes", 13)[0]
        cubes = list(planet.get("cubes", (0, 0, 0)))
        for res in range(3):
            n = int(cubes[res]) if res < len(cubes) else 0
            x = _cube(draw, x, y - 10, 20, res)
            draw_text(draw, (x - 1, y + 1), str(n), 18, INK_DARK if n else hex_rgb("#8a90a0"),
                      anchor="lm", bold=True)
            x += text_size(str(n), 18, True)[0] + 10

    def _resources_and_actions(self, draw: ImageDraw.ImageDraw, y: float) -> None:
        p, view = self.player, self.view
        y = self._title(draw, y, "RESOURCES AND ACTION BOARD",
                        "green: the Bonus Actions of your cube's row and column (BURN 1 each)")
        # Storage and pit.
        for j, (label, key) in enumerate((("Resources Storage (PRODUCE from here)", "store"),
                                          ("Clausius' Pit (BURNED)", "pit"))):
            by = y + j * 70
            draw.rounded_rectangle((20, by, 400, by + 62), radius=8, fill=PANEL_BG)
            draw_text(draw, (32, by + 14), label, 15, MUTED, anchor="lm", bold=True)
            values = list(p.get(key, (0, 0, 0)))
            x: float = 32
            for res in range(3):
                n = int(values[res]) if res < len(values) else 0
                x = _cube(draw, x, by + 28, 26, res, n, 24)
                x += 14
        turn = view.get("turn") or {}
        info = [f"Speed {p.get('speed', 0)}",
                f"Starships: {len(p.get('ships_on_map', ()))} out, "
                f"{int(p.get('ships_in_supply', 0) or 0)} home"]
        if turn.get("seat") == self.seat:
            info.append(f"Quantum: {turn.get('quantum_moves_left', 0)} moves, "
                        f"{turn.get('quantum_converts_left', 0)} conversions left")
        for j, line in enumerate(info):
            draw_text(draw, (32, y + 152 + j * 22), line, 16, TEXT, anchor="lm")
        # The Action Board: the cube's space, and each row's and column's Bonus Action.
        actions = list(self.comps.get("actions", ()))
        bonus_names = self.comps.get("bonus_names") or {}
        used = set(turn.get("bonuses_used", ())) if turn.get("seat") == self.seat else set()
        here = str(p.get("action", ""))
        codes = [str(a.get("code", "")) for a in actions]
        spot = codes.index(here) if here in codes else -1

        def bonus_colour(code: str, available: bool) -> RGB:
            if code in used:
                return DIM
            return GOOD if available else MUTED

        left, top = 430, y
        cell_w, cell_h = 150, 60
        for i, action in enumerate(actions[:9]):
            r, c = divmod(i, 3)
            bx, by = left + c * (cell_w + 4), top + 24 + r * (cell_h + 4)
            on = action.get("code") == here
            draw.rounded_rectangle((bx, by, bx + cell_w, by + cell_h), radius=6,
                                   fill=ATTENTION if on else ROW_BG,
                                   outline=WHITE if on else DIM, width=2 if on else 1)
            lines = wrap_text(str(action.get("name", "")), cell_w - 12, 14)[:2]
            for j, line in enumerate(lines):
                draw_text(draw, (bx + cell_w / 2, by + 14 + j * 16), line, 14,
                          INK_DARK if on else TEXT, anchor="mm", bold=on)
            draw_text(draw, (bx + cell_w / 2, by + cell_h - 10), str(action.get("code", "")), 13,
                      INK_DARK if on else MUTED, anchor="mm", bold=True)
        # Row bonuses on the right, column bonuses on top.
        for c in range(3):
            if c < len(actions):
                code = str(actions[c].get("col_bonus", ""))
                name = str(bonus_names.get(code, code))
                text, size = fit_text(name, cell_w, 13, 10, bold=True)
                mid = left + c * (cell_w + 4) + cell_w / 2
                colour = bonus_colour(code, spot >= 0 and spot % 3 == c)
                draw_text(draw, (mid, top + 10), text, size, colour, anchor="mm", bold=True)
        for r in range(3):
            if r * 3 < len(actions):
                code = str(actions[r * 3].get("row_bonus", ""))
                name = str(bonus_names.get(code, code))
                rx = left + 3 * (cell_w + 4) + 4
                ry = top + 24 + r * (cell_h + 4) + cell_h / 2
                colour = bonus_colour(code, spot >= 0 and spot // 3 == r)
                lines = wrap_text(name, HAND_WIDTH - 20 - rx, 13)
                for j, line in enumerate(lines[:2]):
                    draw_text(draw, (rx, ry + (j - (len(lines[:2]) - 1) / 2) * 15), line, 13,
                              colour, anchor="lm", bold=True)


# --- The fixed PNG palette ---------------------------------------------------------------------


def _swatch_views() -> list[dict[str, Any]]:
    """Made-up views that use every colour the images use (four players, every tile kind
    and planet type, every zone, cubes, medals, both sides of a card): the samples the fixed
    PNG palette is learnt from."""
    types = list(TYPE_COLOURS)
    letters = _LETTERS[:22]
    tiles = []
    for i in range(36):
        col, row = (i * 5) % 22, (i * 7) % 19
        kind = ("planet", "planet", "planet", "mine", "target", "down")[i % 6]
        entry: dict[str, Any] = {"hex": f"{letters[col]}{row + 1}",
                                 "zone": ("short", "mid", "long")[i % 3],
                                 "revealed": kind != "down"}
        if kind != "down":
            entry.update(kind=kind, planet=i + 1 if kind == "planet" else 0,
                         colonist=i % 5 - 1, type=types[i % 5], level=1 + i % 5, vp=2)
        tiles.append(entry)
    ships = [{"hex": f"{letters[(3 * i + 1) % 22]}{(i * 3) % 19 + 1}", "seat": i % 4}
             for i in range(12)]
    tracks = {"tech": ["", "E", "medal", "", "R", "E", "medal", "", "E", "R", "medal", "", "E",
                       "medal", "R", "medal"],
              "colonial": ["", "M", "medal", "", "R", "M", "medal", "", "E", "R", "medal", "",
                           "M", "medal", "R", "medal"]}
    comps = {
        "actions": [{"code": c, "name": c.title(), "row_bonus": "logistics",
                     "col_bonus": "culture"} for c in ACTION_SHORT],
        "bonus_names": {"logistics": "Space Logistics", "culture": "Cultural Evolution"},
        "techs": [{"code": c, "numeral": n, "name": c,
                   "levels": [{"name": f"Level {k}", "cost": [1, 1, k % 2], "awards": k % 3,
                               "leap": k % 2} for k in range(5)]}
                  for c, n in (("ST", "I"), ("QP", "II"), ("ED", "III"), ("TF", "IV"),
                               ("AS", "V"))],
        "tracks": tracks,
        "track_vp": [0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 6, 6, 8, 8, 10],
        "zones": [{"code": "short", "name": "Stellar Local Group", "vp": 1},
                  {"code": "mid", "name": "Mid-Range", "vp": 2},
                  {"code": "long", "name": "Long-Range", "vp": 3}],
    }
    players = []
    for s in range(4):
        planets = [{"planet": 0, "code": "Earth", "terraformed": True, "cubes": [3, 2, 1],
                    "output": [1, 1, 0], "name": "Earth", "type": "", "level": 0,
                    "terraform_cost": [0, 0, 0], "vp": 0}]
        for k in range(5):
            number = 1 + (s * 5 + k) * 6 % 36
            planets.append({"planet": number, "code": f"P{number}", "terraformed": k % 2 == 0,
                            "cubes": [k, 1, k % 2], "output": [1, 1, 1], "name": "XX-1",
                            "type": types[(s + k) % 5], "level": 3, "terraform_cost": [1, 1, 1],
                            "vp": 3})
        players.append({
            "seat": s, "name": f"Player {s + 1}", "tech": [s, 5, 2, 1, 3],
            "tech_names": ["A", "B", "C", "D", "E"], "speed": 3, "store": [4, 1, 0],
            "pit": [1, 2, 3], "planets": planets, "lead": {"tech": s * 4, "colonial": 15 - s},
            "medals": {"tech": s, "colonial": 1}, "action": list(ACTION_SHORT)[s * 2],
            "ships_on_map": ["A1"], "ships_in_supply": 2, "colonies": 5, "targets": s,
            "score": 20 + s,
        })
    play: dict[str, Any] = {
        "game": "kepler3042", "phase": "play", "round": 7, "rounds": 16, "first": 1,
        "to_act": [2], "prompt": "Move your Action Cube to a Main Action space.",
        "prompts": {"2": "Move your Action Cube to a Main Action space."},
        "map": {"cols": 22, "rows": 19, "sol": "F10", "sagittarius": "P10",
                "sol_ring": ["G10", "G9", "F9", "E10", "F11", "G11"],
                "zone_limits": {"short": 6, "mid": 11},
                "stars": [{"hex": "C8", "used": True, "min_players": 2},
                          {"hex": "B2", "used": False, "min_players": 4}],
                "tiles": tiles, "ships": ships},
        "players": players,
        "progress": {"deck": 9, "unseen": 2, "card": {"id": 1, "name": "Card",
                                                      "text": "Every player does a thing."},
                     "medals": {"tech": 2, "colonial": 1}, "past": []},
        "medal_spaces": {"tech": [6, 13], "colonial": [2, 15]},
        "turn": {"seat": 2, "stage": 1, "bonuses_used": ["culture"], "quantum_moves_left": 1,
                 "quantum_converts_left": 1},
        "scores": [20, 21, 22, 23], "components": comps,
    }
    over = dict(play, phase="over", to_act=[], prompts={}, final={
        "scores": [30, 31, 32, 33], "ranking": [[3], [2], [1], [0]],
        "objectives": ["Objective text (3 VP)"] * 4, "parts": [{}] * 4})
    hand = dict(play, private={"seat": 2, "objective": {"id": 1, "name": "Objective",
                                                        "text": "Do a thing.", "vp": 4,
                                                        "met": True},
                               "score_with_objective": 26})
    return [play, over, hand]


@functools.lru_cache(maxsize=1)
def png_palette() -> Image.Image:
    """The fixed 256-colour palette every Kepler-3042 PNG is mapped onto (built once)."""
    play, over, hand = _swatch_views()
    return make_palette(board_image(play), board_image(over), hand_image(hand))
