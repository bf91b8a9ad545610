"""Afternova's colours: the panels' palette, the fragment colours with their letters, the
four skills' chips, the promotions, the Bot's style; plus the type names (``View``, ``Box``,
``Draw``) every drawing module uses. The names of things are in the game's catalogue, in
every language (:mod:`rendering.afternova.words`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import ImageDraw

from rendering.common import BLACK, INK_DARK, RGB, WHITE, PlayerStyle, hex_rgb

View = Mapping[str, Any]
Box = tuple[int, int, int, int]
Draw = ImageDraw.ImageDraw

# --- Colours -----------------------------------------------------------------------------------

BG: RGB = hex_rgb("#0d1222")
PANEL_BG: RGB = hex_rgb("#19203a")
CARD_BG: RGB = hex_rgb("#262f4d")
CARD_LINE: RGB = hex_rgb("#46527a")
ROW_BG: RGB = hex_rgb("#1f2742")
TEXT: RGB = hex_rgb("#eef1f7")
MUTED: RGB = hex_rgb("#a9b2c5")
DIM: RGB = hex_rgb("#5d6780")
ATTENTION: RGB = hex_rgb("#ffb000")
GOOD: RGB = hex_rgb("#6fdc8c")
DANGER: RGB = hex_rgb("#ff6e6e")
GOLD: RGB = hex_rgb("#f5c542")
PLANET_BG: RGB = hex_rgb("#22304f")

#: Fragment colours, keyed by the notation's letters. The letter is always drawn on the
#: disc, so a player who cannot tell purple from black still reads ``p`` and ``k``.
FRAGMENT_COLOURS: dict[str, RGB] = {
    "p": hex_rgb("#8e5bd6"), "g": hex_rgb("#2fa350"), "k": hex_rgb("#111114"),
    "w": hex_rgb("#f4f4f4"), "o": hex_rgb("#f28c00"),
}
FRAGMENT_INK: dict[str, RGB] = {"p": WHITE, "g": WHITE, "k": WHITE, "w": INK_DARK,
                                "o": INK_DARK}
FRAGMENT_EDGE: dict[str, RGB] = {"p": BLACK, "g": BLACK, "k": hex_rgb("#c9ced8"),
                                 "w": BLACK, "o": BLACK}
COLOUR_ORDER = "pgkwo"

#: Skills: the notation's code and the chip's colours (Okabe-Ito hues). A chip writes the
#: code of the image's language (``afternova.draw.skill.*``: ENG is ING in Spanish and
#: French), which the notation reads as well.
SKILLS: dict[str, tuple[str, RGB, RGB]] = {
    "pil": ("PIL", hex_rgb("#0072B2"), WHITE),
    "eng": ("ENG", hex_rgb("#F0E442"), INK_DARK),
    "sec": ("SEC", hex_rgb("#D55E00"), WHITE),
    "ext": ("EXT", hex_rgb("#56B4E9"), INK_DARK),
}
SKILL_ORDER = ("pil", "eng", "sec", "ext")

PROMOTION_COLOUR: dict[str, RGB] = {"storage": hex_rgb("#3d7a5c"), "trade": hex_rgb("#4a5fa8"),
                                    "hand": hex_rgb("#8a5a2b")}

BOT_STYLE = PlayerStyle(hex_rgb("#9aa3b5"), "grey", "Bot", "hexagon", INK_DARK)
