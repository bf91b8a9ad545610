"""The public board as a Pillow image: the cached background with the header, the systems,
the player panels, the current box and the planning strip drawn over it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from rendering.adastra.background import board_background
from rendering.adastra.current import draw_current
from rendering.adastra.header import draw_header
from rendering.adastra.layout import BOARD_SIZE
from rendering.adastra.planning import draw_planning
from rendering.adastra.players import draw_players
from rendering.adastra.systems import draw_systems
from rendering.adastra.views import View, player_styles


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
