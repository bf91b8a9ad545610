"""Magnastorm rules, one test per rule and per error a player can provoke: setup, starting
positions and phase 1 (takeovers, crew, the lower panel, movement, labs, transmitters,
research). Objectives, administration and the end are in test_magnastorm_rules_end.py.

Worked examples from the rulebook are reproduced where it has them (takeover cost, cube
and movement rows, movement options A-D and X, the lab and transmitter examples, the
advanced starting positions).
"""

from __future__ import annotations

from typing import Any

import pytest

from games.magnastorm import GAME
from games.magnastorm import data as D
from games.magnastorm import rules as R
from tests.games.magnastorm_support import (
    GREY,
    ORANGE,
    PINK,
    PURPLE,
    decide,
    movement,
    moves,
    play,
    play_events,
    refuse,
    scene,
)

# ---------------------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------------------


def test_setup_four_players() -> None:
    state = GAME.setup(4, 11)
    assert len(state.upper[0]) == 5
    assert sum(len(c) for row in state.upper for c in row) == 15
    assert all(state.upper[r][c] == [-1] for r in range(3) for c in range(5))
    assert len(state.admin) == 4 and all(D.COMMANDERS[k].kind == "admin" for k in state.admin)
    assert len(state.research_cmd) == 4
    assert all(D.COMMANDERS[k].kind == "research" for k in state.research_cmd)
    assert [o[0] for o in state.objectives] == ["r", "r", "s", "s"]
    assert state.ladders == [[5, 4, 3, 2]] * 4
    assert state.bag == {"black": 25, "yellow": 3, "grey": 3, "purple": 3, "pink": 3,
                         "orange": 3}
    for p in state.players:
        assert p.cubes == {p.colour: 2}
        assert (sum(p.labs), sum(p.stations), p.crew, p.markers) == (10, 3, 5, 8)
        assert p.research == [0, 0, 0, 0]
    assert state.runners == ["st1"] * 4
    view = GAME.view(state, None)
    assert view["board"]["side"] == 4 and view["goal"] == 27
    assert view["decision"] == "start_crew"


def test_setup_two_and_three_players_use_the_small_side_and_cover_ups() -> None:
    two = GAME.setup(2, 5)
    assert len(two.upper[0]) == 4
    assert sum(len(c) for row in two.upper for c in row) == 12
    assert len(two.admin) == 3 and len(two.research_cmd) == 3
    assert two.ladders == [[5, 4]] * 4  # the "3" spaces are covered up
    assert GAME.view(two, None)["goal"] == 25
    assert GAME.view(two, None)["board"]["side"] == 3
    assert set(two.bag) == {"black", "yellow", "grey", "purple"}
    three = GAME.setup(3, 5)
    assert three.ladders == [[5, 4, 3]] * 4
    assert GAME.view(three, None)["goal"] == 23


def test_start_area_two_puts_runners_there_and_turns_the_centre_tile() -> None:
    state = GAME.setup(3, 2, {"start_area": 2})
    assert state.runners == ["st2"] * 3
    assert R.quiet_sectors(state) == [2, 3, 4]
    assert R.board(state).spaces["st2"].sector == 3


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError):
        GAME.setup(5, 1)
    with pytest.raises(ValueError):
        GAME.setup(3, 1, {"start_area": 3})
    with pytest.raises(ValueError):
        GAME.setup(2, 1, {"artifacts": [[999, 101], [101, 102]]})


