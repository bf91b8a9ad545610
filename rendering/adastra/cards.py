"""Action cards, as the planning board and the hand show them: an empty space, a face-down
card in its owner's colour, or a revealed card with its kind and its resources, systems or
scoring conditions.
"""

from __future__ import annotations

from PIL import ImageDraw

from rendering.adastra.icons import arrow, draw_pawn, resource_chip
from rendering.adastra.theme import ATTENTION, DIM, STAR_COLOURS, TEXT, star_key
from rendering.adastra.views import say, word
from rendering.common import (
    BLACK,
    INK_DARK,
    RGB,
    WHITE,
    PlayerStyle,
    darken,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    hex_rgb,
    lighten,
    wrap_text,
)

CARD_KIND_COLOURS: dict[str, RGB] = {
    "prod": hex_rgb("#e8f3df"), "move": hex_rgb("#dfe9f7"), "build": hex_rgb("#f4e6d6"),
    "trade": hex_rgb("#f6efcf"), "score": hex_rgb("#ece0f4"),
}
SCORING_LINES: dict[str, tuple[str, str]] = {
    "score-CS": ("colonies", "starships"), "score-TS": ("terraformers", "systems"),
    "score-ID": ("identical", "different"),
}


def draw_card(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
              card: str | None, owner: PlayerStyle | None, *, number: int | None = None,
              current: bool = False, done: bool = False, name: object = None,
              code: bool = False, locale: str = "en") -> None:
    """One action card: an empty space (no owner), a face-down card in its owner's colour
    (no ``card``), or a revealed card with its kind and its two resources / systems; with
    ``code``, the card's notation (``prod-FX``) at its foot, for typing a ``plan`` move."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    cx = (x0 + x1) / 2
    if current:
        draw.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), radius=10, fill=ATTENTION)
    if owner is None:
        draw.rounded_rectangle(box, radius=7, outline=DIM, width=2)
        if number is not None:
            draw_text(draw, (cx, (y0 + y1) / 2), str(number), round(w * 0.32), DIM,
                      anchor="mm", bold=True)
        return
    if card is None:
        back = darken(owner.colour, 0.15)
        draw.rounded_rectangle(box, radius=7, fill=back, outline=WHITE, width=2)
        inner = (x0 + 6, y0 + 6, x1 - 6, y1 - 6)
        draw.rounded_rectangle(inner, radius=5, outline=lighten(back, 0.35), width=1)
        draw_player_badge(draw, owner, cx, (y0 + y1) / 2 + 6, min(w * 0.3, 24), halo=WHITE)
        if number is not None:
            draw_text(draw, (x0 + 9, y0 + 8), str(number), round(min(18, w * 0.24)), owner.ink,
                      anchor="la", bold=True)
        return
    kind = card.split("-")[0]
    paper = CARD_KIND_COLOURS.get(kind, hex_rgb("#eeeeee"))
    if done:
        paper = darken(paper, 0.35)
    draw.rounded_rectangle(box, radius=7, fill=paper, outline=BLACK, width=2)
    band_h = max(20, round(w * 0.3))
    draw.rounded_rectangle((x0, y0, x1, y0 + band_h), radius=7, fill=owner.colour)
    draw.rectangle((x0, y0 + band_h - 7, x1, y0 + band_h), fill=owner.colour)
    draw.line((x0, y0 + band_h, x1, y0 + band_h), fill=BLACK, width=1)
    badge_r = band_h * 0.36
    draw_player_badge(draw, owner, x1 - badge_r - 5, y0 + band_h / 2, badge_r, halo=WHITE)
    if number is not None:
        draw_text(draw, (x0 + 7, y0 + band_h / 2 + 1), str(number), round(band_h * 0.62),
                  owner.ink, anchor="lm", bold=True)
    label = (word(f"adastra.draw.kind.{kind}", locale)
             if kind in ("prod", "move", "build", "trade", "score") else card.upper())
    text, size = fit_text(label, int(w - 8), round(w * 0.2), 9, bold=True)
    ink = INK_DARK if not done else hex_rgb("#3b3b3b")
    body_top = y0 + band_h + 4
    draw_text(draw, (cx, body_top + size * 0.7), text, size, ink, anchor="mm", bold=True)
    body_mid = (body_top + size * 1.4 + y1 - (20 if code else 0)) / 2
    chip = max(14, min(34, round(w * 0.34)))
    if kind == "prod" and len(card) >= 7:
        pair = (card[5], card[6])
        gap = max(4, round(w * 0.06))
        left = cx - chip - gap / 2
        for j, letter in enumerate(pair):
            resource_chip(draw, left + j * (chip + gap), body_mid - chip / 2, letter, chip)
    elif kind == "move" and card.count("-") == 2:
        _, a, b = card.split("-")
        size2 = max(11, min(22, round(w * 0.22)))
        for j, system in enumerate((a, b)):
            yy = body_mid + (j - 0.5) * (size2 + 12)
            bar, disc = STAR_COLOURS[star_key(system)]
            draw_badge(draw, (cx, yy), system, size2, bar, TEXT, anchor="mm", pad=3, radius=4,
                       outline=disc)
    elif kind == "score" and card in SCORING_LINES:
        size2 = max(10, min(18, round(w * 0.16)))
        for j, element in enumerate(SCORING_LINES[card]):
            text, s2 = fit_text(word(f"adastra.draw.line.{element}", locale), int(w - 8), size2,
                                9)
            draw_text(draw, (cx, body_mid + (j - 0.5) * (s2 + 8)), text, s2, ink,
                      anchor="mm", bold=True)
    elif kind == "build":
        draw_pawn(draw, "factory", cx, body_mid, min(chip * 1.3, 40), owner.colour)
    elif kind == "trade":
        arrow(draw, cx - chip * 0.7, body_mid - 7, chip * 1.4, INK_DARK)
        draw.line((cx - chip * 0.7 + 8, body_mid + 7, cx + chip * 0.7, body_mid + 7),
                  fill=INK_DARK, width=3)
        draw.polygon([(cx - chip * 0.7, body_mid + 7), (cx - chip * 0.7 + 9, body_mid + 1),
                      (cx - chip * 0.7 + 9, body_mid + 13)], fill=INK_DARK)
    elif name:
        lines = wrap_text(say(name, locale), int(w - 8), 12)
        for j, line in enumerate(lines[:4]):
            draw_text(draw, (cx, body_top + size * 1.6 + j * 15), line, 12, ink, anchor="ma")
    if code:
        text, size3 = fit_text(card, int(w - 10), 15, 10)
        draw_text(draw, (cx, y1 - 12), text, size3, hex_rgb("#4a4f60"), anchor="mm")
