"""The cached static layer, one build per player count: the map's zones, hex names, Sol and
its ring, Sagittarius A*, the Stars, the legend, the Leadership Tracks' printed spaces and
the panels' frames.
"""

from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageDraw

from rendering.common import (
    BLACK,
    INK_DARK,
    darken,
    draw_badge,
    draw_polygon,
    draw_text,
    fit_text,
    hex_rgb,
    layer_cache,
    lighten,
    text_size,
)
from rendering.kepler3042.icons import (
    draw_cube,
    draw_face_down,
    draw_mine,
    draw_planet_disc,
    draw_regen,
    draw_star,
    draw_target,
)
from rendering.kepler3042.layout import (
    HEADER_H,
    LETTERS,
    RULER,
    TRACK_LABEL_W,
    TRACK_ROW_H,
    TRACK_TITLE_H,
    WIDTH,
    Layout,
    distance,
    hex_corners,
    hex_point,
    layout,
    neighbours,
    panel_box,
    parse_hex,
    track_box,
)
from rendering.kepler3042.theme import (
    ATTENTION,
    BG,
    MUTED,
    PANEL_BG,
    RES_LETTERS,
    RING_EDGE,
    ROW_BG,
    SOL_FILL,
    STAR_FILL,
    STAR_GLOW,
    TEXT,
    ZONE_EDGE,
    ZONE_FILL,
)
from rendering.kepler3042.views import View, label, text_of, type_letter, type_name


def map_key(view: View, locale: str = "en") -> tuple[Any, ...]:
    """Everything printed that the static layer depends on, its language last: the cache
    key of :func:`board_background`."""
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
            tuple((str(z.get("code")), text_of(z.get("name"), locale), int(z.get("vp", 0)))
                  for z in comps.get("zones", ())),
            locale)


@layer_cache(maxsize=8)
def board_background(cols: int, rows: int, n: int, sol: str, sagittarius: str,
                     ring: tuple[str, ...], stars: tuple[tuple[str, bool, int], ...],
                     limits: tuple[int, ...], tech_track: tuple[str, ...],
                     colonial_track: tuple[str, ...], track_vp: tuple[int, ...],
                     zones: tuple[tuple[str, str, int], ...],
                     locale: str = "en") -> Image.Image:
    """The map (zones, hex names, Sol and its ring, Sagittarius A*, Stars), the legend, the
    Leadership Tracks' printed spaces and the panels' frames: everything that does not
    change during a game. One build per player count."""
    lay = layout(cols, rows, n)
    image = Image.new("RGB", (WIDTH, lay.height), BG)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 6), fill=PANEL_BG)
    _draw_map_base(draw, lay, sol, sagittarius, ring, stars, limits)
    _draw_legend(draw, lay, zones, locale)
    _draw_track_base(draw, lay, (tech_track, colonial_track), track_vp, locale)
    for i in range(n):
        x0, y0, x1, y1 = panel_box(lay, i)
        draw.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=PANEL_BG)
    return image


def _zone_at(col: int, row: int, sol: tuple[int, int], limits: tuple[int, ...]) -> str:
    d = distance((col, row), sol)
    short, mid = limits[:2] if len(limits) >= 2 else (6, 11)
    return "short" if d <= short else ("mid" if d <= mid else "long")


