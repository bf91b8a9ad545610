"""Afternova passes the conformance kit with six players: seeds 0-49 here, 50-99 in
``test_afternova_conformance_6p_more.py`` (six-player random games are the longest, and
each file stays under a minute).
"""

from __future__ import annotations

from tests.games.test_afternova_support import check_playouts

DEEP_SEEDS = (81,)  # a short game, checked at every step with hidden-information variants


def test_random_playouts_six_players() -> None:
    check_playouts(6, range(50), ())


def test_deep_playout_six_players() -> None:
    check_playouts(6, range(DEEP_SEEDS[0], DEEP_SEEDS[0] + 1), DEEP_SEEDS)
