"""Afternova passes the conformance kit with four players, 100 seeds."""

from __future__ import annotations

from tests.games.test_afternova_support import check_playouts

DEEP_SEEDS = (33, 13)  # short games, checked at every step with hidden-information variants


def test_random_playouts_four_players() -> None:
    check_playouts(4, range(100), DEEP_SEEDS)
