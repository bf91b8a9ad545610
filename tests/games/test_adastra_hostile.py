"""Ad Astra: hostile input is refused as an illegal move (issue #17, "Hostile input").

Each case here crashed the engine (``ValueError``, ``OverflowError``, ``MemoryError``,
``IndexError``) or was accepted when it should not be, before the shared notation toolkit.
"""

from __future__ import annotations

import pytest

from games.adastra import GAME
from games.core import IllegalMove, Move
from games.notation_kit import MAX_MOVE_LENGTH
from tests.games.adastra_support import at_card, dump, fresh, set_resources

BLUE, RED, YELLOW, GREEN = range(4)
HUGE = "9" * 30


def refuse_text(state: object, seat: int, text: str) -> str:
    """Parsing (and, if it parses, applying) ``text`` is refused; the state is unchanged."""
    before = dump(state)  # type: ignore[arg-type]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, GAME.parse_move(state, seat, text))  # type: ignore[arg-type]
    assert dump(state) == before  # type: ignore[arg-type]
    assert err.value.message.strip()
    return err.value.message


@pytest.mark.parametrize("text", ["plan build ²", "plan build 1²", "plan build ①",
                                  "plan build ٣", "plan build １", "plan build 03x"])
def test_unicode_digits_in_a_planning_space_are_refused(text: str) -> None:
    state = fresh(4, 1)
    refuse_text(state, GAME.to_act(state)[0], text)


def test_an_offer_built_with_a_unicode_digit_seat_is_refused_by_apply() -> None:
    s = fresh()
    s, _ = at_card(s, BLUE, "trade")
    for target in ("²", "①", "٣", "-1", "4", "99", HUGE, ""):
        before = dump(s)
        with pytest.raises(IllegalMove):
            GAME.apply(s, BLUE, Move("offer", (target, "W", "X")))
        assert dump(s) == before
        assert GAME.why_illegal(s, BLUE, Move("offer", (target, "W", "X")))


@pytest.mark.parametrize("text", [
    f"discard {HUGE}W", f"bank {HUGE}E for W", f"offer Red {HUGE}W for X",
    "discard 10000000000W", "discard 100000000W", "discard 100000000 W",
    f"offer Red W for {HUGE} X", "discard 26W",
])
def test_huge_counts_are_refused_before_anything_is_built(text: str) -> None:
    s = fresh()
    s, _ = at_card(s, BLUE, "trade")
    with pytest.raises(IllegalMove, match="number from 1 to 25"):
        GAME.parse_move(s, BLUE, text)


def test_a_count_within_bounds_still_reads() -> None:
    s = fresh()
    set_resources(s, BLUE, W=3, X=1)
    s, _ = at_card(s, BLUE, "trade")
    assert GAME.parse_move(s, BLUE, "offer Red 2W for X") == Move("offer", ("1", "WW", "X"))
    assert GAME.parse_move(s, BLUE, "offer Red 02 water for x") == Move("offer",
                                                                          ("1", "WW", "X"))


@pytest.mark.parametrize("seat", [-1, 4, 5, 99])
def test_a_seat_that_does_not_exist_is_refused_everywhere(seat: int) -> None:
    state = fresh(4, 1)
    with pytest.raises(IllegalMove, match="no seat"):
        GAME.parse_move(state, seat, "build starship")
    with pytest.raises(IllegalMove, match="no seat"):
        GAME.legal_moves(state, seat)
    with pytest.raises(IllegalMove, match="no seat"):
        GAME.view(state, seat)
    with pytest.raises(IllegalMove, match="no seat"):
        GAME.apply(state, seat, Move("pass"))


def test_long_and_invisible_text_is_refused() -> None:
    state = fresh(4, 1)
    seat = GAME.to_act(state)[0]
    assert "100 characters" in refuse_text(state, seat, "pass" + " " * MAX_MOVE_LENGTH)
    assert "control" in refuse_text(state, seat, "plan build\u202e 4")
    assert "control" in refuse_text(state, seat, "plan build\x00 4")


def test_a_non_canonical_move_object_is_refused() -> None:
    s = fresh()
    set_resources(s, BLUE, W=3, F=1, X=1)
    s, _ = at_card(s, BLUE, "trade")
    for move in (Move("offer", ("1", "FW", "X")), Move("offer", ("01", "W", "X")),
                 Move("pass", ("now",)), Move("offer", ("1", "W", "X", "@everyone")),
                 Move("offer", ("1", "W" * 200, "X"))):
        with pytest.raises(IllegalMove):
            GAME.apply(s, BLUE, move)


def test_words_after_a_move_that_takes_none_are_refused() -> None:
    state = fresh(4, 1)
    s, _ = at_card(state, BLUE, "trade")
    for text in (f"pass {HUGE} e for x", "pass @everyone", "pass now"):
        with pytest.raises(IllegalMove, match="takes no further words"):
            GAME.parse_move(s, BLUE, text)
    assert GAME.parse_move(s, BLUE, "Pass") == Move("pass")


def test_a_bank_trade_asks_for_exactly_one_card() -> None:
    s = fresh()
    set_resources(s, BLUE, E=3)
    s, _ = at_card(s, BLUE, "trade")
    for text in ("bank 2E for XX", "bank 2E for 2X", "bank 3E for X", "bank EW for X"):
        with pytest.raises(IllegalMove, match="bank 2E for W"):
            GAME.parse_move(s, BLUE, text)
    assert GAME.parse_move(s, BLUE, "bank 2E for X") == Move("bank", ("E", "X"))
    assert GAME.parse_move(s, BLUE, "bank E for X") == Move("bank", ("E", "X"))
