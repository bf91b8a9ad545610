"""Magnastorm's board image and private hand image, drawn from views only.

``render_board(view)`` draws the public view (``GAME.view(state, None)``): the planet with
its six sectors (storm or quiet), the map spaces coloured by research area with their
numbers, turtle labs in their owners' colours and shapes, transmitter stations, scout
runners and the centre tile with the round; the lab income of the quiet sectors; the action
board (commanders with their takeover price, the upper panel's crew, the lower panel's
rows, bonuses and crew, the first player token); the research board (tracks with every
player's marker, research commanders, the four objectives with their reputation ladders);
and every player's reputation, cubes and pieces left, in turn order.

``render_hand(view)`` draws one seat's view (``GAME.view(state, seat)``): its cubes, player
board (lab and station slots with their costs), research levels, what each commander would
cost it to take over now, the powers of its commanders, and its private artifact cards.

The layout is fixed (1200x1000), so the bot and tests can point at a space
(:func:`space_centre`). Renders are pure and deterministic; the frames and titles come from
a cached layer and the PNG is mapped onto a fixed palette learnt once from sample views.
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
    draw_shape,
    draw_text,
    encode_png,
    fit_text,
    hex_rgb,
    layer_cache,
    lighten,
    make_palette,
    player_style,
    text_size,
    wrap_text,
)

__all__ = ["BOARD_SIZE", "HAND_WIDTH", "board_background", "board_image", "hand_image",
           "png_palette", "render_board", "render_hand", "space_centre", "style_of",
           "transmitter_centre"]

View = Mapping[str, Any]
Box = tuple[float, float, float, float]

# --- Geometry ----------------------------------------------------------------------------------

BOARD_SIZE = (1200, 1000)
HAND_WIDTH = 1000
HEADER_H = 62
MAP_BOX = (6, 66, 614, 668)
MAP_CX, MAP_CY = 310, 367
MAP_R = 268  # the planet's rim; the sector labels sit just outside it
SPACE_R = 13
SPREAD = 1.45  # spaces of one area are spread around its centre to make room for numbers
CENTRE_R = 62
INCOME_BOX = (6, 672, 614, 740)
PLAYERS_BOX = (6, 744, 614, 996)
RIGHT_X0, RIGHT_X1 = 622, 1194
ACTION_BOX = (RIGHT_X0, 66, RIGHT_X1, 488)
RESEARCH_BOX = (RIGHT_X0, 492, RIGHT_X1, 996)
ROWLAB_W = 140  # the action board's left display (row costs and gains)
CMD_H = 88
UPPER_ROW_H = 25
LOWER_ROW_H = 31
TRACK_LABEL_W = 150

# --- Colours -----------------------------------------------------------------------------------

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

#: The four federations, each with its colour, a two-letter tag (the notation's aliases)
#: and a shape, so no player is told apart by colour alone.
FEDERATIONS: dict[str, PlayerStyle] = {
    "grey": PlayerStyle(hex_rgb("#a3a8b3"), "grey", "Gy", "circle", INK_DARK),
    "purple": PlayerStyle(hex_rgb("#8b5cd6"), "purple", "Pu", "hexagon", WHITE),
    "pink": PlayerStyle(hex_rgb("#f48fc8"), "pink", "Pi", "square", INK_DARK),
    "orange": PlayerStyle(hex_rgb("#E69F00"), "orange", "Or", "diamond", INK_DARK),
}
CUBE_COLOURS: dict[str, RGB] = {
    "yellow": hex_rgb("#F0E442"), "black": hex_rgb("#16161c"),
    **{name: style.colour for name, style in FEDERATIONS.items()},
}
METALS: dict[str, RGB] = {"gold": hex_rgb("#e8c14a"), "silver": hex_rgb("#c9ced8"),
                          "bronze": hex_rgb("#c98a4b")}
BONUS_WORDS: dict[str, str] = {
    "own": "1 cube of your colour", "yellow": "1 yellow cube", "any": "1 cube of any player "
    "colour", "bag2": "draw 2 cubes from the bag", "bag3": "draw 3 cubes from the bag",
    "crew": "place a crew member",
}
PHASES: dict[str, str] = {"setup": "Starting positions", "turns": "Phase 1: actions",
                          "admin": "Phase 2: administration", "over": "Game over"}
BONUS_SHORT: dict[str, str] = {
    "crew": "+crew", "turn": "turn +1", "range": "range 2", "extralab": "+lab",
    "bag": "bag", "bag2": "bag 2", "bag3": "bag 3",
}


def style_of(view: View, seat: int) -> PlayerStyle:
    """The drawing style of a seat: its federation's colour, tag and shape."""
    players = view.get("players") or []
    colour = str(players[seat].get("colour", "")) if 0 <= seat < len(players) else ""
    return FEDERATIONS.get(colour) or player_style(seat)


def _styles(view: View) -> list[PlayerStyle]:
    return [style_of(view, s) for s in range(len(view.get("players") or []))]


def _seat_of_colour(view: View, colour: str) -> int | None:
    for p in view.get("players") or []:
        if p.get("colour") == colour:
            return int(p.get("seat", 0))
    return None


def _name(view: View, seat: int) -> str:
    players = view.get("players") or []
    if 0 <= seat < len(players):
        return str(players[seat].get("colour", f"seat {seat + 1}")).capitalize()
    return f"Seat {seat + 1}"


# --- Small icons -------------------------------------------------------------------------------


def draw_cube(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, colour: str,
              own: RGB | None = None) -> None:
    """A CreditCube: a square in its colour. "own" (printed black: the acting player's
    colour) is black with a white rim unless ``own`` gives the colour; "any" (any player
    colour) is split in four."""
    if colour == "any":
        names = ("grey", "purple", "pink", "orange")
        half = s / 2
        for i, name in enumerate(names):
            qx, qy = x + (i % 2) * half, y + (i // 2) * half
            draw.rectangle((qx, qy, qx + half, qy + half), fill=CUBE_COLOURS[name])
        draw.rectangle((x, y, x + s, y + s), outline=BLACK, width=1)
        return
    if colour == "own":
        fill = own if own is not None else CUBE_COLOURS["black"]
        draw.rectangle((x, y, x + s, y + s), fill=fill, outline=WHITE if own is None else BLACK,
                       width=1)
        return
    draw.rectangle((x, y, x + s, y + s), fill=CUBE_COLOURS.get(colour, DIM), outline=BLACK,
                   width=1)


def draw_cubes(draw: ImageDraw.ImageDraw, x: float, y: float, s: float,
               cubes: Sequence[str], own: RGB | None = None, gap: float = 2) -> float:
    """A row of cubes from ``x`` (top at ``y``); returns the x after the last one."""
    for c in cubes:
        draw_cube(draw, x, y, s, str(c), own)
        x += s + gap
    return x


def _bonus_icon(draw: ImageDraw.ImageDraw, x: float, cy: float, bonus: str, size: int,
                colour: RGB = MUTED) -> float:
    """A bonus in few pixels: a research dot with "+1", a cube, or a short word."""
    if bonus.startswith("research:"):
        area = bonus.split(":", 1)[1]
        r = size * 0.45
        draw.ellipse((x, cy - r, x + 2 * r, cy + r), fill=RESEARCH_COLOURS.get(area, DIM),
                     outline=BLACK)
        draw_text(draw, (x + 2 * r + 2, cy), "+1", size, colour, anchor="lm", bold=True)
        return x + 2 * r + 4 + text_size("+1", size, True)[0]
    if bonus in ("own", "yellow", "any"):
        s = size * 0.85
        draw_cube(draw, x, cy - s / 2, s, bonus)
        return x + s + 2
    label = BONUS_SHORT.get(bonus, bonus)
    draw_text(draw, (x, cy), label, size, colour, anchor="lm", bold=True)
    return x + text_size(label, size, True)[0]


def _track_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, bonus: str,
                s: float, own: RGB | None = None) -> None:
    """A research-track bonus centred at (cx, cy), ``s`` pixels tall: a cube, a bag with
    the number of cubes drawn, or a crew pawn."""
    if bonus in ("own", "yellow", "any"):
        draw_cube(draw, cx - s / 2, cy - s / 2, s, bonus, own)
    elif bonus.startswith("bag"):
        r = s * 0.62
        draw.ellipse((cx - r, cy - r + 1, cx + r, cy + r + 1), fill=CUBE_COLOURS["black"],
                     outline=MUTED)
        draw.rectangle((cx - r * 0.4, cy - r - 1, cx + r * 0.4, cy - r + 2), fill=MUTED)
        draw_text(draw, (cx, cy + 1), bonus[3:] or "1", max(8, round(s * 0.85)), WHITE,
                  anchor="mm", bold=True)
    elif bonus == "crew":
        r = s * 0.26
        draw.ellipse((cx - r, cy - s / 2, cx + r, cy - s / 2 + 2 * r), fill=TEXT)
        draw.polygon([(cx - s * 0.4, cy + s / 2), (cx + s * 0.4, cy + s / 2),
                      (cx + s * 0.15, cy - s / 2 + 2 * r), (cx - s * 0.15, cy - s / 2 + 2 * r)],
                     fill=TEXT)
    else:
        draw_text(draw, (cx, cy), BONUS_SHORT.get(bonus, bonus), max(8, round(s * 0.8)),
                  MUTED, anchor="mm")


# --- Map geometry ------------------------------------------------------------------------------


