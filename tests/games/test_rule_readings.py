"""Rule readings where an engine used to depart from its rulebook (issue #17, "Rules"):
the Magnastorm storm escape, Kepler-3042's optional PRODUCE/REGENERATE awards, and the
Afternova Bot's place in the result. Each test quotes the sentence it checks."""

from __future__ import annotations

import pytest

from games.afternova import GAME as AFTERNOVA
from games.afternova import rules as AR
from games.afternova.state import OVER
from games.afternova.state import State as AState
from games.core import Outcome, Rng
from games.kepler3042 import data as KD
from games.kepler3042.state import KState
from games.magnastorm import rules as MR
from games.magnastorm.state import State as MState
from games.record import Record, RecordedMove, RecordedSeat, RecordError, result_of, verify
from tests.games.magnastorm_support import GREY, decide, movement, moves, play, refuse, scene
from tests.games.test_kepler3042_rules import colony, earth, hx, legal, open_map, tile
from tests.games.test_kepler3042_rules import play as kplay
from tests.games.test_kepler3042_rules import refuse as krefuse

# ---------------------------------------------------------------------------------------
# Magnastorm, "Scout runner movement": "If your scout runner is already in one of the 3
# storm sectors, you must move your scout runner into a quiet sector. If that is not
# possible, you must move clockwise towards the nearest quiet sector."
# ---------------------------------------------------------------------------------------


def storm_scene(runner: str, steps: int) -> MState:
    """4 players, round 2, start area 1: sectors 1-3 quiet, 4-6 storm."""
    state = scene()
    state.round = 2
    assert state.start_area == 1 and MR.quiet_sectors(state) == [0, 1, 2]
    state.runners[GREY] = runner
    decide(state, movement(GREY, steps=steps))
    return state


def goes(state: MState) -> list[str]:
    return sorted(m for m in moves(state, GREY) if m.startswith("go "))


def test_storm_escape_takes_a_reachable_quiet_sector_only() -> None:
    """Space 31 (area 4a, a storm) borders area 3a (21, 22, quiet sector 3) and area 5a
    (41, 42, sector 5, a storm nearer clockwise): only the quiet sector may be chosen."""
    state = storm_scene("31", steps=1)
    assert goes(state) == ["go 21", "go 22"]
    refuse(state, GREY, "go 41", "into a quiet sector")
    refuse(state, GREY, "stop", "must move")
    after = play(state, GREY, "go 22")
    assert after.runners[GREY] == "22"


def test_storm_escape_with_range_two_still_goes_straight_to_quiet() -> None:
    """With 2 steps, 4a -> 4b -> 3c would also end in quiet, but it moves onto another storm
    space when a quiet one is one step away."""
    state = storm_scene("31", steps=2)
    assert goes(state) == ["go 21", "go 22"]


def test_storm_escape_may_cross_its_own_storm_sector_to_reach_quiet() -> None:
    """Space 53 (area 6b, sector 6) with range 2: 6b -> 6a -> 1a reaches quiet sector 1, so
    the runner must make that movement; the step inside sector 6 is part of it. With range
    1 neither quiet nor a sector nearer clockwise is in reach: moving is not possible and
    the runner stays."""
    assert moves(storm_scene("53", steps=1), GREY) == ["stop"]
    state = storm_scene("53", steps=2)
    assert goes(state) == ["go 51", "go 52"]  # area 6a, next to 1a
    refuse(state, GREY, "stop", "must move")
    refuse(state, GREY, "go 46", "into a quiet sector")  # 5c
    state = play(state, GREY, "go 51")
    assert goes(state) == ["go 1", "go 2"]  # area 1a, quiet
    refuse(state, GREY, "stop", "must move")
    state = play(state, GREY, "go 1")
    assert state.runners[GREY] == "1" and not MR.runner_in_storm(state, GREY)


# ---------------------------------------------------------------------------------------
# Kepler-3042, "Leadership Awards": "If your marker reaches or passes a space with the
# [Regenerate] icon, you may immediately REGENERATE one Resource of your choice. If your
# marker reaches or passes a space with the Resource icon, you may immediately PRODUCE one
# Resource of the indicated type on any one Planet card you control."
# ---------------------------------------------------------------------------------------


def awarded_production() -> KState:
    """John's example 1: a +1 Technological award lands on an Energy Production space."""
    st = open_map()
    colony(st, 0, 5, "N12")
    st, _ = kplay(st, 0, "colonize", "science", "burn M store")
    assert st.stack[-1].kind == "produce" and st.stack[-1].data["res"] == KD.ENERGY
    return st


def test_leadership_production_may_be_declined() -> None:
    st = awarded_production()
    assert {"produce Earth", "produce P5", "skip"} <= legal(st, 0)
    store = list(st.players[0].store)
    cubes = list(earth(st, 0).cubes)
    st, _ = kplay(st, 0, "skip")
    assert st.players[0].store == store and earth(st, 0).cubes == cubes
    assert st.stack[-1].kind == "turn"
    # Technological Advancement says "PRODUCE 1 Antimatter" (no "may"): once chosen and
    # paid for, the Antimatter is produced.
    st = open_map()
    colony(st, 0, 5, "N12")
    st.players[0].store[KD.ANTIMATTER] = 1
    st, _ = kplay(st, 0, "research", "done", "advancement", "burn M store")
    assert st.stack[-1].kind == "produce" and st.stack[-1].data["why"] == "bonus"
    assert "skip" not in legal(st, 0)
    krefuse(st, 0, "skip", "You must PRODUCE the Antimatter")


