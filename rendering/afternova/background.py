"""The board's static layer: the header strip, the panels' frames and titles and the
player rows' frames, built once per player count and cached.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering.afternova.icons import rounded
from rendering.afternova.layout import (
    HEADER_H,
    PAWS_BOX,
    PLANETS_BOX,
    PLAYERS_Y,
    PROJECTS_BOX,
    ROW_H,
    SUPPLY_BOX,
    TALK_BOX,
    TITLE_H,
    WIDTH,
)
from rendering.afternova.theme import BG, CARD_LINE, DIM, MUTED, PANEL_BG, ROW_BG, Box, Draw
from rendering.common import draw_text, hex_rgb, layer_cache


def _panel(draw: Draw, box: Box, title: str, note: str = "") -> None:
    rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
    draw_text(draw, (box[0] + 12, box[1] + TITLE_H / 2 + 1), title, 17, MUTED, anchor="lm",
              bold=True)
    if note:
        draw_text(draw, (box[2] - 12, box[1] + TITLE_H / 2 + 1), note, 13, DIM, anchor="rm")


@layer_cache(maxsize=16)
def board_background(rows: int, height: int) -> Image.Image:
    """Frames and titles of the board for ``rows`` player rows (built once per count)."""
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H), fill=hex_rgb("#141b31"))
    draw.line((0, HEADER_H, WIDTH, HEADER_H), fill=CARD_LINE, width=1)
    draw_text(draw, (14, 10), "AFTERNOVA", 15, MUTED, bold=True)
    _panel(draw, PLANETS_BOX, "PLANETS", "extract <1-3>: meet both skill requirements")
    _panel(draw, SUPPLY_BOX, "SUPPLY")
    _panel(draw, PAWS_BOX, "MARKET: HIRED PAWS", "take H<n>")
    _panel(draw, PROJECTS_BOX, "MARKET: PROJECTS", "take P<n>")
    rounded(draw, TALK_BOX, PANEL_BG, CARD_LINE, 1, 10)
    for i in range(rows):
        y0 = PLAYERS_Y + i * ROW_H
        rounded(draw, (6, y0, WIDTH - 6, y0 + ROW_H - 4), ROW_BG, CARD_LINE, 1, 10)
    return image
