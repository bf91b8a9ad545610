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
from rendering.adastra.views import View, seat_name
from rendering.common import PlayerStyle, draw_player_badge, draw_text, seat_style, text_size


def draw_planning(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
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
        style = seat_style(styles, owner)
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
    widths = [44 + text_size(f"{seat_name(view, s)} {sc}", size, True)[0] for s, sc in entries]
    label = "Final scores:"
    total = text_size(label, size, True)[0] + 20 + sum(widths) + 28 * (len(widths) - 1)
    x = (BOARD_SIZE[0] - total) / 2
    draw_text(draw, (x, y), label, size, MUTED, anchor="lm", bold=True)
    x += text_size(label, size, True)[0] + 20
    for (seat, score), w in zip(entries, widths, strict=True):
        if seat < len(styles):
            draw_player_badge(draw, styles[seat], x + 16, y, 16)
        draw_text(draw, (x + 40, y), f"{seat_name(view, seat)} {score}", size, TEXT,
                  anchor="lm", bold=True)
        x += w + 28
