"""The supply panel (the fragment bag, the fragment discard by colour, the decks and
discards) and the market: four Hired Paws and four Projects.
"""

from __future__ import annotations

from rendering.afternova.cards import draw_paw_card, draw_project_card
from rendering.afternova.icons import draw_fragment
from rendering.afternova.layout import PAWS_BOX, PROJECTS_BOX, SUPPLY_BOX, TITLE_H
from rendering.afternova.theme import COLOUR_ORDER, DIM, MUTED, TEXT, Draw, View
from rendering.afternova.words import EN, Say, fit
from rendering.common import BLACK, draw_text, hex_rgb


def draw_supply(draw: Draw, view: View, say: Say = EN) -> None:
    x0, y0, x1, _ = SUPPLY_BOX
    # The bag.
    bx, by = x0 + 70, y0 + TITLE_H + 66
    draw.polygon([(bx - 40, by - 30), (bx + 40, by - 30), (bx + 54, by + 46),
                  (bx - 54, by + 46)], fill=hex_rgb("#6b4f2e"), outline=BLACK)
    draw.rounded_rectangle((bx - 34, by - 44, bx + 34, by - 24), radius=6,
                           fill=hex_rgb("#8a6a3e"), outline=BLACK)
    draw_text(draw, (bx, by + 10), str(view.get("bag", 0)), 36, TEXT, anchor="mm", bold=True,
              outline=BLACK)
    draw_text(draw, (bx, by + 62), *fit(say("draw.in_bag"), 136, 14, 9), MUTED, anchor="mm")
    # The fragment discard, by colour.
    discards = view.get("discards") or {}
    frag_discard = discards.get("fragments") or {}
    tx = x0 + 160
    draw_text(draw, (tx, y0 + TITLE_H + 10), *fit(say("draw.fragment_discard"), x1 - tx - 10,
                                                  15, 10, True), MUTED, bold=True)
    for i, c in enumerate(COLOUR_ORDER):
        cx = tx + 16 + i * 54
        n = int(frag_discard.get(c, 0))
        draw_fragment(draw, cx, y0 + TITLE_H + 50, 15, c, faded=n == 0)
        draw_text(draw, (cx + 18, y0 + TITLE_H + 52), str(n), 17, TEXT if n else DIM,
                  anchor="lm", bold=True)
    # Decks and discards.
    decks = view.get("decks") or {}
    y = y0 + TITLE_H + 90
    for label, key in ((say("row.paws"), "paws"), (say("row.projects"), "projects"),
                       (say("draw.planets_word"), "planets")):
        draw_text(draw, (tx, y), *fit(label, 96, 15, 9, True), TEXT, bold=True)
        draw_text(draw, (tx + 100, y), *fit(say("draw.deck", n=decks.get(key, 0)), 76, 15, 9),
                  TEXT)
        draw_text(draw, (tx + 180, y), *fit(say("draw.discard", n=discards.get(key, 0)),
                                            x1 - tx - 190, 15, 9), MUTED)
        y += 24
    top = [str(discards[k]) for k in ("top_paw", "top_project") if discards.get(k)]
    if top:
        draw_text(draw, (tx, y + 4), *fit(say("draw.top_discards", cards=", ".join(top)),
                                          x1 - tx - 10, 13, 9), DIM)


def draw_market(draw: Draw, view: View, say: Say = EN) -> None:
    market = view.get("market") or {}
    decks = view.get("decks") or {}
    trade = view.get("trade") or {}
    for box, key, cards in ((PAWS_BOX, "paws", market.get("paws") or []),
                            (PROJECTS_BOX, "projects", market.get("projects") or [])):
        x0, y0, x1, y1 = box
        note = say("draw.deck", n=decks.get(key, 0))
        if trade.get("cleared") == key:
            note = say("draw.cleared_note", note=note)
        # Between the panel's title and its "take" note on the right.
        draw_text(draw, (x0 + 230, y0 + TITLE_H / 2 + 1), *fit(note, x1 - x0 - 320, 13, 9),
                  DIM, anchor="lm")
        w = (x1 - x0 - 5 * 8) // 4
        for i in range(4):
            card = cards[i] if i < len(cards) else None
            cb = (x0 + 8 + i * (w + 8), y0 + TITLE_H + 4, x0 + 8 + i * (w + 8) + w, y1 - 8)
            if key == "paws":
                draw_paw_card(draw, cb, card, say=say)
            else:
                draw_project_card(draw, cb, card, say=say)
