"""Afternova passes the conformance kit at every player count: 20 random games each (the
kit's shallow checks, one in four replayed from its record), and a few short games checked
at every step with hidden-information variants.

Random Afternova games are long (six-player ones the longest); 20 seeds a count keep the
whole file near a minute of CPU, split by player count so the suite's workers share it.
"""

from __future__ import annotations

import pytest

from tests.games.test_afternova_support import check_playouts

SEEDS = range(20)
# Short games, checked at every step with hidden-information variants (a deep check costs
# about fifty times a shallow one).
DEEP_SEEDS = {2: (80, 28, 87), 3: (48, 67), 4: (33, 13), 5: (2,), 6: (81,)}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_playouts(players: int) -> None:
    check_playouts(players, SEEDS, ())


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_deep_playouts(players: int) -> None:
    deep = DEEP_SEEDS[players]
    for seed in deep:
        check_playouts(players, range(seed, seed + 1), deep)
