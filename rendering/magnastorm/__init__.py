"""Magnastorm's board image and private hand image, drawn from views only.

``render_board(view, names, locale, palette)`` draws the public view (``GAME.view(state,
None)``) in the language ``locale`` with the players' display names ``names`` (by seat) and
the seats in ``palette``'s colours (:data:`rendering.common.PALETTES`): the planet with
its six sectors (storm or quiet), the map spaces coloured by research area with their
numbers, turtle labs in their owners' colours and shapes, transmitter stations, scout
runners and the centre tile with the round; the lab income of the quiet sectors; the action
board (commanders with their takeover price, the upper panel's crew, the lower panel's
rows, bonuses and crew, the first player token); the research board (tracks with every
player's marker, research commanders, the four objectives with their reputation ladders);
and every player's name, colour, reputation, cubes and pieces left, in turn order.

``render_hand(view, names, locale, palette)`` draws one seat's view (``GAME.view(state, seat)``):
its cubes, player board (lab and station slots with their costs), research levels, what
each commander would cost it to take over now, the powers of its commanders, and its
private artifact cards.

The layout is fixed (1200x1000), so the bot and tests can point at a space
(:func:`space_centre`). Renders are pure and deterministic; the frames and titles come from
a cached layer and the PNG is mapped onto a fixed palette learnt once from sample views.

Every word comes from the game's catalogue (``games/magnastorm/locales/``) through
``words``, which also names the seats.

One module per part of the picture: ``theme`` (colours and names), ``layout`` (the fixed
boxes and the map geometry), ``views`` (what is read off a view), ``words`` (what the
picture says, in its language), ``icons`` (cubes and
bonuses), ``background`` (the cached static layer), ``header``, ``planet`` (the map),
``players`` (lab income and the player panels), ``action`` (the action board),
``research`` (the research board), ``board`` and ``hand`` (the two images), ``swatches``
and ``png`` (the fixed palette and the PNG bytes); ``alt`` says both images in words
(their alt text, for screen readers).
"""

from __future__ import annotations

from rendering.magnastorm.alt import describe_board, describe_hand
from rendering.magnastorm.background import board_background
from rendering.magnastorm.board import background_key, board_image, board_regions
from rendering.magnastorm.hand import hand_image, takeover_prices
from rendering.magnastorm.layout import (
    ACTION_BOX,
    BOARD_SIZE,
    HAND_WIDTH,
    HEADER_H,
    MAP_R,
    PLAYERS_BOX,
    RESEARCH_BOX,
    polar_px,
    sector_angle,
    space_centre,
    transmitter_centre,
)
from rendering.magnastorm.png import png_palette, render_board, render_hand, seat_styles
from rendering.magnastorm.theme import (
    CUBE_COLOURS,
    FEDERATIONS,
    QUIET_EDGE,
    RESEARCH_COLOURS,
    STORM_EDGE,
    cube_colours,
)
from rendering.magnastorm.views import style_of

__all__ = ["ACTION_BOX", "BOARD_SIZE", "CUBE_COLOURS", "FEDERATIONS", "HAND_WIDTH", "HEADER_H",
           "MAP_R", "PLAYERS_BOX", "QUIET_EDGE", "RESEARCH_BOX", "RESEARCH_COLOURS",
           "STORM_EDGE", "background_key", "board_background", "board_image", "board_regions",
           "cube_colours", "describe_board", "describe_hand", "hand_image", "png_palette",
           "polar_px", "render_board", "render_hand", "seat_styles", "sector_angle",
           "space_centre", "style_of", "takeover_prices", "transmitter_centre"]
