"""The board's header: the round and phase, the card being resolved or the game's end, and
who is to act now with what each of them is asked.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.adastra.layout import BOARD_SIZE
from rendering.adastra.theme import ATTENTION, DANGER, MUTED, TEXT
from rendering.adastra.views import View, say, seat_name, word
from rendering.common import (
    PlayerStyle,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    hex_rgb,
    text_size,
)


def current_space(view: View) -> int | str:
    """The number of the space being resolved, as the planning board shows it."""
    for entry in (view.get("planning") or {}).get("board", ()):
        if entry.get("current"):
            return int(entry.get("space", 0))
    current = view.get("current") or {}
    return current.get("space", "?")  # type: ignore[no-any-return]


def draw_header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                locale: str = "en", names: Sequence[str] | None = None) -> None:
    phase = str(view.get("phase", ""))
    title = word("adastra.draw.round", locale, round=view.get("round", "?"))
    draw_text(draw, (16, 8), "AD ASTRA", 15, MUTED, bold=True)
    draw_text(draw, (16, 26), title, 32, TEXT, bold=True)
    x = 20 + text_size(title, 32, True)[0] + 18
    phase_label = (word(f"adastra.phase.{phase}", locale)
                   if phase in ("planning", "action", "discard", "over") else phase.capitalize())
    draw_badge(draw, (x, 30), phase_label, 20,
               DANGER if phase == "over" else hex_rgb("#36425e"), TEXT, pad=5)
    x += text_size(phase_label, 20, True)[0] + 32
    right = BOARD_SIZE[0] - 16
    outcome = view.get("outcome")
    line1 = ""
    line1_colour = TEXT
    if outcome:
        line1 = (say(outcome.get("reason_message") or outcome.get("reason"), locale)
                 or word("adastra.draw.game_over", locale))
        line1_colour = ATTENTION
    elif view.get("ending"):
        line1 = word("adastra.draw.last_round", locale, ending=say(view["ending"], locale))
        line1_colour = ATTENTION
    current = view.get("current")
    if current and not outcome:
        card = word("adastra.draw.space", locale, space=current_space(view),
                    card=say(current.get("card_name"), locale))
        line1 = f"{card}   ·   {line1}" if line1 else card
    if line1:
        text, size = fit_text(line1, right - x, 22, 14, bold=True)
        draw_text(draw, (x, 18), text, size, line1_colour, anchor="lm", bold=True)
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    prompts = view.get("prompts") or {}
    y = 50
    if not acting:
        if not outcome:
            draw_text(draw, (x, y), word("adastra.draw.nobody", locale), 19, MUTED,
                      anchor="lm")
        return
    now = word("adastra.draw.now", locale)
    draw_text(draw, (x, y), now, 19, MUTED, anchor="lm", bold=True)
    x += text_size(now, 19, True)[0] + 10
    distinct = {say(prompts.get(str(s), ""), locale) for s in acting}
    if len(distinct) == 1:
        for seat in acting:
            if 0 <= seat < len(styles):
                draw_player_badge(draw, styles[seat], x + 12, y, 12)
                x += 30
        name = (" & ".join(seat_name(view, s, locale, names) for s in acting)
                if len(acting) <= 2 else "")
        text = f"{name}: {distinct.pop()}" if name else distinct.pop()
        text, size = fit_text(text, right - x, 19, 13)
        draw_text(draw, (x, y), text, size, TEXT, anchor="lm")
        return
    parts = []
    for seat in acting:
        parts.append((seat, say(prompts.get(str(seat), ""), locale)))
    width = (right - x) // len(parts)
    for seat, prompt in parts:
        if 0 <= seat < len(styles):
            draw_player_badge(draw, styles[seat], x + 12, y, 12)
        text, size = fit_text(prompt, width - 38, 17, 12)
        draw_text(draw, (x + 28, y), text, size, TEXT, anchor="lm")
        x += width
