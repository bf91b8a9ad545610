"""Kepler-3042 images: they decode, they show what the view says, and nothing it hides."""

from __future__ import annotations

import copy
import functools
import io
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageChops

from games.kepler3042 import GAME, ai
from games.kepler3042 import rules as R
from games.kepler3042.state import KState
from rendering import kepler3042 as K
from rendering.common import MAX_PNG_BYTES, RGB, player_style
from tests.games.test_kepler3042 import hidden_variants
from tests.rendering.contract import (
    assert_background_built_once,
    assert_palette_keeps_colours,
)

COUNTS = (2, 3, 4)
MOMENTS = ("setup", "start", "mid", "late", "end")
View = dict[str, Any]


# --- Real views: one AI game per player count, stopped at the moments worth drawing ------------


@functools.cache
def playout(players: int, seed: int = 5) -> dict[str, KState]:
    """The first state of each moment in one AI game (the AI is quick and, unlike random
    play, colonizes and terraforms, so late views are crowded like real ones)."""
    state = GAME.setup(players, seed)
    found: dict[str, KState] = {"setup": state}
    ply = 0
    while GAME.outcome(state) is None:
        if state.phase == "play":
            for name, rnd in (("start", 1), ("mid", 8), ("late", 14)):
                if name not in found and state.round >= rnd:
                    found[name] = state
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, ai.choose_move(GAME, state, seat, ply))
        ply += 1
    found["end"] = state
    return found


def state_at(players: int, moment: str) -> KState:
    return playout(players)[moment]


def public(players: int, moment: str) -> View:
    return copy.deepcopy(GAME.view(state_at(players, moment), None))


def private(players: int, moment: str, seat: int) -> View:
    return copy.deepcopy(GAME.view(state_at(players, moment), seat))


# --- Helpers -----------------------------------------------------------------------------------


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    image.load()
    return image


def rgb(data: bytes) -> Image.Image:
    return decode(data).convert("RGB")


def pixel(image: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    value = image.getpixel((round(xy[0]), round(xy[1])))
    assert isinstance(value, tuple)
    return value[0], value[1], value[2]


def near(a: tuple[int, ...], b: RGB, tolerance: int = 16) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b, strict=True))


def changed_box(a: bytes, b: bytes) -> tuple[int, int, int, int] | None:
    """Where two images differ (the PNG palette is fixed, so a change in one place cannot
    shift colours elsewhere)."""
    return ImageChops.difference(rgb(a), rgb(b)).getbbox()


def inside(box: tuple[int, int, int, int] | None, outer: tuple[float, float, float, float]) -> bool:
    assert box is not None, "nothing changed"
    return (box[0] >= outer[0] and box[1] >= outer[1] and box[2] <= outer[2]
            and box[3] <= outer[3])


def hex_area(view: View, label: str, margin: float = 0.0) -> tuple[float, float, float, float]:
    cx, cy = K.hex_centre(view, label) or (0, 0)
    lay = K.layout(22, 19, len(view["players"]))
    w, r = lay.hex_w / 2 + margin, lay.hex_r + margin
    return cx - w, cy - r, cx + w, cy + r


def disc_point(view: View, label: str) -> tuple[float, float]:
    """A point of a planet disc clear of its number and of every type's decoration."""
    cx, cy = K.hex_centre(view, label) or (0, 0)
    disc_r = K.layout(22, 19, len(view["players"])).hex_r * 0.62
    return cx + 0.35 * disc_r, cy - 3 - 0.5 * disc_r


def free_tiles(view: View) -> list[View]:
    """Revealed tiles with no Starship and no Nation marker on them."""
    ships = {s["hex"] for s in view["map"]["ships"]}
    return [t for t in view["map"]["tiles"] if t["revealed"] and t["hex"] not in ships
            and t.get("colonist", -1) < 0]


def panel(view: View, seat: int) -> tuple[int, int, int, int]:
    lay = K.layout(22, 19, len(view["players"]))
    return K.panel_box(lay, seat)


