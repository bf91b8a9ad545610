"""The cards: a Hired Paw with its two skills, a Project with its cost, VP and promotion,
a Bot's Project as a low strip (covered symbols as fragments, open ones as rings), and a
card in one line for the player rows and the completed Projects.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from rendering.afternova.icons import draw_fragment, rounded, skill_chip
from rendering.afternova.theme import (
    BG,
    CARD_BG,
    CARD_LINE,
    DIM,
    FRAGMENT_COLOURS,
    GOLD,
    GOOD,
    MUTED,
    PROMOTION_COLOUR,
    TEXT,
    Box,
    Draw,
)
from rendering.afternova.views import promotion_name, skill_name, sorted_frags
from rendering.afternova.words import EN, Say
from rendering.common import BLACK, INK_DARK, RGB, draw_badge, draw_text, fit_text, text_size


def _paw_print(draw: Draw, cx: float, cy: float, r: float, colour: RGB) -> None:
    """A little paw print: the Hired Paws' mark."""
    draw.ellipse((cx - r * 0.55, cy - r * 0.1, cx + r * 0.55, cy + r * 0.75), fill=colour)
    for dx, dy in ((-0.62, -0.38), (-0.22, -0.72), (0.22, -0.72), (0.62, -0.38)):
        tx, ty = cx + dx * r, cy + dy * r
        draw.ellipse((tx - r * 0.2, ty - r * 0.24, tx + r * 0.2, ty + r * 0.24), fill=colour)


def _vp_badge(draw: Draw, cx: float, cy: float, vp: Any, r: float = 17, say: Say = EN) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=GOLD, outline=BLACK, width=2)
    draw_text(draw, (cx, cy - r * 0.18), str(vp), round(r * 1.05), INK_DARK, anchor="mm",
              bold=True)
    draw_text(draw, (cx, cy + r * 0.58), say("draw.vp"), max(8, round(r * 0.5)), INK_DARK,
              anchor="mm")


