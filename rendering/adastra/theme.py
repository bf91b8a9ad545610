"""Ad Astra's colours: the board's palette, the stars', planets' and resources' colours, the
pawn types. Every drawing module reads them here, so one colour means one thing across the
board and the hand. Names (systems, phases, resources) are words of the catalogue, drawn in
the board's language (:func:`rendering.adastra.views.word`).
"""

from __future__ import annotations

from rendering.common import RGB, hex_rgb

# --- Colours -----------------------------------------------------------------------------------

BG: RGB = hex_rgb("#121826")
CELL_BG: RGB = hex_rgb("#222a3b")
PANEL_BG: RGB = hex_rgb("#1b2232")
ROW_BG: RGB = hex_rgb("#262f43")
ROW_ACTIVE: RGB = hex_rgb("#3a4763")
TEXT: RGB = hex_rgb("#eef1f7")
MUTED: RGB = hex_rgb("#a9b2c5")
DIM: RGB = hex_rgb("#5d6780")
ATTENTION: RGB = hex_rgb("#ffb000")  # gold: "now" markers, first player
DANGER: RGB = hex_rgb("#ff6e6e")
FACE_DOWN: RGB = hex_rgb("#4b5269")
FACE_DOWN_INK: RGB = hex_rgb("#d5daea")

STAR_COLOURS: dict[str, tuple[RGB, RGB]] = {  # (title bar, star disc)
    "red": (hex_rgb("#5b2a2a"), hex_rgb("#ff6b4a")),
    "yellow": (hex_rgb("#564818"), hex_rgb("#ffd54a")),
    "sol": (hex_rgb("#5e3a12"), hex_rgb("#ffa726")),
}

RESOURCE_LETTERS: tuple[str, ...] = ("W", "F", "E", "X", "Y", "Z")
PLANET_COLOURS: dict[str, RGB] = {
    "W": hex_rgb("#6cc3f5"),
    "F": hex_rgb("#8fd16a"),
    "E": hex_rgb("#ffd23f"),
    "X": hex_rgb("#d6d9de"),
    "Y": hex_rgb("#d89a62"),
    "Z": hex_rgb("#b19ae6"),
    "A": hex_rgb("#15151a"),
}
ALIEN_INK: RGB = hex_rgb("#7dff5a")
WINNING_SCORE = 50
PAWN_TYPES: tuple[str, ...] = ("starship", "colony", "factory", "terraformer")

# --- Stars -----------------------------------------------------------------------------------


def star_key(code: str) -> str:
    """Which star colours a system takes: "sol", "red" or "yellow" (its code ends in R
    for a red star)."""
    if code == "SOL":
        return "sol"
    return "red" if code.endswith("R") else "yellow"