# --- Decoding, determinism, threads ------------------------------------------------------------


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("moment", MOMENTS)
def test_board_decodes_at_every_moment(players: int, moment: str) -> None:
    view = public(players, moment)
    data = K.render_board(view)
    image = decode(data)
    assert image.size == (K.WIDTH, K.board_height(view))
    assert 1400 <= image.height <= 2000
    assert image.mode == "P"  # palette PNG: small for Discord
    assert len(data) < MAX_PNG_BYTES


@pytest.mark.parametrize("players", COUNTS)
def test_same_view_same_bytes(players: int) -> None:
    view = public(players, "mid")
    assert K.render_board(view) == K.render_board(copy.deepcopy(view))
    hand = private(players, "mid", 0)
    assert K.render_hand(hand) == K.render_hand(copy.deepcopy(hand))


def test_renders_in_threads_alike() -> None:
    views = [public(n, m) for n in COUNTS for m in ("mid", "end")]
    expected = [K.render_board(v) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(K.render_board, views * 2)) == expected * 2


# --- Hidden information ------------------------------------------------------------------------


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("moment", ("setup", "mid", "late"))
def test_hidden_changes_leave_the_public_image_unchanged(players: int, moment: str) -> None:
    """Face-down tiles, the Progress deck's order and the secret Objectives are changed in
    the *state*; the public image must be byte-identical."""
    state = state_at(players, moment)
    image = K.render_board(GAME.view(state, None))
    variants = list(hidden_variants(state, random.Random(3)))
    assert len(variants) >= players
    for other, _ in variants:
        assert GAME.to_json(other) != GAME.to_json(state)  # something hidden did change
        assert K.render_board(GAME.view(other, None)) == image


def test_the_public_view_never_carries_an_objective_but_the_hand_shows_it() -> None:
    state = state_at(3, "mid")
    hand = GAME.view(state, 1)
    oid = state.players[1].objective
    assert hand["private"]["objective"] == R.objective_text(oid).to_json()
    assert f"kepler3042.objective.{oid}." not in str(GAME.view(state, None))
    other = copy.deepcopy(hand)
    other["private"]["objective"] = R.objective_text(11 if oid != 11 else 12).to_json()
    assert K.render_hand(other) != K.render_hand(hand)


def test_a_face_down_tile_shows_no_identity_and_a_revealed_planet_its_type() -> None:
    view = public(3, "setup")
    image = rgb(K.render_board(view))
    lay = K.layout(22, 19, 3)
    down = next(t for t in view["map"]["tiles"] if not t["revealed"])
    cx, cy = K.hex_centre(view, down["hex"]) or (0, 0)
    sample = pixel(image, (cx - lay.hex_r * 0.45, cy))
    assert near(sample, K.FACE_DOWN)
    assert not any(near(sample, c, 30) for c in K.TYPE_COLOURS.values())
    planets = [t for t in free_tiles(view) if t["kind"] == "planet"]
    assert len(planets) >= 3
    for tile in planets:
        sample = pixel(image, disc_point(view, tile["hex"]))
        assert near(sample, K.TYPE_COLOURS[tile["type"]]), (tile, sample)


def test_revealing_a_tile_changes_only_its_hex() -> None:
    view = public(4, "setup")
    index, tile = next((i, t) for i, t in enumerate(view["map"]["tiles"])
                       if not t["revealed"])
    shown = copy.deepcopy(view)
    shown["map"]["tiles"][index].update(revealed=True, kind="planet", planet=17, colonist=-1,
                                        type="alien", level=4, vp=5)
    before, after = K.render_board(view), K.render_board(shown)
    lay = K.layout(22, 19, 4)
    assert inside(changed_box(before, after), hex_area(view, tile["hex"], lay.hex_w / 2))
    assert near(pixel(rgb(after), disc_point(view, tile["hex"])), K.TYPE_COLOURS["alien"])
    for kind in ("mine", "target"):
        other = copy.deepcopy(view)
        other["map"]["tiles"][index].update(revealed=True, kind=kind, planet=0, colonist=-1)
        assert K.render_board(other) not in (before, after)


