"""The PNGs the bot posts: every image is mapped onto one fixed palette per seat palette,
learnt once from the swatch views drawn in it, so a render is fast and a change in one
corner cannot shift colours elsewhere.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image

from rendering.common import DEFAULT_PALETTE, PlayerStyle, check_palette, encode_png, make_palette
from rendering.kepler3042.background import board_background
from rendering.kepler3042.board import background_key, board_image, board_regions
from rendering.kepler3042.hand import hand_image
from rendering.kepler3042.swatches import swatch_views
from rendering.kepler3042.views import View, player_styles
from rendering.regions import compose


@functools.lru_cache(maxsize=4)
def png_palette(palette: str = DEFAULT_PALETTE) -> Image.Image:
    """The fixed 256-colour palette every Kepler-3042 PNG in the seat palette ``palette``
    is mapped onto (built once per seat palette)."""
    play, over, hand = swatch_views()
    return make_palette(board_image(play, palette=check_palette(palette)),
                        board_image(over, palette=palette), hand_image(hand, palette=palette))


def render_board(view: View, names: Sequence[str] | None = None, locale: str = "en",
                 palette: str = DEFAULT_PALETTE) -> bytes:
    """PNG of the public board, 1200 px wide (about 1550 px tall with 2 players, 1850 with
    3-4), from ``GAME.view(state, None)``, every label in ``locale`` and each seat's display
    name (``names[seat]``, else "Player N") beside its colour, in ``palette``. Only the
    regions the view changed since they were last drawn are drawn again; the picture is
    :func:`board_image`'s, pixel for pixel (:mod:`rendering.regions`)."""
    layer = background_key(view, locale)
    board = compose(f"kepler3042-{check_palette(palette)}", board_background.shared(*layer),
                    png_palette(palette), board_regions(view, names, locale, palette),
                    context=(locale, tuple(names or ()), palette), layer=layer)
    return encode_png(board)


def render_hand(view: View, names: Sequence[str] | None = None, locale: str = "en",
                palette: str = DEFAULT_PALETTE) -> bytes:
    """PNG of one seat's view (``GAME.view(state, seat)``), 1000 px wide, in ``locale`` and
    ``palette``. It shows that seat's secret Objective, so it is for that seat alone.
    ``names``: the players' display names by seat, as the board draws them (the hand names
    the seat and whom the table waits for)."""
    return encode_png(hand_image(view, locale, names, palette), palette=png_palette(palette))


def seat_styles(view: View, palette: str = DEFAULT_PALETTE) -> list[PlayerStyle]:
    """Each seat's style on the board (colour in ``palette``, shape, number), for pictures
    that show the seats elsewhere (the score table)."""
    return player_styles(view, palette)
