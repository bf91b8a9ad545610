"""Afternova's hand drawn for a phone (:mod:`rendering.compact`): a seat's view
(``GAME.view(state, seat)``), 800 px wide to be read at 400, as tall as its content.

Who the hand is and its score so far, what the seat is asked; its starship and hidden
objective, its storage and hand; the draft it is preparing or the proposal it is asked
about; its Hired Paws (their skills, those asked for framed in gold) and its Projects
(their cost, VP and promotion, marked when its storage pays them now); its completed
Projects. Only the seat's own view is drawn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.afternova.icons import (
    draw_fragment,
    draw_fragments,
    promotion_label,
    skill_chip,
)
from rendering.afternova.png import png_palette
from rendering.afternova.theme import (
    ATTENTION,
    BG,
    CARD_BG,
    CARD_LINE,
    DANGER,
    DIM,
    GOLD,
    GOOD,
    MUTED,
    PANEL_BG,
    PROMOTION_COLOUR,
    ROW_BG,
    TEXT,
    View,
)
from rendering.afternova.views import colour_name, players_of, ship_name, sorted_frags, style_of
from rendering.afternova.words import Say
from rendering.common import DEFAULT_PALETTE, INK_DARK, draw_badge, hex_rgb
from rendering.compact import (
    MIN_TEXT,
    PAD,
    SMALL,
    WIDTH,
    Band,
    Chip,
    Colours,
    CompactHand,
    flow_band,
    text_band,
    title_band,
    write,
    write_fitted,
)

COLOURS = Colours(background=BG, panel=PANEL_BG, row=ROW_BG, row_active=hex_rgb("#2c3658"),
                  text=TEXT, muted=MUTED, dim=DIM, attention=ATTENTION, danger=DANGER,
                  badge=hex_rgb("#36425e"))
DECISIONS = ("turn", "withdraw", "answer", "storage", "trade", "hand_limit", "complete")


def hand_bands(view: View, names: Sequence[str] | None = None, locale: str = "en",
               palette: str = DEFAULT_PALETTE) -> list[Band]:
    """The hand's bands, top to bottom."""
    say = Say.of(locale, names, palette)
    private: Mapping[str, Any] = view.get("private") or {}
    seat = int(private.get("seat", 0))
    players = players_of(view)
    me: Mapping[str, Any] = players[seat] if 0 <= seat < len(players) else {}
    score = private.get("score") or {}
    decision = private.get("decision")
    committed = private.get("committed")
    if committed:
        prompt, colour = say("draw.committed_note", paws=", ".join(map(str, committed))), GOOD
    elif decision:
        text = say.text(private.get("prompt"))
        prompt = (text[:1].upper() + text[1:] if text
                  else say(f"draw.decision.{decision}") if decision in DECISIONS
                  else str(decision))
        colour = ATTENTION
    else:
        waiting = ", ".join(say.seat(s) for s in view.get("to_act") or ())
        prompt, colour = say("draw.nothing_now", who=waiting), MUTED
    bands = [title_band(COLOURS, style_of(seat, palette), say("draw.hand_title",
                                                              who=say.seat(seat)),
                        say("draw.vp_now", n=score.get("total", 0)), prompt, colour),
             _ship(private, me, say)]
    asked: Mapping[str, int] = private.get("asked") or {}
    deal = private.get("draft")
    current = view.get("current")
    title = ""
    if deal:
        title = say("draw.your_draft")
    elif view.get("proposal") and current is not None:
        deal = view["proposal"]
        title = (say("draw.asks_you", who=say.seat(current)) if asked else
                 say("draw.your_proposal") if current == seat else
                 say("draw.proposal_by", who=say.seat(current)))
    if deal and deal.get("summary"):
        bands.append(text_band(COLOURS, title, [(say.text(deal["summary"]), None, False)],
                               lines=4))
    hand = private.get("hand") or {}
    paws = list(hand.get("paws") or ())
    bands.append(flow_band(COLOURS, say("draw.hand_paws", n=len(paws)),
                           [_paw(p, list(asked), say) for p in paws], 118, say("draw.none")))
    storage = str(me.get("storage", ""))
    objective = str((private.get("ship") or {}).get("objective", ""))
    projects = list(hand.get("projects") or ())
    bands.append(flow_band(COLOURS, say("draw.hand_projects", n=len(projects)),
                           [_project(p, storage, objective, say) for p in projects], 132,
                           say("draw.none")))
    completed = list(private.get("completed_projects") or ())
    bands.append(flow_band(COLOURS, say("draw.completed_title", n=len(completed)),
                           [_project(p, "", objective, say) for p in completed], 132,
                           say("draw.none_yet")))
    return bands