def test_each_zone_is_shaded_and_sol_and_the_black_hole_are_drawn() -> None:
    view = public(2, "setup")
    image = rgb(K.render_board(view))
    lay = K.layout(22, 19, 2)
    # An empty hex of each zone, sampled away from its name.
    for label, zone in (("C12", "short"), ("L4", "mid"), ("T14", "long")):
        assert label not in {t["hex"] for t in view["map"]["tiles"]}
        cx, cy = K.hex_centre(view, label) or (0, 0)
        assert near(pixel(image, (cx - lay.hex_w * 0.3, cy + lay.hex_r * 0.3)),
                    K.ZONE_FILL[zone], 4), label
    cx, cy = K.hex_centre(view, view["map"]["sol"]) or (0, 0)
    assert near(pixel(image, (cx - lay.hex_r * 0.7, cy)), K.SOL_FILL, 24)
    cx, cy = K.hex_centre(view, view["map"]["sagittarius"]) or (0, 0)
    assert near(pixel(image, (cx + 4, cy - 4)), (0, 0, 0), 10)
    # A star this player count leaves out is drawn differently from a used one.
    unused = [s for s in view["map"]["stars"] if not s["used"]]
    assert len(unused) == 6  # three with 3 players, three more with 2 (rulebook, setup 1)
    flipped = copy.deepcopy(view)
    for star in flipped["map"]["stars"]:
        star["used"] = True
    assert K.render_board(flipped) != K.render_board(view)


# --- Starships, colonies, tracks, panels -------------------------------------------------------


def test_a_starship_is_drawn_in_its_owners_colour_where_it_is() -> None:
    view = public(4, "mid")
    base = K.render_board(view)
    image = rgb(base)
    lay = K.layout(22, 19, 4)
    tiles = {t["hex"] for t in view["map"]["tiles"]}
    in_space = [s for s in view["map"]["ships"] if s["hex"] not in tiles]
    assert in_space
    for ship in in_space:
        cx, cy = K.hex_centre(view, ship["hex"]) or (0, 0)
        nose = (cx, cy - 1 - lay.hex_r * 1.15 * 0.3)
        assert near(pixel(image, nose), player_style(ship["seat"]).colour), ship
    moved = copy.deepcopy(view)
    ship = next(s for s in moved["map"]["ships"] if s["hex"] not in tiles)
    start = ship["hex"]
    ship["hex"] = "A19"
    box = changed_box(base, K.render_board(moved))
    assert inside(box, (0, lay.map_y - 5, K.WIDTH, lay.map_bottom + 5))
    assert box is not None
    for label in (start, "A19"):
        cx, cy = K.hex_centre(view, label) or (0, 0)
        assert box[0] <= cx <= box[2] and box[1] <= cy <= box[3]
    recoloured = copy.deepcopy(view)
    recoloured["map"]["ships"][0]["seat"] = (view["map"]["ships"][0]["seat"] + 1) % 4
    assert K.render_board(recoloured) != base


def test_a_colony_shows_its_nation_marker() -> None:
    view = public(3, "start")
    tile_index, tile = next((i, t) for i, t in enumerate(view["map"]["tiles"])
                            if t["revealed"] and t["kind"] == "planet"
                            and t["hex"] not in {s["hex"] for s in view["map"]["ships"]})
    colonised = copy.deepcopy(view)
    colonised["map"]["tiles"][tile_index]["colonist"] = 2
    lay = K.layout(22, 19, 3)
    cx, cy = K.hex_centre(view, tile["hex"]) or (0, 0)
    image = rgb(K.render_board(colonised))
    # Beside the badge's letter (the font's "Y" has its stem on the centre line).
    sample = pixel(image, (cx - lay.hex_r * 0.5 - 4, cy + lay.hex_r * 0.38 + 3))
    assert near(sample, player_style(2).colour)
    box = changed_box(K.render_board(view), K.render_board(colonised))
    assert inside(box, hex_area(view, tile["hex"], 4))


