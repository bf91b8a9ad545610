"""The final score table posted when a game ends: place, player, score, in player colours.

Drawn in the server's language (``locale``): the headings come from ``rendering/locales/``;
the title is the caller's (already worded), and the players' display names are drawn as they
come, made safe and shortened with an ellipsis to fit their column.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PIL import Image, ImageDraw

from games.i18n import template
from rendering.common import (
    WHITE,
    PlayerStyle,
    draw_player_badge,
    draw_text,
    encode_png,
    fit_text,
    text_size,
)

BACKGROUND = (24, 28, 40)
DIM = (150, 158, 180)
ROW = 64
WIDTH = 720
TOP = 118  # the first row, below the title and the headings
NAME_X = 156


class ScoreRow(NamedTuple):
    """One line of the table: the place (ties share one), the player as shown (any text),
    the score, and the seat's style on the board (its colour, shape and letter)."""

    place: int
    label: str
    score: int
    style: PlayerStyle


def render_scores(title: str | None, rows: Sequence[ScoreRow], *,
                  locale: str = "en") -> bytes:
    """``rows`` best first. Each badge is its seat's, as on the board, whatever the rank.
    Without a ``title``, "Final scores" in ``locale``."""
    height = TOP + ROW * len(rows) + 20
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    heading, size = fit_text(title or template("render.scores.title", locale), WIDTH - 56,
                             34, 20, bold=True)
    draw_text(draw, (28, 24), heading, size, WHITE, bold=True)
    draw_text(draw, (NAME_X, 96), template("render.scores.player", locale), 18, DIM,
              anchor="ls")
    draw_text(draw, (WIDTH - 44, 96), template("render.scores.score", locale), 18, DIM,
              anchor="rs")
    for i, (place, label, score, style) in enumerate(rows):
        top = TOP + i * ROW
        fill = (46, 52, 70) if i % 2 else (36, 41, 56)
        draw.rounded_rectangle((20, top, WIDTH - 20, top + ROW - 8), radius=10, fill=fill)
        if place == 1:
            draw.rounded_rectangle((20, top, WIDTH - 20, top + ROW - 8), radius=10,
                                   outline=(240, 200, 60), width=3)
        middle = top + (ROW - 8) / 2
        rank, rank_size = fit_text(template("render.scores.place", locale).format(place=place),
                                   60, 30, 16, bold=True)
        draw_text(draw, (44, middle), rank, rank_size, WHITE, anchor="lm", bold=True)
        draw_player_badge(draw, style, 120, middle, 20)
        points = str(score)
        right = WIDTH - 44 - text_size(points, 34, True)[0] - 24
        name, name_size = fit_text(label, right - NAME_X, 30, 18, bold=True)
        draw_text(draw, (NAME_X, middle), name, name_size, WHITE, anchor="lm", bold=True)
        draw_text(draw, (WIDTH - 44, middle), points, 34, WHITE, anchor="rm", bold=True)
    return encode_png(image)
