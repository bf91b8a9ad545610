"""The Magnastorm AI must clearly beat random play.

One AI seat plays against random players over a fixed list of seeds and player counts
(24 games, chance would be about 1 in 3 on average); the AI must win at least 20 of them.
"""

from __future__ import annotations

import random

from games.magnastorm import GAME
from games.magnastorm.ai import choose_move
from games.magnastorm.rules import legal_moves


def play(players: int, seed: int) -> bool:
    state = GAME.setup(players, seed)
    ai_seat = seed % players
    rnd = random.Random(seed)
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        if seat == ai_seat:
            move = choose_move(GAME, state, seat, rnd.getrandbits(32))
            assert move in legal_moves(state, seat)
        else:
            move = rnd.choice(GAME.legal_moves(state, seat))
        state, _ = GAME.apply(state, seat, move)
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.ranking[0] == (ai_seat,)


def test_ai_beats_random_players() -> None:
    wins = sum(play(players, seed) for players in (2, 3, 4) for seed in range(8))
    assert wins >= 20, f"the AI won only {wins} of 24 games against random players"


def test_ai_is_deterministic_for_a_seed() -> None:
    state = GAME.setup(3, 5)
    seat = GAME.to_act(state)[0]
    assert choose_move(GAME, state, seat, 42) == choose_move(GAME, state, seat, 42)
