"""Ad Astra images: they decode, they show what the view says, and nothing it hides."""

from __future__ import annotations

import copy
import io
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

from games.adastra import GAME
from rendering import adastra
from rendering.common import MAX_PNG_BYTES, RGB, faction_style
from tests.games.adastra_support import hidden_variants
from tests.rendering.contract import (
    assert_background_built_once,
    assert_palette_keeps_colours,
)
from tests.rendering.views import private, public, state_at

COUNTS = (3, 4, 5)
MOMENTS = ("start", "planning", "mid", "trade", "offer", "landing", "end")


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    image.load()
    return image


def rgb(data: bytes) -> Image.Image:
    return decode(data).convert("RGB")


def near(a: tuple[int, ...], b: RGB, tolerance: int = 14) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b, strict=True))


def changed_box(a: bytes, b: bytes) -> tuple[int, int, int, int] | None:
    """Where two images differ at all (the PNG palette is fixed, so a change in one place
    cannot shift colours anywhere else)."""
    return ImageChops.difference(rgb(a), rgb(b)).getbbox()


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("moment", MOMENTS)
def test_board_decodes_at_every_moment(players: int, moment: str) -> None:
    data = adastra.render_board(public(players, moment))
    image = decode(data)
    assert image.size == adastra.BOARD_SIZE == (1200, 900)
    assert image.mode == "P"  # palette PNG: small for Discord
    assert len(data) < MAX_PNG_BYTES


@pytest.mark.parametrize("players", COUNTS)
def test_same_view_same_bytes(players: int) -> None:
    view = public(players, "mid")
    assert adastra.render_board(view) == adastra.render_board(copy.deepcopy(view))


def test_renders_in_threads_alike() -> None:
    views = [public(n, m) for n in COUNTS for m in ("mid", "end")]
    expected = [adastra.render_board(v) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(adastra.render_board, views * 2)) == expected * 2


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("moment", ("mid", "trade", "end"))
def test_hidden_changes_leave_the_public_image_unchanged(players: int, moment: str) -> None:
    """Face-down planets, hands, planned cards and artifacts are swapped in the *state*; the
    public image must be byte-identical."""
    state = state_at(players, moment)
    image = adastra.render_board(GAME.view(state, None))
    variants = list(hidden_variants(state, random.Random(3)))
    assert len(variants) >= 2
    for other, _ in variants:
        assert GAME.to_json(other) != GAME.to_json(state)  # something hidden did change
        assert adastra.render_board(GAME.view(other, None)) == image


def test_a_face_down_planet_shows_no_kind_and_a_revealed_one_shows_its_colour() -> None:
    view = public(4, "end")
    image = rgb(adastra.render_board(view))
    planets = [p for s in view["systems"] for p in s["planets"]]
    down = next(p for p in planets if not p["face_up"])
    up = next(p for p in planets if p["face_up"] and p["kind"] != "A")
    x, y = adastra.planet_centre(view, down["id"]) or (0, 0)
    sample = image.getpixel((x - 14, y + 10))
    assert isinstance(sample, tuple)
    assert near(sample, adastra.FACE_DOWN)
    assert not any(near(sample, c, 30) for c in adastra.PLANET_COLOURS.values())
    x, y = adastra.planet_centre(view, up["id"]) or (0, 0)
    sample = image.getpixel((x - 14, y + 10))
    assert isinstance(sample, tuple)
    assert near(sample, adastra.PLANET_COLOURS[up["kind"]])


def test_revealing_a_planet_changes_only_its_place() -> None:
    view = public(3, "start")
    planet = view["systems"][3]["planets"][0]
    assert not planet["face_up"]
    shown = copy.deepcopy(view)
    target = shown["systems"][3]["planets"][0]
    target.update(face_up=True, kind="E")
    box = changed_box(adastra.render_board(view), adastra.render_board(shown))
    x, y = adastra.planet_centre(view, planet["id"]) or (0, 0)
    assert box is not None
    assert box[0] >= x - 40 and box[2] <= x + 40 and box[1] >= y - 40 and box[3] <= y + 40
    sample = rgb(adastra.render_board(shown)).getpixel((x - 14, y + 10))
    assert isinstance(sample, tuple)
    assert near(sample, adastra.PLANET_COLOURS["E"])


