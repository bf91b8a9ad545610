"""Kepler-3042 against the conformance kit, plus the hidden-information hook it needs."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from games.kepler3042 import GAME
from games.kepler3042 import data as D
from games.kepler3042.state import KState
from tests.games.conformance import playout_checked

DEEP_SEEDS = range(2)
SHALLOW_SEEDS = range(2, 102)


def hidden_variants(state: KState, rnd: random.Random) -> Iterator[tuple[KState, set[int]]]:
    """Copies of ``state`` with hidden parts changed, each with the seats allowed to notice.

    Hidden: which body lies under each face-down tile, the order of the Progress deck and
    the two cards removed unseen, and each seat's secret Objective (until the final scoring
    reveals them).
    """
    face_down = [h for h, t in state.tiles.items() if not t.revealed]
    if len(face_down) >= 2:
        other = state.clone()
        identities = [(other.tiles[h].kind, other.tiles[h].planet) for h in face_down]
        rotated = identities[1:] + identities[:1]
        if rotated != identities:
            for h, (kind, planet) in zip(face_down, rotated, strict=True):
                other.tiles[h].kind, other.tiles[h].planet = kind, planet
            yield other, set()
    if len(state.deck) + len(state.unseen) >= 2:
        other = state.clone()
        pool = other.deck + other.unseen
        rnd.shuffle(pool)
        other.deck, other.unseen = pool[:len(state.deck)], pool[len(state.deck):]
        yield other, set()
    if state.phase != "over":
        pool_ids = D.ADVANCED_OBJECTIVES if state.advanced else D.STANDARD_OBJECTIVES
        for seat in range(state.n):
            used = {p.objective for p in state.players}
            spare = [o for o in pool_ids if o not in used]
            other = state.clone()
            other.players[seat].objective = rnd.choice(spare)
            yield other, {seat}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", DEEP_SEEDS)
def test_deep_playouts(players: int, seed: int) -> None:
    result = playout_checked(GAME, players, seed, deep=True, variants=hidden_variants)
    assert result.plies > 16 * players  # at least one decision per turn


@pytest.mark.parametrize("players", [2, 3, 4])
def test_shallow_playouts(players: int) -> None:
    for seed in SHALLOW_SEEDS:
        result = playout_checked(GAME, players, seed, deep=False)
        assert result.state.round == D.ROUNDS


def test_advanced_objectives_playout() -> None:
    result = playout_checked(GAME, 3, 7, deep=True, variants=hidden_variants,
                             options={"objectives": "advanced"})
    assert all(p.objective in D.ADVANCED_OBJECTIVES for p in result.state.players)


def test_hidden_variants_really_change_something() -> None:
    """The hook is only useful if its variants differ from the state in hidden places."""
    state = GAME.setup(4, 3)
    variants = list(hidden_variants(state, random.Random(1)))
    assert len(variants) == 2 + 4
    for other, _ in variants:
        assert GAME.to_json(other) != GAME.to_json(state)
