"""Shared pieces every rulebook section uses: the board for the player count, names,
CreditCube payments, the reputation track and action-panel space names.

Rulebook, "Shared components" and "Components in each of the 4 player colors": cubes are
counted per colour in a player's supply, a printed cost says "own" for the payer's colour,
and the reputation track both scores and (at the goal for the player count) triggers the
end of the game, which is why :func:`add_reputation` is the only way reputation changes.
These helpers know nothing of whose turn it is, so every other module can use them.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.core import Event
from games.i18n import Message, joined, msg, render
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


def who(state: State, seat: int) -> Message:
    """A seat's name (its federation colour) as a catalogue term."""
    return msg(f"magnastorm.player.{state.players[seat].colour}")


def seats_msg(state: State, seats: Iterable[int]) -> Message:
    """Seats' names joined with commas (a turn order)."""
    return joined(who(state, s) for s in seats)


def colour_word(colour: str, count: int = 1) -> Message:
    """A cube or crew colour as an adjective (``count`` chooses the plural form)."""
    return msg(f"magnastorm.{'colour' if count == 1 else 'colours'}.{colour}")


def area_word(area: str) -> Message:
    """A research area (or white, any area) by its name."""
    return msg(f"magnastorm.area.{area}")


def areas_msg(names: Iterable[str]) -> Message:
    return joined(area_word(a) for a in names)


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


def cubes_msg(cubes: list[str]) -> Message:
    """Cubes counted by colour, in order of first appearance ("1 grey, 3 yellow")."""
    if not cubes:
        return msg("magnastorm.nothing")
    counts: dict[str, int] = {}
    for c in cubes:
        counts[c] = counts.get(c, 0) + 1
    return joined(msg("magnastorm.cubes", n=n, colour=colour_word(c, n))
                  for c, n in counts.items())


def cubes_text(cubes: list[str]) -> str:
    """:func:`cubes_msg` in English."""
    return render(cubes_msg(cubes))


def add_reputation(state: State, seat: int, amount: int, events: Events) -> None:
    """Move a reputation marker; the track stops at 0 (the rulebook shows no negatives)."""
    p = state.players[seat]
    p.reputation = max(0, p.reputation + amount)
    goal = D.END_REPUTATION[state.num_players]
    if p.reputation >= goal and not state.end_triggered and state.phase != "over":
        state.end_triggered = True
        # The state keeps the reason in English (stored games and their digests); the
        # outcome words it again from :func:`end_reason_msg`.
        state.end_reason = render(msg("magnastorm.reason.reached", who=who(state, seat),
                                      goal=goal))
        events.append(Event.of(msg("magnastorm.ev.end_triggered", who=who(state, seat),
                                   goal=goal)))


def end_reason_msg(state: State) -> Message:
    """Why the game ended, as a message (read back from ``state.end_reason``)."""
    for seat in range(state.num_players):
        if state.end_reason.startswith(name(state, seat) + " "):
            return msg("magnastorm.reason.reached", who=who(state, seat),
                       goal=D.END_REPUTATION[state.num_players])
    return msg("magnastorm.reason.rounds", round=D.LAST_ROUND)


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
