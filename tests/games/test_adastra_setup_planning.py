"""Ad Astra: starting the game and the planning phase."""

from __future__ import annotations

from collections import Counter

import pytest

from games.adastra import GAME
from games.adastra.data import PLANET_COUNTS, STARS
from tests.games.adastra_support import dump, fresh, play, refused, texts


@pytest.mark.parametrize(("players", "spaces", "cards_each"), [(3, 12, 4), (4, 12, 3), (5, 15, 3)])
def test_setup_follows_starting_the_game(players: int, spaces: int, cards_each: int) -> None:
    s = fresh(players, seed=11)
    assert len(s.board) == spaces and s.phase == "planning" and s.round == 1
    assert Counter(p.kind for p in s.planets) == Counter(PLANET_COUNTS)
    sol = [p for p in s.planets if p.system == "SOL"]
    assert len(sol) == players
    for seat, planet in enumerate(sol):
        assert planet.face_up and planet.kind != "A"
        assert planet.owner == seat and planet.building == "factory"
    for star in STARS:
        planets = s.system_planets(star)
        assert 3 <= len(planets) <= 7
        assert not any(p.face_up for p in planets)
    for p in s.players:
        assert p.resources == dict.fromkeys("WFEXYZ", 1)
        assert len(p.hand) == 11 and p.deep_ships == 1 and p.score == 0
    assert all(s.bank[r] == 25 - players for r in "WFEXYZ")
    assert len(s.artifact_deck) == 11
    # Every player places the same number of cards.
    placed: Counter[int] = Counter()
    while s.phase == "planning":
        seat = GAME.to_act(s)[0]
        placed[seat] += 1
        s, _ = GAME.apply(s, seat, GAME.legal_moves(s, seat)[0])
    assert set(placed.values()) == {cards_each}


def test_first_player_is_random_and_plans_first() -> None:
    firsts = {fresh(4, seed=seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    s = fresh(4, seed=5)
    assert GAME.to_act(s) == [s.first]


def test_setup_options_are_checked() -> None:
    with pytest.raises(ValueError, match="3 to 5 players"):
        GAME.setup(2, 1)
    with pytest.raises(ValueError, match="Unknown Ad Astra option"):
        GAME.setup(3, 1, {"colour": "red"})
    with pytest.raises(ValueError, match="option factions must be one different faction per"):
        GAME.setup(3, 1, {"factions": ["Blue", "Blue", "Red"]})
    with pytest.raises(ValueError, match="true or false"):
        GAME.setup(3, 1, {"optional_artifacts": "yes"})
    assert len(GAME.setup(3, 1, {"optional_artifacts": False}).artifact_deck) == 9


def test_same_seed_same_game_different_seed_different_layout() -> None:
    assert dump(fresh(4, seed=3)) == dump(fresh(4, seed=3))
    kinds = {tuple(p.kind for p in fresh(4, seed=seed).planets) for seed in range(5)}
    assert len(kinds) == 5


def test_planning_keeps_the_card_secret() -> None:
    s = fresh(4, seed=1)
    seat = s.first
    s, ev = play(s, seat, "plan prod-WX 4" if s.players[seat].faction == "Blue"
                 else f"plan {s.players[seat].hand[0]} 4")
    card = s.board[3].card  # type: ignore[union-attr]
    assert "face down on space 4" in texts(ev)
    assert card not in texts(ev)
    assert "Production" not in texts(ev) and "Movement" not in texts(ev)
    assert ev[0].private[seat].startswith("You placed")
    public = GAME.view(s, None)
    assert public["planning"]["board"][3] == {"space": 4, "owner": seat, "card": None,
                                              "card_name": None, "current": False}
    assert GAME.view(s, seat)["private"]["my_cards"] == {"4": card}
    other = (seat + 1) % 4
    assert GAME.view(s, other)["private"]["my_cards"] == {}
    assert card not in str(GAME.view(s, other))


def test_planning_refusals_change_nothing() -> None:
    s = fresh(4, seed=1)
    seat = s.first
    other = (seat + 1) % 4
    card = s.players[seat].hand[0]
    faction = s.players[seat].faction
    assert refused(s, other, f"plan {s.players[other].hand[0]} 1") == (
        f"It is not your turn: waiting for {faction}.")
    assert refused(s, seat, f"plan {card} 13") == "Spaces are numbered 1 to 12."
    s, _ = play(s, seat, f"plan {card} 1")
    nxt = GAME.to_act(s)[0]
    assert nxt == other
    assert refused(s, nxt, f"plan {s.players[nxt].hand[0]} 1") == (
        "Space 1 is taken: place your card on an empty space.")
    foreign = next(c for c in s.players[seat].hand if c not in s.players[nxt].hand)
    assert refused(s, nxt, f"plan {foreign} 2") == f"You have no {foreign} card in hand."
    assert refused(s, nxt, "produce W").startswith("You cannot do that now: place one")
    assert refused(s, nxt, "plan 2").startswith("I could not read")


def test_cards_may_go_on_any_empty_space_and_are_revealed_in_order() -> None:
    s = fresh(3, seed=4)
    spaces = iter([12, 1, 7, 3, 11, 2, 5, 4, 6, 9, 10, 8])
    while s.phase == "planning":
        seat = GAME.to_act(s)[0]
        s, _ = play(s, seat, f"plan {s.players[seat].hand[0]} {next(spaces)}")
    assert s.phase == "action" and s.space == 0
    assert s.board[0].revealed and not any(b.revealed for b in s.board[1:])  # type: ignore[union-attr]
    public = GAME.view(s, None)
    assert public["planning"]["board"][0]["current"]
    assert public["planning"]["board"][0]["card"] == s.board[0].card  # type: ignore[union-attr]