def test_leadership_markers_and_medals_are_on_their_track_spaces() -> None:
    view = public(4, "mid")
    base = K.render_board(view)
    lay = K.layout(22, 19, 4)
    tracks_area = (0, lay.tracks_y, K.WIDTH, lay.panels_y)
    moved = copy.deepcopy(view)
    old = moved["players"][1]["lead"]["colonial"]
    new = 15 if old != 15 else 0
    moved["players"][1]["lead"]["colonial"] = new
    box = changed_box(base, K.render_board(moved))
    assert inside(box, tracks_area)
    x0, y0, x1, y1 = K.track_space_box(view, "colonial", new)
    image = rgb(K.render_board(moved))
    style = player_style(1)
    marker = [pixel(image, (x, y)) for x in range(x0, x1) for y in range(y0 + 40, y1)]
    assert any(near(p, style.colour, 6) for p in marker)
    # Taking a Medal off its space changes that space only.
    medals = view["medal_spaces"]["tech"]
    assert medals
    taken = copy.deepcopy(view)
    taken["medal_spaces"]["tech"] = medals[1:]
    box = changed_box(base, K.render_board(taken))
    sx0, sy0, sx1, sy1 = K.track_space_box(view, "tech", medals[0])
    assert inside(box, (sx0, sy0, sx1, sy1))


@pytest.mark.parametrize("players", COUNTS)
def test_a_players_public_state_changes_only_their_panel(players: int) -> None:
    view = public(players, "late")
    base = K.render_board(view)
    seat = players - 1
    area = panel(view, seat)
    p = view["players"][seat]
    changes = {
        "score": lambda q: q.update(score=q["score"] + 17),
        "tech": lambda q: q["tech"].__setitem__(2, (q["tech"][2] + 1) % 6),
        "store": lambda q: q["store"].__setitem__(0, q["store"][0] + 3),
        "pit": lambda q: q["pit"].__setitem__(1, q["pit"][1] + 2),
        "medals": lambda q: q["medals"].update(colonial=q["medals"]["colonial"] + 1),
        "targets": lambda q: q.update(targets=q["targets"] + 1),
        "action": lambda q: q.update(action="map" if q["action"] != "map" else "energy"),
        "cubes": lambda q: q["planets"][0]["cubes"].__setitem__(2, q["planets"][0]["cubes"][2]
                                                                + 1),
        "terraformed": lambda q: q["planets"].append({
            "planet": 9, "code": "P9", "terraformed": True, "cubes": [1, 0, 1],
            "output": [1, 1, 1], "name": "FB-130920", "type": "alien", "level": 3,
            "terraform_cost": [1, 1, 0], "vp": 4}),
    }
    assert p["planets"]
    for name, change in changes.items():
        other = copy.deepcopy(view)
        change(other["players"][seat])
        assert inside(changed_box(base, K.render_board(other)), area), name


def test_the_round_and_the_progress_card_are_in_the_header() -> None:
    view = public(3, "mid")
    base = K.render_board(view)
    header = (0, 0, K.WIDTH, K.HEADER_H)
    later = copy.deepcopy(view)
    later["round"] += 1
    assert inside(changed_box(base, K.render_board(later)), header)
    card = copy.deepcopy(view)
    card["progress"]["card"] = {"id": 12, "name": "Academy of Sciences",
                                "text": "The players with the most Technology levels gain 1 "
                                        "Technological Leadership award."}
    card["progress"]["medals"] = {"tech": 2, "colonial": 1}
    assert inside(changed_box(base, K.render_board(card)), header)
    prompt = copy.deepcopy(view)
    acting = str(view["to_act"][0])
    prompt["prompts"][acting] = "Move your Starships (move <from> <to>), or done."
    assert inside(changed_box(base, K.render_board(prompt)), header)


