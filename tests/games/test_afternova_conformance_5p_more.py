"""Afternova passes the conformance kit with five players: seeds 50-99 (see
``test_afternova_conformance_5p.py`` for the others)."""

from __future__ import annotations

from tests.games.test_afternova_support import check_playouts


def test_random_playouts_five_players_more() -> None:
    check_playouts(5, range(50, 100), ())
