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
    COLOUR_NAMES,
    DANGER,
    DIM,
    GOLD,
    GOOD,
    MUTED,
    PANEL_BG,
    TEXT,
    View,
)
from rendering.afternova.views import cap_name, players_of, seat_key, seat_name, style_of
from rendering.common import INK_DARK, darken, draw_badge, draw_text, fit_text, hex_rgb

DECISIONS: dict[str, str] = {
    "turn": "Your turn: Trade, or extract a planet (alone, or with help), then go.",
    "withdraw": "Your proposal is out: waiting for answers. You may withdraw it to amend it.",
    "answer": "You are asked to help: accept with Paws that provide what is asked, or decline.",
    "storage": "Your storage is over capacity: discard fragments down to it.",
    "trade": "Trade: take cards from the market (or clear a row, one card fewer).",
    "hand_limit": "Over your hand limit: discard cards.",
    "complete": "End of turn: complete Projects your storage can pay, or done.",
}


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


def hand_image(view: View) -> Image.Image:
    """One seat's private view as a Pillow image (see :func:`render_hand`)."""
    private = view.get("private") or {}
    seat = int(private.get("seat", 0))
    players = players_of(view)
    me: Mapping[str, Any] = players[seat] if 0 <= seat < len(players) else {}
    layout = _hand_layout(view)
    height = sum(h for _, h in layout) + 12
    image = Image.new("RGB", (HAND_WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    style = style_of(seat)
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
            seat_badge(draw, seat, 48, 38, 24)
            draw_text(draw, (84, 26), f"Player {seat + 1}: your hand", 26, TEXT, anchor="lm",
                      bold=True)
            draw_text(draw, (84, 56), f"Afternova · turn {view.get('turn', 1)} · private: "
                      "only you see this", 14, MUTED, anchor="lm")
            score = private.get("score") or {}
            draw_text(draw, (HAND_WIDTH - 16, 26), f"{score.get('total', 0)} VP now", 26, GOLD,
                      anchor="rm", bold=True)
            draw_text(draw, (HAND_WIDTH - 16, 56), f"Projects {score.get('projects', 0)} + "
                      f"stored {score.get('storage', 0)} + objective "
                      f"{score.get('objective', 0)}", 13, MUTED, anchor="rm")
        elif key == "ship":
            box = (8, y, HAND_WIDTH - 8, y + h - 8)
            rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
            draw_text(draw, (22, y + 20), f"Starship {ship.get('name', '?')}", 20, TEXT,
                      anchor="lm", bold=True)
            draw_text(draw, (22, y + 48), "Hidden objective:", 16, MUTED, anchor="lm")
            ox = draw_fragments(draw, 160, y + 48, 15, objective, gap=6)
            words = " or ".join(COLOUR_NAMES.get(c, c) for c in objective)
            draw_text(draw, (ox + 8, y + 48), f"+1 VP per {words} fragment on your completed "
                      "Projects", 15, TEXT, anchor="lm")
            capacity = int(me.get("capacity", 4))
            draw_text(draw, (22, y + 80), f"Storage {len(storage)}/{capacity}", 16, MUTED,
                      anchor="lm", bold=True)
            storage_block(draw, 150, y + 80, storage, capacity, 330, 14)
            over = int(me.get("hand", 0)) > int(me.get("hand_limit", 8))
            draw_text(draw, (500, y + 80), f"hand {me.get('hand', 0)}/{me.get('hand_limit', 8)}"
                      f" · trade {me.get('trade_cards', 3)} cards · completed "
                      f"{me.get('completed', 0)}/6", 15, DANGER if over else MUTED, anchor="lm")
        elif key == "decision":
            decision = private.get("decision")
            committed = private.get("committed")
            box = (8, y, HAND_WIDTH - 8, y + h - 8)
            if committed:
                rounded(draw, box, darken(GOOD, 0.75), GOOD, 2, 10)
                text = (f"You accepted, committing {', '.join(map(str, committed))}: "
                        "waiting for the others' answers.")
                line, size = fit_text(text, HAND_WIDTH - 40, 19, 12, True)
                draw_text(draw, (22, y + (h - 8) / 2), line, size, TEXT, anchor="lm", bold=True)
            elif decision:
                rounded(draw, box, darken(ATTENTION, 0.72), ATTENTION, 2, 10)
                prompt = str(private.get("prompt") or "")
                text = (prompt[:1].upper() + prompt[1:] + "." if prompt
                        else DECISIONS.get(str(decision), str(decision)))
                line, size = fit_text(text, HAND_WIDTH - 40, 19, 12, True)
                draw_text(draw, (22, y + (h - 8) / 2), line, size, TEXT, anchor="lm", bold=True)
            else:
                rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
                waiting = ", ".join(seat_name(s) for s in view.get("to_act") or ())
                line, size = fit_text(f"Nothing to decide now. Waiting for {waiting}.",
                                      HAND_WIDTH - 40, 17, 12)
                draw_text(draw, (22, y + (h - 8) / 2), line, size, MUTED, anchor="lm")
        elif key == "draft":
            draft = private["draft"]
            paws = {str(p.get("id")): p for p in hand.get("paws") or ()}
            draw_deal(draw, (8, y, HAND_WIDTH - 8, y + h - 8), view, draft, proposer=seat,
                      title="Your draft (private until go): extract",
                      missing=draft.get("missing") or {}, paws=paws)
        elif key == "asked":
            box = (8, y, HAND_WIDTH - 8, y + h - 8)
            proposal = view.get("proposal")
            current = view.get("current")
            if proposal and current is not None:
                rounded(draw, box, PANEL_BG, CARD_LINE, 1, 10)
                title = (f"{cap_name(current)} asks you: extract" if asked else
                         "Your proposal: extract" if current == seat else
                         f"{cap_name(current)}'s proposal: extract")
                draw_deal(draw, box, view, proposal, proposer=seat_key(current), title=title)
        elif key in ("paws", "projects"):
            cards = list(hand.get(key) or ())
            title = "HIRED PAWS" if key == "paws" else "PROJECTS"
            note = ""
            if key == "paws" and asked:
                note = "gold frame: a skill you are asked for"
            if key == "projects":
                note = "gold ring: your objective's colours"
            draw_text(draw, (14, y + 18), f"{title} ({len(cards)})", 18, MUTED, anchor="lm",
                      bold=True)
            if note:
                draw_text(draw, (HAND_WIDTH - 14, y + 18), note, 13, DIM, anchor="rm")
            x, cy = 10, y + 36
            if not cards:
                draw_text(draw, (14, cy + 30), "none", 16, DIM, anchor="lm")
            for card in cards:
                if x + HAND_CARD_W > HAND_WIDTH - 8:
                    x, cy = 10, cy + HAND_CARD_H + 8
                cb = (x, cy, x + HAND_CARD_W, cy + HAND_CARD_H)
                if key == "paws":
                    draw_paw_card(draw, cb, card, marked=list(asked))
                    if card.get("id") in (private.get("committed") or ()):
                        draw_badge(draw, ((cb[0] + cb[2]) / 2, cb[3] - 4), "COMMITTED", 12,
                                   darken(GOOD, 0.3), INK_DARK, anchor="md", pad=3, radius=4)
                else:
                    ready = _covers(storage, str(card.get("cost", "")))
                    draw_project_card(draw, cb, card, objective=objective,
                                      note="storage pays it" if ready else "")
                x += HAND_CARD_W + 8
        elif key == "completed":
            completed = list(private.get("completed_projects") or ())
            draw_text(draw, (14, y + 18), f"COMPLETED PROJECTS ({len(completed)}/6)", 18, MUTED,
                      anchor="lm", bold=True)
            mx = 14.0
            for card in completed:
                if mx > HAND_WIDTH - 150:
                    break
                mx = draw_mini_card(draw, mx, y + 38, card, 30) + 6
            if not completed:
                draw_text(draw, (14, y + 48), "none yet", 15, DIM, anchor="lm")
        y += h
    return image