def test_the_end_shows_the_ranking_and_the_final_scoring() -> None:
    view = public(4, "end")
    assert view["phase"] == "over" and view["outcome"]["ranking"]
    base = K.render_board(view)
    swapped = copy.deepcopy(view)
    swapped["outcome"]["ranking"] = list(reversed(view["outcome"]["ranking"]))
    assert K.render_board(swapped) != base
    parts = copy.deepcopy(view)
    parts["final"]["parts"][0]["mines"] += 2
    assert inside(changed_box(base, K.render_board(parts)), (0, 0, K.WIDTH, K.HEADER_H))
    # The Objectives are public once the game is over, each in its owner's panel.
    told = copy.deepcopy(view)
    told["final"]["objectives"][1] = "Explorer: Reach at least 2 Colonial Targets. (4 VP)"
    assert inside(changed_box(base, K.render_board(told)), panel(view, 1))


def crowded_view(players: int) -> View:
    """A late game at its fullest: every tile revealed and colonized or visited, three
    Starships each, five colonies each with cubes everywhere, Medals on the card."""
    view = public(players, "late")
    types = list(K.TYPE_COLOURS)
    for i, tile in enumerate(view["map"]["tiles"]):
        tile.update(revealed=True, kind=("planet", "planet", "mine", "target")[i % 4],
                    planet=i % 28 + 1, colonist=i % players if i % 4 < 2 else -1,
                    type=types[i % 5], level=1 + i % 5, vp=1 + i % 6)
    hexes = [f"{c}{r}" for c in "ACEGJLNQSU" for r in (1, 4, 16, 19)]
    view["map"]["ships"] = [{"hex": hexes[i], "seat": i % players}
                            for i in range(3 * players)]
    for p in view["players"]:
        p["planets"] = p["planets"][:1] + [{
            "planet": 20 + k, "code": f"P{20 + k}", "terraformed": k % 2 == 0,
            "cubes": [7, 7, 3], "output": [3, 2, 1], "name": "VM-801016",
            "type": types[k], "level": 5, "terraform_cost": [2, 1, 1], "vp": 5}
            for k in range(5)]
        p.update(tech=[5, 5, 5, 5, 5], store=[7, 7, 3], pit=[7, 7, 3], colonies=5,
                 targets=4, score=99, medals={"tech": 12, "colonial": 12},
                 lead={"tech": 15, "colonial": 15})
    view["progress"]["medals"] = {"tech": 5, "colonial": 5}
    view["to_act"] = list(range(players))
    view["prompts"] = {str(s): "Choose two different Technologies to advance for free "
                               "(start <track> <track>)." for s in range(players)}
    return view


@pytest.mark.parametrize("players", COUNTS)
def test_a_crowded_late_game_stays_small(players: int) -> None:
    data = K.render_board(crowded_view(players))
    image = decode(data)
    assert image.width == K.WIDTH
    assert len(data) < MAX_PNG_BYTES
    hand = crowded_view(players)
    hand["private"] = private(players, "late", 0)["private"]
    assert len(K.render_hand(hand)) < MAX_PNG_BYTES


# --- The hand ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", COUNTS)
def test_hand_decodes_and_follows_the_private_view(players: int) -> None:
    view = private(players, "mid", 0)
    data = K.render_hand(view)
    image = decode(data)
    assert image.width == K.HAND_WIDTH
    assert 900 <= image.height <= 1600
    assert len(data) < MAX_PNG_BYTES
    me = view["players"][0]
    for change in ("objective", "met", "score", "planet", "cubes", "tech", "store", "action"):
        other = copy.deepcopy(view)
        mine = other["private"]
        q = other["players"][0]
        if change == "objective":
            mine["objective"] = R.objective_text(13).to_json()
        elif change == "met":
            met = mine["objective_met"]["key"] == "kepler3042.objective.met"
            mine["objective_met"] = {"key": "kepler3042.objective."
                                            + ("unmet" if met else "met"), "params": {}}
        elif change == "score":
            mine["score_with_objective"] += 4
        elif change == "planet":
            q["planets"].append({"planet": 5, "code": "P5", "terraformed": False,
                                 "cubes": [1, 1, 0], "output": [1, 0, 0], "name": "GR-830512",
                                 "type": "rocky", "level": 2, "terraform_cost": [1, 1, 0],
                                 "vp": 2})
        elif change == "cubes":
            q["planets"][0]["cubes"][1] += 1
        elif change == "tech":
            q["tech"][4] = (me["tech"][4] + 1) % 6
        elif change == "store":
            q["store"][2] += 1
        else:
            q["action"] = "map" if me["action"] != "map" else "exploit"
        assert K.render_hand(other) != data, change