def test_the_owner_ring_is_in_the_owners_colour() -> None:
    view = public(5, "start")
    home = view["systems"][0]["planets"]
    assert view["systems"][0]["code"] == "SOL"
    image = rgb(adastra.render_board(view))
    for planet in home:
        x, y = adastra.planet_centre(view, planet["id"]) or (0, 0)
        ring = image.getpixel((x + adastra.PLANET_R + 3, y))
        assert isinstance(ring, tuple)
        style = faction_style(view["players"][planet["owner"]]["faction"])
        assert near(ring, style.colour)
    # Handing Blue's home to Red turns the ring vermillion.
    moved = copy.deepcopy(view)
    moved["systems"][0]["planets"][0]["owner"] = 1
    x, y = adastra.planet_centre(view, home[0]["id"]) or (0, 0)
    before = image.getpixel((x + adastra.PLANET_R + 3, y))
    after = rgb(adastra.render_board(moved)).getpixel((x + adastra.PLANET_R + 3, y))
    assert before != after
    assert isinstance(after, tuple)
    assert near(after, faction_style(view["players"][1]["faction"]).colour)


def test_pawns_are_drawn_under_their_planet() -> None:
    view = public(4, "start")
    busy = copy.deepcopy(view)
    target = busy["systems"][4]["planets"][1]
    target.update(face_up=True, kind="X", owner=2, ships=3, building="colony",
                  terraformed=True)
    box = changed_box(adastra.render_board(view), adastra.render_board(busy))
    x, y = adastra.planet_centre(view, target["id"]) or (0, 0)
    assert box is not None
    assert box[0] < x < box[2]
    assert box[3] > y + adastra.PLANET_R + 20  # the pawn row under the planet
    more = copy.deepcopy(busy)
    more["systems"][4]["planets"][1]["ships"] = 4
    assert adastra.render_board(more) != adastra.render_board(busy)


def test_a_players_score_changes_only_their_row() -> None:
    view = public(4, "mid")
    scored = copy.deepcopy(view)
    scored["players"][2]["score"] += 17
    box = changed_box(adastra.render_board(view), adastra.render_board(scored))
    assert box is not None
    assert box[0] >= adastra.PANEL_X  # only in the player panel
    other = copy.deepcopy(view)
    other["players"][0]["score"] += 17
    box0 = changed_box(adastra.render_board(view), adastra.render_board(other))
    assert box0 is not None
    assert box0[3] <= box[1]  # seat 0's row is above seat 2's


def test_first_player_and_public_counts_are_shown() -> None:
    view = public(3, "mid")
    base = adastra.render_board(view)
    for key, value in (("first", not view["players"][1]["first"]), ("action_cards", 0),
                       ("resource_cards", 9), ("artifacts", 2), ("deep_ships", 3)):
        changed = copy.deepcopy(view)
        changed["players"][1][key] = value
        assert adastra.render_board(changed) != base, key
    changed = copy.deepcopy(view)
    changed["players"][1]["supply"]["terraformer"] = 0
    assert adastra.render_board(changed) != base


def test_the_planning_board_shows_owners_and_the_current_card() -> None:
    view = public(5, "mid")
    board = view["planning"]["board"]
    assert len(board) == 15
    base = adastra.render_board(view)
    down = next(i for i, b in enumerate(board) if b["owner"] is not None and b["card"] is None)
    changed = copy.deepcopy(view)
    changed["planning"]["board"][down]["owner"] = (board[down]["owner"] + 1) % 5
    box = changed_box(base, adastra.render_board(changed))
    assert box is not None and box[1] >= adastra.PLAN_Y
    moved = copy.deepcopy(view)
    for b in moved["planning"]["board"]:
        b["current"] = False
    moved["planning"]["board"][-1]["current"] = True
    assert adastra.render_board(moved) != base


def test_trade_shows_everyones_resources() -> None:
    view = public(4, "trade")
    assert view["trade_open"]
    base = adastra.render_board(view)
    changed = copy.deepcopy(view)
    res = changed["players"][3]["resources"]
    give = next(r for r, n in res.items() if n)
    res[give] -= 1
    res["Z" if give != "Z" else "W"] += 1
    box = changed_box(base, adastra.render_board(changed))
    assert box is not None and box[0] >= adastra.PANEL_X


def test_offer_and_landing_are_shown() -> None:
    offer = public(4, "offer")
    without = copy.deepcopy(offer)
    without["current"]["offer"] = None
    assert adastra.render_board(offer) != adastra.render_board(without)
    landing = public(4, "landing")
    system = landing["current"]["landing"]["system"]
    without = copy.deepcopy(landing)
    without["current"]["landing"] = None
    box = changed_box(adastra.render_board(landing), adastra.render_board(without))
    x0, y0, x1, y1 = adastra.system_box(system)
    assert box is not None
    assert box[0] <= x0 and box[1] <= y0 and box[2] >= x1 and box[3] >= y1


