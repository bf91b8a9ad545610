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
from rendering.afternova.views import cap_name, players_of, seat_key
from rendering.common import draw_text, text_size


def draw_talk(draw: Draw, view: View) -> None:
    """The middle band: what is being negotiated or decided right now."""
    x0, y0, _, _ = TALK_BOX
    phase = str(view.get("phase", ""))
    current = view.get("current")
    proposal = view.get("proposal")
    if phase == "answer" and proposal and current is not None:
        draw_deal(draw, TALK_BOX, view, proposal, proposer=seat_key(current),
                  title="Proposal: extract")
        return
    if phase == "over":
        _draw_final(draw, view)
        return
    title = {"turn": "ON THE TABLE", "trade": "TRADE", "limit": "TRADE: HAND LIMIT",
             "overflow": "STORAGE FULL", "complete": "END OF TURN"}.get(phase, "TABLE")
    draw_text(draw, (x0 + 12, y0 + 16), title, 17, MUTED, anchor="lm", bold=True)
    y = y0 + 44
    if current is not None:
        seat_badge(draw, current, x0 + 30, y + 22, 20)
    tx = x0 + 62
    who = cap_name(current) if current is not None else ""
    trade = view.get("trade") or {}
    to_act = [int(s) for s in view.get("to_act") or ()]
    players = players_of(view)
    if phase in ("trade", "limit") and trade:
        taken, allowed = int(trade.get("taken", 0)), int(trade.get("allowed", 3))
        draw_text(draw, (tx, y + 10), f"{who} trades: {taken} of {allowed} cards "
                  "taken", 22, TEXT, anchor="lm", bold=True)
        px = tx
        for i in range(allowed):
            fill = ATTENTION if i < taken else None
            draw.rounded_rectangle((px, y + 32, px + 26, y + 66), radius=4, fill=fill,
                                   outline=ATTENTION, width=2)
            px += 32
        notes = []
        if trade.get("cleared"):
            notes.append(f"cleared the {'Hired Paws' if trade['cleared'] == 'paws' else 'Projects'}"
                         " row: one card fewer")
        if phase == "limit" and current is not None and 0 <= int(current) < len(players):
            p = players[int(current)]
            notes.append(f"hand {p.get('hand')} cards, limit {p.get('hand_limit')}: discard")
        draw_text(draw, (px + 12, y + 49), "; ".join(notes), 17, MUTED, anchor="lm")
        return
    if phase == "overflow":
        draw_text(draw, (tx, y + 10), "Fragments beyond storage go to the discard", 22, TEXT,
                  anchor="lm", bold=True)
        px = tx
        for s in to_act:
            p = players[s] if s < len(players) else {}
            seat_badge(draw, s, px + 14, y + 49, 13)
            label = f"{len(str(p.get('storage', '')))} stored, room for {p.get('capacity')}"
            draw_text(draw, (px + 32, y + 49), label, 17, TEXT, anchor="lm")
            px += 56 + text_size(label, 17)[0]
        return
    if phase == "complete":
        draw_text(draw, (tx, y + 10), "Players who can complete Projects from storage may "
                  "do so now", 22, TEXT, anchor="lm", bold=True)
        px = tx
        draw_text(draw, (px, y + 49), "deciding:", 17, MUTED, anchor="lm")
        px += 80
        for s in to_act:
            seat_badge(draw, s, px + 14, y + 49, 13)
            px += 36
        return
    done = int(view.get("proposals_this_turn", 0) or 0)
    draw_text(draw, (tx, y + 10), f"{who}: Extraction (alone, or with "
              "help) or Trade", 22, TEXT, anchor="lm", bold=True)
    note = "A draft stays private until it is sent (go); the helpers asked then answer."
    if done:
        note = f"{done} proposal(s) declined or withdrawn this turn. " + note
    draw_text(draw, (tx, y + 44), note, 17, MUTED, anchor="lm")
    draw_text(draw, (tx, y + 70), "trade  ·  extract <1-3> <your Paws>  ·  extract <1-3>, "
              "play, ask, give, pay, go", 15, DIM, anchor="lm")


def _draw_final(draw: Draw, view: View) -> None:
    x0, y0, x1, y1 = TALK_BOX
    final = view.get("final") or {}
    scores = list(final.get("scores") or ())
    winner = final.get("winner")
    draw_text(draw, (x0 + 12, y0 + 16), "FINAL SCORES", 17, MUTED, anchor="lm", bold=True)
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
        seat_badge(draw, who, x + 62, y + 22, 16)
        draw_text(draw, (x + 86, y + 22), f"{score} VP", 26, TEXT, anchor="lm", bold=True)
        label = "WINNER" if is_winner else cap_name(who)
        draw_text(draw, (x + 10, y + 62), label, 16, GOLD if is_winner else MUTED,
                  anchor="lm", bold=True)
        x += cw
