"""Magnastorm rules, continued: objectives, administration (income, majorities, research
commanders, panels and the centre tile), free exchange, the end of the game, and notation.

Worked examples from the rulebook: the sector and research objective examples, the income
example and the administration-phase examples.
"""

from __future__ import annotations

import json

import pytest

from games.core import IllegalMove
from games.i18n import Message, render
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
    ready,
    refuse,
    scene,
)

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
    labels = {GAME.format_move(state, m): render(GAME.describe_move(state, m))
              for m in GAME.legal_moves(state, 0)}
    assert labels["crew a yellow"] == "Use a yellow crew member from column a"
    take = GAME.parse_move(state, 0, "take a")
    assert render(GAME.describe_move(state, take)) == (
        "Buy the first player token for 1 grey, 3 yellow")
    assert render(GAME.describe_move(state, take), "es") == (
        "Compra la ficha de jugador inicial por 1 gris, 3 amarillos")
    assert render(GAME.describe_move(state, take), "fr") == (
        "Acheter le jeton de premier joueur pour 1 gris, 3 jaunes")  # infinitive


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
    prompt = Message.from_json(public["prompt"])
    assert render(prompt).startswith(state.players[GAME.to_act(state)[0]].colour.title())


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
