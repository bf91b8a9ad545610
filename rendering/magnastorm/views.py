"""What is read off a view: each seat's drawing style and the seat of a colour (names and
words are :mod:`.words`')."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rendering.common import PlayerStyle, in_palette, player_style, seat_mark
from rendering.magnastorm.theme import FEDERATIONS

View = Mapping[str, Any]
Box = tuple[float, float, float, float]


def style_of(view: View, seat: int, palette: str) -> PlayerStyle:
    """The drawing style of a seat: its federation's colour (in ``palette``) and shape, and
    the seat's number."""
    players = view.get("players") or []
    colour = str(players[seat].get("colour", "")) if 0 <= seat < len(players) else ""
    federation = FEDERATIONS.get(colour)
    if federation is None:
        return player_style(seat, palette)
    return in_palette(replace(federation, letter=seat_mark(seat)), palette)


def all_styles(view: View, palette: str) -> list[PlayerStyle]:
    return [style_of(view, s, palette) for s in range(len(view.get("players") or []))]


def seat_of_colour(view: View, colour: str) -> int | None:
    for p in view.get("players") or []:
        if p.get("colour") == colour:
            return int(p.get("seat", 0))
    return None
