"""Pebbles passes the conformance kit every game passes (tests/games/conformance.py): what a
new game's test module looks like."""

from __future__ import annotations

import random

import pytest

from games.core import IllegalMove
from tests.games.conformance import check_hostile, hostile_states, playout_checked
from tests.toygame import GAME


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(5))
def test_deep_playouts(players: int, seed: int) -> None:
    playout_checked(GAME, players, seed, deep=True)


def test_hostile_input_is_refused_and_changes_nothing() -> None:
    rnd = random.Random("hostile-pebbles")
    for state, num_players in hostile_states(GAME, seed=17):
        check_hostile(GAME, state, num_players, rnd, 300)


def test_the_rules() -> None:
    state = GAME.setup(2, 1)
    assert 10 <= state.pile <= 15 and GAME.to_act(state) == [0]
    assert GAME.parse_move(state, 0, " TAKE  02 ") == GAME.parse_move(state, 0, "2")
    with pytest.raises(IllegalMove, match="from 1 to 3"):
        GAME.parse_move(state, 0, "take 4")
    with pytest.raises(IllegalMove, match="not your turn"):
        GAME.apply(state, 1, GAME.legal_moves(state, 0)[0])
