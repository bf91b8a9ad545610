"""The PNGs the bot posts: every image is mapped onto one fixed palette, learnt once from the
swatch views, so a render is fast and a change in one corner cannot shift colours elsewhere.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image

from rendering.common import encode_png, make_palette
from rendering.magnastorm.background import board_background
from rendering.magnastorm.board import background_key, board_image, board_regions
from rendering.magnastorm.hand import hand_image
from rendering.magnastorm.swatches import swatch_view
from rendering.magnastorm.views import View
from rendering.regions import compose


@functools.lru_cache(maxsize=1)
def png_palette() -> Image.Image:
    """The fixed 256-colour palette every Magnastorm PNG is mapped onto (built once)."""
    three, four = swatch_view(3), swatch_view(4)
    over = dict(four, phase="over", outcome={"ranking": [[3], [2], [1], [0]],
                                             "scores": [5, 11, 17, 23], "reason": "round 4",
                                             "artifacts_earned": {}})
    return make_palette(board_image(three), board_image(four), board_image(over),
                        hand_image(four))


def render_board(view: View, names: Sequence[str] | None = None, locale: str = "en") -> bytes:
    """PNG of the public board, 1200x1000, from ``GAME.view(state, None)``. Only the
    regions the view changed since they were last drawn are drawn again; the picture is
    :func:`board_image`'s, pixel for pixel (:mod:`rendering.regions`)."""
    layer = background_key(view, locale)
    board = compose("magnastorm", board_background.shared(*layer),
                    png_palette(), board_regions(view, names, locale), layer=layer)
    return encode_png(board)


def render_hand(view: View, names: Sequence[str] | None = None, locale: str = "en") -> bytes:
    """PNG of one seat's private view (``GAME.view(state, seat)``), 1000 px wide; its
    height follows the number of commanders and artifact cards. To be shown to that seat
    alone. ``names``: the players' display names by seat, as the board draws them (the
    hand names whom the table waits for)."""
    return encode_png(hand_image(view, locale, names), palette=png_palette())
