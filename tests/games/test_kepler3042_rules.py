"""Kepler-3042: one test per rule, per refusal a player can provoke, and the rulebook's
worked examples (John, Paul, George and Ringo)."""

from __future__ import annotations

import json
from itertools import combinations

import pytest

from games.core import Event, IllegalMove, Move
from games.i18n import Message, render
from games.kepler3042 import GAME
from games.kepler3042 import data as D
from games.kepler3042 import rules as R
from games.kepler3042.state import Frame, Holding, KState, Tile

M, E, A = D.MATTER, D.ENERGY, D.ANTIMATTER


# ------------------------------------------------------------------------------ helpers
def begin(n: int = 2, seed: int = 1, techs: tuple[str, str] = ("ST", "TF")) -> KState:
    """A game right after setup: round 1, seat 0 (the first player) about to act."""
    st = GAME.setup(n, seed)
    for s in range(n):
        st, _ = GAME.apply(st, s, GAME.parse_move(st, s, f"start {techs[0]} {techs[1]}"))
    assert st.round == 1 and GAME.to_act(st) == [0]
    return st


def open_map(n: int = 2, **kw: object) -> KState:
    st = begin(n, **kw)  # type: ignore[arg-type]
    st.tiles = {}
    return st


def hx(label: str) -> int:
    return D.hex_index(label)


def tile(st: KState, label: str, kind: str, planet: int = 0, *, revealed: bool = True,
         colonist: int = -1) -> None:
    h = hx(label)
    st.tiles[h] = Tile(kind, planet, D.HEX_ZONE[h], revealed, colonist)


def colony(st: KState, seat: int, planet: int, label: str, cubes: tuple[int, int, int] = (0, 0, 0),
           *, terraformed: bool = False) -> None:
    tile(st, label, D.PLANET_TILE, planet, colonist=seat)
    st.players[seat].holdings.append(Holding(planet, terraformed, list(cubes)))


def play(st: KState, seat: int, *texts: str) -> tuple[KState, list[Event]]:
    events: list[Event] = []
    for text in texts:
        st, ev = GAME.apply(st, seat, GAME.parse_move(st, seat, text))
        events += ev
    return st, events


def refuse(st: KState, seat: int, text: str, fragment: str) -> None:
    before = json.dumps(GAME.to_json(st), sort_keys=True)
    with pytest.raises(IllegalMove) as info:
        GAME.apply(st, seat, GAME.parse_move(st, seat, text))
    assert fragment in info.value.message, info.value.message
    assert json.dumps(GAME.to_json(st), sort_keys=True) == before


def legal(st: KState, seat: int) -> set[str]:
    return {GAME.format_move(st, m) for m in GAME.legal_moves(st, seat)}


def earth(st: KState, seat: int) -> Holding:
    h = st.players[seat].holding(D.EARTH)
    assert h is not None
    return h


def hold(st: KState, seat: int, planet: int) -> Holding:
    h = st.players[seat].holding(planet)
    assert h is not None
    return h


def texts(events: list[Event]) -> str:
    return "\n".join(e.text for e in events)


# ------------------------------------------------------------------------------ components
def test_map_has_the_rulebook_hex_counts() -> None:
    assert D.NUM_HEXES == 418
    assert len(D.STARS) == 20
    assert len(D.SPACE_HEXES) == 396
    assert len(D.SOL_RING) == 6 and all(h in D.SPACE_HEXES for h in D.SOL_RING)
    assert [sum(1 for s in D.STARS if s.zone == z) for z in range(3)] == [5, 8, 7]
    assert sum(1 for s in D.STARS if s.min_players == 4) == 3  # unused with 3 players
    assert sum(1 for s in D.STARS if s.min_players == 3) == 3  # also unused with 2
    for a, b in combinations(D.STARS, 2):
        assert D.hex_distance(a.hex, b.hex) >= 4
    assert all(s.zone != D.SHORT for s in D.STARS if s.min_players > 2)


