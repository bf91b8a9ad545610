"""The PNGs the bot posts: every image is mapped onto one fixed palette per seat palette,
learnt once from the swatch views drawn in it, so a render is fast and a change in one
corner cannot shift colours elsewhere.
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
from rendering.afternova.views import has_bot, players_of, style_of
from rendering.afternova.words import Say
from rendering.common import DEFAULT_PALETTE, PlayerStyle, check_palette, encode_png, make_palette
from rendering.regions import compose


@functools.lru_cache(maxsize=4)
def png_palette(palette: str = DEFAULT_PALETTE) -> Image.Image:
    """The fixed 256-colour palette every Afternova PNG in the seat palette ``palette`` is
    mapped onto (built once per seat palette)."""
    six, two = swatch_view(6, "answer"), swatch_view(2, "over")
    three = dict(swatch_view(3, "trade"), trade={"taken": 1, "allowed": 3, "cleared": "paws"})
    check_palette(palette)
    return make_palette(board_image(six, palette=palette), board_image(two, palette=palette),
                        board_image(three, palette=palette),
                        hand_image(six, Say.of(palette=palette)))


def render_board(view: View, names: Sequence[str] | None = None, locale: str = "en",
                 palette: str = DEFAULT_PALETTE) -> bytes:
    """PNG of the public board, 1200 px wide (height by player count), from
    ``GAME.view(state, None)``, drawn in ``locale`` with ``names[i]`` beside seat i, the
    seats in ``palette``'s colours."""
    layer = background_key(view, locale)
    board = compose(f"afternova-{check_palette(palette)}", board_background.shared(*layer),
                    png_palette(palette), board_regions(view, names, locale, palette),
                    context=(palette,), layer=layer)
    return encode_png(board)


def render_hand(view: View, names: Sequence[str] | None = None, locale: str = "en",
                palette: str = DEFAULT_PALETTE) -> bytes:
    """PNG of one seat's private view (``GAME.view(state, seat)``), 1000 px wide, in
    ``locale`` and ``palette``; its height follows the number of cards in hand. To be shown
    to that seat alone. ``names``: the players' display names by seat, as the board draws
    them (the hand names the seat, whoever asks it for help and whom the table waits for)."""
    return encode_png(hand_image(view, Say.of(locale, names, palette)),
                      palette=png_palette(palette))


def seat_styles(view: View, palette: str = DEFAULT_PALETTE) -> list[PlayerStyle]:
    """Each seat's style on the board (colour in ``palette``, shape, number), and the Bot's
    after them when it plays (the index the outcome gives it), for pictures that show the
    seats elsewhere (the score table)."""
    seats = [style_of(int(p.get("seat", i)), palette) for i, p in enumerate(players_of(view))]
    return seats + ([style_of("bot", palette)] if has_bot(view) else [])