def test_starting_positions() -> None:
    state = GAME.setup(4, 3, {"first_player": PINK})
    assert state.order == [PINK, ORANGE, GREY, PURPLE]
    refuse(state, GREY, "start a", "It is not your turn: Pink is to decide")
    state = play(state, PINK, "start b")
    refuse(state, ORANGE, "start b", "Another starting crew member already stands")
    state = play(state, ORANGE, "start column c")
    state = play(state, GREY, "start a")
    state = play(state, PURPLE, "start e")
    assert state.upper[3][1] == [PINK] and state.upper[3][4] == [PURPLE]
    assert state.players[PINK].crew == 4
    # research in reverse order, each in a different area
    assert GAME.to_act(state) == [PURPLE]
    state = play(state, PURPLE, "research g")
    refuse(state, GREY, "research green", "each must pick a different one")
    state = play(state, GREY, "research red")
    state = play(state, ORANGE, "research blue")
    # pink's only area left is applied automatically
    assert state.players[PINK].research == [0, 0, 0, 1]
    assert state.phase == "turns" and GAME.to_act(state) == [PINK]
    # the 3rd and 4th players receive 1 own cube
    assert [state.players[s].cubes[state.players[s].colour] for s in range(4)] == [3, 3, 2, 2]


def test_advanced_starting_positions_example() -> None:
    """Tom 3+2, Ronja 3+1 with #212, Matthias 2+2 with #115: Tom, Ronja, Matthias."""
    matthias, tom, ronja = [108, 115], [120, 191], [170, 212]
    state = GAME.setup(3, 4, {"artifacts": [matthias, tom, ronja]})
    assert [D.ARTIFACTS[a].level for a in tom] == [2, 3]
    assert [D.ARTIFACTS[a].level for a in ronja] == [1, 3]
    assert [D.ARTIFACTS[a].level for a in matthias] == [2, 2]
    assert state.order == [1, 2, 0]
    while state.phase == "setup":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    # bonuses: 120 reputation, 191 cube, 212 green, 170 reputation, 108 red, 115 reputation
    assert [p.reputation for p in state.players] == [1, 1, 1]
    assert state.players[1].cubes == {"purple": 3}
    assert state.players[0].cubes == {"grey": 2}  # no 3rd-player bonus in this variant
    assert state.players[2].research[0] >= 1  # green from #212
    assert state.players[0].research[1] >= 1  # red from #108
    assert GAME.view(state, None)["players"][1]["drawn_artifacts"][1]["id"] == 191


def test_advanced_start_can_be_declined() -> None:
    state = GAME.setup(2, 4, {"artifacts": [[101, 102], [103, 104]],
                              "advanced_start": False, "first_player": 1})
    assert state.order == [1, 0]
    assert state.players[0].drawn == []


# ---------------------------------------------------------------------------------------
# 1) Take over a commander
# ---------------------------------------------------------------------------------------


def test_takeover_cost_example() -> None:
    """Orange takes commander #2: 2 yellow and 1 grey for 2 neutral and 1 grey crew."""
    state = scene()
    state.upper[0][2], state.upper[1][2], state.upper[3][2] = [-1], [-1], [GREY]
    state.players[ORANGE].cubes = {"yellow": 2, "grey": 1}
    decide(state, {"k": "turn", "seat": ORANGE})
    assert "take c" in moves(state, ORANGE)
    key = state.admin[1]
    state = play(state, ORANGE, "take c")
    assert state.players[ORANGE].cubes == {}
    assert all(not state.upper[r][2] for r in range(5))
    assert state.admin_owner[1] == ORANGE
    assert state.players[ORANGE].reputation == D.COMMANDERS[key].gain
    assert key in state.players[ORANGE].commanders
    assert state.players[ORANGE].markers == 7
    # the 3 crew members go to any free lower spaces, one decision each
    assert R.current(state)["k"] == "park"
    for cell in ("a1", "b1", "c1"):
        state = play(state, ORANGE, f"place {cell}")
    assert sorted(x for cell in ("a1", "b1", "c1") for x in state.lower[int(cell[1]) - 1][
        "abc".index(cell[0])]) == [-1, -1, GREY]


