"""The rulebook's complete example of play (4 players, first round), move by move.

The layout is built from a normal setup by giving the planets the example names: Blue starts
on a Xanthium planet, Red on Food, Yellow on Water and Green on Energy; at the Small Red star
Yellow finds Energy; at the Large Yellow star Green finds Blue's ore (Xanthium) and Blue an
Energy planet, and later Green an alien planet (drawing the Star Gate); at the Twin Yellow star
Red finds the Water he needs.
"""

from __future__ import annotations

from games.adastra import GAME
from games.adastra.state import State
from tests.games.adastra_support import fresh, play, set_kind, texts

BLUE, RED, YELLOW, GREEN = range(4)


def example_setup() -> State:
    state = fresh(4, seed=2024, factions=["Blue", "Red", "Yellow", "Green"])
    layout = {"SR1": "E", "LY1": "X", "LY2": "E", "LY3": "A", "TY1": "W"}
    done: set[str] = set()
    for pid, kind in layout.items():
        set_kind(state, pid, kind, keep=frozenset(done))
        done.add(pid)
    homes = {"SOL1": "X", "SOL2": "F", "SOL3": "W", "SOL4": "E"}
    for pid, kind in homes.items():
        planet = state.planet(pid)
        donor = next(p for p in state.planets if not p.face_up and p.kind == kind
                     and p.id not in ("SR1", "LY1", "LY2", "LY3", "TY1"))
        state.planet(donor.id).kind, planet.kind = planet.kind, kind
    state.first = BLUE
    state.planner = BLUE
    state.artifact_deck.remove("ianua")
    state.artifact_deck.insert(0, "ianua")
    return state


def test_example_of_play_first_round() -> None:
    s = example_setup()
    assert GAME.to_act(s) == [BLUE]
    # Planning: Blue, Red, Yellow, Green, three cards each.
    for seat, move in [
        (BLUE, "plan score-CS 12"), (RED, "plan prod-FX 1"), (YELLOW, "plan move-SR-LY 2"),
        (GREEN, "plan prod-WE 3"), (BLUE, "plan prod-WX 4"), (RED, "plan move-LY-TY 5"),
        (YELLOW, "plan build 11"), (GREEN, "plan trade 6"), (BLUE, "plan build 7"),
        (RED, "plan prod-WY 10"), (YELLOW, "plan prod-WZ 8"), (GREEN, "plan build 9"),
    ]:
        s, _ = play(s, seat, move)
    assert s.phase == "action"

    # 1) Red Production: Food; Red's factory gives him 2.
    assert GAME.to_act(s) == [RED]
    s, ev = play(s, RED, "produce F")
    assert s.players[RED].resources["F"] == 3
    # 2) Yellow Movement.
    assert GAME.to_act(s) == [YELLOW]
    s, ev = play(s, YELLOW, "move deep SR")
    assert "Energy" in ev[-1].private[YELLOW] and YELLOW not in ev[-1].private.keys() - {YELLOW}
    s, _ = play(s, YELLOW, "land SR1")
    s, _ = play(s, GREEN, "move deep LY", "land LY1")
    s, _ = play(s, BLUE, "move deep LY", "land LY2")
    s, ev = play(s, RED, "pass")
    # Yellow has no other starship: his "move all others" step is skipped.
    # 3) Green Production: Energy.
    assert GAME.to_act(s) == [GREEN]
    s, _ = play(s, GREEN, "produce E")
    assert [p.resources["E"] for p in s.players] == [2, 1, 2, 3]
    # 4) Blue Production: Xanthium.
    s, _ = play(s, BLUE, "produce X")
    assert s.players[BLUE].resources["X"] == 3 and s.players[GREEN].resources["X"] == 2
    # 5) Red Movement: Red to Twin Yellow; Yellow declines; Green moves within Large Yellow.
    s, _ = play(s, RED, "move deep TY", "land TY1")
    s, _ = play(s, YELLOW, "pass")
    s, ev = play(s, GREEN, "move LY1 LY", "land LY3")
    assert s.players[GREEN].artifacts == ["ianua"]
    assert "Stellarum" not in texts(ev)  # the artifact stays hidden
    assert any("Stellarum Ianua" in text for e in ev for text in e.private.values())
    assert s.players[GREEN].resources["E"] == 2
    s, _ = play(s, BLUE, "pass")
    # 6) Green Trade: two Energy to the bank for one card.
    assert GAME.to_act(s) == [GREEN]
    assert "resources" in GAME.view(s, None)["players"][BLUE]  # hands are displayed
    s, _ = play(s, GREEN, "bank 2E for W", "pass")
    assert "resources" not in GAME.view(s, None)["players"][BLUE]
    # 7) Blue Build: a starship and a colony; then Red, Yellow and Green one item each.
    s, _ = play(s, BLUE, "build starship X", "build colony LY2 X")  # then nothing left
    s, _ = play(s, RED, "build colony TY1 X")
    s, _ = play(s, YELLOW, "build colony SR1 X")
    s, _ = play(s, GREEN, "build starship X")
    # 8) Yellow Production: Water; Red has a starship and a colony on his water planet.
    s, _ = play(s, YELLOW, "produce W")
    assert s.players[RED].resources["W"] == 2
    # 9) Green Build: only Red can build; he terraforms his food home planet.
    assert GAME.to_act(s) == [RED]
    s, ev = play(s, RED, "build terraformer SOL2")
    assert s.players[RED].score == 4
    # 10) Red Production: Water for Red and Yellow.
    s, _ = play(s, RED, "produce W")
    assert s.players[RED].resources["W"] == 2 and s.players[YELLOW].resources["W"] == 4
    # 11) Yellow Build: nobody can build anything, so it resolves by itself.
    # 12) Blue Scoring: starships; no bonus on the tie.
    assert GAME.to_act(s) == [BLUE]
    assert s.first == BLUE
    s, ev = play(s, BLUE, "score starships")
    assert "Nobody scores the bonus" in texts(ev)

    assert [p.score for p in s.players] == [4, 6, 2, 4]  # Blue, Red, Yellow, Green
    assert s.round == 2 and s.phase == "planning"
    assert s.first == BLUE and GAME.to_act(s) == [BLUE]
    assert s.players[BLUE].set_aside == ["score-CS"]
    assert "score-CS" not in s.players[BLUE].hand
    assert sorted(s.players[RED].hand) == sorted(
        ["prod-FX", "prod-WY", "prod-EZ", "move-LY-TY", "move-SR-NR", "move-SY-LR", "build",
         "trade", "score-CS", "score-TS", "score-ID"])
