"""Afternova passes the conformance kit with two players (and the Bot) and three players,
100 seeds each.

The player counts are split over several files (``test_afternova_conformance*.py``) so that
each file stays under a minute.
"""

from __future__ import annotations

import pytest

from tests.games.test_afternova_support import check_playouts

# Short games, checked at every step with hidden-information variants.
DEEP_SEEDS = {2: (80, 28, 87), 3: (48, 67)}


@pytest.mark.parametrize("players", [2, 3])
def test_random_playouts(players: int) -> None:
    check_playouts(players, range(100), DEEP_SEEDS[players])