def test_leadership_regeneration_may_be_declined() -> None:
    st = open_map()
    st.players[0].lead[0] = 3  # the next space (4) is a Regenerate space
    assert KD.TRACKS[0][4] == "R"
    st.players[0].pit = [0, 0, 0]
    store = list(st.players[0].store)
    st, _ = kplay(st, 0, "colonize", "science", "burn M store")  # the Matter goes to the Pit
    assert st.players[0].lead[0] == 4 and st.stack[-1].kind == "regen"
    assert legal(st, 0) == {"regen M", "skip"}  # a single option used to be forced
    st, _ = kplay(st, 0, "skip")
    assert st.players[0].pit == [1, 0, 0] and st.players[0].store == [store[0] - 1,
                                                                       *store[1:]]


def test_mine_regeneration_may_be_declined() -> None:
    """2.d Withdraw Starships: "If you withdraw a Starship from a Mine, you may immediately
    REGENERATE one Resource from your Clausius' Pit." """
    st = open_map()
    tile(st, "N12", KD.MINE)
    st.players[0].ships = [hx("N12"), -1, -1]
    st.players[0].pit = [1, 0, 0]
    st, _ = kplay(st, 0, "missions", "done", "withdraw N12")
    assert legal(st, 0) == {"regen M", "skip"}
    st, _ = kplay(st, 0, "skip")
    assert st.players[0].pit == [1, 0, 0]


# ---------------------------------------------------------------------------------------
# Afternova, "Variante à 2 joueurs": "À la fin du jeu, le Bot marque ses Projets finis et
# ses objectifs cachés ..." and "Fin du jeu": "Le joueur qui a le plus de Points de
# Victoire est le gagnant. S'il y a une égalité le joueur qui est plus tard de l'ordre du
# tour est le gagnant." The Bot is a player of the ranking; it plays first.
# ---------------------------------------------------------------------------------------


def bot_finish(bot_fragments: str, seat_fragments: tuple[str, str]) -> AState:
    """A finished two-player game scored on stored fragments only."""
    state = AFTERNOVA.setup(2, 11)
    bot = state.bot
    assert bot is not None
    bot.storage = list(bot_fragments)
    bot.placed = [""] * len(bot.row)
    bot.scored, bot.scored_hidden = [], []
    for seat, frags in enumerate(seat_fragments):
        state.players[seat].storage = list(frags)
        state.players[seat].completed = []
        state.players[seat].completed_turn = []
    state.phase = OVER
    return state


def test_the_bot_is_ranked_and_can_win() -> None:
    state = bot_finish("ooo", ("o", "oo"))
    assert AR.bot_score(state)["total"] == 3
    outcome = AFTERNOVA.outcome(state)
    assert outcome is not None
    assert outcome.others == {2: "Bot"}
    assert outcome.scores == (1, 2, 3)
    assert outcome.ranking == ((2,), (1,), (0,))
    assert outcome.winners == (2,)
    assert 0 not in outcome.winners and 1 not in outcome.winners
    assert (outcome.place_of(2), outcome.place_of(1), outcome.place_of(0)) == (1, 2, 3)
    assert outcome.reason.endswith("The Bot wins.")
    assert AFTERNOVA.view(state, None)["final"]["winner"] == "bot"


def test_a_tie_with_the_bot_goes_to_the_player() -> None:
    """The Bot is first in turn order, so a player tied with it is later and wins."""
    state = bot_finish("oo", ("o", "oo"))
    outcome = AFTERNOVA.outcome(state)
    assert outcome is not None
    assert outcome.ranking == ((1,), (2,), (0,))
    assert outcome.winners == (1,)
    assert AFTERNOVA.view(state, None)["final"]["winner"] == 1


def test_outcome_without_others_is_unchanged() -> None:
    outcome = Outcome(scores=(3, 5), ranking=((1,), (0,)), reason="r")
    assert outcome.others == {}
    assert outcome.winners == (1,) and outcome.place_of(0) == 2
    assert outcome.seat_scores == (3, 5)
    assert outcome.is_seat(0) and outcome.is_seat(1)
    with pytest.raises(ValueError):
        outcome.place_of(2)


def test_outcome_others_are_the_last_indices() -> None:
    outcome = Outcome(scores=(3, 5, 9), ranking=((2,), (1,), (0,)), reason="r",
                      others={2: "Bot"})
    assert outcome.seat_scores == (3, 5) and not outcome.is_seat(2)
    with pytest.raises(ValueError, match="last"):
        Outcome(scores=(3, 5, 9), ranking=((2,), (1,), (0,)), reason="r", others={0: "Bot"})


def test_a_two_player_record_carries_the_bot_and_older_records_still_verify() -> None:
    """A record's result lists the Bot like the outcome; a record written when only the
    seats were scored still verifies, a wrong claim does not."""
    state = AFTERNOVA.setup(2, 0)
    rng = Rng.from_seed(0)
    moves: list[RecordedMove] = []
    while AFTERNOVA.outcome(state) is None:
        seat = AFTERNOVA.to_act(state)[0]
        options = AFTERNOVA.legal_moves(state, seat)
        move = options[rng.below(len(options))]
        moves.append(RecordedMove(len(moves) + 1, seat, AFTERNOVA.format_move(state, move)))
        state, _ = AFTERNOVA.apply(state, seat, move)
    result = result_of(AFTERNOVA, state)
    assert result is not None
    assert result["others"] == {"2": "Bot"} and len(result["scores"]) == 3
    assert sorted(i for group in result["ranking"] for i in group) == [0, 1, 2]
    seats = [RecordedSeat(0, "A"), RecordedSeat(1, "B")]
    verify(Record("afternova", 0, {}, seats, moves, result))
    verify(Record("afternova", 0, {}, seats, moves, {**result, "scores": result["scores"][:2]}))
    with pytest.raises(RecordError, match="claims scores"):
        verify(Record("afternova", 0, {}, seats, moves,
                      {**result, "scores": result["scores"][:1]}))
