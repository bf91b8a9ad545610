"""Ad Astra's board image and private hand image, drawn from views only.

``render_board(view)`` draws the public view (``GAME.view(state, None)``): the nine systems
with their planets and pawns, each player's public counts and score, the planning board and
what is being decided. ``render_hand(view)`` draws a seat's view (``GAME.view(state, seat)``):
its resources, action cards, artifacts, known planets and its face-down planned cards.

Nothing is drawn that the view does not carry: a face-down planet is a "?" because the
public view has no kind for it, so no secret can reach a public image. Renders are pure and
deterministic (same view, same bytes) and take tens of milliseconds; the parts that never
change within a game (frames, titles, legend) come from a cached layer.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from rendering.common import (
    BLACK,
    INK_DARK,
    RGB,
    WHITE,
    PlayerStyle,
    darken,
    draw_badge,
    draw_player_badge,
    draw_polygon,
    draw_text,
    encode_png,
    fit_text,
    hex_rgb,
    layer_cache,
    lighten,
    make_palette,
    styles_for_factions,
    text_size,
    wrap_text,
)

__all__ = ["BOARD_SIZE", "HAND_WIDTH", "board_background", "board_image", "hand_image",
           "planet_centre", "png_palette", "render_board", "render_hand", "system_box"]

View = Mapping[str, Any]

# --- Geometry ----------------------------------------------------------------------------------

BOARD_SIZE = (1200, 900)
HAND_WIDTH = 1000
HEADER_H = 72
MAP_X, MAP_Y = 8, HEADER_H + 4
CELL_W, CELL_H, CELL_GAP = 264, 208, 6
CELL_TITLE_H = 32
PANEL_X = MAP_X + 3 * CELL_W + 2 * CELL_GAP + 8  # 820
PANEL_W = BOARD_SIZE[0] - PANEL_X - 8
MAP_BOTTOM = MAP_Y + 3 * CELL_H + 2 * CELL_GAP
PLAN_Y = MAP_BOTTOM + 8
PLAN_TITLE_H = 28
CURRENT_BOX_H = 72

# Where each system sits: Sol in the middle, the eight stars clockwise from the top left,
# each red star next to its yellow twin.
SYSTEM_CELLS: dict[str, tuple[int, int]] = {
    "SR": (0, 0), "SY": (1, 0), "LR": (2, 0), "LY": (2, 1),
    "TR": (2, 2), "TY": (1, 2), "NR": (0, 2), "NY": (0, 1), "SOL": (1, 1),
}
SYSTEM_ORDER: tuple[str, ...] = ("SOL", "SR", "SY", "LR", "LY", "TR", "TY", "NR", "NY")
SYSTEM_NAMES: dict[str, str] = {
    "SOL": "Sol", "SR": "Small Red", "SY": "Small Yellow", "LR": "Large Red",
    "LY": "Large Yellow", "TR": "Twin Red", "TY": "Twin Yellow", "NR": "Red Nebula",
    "NY": "Yellow Nebula",
}

# --- Colours -----------------------------------------------------------------------------------

BG: RGB = hex_rgb("#121826")
CELL_BG: RGB = hex_rgb("#222a3b")
PANEL_BG: RGB = hex_rgb("#1b2232")
ROW_BG: RGB = hex_rgb("#262f43")
ROW_ACTIVE: RGB = hex_rgb("#3a4763")
TEXT: RGB = hex_rgb("#eef1f7")
MUTED: RGB = hex_rgb("#a9b2c5")
DIM: RGB = hex_rgb("#5d6780")
HIGHLIGHT: RGB = hex_rgb("#ffffff")
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
RESOURCE_NAMES: dict[str, str] = {
    "W": "Water", "F": "Food", "E": "Energy", "X": "Xanthium", "Y": "Yoyodium",
    "Z": "Zozodium", "A": "Alien",
}
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
PHASES: dict[str, str] = {
    "planning": "Planning phase", "action": "Action phase", "discard": "Discard phase",
    "over": "Game over",
}
WINNING_SCORE = 50
NEUTRAL = PlayerStyle(hex_rgb("#8c95a8"), "grey", "?", "circle", INK_DARK)  # a seatless hand
PAWN_TYPES: tuple[str, ...] = ("starship", "colony", "factory", "terraformer")


def _star_key(code: str) -> str:
    if code == "SOL":
        return "sol"
    return "red" if code.endswith("R") else "yellow"


def _system_name(code: str, view: View | None = None) -> str:
    if view is not None:
        for system in view.get("systems", ()):
            if system.get("code") == code and system.get("name"):
                return str(system["name"])
    return SYSTEM_NAMES.get(code, code)


def _styles(view: View) -> list[PlayerStyle]:
    return styles_for_factions([str(p.get("faction", "")) for p in view.get("players", ())])


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


# --- Pawn icons --------------------------------------------------------------------------------


def draw_pawn(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, s: float,
              fill: RGB, outline: RGB = BLACK) -> None:
    """One pawn icon ``s`` pixels tall centred at (cx, cy), filled in its owner's colour:
    a rocket (starship), a dome (colony), a saw-tooth roof (factory), a ringed globe
    (terraformer). The shapes differ so the type reads without colour."""
    h = s / 2
    w = max(1, round(s / 11))

    def pts(rel: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(cx - h + x * s, cy - h + y * s) for x, y in rel]

    if kind == "starship":
        body = pts([(0.5, 0.0), (0.72, 0.3), (0.72, 0.68), (0.92, 1.0), (0.62, 0.86),
                    (0.38, 0.86), (0.08, 1.0), (0.28, 0.68), (0.28, 0.3)])
        draw_polygon(draw, body, fill, outline, w)
        wx, wy = cx, cy - h + 0.42 * s
        draw.ellipse((wx - s * 0.09, wy - s * 0.09, wx + s * 0.09, wy + s * 0.09),
                     fill=outline)
    elif kind == "colony":
        draw.pieslice((cx - h, cy - h + 0.1 * s, cx + h, cy + h + 0.1 * s), 180, 360,
                      fill=fill, outline=outline, width=w)
        draw.rectangle((cx - h, cy + 0.1 * s - 1, cx + h, cy + h), fill=fill, outline=outline,
                       width=w)
        draw.rectangle((cx - s * 0.1, cy + 0.18 * s, cx + s * 0.1, cy + h), fill=outline)
    elif kind == "factory":
        roof = pts([(0.0, 1.0), (0.0, 0.42), (0.33, 0.22), (0.33, 0.42), (0.66, 0.22),
                    (0.66, 0.42), (0.78, 0.35), (0.78, 0.0), (0.95, 0.0), (0.95, 0.3),
                    (1.0, 0.28), (1.0, 1.0)])
        draw_polygon(draw, roof, fill, outline, w)
        draw.rectangle((cx - s * 0.25, cy + s * 0.12, cx - s * 0.08, cy + s * 0.3), fill=outline)
        draw.rectangle((cx + s * 0.08, cy + s * 0.12, cx + s * 0.25, cy + s * 0.3), fill=outline)
    elif kind == "terraformer":
        r = s * 0.34
        draw.ellipse((cx - h, cy - s * 0.17, cx + h, cy + s * 0.17), outline=outline,
                     width=max(2, w + 1))
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=w)
        draw.arc((cx - h, cy - s * 0.17, cx + h, cy + s * 0.17), 0, 180, fill=outline,
                 width=max(2, w + 1))
        draw.arc((cx - h + 2, cy - s * 0.17 + 2, cx + h - 2, cy + s * 0.17 - 2), 10, 170,
                 fill=fill, width=max(1, w))
    else:
        draw.ellipse((cx - h, cy - h, cx + h, cy + h), fill=fill, outline=outline, width=w)


def _resource_chip(draw: ImageDraw.ImageDraw, x: float, y: float, letter: str, size: int,
                   count: int | None = None, count_size: int | None = None) -> float:
    """A resource square with its letter (and a count after it); returns the x after it."""
    colour = PLANET_COLOURS.get(letter, FACE_DOWN)
    ink = ALIEN_INK if letter == "A" else INK_DARK
    draw.rounded_rectangle((x, y, x + size, y + size), radius=max(2, size // 5), fill=colour,
                           outline=BLACK, width=1)
    draw_text(draw, (x + size / 2, y + size / 2 + 1), letter, round(size * 0.72), ink,
              anchor="mm", bold=True)
    x += size + 3
    if count is not None:
        cs = count_size or round(size * 0.85)
        colour_text = TEXT if count else DIM
        draw_text(draw, (x, y + size / 2 + 1), str(count), cs, colour_text, anchor="lm",
                  bold=True)
        x += text_size(str(count), cs, bold=True)[0] + 8
    return x


# --- The cached background ---------------------------------------------------------------------


def system_box(code: str) -> tuple[int, int, int, int]:
    """The box a system is drawn in on the board (x0, y0, x1, y1)."""
    col, row = SYSTEM_CELLS[code]
    x = MAP_X + col * (CELL_W + CELL_GAP)
    y = MAP_Y + row * (CELL_H + CELL_GAP)
    return x, y, x + CELL_W, y + CELL_H


def _draw_star(draw: ImageDraw.ImageDraw, code: str, cx: float, cy: float, r: float) -> None:
    disc = STAR_COLOURS[_star_key(code)][1]
    if code.startswith("T"):  # twin stars
        for dx in (-r * 0.45, r * 0.45):
            rr = r * 0.62
            draw.ellipse((cx + dx - rr, cy - rr, cx + dx + rr, cy + rr), fill=disc,
                         outline=BLACK)
    elif code.startswith("N"):  # nebula: a soft cloud of discs
        for dx, dy, rr in ((-0.4, 0.1, 0.55), (0.35, -0.15, 0.6), (0.1, 0.3, 0.5)):
            draw.ellipse((cx + dx * r - rr * r, cy + dy * r - rr * r, cx + dx * r + rr * r,
                          cy + dy * r + rr * r), fill=lighten(disc, 0.25))
        draw.ellipse((cx - r * 0.35, cy - r * 0.35, cx + r * 0.35, cy + r * 0.35), fill=disc)
    else:
        rr = r * (0.65 if code.startswith("S") else 1.0)
        draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=disc, outline=BLACK)


@layer_cache(maxsize=4)
def board_background(width: int, height: int) -> Image.Image:
    """Frames, system titles, legend: everything that does not change during a game (the
    same for every player count, so one build serves every board of that size)."""
    image = Image.new("RGB", (width, height), BG)
    draw = ImageDraw.Draw(image)
    # A sparse, fixed star field (a deterministic pattern, no random numbers).
    for i in range(140):
        x = (i * 7919) % BOARD_SIZE[0]
        y = (i * 104729 // 7) % BOARD_SIZE[1]
        shade = 70 + (i * 37) % 90
        draw.point((x, y), fill=(shade, shade, shade + 20))
    draw.rectangle((0, 0, BOARD_SIZE[0], HEADER_H), fill=PANEL_BG)
    draw.line((0, HEADER_H, BOARD_SIZE[0], HEADER_H), fill=DIM, width=1)
    for code in SYSTEM_ORDER:
        x0, y0, x1, y1 = system_box(code)
        draw.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=CELL_BG,
                               outline=lighten(CELL_BG, 0.15), width=2)
        bar = STAR_COLOURS[_star_key(code)][0]
        draw.rounded_rectangle((x0, y0, x1, y0 + CELL_TITLE_H), radius=10, fill=bar)
        draw.rectangle((x0, y0 + CELL_TITLE_H - 10, x1, y0 + CELL_TITLE_H), fill=bar)
        _draw_star(draw, code, x0 + 20, y0 + CELL_TITLE_H / 2, 11)
        name, size = fit_text(SYSTEM_NAMES[code], CELL_W - 100, 22, 14, bold=True)
        draw_text(draw, (x0 + 38, y0 + CELL_TITLE_H / 2 + 1), name, size, TEXT, anchor="lm",
                  bold=True)
        draw_badge(draw, (x1 - 8, y0 + CELL_TITLE_H / 2), code, 17, darken(bar, 0.45),
                   TEXT, anchor="rm", pad=3, radius=5)
    # Player panel and planning strip frames.
    draw.rounded_rectangle((PANEL_X, MAP_Y, BOARD_SIZE[0] - 8, MAP_BOTTOM), radius=10,
                           fill=PANEL_BG)
    draw.rounded_rectangle((8, PLAN_Y, BOARD_SIZE[0] - 8, BOARD_SIZE[1] - 6), radius=10,
                           fill=PANEL_BG)
    draw_text(draw, (20, PLAN_Y + PLAN_TITLE_H / 2 + 2), "PLANNING BOARD", 18, MUTED,
              anchor="lm", bold=True)
    # Legend of the pawn icons, in the planning strip's title row.
    widths = [34 + text_size(kind, 16)[0] + 14 for kind in PAWN_TYPES]
    x = BOARD_SIZE[0] - 20 - sum(widths) + 14
    for kind in PAWN_TYPES:
        draw_pawn(draw, kind, x + 10, PLAN_Y + PLAN_TITLE_H / 2 + 2, 20, MUTED)
        draw_text(draw, (x + 24, PLAN_Y + PLAN_TITLE_H / 2 + 2), kind, 16, MUTED, anchor="lm")
        x += 34 + text_size(kind, 16)[0] + 14
    return image


# --- Systems and planets -----------------------------------------------------------------------


def _planet_slots(n: int, x0: int, y0: int) -> list[tuple[float, float]]:
    """Planet centres inside a system cell: rows of at most four, centred."""
    area_top = y0 + CELL_TITLE_H + 4
    area_h = CELL_H - CELL_TITLE_H - 8
    rows = [min(4, n - i) for i in range(0, n, 4)] if n else []
    slot_w = CELL_W / 4
    slot_h = 84
    top = area_top + (area_h - slot_h * len(rows)) / 2
    centres: list[tuple[float, float]] = []
    for r, count in enumerate(rows):
        left = x0 + (CELL_W - count * slot_w) / 2
        for c in range(count):
            centres.append((left + (c + 0.5) * slot_w, top + r * slot_h + 28))
    return centres


PLANET_R = 23


def planet_centre(view: View, planet_id: str) -> tuple[int, int] | None:
    """Where :func:`render_board` draws a planet's centre (None if the view lacks it).

    The board's geometry is fixed, so the bot or a test can point at a planet."""
    for system in view.get("systems", ()):
        code = system.get("code")
        if code not in SYSTEM_CELLS:
            continue
        planets = list(system.get("planets", ()))
        x0, y0, _, _ = system_box(code)
        for (cx, cy), planet in zip(_planet_slots(len(planets), x0, y0), planets, strict=True):
            if planet.get("id") == planet_id:
                return round(cx), round(cy)
    return None


