"""The board's header: the turn, whose turn it is and what the table waits for, the
last-turn flag; at the end, the winner and why the game ended.
"""

from __future__ import annotations

from rendering.afternova.icons import seat_badge
from rendering.afternova.layout import HEADER_H, WIDTH
from rendering.afternova.theme import ATTENTION, DANGER, MUTED, PHASE_TITLES, TEXT, Draw, View
from rendering.afternova.views import cap_name
from rendering.common import WHITE, draw_badge, draw_text, fit_text, wrap_text


def draw_header(draw: Draw, view: View) -> None:
    over = view.get("phase") == "over"
    draw_text(draw, (14, 30), f"Turn {view.get('turn', 1)}", 32, TEXT, bold=True)
    current = view.get("current")
    x = 190
    if current is not None and not over:
        seat_badge(draw, current, x + 20, HEADER_H / 2, 20)
        x += 48
    final = view.get("final") or {}
    if over and final:
        winner = final.get("winner")
        if winner is not None:
            seat_badge(draw, winner, x + 20, HEADER_H / 2, 20)
            x += 48
        text = f"Game over. {cap_name(winner)} wins" if winner is not None \
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
    draw_text(draw, (x, 18), f"{cap_name(current) if current is not None else ''}: {title}",
              18, ATTENTION, anchor="lm", bold=True)
    lines = wrap_text(str(view.get("prompt", "")), right - x, 16)
    if len(lines) > 2:
        lines = [lines[0], fit_text(" ".join(lines[1:]), right - x, 16, 11)[0]]
    for i, line in enumerate(lines[:2]):
        draw_text(draw, (x, 40 + i * 19), line, 16, TEXT, anchor="lm")
