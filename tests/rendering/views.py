"""Real Ad Astra views for the rendering tests: random legal playouts, stopped at the
moments worth drawing (start, planning, mid-game action, trade, offer, landing, the end)."""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Callable
from typing import Any

from games.adastra import GAME, State

View = dict[str, Any]
Moment = Callable[[View], bool]

MOMENTS: dict[str, Moment] = {
    "planning": lambda v: v["phase"] == "planning" and v["round"] >= 2
    and sum(b["owner"] is not None for b in v["planning"]["board"]) >= 5,
    "mid": lambda v: v["phase"] == "action" and v["round"] >= 3,
    "trade": lambda v: bool(v["trade_open"]),
    "offer": lambda v: bool(v["current"] and v["current"]["offer"]),
    "landing": lambda v: bool(v["current"] and v["current"]["landing"]),
}


@functools.cache
def playout(players: int, seed: int) -> tuple[dict[str, State], State]:
    """The first state of each moment in one random game, and the final state."""
    rnd = random.Random(seed)
    state = GAME.setup(players, seed)
    found: dict[str, State] = {"start": state}
    while GAME.outcome(state) is None:
        public = GAME.view(state, None)
        for name, moment in MOMENTS.items():
            if name not in found and moment(public):
                found[name] = state
        seat = rnd.choice(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal_moves(state, seat)))
    found["end"] = state
    return found, state


def state_at(players: int, moment: str, seed: int = 11) -> State:
    found, _ = playout(players, seed)
    if moment not in found:  # some seeds never reach a moment: try a few more
        for other in range(seed + 1, seed + 8):
            found, _ = playout(players, other)
            if moment in found:
                break
    return found[moment]


def public(players: int, moment: str, seed: int = 11) -> View:
    return copy.deepcopy(GAME.view(state_at(players, moment, seed), None))


def private(players: int, moment: str, seat: int, seed: int = 11) -> View:
    return copy.deepcopy(GAME.view(state_at(players, moment, seed), seat))
