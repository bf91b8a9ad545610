"""What is read off a view before drawing: the view's type, the seats' styles, a seat's
display name and a tile's planet type.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rendering.common import PlayerStyle, player_style

View = Mapping[str, Any]


def player_styles(view: View) -> list[PlayerStyle]:
    """Each seat's colour and letter, indexed by seat, so every part draws a seat alike."""
    return [player_style(i) for i in range(len(view.get("players", ())))]


def seat_name(view: View, seat: int) -> str:
    """A seat's display name, or "Player N" when the view has none for it."""
    players = view.get("players", ())
    if 0 <= seat < len(players):
        return str(players[seat].get("name") or f"Player {seat + 1}")
    return f"Player {seat + 1}"


def type_of(entry: Mapping[str, Any]) -> str:
    """A tile's or Planet card's type ("" for Earth and for tiles the view does not reveal)."""
    return str(entry.get("type") or "")
