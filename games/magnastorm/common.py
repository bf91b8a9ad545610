"""Shared pieces every rulebook section uses: the board for the player count, names,
CreditCube payments, the reputation track and action-panel space names.

Rulebook, "Shared components" and "Components in each of the 4 player colors": cubes are
counted per colour in a player's supply, a printed cost says "own" for the payer's colour,
and the reputation track both scores and (at the goal for the player count) triggers the
end of the game, which is why :func:`add_reputation` is the only way reputation changes.
These helpers know nothing of whose turn it is, so every other module can use them.
"""

from __future__ import annotations

from games.core import Event
from games.notation_kit import count_or_none

from . import data as D
from .state import Player, State

Events = list[Event]


def board(state: State) -> D.Board:
    return D.board_for(state.num_players)


def areas(state: State) -> tuple[str, ...]:
    return D.areas_for(state.num_players)


def columns(state: State) -> str:
    return D.columns_for(state.num_players)


def player_colours(state: State) -> list[str]:
    return [p.colour for p in state.players]


def cube_colours(state: State) -> list[str]:
    return [D.YELLOW, *player_colours(state)]


def name(state: State, seat: int) -> str:
    return state.players[seat].colour.capitalize()


def crew_colour(state: State, code: int) -> str:
    return D.YELLOW if code < 0 else state.players[code].colour


def resolve(state: State, seat: int, cost: tuple[str, ...] | list[str]) -> list[str]:
    """Turn a printed cost (with "own") into cube colours for one player."""
    own = state.players[seat].colour
    return [own if c == D.OWN else c for c in cost]


def can_pay(p: Player, cubes: list[str]) -> bool:
    need: dict[str, int] = {}
    for c in cubes:
        need[c] = need.get(c, 0) + 1
    return all(p.cubes.get(c, 0) >= n for c, n in need.items())


def pay(p: Player, cubes: list[str]) -> None:
    for c in cubes:
        p.cubes[c] -= 1
        if not p.cubes[c]:
            del p.cubes[c]


def gain_cube(p: Player, colour: str, n: int = 1) -> None:
    p.cubes[colour] = p.cubes.get(colour, 0) + n


def cubes_text(cubes: list[str]) -> str:
    if not cubes:
        return "nothing"
    counts: dict[str, int] = {}
    for c in cubes:
        counts[c] = counts.get(c, 0) + 1
    return ", ".join(f"{n} {c}" for c, n in counts.items())


def add_reputation(state: State, seat: int, amount: int, events: Events) -> None:
    """Move a reputation marker; the track stops at 0 (the rulebook shows no negatives)."""
    p = state.players[seat]
    p.reputation = max(0, p.reputation + amount)
    goal = D.END_REPUTATION[state.num_players]
    if p.reputation >= goal and not state.end_triggered and state.phase != "over":
        state.end_triggered = True
        state.end_reason = f"{name(state, seat)} reached {goal} reputation"
        events.append(Event(f"{name(state, seat)} reached {goal} reputation: the game ends "
                            "after the last player in turn order has acted."))


def owns(state: State, seat: int, key: str) -> bool:
    return key in state.players[seat].commanders


def parse_cell(text: str) -> tuple[int, int] | None:
    """'b3' -> (row 2, column 1)."""
    number = count_or_none(text[1:], 1, D.ROWS)
    if len(text) != 2 or text[0] not in D.COLUMNS_ALL or number is None:
        return None
    return number - 1, D.COLUMNS_ALL.index(text[0])


def cell_name(row: int, col: int) -> str:
    return f"{D.COLUMNS_ALL[col]}{row + 1}"
