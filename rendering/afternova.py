"""Afternova's board image and private hand image, drawn from views only.

``render_board(view)`` draws the public view (``GAME.view(state, None)``), top to bottom:

* a header with the turn, whose turn it is and what the table waits for (or the winner);
* the three Planets of the row, numbered as the notation names them, each with its two
  skill requirements (one chip per skill icon) and its fragment slots;
* the supply: the fragment bag, the fragment discard by colour, the decks and discards;
* the market: four Hired Paws with their two skills, four Projects with their cost, VP and
  promotion;
* the table talk: the proposal sent (who plays which Paws, who is asked for which skills,
  who accepted, who gets which fragments, stored fragments that change hands; never a
  helper's committed Paws, which the view does not carry), or the Trade under way, the
  fragments to discard, the Projects being completed, the final ranking;
* one row per player in turn order (and the Bot's in the two-player game): hand size,
  storage with its capacity, completed Projects and their promotions, the cards shown to
  the table, and at the end the revealed ship, objective and score.

``render_hand(view)`` draws one seat's view (``GAME.view(state, seat)``): what the seat is
asked to decide, its starship and hidden objective, its score so far, its storage, the
draft it is preparing (before it is sent), what it is asked for, its Hired Paws, its
Projects (marked when its storage pays them now) and its completed Projects.

Fragments are discs in their colour *with their letter* (p g k w o), skills are chips with
their three-letter code, players are told apart by colour, shape and number: colour is never
the only cue. Renders are pure and deterministic; frames come from a cached layer per
player count, and PNGs are mapped onto a fixed palette learnt once from made-up views.
"""

from __future__ import annotations

import functools
from collections import Counter
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
    draw_text,
    encode_png,
    fit_text,
    hex_rgb,
    layer_cache,
    make_palette,
    player_style,
    text_size,
    wrap_text,
)

__all__ = ["BOT_STYLE", "FRAGMENT_COLOURS", "HAND_WIDTH", "SKILLS", "WIDTH", "board_background",
           "board_height", "board_image", "hand_image", "planet_box", "planet_fragment_centre",
           "player_row_box", "png_palette", "render_board", "render_hand", "storage_centre",
           "style_of"]

View = Mapping[str, Any]
Box = tuple[int, int, int, int]
Draw = ImageDraw.ImageDraw

# --- Geometry ----------------------------------------------------------------------------------

WIDTH = 1200
HAND_WIDTH = 1000
HEADER_H = 74
PLANETS_BOX: Box = (6, 78, 742, 338)
SUPPLY_BOX: Box = (748, 78, 1194, 338)
PAWS_BOX: Box = (6, 342, 596, 566)
PROJECTS_BOX: Box = (602, 342, 1194, 566)
TALK_BOX: Box = (6, 570, 1194, 716)
PLAYERS_Y = 720
ROW_H = 104
TITLE_H = 30  # a panel's title strip

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


# --- View helpers ------------------------------------------------------------------------------


def style_of(seat: int | str) -> PlayerStyle:
    """A seat's colour, shape and letter (the Bot is grey); the number is drawn on it."""
    if seat == "bot" or seat == -1:
        return BOT_STYLE
    return player_style(int(seat))


def _label(seat: int | str) -> str:
    return "Bot" if seat in ("bot", -1) else str(int(seat) + 1)


def _name(seat: int | str) -> str:
    return "the Bot" if seat in ("bot", -1) else f"player {int(seat) + 1}"


def _cap_name(seat: int | str) -> str:
    """:func:`_name` at the start of a sentence."""
    name = _name(seat)
    return name[:1].upper() + name[1:]


