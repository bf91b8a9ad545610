"""Sectors, the storm and lab majorities (rulebook, "Rotate the center tile", "Scout
runner movement" and "Phase 2: Administration", 2) sector majority).

The centre tile turns one sector clockwise each round, so which sectors are quiet is a
function of the round and the starting area, never stored: every rule that asks "is this
a storm?" or "who has the majority here?" computes it from the state.
"""

from __future__ import annotations

from . import data as D
from .common import board
from .state import State


def quiet_sectors(state: State) -> list[int]:
    """The 3 quiet sectors: trailing, middle and leading (income tables in this order)."""
    mid = (D.QUIET_MIDDLE_ROUND1[state.start_area] + state.round - 1) % D.SECTORS
    return [(mid - 1) % D.SECTORS, mid, (mid + 1) % D.SECTORS]


def is_storm(state: State, sector: int) -> bool:
    return sector not in quiet_sectors(state)


def clockwise_distance(state: State, sector: int) -> int:
    """Sectors to travel clockwise from a storm sector to the nearest quiet one."""
    return (quiet_sectors(state)[0] - sector) % D.SECTORS


def sector_of(state: State, space: str) -> int:
    return board(state).spaces[space].sector


def runner_in_storm(state: State, seat: int) -> bool:
    return is_storm(state, sector_of(state, state.runners[seat]))


def labs_in_sector(state: State, seat: int, sector: int) -> int:
    spaces = board(state).spaces
    return sum(n for sp, (owner, n) in state.labs.items()
               if owner == seat and spaces[sp].sector == sector)


def sole_majority(state: State, sector: int) -> int:
    """The seat with more labs in the sector than every other player, else -1."""
    counts = [labs_in_sector(state, s, sector) for s in range(state.num_players)]
    best = max(counts)
    if best == 0 or counts.count(best) != 1:
        return -1
    return counts.index(best)


def sole_most_knowledge(state: State, seat: int, area: int) -> bool:
    mine = state.players[seat].research[area]
    return all(p.research[area] < mine for s, p in enumerate(state.players) if s != seat)
