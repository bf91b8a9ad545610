"""Option 2 of a turn: a crew member from the upper panel performs an action on the lower
panel (rulebook, "2) Perform an action on the lower action panel" and "Action panel full";
Kim-Kin Park).

The row the crew member lands in sets the price of option A (:mod:`.movement`) and the
cubes of option B (:mod:`.gain_cubes`); the choice between them is checked here.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import Message, msg

from . import data as D
from .common import (
    Events,
    can_pay,
    colour_word,
    columns,
    crew_colour,
    cube_colours,
    cubes_msg,
    owns,
    parse_cell,
    who,
)
from .movement import move_cost
from .panels import column_crew, lower_full, panel_cells
from .state import State, Task


def crew_allowed(state: State, seat: int, code: int) -> bool:
    """Rulebook: neutral or own crew; an opponent's only when none of those is left."""
    if code in (-1, seat):
        return True
    everything = [x for r, c in panel_cells(state) for x in state.upper[r][c]]
    return -1 not in everything and seat not in everything


def why_crew(state: State, seat: int, task: Task, args: tuple[str, ...]) -> Message | None:
    if len(args) != 2 or args[0] not in columns(state):
        return msg("magnastorm.no.crew_args")
    col = columns(state).index(args[0])
    colours = cube_colours(state)
    if args[1] not in colours:
        return msg("magnastorm.no.crew_colour", colour=args[1])
    code = colours.index(args[1]) - 1
    if code not in column_crew(state, col):
        return msg("magnastorm.no.crew_column", colour=colour_word(args[1]), column=args[0])
    if not crew_allowed(state, seat, code):
        return msg("magnastorm.no.crew_opponent")
    return None


def do_crew(state: State, seat: int, task: Task, args: tuple[str, ...], events: Events,
            front: list[Task]) -> None:
    col = columns(state).index(args[0])
    code = cube_colours(state).index(args[1]) - 1
    for r in reversed(range(D.ROWS)):
        if code in state.upper[r][col]:
            state.upper[r][col].remove(code)
            break
    events.append(Event.of(msg("magnastorm.ev.takes_crew", who=who(state, seat),
                               colour=colour_word(args[1]), column=args[0]), minor=True))
    front.append({"k": "place", "seat": seat, "code": code})
    front.append({"k": "endturn", "seat": seat})


def why_place(state: State, seat: int, task: Task, args: tuple[str, ...]) -> Message | None:
    if len(args) != 1 or parse_cell(args[0]) is None:
        return msg("magnastorm.no.place_space")
    cell = parse_cell(args[0])
    assert cell is not None
    r, c = cell
    if c >= len(columns(state)):
        return msg("magnastorm.no.place_column")
    if not state.lower[r][c]:
        return None
    if task["k"] == "place" and owns(state, seat, "kimkin") and not state.kimkin_used[seat]:
        return None  # Kim-Kin Park: once per round on an already used space
    if lower_full(state):
        return None if r == D.ROWS - 1 else msg("magnastorm.no.lower_full")
    return msg("magnastorm.no.space_used")


def do_place(state: State, seat: int, task: Task, args: tuple[str, ...], events: Events,
             front: list[Task]) -> None:
    r, c = parse_cell(args[0]) or (0, 0)
    used = bool(state.lower[r][c])
    if task["k"] == "park":
        code = task["crew"][0]
        state.lower[r][c].append(code)
        rest = task["crew"][1:]
        events.append(Event.of(msg("magnastorm.ev.parks", who=who(state, seat),
                                   colour=colour_word(crew_colour(state, code)),
                                   space=args[0]), minor=True))
        if rest:
            front.append({"k": "park", "seat": seat, "crew": rest})
        return
    if used and not lower_full(state):
        state.kimkin_used[seat] = True
        events.append(Event.of(msg("magnastorm.ev.kimkin", who=who(state, seat),
                                   space=args[0])))
    state.lower[r][c].append(task["code"])
    events.append(Event.of(msg("magnastorm.ev.places_crew", who=who(state, seat),
                               space=args[0]), minor=True))
    front.append({"k": "action", "seat": seat, "space": args[0]})


def why_action(state: State, seat: int, task: Task, verb: str,
               args: tuple[str, ...]) -> Message | None:
    if verb == "cubes":
        return None if not args else msg("magnastorm.no.cubes_args")
    variant = args[0] if args else ""
    if len(args) > 1 or variant not in ("", "own", "yellow"):
        return msg("magnastorm.no.move_args")
    if variant:
        if not owns(state, seat, "idris"):
            return msg("magnastorm.no.idris")
        if move_cost(state, seat, task["space"], variant) == move_cost(
                state, seat, task["space"], ""):
            return msg("magnastorm.no.swap_nothing")
    cost = move_cost(state, seat, task["space"], variant)
    if not can_pay(state.players[seat], cost):
        return msg("magnastorm.no.afford_move", cubes=cubes_msg(cost))
    return None
