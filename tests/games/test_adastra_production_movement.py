"""Ad Astra: the Production and Movement action cards."""

from __future__ import annotations

from games.adastra import GAME
from games.i18n import Message, render
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

# Factions by seat in a default 4-player game: Blue, Red, Yellow, Green.
BLUE, RED, YELLOW, GREEN = range(4)


def test_production_counts_colonies_starships_and_factories() -> None:
    s = fresh()
    set_kind(s, "SOL1", "W")  # Blue's factory on water: 2
    place(s, BLUE, "SR1", ships=1, building="colony", kind="W")  # 1 + 1
    place(s, RED, "SR2", ships=2, kind="W")  # 2 starships: 2
    place(s, YELLOW, "SR3", ships=1, building="factory", kind="A")  # alien: never produces
    place(s, GREEN, "LY1", building="factory", kind="X")  # wrong resource
    s, _ = at_card(s, BLUE, "prod-WX")
    assert GAME.to_act(s) == [BLUE]
    assert {str(m) for m in GAME.legal_moves(s, BLUE)} == {"produce W", "produce X"}
    before = [p.resources["W"] for p in s.players]
    s, ev = play(s, BLUE, "produce W")
    gained = [p.resources["W"] - b for p, b in zip(s.players, before, strict=True)]
    assert gained[:3] == [4, 2, 0]
    assert "Blue chooses to produce Water" in texts(ev)


def test_production_choice_belongs_to_the_owner() -> None:
    s, _ = at_card(fresh(), RED, "prod-FX")
    assert refused(s, BLUE, "produce F") == "It is not your turn: waiting for Red."
    assert refused(s, RED, "produce W") == (
        "This Production card produces Food or Xanthium: choose one of them.")


def test_bank_shortage_serves_clockwise_from_the_owner() -> None:
    s = fresh()
    for seat, pid in [(BLUE, "SR1"), (RED, "SR2"), (YELLOW, "SR3"), (GREEN, "SR4")]:
        place(s, seat, pid, ships=1, building="factory", kind="E")  # 3 each
    s.bank["E"] = 7
    s, _ = at_card(s, YELLOW, "prod-EX")  # owner Yellow: Yellow, Green, Blue, Red
    s, ev = play(s, YELLOW, "produce E")
    assert [p.resources["E"] - 1 for p in s.players] == [1, 0, 3, 3]
    assert s.bank["E"] == 0
    assert "bank ran short" in texts(ev)


def test_movement_order_owner_then_clockwise_then_owner_others() -> None:
    s = fresh()
    for p in s.players:
        p.deep_ships = 2
    s.players[RED].deep_ships = 3
    s, _ = at_card(s, RED, "move-LY-TY")
    order = []
    while s.action is not None and s.action.card == "move-LY-TY":
        seat = GAME.to_act(s)[0]
        order.append(seat)
        s, _ = play(s, seat, "move deep TY")
        s, _ = play(s, seat, f"land {GAME.legal_moves(s, seat)[0].args[0]}")
    # Red moves one, each other player one, then Red his two others; nobody moves twice.
    assert order == [RED, YELLOW, GREEN, BLUE, RED, RED]
    assert [p.deep_ships for p in s.players] == [1, 0, 1, 1]


def test_movement_costs_are_paid_in_energy() -> None:
    s = fresh()
    place(s, BLUE, "LY1", ships=1)
    place(s, BLUE, "SR1", ships=1)
    set_resources(s, BLUE, E=5)
    s, _ = at_card(s, BLUE, "move-LY-TY")
    labels = {str(m): render(GAME.describe_move(s, m)) for m in GAME.legal_moves(s, BLUE)}
    assert labels["move deep LY"].endswith("(free)")
    assert labels["move LY1 deep"].endswith("(1 Energy)")
    assert labels["move LY1 LY"].endswith("(1 Energy)")
    assert labels["move SR1 TY"].endswith("(2 Energy)")
    s2, _ = play(s, BLUE, "move SR1 TY")
    assert s2.players[BLUE].resources["E"] == 3
    s3, _ = play(s, BLUE, "move LY1 deep")
    assert s3.players[BLUE].resources["E"] == 4 and s3.players[BLUE].deep_ships == 2
    s4, _ = play(s, BLUE, "move deep LY")
    assert s4.players[BLUE].resources["E"] == 5


def test_movement_refusals() -> None:
    s = fresh()
    place(s, BLUE, "SR1", ships=1)
    set_resources(s, BLUE, E=1)
    place(s, RED, "LY1", ships=1)
    for planet in s.system_planets("LY"):
        place(s, RED, planet.id)
    s, _ = at_card(s, BLUE, "move-LY-TY")
    assert refused(s, BLUE, "move SR1 TY") == "That move costs 2 Energy and you have 1."
    assert refused(s, BLUE, "move deep SOL") == (
        "Sol is never a destination: no movement card shows it.")
    assert refused(s, BLUE, "move deep NR") == (
        "This card only allows moves to Large Yellow, Twin Yellow or deep space.")
    assert refused(s, BLUE, "move deep LY") == (
        "No planet of Large Yellow can take your starship: every face-up planet there holds "
        "another player's pawns.")
    assert refused(s, BLUE, "move LY1 deep") == "You have no starship on LY1."
    assert refused(s, BLUE, "move deep deep") == "That starship is already in deep space."
    assert refused(s, RED, "move LY1 deep") == "It is not your turn: waiting for Blue."
    assert refused(s, BLUE, "move deep TY ianua") == "You do not hold that artifact."


