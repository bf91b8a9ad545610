"""A proposal or a draft: one column per participant (the proposer, each helper asked,
the Bot) saying what they put in, whether they accepted, and which fragments they get or
pay. Used on the board's table talk and in the hand image.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rendering.afternova.icons import (
    draw_fragment,
    draw_fragments,
    paw_chip,
    rounded,
    seat_badge,
    skill_chips,
)
from rendering.afternova.theme import (
    ATTENTION,
    CARD_BG,
    CARD_LINE,
    DANGER,
    DIM,
    MUTED,
    TEXT,
    Box,
    Draw,
    View,
)
from rendering.afternova.views import (
    planet_name,
    players_of,
    seat_key,
    seat_label,
    skill_name,
    sorted_frags,
)
from rendering.afternova.words import EN, Say, fit
from rendering.common import (
    INK_DARK,
    WHITE,
    darken,
    draw_badge,
    draw_text,
    hex_rgb,
    text_size,
)


def _answer_tag(draw: Draw, x: float, y: float, answer: str, say: Say) -> float:
    if answer == "accepted":
        box = draw_badge(draw, (x, y), say("draw.tag.accepted"), 13, hex_rgb("#2a7a47"), WHITE,
                         pad=3, radius=5)
    else:
        box = draw_badge(draw, (x, y), say("draw.tag.waiting"), 13, darken(ATTENTION, 0.1),
                         INK_DARK, pad=3, radius=5)
    return box[2]


def answer_width(answer: str, say: Say) -> int:
    """How wide :func:`_answer_tag` draws."""
    label = say("draw.tag.accepted" if answer == "accepted" else "draw.tag.waiting")
    return text_size(label, 13, True)[0] + 10


def draw_deal(draw: Draw, box: Box, view: View, deal: Mapping[str, Any], *,
              proposer: int | str, title: str, missing: Mapping[str, int] | None = None,
              paws: Mapping[str, Mapping[str, Any]] | None = None, say: Say = EN) -> None:
    """A proposal (or a draft): one column per participant saying what they put in and what
    they get. ``paws`` gives the skills of the proposer's Paws (the hand, for a draft);
    otherwise they are looked up among cards the view shows, or drawn by id alone."""
    x0, y0, x1, y1 = box
    planets = {int(p.get("position", 0)): p for p in view.get("planets") or ()}
    planet = planets.get(int(deal.get("planet", 0)), {})
    seat_badge(draw, proposer, x0 + 24, y0 + 20, 15, palette=say.palette)
    needs = " + ".join(say("draw.need", n=n.get("count"), skill=skill_name(str(n.get("skill")),
                                                                         say))
                       for n in planet.get("needs") or ())
    head = say("draw.deal_head", title=title, n=deal.get("planet"),
               planet=planet_name(planet, say) if planet else "", needs=needs)
    text, size = fit(head, x1 - x0 - 260, 18, 11, True)
    draw_text(draw, (x0 + 46, y0 + 20), text, size, TEXT, anchor="lm", bold=True)
    if missing:
        mx = x1 - 12 - (sum(missing.values()) * 45) - 80
        label = say("draw.missing")
        draw_text(draw, (mx + 58, y0 + 20), label, 15, DANGER, anchor="rm", bold=True)
        skill_chips(draw, mx + 64, y0 + 9, missing, 22, say=say)
    asks: Mapping[str, Mapping[str, int]] = deal.get("asks") or {}
    answers: Mapping[str, str] = deal.get("answers") or {}
    shares = list(deal.get("shares") or ())
    pays = list(deal.get("pays") or ())
    bot_help: Mapping[str, int] = deal.get("bot") or {}
    columns: list[int | str] = [proposer, *(int(h) for h in asks)]
    if bot_help or any(s.get("to") == "bot" for s in shares):
        columns.append("bot")
    n = len(columns)
    top = y0 + 40
    cw = (x1 - x0 - 12 - (n - 1) * 8) / n
    known = dict(paws or {})
    for card in deal.get("played") or ():
        known.setdefault(str(card.get("id")), card)
    for p in players_of(view):
        for card in p.get("shown") or ():
            known.setdefault(str(card.get("id")), card)
    for i, who in enumerate(columns):
        cx0 = x0 + 6 + i * (cw + 8)
        cx1 = cx0 + cw
        rounded(draw, (cx0, top, cx1, y1 - 6), CARD_BG, CARD_LINE, 1, 8)
        x = cx0 + 8
        seat_badge(draw, who, x + 12, top + 16, 12, palette=say.palette)
        x += 30
        answer = (str(answers[str(who)])
                  if who != proposer and who != "bot" and str(who) in answers else "")
        room = cx1 - 8 - x - (answer_width(answer, say) + 8 if answer else 0)
        label, size = fit(say.seat(who), room, 16, 10, True)
        draw_text(draw, (x, top + 16), label, size, TEXT, anchor="lm", bold=True)
        x += text_size(label, size, True)[0] + 8
        if answer:
            _answer_tag(draw, x, top + 6, answer, say)
        y = top + 34
        limit = cx1 - 8
        if who == proposer:
            label = say("draw.plays")
            draw_text(draw, (cx0 + 8, y + 11), label, 14, MUTED, anchor="lm")
            px = cx0 + max(52, 14 + text_size(label, 14)[0])
            for card in deal.get("plays") or ():
                paw = known.get(str(card), {"id": card, "skills": []})
                width = text_size(str(card), 17, True)[0] + 2 * 39 + 12
                if px + width > limit:
                    px = cx0 + max(52, 14 + text_size(label, 14)[0])
                    y += 25
                px = paw_chip(draw, px, y, paw, 22, say=say) + 8
            if not deal.get("plays"):
                draw_text(draw, (px, y + 11), say("draw.no_paws"), 14, DIM, anchor="lm")
            got = str(deal.get("keeps", ""))
            verb = say("draw.keeps")
        elif who == "bot":
            label = say("draw.provides")
            draw_text(draw, (cx0 + 8, y + 11), label, 14, MUTED, anchor="lm")
            skill_chips(draw, cx0 + max(72, 14 + text_size(label, 14)[0]), y, bot_help, 22,
                        max_x=limit, say=say)
            got = "".join(str(s.get("colour")) for s in shares if s.get("to") == "bot")
            verb = say("draw.gets")
        else:
            label = say("draw.asked")
            draw_text(draw, (cx0 + 8, y + 11), label, 14, MUTED, anchor="lm")
            skill_chips(draw, cx0 + max(56, 14 + text_size(label, 14)[0]), y,
                        asks.get(str(who)) or {}, 22, max_x=limit, say=say)
            got = "".join(str(s.get("colour")) for s in shares
                          if s.get("to") != "bot" and int(s.get("to", -9)) == who)
            verb = say("draw.gets")
        y = max(y + 30, top + 64)
        if y + 22 > y1 - 6:
            y = y1 - 30
        draw_text(draw, (cx0 + 8, y + 11), verb, 14, MUTED, anchor="lm")
        fx = cx0 + max(52, 14 + text_size(verb, 14)[0])
        frags = sorted_frags(got)
        if frags:
            fx = draw_fragments(draw, fx, y + 11, 11, frags, gap=3)
        else:
            nothing = say("nothing")
            draw_text(draw, (fx, y + 11), nothing, 14, DIM, anchor="lm")
            fx += text_size(nothing, 14)[0] + 8
        for pay in pays:
            if seat_key(pay.get("from")) != who:
                continue
            fx += 8
            label = say("draw.pays", who=seat_label(seat_key(pay.get("to"))))
            if fx + text_size(label, 13)[0] + 26 > limit:
                break
            draw_text(draw, (fx, y + 11), label, 13, MUTED, anchor="lm")
            fx += text_size(label, 13)[0] + 4
            draw_fragment(draw, fx + 11, y + 11, 11, str(pay.get("colour")))
            fx += 24
