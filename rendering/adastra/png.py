"""The PNGs the bot posts: every image is mapped onto one fixed palette per seat palette,
learnt once from the swatch views drawn in it, so a render is fast and a change in one
corner cannot shift colours elsewhere.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image

from rendering.adastra.background import board_background
from rendering.adastra.board import background_key, board_image, board_regions
from rendering.adastra.hand import hand_image
from rendering.adastra.swatches import swatch_views
from rendering.adastra.views import View, player_styles
from rendering.common import DEFAULT_PALETTE, PlayerStyle, check_palette, encode_png, make_palette
from rendering.regions import compose


@functools.lru_cache(maxsize=4)
def png_palette(palette: str = DEFAULT_PALETTE) -> Image.Image:
    """The fixed 256-colour palette every Ad Astra PNG in the seat palette ``palette`` is
    mapped onto (built once per seat palette)."""
    action, over, hand = swatch_views()
    return make_palette(board_image(action, palette=check_palette(palette)),
                        board_image(over, palette=palette), hand_image(hand, palette=palette))


def render_board(view: View, names: Sequence[str] | None = None, locale: str = "en",
                 palette: str = DEFAULT_PALETTE) -> bytes:
    """PNG of the public board, 1200x900, from ``GAME.view(state, None)``, every label in
    ``locale`` (en, es, fr), the seats in ``palette``'s colours.

    ``names`` optionally gives each seat's display name (shown after its faction, and for
    whoever is named in the header, the current box and the final scores). Only the
    regions the view changed since they were last drawn are drawn again; the picture is
    :func:`board_image`'s, pixel for pixel (:mod:`rendering.regions`). Each language and
    each palette has tiles of its own, kept under its own name.
    """
    layer = background_key(view, locale)
    name = f"adastra-{locale}-{check_palette(palette)}"
    board = compose(name, board_background.shared(*layer), png_palette(palette),
                    board_regions(view, names, locale, palette),
                    context=(locale, tuple(names or ()), palette), layer=layer)
    return encode_png(board)


def render_hand(view: View, names: Sequence[str] | None = None, locale: str = "en",
                palette: str = DEFAULT_PALETTE) -> bytes:
    """PNG of one seat's private view (``GAME.view(state, seat)``), 1000 px wide, in
    ``locale`` and ``palette``; its height follows the content. Only ``view["private"]`` and
    the seat's own public row are drawn, so it is to be shown to that seat alone. ``names``
    (the players' display names, which every game's hand takes) are not drawn: this hand
    names no seat but its own faction."""
    return encode_png(hand_image(view, locale, palette), palette=png_palette(palette))


def seat_styles(view: View, palette: str = DEFAULT_PALETTE) -> list[PlayerStyle]:
    """Each seat's style on the board (its faction's colour in ``palette``, its shape and
    its number), for pictures that show the seats elsewhere (the score table)."""
    return player_styles(view, palette)
