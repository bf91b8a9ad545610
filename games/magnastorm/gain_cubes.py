"""Option B: gain CreditCubes (rulebook, "B) Gain CreditCubes"; Yuul Mbado and Rain
Davenpitt).

The row's printed cubes come first, then the commanders' additions, then the space's
bonus, in the rulebook's order.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import msg

from . import data as D
from .common import Events, areas, cubes_msg, gain_cube, owns, parse_cell, resolve, who
from .panels import lower_bonuses
from .research import gain_level
from .state import State, Task


def do_cubes_action(state: State, seat: int, task: Task, args: tuple[str, ...],
                    events: Events, front: list[Task]) -> None:
    """Rulebook, "B) Gain CreditCubes"; commander bonuses come before the space bonus."""
    space = task["space"]
    row = parse_cell(space)
    assert row is not None
    got = resolve(state, seat, D.ROW_TABLE[row[0]].gain)
    for c in got:
        gain_cube(state.players[seat], c)
    events.append(Event.of(msg("magnastorm.ev.takes_cubes", who=who(state, seat),
                               cubes=cubes_msg(got))))
    if owns(state, seat, "yuul"):
        front.append({"k": "colour", "seat": seat, "why": "yuul"})
    if owns(state, seat, "rain"):
        front.append({"k": "rain", "seat": seat})
    bonus = lower_bonuses(state).get(space, "")
    if bonus and bonus not in D.A_ONLY:
        front.append({"k": "space_bonus", "seat": seat, "bonus": bonus})


def auto_rain(state: State, task: Task, events: Events, front: list[Task]) -> None:
    seat = task["seat"]
    levels = state.players[seat].research
    low = min(levels)
    tied = [a for i, a in enumerate(areas(state)) if levels[i] == low]
    if len(tied) == 1 or owns(state, seat, "franzkarl"):
        gain_level(state, seat, tied[0], events, front, "rain")
    else:
        front.append({"k": "research", "seat": seat, "areas": tied,
                      "why": "rain_tie"})
