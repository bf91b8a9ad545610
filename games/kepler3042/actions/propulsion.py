"""STELLAR PROPULSION: move every Starship on a Space hex up to its speed now, besides the
usual step 2.c movement later in the turn. The movement itself is :mod:`..movement`'s.
"""

from __future__ import annotations

from games.core import Event

from ..movement import push_movement, speed
from ..state import KState


def start(state: KState, seat: int, events: list[Event]) -> None:
    push_movement(state, seat, "propel", speed(state.players[seat]))
