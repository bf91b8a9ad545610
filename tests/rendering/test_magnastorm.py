"""Magnastorm images: they decode, they show what the view says, and nothing it hides."""

from __future__ import annotations

import copy
import functools
import io
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

from games.magnastorm import GAME, State, ai
from rendering import magnastorm, regions
from rendering.common import MAX_PNG_BYTES, RGB
from tests.games.test_magnastorm_conformance import hidden_variants
from tests.rendering.contract import (
    assert_background_built_once,
    assert_palette_keeps_colours,
)

COUNTS = (2, 3, 4)
MOMENTS = ("start", "turns", "late", "end")
View = dict[str, Any]


@functools.cache
def playout(players: int, seed: int = 4) -> dict[str, State]:
    """States of one AI game at the moments worth drawing: the starting positions, a turn
    in round 2, a turn in the last round, and the end."""
    state = GAME.setup(players, seed)
    found: dict[str, State] = {"start": state}
    ply = 0
    while GAME.outcome(state) is None:
        if "turns" not in found and state.phase == "turns" and state.round == 2:
            found["turns"] = state
        if "late" not in found and state.phase == "turns" and state.round == 4:
            found["late"] = state
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, ai.choose_move(GAME, state, seat, ply))
        ply += 1
    found["end"] = state
    found.setdefault("late", found["turns"])
    return found


def public(players: int, moment: str) -> View:
    return copy.deepcopy(GAME.view(playout(players)[moment], None))


def private(players: int, moment: str, seat: int) -> View:
    return copy.deepcopy(GAME.view(playout(players)[moment], seat))


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    image.load()
    return image


def rgb(data: bytes) -> Image.Image:
    return decode(data).convert("RGB")


def pixel(image: Image.Image, xy: tuple[int, int]) -> tuple[int, int, int]:
    value = image.getpixel(xy)
    assert isinstance(value, tuple)
    return (int(value[0]), int(value[1]), int(value[2]))


def near(a: tuple[int, ...], b: RGB, tolerance: int = 16) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b, strict=True))


def changed_box(a: bytes, b: bytes) -> tuple[int, int, int, int] | None:
    """Where two images differ (the PNG palette is fixed, so a change in one place cannot
    shift colours anywhere else)."""
    return ImageChops.difference(rgb(a), rgb(b)).getbbox()


def inside(box: tuple[int, int, int, int] | None, frame: tuple[int, int, int, int]) -> bool:
    assert box is not None, "nothing changed"
    return (box[0] >= frame[0] and box[1] >= frame[1] and box[2] <= frame[2] + 1
            and box[3] <= frame[3] + 1)


def empty_space(view: View) -> dict[str, Any]:
    runners = set(view["board"]["runners"])
    return next(sp for sp in view["board"]["spaces"]
                if sp["lab"] is None and sp["colour"] not in (None, "white")
                and sp["id"] not in runners)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("moment", MOMENTS)
def test_board_decodes_at_every_moment(players: int, moment: str) -> None:
    data = magnastorm.render_board(public(players, moment))
    image = decode(data)
    assert image.size == magnastorm.BOARD_SIZE == (1200, 1000)
    assert image.mode == "P"  # palette PNG: small for Discord
    assert len(data) < MAX_PNG_BYTES


def test_same_view_same_bytes_and_threads_agree() -> None:
    views = [public(n, m) for n in COUNTS for m in ("turns", "end")]
    expected = [magnastorm.render_board(v) for v in views]
    assert expected == [magnastorm.render_board(copy.deepcopy(v)) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(magnastorm.render_board, views * 2)) == expected * 2


@pytest.mark.parametrize("players", COUNTS)
def test_hidden_changes_leave_the_public_image_unchanged(players: int) -> None:
    """The PRNG (future bag draws) and every artifact collection are changed in the
    *state*; the public image must be byte-identical."""
    for moment in ("turns", "end"):
        state = playout(players)[moment]
        image = magnastorm.render_board(GAME.view(state, None))
        variants = list(hidden_variants(state, random.Random(3)))
        assert len(variants) == players + 1
        for other, _ in variants:
            assert GAME.to_json(other) != GAME.to_json(state)  # something hidden changed
            assert magnastorm.render_board(GAME.view(other, None)) == image


