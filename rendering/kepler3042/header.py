"""The header: the round counter, the Progress card of the round with its Medals, who decides
what now, and at the end the final ranking and the table of score parts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.common import (
    INK_DARK,
    WHITE,
    PlayerStyle,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    hex_rgb,
    seat_style,
    text_size,
    wrap_text,
)
from rendering.kepler3042.icons import draw_medal
from rendering.kepler3042.layout import HEADER_H, WIDTH
from rendering.kepler3042.theme import ATTENTION, DANGER, DIM, MUTED, TEXT
from rendering.kepler3042.views import Names, View, label, seat_name, text_of


def draw_header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                names: Names = None, locale: str = "en") -> None:
    """The header: round counter, Progress card, who decides what now or the
    final ranking, in ``locale``, with the players' ``names`` when given."""
    rounds = int(view.get("rounds", 16) or 16)
    rnd = int(view.get("round", 0) or 0)
    phase = str(view.get("phase", ""))
    draw_text(draw, (16, 8), "KEPLER-3042", 15, MUTED, bold=True)
    title = label("setup" if phase == "setup" else "round", locale, round=rnd, rounds=rounds)
    title, title_size = fit_text(title, 230, 32, 20, bold=True)
    draw_text(draw, (16, 27), title, title_size, TEXT, bold=True)
    # The Game Round track.
    x0 = 16 + max(text_size(title, title_size, True)[0], 150) + 18
    cell = 26
    for i in range(1, rounds + 1):
        bx = x0 + (i - 1) * (cell + 3)
        box = (bx, 28, bx + cell, 28 + cell)
        if i < rnd or phase == "over":
            draw.rounded_rectangle(box, radius=4, fill=hex_rgb("#3c4766"))
            colour = MUTED
        elif i == rnd:
            draw.rounded_rectangle(box, radius=4, fill=ATTENTION, outline=WHITE, width=2)
            colour = INK_DARK
        else:
            draw.rounded_rectangle(box, radius=4, outline=DIM, width=1)
            colour = DIM
        draw_text(draw, (bx + cell / 2, 28 + cell / 2 + 1), str(i), 14, colour, anchor="mm",
                  bold=True)
    progress = view.get("progress") or {}
    deck = progress.get("deck")
    if deck is not None:
        draw_text(draw, (x0, 12), label("deck", locale, n=deck), 14, MUTED, anchor="lm")
    right_x0 = x0 + rounds * (cell + 3) + 10
    final = view.get("final")
    if phase == "over" and final:
        _draw_final_table(draw, view, final, styles, right_x0, 6, WIDTH - 10, HEADER_H - 12,
                          locale)
    else:
        _draw_progress_card(draw, view, right_x0, 6, WIDTH - 10, HEADER_H - 12, locale)
    # Who acts now, and what they decide; or the final ranking.
    y = 78
    if phase == "over" and final:
        _draw_ranking(draw, view, final, styles, 16, y, right_x0 - 12, names, locale)
        return
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    prompts = view.get("prompts") or {}
    first = view.get("first")
    if not acting:
        draw_text(draw, (16, y + 10), label("nobody_acts", locale), 19, MUTED, anchor="lm")
        return
    now = label("now", locale)
    draw_text(draw, (16, y + 10), now, 17, ATTENTION, anchor="lm", bold=True)
    x = 16 + text_size(now, 17, True)[0] + 10
    for seat in acting[:4]:
        style = seat_style(styles, seat)
        if style is not None:
            draw_player_badge(draw, style, x + 13, y + 10, 13)
            x += 32
    first_label = ""
    if isinstance(first, int) and phase == "play" and first < len(styles):
        first_label, first_size = fit_text(
            label("first", locale, name=seat_name(view, first, names, locale)),
            int((right_x0 - 14 - x) * 0.4), 15, 10)
        draw_text(draw, (right_x0 - 14, y + 10), first_label, first_size, MUTED, anchor="rm")
    room = right_x0 - 14 - x - (text_size(first_label, 15)[0] + 12 if first_label else 0)
    if len(acting) <= 2:
        who = " & ".join(seat_name(view, s, names, locale) for s in acting)
    else:
        who = label("everyone", locale)
    who, who_size = fit_text(who, int(room), 20, 12, bold=True)
    draw_text(draw, (x, y + 10), who, who_size, TEXT, anchor="lm", bold=True)
    prompt = text_of(prompts.get(str(acting[0])) or view.get("prompt") or "", locale)
    width = right_x0 - 28
    lines = wrap_text(prompt, width, 17)[:2]
    for j, line in enumerate(lines):
        draw_text(draw, (16, y + 34 + j * 20), line, 17, TEXT, anchor="lm")


def _draw_progress_card(draw: ImageDraw.ImageDraw, view: View, x0: float, y0: float,
                        x1: float, y1: float, locale: str) -> None:
    progress = view.get("progress") or {}
    card = progress.get("card")
    draw.rounded_rectangle((x0, y0, x1, y1), radius=8,
                           fill=hex_rgb("#f3ecd8") if card else hex_rgb("#2a3350"),
                           outline=ATTENTION if card else DIM, width=2)
    if not card:
        draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), label("no_card", locale), 16,
                  MUTED, anchor="mm")
        return
    draw_text(draw, (x0 + 10, y0 + 8), label("card", locale), 12, hex_rgb("#7a6a3a"), bold=True)
    name, size = fit_text(text_of(card.get("name", ""), locale), int(x1 - x0 - 20), 21, 14,
                          bold=True)
    draw_text(draw, (x0 + 10, y0 + 24), name, size, INK_DARK, bold=True)
    medals = progress.get("medals") or {}
    mx = x1 - 14
    for kind in ("colonial", "tech"):
        count = int(medals.get(kind, 0) or 0)
        if count:
            draw_text(draw, (mx, y0 + 14), f"x{count}", 15, INK_DARK, anchor="rm", bold=True)
            mx -= text_size(f"x{count}", 15, True)[0] + 12
            draw_medal(draw, mx, y0 + 12, 8, kind)
            mx -= 18
    text = text_of(card.get("text", ""), locale)
    lines = wrap_text(text, int(x1 - x0 - 20), 15)
    size = 15
    if len(lines) > 5:
        size = 13
        lines = wrap_text(text, int(x1 - x0 - 20), size)
    for j, line in enumerate(lines[:6]):
        draw_text(draw, (x0 + 10, y0 + 52 + j * (size + 3)), line, size, hex_rgb("#2c2a24"))


