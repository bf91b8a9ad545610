"""The small pieces drawn all over the board and the hand: pawn icons, star icons, resource
chips and arrows, each drawn so it reads without colour.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.adastra.theme import (
    ALIEN_INK,
    DIM,
    FACE_DOWN,
    PLANET_COLOURS,
    STAR_COLOURS,
    TEXT,
    star_key,
)
from rendering.common import BLACK, INK_DARK, RGB, draw_polygon, draw_text, lighten, text_size


def draw_pawn(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, s: float,
              fill: RGB, outline: RGB = BLACK) -> None:
    """One pawn icon ``s`` pixels tall centred at (cx, cy), filled in its owner's colour:
    a rocket (starship), a dome (colony), a saw-tooth roof (factory), a ringed globe
    (terraformer). The shapes differ so the type reads without colour."""
    h = s / 2
    w = max(1, round(s / 11))

    def pts(rel: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(cx - h + x * s, cy - h + y * s) for x, y in rel]

    if kind == "starship":
        body = pts([(0.5, 0.0), (0.72, 0.3), (0.72, 0.68), (0.92, 1.0), (0.62, 0.86),
                    (0.38, 0.86), (0.08, 1.0), (0.28, 0.68), (0.28, 0.3)])
        draw_polygon(draw, body, fill, outline, w)
        wx, wy = cx, cy - h + 0.42 * s
        draw.ellipse((wx - s * 0.09, wy - s * 0.09, wx + s * 0.09, wy + s * 0.09),
                     fill=outline)
    elif kind == "colony":
        draw.pieslice((cx - h, cy - h + 0.1 * s, cx + h, cy + h + 0.1 * s), 180, 360,
                      fill=fill, outline=outline, width=w)
        draw.rectangle((cx - h, cy + 0.1 * s - 1, cx + h, cy + h), fill=fill, outline=outline,
                       width=w)
        draw.rectangle((cx - s * 0.1, cy + 0.18 * s, cx + s * 0.1, cy + h), fill=outline)
    elif kind == "factory":
        roof = pts([(0.0, 1.0), (0.0, 0.42), (0.33, 0.22), (0.33, 0.42), (0.66, 0.22),
                    (0.66, 0.42), (0.78, 0.35), (0.78, 0.0), (0.95, 0.0), (0.95, 0.3),
                    (1.0, 0.28), (1.0, 1.0)])
        draw_polygon(draw, roof, fill, outline, w)
        draw.rectangle((cx - s * 0.25, cy + s * 0.12, cx - s * 0.08, cy + s * 0.3), fill=outline)
        draw.rectangle((cx + s * 0.08, cy + s * 0.12, cx + s * 0.25, cy + s * 0.3), fill=outline)
    elif kind == "terraformer":
        r = s * 0.34
        draw.ellipse((cx - h, cy - s * 0.17, cx + h, cy + s * 0.17), outline=outline,
                     width=max(2, w + 1))
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=w)
        draw.arc((cx - h, cy - s * 0.17, cx + h, cy + s * 0.17), 0, 180, fill=outline,
                 width=max(2, w + 1))
        draw.arc((cx - h + 2, cy - s * 0.17 + 2, cx + h - 2, cy + s * 0.17 - 2), 10, 170,
                 fill=fill, width=max(1, w))
    else:
        draw.ellipse((cx - h, cy - h, cx + h, cy + h), fill=fill, outline=outline, width=w)


def draw_star(draw: ImageDraw.ImageDraw, code: str, cx: float, cy: float, r: float) -> None:
    """A system's star icon: twin discs, a nebula's cloud, a small or a large disc."""
    disc = STAR_COLOURS[star_key(code)][1]
    if code.startswith("T"):  # twin stars
        for dx in (-r * 0.45, r * 0.45):
            rr = r * 0.62
            draw.ellipse((cx + dx - rr, cy - rr, cx + dx + rr, cy + rr), fill=disc,
                         outline=BLACK)
    elif code.startswith("N"):  # nebula: a soft cloud of discs
        for dx, dy, rr in ((-0.4, 0.1, 0.55), (0.35, -0.15, 0.6), (0.1, 0.3, 0.5)):
            draw.ellipse((cx + dx * r - rr * r, cy + dy * r - rr * r, cx + dx * r + rr * r,
                          cy + dy * r + rr * r), fill=lighten(disc, 0.25))
        draw.ellipse((cx - r * 0.35, cy - r * 0.35, cx + r * 0.35, cy + r * 0.35), fill=disc)
    else:
        rr = r * (0.65 if code.startswith("S") else 1.0)
        draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=disc, outline=BLACK)


def resource_chip(draw: ImageDraw.ImageDraw, x: float, y: float, letter: str, size: int,
                   count: int | None = None, count_size: int | None = None) -> float:
    """A resource square with its letter (and a count after it); returns the x after it."""
    colour = PLANET_COLOURS.get(letter, FACE_DOWN)
    ink = ALIEN_INK if letter == "A" else INK_DARK
    draw.rounded_rectangle((x, y, x + size, y + size), radius=max(2, size // 5), fill=colour,
                           outline=BLACK, width=1)
    draw_text(draw, (x + size / 2, y + size / 2 + 1), letter, round(size * 0.72), ink,
              anchor="mm", bold=True)
    x += size + 3
    if count is not None:
        cs = count_size or round(size * 0.85)
        colour_text = TEXT if count else DIM
        draw_text(draw, (x, y + size / 2 + 1), str(count), cs, colour_text, anchor="lm",
                  bold=True)
        x += text_size(str(count), cs, bold=True)[0] + 8
    return x


def arrow(draw: ImageDraw.ImageDraw, x: float, y: float, length: float,
           colour: RGB = TEXT) -> None:
    draw.line((x, y, x + length - 8, y), fill=colour, width=3)
    draw.polygon([(x + length, y), (x + length - 9, y - 6), (x + length - 9, y + 6)],
                 fill=colour)
