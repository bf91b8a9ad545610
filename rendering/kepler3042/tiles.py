"""The map's pieces that change during a game: revealed tiles (Planets, Mines, Colonial
Targets), face-down tiles, Nation markers and Starships.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.common import BLACK, PlayerStyle, draw_player_badge, draw_text, seat_style
from rendering.kepler3042.icons import (
    draw_face_down,
    draw_mine,
    draw_planet_disc,
    draw_ship,
    draw_target,
)
from rendering.kepler3042.layout import Layout, hex_corners, hex_point, parse_hex
from rendering.kepler3042.theme import PANEL_BG, TEXT, ZONE_FILL
from rendering.kepler3042.views import View, type_of


def draw_tiles(draw: ImageDraw.ImageDraw, view: View, lay: Layout,
               styles: Sequence[PlayerStyle]) -> None:
    """The tiles, Nation markers and Starships over the printed map."""
    m = view.get("map") or {}
    r = lay.hex_r
    ships = {str(s.get("hex")): s.get("seat") for s in m.get("ships", ())}
    occupied_tiles: set[str] = set()
    for tile in m.get("tiles", ()):
        label = str(tile.get("hex", ""))
        cr = parse_hex(label)
        if cr is None:
            continue
        occupied_tiles.add(label)
        cx, cy = hex_point(lay, *cr)
        zone = str(tile.get("zone", "short"))
        fill = ZONE_FILL.get(zone, PANEL_BG)
        draw.polygon(hex_corners(cx, cy, r - 1), fill=fill)  # hide the hex name beneath
        if not tile.get("revealed"):
            draw_face_down(draw, cx, cy - 2, r * 0.74)
        else:
            kind = tile.get("kind")
            # A Starship waiting on the tile sits at its right: the tile moves left.
            dx = -r * 0.2 if label in ships else 0.0
            if kind == "planet":
                draw_planet_disc(draw, cx + dx, cy - 3, r * 0.62, type_of(tile),
                                 str(tile.get("planet", "")), 18)
            elif kind == "mine":
                draw_mine(draw, cx + dx, cy - 2, r * 0.62)
            elif kind == "target":
                draw_target(draw, cx + dx, cy - 2, r * 0.6)
            colonist = seat_style(styles, tile.get("colonist"))
            if colonist is not None:
                draw_player_badge(draw, colonist, cx - r * 0.5, cy + r * 0.38, 10)
        # The hex name stays readable under the tile: moves are typed with it.
        draw_text(draw, (cx, cy + r * 0.7), label, 12, TEXT, anchor="mm", bold=True,
                  outline=BLACK, outline_width=2)
    for label, seat in ships.items():
        cr = parse_hex(label)
        style = seat_style(styles, seat)
        if cr is None or style is None:
            continue
        cx, cy = hex_point(lay, *cr)
        if label in occupied_tiles:
            draw_ship(draw, cx + r * 0.56, cy - r * 0.3, r * 0.8, style)
        else:
            draw_ship(draw, cx, cy - 1, r * 1.15, style)