def test_looking_is_private_and_landing_reveals() -> None:
    s = fresh()
    s, _ = at_card(s, GREEN, "move-LY-TY")
    s, ev = play(s, GREEN, "move deep TY")
    hidden = [p for p in s.system_planets("TY") if not p.face_up]
    assert f"looks at its {len(hidden)} face-down planets" in ev[-1].text
    secret = ev[-1].private[GREEN]
    assert all(p.id in secret for p in hidden)
    assert all(p.id not in ev[-1].text for p in hidden)
    known = GAME.view(s, GREEN)["private"]["known_planets"]
    assert {pid: render(Message.from_json(m)) for pid, m in known.items()} == {
        p.id: {"W": "Water", "F": "Food", "E": "Energy", "X": "Xanthium", "Y": "Yoyodium",
               "Z": "Zozodium", "A": "Alien"}[p.kind] for p in hidden}
    assert {pid: render(Message.from_json(m), "es") for pid, m in known.items()} == {
        p.id: {"W": "Agua", "F": "Alimento", "E": "Energía", "X": "Xantio", "Y": "Yoyodio",
               "Z": "Zozodio", "A": "Alienígena"}[p.kind] for p in hidden}
    assert GAME.view(s, BLUE)["private"]["known_planets"] == {}
    assert GAME.to_act(s) == [GREEN]
    assert all(m.verb in ("land", "use") for m in GAME.legal_moves(s, GREEN))
    assert refused(s, GREEN, "pass").startswith("You cannot do that now: land")
    assert refused(s, GREEN, "land LY1") == (
        "Your starship is at Twin Yellow: land on one of its planets.")
    target = hidden[0]
    s, ev = play(s, GREEN, f"land {target.id}")
    assert s.planet(target.id).face_up and s.planet(target.id).owner == GREEN
    assert ev[0].reveals and target.id in ev[0].text


def test_cannot_land_where_another_player_has_a_pawn_but_may_join_own() -> None:
    s = fresh()
    place(s, RED, "TY1", building="colony")
    place(s, GREEN, "TY2", terraformed=True, kind="W")
    s, _ = at_card(s, GREEN, "move-LY-TY")
    s, _ = play(s, GREEN, "move deep TY")
    assert refused(s, GREEN, "land TY1") == "TY1 holds Red's pawns: you cannot land there."
    s, _ = play(s, GREEN, "land TY2")
    assert s.planet("TY2").ships == 1


def test_alien_discovery_draws_an_artifact_only_when_revealed() -> None:
    s = fresh()
    set_kind(s, "TY1", "A")
    set_kind(s, "TY2", "A", keep=frozenset({"TY1"}))
    s.planet("TY2").face_up = True
    s.artifact_deck.remove("cornu")
    s.artifact_deck.insert(0, "cornu")
    s.players[BLUE].deep_ships = 2
    s, _ = at_card(s, BLUE, "move-LY-TY")
    s, ev = play(s, BLUE, "move deep TY", "land TY1")
    assert s.players[BLUE].artifacts == ["cornu"]
    assert "Cornu" not in texts(ev) and "keeps it hidden" in texts(ev)
    deck = len(s.artifact_deck)
    for seat in (RED, YELLOW, GREEN):
        s, _ = play(s, seat, "pass")
    s, _ = play(s, BLUE, "move deep TY", "land TY2")  # already face up: nothing drawn
    assert len(s.artifact_deck) == deck and s.players[BLUE].artifacts == ["cornu"]


def test_repositorium_alienum_is_revealed_and_applied_at_once() -> None:
    s = fresh()
    set_kind(s, "TY1", "A")
    s.artifact_deck.remove("repositorium")
    s.artifact_deck.insert(0, "repositorium")
    s, _ = at_card(s, BLUE, "move-LY-TY")
    s, ev = play(s, BLUE, "move deep TY", "land TY1")
    assert "Repositorium Alienum" in texts(ev)
    assert s.players[BLUE].resources == dict.fromkeys("WFEXYZ", 2)
    assert s.players[BLUE].artifacts == []


def test_owner_moves_each_other_ship_once() -> None:
    s = fresh()
    s.players[BLUE].deep_ships = 3
    set_resources(s, BLUE, E=9)
    s, _ = at_card(s, BLUE, "move-LY-TY")
    s, _ = play(s, BLUE, "move deep LY")
    s, _ = play(s, BLUE, f"land {GAME.legal_moves(s, BLUE)[0].args[0]}")
    for seat in (RED, YELLOW, GREEN):
        s, _ = play(s, seat, "pass")
    first_spot = next(p.id for p in s.planets if p.owner == BLUE and p.ships)
    assert refused(s, BLUE, f"move {first_spot} deep") == (
        f"Your starship on {first_spot} has already moved during this action.")
    s, _ = play(s, BLUE, "move deep TY")
    s, _ = play(s, BLUE, f"land {GAME.legal_moves(s, BLUE)[0].args[0]}")
    s, _ = play(s, BLUE, "move deep LY")
    s, _ev = play(s, BLUE, f"land {GAME.legal_moves(s, BLUE)[0].args[0]}")
    # All three ships moved: the action ends by itself.
    assert s.action is None or s.action.card != "move-LY-TY"