def test_a_lab_is_drawn_in_its_owners_colour_on_its_space() -> None:
    view = public(3, "turns")
    space = empty_space(view)
    x, y = magnastorm.space_centre(view, space["id"]) or (0, 0)
    before = rgb(magnastorm.render_board(view))
    research = magnastorm.RESEARCH_COLOURS[space["colour"]]
    assert near(pixel(before, (x - 9, y)), research)
    with_lab = copy.deepcopy(view)
    target = next(sp for sp in with_lab["board"]["spaces"] if sp["id"] == space["id"])
    target["lab"] = {"owner": 1, "count": 1}
    data = magnastorm.render_board(with_lab)
    owner = magnastorm.style_of(view, 1, "default")
    assert near(pixel(rgb(data), (x - 9, y)), owner.colour)
    box = changed_box(magnastorm.render_board(view), data)
    assert inside(box, (x - 25, y - 25, x + 25, y + 25))
    # A second lab on the same space changes the drawing again.
    target["lab"]["count"] = 2
    assert magnastorm.render_board(with_lab) != data


def test_each_federation_has_its_own_colour_and_shape_and_no_word() -> None:
    styles = list(magnastorm.FEDERATIONS.values())
    assert len({s.colour for s in styles}) == len({s.shape for s in styles}) == 4
    view = public(4, "turns")
    for palette in ("default", "safe"):
        seats = magnastorm.seat_styles(view, palette)
        assert [s.letter for s in seats] == ["", "", "", ""]  # the shape is the mark
        assert len({s.colour for s in seats}) == len({s.shape for s in seats}) == 4


def test_runners_stations_and_storms_are_drawn() -> None:
    view = public(4, "turns")
    base = magnastorm.render_board(view)
    # A runner moves: the change is around its old and new spaces only.
    moved = copy.deepcopy(view)
    space = empty_space(view)
    old = view["board"]["runners"][2]
    moved["board"]["runners"][2] = space["id"]
    moved["players"][2]["runner"] = space["id"]
    x, y = magnastorm.space_centre(view, space["id"]) or (0, 0)
    image = rgb(magnastorm.render_board(moved))
    runner = magnastorm.style_of(view, 2, "default").colour
    assert near(pixel(image, (x - 7, y + 8)), runner)
    assert not near(pixel(rgb(base), (x - 7, y + 8)), runner)
    ox, _ = magnastorm.space_centre(view, old) or (0, 0)
    box = changed_box(base, magnastorm.render_board(moved))
    assert box is not None
    assert box[0] <= min(x, ox) and box[2] >= max(x, ox)
    # A transmitter station in its owner's colour.
    built = copy.deepcopy(view)
    free = next(t for t in built["board"]["transmitters"] if t["owner"] < 0)
    free["owner"] = 3
    tx, ty = magnastorm.transmitter_centre(view, free["id"]) or (0, 0)
    assert near(pixel(rgb(magnastorm.render_board(built)), (tx - 9, ty + 4)),
                magnastorm.style_of(view, 3, "default").colour)
    # The storm moves: a storm sector is striped dark, a quiet one is not.
    storm = copy.deepcopy(view)
    quiet = view["board"]["quiet_sectors"]
    storm["board"]["quiet_sectors"] = view["board"]["storm_sectors"]
    storm["board"]["storm_sectors"] = quiet
    storm["board"]["income"] = {}
    a, b = rgb(base), rgb(magnastorm.render_board(storm))
    sector = int(quiet[0])
    angle = magnastorm.sector_angle(sector) + 22  # on the rim, clear of spaces
    point = magnastorm.polar_px(magnastorm.MAP_R - 3, angle)
    px = (round(point[0]), round(point[1]))
    assert near(pixel(a, px), magnastorm.QUIET_EDGE, 30)
    assert near(pixel(b, px), magnastorm.STORM_EDGE, 30)


