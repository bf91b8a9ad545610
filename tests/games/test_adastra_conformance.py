"""Ad Astra passes the conformance kit for every player count."""

from __future__ import annotations

import pytest

from games import get
from games.adastra import GAME
from tests.games.adastra_support import hidden_variants
from tests.games.conformance import playout_checked

SEEDS = range(20)  # random games per player count: the kit sized to the suite's budget
DEEP_SEEDS = 2  # the first seeds are checked at every step (each its own test)


def test_registered() -> None:
    assert get("adastra") is GAME
    assert (GAME.min_players, GAME.max_players) == (3, 5)


def check_random_playout(players: int, seed: int) -> None:
    result = playout_checked(GAME, players, seed, deep=seed < DEEP_SEEDS,
                             variants=hidden_variants)
    state = result.state
    # The game ended by the rules: someone reached 50 or every planet is face up.
    assert state.ending
    assert (max(p.score for p in state.players) >= 50
            or all(p.face_up for p in state.planets))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_playouts(players: int) -> None:
    for seed in SEEDS[DEEP_SEEDS:]:
        check_random_playout(players, seed)


# A deep playout takes seconds to tens of seconds (at five players): one test each, so the
# suite's workers share them.
@pytest.mark.parametrize("seed", SEEDS[:DEEP_SEEDS])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_deep_playouts(players: int, seed: int) -> None:
    check_random_playout(players, seed)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_without_optional_artifacts(players: int) -> None:
    result = playout_checked(GAME, players, 1000 + players, deep=False,
                             options={"optional_artifacts": False})
    used = {"omnibus", "arcanum"}
    state = result.state
    assert not used & set(state.artifact_deck)
    assert all(not used & set(p.artifacts) for p in state.players)
