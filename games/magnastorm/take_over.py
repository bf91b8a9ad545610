"""Option 1 of a turn: take over a commander or buy the first player token (rulebook,
"1) Take over a commander (or buy the first player token)").

The price is 1 CreditCube per crew member below the commander, each in that crew
member's colour, plus 1 of the current owner's colour; the crew members then go to the
lower panel without an action (``park`` decisions), before the commander's instant effect.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import Message, msg

from . import data as D
from .commanders import swap_variant, transfer_commander
from .common import Events, areas, can_pay, columns, crew_colour, cubes_msg, owns, pay, who
from .panels import column_crew
from .state import State, Task


def take_cost(state: State, seat: int, col: int, variant: str) -> list[str]:
    """Rulebook, "Take over a commander": 1 cube per crew member below, in its colour,
    plus 1 of the owner's colour; Idris Yakuul swaps one yellow and one own cube."""
    cost = [crew_colour(state, code) for code in column_crew(state, col)]
    if col > 0:
        owner = state.admin_owner[col - 1]
        if owner not in (-1, seat):
            cost.append(state.players[owner].colour)
    return swap_variant(state, seat, cost, variant)


def why_take(state: State, seat: int, task: Task, args: tuple[str, ...]) -> Message | None:
    if not args or args[0] not in columns(state) or len(args) > 2:
        return msg("magnastorm.no.take_column")
    variant = args[1] if len(args) > 1 else ""
    col = columns(state).index(args[0])
    if variant:
        if variant not in ("own", "yellow"):
            return msg("magnastorm.no.variant")
        if not owns(state, seat, "idris"):
            return msg("magnastorm.no.idris")
        base = take_cost(state, seat, col, "")
        if take_cost(state, seat, col, variant) == base:
            return msg("magnastorm.no.swap_nothing")
    if not column_crew(state, col):
        return msg("magnastorm.no.token_empty" if col == 0 else "magnastorm.no.cmd_empty")
    if col > 0 and state.admin_owner[col - 1] == seat:
        return msg("magnastorm.no.own_cmd")
    cost = take_cost(state, seat, col, variant)
    if not can_pay(state.players[seat], cost):
        return msg("magnastorm.no.afford", cubes=cubes_msg(cost))
    return None


def do_take(state: State, seat: int, task: Task, args: tuple[str, ...], events: Events,
            front: list[Task]) -> None:
    col = columns(state).index(args[0])
    variant = args[1] if len(args) > 1 else ""
    cost = take_cost(state, seat, col, variant)
    pay(state.players[seat], cost)
    crew = column_crew(state, col)
    for r in range(D.ROWS):
        state.upper[r][col] = []
    if col == 0:
        state.first_token = seat
        events.append(Event.of(msg("magnastorm.ev.buys_token", who=who(state, seat),
                                   cubes=cubes_msg(cost))))
        front.append({"k": "park", "seat": seat, "crew": crew})
        front.append({"k": "research", "seat": seat, "areas": list(areas(state)),
                      "why": "first_token"})
        front.append({"k": "colour", "seat": seat, "why": "first_token"})
    else:
        key = state.admin[col - 1]
        events.append(Event.of(msg("magnastorm.ev.takes_over", who=who(state, seat),
                                   commander=D.COMMANDERS[key].name, cubes=cubes_msg(cost))))
        front.append({"k": "park", "seat": seat, "crew": crew})
        previous = state.admin_owner[col - 1]
        state.admin_owner[col - 1] = seat
        state.players[seat].markers -= 1
        if previous >= 0:
            state.players[previous].markers += 1
        transfer_commander(state, key, previous, seat, events, front)
    front.append({"k": "endturn", "seat": seat})
