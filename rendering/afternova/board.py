"""The public board as a Pillow image: the cached background with the header, planets,
supply, market, table talk and player rows drawn over it.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering.afternova.background import board_background
from rendering.afternova.header import draw_header
from rendering.afternova.layout import board_height
from rendering.afternova.market import draw_market, draw_supply
from rendering.afternova.planets import draw_planets
from rendering.afternova.players import draw_bot_row, draw_player_row
from rendering.afternova.talk import draw_talk
from rendering.afternova.theme import View
from rendering.afternova.views import has_bot, players_of


def board_image(view: View) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    rows = len(players_of(view)) + (1 if has_bot(view) else 0)
    image = board_background(rows, board_height(view))
    draw = ImageDraw.Draw(image)
    draw_header(draw, view)
    draw_planets(draw, view)
    draw_supply(draw, view)
    draw_market(draw, view)
    draw_talk(draw, view)
    for player in players_of(view):
        draw_player_row(draw, view, player)
    bot = view.get("bot")
    if bot:
        draw_bot_row(draw, view, bot)
    return image
