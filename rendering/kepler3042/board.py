"""The public board as a Pillow image: the cached background with the header, the map's
pieces, the tracks and the player panels drawn over it.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering.kepler3042.background import board_background, map_key
from rendering.kepler3042.header import draw_header
from rendering.kepler3042.layout import layout_of
from rendering.kepler3042.panels import draw_panels
from rendering.kepler3042.tiles import draw_tiles
from rendering.kepler3042.tracks import draw_tracks
from rendering.kepler3042.views import View, player_styles


def board_image(view: View) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    styles = player_styles(view)
    lay = layout_of(view)
    image = board_background(*map_key(view))
    draw = ImageDraw.Draw(image)
    draw_header(draw, view, styles)
    draw_tiles(draw, view, lay, styles)
    draw_tracks(draw, view, lay, styles)
    draw_panels(draw, view, lay, styles)
    return image
