"""Ad Astra: alien artifacts (the effects are designed here, see games/adastra/data.py)."""

from __future__ import annotations

from games.adastra import GAME
from games.adastra.common import supply
from games.i18n import render
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


def holding(*keys: str):  # type: ignore[no-untyped-def]
    s = fresh()
    for key in keys:
        s.artifact_deck.remove(key)
        s.players[BLUE].artifacts.append(key)
    return s


def test_artifacts_are_hidden_until_used_and_used_once() -> None:
    s = holding("cornu")
    public = GAME.view(s, None)
    assert public["players"][BLUE]["artifacts"] == 1
    assert "cornu" not in str(public) and "Cornu" not in str(GAME.view(s, RED))
    assert GAME.view(s, BLUE)["private"]["artifacts"][0]["key"] == "cornu"
    s, _ = at_card(s, BLUE, "prod-WX")
    assert "use cornu W" in {str(m) for m in GAME.legal_moves(s, BLUE)}
    s, ev = play(s, BLUE, "use cornu water")
    assert "Cornu Copiae" in texts(ev) and s.players[BLUE].resources["W"] == 4
    assert s.players[BLUE].artifacts == []
    assert refused(s, BLUE, "use cornu W") == "You do not hold Cornu Copiae (Horn of Plenty)."


def test_star_gate_reaches_any_system_but_sol_for_free() -> None:
    s = holding("ianua")
    place(s, BLUE, "SR1", ships=1)
    set_resources(s, BLUE)
    s, _ = at_card(s, BLUE, "move-LY-TY")
    assert refused(s, BLUE, "move SR1 NR") == (
        "This card only allows moves to Large Yellow, Twin Yellow or deep space.")
    assert refused(s, BLUE, "move SR1 SOL gate") == (
        "Sol is never a destination: no movement card shows it.")
    s, ev = play(s, BLUE, "move SR1 NR with the star gate")
    assert "Stellarum Ianua" in texts(ev) and s.action.landing.system == "NR"  # type: ignore[union-attr]
    assert s.players[BLUE].artifacts == []


def test_perpetual_engine_pays_one_move() -> None:
    s = holding("motor")
    place(s, BLUE, "SR1", ships=1)
    set_resources(s, BLUE)
    s, _ = at_card(s, BLUE, "move-LY-TY")
    assert refused(s, BLUE, "move SR1 LY") == "That move costs 2 Energy and you have 0."
    s, _ = play(s, BLUE, "move SR1 LY motor")
    assert s.action.landing is not None and s.players[BLUE].artifacts == []  # type: ignore[union-attr]


def test_build_artifacts_pay_for_their_item() -> None:
    s = holding("semen", "fabrica", "navis")
    place(s, BLUE, "SR1", ships=1, building="colony", kind="W")
    set_resources(s, BLUE)
    s, _ = at_card(s, BLUE, "build")
    labels = {str(m): render(GAME.describe_move(s, m)) for m in GAME.legal_moves(s, BLUE)}
    assert labels["build starship navis"] == (
        "Build a starship in deep space (free with Navis Antiqua (Ancient Starship))")
    s, _ = play(s, BLUE, "build terraformer SR1 seed", "build factory SR1 fabrica",
                "build starship navis")
    assert s.planet("SR1").terraformed and s.planet("SR1").building == "factory"
    assert s.players[BLUE].score == 4 and s.players[BLUE].deep_ships == 2
    assert supply(s, BLUE, "starship") == 1  # SR1, deep space x2
    assert s.players[BLUE].artifacts == []


def test_anytime_artifacts() -> None:
    s = holding("oculus", "permutatio", "omnibus", "arcanum")
    set_resources(s, BLUE, W=3)
    s.players[BLUE].deep_ships = 3
    for pid in ("SR1", "LY1"):
        place(s, GREEN, pid, kind="A")
    s, _ = at_card(s, BLUE, "prod-WX")
    s, ev = play(s, BLUE, "use oculus")
    face_down = [p.id for p in s.planets if not p.face_up]
    assert set(GAME.view(s, BLUE)["private"]["known_planets"]) == set(face_down)
    assert all(pid not in ev[0].text for pid in face_down)
    s, _ = play(s, BLUE, "use exchange W F")
    assert s.players[BLUE].resources["W"] == 0 and s.players[BLUE].resources["F"] == 3
    s, _ = play(s, BLUE, "use omnibus starships")
    assert s.players[BLUE].score == 6
    s, ev = play(s, BLUE, "use arcanum")
    assert s.players[BLUE].score == 10 and "2 alien planets" in texts(ev)
    assert refused(s, BLUE, "use navis") == "You do not hold Navis Antiqua (Ancient Starship)."


def test_no_artifact_use_while_landing_or_answering() -> None:
    s = holding("cornu")
    s, _ = at_card(s, BLUE, "move-LY-TY")
    s, _ = play(s, BLUE, "move deep LY")
    assert refused(s, BLUE, "use cornu W") == "You cannot use an artifact right now."


def test_optional_artifacts_can_be_left_out() -> None:
    deck = set(GAME.setup(4, 9, {"optional_artifacts": False}).artifact_deck)
    assert "omnibus" not in deck and "arcanum" not in deck and len(deck) == 9
