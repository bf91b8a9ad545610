"""Small facts about a state that several rules need: seating, pawns in play, presence."""

from __future__ import annotations

from games.adastra.data import PAWN_LIMIT, SOL, WINNING_SCORE
from games.adastra.state import State
from games.adastra.terms import faction
from games.core import Event
from games.i18n import Message, msg, render


def name(state: State, seat: int) -> str:
    return state.players[seat].faction


def who(state: State, seat: int) -> Message:
    """A seat's faction, named in the reader's language."""
    return faction(state.players[seat].faction)


def clockwise_from(state: State, seat: int) -> list[int]:
    """All seats, starting with ``seat`` and going clockwise."""
    n = state.num_players
    return [(seat + i) % n for i in range(n)]


def pawns_in_play(state: State, seat: int, pawn: str) -> int:
    if pawn == "starship":
        return state.players[seat].deep_ships + sum(
            p.ships for p in state.planets if p.owner == seat)
    if pawn == "terraformer":
        return sum(1 for p in state.planets if p.owner == seat and p.terraformed)
    return sum(1 for p in state.planets if p.owner == seat and p.building == pawn)


def supply(state: State, seat: int, pawn: str) -> int:
    """Unused pawns of a type (the rulebook allows 4 of each per player)."""
    return PAWN_LIMIT - pawns_in_play(state, seat, pawn)


def systems_with_presence(state: State, seat: int) -> int:
    return len({p.system for p in state.planets if p.owner == seat})


def face_down_left(state: State) -> int:
    return sum(1 for p in state.planets if not p.face_up)


def is_star(system: str) -> bool:
    return system != SOL


def element_points(state: State, seat: int, element: str) -> tuple[int, int]:
    """(points, measure) for a board element; the measure decides the 3-point bonus."""
    if element == "colonies":
        pts = pawns_in_play(state, seat, "colony") + 2 * pawns_in_play(state, seat, "factory")
        return pts, pts
    if element == "starships":
        ships = pawns_in_play(state, seat, "starship")
        return 2 * ships, ships
    if element == "terraformers":
        t = pawns_in_play(state, seat, "terraformer")
        return 3 * t, t
    systems = systems_with_presence(state, seat)
    return systems, systems


def check_winning_score(state: State, seat: int, events: list[Event]) -> None:
    if state.players[seat].score >= WINNING_SCORE and not state.ending:
        # The state keeps the reason in English (stored games and their digests have it);
        # terms.ending() reads it back as a message.
        state.ending = render(msg("adastra.ending.score", who=who(state, seat),
                                  points=WINNING_SCORE))
        events.append(Event.of(msg("adastra.ev.reaches", who=who(state, seat),
                                   score=state.players[seat].score)))
