"""The colours the images use: the zones, the planet types, the rulebook's Resource cubes
(Matter white, Energy orange, Antimatter black), the Medals. Words are in the catalogue
(``games/kepler3042/locales/``, ``kepler3042.draw.*``), worded per drawing language.
"""

from __future__ import annotations

from rendering.common import INK_DARK, RGB, WHITE, hex_rgb

BG: RGB = hex_rgb("#0b1020")
PANEL_BG: RGB = hex_rgb("#182036")
ROW_BG: RGB = hex_rgb("#222b44")
ROW_ACTIVE: RGB = hex_rgb("#33405f")
TEXT: RGB = hex_rgb("#eef1f7")
MUTED: RGB = hex_rgb("#a9b2c5")
DIM: RGB = hex_rgb("#5d6780")
ATTENTION: RGB = hex_rgb("#ffb000")  # gold: "now" markers, the first player, the next level
GOOD: RGB = hex_rgb("#6fdc8c")
DANGER: RGB = hex_rgb("#ff6e6e")

ZONE_FILL: dict[str, RGB] = {
    "short": hex_rgb("#1f3d66"),
    "mid": hex_rgb("#2f2b63"),
    "long": hex_rgb("#47234b"),
}
ZONE_EDGE: RGB = hex_rgb("#9fb4dc")
RING_EDGE: RGB = hex_rgb("#ffcf4a")
STAR_FILL: RGB = hex_rgb("#fff3b0")
STAR_GLOW: RGB = hex_rgb("#ffd84a")
SOL_FILL: RGB = hex_rgb("#ffb52e")
FACE_DOWN: RGB = hex_rgb("#59617a")
FACE_DOWN_INK: RGB = hex_rgb("#dfe4f2")
MINE_FILL: RGB = hex_rgb("#9aa0ab")
TARGET_RED: RGB = hex_rgb("#e8493f")

TYPE_COLOURS: dict[str, RGB] = {
    "rocky": hex_rgb("#b98552"),
    "oceanic": hex_rgb("#4aa3f0"),
    "super earth": hex_rgb("#62c262"),
    "giant": hex_rgb("#e8c27a"),
    "alien": hex_rgb("#a05ad8"),
}
EARTH_COLOUR: RGB = hex_rgb("#3b7dd8")
ALIEN_INK: RGB = hex_rgb("#9dff6a")

# The rulebook's cubes: Matter white, Energy orange, Antimatter black.
RES_LETTERS: tuple[str, str, str] = ("M", "E", "A")
RES_FILL: tuple[RGB, RGB, RGB] = (hex_rgb("#f4f4f0"), hex_rgb("#f5902a"), hex_rgb("#151515"))
RES_INK: tuple[RGB, RGB, RGB] = (INK_DARK, INK_DARK, WHITE)
MEDAL_GOLD: RGB = hex_rgb("#f2c230")
MEDAL_RIBBON: RGB = hex_rgb("#c0392b")

#: The nine Main Actions in reading order of the Action Board (the view's own list comes first;
#: their short names are ``kepler3042.draw.short.<code>``).
ACTION_CODES: tuple[str, ...] = ("missions", "colonize", "research", "propel", "terraform",
                                 "map", "energy", "exploit", "antimatter")
