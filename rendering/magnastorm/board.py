"""The public board image: the background layer with every part drawn on top.

:func:`board_regions` cuts the same drawing into regions (the header, the planet, the income
track, the players, the action board, the research board), each keyed by the fields of the
view it reads, so a render redraws only what a move changed (:mod:`rendering.regions`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image, ImageDraw

from rendering.common import DEFAULT_PALETTE
from rendering.magnastorm.action import draw_action_board
from rendering.magnastorm.background import board_background
from rendering.magnastorm.header import draw_header, header_seats
from rendering.magnastorm.layout import (
    ACTION_BOX,
    BOARD_SIZE,
    INCOME_BOX,
    MAP_BOX,
    PLAYERS_BOX,
    RESEARCH_BOX,
)
from rendering.magnastorm.planet import draw_map
from rendering.magnastorm.players import (
    commander_names,
    draw_income,
    draw_player,
    draw_players,
    row_span,
    turn_order,
)
from rendering.magnastorm.research import draw_research
from rendering.magnastorm.views import View, all_styles
from rendering.magnastorm.words import Say
from rendering.regions import Region, region

WIDTH, HEIGHT = BOARD_SIZE
LEFT = ACTION_BOX[0] + 3  # between the map's sector labels and the action board


def background_key(view: View, locale: str = "en",
                   palette: str = DEFAULT_PALETTE) -> tuple[int, int, int, str, str]:
    """The arguments of :func:`board_background` for a view's board (its map side) in a
    language and a palette (its legend shows the federations' cubes)."""
    side = int((view.get("board") or {}).get("side", 3))
    return BOARD_SIZE[0], BOARD_SIZE[1], 4 if side == 4 else 3, locale or "en", palette


def board_image(view: View, names: Sequence[str] | None = None, locale: str = "en",
                palette: str = DEFAULT_PALETTE) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    styles = all_styles(view, palette)
    say = Say.of(locale, names, palette)
    image = board_background(*background_key(view, say.locale, palette))
    draw = ImageDraw.Draw(image)
    draw_header(draw, view, styles, say)
    draw_map(draw, view, styles, say)
    draw_income(draw, view, say)
    draw_players(draw, view, styles, say)
    draw_action_board(draw, view, styles, say)
    draw_research(draw, view, styles, say)
    return image


def board_regions(view: View, names: Sequence[str] | None = None, locale: str = "en",
                  palette: str = DEFAULT_PALETTE) -> list[Region]:
    """The regions of :func:`board_image`, each with the fields of the view it reads; every
    key holds the language and the display names its region draws (the palette is
    :func:`~rendering.regions.compose`'s ``context``)."""
    styles = all_styles(view, palette)
    say = Say.of(locale, names, palette)
    top = MAP_BOX[1] - 2
    between = (MAP_BOX[3] + INCOME_BOX[1]) // 2, (INCOME_BOX[3] + PLAYERS_BOX[1]) // 2
    right = RESEARCH_BOX[1] + 8  # the action board's last row reaches past its box
    players = view.get("players") or []
    regions = [
        region((0, 0, WIDTH, top), "header", view,
               ("players", "phase", "round", "goal", "to_act", "prompts", "outcome",
                "end_triggered", "last_round"),
               lambda draw: draw_header(draw, view, styles, say), styles, say.locale,
               [say.name(s) for s in header_seats(view)]),
        region((0, top, LEFT, between[0]), "map", view,
               ("board", "round", "last_round", "to_act"),
               lambda draw: draw_map(draw, view, styles, say), styles, say.locale),
        region((0, between[0], LEFT, between[1]), "income", view, ("bag", "board"),
               lambda draw: draw_income(draw, view, say), say.locale),
        region((LEFT, top, WIDTH, right), "action", view, ("players", "action_board"),
               lambda draw: draw_action_board(draw, view, styles, say), styles,
               [p.get("colour") for p in players], say.locale, whole=("action_board",)),
        region((LEFT, right, WIDTH, HEIGHT), "research", view, ("players", "research_board"),
               lambda draw: draw_research(draw, view, styles, say), styles,
               [(p.get("seat"), p.get("research")) for p in players], say.locale,
               whole=("research_board",)),
    ]
    # One region per row of the players' panel: the row's player, whether they act, hold
    # the first player token, their commanders' names; the cubes follow the seats' colours.
    acting = {s for s in view.get("to_act", ()) if isinstance(s, int)}
    holder = int((view.get("action_board") or {}).get("first_token", {}).get("holder", -1))
    commanders = commander_names(view)
    order = turn_order(view)
    for i, seat in enumerate(order):
        row_top, row_bottom, _ = row_span(view, i)
        player = players[seat] if seat < len(players) else None
        regions.append(region(
            (0, int(row_top) - 1, LEFT, int(row_bottom) + 3), "player", view,
            ("players", "to_act", "turn_order", "action_board", "goal", "research_board"),
            functools.partial(draw_player, view=view, styles=styles, i=i, say=say), styles, i,
            len(order),
            seat, player, seat in acting, seat == holder, [p.get("colour") for p in players],
            [commanders.get(str(k)) for k in (player or {}).get("commanders", ())],
            say.locale, say.name(seat), whole=("goal",)))
    return regions
