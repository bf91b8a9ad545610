"""Ad Astra: Scoring cards, the end of the round and the end of the game."""

from __future__ import annotations

from games.adastra import GAME, rules
from games.adastra.state import Placement
from tests.games.adastra_support import (
    at_card,
    fresh,
    place,
    play,
    refused,
    set_resources,
    texts,
)

BLUE, RED, YELLOW, GREEN = range(4)


def test_revealing_a_scoring_card_takes_the_first_player_token() -> None:
    s = fresh(seed=3)
    owner = (s.first + 1) % 4
    s, ev = at_card(s, owner, "score-CS")
    assert s.first == owner
    assert "takes the first player token" in texts(ev)
    assert refused(s, owner, "score systems") == (
        "This Scoring card scores Colonies / Factories or Starships: choose one of them.")


def test_colonies_factories_points_and_sole_bonus() -> None:
    s = fresh()
    place(s, BLUE, "SR1", building="colony")
    place(s, BLUE, "SR2", building="factory")  # Blue: home factory 2 + 1 + 2 = 5
    place(s, RED, "SR3", building="colony")  # Red: 2 + 1 = 3
    s, _ = at_card(s, GREEN, "score-CS")
    s, ev = play(s, GREEN, "score colonies")
    assert [p.score for p in s.players] == [5 + 3, 3, 2, 2]
    assert "Blue scores the 3-point bonus." in texts(ev)


def test_starships_two_each_tie_no_bonus() -> None:
    s = fresh()
    s.players[BLUE].deep_ships = 2
    s.players[RED].deep_ships = 2
    s, _ = at_card(s, BLUE, "score-CS")
    s, ev = play(s, BLUE, "score starships")
    assert [p.score for p in s.players] == [4, 4, 2, 2]
    assert "Nobody scores the bonus (tie)." in texts(ev)


def test_terraformers_three_per_planet_and_systems_one_each() -> None:
    s = fresh()
    place(s, YELLOW, "SR1", terraformed=True, kind="W")
    place(s, YELLOW, "LY1", terraformed=True, ships=1, kind="F")
    place(s, RED, "NR1", ships=1)
    s1, _ = at_card(s, RED, "score-TS")
    s1, _ = play(s1, RED, "score terraformers")
    assert [p.score for p in s1.players] == [0, 0, 6 + 3, 0]
    s2, _ = at_card(s, RED, "score-TS")
    s2, _ = play(s2, RED, "score systems")
    # Yellow: Sol, SR, LY = 3 (+3 bonus); Red: Sol, NR = 2; others Sol = 1.
    assert [p.score for p in s2.players] == [1, 2, 6, 1]


def test_identical_resources_from_the_owners_left_owner_last() -> None:
    s = fresh()
    set_resources(s, BLUE, W=4)
    set_resources(s, RED, F=3)
    set_resources(s, YELLOW, X=1, Y=1)
    set_resources(s, GREEN, E=2, Z=2)
    s, _ = at_card(s, BLUE, "score-ID")
    s, _ = play(s, BLUE, "score identical")
    assert GAME.to_act(s) == [RED]
    assert refused(s, RED, "discard F") == (
        "Identical resources: discard at least 2 cards, all of the same type.")
    s, _ = play(s, RED, "discard 3F")
    # Yellow has no pair: skipped automatically.
    assert GAME.to_act(s) == [GREEN]
    assert refused(s, GREEN, "discard EZ") == (
        "Identical resources: discard at least 2 cards, all of the same type.")
    s, _ = play(s, GREEN, "discard EE")
    assert GAME.to_act(s) == [BLUE]
    s, _ev = play(s, BLUE, "discard 4 water")
    assert [p.score for p in s.players] == [4 + 3, 3, 0, 2]
    assert s.bank["W"] == 25  # nobody holds water any more: it is all back in the bank


def test_different_resources_two_to_six_types() -> None:
    s = fresh()
    set_resources(s, BLUE, W=2, F=1, E=1)
    set_resources(s, RED, W=1, F=1, E=1, X=1, Y=1, Z=1)
    s, _ = at_card(s, YELLOW, "score-ID")
    s, _ = play(s, YELLOW, "score different")
    assert GAME.to_act(s) == [GREEN]
    s, _ = play(s, GREEN, "pass")
    assert refused(s, BLUE, "discard WW") == (
        "Different resources: discard 2 to 6 cards, no two of the same type.")
    assert refused(s, BLUE, "discard WX") == "You do not have 1 Water + 1 Xanthium."
    s, _ = play(s, BLUE, "discard W F E")
    s, _ = play(s, RED, "discard WFEXYZ")
    s, _ev = play(s, YELLOW, "discard WF")
    assert [p.score for p in s.players] == [3, 6 + 3, 2, 0]


