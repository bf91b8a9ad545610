"""The player rows: hand size, storage with its capacity, completed Projects and their
promotions, the cards shown to the table, and at the end the revealed ship, objective and
score; in the two-player game, the Bot's row with its Projects and storage.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rendering.afternova.cards import draw_mini_card, draw_project_strip, mini_width
from rendering.afternova.icons import (
    draw_fragments,
    promotion_chip,
    promotion_label,
    rounded,
    seat_badge,
    storage_block,
)
from rendering.afternova.layout import STORAGE_W, STORAGE_X, player_row_box
from rendering.afternova.theme import (
    ATTENTION,
    DANGER,
    DIM,
    GOLD,
    MUTED,
    TEXT,
    Draw,
    View,
)
from rendering.afternova.views import count_noun, ship_name, style_of
from rendering.afternova.words import EN, Say, fit
from rendering.common import (
    INK_DARK,
    RGB,
    WHITE,
    draw_badge,
    draw_text,
    hex_rgb,
    text_size,
)


def draw_player_row(draw: Draw, view: View, player: Mapping[str, Any], say: Say = EN) -> None:
    """A player's row: their colour, number and display name, what they hold and show."""
    seat = int(player.get("seat", 0))
    x0, y0, x1, y1 = player_row_box(view, seat)
    style = style_of(seat, say.palette)
    to_act = [int(s) for s in view.get("to_act") or ()]
    optional = [int(s) for s in view.get("optional") or ()]
    current = view.get("current")
    proposal = view.get("proposal") or {}
    if seat in to_act and seat not in optional:
        rounded(draw, (x0, y0, x1, y1), None, ATTENTION, 3, 10)
    draw.rounded_rectangle((x0, y0, x0 + 8, y1), radius=4, fill=style.colour)
    seat_badge(draw, seat, x0 + 38, y0 + 32, 22, palette=say.palette)
    # The display name (or "Player 2") beside the seat's colour and number, fitted to the
    # room before the storage.
    name, size = fit(say.seat(seat), STORAGE_X - 68 - 10, 22, 15, True)
    draw_text(draw, (x0 + 68, y0 + 22), name, size, TEXT, anchor="lm", bold=True)
    tag_x = x0 + 68
    tags: list[tuple[str, RGB, RGB]] = []
    if current == seat:
        tags.append((say("draw.tag.turn"), TEXT, INK_DARK))
    if seat in to_act and seat not in optional:
        tags.append((say("draw.tag.to_act"), ATTENTION, INK_DARK))
    elif seat in optional:
        tags.append((say("draw.tag.awaits"), DIM, TEXT))
    answers = proposal.get("answers") or {}
    if str(seat) in answers:
        tags.append((say("draw.tag.asked"), hex_rgb("#4a5fa8"), WHITE)
                    if answers[str(seat)] != "accepted"
                    else (say("draw.tag.accepted"), hex_rgb("#2a7a47"), WHITE))
    for text, fill, ink in tags:
        box = draw_badge(draw, (tag_x, y0 + 40), text, 12, fill, ink, pad=3, radius=4)
        tag_x = box[2] + 4
    order = list(view.get("order") or [])
    if order and order[0] == seat:
        draw_text(draw, (x0 + 38, y0 + 64), say("draw.first"), 12, MUTED, anchor="mm")
    hand = say("draw.hand_line", hand=player.get("hand", 0),
               paws=count_noun(say, player.get("paws", 0), "paws"),
               projects=count_noun(say, player.get("projects", 0), "projects"))
    draw_text(draw, (x0 + 20, y0 + 82), *fit(hand, STORAGE_X - 30, 15, 10), TEXT, anchor="lm")
    # Storage.
    sx = x0 + STORAGE_X
    storage = str(player.get("storage", ""))
    capacity = int(player.get("capacity", 4))
    draw_text(draw, (sx, y0 + 16), say("draw.storage", n=len(storage), capacity=capacity), 15,
              DANGER if len(storage) > capacity else MUTED, anchor="lm", bold=True)
    storage_block(draw, sx, y0 + 52, storage, capacity, STORAGE_W, 16)
    limits = say("draw.limit_trade", limit=player.get("hand_limit", 8),
                 trade=player.get("trade_cards", 3))
    draw_text(draw, (sx, y0 + 84), *fit(limits, 270, 13, 9), DIM, anchor="lm")
    # Completed Projects and promotions.
    cx = x0 + 570
    done = int(player.get("completed", 0))
    draw_text(draw, (cx, y0 + 16), *fit(say("draw.projects_done", n=done), 100, 15, 10, True),
              MUTED, anchor="lm", bold=True)
    for i in range(6):
        px: float = cx + 104 + i * 18
        draw.rectangle((px, y0 + 9, px + 13, y0 + 23), fill=GOLD if i < done else None,
                       outline=GOLD if i < done else DIM, width=2)
    px, py = cx, y0 + 34
    promos = list(player.get("promotions") or ())
    for promo in promos:
        kind, active = str(promo.get("kind")), bool(promo.get("active", True))
        label_w = text_size(promotion_label(kind, active, say), 13, True)[0] + 10
        if px + label_w > cx + 220:
            px, py = cx, py + 24
        if py > y1 - 22:
            break
        px = promotion_chip(draw, px, py, kind, active=active, size=13, say=say) + 4
    if not promos:
        draw_text(draw, (cx, y0 + 46), say("draw.no_promotion"), 13, DIM, anchor="lm")
    # Shown cards, or at the end the revealed ship and score.
    rx = x0 + 800
    if player.get("score") is not None and player.get("ship"):
        _draw_reveal(draw, rx, y0, x1, player["ship"], player["score"],
                     list(player.get("completed_projects") or ()), say)
        return
    shown = list(player.get("shown") or ())
    if not shown:
        draw_text(draw, (rx, y0 + 16), *fit(say("draw.shown"), x1 - rx - 8, 15, 10, True),
                  MUTED, anchor="lm", bold=True)
        draw_text(draw, (rx, y0 + 46), say("nothing"), 14, DIM, anchor="lm")
        return
    draw_text(draw, (rx, y0 + 12), *fit(say("draw.shown_n", n=len(shown)), x1 - rx - 8, 13, 9,
                                        True), MUTED, anchor="lm", bold=True)
    x, y = float(rx), y0 + 22
    for i, card in enumerate(shown):
        need = mini_width(card, 24, say)
        if x + need > x1 - 6:
            x, y = rx, y + 26
        if y + 24 > y1 - 2:
            draw_badge(draw, (x1 - 8, y1 - 4), f"+{len(shown) - i}", 13, MUTED, INK_DARK,
                       anchor="rd", pad=2, radius=4)
            break
        x = draw_mini_card(draw, x, y, card, 24, say) + 4