def test_public_numbers_change_only_their_own_panel() -> None:
    view = public(3, "turns")
    base = magnastorm.render_board(view)
    rep = copy.deepcopy(view)
    rep["players"][1]["reputation"] += 9
    assert inside(changed_box(base, magnastorm.render_board(rep)), magnastorm.PLAYERS_BOX)
    for key, value in (("cubes", {"yellow": 7, "grey": 1}), ("labs_left", 1),
                       ("stations_left", 0), ("crew_left", 0), ("markers_left", 1),
                       ("commanders", ["ellen"]), ("objectives", [3])):
        changed = copy.deepcopy(view)
        changed["players"][0][key] = value
        assert inside(changed_box(base, magnastorm.render_board(changed)),
                      magnastorm.PLAYERS_BOX), key
    research = copy.deepcopy(view)
    research["players"][2]["research"]["red"] += 3
    assert inside(changed_box(base, magnastorm.render_board(research)),
                  magnastorm.RESEARCH_BOX)
    done = copy.deepcopy(view)
    done["research_board"]["objectives"][2]["fulfilled_by"] = [0]
    done["research_board"]["objectives"][2]["ladder_left"] = [4, 3]
    assert inside(changed_box(base, magnastorm.render_board(done)), magnastorm.RESEARCH_BOX)


def test_the_action_board_shows_crew_owners_and_the_first_player_token() -> None:
    view = public(4, "turns")
    base = magnastorm.render_board(view)
    crew = copy.deepcopy(view)
    lower = crew["action_board"]["lower"]["crew"]
    free = next(f"{c}{r}" for r in range(1, 6) for c in "abcde" if f"{c}{r}" not in lower)
    lower[free] = ["orange"]
    assert inside(changed_box(base, magnastorm.render_board(crew)), magnastorm.ACTION_BOX)
    owner = copy.deepcopy(view)
    card = owner["action_board"]["commanders"][0]
    card["owner"] = (card["owner"] + 2) % 4
    assert inside(changed_box(base, magnastorm.render_board(owner)), magnastorm.ACTION_BOX)
    token = copy.deepcopy(view)
    token["action_board"]["first_token"]["holder"] = 3
    assert magnastorm.render_board(token) != base


def test_the_header_shows_the_prompt_and_the_final_ranking() -> None:
    view = public(3, "turns")
    base = magnastorm.render_board(view)
    other = copy.deepcopy(view)
    seat = other["to_act"][0]
    other["prompts"] = {str(seat): "fulfil an objective (obj <slot> ...) or end your turn"}
    assert inside(changed_box(base, magnastorm.render_board(other)),
                  (0, 0, magnastorm.BOARD_SIZE[0], magnastorm.HEADER_H))
    end = public(3, "end")
    assert end["outcome"] is not None
    swapped = copy.deepcopy(end)
    assert all(len(group) == 1 for group in end["outcome"]["ranking"])
    swapped["outcome"]["ranking"] = list(reversed(end["outcome"]["ranking"]))
    assert inside(changed_box(magnastorm.render_board(end), magnastorm.render_board(swapped)),
                  (0, 0, magnastorm.BOARD_SIZE[0], magnastorm.HEADER_H))


def crowded_view(players: int) -> View:
    """A late game with a lab (two on many) on every space, every station built, crew on
    every cell, every objective taken and rich players: the worst case for size."""
    view = public(players, "end")
    for i, sp in enumerate(view["board"]["spaces"]):
        if sp["colour"] is not None:
            sp["lab"] = {"owner": i % players, "count": 1 + i % 2}
    for i, t in enumerate(view["board"]["transmitters"]):
        t["owner"] = i % players
    colours = [p["colour"] for p in view["players"]]
    cells = [f"{c}{r}" for c in view["action_board"]["columns"] for r in range(1, 6)]
    view["action_board"]["upper"]["crew"] = {c: ["yellow", colours[i % players]]
                                             for i, c in enumerate(cells)}
    view["action_board"]["lower"]["crew"] = {c: [colours[i % players], "yellow", "yellow"]
                                             for i, c in enumerate(cells)}
    for obj in view["research_board"]["objectives"]:
        obj["fulfilled_by"] = list(range(players))
        obj["ladder_left"] = []
    for p in view["players"]:
        p["cubes"] = {c: 20 + p["seat"] for c in ["yellow", *colours]}
        p["research"] = {a: 12 - p["seat"] for a in p["research"]}
        p["commanders"] = ["forrester", "justin", "ellen", "adira"]
        p["objectives"] = [1, 2, 3, 4]
    view["phase"] = "turns"
    view["outcome"] = None
    view["to_act"] = [0]
    view["prompts"] = {"0": "move your scout runner (go <space>) or stop; you may build a "
                            "station on t1 (build <slot>)"}
    return view


