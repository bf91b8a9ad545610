"""The board's header: the turn, whose turn it is and what the table waits for, the
last-turn flag; at the end, the winner and why the game ended.
"""

from __future__ import annotations

from rendering.afternova.icons import seat_badge
from rendering.afternova.layout import HEADER_H, WIDTH
from rendering.afternova.theme import ATTENTION, DANGER, MUTED, TEXT, Draw, View
from rendering.afternova.words import EN, Say, fit
from rendering.common import WHITE, draw_badge, draw_text, wrap_text


def draw_header(draw: Draw, view: View, say: Say = EN) -> None:
    over = view.get("phase") == "over"
    draw_text(draw, (14, 30), *fit(say("draw.turn", n=view.get("turn", 1)), 170, 32, 18, True),
              TEXT, bold=True)
    current = view.get("current")
    x = 190
    if current is not None and not over:
        seat_badge(draw, current, x + 20, HEADER_H / 2, 20, palette=say.palette)
        x += 48
    final = view.get("final") or {}
    if over and final:
        winner = final.get("winner")
        if winner is not None:
            seat_badge(draw, winner, x + 20, HEADER_H / 2, 20, palette=say.palette)
            x += 48
        who = say("draw.the_bot") if winner in ("bot", -1) else say.seat(winner)
        text = (say("draw.game_over_wins", who=who) if winner is not None
                else say("draw.game_over"))
        line, size = fit(text, WIDTH - x - 14, 24, 14, True)
        draw_text(draw, (x, 22), line, size, ATTENTION, anchor="lm", bold=True)
        line, size = fit(say.text(final.get("reason")), WIDTH - x - 14, 15, 10)
        draw_text(draw, (x, 52), line, size, MUTED, anchor="lm")
        return
    right = WIDTH - 14
    if view.get("final_turn"):
        box = draw_badge(draw, (right, HEADER_H / 2), say("draw.last_turn"), 16, DANGER, WHITE,
                         anchor="rm", pad=6, radius=6)
        right = box[0] - 10
    phase = str(view.get("phase", ""))
    title = say(f"draw.phase.{phase}") if phase in PHASES else phase
    who = say.seat(current) if current is not None else ""
    line, size = fit(say("draw.who_title", who=who, title=title), right - x, 18, 11, True)
    draw_text(draw, (x, 18), line, size, ATTENTION, anchor="lm", bold=True)
    lines = wrap_text(say.text(view.get("prompt")), right - x, 16)
    if len(lines) > 2:
        lines = [lines[0], fit(" ".join(lines[1:]), right - x, 16, 11)[0]]
    for i, line in enumerate(lines[:2]):
        draw_text(draw, (x, 40 + i * 19), line, 16, TEXT, anchor="lm")


PHASES = ("turn", "answer", "overflow", "trade", "limit", "complete", "over")