def _count(n: Any, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _badge(draw: Draw, seat: int | str, cx: float, cy: float, r: float) -> None:
    draw_player_badge(draw, style_of(seat), cx, cy, r, text=_label(seat))


def _players(view: View) -> list[Mapping[str, Any]]:
    return list(view.get("players") or [])


def _has_bot(view: View) -> bool:
    return bool(view.get("bot"))


def _sorted_frags(frags: str) -> str:
    return "".join(sorted(frags, key=lambda c: COLOUR_ORDER.find(c)))


def board_height(view: View) -> int:
    """The board's height: fixed for a player count (one row per player, one for the Bot)."""
    rows = len(_players(view)) + (1 if _has_bot(view) else 0)
    return PLAYERS_Y + rows * ROW_H + 6


def player_row_box(view: View, seat: int | str) -> Box:
    """Where a player's row (or the Bot's, ``"bot"``) is on the board."""
    order = list(view.get("order") or range(len(_players(view))))
    index = order.index(seat) if seat in order else 0
    y0 = PLAYERS_Y + index * ROW_H
    return (6, y0, WIDTH - 6, y0 + ROW_H - 4)


def planet_box(position: int) -> Box:
    """The card of the planet at ``position`` (1-3) in the row."""
    x0, y0, x1, y1 = PLANETS_BOX
    w = (x1 - x0 - 4 * 8) // 3
    left = x0 + 8 + (position - 1) * (w + 8)
    return (left, y0 + TITLE_H + 4, left + w, y1 - 8)


def planet_fragment_centre(position: int, slots: int, index: int) -> tuple[float, float, float]:
    """Centre and radius of the ``index``-th fragment space of the planet at ``position``
    (which has ``slots`` spaces)."""
    x0, _, x1, y1 = planet_box(position)
    r = min(20, ((x1 - x0 - 16) // max(1, slots) - 4) // 2)
    width = slots * (2 * r + 4) - 4
    left = (x0 + x1) / 2 - width / 2
    return (left + r + index * (2 * r + 4), y1 - r - 14, r)


STORAGE_X = 290  # from a row's left edge
STORAGE_W = 260


def storage_centre(view: View, seat: int, index: int) -> tuple[float, float, float]:
    """Centre and radius of the ``index``-th storage space in a player's row (stored
    fragments first, in colour order, then the empty spaces)."""
    player = _players(view)[seat]
    x0, y0, _, _ = player_row_box(view, seat)
    n = max(len(str(player.get("storage", ""))), int(player.get("capacity", 4)))
    r = min(16, (STORAGE_W / max(1, n) - 4) / 2)
    return (x0 + STORAGE_X + r + index * (2 * r + 4), y0 + 52, r)


# --- Small pieces ------------------------------------------------------------------------------


def draw_fragment(draw: Draw, cx: float, cy: float, r: float, colour: str, *,
                  faded: bool = False) -> None:
    """A fragment: a disc in its colour with its letter."""
    fill = FRAGMENT_COLOURS.get(colour, DIM)
    ink = FRAGMENT_INK.get(colour, WHITE)
    edge = FRAGMENT_EDGE.get(colour, BLACK)
    if faded:
        fill, ink = darken(fill, 0.55), darken(ink, 0.35)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=edge,
                 width=max(1, round(r / 8)))
    draw_text(draw, (cx, cy - r * 0.08), colour, max(9, round(r * 1.25)), ink, anchor="mm",
              bold=True)


def draw_slot(draw: Draw, cx: float, cy: float, r: float, colour: RGB = DIM) -> None:
    """An empty fragment space."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=colour, width=2)


def draw_fragments(draw: Draw, x: float, cy: float, r: float, frags: str, *,
                   slots: int = 0, gap: float = 4, faded: str = "") -> float:
    """A row of fragments from ``x``, then empty slots up to ``slots``; returns the x after."""
    step = 2 * r + gap
    n = max(len(frags), slots)
    for i in range(n):
        cx = x + r + i * step
        if i < len(frags):
            draw_fragment(draw, cx, cy, r, frags[i], faded=frags[i] in faded)
        else:
            draw_slot(draw, cx, cy, r)
    return x + n * step


def skill_chip(draw: Draw, x: float, y: float, skill: str, h: int = 26, *,
               w: int | None = None, full: bool = False, dim: bool = False) -> float:
    """A skill icon: a rounded chip in the skill's colour with its code (and name)."""
    code, name, fill, ink = SKILLS.get(skill, (skill.upper(), skill, DIM, WHITE))
    size = max(10, round(h * 0.62))
    label = name if full else code
    if w is None:
        w = text_size(label, size, True)[0] + round(h * 0.7)
    if dim:
        fill, ink = darken(fill, 0.6), darken(ink, 0.3)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=max(3, h // 4), fill=fill,
                           outline=BLACK, width=1)
    text, fitted = fit_text(label, w - 6, size, 9, True)
    draw_text(draw, (x + w / 2, y + h / 2), text, fitted, ink, anchor="mm", bold=True)
    return x + w


def skill_chips(draw: Draw, x: float, y: float, counts: Mapping[str, int], h: int = 24,
                gap: int = 3, max_x: float | None = None) -> float:
    """One chip per skill icon (``{"pil": 2}`` draws two PIL chips); returns the x after.
    When the row would pass ``max_x``, a skill's chips fold into one ``2x PIL`` chip."""
    units = [k for k in SKILL_ORDER for _ in range(int(counts.get(k, 0)))]
    w = round(h * 1.75)
    if max_x is not None and x + len(units) * (w + gap) > max_x:
        for k in SKILL_ORDER:
            n = int(counts.get(k, 0))
            if n:
                draw_text(draw, (x, y + h / 2), f"{n}x", round(h * 0.7), TEXT, anchor="lm",
                          bold=True)
                x += text_size(f"{n}x", round(h * 0.7), True)[0] + 2
                x = skill_chip(draw, x, y, k, h, w=w) + gap + 2
        return x
    for k in units:
        x = skill_chip(draw, x, y, k, h, w=w) + gap
    return x


def paw_chip(draw: Draw, x: float, y: float, paw: Mapping[str, Any], h: int = 22,
             ink: RGB = TEXT) -> float:
    """A Hired Paw in one line: its id and its two skill chips; returns the x after."""
    size = round(h * 0.78)
    draw_text(draw, (x, y + h / 2), str(paw.get("id", "?")), size, ink, anchor="lm", bold=True)
    x += text_size(str(paw.get("id", "?")), size, True)[0] + 4
    for skill in paw.get("skills") or ():
        x = skill_chip(draw, x, y, str(skill), h, w=round(h * 1.75)) + 2
    return x


def promotion_chip(draw: Draw, x: float, y: float, kind: str, *, active: bool = True,
                   size: int = 14) -> float:
    """A promotion as a labelled chip; one not usable yet (completed this turn) is dim and
    says so."""
    label = PROMOTION_SHORT.get(kind, kind)
    if not active:
        label += " (next turn)"
    fill = PROMOTION_COLOUR.get(kind, DIM)
    box = draw_badge(draw, (x, y), label, size, fill if active else darken(fill, 0.5),
                     TEXT if active else MUTED, pad=3, radius=5,
                     outline=None if active else MUTED)
    return box[2]


def _rounded(draw: Draw, box: Sequence[float], fill: RGB | None, outline: RGB | None = None,
             width: int = 1, radius: int = 8) -> None:
    draw.rounded_rectangle(tuple(box), radius=radius, fill=fill, outline=outline,
                           width=width if outline is not None else 0)


def _paw_print(draw: Draw, cx: float, cy: float, r: float, colour: RGB) -> None:
    """A little paw print: the Hired Paws' mark."""
    draw.ellipse((cx - r * 0.55, cy - r * 0.1, cx + r * 0.55, cy + r * 0.75), fill=colour)
    for dx, dy in ((-0.62, -0.38), (-0.22, -0.72), (0.22, -0.72), (0.62, -0.38)):
        tx, ty = cx + dx * r, cy + dy * r
        draw.ellipse((tx - r * 0.2, ty - r * 0.24, tx + r * 0.2, ty + r * 0.24), fill=colour)


def _vp_badge(draw: Draw, cx: float, cy: float, vp: Any, r: float = 17) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=GOLD, outline=BLACK, width=2)
    draw_text(draw, (cx, cy - r * 0.18), str(vp), round(r * 1.05), INK_DARK, anchor="mm",
              bold=True)
    draw_text(draw, (cx, cy + r * 0.58), "VP", max(8, round(r * 0.5)), INK_DARK, anchor="mm")


# --- Cards -------------------------------------------------------------------------------------


def draw_paw_card(draw: Draw, box: Box, paw: Mapping[str, Any] | None, *,
                  marked: Sequence[str] = ()) -> None:
    """A Hired Paw: its id, and its two skills large with their names. Skills in
    ``marked`` (what the seat is asked for) get a gold frame."""
    x0, y0, x1, y1 = box
    if paw is None:
        _rounded(draw, box, None, DIM, 2)
        draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), "empty", 16, DIM, anchor="mm")
        return
    _rounded(draw, box, CARD_BG, CARD_LINE, 2)
    draw_text(draw, (x0 + 8, y0 + 6), str(paw.get("id", "?")), 20, TEXT, bold=True)
    _paw_print(draw, x1 - 18, y0 + 18, 12, MUTED)
    skills = list(paw.get("skills") or ())
    h = min(40, (y1 - y0 - 44) // 2 - 4)
    y = y0 + 36
    for skill in skills:
        if skill in marked:
            _rounded(draw, (x0 + 3, y - 3, x1 - 3, y + h + 3), None, GOLD, 3, 8)
        skill_chip(draw, x0 + 8, y, str(skill), h, w=x1 - x0 - 16)
        y += h + 8
    if y1 - y > 16 and skills:
        names = " + ".join(SKILLS.get(s, (s, s, DIM, WHITE))[1] for s in skills)
        text, size = fit_text(names, x1 - x0 - 10, 13, 9)
        draw_text(draw, ((x0 + x1) / 2, y1 - 12), text, size, MUTED, anchor="mm")


def draw_project_card(draw: Draw, box: Box, project: Mapping[str, Any] | None, *,
                      placed: str = "", objective: str = "", note: str = "",
                      note_colour: RGB = GOOD) -> None:
    """A Project: id, VP, the fragment cost (covered symbols, the Bot's, drawn in their
    fragment, the others as empty rings with their letter) and its promotion. Cost symbols
    of the seat's hidden ``objective`` colours get a gold ring."""
    x0, y0, x1, y1 = box
    if project is None:
        _rounded(draw, box, None, DIM, 2)
        draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), "empty", 16, DIM, anchor="mm")
        return
    _rounded(draw, box, CARD_BG, CARD_LINE, 2)
    w, h = x1 - x0, y1 - y0
    draw_text(draw, (x0 + 8, y0 + 6), str(project.get("id", "?")), 20, TEXT, bold=True)
    if project.get("vp") is not None:
        r = min(17, h // 8)
        _vp_badge(draw, x1 - r - 6, y0 + r + 5, project["vp"], r)
    cost = _sorted_frags(str(project.get("cost", "")))
    left = Counter(placed)
    covered = placed or project.get("placed") is not None
    # One row if the symbols fit large enough, else two rows.
    per_row = len(cost)
    r = min(20, ((w - 16) // max(1, per_row) - 6) // 2, h // 8)
    if r < 12 and len(cost) > 2:
        per_row = (len(cost) + 1) // 2
        r = min(18, (w - 16) // per_row // 2 - 3, h // 9)
    step = 2 * r + 6
    rows = [cost[i:i + per_row] for i in range(0, len(cost), per_row)] or [""]
    cy = y0 + h * 0.48 - (len(rows) - 1) * (step / 2)
    for row in rows:
        cx = (x0 + x1) / 2 - (len(row) * step - 6) / 2 + r
        for colour in row:
            if objective and colour in objective:
                draw.ellipse((cx - r - 4, cy - r - 4, cx + r + 4, cy + r + 4), outline=GOLD,
                             width=2)
            if left[colour] > 0:
                left[colour] -= 1
                draw_fragment(draw, cx, cy, r, colour)
            elif covered:
                _open_symbol(draw, cx, cy, r, colour)
            else:
                draw_fragment(draw, cx, cy, r, colour)
            cx += step
        cy += step
    promo = project.get("promotion")
    if note:
        draw_text(draw, ((x0 + x1) / 2, y1 - (44 if promo else 16)), note, 13, note_colour,
                  anchor="mm", bold=True)
    if promo:
        label = PROMOTION_SHORT.get(str(promo), str(promo))
        text, size = fit_text(label, w - 18, 15, 10, True)
        bw = text_size(text, size, True)[0] + 10
        draw_badge(draw, ((x0 + x1) / 2, y1 - 8), text, size,
                   PROMOTION_COLOUR.get(str(promo), DIM), TEXT, anchor="md", pad=4, radius=5)
        _ = bw


def _open_symbol(draw: Draw, cx: float, cy: float, r: float, colour: str) -> None:
    """A cost symbol not yet covered (the Bot's row): a ring in the colour, its letter."""
    ring = FRAGMENT_COLOURS.get(colour, DIM) if colour != "k" else MUTED
    r *= 0.8  # smaller than a fragment, hollow: nothing covers it yet
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=BG, outline=ring, width=2)
    draw_text(draw, (cx, cy - r * 0.08), colour, max(9, round(r * 1.2)), ring, anchor="mm",
              bold=True)


def draw_project_strip(draw: Draw, box: Box, project: Mapping[str, Any]) -> None:
    """A Project of the Bot's row, wide and low: id, VP and promotion on top, then its cost
    symbols, those covered by a fragment drawn as fragments, the open ones as rings."""
    x0, y0, x1, y1 = box
    _rounded(draw, box, CARD_BG, CARD_LINE, 2, 8)
    draw_text(draw, (x0 + 8, y0 + 14), str(project.get("id", "?")), 18, TEXT, anchor="lm",
              bold=True)
    draw_text(draw, (x0 + 12 + text_size(str(project.get("id", "?")), 18, True)[0], y0 + 14),
              f"{project.get('vp', '?')} VP", 16, GOLD, anchor="lm", bold=True)
    promo = project.get("promotion")
    if promo and x1 - x0 >= 190:  # the Bot never uses promotions: shown only if room
        draw_badge(draw, (x1 - 6, y0 + 4), PROMOTION_SHORT.get(str(promo), str(promo)), 12,
                   PROMOTION_COLOUR.get(str(promo), DIM), TEXT, anchor="ra", pad=3, radius=4)
    cost = _sorted_frags(str(project.get("cost", "")))
    left = Counter(str(project.get("placed", "")))
    r = min(16, (y1 - y0 - 34) // 2, ((x1 - x0 - 12) // max(1, len(cost)) - 5) // 2)
    cx = x0 + 8 + r
    for colour in cost:
        if left[colour] > 0:
            left[colour] -= 1
            draw_fragment(draw, cx, y1 - r - 6, r, colour)
        else:
            _open_symbol(draw, cx, y1 - r - 6, r, colour)
        cx += 2 * r + 5


def _mini_width(card: Mapping[str, Any], h: int) -> int:
    size = round(h * 0.62)
    idw = text_size(str(card.get("id")), size, True)[0]
    if "skills" in card:
        return idw + 2 * (round(h * 0.8 * 1.6) + 2) + 12
    r = h * 0.32
    cost = str(card.get("cost", ""))
    vp = text_size(f"{card['vp']}VP", max(10, size - 2), True)[0] + 6 \
        if card.get("vp") is not None else 0
    return round(idw + 10 + len(cost) * (2 * r + 2) + vp + 4)


def draw_mini_card(draw: Draw, x: float, y: float, card: Mapping[str, Any], h: int = 30) -> float:
    """A card in one line (a Paw's id and skills, or a Project's id, cost and VP); returns
    the x after it."""
    w = _mini_width(card, h)
    size = round(h * 0.62)
    _rounded(draw, (x, y, x + w, y + h), CARD_BG, CARD_LINE, 1, 5)
    draw_text(draw, (x + 4, y + h / 2), str(card.get("id")), size, TEXT, anchor="lm", bold=True)
    fx = x + text_size(str(card.get("id")), size, True)[0] + 8
    if "skills" in card:
        ch = round(h * 0.8)
        for skill in card.get("skills") or ():
            fx = skill_chip(draw, fx, y + (h - ch) / 2, str(skill), ch, w=round(ch * 1.6)) + 2
        return x + w
    r = h * 0.32
    for c in _sorted_frags(str(card.get("cost", ""))):
        draw_fragment(draw, fx + r, y + h / 2, r, c)
        fx += 2 * r + 2
    if card.get("vp") is not None:
        draw_text(draw, (x + w - 4, y + h / 2), f"{card['vp']}VP", max(10, size - 2), GOLD,
                  anchor="rm", bold=True)
    return x + w


# --- Static layer ------------------------------------------------------------------------------


def _panel(draw: Draw, box: Box, title: str, note: str = "") -> None:
    _rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
    draw_text(draw, (box[0] + 12, box[1] + TITLE_H / 2 + 1), title, 17, MUTED, anchor="lm",
              bold=True)
    if note:
        draw_text(draw, (box[2] - 12, box[1] + TITLE_H / 2 + 1), note, 13, DIM, anchor="rm")


@layer_cache(maxsize=16)
def board_background(rows: int, height: int) -> Image.Image:
    """Frames and titles of the board for ``rows`` player rows (built once per count)."""
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H), fill=hex_rgb("#141b31"))
    draw.line((0, HEADER_H, WIDTH, HEADER_H), fill=CARD_LINE, width=1)
    draw_text(draw, (14, 10), "AFTERNOVA", 15, MUTED, bold=True)
    _panel(draw, PLANETS_BOX, "PLANETS", "extract <1-3>: meet both skill requirements")
    _panel(draw, SUPPLY_BOX, "SUPPLY")
    _panel(draw, PAWS_BOX, "MARKET: HIRED PAWS", "take H<n>")
    _panel(draw, PROJECTS_BOX, "MARKET: PROJECTS", "take P<n>")
    _rounded(draw, TALK_BOX, PANEL_BG, CARD_LINE, 1, 10)
    for i in range(rows):
        y0 = PLAYERS_Y + i * ROW_H
        _rounded(draw, (6, y0, WIDTH - 6, y0 + ROW_H - 4), ROW_BG, CARD_LINE, 1, 10)
    return image


# --- Board sections ----------------------------------------------------------------------------


def _draw_header(draw: Draw, view: View) -> None:
    over = view.get("phase") == "over"
    draw_text(draw, (14, 30), f"Turn {view.get('turn', 1)}", 32, TEXT, bold=True)
    current = view.get("current")
    x = 190
    if current is not None and not over:
        _badge(draw, current, x + 20, HEADER_H / 2, 20)
        x += 48
    final = view.get("final") or {}
    if over and final:
        winner = final.get("winner")
        if winner is not None:
            _badge(draw, winner, x + 20, HEADER_H / 2, 20)
            x += 48
        text = f"Game over. {_cap_name(winner)} wins" if winner is not None \
            else "Game over"
        draw_text(draw, (x, 22), text, 24, ATTENTION, anchor="lm", bold=True)
        reason = str(final.get("reason", ""))
        line, size = fit_text(reason, WIDTH - x - 14, 15, 11)
        draw_text(draw, (x, 52), line, size, MUTED, anchor="lm")
        return
    right = WIDTH - 14
    if view.get("final_turn"):
        box = draw_badge(draw, (right, HEADER_H / 2), "LAST TURN", 16, DANGER, WHITE,
                         anchor="rm", pad=6, radius=6)
        right = box[0] - 10
    phase = str(view.get("phase", ""))
    title = PHASE_TITLES.get(phase, phase)
    draw_text(draw, (x, 18), f"{_cap_name(current) if current is not None else ''}: {title}",
              18, ATTENTION, anchor="lm", bold=True)
    lines = wrap_text(str(view.get("prompt", "")), right - x, 16)
    if len(lines) > 2:
        lines = [lines[0], fit_text(" ".join(lines[1:]), right - x, 16, 11)[0]]
    for i, line in enumerate(lines[:2]):
        draw_text(draw, (x, 40 + i * 19), line, 16, TEXT, anchor="lm")


def _draw_planets(draw: Draw, view: View) -> None:
    decks = view.get("decks") or {}
    discards = view.get("discards") or {}
    draw_text(draw, (PLANETS_BOX[0] + 100, PLANETS_BOX[1] + TITLE_H / 2 + 1),
              f"deck {decks.get('planets', 0)} · discard {discards.get('planets', 0)}", 13,
              DIM, anchor="lm")
    for planet in view.get("planets") or ():
        pos = int(planet.get("position", 1))
        x0, y0, x1, y1 = planet_box(pos)
        _rounded(draw, (x0, y0, x1, y1), PLANET_BG, CARD_LINE, 2, 12)
        draw.ellipse((x0 + 8, y0 + 8, x0 + 44, y0 + 44), fill=TEXT, outline=BLACK, width=2)
        draw_text(draw, (x0 + 26, y0 + 26), str(pos), 24, INK_DARK, anchor="mm", bold=True)
        name, size = fit_text(str(planet.get("name", "?")), x1 - x0 - 60, 24, 14, True)
        draw_text(draw, (x0 + 52, y0 + 16), name, size, TEXT, anchor="lm", bold=True)
        draw_text(draw, (x0 + 52, y0 + 38), f"{planet.get('id', '')} · {planet.get('slots', 0)}"
                  " fragments", 12, MUTED, anchor="lm")
        y = y0 + 58
        for need in planet.get("needs") or ():
            skill, count = str(need.get("skill")), int(need.get("count", 0))
            x: float = x0 + 10
            draw_text(draw, (x, y + 16), str(count), 24, TEXT, anchor="lm", bold=True)
            x += 22
            for _ in range(count):
                x = skill_chip(draw, x, y + 2, skill, 30, w=52) + 4
            draw_text(draw, (x1 - 8, y + 38), SKILLS.get(skill, (skill, skill, DIM, WHITE))[1],
                      11, MUTED, anchor="rm")
            y += 48
        frags = str(planet.get("fragments", ""))
        slots = max(len(frags), int(planet.get("slots", len(frags))))
        cx, cy, r = planet_fragment_centre(pos, slots, 0)
        draw_fragments(draw, cx - r, cy, r, frags, slots=slots)


def _draw_supply(draw: Draw, view: View) -> None:
    x0, y0, _, _ = SUPPLY_BOX
    # The bag.
    bx, by = x0 + 70, y0 + TITLE_H + 66
    draw.polygon([(bx - 40, by - 30), (bx + 40, by - 30), (bx + 54, by + 46),
                  (bx - 54, by + 46)], fill=hex_rgb("#6b4f2e"), outline=BLACK)
    draw.rounded_rectangle((bx - 34, by - 44, bx + 34, by - 24), radius=6,
                           fill=hex_rgb("#8a6a3e"), outline=BLACK)
    draw_text(draw, (bx, by + 10), str(view.get("bag", 0)), 36, TEXT, anchor="mm", bold=True,
              outline=BLACK)
    draw_text(draw, (bx, by + 62), "in the bag", 14, MUTED, anchor="mm")
    # The fragment discard, by colour.
    discards = view.get("discards") or {}
    frag_discard = discards.get("fragments") or {}
    tx = x0 + 160
    draw_text(draw, (tx, y0 + TITLE_H + 10), "Fragment discard", 15, MUTED, bold=True)
    for i, c in enumerate(COLOUR_ORDER):
        cx = tx + 16 + i * 54
        n = int(frag_discard.get(c, 0))
        draw_fragment(draw, cx, y0 + TITLE_H + 50, 15, c, faded=n == 0)
        draw_text(draw, (cx + 18, y0 + TITLE_H + 52), str(n), 17, TEXT if n else DIM,
                  anchor="lm", bold=True)
    # Decks and discards.
    decks = view.get("decks") or {}
    y = y0 + TITLE_H + 90
    for label, key in (("Hired Paws", "paws"), ("Projects", "projects"),
                       ("Planets", "planets")):
        draw_text(draw, (tx, y), label, 15, TEXT, bold=True)
        draw_text(draw, (tx + 100, y), f"deck {decks.get(key, 0)}", 15, TEXT)
        draw_text(draw, (tx + 180, y), f"discard {discards.get(key, 0)}", 15, MUTED)
        y += 24
    top = [str(discards[k]) for k in ("top_paw", "top_project") if discards.get(k)]
    if top:
        draw_text(draw, (tx, y + 4), "top of discards: " + ", ".join(top), 13, DIM)


def _draw_market(draw: Draw, view: View) -> None:
    market = view.get("market") or {}
    decks = view.get("decks") or {}
    trade = view.get("trade") or {}
    for box, key, cards in ((PAWS_BOX, "paws", market.get("paws") or []),
                            (PROJECTS_BOX, "projects", market.get("projects") or [])):
        x0, y0, x1, y1 = box
        note = f"deck {decks.get(key, 0)}"
        if trade.get("cleared") == key:
            note = "cleared this turn · " + note
        draw_text(draw, (x0 + 230, y0 + TITLE_H / 2 + 1), note, 13, DIM, anchor="lm")
        w = (x1 - x0 - 5 * 8) // 4
        for i in range(4):
            card = cards[i] if i < len(cards) else None
            cb = (x0 + 8 + i * (w + 8), y0 + TITLE_H + 4, x0 + 8 + i * (w + 8) + w, y1 - 8)
            if key == "paws":
                draw_paw_card(draw, cb, card)
            else:
                draw_project_card(draw, cb, card)


def _answer_tag(draw: Draw, x: float, y: float, answer: str) -> float:
    if answer == "accepted":
        box = draw_badge(draw, (x, y), "ACCEPTED", 13, hex_rgb("#2a7a47"), WHITE, pad=3,
                         radius=5)
    else:
        box = draw_badge(draw, (x, y), "WAITING", 13, darken(ATTENTION, 0.1), INK_DARK, pad=3,
                         radius=5)
    return box[2]


def _seat_key(seat: Any) -> int | str:
    return "bot" if seat in ("bot", -1) else int(seat)


def draw_deal(draw: Draw, box: Box, view: View, deal: Mapping[str, Any], *,
              proposer: int | str, title: str, missing: Mapping[str, int] | None = None,
              paws: Mapping[str, Mapping[str, Any]] | None = None) -> None:
    """A proposal (or a draft): one column per participant saying what they put in and what
    they get. ``paws`` gives the skills of the proposer's Paws (the hand, for a draft);
    otherwise they are looked up among cards the view shows, or drawn by id alone."""
    x0, y0, x1, y1 = box
    planets = {int(p.get("position", 0)): p for p in view.get("planets") or ()}
    planet = planets.get(int(deal.get("planet", 0)), {})
    _badge(draw, proposer, x0 + 24, y0 + 20, 15)
    head = (f"{title} planet {deal.get('planet')} {planet.get('name', '')}: "
            f"{' + '.join(str(n.get('count')) + ' ' + SKILLS.get(str(n.get('skill')), ('', '?', DIM, WHITE))[1] for n in planet.get('needs') or ())}")  # noqa: E501
    text, size = fit_text(head, x1 - x0 - 260, 18, 12, True)
    draw_text(draw, (x0 + 46, y0 + 20), text, size, TEXT, anchor="lm", bold=True)
    if missing:
        mx = x1 - 12 - (sum(missing.values()) * 45) - 80
        draw_text(draw, (mx, y0 + 20), "missing", 15, DANGER, anchor="lm", bold=True)
        skill_chips(draw, mx + 64, y0 + 9, missing, 22)
    asks: Mapping[str, Mapping[str, int]] = deal.get("asks") or {}
    answers: Mapping[str, str] = deal.get("answers") or {}
    shares = list(deal.get("shares") or ())
    pays = list(deal.get("pays") or ())
    bot_help: Mapping[str, int] = deal.get("bot") or {}
    columns: list[int | str] = [proposer, *(int(h) for h in asks)]
    if bot_help or any(s.get("to") == "bot" for s in shares):
        columns.append("bot")
    n = len(columns)
    top = y0 + 40
    cw = (x1 - x0 - 12 - (n - 1) * 8) / n
    known = dict(paws or {})
    for card in deal.get("played") or ():
        known.setdefault(str(card.get("id")), card)
    for p in _players(view):
        for card in p.get("shown") or ():
            known.setdefault(str(card.get("id")), card)
    for i, who in enumerate(columns):
        cx0 = x0 + 6 + i * (cw + 8)
        cx1 = cx0 + cw
        _rounded(draw, (cx0, top, cx1, y1 - 6), CARD_BG, CARD_LINE, 1, 8)
        x = cx0 + 8
        _badge(draw, who, x + 12, top + 16, 12)
        x += 30
        label = _cap_name(who)
        draw_text(draw, (x, top + 16), label, 16, TEXT, anchor="lm", bold=True)
        x += text_size(label, 16, True)[0] + 8
        if who != proposer and who != "bot" and str(who) in answers:
            _answer_tag(draw, x, top + 6, str(answers[str(who)]))
        y = top + 34
        limit = cx1 - 8
        if who == proposer:
            draw_text(draw, (cx0 + 8, y + 11), "plays", 14, MUTED, anchor="lm")
            px = cx0 + 52
            for card in deal.get("plays") or ():
                paw = known.get(str(card), {"id": card, "skills": []})
                width = text_size(str(card), 17, True)[0] + 2 * 39 + 12
                if px + width > limit:
                    px = cx0 + 52
                    y += 25
                px = paw_chip(draw, px, y, paw, 22) + 8
            if not deal.get("plays"):
                draw_text(draw, (px, y + 11), "no Paws", 14, DIM, anchor="lm")
            got = str(deal.get("keeps", ""))
            verb = "keeps"
        elif who == "bot":
            draw_text(draw, (cx0 + 8, y + 11), "provides", 14, MUTED, anchor="lm")
            skill_chips(draw, cx0 + 72, y, bot_help, 22, max_x=limit)
            got = "".join(str(s.get("colour")) for s in shares if s.get("to") == "bot")
            verb = "gets"
        else:
            draw_text(draw, (cx0 + 8, y + 11), "asked", 14, MUTED, anchor="lm")
            skill_chips(draw, cx0 + 56, y, asks.get(str(who)) or {}, 22, max_x=limit)
            got = "".join(str(s.get("colour")) for s in shares
                          if s.get("to") != "bot" and int(s.get("to", -9)) == who)
            verb = "gets"
        y = max(y + 30, top + 64)
        if y + 22 > y1 - 6:
            y = y1 - 30
        draw_text(draw, (cx0 + 8, y + 11), verb, 14, MUTED, anchor="lm")
        fx = cx0 + 52
        frags = _sorted_frags(got)
        if frags:
            fx = draw_fragments(draw, fx, y + 11, 11, frags, gap=3)
        else:
            draw_text(draw, (fx, y + 11), "nothing", 14, DIM, anchor="lm")
            fx += 60
        for pay in pays:
            if _seat_key(pay.get("from")) != who:
                continue
            fx += 8
            label = f"pays {_label(_seat_key(pay.get('to')))}:"
            if fx + text_size(label, 13)[0] + 26 > limit:
                break
            draw_text(draw, (fx, y + 11), label, 13, MUTED, anchor="lm")
            fx += text_size(label, 13)[0] + 4
            draw_fragment(draw, fx + 11, y + 11, 11, str(pay.get("colour")))
            fx += 24


def _draw_talk(draw: Draw, view: View) -> None:
    """The middle band: what is being negotiated or decided right now."""
    x0, y0, _, _ = TALK_BOX
    phase = str(view.get("phase", ""))
    current = view.get("current")
    proposal = view.get("proposal")
    if phase == "answer" and proposal and current is not None:
        draw_deal(draw, TALK_BOX, view, proposal, proposer=_seat_key(current),
                  title="Proposal: extract")
        return
    if phase == "over":
        _draw_final(draw, view)
        return
    title = {"turn": "ON THE TABLE", "trade": "TRADE", "limit": "TRADE: HAND LIMIT",
             "overflow": "STORAGE FULL", "complete": "END OF TURN"}.get(phase, "TABLE")
    draw_text(draw, (x0 + 12, y0 + 16), title, 17, MUTED, anchor="lm", bold=True)
    y = y0 + 44
    if current is not None:
        _badge(draw, current, x0 + 30, y + 22, 20)
    tx = x0 + 62
    who = _cap_name(current) if current is not None else ""
    trade = view.get("trade") or {}
    to_act = [int(s) for s in view.get("to_act") or ()]
    players = _players(view)
    if phase in ("trade", "limit") and trade:
        taken, allowed = int(trade.get("taken", 0)), int(trade.get("allowed", 3))
        draw_text(draw, (tx, y + 10), f"{who} trades: {taken} of {allowed} cards "
                  "taken", 22, TEXT, anchor="lm", bold=True)
        px = tx
        for i in range(allowed):
            fill = ATTENTION if i < taken else None
            draw.rounded_rectangle((px, y + 32, px + 26, y + 66), radius=4, fill=fill,
                                   outline=ATTENTION, width=2)
            px += 32
        notes = []
        if trade.get("cleared"):
            notes.append(f"cleared the {'Hired Paws' if trade['cleared'] == 'paws' else 'Projects'}"
                         " row: one card fewer")
        if phase == "limit" and current is not None and 0 <= int(current) < len(players):
            p = players[int(current)]
            notes.append(f"hand {p.get('hand')} cards, limit {p.get('hand_limit')}: discard")
        draw_text(draw, (px + 12, y + 49), "; ".join(notes), 17, MUTED, anchor="lm")
        return
    if phase == "overflow":
        draw_text(draw, (tx, y + 10), "Fragments beyond storage go to the discard", 22, TEXT,
                  anchor="lm", bold=True)
        px = tx
        for s in to_act:
            p = players[s] if s < len(players) else {}
            _badge(draw, s, px + 14, y + 49, 13)
            label = f"{len(str(p.get('storage', '')))} stored, room for {p.get('capacity')}"
            draw_text(draw, (px + 32, y + 49), label, 17, TEXT, anchor="lm")
            px += 56 + text_size(label, 17)[0]
        return
    if phase == "complete":
        draw_text(draw, (tx, y + 10), "Players who can complete Projects from storage may "
                  "do so now", 22, TEXT, anchor="lm", bold=True)
        px = tx
        draw_text(draw, (px, y + 49), "deciding:", 17, MUTED, anchor="lm")
        px += 80
        for s in to_act:
            _badge(draw, s, px + 14, y + 49, 13)
            px += 36
        return
    done = int(view.get("proposals_this_turn", 0) or 0)
    draw_text(draw, (tx, y + 10), f"{who}: Extraction (alone, or with "
              "help) or Trade", 22, TEXT, anchor="lm", bold=True)
    note = "A draft stays private until it is sent (go); the helpers asked then answer."
    if done:
        note = f"{done} proposal(s) declined or withdrawn this turn. " + note
    draw_text(draw, (tx, y + 44), note, 17, MUTED, anchor="lm")
    draw_text(draw, (tx, y + 70), "trade  ·  extract <1-3> <your Paws>  ·  extract <1-3>, "
              "play, ask, give, pay, go", 15, DIM, anchor="lm")


def _draw_final(draw: Draw, view: View) -> None:
    x0, y0, x1, y1 = TALK_BOX
    final = view.get("final") or {}
    scores = list(final.get("scores") or ())
    winner = final.get("winner")
    draw_text(draw, (x0 + 12, y0 + 16), "FINAL SCORES", 17, MUTED, anchor="lm", bold=True)
    entries: list[tuple[int, int | str]] = [(int(s), i) for i, s in enumerate(scores)]
    bot = view.get("bot") or {}
    if bot.get("score"):
        entries.append((int(bot["score"].get("total", 0)), "bot"))
    order = list(view.get("order") or range(len(scores)))
    entries.sort(key=lambda e: (e[0], order.index(e[1]) if e[1] in order else -1),
                 reverse=True)
    x = x0 + 16
    y = y0 + 40
    cw = min(240, (x1 - x0 - 24) // max(1, len(entries)))
    for place, (score, who) in enumerate(entries, start=1):
        box = (x, y, x + cw - 10, y1 - 10)
        is_winner = who == winner
        _rounded(draw, box, CARD_BG, GOLD if is_winner else CARD_LINE, 3 if is_winner else 1, 10)
        draw_text(draw, (x + 10, y + 14), f"#{place}", 18, GOLD if is_winner else MUTED,
                  anchor="lm", bold=True)
        _badge(draw, who, x + 62, y + 22, 16)
        draw_text(draw, (x + 86, y + 22), f"{score} VP", 26, TEXT, anchor="lm", bold=True)
        label = "WINNER" if is_winner else _cap_name(who)
        draw_text(draw, (x + 10, y + 62), label, 16, GOLD if is_winner else MUTED,
                  anchor="lm", bold=True)
        x += cw


def _storage_block(draw: Draw, x: float, y: float, storage: str, capacity: int,
                   max_w: float, r: float = 15) -> None:
    """Stored fragments, then empty spaces up to the capacity; fragments past the capacity
    (to discard) sit after a red bar."""
    n = max(len(storage), capacity)
    r = min(r, (max_w / max(1, n) - 4) / 2)
    step = 2 * r + 4
    frags = _sorted_frags(storage)
    for i in range(n):
        cx = x + r + i * step
        if i == capacity and len(frags) > capacity:
            draw.line((cx - r - 2, y - r - 2, cx - r - 2, y + r + 2), fill=DANGER, width=3)
        if i < len(frags):
            draw_fragment(draw, cx, y, r, frags[i])
        else:
            draw_slot(draw, cx, y, r)


def _draw_player_row(draw: Draw, view: View, player: Mapping[str, Any]) -> None:
    seat = int(player.get("seat", 0))
    x0, y0, x1, y1 = player_row_box(view, seat)
    style = style_of(seat)
    to_act = [int(s) for s in view.get("to_act") or ()]
    optional = [int(s) for s in view.get("optional") or ()]
    current = view.get("current")
    proposal = view.get("proposal") or {}
    if seat in to_act and seat not in optional:
        _rounded(draw, (x0, y0, x1, y1), None, ATTENTION, 3, 10)
    draw.rounded_rectangle((x0, y0, x0 + 8, y1), radius=4, fill=style.colour)
    _badge(draw, seat, x0 + 38, y0 + 32, 22)
    draw_text(draw, (x0 + 68, y0 + 22), f"Player {seat + 1}", 22, TEXT, anchor="lm", bold=True)
    tag_x = x0 + 68
    tags: list[tuple[str, RGB, RGB]] = []
    if current == seat:
        tags.append(("TURN", TEXT, INK_DARK))
    if seat in to_act and seat not in optional:
        tags.append(("TO ACT", ATTENTION, INK_DARK))
    elif seat in optional:
        tags.append(("AWAITS ANSWERS", DIM, TEXT))
    answers = proposal.get("answers") or {}
    if str(seat) in answers:
        tags.append(("ASKED", hex_rgb("#4a5fa8"), WHITE) if answers[str(seat)] != "accepted"
                    else ("ACCEPTED", hex_rgb("#2a7a47"), WHITE))
    for text, fill, ink in tags:
        box = draw_badge(draw, (tag_x, y0 + 40), text, 12, fill, ink, pad=3, radius=4)
        tag_x = box[2] + 4
    order = list(view.get("order") or [])
    if order and order[0] == seat:
        draw_text(draw, (x0 + 38, y0 + 64), "1st", 12, MUTED, anchor="mm")
    hand = (f"Hand {player.get('hand', 0)}: {_count(player.get('paws', 0), 'Paw')}, "
            f"{_count(player.get('projects', 0), 'Project')}")
    draw_text(draw, (x0 + 20, y0 + 82), hand, 15, TEXT, anchor="lm")
    # Storage.
    sx = x0 + STORAGE_X
    storage = str(player.get("storage", ""))
    capacity = int(player.get("capacity", 4))
    draw_text(draw, (sx, y0 + 16), f"Storage {len(storage)}/{capacity}", 15,
              DANGER if len(storage) > capacity else MUTED, anchor="lm", bold=True)
    _storage_block(draw, sx, y0 + 52, storage, capacity, STORAGE_W, 16)
    draw_text(draw, (sx, y0 + 84), f"limit {player.get('hand_limit', 8)} cards · trade "
              f"{player.get('trade_cards', 3)}", 13, DIM, anchor="lm")
    # Completed Projects and promotions.
    cx = x0 + 570
    done = int(player.get("completed", 0))
    draw_text(draw, (cx, y0 + 16), f"Projects {done}/6", 15, MUTED, anchor="lm", bold=True)
    for i in range(6):
        px: float = cx + 104 + i * 18
        draw.rectangle((px, y0 + 9, px + 13, y0 + 23), fill=GOLD if i < done else None,
                       outline=GOLD if i < done else DIM, width=2)
    px, py = cx, y0 + 34
    promos = list(player.get("promotions") or ())
    for promo in promos:
        kind, active = str(promo.get("kind")), bool(promo.get("active", True))
        label_w = text_size(PROMOTION_SHORT.get(kind, kind) + ("" if active else " (next turn)"),
                            13, True)[0] + 10
        if px + label_w > cx + 220:
            px, py = cx, py + 24
        if py > y1 - 22:
            break
        px = promotion_chip(draw, px, py, kind, active=active, size=13) + 4
    if not promos:
        draw_text(draw, (cx, y0 + 46), "no promotion", 13, DIM, anchor="lm")
    # Shown cards, or at the end the revealed ship and score.
    rx = x0 + 800
    if player.get("score") is not None and player.get("ship"):
        _draw_reveal(draw, rx, y0, x1, player["ship"], player["score"],
                     list(player.get("completed_projects") or ()))
        return
    shown = list(player.get("shown") or ())
    if not shown:
        draw_text(draw, (rx, y0 + 16), "Shown to the table", 15, MUTED, anchor="lm", bold=True)
        draw_text(draw, (rx, y0 + 46), "nothing", 14, DIM, anchor="lm")
        return
    draw_text(draw, (rx, y0 + 12), f"Shown to the table ({len(shown)})", 13, MUTED,
              anchor="lm", bold=True)
    x, y = float(rx), y0 + 22
    for i, card in enumerate(shown):
        need = _mini_width(card, 24)
        if x + need > x1 - 6:
            x, y = rx, y + 26
        if y + 24 > y1 - 2:
            draw_badge(draw, (x1 - 8, y1 - 4), f"+{len(shown) - i}", 13, MUTED, INK_DARK,
                       anchor="rd", pad=2, radius=4)
            break
        x = draw_mini_card(draw, x, y, card, 24) + 4


def _draw_reveal(draw: Draw, x: float, y0: float, x1: float, ship: Mapping[str, Any],
                 score: Mapping[str, Any], completed: Sequence[Mapping[str, Any]]) -> None:
    draw_text(draw, (x, y0 + 16), f"Ship {ship.get('name', '')}", 15, TEXT, anchor="lm",
              bold=True)
    ox = x + text_size(f"Ship {ship.get('name', '')}", 15, True)[0] + 10
    draw_text(draw, (ox, y0 + 16), "objective", 13, MUTED, anchor="lm")
    draw_fragments(draw, ox + 66, y0 + 16, 10, str(ship.get("objective", "")), gap=3)
    total = score.get("total", 0)
    draw_text(draw, (x, y0 + 46), f"{total} VP", 26, GOLD, anchor="lm", bold=True)
    parts = (f"Projects {score.get('projects', 0)} + stored {score.get('storage', 0)} + "
             f"objective {score.get('objective', 0)}")
    text, size = fit_text(parts, int(x1 - x - 100), 14, 10)
    draw_text(draw, (x + 96, y0 + 46), text, size, MUTED, anchor="lm")
    vps = ", ".join(f"{p.get('id')} {p.get('vp')}" for p in completed)
    text, size = fit_text(vps, int(x1 - x - 10), 13, 10)
    draw_text(draw, (x, y0 + 78), text, size, DIM, anchor="lm")


def _draw_bot_row(draw: Draw, view: View, bot: Mapping[str, Any]) -> None:
    x0, y0, x1, y1 = player_row_box(view, "bot")
    if view.get("current") == "bot" and view.get("phase") != "over":
        _rounded(draw, (x0, y0, x1, y1), None, ATTENTION, 3, 10)
    draw.rounded_rectangle((x0, y0, x0 + 8, y1), radius=4, fill=BOT_STYLE.colour)
    _badge(draw, "bot", x0 + 38, y0 + 32, 22)
    draw_text(draw, (x0 + 68, y0 + 22), "The Bot", 22, TEXT, anchor="lm", bold=True)
    draw_text(draw, (x0 + 68, y0 + 46), "plays first · helps for fragments", 13, MUTED,
              anchor="lm")
    scored = int(bot.get("scored", 0))
    hidden = int(bot.get("scored_face_down", 0))
    draw_text(draw, (x0 + 20, y0 + 82), f"Scored {scored}/6 ({hidden} face down)", 15, TEXT,
              anchor="lm")
    sx = x0 + 290
    storage = str(bot.get("storage", ""))
    draw_text(draw, (sx, y0 + 16), f"Storage {len(storage)}/4", 15, MUTED, anchor="lm",
              bold=True)
    _storage_block(draw, sx, y0 + 52, storage, 4, 170, 16)
    draw_text(draw, (sx, y0 + 84), "4 stored: scores a Project", 13, DIM, anchor="lm")
    if bot.get("score") is not None and bot.get("ship"):
        _draw_reveal(draw, x0 + 800, y0, x1, bot["ship"], bot["score"],
                     [*bot.get("scored_projects", ()), *bot.get("scored_face_down_projects", ())])
        right = x0 + 790
    else:
        right = x1 - 8
    rx = x0 + 480
    draw_text(draw, (rx, y0 + 12), "Its Projects (rings: symbols still open)", 13,
              MUTED, anchor="lm", bold=True)
    row = list(bot.get("row") or ())
    n = max(1, len(row))
    w = min(230, (right - rx - (n - 1) * 6) // n)
    for i, card in enumerate(row):
        bx = rx + i * (w + 6)
        draw_project_strip(draw, (bx, y0 + 24, bx + w, y1 - 4), card)


def board_image(view: View) -> Image.Image:
    """The public board as a Pillow image (see :func:`render_board`)."""
    rows = len(_players(view)) + (1 if _has_bot(view) else 0)
    image = board_background(rows, board_height(view))
    draw = ImageDraw.Draw(image)
    _draw_header(draw, view)
    _draw_planets(draw, view)
    _draw_supply(draw, view)
    _draw_market(draw, view)
    _draw_talk(draw, view)
    for player in _players(view):
        _draw_player_row(draw, view, player)
    bot = view.get("bot")
    if bot:
        _draw_bot_row(draw, view, bot)
    return image


def render_board(view: View) -> bytes:
    """PNG of the public board, 1200 px wide (height by player count), from
    ``GAME.view(state, None)``."""
    return encode_png(board_image(view), palette=png_palette())


# --- Hand --------------------------------------------------------------------------------------

DECISIONS: dict[str, str] = {
    "turn": "Your turn: Trade, or extract a planet (alone, or with help), then go.",
    "withdraw": "Your proposal is out: waiting for answers. You may withdraw it to amend it.",
    "answer": "You are asked to help: accept with Paws that provide what is asked, or decline.",
    "storage": "Your storage is over capacity: discard fragments down to it.",
    "trade": "Trade: take cards from the market (or clear a row, one card fewer).",
    "hand_limit": "Over your hand limit: discard cards.",
    "complete": "End of turn: complete Projects your storage can pay, or done.",
}
HAND_CARD_W = 118
HAND_CARD_H = 150


def _covers(storage: str, cost: str) -> bool:
    have = Counter(storage)
    return all(have[c] >= n for c, n in Counter(cost).items())


def _hand_layout(view: View) -> list[tuple[str, int]]:
    private = view.get("private") or {}
    hand = private.get("hand") or {}
    per_row = (HAND_WIDTH - 24) // (HAND_CARD_W + 8)
    sections: list[tuple[str, int]] = [("header", 84), ("ship", 108), ("decision", 66)]
    if private.get("draft"):
        sections.append(("draft", 156))
    elif view.get("proposal"):
        sections.append(("asked", 156))
    for key in ("paws", "projects"):
        n = len(hand.get(key) or ())
        rows = max(1, -(-n // per_row))
        sections.append((key, 40 + rows * (HAND_CARD_H + 8)))
    completed = private.get("completed_projects") or ()
    sections.append(("completed", 40 + (48 if completed else 28)))
    return sections


def hand_image(view: View) -> Image.Image:
    """One seat's private view as a Pillow image (see :func:`render_hand`)."""
    private = view.get("private") or {}
    seat = int(private.get("seat", 0))
    players = _players(view)
    me: Mapping[str, Any] = players[seat] if 0 <= seat < len(players) else {}
    layout = _hand_layout(view)
    height = sum(h for _, h in layout) + 12
    image = Image.new("RGB", (HAND_WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    style = style_of(seat)
    ship = private.get("ship") or {}
    objective = str(ship.get("objective", ""))
    storage = str(me.get("storage", ""))
    hand = private.get("hand") or {}
    asked: Mapping[str, int] = private.get("asked") or {}
    y = 0
    for key, h in layout:
        if key == "header":
            draw.rectangle((0, 0, HAND_WIDTH, h - 6), fill=hex_rgb("#141b31"))
            draw.rectangle((0, 0, 10, h - 6), fill=style.colour)
            _badge(draw, seat, 48, 38, 24)
            draw_text(draw, (84, 26), f"Player {seat + 1}: your hand", 26, TEXT, anchor="lm",
                      bold=True)
            draw_text(draw, (84, 56), f"Afternova · turn {view.get('turn', 1)} · private: "
                      "only you see this", 14, MUTED, anchor="lm")
            score = private.get("score") or {}
            draw_text(draw, (HAND_WIDTH - 16, 26), f"{score.get('total', 0)} VP now", 26, GOLD,
                      anchor="rm", bold=True)
            draw_text(draw, (HAND_WIDTH - 16, 56), f"Projects {score.get('projects', 0)} + "
                      f"stored {score.get('storage', 0)} + objective "
                      f"{score.get('objective', 0)}", 13, MUTED, anchor="rm")
        elif key == "ship":
            box = (8, y, HAND_WIDTH - 8, y + h - 8)
            _rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
            draw_text(draw, (22, y + 20), f"Starship {ship.get('name', '?')}", 20, TEXT,
                      anchor="lm", bold=True)
            draw_text(draw, (22, y + 48), "Hidden objective:", 16, MUTED, anchor="lm")
            ox = draw_fragments(draw, 160, y + 48, 15, objective, gap=6)
            words = " or ".join(COLOUR_NAMES.get(c, c) for c in objective)
            draw_text(draw, (ox + 8, y + 48), f"+1 VP per {words} fragment on your completed "
                      "Projects", 15, TEXT, anchor="lm")
            capacity = int(me.get("capacity", 4))
            draw_text(draw, (22, y + 80), f"Storage {len(storage)}/{capacity}", 16, MUTED,
                      anchor="lm", bold=True)
            _storage_block(draw, 150, y + 80, storage, capacity, 330, 14)
            over = int(me.get("hand", 0)) > int(me.get("hand_limit", 8))
            draw_text(draw, (500, y + 80), f"hand {me.get('hand', 0)}/{me.get('hand_limit', 8)}"
                      f" · trade {me.get('trade_cards', 3)} cards · completed "
                      f"{me.get('completed', 0)}/6", 15, DANGER if over else MUTED, anchor="lm")
        elif key == "decision":
            decision = private.get("decision")
            committed = private.get("committed")
            box = (8, y, HAND_WIDTH - 8, y + h - 8)
            if committed:
                _rounded(draw, box, darken(GOOD, 0.75), GOOD, 2, 10)
                text = (f"You accepted, committing {', '.join(map(str, committed))}: "
                        "waiting for the others' answers.")
                line, size = fit_text(text, HAND_WIDTH - 40, 19, 12, True)
                draw_text(draw, (22, y + (h - 8) / 2), line, size, TEXT, anchor="lm", bold=True)
            elif decision:
                _rounded(draw, box, darken(ATTENTION, 0.72), ATTENTION, 2, 10)
                prompt = str(private.get("prompt") or "")
                text = (prompt[:1].upper() + prompt[1:] + "." if prompt
                        else DECISIONS.get(str(decision), str(decision)))
                line, size = fit_text(text, HAND_WIDTH - 40, 19, 12, True)
                draw_text(draw, (22, y + (h - 8) / 2), line, size, TEXT, anchor="lm", bold=True)
            else:
                _rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
                waiting = ", ".join(_name(s) for s in view.get("to_act") or ())
                line, size = fit_text(f"Nothing to decide now. Waiting for {waiting}.",
                                      HAND_WIDTH - 40, 17, 12)
                draw_text(draw, (22, y + (h - 8) / 2), line, size, MUTED, anchor="lm")
        elif key == "draft":
            draft = private["draft"]
            paws = {str(p.get("id")): p for p in hand.get("paws") or ()}
            draw_deal(draw, (8, y, HAND_WIDTH - 8, y + h - 8), view, draft, proposer=seat,
                      title="Your draft (private until go): extract",
                      missing=draft.get("missing") or {}, paws=paws)
        elif key == "asked":
            box = (8, y, HAND_WIDTH - 8, y + h - 8)
            proposal = view.get("proposal")
            current = view.get("current")
            if proposal and current is not None:
                _rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
                title = (f"{_cap_name(current)} asks you: extract" if asked else
                         "Your proposal: extract" if current == seat else
                         f"{_cap_name(current)}'s proposal: extract")
                draw_deal(draw, box, view, proposal, proposer=_seat_key(current), title=title)
        elif key in ("paws", "projects"):
            cards = list(hand.get(key) or ())
            title = "HIRED PAWS" if key == "paws" else "PROJECTS"
            note = ""
            if key == "paws" and asked:
                note = "gold frame: a skill you are asked for"
            if key == "projects":
                note = "gold ring: your objective's colours"
            draw_text(draw, (14, y + 18), f"{title} ({len(cards)})", 18, MUTED, anchor="lm",
                      bold=True)
            if note:
                draw_text(draw, (HAND_WIDTH - 14, y + 18), note, 13, DIM, anchor="rm")
            x, cy = 10, y + 36
            if not cards:
                draw_text(draw, (14, cy + 30), "none", 16, DIM, anchor="lm")
            for card in cards:
                if x + HAND_CARD_W > HAND_WIDTH - 8:
                    x, cy = 10, cy + HAND_CARD_H + 8
                cb = (x, cy, x + HAND_CARD_W, cy + HAND_CARD_H)
                if key == "paws":
                    draw_paw_card(draw, cb, card, marked=list(asked))
                    if card.get("id") in (private.get("committed") or ()):
                        draw_badge(draw, ((cb[0] + cb[2]) / 2, cb[3] - 4), "COMMITTED", 12,
                                   darken(GOOD, 0.3), INK_DARK, anchor="md", pad=3, radius=4)
                else:
                    ready = _covers(storage, str(card.get("cost", "")))
                    draw_project_card(draw, cb, card, objective=objective,
                                      note="storage pays it" if ready else "")
                x += HAND_CARD_W + 8
        elif key == "completed":
            completed = list(private.get("completed_projects") or ())
            draw_text(draw, (14, y + 18), f"COMPLETED PROJECTS ({len(completed)}/6)", 18, MUTED,
                      anchor="lm", bold=True)
            mx = 14.0
            for card in completed:
                if mx > HAND_WIDTH - 150:
                    break
                mx = draw_mini_card(draw, mx, y + 38, card, 30) + 6
            if not completed:
                draw_text(draw, (14, y + 48), "none yet", 15, DIM, anchor="lm")
        y += h
    return image


def render_hand(view: View) -> bytes:
    """PNG of one seat's private view (``GAME.view(state, seat)``), 1000 px wide; its height
    follows the number of cards in hand. To be shown to that seat alone."""
    return encode_png(hand_image(view), palette=png_palette())


# --- The fixed PNG palette ---------------------------------------------------------------------


def _swatch_view(players: int, phase: str) -> dict[str, Any]:
    """A made-up view using every colour the images use: all fragments, skills, players,
    promotions, a proposal with answers both ways, the Bot, and the final reveal."""
    paws = [{"id": f"H{i + 1}", "skills": [a, b]} for i, (a, b) in
            enumerate((("pil", "eng"), ("sec", "ext"), ("pil", "pil"), ("eng", "sec")))]
    projects = [{"id": f"P{i + 1}", "cost": c, "promotion": pr, "vp": vp} for i, (c, pr, vp) in
                enumerate((("pgk", "storage", 3), ("wo", "trade", 2), ("k", "hand", 1),
                           ("ppww", None, 8)))]
    over = phase == "over"
    rows = []
    for s in range(players):
        row: dict[str, Any] = {
            "seat": s, "number": s + 1, "hand": 6, "paws": 4, "projects": 2,
            "shown": [paws[s % 4], projects[s % 4]], "storage": "pgkwo"[s % 5:] + "pg",
            "capacity": 4 + s % 2, "hand_limit": 8, "trade_cards": 3, "completed": s % 7,
            "promotions": [{"kind": k, "active": i % 2 == 0}
                           for i, k in enumerate(("storage", "trade", "hand"))]}
        if over:
            row["ship"] = {"id": "S1", "name": "Whisker", "objective": "pg"}
            row["completed_projects"] = projects
            row["score"] = {"projects": 20, "storage": 2, "objective": 3, "total": 25 + s}
        rows.append(row)
    bot = None
    if players == 2:
        bot = {"row": [{**projects[0], "placed": "p"}, {**projects[3], "placed": "pw"},
                       {**projects[1], "placed": ""}], "storage": "ko", "scored": 2,
               "scored_projects": [projects[2]], "scored_face_down": 1}
        if over:
            bot.update(ship={"id": "S2", "name": "Lantern", "objective": "pk"},
                       scored_face_down_projects=[projects[1]],
                       score={"projects": 9, "storage": 3, "objective": 2, "total": 14})
    view: dict[str, Any] = {
        "game": "afternova", "num_players": players, "phase": phase, "turn": 12, "current": 0,
        "order": (["bot"] if bot else []) + list(range(players)), "to_act": [0, 1],
        "optional": [0], "prompt": "Player 2: accept or decline player 1's proposal.",
        "market": {"paws": paws, "projects": projects},
        "decks": {"paws": 20, "projects": 18, "planets": 9},
        "discards": {"paws": 3, "projects": 4, "planets": 2, "top_paw": "H3",
                     "top_project": "P4", "fragments": {"p": 1, "g": 0, "k": 2, "w": 3, "o": 4}},
        "bag": 21,
        "planets": [{"position": i + 1, "id": f"L{i + 1}", "name": n, "needs": needs,
                     "slots": len(f), "fragments": f}
                    for i, (n, needs, f) in enumerate((
                        ("Nektarr", [{"skill": "pil", "count": 2}, {"skill": "eng", "count": 2}],
                         "ppgk"),
                        ("Ember", [{"skill": "sec", "count": 3}, {"skill": "ext", "count": 2}],
                         "kwwoo"),
                        ("Aubade", [{"skill": "pil", "count": 1}, {"skill": "ext", "count": 2}],
                         "go")))],
        "players": rows, "bot": bot,
        "proposal": {"planet": 1, "plays": ["H1"], "asks": {"1": {"pil": 1}, "2": {"eng": 1}},
                     "bot": {"sec": 1} if bot else {},
                     "shares": [{"to": 1, "colour": "p"}, {"to": "bot", "colour": "k"}],
                     "keeps": "gk", "pays": [{"from": 0, "to": 1, "colour": "w"}],
                     "answers": {"1": "accepted", "2": "waiting"}, "summary": ""},
        "trade": None, "proposals_this_turn": 1, "final_turn": True, "final": None,
    }
    if over:
        view["final"] = {"scores": [25 + s for s in range(players)], "winner": players - 1,
                         "reason": "Player 1 completed a 6th Project."}
    view["private"] = {
        "seat": 0, "number": 1, "hand": {"paws": paws, "projects": projects},
        "ship": {"id": "S1", "name": "Whisker", "objective": "pg"},
        "completed_projects": projects[:2],
        "score": {"projects": 5, "storage": 2, "objective": 1, "total": 8},
        "decision": "turn", "committed": None, "asked": {"pil": 1},
        "draft": {"planet": 2, "plays": ["H2"], "asks": {"2": {"sec": 1}}, "bot": {},
                  "shares": [{"to": 2, "colour": "w"}], "keeps": "kwoo", "pays": [],
                  "missing": {"ext": 1}, "summary": ""},
    }
    return view


@functools.cache
def png_palette() -> Image.Image:
    """The fixed 256-colour palette every Afternova PNG is mapped onto (built once)."""
    six, two = _swatch_view(6, "answer"), _swatch_view(2, "over")
    three = dict(_swatch_view(3, "trade"), trade={"taken": 1, "allowed": 3, "cleared": "paws"})
    return make_palette(board_image(six), board_image(two), board_image(three),
                        hand_image(six))