@pytest.mark.parametrize("players", COUNTS)
def test_a_crowded_late_game_stays_small(players: int) -> None:
    data = magnastorm.render_board(crowded_view(players))
    image = decode(data)
    assert image.size == magnastorm.BOARD_SIZE
    assert len(data) < MAX_PNG_BYTES


@pytest.mark.parametrize("players", COUNTS)
def test_hand_decodes_and_shows_private_content(players: int) -> None:
    view = private(players, "turns", 0)
    data = magnastorm.render_hand(view)
    image = decode(data)
    assert image.width == magnastorm.HAND_WIDTH
    assert 700 <= image.height <= 1800
    assert len(data) < MAX_PNG_BYTES
    with_cards = copy.deepcopy(view)
    with_cards["private"]["artifacts"] = [
        {"id": 212, "metal": "gold", "level": 3, "bonus": "green"},
        {"id": 115, "metal": "silver", "level": 2, "bonus": "reputation"}]
    cards = magnastorm.render_hand(with_cards)
    assert cards != data
    assert decode(cards).height > image.height  # a row of cards appears
    other_cards = copy.deepcopy(with_cards)
    other_cards["private"]["artifacts"][0]["id"] = 201
    assert magnastorm.render_hand(other_cards) != cards
    richer = copy.deepcopy(view)
    richer["players"][0]["cubes"]["yellow"] = richer["players"][0]["cubes"].get("yellow", 0) + 5
    assert magnastorm.render_hand(richer) != data


def test_each_seat_gets_its_own_hand_image() -> None:
    images = {magnastorm.render_hand(private(4, "turns", seat)) for seat in range(4)}
    assert len(images) == 4


def test_the_hand_shows_the_cube_count_in_the_cube_colour() -> None:
    view = private(3, "turns", 1)
    view["players"][1]["cubes"]["yellow"] = 4
    image = rgb(magnastorm.render_hand(view))
    sample = pixel(image, (40, 96 + 36 + 40))  # the yellow box, left of the row
    assert near(sample, magnastorm.CUBE_COLOURS["yellow"])
    view["players"][1]["cubes"]["yellow"] = 0
    dim = pixel(rgb(magnastorm.render_hand(view)), (40, 96 + 36 + 40))
    assert not near(dim, magnastorm.CUBE_COLOURS["yellow"])


def test_the_hand_prices_each_takeover_for_its_seat() -> None:
    view = private(3, "turns", 0)
    prices = magnastorm.takeover_prices(view, 0)
    assert [col for col, _, _ in prices] == list(view["action_board"]["columns"])
    for col, _, cubes in prices:
        below = sum(len(crew) for cell, crew in view["action_board"]["upper"]["crew"].items()
                    if cell[0] == col)
        card = next((c for c in view["action_board"]["commanders"] if c["column"] == col), None)
        extra = card is not None and card["owner"] not in (-1, 0)
        assert len(cubes) == below + extra


def test_the_static_background_is_built_once() -> None:
    assert_background_built_once(
        magnastorm, [public(4, "turns"), public(3, "turns")],
        [public(n, moment) for n in COUNTS for moment in ("end", "start")])


def test_the_png_palette_is_fixed_and_keeps_colours() -> None:
    assert_palette_keeps_colours(magnastorm, public(4, "late"), 48)