def test_each_seat_gets_its_own_hand_image() -> None:
    images = {K.render_hand(private(4, "late", seat)) for seat in range(4)}
    assert len(images) == 4


def test_the_hand_tells_the_acting_seat_what_to_decide() -> None:
    state = state_at(3, "mid")
    acting = GAME.to_act(state)[0]
    waiting = (acting + 1) % 3
    mine = GAME.view(state, acting)
    assert mine["prompts"][str(acting)]
    image = K.render_hand(mine)
    other = copy.deepcopy(mine)
    other["prompts"][str(acting)] = "Move your Starships (move <from> <to>), or done."
    assert K.render_hand(other) != image
    theirs = GAME.view(state, waiting)
    changed = copy.deepcopy(theirs)
    changed["prompts"][str(acting)] = "Move your Starships (move <from> <to>), or done."
    assert K.render_hand(changed) == K.render_hand(theirs)  # not their decision


def test_the_objective_is_drawn_in_a_gold_frame() -> None:
    view = private(2, "start", 1)
    image = rgb(K.render_hand(view))
    top = K.Hand.HEADER
    assert near(pixel(image, (21, top + 60)), K.ATTENTION, 30)


# --- Caches, palette, registry, isolation ------------------------------------------------------


def test_the_static_background_is_built_once_per_player_count() -> None:
    assert_background_built_once(
        K, [public(n, "mid") for n in (4, *COUNTS)],
        [public(n, moment) for n in COUNTS for moment in ("end", "setup")])


def test_the_png_palette_is_fixed_and_keeps_colours() -> None:
    assert_palette_keeps_colours(K, public(4, "late"), 48)


def test_the_view_carries_what_the_images_need() -> None:
    """The view keys the renderer reads (added for it): printed boards, prompts per acting
    seat, planet types on revealed tiles, and the outcome at the end."""
    view = public(3, "mid")
    comps = view["components"]
    assert [a["code"] for a in comps["actions"]][4] == "terraform"  # the centre space
    assert comps["actions"][0]["row_bonus"] == "logistics"
    assert comps["actions"][0]["col_bonus"] == "culture"
    assert [t["code"] for t in comps["techs"]] == ["ST", "QP", "ED", "TF", "AS"]
    assert all(len(t["levels"]) == 5 for t in comps["techs"])
    assert len(comps["tracks"]["tech"]) == len(comps["track_vp"]) == 16
    assert set(view["prompts"]) == {str(s) for s in view["to_act"]}
    for tile in view["map"]["tiles"]:
        if tile["revealed"] and tile["kind"] == "planet":
            assert tile["type"] in K.TYPE_COLOURS
    end = public(3, "end")
    assert sorted(s for g in end["outcome"]["ranking"] for s in g) == [0, 1, 2]
    assert end["outcome"]["scores"] == end["final"]["scores"]


# --- Languages and display names ---------------------------------------------------------------


def crop(data: bytes, box: tuple[float, float, float, float]) -> bytes:
    return rgb(data).crop(tuple(round(v) for v in box)).tobytes()