def _to_px(xy: Sequence[float]) -> tuple[float, float]:
    return MAP_CX + float(xy[0]) * MAP_R, MAP_CY + float(xy[1]) * MAP_R


SpacesKey = tuple[tuple[str, str, float, float], ...]
TxKey = tuple[tuple[str, float, float], ...]


def _keys(view: View) -> tuple[SpacesKey, TxKey]:
    board = view.get("board") or {}
    spaces = tuple((str(sp["id"]), str(sp["area"]), float(sp["xy"][0]), float(sp["xy"][1]))
                   for sp in board.get("spaces") or ())
    txs = tuple((str(t["id"]), float(t["xy"][0]), float(t["xy"][1]))
                for t in board.get("transmitters") or ())
    return spaces, txs


@functools.lru_cache(maxsize=8)
def _geometry(spaces: SpacesKey, txs: TxKey) -> tuple[
        dict[str, tuple[float, float]], dict[str, tuple[float, float]],
        dict[str, tuple[float, float]]]:
    """Pixel centres of the spaces, the area centres and the transmitter spaces.

    Spaces keep the view's map position, but the spaces of one area are pushed apart
    around their common centre so each can carry a readable number. A transmitter space
    stays on its sector border and moves along it, as little as possible, to a spot clear
    of the spaces (the rulebook puts them next to the connecting lines, not on them).
    The map is the same all game long, so this is computed once per board side."""
    sums: dict[str, list[float]] = {}
    for _, area, x, y in spaces:
        entry = sums.setdefault(area, [0.0, 0.0, 0.0])
        entry[0] += x
        entry[1] += y
        entry[2] += 1
    centres = {a: (x / n, y / n) for a, (x, y, n) in sums.items()}
    pos: dict[str, tuple[float, float]] = {}
    for sid, area, x, y in spaces:
        ax, ay = centres[area]
        pos[sid] = _to_px((ax + (x - ax) * SPREAD, ay + (y - ay) * SPREAD))
    clear = 2 * SPACE_R
    tx_pos: dict[str, tuple[float, float]] = {}
    for tid, x, y in txs:
        r0 = math.hypot(x, y)
        angle = math.atan2(-y, x)
        best = _to_px((x, y))
        for step in range(60):
            found = False
            for r in (r0 + step * 0.01, r0 - step * 0.01):
                px = _to_px((r * math.cos(angle), -r * math.sin(angle)))
                if r > 0.3 and all(math.dist(px, q) >= clear for q in pos.values()):
                    best, found = px, True
                    break
            if found:
                break
        tx_pos[tid] = best
    return pos, {a: _to_px(c) for a, c in centres.items()}, tx_pos


def space_centre(view: View, space_id: str) -> tuple[int, int] | None:
    """Where :func:`render_board` draws a map space (None if the view has no such space)."""
    pos = _geometry(*_keys(view))[0].get(str(space_id))
    return (round(pos[0]), round(pos[1])) if pos else None


def transmitter_centre(view: View, tid: str) -> tuple[int, int] | None:
    """Where :func:`render_board` draws a transmitter space."""
    pos = _geometry(*_keys(view))[2].get(str(tid))
    return (round(pos[0]), round(pos[1])) if pos else None


def _sector_angle(sector: int) -> float:
    """Centre angle (degrees, counter-clockwise from east) of sector 1..6 (1 lower-left)."""
    return 210.0 - 60.0 * (sector - 1)


def _polar_px(radius: float, degrees: float) -> tuple[float, float]:
    rad = math.radians(degrees)
    return MAP_CX + radius * math.cos(rad), MAP_CY - radius * math.sin(rad)


# --- The cached background ---------------------------------------------------------------------


@layer_cache(maxsize=4)
def board_background(width: int, height: int, players: int) -> Image.Image:
    """Frames and titles: what does not change during a game of this player count."""
    image = Image.new("RGB", (width, height), BG)
    draw = ImageDraw.Draw(image)
    for i in range(120):  # a fixed, sparse star field
        x = (i * 7919) % width
        y = (i * 104729 // 7) % height
        shade = 60 + (i * 37) % 80
        draw.point((x, y), fill=(shade, shade, shade + 20))
    draw.rectangle((0, 0, width, HEADER_H), fill=PANEL_BG)
    draw.line((0, HEADER_H, width, HEADER_H), fill=DIM, width=1)
    for box in (INCOME_BOX, PLAYERS_BOX, ACTION_BOX, RESEARCH_BOX):
        draw.rounded_rectangle(box, radius=10, fill=PANEL_BG)
    x0, y0, x1, _ = ACTION_BOX
    draw_text(draw, (x0 + 12, y0 + 13), "ACTION BOARD", 17, MUTED, anchor="lm", bold=True)
    draw_text(draw, (x1 - 12, y0 + 13), "take over a commander, or move a crew member down",
              13, DIM, anchor="rm")
    x0, y0, x1, _ = RESEARCH_BOX
    draw_text(draw, (x0 + 12, y0 + 13), "RESEARCH BOARD", 17, MUTED, anchor="lm", bold=True)
    draw_text(draw, (x1 - 12, y0 + 13), "levels 0-12 · bonuses on even levels", 13, DIM,
              anchor="rm")
    # Research-colour legend in the income strip.
    lx = INCOME_BOX[2] - 196
    ly = INCOME_BOX[1] + 14
    draw_text(draw, (lx, ly), "spaces:", 13, MUTED, anchor="lm", bold=True)
    areas = ("green", "red", "blue", "cyan", "white") if players == 4 else (
        "green", "red", "blue", "white")
    x = lx + 56
    for area in areas:
        draw.ellipse((x, ly - 6, x + 12, ly + 6), fill=RESEARCH_COLOURS[area], outline=BLACK)
        x += 16 if area != "white" else 0
    draw_text(draw, (x + 16, ly), "= any", 13, MUTED, anchor="lm")
    draw_cube(draw, lx, ly + 18, 11, "own")
    draw_text(draw, (lx + 15, ly + 24), "= your colour", 13, MUTED, anchor="lm")
    draw_cube(draw, lx + 112, ly + 18, 11, "any")
    draw_text(draw, (lx + 127, ly + 24), "= any player", 13, MUTED, anchor="lm")
    draw_text(draw, (lx, ly + 44), "runner = in white disc · lab = shape", 12, DIM,
              anchor="lm")
    return image


# --- Header ------------------------------------------------------------------------------------


def _draw_header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
    phase = str(view.get("phase", ""))
    draw_text(draw, (14, 7), "MAGNASTORM", 14, MUTED, bold=True)
    title = f"Round {view.get('round', '?')}/{view.get('last_round', 4)}"
    draw_text(draw, (14, 24), title, 30, TEXT, bold=True)
    x = 20 + text_size(title, 30, True)[0] + 14
    label = PHASES.get(phase, phase.capitalize())
    box = draw_badge(draw, (x, 10), label, 17, DANGER if phase == "over" else
                     hex_rgb("#36425e"), TEXT, pad=4)
    draw_text(draw, (x + 2, 50), f"goal {view.get('goal', '?')} reputation", 14, MUTED,
              anchor="lm")
    x = max(box[2], x + text_size(f"goal {view.get('goal', '?')} reputation", 14)[0]) + 18
    right = BOARD_SIZE[0] - 14
    outcome = view.get("outcome")
    if outcome:
        ranking = [int(s) for group in outcome.get("ranking", ())
                   for s in (group if isinstance(group, list) else [group])]
        players = view.get("players") or []
        parts = [f"{i + 1}. {_name(view, s)} {players[s].get('reputation', 0)}"
                 for i, s in enumerate(ranking) if s < len(players)]
        reason = str(outcome.get("reason", ""))
        if ranking:
            winner = _name(view, ranking[0])
            line = f"{winner} wins ({reason})" if reason else f"{winner} wins"
            text, size = fit_text(line, right - x, 22, 14, bold=True)
            draw_text(draw, (x, 18), text, size, ATTENTION, anchor="lm", bold=True)
        text, size = fit_text("   ".join(parts), right - x, 18, 12)
        draw_text(draw, (x, 46), text, size, TEXT, anchor="lm")
        return
    if view.get("end_triggered"):
        draw_text(draw, (x, 18), "The end is triggered: this is the last pass of turns.",
                  17, ATTENTION, anchor="lm", bold=True)
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    prompts = view.get("prompts") or {}
    y = 46 if view.get("end_triggered") else 32
    if not acting:
        draw_text(draw, (x, y), "Nobody to act", 18, MUTED, anchor="lm")
        return
    seat = acting[0]
    if 0 <= seat < len(styles):
        draw_player_badge(draw, styles[seat], x + 15, y, 15, text=styles[seat].letter)
    prompt = str(prompts.get(str(seat)) or view.get("prompt") or "")
    text, size = fit_text(f"{_name(view, seat)}: {prompt}", right - x - 38, 19, 12,
                          bold=True)
    draw_text(draw, (x + 38, y), text, size, TEXT, anchor="lm", bold=True)


# --- The map -----------------------------------------------------------------------------------


def _draw_sectors(draw: ImageDraw.ImageDraw, board: Mapping[str, Any]) -> None:
    storms = {int(s) for s in board.get("storm_sectors", ())}
    box = (MAP_CX - MAP_R, MAP_CY - MAP_R, MAP_CX + MAP_R, MAP_CY + MAP_R)
    for sector in range(1, 7):
        centre = _sector_angle(sector)
        start, end = -(centre + 30), -(centre - 30)
        storm = sector in storms
        draw.pieslice(box, start, end, fill=STORM_FILL if storm else QUIET_FILL)
        if storm:  # diagonal lightning stripes: storm is not shown by colour alone
            for k in range(9):
                angle = centre - 26 + 6 * k
                inner = _polar_px(CENTRE_R + 10, angle)
                outer = _polar_px(MAP_R - 6, angle + 4)
                draw.line((inner, outer), fill=STORM_STRIPE, width=2)
    # Sector borders and the rim.
    for sector in range(1, 7):
        angle = _sector_angle(sector) + 30
        draw.line((_polar_px(CENTRE_R, angle), _polar_px(MAP_R, angle)), fill=DIM, width=2)
    for sector in range(1, 7):
        storm = sector in storms
        centre = _sector_angle(sector)
        draw.arc(box, -(centre + 30) + 1, -(centre - 30) - 1,
                 fill=STORM_EDGE if storm else QUIET_EDGE, width=5)
        lx, ly = _polar_px(MAP_R + 17, centre - 18)
        label = f"S{sector} storm" if storm else f"S{sector} quiet"
        draw_badge(draw, (lx, ly), label, 14, darken(STORM_EDGE, 0.45) if storm
                   else darken(QUIET_EDGE, 0.5), TEXT, anchor="mm", pad=3,
                   outline=STORM_EDGE if storm else QUIET_EDGE)


def _draw_centre(draw: ImageDraw.ImageDraw, view: View, board: Mapping[str, Any]) -> None:
    storms = {int(s) for s in board.get("storm_sectors", ())}
    r = CENTRE_R
    box = (MAP_CX - r, MAP_CY - r, MAP_CX + r, MAP_CY + r)
    for sector in range(1, 7):
        centre = _sector_angle(sector)
        draw.pieslice(box, -(centre + 30), -(centre - 30),
                      fill=STORM_EDGE if sector in storms else QUIET_EDGE)
    inner = r - 9
    draw.ellipse((MAP_CX - inner, MAP_CY - inner, MAP_CX + inner, MAP_CY + inner),
                 fill=CENTRE_FILL, outline=BLACK, width=2)
    draw_text(draw, (MAP_CX, MAP_CY - 30), "ROUND", 13, MUTED, anchor="mm", bold=True)
    draw_text(draw, (MAP_CX, MAP_CY - 4), f"{view.get('round', '?')}", 34, TEXT, anchor="mm",
              bold=True)
    draw_text(draw, (MAP_CX, MAP_CY + 22), f"of {view.get('last_round', 4)}", 13, MUTED,
              anchor="mm")
    # The storm turns clockwise by one sector each round: an arrow around the round number.
    arc_r = inner - 5
    draw.arc((MAP_CX - arc_r, MAP_CY - arc_r, MAP_CX + arc_r, MAP_CY + arc_r), 20, 70,
             fill=STORM_EDGE, width=2)
    tip = (MAP_CX + arc_r * math.cos(math.radians(70)), MAP_CY + arc_r * math.sin(
        math.radians(70)))
    draw.polygon([(tip[0] - 1, tip[1] - 6), (tip[0] - 1, tip[1] + 6), (tip[0] - 9, tip[1])],
                 fill=STORM_EDGE)


def _draw_links(draw: ImageDraw.ImageDraw, board: Mapping[str, Any],
                pos: Mapping[str, tuple[float, float]],
                centres: Mapping[str, tuple[float, float]],
                tx_pos: Mapping[str, tuple[float, float]]) -> None:
    """Connecting lines between areas, and the area blobs that group their spaces."""
    by_area: dict[str, list[str]] = {}
    for sp in board.get("spaces", ()):
        by_area.setdefault(str(sp["area"]), []).append(str(sp["id"]))
    for a, b in board.get("links", ()):
        if a in centres and b in centres:
            draw.line((centres[a], centres[b]), fill=LINK, width=3)
    for t in board.get("transmitters", ()):  # a short tie from each transmitter to its line
        areas = [str(a) for a in t.get("areas", ())]
        if len(areas) == 2 and all(a in centres for a in areas) and str(t["id"]) in tx_pos:
            (ax, ay), (bx, by) = centres[areas[0]], centres[areas[1]]
            draw.line((tx_pos[str(t["id"])], ((ax + bx) / 2, (ay + by) / 2)), fill=LINK,
                      width=2)
    storms = {int(s) for s in board.get("storm_sectors", ())}
    sector_of = {str(sp["area"]): int(sp["sector"]) for sp in board.get("spaces", ())}
    for area, ids in by_area.items():
        fill = AREA_STORM if sector_of.get(area) in storms else AREA_QUIET
        points = [pos[i] for i in ids]
        width = 2 * SPACE_R + 10
        if len(points) > 1:
            draw.line(points, fill=fill, width=width, joint="curve")
        for x, y in points:
            rr = SPACE_R + 5
            draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=fill, outline=None)


