"""The public board as a Pillow image: the cached background with the header, the map's
pieces, the tracks and the player panels drawn over it.

:func:`board_regions` cuts the same drawing into regions (the header, the map, the tracks,
one panel per player), each keyed by the fields of the view it reads, the drawing language
and the display names it draws, so a render redraws only what a move changed
(:mod:`rendering.regions`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PIL import Image, ImageDraw

from rendering.common import DEFAULT_PALETTE, PlayerStyle
from rendering.kepler3042.background import board_background, map_key
from rendering.kepler3042.header import draw_header
from rendering.kepler3042.layout import HEADER_H, WIDTH, Layout, layout_of, panel_box
from rendering.kepler3042.panels import draw_panel, draw_panels
from rendering.kepler3042.tiles import draw_tiles
from rendering.kepler3042.tracks import draw_tracks
from rendering.kepler3042.views import Names, View, names_key, player_styles, seat_name
from rendering.regions import Region, region


def background_key(view: View, locale: str = "en") -> tuple[Any, ...]:
    """The arguments of :func:`board_background` for a view's board in ``locale``."""
    return map_key(view, locale)


def board_image(view: View, names: Names = None, locale: str = "en",
                palette: str = DEFAULT_PALETTE) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    styles = player_styles(view, palette)
    lay = layout_of(view)
    image = board_background(*background_key(view, locale))
    draw = ImageDraw.Draw(image)
    draw_header(draw, view, styles, names, locale)
    draw_tiles(draw, view, lay, styles)
    draw_tracks(draw, view, lay, styles)
    draw_panels(draw, view, lay, styles, names, locale)
    return image


def board_regions(view: View, names: Names = None, locale: str = "en",
                  palette: str = DEFAULT_PALETTE) -> list[Region]:
    """The regions of :func:`board_image`, each with the fields of the view it reads. Every
    key holds the drawing language (a region's box starts from the background, which is
    drawn in it) and the seats' styles; the header's holds every display name, a panel's its
    player's."""
    styles = player_styles(view, palette)
    lay = layout_of(view)
    everyone = names_key(names)
    regions = [
        region((0, 0, WIDTH, HEADER_H), "header", view,
               ("players", "phase", "round", "rounds", "first", "to_act", "prompts", "prompt",
                "outcome", "progress", "final"),
               lambda draw: draw_header(draw, view, styles, names, locale), styles, locale,
               everyone),
        region((0, HEADER_H, WIDTH, lay.tracks_y), "map", view, ("map",),
               lambda draw: draw_tiles(draw, view, lay, styles), styles, lay, locale),
        region((0, lay.tracks_y, WIDTH, lay.panels_y), "tracks", view,
               ("components", "medal_spaces", "players"),
               lambda draw: draw_tracks(draw, view, lay, styles), styles, lay,
               [(p.get("seat"), p.get("lead")) for p in view.get("players", ())], locale,
               whole=("components", "medal_spaces")),
    ]
    players = view.get("players", ())
    for i, player in enumerate(players):
        x0, y0, x1, y1 = panel_box(lay, i)
        seat = int(player.get("seat", i))
        regions.append(region(
            (x0, y0, x1 + 1, y1 + 1), "panel", view,  # a frame's edges are drawn on its box
            ("players", "to_act", "final", "components", "first", "outcome", "phase"),
            _panel_drawer(view, lay, styles, i, names, locale), styles,
            lay, i, player, locale, seat_name(view, seat, names, locale),
            whole=("to_act", "final", "components", "first", "outcome", "phase")))
    return regions


def _panel_drawer(view: View, lay: Layout, styles: Sequence[PlayerStyle], i: int,
                  names: Names, locale: str) -> Callable[[ImageDraw.ImageDraw], None]:
    """What draws the i-th panel (a function of its own, so each panel keeps its index)."""
    return lambda draw: draw_panel(draw, view, lay, styles, i, names, locale)
