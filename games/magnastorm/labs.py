"""Dropping turtle labs (rulebook, "Turtle labs"; the extra-lab bonus space, Azrea
Bonsmai and Kaysia Vasidis).

After a movement the runner may leave a lab on a quiet coloured space without a lab; the
first lab of the stop gives a research level in the space's colour (any area on white),
extra labs (bonus space, Azrea Bonsmai) give none. Player-board slots and their printed
costs are checked by :func:`why_slot`, which transmitter stations share.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import Message, msg
from games.notation_kit import count_or_none, is_count

from . import data as D
from .common import Events, board, can_pay, cubes_msg, owns, pay, resolve, who
from .research import gain_level, open_areas
from .sectors import is_storm
from .state import State, Task


def why_slot(state: State, seat: int, args: tuple[str, ...], what: str) -> Message | None:
    """Checks 'lab N [free]' and 'build N [free]' (the player-board slot to take from)."""
    p = state.players[seat]
    slots = p.labs if what == "lab" else p.stations
    costs = D.LAB_COSTS if what == "lab" else D.STATION_COSTS
    if not args or not is_count(args[0]) or len(args) > 2:
        return msg(f"magnastorm.no.{what}_slot")
    number = count_or_none(args[0], 1, len(slots))
    if number is None or str(number) != args[0] or not slots[number - 1]:
        return msg(f"magnastorm.no.{what}_empty", slot=args[0])
    i = number - 1
    free = len(args) == 2
    if free:
        if args[1] != "free":
            return msg("magnastorm.no.free_word")
        if not owns(state, seat, "kaysia"):
            return msg("magnastorm.no.kaysia")
        if state.kaysia_used:
            return msg("magnastorm.no.kaysia_used")
        if not costs[i]:
            return msg("magnastorm.no.free_anyway")
    cost = [] if free else resolve(state, seat, costs[i])
    return None if can_pay(p, cost) else msg("magnastorm.no.afford", cubes=cubes_msg(cost))


def auto_labstage(state: State, task: Task, events: Events, front: list[Task]) -> None:
    seat = task["seat"]
    space = state.runners[seat]
    sp = board(state).spaces[space]
    if sp.colour is None or space in state.labs or is_storm(state, sp.sector):
        return
    if not any(state.players[seat].labs):
        return
    extras = []
    if task.get("extralab"):
        extras.append("bonus")
    if owns(state, seat, "azrea"):
        extras.append("azrea")
    front.append({"k": "lab", "seat": seat, "space": space, "first": True,
                  "extras": extras})


def lab_cost(state: State, seat: int, task: Task, slot: int, free: bool) -> list[str]:
    cost = [] if free else resolve(state, seat, D.LAB_COSTS[slot])
    if not task["first"] and task["extras"] and task["extras"][0] == "azrea":
        cost = [*cost, state.players[seat].colour]
    return cost


def why_lab(state: State, seat: int, task: Task, args: tuple[str, ...]) -> Message | None:
    reason = why_slot(state, seat, args, "lab")
    if reason and reason.key != "magnastorm.no.afford":
        return reason
    cost = lab_cost(state, seat, task, int(args[0]) - 1, len(args) == 2)
    if not can_pay(state.players[seat], cost):
        return msg("magnastorm.no.afford", cubes=cubes_msg(cost))
    return None


def do_lab(state: State, seat: int, task: Task, args: tuple[str, ...], events: Events,
           front: list[Task]) -> None:
    p = state.players[seat]
    slot = int(args[0]) - 1
    free = len(args) == 2
    cost = lab_cost(state, seat, task, slot, free)
    if free:
        state.kaysia_used = True
    pay(p, cost)
    p.labs[slot] = False
    space = task["space"]
    _owner, count = state.labs.get(space, [seat, 0])
    state.labs[space] = [seat, count + 1]
    how = "lab" if task["first"] else (
        "lab_azrea" if task["extras"][0] == "azrea" else "lab_extra")
    events.append(Event.of(msg(f"magnastorm.ev.{how}", who=who(state, seat), space=space,
                               cubes=cubes_msg(cost))))
    extras = list(task["extras"]) if task["first"] else list(task["extras"][1:])
    if task["first"]:
        colour = board(state).spaces[space].colour
        if colour == D.WHITE:
            front.append({"k": "research", "seat": seat, "areas": open_areas(state, seat),
                          "why": "white_lab"})
        elif colour:
            gain_level(state, seat, colour, events, front)
    if extras and any(p.labs):
        front.append({"k": "lab", "seat": seat, "space": space, "first": False,
                      "extras": extras})