def _draw_transmitters(draw: ImageDraw.ImageDraw, board: Mapping[str, Any],
                       tx_pos: Mapping[str, tuple[float, float]],
                       styles: Sequence[PlayerStyle]) -> None:
    """Transmitter spaces: an antenna box with its name (``t3``); a built station is a
    box in its owner's colour with the owner's tag, the name beside it."""
    for t in board.get("transmitters", ()):
        x, y = tx_pos.get(str(t["id"])) or _to_px(t["xy"])
        tid = str(t["id"])
        owner = int(t.get("owner", -1))
        if 0 <= owner < len(styles):
            style = styles[owner]
            draw.line((x, y - 10, x, y - 19), fill=WHITE, width=3)  # the antenna
            draw.ellipse((x - 4, y - 23, x + 4, y - 15), fill=style.colour, outline=WHITE)
            tower = [(x - 14, y + 11), (x + 14, y + 11), (x + 8, y - 11), (x - 8, y - 11)]
            draw.polygon(tower, fill=style.colour, outline=WHITE, width=2)
            draw_text(draw, (x, y + 1), style.letter, 12, style.ink, anchor="mm", bold=True)
            draw_text(draw, (x, y + 19), tid, 11, TEXT, anchor="mm", bold=True, outline=BG)
        else:
            draw.line((x, y - 10, x, y - 17), fill=LINK, width=2)
            draw.ellipse((x - 3, y - 20, x + 3, y - 14), fill=LINK)
            draw.rounded_rectangle((x - 13, y - 10, x + 13, y + 10), radius=3, fill=BG,
                                   outline=LINK, width=2)
            draw_text(draw, (x, y + 1), tid, 12, TEXT, anchor="mm", bold=True)


def _draw_spaces(draw: ImageDraw.ImageDraw, board: Mapping[str, Any],
                 pos: Mapping[str, tuple[float, float]], styles: Sequence[PlayerStyle]) -> None:
    for sp in board.get("spaces", ()):
        sid = str(sp["id"])
        x, y = pos[sid]
        colour = sp.get("colour")
        lab = sp.get("lab")
        if colour is None:  # a start space: a landing pad
            r = SPACE_R + 3
            draw.ellipse((x - r, y - r, x + r, y + r), fill=hex_rgb("#0f1320"), outline=ATTENTION,
                         width=3)
            draw_text(draw, (x, y), "START", 9, ATTENTION, anchor="mm", bold=True)
            draw_text(draw, (x, y + r + 7), sid, 11, ATTENTION, anchor="mm", bold=True,
                      outline=BG)
            continue
        research = RESEARCH_COLOURS.get(str(colour), DIM)
        if lab and isinstance(lab.get("owner"), int) and 0 <= lab["owner"] < len(styles):
            style = styles[lab["owner"]]
            ring = SPACE_R + 3
            draw.ellipse((x - ring, y - ring, x + ring, y + ring), fill=research)
            count = int(lab.get("count", 1))
            if count > 1:  # a second lab on the same space, stacked behind
                draw_shape(draw, style.shape, x + 5, y - 5, SPACE_R - 1, style.colour, BLACK, 2)
            draw_shape(draw, style.shape, x, y, SPACE_R - 1, style.colour, BLACK, 2)
            draw_text(draw, (x, y + 1), sid, 12 if len(sid) < 3 else 10, style.ink,
                      anchor="mm", bold=True)
            if count > 1:
                draw_text(draw, (x + SPACE_R, y + SPACE_R), f"x{count}", 11, TEXT, anchor="mm",
                          bold=True, outline=BLACK)
            continue
        draw.ellipse((x - SPACE_R, y - SPACE_R, x + SPACE_R, y + SPACE_R), fill=research,
                     outline=BLACK, width=2)
        draw_text(draw, (x, y + 1), sid, 13 if len(sid) < 3 else 11,
                  RESEARCH_INK.get(str(colour), WHITE), anchor="mm", bold=True)


