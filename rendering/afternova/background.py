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
from rendering.afternova.words import Say, fit
from rendering.common import draw_text, hex_rgb, layer_cache


def _panel(draw: Draw, box: Box, title: str, note: str = "", room: int = 0) -> None:
    """A panel's frame, its title, and a note on the right of its title strip (in the
    ``room`` pixels the panel leaves it, when given)."""
    rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
    draw_text(draw, (box[0] + 12, box[1] + TITLE_H / 2 + 1), title, 17, MUTED, anchor="lm",
              bold=True)
    if note:
        text, size = fit(note, room or box[2] - box[0] - 24, 13, 9)
        draw_text(draw, (box[2] - 12, box[1] + TITLE_H / 2 + 1), text, size, DIM, anchor="rm")


@layer_cache(maxsize=16)
def board_background(rows: int, height: int, locale: str = "en") -> Image.Image:
    """Frames and titles of the board for ``rows`` player rows, in ``locale`` (built once
    per count and language)."""
    say = Say.of(locale)
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H), fill=hex_rgb("#141b31"))
    draw.line((0, HEADER_H, WIDTH, HEADER_H), fill=CARD_LINE, width=1)
    draw_text(draw, (14, 10), "AFTERNOVA", 15, MUTED, bold=True)
    # The planets' note leaves room for the decks drawn after the title (planets.py).
    _panel(draw, PLANETS_BOX, say("draw.planets"), say("draw.planets_note"), room=370)
    _panel(draw, SUPPLY_BOX, say("draw.supply"))
    _panel(draw, PAWS_BOX, say("draw.market_paws"), "take H<n>")
    _panel(draw, PROJECTS_BOX, say("draw.market_projects"), "take P<n>")
    rounded(draw, TALK_BOX, PANEL_BG, CARD_LINE, 1, 10)
    for i in range(rows):
        y0 = PLAYERS_Y + i * ROW_H
        rounded(draw, (6, y0, WIDTH - 6, y0 + ROW_H - 4), ROW_BG, CARD_LINE, 1, 10)
    return image
