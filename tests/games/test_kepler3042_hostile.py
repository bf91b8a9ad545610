"""Kepler-3042: hostile input is refused as an illegal move (issue #17, "Hostile input")."""

from __future__ import annotations

import json

import pytest

from games.core import IllegalMove, Move
from games.kepler3042 import GAME


def dump(state: object) -> str:
    return json.dumps(GAME.to_json(state), sort_keys=True)  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [-1, 2, 3, 99])
def test_view_of_a_seat_that_does_not_exist_is_refused(seat: int) -> None:
    state = GAME.setup(2, 1)
    with pytest.raises(IllegalMove, match="no seat"):
        GAME.view(state, seat)


@pytest.mark.parametrize("seat", [-1, 2, 99])
def test_every_seat_taking_method_refuses_a_missing_seat(seat: int) -> None:
    state = GAME.setup(2, 1)
    for call in (lambda: GAME.legal_moves(state, seat),
                 lambda: GAME.parse_move(state, seat, "start ST QP"),
                 lambda: GAME.apply(state, seat, Move("start", ("ST", "QP")))):
        with pytest.raises(IllegalMove, match="no seat"):
            call()


@pytest.mark.parametrize("text", ["colonize p²", "colonize p٣", "tech qp p①", "place g９",
                                  "move g9 j" + "7" * 40, "burn e p" + "9" * 30])
def test_unicode_and_huge_numbers_are_refused(text: str) -> None:
    state = GAME.setup(2, 1)
    before = dump(state)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, GAME.parse_move(state, 0, text))
    assert dump(state) == before


def test_rule_checks_refuse_moves_built_with_unicode_digits() -> None:
    state = GAME.setup(2, 1)
    for seat in (0, 1):
        state, _ = GAME.apply(state, seat, Move("start", ("ST", "TF")))
    for move in (Move("colonize", ("P²",)), Move("place", ("G²",)), Move("build", ("P٣",)),
                 Move("done", ("now",)), Move("research", ("x",))):
        assert GAME.why_illegal(state, 0, move)
        with pytest.raises(IllegalMove):
            GAME.apply(state, 0, move)