def test_rulebook_data_points_are_kept() -> None:
    p2, p5, p12 = D.PLANET[2], D.PLANET[5], D.PLANET[12]
    assert (p2.level, p2.terraform_cost, p2.vp, p2.terraform_awards) == (1, (0, 1, 0), 1, 1)
    assert (p5.level, p5.terraform_cost, p5.vp, p5.terraform_awards) == (2, (1, 1, 0), 2, 2)
    assert (p12.level, p12.terraform_cost) == (3, (1, 1, 0))
    assert D.PLANET[21].colony_output == (2, 1, 0)
    assert D.PLANET[22].colony_output == (3, 1, 0) and D.PLANET[22].colony_awards == 1
    assert D.PLANET[26].type == D.ALIEN and D.PLANET[26].colony_awards == 2
    assert len(D.PLANETS) == 28 and len(D.PROGRESS) == 18
    assert len(D.STANDARD_OBJECTIVES) == 10 and len(D.ADVANCED_OBJECTIVES) == 7
    names = [[lvl.name for lvl in t.levels] for t in D.TECHS]
    assert names[D.ST].index("Light Speed Engine") < names[D.ST].index("Spatial Bending Engine")
    assert D.TECHS[D.ST].levels[names[D.ST].index("Space Warp Engine")].value == 3
    pu = D.TECHS[D.QP].levels[names[D.QP].index("Positronic Understanding")]
    hfm = D.TECHS[D.QP].levels[names[D.QP].index("Higgs Field Management")]
    assert (hfm.value, hfm.value2) == (3, 1)
    assert pu.cost == (1, 0, 1) and pu.awards == 1
    assert D.TECHS[D.QP].levels[pu.leap - 1].name == "Particle Accelerator"
    amg = D.TECHS[D.TF].levels[names[D.TF].index("Absolute Mastery of Genetics")]
    assert amg.cost == (3, 1, 1) and amg.awards == 3
    assert D.TECHS[D.TF].levels[amg.leap - 1].name == "Planetary Engineering"
    agr = D.TECHS[D.TF].levels[names[D.TF].index("Alien Genetic Research")]
    assert (agr.value, agr.value2) == (2, 3)
    assert D.TECHS[D.TF].levels[agr.leap - 1].name == "Biosphere"
    assert D.TECHS[D.ED].levels[names[D.ED].index("Plasma Quantum Collector")].value == 4
    assert D.TECHS[D.AS].levels[D.ALIEN_LEVEL - 1].name == "Metamaterial Generator"
    assert D.TECHS[D.AS].levels[D.ALIEN_LEVEL - 1].value == 2
    assert D.bonuses_of(D.ACTIONS.index("missions")) == ("logistics", "culture")
    assert D.ACTIONS[D.START_ACTION] == "terraform"
    assert D.CARD[1].name == "Extraterrestrial Knowledge"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_places_tiles_by_the_rules(n: int) -> None:
    for seed in range(6):
        st = GAME.setup(n, seed)
        tiles = st.tiles
        planets = sorted(t.planet for t in tiles.values() if t.kind == D.PLANET_TILE)
        assert planets == [p.number for p in D.PLANETS if p.min_players <= n]
        assert len(planets) == {2: 20, 3: 24, 4: 28}[n]
        assert sum(t.kind == D.MINE for t in tiles.values()) == n
        assert sum(t.kind == D.TARGET for t in tiles.values()) == n
        usable = {s.hex for s in D.STARS if s.min_players <= n}
        for h, t in tiles.items():
            near = D.NEIGHBOURS[h]
            assert sum(x in usable for x in near) == 1
            assert not any(x in D.STAR_AT and x not in usable for x in near)
            assert D.SOL not in near and D.SAGITTARIUS not in near
            assert not any(x in tiles for x in near)
            star = next(x for x in near if x in usable)
            assert t.zone == D.STAR_AT[star].zone
            assert t.revealed == (t.zone == D.SHORT)  # setup 2


def test_setup_players_deck_and_objectives() -> None:
    st = GAME.setup(4, 9)
    for p in st.players:
        assert p.store == [4, 4, 3] and p.pit == [0, 0, 0]
        assert [(h.planet, h.terraformed, h.cubes) for h in p.holdings] == [(0, True, [3, 3, 0])]
        assert p.cube == D.ACTIONS.index("terraform") and p.ships == [-1, -1, -1]
        assert p.tech == [0] * 5 and p.lead == [0, 0]
    assert len(st.deck) == 16 and len(st.unseen) == 2
    assert sorted(st.deck + st.unseen) == list(range(1, 19))
    assert [len(m) for m in st.medal_spaces] == [5, 5]
    objectives = [p.objective for p in st.players]
    assert len(set(objectives)) == 4 and set(objectives) <= set(D.STANDARD_OBJECTIVES)
    adv = GAME.setup(4, 9, {"objectives": "advanced"})
    assert {p.objective for p in adv.players} <= set(D.ADVANCED_OBJECTIVES)
    with pytest.raises(ValueError, match="standard"):
        GAME.setup(2, 1, {"objectives": "easy"})
    with pytest.raises(ValueError, match=r"expected 2\.\.4"):
        GAME.setup(5, 1)


def test_free_advances_at_setup() -> None:
    st = GAME.setup(2, 4)
    assert GAME.to_act(st) == [0, 1]
    refuse(st, 0, "start ST ST", "two different")
    refuse(st, 0, "research", "two different Technologies")
    st, _ = play(st, 0, "start terraforming space travels")
    assert st.players[0].tech == [1, 0, 0, 1, 0]
    assert GAME.to_act(st) == [1]
    refuse(st, 0, "start QP ED", "already chose")
    st, events = play(st, 1, "start iii ii")
    assert st.players[1].tech == [0, 1, 1, 0, 0]
    assert st.phase == "play" and st.round == 1 and st.card == D.CARD[st.card].id
    assert any(e.reveals and "Round 1" in e.text for e in events)
    assert GAME.to_act(st) == [0]


def test_setup_events_tell_each_seat_its_objective_privately() -> None:
    events = GAME.setup_events(3, 5)
    st = GAME.setup(3, 5)
    for seat in range(3):
        assert D.OBJECTIVE[st.players[seat].objective].name in events[0].private[seat]
        assert D.OBJECTIVE[st.players[seat].objective].name not in events[0].text


