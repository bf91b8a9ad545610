"""Ad Astra: the Build and Trade action cards."""

from __future__ import annotations

from games.adastra import GAME
from games.adastra.common import supply
from tests.games.adastra_support import (
    at_card,
    fresh,
    place,
    play,
    refused,
    set_kind,
    set_resources,
    texts,
)

BLUE, RED, YELLOW, GREEN = range(4)
RICH = dict.fromkeys("WFEXYZ", 9)


def test_owner_builds_any_number_others_one_each() -> None:
    s = fresh()
    for seat in range(4):
        set_resources(s, seat, **RICH)
    s, _ = at_card(s, YELLOW, "build")
    s, _ = play(s, YELLOW, "build starship X", "build starship Y")
    assert GAME.to_act(s) == [YELLOW]
    s, ev = play(s, YELLOW, "pass")
    assert "Yellow ends building." in texts(ev)
    assert GAME.to_act(s) == [GREEN]
    s, _ = play(s, GREEN, "build starship X")
    assert GAME.to_act(s) == [BLUE]  # Green built his one item
    s, _ = play(s, BLUE, "pass")
    s, _ = play(s, RED, "build starship Y")
    assert s.players[YELLOW].deep_ships == 3 and s.players[RED].deep_ships == 2


def test_pawn_limit_is_four_per_type() -> None:
    s = fresh()
    set_resources(s, BLUE, **RICH)
    s, _ = at_card(s, BLUE, "build")
    s, _ = play(s, BLUE, "build starship X", "build starship X", "build starship X")
    assert supply(s, BLUE, "starship") == 0
    assert refused(s, BLUE, "build starship X") == "All four of your starship pawns are in play."


def test_costs_and_unaffordable_builds() -> None:
    s = fresh()
    place(s, BLUE, "SR1", ships=1, kind="W")
    set_resources(s, BLUE, W=1, F=1, Y=1)
    s, _ = at_card(s, BLUE, "build")
    assert refused(s, BLUE, "build colony SR1 X") == (
        "You cannot afford a colony: it costs 1 Water, 1 Food, any one ore "
        "(1 Water + 1 Food + 1 Xanthium as chosen).")
    assert refused(s, BLUE, "build starship Y").startswith("You cannot afford a starship")
    s, ev = play(s, BLUE, "build colony SR1")  # the ore is picked from what Blue holds
    assert "paying 1 Water + 1 Food + 1 Yoyodium" in texts(ev)
    assert s.players[BLUE].resources == dict.fromkeys("WFEXYZ", 0)


def test_colony_needs_a_starship_or_terraformer_and_one_per_planet() -> None:
    s = fresh()
    set_resources(s, BLUE, **RICH)
    place(s, BLUE, "SR1", kind="W", terraformed=True)
    place(s, BLUE, "SR2", building="colony")
    place(s, BLUE, "SR3", ships=1, kind="E")
    s, _ = at_card(s, BLUE, "build")
    assert refused(s, BLUE, "build colony SR2 X") == "SR2 already has a colony: one per planet."
    assert refused(s, BLUE, "build colony LY1 X") == "You have no pawn on LY1."
    assert refused(s, BLUE, "build colony SOL1 X") == "SOL1 already has a factory: one per planet."
    s, _ = play(s, BLUE, "build colony SR1 X")  # terraformed: no starship needed
    s, _ = play(s, BLUE, "build colony SR3 X")
    assert s.planet("SR1").building == "colony" and s.planet("SR3").building == "colony"


def test_factory_replaces_a_colony_which_returns() -> None:
    s = fresh()
    set_resources(s, BLUE, **RICH)
    place(s, BLUE, "SR1", ships=1, building="colony")
    s, _ = at_card(s, BLUE, "build")
    colonies = supply(s, BLUE, "colony")
    assert refused(s, BLUE, "build factory SR2 X") == "You have no pawn on SR2."
    s, ev = play(s, BLUE, "build factory SR1 Z")
    assert s.planet("SR1").building == "factory"
    assert supply(s, BLUE, "colony") == colonies + 1
    assert "paying 1 Food + 1 Energy + 1 Zozodium" in texts(ev)
    assert refused(s, BLUE, "build factory SR1 X") == (
        "A factory replaces one of your colonies; SR1 has none.")


def test_alien_colony_and_factory_score_and_never_produce() -> None:
    s = fresh()
    set_resources(s, BLUE, **RICH)
    place(s, BLUE, "SR1", ships=1, kind="A")
    s, _ = at_card(s, BLUE, "build")
    s, _ = play(s, BLUE, "build colony SR1 X")
    assert s.players[BLUE].score == 3
    s, _ = play(s, BLUE, "build factory SR1 X")
    assert s.players[BLUE].score == 9


