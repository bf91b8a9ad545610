"""The Afternova AI: always legal, sensible answers to proposals, and it beats random play."""

from __future__ import annotations

import random

from games.afternova import GAME, ai
from games.afternova.state import ANSWER, State
from games.core import Move
from tests.games.test_afternova_support import set_hand, set_planet, set_storage


def play_game(players: int, seed: int, ai_seat: int = 0) -> tuple[State, int]:
    """One game: the AI at ``ai_seat``, uniformly random legal moves everywhere else."""
    rnd = random.Random(seed)
    state = GAME.setup(players, seed)
    plies = 0
    while GAME.outcome(state) is None:
        acting = GAME.to_act(state)
        if ai_seat in acting and ai.wants_to_act(state, ai_seat):
            seat = ai_seat
            move = ai.choose_move(GAME, state, seat, seed * 100_000 + plies)
            assert move in GAME.legal_moves(state, seat)
        else:
            seat = rnd.choice([s for s in acting if s != ai_seat])
            move = rnd.choice(GAME.legal_moves(state, seat))
        state, _ = GAME.apply(state, seat, move)
        plies += 1
        assert plies < 20_000
    return state, plies


def test_ai_beats_random_players() -> None:
    # Three players: one in three would win by chance; the AI must win at least 8 of 10.
    wins = 0
    for seed in range(10):
        state, _ = play_game(3, seed)
        outcome = GAME.outcome(state)
        assert outcome is not None
        wins += outcome.winners == (0,)
    assert wins >= 8, wins


def test_ai_beats_a_random_player_beside_the_bot() -> None:
    # Two players and the Bot: the AI must outscore the random player in 7 of 8 games.
    wins = 0
    for seed in range(8):
        state, _ = play_game(2, 100 + seed)
        outcome = GAME.outcome(state)
        assert outcome is not None
        wins += outcome.scores[0] > outcome.scores[1]
    assert wins >= 7, wins


def helper_table(offer: str) -> State:
    """Player 1 asks player 2 (the AI) for 1 Piloting, offering ``offer`` of the planet."""
    state = GAME.setup(3, 7)
    set_hand(state, 0, ["H17", "H5"], ["P38"])
    set_hand(state, 1, ["H2", "H9", "H13", "H29"], ["P32"])  # wants g g w w
    set_planet(state, 1, "L2", "ggwo")
    set_storage(state, 1, "")
    moves = ["extract 2", "play H17", "play H5", "ask 2 pil"]
    moves += [f"give 2 {c}" for c in offer]
    moves.append("go")
    for text in moves:
        state, _ = GAME.apply(state, 0, GAME.parse_move(state, 0, text))
    assert state.phase == ANSWER
    return state


def test_ai_accepts_a_good_offer() -> None:
    state = helper_table("gw")
    assert ai.choose_move(GAME, state, 1, 1) == Move("accept", ("H2",))


def test_ai_declines_an_empty_offer() -> None:
    state = helper_table("")
    assert ai.choose_move(GAME, state, 1, 1) == Move("decline")


def test_ai_leaves_its_own_proposal_alone() -> None:
    state = helper_table("g")
    assert not ai.wants_to_act(state, 0)
    assert GAME.optional(state) == [0]
    assert ai.wants_to_act(state, 1)


def test_ai_completes_its_best_project() -> None:
    state = GAME.setup(3, 7)
    set_storage(state, 0, "ggww")
    set_hand(state, 0, ["H1"], ["P11", "P32"])  # gw (3 VP) or ggww (8 VP)
    state.phase = "complete"
    assert ai.choose_move(GAME, state, 0, 3) == Move("complete", ("P32",))
