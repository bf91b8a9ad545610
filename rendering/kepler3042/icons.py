"""The small pieces drawn everywhere: Starships (rockets with their owner's letter), Resource
cubes, Medals, the REGENERATE arrow, Stars, check marks, Planet discs (decorated by type so
the type reads without colour), Mines, Colonial Targets and face-down tiles.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

from rendering.common import (
    BLACK,
    INK_DARK,
    RGB,
    WHITE,
    PlayerStyle,
    darken,
    draw_polygon,
    draw_text,
    hex_rgb,
    lighten,
    text_size,
)
from rendering.kepler3042.layout import hex_corners
from rendering.kepler3042.theme import (
    ALIEN_INK,
    ATTENTION,
    DIM,
    EARTH_COLOUR,
    FACE_DOWN,
    FACE_DOWN_INK,
    GOOD,
    MEDAL_GOLD,
    MEDAL_RIBBON,
    MINE_FILL,
    RES_FILL,
    RES_INK,
    RES_LETTERS,
    TARGET_RED,
    TEXT,
    TYPE_COLOURS,
)


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


def draw_cube(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, res: int,
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


def draw_medal(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, kind: str = "tech",
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


def draw_regen(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float,
               colour: RGB = GOOD) -> None:
    """REGENERATE: a circular arrow."""
    draw.arc((cx - r, cy - r, cx + r, cy + r), 40, 330, fill=colour, width=max(2, round(r / 3)))
    ax = cx + r * math.cos(math.radians(40))
    ay = cy + r * math.sin(math.radians(40))
    s = r * 0.7
    draw.polygon([(ax - s, ay + s * 0.1), (ax + s * 0.5, ay - s * 0.2), (ax, ay + s)],
                 fill=colour)


def draw_star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB,
              outline: RGB | None = None) -> None:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    draw_polygon(draw, pts, fill, outline, 1)


def draw_check(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, colour: RGB) -> None:
    draw.line([(x, y + s * 0.5), (x + s * 0.38, y + s * 0.9), (x + s, y + s * 0.05)],
              fill=colour, width=max(2, round(s / 5)), joint="curve")


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


def draw_mine(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A Mine: a grey asteroid with a crystal."""
    pts = [(cx + r * math.cos(a) * k, cy + r * math.sin(a) * k) for a, k in
           ((i * math.pi / 4, (1.0, 0.82, 0.96, 0.78, 1.0, 0.86, 0.92, 0.8)[i])
            for i in range(8))]
    draw_polygon(draw, pts, MINE_FILL, BLACK, 2)
    gem = [(cx, cy - r * 0.62), (cx + r * 0.42, cy - r * 0.1), (cx, cy + r * 0.62),
           (cx - r * 0.42, cy - r * 0.1)]
    draw_polygon(draw, gem, hex_rgb("#7fe8ff"), BLACK, 1)
    draw.line((cx - r * 0.42, cy - r * 0.1, cx + r * 0.42, cy - r * 0.1), fill=BLACK, width=1)


def draw_target(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A Colonial Target: a bullseye."""
    for k, colour in ((1.0, TARGET_RED), (0.7, WHITE), (0.42, TARGET_RED), (0.16, WHITE)):
        draw.ellipse((cx - r * k, cy - r * k, cx + r * k, cy + r * k), fill=colour,
                     outline=BLACK if k == 1.0 else None, width=2 if k == 1.0 else 0)


def draw_face_down(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    draw_polygon(draw, hex_corners(cx, cy, r), FACE_DOWN, lighten(FACE_DOWN, 0.35), 2)
    draw_text(draw, (cx, cy + 1), "?", round(r * 1.05), FACE_DOWN_INK, anchor="mm", bold=True)