def test_takeover_from_another_player_costs_their_colour_and_hands_the_card_over() -> None:
    state = scene()
    state.upper[0][1] = [-1]
    key = state.admin[0]
    card = D.COMMANDERS[key]
    state.admin_owner[0] = GREY
    state.players[GREY].commanders = [key]
    state.players[GREY].reputation = 5
    state.players[GREY].markers = 7
    state.players[ORANGE].cubes = {"yellow": 1}
    decide(state, {"k": "turn", "seat": ORANGE})
    refuse(state, ORANGE, "take b", "it costs 1 grey, 1 yellow")
    state.players[ORANGE].cubes = {"yellow": 1, "grey": 1}
    state = play(state, ORANGE, "take b")
    assert state.players[GREY].reputation == 5 - card.loss
    assert state.players[GREY].commanders == [] and state.players[GREY].markers == 8
    assert state.players[ORANGE].commanders == [key]
    assert state.players[ORANGE].reputation == card.gain


def test_takeover_refusals() -> None:
    state = scene()
    state.upper[0][1] = [-1]
    state.admin_owner[0] = ORANGE
    state.players[ORANGE].commanders = [state.admin[0]]
    state.players[ORANGE].cubes = {"yellow": 5}
    decide(state, {"k": "turn", "seat": ORANGE})
    refuse(state, ORANGE, "take c", "no crew member is below it")
    refuse(state, ORANGE, "take b", "You already control that commander.")
    refuse(state, ORANGE, "take z", "Name a column")
    refuse(state, GREY, "take b", "It is not your turn: Orange is to decide")
    refuse(state, ORANGE, "take b own", "Only the controller of Idris Yakuul")


def test_first_player_token_bonus_and_turn_order() -> None:
    """The token costs its crew; +1 level in any area and 1 cube of a player colour; the
    holder becomes first in the administration phase (example: purple from 3 to 1)."""
    state = scene()
    state.upper[0][0] = [-1, PINK]
    state.upper[1][1] = [-1]
    state.order = [PINK, GREY, PURPLE, ORANGE]
    state.players[PURPLE].cubes = {"yellow": 1, "pink": 1}
    decide(state, {"k": "turn", "seat": PURPLE})
    state = play(state, PURPLE, "take a")
    assert state.first_token == PURPLE
    assert state.players[PURPLE].markers == 8  # no marker under the token
    state = play(state, PURPLE, "place d5")
    state = play(state, PURPLE, "place e5")
    assert R.current(state)["k"] == "research"
    state = play(state, PURPLE, "research blue")
    assert "gain yellow" not in moves(state, PURPLE)
    refuse(state, PURPLE, "gain yellow", "Choose a player colour")
    state = play(state, PURPLE, "gain orange")
    assert state.players[PURPLE].cubes == {"orange": 1}
    assert state.players[PURPLE].research[2] == 1
    front: list[dict[str, Any]] = []
    R.auto_admin4(state, {}, [], front)
    assert state.order == [PURPLE, PINK, GREY, ORANGE]
    assert state.first_token == -1


def test_idris_yakuul_swaps_one_cube_in_a_takeover() -> None:
    state = scene()
    state.upper[0][1] = [-1]
    state.players[ORANGE].commanders = ["idris"]
    state.players[ORANGE].cubes = {"orange": 1}
    decide(state, {"k": "turn", "seat": ORANGE})
    assert "take b own" in moves(state, ORANGE)
    refuse(state, ORANGE, "take b", "it costs 1 yellow")
    refuse(state, ORANGE, "take b yellow", "That swap changes nothing")
    state = play(state, ORANGE, "take b own")
    assert state.players[ORANGE].cubes == {}


# ---------------------------------------------------------------------------------------
# 2) Perform an action on the lower action panel
# ---------------------------------------------------------------------------------------


def test_crew_choice_neutral_or_own_before_opponents() -> None:
    state = scene()
    state.upper[0][0] = [ORANGE]
    state.upper[0][1] = [-1]
    state.upper[0][2] = [GREY]
    decide(state, {"k": "turn", "seat": GREY})
    assert sorted(m for m in moves(state, GREY) if m.startswith("crew")) == [
        "crew b yellow", "crew c grey"]
    refuse(state, GREY, "crew a orange", "only when no neutral and no crew member of your")
    refuse(state, GREY, "crew d yellow", "There is no yellow crew member in column d")
    state.upper[0][1] = []
    state.upper[0][2] = []
    state.players[GREY].cubes = {"yellow": 3}  # keeps the decision open
    assert "crew a orange" in moves(state, GREY)


