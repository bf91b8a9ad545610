"""The PNGs the bot posts: every image is mapped onto one fixed palette, learnt once from
the swatch views, so a render is fast and a change in one corner cannot shift colours
elsewhere.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image

from rendering.afternova.background import board_background
from rendering.afternova.board import background_key, board_image, board_regions
from rendering.afternova.hand import hand_image
from rendering.afternova.swatches import swatch_view
from rendering.afternova.theme import View
from rendering.afternova.words import Say
from rendering.common import encode_png, make_palette
from rendering.regions import compose


@functools.cache
def png_palette() -> Image.Image:
    """The fixed 256-colour palette every Afternova PNG is mapped onto (built once)."""
    six, two = swatch_view(6, "answer"), swatch_view(2, "over")
    three = dict(swatch_view(3, "trade"), trade={"taken": 1, "allowed": 3, "cleared": "paws"})
    return make_palette(board_image(six), board_image(two), board_image(three),
                        hand_image(six))


def render_board(view: View, names: Sequence[str] | None = None, locale: str = "en") -> bytes:
    """PNG of the public board, 1200 px wide (height by player count), from
    ``GAME.view(state, None)``, drawn in ``locale`` with ``names[i]`` beside seat i."""
    layer = background_key(view, locale)
    board = compose("afternova", board_background.shared(*layer),
                    png_palette(), board_regions(view, names, locale), layer=layer)
    return encode_png(board)


def render_hand(view: View, names: Sequence[str] | None = None, locale: str = "en") -> bytes:
    """PNG of one seat's private view (``GAME.view(state, seat)``), 1000 px wide, in
    ``locale``; its height follows the number of cards in hand. To be shown to that seat
    alone. ``names``: the players' display names by seat, as the board draws them (the hand
    names the seat, whoever asks it for help and whom the table waits for)."""
    return encode_png(hand_image(view, Say.of(locale, names)), palette=png_palette())
