"""Afternova passes the conformance kit with five players: seeds 0-49 here, 50-99 in
``test_afternova_conformance_5p_more.py`` (so that each file stays under a minute)."""

from __future__ import annotations

from tests.games.test_afternova_support import check_playouts

DEEP_SEEDS = (2,)  # a short game, checked at every step with hidden-information variants


def test_random_playouts_five_players() -> None:
    check_playouts(5, range(50), DEEP_SEEDS)