# ------------------------------------------------------------------------------ turn order
def test_action_cube_must_move_to_a_different_space() -> None:
    st = open_map()
    refuse(st, 0, "terraform", "already on Terraform Planets")
    refuse(st, 0, "done", "First move your Action Cube")
    refuse(st, 1, "research", "Player 1's decision")
    st, _ = play(st, 0, "research", "done")
    assert st.players[0].cube == D.ACTIONS.index("research")
    refuse(st, 0, "missions", "already moved your Action Cube")
    st, _ = play(st, 0, "done")
    assert GAME.to_act(st) == [1]  # turn order goes to the left


def test_main_actions_are_optional() -> None:
    st = open_map()
    st, _ = play(st, 0, "map", "done")  # decline the Galactic Map
    assert st.players[0].lead == [0, 0]
    assert all(t.revealed for t in st.tiles.values())


# ------------------------------------------------------------------------------ Space Missions
def test_space_missions_example_george() -> None:
    """George SPENDS 1 Matter + 1 Energy from Earth and from Planet 19 and places one
    Starship next to each."""
    st = open_map()
    colony(st, 0, 19, "K12", (1, 1, 0))
    st, _ = play(st, 0, "space missions", "build Earth")
    assert render(R.prompt(st)).startswith("Choose the Space hex")
    assert legal(st, 0) == {f"place {D.hex_label(h)}" for h in D.SOL_RING}
    refuse(st, 0, "place K13", "empty Space hex next to the planet")
    st, _ = play(st, 0, "place G10", "build P19")
    assert legal(st, 0) == {f"place {D.hex_label(h)}" for h in D.NEIGHBOURS[hx("K12")]}
    st, _ = play(st, 0, "place L12")
    assert sorted(st.players[0].ships) == sorted([hx("G10"), hx("L12"), -1])
    assert earth(st, 0).cubes == [2, 2, 0] and hold(st, 0, 19).cubes == [0, 0, 0]
    assert st.players[0].store == [6, 6, 3]  # SPENT cubes return to the Resources Storage
    refuse(st, 0, "build P19", "SPENT from Planet 19 alone")
    st, _ = play(st, 0, "build Earth", "place F9")
    assert st.stack[-1].kind == "turn"  # nothing left to build: the action closed itself
    refuse(st, 0, "logistics", "All your Starships are already on the map")
    frame_st = st.clone()
    frame_st.stack.append(Frame("missions", 0, {"built": 3}))
    assert render(R.why_illegal(frame_st, 0, Move("build", ("Earth",))) or "") == (
        "Space Missions builds at most three Starships.")


def test_wormhole_stabilizer_makes_starships_cost_one_energy() -> None:
    st = open_map()
    st.players[0].tech[D.ST] = D.WORMHOLE_LEVEL
    earth(st, 0).cubes = [0, 1, 0]
    st, _ = play(st, 0, "missions", "build Earth", "place G10")
    assert earth(st, 0).cubes == [0, 0, 0]


def test_new_starship_goes_to_the_nearest_empty_hex_when_all_are_taken() -> None:
    st = open_map(3)
    ring = list(D.SOL_RING)
    st.players[1].ships = ring[:3]
    st.players[2].ships = ring[3:]
    st, _ = play(st, 0, "missions", "build Earth")
    options = [D.hex_index(m.args[0]) for m in GAME.legal_moves(st, 0)]
    assert options and all(D.hex_distance(D.SOL, h) == 2 for h in options)


# ------------------------------------------------------------------------------ Colonize
def test_colonize_example_john() -> None:
    """Starships on Planets 22 and 26, Metamaterial Generator: both are colonized and John
    gains 3 Colonial awards (1 + 2)."""
    st = open_map()
    tile(st, "K12", D.PLANET_TILE, 22)
    tile(st, "N12", D.PLANET_TILE, 26)
    st.players[0].ships = [hx("K12"), hx("N12"), -1]
    st.players[0].tech[D.AS] = D.ALIEN_LEVEL
    st, _ = play(st, 0, "colonize planets")
    assert legal(st, 0) == {"colonize P22", "colonize P26", "done"}
    st, _ = play(st, 0, "colonize P22")
    assert "may PRODUCE 1 Matter" in render(R.prompt(st))  # colonial space 1 produces Matter
    st, _ = play(st, 0, "produce Earth", "colonize P26")
    p = st.players[0]
    assert p.lead[1] == 3
    assert p.ships == [-1, -1, -1]
    assert [h.planet for h in p.holdings] == [0, 22, 26]
    assert st.tiles[hx("K12")].colonist == 0 and st.tiles[hx("N12")].colonist == 0
    assert st.card_medals[1] == 1  # colonial space 2 holds a Medal


def test_alien_planets_need_metamaterial_generator() -> None:
    st = open_map()
    tile(st, "N12", D.PLANET_TILE, 26)
    tile(st, "K12", D.PLANET_TILE, 22)
    st.players[0].ships = [hx("N12"), hx("K12"), -1]
    st, _ = play(st, 0, "colonize")
    refuse(st, 0, "colonize P26", "Metamaterial Generator")
    refuse(st, 0, "colonize P5", "no Starship on Planet 5")


