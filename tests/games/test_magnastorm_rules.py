"""Magnastorm rules, one test per rule and per error a player can provoke.

Worked examples from the rulebook are reproduced where it has them (takeover cost, cube
and movement rows, movement options A-D and X, the lab and transmitter examples, income,
objectives, the administration steps, the advanced starting positions).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from games.core import IllegalMove
from games.magnastorm import GAME
from games.magnastorm import data as D
from games.magnastorm import rules as R
from games.magnastorm.state import State

GREY, PURPLE, PINK, ORANGE = 0, 1, 2, 3


def ready(players: int = 4, seed: int = 0, **options: Any) -> State:
    """A game past its starting positions, seat 0 first, at seat 0's first turn."""
    state = GAME.setup(players, seed, {"first_player": 0, **options})
    while state.phase == "setup":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    return state


def scene(players: int = 4, seed: int = 0) -> State:
    """A turn-phase state with empty panels, no cubes and no research, for hand-made
    situations; tests put exactly what they need on it."""
    state = ready(players, seed)
    for p in state.players:
        p.cubes = {}
        p.research = [0] * len(p.research)
    for panel in (state.upper, state.lower):
        for row in panel:
            for cell in row:
                cell.clear()
    state.upper[0][0].append(-1)  # keep the phase going
    return state


def decide(state: State, *tasks: dict[str, Any]) -> State:
    """Put decisions at the front of the queue (followed by the end of the turn)."""
    state.queue = [dict(t) for t in tasks]
    if tasks[0]["k"] != "turn":  # a turn task queues its own end
        state.queue.append({"k": "endturn", "seat": tasks[0]["seat"]})
    return state


def movement(seat: int, steps: int = 1, **extra: Any) -> dict[str, Any]:
    task = {"k": "movement", "seat": seat, "steps": steps, "stepped": False,
            "boosted": False, "tx": "", "at": "", "extralab": False}
    task.update(extra)
    return task


def play(state: State, seat: int, text: str) -> State:
    new, _ = GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    return new


def play_events(state: State, seat: int, text: str) -> tuple[State, list[str]]:
    new, events = GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    return new, [e.text for e in events]


