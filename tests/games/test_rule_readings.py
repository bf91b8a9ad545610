"""Rule readings where an engine used to depart from its rulebook (issue #17, "Rules"):
the Magnastorm storm escape. Each test quotes the sentence it checks."""

from __future__ import annotations

from games.magnastorm import rules as MR
from games.magnastorm.state import State as MState
from tests.games.magnastorm_support import GREY, decide, movement, moves, play, refuse, scene

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