def test_five_colony_limit() -> None:
    st = open_map()
    for planet, label in zip((1, 2, 3, 4, 5), ("B5", "B8", "B11", "B14", "D3"), strict=True):
        colony(st, 0, planet, label)
    tile(st, "K12", D.PLANET_TILE, 22)
    st.players[0].ships = [hx("K12"), -1, -1]
    st, _ = play(st, 0, "colonize")
    assert st.stack[-1].kind == "turn" and len(R.colonies(st.players[0])) == 5
    refuse(st, 0, "colonize P22", "Your Main Action is over")
    st.stack.append(Frame("colonize", 0))
    assert "five colonies" in render(R.why_illegal(st, 0, Move("colonize", ("P22",))) or "")


# ------------------------------------------------------------------------------ Technology
def test_technology_costs_come_from_one_planet_and_levels_go_in_order() -> None:
    st = open_map()
    colony(st, 0, 21, "K12", (1, 0, 0))
    earth(st, 0).cubes = [0, 1, 0]
    st, _ = play(st, 0, "research")
    # Spatial Bending Engine costs 1 Matter + 1 Energy: neither planet has both.
    refuse(st, 0, "tech ST Earth", "SPENT from one planet")
    refuse(st, 0, "tech ST P21", "SPENT from one planet")
    refuse(st, 0, "tech ST P7", "do not control")
    st, _ = play(st, 0, "tech QP P21")  # Quantum Entanglement: 1 Matter
    assert st.players[0].tech[D.QP] == 1
    st.players[0].tech[D.AS] = 5
    refuse(st, 0, "tech AS Earth", "maximum level")


def test_giant_leap_example_paul() -> None:
    """Paul buys Alien Genetic Research: Ringo, without any IV-Terraforming, jumps to
    Biosphere; John and George already have it."""
    st = open_map(4, techs=("ST", "QP"))
    st.players[0].tech[D.TF] = 2
    st.players[1].tech[D.TF] = 1
    st.players[2].tech[D.TF] = 2
    earth(st, 0).cubes = [2, 1, 0]
    st, events = play(st, 0, "research", "tech TF Earth")
    assert [p.tech[D.TF] for p in st.players] == [3, 1, 2, 1]
    assert "Player 4 reaches Biosphere" in texts(events)


def test_technological_development_example_ringo() -> None:
    """The last page of the rulebook: Higgs Field Management, Positronic Understanding,
    Resource Transformation during a production award, then Absolute Mastery of Genetics."""
    st = open_map(4, techs=("ST", "ED"))
    ringo = st.players[0]
    ringo.tech = [1, 3, 1, 4, 0]
    ringo.lead = [4, 0]
    ringo.store = [2, 0, 1]
    earth(st, 0).cubes = [0, 1, 2]
    colony(st, 0, 21, "K12", (2, 0, 0))
    colony(st, 0, 22, "N12", (2, 1, 0))
    st, _ = play(st, 0, "technological development", "shift M P21 Earth", "tech QP Earth")
    assert st.players[0].tech[D.QP] == 4
    assert all(p.tech[D.QP] >= 2 for p in st.players)  # giant leap: Particle Accelerator
    assert st.players[0].lead[0] == 5
    # The award's Energy cannot be PRODUCED: the storage holds none, until a conversion.
    assert st.stack[-1].kind == "produce" and st.players[0].store[E] == 0
    refuse(st, 0, "produce Earth", "no Energy in your Resources Storage")
    st, _ = play(st, 0, "convert Earth E")
    assert st.players[0].store[E] == 1
    st, _ = play(st, 0, "produce P22", "shift M P21 P22", "shift A Earth P22")
    assert hold(st, 0, 22).cubes == [3, 2, 1]
    refuse(st, 0, "shift M P22 Earth", "no Resource moves left")
    refuse(st, 0, "convert P22 M", "no Resource Transformation left")
    st, _ = play(st, 0, "tech TF P22")
    p = st.players[0]
    assert p.tech[D.TF] == 5 and hold(st, 0, 22).cubes == [0, 1, 0]
    assert all(q.tech[D.TF] >= 2 for q in st.players)  # giant leap: Planetary Engineering
    assert p.lead[0] == 8
    assert st.card_medals[0] == 1  # the Medal on space 6 went onto the Progress card
    assert st.stack[-1].kind == "produce"  # space 8: PRODUCE 1 Energy, kept on Earth
    st, _ = play(st, 0, "produce Earth")
    assert earth(st, 0).cubes[E] == 1


def test_quantum_physics_only_in_your_own_turn_and_within_its_level() -> None:
    st = open_map()
    refuse(st, 0, "shift M Earth P3", "do not control")
    refuse(st, 0, "convert Earth M", "no Resource Transformation")
    colony(st, 1, 3, "K12", (1, 0, 0))
    st.players[1].tech[D.QP] = 3
    refuse(st, 1, "shift M P3 Earth", "Player 1's decision")


# ------------------------------------------------------------------------------ Terraform
def test_terraform_example_ringo() -> None:
    st = open_map()
    st.players[0].tech[D.TF] = 2  # Planetary Engineering: levels 1 and 2
    colony(st, 0, 2, "K12", (0, 1, 0))
    colony(st, 0, 5, "N12", (1, 1, 0))
    colony(st, 0, 12, "B8", (1, 1, 0))
    st.players[0].cube = D.ACTIONS.index("research")  # as if on a later round
    st, _ = play(st, 0, "terraform planets")
    refuse(st, 0, "terraform P12", "IV-Terraforming Technology is too low")
    refuse(st, 0, "terraform Earth", "already terraformed")
    st, _ = play(st, 0, "terraform P2")
    st, _ = play(st, 0, "produce P12")  # colonial space 1: PRODUCE 1 Matter
    st, _ = play(st, 0, "terraform P5")
    p = st.players[0]
    assert hold(st, 0, 2).terraformed and hold(st, 0, 5).terraformed
    assert not hold(st, 0, 12).terraformed and hold(st, 0, 12).cubes == [2, 1, 0]
    assert p.lead[1] == 3
    assert R.score_parts(st, 0)["terraformed"] == 3


