"""The public board as a Pillow image: the cached background with the header, the systems,
the player panels, the current box and the planning strip drawn over it.

:func:`board_regions` cuts the same drawing into regions (the header, the map, one row per
player, the current box, the planning strip), each with the part of the view it reads, so
a render redraws only the regions a move changed (:mod:`rendering.regions`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PIL import Image, ImageDraw

from rendering.adastra.background import board_background
from rendering.adastra.current import draw_current
from rendering.adastra.header import current_space, draw_header
from rendering.adastra.layout import BOARD_SIZE, HEADER_H, PANEL_X, PLAN_Y
from rendering.adastra.planning import draw_planning
from rendering.adastra.players import (
    PANEL_BOTTOM,
    PANEL_TOP,
    draw_player,
    draw_players,
    row_height,
)
from rendering.adastra.systems import draw_system, draw_systems, map_rows
from rendering.adastra.views import View, player_styles
from rendering.common import DEFAULT_PALETTE, PlayerStyle
from rendering.regions import Region, key_of

WIDTH, HEIGHT = BOARD_SIZE
HEADER_READS = frozenset({"players", "phase", "round", "outcome", "ending", "current", "planning",
                          "to_act", "prompts"})
CURRENT_READS = frozenset({"players", "current", "bank", "systems", "artifact_deck",
                           "face_down_planets"})


def background_key(view: View, locale: str = "en") -> tuple[Any, ...]:
    """The arguments of :func:`board_background` for a view's board in ``locale`` (one size
    for all)."""
    return (*BOARD_SIZE, locale)


def board_image(view: View, names: Sequence[str] | None = None, locale: str = "en",
                palette: str = DEFAULT_PALETTE) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    styles = player_styles(view, palette)
    image = board_background(*background_key(view, locale))
    draw = ImageDraw.Draw(image)
    draw_header(draw, view, styles, locale, names)
    draw_systems(draw, view, styles, locale)
    draw_players(draw, view, styles, names, locale)
    draw_current(draw, view, styles, locale, names)
    draw_planning(draw, view, styles, locale, names)
    return image


def board_regions(view: View, names: Sequence[str] | None = None, locale: str = "en",
                  palette: str = DEFAULT_PALETTE) -> list[Region]:
    """The regions of :func:`board_image`, each with every part of the view it reads, the
    drawing's language and the players' names where it draws them (the seats' colours are
    :func:`~rendering.regions.compose`'s ``context``)."""
    styles = player_styles(view, palette)
    factions = [p.get("faction") for p in view.get("players", ())]
    current = view.get("current")
    outcome = view.get("outcome")
    who = list(names or ())
    regions = [
        Region((0, 0, WIDTH, HEADER_H),
               key_of("header", locale, who, factions, view.get("phase"), view.get("round"),
                      outcome, view.get("ending"), current, current_space(view),
                      view.get("to_act"), view.get("prompts")),
               lambda draw: draw_header(draw, view, styles, locale, names),
               HEADER_READS),
        Region((PANEL_X, PANEL_BOTTOM, WIDTH, PLAN_Y),
               key_of("current", locale, who, factions, current, view.get("bank"),
                      [(s.get("code"), s.get("name")) for s in view.get("systems", ())],
                      {k: view[k] for k in ("artifact_deck", "face_down_planets") if k in view}),
               lambda draw: draw_current(draw, view, styles, locale, names),
               CURRENT_READS),
        Region((0, PLAN_Y, WIDTH, HEIGHT),
               key_of("planning", locale, who, factions, view.get("planning"), outcome),
               lambda draw: draw_planning(draw, view, styles, locale, names),
               frozenset({"players", "planning", "outcome"})),
    ]
    # The map by rows of systems: a move changes one or two systems, so only their rows
    # redraw (a row, not a cell: pawns reach past a cell's sides, never above or below).
    landing = (current or {}).get("landing")
    for box, codes in map_rows():
        row = [s for s in view.get("systems", ()) if s.get("code") in codes]  # drawing order
        here = landing if landing and landing.get("system") in codes else None
        regions.append(Region(
            box, key_of("systems", locale, factions, row, here),
            partial(_draw_systems, systems=row, landing=here, styles=styles, locale=locale),
            frozenset({"players", "systems", "current"})))
    height = row_height(view)
    ranking = (outcome or {}).get("ranking")
    for i, player in enumerate(view.get("players", ())):
        top = PANEL_TOP + i * height
        regions.append(Region(
            (PANEL_X, top, WIDTH, top + height),
            key_of("player", locale, i, len(factions), factions, player, who, ranking,
                   bool(view.get("trade_open"))),
            partial(_draw_row, view=view, styles=styles, names=names, i=i, locale=locale),
            frozenset({"players", "outcome", "trade_open"})))
    return regions


def _draw_systems(draw: ImageDraw.ImageDraw, *, systems: Sequence[dict[str, Any]],
                  landing: dict[str, Any] | None, styles: Sequence[PlayerStyle],
                  locale: str) -> None:
    for system in systems:
        draw_system(draw, system, landing, styles, locale)


def _draw_row(draw: ImageDraw.ImageDraw, *, view: View, styles: Sequence[PlayerStyle],
              names: Sequence[str] | None, i: int, locale: str) -> None:
    draw_player(draw, view, styles, names, i, locale)
