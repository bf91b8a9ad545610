"""Afternova passes the conformance kit: Five players, 100 seeds each.

The player counts are split over several files so that each file stays under a minute.
"""

from __future__ import annotations

import pytest

from tests.games.test_afternova_support import check_playouts

DEEP_SEEDS = (33,)  # short games, checked at every step with hidden-information variants


@pytest.mark.parametrize("players", [5])
def test_random_playouts(players: int) -> None:
    check_playouts(players, range(100), DEEP_SEEDS)