def test_terraforming_cost_must_be_on_the_planet() -> None:
    st = open_map()
    st.players[0].tech[D.TF] = 2
    colony(st, 0, 5, "N12", (1, 0, 0))
    colony(st, 0, 2, "K12", (0, 1, 0))
    st.players[0].cube = D.ACTIONS.index("research")
    st, _ = play(st, 0, "terraform")
    refuse(st, 0, "terraform P5", "SPENT from the planet itself")


# ------------------------------------------------------------------------------ production
def test_energy_storage_example_ringo() -> None:
    st = open_map()
    st.players[0].tech[D.ED] = 3  # Plasma Quantum Collector
    colony(st, 0, 5, "N12")
    st, _ = play(st, 0, "energy storage", "produce P5")
    assert hold(st, 0, 5).cubes == [0, 4, 0] and st.players[0].store[E] == 0


def test_planetary_exploitation_example_ringo() -> None:
    st = open_map()
    st.players[0].tech[D.TF] = 3  # Alien Genetic Research: 2 planets
    st.players[0].store = [7, 4, 3]
    colony(st, 0, 21, "K12")
    colony(st, 0, 22, "N12")
    colony(st, 0, 2, "B8")
    st, _ = play(st, 0, "exploit", "exploit P21", "exploit P22")
    assert hold(st, 0, 21).cubes == [2, 1, 0] and hold(st, 0, 22).cubes == [3, 1, 0]
    assert st.stack[-1].kind == "turn"  # two planets used up the action


def test_planetary_exploitation_at_level_zero_and_short_storage() -> None:
    st = open_map(techs=("ST", "QP"))
    st, events = play(st, 0, "exploit")
    assert "no planet can PRODUCE" in texts(events)
    assert earth(st, 0).cubes == [3, 3, 0]
    st2 = open_map()
    st2.players[0].store = [0, 1, 3]
    st2, events = play(st2, 0, "exploit", "exploit Earth")
    assert earth(st2, 0).cubes == [3, 4, 0]  # only what the storage had


def test_generate_antimatter_example_john() -> None:
    st = open_map()
    st.players[0].tech[D.AS] = D.ALIEN_LEVEL  # Metamaterial Generator
    colony(st, 0, 5, "N12")
    st, _ = play(st, 0, "generate antimatter", "produce Earth")
    assert earth(st, 0).cubes == [3, 3, 2] and st.players[0].store[A] == 1


def test_galactic_map_example_paul() -> None:
    st = begin(4, seed=2)
    hidden = [h for h, t in st.tiles.items() if not t.revealed]
    st, _ = play(st, 0, "galactic map", "map tech", "produce Earth")
    assert st.players[0].lead[0] == 1
    chosen = sorted(hidden)[:4]
    events: list[Event] = []
    for h in chosen:
        st, ev = play(st, 0, f"reveal {D.hex_label(h)}")
        events += ev
    assert all(st.tiles[h].revealed for h in chosen)
    assert sum(e.reveals for e in events) == 4
    assert st.stack[-1].kind == "turn"
    refuse(st, 0, "reveal A1", "Your Main Action is over")


# ------------------------------------------------------------------------------ bonus actions
def test_bonus_actions_example_george() -> None:
    st = open_map()
    st, _ = play(st, 0, "missions", "done")
    assert legal(st, 0) >= {"logistics", "culture", "done"}
    refuse(st, 0, "science", "not on your Action Cube's row or column")
    st, _ = play(st, 0, "space logistics", "burn E Earth", "place G10")
    refuse(st, 0, "logistics", "already took Space Logistics")
    st, _ = play(st, 0, "cultural evolution", "burn M store")
    p = st.players[0]
    assert p.pit == [1, 1, 0] and p.ships[0] == hx("G10") and p.lead[1] == 1


def test_bonus_actions_come_before_movement() -> None:
    st = open_map()
    st.players[0].ships = [hx("G10"), -1, -1]
    st, _ = play(st, 0, "missions", "done", "move G10 H10")
    refuse(st, 0, "culture", "before moving")


def test_theory_of_everything_pays_both_bonuses_with_one_burn() -> None:
    st = open_map()
    st.players[0].tech[D.ED] = D.THEORY_LEVEL
    st, _ = play(st, 0, "missions", "done", "culture", "burn M store", "produce Earth",
                 "logistics", "place G10")
    assert st.players[0].pit == [1, 0, 0]


def test_bonus_needs_something_to_burn() -> None:
    st = open_map()
    p = st.players[0]
    p.store = [0, 0, 0]
    earth(st, 0).cubes = [0, 0, 0]
    p.ships = [hx("G10"), -1, -1]
    st, _ = play(st, 0, "missions")
    refuse(st, 0, "culture", "no Resource to BURN")


