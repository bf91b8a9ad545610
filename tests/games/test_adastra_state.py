"""Ad Astra's state shares its planets between clones until one changes (``State.planet``):
nothing done to one state, by the rules or by the AI, may reach another."""

from __future__ import annotations

import json

from games.adastra import GAME, ai_search, heuristic, hidden
from games.adastra.state import State
from games.core import Rng


def snapshot(state: State) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def test_a_planet_changed_in_a_clone_or_its_original_stays_changed_in_that_one_only() -> None:
    original = GAME.setup(3, 5)
    before = snapshot(original)
    copy = original.clone()
    copy.planet("LY3").ships += 2
    copy.planet("LY3").owner = 1
    assert snapshot(original) == before
    assert copy.planet("LY3").ships == original.planet("LY3").ships + 2

    later = snapshot(copy)
    original.planet("TY1").building = "colony"
    grandchild = copy.clone()
    grandchild.planet("LY3").terraformed = True
    assert snapshot(copy) == later
    assert not original.planet("LY3").terraformed
    assert copy.planet("TY1").building == ""


def test_the_heuristic_the_search_leaf_and_determinizing_never_change_the_state_they_read(
) -> None:
    """A whole game: at every decision, the heuristic's lookahead, two determinizations and
    a playout to the round's end all work on clones of the real state, which must read the
    same afterwards."""
    for seed in (3, 4):
        state = GAME.setup(3, seed)
        plies = 0
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            before = snapshot(state)
            move = heuristic.choose_move(GAME, state, seat, plies)
            for k in range(2):
                world = hidden.determinize(state, seat, Rng(seed * 1000 + plies * 2 + k))
                if plies % 5 == 0:
                    ai_search.playout_round(world)
            assert snapshot(state) == before, f"ply {plies} changed the state"
            state, _ = GAME.apply(state, seat, move)
            plies += 1
        assert plies > 100