def crowded_view() -> dict[str, Any]:
    """A 5-player late game with every planet face up and full of pawns, every card of the
    planning board revealed, a trade open with an offer: the worst case for size."""
    view = public(5, "end")
    kinds = "WFEXYZA"
    for s_index, system in enumerate(view["systems"]):
        for p_index, planet in enumerate(system["planets"]):
            planet.update(face_up=True, kind=kinds[(s_index + p_index) % 7],
                          owner=(s_index + p_index) % 5, ships=4 - p_index % 3,
                          building=("colony", "factory")[p_index % 2],
                          terraformed=p_index % 3 == 0)
    cards = ["prod-WX", "move-SR-TR", "build", "trade", "score-CS", "score-ID", "prod-FZ",
             "move-LY-TY", "score-TS", "prod-EY", "move-NR-NY", "build", "trade", "prod-WF",
             "move-SY-NY"]
    view["planning"] = {"spaces": 15, "board": [
        {"space": i + 1, "owner": i % 5, "card": c, "card_name": c, "current": i == 9}
        for i, c in enumerate(cards)]}
    view["phase"] = "action"
    view["outcome"] = None
    view["trade_open"] = True
    view["to_act"] = [0, 1, 2, 3, 4]
    view["prompts"] = {str(s): "accept or decline the trade offer" for s in range(5)}
    for p in view["players"]:
        p.update(resources={r: 3 + p["seat"] for r in "WFEXYZ"}, score=40 + p["seat"],
                 scoring_set_aside=["score-CS", "score-TS"], to_act=True, deep_ships=2)
    view["current"] = {"space": 10, "owner": 0, "card": "trade", "card_name": "Trade",
                       "choice": None, "landing": None,
                       "offer": {"from": 0, "to": 4, "give": "WWFFEEXX", "get": "ZZYY"}}
    view["ending"] = "Purple reached 50 points"
    return view


def test_a_crowded_late_game_stays_small() -> None:
    data = adastra.render_board(crowded_view(), names=["a very long display name"] * 5)
    image = decode(data)
    assert image.size == (1200, 900)
    assert len(data) < MAX_PNG_BYTES


@pytest.mark.parametrize("players", COUNTS)
def test_hand_decodes_and_shows_private_content(players: int) -> None:
    view = private(players, "mid", 0)
    data = adastra.render_hand(view)
    image = decode(data)
    assert image.width == adastra.HAND_WIDTH
    assert 500 <= image.height <= 1600
    assert len(data) < MAX_PNG_BYTES
    for change in ("hand", "resources", "artifacts", "known"):
        other = copy.deepcopy(view)
        mine = other["private"]
        if change == "hand":
            mine["hand"] = mine["hand"][1:]
        elif change == "resources":
            mine["resources"]["F"] += 3
        elif change == "artifacts":
            mine["artifacts"].append({"key": "cornu", "name": "Cornu Copiae",
                                      "effect": "Take 3 resource cards of one type."})
        else:
            mine["known_planets"]["LR1"] = "Alien"
        assert adastra.render_hand(other) != data, change


def test_each_seat_gets_its_own_hand_image() -> None:
    images = {adastra.render_hand(private(4, "planning", seat)) for seat in range(4)}
    assert len(images) == 4


def test_the_hand_shows_my_face_down_planned_cards() -> None:
    view = private(4, "planning", 0)
    if not view["private"]["my_cards"]:
        view["private"]["my_cards"] = {"3": "build"}
    with_cards = adastra.render_hand(view)
    without = copy.deepcopy(view)
    without["private"]["my_cards"] = {}
    assert decode(with_cards).height > decode(adastra.render_hand(without)).height


def test_the_resource_count_is_drawn_in_the_resource_colour_box() -> None:
    view = private(3, "start", 1)
    image = rgb(adastra.render_hand(view))
    # The Water box: left of the six, below the header and section title.
    sample = image.getpixel((40, 84 + 40 + 70))
    assert isinstance(sample, tuple)
    assert near(sample, adastra.PLANET_COLOURS["W"])
    view["private"]["resources"]["W"] = 0
    dim = rgb(adastra.render_hand(view)).getpixel((40, 84 + 40 + 70))
    assert isinstance(dim, tuple)
    assert not near(dim, adastra.PLANET_COLOURS["W"])


def test_the_static_background_is_built_once() -> None:
    assert_background_built_once(
        adastra, [public(4, "mid")],
        [public(n, moment) for n in COUNTS for moment in ("end", "trade")])


def test_the_png_palette_is_fixed_and_keeps_colours() -> None:
    assert_palette_keeps_colours(adastra, public(5, "trade"), 40)


# ---- languages and players' names -------------------------------------------------------------

HOSTILE_NAMES = ["Ozgül Yılmaz-Kaçar, Magnificent Explorer of the Farthest Stars", "مرحبا بالعالم",
                 "Zoë 🚀 Ñandú", "Ł\u200bukasz\u200f", "E\u0301lodie " * 12]


