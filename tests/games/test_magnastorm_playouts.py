"""Shallow conformance playouts for Magnastorm: 100 seeds for each player count.

Kept apart from the deep checks so that each file stays well under a minute.
"""

from __future__ import annotations

import pytest

from games.magnastorm import GAME
from games.magnastorm import data as D
from tests.games.conformance import playout_checked


@pytest.mark.parametrize("players", [2, 3, 4])
def test_shallow_playouts(players: int) -> None:
    ends = set()
    for seed in range(100, 200):
        result = playout_checked(GAME, players, seed, deep=False)
        outcome = GAME.outcome(result.state)
        assert outcome is not None
        ends.add("reached" in outcome.reason)
        earned = GAME.artifacts_earned(result.state)
        assert sorted(earned) == list(range(players))
        winner = outcome.ranking[0][0]
        assert D.ARTIFACTS[earned[winner]].metal == "gold"
    assert False in ends  # random games mostly run the full 4 rounds
