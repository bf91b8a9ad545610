"""Colours and names: the panels' palette, the research-area hues, the four federations
(colour, tag and shape), cube colours, artifact metals, and which bonuses and phases have
a word of their own in the catalogue (:mod:`.words`)."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType

from rendering.common import INK_DARK, RGB, WHITE, PlayerStyle, hex_rgb, in_palette

BG: RGB = hex_rgb("#121826")
PANEL_BG: RGB = hex_rgb("#1b2232")
CELL_BG: RGB = hex_rgb("#262f43")
CELL_LINE: RGB = hex_rgb("#3a4660")
TEXT: RGB = hex_rgb("#eef1f7")
MUTED: RGB = hex_rgb("#a9b2c5")
DIM: RGB = hex_rgb("#5d6780")
ATTENTION: RGB = hex_rgb("#ffb000")
DANGER: RGB = hex_rgb("#ff6e6e")
QUIET_FILL: RGB = hex_rgb("#1d3a33")
QUIET_EDGE: RGB = hex_rgb("#4fbf8f")
STORM_FILL: RGB = hex_rgb("#3a1d36")
STORM_STRIPE: RGB = hex_rgb("#52284c")
STORM_EDGE: RGB = hex_rgb("#ff6e9c")
AREA_QUIET: RGB = hex_rgb("#2f5449")
AREA_STORM: RGB = hex_rgb("#4d3149")
LINK: RGB = hex_rgb("#9fb0c8")
MOVE_BG: RGB = hex_rgb("#5a2630")  # the red display: what moving costs
GAIN_BG: RGB = hex_rgb("#1f4d36")  # the green display: what taking cubes gives
CENTRE_FILL: RGB = hex_rgb("#2a3550")

#: Research areas: the Okabe-Ito hues, which stay apart for common colour-vision
#: deficiencies; white spaces (any area) are light grey with a dark number.
RESEARCH_COLOURS: dict[str, RGB] = {
    "green": hex_rgb("#009E73"), "red": hex_rgb("#D55E00"), "blue": hex_rgb("#0072B2"),
    "cyan": hex_rgb("#56B4E9"), "white": hex_rgb("#eceff4"),
}
RESEARCH_INK: dict[str, RGB] = {"green": WHITE, "red": WHITE, "blue": WHITE,
                                "cyan": INK_DARK, "white": INK_DARK}

#: The four federations, each with its colour (the default palette's; other palettes give
#: the same colour name another shade) and a shape, so no player is told apart by colour
#: alone. Their badges carry no word (see :mod:`.views`): the shape is the mark.
FEDERATIONS: dict[str, PlayerStyle] = {
    "grey": PlayerStyle(hex_rgb("#a3a8b3"), "grey", "", "circle", INK_DARK),
    "purple": PlayerStyle(hex_rgb("#8b5cd6"), "purple", "", "hexagon", WHITE),
    "pink": PlayerStyle(hex_rgb("#f48fc8"), "pink", "", "square", INK_DARK),
    "orange": PlayerStyle(hex_rgb("#E69F00"), "orange", "", "diamond", INK_DARK),
}
CUBE_COLOURS: dict[str, RGB] = {
    "yellow": hex_rgb("#F0E442"), "black": hex_rgb("#16161c"),
    **{name: style.colour for name, style in FEDERATIONS.items()},
}


@functools.cache
def cube_colours(palette: str) -> Mapping[str, RGB]:
    """The CreditCubes' colours with the federations' in ``palette`` (yellow and black stay)."""
    return MappingProxyType({**CUBE_COLOURS, **{
        name: in_palette(style, palette).colour for name, style in FEDERATIONS.items()}})


METALS: dict[str, RGB] = {"gold": hex_rgb("#e8c14a"), "silver": hex_rgb("#c9ced8"),
                          "bronze": hex_rgb("#c98a4b")}
#: Research-track bonuses worded in full on the hand (``magnastorm.r.bonus.<kind>``).
BONUS_WORDS = frozenset({"own", "yellow", "any", "bag2", "bag3", "crew"})
#: Phases with a name of their own (``magnastorm.r.phase.<phase>``).
PHASES = frozenset({"setup", "turns", "admin", "over"})
#: Action-board bonuses drawn as a short word (``magnastorm.r.short.<kind>``).
BONUS_SHORT = frozenset({"crew", "turn", "range", "extralab", "bag"})