def _draw_planet(draw: ImageDraw.ImageDraw, planet: Mapping[str, Any], cx: float, cy: float,
                 styles: Sequence[PlayerStyle]) -> None:
    r = PLANET_R
    kind = planet.get("kind")
    owner = planet.get("owner")
    style = styles[owner] if isinstance(owner, int) and 0 <= owner < len(styles) else None
    if style is not None:  # the owner's ring
        draw.ellipse((cx - r - 5, cy - r - 5, cx + r + 5, cy + r + 5), fill=style.colour,
                     outline=WHITE, width=1)
    if planet.get("face_up") and isinstance(kind, str):
        colour = PLANET_COLOURS.get(kind, FACE_DOWN)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=BLACK, width=2)
        if kind == "A":
            draw.ellipse((cx - r + 4, cy - r + 4, cx + r - 4, cy + r - 4), outline=ALIEN_INK,
                         width=1)
        ink = ALIEN_INK if kind == "A" else INK_DARK
        draw_text(draw, (cx, cy + 1), kind, 28, ink, anchor="mm", bold=True)
    else:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=FACE_DOWN,
                     outline=lighten(FACE_DOWN, 0.3), width=2)
        draw_text(draw, (cx, cy + 1), "?", 26, FACE_DOWN_INK, anchor="mm", bold=True)
    if style is None:
        return
    draw_player_badge(draw, style, cx - r - 1, cy - r + 1, 11, halo=WHITE)
    # A terraformer sits on the planet's lower right; ships and buildings go under it.
    if planet.get("terraformed"):
        draw_pawn(draw, "terraformer", cx + r - 1, cy + r - 5, 24, style.colour)
    icons: list[tuple[str, int]] = []
    building = planet.get("building")
    if building in ("colony", "factory"):
        icons.append((str(building), 1))
    ships = int(planet.get("ships") or 0)
    if ships:
        icons.append(("starship", ships))
    if not icons:
        return
    s = 23
    widths = [s + (text_size(str(n), 18, True)[0] + 1 if n > 1 else 0) for _, n in icons]
    gap = 3
    total = sum(widths) + gap * (len(widths) - 1)
    x = cx - total / 2
    y = cy + r + 19
    # A tray in the owner's colour keeps each planet's pawns together in a crowded system.
    draw.rounded_rectangle((x - 4, y - s / 2 - 3, x + total + 4, y + s / 2 + 3), radius=7,
                           fill=darken(CELL_BG, 0.45), outline=style.colour, width=2)
    for (kind_, n), w in zip(icons, widths, strict=True):
        draw_pawn(draw, kind_, x + s / 2, y, s, style.colour)
        if n > 1:
            draw_text(draw, (x + s, y + 2), str(n), 18, TEXT, anchor="lm", bold=True,
                      outline=BLACK, outline_width=2)
        x += w + gap


