"""The planning strip along the board's foot: the planning board's spaces and cards, the one
being resolved marked; once the game is over, the final scores in their place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.adastra.cards import draw_card
from rendering.adastra.layout import BOARD_SIZE, PLAN_TITLE_H, PLAN_Y
from rendering.adastra.theme import ATTENTION, MUTED, TEXT
from rendering.adastra.views import View, seat_name, word
from rendering.common import (
    PlayerStyle,
    draw_player_badge,
    draw_text,
    fit_text,
    seat_style,
    text_size,
)


def draw_planning(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                  locale: str = "en", names: Sequence[str] | None = None) -> None:
    planning = view.get("planning") or {}
    board = list(planning.get("board", ()))
    top = PLAN_Y + PLAN_TITLE_H + 10
    bottom = BOARD_SIZE[1] - 16
    if not board:
        outcome = view.get("outcome")
        if outcome:
            _draw_final_scores(draw, view, outcome, styles, (top + bottom) / 2, locale, names)
        else:
            draw_text(draw, (BOARD_SIZE[0] / 2, (top + bottom) / 2),
                      word("adastra.draw.no_cards", locale), 22, MUTED, anchor="mm")
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
        style = seat_style(styles, owner)
        card = b.get("card")
        done = current_index is not None and i < current_index and card is not None
        draw_card(draw, box, card if isinstance(card, str) else None, style,
                  number=int(b.get("space", i + 1)), current=bool(b.get("current")),
                  done=done, name=b.get("card_name"), locale=locale)
        if b.get("current"):
            cx = (box[0] + box[2]) / 2
            draw.polygon([(cx - 10, top - 11), (cx + 10, top - 11), (cx, top - 1)],
                         fill=ATTENTION)


def _draw_final_scores(draw: ImageDraw.ImageDraw, view: View, outcome: Mapping[str, Any],
                       styles: Sequence[PlayerStyle], y: float, locale: str = "en",
                       names: Sequence[str] | None = None) -> None:
    """The ranking, best first, each player with their token, name and final score; the
    size shrinks (down to 16) to fit the width, and long names end in an ellipsis."""
    scores = list(outcome.get("scores") or [])
    entries = [(s, scores[s]) for group in outcome.get("ranking", ()) for s in group
               if isinstance(s, int) and s < len(scores)]
    if not entries:
        return
    label = word("adastra.draw.final", locale)
    room = BOARD_SIZE[0] - 40
    full = [(s, seat_name(view, s, locale, names), sc) for s, sc in entries]
    for size in range(30, 15, -2):
        badge, gap = round(size * 4 / 3), round(size * 14 / 15)
        shown = full
        widths = [badge + 4 + text_size(f"{name} {sc}", size, True)[0] for _, name, sc in shown]
        total = text_size(label, size, True)[0] + 20 + sum(widths) + gap * (len(widths) - 1)
        if total <= room:
            break
    else:  # even small, the names are too long: each gets its share, with an ellipsis
        share = (room - text_size(label, size, True)[0] - 20
                 - gap * (len(full) - 1)) // len(full) - badge - 4
        shown = [(s, fit_text(name, share - text_size(f" {sc}", size, True)[0], size, size,
                              bold=True)[0], sc) for s, name, sc in full]
        widths = [badge + 4 + text_size(f"{name} {sc}", size, True)[0] for _, name, sc in shown]
        total = text_size(label, size, True)[0] + 20 + sum(widths) + gap * (len(widths) - 1)
    x = (BOARD_SIZE[0] - total) / 2
    draw_text(draw, (x, y), label, size, MUTED, anchor="lm", bold=True)
    x += text_size(label, size, True)[0] + 20
    for (seat, name, score), w in zip(shown, widths, strict=True):
        if seat < len(styles):
            draw_player_badge(draw, styles[seat], x + size / 2 + 1, y, size / 2 + 1)
        draw_text(draw, (x + badge, y), f"{name} {score}", size, TEXT, anchor="lm", bold=True)
        x += w + gap
