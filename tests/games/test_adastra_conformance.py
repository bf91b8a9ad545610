"""Ad Astra passes the conformance kit for every player count."""

from __future__ import annotations

import pytest

from games import get
from games.adastra import GAME
from tests.games.adastra_support import hidden_variants
from tests.games.conformance import playout_checked

SEEDS = range(30)  # random games per player count: the kit sized to the suite's budget
DEEP_SEEDS = 3


def test_registered() -> None:
    assert get("adastra") is GAME
    assert (GAME.min_players, GAME.max_players) == (3, 5)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_playouts(players: int) -> None:
    for seed in SEEDS:
        result = playout_checked(GAME, players, seed, deep=seed < DEEP_SEEDS,
                                 variants=hidden_variants)
        state = result.state
        # The game ended by the rules: someone reached 50 or every planet is face up.
        assert state.ending
        assert (max(p.score for p in state.players) >= 50
                or all(p.face_up for p in state.planets))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_without_optional_artifacts(players: int) -> None:
    result = playout_checked(GAME, players, 1000 + players, deep=False,
                             options={"optional_artifacts": False})
    used = {"omnibus", "arcanum"}
    state = result.state
    assert not used & set(state.artifact_deck)
    assert all(not used & set(p.artifacts) for p in state.players)