def test_place_on_a_used_space_is_refused_unless_full_or_kim_kin() -> None:
    state = scene()
    state.lower[1][2] = [-1]
    decide(state, {"k": "place", "seat": GREY, "code": -1})
    refuse(state, GREY, "place c2", "That space is already used.")
    refuse(state, GREY, "place f2", "Name a lower-panel space")
    state.players[GREY].commanders = ["kimkin"]
    assert "place c2" in moves(state, GREY)
    after = play(state, GREY, "place c2")
    assert after.kimkin_used[GREY]
    assert after.lower[1][2] == [-1, -1]
    # once per round
    again = after.clone()
    decide(again, {"k": "place", "seat": GREY, "code": -1})
    refuse(again, GREY, "place c2", "That space is already used.")


def test_full_lower_panel_allows_the_bottom_row() -> None:
    state = scene(3)
    for row in state.lower:
        for cell in row:
            cell.append(-1)
    decide(state, {"k": "place", "seat": GREY, "code": -1})
    assert sorted(m for m in moves(state, GREY)) == ["place a5", "place b5", "place c5",
                                                      "place d5"]
    refuse(state, GREY, "place a1", "place on a space of the bottom row")
    state = play(state, GREY, "place b5")
    assert state.lower[4][1] == [-1, -1]


def test_gain_creditcubes_example_row() -> None:
    """Purple in row 2: 1 yellow and 1 of their own."""
    state = scene()
    decide(state, {"k": "action", "seat": PURPLE, "space": "c2"})
    state = play(state, PURPLE, "cubes")
    assert state.players[PURPLE].cubes == {"yellow": 1, "purple": 1}


def test_move_cost_example_row() -> None:
    """Purple in row 2 pays 1 own cube to move."""
    state = scene()
    decide(state, {"k": "action", "seat": PURPLE, "space": "c2"})
    refuse(state, PURPLE, "move", "it costs 1 purple")
    state.players[PURPLE].cubes = {"purple": 1}
    state = play(state, PURPLE, "move")
    assert state.players[PURPLE].cubes == {}
    assert R.current(state)["k"] == "movement"


def test_sayuri_modo_pays_one_own_cube_less() -> None:
    state = scene()
    state.players[PURPLE].commanders = ["sayuri"]
    decide(state, {"k": "action", "seat": PURPLE, "space": "c2"})
    state = play(state, PURPLE, "move")
    assert R.current(state)["k"] == "movement"


def test_bag_bonus_only_with_cubes_and_black_becomes_own() -> None:
    state = scene()
    bonuses = R.lower_bonuses(state)
    bag_space = next(s for s, b in bonuses.items() if b == D.B_BAG)
    state.bag = {"black": 5}
    decide(state, {"k": "action", "seat": PINK, "space": bag_space})
    row = R.parse_cell(bag_space)
    assert row is not None
    gain = R.resolve(state, PINK, D.ROW_TABLE[row[0]].gain)
    state, texts = play_events(state, PINK, "cubes")
    assert sum(state.players[PINK].cubes.values()) == len(gain) + 1
    assert state.players[PINK].cubes["pink"] >= 1
    assert state.bag == {"black": 5}  # the black cube went back
    assert any("draws from the bag" in t for t in texts)


def test_research_bonus_space_with_either_action() -> None:
    state = scene()
    bonuses = R.lower_bonuses(state)
    space = next(s for s, b in bonuses.items() if b == "research:red")
    decide(state, {"k": "action", "seat": PINK, "space": space})
    state = play(state, PINK, "cubes")
    assert state.players[PINK].research[1] == 1


