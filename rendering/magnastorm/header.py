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
from rendering.magnastorm.views import View
from rendering.magnastorm.words import Say, seat_label


def header_seats(view: View) -> list[int]:
    """The seats the header names: the one acting, or every ranked seat at the end."""
    outcome = view.get("outcome")
    if outcome:
        return [int(s) for group in outcome.get("ranking", ())
                for s in (group if isinstance(group, list) else [group])]
    return [s for s in view.get("to_act", ()) if isinstance(s, int)][:1]


def draw_header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                say: Say | None = None) -> None:
    say = say or Say()
    phase = str(view.get("phase", ""))
    draw_text(draw, (14, 7), "MAGNASTORM", 14, MUTED, bold=True)
    title = say("r.round", round=view.get("round", "?"), last=view.get("last_round", 4))
    draw_text(draw, (14, 24), title, 30, TEXT, bold=True)
    x = 20 + text_size(title, 30, True)[0] + 14
    label = say(f"r.phase.{phase}") if phase in PHASES else phase.capitalize()
    box = draw_badge(draw, (x, 10), label, 17, DANGER if phase == "over" else
                     hex_rgb("#36425e"), TEXT, pad=4)
    goal = say("r.goal", goal=view.get("goal", "?"))
    draw_text(draw, (x + 2, 50), goal, 14, MUTED, anchor="lm")
    x = max(box[2], x + text_size(goal, 14)[0]) + 18
    right = BOARD_SIZE[0] - 14
    outcome = view.get("outcome")
    if outcome:
        ranking = header_seats(view)
        players = view.get("players") or []
        parts = [say("r.ranked", place=i + 1, who=seat_label(say, view, s),
                     score=players[s].get("reputation", 0))
                 for i, s in enumerate(ranking) if s < len(players)]
        reason = say.text(outcome.get("reason", ""))
        if ranking:
            winner = seat_label(say, view, ranking[0])
            line = (say("r.wins_reason", who=winner, why=reason) if reason
                    else say("r.wins", who=winner))
            text, size = fit_text(line, right - x, 22, 14, bold=True)
            draw_text(draw, (x, 18), text, size, ATTENTION, anchor="lm", bold=True)
        text, size = fit_text("   ".join(parts), right - x, 18, 12)
        draw_text(draw, (x, 46), text, size, TEXT, anchor="lm")
        return
    if view.get("end_triggered"):
        text, size = fit_text(say("r.end_triggered"), right - x, 17, 12, bold=True)
        draw_text(draw, (x, 18), text, size, ATTENTION, anchor="lm", bold=True)
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    prompts = view.get("prompts") or {}
    y = 46 if view.get("end_triggered") else 32
    if not acting:
        draw_text(draw, (x, y), say("r.nobody"), 18, MUTED, anchor="lm")
        return
    seat = acting[0]
    if 0 <= seat < len(styles):
        draw_player_badge(draw, styles[seat], x + 15, y, 15, text=styles[seat].letter)
    prompt = say.text(prompts.get(str(seat)) or view.get("prompt") or "")
    who = seat_label(say, view, seat)
    avail = right - x - 38
    # The name gets at most half the line, so a long one never hides the prompt.
    name, _ = fit_text(who, avail // 2, 19, 19, bold=True)
    text, size = fit_text(say("r.acting", who=name, what=prompt), avail, 19, 12, bold=True)
    draw_text(draw, (x + 38, y), text, size, TEXT, anchor="lm", bold=True)
