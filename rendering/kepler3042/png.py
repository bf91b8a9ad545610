"""The PNGs the bot posts: every image is mapped onto one fixed palette, learnt once from the
swatch views, so a render is fast and a change in one corner cannot shift colours elsewhere.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image

from rendering.common import encode_png, make_palette
from rendering.kepler3042.background import board_background
from rendering.kepler3042.board import background_key, board_image, board_regions
from rendering.kepler3042.hand import hand_image
from rendering.kepler3042.swatches import swatch_views
from rendering.kepler3042.views import View
from rendering.regions import compose


@functools.lru_cache(maxsize=1)
def png_palette() -> Image.Image:
    """The fixed 256-colour palette every Kepler-3042 PNG is mapped onto (built once)."""
    play, over, hand = swatch_views()
    return make_palette(board_image(play), board_image(over), hand_image(hand))


def render_board(view: View, names: Sequence[str] | None = None, locale: str = "en") -> bytes:
    """PNG of the public board, 1200 px wide (about 1550 px tall with 2 players, 1850 with
    3-4), from ``GAME.view(state, None)``, every label in ``locale`` and each seat's display
    name (``names[seat]``, else "Player N") beside its colour. Only the regions the view
    changed since they were last drawn are drawn again; the picture is :func:`board_image`'s,
    pixel for pixel (:mod:`rendering.regions`)."""
    layer = background_key(view, locale)
    board = compose("kepler3042", board_background.shared(*layer),
                    png_palette(), board_regions(view, names, locale),
                    context=(locale, tuple(names or ())), layer=layer)
    return encode_png(board)


def render_hand(view: View, names: Sequence[str] | None = None, locale: str = "en") -> bytes:
    """PNG of one seat's view (``GAME.view(state, seat)``), 1000 px wide, in ``locale``. It
    shows that seat's secret Objective, so it is for that seat alone. ``names``: the
    players' display names by seat, as the board draws them (the hand names the seat and
    whom the table waits for)."""
    return encode_png(hand_image(view, locale, names), palette=png_palette())
