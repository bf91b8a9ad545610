"""The Planets panel: the three planets of the row, numbered as the notation names them,
with their two skill requirements (one chip per skill icon) and their fragment spaces.
"""

from __future__ import annotations

from rendering.afternova.icons import draw_fragments, rounded, skill_chip
from rendering.afternova.layout import PLANETS_BOX, TITLE_H, planet_box, planet_fragment_centre
from rendering.afternova.theme import CARD_LINE, DIM, MUTED, PLANET_BG, TEXT, Draw, View
from rendering.afternova.views import planet_name, skill_name
from rendering.afternova.words import EN, Say, fit
from rendering.common import BLACK, INK_DARK, draw_text, text_size


def draw_planets(draw: Draw, view: View, say: Say = EN) -> None:
    decks = view.get("decks") or {}
    discards = view.get("discards") or {}
    note = say("draw.deck_discard", deck=decks.get("planets", 0),
               discard=discards.get("planets", 0))
    # After the panel's title (drawn by the background, in the same language).
    nx = PLANETS_BOX[0] + max(100, 26 + text_size(say("draw.planets"), 17, True)[0])
    draw_text(draw, (nx, PLANETS_BOX[1] + TITLE_H / 2 + 1), *fit(note, 360 - nx, 13, 9), DIM,
              anchor="lm")
    for planet in view.get("planets") or ():
        pos = int(planet.get("position", 1))
        x0, y0, x1, y1 = planet_box(pos)
        rounded(draw, (x0, y0, x1, y1), PLANET_BG, CARD_LINE, 2, 12)
        draw.ellipse((x0 + 8, y0 + 8, x0 + 44, y0 + 44), fill=TEXT, outline=BLACK, width=2)
        draw_text(draw, (x0 + 26, y0 + 26), str(pos), 24, INK_DARK, anchor="mm", bold=True)
        name, size = fit(planet_name(planet, say), x1 - x0 - 60, 24, 14, True)
        draw_text(draw, (x0 + 52, y0 + 16), name, size, TEXT, anchor="lm", bold=True)
        slots_text = say("draw.planet_slots", id=planet.get("id", ""), n=planet.get("slots", 0))
        draw_text(draw, (x0 + 52, y0 + 38), *fit(slots_text, x1 - x0 - 60, 12, 9), MUTED,
                  anchor="lm")
        y = y0 + 58
        for need in planet.get("needs") or ():
            skill, count = str(need.get("skill")), int(need.get("count", 0))
            x: float = x0 + 10
            draw_text(draw, (x, y + 16), str(count), 24, TEXT, anchor="lm", bold=True)
            x += 22
            for _ in range(count):
                x = skill_chip(draw, x, y + 2, skill, 30, w=52, say=say) + 4
            draw_text(draw, (x1 - 8, y + 38), skill_name(skill, say), 11, MUTED, anchor="rm")
            y += 48
        frags = str(planet.get("fragments", ""))
        slots = max(len(frags), int(planet.get("slots", len(frags))))
        cx, cy, r = planet_fragment_centre(pos, slots, 0)
        draw_fragments(draw, cx - r, cy, r, frags, slots=slots)