def test_crew_bonus_places_a_crew_member_from_the_board() -> None:
    state = scene()
    space = next(s for s, b in R.lower_bonuses(state).items() if b == D.B_CREW)
    decide(state, {"k": "action", "seat": PINK, "space": space})
    state = play(state, PINK, "cubes")
    assert R.current(state)["k"] == "crewbonus"
    options = moves(state, PINK)
    assert "put up a2" in options  # under the neutral crew member of column a
    assert "put up b2" not in options  # not in an empty column
    refuse(state, PINK, "put up b2", "Choose a free space")
    crew = state.players[PINK].crew
    state = play(state, PINK, "put up a2")
    assert state.upper[1][0] == [PINK] and state.players[PINK].crew == crew - 1


def test_turn_order_bonus_swaps_with_the_player_above_from_the_next_pass() -> None:
    """Purple swaps with grey; pink and orange still act in the old order first."""
    state = scene()
    for c in range(5):
        state.upper[0][c] = [-1]
    state.order = [GREY, PURPLE, PINK, ORANGE]
    state.cycle = [GREY, PURPLE, PINK, ORANGE]
    state.cycle_pos = 1
    space = next(s for s, b in R.lower_bonuses(state).items() if b == D.B_TURN)
    state.queue = [{"k": "action", "seat": PURPLE, "space": space},
                   {"k": "endturn", "seat": PURPLE}]
    state = play(state, PURPLE, "cubes")
    assert state.order == [PURPLE, GREY, PINK, ORANGE]
    assert GAME.to_act(state) == [PINK]


def test_turn_order_bonus_exists_only_on_the_four_player_panels() -> None:
    for panel in ("x", "y"):
        assert D.B_TURN not in D.panel_bonuses(3, panel).values()
        assert D.B_TURN in D.panel_bonuses(4, panel).values()


# ---------------------------------------------------------------------------------------
# Scout runner movement
# ---------------------------------------------------------------------------------------


def test_movement_options_a_b_c_d_and_x() -> None:
    """Round 1, start area 1: sectors 6, 1, 2 quiet, 3-5 storm (4-player side)."""
    state = scene()
    state.runners[ORANGE] = "11"  # area 2a (red 11, blue 12), sector 2
    state.stations["t1"] = PINK  # between 1c and 2b
    state.players[ORANGE].cubes = {"yellow": 1}
    decide(state, movement(ORANGE))
    options = moves(state, ORANGE)
    assert "go 12" in options  # A: another space of the same area
    assert "go 1" in options and "go 13" in options  # B: adjacent areas 1a and 2b
    assert "from t1 yellow" in options  # C: start at pink's station
    assert "stop" in options  # D: stay
    assert "go 21" not in options  # X: area 3a is in a storm sector
    refuse(state, ORANGE, "go 21", "cannot move into a storm sector")
    refuse(state, ORANGE, "go 59", "out of reach")
    refuse(state, ORANGE, "jump 12", "Only the controller of Mira Mascovic")
    # C: the station's owner receives the cube; the runner moves from the station
    after = play(state, ORANGE, "from t1 yellow")
    assert after.players[PINK].cubes == {"yellow": 1}
    station_moves = moves(after, ORANGE)
    assert sorted(station_moves) == ["go 13", "go 14", "go 15", "go 6"]
    refuse(after, ORANGE, "stop", "move to a space next to it")
    # a station whose other side is in the storm leads only to its quiet side
    state.stations["t3"] = PINK  # between 2c (quiet) and 3b (storm)
    forced = play(state, ORANGE, "from t3 yellow")
    assert forced.runners[ORANGE] == "16"


