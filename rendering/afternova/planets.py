"""The Planets panel: the three planets of the row, numbered as the notation names them,
with their two skill requirements (one chip per skill icon) and their fragment spaces.
"""

from __future__ import annotations

from rendering.afternova.icons import draw_fragments, rounded, skill_chip
from rendering.afternova.layout import PLANETS_BOX, TITLE_H, planet_box, planet_fragment_centre
from rendering.afternova.theme import CARD_LINE, DIM, MUTED, PLANET_BG, SKILLS, TEXT, Draw, View
from rendering.common import BLACK, INK_DARK, WHITE, draw_text, fit_text


def draw_planets(draw: Draw, view: View) -> None:
    decks = view.get("decks") or {}
    discards = view.get("discards") or {}
    draw_text(draw, (PLANETS_BOX[0] + 100, PLANETS_BOX[1] + TITLE_H / 2 + 1),
              f"deck {decks.get('planets', 0)} · discard {discards.get('planets', 0)}", 13,
              DIM, anchor="lm")
    for planet in view.get("planets") or ():
        pos = int(planet.get("position", 1))
        x0, y0, x1, y1 = planet_box(pos)
        rounded(draw, (x0, y0, x1, y1), PLANET_BG, CARD_LINE, 2, 12)
        draw.ellipse((x0 + 8, y0 + 8, x0 + 44, y0 + 44), fill=TEXT, outline=BLACK, width=2)
        draw_text(draw, (x0 + 26, y0 + 26), str(pos), 24, INK_DARK, anchor="mm", bold=True)
        name, size = fit_text(str(planet.get("name", "?")), x1 - x0 - 60, 24, 14, True)
        draw_text(draw, (x0 + 52, y0 + 16), name, size, TEXT, anchor="lm", bold=True)
        draw_text(draw, (x0 + 52, y0 + 38), f"{planet.get('id', '')} · {planet.get('slots', 0)}"
                  " fragments", 12, MUTED, anchor="lm")
        y = y0 + 58
        for need in planet.get("needs") or ():
            skill, count = str(need.get("skill")), int(need.get("count", 0))
            x: float = x0 + 10
            draw_text(draw, (x, y + 16), str(count), 24, TEXT, anchor="lm", bold=True)
            x += 22
            for _ in range(count):
                x = skill_chip(draw, x, y + 2, skill, 30, w=52) + 4
            draw_text(draw, (x1 - 8, y + 38), SKILLS.get(skill, (skill, skill, DIM, WHITE))[1],
                      11, MUTED, anchor="rm")
            y += 48
        frags = str(planet.get("fragments", ""))
        slots = max(len(frags), int(planet.get("slots", len(frags))))
        cx, cy, r = planet_fragment_centre(pos, slots, 0)
        draw_fragments(draw, cx - r, cy, r, frags, slots=slots)