@pytest.mark.parametrize("locale", ("es", "fr"))
@pytest.mark.parametrize("moment", ("setup", "mid", "end"))
def test_boards_render_in_spanish_and_french(locale: str, moment: str) -> None:
    """Every label is in the drawing's language: the board differs from the English one
    in its words (header, legend, tracks, panels) while the map's pieces stay the same."""
    view = public(3, moment)
    english = K.render_board(view)
    other = K.render_board(view, locale=locale)
    assert decode(other).size == decode(english).size
    assert other != english
    lay = K.layout(22, 19, 3)
    hexes = (0, K.HEADER_H + 24, K.WIDTH, lay.map_bottom - 2)
    assert crop(other, hexes) == crop(english, hexes)
    for part in ((0, 0, K.WIDTH, K.HEADER_H), (0, lay.map_bottom, K.WIDTH, lay.tracks_y),
                 (0, lay.tracks_y, K.WIDTH, lay.panels_y), panel(view, 0)):
        assert crop(other, part) != crop(english, part), part
    # Kept tiles never leak between languages: English drawn again is English.
    assert K.render_board(view) == english


@pytest.mark.parametrize("locale", ("es", "fr"))
def test_hands_render_in_spanish_and_french(locale: str) -> None:
    for moment in ("setup", "mid"):
        hand = private(3, moment, 0)
        english = K.render_hand(hand)
        other = K.render_hand(hand, locale=locale)
        image = decode(other)
        assert image.width == K.HAND_WIDTH and image.size == decode(english).size
        assert other != english
        assert K.render_hand(hand, locale="es") != K.render_hand(hand, locale="fr")


def test_each_seat_is_drawn_with_its_display_name() -> None:
    view = public(4, "mid")
    plain = K.render_board(view)
    names = ["Ozgül Yılmark", "Zoë", "Ǆemal the Magnificent of the Long Name " * 3,
             "مريم‎ 🚀"]
    named = K.render_board(view, names, "fr")
    assert named != K.render_board(view, locale="fr") and named != plain
    # Renaming one seat changes its panel (and the header, where it may be named), never
    # another seat's panel or the map.
    renamed = list(names)
    renamed[2] = "Somebody Else"
    other = K.render_board(view, renamed, "fr")
    assert crop(other, panel(view, 2)) != crop(named, panel(view, 2))
    lay = K.layout(22, 19, 4)
    for part in (panel(view, 0), panel(view, 1), panel(view, 3),
                 (0, K.HEADER_H, K.WIDTH, lay.panels_y)):
        assert crop(other, part) == crop(named, part), part
    # No tile is reused for other names: the first names drawn again give the first image.
    assert K.render_board(view, names, "fr") == named


def test_a_very_long_name_stays_in_its_panel() -> None:
    """A hostile name is fitted (with an ellipsis) between the seat's token and its score."""
    view = public(2, "mid")
    base = K.render_board(view, ["A", "B"])
    long = K.render_board(view, ["A", "W" * 300])
    assert crop(long, panel(view, 1)) != crop(base, panel(view, 1))
    diff = ImageChops.difference(rgb(base), rgb(long))
    for box in ((0, 0, K.WIDTH, K.HEADER_H), panel(view, 1)):  # where the name is drawn
        diff.paste((0, 0, 0), (box[0], box[1], box[2] + 1, box[3] + 1))
    assert diff.getbbox() is None


def test_regions_in_another_language_with_names_are_the_whole_drawing() -> None:
    """The board drawn by regions (tiles kept across moments, languages and names) is the
    whole drawing pixel for pixel, in Spanish and French with display names too."""
    from rendering import regions

    tiles = regions.TileCache()
    palette = K.png_palette()
    names = ["Ana María", "François", "Zoë"]
    for moment in MOMENTS:
        view = public(3, moment)
        for locale, who in (("es", names), ("fr", names), ("fr", None), ("en", names)):
            board = regions.compose(
                "kepler3042", K.board_background.shared(*K.background_key(view, locale)),
                palette, K.board_regions(view, who, locale), tiles,
                context=(locale, tuple(who or ())))
            whole = K.board_image(view, who, locale).quantize(palette=palette,
                                                              dither=Image.Dither.NONE)
            assert board.tobytes() == whole.tobytes(), (moment, locale, who)