def _draw_systems(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
    landing = (view.get("current") or {}).get("landing")
    for system in view.get("systems", ()):
        code = system.get("code")
        if code not in SYSTEM_CELLS:
            continue
        x0, y0, x1, y1 = system_box(code)
        planets = list(system.get("planets", ()))
        slots = _planet_slots(len(planets), x0, y0)
        for (cx, cy), planet in zip(slots, planets, strict=True):
            _draw_planet(draw, planet, cx, cy, styles)
        # Each planet's number (its id is the system code plus this number), drawn last so
        # no neighbour's pawn hides it: the notation names planets by it.
        for (cx, cy), planet in zip(slots, planets, strict=True):
            pid = str(planet.get("id", ""))
            number = pid[len(code):] if pid.startswith(code) else pid
            draw_text(draw, (cx + PLANET_R + 2, cy - PLANET_R), number, 15, TEXT, anchor="mm",
                      bold=True, outline=CELL_BG, outline_width=2)
        if landing and landing.get("system") == code:
            seat = landing.get("seat")
            colour = styles[seat].colour if isinstance(seat, int) else ATTENTION
            draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=12,
                                   outline=ATTENTION, width=4)
            draw.rounded_rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), radius=10,
                                   outline=colour, width=3)
            label = "LANDING HERE"
            box = draw_badge(draw, ((x0 + x1) / 2, y1 - 4), label, 15, ATTENTION, INK_DARK,
                             anchor="mb", pad=3)
            if isinstance(seat, int) and 0 <= seat < len(styles):
                draw_player_badge(draw, styles[seat], box[0] - 14, (box[1] + box[3]) / 2, 11)


# --- Header ------------------------------------------------------------------------------------


def _seat_name(view: View, seat: int) -> str:
    players = view.get("players", ())
    if 0 <= seat < len(players):
        return str(players[seat].get("faction", f"Seat {seat + 1}"))
    return f"Seat {seat + 1}"


def _current_space(view: View) -> int | str:
    """The number of the space being resolved, as the planning board shows it."""
    for entry in (view.get("planning") or {}).get("board", ()):
        if entry.get("current"):
            return int(entry.get("space", 0))
    current = view.get("current") or {}
    return current.get("space", "?")  # type: ignore[no-any-return]