def draw_paw_card(draw: Draw, box: Box, paw: Mapping[str, Any] | None, *,
                  marked: Sequence[str] = (), say: Say = EN) -> None:
    """A Hired Paw: its id, and its two skills large with their names. Skills in
    ``marked`` (what the seat is asked for) get a gold frame."""
    x0, y0, x1, y1 = box
    if paw is None:
        rounded(draw, box, None, DIM, 2)
        draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), say("draw.empty"), 16, DIM, anchor="mm")
        return
    rounded(draw, box, CARD_BG, CARD_LINE, 2)
    draw_text(draw, (x0 + 8, y0 + 6), str(paw.get("id", "?")), 20, TEXT, bold=True)
    _paw_print(draw, x1 - 18, y0 + 18, 12, MUTED)
    skills = list(paw.get("skills") or ())
    h = min(40, (y1 - y0 - 44) // 2 - 4)
    y = y0 + 36
    for skill in skills:
        if skill in marked:
            rounded(draw, (x0 + 3, y - 3, x1 - 3, y + h + 3), None, GOLD, 3, 8)
        skill_chip(draw, x0 + 8, y, str(skill), h, w=x1 - x0 - 16, say=say)
        y += h + 8
    if y1 - y > 16 and skills:
        names = " + ".join(skill_name(str(s), say) for s in skills)
        text, size = fit_text(names, x1 - x0 - 10, 13, 9)
        draw_text(draw, ((x0 + x1) / 2, y1 - 12), text, size, MUTED, anchor="mm")


def draw_project_card(draw: Draw, box: Box, project: Mapping[str, Any] | None, *,
                      placed: str = "", objective: str = "", note: str = "",
                      note_colour: RGB = GOOD, say: Say = EN) -> None:
    """A Project: id, VP, the fragment cost (covered symbols, the Bot's, drawn in their
    fragment, the others as empty rings with their letter) and its promotion. Cost symbols
    of the seat's hidden ``objective`` colours get a gold ring."""
    x0, y0, x1, y1 = box
    if project is None:
        rounded(draw, box, None, DIM, 2)
        draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), say("draw.empty"), 16, DIM, anchor="mm")
        return
    rounded(draw, box, CARD_BG, CARD_LINE, 2)
    w, h = x1 - x0, y1 - y0
    draw_text(draw, (x0 + 8, y0 + 6), str(project.get("id", "?")), 20, TEXT, bold=True)
    if project.get("vp") is not None:
        r = min(17, h // 8)
        _vp_badge(draw, x1 - r - 6, y0 + r + 5, project["vp"], r, say)
    cost = sorted_frags(str(project.get("cost", "")))
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
        text, size = fit_text(note, w - 8, 13, 9, True)
        draw_text(draw, ((x0 + x1) / 2, y1 - (44 if promo else 16)), text, size, note_colour,
                  anchor="mm", bold=True)
    if promo:
        label = promotion_name(str(promo), say)
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


def draw_project_strip(draw: Draw, box: Box, project: Mapping[str, Any],
                       say: Say = EN) -> None:
    """A Project of the Bot's row, wide and low: id, VP and promotion on top, then its cost
    symbols, those covered by a fragment drawn as fragments, the open ones as rings."""
    x0, y0, x1, y1 = box
    rounded(draw, box, CARD_BG, CARD_LINE, 2, 8)
    draw_text(draw, (x0 + 8, y0 + 14), str(project.get("id", "?")), 18, TEXT, anchor="lm",
              bold=True)
    draw_text(draw, (x0 + 12 + text_size(str(project.get("id", "?")), 18, True)[0], y0 + 14),
              say("vp", n=project.get("vp", "?")), 16, GOLD, anchor="lm", bold=True)
    promo = project.get("promotion")
    if promo and x1 - x0 >= 190:  # the Bot never uses promotions: shown only if room
        draw_badge(draw, (x1 - 6, y0 + 4), promotion_name(str(promo), say), 12,
                   PROMOTION_COLOUR.get(str(promo), DIM), TEXT, anchor="ra", pad=3, radius=4)
    cost = sorted_frags(str(project.get("cost", "")))
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


def mini_width(card: Mapping[str, Any], h: int, say: Say = EN) -> int:
    """How wide :func:`draw_mini_card` draws ``card``, to lay a row out first."""
    size = round(h * 0.62)
    idw = text_size(str(card.get("id")), size, True)[0]
    if "skills" in card:
        return idw + 2 * (round(h * 0.8 * 1.6) + 2) + 12
    r = h * 0.32
    cost = str(card.get("cost", ""))
    vp = text_size(say("draw.vp_short", n=card["vp"]), max(10, size - 2), True)[0] + 6 \
        if card.get("vp") is not None else 0
    return round(idw + 10 + len(cost) * (2 * r + 2) + vp + 4)


def draw_mini_card(draw: Draw, x: float, y: float, card: Mapping[str, Any], h: int = 30,
                   say: Say = EN) -> float:
    """A card in one line (a Paw's id and skills, or a Project's id, cost and VP); returns
    the x after it."""
    w = mini_width(card, h, say)
    size = round(h * 0.62)
    rounded(draw, (x, y, x + w, y + h), CARD_BG, CARD_LINE, 1, 5)
    draw_text(draw, (x + 4, y + h / 2), str(card.get("id")), size, TEXT, anchor="lm", bold=True)
    fx = x + text_size(str(card.get("id")), size, True)[0] + 8
    if "skills" in card:
        ch = round(h * 0.8)
        for skill in card.get("skills") or ():
            fx = skill_chip(draw, fx, y + (h - ch) / 2, str(skill), ch, w=round(ch * 1.6),
                            say=say) + 2
        return x + w
    r = h * 0.32
    for c in sorted_frags(str(card.get("cost", ""))):
        draw_fragment(draw, fx + r, y + h / 2, r, c)
        fx += 2 * r + 2
    if card.get("vp") is not None:
        draw_text(draw, (x + w - 4, y + h / 2), say("draw.vp_short", n=card["vp"]),
                  max(10, size - 2), GOLD,
                  anchor="rm", bold=True)
    return x + w
