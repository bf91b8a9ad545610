"""Objectives (rulebook, "Objectives", "Research objectives" and "Sector objectives"; Ellen
B. Outridge).

At the end of a turn a player may fulfil one objective as a free action. The thresholds
depend on the round; fulfilling one pays by moving research markers down or taking labs
back, and the objective's ladder gives the next reputation value.
"""

from __future__ import annotations

from itertools import combinations

from games.core import Event
from games.i18n import Message, joined, msg

from . import data as D
from .common import Events, add_reputation, area_word, areas, board, owns, who
from .research import open_areas
from .sectors import labs_in_sector, quiet_sectors, sole_majority, sole_most_knowledge
from .state import State, Task


def objective_amounts(state: State, card: str) -> tuple[int, int]:
    """(levels down per marker, labs per sector) for the card in the current round.

    What a card costs is also what it asks for: a marker must be at least as high as it
    goes down, a sector must hold at least the labs taken from it."""
    rnd = state.round
    return {
        "r1": (10, 0), "r2": (2, 0), "r3": (4 if rnd == 1 else 6 if rnd == 2 else 8, 0),
        "r4": (3 if rnd == 1 else 5, 0), "s1": (0, 2), "s2": (0, 4), "s3": (0, 1),
        "s4": (0, 2 if rnd == 1 else 3),
    }[card]


def objective_options(state: State, seat: int, slot: int) -> list[tuple[str, ...]]:
    """Every way the seat can fulfil the objective in ``slot`` now (targets as args)."""
    p = state.players[seat]
    if slot in p.objectives or not state.ladders[slot]:
        return []
    card = state.objectives[slot]
    rnd = state.round
    names = areas(state)
    lv = p.research
    down, per_sector = objective_amounts(state, card)
    out: list[tuple[str, ...]] = []
    if card == "r1":
        out = [(a,) for i, a in enumerate(names) if lv[i] >= down]
    elif card == "r2":
        k = 2 if rnd == 1 else 3
        for combo in combinations(range(len(names)), k):
            if all(lv[i] >= down for i in combo) and any(
                    sole_most_knowledge(state, seat, i) for i in combo):
                out.append(tuple(names[i] for i in combo))
    elif card == "r3":
        out = [(a,) for i, a in enumerate(names)
               if lv[i] >= down and sole_most_knowledge(state, seat, i)]
    elif card == "r4":
        need = 2 if rnd == 1 else 3
        if len(p.commanders) >= need:
            out = [(a,) for i, a in enumerate(names) if lv[i] >= down]
    else:
        counts = [labs_in_sector(state, seat, s) for s in range(D.SECTORS)]
        if card == "s1":
            for a, b in combinations(range(D.SECTORS), 2):
                if counts[a] >= per_sector and counts[b] >= per_sector and (
                        sole_majority(state, a) == seat or sole_majority(state, b) == seat):
                    out.append((f"s{a + 1}", f"s{b + 1}"))
        elif card == "s2":
            out = [(f"s{a + 1}",) for a in range(D.SECTORS) if counts[a] >= per_sector]
        elif card == "s3":
            for combo in combinations(range(D.SECTORS), 4):
                if all(counts[a] >= per_sector for a in combo):
                    out.append(tuple(f"s{a + 1}" for a in combo))
        elif card == "s4":
            quiet = quiet_sectors(state)
            for a in sorted(quiet):
                for b in range(D.SECTORS):
                    if b not in quiet and counts[a] >= per_sector and counts[b] >= per_sector:
                        out.append((f"s{a + 1}", f"s{b + 1}"))
    return out


def why_objective(state: State, seat: int, task: Task,
                  args: tuple[str, ...]) -> Message | None:
    if not args or args[0] not in ("1", "2", "3", "4"):
        return msg("magnastorm.no.obj_slot")
    slot = int(args[0]) - 1
    p = state.players[seat]
    if slot in p.objectives:
        return msg("magnastorm.no.obj_done")
    if not state.ladders[slot]:
        return msg("magnastorm.no.obj_full")
    options = objective_options(state, seat, slot)
    if tuple(args[1:]) in options:
        return None
    if not options:
        return msg("magnastorm.no.obj_unmet")
    return msg("magnastorm.no.obj_targets", example=" ".join((args[0], *options[0])))


def do_objective(state: State, seat: int, task: Task, args: tuple[str, ...],
                 events: Events, front: list[Task]) -> None:
    slot = int(args[0]) - 1
    card = state.objectives[slot]
    p = state.players[seat]
    down, per_sector = objective_amounts(state, card)
    if down:
        for a in args[1:]:
            p.research[areas(state).index(a)] -= down
    else:
        for s in args[1:]:
            remove_labs(state, seat, int(s[1:]) - 1, per_sector)
    value = state.ladders[slot].pop(0)
    p.objectives.append(slot)
    p.markers -= 1
    events.append(Event.of(msg("magnastorm.ev.objective", who=who(state, seat), slot=args[0],
                               targets=objective_targets(args[1:]), value=value)))
    add_reputation(state, seat, value, events)
    if owns(state, seat, "ellen"):
        add_reputation(state, seat, 1, events)
        events.append(Event.of(msg("magnastorm.ev.ellen", who=who(state, seat))))
        front.append({"k": "research", "seat": seat, "areas": open_areas(state, seat),
                      "why": "ellen"})


def objective_targets(targets: tuple[str, ...]) -> Message:
    """An objective's targets: sectors by their name (``s2``), research areas by theirs."""
    return joined(area_word(t) if t in D.AREAS_4 else t for t in targets)


def remove_labs(state: State, seat: int, sector: int, n: int) -> None:
    """Remove labs from a sector, stacked spaces first, then in board order; they return
    to the right-most empty slots of the player board (rulebook, "Sector objectives")."""
    b = board(state)
    spaces = sorted((sp for sp, (o, _) in state.labs.items()
                     if o == seat and b.spaces[sp].sector == sector),
                    key=lambda sp: (-state.labs[sp][1], int(sp)))
    p = state.players[seat]
    for sp in spaces:
        while n > 0 and sp in state.labs:
            state.labs[sp][1] -= 1
            if state.labs[sp][1] == 0:
                del state.labs[sp]
            n -= 1
            for i in reversed(range(len(p.labs))):
                if not p.labs[i]:
                    p.labs[i] = True
                    break
