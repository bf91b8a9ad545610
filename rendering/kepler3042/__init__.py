"""Kepler-3042's board image and private hand image, drawn from views only.

``render_board(view)`` draws the public view (``GAME.view(state, None)``), top to bottom:

* a header with the round counter (1-16), the Progress card of the round with the Medals
  placed on it, and who decides what now (or the final ranking);
* the Milky Way: 22 x 19 hexes, shaded and outlined by zone (Short-Range / Stellar Local
  Group, Mid-Range, Long-Range), every empty Space hex labelled with its name (``F10``) so a
  move can be typed from the picture; Sol with its ring, Sagittarius A*, the 20 Stars (the
  ones unused at this player count dimmed), face-down tiles as ``?``, revealed Planets as
  discs in their type's colour with their number, Mines, Colonial Targets, Starships (rockets)
  and Nation markers in each player's colour *with their seat's number*;
* a legend, the two Leadership Tracks with their reward spaces, the Medals still on them and
  every player's marker;
* one panel per player: score, Medals, Colonial Targets, Starships, the Technology Board's
  five levels, Resources Storage and Clausius' Pit, the Action Cube on the 3x3 Action Board,
  and each Planet card (Earth first) with its cubes, its terraformed state and its VP.

``render_hand(view)`` draws one seat's view (``GAME.view(state, seat)``): its secret
Objective, what it must decide now, its whole Technology Board with every level's cost (the
next purchasable level marked), its Planet cards in full, its Resources and its Action Board
with the Bonus Actions of each row and column.

Both take the players' display names, the drawing's language and the seats' palette
(``render_board(view, names, locale, palette)``, :data:`rendering.common.PALETTES`).

Nothing is drawn that the view does not carry: a face-down tile is a ``?`` because the
public view has no identity for it. Renders are pure and deterministic (same view, same
bytes); the map, frames and legend come from a cached layer per player count.

One module per part of the picture: ``theme`` (colours and names), ``layout`` (where things
sit: the hex map's geometry, the tracks' spaces, the panels' boxes), ``views`` (what is read
off a view), ``icons`` (ships, cubes, medals, planet discs and the other small pieces),
``background`` (the cached static layer: map, legend, printed tracks, frames), ``header``
(round, Progress card, who acts, final ranking), ``tiles`` (the map's changing pieces),
``tracks`` (medals and markers on the Leadership Tracks), ``panels`` (the player panels),
``board`` and ``hand`` (the two images), ``swatches`` and ``png`` (the fixed palette and the
PNG bytes); ``alt`` says both images in words (their alt text, for screen readers).
"""

from __future__ import annotations

from rendering.kepler3042.alt import describe_board, describe_hand
from rendering.kepler3042.background import board_background
from rendering.kepler3042.board import background_key, board_image, board_regions
from rendering.kepler3042.hand import Hand, hand_image
from rendering.kepler3042.layout import (
    HAND_WIDTH,
    HEADER_H,
    WIDTH,
    Layout,
    board_height,
    hex_centre,
    layout,
    panel_box,
    track_space_box,
)
from rendering.kepler3042.png import png_palette, render_board, render_hand, seat_styles
from rendering.kepler3042.theme import (
    ATTENTION,
    FACE_DOWN,
    SOL_FILL,
    TYPE_COLOURS,
    ZONE_FILL,
)

__all__ = ["ATTENTION", "FACE_DOWN", "HAND_WIDTH", "HEADER_H", "SOL_FILL", "TYPE_COLOURS",
           "WIDTH", "ZONE_FILL", "Hand", "Layout", "background_key", "board_background",
           "board_height", "board_image", "board_regions", "describe_board", "describe_hand",
           "hand_image", "hex_centre", "layout",
           "panel_box", "png_palette", "render_board", "render_hand", "seat_styles",
           "track_space_box"]
