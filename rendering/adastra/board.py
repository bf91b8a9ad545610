"""The public board as a Pillow image: the cached background with the header, the systems,
the player panels, the current box and the planning strip drawn over it.

:func:`board_regions` cuts the same drawing into regions (the header, the map, one row per
player, the current box, the planning strip), each with the part of the view it reads, so
a render redraws only the regions a move changed (:mod:`rendering.regions`).
"""

from __future__ import annotations

from collections.abc import Sequence

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
from rendering.adastra.systems import draw_systems
from rendering.adastra.views import View, player_styles
from rendering.regions import Region, key_of

WIDTH, HEIGHT = BOARD_SIZE
HEADER_READS = frozenset({"players", "phase", "round", "outcome", "ending", "current", "planning",
                          "to_act", "prompts"})
CURRENT_READS = frozenset({"players", "current", "bank", "systems", "artifact_deck",
                           "face_down_planets"})


def background_key(view: View) -> tuple[int, int]:
    """The arguments of :func:`board_background` for a view's board (one size for all)."""
    return BOARD_SIZE


def board_image(view: View, names: Sequence[str] | None = None) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    styles = player_styles(view)
    image = board_background(*BOARD_SIZE)
    draw = ImageDraw.Draw(image)
    draw_header(draw, view, styles)
    draw_systems(draw, view, styles)
    draw_players(draw, view, styles, names)
    draw_current(draw, view, styles)
    draw_planning(draw, view, styles)
    return image


def board_regions(view: View, names: Sequence[str] | None = None) -> list[Region]:
    """The regions of :func:`board_image`, each with every part of the view it reads."""
    styles = player_styles(view)
    factions = [p.get("faction") for p in view.get("players", ())]
    current = view.get("current")
    outcome = view.get("outcome")
    regions = [
        Region((0, 0, WIDTH, HEADER_H),
               key_of("header", factions, view.get("phase"), view.get("round"), outcome,
                      view.get("ending"), current, current_space(view), view.get("to_act"),
                      view.get("prompts")),
               lambda draw: draw_header(draw, view, styles),
               HEADER_READS),
        Region((0, HEADER_H, PANEL_X, PLAN_Y),
               key_of("map", factions, view.get("systems"),
                      (current or {}).get("landing")),
               lambda draw: draw_systems(draw, view, styles),
               frozenset({"players", "systems", "current"})),
        Region((PANEL_X, PANEL_BOTTOM, WIDTH, PLAN_Y),
               key_of("current", factions, current, view.get("bank"),
                      [(s.get("code"), s.get("name")) for s in view.get("systems", ())],
                      {k: view[k] for k in ("artifact_deck", "face_down_planets") if k in view}),
               lambda draw: draw_current(draw, view, styles),
               CURRENT_READS),
        Region((0, PLAN_Y, WIDTH, HEIGHT),
               key_of("planning", factions, view.get("planning"), outcome),
               lambda draw: draw_planning(draw, view, styles),
               frozenset({"players", "planning", "outcome"})),
    ]
    height = row_height(view)
    ranking = (outcome or {}).get("ranking")
    for i, player in enumerate(view.get("players", ())):
        top = PANEL_TOP + i * height
        regions.append(Region(
            (PANEL_X, top, WIDTH, top + height),
            key_of("player", i, len(factions), factions, player, list(names or ()), ranking,
                   bool(view.get("trade_open"))),
            lambda draw, i=i: draw_player(draw, view, styles, names, i),
            frozenset({"players", "outcome", "trade_open"})))
    return regions
