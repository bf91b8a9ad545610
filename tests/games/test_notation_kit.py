"""The shared notation toolkit (games/notation_kit.py)."""

from __future__ import annotations

import pytest

from games.core import IllegalMove, Move
from games.notation_kit import (
    MAX_MOVE_LENGTH,
    check_seat,
    check_shape,
    clean,
    count_or_none,
    is_count,
    parse_count,
)


def test_clean_normalises_ordinary_text() -> None:
    assert clean("  Plan  Build\t4 ") == "plan build 4"
    assert clean("ask 2 ingénierie") == "ask 2 ingénierie"


@pytest.mark.parametrize("text", ["x" * (MAX_MOVE_LENGTH + 1), "x" * 10_000])
def test_clean_refuses_long_text(text: str) -> None:
    with pytest.raises(IllegalMove, match="100 characters"):
        clean(text)


@pytest.mark.parametrize("text", ["lab ²", "lab ①", "lab ٣", "lab １", "lab ½", "lab Ⅻ"])
def test_clean_refuses_digits_other_than_ascii(text: str) -> None:
    with pytest.raises(IllegalMove, match="digits 0 to 9"):
        clean(text)


@pytest.mark.parametrize("char", ["\x00", "\x1b", "\x7f", "\u202e", "\u2066", "\u200b",
                                  "\u2028", "\ufeff", "\ue000", "\ud800"])
def test_clean_refuses_control_and_bidi_characters(char: str) -> None:
    with pytest.raises(IllegalMove, match="control character"):
        clean(f"pass{char}")


def test_clean_refuses_what_is_not_text() -> None:
    with pytest.raises(IllegalMove):
        clean(b"pass")


def test_counts_are_ascii_digits_within_bounds() -> None:
    assert is_count("12") and not is_count("1²") and not is_count("٣") and not is_count("")
    assert count_or_none("03", 1, 5) == 3
    assert count_or_none("0", 1, 5) is None
    assert count_or_none("6", 1, 5) is None
    assert count_or_none("9" * 5000, 1, 5) is None
    assert count_or_none("0" * 50 + "4", 1, 5) == 4
    with pytest.raises(IllegalMove, match=r"Space is a number from 1 to 12\."):
        parse_count("13", 1, 12, "space")


@pytest.mark.parametrize("seat", [-1, 3, 99, 10**30, True, "1", None, 1.0])
def test_check_seat_refuses_seats_not_at_the_table(seat: object) -> None:
    with pytest.raises(IllegalMove, match="There is no seat"):
        check_seat(3, seat)


def test_check_seat_accepts_real_seats() -> None:
    assert [check_seat(3, s) for s in range(3)] == [0, 1, 2]


@pytest.mark.parametrize("move", [
    Move("done", ("@everyone",)), Move("lab", ("²",)), Move("lab", ("",)),
    Move("lab", ("a b",)), Move("plan", ("x" * 200,)), Move("Plan\n",),
    Move("offer", (1,)),  # type: ignore[arg-type]
    "pass",
])
def test_check_shape_refuses_non_canonical_tokens(move: object) -> None:
    with pytest.raises(IllegalMove):
        check_shape(move)


def test_check_shape_accepts_canonical_moves() -> None:
    move = Move("plan", ("prod-FX", "4"))
    assert check_shape(move) is move
