"""The header strip: round, phase, goal, and who acts with the prompt (or the final
ranking when the game is over)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.common import (
    PlayerStyle,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    hex_rgb,
    text_size,
)
from rendering.magnastorm.layout import BOARD_SIZE
from rendering.magnastorm.theme import ATTENTION, DANGER, MUTED, PHASES, TEXT
from rendering.magnastorm.views import View, seat_name


def draw_header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
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
        parts = [f"{i + 1}. {seat_name(view, s)} {players[s].get('reputation', 0)}"
                 for i, s in enumerate(ranking) if s < len(players)]
        reason = str(outcome.get("reason", ""))
        if ranking:
            winner = seat_name(view, ranking[0])
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
    text, size = fit_text(f"{seat_name(view, seat)}: {prompt}", right - x - 38, 19, 12,
                          bold=True)
    draw_text(draw, (x + 38, y), text, size, TEXT, anchor="lm", bold=True)
