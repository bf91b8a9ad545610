"""2a. Main Action and the ACTION DESCRIPTIONS, one module per action of the Action Board.

Moving the Action Cube (in :mod:`..turn`) starts the chosen action through :data:`START`;
the action then runs as one or more decisions on the stack, each module defining the
legality (``why_*``), effect (``do_*``) and candidate moves (``candidates_*``) of its own.
"""

from __future__ import annotations

from collections.abc import Callable

from games.core import Event

from ..state import KState
from . import colonize, galactic_map, missions, production, propulsion, research, terraform

# Main Action code (``D.ACTIONS``) -> what taking it does right after the cube moves.
START: dict[str, Callable[[KState, int, list[Event]], None]] = {
    "missions": missions.start, "colonize": colonize.start, "research": research.start,
    "propel": propulsion.start, "terraform": terraform.start, "map": galactic_map.start,
    "energy": production.start_energy, "exploit": production.start_exploit,
    "antimatter": production.start_antimatter,
}


def start_action(state: KState, seat: int, verb: str, events: list[Event]) -> None:
    START[verb](state, seat, events)
