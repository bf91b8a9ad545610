"""The box under the player panels: what is being resolved (a trade offer with both sides'
resources, a landing, a chosen option) and otherwise the bank and the decks' sizes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.adastra.icons import arrow, resource_chip
from rendering.adastra.layout import BOARD_SIZE, CURRENT_BOX_H, MAP_BOTTOM, PANEL_X
from rendering.adastra.theme import ATTENTION, MUTED, RESOURCE_LETTERS, TEXT
from rendering.adastra.views import View, seat_name, system_name
from rendering.common import PlayerStyle, draw_player_badge, draw_text, fit_text, hex_rgb, text_size


def draw_current(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle]) -> None:
    """What is being resolved: the card, a landing, an offer; or the bank otherwise."""
    x0, x1 = PANEL_X + 6, BOARD_SIZE[0] - 14
    y0 = MAP_BOTTOM - CURRENT_BOX_H
    y1 = MAP_BOTTOM - 6
    draw.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=hex_rgb("#141a27"))
    current = view.get("current")
    offer = current.get("offer") if current else None
    if offer:
        giver, taker = offer.get("from"), offer.get("to")
        draw_text(draw, (x0 + 10, y0 + 14), "TRADE OFFER", 16, ATTENTION, anchor="lm",
                  bold=True)
        x: float = x0 + 24 + text_size("TRADE OFFER", 16, True)[0]
        for seat in (giver, taker):
            if isinstance(seat, int) and 0 <= seat < len(styles):
                draw_player_badge(draw, styles[seat], x + 10, y0 + 14, 10)
                draw_text(draw, (x + 25, y0 + 15), seat_name(view, seat), 16, TEXT,
                          anchor="lm", bold=True)
                x += 33 + text_size(seat_name(view, seat), 16, True)[0]
            if seat == giver:
                arrow(draw, x, y0 + 14, 24)
                x += 32
        x = x0 + 10
        y = y0 + 34
        for label, bundle in (("gives", offer.get("give", "")), ("for", offer.get("get", ""))):
            draw_text(draw, (x, y + 11), label, 17, MUTED, anchor="lm")
            x += text_size(label, 17)[0] + 8
            letters = str(bundle)
            for letter in sorted(set(letters), key=_resource_order):
                x = resource_chip(draw, x, y, letter, 22, letters.count(letter), 18)
            x += 8
        return
    if current and current.get("landing"):
        landing = current["landing"]
        seat = landing.get("seat")
        draw_text(draw, (x0 + 10, y0 + 16), "LANDING", 16, ATTENTION, anchor="lm", bold=True)
        if isinstance(seat, int) and 0 <= seat < len(styles):
            draw_player_badge(draw, styles[seat], x0 + 110, y0 + 16, 10)
        text, size = fit_text(
            f"{seat_name(view, seat) if isinstance(seat, int) else '?'} lands in "
            f"{system_name(str(landing.get('system', '')), view)}", x1 - x0 - 140, 17, 12,
            bold=True)
        draw_text(draw, (x0 + 126, y0 + 17), text, size, TEXT, anchor="lm", bold=True)
        _draw_bank(draw, view, x0 + 10, y0 + 46, x1)
        return
    if current and current.get("choice"):
        text, size = fit_text(f"Chosen: {current['choice']}", x1 - x0 - 20, 17, 12, bold=True)
        draw_text(draw, (x0 + 10, y0 + 16), text, size, ATTENTION, anchor="lm", bold=True)
    else:
        draw_text(draw, (x0 + 10, y0 + 16), "BANK", 16, MUTED, anchor="lm", bold=True)
        _draw_decks(draw, view, x1 - 10, y0 + 17)
    _draw_bank(draw, view, x0 + 10, y0 + 46, x1)


def _resource_order(letter: str) -> int:
    return RESOURCE_LETTERS.index(letter) if letter in RESOURCE_LETTERS else 99


def _draw_bank(draw: ImageDraw.ImageDraw, view: View, x: float, y: float, right: float) -> None:
    """The bank's resource cards; the decks' sizes go on the box's title line."""
    bank = view.get("bank") or {}
    for letter in RESOURCE_LETTERS:
        if letter in bank:
            x = resource_chip(draw, x, y - 11, letter, 22, int(bank[letter]), 18)
    del right


def _draw_decks(draw: ImageDraw.ImageDraw, view: View, right: float, y: float) -> None:
    extra = []
    if "artifact_deck" in view:
        extra.append(f"artifact deck {view['artifact_deck']}")
    if "face_down_planets" in view:
        extra.append(f"face down {view['face_down_planets']}")
    if extra:
        draw_text(draw, (right, y), " · ".join(extra), 14, MUTED, anchor="rm")