def _draw_map_base(draw: ImageDraw.ImageDraw, lay: Layout, sol: str, sagittarius: str,
                   ring: tuple[str, ...], stars: tuple[tuple[str, bool, int], ...],
                   limits: tuple[int, ...]) -> None:
    sol_cr = parse_hex(sol) or (5, 9)
    r = lay.hex_r
    zones = {(c, w): _zone_at(c, w, sol_cr, limits) for c in range(lay.cols)
             for w in range(lay.rows)}
    special = {sol, sagittarius, *(s[0] for s in stars)}
    for (c, w), zone in zones.items():
        cx, cy = hex_point(lay, c, w)
        fill = ZONE_FILL[zone]
        draw.polygon(hex_corners(cx, cy, r), fill=fill, outline=lighten(fill, 0.18))
        label = f"{LETTERS[c]}{w + 1}"
        if label not in special:
            draw_text(draw, (cx, cy), label, 13, lighten(fill, 0.42), anchor="mm")
    # Zone borders: the edges between hexes of different zones, drawn bold.
    for (c, w), zone in zones.items():
        cx, cy = hex_point(lay, c, w)
        corners = hex_corners(cx, cy, r)
        for nc, nw in neighbours(c, w, lay.cols, lay.rows):
            if zones[(nc, nw)] == zone or (nc, nw) < (c, w):
                continue
            ox, oy = hex_point(lay, nc, nw)
            shared = [p for p in corners if abs(math.dist(p, (ox, oy)) - r) < 1.0]
            if len(shared) == 2:
                draw.line(shared, fill=ZONE_EDGE, width=3)
    # Rulers: column letters above and below, row numbers on both sides.
    for c in range(lay.cols):
        x = lay.map_x + lay.hex_w * (c + 0.75)
        draw_text(draw, (x, lay.map_y - RULER / 2 - 1), LETTERS[c], 16, MUTED, anchor="mm",
                  bold=True)
        draw_text(draw, (x, lay.map_bottom + RULER / 2 + 1), LETTERS[c], 16, MUTED,
                  anchor="mm", bold=True)
    for w in range(lay.rows):
        _, cy = hex_point(lay, 0, w)
        draw_text(draw, (RULER / 2 + 1, cy), str(w + 1), 15, MUTED, anchor="mm", bold=True)
        draw_text(draw, (WIDTH - RULER / 2 - 1, cy), str(w + 1), 15, MUTED, anchor="mm",
                  bold=True)
    # Sol's ring: the six Space hexes where Starships built on Earth appear.
    for label in ring:
        cr = parse_hex(label)
        if cr is not None:
            cx, cy = hex_point(lay, *cr)
            draw_polygon(draw, hex_corners(cx, cy, r - 2), None, RING_EDGE, 3)
    # Stars: a bright star; the ones unused at this player count dim, with their marking.
    for label, used, min_players in stars:
        cr = parse_hex(label)
        if cr is None:
            continue
        cx, cy = hex_point(lay, *cr)
        if used:
            draw.ellipse((cx - r * 0.62, cy - r * 0.62, cx + r * 0.62, cy + r * 0.62),
                         fill=darken(STAR_GLOW, 0.45))
            draw_star(draw, cx, cy, r * 0.72, STAR_GLOW, darken(STAR_GLOW, 0.5))
            draw.ellipse((cx - r * 0.2, cy - r * 0.2, cx + r * 0.2, cy + r * 0.2),
                         fill=STAR_FILL)
        else:
            draw_star(draw, cx, cy, r * 0.6, hex_rgb("#666a78"), hex_rgb("#3b3f4c"))
            draw_badge(draw, (cx, cy + r * 0.55), f"{min_players}+", 11, hex_rgb("#3b3f4c"),
                       MUTED, anchor="mm", pad=2, radius=3)
    # Sol and Sagittarius A*.
    cr = parse_hex(sol)
    if cr is not None:
        cx, cy = hex_point(lay, *cr)
        for k, colour in ((1.0, darken(SOL_FILL, 0.35)), (0.86, SOL_FILL),
                          (0.5, hex_rgb("#ffe27a"))):
            draw.ellipse((cx - r * k, cy - r * k, cx + r * k, cy + r * k), fill=colour)
        draw_text(draw, (cx, cy + 1), "SOL", 15, INK_DARK, anchor="mm", bold=True)
    cr = parse_hex(sagittarius)
    if cr is not None:
        cx, cy = hex_point(lay, *cr)
        draw.ellipse((cx - r * 1.02, cy - r * 0.46, cx + r * 1.02, cy + r * 0.46),
                     fill=hex_rgb("#e0662a"))
        draw.ellipse((cx - r * 0.82, cy - r * 0.3, cx + r * 0.82, cy + r * 0.3),
                     fill=hex_rgb("#ffb35c"))
        draw.ellipse((cx - r * 0.5, cy - r * 0.5, cx + r * 0.5, cy + r * 0.5), fill=BLACK,
                     outline=hex_rgb("#ffd08a"), width=2)
        draw_text(draw, (cx, cy + r * 0.78), "Sgr A*", 13, TEXT, anchor="mm", bold=True,
                  outline=BLACK, outline_width=2)