def whole_rgb(view: dict[str, Any], names: list[str] | None, locale: str) -> Image.Image:
    """The whole board drawn at once, mapped onto the PNG palette, as RGB."""
    whole = adastra.board_image(view, names, locale)
    return whole.quantize(palette=adastra.png_palette(), dither=Image.Dither.NONE).convert("RGB")


@pytest.mark.parametrize("locale", ["es", "fr"])
@pytest.mark.parametrize("moment", ["mid", "offer", "landing", "end"])
def test_the_board_is_drawn_in_spanish_and_french(locale: str, moment: str) -> None:
    view = public(5, moment)
    english = adastra.render_board(view, HOSTILE_NAMES)
    there = adastra.render_board(view, HOSTILE_NAMES, locale)
    image = decode(there)
    assert image.size == (1200, 900) and image.mode == "P" and len(there) < MAX_PNG_BYTES
    # The round and phase, the systems' names and the planning board's title are words.
    header = (0, 0, 1200, 70)
    assert ImageChops.difference(rgb(english).crop(header), rgb(there).crop(header)).getbbox()
    small_red = (adastra.system_box("SR")[0], adastra.system_box("SR")[1],
                 adastra.system_box("SR")[2], adastra.system_box("SR")[1] + 30)
    assert ImageChops.difference(rgb(english).crop(small_red),
                                 rgb(there).crop(small_red)).getbbox()
    plan_title = (0, adastra.PLAN_Y, 400, adastra.PLAN_Y + 30)
    assert ImageChops.difference(rgb(english).crop(plan_title),
                                 rgb(there).crop(plan_title)).getbbox()


@pytest.mark.parametrize("locale", ["es", "fr"])
def test_the_hand_is_drawn_in_spanish_and_french(locale: str) -> None:
    view = private(4, "mid", 1)
    english, there = adastra.render_hand(view), adastra.render_hand(view, locale=locale)
    assert decode(there).width == adastra.HAND_WIDTH
    assert changed_box(english, there) is not None
    # The section titles are words: "RESOURCES" and its Spanish or French.
    assert ImageChops.difference(rgb(english).crop((0, 84, 400, 120)),
                                 rgb(there).crop((0, 84, 400, 120))).getbbox()


def test_players_names_are_drawn_in_their_rows_only() -> None:
    view = public(4, "mid")
    plain, named = rgb(adastra.render_board(view)), rgb(adastra.render_board(view, HOSTILE_NAMES))
    rows = (adastra.PANEL_X, adastra.MAP_Y, 1200, adastra.MAP_BOTTOM - 110)
    assert ImageChops.difference(plain.crop(rows), named.crop(rows)).getbbox()
    the_map = (0, adastra.MAP_Y, adastra.PANEL_X, adastra.PLAN_Y)
    assert ImageChops.difference(plain.crop(the_map), named.crop(the_map)).getbbox() is None


def test_boards_in_every_language_are_their_whole_drawing() -> None:
    """Boards drawn by regions in turn in English, Spanish and French, with and without
    names, through one tile cache, are each the whole drawing in that language: no tile or
    background of one language is reused for another."""
    views = [public(3, "mid"), public(4, "offer"), public(5, "end")]
    for view in views:
        for locale, names in (("en", None), ("es", HOSTILE_NAMES), ("fr", HOSTILE_NAMES),
                              ("es", None), ("en", HOSTILE_NAMES)):
            drawn = rgb(adastra.render_board(view, names, locale))
            assert drawn.tobytes() == whole_rgb(view, names, locale).tobytes(), (locale, names)


def test_regions_read_what_they_say_in_every_language() -> None:
    """The region keys hold the language and the names: in Spanish with names, every region
    drawn alone equals its part of the whole drawing."""
    view = public(5, "offer")
    whole = adastra.board_image(view, HOSTILE_NAMES, "es")
    background = adastra.board_background.shared(*adastra.background_key(view, "es"))
    for region in adastra.board_regions(view, HOSTILE_NAMES, "es"):
        canvas = background.copy()
        region.draw(ImageDraw.Draw(canvas))
        assert (canvas.crop(region.box).tobytes() == whole.crop(region.box).tobytes()), \
            region.box
    keys = {r.box: r.key for r in adastra.board_regions(view, HOSTILE_NAMES, "es")}
    french = {r.box: r.key for r in adastra.board_regions(view, HOSTILE_NAMES, "fr")}
    assert all(french[box] != key for box, key in keys.items())
    unnamed = {r.box: r.key for r in adastra.board_regions(view, None, "es")}
    the_map = {box for box in keys if box[0] == 0 and box[2] == adastra.PANEL_X}
    assert len(the_map) == 3  # the map's three rows of systems
    assert all(unnamed[box] == keys[box] for box in the_map)  # no names: tiles are kept
    assert all(unnamed[box] != key for box, key in keys.items() if box not in the_map)
