"""The final score table posted when a game ends: place, player, score, in player colours."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from rendering.common import WHITE, draw_player_badge, draw_text, encode_png, faction_style

BACKGROUND = (24, 28, 40)
ROW = 64
WIDTH = 720


def render_scores(title: str, rows: Sequence[tuple[int, str, int]]) -> bytes:
    """``rows`` are ``(place, label, score)``, best first; ties share a place."""
    height = 90 + ROW * len(rows) + 20
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (28, 24), title, 34, WHITE, bold=True)
    for i, (place, label, score) in enumerate(rows):
        top = 90 + i * ROW
        style = faction_style(label, i)
        fill = (46, 52, 70) if i % 2 else (36, 41, 56)
        draw.rounded_rectangle((20, top, WIDTH - 20, top + ROW - 8), radius=10, fill=fill)
        if place == 1:
            draw.rounded_rectangle((20, top, WIDTH - 20, top + ROW - 8), radius=10,
                                   outline=(240, 200, 60), width=3)
        middle = top + (ROW - 8) / 2
        draw_text(draw, (44, middle), f"{place}.", 30, WHITE, anchor="lm", bold=True)
        draw_player_badge(draw, style, 120, middle, 20)
        draw_text(draw, (156, middle), label, 30, WHITE, anchor="lm", bold=True)
        draw_text(draw, (WIDTH - 44, middle), str(score), 34, WHITE, anchor="rm", bold=True)
    return encode_png(image)