def _draw_header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
    phase = str(view.get("phase", ""))
    title = f"Round {view.get('round', '?')}"
    draw_text(draw, (16, 8), "AD ASTRA", 15, MUTED, bold=True)
    draw_text(draw, (16, 26), title, 32, TEXT, bold=True)
    x = 20 + text_size(title, 32, True)[0] + 18
    phase_label = PHASES.get(phase, phase.capitalize())
    draw_badge(draw, (x, 30), phase_label, 20,
               DANGER if phase == "over" else hex_rgb("#36425e"), TEXT, pad=5)
    x += text_size(phase_label, 20, True)[0] + 32
    right = BOARD_SIZE[0] - 16
    outcome = view.get("outcome")
    line1 = ""
    line1_colour = TEXT
    if outcome:
        line1 = str(outcome.get("reason", "The game is over."))
        line1_colour = ATTENTION
    elif view.get("ending"):
        line1 = f"Last round: {view['ending']}"
        line1_colour = ATTENTION
    current = view.get("current")
    if current and not outcome:
        card = f"Space {_current_space(view)}: {current.get('card_name', '')}"
        line1 = f"{card}   ·   {line1}" if line1 else card
    if line1:
        text, size = fit_text(line1, right - x, 22, 14, bold=True)
        draw_text(draw, (x, 18), text, size, line1_colour, anchor="lm", bold=True)
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    prompts = view.get("prompts") or {}
    y = 50
    if not acting:
        if not outcome:
            draw_text(draw, (x, y), "Nobody to act", 19, MUTED, anchor="lm")
        return
    draw_text(draw, (x, y), "Now:", 19, MUTED, anchor="lm", bold=True)
    x += text_size("Now:", 19, True)[0] + 10
    distinct = {str(prompts.get(str(s), "")) for s in acting}
    if len(distinct) == 1:
        for seat in acting:
            if 0 <= seat < len(styles):
                draw_player_badge(draw, styles[seat], x + 12, y, 12)
                x += 30
        name = " & ".join(_seat_name(view, s) for s in acting) if len(acting) <= 2 else ""
        text = f"{name}: {distinct.pop()}" if name else distinct.pop()
        text, size = fit_text(text, right - x, 19, 13)
        draw_text(draw, (x, y), text, size, TEXT, anchor="lm")
        return
    parts = []
    for seat in acting:
        parts.append((seat, str(prompts.get(str(seat), ""))))
    width = (right - x) // len(parts)
    for seat, prompt in parts:
        if 0 <= seat < len(styles):
            draw_player_badge(draw, styles[seat], x + 12, y, 12)
        text, size = fit_text(prompt, width - 38, 17, 12)
        draw_text(draw, (x + 28, y), text, size, TEXT, anchor="lm")
        x += width


# --- Player panel ------------------------------------------------------------------------------

SCORING_SHORT: dict[str, str] = {"score-CS": "Col/Ship", "score-TS": "Terra/Sys",
                                 "score-ID": "Same/Diff"}


