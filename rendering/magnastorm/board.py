"""The public board image: the background layer with every part drawn on top."""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering.magnastorm.action import draw_action_board
from rendering.magnastorm.background import board_background
from rendering.magnastorm.header import draw_header
from rendering.magnastorm.layout import BOARD_SIZE
from rendering.magnastorm.planet import draw_map
from rendering.magnastorm.players import draw_income, draw_players
from rendering.magnastorm.research import draw_research
from rendering.magnastorm.views import View, all_styles


def board_image(view: View) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    styles = all_styles(view)
    side = int((view.get("board") or {}).get("side", 3))
    image = board_background(BOARD_SIZE[0], BOARD_SIZE[1], 4 if side == 4 else 3)
    draw = ImageDraw.Draw(image)
    draw_header(draw, view, styles)
    draw_map(draw, view, styles)
    draw_income(draw, view)
    draw_players(draw, view, styles)
    draw_action_board(draw, view, styles)
    draw_research(draw, view, styles)
    return image
