"""The lower panel's bonus spaces (rulebook, "Bonus spaces").

Option A and option B both queue the space's bonus as a ``space_bonus`` step (those that
apply to the option taken); the movement bonuses (range, extra lab) are carried by the
movement itself in :mod:`.movement`.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import msg

from . import data as D
from .common import Events, who
from .research import draw_from_bag, gain_level, grant_bonus
from .state import State, Task


def auto_space_bonus(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """Rulebook, "Bonus spaces"."""
    seat, bonus = task["seat"], task["bonus"]
    if bonus.startswith("research:"):
        gain_level(state, seat, bonus.split(":")[1], events, front)
    elif bonus == D.B_CREW:
        grant_bonus(state, seat, D.B_CREW, events, front)
    elif bonus == D.B_BAG:
        draw_from_bag(state, seat, 1, events)
    elif bonus == D.B_TURN:
        pos = state.order.index(seat)
        if pos > 0:
            state.order[pos - 1], state.order[pos] = state.order[pos], state.order[pos - 1]
            events.append(Event.of(msg("magnastorm.ev.turn_up", who=who(state, seat),
                                       position=pos)))
