"""What is read off a view: each seat's drawing style and the seat of a colour (names and
words are :mod:`.words`')."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rendering.common import PlayerStyle, player_style
from rendering.magnastorm.theme import FEDERATIONS

View = Mapping[str, Any]
Box = tuple[float, float, float, float]


def style_of(view: View, seat: int) -> PlayerStyle:
    """The drawing style of a seat: its federation's colour, tag and shape."""
    players = view.get("players") or []
    colour = str(players[seat].get("colour", "")) if 0 <= seat < len(players) else ""
    return FEDERATIONS.get(colour) or player_style(seat)


def all_styles(view: View) -> list[PlayerStyle]:
    return [style_of(view, s) for s in range(len(view.get("players") or []))]


def seat_of_colour(view: View, colour: str) -> int | None:
    for p in view.get("players") or []:
        if p.get("colour") == colour:
            return int(p.get("seat", 0))
    return None
