"""The two action panels (rulebook, "Phase 1: Turns", "Action panel full" and "Bonus
spaces"): which spaces exist for the player count, which are free, and where a crew
member may go.

The upper panel holds the crew members still to be used this round; the lower panel is
where they are placed for an action and shows the printed space bonuses. Both panels swap
in the administration phase, so the lower panel's bonuses follow ``state.upper_panel``.
"""

from __future__ import annotations

from . import data as D
from .common import cell_name, columns
from .state import State

_CELLS = {n: [(r, c) for r in range(D.ROWS) for c in range(n)] for n in (4, 5)}


def panel_cells(state: State) -> list[tuple[int, int]]:
    return _CELLS[5 if state.num_players == 4 else 4]


def upper_empty(state: State) -> bool:
    return all(not state.upper[r][c] for r, c in panel_cells(state))


def lower_bonuses(state: State) -> dict[str, str]:
    lower = "y" if state.upper_panel == "x" else "x"
    return D.panel_bonuses(state.num_players, lower)


def lower_full(state: State) -> bool:
    return all(state.lower[r][c] for r, c in panel_cells(state))


def column_crew(state: State, col: int) -> list[int]:
    return [code for r in range(D.ROWS) for code in state.upper[r][col]]


def placement_cells(state: State, seat: int, allow_used: bool) -> list[str]:
    """Lower-panel spaces a crew member may go to (rulebook, "Action panel full";
    Kim-Kin Park when ``allow_used``)."""
    free = [cell_name(r, c) for r, c in panel_cells(state) if not state.lower[r][c]]
    if allow_used:
        return [cell_name(r, c) for r, c in panel_cells(state)]
    if free:
        return free
    return [cell_name(D.ROWS - 1, c) for c in range(len(columns(state)))]


def crew_bonus_places(state: State) -> list[str]:
    """Rulebook, "Bonus spaces" (crew): a free upper space under another crew member, or
    any free lower space."""
    places = []
    for r, c in panel_cells(state):
        if not state.upper[r][c] and any(state.upper[rr][c] for rr in range(r)):
            places.append(f"up {cell_name(r, c)}")
    for r, c in panel_cells(state):
        if not state.lower[r][c]:
            places.append(f"low {cell_name(r, c)}")
    return places