def _draw_runners(draw: ImageDraw.ImageDraw, board: Mapping[str, Any],
                  pos: Mapping[str, tuple[float, float]], styles: Sequence[PlayerStyle],
                  acting: set[int]) -> None:
    runners = [str(r) for r in board.get("runners", ())]
    together: dict[str, list[int]] = {}
    for seat, space in enumerate(runners):
        together.setdefault(space, []).append(seat)
    for space, seats in together.items():
        if space not in pos or not seats:
            continue
        x, y = pos[space]
        n = len(seats)
        for i, seat in enumerate(seats):
            if seat >= len(styles):
                continue
            # On the space, in a white disc; several runners on one space fan out.
            angle = math.pi / 2 + 2 * math.pi * i / n
            spread = 0 if n == 1 else 8 + 4 * n
            bx, by = x + spread * math.cos(angle), y - spread * math.sin(angle)
            if seat in acting:
                draw.ellipse((bx - 19, by - 19, bx + 19, by + 19), outline=ATTENTION, width=3)
            draw.ellipse((bx - 16, by - 16, bx + 16, by + 16), fill=WHITE, outline=BLACK,
                         width=2)
            draw_player_badge(draw, styles[seat], bx, by, 12.5, halo=None,
                              text=styles[seat].letter)
        if space not in {str(v) for v in (board.get("start_spaces") or {}).values()}:
            draw_text(draw, (x + 15, y + 13), space, 11, TEXT, anchor="mm", bold=True,
                      outline=BLACK)