def test_other_bonus_actions() -> None:
    st = open_map()
    st, _ = play(st, 0, "antimatter", "advancement", "burn M store")
    assert earth(st, 0).cubes == [3, 3, 1]
    st, _ = play(st, 0, "neo", "burn E store")
    assert earth(st, 0).cubes == [4, 4, 1]
    st2 = open_map()
    st2, _ = play(st2, 0, "propel")
    refuse(st2, 0, "planning", "no Starship on a Space hex")
    st2.players[0].ships = [hx("G10"), -1, -1]
    st2, _ = play(st2, 0, "exploratory planning", "burn M store", "move G10 I11")
    assert st2.players[0].ships[0] == hx("I11")
    assert st2.stack[-1].kind == "turn"
    st3 = open_map()
    st3, _ = play(st3, 0, "colonize", "science", "burn M store")
    assert st3.players[0].lead[0] == 1


# ------------------------------------------------------------------------------ movement
def test_movement_example_john() -> None:
    """Space Warp Engine: speed 3. One Starship to Planet 27, one to a Mine, the third goes
    on through space."""
    st = open_map()
    st.players[0].tech[D.ST] = 3
    tile(st, "K14", D.PLANET_TILE, 27)
    tile(st, "N12", D.MINE)
    st.players[0].ships = [hx("K12"), hx("L11"), hx("J12")]
    st, _ = play(st, 0, "map", "done")
    refuse(st, 0, "move K12 O12", "out of range")
    st, _ = play(st, 0, "move K12 K14", "move L11 N12", "move J12 M12")
    refuse(st, 0, "move K14 K13", "cannot move")
    p = st.players[0]
    assert p.ships == [hx("K14"), hx("N12"), hx("M12")]
    assert st.turn.moved == [2, 3, 3]
    refuse(st, 0, "move M12 L12", "no movement left")


def test_flight_hazards() -> None:
    st = open_map()
    st.players[0].tech[D.ST] = 2
    st.players[0].ships = [hx("H11"), -1, -1]
    st.players[1].ships = [hx("H12"), hx("J12"), -1]
    tile(st, "I13", D.PLANET_TILE, 3, revealed=False)
    tile(st, "G12", D.MINE, colonist=-1)
    st.players[1].ships[2] = hx("G12")
    st, _ = play(st, 0, "missions", "done")
    refuse(st, 0, "move H11 I10", "never enter")
    refuse(st, 0, "move H11 F10", "never enter")
    refuse(st, 0, "move H11 I13", "unrevealed")
    refuse(st, 0, "move H11 G12", "already occupied")
    refuse(st, 0, "move H11 H12", "cannot end its movement on an occupied")
    assert "move H11 H13" in legal(st, 0)  # passing through H12 is fine


def test_colonial_target_is_taken_and_the_starship_flies_on() -> None:
    st = open_map()
    st.players[0].tech[D.ST] = 3
    tile(st, "K13", D.TARGET)
    st.players[0].ships = [hx("K12"), -1, -1]
    st, _ = play(st, 0, "missions", "done", "move K12 K13")
    assert hx("K13") not in st.tiles and st.players[0].targets == 1
    assert st.players[0].lead[1] == 1
    st, _ = play(st, 0, "produce Earth", "move K13 M13")
    refuse(st, 0, "move M13 N13", "no movement left")


def test_stellar_propulsion_then_normal_movement() -> None:
    st = open_map()
    st.players[0].tech[D.ST] = 1
    st.players[0].ships = [hx("K12"), -1, -1]
    st, _ = play(st, 0, "stellar propulsion", "move K12 L12")
    assert st.stack[-1].kind == "turn"
    st, _ = play(st, 0, "move L12 M12")  # moving again in step 2c
    assert st.players[0].ships[0] == hx("M12")


def test_withdraw_from_a_mine_regenerates() -> None:
    st = open_map()
    tile(st, "N12", D.MINE)
    st.players[0].ships = [hx("N12"), hx("K12"), -1]
    st.players[0].pit = [1, 1, 0]
    st.players[0].store = [0, 0, 0]
    st, _ = play(st, 0, "missions", "done", "withdraw N12")
    assert legal(st, 0) == {"regen M", "regen E", "skip"}  # "you may immediately REGENERATE"
    refuse(st, 0, "regen A", "no Antimatter in your Clausius' Pit")
    st, _ = play(st, 0, "regen M")
    assert st.players[0].store == [1, 0, 0] and st.players[0].pit == [0, 1, 0]
    refuse(st, 0, "move K12 K13", "moving is over")
    st, _ = play(st, 0, "withdraw K12")
    assert st.players[0].ships == [-1, -1, -1] and st.players[0].store == [1, 0, 0]


