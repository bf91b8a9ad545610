"""One seat's private image: what it is asked to decide, its starship and hidden
objective, its score so far, its storage, its draft or what it is asked for, its Hired
Paws, its Projects (marked when its storage pays them now) and its completed Projects.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from rendering.afternova.cards import draw_mini_card, draw_paw_card, draw_project_card
from rendering.afternova.deal import draw_deal
from rendering.afternova.icons import draw_fragments, rounded, seat_badge, storage_block
from rendering.afternova.layout import HAND_CARD_H, HAND_CARD_W, HAND_WIDTH
from rendering.afternova.theme import (
    ATTENTION,
    BG,
    CARD_LINE,
    DANGER,
    DIM,
    GOLD,
    GOOD,
    MUTED,
    PANEL_BG,
    TEXT,
    View,
)
from rendering.afternova.views import colour_name, players_of, seat_key, ship_name, style_of
from rendering.afternova.words import EN, Say, fit
from rendering.common import INK_DARK, darken, draw_badge, draw_text, hex_rgb, text_size

#: The decisions a hand can show (``afternova.draw.decision.<kind>``), when the view has no
#: prompt for the seat.
DECISIONS = ("turn", "withdraw", "answer", "storage", "trade", "hand_limit", "complete")


def _covers(storage: str, cost: str) -> bool:
    have = Counter(storage)
    return all(have[c] >= n for c, n in Counter(cost).items())


def _hand_layout(view: View) -> list[tuple[str, int]]:
    private = view.get("private") or {}
    hand = private.get("hand") or {}
    per_row = (HAND_WIDTH - 24) // (HAND_CARD_W + 8)
    sections: list[tuple[str, int]] = [("header", 84), ("ship", 108), ("decision", 66)]
    if private.get("draft"):
        sections.append(("draft", 156))
    elif view.get("proposal"):
        sections.append(("asked", 156))
    for key in ("paws", "projects"):
        n = len(hand.get(key) or ())
        rows = max(1, -(-n // per_row))
        sections.append((key, 40 + rows * (HAND_CARD_H + 8)))
    completed = private.get("completed_projects") or ()
    sections.append(("completed", 40 + (48 if completed else 28)))
    return sections


def hand_image(view: View, say: Say = EN) -> Image.Image:
    """One seat's private view as a Pillow image (see :func:`render_hand`), in the language
    of ``say``."""
    private = view.get("private") or {}
    seat = int(private.get("seat", 0))
    players = players_of(view)
    me: Mapping[str, Any] = players[seat] if 0 <= seat < len(players) else {}
    layout = _hand_layout(view)
    height = sum(h for _, h in layout) + 12
    image = Image.new("RGB", (HAND_WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    style = style_of(seat, say.palette)
    ship = private.get("ship") or {}
    objective = str(ship.get("objective", ""))
    storage = str(me.get("storage", ""))
    hand = private.get("hand") or {}
    asked: Mapping[str, int] = private.get("asked") or {}
    y = 0
    for key, h in layout:
        if key == "header":
            draw.rectangle((0, 0, HAND_WIDTH, h - 6), fill=hex_rgb("#141b31"))
            draw.rectangle((0, 0, 10, h - 6), fill=style.colour)
            seat_badge(draw, seat, 48, 38, 24, palette=say.palette)
            draw_text(draw, (84, 26), *fit(say("draw.hand_title", who=say.seat(seat)), 560, 26,
                                           14, True), TEXT, anchor="lm", bold=True)
            draw_text(draw, (84, 56), *fit(say("draw.hand_sub", turn=view.get("turn", 1)), 560,
                                           14, 10), MUTED, anchor="lm")
            score = private.get("score") or {}
            draw_text(draw, (HAND_WIDTH - 16, 26), *fit(say("draw.vp_now",
                                                            n=score.get("total", 0)),
                                                        300, 26, 14, True), GOLD,
                      anchor="rm", bold=True)
            parts = say("draw.score_parts", projects=score.get("projects", 0),
                        storage=score.get("storage", 0), objective=score.get("objective", 0))
            draw_text(draw, (HAND_WIDTH - 16, 56), *fit(parts, 300, 13, 9), MUTED, anchor="rm")
        elif key == "ship":
            box = (8, y, HAND_WIDTH - 8, y + h - 8)
            rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
            draw_text(draw, (22, y + 20), *fit(say("draw.starship", name=ship_name(ship, say)),
                                               HAND_WIDTH - 60, 20, 12, True), TEXT,
                      anchor="lm", bold=True)
            draw_text(draw, (22, y + 48), *fit(say("draw.hidden_objective"), 134, 16, 10),
                      MUTED, anchor="lm")
            ox = draw_fragments(draw, 160, y + 48, 15, objective, gap=6)
            words = say.text({"key": "core.or",
                              "params": {"items": [colour_name(c, say) for c in objective]}})
            draw_text(draw, (ox + 8, y + 48), *fit(say("draw.objective_rule", colours=words),
                                                   HAND_WIDTH - 30 - ox, 15, 10), TEXT,
                      anchor="lm")
            capacity = int(me.get("capacity", 4))
            label, size = fit(say("draw.storage", n=len(storage), capacity=capacity), 150, 16,
                              10, True)
            draw_text(draw, (22, y + 80), label, size, MUTED, anchor="lm", bold=True)
            sx = max(150, 34 + text_size(label, size, True)[0])
            storage_block(draw, sx, y + 80, storage, capacity, 480 - sx, 14)
            over = int(me.get("hand", 0)) > int(me.get("hand_limit", 8))
            status = say("draw.hand_status", hand=me.get("hand", 0),
                         limit=me.get("hand_limit", 8), trade=me.get("trade_cards", 3),
                         done=me.get("completed", 0))
            draw_text(draw, (500, y + 80), *fit(status, HAND_WIDTH - 520, 15, 10),
                      DANGER if over else MUTED, anchor="lm")
        elif key == "decision":
            decision = private.get("decision")
            committed = private.get("committed")
            box = (8, y, HAND_WIDTH - 8, y + h - 8)
            if committed:
                rounded(draw, box, darken(GOOD, 0.75), GOOD, 2, 10)
                text = say("draw.committed_note", paws=", ".join(map(str, committed)))
                line, size = fit(text, HAND_WIDTH - 40, 19, 11, True)
                draw_text(draw, (22, y + (h - 8) / 2), line, size, TEXT, anchor="lm", bold=True)
            elif decision:
                rounded(draw, box, darken(ATTENTION, 0.72), ATTENTION, 2, 10)
                prompt = say.text(private.get("prompt"))
                text = (prompt[:1].upper() + prompt[1:] + "." if prompt
                        else say(f"draw.decision.{decision}") if decision in DECISIONS
                        else str(decision))
                line, size = fit(text, HAND_WIDTH - 40, 19, 11, True)
                draw_text(draw, (22, y + (h - 8) / 2), line, size, TEXT, anchor="lm", bold=True)
            else:
                rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
                waiting = ", ".join(say.seat(s) for s in view.get("to_act") or ())
                line, size = fit(say("draw.nothing_now", who=waiting), HAND_WIDTH - 40, 17, 11)
                draw_text(draw, (22, y + (h - 8) / 2), line, size, MUTED, anchor="lm")
        elif key == "draft":
            draft = private["draft"]
            paws = {str(p.get("id")): p for p in hand.get("paws") or ()}
            draw_deal(draw, (8, y, HAND_WIDTH - 8, y + h - 8), view, draft, proposer=seat,
                      title=say("draw.your_draft"), missing=draft.get("missing") or {},
                      paws=paws, say=say)
        elif key == "asked":
            box = (8, y, HAND_WIDTH - 8, y + h - 8)
            proposal = view.get("proposal")
            current = view.get("current")
            if proposal and current is not None:
                rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
                title = (say("draw.asks_you", who=say.seat(current)) if asked else
                         say("draw.your_proposal") if current == seat else
                         say("draw.proposal_by", who=say.seat(current)))
                draw_deal(draw, box, view, proposal, proposer=seat_key(current), title=title,
                          say=say)
        elif key in ("paws", "projects"):
            cards = list(hand.get(key) or ())
            title = say("draw.hand_paws" if key == "paws" else "draw.hand_projects",
                        n=len(cards))
            note = ""
            if key == "paws" and asked:
                note = say("draw.gold_frame")
            if key == "projects":
                note = say("draw.gold_ring")
            draw_text(draw, (14, y + 18), title, 18, MUTED, anchor="lm", bold=True)
            if note:
                draw_text(draw, (HAND_WIDTH - 14, y + 18), *fit(note, 560, 13, 9), DIM,
                          anchor="rm")
            x, cy = 10, y + 36
            if not cards:
                draw_text(draw, (14, cy + 30), say("draw.none"), 16, DIM, anchor="lm")
            for card in cards:
                if x + HAND_CARD_W > HAND_WIDTH - 8:
                    x, cy = 10, cy + HAND_CARD_H + 8
                cb = (x, cy, x + HAND_CARD_W, cy + HAND_CARD_H)
                if key == "paws":
                    draw_paw_card(draw, cb, card, marked=list(asked), say=say)
                    if card.get("id") in (private.get("committed") or ()):
                        draw_badge(draw, ((cb[0] + cb[2]) / 2, cb[3] - 4),
                                   say("draw.committed"), 12,
                                   darken(GOOD, 0.3), INK_DARK, anchor="md", pad=3, radius=4)
                else:
                    ready = _covers(storage, str(card.get("cost", "")))
                    draw_project_card(draw, cb, card, objective=objective,
                                      note=say("draw.storage_pays") if ready else "", say=say)
                x += HAND_CARD_W + 8
        elif key == "completed":
            completed = list(private.get("completed_projects") or ())
            draw_text(draw, (14, y + 18), say("draw.completed_title", n=len(completed)), 18,
                      MUTED, anchor="lm", bold=True)
            mx = 14.0
            for card in completed:
                if mx > HAND_WIDTH - 150:
                    break
                mx = draw_mini_card(draw, mx, y + 38, card, 30, say) + 6
            if not completed:
                draw_text(draw, (14, y + 48), say("draw.none_yet"), 15, DIM, anchor="lm")
        y += h
    return image