# ---- languages and names ---------------------------------------------------------------------

NAMES = ["Ana María Fernández-Olmedo de la Vega", "Ozgül Yilmark", "Жанна 😀 François",
         "لاعب طويل الاسم جدا"]


@pytest.mark.parametrize("locale", ["es", "fr"])
@pytest.mark.parametrize("moment", ["start", "turns", "end"])
def test_boards_and_hands_render_in_spanish_and_french(locale: str, moment: str) -> None:
    view = public(4, moment)
    english = magnastorm.render_board(view)
    board = magnastorm.render_board(view, locale=locale)
    assert decode(board).size == magnastorm.BOARD_SIZE
    assert board != english
    # The words change, not the picture: the header, the action board's titles and the
    # income strip differ; the map's spaces stay where they were.
    box = changed_box(english, board)
    assert box is not None and box[1] < magnastorm.HEADER_H
    hand_view = private(4, moment, 1)
    hand = magnastorm.render_hand(hand_view, locale=locale)
    assert decode(hand).width == magnastorm.HAND_WIDTH
    assert hand != magnastorm.render_hand(hand_view)
    assert magnastorm.render_hand(hand_view, locale="es") != magnastorm.render_hand(hand_view,
                                                                             locale="fr")


def test_the_board_draws_the_players_names_in_their_rows_and_the_header() -> None:
    view = public(4, "turns")
    plain = magnastorm.render_board(view)
    named = magnastorm.render_board(view, NAMES)
    a, b = rgb(plain), rgb(named)
    # The players' panel and the header (who acts) change; the map and the boards do not.
    for box, changes in ((magnastorm.PLAYERS_BOX, True), ((0, 0, 1200, magnastorm.HEADER_H), True),
                         ((0, 70, 600, 600), False), (magnastorm.ACTION_BOX, False),
                         (magnastorm.RESEARCH_BOX, False)):
        differ = ImageChops.difference(a.crop(box), b.crop(box)).getbbox() is not None
        assert differ == changes, box
    other = list(NAMES)
    other[2] = "Somebody else"
    assert magnastorm.render_board(view, other) != named
    # A name the font cannot draw at all (only invisible characters) falls back to the colour.
    assert magnastorm.render_board(view, ["\u200b\u200d"] * 4) == plain


def test_region_keys_hold_the_language_and_the_names() -> None:
    """One tile cache serving English, Spanish and named boards: every board is the whole
    drawing in its own language, never a tile kept for another."""
    palette = magnastorm.png_palette()
    tiles = regions.TileCache()
    view = public(3, "turns")
    for locale, names in (("en", None), ("es", None), ("fr", NAMES[:3]), ("es", NAMES[:3]),
                          ("en", NAMES[:3]), ("en", None)):
        background = magnastorm.board_background.shared(
            *magnastorm.background_key(view, locale))
        board = regions.compose("magnastorm", background, palette,
                                magnastorm.board_regions(view, names, locale), tiles)
        whole = magnastorm.board_image(view, names, locale).quantize(
            palette=palette, dither=Image.Dither.NONE)
        assert board.tobytes() == whole.tobytes(), (locale, names)
    keys = {r.key for r in magnastorm.board_regions(view, NAMES[:3], "es")}
    assert not keys & {r.key for r in magnastorm.board_regions(view, NAMES[:3], "fr")}


@pytest.mark.parametrize("locale", ["en", "es", "fr"])
def test_long_names_and_words_stay_inside_their_regions(locale: str) -> None:
    names = ["W" * 80, "\u202eevil\u202c" + "ﷺ" * 20, "🙂" * 30, "Zoë " * 20]
    for moment in ("turns", "end"):
        view = public(4, moment)
        background = magnastorm.board_background.shared(
            *magnastorm.background_key(view, locale))
        for part in magnastorm.board_regions(view, names, locale):
            canvas = background.copy()
            part.draw(ImageDraw.Draw(canvas))
            changed = ImageChops.difference(canvas, background).getbbox()
            assert changed is None or inside(changed, part.box), (moment, part.box, changed)
