"""The searching AI (games/search.py and each game's hidden.py): it never sees more than its
seat's view allows, it is reproducible, and it plays whole games legally.

The information-set check changes every hidden part of a state the way each game's
conformance hook does (other hands and secret objectives, face-down planets and tiles, deck
orders, committed Paws, the PRNG) and asks that, for every seat not allowed to notice, the
determinization drawn with the same generator is the very same state and the decision with
the same seed and iterations is the same move.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from importlib import import_module
from typing import Any

import pytest

from games import get
from games.core import Rng
from games.registry import descriptor
from games.search import awaited
from tests.games.adastra_support import hidden_variants as adastra_variants
from tests.games.test_afternova_support import hidden_variants as afternova_variants
from tests.games.test_kepler3042 import hidden_variants as kepler_variants
from tests.games.test_magnastorm_conformance import hidden_variants as magnastorm_variants

Variants = Callable[[Any, random.Random], Iterable[tuple[Any, set[int]]]]

VARIANTS: dict[str, Variants] = {
    "adastra": adastra_variants,
    "kepler3042": kepler_variants,
    "magnastorm": magnastorm_variants,
    "afternova": afternova_variants,
}
PLAYERS = {"adastra": 3, "kepler3042": 3, "magnastorm": 3, "afternova": 2}


def dump(game: Any, state: Any) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


def positions(name: str, players: int, seed: int, every: int) -> list[tuple[Any, int]]:
    """States of a heuristic game, every ``every`` decisions with a real choice, with the
    seat to decide."""
    game = get(name)
    ai = import_module(descriptor(name).ai)
    state = game.setup(players, seed)
    out = []
    ply = 0
    while game.outcome(state) is None:
        seat = awaited(game, state)[0]
        for s in game.to_act(state):
            if len(game.legal_moves(state, s)) > 1 and ply % every == 0:
                out.append((state, s))
        state, _ = game.apply(state, seat, ai.choose_move(game, state, seat, ply))
        ply += 1
    return out


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_determinization_depends_only_on_the_information_set(name: str) -> None:
    game = get(name)
    ai = import_module(descriptor(name).ai)
    determinize = ai.PLAYER.determinize
    rnd = random.Random(5)
    checked = 0
    for state, seat in positions(name, PLAYERS[name], 11, 7):
        world = dump(game, determinize(state, seat, Rng(99)))
        assert dump(game, determinize(state, seat, Rng(99))) == world  # reproducible
        for other, allowed in VARIANTS[name](state, rnd):
            if seat in allowed:
                continue
            assert dump(game, determinize(other, seat, Rng(99))) == world, (
                f"{name}: seat {seat} drew another world from a state it cannot tell apart")
            checked += 1
        # What the seat knows stays as it is: its own view, the public view, its moves.
        drawn = determinize(state, seat, Rng(3))
        assert game.view(drawn, seat) == game.view(state, seat)
        assert game.view(drawn, None) == game.view(state, None)
        assert game.legal_moves(drawn, seat) == game.legal_moves(state, seat)
    assert checked > 20


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_decision_depends_only_on_the_information_set(name: str) -> None:
    game = get(name)
    ai = import_module(descriptor(name).ai)
    rnd = random.Random(8)
    checked = 0
    for state, seat in positions(name, PLAYERS[name], 4, 23)[:8]:
        move = ai.search_move(game, state, seat, 17, 6)
        assert ai.search_move(game, state, seat, 17, 6) == move  # reproducible
        for other, allowed in VARIANTS[name](state, rnd):
            if seat not in allowed:
                assert ai.search_move(game, other, seat, 17, 6) == move
                checked += 1
    assert checked > 8


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_search_plays_whole_games_legally(name: str) -> None:
    """Random seats against one searching seat (few iterations: the suite stays cheap)."""
    game = get(name)
    ai = import_module(descriptor(name).ai)
    for seed, players in ((21, game.min_players), (22, min(game.max_players, 4))):
        rnd = random.Random(seed)
        state = game.setup(players, seed)
        searcher = seed % players
        ply = 0
        while game.outcome(state) is None:
            assert ply < 5000
            acting = awaited(game, state)
            seat = searcher if searcher in acting else rnd.choice(acting)
            legal = game.legal_moves(state, seat)
            move = (ai.search_move(game, state, seat, seed ^ ply, 2) if seat == searcher
                    else rnd.choice(legal))
            assert move in legal
            state, _ = game.apply(state, seat, move)
            ply += 1


def test_a_rival_move_overrules_the_heuristic_only_with_a_clear_paired_lead() -> None:
    """The paired test at the root: a lucky mean is not enough, a steady lead is."""
    from games.core import Move
    from games.search import Node, paired_best

    base, steady, lucky = Move("a"), Move("b"), Move("c")

    def root(**rewards: list[float]) -> Node:
        moves = {"a": base, "b": steady, "c": lucky}
        return Node(children={moves[k]: Node(rewards=v) for k, v in rewards.items()})

    reference = [0.5, 0.2, 0.8, 0.4, 0.6]
    clear = [r + 0.1 for r in reference]
    noisy = [1.0, 0.0, 1.0, 0.0, 1.0]  # mean 0.6 > 0.5, but swinging across worlds
    tree = root(a=reference, b=clear, c=noisy)
    assert paired_best(tree, base, margin=0.05, confidence=2.0) == steady
    assert paired_best(tree, base, margin=0.2, confidence=2.0) == base
    assert paired_best(root(a=reference, c=noisy), base, margin=0.05, confidence=2.0) == base
    assert paired_best(root(a=reference, c=noisy), base, margin=0.05, confidence=0.0) == lucky
    worse = [r - 0.1 for r in reference]
    assert paired_best(root(a=reference, b=worse), base, margin=0.0, confidence=1.0) == base


def _magnastorm_decision() -> tuple[Any, Any, int, Any]:
    """A Magnastorm position where the seat to act has a real choice, with its player."""
    from games.magnastorm import ai as magnastorm_ai

    game = get("magnastorm")
    state, seat = positions("magnastorm", 3, 7, 5)[3]
    return game, state, seat, magnastorm_ai.PLAYER


def test_the_shortlist_follows_a_games_ranking_and_width() -> None:
    """``rank`` orders the root's rivals, ``width`` caps how many are simulated."""
    from dataclasses import replace

    from games.search import shortlist

    game, state, seat, player = _magnastorm_decision()
    moves = game.legal_moves(state, seat)
    assert len(moves) >= 4
    base = moves[0]
    backwards = replace(player, rank=lambda g, w, s, rivals: list(reversed(rivals)))
    listed = shortlist(game, state, seat, moves, base, 30, backwards)
    assert listed[0] == base
    assert listed[1:] == list(reversed(moves[1:]))[:len(listed) - 1]
    assert len(listed) == min(len(moves), 10)
    assert len(shortlist(game, state, seat, moves, base, 30, replace(player, width=3))) == 3
    assert len(shortlist(game, state, seat, moves, base, 30, replace(backwards, width=2))) == 2


def test_same_point_compares_moves_at_the_seats_next_decision() -> None:
    """With ``same_point``, a simulation ends the first time the seat is to decide again
    after another seat has decided; without it, the seat's next decision still grows the
    tree and the rollout goes on to the decision after."""
    from dataclasses import replace

    from games.search import search

    game, state, seat, player = _magnastorm_decision()
    moves = game.legal_moves(state, seat)

    def actors(same_point: bool) -> list[list[int]]:
        runs: list[list[int]] = []

        def determinize(s: Any, who: int, rng: Rng) -> Any:
            runs.append([])
            return player.determinize(s, who, rng)

        def policy(g: Any, s: Any, who: int, seed: int) -> Any:
            runs[-1].append(who)
            return player.policy(g, s, who, seed)

        traced = replace(player, determinize=determinize, policy=policy, rollout=None,
                         same_point=same_point, until_own_turn=True, horizon=40)
        search(game, state, seat, 11, 12, traced, moves[:3])
        return runs

    def seat_after_others(run: list[int]) -> bool:
        return any(who == seat for who in run[next((i for i, w in enumerate(run)
                                                   if w != seat), len(run)):])

    assert not any(seat_after_others(run) for run in actors(True))
    assert any(seat_after_others(run) for run in actors(False))
