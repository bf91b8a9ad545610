"""Afternova: hostile input is refused as an illegal move (issue #17, "Hostile input")."""

from __future__ import annotations

import json

import pytest

from games.afternova import GAME
from games.core import IllegalMove, Move


def dump(state: object) -> str:
    return json.dumps(GAME.to_json(state), sort_keys=True)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["extract ²", "extract ①", "extract ٣", "ask ² pil",
                                  "give ² p", "pay 1 ³ g", "take h²", "extract 2 h①",
                                  "extract " + "9" * 40, "ask " + "9" * 40 + " pil"])
def test_unicode_digits_and_huge_numbers_are_refused(text: str) -> None:
    state = GAME.setup(3, 1)
    seat = GAME.to_act(state)[0]
    before = dump(state)
    with pytest.raises(IllegalMove):
        GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    assert dump(state) == before


def test_the_bots_seat_is_not_a_seat_of_the_protocol() -> None:
    state = GAME.setup(2, 1)
    with pytest.raises(IllegalMove, match="no seat"):
        GAME.view(state, -1)
    for seat in (-1, 2, 99):
        with pytest.raises(IllegalMove, match="no seat"):
            GAME.view(state, seat)
        with pytest.raises(IllegalMove, match="no seat"):
            GAME.legal_moves(state, seat)
        with pytest.raises(IllegalMove, match="no seat"):
            GAME.parse_move(state, seat, "trade")
        with pytest.raises(IllegalMove, match="no seat"):
            GAME.apply(state, seat, Move("trade"))


def test_only_canonical_moves_are_applied() -> None:
    state, seat, extract = next(
        (s, GAME.to_act(s)[0], m) for s in (GAME.setup(3, seed) for seed in range(50))
        for m in GAME.legal_moves(s, GAME.to_act(s)[0])
        if m.verb == "extract" and len(m.args) > 2)
    shuffled = Move("extract", (extract.args[0], *reversed(extract.args[1:])))
    for move in (shuffled, Move("extract", ("0" + extract.args[0], *extract.args[1:])),
                 Move("trade", ("now",)), Move("extract", ("²",))):
        with pytest.raises(IllegalMove):
            GAME.apply(state, seat, move)
    assert GAME.parse_move(state, seat, "extract 0" + extract.args[0]) == Move(
        "extract", (extract.args[0],))
