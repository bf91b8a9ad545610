"""Option A: move a scout runner (rulebook, "A) Move a scout runner (and drop off a turtle
lab)", "Scout runner movement" and "Transmitter stations"; Mira Mascovic, Justin B.
Beeper, Sayuri Modo).

A movement is one ``movement`` decision re-queued after every step, carrying its range,
whether it stepped, started at a station or may build one; when it ends, the lab stage
of :mod:`.labs` follows. The storm rule (never into a storm, except leaving one) is in
:func:`step_targets`.

Leaving a storm. The rulebook ("Scout runner movement"): "If your scout runner is already
in one of the 3 storm sectors, you must move your scout runner into a quiet sector. If
that is not possible, you must move clockwise towards the nearest quiet sector." The
sentence speaks of the whole movement (all the areas its range allows), which the engine
plays one area at a time, so each step is read against what the rest of the movement can
still reach:

- If a quiet area is within the steps left, the runner must take a shortest way into
  quiet: a quiet area next to it, else a storm area one step closer to quiet. So space 53
  (area 6b) with range 2 in round 2 (start area 1) goes 6b -> 6a -> 1a: the step inside
  sector 6 is how the movement reaches quiet sector 1. Storm areas further from quiet
  clockwise than where the runner stands are never on the way.
- Otherwise it must move clockwise: towards the storm sector nearest (clockwise) to the
  trailing quiet sector that it can reach, by a shortest way that never goes back
  counter-clockwise. "The nearest quiet sector" is read as the nearest one clockwise,
  since the sentence names the direction.
- If neither is possible (no quiet area and no sector nearer clockwise within range), the
  runner may stay: "stop" is then allowed.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import Message, msg

from . import data as D
from .commanders import swap_variant
from .common import (
    Events,
    add_reputation,
    board,
    colour_word,
    cube_colours,
    cubes_msg,
    gain_cube,
    owns,
    parse_cell,
    pay,
    resolve,
    who,
)
from .labs import why_slot
from .panels import lower_bonuses
from .sectors import clockwise_distance, is_storm, runner_in_storm, sector_of
from .state import State, Task


def move_cost(state: State, seat: int, space: str, variant: str) -> list[str]:
    """The red display of the row (rulebook, "Move a scout runner"), with Idris Yakuul's
    swap and Sayuri Modo's discount of 1 own cube."""
    row = parse_cell(space)
    assert row is not None
    cost = swap_variant(state, seat, resolve(state, seat, D.ROW_TABLE[row[0]].move), variant)
    own = state.players[seat].colour
    if owns(state, seat, "sayuri") and own in cost:
        cost.remove(own)
    return cost


def do_move_action(state: State, seat: int, task: Task, args: tuple[str, ...],
                   events: Events, front: list[Task]) -> None:
    """Rulebook, "A) Move a scout runner (and drop off a turtle lab)"."""
    space = task["space"]
    cost = move_cost(state, seat, space, args[0] if args else "")
    pay(state.players[seat], cost)
    bonus = lower_bonuses(state).get(space, "")
    events.append(Event.of(msg("magnastorm.ev.pays_move", who=who(state, seat),
                               cubes=cubes_msg(cost))))
    front.append({"k": "movement", "seat": seat, "steps": 2 if bonus == D.B_RANGE else 1,
                  "stepped": False, "boosted": False, "tx": "", "at": "",
                  "extralab": bonus == D.B_LAB})
    if owns(state, seat, "adira"):
        front.append({"k": "study", "seat": seat})
    if bonus and bonus not in D.A_ONLY and bonus not in D.B_ONLY:
        front.append({"k": "space_bonus", "seat": seat, "bonus": bonus})


def step_targets(state: State, seat: int, task: Task) -> list[str]:
    """Spaces one step away: same area or an adjacent area, never into a storm unless the
    runner is leaving one (see the module docstring, "Leaving a storm")."""
    b = board(state)
    if task["at"]:
        area_list = list(b.transmitters[task["at"]].areas)
        here = ""
    else:
        here = state.runners[seat]
        area = b.spaces[here].area
        if is_storm(state, b.area_sector[area]):
            return [sp for a in storm_exits(state, area, int(task["steps"]))
                    for sp in b.areas[a]]
        area_list = [area, *b.links[area]]
    return [sp for a in area_list if not is_storm(state, b.area_sector[a])
            for sp in b.areas[a] if sp != here]


