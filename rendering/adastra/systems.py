"""The systems map: each planet (its kind, or "?" face down), its owner's ring and token, the
terraformer, colony or factory and starships on it, the planets' numbers, and the system a
player is landing in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.adastra.icons import draw_pawn
from rendering.adastra.layout import (
    CELL_GAP,
    HEADER_H,
    PANEL_X,
    PLAN_Y,
    PLANET_R,
    SYSTEM_CELLS,
    planet_slots,
    system_box,
)
from rendering.adastra.theme import (
    ALIEN_INK,
    ATTENTION,
    CELL_BG,
    FACE_DOWN,
    FACE_DOWN_INK,
    PLANET_COLOURS,
    TEXT,
)
from rendering.adastra.views import View, word
from rendering.common import (
    BLACK,
    INK_DARK,
    WHITE,
    PlayerStyle,
    darken,
    draw_badge,
    draw_player_badge,
    draw_text,
    lighten,
    seat_style,
    text_size,
)


def draw_planet(draw: ImageDraw.ImageDraw, planet: Mapping[str, Any], cx: float, cy: float,
                 styles: Sequence[PlayerStyle]) -> None:
    r = PLANET_R
    kind = planet.get("kind")
    owner = planet.get("owner")
    style = seat_style(styles, owner)
    if style is not None:  # the owner's ring
        draw.ellipse((cx - r - 5, cy - r - 5, cx + r + 5, cy + r + 5), fill=style.colour,
                     outline=WHITE, width=1)
    if planet.get("face_up") and isinstance(kind, str):
        colour = PLANET_COLOURS.get(kind, FACE_DOWN)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=BLACK, width=2)
        if kind == "A":
            draw.ellipse((cx - r + 4, cy - r + 4, cx + r - 4, cy + r - 4), outline=ALIEN_INK,
                         width=1)
        ink = ALIEN_INK if kind == "A" else INK_DARK
        draw_text(draw, (cx, cy + 1), kind, 28, ink, anchor="mm", bold=True)
    else:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=FACE_DOWN,
                     outline=lighten(FACE_DOWN, 0.3), width=2)
        draw_text(draw, (cx, cy + 1), "?", 26, FACE_DOWN_INK, anchor="mm", bold=True)
    if style is None:
        return
    draw_player_badge(draw, style, cx - r - 1, cy - r + 1, 11, halo=WHITE)
    # A terraformer sits on the planet's lower right; ships and buildings go under it.
    if planet.get("terraformed"):
        draw_pawn(draw, "terraformer", cx + r - 1, cy + r - 5, 24, style.colour)
    icons: list[tuple[str, int]] = []
    building = planet.get("building")
    if building in ("colony", "factory"):
        icons.append((str(building), 1))
    ships = int(planet.get("ships") or 0)
    if ships:
        icons.append(("starship", ships))
    if not icons:
        return
    s = 23
    widths = [s + (text_size(str(n), 18, True)[0] + 1 if n > 1 else 0) for _, n in icons]
    gap = 3
    total = sum(widths) + gap * (len(widths) - 1)
    x = cx - total / 2
    y = cy + r + 19
    # A tray in the owner's colour keeps each planet's pawns together in a crowded system.
    draw.rounded_rectangle((x - 4, y - s / 2 - 3, x + total + 4, y + s / 2 + 3), radius=7,
                           fill=darken(CELL_BG, 0.45), outline=style.colour, width=2)
    for (kind_, n), w in zip(icons, widths, strict=True):
        draw_pawn(draw, kind_, x + s / 2, y, s, style.colour)
        if n > 1:
            draw_text(draw, (x + s, y + 2), str(n), 18, TEXT, anchor="lm", bold=True,
                      outline=BLACK, outline_width=2)
        x += w + gap


def draw_systems(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                 locale: str = "en") -> None:
    landing = (view.get("current") or {}).get("landing")
    for system in view.get("systems", ()):
        draw_system(draw, system, landing, styles, locale)


def map_rows() -> list[tuple[tuple[int, int, int, int], list[str]]]:
    """The map cut into its three rows of systems, each with the pixels its systems may
    touch (the whole width of the map, from half the gap above to half the gap below):
    a planet's pawns may reach a few pixels past its cell's sides, never above or below,
    and a landing's highlight stays within 2 pixels of its cell."""
    rows = []
    for row in range(3):
        codes = [c for c, (_, r) in sorted(SYSTEM_CELLS.items(), key=lambda kv: kv[1])
                 if r == row]
        top = HEADER_H if row == 0 else system_box(codes[0])[1] - CELL_GAP // 2
        bottom = PLAN_Y if row == 2 else system_box(codes[0])[3] + CELL_GAP // 2
        rows.append(((0, top, PANEL_X, bottom), codes))
    return rows


def draw_system(draw: ImageDraw.ImageDraw, system: Mapping[str, Any],
                landing: Mapping[str, Any] | None, styles: Sequence[PlayerStyle],
                locale: str = "en") -> None:
    """One system's cell: its planets and their numbers, and the highlight when the
    current player is landing in it (drawn alone when only this system changed)."""
    code = system.get("code")
    if code not in SYSTEM_CELLS:
        return
    x0, y0, x1, y1 = system_box(code)
    planets = list(system.get("planets", ()))
    slots = planet_slots(len(planets), x0, y0)
    for (cx, cy), planet in zip(slots, planets, strict=True):
        draw_planet(draw, planet, cx, cy, styles)
    # Each planet's number (its id is the system code plus this number), drawn last so
    # no neighbour's pawn hides it: the notation names planets by it.
    for (cx, cy), planet in zip(slots, planets, strict=True):
        pid = str(planet.get("id", ""))
        number = pid[len(code):] if pid.startswith(code) else pid
        draw_text(draw, (cx + PLANET_R + 2, cy - PLANET_R), number, 15, TEXT, anchor="mm",
                  bold=True, outline=CELL_BG, outline_width=2)
    if landing and landing.get("system") == code:
        seat = landing.get("seat")
        colour = styles[seat].colour if isinstance(seat, int) else ATTENTION
        draw.rounded_rectangle((x0 - 2, y0 - 2, x1 + 2, y1 + 2), radius=11,
                               outline=ATTENTION, width=4)
        draw.rounded_rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), radius=10,
                               outline=colour, width=3)
        label = word("adastra.draw.landing_here", locale)
        box = draw_badge(draw, ((x0 + x1) / 2, y1 - 4), label, 15, ATTENTION, INK_DARK,
                         anchor="mb", pad=3)
        if isinstance(seat, int) and 0 <= seat < len(styles):
            draw_player_badge(draw, styles[seat], box[0] - 14, (box[1] + box[3]) / 2, 11)