def test_station_start_refusals() -> None:
    state = scene()
    state.runners[ORANGE] = "11"
    state.stations["t3"] = PINK
    decide(state, movement(ORANGE))
    refuse(state, ORANGE, "from t3 yellow", "You have no yellow cube.")
    refuse(state, ORANGE, "from t1 yellow", "There is no transmitter station")
    refuse(state, ORANGE, "from t3", "Say which cube you pay to Pink")
    state.stations["t4"] = ORANGE  # between 3c and 4b: both storm sectors
    refuse(state, ORANGE, "from t4", "Every space next to that station is in a storm")


def test_runner_in_a_storm_must_move_clockwise_towards_quiet() -> None:
    state = scene()
    state.round = 2  # quiet sectors 1, 2, 3; storm 4, 5, 6
    assert R.quiet_sectors(state) == [0, 1, 2]
    state.runners[GREY] = "41"  # area 5a, sector 5 (index 4): two sectors from quiet
    decide(state, movement(GREY))
    refuse(state, GREY, "stop", "it must move towards quiet")
    options = moves(state, GREY)
    # clockwise means towards sector 6 (index 5), which is closer to quiet sector 1
    assert "go 51" in options  # area 6a, sector 6
    assert "go 31" not in options  # area 4a, sector 4: away from quiet
    state = play(state, GREY, "go 51")
    assert state.runners[GREY] == "51"
    assert R.current(state)["k"] != "lab"  # no lab in a storm sector


def test_range_bonus_moves_two_areas_and_stop_early() -> None:
    state = scene()
    state.runners[GREY] = "11"
    decide(state, movement(GREY, steps=2))
    state = play(state, GREY, "go 1")
    assert R.current(state)["k"] == "movement"
    assert "go 51" in moves(state, GREY)  # area 6a next to 1a
    state = play(state, GREY, "go 51")
    assert state.runners[GREY] == "51"
    assert R.current(state)["k"] == "lab"


def test_justin_beeper_adds_range_for_a_cube_not_of_your_colour() -> None:
    state = scene()
    state.runners[GREY] = "11"
    state.players[GREY].commanders = ["justin"]
    state.players[GREY].cubes = {"grey": 1, "yellow": 1}
    decide(state, movement(GREY))
    refuse(state, GREY, "boost grey", "cannot be of your own colour")
    state = play(state, GREY, "boost yellow")
    assert R.current(state)["steps"] == 2
    refuse(state, GREY, "boost grey", "already extended")


def test_mira_mascovic_jumps_to_an_area_with_a_lab() -> None:
    state = scene()
    state.labs["59"] = [PINK, 1]  # area 6e: 59 green, 60 white
    state.players[GREY].commanders = ["mira"]
    decide(state, movement(GREY))
    assert "jump 60" in moves(state, GREY)
    refuse(state, GREY, "jump 12", "only to a quiet space in an area with a turtle lab")
    state = play(state, GREY, "jump 60")
    assert state.runners[GREY] == "60"
    assert R.current(state)["k"] == "lab"


# ---------------------------------------------------------------------------------------
# Turtle labs and transmitter stations
# ---------------------------------------------------------------------------------------


def test_lab_costs_first_two_free_then_the_board_costs() -> None:
    state = scene()
    state.runners[ORANGE] = "11"
    state.players[ORANGE].labs = [False, False] + [True] * 8
    decide(state, {"k": "lab", "seat": ORANGE, "space": "11", "first": True, "extras": []})
    refuse(state, ORANGE, "lab 3", "it costs 1 orange")
    refuse(state, ORANGE, "lab 1", "There is no lab on slot 1")
    state.players[ORANGE].cubes = {"orange": 1}
    state = play(state, ORANGE, "lab 3")
    assert state.labs["11"] == [ORANGE, 1]
    assert state.players[ORANGE].cubes == {}
    assert state.players[ORANGE].research[1] == 1  # red space: red research


