"""Helpers for Magnastorm rule tests: ready-made positions and terse ways to play them."""

from __future__ import annotations

import json
from typing import Any

import pytest

from games.core import IllegalMove
from games.magnastorm import GAME
from games.magnastorm.state import State

GREY, PURPLE, PINK, ORANGE = 0, 1, 2, 3


def ready(players: int = 4, seed: int = 0, **options: Any) -> State:
    """A game past its starting positions, seat 0 first, at seat 0's first turn."""
    state = GAME.setup(players, seed, {"first_player": 0, **options})
    while state.phase == "setup":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    return state


def scene(players: int = 4, seed: int = 0) -> State:
    """A turn-phase state with empty panels, no cubes and no research, for hand-made
    situations; tests put exactly what they need on it."""
    state = ready(players, seed)
    for p in state.players:
        p.cubes = {}
        p.research = [0] * len(p.research)
    for panel in (state.upper, state.lower):
        for row in panel:
            for cell in row:
                cell.clear()
    state.upper[0][0].append(-1)  # keep the phase going
    return state


def decide(state: State, *tasks: dict[str, Any]) -> State:
    """Put decisions at the front of the queue (followed by the end of the turn)."""
    state.queue = [dict(t) for t in tasks]
    if tasks[0]["k"] != "turn":  # a turn task queues its own end
        state.queue.append({"k": "endturn", "seat": tasks[0]["seat"]})
    return state


def movement(seat: int, steps: int = 1, **extra: Any) -> dict[str, Any]:
    task = {"k": "movement", "seat": seat, "steps": steps, "stepped": False,
            "boosted": False, "tx": "", "at": "", "extralab": False}
    task.update(extra)
    return task


def play(state: State, seat: int, text: str) -> State:
    new, _ = GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    return new


def play_events(state: State, seat: int, text: str) -> tuple[State, list[str]]:
    new, events = GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    return new, [e.text for e in events]


def refuse(state: State, seat: int, text: str, fragment: str) -> None:
    before = json.dumps(GAME.to_json(state), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    assert fragment in err.value.message, err.value.message
    assert json.dumps(GAME.to_json(state), sort_keys=True) == before


def moves(state: State, seat: int) -> list[str]:
    return [GAME.format_move(state, m) for m in GAME.legal_moves(state, seat)
            if m.verb != "trade"]
