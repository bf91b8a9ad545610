"""Rounds and the order of turns (rulebook, "Gameplay: Rounds" and "Phase 1: Turns").

A round starts with the turn order track; turns go round until the upper action panel is
empty, then the administration phase runs. When the end was triggered, the game ends after
the last player in turn order has acted, so :func:`auto_turn_over` checks that first.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import joined, msg

from .common import Events
from .game_end import finish
from .panels import upper_empty
from .sectors import quiet_sectors
from .state import State, Task


def auto_round_start(state: State, task: Task, events: Events, front: list[Task]) -> None:
    state.phase = "turns"
    state.cycle = list(state.order)
    state.cycle_pos = 0
    state.kimkin_used = [False] * state.num_players
    quiet = joined(s + 1 for s in quiet_sectors(state))
    events.append(Event.of(msg("magnastorm.ev.round", round=state.round, sectors=quiet)))
    front.append({"k": "turn", "seat": state.cycle[0]})


def auto_turn_over(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """End of a turn: next player, the administration phase, or the end of the game."""
    state.kaysia_used = False
    last = state.cycle_pos >= len(state.cycle) - 1
    if state.end_triggered and last:
        finish(state, events)
        return
    if upper_empty(state):
        front.extend({"k": f"admin{i}"} for i in range(1, 7))
        return
    state.cycle_pos += 1
    if state.cycle_pos >= len(state.cycle):
        state.cycle = list(state.order)
        state.cycle_pos = 0
    front.append({"k": "turn", "seat": state.cycle[state.cycle_pos]})