def _draw_players(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                  names: Sequence[str] | None) -> None:
    players = list(view.get("players", ()))
    n = max(1, len(players))
    top = MAP_Y + 6
    bottom = MAP_BOTTOM - CURRENT_BOX_H - 6
    row_h = min(150, (bottom - top) // n)
    x0, x1 = PANEL_X + 6, BOARD_SIZE[0] - 14
    outcome = view.get("outcome") or {}
    ranks: dict[int, int] = {}
    place = 1
    for group in outcome.get("ranking", ()) or ():
        for seat in group:
            ranks[int(seat)] = place
        place += len(group)
    trade = bool(view.get("trade_open"))
    for i, p in enumerate(players):
        seat = int(p.get("seat", i))
        style = styles[seat] if seat < len(styles) else styles[i]
        y0 = top + i * row_h
        y1 = y0 + row_h - 6
        active = bool(p.get("to_act"))
        draw.rounded_rectangle((x0, y0, x1, y1), radius=8,
                               fill=ROW_ACTIVE if active else ROW_BG,
                               outline=ATTENTION if active else None, width=3 if active else 0)
        draw.rectangle((x0 + 3, y0 + 8, x0 + 8, y1 - 8), fill=style.colour)
        draw_player_badge(draw, style, x0 + 32, y0 + 22, 16)
        name = str(p.get("faction", f"Seat {seat + 1}"))
        if names is not None and seat < len(names) and names[seat]:
            name = f"{name} · {names[seat]}"
        tx = x0 + 62
        score = int(p.get("score", 0))
        score_text = str(score)
        sw = text_size(score_text, 36, True)[0]
        tags: list[tuple[str, RGB, RGB]] = []
        if p.get("first"):
            tags.append(("1st player", ATTENTION, INK_DARK))
        if seat in ranks:
            tags.append((f"#{ranks[seat]}" if ranks[seat] > 1 else "WINNER",
                         ATTENTION if ranks[seat] == 1 else hex_rgb("#55607a"),
                         INK_DARK if ranks[seat] == 1 else TEXT))
        tag_w = sum(text_size(t, 14, True)[0] + 18 for t, _, _ in tags)
        text, size = fit_text(name, x1 - tx - sw - 20 - tag_w, 22, 14, bold=True)
        draw_text(draw, (tx, y0 + 15), text, size, TEXT, anchor="lm", bold=True)
        tx2 = tx + text_size(text, size, True)[0] + 8
        for label, fill, ink in tags:
            box = draw_badge(draw, (tx2, y0 + 15), label, 14, fill, ink, anchor="lm", pad=3)
            tx2 = box[2] + 6
        draw_text(draw, (x1 - 10, y0 + 3), score_text, 36, TEXT, anchor="ra", bold=True)
        # Score bar to 50.
        bx0, bx1, by = tx, x1 - sw - 22, y0 + 30
        draw.rounded_rectangle((bx0, by, bx1, by + 8), radius=4, fill=hex_rgb("#141a27"))
        filled = bx0 + (bx1 - bx0) * min(score, WINNING_SCORE) / WINNING_SCORE
        if score > 0:
            draw.rounded_rectangle((bx0, by, max(bx0 + 8, filled), by + 8), radius=4,
                                   fill=style.colour)
        for tick in range(10, WINNING_SCORE, 10):
            tx_ = bx0 + (bx1 - bx0) * tick / WINNING_SCORE
            draw.line((tx_, by, tx_, by + 8), fill=BG, width=1)
        # Public counts: cards; deep space and supply; then the resources everybody shows
        # while a Trade card is resolved, and the scoring cards used this cycle.
        lines: list[str] = ["counts", "pawns"]
        if trade and isinstance(p.get("resources"), Mapping):
            lines.append("resources")
        if p.get("scoring_set_aside"):
            lines.append("used")
        line_h = 21
        first_line = y0 + 50
        room = (y1 - 10 - first_line) // line_h + 1
        del lines[room:]  # a crowded 5-player panel during a trade: resources win
        for j, line in enumerate(lines):
            y = first_line + j * line_h
            x: float = x0 + 16
            if line == "counts":
                x = _count(draw, x, y, "res", int(p.get("resource_cards", 0)), "cards")
                x = _count(draw, x, y, "act", int(p.get("action_cards", 0)), "actions")
                _count(draw, x, y, "art", int(p.get("artifacts", 0)), "artifacts")
            elif line == "pawns":
                deep = int(p.get("deep_ships", 0))
                draw_pawn(draw, "starship", x + 8, y, 19, style.colour)
                label = f"{deep} deep"
                draw_text(draw, (x + 21, y + 1), label, 16, TEXT if deep else DIM,
                          anchor="lm", bold=True)
                x += 21 + text_size(label, 16, True)[0] + 16
                draw_text(draw, (x, y + 1), "supply", 15, MUTED, anchor="lm")
                x += text_size("supply", 15)[0] + 8
                supply = p.get("supply") or {}
                for kind in PAWN_TYPES:
                    draw_pawn(draw, kind, x + 9, y, 19, style.colour)
                    left = int(supply.get(kind, 0))
                    draw_text(draw, (x + 21, y + 1), str(left), 17, TEXT if left else DIM,
                              anchor="lm", bold=True)
                    x += 42
            elif line == "used":
                draw_text(draw, (x, y + 1), "scoring cards used:", 15, MUTED, anchor="lm")
                x += text_size("scoring cards used:", 15)[0] + 6
                for label in p.get("scoring_set_aside", ()):
                    box = draw_badge(draw, (x, y), SCORING_SHORT.get(str(label), str(label)),
                                     13, hex_rgb("#4a3f6b"), TEXT, anchor="lm", pad=2,
                                     radius=3)
                    x = box[2] + 4
            else:
                draw_text(draw, (x, y + 1), "holds", 15, ATTENTION, anchor="lm", bold=True)
                x += text_size("holds", 15, True)[0] + 8
                for letter in RESOURCE_LETTERS:
                    x = _resource_chip(draw, x, y - 9, letter, 18,
                                       int(p["resources"].get(letter, 0)), 17)


def _count(draw: ImageDraw.ImageDraw, x: float, y: float, icon: str, n: int,
           label: str) -> float:
    """A small card icon, a count and its label; returns the x after it."""
    colours = {"res": hex_rgb("#7fb3d5"), "act": hex_rgb("#c9a0dc"), "art": hex_rgb("#7dff5a")}
    c = colours.get(icon, MUTED)
    draw.rounded_rectangle((x, y - 9, x + 13, y + 9), radius=2, fill=c, outline=BLACK)
    draw_text(draw, (x + 18, y + 1), str(n), 18, TEXT if n else DIM, anchor="lm", bold=True)
    x += 18 + text_size(str(n), 18, True)[0] + 4
    draw_text(draw, (x, y + 1), label, 15, MUTED, anchor="lm")
    return x + text_size(label, 15)[0] + 12


def _draw_current(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
    """What is being resolved: the card, a landing, an offer; or the bank otherwise."""
    x0, x1 = PANEL_X + 6, BOARD_SIZE[0] - 14
    y0 = MAP_BOTTOM - CURRENT_BOX_H
    y1 = MAP_BOTTOM - 6
    draw.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=hex_rgb("#141a27"))
    current = view.get("current")
    offer = current.get("offer") if current else None
    if offer:
        giver, taker = offer.get("from"), offer.get("to")
        draw_text(draw, (x0 + 10, y0 + 14), "TRADE OFFER", 16, ATTENTION, anchor="lm",
                  bold=True)
        x: float = x0 + 24 + text_size("TRADE OFFER", 16, True)[0]
        for seat in (giver, taker):
            if isinstance(seat, int) and 0 <= seat < len(styles):
                draw_player_badge(draw, styles[seat], x + 10, y0 + 14, 10)
                draw_text(draw, (x + 25, y0 + 15), _seat_name(view, seat), 16, TEXT,
                          anchor="lm", bold=True)
                x += 33 + text_size(_seat_name(view, seat), 16, True)[0]
            if seat == giver:
                _arrow(draw, x, y0 + 14, 24)
                x += 32
        x = x0 + 10
        y = y0 + 34
        for label, bundle in (("gives", offer.get("give", "")), ("for", offer.get("get", ""))):
            draw_text(draw, (x, y + 11), label, 17, MUTED, anchor="lm")
            x += text_size(label, 17)[0] + 8
            letters = str(bundle)
            for letter in sorted(set(letters), key=_resource_order):
                x = _resource_chip(draw, x, y, letter, 22, letters.count(letter), 18)
            x += 8
        return
    if current and current.get("landing"):
        landing = current["landing"]
        seat = landing.get("seat")
        draw_text(draw, (x0 + 10, y0 + 16), "LANDING", 16, ATTENTION, anchor="lm", bold=True)
        if isinstance(seat, int) and 0 <= seat < len(styles):
            draw_player_badge(draw, styles[seat], x0 + 110, y0 + 16, 10)
        text, size = fit_text(
            f"{_seat_name(view, seat) if isinstance(seat, int) else '?'} lands in "
            f"{_system_name(str(landing.get('system', '')), view)}", x1 - x0 - 140, 17, 12,
            bold=True)
        draw_text(draw, (x0 + 126, y0 + 17), text, size, TEXT, anchor="lm", bold=True)
        _draw_bank(draw, view, x0 + 10, y0 + 46, x1)
        return
    if current and current.get("choice"):
        text, size = fit_text(f"Chosen: {current['choice']}", x1 - x0 - 20, 17, 12, bold=True)
        draw_text(draw, (x0 + 10, y0 + 16), text, size, ATTENTION, anchor="lm", bold=True)
    else:
        draw_text(draw, (x0 + 10, y0 + 16), "BANK", 16, MUTED, anchor="lm", bold=True)
        _draw_decks(draw, view, x1 - 10, y0 + 17)
    _draw_bank(draw, view, x0 + 10, y0 + 46, x1)


def _resource_order(letter: str) -> int:
    return RESOURCE_LETTERS.index(letter) if letter in RESOURCE_LETTERS else 99


def _draw_bank(draw: ImageDraw.ImageDraw, view: View, x: float, y: float, right: float) -> None:
    """The bank's resource cards; the decks' sizes go on the box's title line."""
    bank = view.get("bank") or {}
    for letter in RESOURCE_LETTERS:
        if letter in bank:
            x = _resource_chip(draw, x, y - 11, letter, 22, int(bank[letter]), 18)
    del right


def _draw_decks(draw: ImageDraw.ImageDraw, view: View, right: float, y: float) -> None:
    extra = []
    if "artifact_deck" in view:
        extra.append(f"artifact deck {view['artifact_deck']}")
    if "face_down_planets" in view:
        extra.append(f"face down {view['face_down_planets']}")
    if extra:
        draw_text(draw, (right, y), " · ".join(extra), 14, MUTED, anchor="rm")


def _arrow(draw: ImageDraw.ImageDraw, x: float, y: float, length: float,
           colour: RGB = TEXT) -> None:
    draw.line((x, y, x + length - 8, y), fill=colour, width=3)
    draw.polygon([(x + length, y), (x + length - 9, y - 6), (x + length - 9, y + 6)],
                 fill=colour)


# --- Action cards ------------------------------------------------------------------------------

CARD_KIND_LABELS = {"prod": "PRODUCE", "move": "MOVE", "build": "BUILD", "trade": "TRADE",
                    "score": "SCORE"}
CARD_KIND_COLOURS: dict[str, RGB] = {
    "prod": hex_rgb("#e8f3df"), "move": hex_rgb("#dfe9f7"), "build": hex_rgb("#f4e6d6"),
    "trade": hex_rgb("#f6efcf"), "score": hex_rgb("#ece0f4"),
}
SCORING_LINES: dict[str, tuple[str, str]] = {
    "score-CS": ("Colonies", "Starships"), "score-TS": ("Terraform", "Systems"),
    "score-ID": ("Identical", "Different"),
}


def draw_card(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
              card: str | None, owner: PlayerStyle | None, *, number: int | None = None,
              current: bool = False, done: bool = False, name: str | None = None,
              code: bool = False) -> None:
    """One action card: an empty space (no owner), a face-down card in its owner's colour
    (no ``card``), or a revealed card with its kind and its two resources / systems; with
    ``code``, the card's notation (``prod-FX``) at its foot, for typing a ``plan`` move."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    cx = (x0 + x1) / 2
    if current:
        draw.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), radius=10, fill=ATTENTION)
    if owner is None:
        draw.rounded_rectangle(box, radius=7, outline=DIM, width=2)
        if number is not None:
            draw_text(draw, (cx, (y0 + y1) / 2), str(number), round(w * 0.32), DIM,
                      anchor="mm", bold=True)
        return
    if card is None:
        back = darken(owner.colour, 0.15)
        draw.rounded_rectangle(box, radius=7, fill=back, outline=WHITE, width=2)
        inner = (x0 + 6, y0 + 6, x1 - 6, y1 - 6)
        draw.rounded_rectangle(inner, radius=5, outline=lighten(back, 0.35), width=1)
        draw_player_badge(draw, owner, cx, (y0 + y1) / 2 + 6, min(w * 0.3, 24), halo=WHITE)
        if number is not None:
            draw_text(draw, (x0 + 9, y0 + 8), str(number), round(min(18, w * 0.24)), owner.ink,
                      anchor="la", bold=True)
        return
    kind = card.split("-")[0]
    paper = CARD_KIND_COLOURS.get(kind, hex_rgb("#eeeeee"))
    if done:
        paper = darken(paper, 0.35)
    draw.rounded_rectangle(box, radius=7, fill=paper, outline=BLACK, width=2)
    band_h = max(20, round(w * 0.3))
    draw.rounded_rectangle((x0, y0, x1, y0 + band_h), radius=7, fill=owner.colour)
    draw.rectangle((x0, y0 + band_h - 7, x1, y0 + band_h), fill=owner.colour)
    draw.line((x0, y0 + band_h, x1, y0 + band_h), fill=BLACK, width=1)
    badge_r = band_h * 0.36
    draw_player_badge(draw, owner, x1 - badge_r - 5, y0 + band_h / 2, badge_r, halo=WHITE)
    if number is not None:
        draw_text(draw, (x0 + 7, y0 + band_h / 2 + 1), str(number), round(band_h * 0.62),
                  owner.ink, anchor="lm", bold=True)
    label = CARD_KIND_LABELS.get(kind, card.upper())
    text, size = fit_text(label, int(w - 8), round(w * 0.2), 9, bold=True)
    ink = INK_DARK if not done else hex_rgb("#3b3b3b")
    body_top = y0 + band_h + 4
    draw_text(draw, (cx, body_top + size * 0.7), text, size, ink, anchor="mm", bold=True)
    body_mid = (body_top + size * 1.4 + y1 - (20 if code else 0)) / 2
    chip = max(14, min(34, round(w * 0.34)))
    if kind == "prod" and len(card) >= 7:
        pair = (card[5], card[6])
        gap = max(4, round(w * 0.06))
        left = cx - chip - gap / 2
        for j, letter in enumerate(pair):
            _resource_chip(draw, left + j * (chip + gap), body_mid - chip / 2, letter, chip)
    elif kind == "move" and card.count("-") == 2:
        _, a, b = card.split("-")
        size2 = max(11, min(22, round(w * 0.22)))
        for j, system in enumerate((a, b)):
            yy = body_mid + (j - 0.5) * (size2 + 12)
            bar, disc = STAR_COLOURS[_star_key(system)]
            draw_badge(draw, (cx, yy), system, size2, bar, TEXT, anchor="mm", pad=3, radius=4,
                       outline=disc)
    elif kind == "score" and card in SCORING_LINES:
        size2 = max(10, min(18, round(w * 0.16)))
        for j, line in enumerate(SCORING_LINES[card]):
            text, s2 = fit_text(line, int(w - 8), size2, 9)
            draw_text(draw, (cx, body_mid + (j - 0.5) * (s2 + 8)), text, s2, ink,
                      anchor="mm", bold=True)
    elif kind == "build":
        draw_pawn(draw, "factory", cx, body_mid, min(chip * 1.3, 40), owner.colour)
    elif kind == "trade":
        _arrow(draw, cx - chip * 0.7, body_mid - 7, chip * 1.4, INK_DARK)
        draw.line((cx - chip * 0.7 + 8, body_mid + 7, cx + chip * 0.7, body_mid + 7),
                  fill=INK_DARK, width=3)
        draw.polygon([(cx - chip * 0.7, body_mid + 7), (cx - chip * 0.7 + 9, body_mid + 1),
                      (cx - chip * 0.7 + 9, body_mid + 13)], fill=INK_DARK)
    elif name:
        lines = wrap_text(name, int(w - 8), 12)
        for j, line in enumerate(lines[:4]):
            draw_text(draw, (cx, body_top + size * 1.6 + j * 15), line, 12, ink, anchor="ma")
    if code:
        text, size3 = fit_text(card, int(w - 10), 15, 10)
        draw_text(draw, (cx, y1 - 12), text, size3, hex_rgb("#4a4f60"), anchor="mm")


def _draw_planning(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
    planning = view.get("planning") or {}
    board = list(planning.get("board", ()))
    top = PLAN_Y + PLAN_TITLE_H + 10
    bottom = BOARD_SIZE[1] - 16
    if not board:
        outcome = view.get("outcome")
        if outcome:
            _draw_final_scores(draw, view, outcome, styles, (top + bottom) / 2)
        else:
            draw_text(draw, (BOARD_SIZE[0] / 2, (top + bottom) / 2),
                      "No cards on the planning board.", 22, MUTED, anchor="mm")
        return
    n = len(board)
    left, right = 18, BOARD_SIZE[0] - 18
    slot = (right - left) / n
    gap = max(6, round(slot * 0.1))
    card_w = min(slot - gap, 112)
    offset = left + (right - left - n * slot) / 2
    current_index = next((i for i, b in enumerate(board) if b.get("current")), None)
    for i, b in enumerate(board):
        x0 = offset + i * slot + (slot - card_w) / 2
        box = (x0, top, x0 + card_w, bottom)
        owner = b.get("owner")
        style = styles[owner] if isinstance(owner, int) and 0 <= owner < len(styles) else None
        card = b.get("card")
        done = current_index is not None and i < current_index and card is not None
        draw_card(draw, box, card if isinstance(card, str) else None, style,
                  number=int(b.get("space", i + 1)), current=bool(b.get("current")),
                  done=done, name=b.get("card_name"))
        if b.get("current"):
            cx = (box[0] + box[2]) / 2
            draw.polygon([(cx - 10, top - 11), (cx + 10, top - 11), (cx, top - 1)],
                         fill=ATTENTION)


def _draw_final_scores(draw: ImageDraw.ImageDraw, view: View, outcome: Mapping[str, Any],
                       styles: Sequence[PlayerStyle], y: float) -> None:
    """The ranking, best first, each player with their token, name and final score."""
    scores = list(outcome.get("scores") or [])
    entries = [(s, scores[s]) for group in outcome.get("ranking", ()) for s in group
               if isinstance(s, int) and s < len(scores)]
    if not entries:
        return
    size = 30
    widths = [44 + text_size(f"{_seat_name(view, s)} {sc}", size, True)[0] for s, sc in entries]
    label = "Final scores:"
    total = text_size(label, size, True)[0] + 20 + sum(widths) + 28 * (len(widths) - 1)
    x = (BOARD_SIZE[0] - total) / 2
    draw_text(draw, (x, y), label, size, MUTED, anchor="lm", bold=True)
    x += text_size(label, size, True)[0] + 20
    for (seat, score), w in zip(entries, widths, strict=True):
        if seat < len(styles):
            draw_player_badge(draw, styles[seat], x + 16, y, 16)
        draw_text(draw, (x + 40, y), f"{_seat_name(view, seat)} {score}", size, TEXT,
                  anchor="lm", bold=True)
        x += w + 28


# --- Board -------------------------------------------------------------------------------------


def board_image(view: View, names: Sequence[str] | None = None) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    styles = _styles(view)
    image = board_background(*BOARD_SIZE)
    draw = ImageDraw.Draw(image)
    _draw_header(draw, view, styles)
    _draw_systems(draw, view, styles)
    _draw_players(draw, view, styles, names)
    _draw_current(draw, view, styles)
    _draw_planning(draw, view, styles)
    return image


def _swatch_views() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """Made-up views that use every colour the images use (every player, planet kind, pawn,
    card and highlight): the samples the fixed PNG palette is learnt from."""
    factions = ["Blue", "Red", "Yellow", "Green", "Purple"]
    kinds = "WFEXYZA"
    systems = []
    for s_index, code in enumerate(SYSTEM_ORDER):
        planets = []
        for p_index in range(5 if code == "SOL" else 7):
            k = s_index + p_index
            face_up = k % 4 != 3
            owned = face_up and k % 3 != 2
            planets.append({
                "id": f"{code}{p_index + 1}", "kind": kinds[k % 7] if face_up else None,
                "face_up": face_up, "owner": k % 5 if owned else None,
                "ships": (k % 4) if owned else 0,
                "building": ("colony", "factory", None)[k % 3] if owned else None,
                "terraformed": owned and k % 2 == 0})
        systems.append({"code": code, "name": SYSTEM_NAMES[code], "planets": planets})
    players = [{
        "seat": i, "faction": f, "score": i * 13, "resource_cards": i * 2,
        "action_cards": 11 - i, "scoring_set_aside": ["score-CS", "score-TS"][: i % 3],
        "artifacts": i % 2, "deep_ships": i % 3,
        "supply": {"colony": i % 5, "factory": 4 - i % 5, "terraformer": 2, "starship": 0},
        "first": i == 1, "to_act": i % 2 == 0,
        "resources": {r: (i + j) % 4 for j, r in enumerate(RESOURCE_LETTERS)},
    } for i, f in enumerate(factions)]
    cards = ["prod-WX", "move-SR-TY", "build", "trade", "score-CS", "score-ID", "prod-FZ",
             "move-LY-NY", "score-TS", "prod-EY", None, None, None, None, None]
    board = [{"space": i + 1, "owner": None if i >= 13 else i % 5,
              "card": c if i < 10 else None, "card_name": c, "current": i == 6}
             for i, c in enumerate(cards)]
    action = {
        "game": "adastra", "round": 7, "phase": "action", "first_player": 1,
        "to_act": [0, 2, 4], "prompts": {"0": "accept or decline the trade offer",
                                         "2": "wait", "4": "choose"},
        "players": players, "systems": systems,
        "planning": {"spaces": 15, "board": board},
        "current": {"space": 7, "owner": 1, "card": "trade", "card_name": "Trade",
                    "choice": None, "landing": None,
                    "offer": {"from": 1, "to": 3, "give": "WWFEXYZ", "get": "AZ"}},
        "bank": {r: 20 for r in RESOURCE_LETTERS}, "face_down_planets": 20,
        "artifact_deck": 5, "ending": "Purple reached 50 points", "trade_open": True,
        "outcome": None,
    }
    over = dict(action, phase="over", to_act=[], prompts={}, trade_open=False,
                planning={"spaces": 0, "board": []},
                current={"space": 3, "owner": 2, "card": "move-SR-TY", "card_name": "Move",
                         "choice": "starships", "landing": {"seat": 2, "system": "TR"},
                         "offer": None},
                outcome={"scores": [p["score"] for p in players],
                         "ranking": [[4], [3], [2], [1], [0]], "reason": "Purple wins"})
    hand = dict(action, seat=2, private={
        "resources": {r: i % 3 for i, r in enumerate(RESOURCE_LETTERS)},
        "hand": [{"card": c, "name": c} for c in cards if c],
        "artifacts": [{"key": "cornu", "name": "Cornu Copiae", "effect": "Take three."}],
        "known_planets": {f"LR{i}": RESOURCE_NAMES[k] for i, k in enumerate(kinds)},
        "my_cards": {"3": "build", "9": "prod-WX"}, "prompt": "place a card"})
    return action, over, hand


@functools.lru_cache(maxsize=1)
def png_palette() -> Image.Image:
    """The fixed 256-colour palette every Ad Astra PNG is mapped onto (built once)."""
    action, over, hand = _swatch_views()
    return make_palette(board_image(action), board_image(over), hand_image(hand))


def render_board(view: View, names: Sequence[str] | None = None) -> bytes:
    """PNG of the public board, 1200x900, from ``GAME.view(state, None)``.

    ``names`` optionally gives each seat's display name (shown after its faction).
    """
    return encode_png(board_image(view, names), palette=png_palette())


# --- Hand --------------------------------------------------------------------------------------

_KIND_LETTER = {name: letter for letter, name in RESOURCE_NAMES.items()}


def _hand_layout(private: Mapping[str, Any]) -> dict[str, int]:
    """Heights of the hand image's sections (so the height follows the content)."""
    hand = list(private.get("hand", ()))
    rows = max(1, math.ceil(len(hand) / 8))
    artifacts = list(private.get("artifacts", ()))
    art_lines = sum(1 + len(wrap_text(str(a.get("effect", "")), HAND_WIDTH - 80, 17))
                    for a in artifacts)
    known = len(private.get("known_planets", {}) or {})
    known_rows = math.ceil(known / 12) if known else 0
    mine = len(private.get("my_cards", {}) or {})
    return {
        "header": 84,
        "resources": 128,
        "hand": 44 + rows * 166,
        "planned": (44 + 166) if mine else 0,
        "artifacts": 44 + (art_lines * 24 + len(artifacts) * 8 if artifacts else 30),
        "known": (44 + known_rows * 74) if known else 0,
    }


def hand_image(view: View) -> Image.Image:
    """A seat's private view as a Pillow image (see :func:`render_hand`)."""
    private = view.get("private") or {}
    styles = _styles(view)
    seat = view.get("seat")
    style = styles[seat] if isinstance(seat, int) and 0 <= seat < len(styles) else None
    owner = style or NEUTRAL
    layout = _hand_layout(private)
    height = sum(layout.values()) + 16
    image = Image.new("RGB", (HAND_WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    # Header.
    draw.rectangle((0, 0, HAND_WIDTH, layout["header"] - 8), fill=PANEL_BG)
    x = 20
    if style is not None and isinstance(seat, int):
        draw_player_badge(draw, style, 48, 40, 26)
        x = 88
        player = (view.get("players") or [{}])[seat] if seat < len(view.get("players", ())) \
            else {}
        title = f"{player.get('faction', 'Your')} · your hand"
        score = player.get("score")
        if score is not None:
            draw_text(draw, (HAND_WIDTH - 20, 14), f"{score} pts", 32, TEXT, anchor="ra",
                      bold=True)
    else:
        title = "Your hand"
    draw_text(draw, (x, 10), title, 30, TEXT, bold=True)
    prompt = str(private.get("prompt") or "")
    text, size = fit_text(f"Your move: {prompt}" if prompt else "Nothing to decide right now",
                          HAND_WIDTH - x - 20, 19, 13)
    draw_text(draw, (x, 52), text, size, ATTENTION if prompt else MUTED, bold=bool(prompt))
    y = layout["header"]

    def section(title: str, y: int) -> int:
        draw_text(draw, (20, y + 10), title, 18, MUTED, bold=True)
        return y + 40

    # Resources.
    ry = section("RESOURCES", y)
    resources = private.get("resources") or {}
    cw = (HAND_WIDTH - 40) / 6
    for i, letter in enumerate(RESOURCE_LETTERS):
        n = int(resources.get(letter, 0))
        bx = 20 + i * cw
        colour = PLANET_COLOURS[letter]
        draw.rounded_rectangle((bx + 4, ry, bx + cw - 4, ry + 80), radius=10,
                               fill=colour if n else darken(colour, 0.55), outline=BLACK,
                               width=2)
        draw_text(draw, (bx + 16, ry + 8), letter, 26, INK_DARK, bold=True)
        draw_text(draw, (bx + 16, ry + 58), RESOURCE_NAMES[letter], 16, INK_DARK,
                  anchor="lm")
        draw_text(draw, (bx + cw - 16, ry + 4), str(n), 44, INK_DARK, anchor="ra", bold=True)
    y += layout["resources"]
    # Action cards in hand.
    hy = section(f"ACTION CARDS IN HAND ({len(private.get('hand', ()))})", y)
    hand = list(private.get("hand", ()))
    card_w, card_h = 108, 156
    for i, entry in enumerate(hand):
        row, col = divmod(i, 8)
        bx = 20 + col * (card_w + 12)
        by = hy + row * 166
        draw_card(draw, (bx, by, bx + card_w, by + card_h), str(entry.get("card", "")),
                  owner, name=entry.get("name"), code=True)
    if not hand:
        draw_text(draw, (20, hy + 10), "none", 18, DIM)
    y += layout["hand"]
    # My face-down cards on the planning board.
    mine = private.get("my_cards") or {}
    if mine:
        py = section("YOUR FACE-DOWN CARDS ON THE PLANNING BOARD", y)
        for i, (space, card) in enumerate(sorted(mine.items(), key=lambda kv: int(kv[0]))):
            bx = 20 + i * (card_w + 12)
            if bx + card_w > HAND_WIDTH:
                break
            draw_card(draw, (bx, py, bx + card_w, py + card_h), str(card), owner,
                      number=int(space), code=True)
        y += layout["planned"]
    # Artifacts.
    ay = section("ALIEN ARTIFACTS", y)
    artifacts = list(private.get("artifacts", ()))
    if not artifacts:
        draw_text(draw, (20, ay), "none", 18, DIM)
    for artifact in artifacts:
        draw.rounded_rectangle((20, ay - 2, 32, ay + 20), radius=3, fill=ALIEN_INK,
                               outline=BLACK)
        title = str(artifact.get("name", artifact.get("key", "")))
        draw_text(draw, (42, ay), title, 20, TEXT, bold=True)
        if artifact.get("key"):
            draw_text(draw, (52 + text_size(title, 20, True)[0], ay + 3),
                      f"notation: {artifact['key']}", 16, DIM)
        ay += 26
        for line in wrap_text(str(artifact.get("effect", "")), HAND_WIDTH - 80, 17):
            draw_text(draw, (42, ay), line, 17, MUTED)
            ay += 24
        ay += 8
    y += layout["artifacts"]
    # Face-down planets this seat has looked at.
    known = private.get("known_planets") or {}
    if known:
        ky = section("FACE-DOWN PLANETS YOU HAVE SEEN", y)
        for i, (pid, kind_name) in enumerate(sorted(known.items())):
            row, col = divmod(i, 12)
            cx = 50 + col * 80
            cy = ky + 24 + row * 74
            letter = _KIND_LETTER.get(str(kind_name), str(kind_name)[:1])
            colour = PLANET_COLOURS.get(letter, FACE_DOWN)
            draw.ellipse((cx - 22, cy - 22, cx + 22, cy + 22), fill=colour, outline=BLACK,
                         width=2)
            draw_text(draw, (cx, cy + 1), letter, 26, ALIEN_INK if letter == "A" else INK_DARK,
                      anchor="mm", bold=True)
            draw_text(draw, (cx, cy + 36), str(pid), 16, TEXT, anchor="mm", bold=True)
    return image


def render_hand(view: View) -> bytes:
    """PNG of one seat's private view (``GAME.view(state, seat)``), 1000 px wide; its
    height follows the content. Only ``view["private"]`` and the seat's own public row are
    drawn, so it is to be shown to that seat alone."""
    return encode_png(hand_image(view), palette=png_palette())