# ------------------------------------------------------------------------------ leadership
def test_leadership_examples() -> None:
    st = open_map()
    colony(st, 0, 5, "N12")
    # Example 1: John's +1 Technological award lands on a Production space (Energy).
    st, _ = play(st, 0, "colonize", "science", "burn M store")
    assert st.stack[-1].kind == "produce" and st.stack[-1].data["res"] == E
    st, _ = play(st, 0, "produce Earth")
    assert earth(st, 0).cubes == [3, 4, 0]
    # Example 3: +2 from space 2 reaches the Regenerate space (space 4).
    st.players[0].lead[0] = 2
    st.players[0].pit = [0, 0, 1]
    events: list[Event] = []
    R.leadership_award(st, 0, 0, 2, events)
    R.settle(st, events)
    st, _ = play(st, 0, "regen A")  # "may": even a single choice is asked
    assert st.players[0].lead[0] == 4 and st.players[0].pit == [0, 0, 0]
    # Example 2: George's +1 Colonial award lands on a Medal: it goes onto the card.
    st.players[1].lead[1] = 1
    R.leadership_award(st, 1, 1, 1, events)
    assert st.card_medals[1] == 1 and 2 not in st.medal_spaces[1]
    R.leadership_award(st, 0, 1, 2, events)  # passing the empty space gives nothing
    assert st.card_medals[1] == 1


def test_award_medals_example() -> None:
    st = open_map(4)
    st.card_medals = [2, 1]
    for seat, lead in enumerate(([5, 1], [3, 2], [1, 6], [5, 0])):  # John, Paul, George, Ringo
        st.players[seat].lead = lead
    events: list[Event] = []
    R.award_medals(st, events)
    assert [p.medals for p in st.players] == [[2, 0], [0, 0], [0, 1], [2, 0]]
    assert st.card_medals == [0, 0]


# ------------------------------------------------------------------------------ rounds
def finish_turn(st: KState, seat: int) -> KState:
    action = "map" if st.players[seat].cube != D.ACTIONS.index("map") else "missions"
    st, _ = play(st, seat, action, "done")
    if GAME.to_act(st) == [seat] and st.stack[-1].kind == "turn":
        st, _ = play(st, seat, "done")
    return st


def test_round_end_resolves_card_in_turn_order_and_passes_first_player_right() -> None:
    st = open_map(3)
    st.card = 12  # Academy of Sciences: most Technology levels gain 1 award
    st.players[1].tech = [2, 2, 0, 0, 0]
    st.players[2].tech = [2, 2, 0, 0, 0]
    for seat in (0, 1, 2):
        st = finish_turn(st, seat)
    st, _ = play(st, 1, "produce Earth")  # the award's Energy space, in turn order
    st, _ = play(st, 2, "produce Earth")
    assert [p.lead[0] for p in st.players] == [0, 1, 1]
    assert st.round == 2 and st.first == 2  # the marker went to the right
    assert GAME.to_act(st) == [2] and st.past == [12]


def test_extraterrestrial_knowledge() -> None:
    st = open_map()
    st.card = 1
    st.players[0].tech[D.ST] = 2  # next level, Space Warp Engine, brings an award
    st = finish_turn(st, 0)
    st = finish_turn(st, 1)
    assert GAME.to_act(st) == [0] and st.stack[-1].kind == "freetech"
    st, _ = play(st, 0, "tech ST")
    assert st.stack[-1].kind == "burn"
    st, _ = play(st, 0, "burn E store")
    assert st.players[0].tech[D.ST] == 3 and st.players[0].pit[E] == 1
    assert st.players[0].lead[0] == 1
    if st.stack[-1].kind == "produce":
        st, _ = play(st, 0, "produce Earth")
    assert GAME.to_act(st) == [1]
    st, _ = play(st, 1, "skip")
    assert st.round == 2 and st.players[1].tech == [1, 0, 0, 1, 0]


def test_lowest_level_cards_reward_every_tied_player() -> None:
    st = open_map(3)
    st.card = 2  # Quantum Revolution
    st.players[1].tech[D.QP] = 1
    for seat in (0, 1, 2):
        st = finish_turn(st, seat)
    assert [p.tech[D.QP] for p in st.players] == [1, 1, 1]


def test_gamma_ray_burst_burns_energy_from_a_planet() -> None:
    st = open_map()
    st.card = 15
    colony(st, 0, 5, "N12", (0, 1, 0))
    st = finish_turn(st, 0)
    st = finish_turn(st, 1)
    assert st.stack[-1].kind == "burn" and GAME.to_act(st) == [0]
    refuse(st, 0, "burn E store", "from a planet card")
    refuse(st, 0, "burn M Earth", "burns Energy")
    st, _ = play(st, 0, "burn E P5")
    assert hold(st, 0, 5).cubes == [0, 0, 0] and st.players[0].pit == [0, 1, 0]


def test_game_ends_after_sixteen_rounds() -> None:
    st = open_map()
    st.deck = st.deck[:0]
    st.round = 16
    st = finish_turn(st, 0)
    st = finish_turn(st, 1)
    while st.phase == "play":  # card effects of the last round
        seat = GAME.to_act(st)[0]
        st, _ = GAME.apply(st, seat, GAME.legal_moves(st, seat)[0])
    assert st.phase == "over" and GAME.to_act(st) == []
    assert GAME.outcome(st) is not None
    refuse(st, 0, "done", "The game is over")


