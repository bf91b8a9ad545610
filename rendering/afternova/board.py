"""The public board as a Pillow image: the cached background with the header, planets,
supply, market, table talk and player rows drawn over it.

:func:`board_regions` cuts the same drawing into regions (the header, the planets, the
supply, the market, the table talk, one row per player and the Bot's), each keyed by the
fields of the view it reads, so a render redraws only what a move changed
(:mod:`rendering.regions`). Every region is also keyed by the image's language, and those
that draw players' names by the names they draw.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from PIL import Image, ImageDraw

from rendering.afternova.background import board_background
from rendering.afternova.header import draw_header
from rendering.afternova.layout import (
    HEADER_H,
    PAWS_BOX,
    PLANETS_BOX,
    SUPPLY_BOX,
    TALK_BOX,
    WIDTH,
    board_height,
    player_row_box,
)
from rendering.afternova.market import draw_market, draw_supply
from rendering.afternova.planets import draw_planets
from rendering.afternova.players import draw_bot_row, draw_player_row
from rendering.afternova.talk import draw_talk
from rendering.afternova.theme import View
from rendering.afternova.views import has_bot, players_of
from rendering.afternova.words import Say
from rendering.common import DEFAULT_PALETTE
from rendering.regions import Region, region


def background_key(view: View, locale: str = "en") -> tuple[int, int, str]:
    """The arguments of :func:`board_background` for a view's board (rows, height and
    language)."""
    return len(players_of(view)) + (1 if has_bot(view) else 0), board_height(view), locale


def board_image(view: View, names: Sequence[str] | None = None, locale: str = "en",
                palette: str = DEFAULT_PALETTE) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    say = Say.of(locale, names, palette)
    image = board_background(*background_key(view, say.locale))
    draw = ImageDraw.Draw(image)
    draw_header(draw, view, say)
    draw_planets(draw, view, say)
    draw_supply(draw, view, say)
    draw_market(draw, view, say)
    draw_talk(draw, view, say)
    for player in players_of(view):
        draw_player_row(draw, view, player, say)
    bot = view.get("bot")
    if bot:
        draw_bot_row(draw, view, bot, say)
    return image


def board_regions(view: View, names: Sequence[str] | None = None, locale: str = "en",
                  palette: str = DEFAULT_PALETTE) -> list[Region]:
    """The regions of :func:`board_image`, each with the fields of the view it reads, and
    keyed by the language and the players' names it draws (the palette is
    :func:`~rendering.regions.compose`'s ``context``)."""
    say = Say.of(locale, names, palette)
    lang = say.locale
    middle = (PLANETS_BOX[2] + SUPPLY_BOX[0]) // 2
    top, market, talk, rows = (HEADER_H + PLANETS_BOX[1]) // 2, PLANETS_BOX[3] + 2, \
        PAWS_BOX[3] + 2, TALK_BOX[3] + 2
    regions = [
        # The header and the table talk name the current player, the winner and the
        # players in a proposal or the final ranking: every name is in their keys.
        region((0, 0, WIDTH, top), "header", view, HEADER_READS,
               lambda draw: draw_header(draw, view, say), lang, say.names),
        region((0, top, middle, market), "planets", view, ("planets", "decks", "discards"),
               lambda draw: draw_planets(draw, view, say), lang),
        region((middle, top, WIDTH, market), "supply", view, ("bag", "discards", "decks"),
               lambda draw: draw_supply(draw, view, say), lang),
        region((0, market, WIDTH, talk), "market", view, ("market", "decks", "trade"),
               lambda draw: draw_market(draw, view, say), lang),
        region((0, talk, WIDTH, rows), "talk", view, TALK_READS,
               lambda draw: draw_talk(draw, view, say), lang, say.names),
    ]
    for player in players_of(view):
        seat = int(player.get("seat", 0))
        x0, y0, x1, y1 = player_row_box(view, seat)
        regions.append(region(
            (0, y0, WIDTH, y1 + 4), "player", view, PLAYER_READS,
            partial(_player_row, view=view, player=player, say=say), player,
            (x0, y0, x1, y1), lang, say.name_of(seat), whole=PLAYER_READS[1:]))
    bot = view.get("bot")
    if bot:
        x0, y0, x1, y1 = player_row_box(view, "bot")
        regions.append(region((0, y0, WIDTH, y1 + 4), "bot", view, BOT_READS,
                              lambda draw: draw_bot_row(draw, view, bot, say), lang))
    return regions


def _player_row(draw: ImageDraw.ImageDraw, *, view: View, player: Mapping[str, Any],
                say: Say) -> None:
    draw_player_row(draw, view, player, say)


HEADER_READS = ("phase", "turn", "current", "final", "final_turn", "prompt")
TALK_READS = ("proposal", "trade", "current", "phase", "players", "to_act", "final",
              "proposals_this_turn", "order", "bot", "planets")
PLAYER_READS = ("players", "to_act", "optional", "current", "proposal", "order")
BOT_READS = ("bot", "current", "phase", "order")
