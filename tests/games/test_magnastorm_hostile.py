"""Magnastorm: hostile input is refused as an illegal move (issue #17, "Hostile input")."""

from __future__ import annotations

import json

import pytest

from games.core import IllegalMove, Move
from games.i18n import render
from games.magnastorm import GAME
from games.magnastorm import rules as R
from games.magnastorm.state import State
from tests.games.magnastorm_support import GREY, decide, movement, ready, scene


def dump(state: State) -> str:
    return json.dumps(GAME.to_json(state), sort_keys=True)


def refuse(state: State, seat: int, text: str) -> str:
    before = dump(state)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    assert dump(state) == before
    return err.value.message


def place_decision() -> State:
    state = ready()
    seat = GAME.to_act(state)[0]
    crew = next(m for m in GAME.legal_moves(state, seat) if m.verb == "crew")
    state, _ = GAME.apply(state, seat, crew)
    assert R.current(state)["k"] == "place"
    return state


def lab_decision() -> State:
    state = scene()
    state.players[GREY].cubes = {"grey": 5, "yellow": 5, "purple": 5}
    return decide(state, {"k": "lab", "seat": GREY, "space": "11", "first": True,
                          "extras": []})


@pytest.mark.parametrize("text", ["place b²", "place b٣", "place ²b", "place b①"])
def test_unicode_digits_in_a_cell_are_refused(text: str) -> None:
    state = place_decision()
    refuse(state, GAME.to_act(state)[0], text)


@pytest.mark.parametrize("text", ["lab ²", "lab ٣", "lab ①", "lab " + "9" * 40])
def test_unicode_digits_in_a_lab_slot_are_refused(text: str) -> None:
    refuse(lab_decision(), GREY, text)


def test_a_lab_slot_with_leading_zeros_is_canonical() -> None:
    state = lab_decision()
    assert GAME.parse_move(state, GREY, "lab 03") == Move("lab", ("3",))
    assert GAME.parse_move(state, GREY, "lab 001 free") == Move("lab", ("1", "free"))
    with pytest.raises(IllegalMove):
        GAME.apply(state, GREY, Move("lab", ("01",)))


@pytest.mark.parametrize("text", ["build ²", "build ٣", "build ①"])
def test_unicode_digits_in_a_station_slot_are_refused(text: str) -> None:
    state = scene()
    state.players[GREY].cubes = {"grey": 5, "yellow": 5, "purple": 5}
    decide(state, movement(GREY, steps=0, tx="t1"))
    assert R.current(state)["k"] == "movement"
    refuse(state, GREY, text)


def test_done_takes_no_text_at_adira_okzils_decision() -> None:
    state = scene()
    state.players[GREY].commanders = ["adira"]
    state.players[GREY].cubes = {"grey": 4}
    decide(state, {"k": "study", "seat": GREY})
    for text in ("done @everyone **pwned**", "done " + "x" * 90, "done now"):
        refuse(state, GREY, text)
    for move in (Move("done", ("@everyone",)), Move("done", ("x" * 6000,)),
                 Move("done", ("now",))):
        with pytest.raises(IllegalMove):
            GAME.apply(state, GREY, move)
    after, _ = GAME.apply(state, GREY, GAME.parse_move(state, GREY, "done"))
    assert R.current(after) is None or R.current(after)["k"] != "study"


@pytest.mark.parametrize("seat", [-1, 4, 99])
def test_a_seat_that_does_not_exist_is_refused(seat: int) -> None:
    state = ready()
    for call in (lambda: GAME.view(state, seat), lambda: GAME.legal_moves(state, seat),
                 lambda: GAME.parse_move(state, seat, "take b"),
                 lambda: GAME.apply(state, seat, Move("take", ("b",)))):
        with pytest.raises(IllegalMove, match="no seat"):
            call()


def test_a_slot_zero_is_not_read_from_the_end_of_a_list() -> None:
    state = lab_decision()
    assert GAME.describe_move(state, Move("lab", ("0",))) == "lab 0"
    assert render(GAME.describe_move(state, Move("lab", ("1",)))).startswith(
        "Drop the turtle lab")
    assert GAME.why_illegal(state, GREY, Move("lab", ("0",)))
