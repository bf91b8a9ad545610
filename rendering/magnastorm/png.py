"""The PNGs the bot posts: every image is mapped onto one fixed palette per seat palette,
learnt once from the swatch views drawn in it, so a render is fast and a change in one
corner cannot shift colours elsewhere.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image

from rendering.common import DEFAULT_PALETTE, PlayerStyle, check_palette, encode_png, make_palette
from rendering.magnastorm.background import board_background
from rendering.magnastorm.board import background_key, board_image, board_regions
from rendering.magnastorm.hand import hand_image
from rendering.magnastorm.swatches import swatch_view
from rendering.magnastorm.views import View, all_styles
from rendering.regions import compose


@functools.lru_cache(maxsize=4)
def png_palette(palette: str = DEFAULT_PALETTE) -> Image.Image:
    """The fixed 256-colour palette every Magnastorm PNG in the seat palette ``palette`` is
    mapped onto (built once per seat palette)."""
    three, four = swatch_view(3), swatch_view(4)
    over = dict(four, phase="over", outcome={"ranking": [[3], [2], [1], [0]],
                                             "scores": [5, 11, 17, 23], "reason": "round 4",
                                             "artifacts_earned": {}})
    check_palette(palette)
    return make_palette(board_image(three, palette=palette), board_image(four, palette=palette),
                        board_image(over, palette=palette), hand_image(four, palette=palette))


def render_board(view: View, names: Sequence[str] | None = None, locale: str = "en",
                 palette: str = DEFAULT_PALETTE) -> bytes:
    """PNG of the public board, 1200x1000, from ``GAME.view(state, None)``, in ``locale``
    and ``palette``. Only the regions the view changed since they were last drawn are drawn
    again; the picture is :func:`board_image`'s, pixel for pixel (:mod:`rendering.regions`)."""
    layer = background_key(view, locale, palette)
    board = compose(f"magnastorm-{check_palette(palette)}", board_background.shared(*layer),
                    png_palette(palette), board_regions(view, names, locale, palette),
                    context=(palette,), layer=layer)
    return encode_png(board)


def render_hand(view: View, names: Sequence[str] | None = None, locale: str = "en",
                palette: str = DEFAULT_PALETTE) -> bytes:
    """PNG of one seat's private view (``GAME.view(state, seat)``), 1000 px wide, in
    ``locale`` and ``palette``; its height follows the number of commanders and artifact
    cards. To be shown to that seat alone. ``names``: the players' display names by seat, as
    the board draws them (the hand names whom the table waits for)."""
    return encode_png(hand_image(view, locale, names, palette), palette=png_palette(palette))


def seat_styles(view: View, palette: str = DEFAULT_PALETTE) -> list[PlayerStyle]:
    """Each seat's style on the board (its federation's colour in ``palette``, its shape and
    the seat's number), for pictures that show the seats elsewhere (the score table)."""
    return all_styles(view, palette)
