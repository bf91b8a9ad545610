"""Ad Astra's board image and private hand image, drawn from views only.

``render_board(view, names, locale, palette)`` draws the public view (``GAME.view(state,
None)``): the nine systems with their planets and pawns, each player's public counts and
score (with their display name beside their faction), the planning board and what is being
decided. ``render_hand(view, names, locale, palette)`` draws a seat's view
(``GAME.view(state, seat)``): its resources, action cards, artifacts, known planets and its
face-down planned cards. Every label is drawn in ``locale`` (en, es, fr) from the game's
catalogue, and the seats in ``palette``'s colours (:data:`rendering.common.PALETTES`).

Nothing is drawn that the view does not carry: a face-down planet is a "?" because the
public view has no kind for it, so no secret can reach a public image. Renders are pure and
deterministic (same view, same bytes) and take tens of milliseconds; the parts that never
change within a game (frames, titles, legend) come from a cached layer.

One module per part of the picture: ``theme`` (colours), ``layout`` (where things
sit), ``views`` (what is read off a view, and the words), ``icons`` (pawns, stars, resource chips),
``background`` (the cached static layer), ``systems`` (the map), ``header``, ``players``
(the player panels), ``current`` (what is being resolved, the bank), ``cards`` and
``planning`` (the planning strip), ``board`` and ``hand`` (the two images), ``swatches``
and ``png`` (the fixed palette and the PNG bytes); ``alt`` says both images in words
(their alt text, for screen readers).
"""

from __future__ import annotations

from rendering.adastra.alt import describe_board, describe_hand
from rendering.adastra.background import board_background
from rendering.adastra.board import background_key, board_image, board_regions
from rendering.adastra.cards import draw_card
from rendering.adastra.hand import hand_image
from rendering.adastra.icons import draw_pawn
from rendering.adastra.layout import (
    BOARD_SIZE,
    HAND_WIDTH,
    MAP_BOTTOM,
    MAP_Y,
    PANEL_X,
    PLAN_Y,
    PLANET_R,
    SYSTEM_CELLS,
    SYSTEM_ORDER,
    planet_centre,
    system_box,
)
from rendering.adastra.png import png_palette, render_board, render_hand, seat_styles
from rendering.adastra.theme import (
    ALIEN_INK,
    FACE_DOWN,
    PLANET_COLOURS,
    RESOURCE_LETTERS,
)

__all__ = ["ALIEN_INK", "BOARD_SIZE", "FACE_DOWN", "HAND_WIDTH", "MAP_BOTTOM", "MAP_Y",
           "PANEL_X", "PLANET_COLOURS", "PLANET_R", "PLAN_Y", "RESOURCE_LETTERS",
           "SYSTEM_CELLS", "SYSTEM_ORDER",
           "background_key", "board_background", "board_image", "board_regions",
           "describe_board", "describe_hand", "draw_card", "draw_pawn", "hand_image",
           "planet_centre", "png_palette", "render_board", "render_hand", "seat_styles",
           "system_box"]
