"""The cached static layer of the board: star field, panel frames, board titles and the
legend of space colours and cube kinds in the income strip."""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering.common import BLACK, draw_text, layer_cache
from rendering.magnastorm.icons import draw_cube
from rendering.magnastorm.layout import ACTION_BOX, HEADER_H, INCOME_BOX, PLAYERS_BOX, RESEARCH_BOX
from rendering.magnastorm.theme import BG, DIM, MUTED, PANEL_BG, RESEARCH_COLOURS


@layer_cache(maxsize=4)
def board_background(width: int, height: int, players: int) -> Image.Image:
    """Frames and titles: what does not change during a game of this player count."""
    image = Image.new("RGB", (width, height), BG)
    draw = ImageDraw.Draw(image)
    for i in range(120):  # a fixed, sparse star field
        x = (i * 7919) % width
        y = (i * 104729 // 7) % height
        shade = 60 + (i * 37) % 80
        draw.point((x, y), fill=(shade, shade, shade + 20))
    draw.rectangle((0, 0, width, HEADER_H), fill=PANEL_BG)
    draw.line((0, HEADER_H, width, HEADER_H), fill=DIM, width=1)
    for box in (INCOME_BOX, PLAYERS_BOX, ACTION_BOX, RESEARCH_BOX):
        draw.rounded_rectangle(box, radius=10, fill=PANEL_BG)
    x0, y0, x1, _ = ACTION_BOX
    draw_text(draw, (x0 + 12, y0 + 13), "ACTION BOARD", 17, MUTED, anchor="lm", bold=True)
    draw_text(draw, (x1 - 12, y0 + 13), "take over a commander, or move a crew member down",
              13, DIM, anchor="rm")
    x0, y0, x1, _ = RESEARCH_BOX
    draw_text(draw, (x0 + 12, y0 + 13), "RESEARCH BOARD", 17, MUTED, anchor="lm", bold=True)
    draw_text(draw, (x1 - 12, y0 + 13), "levels 0-12 · bonuses on even levels", 13, DIM,
              anchor="rm")
    # Research-colour legend in the income strip.
    lx = INCOME_BOX[2] - 196
    ly = INCOME_BOX[1] + 14
    draw_text(draw, (lx, ly), "spaces:", 13, MUTED, anchor="lm", bold=True)
    areas = ("green", "red", "blue", "cyan", "white") if players == 4 else (
        "green", "red", "blue", "white")
    x = lx + 56
    for area in areas:
        draw.ellipse((x, ly - 6, x + 12, ly + 6), fill=RESEARCH_COLOURS[area], outline=BLACK)
        x += 16 if area != "white" else 0
    draw_text(draw, (x + 16, ly), "= any", 13, MUTED, anchor="lm")
    draw_cube(draw, lx, ly + 18, 11, "own")
    draw_text(draw, (lx + 15, ly + 24), "= your colour", 13, MUTED, anchor="lm")
    draw_cube(draw, lx + 112, ly + 18, 11, "any")
    draw_text(draw, (lx + 127, ly + 24), "= any player", 13, MUTED, anchor="lm")
    draw_text(draw, (lx, ly + 44), "runner = in white disc · lab = shape", 12, DIM,
              anchor="lm")
    return image