# ------------------------------------------------------------------------------ scoring
def test_final_scoring_in_full() -> None:
    st = open_map()
    p = st.players[0]
    colony(st, 0, 1, "C6", (0, 0, 2), terraformed=True)  # Rocky, short, 1 VP
    colony(st, 0, 2, "K12", terraformed=True)  # Oceanic, short
    colony(st, 0, 4, "N12")  # Giant, mid
    colony(st, 0, 3, "B12")  # Super Earth
    colony(st, 0, 9, "S17")  # Alien, long
    for label in ("C6", "K12", "N12", "B12", "S17"):
        st.tiles[hx(label)].zone = {"C6": 0, "K12": 0, "N12": 1, "B12": 1, "S17": 2}[label]
    tile(st, "P4", D.MINE)
    tile(st, "P6", D.MINE)
    p.ships = [hx("P4"), hx("P6"), hx("K13")]
    p.tech = [5, 5, 0, 1, 3]
    p.medals = [2, 1]
    p.lead = [15, 3]
    p.objective = 8  # Xenologist: colonize an Alien Planet (4 VP)
    earth(st, 0).cubes = [0, 0, 1]
    st.phase = "over"
    parts = R.score_parts(st, 0)
    assert parts == {"antimatter": 3, "all_types": 5, "three_of_a_type": 0, "mines": 4,
                     "max_technologies": 4, "medals": 3, "colonies": 1 + 1 + 2 + 2 + 3,
                     "leadership": 10 + 1, "terraformed": 1 + 1, "objective": 4}
    colony(st, 0, 5, "D3")
    colony(st, 0, 8, "D6")
    assert R.score_parts(st, 0)["three_of_a_type"] == 3
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome.winners == (0,)


def test_tie_break_highest_numbered_terraformed_planet() -> None:
    st = open_map()
    colony(st, 0, 6, "K12", terraformed=True)  # 2 VP
    colony(st, 1, 5, "N12", terraformed=True)  # 2 VP
    for s in (0, 1):
        st.players[s].objective = 9  # Explorer, not met by either
    st.tiles[hx("K12")].zone = st.tiles[hx("N12")].zone = 0
    st.phase = "over"
    outcome = GAME.outcome(st)
    assert outcome is not None
    assert outcome.scores[0] == outcome.scores[1]
    assert outcome.ranking == ((0,), (1,))


# ------------------------------------------------------------------------------ notation, views
def test_notation_is_lenient_and_documented() -> None:
    st = open_map()
    st.players[0].ships = [hx("G10"), -1, -1]
    st.players[0].tech[D.QP] = 3
    assert GAME.parse_move(st, 0, "Space Missions") == Move("missions")
    assert GAME.parse_move(st, 0, "generate antimatter") == Move("antimatter")
    assert GAME.parse_move(st, 0, "move g10 to h10") == Move("move", ("G10", "H10"))
    assert GAME.parse_move(st, 0, "G10-H10".join(["mv ", ""])) == Move("move", ("G10", "H10"))
    assert GAME.parse_move(st, 0, "burn energy storage") == Move("burn", ("E", "store"))
    assert GAME.parse_move(st, 0, "burn 5 m") == Move("burn", ("M", "P5"))
    assert GAME.parse_move(st, 0, "tech quantum physics earth") == Move("tech", ("QP", "Earth"))
    assert GAME.parse_move(st, 0, "shift matter from 21 to earth") == Move(
        "shift", ("M", "P21", "Earth"))
    with pytest.raises(IllegalMove, match="Unknown move"):
        GAME.parse_move(st, 0, "fly away")
    with pytest.raises(IllegalMove, match="expected"):
        GAME.parse_move(st, 0, "place Z99")
    st, _ = play(st, 0, "missions", "build earth")
    assert render(GAME.describe_move(st, Move("place", ("G9",)))) == "Place the new Starship on G9"
    from games.kepler3042 import notation
    assert notation.__doc__ is not None and "shift M P21 Earth" in notation.__doc__


def test_missing_argument_is_filled_when_only_one_move_fits() -> None:
    st = open_map()
    st.players[0].pit = [0, 0, 1]
    tile(st, "N12", D.MINE)
    st.players[0].ships = [hx("N12"), -1, -1]
    st, _ = play(st, 0, "missions", "done", "withdraw", "regen")
    assert st.players[0].store[A] == 4  # regenerated the only Antimatter


def test_views_hide_tiles_deck_and_objectives() -> None:
    st = begin(3, seed=5)
    public = GAME.view(st, None)
    hidden_tiles = [t for t in public["map"]["tiles"] if not t["revealed"]]
    assert hidden_tiles and all("kind" not in t and "planet" not in t for t in hidden_tiles)
    assert public["progress"]["deck"] == 15 and public["progress"]["unseen"] == 2
    blob = json.dumps(public)
    for p in st.players:
        assert D.OBJECTIVE[p.objective].text not in blob
        assert f"kepler3042.objective.{p.objective}." not in blob
    mine = GAME.view(st, 1)
    objective = Message.from_json(mine["private"]["objective"])
    assert objective.params["name"].key == f"kepler3042.objective.{st.players[1].objective}.name"
    assert render(objective) == render(R.objective_text(st.players[1].objective))
    assert "private" not in public
    assert public["decision"] == "turn" and public["to_act"] == [0]
    assert render(Message.from_json(public["prompt"])).startswith("Move your Action Cube")
    st.phase = "over"
    final = GAME.view(st, None)["final"]
    assert len(final["objectives"]) == 3 and len(final["parts"]) == 3
