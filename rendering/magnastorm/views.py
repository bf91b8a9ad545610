"""What is read off a view: each seat's drawing style and the seat of a colour (names and
words are :mod:`.words`').

A seat is its federation: its colour (in the palette drawn) and its shape, on every badge,
lab and station. Its badges carry no number, unlike the other games': the texts call a
Magnastorm player by their federation's colour, the seats' order is shown nowhere and the
turn order (the players' panel, top to bottom, numbered) changes every round, so a seat's
number beside a turn's would only mislead. The shape is the mark that needs no language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rendering.common import PlayerStyle, in_palette, player_style
from rendering.magnastorm.theme import FEDERATIONS

View = Mapping[str, Any]
Box = tuple[float, float, float, float]


def style_of(view: View, seat: int, palette: str) -> PlayerStyle:
    """The drawing style of a seat: its federation's colour (in ``palette``) and shape (a
    seat whose colour is no federation's: the seat's number, shape and colour)."""
    players = view.get("players") or []
    colour = str(players[seat].get("colour", "")) if 0 <= seat < len(players) else ""
    federation = FEDERATIONS.get(colour)
    if federation is None:
        return player_style(seat, palette)
    return in_palette(federation, palette)


def all_styles(view: View, palette: str) -> list[PlayerStyle]:
    return [style_of(view, s, palette) for s in range(len(view.get("players") or []))]


def seat_of_colour(view: View, colour: str) -> int | None:
    for p in view.get("players") or []:
        if p.get("colour") == colour:
            return int(p.get("seat", 0))
    return None