def test_lab_example_red_space_with_any_colour_bonus() -> None:
    """Orange drops a lab on a red space, reaches the red bonus and takes a cube in any
    player colour (the rulebook's lab example)."""
    state = scene()
    state.runners[ORANGE] = "11"
    state.players[ORANGE].research = [0, 1, 0, 0]
    decide(state, {"k": "lab", "seat": ORANGE, "space": "11", "first": True, "extras": []})
    state = play(state, ORANGE, "lab 1")
    assert state.players[ORANGE].research[1] == 2
    assert D.RESEARCH_BONUSES["red"][2] == D.ANY
    assert R.current(state)["k"] == "colour"
    state = play(state, ORANGE, "gain pink")
    assert state.players[ORANGE].cubes == {"pink": 1}


def test_white_space_lets_the_player_choose_the_area() -> None:
    state = scene()
    state.runners[GREY] = "14"
    decide(state, {"k": "lab", "seat": GREY, "space": "14", "first": True, "extras": []})
    state = play(state, GREY, "lab 1")
    assert R.current(state)["k"] == "research"
    state = play(state, GREY, "research cyan")
    assert state.players[GREY].research == [0, 0, 0, 1]


def test_no_lab_on_an_occupied_space_or_the_start_space() -> None:
    state = scene()
    state.runners[GREY] = "11"
    state.labs["12"] = [PINK, 1]
    decide(state, movement(GREY))
    state = play(state, GREY, "go 12")
    assert "12" in state.labs and state.labs["12"] == [PINK, 1]
    assert R.current(state) is None or R.current(state)["k"] != "lab"
    other = scene()
    decide(other, movement(GREY))
    other = play(other, GREY, "stop")  # stays on the start space: no research icon
    assert R.current(other) is None or R.current(other)["k"] != "lab"


def test_extra_lab_bonus_drops_a_second_lab_without_research() -> None:
    state = scene()
    state.runners[GREY] = "11"
    decide(state, movement(GREY, extralab=True))
    state = play(state, GREY, "stop")
    state = play(state, GREY, "lab 1")
    assert R.current(state)["k"] == "lab"
    state = play(state, GREY, "lab 2")
    assert state.labs["11"] == [GREY, 2]
    assert state.players[GREY].research[1] == 1  # still only one level


def test_azrea_bonsmai_extra_lab_costs_one_own_cube_more() -> None:
    state = scene()
    state.runners[GREY] = "11"
    state.players[GREY].commanders = ["azrea"]
    state.players[GREY].cubes = {"yellow": 3}  # an exchange could pay for it
    decide(state, movement(GREY))
    state = play(state, GREY, "stop")
    state = play(state, GREY, "lab 1")
    refuse(state, GREY, "lab 2", "it costs 1 grey")
    state.players[GREY].cubes = {"grey": 1, "yellow": 3}
    state = play(state, GREY, "lab 2")
    assert state.labs["11"] == [GREY, 2] and state.players[GREY].cubes == {"yellow": 3}


def test_kaysia_vasidis_ignores_one_cost_per_turn() -> None:
    state = scene()
    state.runners[GREY] = "11"
    state.players[GREY].commanders = ["kaysia"]
    state.players[GREY].labs = [False, False] + [True] * 8
    state.players[GREY].cubes = {"yellow": 3}
    decide(state, movement(GREY, extralab=True))
    state = play(state, GREY, "stop")
    assert "lab 3 free" in moves(state, GREY)
    state = play(state, GREY, "lab 3 free")
    refuse(state, GREY, "lab 4 free", "already used this turn")


def test_transmitter_station_example() -> None:
    """Grey crosses a sector border next to a free transmitter space and builds the upper
    station for 1 grey cube: +2 reputation; a lab may follow in the same turn."""
    state = scene()
    state.runners[GREY] = "6"  # area 1c (sector 1) -> 2b (sector 2) next to t1
    state.players[GREY].cubes = {"grey": 1}
    decide(state, movement(GREY))
    refuse(state, GREY, "build 1", "only right after crossing a sector border")
    state = play(state, GREY, "go 15")
    assert R.current(state)["tx"] == "t1"
    refuse(state, GREY, "build 2", "it costs 1 grey, 1 yellow")
    state = play(state, GREY, "build 1")
    assert state.stations == {"t1": GREY}
    assert state.players[GREY].reputation == 2
    assert state.players[GREY].stations == [False, True, True]
    assert R.current(state)["k"] == "lab"