def _draw_legend(draw: ImageDraw.ImageDraw, lay: Layout,
                 zones: tuple[tuple[str, str, int], ...], locale: str) -> None:
    y0 = lay.legend_y
    # Row 1: zones and what a colony there is worth.
    x: float = 14
    y = y0 + 16
    title = label("zones", locale)
    draw_text(draw, (x, y), title, 15, MUTED, anchor="lm", bold=True)
    x += text_size(title, 15, True)[0] + 12
    default = tuple((code, text_of({"key": f"kepler3042.zone.{code}"}, locale), vp)
                    for code, vp in (("short", 1), ("mid", 2), ("long", 3)))
    for code, name, vp in zones or default:
        fill = ZONE_FILL.get(code, PANEL_BG)
        draw_polygon(draw, hex_corners(x + 11, y, 12), fill, ZONE_EDGE, 2)
        text = label("zone_short" if code == "short" else "zone", locale, name=name, vp=vp)
        draw_text(draw, (x + 28, y + 1), text, 16, TEXT, anchor="lm")
        x += 28 + text_size(text, 16)[0] + 22
    draw_polygon(draw, hex_corners(x + 11, y, 12), ZONE_FILL["short"], RING_EDGE, 3)
    draw_text(draw, (x + 28, y + 1), label("sol_ring", locale), 16, TEXT, anchor="lm")
    # Row 2: the pieces.
    x = 14
    y = y0 + 48
    title = label("tiles", locale)
    draw_text(draw, (x, y), title, 15, MUTED, anchor="lm", bold=True)
    x += text_size(title, 15, True)[0] + 14
    draw_face_down(draw, x + 11, y, 13)
    text = label("face_down", locale)
    draw_text(draw, (x + 28, y + 1), text, 16, TEXT, anchor="lm")
    x += 28 + text_size(text, 16)[0] + 18
    for ptype in ("rocky", "oceanic", "super earth", "giant", "alien"):
        draw_planet_disc(draw, x + 12, y, 11, ptype, type_letter(ptype, locale), 12)
        text = type_name(ptype, locale)
        draw_text(draw, (x + 30, y + 1), text, 16, TEXT, anchor="lm")
        x += 30 + text_size(text, 16)[0] + 16
    draw_mine(draw, x + 12, y, 12)
    text = label("mine", locale)
    draw_text(draw, (x + 28, y + 1), text, 16, TEXT, anchor="lm")
    x += 28 + text_size(text, 16)[0] + 16
    draw_target(draw, x + 12, y, 12)
    text = label("target", locale)
    draw_text(draw, (x + 28, y + 1), text, 16, TEXT, anchor="lm")
    x += 28 + text_size(text, 16)[0] + 16
    draw_text(draw, (x, y + 1), label("planet_key", locale), 16, MUTED, anchor="lm")


def _draw_track_base(draw: ImageDraw.ImageDraw, lay: Layout,
                     tracks: tuple[tuple[str, ...], tuple[str, ...]],
                     track_vp: tuple[int, ...], locale: str) -> None:
    y0 = lay.tracks_y
    draw.rounded_rectangle((8, y0, WIDTH - 8, y0 + TRACK_TITLE_H + 2 * TRACK_ROW_H + 4),
                           radius=10, fill=PANEL_BG)
    title = label("tracks", locale)
    draw_text(draw, (16, y0 + TRACK_TITLE_H / 2 + 2), title, 17, MUTED, anchor="lm", bold=True)
    hint, size = fit_text(label("track_hint", locale),
                          WIDTH - 56 - text_size(title, 17, True)[0], 14, 10)
    draw_text(draw, (WIDTH - 16, y0 + TRACK_TITLE_H / 2 + 2), hint, size, MUTED, anchor="rm")
    for index, (code, kinds) in enumerate((("tech", tracks[0]), ("colonial", tracks[1]))):
        length = max(1, len(kinds))
        _, by0, _, by1 = track_box(lay, index, 0, length)
        name, size = fit_text(label(f"track.{code}", locale), TRACK_LABEL_W - 8, 17, 11,
                              bold=True)
        draw_text(draw, (16, (by0 + by1) / 2 - 9), name, size, TEXT, anchor="lm", bold=True)
        draw_text(draw, (16, (by0 + by1) / 2 + 13), label("leadership", locale), 14, MUTED,
                  anchor="lm")
        for pos, kind in enumerate(kinds):
            x0, sy0, x1, sy1 = track_box(lay, index, pos, length)
            draw.rounded_rectangle((x0, sy0, x1, sy1), radius=6, fill=ROW_BG,
                                   outline=lighten(ROW_BG, 0.15))
            draw_text(draw, (x0 + 4, sy0 + 3), str(pos), 13, MUTED, bold=True)
            if pos < len(track_vp) and track_vp[pos]:
                draw_text(draw, (x1 - 4, sy0 + 3), str(track_vp[pos]), 13, ATTENTION,
                          anchor="ra", bold=True)
            cx = (x0 + x1) / 2
            iy = sy0 + 26
            if kind in ("E", "M"):
                draw_cube(draw, cx - 9, iy - 9, 18, RES_LETTERS.index(kind))
            elif kind == "R":
                draw_regen(draw, cx, iy, 8)
