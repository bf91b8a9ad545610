"""The box under the player panels: what is being resolved (a trade offer with both sides'
resources, a landing, a chosen option) and otherwise the bank and the decks' sizes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.adastra.icons import arrow, resource_chip
from rendering.adastra.layout import BOARD_SIZE, CURRENT_BOX_H, MAP_BOTTOM, PANEL_X
from rendering.adastra.theme import ATTENTION, MUTED, RESOURCE_LETTERS, TEXT
from rendering.adastra.views import View, faction_name, say, seat_name, system_name, word
from rendering.common import PlayerStyle, draw_player_badge, draw_text, fit_text, hex_rgb, text_size


def draw_current(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                 locale: str = "en", names: Sequence[str] | None = None) -> None:
    """What is being resolved: the card, a landing, an offer; or the bank otherwise."""
    x0, x1 = PANEL_X + 6, BOARD_SIZE[0] - 14
    y0 = MAP_BOTTOM - CURRENT_BOX_H
    y1 = MAP_BOTTOM - 6
    draw.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=hex_rgb("#141a27"))
    current = view.get("current")
    offer = current.get("offer") if current else None
    if offer:
        giver, taker = offer.get("from"), offer.get("to")
        title = word("adastra.draw.offer", locale)
        draw_text(draw, (x0 + 10, y0 + 14), title, 16, ATTENTION, anchor="lm", bold=True)
        x: float = x0 + 24 + text_size(title, 16, True)[0]
        room = (x1 - x - 32) / 2 - 33  # each side's name fits half of what is left
        for seat in (giver, taker):
            if isinstance(seat, int) and 0 <= seat < len(styles):
                draw_player_badge(draw, styles[seat], x + 10, y0 + 14, 10)
                who = seat_name(view, seat, locale, names)
                if text_size(who, 16, True)[0] > room:  # a long name: the faction says it
                    who = faction_name(view, seat, locale)
                who, _ = fit_text(who, int(room), 16, 16, bold=True)
                draw_text(draw, (x + 25, y0 + 15), who, 16, TEXT, anchor="lm", bold=True)
                x += 33 + text_size(who, 16, True)[0]
            if seat == giver:
                arrow(draw, x, y0 + 14, 24)
                x += 32
        x = x0 + 10
        y = y0 + 34
        for label, bundle in ((word("adastra.draw.gives", locale), offer.get("give", "")),
                              (word("adastra.draw.for", locale), offer.get("get", ""))):
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
        title = word("adastra.draw.landing", locale)
        draw_text(draw, (x0 + 10, y0 + 16), title, 16, ATTENTION, anchor="lm", bold=True)
        bx = x0 + 24 + text_size(title, 16, True)[0]
        if isinstance(seat, int) and 0 <= seat < len(styles):
            draw_player_badge(draw, styles[seat], bx, y0 + 16, 10)
        text, size = fit_text(
            word("adastra.draw.lands_in", locale,
                 who=seat_name(view, seat, locale, names) if isinstance(seat, int) else "?",
                 system=system_name(str(landing.get("system", "")), view, locale)),
            int(x1 - bx - 30), 17, 12, bold=True)
        draw_text(draw, (bx + 16, y0 + 17), text, size, TEXT, anchor="lm", bold=True)
        _draw_bank(draw, view, x0 + 10, y0 + 46, x1)
        return
    if current and current.get("choice"):
        choice = say(current.get("choice_name") or current["choice"], locale)
        text, size = fit_text(word("adastra.draw.chosen", locale, choice=choice),
                              x1 - x0 - 20, 17, 12, bold=True)
        draw_text(draw, (x0 + 10, y0 + 16), text, size, ATTENTION, anchor="lm", bold=True)
    else:
        draw_text(draw, (x0 + 10, y0 + 16), word("adastra.draw.bank", locale), 16, MUTED,
                  anchor="lm", bold=True)
        _draw_decks(draw, view, x1 - 10, y0 + 17, locale)
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


def _draw_decks(draw: ImageDraw.ImageDraw, view: View, right: float, y: float,
                locale: str) -> None:
    extra = []
    if "artifact_deck" in view:
        extra.append(word("adastra.draw.artifact_deck", locale, n=view["artifact_deck"]))
    if "face_down_planets" in view:
        extra.append(word("adastra.draw.face_down", locale, n=view["face_down_planets"]))
    if extra:
        draw_text(draw, (right, y), " · ".join(extra), 14, MUTED, anchor="rm")
