"""Ad Astra notation: lenient in, canonical out."""

from __future__ import annotations

import pytest

from games.adastra import GAME
from games.core import IllegalMove, Move
from games.i18n import render
from tests.games.adastra_support import at_card, fresh, place, set_resources

BLUE, RED = 0, 1


@pytest.mark.parametrize(("text", "move"), [
    ("plan prod-WX 4", Move("plan", ("prod-WX", "4"))),
    ("Place production water xanthium on space 04", Move("plan", ("prod-WX", "4"))),
    ("play  P XW  4", Move("plan", ("prod-WX", "4"))),
    ("plan 7 movement large red / red nebula", Move("plan", ("move-LR-NR", "7"))),
    ("plan score colonies 12", Move("plan", ("score-CS", "12"))),
    ("plan score-id 3", Move("plan", ("score-ID", "3"))),
    ("plan the build card on 2", Move("plan", ("build", "2"))),
])
def test_planning_notation(text: str, move: Move) -> None:
    s = fresh()
    assert GAME.parse_move(s, BLUE, text) == move


def test_action_notation() -> None:
    s = fresh()
    place(s, BLUE, "LY3", ships=1, building="colony")
    set_resources(s, BLUE, F=1, E=1, Y=2)
    mv, _ = at_card(s, BLUE, "move-LY-TY")
    assert GAME.parse_move(mv, BLUE, "move from deep space to twin yellow") == Move(
        "move", ("deep", "TY"))
    assert GAME.parse_move(mv, BLUE, "MOVE ly3 DEEP") == Move("move", ("LY3", "deep"))
    assert GAME.parse_move(mv, BLUE, "fly ly3 to red nebula using the stargate") == Move(
        "move", ("LY3", "NR", "ianua"))
    assert GAME.parse_move(mv, BLUE, "done") == Move("pass")
    b, _ = at_card(s, BLUE, "build")
    # No ore named: the one the player holds most of pays.
    assert GAME.parse_move(b, BLUE, "build factory on ly3") == Move(
        "build", ("factory", "LY3", "Y"))
    assert GAME.parse_move(b, BLUE, "build ship zozodium") == Move("build", ("starship", "Z"))
    assert GAME.parse_move(b, BLUE, "build terraformer LY3 with seed of life") == Move(
        "build", ("terraformer", "LY3", "semen"))
    t, _ = at_card(s, BLUE, "trade")
    assert GAME.parse_move(t, BLUE, "bank 2 energy for water") == Move("bank", ("E", "W"))
    assert GAME.parse_move(t, BLUE, "offer red 2Y + food for X, Z") == Move(
        "offer", ("1", "FYY", "XZ"))
    assert GAME.format_move(t, Move("offer", ("1", "FYY", "XZ"))) == "offer Red FYY for XZ"
    assert GAME.format_move(t, Move("bank", ("E", "W"))) == "bank 2E for W"


@pytest.mark.parametrize(("text", "hint"), [
    ("", "Type a move"),
    ("jump to hyperspace", "'jump' is not a move"),
    ("plan prod-QQ 4", "cards are written like"),
    ("produce gold", "name one resource"),
    ("move deep", "say where the starship is and where it goes"),
    ("move nowhere LY", "'nowhere' is not deep space"),
    ("build castle", "build a colony, factory"),
    ("offer Pink W for F", "name the player first"),
    ("offer Red W F", "separate what you give"),
    ("discard 3", "is not a resource"),
    ("use wand", "name the artifact"),
])
def test_unreadable_moves_say_why(text: str, hint: str) -> None:
    with pytest.raises(IllegalMove, match=hint):
        GAME.parse_move(fresh(), BLUE, text)


def test_labels_tell_what_a_move_does() -> None:
    s = fresh()
    card = "prod-WX"
    assert render(GAME.describe_move(s, Move("plan", (card, "4")))) == (
        "Place Production (Water / Xanthium) face down on space 4")
    assert render(GAME.describe_move(s, Move("bank", ("E", "W")))) == (
        "Give 2 Energy to the bank for 1 Water")
    assert render(GAME.describe_move(s, Move("score", ("colonies",)))) == (
        "Score Colonies / Factories for everybody")
