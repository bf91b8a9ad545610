"""Afternova passes the conformance kit with five players, 100 seeds."""

from __future__ import annotations

from tests.games.test_afternova_support import check_playouts

DEEP_SEEDS = (2,)  # a short game, checked at every step with hidden-information variants


def test_random_playouts_five_players() -> None:
    check_playouts(5, range(100), DEEP_SEEDS)