def final_ranking(view: View) -> list[list[int]]:
    """Seats best first, tied seats grouped (from the view's outcome, else by final score)."""
    outcome = view.get("outcome") or {}
    if outcome.get("ranking"):
        return [[int(s) for s in group] for group in outcome["ranking"]]
    scores = list((view.get("final") or {}).get("scores") or [])
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    groups: list[list[int]] = []
    for seat in order:
        if groups and scores[groups[-1][0]] == scores[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def _draw_ranking(draw: ImageDraw.ImageDraw, view: View, final: Mapping[str, Any],
                  styles: Sequence[PlayerStyle], x: float, y: float, right: float,
                  names: Names, locale: str) -> None:
    scores = list(final.get("scores") or [])
    ranking = final_ranking(view)
    over = label("game_over", locale)
    draw_badge(draw, (x, y + 10), over, 17, DANGER, WHITE, anchor="lm", pad=4)
    x0 = x + text_size(over, 17, True)[0] + 24
    place = 1
    entries: list[tuple[int, int]] = []
    for group in ranking:
        for seat in group:
            entries.append((int(seat), place))
        place += len(group)
    if entries:
        winners = [s for s, p in entries if p == 1]
        text, size = fit_text(label("winner", locale, names=" & ".join(
            seat_name(view, s, names, locale) for s in winners)), int(right - x0), 20, 12,
            bold=True)
        draw_text(draw, (x0, y + 10), text, size, ATTENTION, anchor="lm", bold=True)
    cx: float = x
    share = (right - x) / max(1, len(entries)) - 44
    for seat, place in entries:
        style = seat_style(styles, seat)
        score = scores[seat] if seat < len(scores) else 0
        name, _ = fit_text(seat_name(view, seat, names, locale), max(40, int(share - 40)), 17, 17,
                           bold=True)
        text = f"{place}. {name}: {score}"
        w = 30 + text_size(text, 17, True)[0] + 14
        if cx + w > right:
            break
        if style is not None:
            draw_player_badge(draw, style, cx + 12, y + 46, 12)
        draw_text(draw, (cx + 28, y + 46), text, 17, TEXT, anchor="lm", bold=True)
        cx += w


#: The final scoring's lines, in the order of the table (headed by ``kepler3042.draw.col.*``).
FINAL_COLUMNS: tuple[str, ...] = (
    "colonies", "terraformed", "leadership", "medals", "antimatter", "mines",
    "max_technologies", "all_types", "three_of_a_type", "objective")


def _draw_final_table(draw: ImageDraw.ImageDraw, view: View, final: Mapping[str, Any],
                      styles: Sequence[PlayerStyle], x0: float, y0: float, x1: float,
                      y1: float, locale: str) -> None:
    """The final scoring, line by line, one row per player."""
    draw.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=hex_rgb("#2a3350"),
                           outline=ATTENTION, width=2)
    parts = list(final.get("parts") or [])
    scores = list(final.get("scores") or [])
    n = len(parts)
    label_w = 44
    total_w = 44
    col_w = (x1 - x0 - 12 - label_w - total_w) / len(FINAL_COLUMNS)
    row_h = min(24.0, (y1 - y0 - 28) / max(1, n))
    title, size = fit_text(label("final", locale), label_w, 12, 8, bold=True)
    draw_text(draw, (x0 + 8, y0 + 13), title, size, ATTENTION, anchor="lm", bold=True)
    for j, key in enumerate(FINAL_COLUMNS):
        cx = x0 + 6 + label_w + (j + 0.5) * col_w
        short, size = fit_text(label(f"col.{key}", locale), int(col_w - 2), 12, 8, bold=True)
        draw_text(draw, (cx, y0 + 13), short, size, MUTED, anchor="mm", bold=True)
    draw_text(draw, (x1 - 8 - total_w / 2, y0 + 13), label("vp", locale), 12, ATTENTION,
              anchor="mm", bold=True)
    for i, part in enumerate(parts):
        cy = y0 + 28 + (i + 0.5) * row_h
        style = seat_style(styles, i)
        if style is not None:
            draw_player_badge(draw, style, x0 + 20, cy, min(10, row_h / 2 - 1))
        for j, key in enumerate(FINAL_COLUMNS):
            value = int(part.get(key, 0) or 0)
            cx = x0 + 6 + label_w + (j + 0.5) * col_w
            draw_text(draw, (cx, cy), str(value), 15, TEXT if value else DIM, anchor="mm",
                      bold=bool(value))
        total = scores[i] if i < len(scores) else sum(int(v) for v in part.values())
        draw_text(draw, (x1 - 8 - total_w / 2, cy), str(total), 17, TEXT, anchor="mm",
                  bold=True)