def test_scoring_cards_stay_out_until_all_three_are_played() -> None:
    s = fresh()
    s.phase = "action"
    s.players[RED].hand = [c for c in s.players[RED].hand if c != "score-CS"]
    s.board = [Placement(RED, "score-CS", revealed=True), Placement(RED, "build", revealed=True)]
    s.space = len(s.board)
    s.action = None
    events: list = []
    rules.end_of_round(s, events)
    assert s.players[RED].set_aside == ["score-CS"] and "score-CS" not in s.players[RED].hand
    assert "build" in s.players[RED].hand
    # Later the other two are played: all three come back.
    s.phase = "action"
    for card in ("score-TS", "score-ID"):
        s.players[RED].hand.remove(card)
    s.board = [Placement(RED, "score-TS", True), Placement(RED, "score-ID", True)]
    rules.end_of_round(s, events)
    assert s.players[RED].set_aside == []
    assert {"score-CS", "score-TS", "score-ID"} <= set(s.players[RED].hand)
    assert "takes back all three scoring cards" in texts(events)


def test_hand_limit_discards_are_simultaneous_and_private() -> None:
    s = fresh()
    set_resources(s, BLUE, W=8, F=4)
    set_resources(s, GREEN, E=11)
    s.phase = "action"
    s.board = [Placement(BLUE, "build", True)]
    s.space = 1
    events: list = []
    rules.end_of_round(s, events)
    assert s.phase == "discard"
    assert GAME.to_act(s) == [BLUE, GREEN]
    assert refused(s, BLUE, "discard WWW") == "You only need to discard 2 cards."
    s, ev = play(s, GREEN, "discard E")
    assert "Green discards 1 resource card (10 left)." in texts(ev)
    assert "Energy" not in texts(ev) and "Energy" in ev[0].private[GREEN]
    assert GAME.to_act(s) == [BLUE]
    s, _ = play(s, BLUE, "discard W", "discard F")
    assert s.phase == "planning" and s.round == 2
    assert s.players[BLUE].cards() == 10


def finish_round_with(s, seat: int) -> None:  # type: ignore[no-untyped-def]
    s.phase = "action"
    s.board = [Placement(seat, "build", True)]
    s.space = 1
    s.action = None


def test_reaching_fifty_ends_the_game_after_the_round() -> None:
    s = fresh()
    s.players[GREEN].score = 48
    place(s, GREEN, "SR1", ships=1, building="colony", kind="A")
    set_resources(s, GREEN, F=1, E=1, X=1)
    s, _ = at_card(s, GREEN, "build")
    s.board.append(Placement(BLUE, "trade"))  # one more card in the round
    s, ev = play(s, GREEN, "build factory SR1 X")
    assert s.ending and "the game ends with this round" in texts(ev)
    assert GAME.outcome(s) is None
    s, _ = play(s, BLUE, "pass") if GAME.to_act(s) == [BLUE] else (s, [])
    while GAME.outcome(s) is None:
        seat = GAME.to_act(s)[0]
        s, _ = GAME.apply(s, seat, GAME.legal_moves(s, seat)[-1])
    result = GAME.outcome(s)
    assert result is not None and result.winners == (GREEN,)
    assert result.scores[GREEN] == 54
    assert GAME.to_act(s) == [] and s.phase == "over"
    assert refused(s, GREEN, "pass") == "The game is over."


def test_revealing_the_last_planet_ends_the_game_after_the_round() -> None:
    s = fresh()
    for p in list(s.planets):
        s.planet(p.id).face_up = True
    last = s.planet("TY1")
    last.face_up = False
    s, _ = at_card(s, BLUE, "move-LY-TY")
    s, ev = play(s, BLUE, "move deep TY", "land TY1")
    assert s.ending == "the last planet was revealed"
    assert "The last planet is revealed" in texts(ev)


def test_tie_break_more_pawns_then_more_cards() -> None:
    s = fresh()
    for p in s.players:
        p.score = 20
    s.players[RED].deep_ships = 2  # more pawns in play
    set_resources(s, BLUE, W=9)  # more cards than the 6 the others hold
    s.phase = "over"
    s.ending = "test"
    result = GAME.outcome(s)
    assert result is not None
    assert result.ranking[0] == (RED,) and result.ranking[1] == (BLUE,)
    assert result.ranking[2] == (YELLOW, GREEN)  # still tied: they share the place
    assert result.place_of(GREEN) == 3
