"""Hostile input against every game (issue #17): 20,000 inputs per game, each refused with
IllegalMove or accepted as canonical notation, the state never changed.

The inputs come from :func:`tests.games.conformance.hostile_inputs` (seeded, so a failure
replays); how long each call takes is measured by ``bench/hostile_input.py``, not here.
"""

from __future__ import annotations

import random

import pytest

import games
from tests.games.conformance import HOSTILE_KINDS, check_hostile, hostile_states

INPUTS_PER_GAME = 20_000

#: Verbs whose legal moves are too many to list (any bundle of cards in an Ad Astra offer
#: or discard; any set of Hired Paws that meets an Afternova need): accepted moves with
#: them are checked for canonical notation rather than for being listed.
UNLISTED = {"adastra": frozenset({"offer", "discard"}),
            "afternova": frozenset({"extract", "accept"})}


@pytest.mark.parametrize("name", games.names())
def test_hostile_input_is_refused_and_changes_nothing(name: str) -> None:
    game = games.get(name)
    states = hostile_states(game, seed=17)
    assert len(states) >= 4
    per_state = -(-INPUTS_PER_GAME // len(states))
    rnd = random.Random(f"hostile-{name}")
    refused = accepted = 0
    for state, num_players in states:
        tally = check_hostile(game, state, num_players, rnd, per_state,
                              UNLISTED.get(name, frozenset()))
        refused += tally.refused
        accepted += tally.accepted
    assert refused + accepted >= INPUTS_PER_GAME
    assert refused > 0.9 * (refused + accepted)
    assert len(HOSTILE_KINDS) >= 9