def test_terraformer_rules() -> None:
    s = fresh()
    set_resources(s, BLUE, **RICH)
    place(s, BLUE, "SR1", ships=1, kind="F")
    place(s, BLUE, "SR2", ships=1, kind="E", )
    set_kind(s, "SR3", "W", keep=frozenset({"SR1", "SR2"}))
    s, _ = at_card(s, BLUE, "build")
    assert refused(s, BLUE, "build terraformer SR2") == (
        "Only Water or Food planets can be terraformed.")
    assert refused(s, BLUE, "build terraformer SR3") == "You have no pawn on SR3."
    s, ev = play(s, BLUE, "build terraformer SR1")
    assert s.players[BLUE].score == 4 and s.planet("SR1").terraformed
    assert "paying 2 Water + 2 Food and scores 4" in texts(ev)
    assert refused(s, BLUE, "build terraformer SR1") == "SR1 is already terraformed."


def test_new_starships_start_in_deep_space() -> None:
    s = fresh()
    set_resources(s, RED, X=2, Y=1, Z=1)
    s, _ = at_card(s, RED, "build")
    s, ev = play(s, RED, "build starship X")
    assert s.players[RED].deep_ships == 2
    assert "builds a starship in deep space" in texts(ev)


def test_trade_with_the_bank_two_for_one_as_often_as_wanted() -> None:
    s = fresh()
    set_resources(s, GREEN, E=5)
    s, _ = at_card(s, GREEN, "trade")
    s, _ = play(s, GREEN, "bank 2E for W", "bank EE W")
    assert s.players[GREEN].resources["E"] == 1 and s.players[GREEN].resources["W"] == 2
    assert refused(s, GREEN, "bank 2E for X") == "You need 2 Energy to trade with the bank."
    assert refused(s, GREEN, "bank 2W for W") == (
        "Ask the bank for a different resource than the one you give.")
    assert refused(s, BLUE, "bank 2W for X") == "It is not your turn: waiting for Green."


def test_trade_offers_wait_for_an_answer() -> None:
    s = fresh()
    s, _ = at_card(s, BLUE, "trade")
    view = GAME.view(s, YELLOW)
    assert view["trade_open"] and view["players"][RED]["resources"] == dict.fromkeys("WFEXYZ", 1)
    s, ev = play(s, BLUE, "offer red 1 water for 1 food")
    assert "Blue offers Red 1 Water for 1 Food." in texts(ev)
    assert GAME.to_act(s) == [BLUE, RED]
    assert {str(m) for m in GAME.legal_moves(s, RED)} == {"accept", "decline"}
    assert {str(m) for m in GAME.legal_moves(s, BLUE)} == {"withdraw"}
    assert refused(s, YELLOW, "accept") == "It is not your turn: waiting for Blue and Red."
    declined, _ = play(s, RED, "decline")
    assert declined.players[BLUE].resources["W"] == 1 and GAME.to_act(declined) == [BLUE]
    withdrawn, ev = play(s, BLUE, "withdraw")
    assert "withdraws" in texts(ev) and withdrawn.action.offer is None  # type: ignore[union-attr]
    s, _ = play(s, RED, "accept")
    assert s.players[BLUE].resources["W"] == 0 and s.players[BLUE].resources["F"] == 2
    assert s.players[RED].resources["W"] == 2 and s.players[RED].resources["F"] == 0
    assert refused(s, BLUE, "offer Red F for F") == (
        "Do not offer and ask for the same resource.")
    assert refused(s, BLUE, "offer Red WW for X") == "You do not have 2 Water to offer."
    assert refused(s, BLUE, "offer Red F for F F") == (
        "Do not offer and ask for the same resource.")
    assert refused(s, BLUE, "offer Red E for F") == "Red does not have 1 Food."
    assert refused(s, BLUE, "offer Blue E for F") == (
        "Offer your trade to another player at the table.")
    s, ev = play(s, BLUE, "pass")
    assert "Blue ends trading." in texts(ev)
    assert not GAME.view(s, None)["trade_open"]


def test_only_the_owner_trades() -> None:
    s = fresh()
    s, _ = at_card(s, RED, "trade")
    assert refused(s, BLUE, "bank 2W for X") == "It is not your turn: waiting for Red."
    assert refused(s, BLUE, "offer Yellow W for F") == "It is not your turn: waiting for Red."