def _draw_reveal(draw: Draw, x: float, y0: float, x1: float, ship: Mapping[str, Any],
                 score: Mapping[str, Any], completed: Sequence[Mapping[str, Any]],
                 say: Say = EN) -> None:
    objective = say("draw.objective")
    room = x1 - x - 10 - text_size(objective, 13)[0] - 80
    label, size = fit(say("draw.ship", name=ship_name(ship, say)), room, 15, 10, True)
    draw_text(draw, (x, y0 + 16), label, size, TEXT, anchor="lm", bold=True)
    ox = x + text_size(label, size, True)[0] + 10
    draw_text(draw, (ox, y0 + 16), objective, 13, MUTED, anchor="lm")
    draw_fragments(draw, ox + text_size(objective, 13)[0] + 8, y0 + 16, 10,
                   str(ship.get("objective", "")), gap=3)
    total = score.get("total", 0)
    draw_text(draw, (x, y0 + 46), say("vp", n=total), 26, GOLD, anchor="lm", bold=True)
    parts = say("draw.score_parts", projects=score.get("projects", 0),
                storage=score.get("storage", 0), objective=score.get("objective", 0))
    text, size = fit(parts, int(x1 - x - 100), 14, 9)
    draw_text(draw, (x + 96, y0 + 46), text, size, MUTED, anchor="lm")
    vps = ", ".join(f"{p.get('id')} {p.get('vp')}" for p in completed)
    text, size = fit(vps, int(x1 - x - 10), 13, 10)
    draw_text(draw, (x, y0 + 78), text, size, DIM, anchor="lm")


def draw_bot_row(draw: Draw, view: View, bot: Mapping[str, Any], say: Say = EN) -> None:
    x0, y0, x1, y1 = player_row_box(view, "bot")
    if view.get("current") == "bot" and view.get("phase") != "over":
        rounded(draw, (x0, y0, x1, y1), None, ATTENTION, 3, 10)
    draw.rounded_rectangle((x0, y0, x0 + 8, y1), radius=4,
                           fill=style_of("bot", say.palette).colour)
    seat_badge(draw, "bot", x0 + 38, y0 + 32, 22, palette=say.palette)
    draw_text(draw, (x0 + 68, y0 + 22), *fit(say("draw.the_bot"), 210, 22, 12, True), TEXT,
              anchor="lm", bold=True)
    draw_text(draw, (x0 + 68, y0 + 46), *fit(say("draw.bot_note"), 210, 13, 9), MUTED,
              anchor="lm")
    scored = int(bot.get("scored", 0))
    hidden = int(bot.get("scored_face_down", 0))
    draw_text(draw, (x0 + 20, y0 + 82), *fit(say("draw.bot_scored", n=scored, hidden=hidden),
                                             260, 15, 10), TEXT, anchor="lm")
    sx = x0 + 290
    storage = str(bot.get("storage", ""))
    draw_text(draw, (sx, y0 + 16), say("draw.storage", n=len(storage), capacity=4), 15, MUTED,
              anchor="lm", bold=True)
    storage_block(draw, sx, y0 + 52, storage, 4, 170, 16)
    draw_text(draw, (sx, y0 + 84), *fit(say("draw.bot_storage_note"), 180, 13, 9), DIM,
              anchor="lm")
    if bot.get("score") is not None and bot.get("ship"):
        _draw_reveal(draw, x0 + 800, y0, x1, bot["ship"], bot["score"],
                     [*bot.get("scored_projects", ()), *bot.get("scored_face_down_projects", ())],
                     say)
        right = x0 + 790
    else:
        right = x1 - 8
    rx = x0 + 480
    draw_text(draw, (rx, y0 + 12), *fit(say("draw.bot_projects"), right - rx, 13, 9, True),
              MUTED, anchor="lm", bold=True)
    row = list(bot.get("row") or ())
    n = max(1, len(row))
    w = min(230, (right - rx - (n - 1) * 6) // n)
    for i, card in enumerate(row):
        bx = rx + i * (w + 6)
        draw_project_strip(draw, (bx, y0 + 24, bx + w, y1 - 4), card, say)
