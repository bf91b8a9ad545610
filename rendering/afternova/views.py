"""What the drawing reads off a view besides its raw fields: a seat's style, number and
name (the Bot included), the players' rows, whether a Bot plays, fragments in colour order.
Renderers only ever see views (JSON-able mappings), never a game state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rendering.afternova.theme import BOT_STYLE, COLOUR_ORDER, View
from rendering.common import PlayerStyle, player_style


def style_of(seat: int | str) -> PlayerStyle:
    """A seat's colour, shape and letter (the Bot is grey); the number is drawn on it."""
    if seat == "bot" or seat == -1:
        return BOT_STYLE
    return player_style(int(seat))


def seat_label(seat: int | str) -> str:
    """What is written on a seat's badge: its number, or "Bot"."""
    return "Bot" if seat in ("bot", -1) else str(int(seat) + 1)


def seat_name(seat: int | str) -> str:
    """A seat in running text ("player 2", "the Bot"), as the prompts say it."""
    return "the Bot" if seat in ("bot", -1) else f"player {int(seat) + 1}"


def cap_name(seat: int | str) -> str:
    """:func:`seat_name` at the start of a sentence."""
    name = seat_name(seat)
    return name[:1].upper() + name[1:]


def count_noun(n: Any, noun: str) -> str:
    """``n`` and the noun, plural unless ``n`` is 1."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


def players_of(view: View) -> list[Mapping[str, Any]]:
    """The view's player rows (none before the view has any)."""
    return list(view.get("players") or [])


def has_bot(view: View) -> bool:
    """Whether the Bot plays (the two-player game): it then has a row of its own."""
    return bool(view.get("bot"))


def sorted_frags(frags: str) -> str:
    """Fragments in the notation's colour order, so equal sets always look alike."""
    return "".join(sorted(frags, key=lambda c: COLOUR_ORDER.find(c)))


def seat_key(seat: Any) -> int | str:
    """A seat as the drawing keys it: an int, or ``"bot"`` (the view may say -1)."""
    return "bot" if seat in ("bot", -1) else int(seat)