def storm_exits(state: State, origin: str, steps: int) -> list[str]:
    """The areas a runner in the storm area ``origin`` may step into with ``steps`` left.

    Areas are ranked by how far they are from quiet: 0 for a quiet area, else the
    clockwise distance of their sector to the nearest quiet one. The movement aims at the
    best rank it can reach within ``steps``, through areas no worse than ``origin``; a
    step is allowed when it lies on a shortest way there. No better rank in reach means
    no step (the runner may stay).
    """
    b = board(state)

    def rank(area: str) -> int:
        sector = b.area_sector[area]
        return clockwise_distance(state, sector) if is_storm(state, sector) else 0

    limit = rank(origin)

    def near(start: set[str], depth: int) -> dict[str, int]:
        """Breadth-first distances from ``start`` over areas ranked no worse than origin."""
        dist = dict.fromkeys(start, 0)
        frontier = list(start)
        for d in range(1, depth + 1):
            frontier = [n for a in frontier for n in b.links[a]
                        if n not in dist and rank(n) <= limit]
            for n in frontier:
                dist.setdefault(n, d)
        return dist

    reach = near({origin}, steps)
    best = min(rank(a) for a in reach)
    if best >= limit:
        return []
    goals = {a for a in reach if rank(a) == best}
    to_goal = near(goals, steps)
    way = min(reach[a] for a in goals)
    return [n for n in b.links[origin] if rank(n) <= limit and to_goal.get(n) == way - 1]


def why_movement(state: State, seat: int, task: Task, verb: str,
                 args: tuple[str, ...]) -> Message | None:
    b = board(state)
    p = state.players[seat]
    if verb == "go":
        if len(args) != 1 or args[0] not in b.spaces:
            return msg("magnastorm.no.go_space")
        if task["steps"] <= 0:
            return msg("magnastorm.no.no_steps")
        if args[0] not in step_targets(state, seat, task):
            target_area = b.spaces[args[0]].area
            if task["at"]:
                near = set(b.transmitters[task["at"]].areas)
            else:
                here = b.spaces[state.runners[seat]].area
                near = {here, *b.links[here]}
            if target_area in near and not task["at"] and runner_in_storm(state, seat):
                return msg("magnastorm.no.storm_leave")
            if target_area in near and is_storm(state, sector_of(state, args[0])):
                return msg("magnastorm.no.into_storm")
            return msg("magnastorm.no.reach")
        return None
    if verb == "stop":
        if args:
            return msg("magnastorm.no.stop_args")
        if task["at"]:
            return msg("magnastorm.no.stop_tx")
        if (runner_in_storm(state, seat) and task["steps"] > 0
                and step_targets(state, seat, task)):
            return msg("magnastorm.no.stop_storm")
        return None
    if verb == "from":
        if task["stepped"] or task["at"]:
            return msg("magnastorm.no.from_late")
        if not args or args[0] not in b.transmitters:
            return msg("magnastorm.no.from_name")
        owner = state.stations.get(args[0], -1)
        if owner < 0:
            return msg("magnastorm.no.from_none")
        if owner == seat:
            if len(args) != 1:
                return msg("magnastorm.no.from_own")
        else:
            if len(args) != 2 or args[1] not in cube_colours(state):
                return msg("magnastorm.no.from_pay", who=who(state, owner), station=args[0])
            if p.cubes.get(args[1], 0) < 1:
                return msg("magnastorm.no.no_cube", colour=colour_word(args[1]))
        probe = dict(task)
        probe["at"] = args[0]
        if not step_targets(state, seat, probe):
            return msg("magnastorm.no.from_storm")
        return None
    if verb == "jump":
        if not owns(state, seat, "mira"):
            return msg("magnastorm.no.mira")
        if task["stepped"] or task["at"]:
            return msg("magnastorm.no.mira_late")
        if len(args) != 1 or args[0] not in b.spaces:
            return msg("magnastorm.no.jump_space")
        return None if args[0] in jump_targets(state, seat) else msg(
            "magnastorm.no.jump_target")
    if verb == "boost":
        if not owns(state, seat, "justin"):
            return msg("magnastorm.no.justin")
        if task["boosted"]:
            return msg("magnastorm.no.boosted")
        if len(args) != 1 or args[0] not in cube_colours(state):
            return msg("magnastorm.no.boost_cube")
        if args[0] == p.colour:
            return msg("magnastorm.no.boost_own")
        if p.cubes.get(args[0], 0) < 1:
            return msg("magnastorm.no.no_cube", colour=colour_word(args[0]))
        return None
    if verb == "build":
        if not task["tx"]:
            return msg("magnastorm.no.build")
        return why_slot(state, seat, args, "station")
    return msg("magnastorm.no.verb", verb=verb)