def test_no_transmitter_offer_within_a_sector_or_without_a_transmitter_space() -> None:
    state = scene()
    state.runners[GREY] = "11"  # 2a -> 1a crosses a border on the inner ring (no space)
    decide(state, movement(GREY))
    state = play(state, GREY, "go 1")
    assert R.current(state)["k"] == "lab"


# ---------------------------------------------------------------------------------------
# Research and commanders' research powers
# ---------------------------------------------------------------------------------------


def test_franzkarl_huber_may_take_a_level_elsewhere() -> None:
    state = scene()
    state.runners[GREY] = "11"
    state.players[GREY].commanders = ["franzkarl"]
    decide(state, {"k": "lab", "seat": GREY, "space": "11", "first": True, "extras": []})
    state = play(state, GREY, "lab 1")
    assert R.current(state)["k"] == "research"
    state = play(state, GREY, "research blue")
    assert state.players[GREY].research == [0, 0, 1, 0]


def test_research_track_stops_at_the_top() -> None:
    state = scene()
    state.players[GREY].research = [D.MAX_LEVEL, 0, 0, 0]
    events: list[Any] = []
    R.raise_level(state, GREY, "green", events, [])
    assert state.players[GREY].research[0] == D.MAX_LEVEL


def test_adira_okzil_two_own_cubes_for_a_level_after_moving() -> None:
    state = scene()
    state.players[GREY].commanders = ["adira"]
    state.players[GREY].cubes = {"grey": 2, "yellow": 3}
    decide(state, {"k": "study", "seat": GREY})
    state = play(state, GREY, "study red")
    assert state.players[GREY].research[1] == 1 and state.players[GREY].cubes == {
        "yellow": 3}
    state.players[GREY].cubes = {"grey": 1}
    decide(state, {"k": "study", "seat": GREY})
    refuse(state, GREY, "study red", "needs 2 grey cubes")


def test_rain_davenpitt_and_yuul_mbado_on_the_cubes_action() -> None:
    state = scene()
    state.players[GREY].commanders = ["rain", "yuul"]
    state.players[GREY].research = [2, 1, 3, 2]
    decide(state, {"k": "action", "seat": GREY, "space": "c2"})
    state = play(state, GREY, "cubes")
    # commander bonuses first: Yuul's cube, then Rain's level in red (lowest)
    assert R.current(state)["k"] == "colour"
    state = play(state, GREY, "gain purple")
    assert state.players[GREY].research == [2, 2, 3, 2]
    assert state.players[GREY].cubes == {"yellow": 1, "grey": 1, "purple": 1}


def test_joy_obondov_draws_two_more_from_the_bag() -> None:
    state = scene()
    state.players[GREY].commanders = ["joy"]
    R.draw_from_bag(state, GREY, 1, [])
    assert sum(state.players[GREY].cubes.values()) == 3


def test_cedric_lebeaux_and_forrester_dain_instant_effects() -> None:
    state = scene()
    state.research_cmd = ["cedric", "forrester", "ozgul", "kaysia"]
    state.players[GREY].research = [3, 3, 0, 0]
    state.players[GREY].cubes = {"yellow": 3}
    state.queue = [{"k": "admin3"}, {"k": "admin4"}]
    events: list[Any] = []
    R.settle(state, events)
    # green commander Cedric: 2 + 1; red commander Forrester: 2, then spend yellow
    assert state.players[GREY].reputation == 5
    assert R.current(state)["k"] == "forrester"
    refuse(state, GREY, "spend 3", "Spend 0, 1 or 2")
    state = play(state, GREY, "spend 2")
    assert state.players[GREY].reputation == 7
    assert state.players[GREY].cubes == {"yellow": 1}
