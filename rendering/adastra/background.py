"""The board's static layer: the star field, the frames and titles of the nine systems, the
player panel's and planning strip's frames and the pawn legend. It is the same for every
game and player count, so it is built once per language and copied for each render.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering.adastra.icons import draw_pawn, draw_star
from rendering.adastra.layout import (
    BOARD_SIZE,
    CELL_TITLE_H,
    CELL_W,
    HEADER_H,
    MAP_BOTTOM,
    MAP_Y,
    PANEL_X,
    PLAN_TITLE_H,
    PLAN_Y,
    SYSTEM_ORDER,
    system_box,
)
from rendering.adastra.theme import (
    BG,
    CELL_BG,
    DIM,
    MUTED,
    PANEL_BG,
    PAWN_TYPES,
    STAR_COLOURS,
    TEXT,
    star_key,
)
from rendering.adastra.views import system_name, word
from rendering.common import (
    darken,
    draw_badge,
    draw_text,
    fit_text,
    layer_cache,
    lighten,
    text_size,
)


@layer_cache(maxsize=6)
def board_background(width: int, height: int, locale: str = "en") -> Image.Image:
    """Frames, system titles, legend: everything that does not change during a game (the
    same for every player count, so one build serves every board of that size and
    language)."""
    image = Image.new("RGB", (width, height), BG)
    draw = ImageDraw.Draw(image)
    # A sparse, fixed star field (a deterministic pattern, no random numbers).
    for i in range(140):
        x = (i * 7919) % BOARD_SIZE[0]
        y = (i * 104729 // 7) % BOARD_SIZE[1]
        shade = 70 + (i * 37) % 90
        draw.point((x, y), fill=(shade, shade, shade + 20))
    draw.rectangle((0, 0, BOARD_SIZE[0], HEADER_H), fill=PANEL_BG)
    draw.line((0, HEADER_H, BOARD_SIZE[0], HEADER_H), fill=DIM, width=1)
    for code in SYSTEM_ORDER:
        x0, y0, x1, y1 = system_box(code)
        draw.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=CELL_BG,
                               outline=lighten(CELL_BG, 0.15), width=2)
        bar = STAR_COLOURS[star_key(code)][0]
        draw.rounded_rectangle((x0, y0, x1, y0 + CELL_TITLE_H), radius=10, fill=bar)
        draw.rectangle((x0, y0 + CELL_TITLE_H - 10, x1, y0 + CELL_TITLE_H), fill=bar)
        draw_star(draw, code, x0 + 20, y0 + CELL_TITLE_H / 2, 11)
        name, size = fit_text(system_name(code, None, locale), CELL_W - 100, 22, 14, bold=True)
        draw_text(draw, (x0 + 38, y0 + CELL_TITLE_H / 2 + 1), name, size, TEXT, anchor="lm",
                  bold=True)
        draw_badge(draw, (x1 - 8, y0 + CELL_TITLE_H / 2), code, 17, darken(bar, 0.45),
                   TEXT, anchor="rm", pad=3, radius=5)
    # Player panel and planning strip frames.
    draw.rounded_rectangle((PANEL_X, MAP_Y, BOARD_SIZE[0] - 8, MAP_BOTTOM), radius=10,
                           fill=PANEL_BG)
    draw.rounded_rectangle((8, PLAN_Y, BOARD_SIZE[0] - 8, BOARD_SIZE[1] - 6), radius=10,
                           fill=PANEL_BG)
    title = word("adastra.draw.planning_board", locale)
    draw_text(draw, (20, PLAN_Y + PLAN_TITLE_H / 2 + 2), title, 18, MUTED, anchor="lm",
              bold=True)
    # Legend of the pawn icons, in the planning strip's title row (right of the title).
    labels = [word(f"adastra.pawn.{kind}", locale) for kind in PAWN_TYPES]
    widths = [34 + text_size(label, 16)[0] + 14 for label in labels]
    x = max(BOARD_SIZE[0] - 20 - sum(widths) + 14, 40 + text_size(title, 18, True)[0])
    for kind, label, w in zip(PAWN_TYPES, labels, widths, strict=True):
        draw_pawn(draw, kind, x + 10, PLAN_Y + PLAN_TITLE_H / 2 + 2, 20, MUTED)
        draw_text(draw, (x + 24, PLAN_Y + PLAN_TITLE_H / 2 + 2), label, 16, MUTED,
                  anchor="lm")
        x += w
    return image
