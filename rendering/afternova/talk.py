"""The board's middle band, the table talk: the proposal sent, the Trade under way, the
fragments to discard, the Projects being completed, or at the end the final ranking.
"""

from __future__ import annotations

from rendering.afternova.deal import draw_deal
from rendering.afternova.icons import rounded, seat_badge
from rendering.afternova.layout import TALK_BOX
from rendering.afternova.theme import (
    ATTENTION,
    CARD_BG,
    CARD_LINE,
    DIM,
    GOLD,
    MUTED,
    TEXT,
    Draw,
    View,
)
from rendering.afternova.views import players_of, seat_key
from rendering.afternova.words import EN, Say, fit
from rendering.common import draw_text, text_size

TITLES = ("turn", "trade", "limit", "overflow", "complete")


def draw_talk(draw: Draw, view: View, say: Say = EN) -> None:
    """The middle band: what is being negotiated or decided right now."""
    x0, y0, x1, _ = TALK_BOX
    phase = str(view.get("phase", ""))
    current = view.get("current")
    proposal = view.get("proposal")
    if phase == "answer" and proposal and current is not None:
        draw_deal(draw, TALK_BOX, view, proposal, proposer=seat_key(current),
                  title=say("draw.proposal"), say=say)
        return
    if phase == "over":
        _draw_final(draw, view, say)
        return
    title = say(f"draw.talk.{phase}" if phase in TITLES else "draw.talk.table")
    draw_text(draw, (x0 + 12, y0 + 16), title, 17, MUTED, anchor="lm", bold=True)
    y = y0 + 44
    if current is not None:
        seat_badge(draw, current, x0 + 30, y + 22, 20, palette=say.palette)
    tx = x0 + 62
    room = x1 - tx - 12
    who = say.seat(current) if current is not None else ""
    trade = view.get("trade") or {}
    to_act = [int(s) for s in view.get("to_act") or ()]
    players = players_of(view)
    if phase in ("trade", "limit") and trade:
        taken, allowed = int(trade.get("taken", 0)), int(trade.get("allowed", 3))
        draw_text(draw, (tx, y + 10), *fit(say("draw.trades", who=who, taken=taken,
                                               allowed=allowed), room, 22, 12, True),
                  TEXT, anchor="lm", bold=True)
        px = tx
        for i in range(allowed):
            fill = ATTENTION if i < taken else None
            draw.rounded_rectangle((px, y + 32, px + 26, y + 66), radius=4, fill=fill,
                                   outline=ATTENTION, width=2)
            px += 32
        notes = []
        if trade.get("cleared"):
            row = say("row.paws" if trade["cleared"] == "paws" else "row.projects")
            notes.append(say("draw.cleared_row", row=row))
        if phase == "limit" and current is not None and 0 <= int(current) < len(players):
            p = players[int(current)]
            notes.append(say("draw.hand_over", hand=p.get("hand"), limit=p.get("hand_limit")))
        draw_text(draw, (px + 12, y + 49), *fit("; ".join(notes), x1 - px - 24, 17, 10),
                  MUTED, anchor="lm")
        return
    if phase == "overflow":
        draw_text(draw, (tx, y + 10), *fit(say("draw.overflow_title"), room, 22, 12, True),
                  TEXT, anchor="lm", bold=True)
        px = tx
        for s in to_act:
            p = players[s] if s < len(players) else {}
            label = say("draw.stored_room", n=len(str(p.get("storage", ""))),
                        capacity=p.get("capacity"))
            if px + 56 + text_size(label, 17)[0] > x1 - 8:
                break
            seat_badge(draw, s, px + 14, y + 49, 13, palette=say.palette)
            draw_text(draw, (px + 32, y + 49), label, 17, TEXT, anchor="lm")
            px += 56 + text_size(label, 17)[0]
        return
    if phase == "complete":
        draw_text(draw, (tx, y + 10), *fit(say("draw.complete_title"), room, 22, 12, True),
                  TEXT, anchor="lm", bold=True)
        px = tx
        deciding = say("draw.deciding")
        draw_text(draw, (px, y + 49), deciding, 17, MUTED, anchor="lm")
        px += text_size(deciding, 17)[0] + 12
        for s in to_act:
            seat_badge(draw, s, px + 14, y + 49, 13, palette=say.palette)
            px += 36
        return
    done = int(view.get("proposals_this_turn", 0) or 0)
    draw_text(draw, (tx, y + 10), *fit(say("draw.turn_title", who=who), room, 22, 12, True),
              TEXT, anchor="lm", bold=True)
    note = say("draw.draft_note")
    if done:
        note = say("draw.declined_note", n=done, note=note)
    draw_text(draw, (tx, y + 44), *fit(note, room, 17, 10), MUTED, anchor="lm")
    draw_text(draw, (tx, y + 70), *fit(say("draw.moves_hint"), room, 15, 10), DIM, anchor="lm")


def _draw_final(draw: Draw, view: View, say: Say) -> None:
    x0, y0, x1, y1 = TALK_BOX
    final = view.get("final") or {}
    scores = list(final.get("scores") or ())
    winner = final.get("winner")
    draw_text(draw, (x0 + 12, y0 + 16), say("draw.final_scores"), 17, MUTED, anchor="lm",
              bold=True)
    entries: list[tuple[int, int | str]] = [(int(s), i) for i, s in enumerate(scores)]
    bot = view.get("bot") or {}
    if bot.get("score"):
        entries.append((int(bot["score"].get("total", 0)), "bot"))
    order = list(view.get("order") or range(len(scores)))
    entries.sort(key=lambda e: (e[0], order.index(e[1]) if e[1] in order else -1),
                 reverse=True)
    x = x0 + 16
    y = y0 + 40
    cw = min(240, (x1 - x0 - 24) // max(1, len(entries)))
    for place, (score, who) in enumerate(entries, start=1):
        box = (x, y, x + cw - 10, y1 - 10)
        is_winner = who == winner
        rounded(draw, box, CARD_BG, GOLD if is_winner else CARD_LINE, 3 if is_winner else 1, 10)
        draw_text(draw, (x + 10, y + 14), f"#{place}", 18, GOLD if is_winner else MUTED,
                  anchor="lm", bold=True)
        seat_badge(draw, who, x + 62, y + 22, 16, palette=say.palette)
        draw_text(draw, (x + 86, y + 22), *fit(say("vp", n=score), cw - 100, 26, 14, True),
                  TEXT, anchor="lm", bold=True)
        name, size = fit(say.seat(who), cw - 30, 16, 13, True)
        draw_text(draw, (x + 10, y + 50), name, size, GOLD if is_winner else TEXT, anchor="lm",
                  bold=True)
        if is_winner:
            draw_text(draw, (x + 10, y + 74), *fit(say("draw.winner"), cw - 30, 14, 10, True),
                      GOLD, anchor="lm", bold=True)
        x += cw
