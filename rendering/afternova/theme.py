"""Afternova's colours and names: the panels' palette, the fragment colours with their
letters, the four skills, the promotions, the Bot's style and the phase titles; plus the
type names (``View``, ``Box``, ``Draw``) every drawing module uses.
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
COLOUR_NAMES: dict[str, str] = {"p": "purple", "g": "green", "k": "black", "w": "white",
                                "o": "orange"}
COLOUR_ORDER = "pgkwo"

#: Skills: code, name and chip colour (Okabe-Ito hues, with the code always written).
SKILLS: dict[str, tuple[str, str, RGB, RGB]] = {
    "pil": ("PIL", "Piloting", hex_rgb("#0072B2"), WHITE),
    "eng": ("ENG", "Engineering", hex_rgb("#F0E442"), INK_DARK),
    "sec": ("SEC", "Security", hex_rgb("#D55E00"), WHITE),
    "ext": ("EXT", "Extraction", hex_rgb("#56B4E9"), INK_DARK),
}
SKILL_ORDER = ("pil", "eng", "sec", "ext")

PROMOTION_SHORT: dict[str, str] = {"storage": "Storage +1", "trade": "Trade +1",
                                   "hand": "Hand +2"}
PROMOTION_COLOUR: dict[str, RGB] = {"storage": hex_rgb("#3d7a5c"), "trade": hex_rgb("#4a5fa8"),
                                    "hand": hex_rgb("#8a5a2b")}

BOT_STYLE = PlayerStyle(hex_rgb("#9aa3b5"), "grey", "Bot", "hexagon", INK_DARK)

PHASE_TITLES: dict[str, str] = {
    "turn": "Extraction or Trade", "answer": "Proposal sent", "overflow": "Storage full",
    "trade": "Trade", "limit": "Hand limit", "complete": "End of turn: completing Projects",
    "over": "Game over",
}