def refuse(state: State, seat: int, text: str, fragment: str) -> None:
    before = json.dumps(GAME.to_json(state), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    assert fragment in err.value.message, err.value.message
    assert json.dumps(GAME.to_json(state), sort_keys=True) == before


def moves(state: State, seat: int) -> list[str]:
    return [GAME.format_move(state, m) for m in GAME.legal_moves(state, seat)
            if m.verb != "trade"]


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


# ---------------------------------------------------------------------------------------
# Objectives
# ---------------------------------------------------------------------------------------


def test_sector_objective_example() -> None:
    """Pink has 4 labs in 2 sectors and the majority in one: removes 2 from each, labs
    return to the right-most free slots, +5 reputation."""
    state = scene()
    state.objectives = ["r1", "r2", "s1", "s2"]
    state.labs = {"1": [PINK, 1], "2": [PINK, 1], "11": [PINK, 2], "12": [GREY, 1],
                  "13": [GREY, 1]}
    state.players[PINK].labs = [False] * 4 + [True] * 6
    decide(state, {"k": "endturn", "seat": PINK})
    # sector 1 (labs 1, 2): pink 2, sole majority; sector 2 (11, 12, 13): pink 2, grey 2
    assert "obj 3 s1 s2" in moves(state, PINK)
    refuse(state, PINK, "obj 4 s2", "You do not meet that objective's conditions now.")
    state = play(state, PINK, "obj 3 s2 s1")
    assert state.players[PINK].reputation == 5
    assert state.labs == {"12": [GREY, 1], "13": [GREY, 1]}
    assert state.players[PINK].labs == [True, True, True, True] + [True] * 6
    assert state.ladders[2] == [4, 3, 2]
    assert state.players[PINK].objectives == [2] and state.players[PINK].markers == 7


def test_sector_objective_needs_the_sole_majority() -> None:
    state = scene()
    state.objectives = ["r1", "r2", "s1", "s2"]
    state.labs = {"1": [PINK, 2], "2": [GREY, 2], "11": [PINK, 2], "12": [GREY, 2]}
    decide(state, {"k": "endturn", "seat": PINK})
    refuse(state, PINK, "obj 3 s1 s2", "do not meet that objective's conditions")


def test_research_objective_example_round_three() -> None:
    """Round 3: 3 markers down by 2 with the most knowledge in one of them; the first
    space is taken, so orange gets 4."""
    state = scene()
    state.round = 3
    state.objectives = ["r2", "r3", "s1", "s2"]
    state.ladders[0] = [4, 3, 2]
    state.players[ORANGE].research = [5, 2, 2, 0]
    state.players[GREY].research = [4, 3, 3, 3]
    decide(state, {"k": "endturn", "seat": ORANGE})
    assert moves(state, ORANGE) == ["obj 1 green red blue", "done"]
    refuse(state, ORANGE, "obj 1 green red", "Those targets do not fulfil the objective")
    state = play(state, ORANGE, "obj 1 red green blue")
    assert state.players[ORANGE].research == [3, 0, 0, 0]
    assert state.players[ORANGE].reputation == 4


def test_research_objectives_depend_on_the_round() -> None:
    state = scene()
    state.objectives = ["r2", "r3", "s1", "s2"]
    state.players[GREY].research = [4, 2, 0, 0]
    decide(state, {"k": "endturn", "seat": GREY})
    assert "obj 1 green red" in moves(state, GREY)  # round 1: 2 markers
    assert "obj 2 green" in moves(state, GREY)  # round 1: 4 levels
    state.round = 2
    assert "obj 1 green red" not in moves(state, GREY)  # 3 markers now
    assert "obj 2 green" not in moves(state, GREY)  # 6 levels now


def test_most_knowledge_means_sole_most() -> None:
    state = scene()
    state.objectives = ["r3", "r1", "s1", "s2"]
    state.players[GREY].research = [4, 0, 0, 0]
    state.players[PINK].research = [4, 0, 0, 0]
    decide(state, {"k": "endturn", "seat": GREY})
    refuse(state, GREY, "obj 1 green", "do not meet")


def test_commander_objective_counts_commanders() -> None:
    state = scene()
    state.objectives = ["r4", "r1", "s1", "s2"]
    state.players[GREY].research = [3, 0, 0, 0]
    state.players[GREY].commanders = ["ellen"]
    decide(state, {"k": "endturn", "seat": GREY})
    refuse(state, GREY, "obj 1 green", "do not meet")
    state.players[GREY].commanders = ["ellen", "rain"]
    state = play(state, GREY, "obj 1 green")
    # Ellen B. Outridge: +1 reputation and a level of choice
    assert state.players[GREY].reputation == 6
    assert R.current(state)["k"] == "research"


def test_an_objective_only_once_per_player() -> None:
    state = scene()
    state.objectives = ["r1", "r2", "s1", "s2"]
    state.players[GREY].research = [12, 0, 0, 0]
    state.players[GREY].objectives = [0]
    decide(state, {"k": "endturn", "seat": GREY})
    refuse(state, GREY, "obj 1 green", "You already fulfilled that objective.")


def test_two_player_ladder_has_two_spaces() -> None:
    state = scene(2)
    state.objectives = ["r1", "r2", "s1", "s2"]
    state.ladders[0] = []
    state.players[GREY].research = [12, 0, 0]
    decide(state, {"k": "endturn", "seat": GREY})
    refuse(state, GREY, "obj 1 green", "No reputation space is left")


# ---------------------------------------------------------------------------------------
# Phase 2: administration
# ---------------------------------------------------------------------------------------


def test_income_example() -> None:
    """Upper (leading) sector: 1 lab -> 1 own, 2 labs -> 1 yellow; right (middle) sector:
    3 labs -> 1 own + 2 yellow, 2 labs -> 2 own; lower sector empty."""
    state = scene()
    trailing, middle, leading = R.quiet_sectors(state)
    sp = R.board(state).spaces

    def spaces_in(sector: int) -> list[str]:
        return [s for s, v in sp.items() if v.sector == sector and v.colour]

    up = spaces_in(leading)
    right = spaces_in(middle)
    state.labs = {up[0]: [GREY, 1], up[1]: [ORANGE, 1], up[2]: [PURPLE, 2],
                  up[3]: [PINK, 1], up[4]: [PINK, 1],
                  right[0]: [PINK, 3], right[1]: [GREY, 2], right[2]: [ORANGE, 1],
                  right[3]: [ORANGE, 1], right[4]: [PURPLE, 2]}
    R.auto_admin1(state, {}, [], [])
    assert state.players[GREY].cubes == {"grey": 3}
    assert state.players[ORANGE].cubes == {"orange": 3}
    assert state.players[PURPLE].cubes == {"yellow": 1, "purple": 2}
    assert state.players[PINK].cubes == {"yellow": 3, "pink": 1}
    assert spaces_in(trailing)[0] not in state.labs


def test_sector_majority_is_sole_and_ozgul_adds_one() -> None:
    state = scene()
    trailing, middle, _ = R.quiet_sectors(state)
    sp = R.board(state).spaces
    right = [s for s, v in sp.items() if v.sector == middle and v.colour]
    upper = [s for s, v in sp.items() if v.sector == trailing and v.colour]
    state.labs = {right[0]: [PINK, 3], right[1]: [GREY, 2],
                  upper[0]: [GREY, 2], upper[1]: [PURPLE, 2]}
    R.auto_admin2(state, {}, [], [])
    assert [p.reputation for p in state.players] == [0, 0, 1, 0]
    state.players[PINK].commanders = ["ozgul"]
    R.auto_admin2(state, {}, [], [])
    assert state.players[PINK].reputation == 3


def test_research_commanders_admin_example() -> None:
    """Grey takes the 1st and 2nd commanders (4 reputation), the 3rd is tied and returned
    by its holder (-1), orange takes the 4th (2 reputation)."""
    state = scene()
    state.research_cmd = ["adira", "ozgul", "joy", "kaysia"]
    state.research_owner = [-1, -1, PINK, -1]
    state.players[PINK].commanders = ["joy"]
    state.players[PINK].reputation = 3
    state.players[GREY].research = [3, 2, 1, 0]
    state.players[PINK].research = [1, 1, 1, 0]
    state.players[ORANGE].research = [0, 0, 0, 1]
    R.auto_admin3(state, {}, [], [])
    assert state.players[GREY].reputation == 4
    assert state.players[ORANGE].reputation == 2
    assert state.players[PINK].reputation == 2 and state.players[PINK].commanders == []
    assert state.research_owner == [GREY, GREY, -1, ORANGE]
    # already yours: no reputation again
    R.auto_admin3(state, {}, [], [])
    assert state.players[GREY].reputation == 4


def test_swap_panels_and_rotate_the_centre_tile() -> None:
    state = scene()
    state.upper[0][0] = []
    state.lower[2][3] = [PINK]
    state.lower[4][0] = [-1, -1]
    for p in state.players:
        p.cubes = {"yellow": 3}  # so that nobody's first decision is forced
    state.queue = [{"k": f"admin{i}"} for i in range(1, 7)]
    R.settle(state, [])
    assert state.upper[2][3] == [PINK] and state.upper[4][0] == [-1, -1]
    assert all(not cell for row in state.lower for cell in row)
    assert state.upper_panel == "y"
    assert state.round == 2
    assert R.quiet_sectors(state) == [0, 1, 2]
    assert state.phase == "turns"


def test_phase_one_ends_when_the_upper_panel_is_empty() -> None:
    state = scene()
    decide(state, {"k": "turn", "seat": GREY})
    state = play(state, GREY, "crew a yellow")
    state = play(state, GREY, "place b1")
    state = play(state, GREY, "cubes")
    # the administration ran and round 2 began with the crew on the new upper panel
    assert state.round == 2 and state.upper[0][1] == [-1]


# ---------------------------------------------------------------------------------------
# Free exchange
# ---------------------------------------------------------------------------------------


def test_free_exchange_three_for_one_different() -> None:
    state = scene()
    state.players[GREY].cubes = {"grey": 2, "yellow": 1}
    state.upper[0][1] = [-1]
    decide(state, {"k": "turn", "seat": GREY})
    assert "trade grey grey yellow for pink" in [
        GAME.format_move(state, m) for m in GAME.legal_moves(state, GREY)]
    refuse(state, GREY, "trade grey grey yellow for grey", "must differ")
    refuse(state, GREY, "trade grey grey grey for pink", "You do not have 3 grey")
    refuse(state, GREY, "trade grey grey for pink", "Write the 3 cubes")
    state = play(state, GREY, "exchange gy gy y pu")
    assert state.players[GREY].cubes == {"purple": 1}
    assert R.current(state)["k"] == "turn"  # still the same decision


# ---------------------------------------------------------------------------------------
# Game end
# ---------------------------------------------------------------------------------------


def test_reaching_the_goal_ends_after_the_last_player_of_the_pass() -> None:
    state = scene()
    for c in range(5):
        state.upper[0][c] = [-1]
    state.cycle = [GREY, PURPLE, PINK, ORANGE]
    state.cycle_pos = 1
    state.players[PURPLE].reputation = 26
    state.players[PURPLE].commanders = []
    state.upper[1][1] = [-1]
    decide(state, {"k": "turn", "seat": PURPLE})
    state.players[PURPLE].cubes = {"yellow": 2}
    state = play(state, PURPLE, "take b")
    state = play(state, PURPLE, "place a2")
    state = play(state, PURPLE, "place b2")
    assert state.end_triggered and state.phase == "turns"
    assert GAME.to_act(state) == [PINK]
    for seat in (PINK, ORANGE):
        state = play(state, seat, "crew c yellow" if seat == PINK else "crew d yellow")
        state = play(state, seat, "place c1" if seat == PINK else "place d1")
        state = play(state, seat, "cubes")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.ranking[0] == (PURPLE,)
    assert GAME.to_act(state) == []
    assert "reached 27" in outcome.reason


def test_goal_reached_by_the_last_player_ends_immediately() -> None:
    state = scene()
    for c in range(5):
        state.upper[0][c] = [-1]
    state.cycle = [GREY, PURPLE, PINK, ORANGE]
    state.cycle_pos = 3
    state.players[ORANGE].reputation = 25
    state.stations = {}
    state.runners[ORANGE] = "6"
    state.players[ORANGE].cubes = {"orange": 1}
    decide(state, movement(ORANGE))
    state = play(state, ORANGE, "go 15")
    state = play(state, ORANGE, "build 1")
    state = play(state, ORANGE, "done")
    assert GAME.outcome(state) is not None


def test_ranking_ties_by_turn_order_and_artifact_cards() -> None:
    state = scene(3)
    state.order = [PINK, GREY, PURPLE]
    for p in state.players:
        p.reputation = 10
    state.players[GREY].artifacts = [191, 192]
    state.round = 4
    state.queue = [{"k": "admin5"}, {"k": "admin6"}]
    R.settle(state, [])
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.ranking == ((PINK,), (GREY,), (PURPLE,))
    assert "round 4 is over" in outcome.reason
    earned = GAME.artifacts_earned(state)
    assert D.ARTIFACTS[earned[PINK]].metal == "gold"
    assert D.ARTIFACTS[earned[GREY]].metal == "silver"
    assert D.ARTIFACTS[earned[PURPLE]].metal == "bronze"
    assert earned[PINK] not in (191, 192)
    view = GAME.view(state, None)
    assert view["outcome"]["artifacts_earned"][str(PINK)]["id"] == earned[PINK]


def test_reputation_never_goes_below_zero() -> None:
    state = scene()
    R.add_reputation(state, GREY, -3, [])
    assert state.players[GREY].reputation == 0


# ---------------------------------------------------------------------------------------
# Notation and views
# ---------------------------------------------------------------------------------------


def test_parse_is_lenient_and_refuses_gibberish() -> None:
    state = ready()
    assert GAME.parse_move(state, 0, "  CREW  B  Y ") == GAME.parse_move(state, 0,
                                                                          "crew b yellow")
    assert GAME.parse_move(state, 0, "take first") == GAME.parse_move(state, 0, "take a")
    assert GAME.parse_move(state, 0, "place 3b") == GAME.parse_move(state, 0, "place b3")
    with pytest.raises(IllegalMove, match="Unknown move"):
        GAME.parse_move(state, 0, "fly away")
    with pytest.raises(IllegalMove, match="Type a move"):
        GAME.parse_move(state, 0, "   ")


def test_describe_move_labels() -> None:
    state = ready()
    labels = {GAME.format_move(state, m): GAME.describe_move(state, m)
              for m in GAME.legal_moves(state, 0)}
    assert labels["crew a yellow"] == "Use a yellow crew member from column a"
    take = GAME.parse_move(state, 0, "take a")
    assert GAME.describe_move(state, take) == "Buy the first player token for 1 grey, 3 yellow"


def test_views_carry_what_a_renderer_needs_and_hide_collections() -> None:
    state = ready(3, 2, artifacts=[[101, 102, 103], [104, 105], [106, 107]])
    public = GAME.view(state, None)
    for key in ("phase", "round", "to_act", "decision", "prompt", "board", "action_board",
                "research_board", "players", "turn_order", "bag", "goal"):
        assert key in public
    assert "private" not in public
    assert "rng" not in json.dumps(public)
    mine = GAME.view(state, 0)
    assert len(mine["private"]["artifacts"]) == 3
    assert public["prompt"].startswith(state.players[GAME.to_act(state)[0]].colour.title())


def test_idris_yakuul_swaps_one_cube_in_a_movement_payment() -> None:
    state = scene()
    state.players[PURPLE].commanders = ["idris"]
    state.players[PURPLE].cubes = {"yellow": 1}
    decide(state, {"k": "action", "seat": PURPLE, "space": "c2"})  # costs 1 own
    assert "move yellow" in moves(state, PURPLE)
    refuse(state, PURPLE, "move own", "That swap changes nothing")
    state = play(state, PURPLE, "move yellow")
    assert state.players[PURPLE].cubes == {}
    assert R.current(state)["k"] == "movement"


def test_stuck_in_a_storm_may_stay() -> None:
    """With no way out (every neighbouring area stormy and no progress possible), the
    runner may stay where it is."""
    state = scene()
    state.round = 2  # storm in sectors 4-6
    state.runners[GREY] = "45"  # area 5b (sector 5): links 4c, 5a, 5d, all stormy
    decide(state, movement(GREY))
    assert moves(state, GREY) == ["stop"]
    state = play(state, GREY, "stop")
    assert state.runners[GREY] == "45"
