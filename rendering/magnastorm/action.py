"""The action board: commanders with their takeover price and the first player token, the
upper panel's crew, and the lower panel's rows with their costs, gains, bonuses and crew."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.common import (
    BLACK,
    PlayerStyle,
    darken,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    hex_rgb,
    wrap_text,
)
from rendering.magnastorm.icons import bonus_icon, draw_cube, draw_cubes
from rendering.magnastorm.layout import ACTION_BOX, CMD_H, LOWER_ROW_H, ROWLAB_W, UPPER_ROW_H
from rendering.magnastorm.theme import (
    CELL_BG,
    CELL_LINE,
    CUBE_COLOURS,
    DIM,
    GAIN_BG,
    MOVE_BG,
    MUTED,
    TEXT,
)
from rendering.magnastorm.views import Box, View, seat_of_colour, style_of
from rendering.magnastorm.words import Say


def _action_columns(view: View) -> tuple[str, float, float]:
    cols = str((view.get("action_board") or {}).get("columns") or "abcd")
    x = ACTION_BOX[0] + ROWLAB_W
    width = (ACTION_BOX[2] - 8 - x) / max(1, len(cols))
    return cols, x, width


def _crew_piece(draw: ImageDraw.ImageDraw, view: View, colour: str, cx: float, cy: float,
                r: float, palette: str) -> None:
    seat = seat_of_colour(view, colour)
    if seat is None:  # neutral crew: a yellow pawn
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=CUBE_COLOURS["yellow"],
                     outline=BLACK, width=2)
        draw.ellipse((cx - r * 0.35, cy - r * 0.35, cx + r * 0.35, cy + r * 0.35),
                     fill=darken(CUBE_COLOURS["yellow"], 0.35))
        return
    style = style_of(view, seat, palette)
    draw_player_badge(draw, style, cx, cy, r, halo=None, text=style.letter)


def _draw_crew_cell(draw: ImageDraw.ImageDraw, view: View, crew: Sequence[str], box: Box,
                    r: float, right_align: bool = False, *, palette: str) -> None:
    x0, y0, x1, y1 = box
    n = len(crew)
    if not n:
        return
    step = min(2 * r + 3, (x1 - x0 - 4) / n)
    cy = (y0 + y1) / 2
    start = (x1 - 4 - r - step * (n - 1)) if right_align else ((x0 + x1) / 2 - step * (n - 1) / 2)
    for i, colour in enumerate(crew):
        _crew_piece(draw, view, str(colour), start + i * step, cy, r, palette)


def draw_action_board(draw: ImageDraw.ImageDraw, view: View,
                       styles: Sequence[PlayerStyle], say: Say | None = None) -> None:
    say = say or Say()
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
            for k, key in enumerate(("r.token1", "r.token2")):
                text, size = fit_text(say(key), int(cw - 12), 12, 9, bold=True)
                draw_text(draw, (bx + 6, top + 24 + 14 * k), text, size, TEXT, bold=True)
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
            px = draw_cubes(draw, px, top + CMD_H - 22, s, price, gap=2, palette=say.palette)
            if extra:
                draw_text(draw, (px + 1, top + CMD_H - 22 + s / 2), "+", 12, TEXT,
                          anchor="lm", bold=True)
                draw_cube(draw, px + 11, top + CMD_H - 22, s,
                          str(view["players"][owner].get("colour", "")), palette=say.palette)
        else:
            text, size = fit_text(say("r.no_crew"), int(cw - 12), 11, 8)
            draw_text(draw, (bx + cw - 6, top + CMD_H - 16), text, size, DIM, anchor="rm")
    # Upper panel.
    upper_top = top + CMD_H + 6
    draw.rounded_rectangle((x0 + 6, upper_top - 2, x1 - 6, upper_top + 5 * UPPER_ROW_H + 2),
                           radius=6, fill=hex_rgb("#20283a"))
    room = int(cx0 - 24 - (x0 + 14))
    text, size = fit_text(say("r.upper_panel"), room, 13, 9, bold=True)
    draw_text(draw, (x0 + 14, upper_top + 12), text, size, MUTED, anchor="lm", bold=True)
    for k, key in enumerate(("r.price1", "r.price2", "r.price3")):
        text, size = fit_text(say(key), room, 12, 9)
        draw_text(draw, (x0 + 14, upper_top + 52 + 14 * k), text, size, DIM, anchor="lm")
    for r in range(5):
        y = upper_top + r * UPPER_ROW_H
        draw_text(draw, (cx0 - 10, y + UPPER_ROW_H / 2), str(r + 1), 12, DIM, anchor="rm")
        for i, col in enumerate(cols):
            bx = cx0 + i * cw
            cell = (bx + 2, y + 1, bx + cw - 2, y + UPPER_ROW_H - 1)
            draw.rectangle(cell, fill=CELL_BG, outline=CELL_LINE)
            crew = upper_crew.get(f"{col}{r + 1}", ())
            _draw_crew_cell(draw, view, list(crew), cell, 9, palette=say.palette)
    # Lower panel with the row display.
    lower = ab.get("lower") or {}
    lower_crew = lower.get("crew") or {}
    bonuses = lower.get("bonuses") or {}
    rows = list(ab.get("rows") or ())
    lower_top = upper_top + 5 * UPPER_ROW_H + 10
    text, size = fit_text(say("r.lower_panel"), int(x1 - 10 - (cx0 + 4)), 11, 8, bold=True)
    draw_text(draw, (cx0 + 4, lower_top + 6), text, size, MUTED, anchor="lm", bold=True)
    text, size = fit_text(say("r.move"), 48, 11, 8, bold=True)
    draw_text(draw, (x0 + 52, lower_top + 6), text, size, hex_rgb("#ff8f8f"), anchor="mm",
              bold=True)
    text, size = fit_text(say("r.cubes"), int(cx0 - 4 - (x0 + 80)), 11, 8, bold=True)
    draw_text(draw, ((x0 + 80 + cx0 - 4) / 2, lower_top + 6), text, size,
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
            draw_cubes(draw, mbox[0] + 5, y + LOWER_ROW_H / 2 - 6, 12, move,
                       palette=say.palette)
        else:
            text, size = fit_text(say("r.free"), int(mbox[2] - mbox[0] - 8), 12, 8, bold=True)
            draw_text(draw, (mbox[0] + 6, y + LOWER_ROW_H / 2), text, size, TEXT, anchor="lm",
                      bold=True)
        gbox = (x0 + 80, y + 3, cx0 - 4, y + LOWER_ROW_H - 3)
        draw.rounded_rectangle(gbox, radius=4, fill=GAIN_BG)
        draw_cubes(draw, gbox[0] + 5, y + LOWER_ROW_H / 2 - 6, 12,
                   [str(c) for c in row.get("gain", ())], palette=say.palette)
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
                bonus_icon(draw, cell[0] + 4, cell[3] - 9, str(bonus), 12, say=say)
            _draw_crew_cell(draw, view, crew, cell, 10, right_align=True,
                            palette=say.palette)
