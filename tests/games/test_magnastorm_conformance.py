"""The conformance kit for Magnastorm, for 2, 3 and 4 players.

Deep checks (every decision: round trips, refusals, JSON, hidden information) run on a
handful of seeds per player count; test_magnastorm_playouts.py runs 100 shallow playouts
per count.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from games.magnastorm import GAME
from games.magnastorm import data as D
from games.magnastorm.state import State
from tests.games.conformance import playout_checked


def hidden_variants(state: State, rnd: random.Random) -> Iterator[tuple[Any, set[int]]]:
    """What the table cannot see: the PRNG (future bag draws, artifact draws) and each
    player's artifact collection beyond the two cards drawn for the advanced start."""
    other = state.clone()
    other.rng = rnd.getrandbits(64)
    yield other, set()
    for seat in range(state.num_players):
        other = state.clone()
        spare = [a for a in D.ARTIFACTS if a not in other.players[seat].drawn]
        other.players[seat].artifacts = sorted(
            set(other.players[seat].drawn) | set(rnd.sample(spare, 3)))
        yield other, {seat}


ARTIFACT_OPTIONS = {"artifacts": [[101, 191, 161], [115, 212], [150, 170], [200, 120]]}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_deep_playouts(players: int, seed: int) -> None:
    playout_checked(GAME, players, seed, deep=True, variants=hidden_variants)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deep_playout_advanced_start(players: int) -> None:
    options = {"artifacts": ARTIFACT_OPTIONS["artifacts"][:players], "start_area": 2}
    result = playout_checked(GAME, players, 7, deep=True, variants=hidden_variants,
                             options=options)
    assert all(len(p.drawn) == 2 for p in result.state.players)
