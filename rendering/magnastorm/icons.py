"""Small icons: CreditCubes (own and any-colour ones too), action-board bonuses and
research-track bonuses (cube, bag, crew pawn)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.common import BLACK, RGB, WHITE, draw_text, text_size
from rendering.magnastorm.theme import (
    BONUS_SHORT,
    CUBE_COLOURS,
    DIM,
    MUTED,
    RESEARCH_COLOURS,
    TEXT,
    cube_colours,
)
from rendering.magnastorm.words import Say


def draw_cube(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, colour: str,
              own: RGB | None = None, *, palette: str) -> None:
    """A CreditCube: a square in its colour (a federation's in ``palette``). "own" (printed
    black: the acting player's colour) is black with a white rim unless ``own`` gives the
    colour; "any" (any player colour) is split in four."""
    fills = cube_colours(palette)
    if colour == "any":
        names = ("grey", "purple", "pink", "orange")
        half = s / 2
        for i, name in enumerate(names):
            qx, qy = x + (i % 2) * half, y + (i // 2) * half
            draw.rectangle((qx, qy, qx + half, qy + half), fill=fills[name])
        draw.rectangle((x, y, x + s, y + s), outline=BLACK, width=1)
        return
    if colour == "own":
        fill = own if own is not None else CUBE_COLOURS["black"]
        draw.rectangle((x, y, x + s, y + s), fill=fill, outline=WHITE if own is None else BLACK,
                       width=1)
        return
    draw.rectangle((x, y, x + s, y + s), fill=fills.get(colour, DIM), outline=BLACK,
                   width=1)


def draw_cubes(draw: ImageDraw.ImageDraw, x: float, y: float, s: float,
               cubes: Sequence[str], own: RGB | None = None, gap: float = 2, *,
               palette: str) -> float:
    """A row of cubes from ``x`` (top at ``y``); returns the x after the last one."""
    for c in cubes:
        draw_cube(draw, x, y, s, str(c), own, palette=palette)
        x += s + gap
    return x


def bonus_icon(draw: ImageDraw.ImageDraw, x: float, cy: float, bonus: str, size: int,
                colour: RGB = MUTED, say: Say | None = None) -> float:
    """A bonus in few pixels: a research dot with "+1", a cube, or a short word."""
    if bonus.startswith("research:"):
        area = bonus.split(":", 1)[1]
        r = size * 0.45
        draw.ellipse((x, cy - r, x + 2 * r, cy + r), fill=RESEARCH_COLOURS.get(area, DIM),
                     outline=BLACK)
        draw_text(draw, (x + 2 * r + 2, cy), "+1", size, colour, anchor="lm", bold=True)
        return x + 2 * r + 4 + text_size("+1", size, True)[0]
    if bonus in ("own", "yellow", "any"):
        s = size * 0.85
        draw_cube(draw, x, cy - s / 2, s, bonus, palette=(say or Say()).palette)
        return x + s + 2
    label = (say or Say())(f"r.short.{bonus}") if bonus in BONUS_SHORT else bonus
    draw_text(draw, (x, cy), label, size, colour, anchor="lm", bold=True)
    return x + text_size(label, size, True)[0]


def track_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, bonus: str,
                s: float, own: RGB | None = None, *, palette: str) -> None:
    """A research-track bonus centred at (cx, cy), ``s`` pixels tall: a cube, a bag with
    the number of cubes drawn, or a crew pawn."""
    if bonus in ("own", "yellow", "any"):
        draw_cube(draw, cx - s / 2, cy - s / 2, s, bonus, own, palette=palette)
    elif bonus.startswith("bag"):
        r = s * 0.62
        draw.ellipse((cx - r, cy - r + 1, cx + r, cy + r + 1), fill=CUBE_COLOURS["black"],
                     outline=MUTED)
        draw.rectangle((cx - r * 0.4, cy - r - 1, cx + r * 0.4, cy - r + 2), fill=MUTED)
        draw_text(draw, (cx, cy + 1), bonus[3:] or "1", max(8, round(s * 0.85)), WHITE,
                  anchor="mm", bold=True)
    elif bonus == "crew":
        r = s * 0.26
        draw.ellipse((cx - r, cy - s / 2, cx + r, cy - s / 2 + 2 * r), fill=TEXT)
        draw.polygon([(cx - s * 0.4, cy + s / 2), (cx + s * 0.4, cy + s / 2),
                      (cx + s * 0.15, cy - s / 2 + 2 * r), (cx - s * 0.15, cy - s / 2 + 2 * r)],
                     fill=TEXT)
    else:
        draw_text(draw, (cx, cy), bonus, max(8, round(s * 0.8)), MUTED, anchor="mm")