def _draw_map(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
    board = view.get("board") or {}
    pos, centres, tx_pos = _geometry(*_keys(view))
    _draw_sectors(draw, board)
    _draw_centre(draw, view, board)
    _draw_links(draw, board, pos, centres, tx_pos)
    _draw_transmitters(draw, board, tx_pos, styles)
    _draw_spaces(draw, board, pos, styles)
    acting = {s for s in view.get("to_act", ()) if isinstance(s, int)}
    _draw_runners(draw, board, pos, styles, acting)


# --- Income strip ------------------------------------------------------------------------------


def _draw_income(draw: ImageDraw.ImageDraw, view: View) -> None:
    x0, y0, _, _ = INCOME_BOX
    board = view.get("board") or {}
    draw_text(draw, (x0 + 10, y0 + 12), "LAB INCOME", 14, MUTED, anchor="lm", bold=True)
    draw_text(draw, (x0 + 10, y0 + 30), "per quiet sector", 12, DIM, anchor="lm")
    draw_text(draw, (x0 + 10, y0 + 46), "labs: 1 · 2 · 3 · 4+", 12, DIM, anchor="lm")
    bag = view.get("bag") or {}
    total = sum(int(n) for n in bag.values())
    draw_text(draw, (x0 + 10, y0 + 60), f"bag: {total} cubes", 12, DIM, anchor="lm")
    income = board.get("income") or {}
    y = y0 + 12
    for sector in sorted(income, key=lambda s: int(s)):
        x: float = x0 + 128
        draw_text(draw, (x, y), f"S{sector}", 14, QUIET_EDGE, anchor="lm", bold=True)
        x += 32
        for labs, cubes in enumerate(income[sector][1:], start=1):
            draw_text(draw, (x, y), f"{labs}{'+' if labs == 4 else ''}", 12, MUTED,
                      anchor="lm", bold=True)
            x = draw_cubes(draw, x + 14 + (5 if labs == 4 else 0), y - 5, 11, cubes) + 8
        y += 21


# --- Players -----------------------------------------------------------------------------------


def _draw_players(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
    x0, y0, x1, y1 = PLAYERS_BOX
    players = list(view.get("players") or ())
    order = [int(s) for s in view.get("turn_order") or range(len(players))]
    order += [s for s in range(len(players)) if s not in order]
    if not players:
        return
    row_h = (y1 - y0 - 8) / len(order)
    acting = {s for s in view.get("to_act", ()) if isinstance(s, int)}
    goal = int(view.get("goal", 0) or 0)
    holder = int((view.get("action_board") or {}).get("first_token", {}).get("holder", -1))
    names = _commander_names(view)
    for i, seat in enumerate(order):
        if seat >= len(players):
            continue
        p = players[seat]
        style = styles[seat]
        top = y0 + 4 + i * row_h
        bottom = top + row_h - 4
        box = (x0 + 6, top, x1 - 6, bottom)
        draw.rounded_rectangle(box, radius=8, fill=CELL_BG,
                               outline=ATTENTION if seat in acting else None,
                               width=3 if seat in acting else 0)
        draw.rectangle((x0 + 6, top + 4, x0 + 11, bottom - 4), fill=style.colour)
        mid = (top + bottom) / 2
        line1 = top + min(18, row_h / 4 + 4)
        line2 = bottom - min(16, row_h / 4 + 2)
        draw_text(draw, (x0 + 24, mid), str(i + 1), 20, MUTED, anchor="mm", bold=True)
        draw_player_badge(draw, style, x0 + 56, mid, 17, text=style.letter)
        draw_text(draw, (x0 + 82, line1), style.colour_name.capitalize(), 19, TEXT,
                  anchor="lm", bold=True)
        tags = []
        if seat == holder:
            tags.append("1st player token")
        earned = p.get("artifact_earned")
        if earned:
            tags.append(f"earns {earned.get('metal', '')} #{earned.get('id', '')}")
        if tags:
            text, size = fit_text(" · ".join(tags), 150, 12, 10)
            draw_text(draw, (x0 + 82, line2), text, size, ATTENTION, anchor="lm", bold=True)
        # Reputation, big, with a bar towards the goal.
        rep = int(p.get("reputation", 0))
        rx = x0 + 236
        draw_text(draw, (rx, mid - 2), str(rep), 30, TEXT, anchor="rm", bold=True)
        draw_text(draw, (rx + 3, mid - 6), "rep", 11, MUTED, anchor="lm")
        if goal:
            bar = (rx - 40, bottom - 8, rx + 22, bottom - 4)
            draw.rectangle(bar, fill=darken(style.colour, 0.6))
            filled = bar[0] + (bar[2] - bar[0]) * min(1.0, rep / goal)
            draw.rectangle((bar[0], bar[1], filled, bar[3]), fill=style.colour)
        # Cubes by colour.
        cx = x0 + 272
        cubes = {str(k): int(v) for k, v in (p.get("cubes") or {}).items() if int(v)}
        for colour in ("yellow", *[str(q.get("colour")) for q in players]):
            n = cubes.pop(colour, 0)
            if not n:
                continue
            draw_cube(draw, cx, line1 - 7, 14, colour)
            draw_text(draw, (cx + 17, line1), str(n), 16, TEXT, anchor="lm", bold=True)
            cx += 22 + text_size(str(n), 16, True)[0] + 6
        for colour, n in sorted(cubes.items()):
            draw_cube(draw, cx, line1 - 7, 14, colour)
            draw_text(draw, (cx + 17, line1), str(n), 16, TEXT, anchor="lm", bold=True)
            cx += 22 + text_size(str(n), 16, True)[0] + 6
        if cx == x0 + 272:
            draw_text(draw, (cx, line1), "no cubes", 14, DIM, anchor="lm")
        # Pieces left on the player board.
        parts = [f"labs {p.get('labs_left', 0)}", f"stations {p.get('stations_left', 0)}",
                 f"crew {p.get('crew_left', 0)}", f"markers {p.get('markers_left', 0)}"]
        text, size = fit_text("  ".join(parts), x1 - 12 - (x0 + 272), 14, 10)
        draw_text(draw, (x0 + 272, line2), text, size, MUTED, anchor="lm")
        # Commanders and objectives on the first line's right.
        extras = []
        cmds = [names.get(str(k), str(k)) for k in p.get("commanders", ())]
        if cmds:
            extras.append(", ".join(cmds))
        objs = p.get("objectives") or []
        if objs:
            extras.append("obj " + ",".join(str(o) for o in objs))
        if extras:
            right = x1 - 14
            avail = right - cx - 6
            if avail > 60:
                text, size = fit_text("  ".join(extras), avail, 13, 10, bold=True)
                draw_text(draw, (right, line1), text, size, ATTENTION, anchor="rm", bold=True)


def _commander_names(view: View) -> dict[str, str]:
    """Commander key -> a short name (first name), for tight spots."""
    names: dict[str, str] = {}
    ab = view.get("action_board") or {}
    rb = view.get("research_board") or {}
    for c in [*ab.get("commanders", ()), *rb.get("commanders", ())]:
        names[str(c.get("key"))] = str(c.get("name", c.get("key", ""))).split()[0]
    return names


# --- Action board ------------------------------------------------------------------------------


def _action_columns(view: View) -> tuple[str, float, float]:
    cols = str((view.get("action_board") or {}).get("columns") or "abcd")
    x = ACTION_BOX[0] + ROWLAB_W
    width = (ACTION_BOX[2] - 8 - x) / max(1, len(cols))
    return cols, x, width


def _crew_piece(draw: ImageDraw.ImageDraw, view: View, colour: str, cx: float, cy: float,
                r: float) -> None:
    seat = _seat_of_colour(view, colour)
    if seat is None:  # neutral crew: a yellow pawn
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=CUBE_COLOURS["yellow"],
                     outline=BLACK, width=2)
        draw.ellipse((cx - r * 0.35, cy - r * 0.35, cx + r * 0.35, cy + r * 0.35),
                     fill=darken(CUBE_COLOURS["yellow"], 0.35))
        return
    style = style_of(view, seat)
    draw_player_badge(draw, style, cx, cy, r, halo=None, text=style.letter)


def _draw_crew_cell(draw: ImageDraw.ImageDraw, view: View, crew: Sequence[str], box: Box,
                    r: float, right_align: bool = False) -> None:
    x0, y0, x1, y1 = box
    n = len(crew)
    if not n:
        return
    step = min(2 * r + 3, (x1 - x0 - 4) / n)
    cy = (y0 + y1) / 2
    start = (x1 - 4 - r - step * (n - 1)) if right_align else ((x0 + x1) / 2 - step * (n - 1) / 2)
    for i, colour in enumerate(crew):
        _crew_piece(draw, view, str(colour), start + i * step, cy, r)


def _draw_action_board(draw: ImageDraw.ImageDraw, view: View,
                       styles: Sequence[PlayerStyle]) -> None:
    ab = view.get("action_board") or {}
    x0, y0, x1, _ = ACTION_BOX
    cols, cx0, cw = _action_columns(view)
    top = y0 + 28
    upper_crew = (ab.get("upper") or {}).get("crew") or {}
    # Column headers: the first player token and the commanders with their price.
    cards: dict[str, Mapping[str, Any]] = {str(c.get("column")): c
                                           for c in ab.get("commanders", ())}
    for i, col in enumerate(cols):
        bx = cx0 + i * cw
        box = (bx + 2, top, bx + cw - 2, top + CMD_H)
        card = cards.get(col)
        owner = int(card.get("owner", -1)) if card else int(
            (ab.get("first_token") or {}).get("holder", -1))
        fill = darken(styles[owner].colour, 0.55) if 0 <= owner < len(styles) else CELL_BG
        draw.rounded_rectangle(box, radius=7, fill=fill,
                               outline=styles[owner].colour if 0 <= owner < len(styles)
                               else CELL_LINE, width=2)
        draw_badge(draw, (bx + 6, top + 4), col.upper(), 13, hex_rgb("#0f1320"), TEXT, pad=2,
                   radius=4)
        if card:
            name = str(card.get("name", ""))
            lines = wrap_text(name, int(cw - 12), 12)[:2]
            for k, line in enumerate(lines):
                draw_text(draw, (bx + 6, top + 24 + 14 * k), line, 12, TEXT, bold=True)
            draw_text(draw, (bx + cw - 6, top + 6), f"+{card.get('gain', 0)}", 13,
                      hex_rgb("#7fe0a0"), anchor="ra", bold=True)
            draw_text(draw, (bx + cw - 6 - 22, top + 6), f"-{card.get('loss', 0)}", 13,
                      hex_rgb("#ff8f8f"), anchor="ra", bold=True)
        else:
            draw_text(draw, (bx + 6, top + 24), "1st player", 12, TEXT, bold=True)
            draw_text(draw, (bx + 6, top + 38), "token", 12, TEXT, bold=True)
        if 0 <= owner < len(styles):
            draw_player_badge(draw, styles[owner], bx + 16, top + CMD_H - 16, 11,
                              text=styles[owner].letter)
        # The price: one cube per crew member below in its colour, "+" one of the owner's
        # colour (paid by anyone but the owner). Without crew below it cannot be taken.
        price = sorted(str(c) for r in range(1, 6) for c in upper_crew.get(f"{col}{r}", ()))
        if price:
            px = bx + (34 if 0 <= owner < len(styles) else 6)
            extra = card is not None and 0 <= owner < len(styles)
            room = bx + cw - 6 - px - (14 if extra else 0)
            s = min(11.0, room / max(1, len(price) + extra) - 2)
            px = draw_cubes(draw, px, top + CMD_H - 22, s, price, gap=2)
            if extra:
                draw_text(draw, (px + 1, top + CMD_H - 22 + s / 2), "+", 12, TEXT,
                          anchor="lm", bold=True)
                draw_cube(draw, px + 11, top + CMD_H - 22, s,
                          str(view["players"][owner].get("colour", "")))
        else:
            draw_text(draw, (bx + cw - 6, top + CMD_H - 16), "no crew", 11, DIM, anchor="rm")
    # Upper panel.
    upper_top = top + CMD_H + 6
    draw.rounded_rectangle((x0 + 6, upper_top - 2, x1 - 6, upper_top + 5 * UPPER_ROW_H + 2),
                           radius=6, fill=hex_rgb("#20283a"))
    draw_text(draw, (x0 + 14, upper_top + 12), "UPPER PANEL", 13, MUTED, anchor="lm", bold=True)
    draw_text(draw, (x0 + 14, upper_top + 52), "crew below", 12, DIM, anchor="lm")
    draw_text(draw, (x0 + 14, upper_top + 66), "each commander", 12, DIM, anchor="lm")
    draw_text(draw, (x0 + 14, upper_top + 80), "= its price", 12, DIM, anchor="lm")
    for r in range(5):
        y = upper_top + r * UPPER_ROW_H
        draw_text(draw, (cx0 - 10, y + UPPER_ROW_H / 2), str(r + 1), 12, DIM, anchor="rm")
        for i, col in enumerate(cols):
            bx = cx0 + i * cw
            cell = (bx + 2, y + 1, bx + cw - 2, y + UPPER_ROW_H - 1)
            draw.rectangle(cell, fill=CELL_BG, outline=CELL_LINE)
            crew = upper_crew.get(f"{col}{r + 1}", ())
            _draw_crew_cell(draw, view, list(crew), cell, 9)
    # Lower panel with the row display.
    lower = ab.get("lower") or {}
    lower_crew = lower.get("crew") or {}
    bonuses = lower.get("bonuses") or {}
    rows = list(ab.get("rows") or ())
    lower_top = upper_top + 5 * UPPER_ROW_H + 10
    draw_text(draw, (cx0 + 4, lower_top + 6), "LOWER PANEL: place a crew member here, then "
              "move the runner or take cubes", 11, MUTED, anchor="lm", bold=True)
    draw_text(draw, (x0 + 52, lower_top + 6), "move", 11, hex_rgb("#ff8f8f"), anchor="mm",
              bold=True)
    draw_text(draw, ((x0 + 80 + cx0 - 4) / 2, lower_top + 6), "cubes", 11,
              hex_rgb("#7fe0a0"), anchor="mm", bold=True)
    lower_top += 14
    for r in range(5):
        y = lower_top + r * LOWER_ROW_H
        row = rows[r] if r < len(rows) else {}
        draw_text(draw, (x0 + 16, y + LOWER_ROW_H / 2), str(r + 1), 15, TEXT, anchor="mm",
                  bold=True)
        mbox = (x0 + 28, y + 3, x0 + 76, y + LOWER_ROW_H - 3)
        draw.rounded_rectangle(mbox, radius=4, fill=MOVE_BG)
        move = [str(c) for c in row.get("move", ())]
        if move:
            draw_cubes(draw, mbox[0] + 5, y + LOWER_ROW_H / 2 - 6, 12, move)
        else:
            draw_text(draw, (mbox[0] + 6, y + LOWER_ROW_H / 2), "free", 12, TEXT, anchor="lm",
                      bold=True)
        gbox = (x0 + 80, y + 3, cx0 - 4, y + LOWER_ROW_H - 3)
        draw.rounded_rectangle(gbox, radius=4, fill=GAIN_BG)
        draw_cubes(draw, gbox[0] + 5, y + LOWER_ROW_H / 2 - 6, 12,
                   [str(c) for c in row.get("gain", ())])
        for i, col in enumerate(cols):
            bx = cx0 + i * cw
            cell = (bx + 2, y + 1, bx + cw - 2, y + LOWER_ROW_H - 1)
            name = f"{col}{r + 1}"
            crew = list(lower_crew.get(name, ()))
            draw.rectangle(cell, fill=hex_rgb("#2c3852") if not crew else CELL_BG,
                           outline=CELL_LINE)
            draw_text(draw, (cell[0] + 4, cell[1] + 2), name, 10, DIM)
            bonus = bonuses.get(name)
            if bonus:
                _bonus_icon(draw, cell[0] + 4, cell[3] - 9, str(bonus), 12)
            _draw_crew_cell(draw, view, crew, cell, 10, right_align=True)


# --- Research board ----------------------------------------------------------------------------


def _draw_research(draw: ImageDraw.ImageDraw, view: View,
                   styles: Sequence[PlayerStyle]) -> None:
    rb = view.get("research_board") or {}
    x0, y0, x1, y1 = RESEARCH_BOX
    areas = [str(a) for a in rb.get("areas", ())]
    max_level = int(rb.get("max_level", 12))
    players = list(view.get("players") or ())
    commanders = {str(c.get("area")): c for c in rb.get("commanders", ())}
    bonuses = rb.get("bonuses") or {}
    tx0 = x0 + TRACK_LABEL_W
    cell_w = (x1 - 8 - tx0) / (max_level + 1)
    top = y0 + 28
    track_h = 46 if len(areas) <= 3 else 42
    for level in range(max_level + 1):
        draw_text(draw, (tx0 + (level + 0.5) * cell_w, top + 6), str(level), 11, DIM,
                  anchor="mm")
    top += 12
    for a_index, area in enumerate(areas):
        y = top + a_index * track_h
        colour = RESEARCH_COLOURS.get(area, DIM)
        draw.rounded_rectangle((x0 + 6, y + 2, x0 + TRACK_LABEL_W - 4, y + track_h - 2),
                               radius=6, fill=darken(colour, 0.45), outline=colour, width=2)
        draw_text(draw, (x0 + 12, y + 12), area.upper(), 14, TEXT, anchor="lm", bold=True)
        card = commanders.get(area)
        if card:
            owner = int(card.get("owner", -1))
            name, size = fit_text(str(card.get("name", "")), TRACK_LABEL_W - 40, 12, 9)
            draw_text(draw, (x0 + 12, y + track_h - 12), name, size, TEXT, anchor="lm")
            if 0 <= owner < len(styles):
                draw_player_badge(draw, styles[owner], x0 + TRACK_LABEL_W - 18,
                                  y + track_h / 2, 11, text=styles[owner].letter)
            else:
                draw_text(draw, (x0 + TRACK_LABEL_W - 10, y + 12), f"+{card.get('gain', 0)}",
                          12, hex_rgb("#7fe0a0"), anchor="rm", bold=True)
        area_bonuses = bonuses.get(area) or {}
        at_level: dict[int, list[int]] = {}
        for p in players:
            level = int((p.get("research") or {}).get(area, 0))
            at_level.setdefault(level, []).append(int(p.get("seat", 0)))
        for level in range(max_level + 1):
            cx = tx0 + level * cell_w
            cell = (cx + 1, y + 2, cx + cell_w - 1, y + track_h - 2)
            bonus = area_bonuses.get(str(level))
            draw.rectangle(cell, fill=lighten(CELL_BG, 0.06) if bonus else CELL_BG,
                           outline=darken(colour, 0.2) if level else CELL_LINE)
            seats = [s for s in at_level.get(level, []) if s < len(styles)]
            mid_x = (cell[0] + cell[2]) / 2
            if bonus:
                if seats:
                    _track_icon(draw, mid_x, cell[1] + 7, str(bonus), 9)
                else:
                    _track_icon(draw, mid_x, (cell[1] + cell[3]) / 2, str(bonus), 14)
            band_top = cell[1] + (13 if bonus else 2)
            band_h = cell[3] - band_top
            if len(seats) == 1:
                draw_player_badge(draw, styles[seats[0]], mid_x, band_top + band_h / 2,
                                  min(11, band_h / 2 - 2), halo=None,
                                  text=styles[seats[0]].letter)
            elif len(seats) == 2:
                for k, seat in enumerate(seats):
                    draw_player_badge(draw, styles[seat], mid_x + (k - 0.5) * 15,
                                      band_top + band_h / 2, 7.5, halo=None,
                                      text=styles[seat].letter)
            else:
                for k, seat in enumerate(seats):
                    col, row = k % 2, k // 2
                    draw_player_badge(draw, styles[seat], mid_x + (col - 0.5) * 15,
                                      band_top + band_h * (0.27 + 0.48 * row), 7, halo=None,
                                      text=styles[seat].letter)
    # Objectives, two by two.
    objectives = list(rb.get("objectives") or ())
    otop = top + len(areas) * track_h + 8
    ow = (x1 - x0 - 18) / 2
    oh = (y1 - 6 - otop - 6) / 2
    for i, obj in enumerate(objectives[:4]):
        col, row = i % 2, i // 2
        bx = x0 + 6 + col * (ow + 6)
        by = otop + row * (oh + 6)
        box = (bx, by, bx + ow, by + oh)
        research = obj.get("kind") == "research"
        edge = hex_rgb("#6fa8ff") if research else QUIET_EDGE
        draw.rounded_rectangle(box, radius=8, fill=CELL_BG, outline=edge, width=2)
        draw_badge(draw, (bx + 6, by + 6), str(obj.get("slot", i + 1)), 14, edge, INK_DARK,
                   pad=3, radius=5)
        draw_text(draw, (bx + 34, by + 15), f"{'RESEARCH' if research else 'SECTOR'} "
                  f"({obj.get('id', '')})", 13, edge, anchor="lm", bold=True)
        lines = wrap_text(str(obj.get("text", "")), int(ow - 16), 12)
        ladder = [int(v) for v in obj.get("ladder", ())]
        left = [int(v) for v in obj.get("ladder_left", ())]
        ladder_y = by + oh - 30
        max_lines = max(1, int((ladder_y - (by + 30)) // 14))
        for k, line in enumerate(lines[:max_lines]):
            if k == max_lines - 1 and len(lines) > max_lines:
                line = line.rstrip(".") + "…"
            draw_text(draw, (bx + 8, by + 30 + 14 * k), line, 12, TEXT)
        # The reputation ladder: free values bright, taken ones dim with who took one.
        lx = bx + 8
        taken = list(ladder)
        for v in left:
            if v in taken:
                taken.remove(v)
        for v in ladder:
            free = v in left
            if free:
                left.remove(v)
            draw.rounded_rectangle((lx, ladder_y, lx + 26, ladder_y + 24), radius=5,
                                   fill=hex_rgb("#3d4b6b") if free else hex_rgb("#1a2030"),
                                   outline=ATTENTION if free else DIM, width=2)
            draw_text(draw, (lx + 13, ladder_y + 12), str(v), 15, TEXT if free else DIM,
                      anchor="mm", bold=True)
            lx += 30
        fx = lx + 8
        done = [int(s) for s in obj.get("fulfilled_by", ())]
        if done:
            draw_text(draw, (fx, ladder_y + 12), "done:", 12, MUTED, anchor="lm")
            fx += 36
            for seat in done:
                if seat < len(styles):
                    draw_player_badge(draw, styles[seat], fx + 10, ladder_y + 12, 10,
                                      text=styles[seat].letter)
                    fx += 26


# --- Board -------------------------------------------------------------------------------------


def board_image(view: View) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    styles = _styles(view)
    side = int((view.get("board") or {}).get("side", 3))
    image = board_background(BOARD_SIZE[0], BOARD_SIZE[1], 4 if side == 4 else 3)
    draw = ImageDraw.Draw(image)
    _draw_header(draw, view, styles)
    _draw_map(draw, view, styles)
    _draw_income(draw, view)
    _draw_players(draw, view, styles)
    _draw_action_board(draw, view, styles)
    _draw_research(draw, view, styles)
    return image


def render_board(view: View) -> bytes:
    """PNG of the public board, 1200x1000, from ``GAME.view(state, None)``."""
    return encode_png(board_image(view), palette=png_palette())


# --- Hand --------------------------------------------------------------------------------------


def _takeover_prices(view: View, seat: int) -> list[tuple[str, str, list[str]]]:
    """(column, name, cubes) for every column: what taking it over would cost ``seat``."""
    ab = view.get("action_board") or {}
    upper = (ab.get("upper") or {}).get("crew") or {}
    cards = {str(c.get("column")): c for c in ab.get("commanders", ())}
    players = view.get("players") or []
    out = []
    for col in str(ab.get("columns") or ""):
        cubes = sorted(str(c) for r in range(1, 6) for c in upper.get(f"{col}{r}", ()))
        card = cards.get(col)
        if card is None:
            name = "first player token"
        else:
            name = str(card.get("name", ""))
            owner = int(card.get("owner", -1))
            if owner >= 0 and owner != seat and owner < len(players):
                cubes.append(str(players[owner].get("colour", "")))
        out.append((col, name, cubes))
    return out


def _affordable(have: Mapping[str, int], cubes: Sequence[str]) -> bool:
    need: dict[str, int] = {}
    for c in cubes:
        need[c] = need.get(c, 0) + 1
    return all(int(have.get(c, 0)) >= n for c, n in need.items())


def _hand_sections(view: View) -> dict[str, int]:
    private = view.get("private") or {}
    seat = int(private.get("seat", 0))
    players = view.get("players") or []
    me = players[seat] if 0 <= seat < len(players) else {}
    commanders = len(me.get("commanders", ()))
    artifacts = len(private.get("artifacts", ()))
    cols = len(str((view.get("action_board") or {}).get("columns") or ""))
    return {
        "header": 96,
        "cubes": 130,
        "board": 196,
        "research": 44 + 40 * len((view.get("research_board") or {}).get("areas", ())),
        "prices": 50 + 34 * cols,
        "commanders": 50 + max(1, commanders) * 62,
        "artifacts": 60 + (math.ceil(artifacts / 5) * 126 if artifacts else 10),
    }


def hand_image(view: View) -> Image.Image:
    """One seat's private view as a Pillow image (see :func:`render_hand`)."""
    private = view.get("private") or {}
    seat = int(private.get("seat", 0))
    players = list(view.get("players") or ())
    me: Mapping[str, Any] = players[seat] if 0 <= seat < len(players) else {}
    style = style_of(view, seat)
    layout = _hand_sections(view)
    height = sum(layout.values()) + 16
    image = Image.new("RGB", (HAND_WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    own_rgb = style.colour
    # Header.
    draw.rectangle((0, 0, HAND_WIDTH, 84), fill=PANEL_BG)
    draw.rectangle((0, 0, 10, 84), fill=style.colour)
    draw_player_badge(draw, style, 50, 42, 26, text=style.letter)
    draw_text(draw, (90, 10), "MAGNASTORM · YOUR PRIVATE VIEW", 14, MUTED, bold=True)
    draw_text(draw, (90, 28), f"{style.colour_name.capitalize()}", 28, TEXT, bold=True)
    rep = int(me.get("reputation", 0))
    draw_text(draw, (HAND_WIDTH - 20, 12), f"{rep}", 36, TEXT, anchor="ra", bold=True)
    draw_text(draw, (HAND_WIDTH - 20, 56), f"reputation (goal {view.get('goal', '?')})", 13,
              MUTED, anchor="ra")
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    prompts = view.get("prompts") or {}
    if seat in acting:
        text = f"Your move: {prompts.get(str(seat)) or view.get('prompt', '')}"
        colour = ATTENTION
    elif acting:
        text = f"Waiting for {_name(view, acting[0])}"
        colour = MUTED
    else:
        text = "The game is over" if view.get("outcome") else "Nothing to decide right now"
        colour = MUTED
    x = 90 + text_size(style.colour_name.capitalize(), 28, True)[0] + 24
    fitted, size = fit_text(text, HAND_WIDTH - 220 - x, 18, 12, bold=True)
    draw_text(draw, (x, 44), fitted, size, colour, anchor="lm", bold=True)
    y = layout["header"]

    def section(title: str, top: int, note: str = "") -> int:
        draw_text(draw, (20, top + 8), title, 17, MUTED, bold=True)
        if note:
            draw_text(draw, (28 + text_size(title, 17, True)[0], top + 10), note, 14, DIM)
        return top + 36

    # Cubes.
    cy = section("CREDITCUBES", y, "3 cubes may always be traded for 1 (trade ...)")
    cubes = {str(k): int(v) for k, v in (me.get("cubes") or {}).items()}
    colours = ["yellow", *[str(p.get("colour")) for p in players]]
    colours += [c for c in sorted(cubes) if c not in colours]
    cw = (HAND_WIDTH - 40) / max(1, len(colours))
    for i, cube in enumerate(colours):
        n = cubes.get(cube, 0)
        bx = 20 + i * cw
        fill = CUBE_COLOURS.get(cube, DIM)
        draw.rounded_rectangle((bx + 4, cy, bx + cw - 4, cy + 80), radius=10,
                               fill=fill if n else darken(fill, 0.6), outline=BLACK, width=2)
        ink = INK_DARK if sum(fill) > 380 else WHITE
        label = cube + (" (yours)" if cube == style.colour_name else "")
        draw_text(draw, (bx + 16, cy + 62), label, 15, ink if n else MUTED, anchor="lm",
                  bold=True)
        draw_text(draw, (bx + cw - 16, cy + 6), str(n), 40, ink if n else MUTED, anchor="ra",
                  bold=True)
    y += layout["cubes"]
    # Player board: lab slots with costs, station slots, crew and markers.
    by = section("YOUR PLAYER BOARD", y,
                 "take a piece from any slot, paying the cost printed under it")
    pb = view.get("player_board") or {}
    lab_costs = [list(c) for c in pb.get("lab_costs", ())]
    slots = [bool(s) for s in me.get("lab_slots", ())]
    draw_text(draw, (20, by + 4), "turtle labs", 15, TEXT, bold=True)
    sw = 62
    for i, has in enumerate(slots):
        bx = 130 + i * (sw + 6)
        box = (bx, by, bx + sw, by + 70)
        draw.rounded_rectangle(box, radius=7, fill=CELL_BG,
                               outline=CELL_LINE, width=2)
        draw_text(draw, (bx + 5, by + 3), str(i + 1), 12, DIM, bold=True)
        if has:
            draw_shape(draw, style.shape, bx + sw / 2, by + 24, 13, style.colour, BLACK, 2)
        cost = lab_costs[i] if i < len(lab_costs) else []
        if cost:
            draw_cubes(draw, bx + (sw - len(cost) * 14) / 2, by + 48, 12, [str(c) for c in cost],
                       own_rgb)
        else:
            draw_text(draw, (bx + sw / 2, by + 55), "free", 13, MUTED, anchor="mm", bold=True)
    sy = by + 84
    draw_text(draw, (20, sy + 4), "stations", 15, TEXT, bold=True)
    draw_text(draw, (20, sy + 24), f"+{pb.get('station_reputation', 2)} rep each", 12, DIM)
    station_costs = [list(c) for c in pb.get("station_costs", ())]
    stations = [bool(s) for s in me.get("station_slots", ())]
    for i, has in enumerate(stations):
        bx = 130 + i * (sw + 6)
        draw.rounded_rectangle((bx, sy, bx + sw, sy + 70), radius=7, fill=CELL_BG,
                               outline=CELL_LINE, width=2)
        draw_text(draw, (bx + 5, sy + 3), str(i + 1), 12, DIM, bold=True)
        if has:
            draw.rectangle((bx + sw / 2 - 10, sy + 14, bx + sw / 2 + 10, sy + 34),
                           fill=style.colour, outline=BLACK, width=2)
        cost = station_costs[i] if i < len(station_costs) else []
        draw_cubes(draw, bx + (sw - len(cost) * 14) / 2, sy + 48, 12, [str(c) for c in cost],
                   own_rgb)
    px = 130 + 3 * (sw + 6) + 30
    draw_text(draw, (px, sy + 10), "crew members", 15, TEXT, bold=True)
    crew = int(me.get("crew_left", 0))
    for k in range(crew):
        draw_player_badge(draw, style, px + 16 + k * 36, sy + 46, 15, halo=None,
                          text=style.letter)
    if not crew:
        draw_text(draw, (px, sy + 46), "none left", 14, DIM, anchor="lm")
    mx = px + 200
    draw_text(draw, (mx, sy + 10), "markers", 15, TEXT, bold=True)
    draw_text(draw, (mx, sy + 46), str(me.get("markers_left", 0)), 28, TEXT, anchor="lm",
              bold=True)
    draw_text(draw, (mx + 44, sy + 48), "left", 14, MUTED, anchor="lm")
    rx = mx + 120
    draw_text(draw, (rx, sy + 10), "runner on", 15, TEXT, bold=True)
    draw_text(draw, (rx, sy + 46), str(me.get("runner", "?")), 28, TEXT, anchor="lm",
              bold=True)
    y += layout["board"]
    # Research levels and the next bonus on each track.
    ry = section("YOUR RESEARCH", y)
    rb = view.get("research_board") or {}
    research = me.get("research") or {}
    for k, area in enumerate(str(a) for a in rb.get("areas", ())):
        level = int(research.get(area, 0))
        yy = ry + k * 40
        colour = RESEARCH_COLOURS.get(area, DIM)
        draw.rounded_rectangle((20, yy, 130, yy + 32), radius=6, fill=darken(colour, 0.4),
                               outline=colour, width=2)
        draw_text(draw, (30, yy + 16), area, 16, TEXT, anchor="lm", bold=True)
        draw_text(draw, (120, yy + 16), str(level), 20, TEXT, anchor="rm", bold=True)
        others = [int(q.get("research", {}).get(area, 0)) for q in players
                  if q.get("seat") != seat]
        best = max(others, default=0)
        lead = ("sole highest" if level > best else "tied highest" if level == best
                else f"{best - level} behind the highest")
        draw_text(draw, (146, yy + 16), lead, 15, MUTED, anchor="lm")
        upcoming = sorted((int(lv), str(b)) for lv, b in (rb.get("bonuses") or {})
                          .get(area, {}).items() if int(lv) > level)
        if upcoming:
            lv, bonus = upcoming[0]
            draw_text(draw, (360, yy + 16), f"next bonus at level {lv}:", 15, MUTED,
                      anchor="lm")
            _track_icon(draw, 540, yy + 16, bonus, 20, own_rgb)
            draw_text(draw, (560, yy + 16), BONUS_WORDS.get(bonus, bonus), 15, MUTED,
                      anchor="lm")
    y += layout["research"]
    # Takeover prices for this seat.
    ty = section("TAKE OVER NOW", y, "one cube per crew member below, plus one of the "
                 "owner's colour")
    have = {str(k): int(v) for k, v in (me.get("cubes") or {}).items()}
    for k, (col, name, cost) in enumerate(_takeover_prices(view, seat)):
        yy = ty + k * 34
        draw_badge(draw, (20, yy + 2), col.upper(), 15, hex_rgb("#0f1320"), TEXT, pad=3,
                   radius=4)
        draw_text(draw, (52, yy + 14), name, 16, TEXT, anchor="lm", bold=True)
        if cost:
            draw_cubes(draw, 300, yy + 6, 16, cost)
            ok = _affordable(have, cost)
            draw_text(draw, (300 + len(cost) * 18 + 12, yy + 14),
                      "you can pay" if ok else "not enough cubes", 15,
                      hex_rgb("#7fe0a0") if ok else DANGER, anchor="lm", bold=True)
        else:
            draw_text(draw, (300, yy + 14), "no crew below: cannot be taken", 15, DIM,
                      anchor="lm")
    y += layout["prices"]
    # The powers of this seat's commanders.
    cy2 = section("YOUR COMMANDERS", y)
    cards = {str(c.get("key")): c for c in
             [*(view.get("action_board") or {}).get("commanders", ()),
              *(view.get("research_board") or {}).get("commanders", ())]}
    keys = [str(k) for k in me.get("commanders", ())]
    if not keys:
        draw_text(draw, (20, cy2 + 4), "none yet", 16, DIM)
    for k, key in enumerate(keys):
        yy = cy2 + k * 62
        card = cards.get(key, {})
        draw_text(draw, (20, yy), str(card.get("name", key)), 17, ATTENTION, bold=True)
        for j, line in enumerate(wrap_text(str(card.get("text", "")), HAND_WIDTH - 60, 14)[:2]):
            draw_text(draw, (32, yy + 22 + j * 18), line, 14, MUTED)
    y += layout["commanders"]
    # Artifact cards: the private collection, the two drawn for the start, the one earned.
    ay = section("YOUR ARTIFACT CARDS", y, "private: only you see your collection")
    artifacts = list(private.get("artifacts") or ())
    drawn_ids = {int(a.get("id", 0)) for a in me.get("drawn_artifacts") or () if a}
    earned = me.get("artifact_earned")
    if not artifacts:
        draw_text(draw, (20, ay + 4), "none yet: the end of a game awards one by rank "
                  "(gold, silver, bronze)", 16, DIM)
    for k, card in enumerate(artifacts):
        row, column = divmod(k, 5)
        bx = 20 + column * 192
        yy = ay + row * 126
        metal = str(card.get("metal", ""))
        fill = METALS.get(metal, DIM)
        draw.rounded_rectangle((bx, yy, bx + 180, yy + 114), radius=10, fill=fill,
                               outline=ATTENTION if int(card.get("id", 0)) in drawn_ids
                               else BLACK, width=4 if int(card.get("id", 0)) in drawn_ids
                               else 2)
        draw_text(draw, (bx + 10, yy + 8), f"#{card.get('id', '')}", 20, INK_DARK, bold=True)
        draw_text(draw, (bx + 170, yy + 8), f"level {card.get('level', '')}", 15, INK_DARK,
                  anchor="ra", bold=True)
        draw_text(draw, (bx + 10, yy + 38), metal, 15, INK_DARK)
        draw_text(draw, (bx + 10, yy + 62), f"bonus: {card.get('bonus', '')}", 15, INK_DARK,
                  bold=True)
        if int(card.get("id", 0)) in drawn_ids:
            draw_text(draw, (bx + 10, yy + 88), "drawn for the start", 13, INK_DARK)
    if earned:
        draw_text(draw, (HAND_WIDTH - 20, ay - 26),
                  f"earned this game: {earned.get('metal', '')} #{earned.get('id', '')}", 15,
                  ATTENTION, anchor="ra", bold=True)
    return image


def render_hand(view: View) -> bytes:
    """PNG of one seat's private view (``GAME.view(state, seat)``), 1000 px wide; its
    height follows the number of commanders and artifact cards. To be shown to that seat
    alone."""
    return encode_png(hand_image(view), palette=png_palette())


# --- The fixed PNG palette ---------------------------------------------------------------------


def _swatch_view(players: int) -> dict[str, Any]:
    """A made-up view that uses every colour the images use (every federation's labs,
    runners, stations, crew and cubes; storms and quiet sectors; every research colour and
    bonus): the sample the fixed PNG palette is learnt from."""
    colours = ["grey", "purple", "pink", "orange"][:players]
    areas = ["green", "red", "blue", "cyan"] if players == 4 else ["green", "red", "blue"]
    spaces = []
    n = 0
    for sector in range(1, 7):
        for a, (radius, offset, count) in enumerate(((0.36, 0, 2), (0.62, 16, 3),
                                                     (0.6, -18, 1), (0.86, 2, 2))):
            for k in range(count):
                n += 1
                angle = math.radians(_sector_angle(sector) + offset + (k - (count - 1) / 2) * 7)
                r = radius + (0.03 if k % 2 else -0.03)
                colour = "white" if n % 7 == 0 else areas[(n + sector) % len(areas)]
                lab = ({"owner": n % players, "count": 1 + (n % 5 == 0)} if n % 3 else None)
                spaces.append({"id": str(n), "sector": sector, "area": f"{sector}{'abcd'[a]}",
                               "colour": colour, "xy": [round(r * math.cos(angle), 3),
                                                        round(-r * math.sin(angle), 3)],
                               "lab": lab})
    spaces.append({"id": "st1", "sector": 1, "area": "1s", "colour": None,
                   "xy": [-0.84, 0.485], "lab": None})
    cols = "abcde"[: 5 if players == 4 else 4]
    crew_colours = ["yellow", *colours]
    upper = {f"{c}{r}": [crew_colours[(i + r) % len(crew_colours)]]
             for i, c in enumerate(cols) for r in range(1, 6) if (i + r) % 3}
    lower = {f"{c}{r}": [crew_colours[(i * r) % len(crew_colours)]]
             for i, c in enumerate(cols) for r in range(1, 6) if (i + r) % 2}
    bonus_kinds = ["range", "research:red", "bag", "extralab", "crew", "research:green",
                   "research:blue", "turn", "research:cyan"]
    bonuses = {f"{c}{r}": bonus_kinds[(i + 2 * r) % len(bonus_kinds)]
               for i, c in enumerate(cols) for r in range(1, 6) if (i + r) % 2 == 0}
    cubes = {c: 3 for c in ["yellow", *colours]}
    player_rows = [{
        "seat": s, "colour": c, "reputation": 5 + 6 * s, "score": 5 + 6 * s, "cubes": cubes,
        "cube_total": 3 * len(cubes), "lab_slots": [k > s for k in range(10)],
        "labs_left": 9 - s, "labs_on_board": s, "station_slots": [True, s < 2, s < 1],
        "stations_left": 3 - s, "crew_left": 2, "markers_left": 5,
        "research": {a: (3 * s + k * 2) % 13 for k, a in enumerate(areas)},
        "commanders": ["rain"] if s == 0 else [], "objectives": [1] if s == 1 else [],
        "runner": str(1 + 7 * s), "turn_position": s + 1, "drawn_artifacts": [],
        "artifact_earned": {"id": 191 + s, "metal": ["gold", "silver", "bronze", "gold"][s],
                            "level": 3, "bonus": "red"}, "kim_kin_used": False,
    } for s, c in enumerate(colours)]
    return {
        "game": "magnastorm", "phase": "turns", "round": 2, "last_round": 4, "goal": 23,
        "end_triggered": True, "to_act": [1], "decision": "turn",
        "prompt": "Purple: take over a commander", "prompts": {"1": "take over a commander"},
        "board": {
            "side": 4 if players == 4 else 3, "quiet_sectors": [1, 2, 3],
            "storm_sectors": [4, 5, 6],
            "income": {"1": [[], ["own"], ["own", "yellow"], ["own", "own", "yellow"],
                             ["own", "own", "yellow", "yellow"]]},
            "spaces": spaces, "links": [["1a", "1b"], ["1b", "1d"], ["1c", "2b"]],
            "transmitters": [{"id": f"t{k + 1}", "areas": ["1c", "2b"], "sectors": [1, 2],
                              "xy": [round(0.6 * math.cos(math.radians(180 - 60 * k)), 3),
                                     round(-0.6 * math.sin(math.radians(180 - 60 * k)), 3)],
                              "owner": (k % (players + 1)) - 1} for k in range(6)],
            "runners": [str(1 + 7 * s) for s in range(players)],
            "start_spaces": {"1": "st1"},
        },
        "action_board": {
            "columns": cols,
            "rows": [{"row": 1, "move": [], "gain": ["yellow"]},
                     {"row": 2, "move": ["own"], "gain": ["yellow", "own"]},
                     {"row": 3, "move": ["yellow"], "gain": ["own", "own"]},
                     {"row": 4, "move": ["own", "yellow"], "gain": ["yellow", "yellow", "own"]},
                     {"row": 5, "move": ["yellow", "yellow"], "gain": ["own", "yellow"]}],
            "upper": {"panel": "x", "crew": upper},
            "lower": {"panel": "y", "crew": lower, "bonuses": bonuses},
            "first_token": {"holder": 0, "crew_below": 2, "text": ""},
            "commanders": [{"column": c, "key": f"k{c}", "name": "Justin B. Beeper",
                            "kind": "admin", "gain": 2, "loss": 1, "text": "A power.",
                            "owner": (i % (players + 1)) - 1, "crew_below": 2}
                           for i, c in enumerate(cols[1:])],
        },
        "research_board": {
            "areas": areas, "max_level": 12,
            "bonuses": {a: {"2": "own", "4": "yellow", "6": "bag2", "8": "crew", "10": "any",
                            "12": "bag3"} for a in areas},
            "commanders": [{"area": a, "key": f"r{a}", "name": "Forrester Dain", "gain": 2,
                            "loss": 1, "text": "", "owner": (k % (players + 1)) - 1}
                           for k, a in enumerate(areas)],
            "objectives": [{"slot": k + 1, "id": f"o{k}", "kind": "research" if k < 2 else
                            "sector", "text": "Remove 2 turtle labs each from 2 sectors.",
                            "ladder_left": [4, 3], "ladder": [5, 4, 3], "fulfilled_by": [k % 2]}
                           for k in range(4)],
        },
        "player_board": {"lab_costs": [[], [], ["own"], ["yellow"], ["own", "yellow"]] * 2,
                         "station_costs": [["own"], ["own", "yellow"], ["own", "own"]],
                         "station_reputation": 2},
        "players": player_rows, "turn_order": list(range(players)),
        "bag": {"black": 25, "yellow": 3}, "outcome": None,
        "private": {"seat": 0, "colour": colours[0],
                    "artifacts": [{"id": 101 + k * 40, "metal": m, "level": 2, "bonus": "cube"}
                                  for k, m in enumerate(("silver", "bronze", "gold"))]},
    }


@functools.lru_cache(maxsize=1)
def png_palette() -> Image.Image:
    """The fixed 256-colour palette every Magnastorm PNG is mapped onto (built once)."""
    three, four = _swatch_view(3), _swatch_view(4)
    over = dict(four, phase="over", outcome={"ranking": [[3], [2], [1], [0]],
                                             "scores": [5, 11, 17, 23], "reason": "round 4",
                                             "artifacts_earned": {}})
    return make_palette(board_image(three), board_image(four), board_image(over),
                        hand_image(four))
