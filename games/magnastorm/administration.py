"""Phase 2: administration (rulebook, "Phase 2: Administration", steps 1 to 6).

Each step is one automatic task, queued in order when the upper panel is empty, so a
decision one of them raises (Forrester Dain passing to a new owner) is taken before the
next step runs.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import msg, render

from . import data as D
from .commanders import transfer_commander
from .common import (
    Events,
    add_reputation,
    area_word,
    areas,
    columns,
    cubes_msg,
    gain_cube,
    owns,
    resolve,
    seats_msg,
    who,
)
from .game_end import finish
from .sectors import labs_in_sector, quiet_sectors, sole_majority
from .state import State, Task


def auto_admin1(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """1) Income from turtle labs."""
    state.phase = "admin"
    events.append(Event.of(msg("magnastorm.ev.admin", round=state.round)))
    for table, sector in enumerate(quiet_sectors(state)):
        for seat in range(state.num_players):
            n = labs_in_sector(state, seat, sector)
            got = resolve(state, seat, D.income_for(table, n))
            for c in got:
                gain_cube(state.players[seat], c)
            if got:
                events.append(Event.of(msg(
                    "magnastorm.ev.income_many" if n > 1 else "magnastorm.ev.income_one",
                    who=who(state, seat), cubes=cubes_msg(got), n=n, sector=sector + 1),
                    minor=True))


def auto_admin2(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """2) Determine sector majority (+1, Ozgül Yilmark +1 more)."""
    for sector in quiet_sectors(state):
        seat = sole_majority(state, sector)
        if seat >= 0:
            extra = 1 if owns(state, seat, "ozgul") else 0
            add_reputation(state, seat, 1 + extra, events)
            events.append(Event.of(msg("magnastorm.ev.majority", who=who(state, seat),
                                       sector=sector + 1, n=1 + extra)))


def auto_admin3(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """3) Assign research commanders to the sole highest marker of each area."""
    for i, key in enumerate(state.research_cmd):
        levels = [p.research[i] for p in state.players]
        best = max(levels)
        winner = levels.index(best) if levels.count(best) == 1 else -1
        previous = state.research_owner[i]
        if winner == previous:
            continue
        state.research_owner[i] = winner
        if winner < 0:
            events.append(Event.of(msg("magnastorm.ev.tie", area=area_word(areas(state)[i]),
                                       commander=D.COMMANDERS[key].name)))
        transfer_commander(state, key, previous, winner, events, front)


def auto_admin4(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """4) Adjust the turn order."""
    seat = state.first_token
    if seat >= 0:
        state.order.remove(seat)
        state.order.insert(0, seat)
        state.first_token = -1
        events.append(Event.of(msg("magnastorm.ev.token_back", who=who(state, seat),
                                   order=seats_msg(state, state.order))))


def auto_admin5(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """5) Swap action panels, keeping the crew where they stand."""
    cols = len(columns(state))
    state.upper, state.lower = state.lower, [[[] for _ in range(cols)]
                                             for _ in range(D.ROWS)]
    state.upper_panel = "y" if state.upper_panel == "x" else "x"


def auto_admin6(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """6) Rotate the centre tile; the storm moves one sector clockwise."""
    if state.end_triggered or state.round >= D.LAST_ROUND:
        if not state.end_triggered:
            state.end_reason = render(msg("magnastorm.reason.rounds", round=D.LAST_ROUND))
        finish(state, events)
        return
    state.round += 1
    front.append({"k": "round_start"})