def jump_targets(state: State, seat: int) -> list[str]:
    b = board(state)
    lab_areas = {b.spaces[sp].area for sp in state.labs}
    return [sp for a in sorted(lab_areas) for sp in b.areas[a]
            if sp != state.runners[seat] and not is_storm(state, b.spaces[sp].sector)]


def do_movement(state: State, seat: int, task: Task, verb: str, args: tuple[str, ...],
                events: Events, front: list[Task]) -> None:
    b = board(state)
    p = state.players[seat]
    task = dict(task)  # the popped task is re-queued when the movement continues
    if verb == "go":
        start_area = (b.spaces[state.runners[seat]].area if not task["at"] else "")
        target = args[0]
        end_area = b.spaces[target].area
        state.runners[seat] = target
        task["steps"] -= 1
        task["stepped"] = True
        task["tx"] = ""
        task["at"] = ""
        events.append(Event.of(msg("magnastorm.ev.runner_moves", who=who(state, seat),
                                   space=target), minor=True))
        if start_area and b.area_sector[start_area] != b.area_sector[end_area]:
            tx = b.link_tx.get((min(start_area, end_area), max(start_area, end_area)))
            if tx and tx not in state.stations and any(p.stations):
                task["tx"] = tx
        continue_movement(state, seat, task, events, front)
    elif verb == "stop":
        end_movement(state, seat, task, front)
    elif verb == "from":
        owner = state.stations[args[0]]
        if owner != seat:
            pay(p, [args[1]])
            gain_cube(state.players[owner], args[1])
            events.append(Event.of(msg("magnastorm.ev.station_pay", who=who(state, seat),
                                       colour=colour_word(args[1]), owner=who(state, owner),
                                       station=args[0])))
        else:
            events.append(Event.of(msg("magnastorm.ev.own_station", who=who(state, seat),
                                       station=args[0]), minor=True))
        task["at"] = args[0]
        front.append(task)
    elif verb == "jump":
        state.runners[seat] = args[0]
        events.append(Event.of(msg("magnastorm.ev.jump", who=who(state, seat),
                                   space=args[0])))
        end_movement(state, seat, task, front)
    elif verb == "boost":
        pay(p, [args[0]])
        task["steps"] += 1
        task["boosted"] = True
        events.append(Event.of(msg("magnastorm.ev.boost", who=who(state, seat),
                                   colour=colour_word(args[0]))))
        front.append(task)
    elif verb == "build":
        slot = int(args[0]) - 1
        free = len(args) == 2
        cost = [] if free else resolve(state, seat, D.STATION_COSTS[slot])
        if free:
            state.kaysia_used = True
        pay(p, cost)
        p.stations[slot] = False
        state.stations[task["tx"]] = seat
        events.append(Event.of(msg("magnastorm.ev.build_free" if free else
                                   "magnastorm.ev.build", who=who(state, seat),
                                   station=task["tx"], cubes=cubes_msg(cost))))
        add_reputation(state, seat, D.STATION_REPUTATION, events)
        task["tx"] = ""
        continue_movement(state, seat, task, events, front)


def continue_movement(state: State, seat: int, task: Task, events: Events,
                      front: list[Task]) -> None:
    if task["steps"] > 0 or task["tx"]:
        front.append(task)
    else:
        end_movement(state, seat, task, front)


def end_movement(state: State, seat: int, task: Task, front: list[Task]) -> None:
    """After moving (or staying), offer to drop a turtle lab (rulebook, "Turtle labs");
    the movement task carries the action space's extra-lab bonus along."""
    front.append({"k": "labstage", "seat": seat, "extralab": task["extralab"]})