def _ship(private: Mapping[str, Any], me: Mapping[str, Any], say: Say) -> Band:
    """The starship and its hidden objective, the storage and the hand."""
    ship = private.get("ship") or {}
    objective = str(ship.get("objective", ""))
    storage = str(me.get("storage", ""))
    capacity = int(me.get("capacity", 4))
    words = say.text({"key": "core.or",
                      "params": {"items": [colour_name(c, say) for c in objective]}})
    over = int(me.get("hand", 0)) > int(me.get("hand_limit", 8))
    status = say("draw.hand_status", hand=me.get("hand", 0), limit=me.get("hand_limit", 8),
                 trade=me.get("trade_cards", 3), done=me.get("completed", 0))

    def draw(draw: ImageDraw.ImageDraw, top: int) -> None:
        write_fitted(draw, (PAD, top + 24), say("draw.starship", name=ship_name(ship, say)),
                     WIDTH - 2 * PAD, SMALL + 2, TEXT, anchor="lm", bold=True)
        x = PAD + write_fitted(draw, (PAD, top + 64), say("draw.hidden_objective"), 260,
                               MIN_TEXT, MUTED, anchor="lm") + 10
        x = draw_fragments(draw, x, top + 64, 17, objective, gap=5) + 10
        write_fitted(draw, (x, top + 64), say("draw.objective_rule", colours=words),
                     WIDTH - PAD - x, MIN_TEXT, TEXT, anchor="lm")
        label = say("draw.storage", n=len(storage), capacity=capacity)
        x = PAD + write_fitted(draw, (PAD, top + 106), label, 240, MIN_TEXT,
                               DANGER if len(storage) > capacity else MUTED, anchor="lm",
                               bold=True) + 12
        frags = sorted_frags(storage)
        for i in range(max(len(frags), capacity)):
            cx = x + 17 + i * 38
            if i < len(frags):
                draw_fragment(draw, cx, top + 106, 17, frags[i])
            else:
                draw.ellipse((cx - 17, top + 89, cx + 17, top + 123), outline=DIM, width=2)
        write_fitted(draw, (PAD, top + 146), status, WIDTH - 2 * PAD, MIN_TEXT,
                     DANGER if over else MUTED, anchor="lm")

    return Band(170, draw)


def _paw(paw: Mapping[str, Any], marked: Sequence[str], say: Say) -> Chip:
    """A Hired Paw: its id and its two skills (gold-framed when asked for)."""
    width = 176

    def draw(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        draw.rounded_rectangle((x, y, x + width, y + 118), radius=8, fill=CARD_BG,
                               outline=CARD_LINE, width=2)
        write(draw, (x + 10, y + 6), str(paw.get("id", "?")), SMALL, TEXT, bold=True)
        sy = y + 38
        for skill in list(paw.get("skills") or ())[:2]:
            if skill in marked:
                draw.rounded_rectangle((x + 4, sy - 3, x + width - 4, sy + 38), radius=8,
                                       outline=GOLD, width=3)
            skill_chip(draw, x + 10, sy, str(skill), 35, w=width - 20, say=say)
            sy += 40

    return width, draw


def _project(project: Mapping[str, Any], storage: str, objective: str, say: Say) -> Chip:
    """A Project: id, VP, its cost (the objective's colours ringed in gold), its promotion,
    and whether the storage pays it now."""
    cost = sorted_frags(str(project.get("cost", "")))
    width = max(176, len(cost) * 38 + 20)
    have = Counter(storage)
    ready = bool(storage) and all(have[c] >= n for c, n in Counter(cost).items())

    def draw(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        draw.rounded_rectangle((x, y, x + width, y + 132), radius=8, fill=CARD_BG,
                               outline=GOOD if ready else CARD_LINE, width=3 if ready else 2)
        write(draw, (x + 10, y + 6), str(project.get("id", "?")), SMALL, TEXT, bold=True)
        draw_badge(draw, (x + width - 8, y + 6), say("vp", n=project.get("vp", 0)), MIN_TEXT,
                   GOLD, INK_DARK, anchor="ra", pad=3, radius=6)
        for i, c in enumerate(cost):
            cx = x + 27 + i * 38
            if c in objective:
                draw.ellipse((cx - 21, y + 59 - 21, cx + 21, y + 59 + 21), outline=GOLD,
                             width=3)
            draw_fragment(draw, cx, y + 59, 17, c)
        promotion = project.get("promotion")
        if ready:
            write_fitted(draw, (x + width / 2, y + 110), say("draw.storage_pays"), width - 12,
                         MIN_TEXT, GOOD, anchor="mm", bold=True)
        elif promotion:
            fill = PROMOTION_COLOUR.get(str(promotion), DIM)
            draw.rounded_rectangle((x + 8, y + 94, x + width - 8, y + 124), radius=6,
                                   fill=fill)
            write_fitted(draw, (x + width / 2, y + 110),
                         promotion_label(str(promotion), True, say), width - 20, MIN_TEXT,
                         TEXT, anchor="mm", bold=True)

    return width, draw


HAND = CompactHand(hand_bands, COLOURS, png_palette)
#: The compact hand's size: 800 px wide, as tall as its bands.
compact_hand_size = HAND.size
#: PNG of a seat's hand (``GAME.view(state, seat)``) drawn for a phone, for that seat alone.
render_compact_hand = HAND.png

