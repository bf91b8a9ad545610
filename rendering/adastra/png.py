"""The PNGs the bot posts: every image is mapped onto one fixed palette, learnt once from the
swatch views, so a render is fast and a change in one corner cannot shift colours elsewhere.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image

from rendering.adastra.background import board_background
from rendering.adastra.board import background_key, board_image, board_regions
from rendering.adastra.hand import hand_image
from rendering.adastra.swatches import swatch_views
from rendering.adastra.views import View
from rendering.common import encode_png, make_palette
from rendering.regions import compose


@functools.lru_cache(maxsize=1)
def png_palette() -> Image.Image:
    """The fixed 256-colour palette every Ad Astra PNG is mapped onto (built once)."""
    action, over, hand = swatch_views()
    return make_palette(board_image(action), board_image(over), hand_image(hand))


def render_board(view: View, names: Sequence[str] | None = None, locale: str = "en") -> bytes:
    """PNG of the public board, 1200x900, from ``GAME.view(state, None)``, every label in
    ``locale`` (en, es, fr).

    ``names`` optionally gives each seat's display name (shown after its faction, and for
    whoever is named in the header, the current box and the final scores). Only the
    regions the view changed since they were last drawn are drawn again; the picture is
    :func:`board_image`'s, pixel for pixel (:mod:`rendering.regions`). Each language has a
    background of its own (the systems' names, the legend), kept under its own name.
    """
    layer = background_key(view, locale)
    name = "adastra" if locale == "en" else f"adastra-{locale}"
    board = compose(name, board_background.shared(*layer), png_palette(),
                    board_regions(view, names, locale), context=(locale, tuple(names or ())),
                    layer=layer)
    return encode_png(board)


def render_hand(view: View, names: Sequence[str] | None = None, locale: str = "en") -> bytes:
    """PNG of one seat's private view (``GAME.view(state, seat)``), 1000 px wide, in
    ``locale``; its height follows the content. Only ``view["private"]`` and the seat's own
    public row are drawn, so it is to be shown to that seat alone. ``names`` (the players'
    display names, which every game's hand takes) are not drawn: this hand names no seat
    but its own faction."""
    return encode_png(hand_image(view, locale), palette=png_palette())
