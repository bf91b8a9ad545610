"""Afternova's board image and private hand image, drawn from views only.

``render_board(view)`` draws the public view (``GAME.view(state, None)``), top to bottom:

* a header with the turn, whose turn it is and what the table waits for (or the winner);
* the three Planets of the row, numbered as the notation names them, each with its two
  skill requirements (one chip per skill icon) and its fragment slots;
* the supply: the fragment bag, the fragment discard by colour, the decks and discards;
* the market: four Hired Paws with their two skills, four Projects with their cost, VP and
  promotion;
* the table talk: the proposal sent (who plays which Paws, who is asked for which skills,
  who accepted, who gets which fragments, stored fragments that change hands; never a
  helper's committed Paws, which the view does not carry), or the Trade under way, the
  fragments to discard, the Projects being completed, the final ranking;
* one row per player in turn order (and the Bot's in the two-player game): hand size,
  storage with its capacity, completed Projects and their promotions, the cards shown to
  the table, and at the end the revealed ship, objective and score.

``render_hand(view)`` draws one seat's view (``GAME.view(state, seat)``): what the seat is
asked to decide, its starship and hidden objective, its score so far, its storage, the
draft it is preparing (before it is sent), what it is asked for, its Hired Paws, its
Projects (marked when its storage pays them now) and its completed Projects.

Fragments are discs in their colour *with their letter* (p g k w o), skills are chips with
their three-letter code, players are told apart by colour, shape and number: colour is never
the only cue. Both images take the players' display names, the drawing's language and the
seats' palette (``render_board(view, names, locale, palette)``, see
:data:`rendering.common.PALETTES`). Renders are pure and deterministic; frames come from a
cached layer per player count, and PNGs are mapped onto a fixed palette learnt once from
made-up views.

One module per part of the picture: ``theme`` (colours and names), ``views`` (what is read
off a view), ``layout`` (where things sit), ``icons`` (fragments, skill chips, badges),
``cards`` (Paws and Projects), ``background`` (the cached static layer), ``header``,
``planets``, ``market`` (the supply and the market), ``deal`` (a proposal or draft),
``talk`` (the table talk and the final ranking), ``players`` (the player and Bot rows),
``board`` and ``hand`` (the two images), ``swatches`` and ``png`` (the fixed palette and the
PNG bytes); ``alt`` says both images in words (their alt text, for screen readers).
"""

from __future__ import annotations

from rendering.afternova.alt import describe_board, describe_hand
from rendering.afternova.background import board_background
from rendering.afternova.board import background_key, board_image, board_regions
from rendering.afternova.cards import (
    draw_mini_card,
    draw_paw_card,
    draw_project_card,
    draw_project_strip,
)
from rendering.afternova.deal import draw_deal
from rendering.afternova.hand import hand_image
from rendering.afternova.icons import (
    draw_fragment,
    draw_fragments,
    draw_slot,
    paw_chip,
    promotion_chip,
    skill_chip,
    skill_chips,
)
from rendering.afternova.layout import (
    HAND_CARD_H,
    HAND_CARD_W,
    HAND_WIDTH,
    HEADER_H,
    PAWS_BOX,
    PLANETS_BOX,
    PLAYERS_Y,
    PROJECTS_BOX,
    ROW_H,
    STORAGE_W,
    STORAGE_X,
    SUPPLY_BOX,
    TALK_BOX,
    TITLE_H,
    WIDTH,
    board_height,
    planet_box,
    planet_fragment_centre,
    player_row_box,
    storage_centre,
)
from rendering.afternova.png import png_palette, render_board, render_hand, seat_styles
from rendering.afternova.theme import (
    BOT_STYLE,
    COLOUR_ORDER,
    FRAGMENT_COLOURS,
    FRAGMENT_EDGE,
    FRAGMENT_INK,
    PROMOTION_COLOUR,
    SKILL_ORDER,
    SKILLS,
)
from rendering.afternova.views import style_of
from rendering.afternova.words import Say

__all__ = [
    "BOT_STYLE",
    "COLOUR_ORDER",
    "FRAGMENT_COLOURS",
    "FRAGMENT_EDGE",
    "FRAGMENT_INK",
    "HAND_CARD_H",
    "HAND_CARD_W",
    "HAND_WIDTH",
    "HEADER_H",
    "PAWS_BOX",
    "PLANETS_BOX",
    "PLAYERS_Y",
    "PROJECTS_BOX",
    "PROMOTION_COLOUR",
    "ROW_H",
    "SKILLS",
    "SKILL_ORDER",
    "STORAGE_W",
    "STORAGE_X",
    "SUPPLY_BOX",
    "TALK_BOX",
    "TITLE_H",
    "WIDTH",
    "Say",
    "background_key",
    "board_background",
    "board_height",
    "board_image",
    "board_regions",
    "describe_board",
    "describe_hand",
    "draw_deal",
    "draw_fragment",
    "draw_fragments",
    "draw_mini_card",
    "draw_paw_card",
    "draw_project_card",
    "draw_project_strip",
    "draw_slot",
    "hand_image",
    "paw_chip",
    "planet_box",
    "planet_fragment_centre",
    "player_row_box",
    "png_palette",
    "promotion_chip",
    "render_board",
    "render_hand",
    "seat_styles",
    "skill_chip",
    "skill_chips",
    "storage_centre",
    "style_of",
]
