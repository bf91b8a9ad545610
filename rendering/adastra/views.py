"""What the drawing reads off a view besides its raw fields: the seats' styles and names, the
systems' names. Renderers only ever see views (JSON-able mappings), never a game state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rendering.adastra.theme import SYSTEM_NAMES
from rendering.common import PlayerStyle, styles_for_factions

View = Mapping[str, Any]


def system_name(code: str, view: View | None = None) -> str:
    """A system's display name: the view's own name for it when it has one."""
    if view is not None:
        for system in view.get("systems", ()):
            if system.get("code") == code and system.get("name"):
                return str(system["name"])
    return SYSTEM_NAMES.get(code, code)


def player_styles(view: View) -> list[PlayerStyle]:
    """One style per seat, from the factions' colours (Blue is blue...)."""
    return styles_for_factions([str(p.get("faction", "")) for p in view.get("players", ())])


def seat_name(view: View, seat: int) -> str:
    """A seat's faction name, or "Seat N" when the view has no row for it."""
    players = view.get("players", ())
    if 0 <= seat < len(players):
        return str(players[seat].get("faction", f"Seat {seat + 1}"))
    return f"Seat {seat + 1}"
