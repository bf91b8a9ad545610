"""Afternova images: they decode, they show what the view says, and nothing it hides."""

from __future__ import annotations

import copy
import functools
import io
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageChops

from games.afternova import GAME, State, ai
from games.afternova.state import ANSWER, COMPLETE, LIMIT, OVERFLOW, TRADE, TURN
from rendering import afternova
from rendering.common import MAX_PNG_BYTES, RGB
from tests.games.test_afternova_support import hidden_variants, set_hand, set_planet
from tests.rendering.contract import (
    assert_background_built_once,
    assert_palette_keeps_colours,
)

View = dict[str, Any]
MOMENTS: dict[str, Callable[[State], bool]] = {
    "draft": lambda s: s.phase == TURN and s.draft is not None and bool(s.draft.helpers()
                                                                      or s.draft.bot),
    "answer": lambda s: s.phase == ANSWER,
    "trade": lambda s: s.phase == TRADE and s.taken > 0,
    "limit": lambda s: s.phase == LIMIT,
    "overflow": lambda s: s.phase == OVERFLOW,
    "complete": lambda s: s.phase == COMPLETE,
    "mid": lambda s: s.phase == TURN and s.turn >= 12,
}


@functools.cache
def playout(players: int, seed: int = 1) -> dict[str, State]:
    """The first state of each moment in one AI game (a proposer waiting for answers is
    left alone, as the bot does), its start and its end."""
    state = GAME.setup(players, seed)
    found: dict[str, State] = {"start": state}
    ply = 0
    while GAME.outcome(state) is None:
        for name, moment in MOMENTS.items():
            if name not in found and moment(state):
                found[name] = state
        seat = next(s for s in GAME.to_act(state) if ai.wants_to_act(state, s))
        state, _ = GAME.apply(state, seat, ai.choose_move(GAME, state, seat, ply))
        ply += 1
    found["end"] = state
    return found


def moment(players: int, name: str) -> State:
    for seed in range(1, 6):
        found = playout(players, seed)
        if name in found:
            return found[name]
    raise AssertionError(f"no {name} in {players}-player games")


def public(state: State) -> View:
    return copy.deepcopy(GAME.view(state, None))


def play(state: State, seat: int, text: str) -> State:
    state, _ = GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    return state


def proposal_state(accept: bool) -> State:
    """Player 1 extracts Nektarr with one Piloting asked of each other player, a purple
    fragment for each; player 3 may have accepted (committing H3, or H21 in a variant)."""
    state = GAME.setup(3, 7)
    set_hand(state, 0, ["H5"], ["P38"])  # Engineering x2
    set_hand(state, 1, ["H2", "H9"], ["P7"])  # Piloting x2; Security x2
    set_hand(state, 2, ["H3", "H21"], ["P8"])  # Piloting x2; Piloting + Security
    set_planet(state, 1, "L2", "ppkw")
    for text in ("extract 2", "play H5", "ask 2 pil", "ask 3 pil", "give 2 p", "give 3 p",
                 "go"):
        state = play(state, 0, text)
    assert state.phase == ANSWER
    return play(state, 2, "accept H3") if accept else state


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
    return (int(value[0]), int(value[1]), int(value[2]))


def near(a: tuple[int, ...], b: RGB, tolerance: int = 18) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b, strict=True))


def changed_box(a: bytes, b: bytes) -> tuple[int, int, int, int] | None:
    return ImageChops.difference(rgb(a), rgb(b)).getbbox()


def inside(box: tuple[int, int, int, int] | None, frame: tuple[int, int, int, int]) -> bool:
    assert box is not None, "nothing changed"
    return (box[0] >= frame[0] and box[1] >= frame[1] and box[2] <= frame[2] + 1
            and box[3] <= frame[3] + 1)


def letter_pixels(image: Image.Image, cx: float, cy: float, r: float, ink: RGB) -> int:
    """Pixels of the letter's colour in the middle of a fragment disc."""
    k = r * 0.55
    box = (round(cx - k), round(cy - k), round(cx + k), round(cy + k))
    return sum(1 for p in image.crop(box).get_flattened_data() if near(p, ink, 40))


# --- The board -----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "name"), [
    (players, name) for players in (2, 3, 6)
    for name in ("start", "answer" if players > 2 else "complete", "trade", "overflow", "end")])
def test_board_decodes_at_every_moment(players: int, name: str) -> None:
    view = public(moment(players, name))
    data = afternova.render_board(view)
    image = decode(data)
    rows = players + (1 if players == 2 else 0)
    assert image.size == (afternova.WIDTH, afternova.board_height(view))
    assert image.height == afternova.PLAYERS_Y + rows * afternova.ROW_H + 6
    assert image.mode == "P"  # palette PNG: small for Discord
    assert len(data) < MAX_PNG_BYTES


def test_same_view_same_bytes_and_threads_agree() -> None:
    views = [public(moment(n, m)) for n in (2, 3) for m in ("answer", "end")
             if n == 3 or m == "end"]
    expected = [afternova.render_board(v) for v in views]
    assert expected == [afternova.render_board(copy.deepcopy(v)) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(afternova.render_board, views * 2)) == expected * 2


@pytest.mark.parametrize("players", [2, 3])
def test_hidden_changes_leave_the_public_image_and_other_hands_unchanged(players: int) -> None:
    """Deck order, the PRNG, hands, ships, the Bot's secrets, a draft before it is sent:
    changed in the *state*, the public image is byte-identical, and so is the hand image
    of every seat not allowed to notice."""
    states = [moment(players, m) for m in ("mid", "draft", "answer", "complete")
              if m != "answer" or players == 3]  # at the end everything is revealed
    variants_seen = 0
    for state in states:
        board = afternova.render_board(GAME.view(state, None))
        hands = [afternova.render_hand(GAME.view(state, s)) for s in range(players)]
        for other, noticing in hidden_variants(state, random.Random(3)):
            assert GAME.to_json(other) != GAME.to_json(state)
            assert afternova.render_board(GAME.view(other, None)) == board
            for seat in set(range(players)) - noticing:
                assert afternova.render_hand(GAME.view(other, seat)) == hands[seat]
            variants_seen += 1
    assert variants_seen >= 3 * players


def test_a_helpers_committed_paws_stay_off_the_board() -> None:
    state = proposal_state(accept=True)
    board = afternova.render_board(GAME.view(state, None))
    variants = [v for v, noticing in hidden_variants(state, random.Random(1)) if noticing == {2}
                and v.draft is not None and v.draft.accepted.get(2) != ["H3"]]
    assert variants  # H21 instead of H3: only player 3 may notice
    for other in variants:
        assert afternova.render_board(GAME.view(other, None)) == board
    # Player 3's own hand says what it committed.
    mine = GAME.view(state, 2)
    assert mine["private"]["committed"] == ["H3"]
    assert afternova.render_hand(mine) != afternova.render_hand(GAME.view(variants[0], 2))


def test_planet_fragments_show_their_colour_and_their_letter() -> None:
    view = public(moment(3, "start"))
    image = rgb(afternova.render_board(view))
    seen = set()
    for planet in view["planets"]:
        frags = planet["fragments"]
        for i, colour in enumerate(frags):
            cx, cy, r = afternova.planet_fragment_centre(planet["position"], len(frags), i)
            assert near(pixel(image, (cx - r * 0.7, cy)), afternova.FRAGMENT_COLOURS[colour])
            assert letter_pixels(image, cx, cy, r, afternova.FRAGMENT_INK[colour]) > 6
            seen.add(colour)
    assert len(seen) >= 3
    # Another colour on a planet changes that planet's card only.
    changed = copy.deepcopy(view)
    first = changed["planets"][0]["fragments"]
    changed["planets"][0]["fragments"] = ("g" if first[0] != "g" else "o") + first[1:]
    data = afternova.render_board(changed)
    assert inside(changed_box(afternova.render_board(view), data), afternova.planet_box(1))


def test_a_players_storage_changes_only_their_row() -> None:
    view = public(moment(3, "mid"))
    base = afternova.render_board(view)
    changed = copy.deepcopy(view)
    changed["players"][1]["storage"] = "kw"
    data = afternova.render_board(changed)
    assert inside(changed_box(base, data), afternova.player_row_box(view, 1))
    image = rgb(data)
    for i, colour in enumerate("kw"):
        cx, cy, r = afternova.storage_centre(changed, 1, i)
        assert near(pixel(image, (cx - r * 0.7, cy)), afternova.FRAGMENT_COLOURS[colour])
    # The row's badge is the seat's colour, with its number.
    x0, y0, _, _ = afternova.player_row_box(view, 1)
    assert near(pixel(image, (x0 + 38 - 14, y0 + 32)), afternova.style_of(1, "default").colour)
    for key, value in (("hand", 2), ("completed", 5), ("shown", [{"id": "H7",
                                                                  "skills": ["eng", "eng"]}]),
                       ("promotions", [{"kind": "trade", "active": False}])):
        other = copy.deepcopy(view)
        other["players"][2][key] = value
        assert inside(changed_box(base, afternova.render_board(other)),
                      afternova.player_row_box(view, 2)), key


def test_the_market_and_supply_change_in_their_panels() -> None:
    view = public(moment(3, "mid"))
    base = afternova.render_board(view)
    paws = copy.deepcopy(view)
    paws["market"]["paws"][0] = {"id": "H40", "skills": ["sec", "ext"]}
    assert inside(changed_box(base, afternova.render_board(paws)), afternova.PAWS_BOX)
    projects = copy.deepcopy(view)
    projects["market"]["projects"][3] = {"id": "P31", "cost": "ppkk", "vp": 6,
                                         "promotion": "storage"}
    assert inside(changed_box(base, afternova.render_board(projects)), afternova.PROJECTS_BOX)
    bag = copy.deepcopy(view)
    bag["bag"] = view["bag"] + 1 if view["bag"] < 30 else 3
    bag["discards"]["fragments"]["o"] += 2
    assert inside(changed_box(base, afternova.render_board(bag)), afternova.SUPPLY_BOX)


def test_the_proposal_shows_who_is_asked_and_who_accepted() -> None:
    waiting = afternova.render_board(GAME.view(proposal_state(accept=False), None))
    accepted = afternova.render_board(GAME.view(proposal_state(accept=True), None))
    view = GAME.view(proposal_state(accept=True), None)
    # The prompt, the proposal band and player 3's row (ASKED -> ACCEPTED) change; the
    # planets, the market and the other rows do not.
    diff = ImageChops.difference(rgb(waiting), rgb(accepted))
    assert diff.crop((0, 0, afternova.WIDTH, afternova.HEADER_H)).getbbox() is not None
    assert diff.crop(afternova.TALK_BOX).getbbox() is not None
    assert diff.crop(afternova.player_row_box(view, 2)).getbbox() is not None
    for frame in (afternova.PLANETS_BOX, afternova.PAWS_BOX, afternova.PROJECTS_BOX,
                  afternova.player_row_box(view, 0), afternova.player_row_box(view, 1)):
        assert diff.crop(frame).getbbox() is None, frame
    # No proposal, no proposal band.
    view = GAME.view(proposal_state(accept=False), None)
    plain = copy.deepcopy(view)
    plain["proposal"] = None
    plain["phase"] = "turn"
    assert changed_box(afternova.render_board(plain), waiting) is not None


def test_the_bot_row_in_the_two_player_game() -> None:
    view = public(moment(2, "mid"))
    assert view["bot"] is not None
    base = afternova.render_board(view)
    box = afternova.player_row_box(view, "bot")
    assert box[1] == afternova.PLAYERS_Y  # the Bot plays first
    changed = copy.deepcopy(view)
    changed["bot"]["storage"] = "ok"
    changed["bot"]["row"][0]["placed"] = changed["bot"]["row"][0]["cost"][:1]
    assert inside(changed_box(base, afternova.render_board(changed)), box)


def test_the_end_shows_the_winner_and_the_revealed_ships() -> None:
    view = public(moment(3, "end"))
    assert view["final"] is not None
    base = afternova.render_board(view)
    other = copy.deepcopy(view)
    other["final"]["winner"] = (view["final"]["winner"] + 1) % 3
    box = changed_box(base, afternova.render_board(other))
    assert box is not None and box[3] <= afternova.TALK_BOX[3] + 1  # header and ranking
    ship = copy.deepcopy(view)
    ship["players"][0]["ship"]["objective"] = "ko" if view["players"][0]["ship"][
        "objective"] != "ko" else "pg"
    assert inside(changed_box(base, afternova.render_board(ship)),
                  afternova.player_row_box(view, 0))


def crowded_view(players: int) -> View:
    """Late game, full storages over capacity, many promotions and shown cards, a proposal
    naming everyone: the worst case for size."""
    view = public(moment(players, "end"))
    seats = list(range(players))
    for p in view["players"]:
        p["storage"] = "pgkwoopg"
        p["capacity"] = 6
        p["completed"] = 6
        p["promotions"] = [{"kind": k, "active": i % 2 == 0}
                           for i, k in enumerate(("storage", "trade", "hand") * 2)]
        p["shown"] = ([{"id": f"H{i}", "skills": ["pil", "ext"]} for i in range(1, 6)]
                      + [{"id": f"P{i}", "cost": "pgko", "vp": 7, "promotion": None}
                         for i in range(36, 40)])
    view["phase"] = "answer"
    view["final"] = None
    view["to_act"] = seats
    view["optional"] = [0]
    view["current"] = 0
    view["proposal"] = {
        "planet": 2, "plays": ["H1", "H2", "H3"],
        "played": [{"id": f"H{i}", "skills": ["pil", "pil"]} for i in (1, 2, 3)],
        "asks": {str(s): {"sec": 2, "ext": 1} for s in seats[1:]},
        "bot": {"eng": 2} if players == 2 else {},
        "shares": [{"to": s, "colour": c} for s in seats[1:] for c in "pw"],
        "keeps": "ko", "pays": [{"from": 0, "to": s, "colour": "g"} for s in seats[1:]],
        "answers": {str(s): "accepted" if s % 2 else "waiting" for s in seats[1:]},
        "summary": "",
    }
    return view


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_crowded_late_game_stays_small(players: int) -> None:
    view = crowded_view(players)
    data = afternova.render_board(view)
    assert decode(data).size == (afternova.WIDTH, afternova.board_height(view))
    assert len(data) < MAX_PNG_BYTES


def test_the_static_background_is_built_once() -> None:
    assert_background_built_once(
        afternova, [public(moment(3, "start")), public(moment(2, "start"))],
        [public(moment(n, name)) for n in (2, 3) for name in ("mid", "end")])


def test_the_png_palette_is_fixed_and_keeps_colours() -> None:
    assert_palette_keeps_colours(afternova, public(moment(3, "answer")), 48)


# --- The hand ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 6])
def test_hand_decodes_and_differs_with_the_hand(players: int) -> None:
    state = moment(players, "mid")
    view = copy.deepcopy(GAME.view(state, 0))
    data = afternova.render_hand(view)
    image = decode(data)
    assert image.width == afternova.HAND_WIDTH and 500 <= image.height <= 1600
    assert len(data) < MAX_PNG_BYTES
    paws = copy.deepcopy(view)
    paws["private"]["hand"]["paws"].append({"id": "H40", "skills": ["sec", "ext"]})
    assert afternova.render_hand(paws) != data
    ship = copy.deepcopy(view)
    ship["private"]["ship"]["objective"] = "ko" if view["private"]["ship"][
        "objective"] != "ko" else "pw"
    assert afternova.render_hand(ship) != data
    many = copy.deepcopy(view)
    many["private"]["hand"]["projects"] = [{"id": f"P{i}", "cost": "pgkw", "vp": 7,
                                            "promotion": None} for i in range(30, 40)]
    assert decode(afternova.render_hand(many)).height > image.height  # another row of cards


def test_each_seat_gets_its_own_hand_image() -> None:
    state = moment(6, "mid")
    images = {afternova.render_hand(GAME.view(state, seat)) for seat in range(6)}
    assert len(images) == 6


def test_the_hand_shows_the_draft_and_what_the_seat_is_asked_for() -> None:
    state = moment(3, "draft")
    mine = GAME.view(state, state.current)
    assert mine["private"]["draft"] is not None
    without = copy.deepcopy(mine)
    without["private"]["draft"] = None
    assert afternova.render_hand(mine) != afternova.render_hand(without)
    # Asked for Piloting: the hand's Piloting Paws get a frame.
    asked = GAME.view(proposal_state(accept=False), 1)
    assert asked["private"]["asked"] == {"pil": 1}
    other = copy.deepcopy(asked)
    other["private"]["asked"] = {"sec": 1}
    assert afternova.render_hand(asked) != afternova.render_hand(other)


def test_the_hand_marks_projects_its_storage_pays() -> None:
    view = copy.deepcopy(GAME.view(moment(3, "mid"), 0))
    view["private"]["hand"]["projects"] = [{"id": "P6", "cost": "pg", "vp": 2,
                                            "promotion": "storage"}]
    view["players"][0]["storage"] = "k"
    poor = afternova.render_hand(view)
    view["players"][0]["storage"] = "pg"
    assert afternova.render_hand(view) != poor


# --- Languages and players' names -------------------------------------------------------------

HOSTILE_NAMES = [
    "Ozgül Yılmaz, Keeper of the Very Long Display Names That Never End " * 3,
    "\u05e9\u05dc\u05d5\u05dd \u0639\u0644\u064a\u0643\u0645",  # Hebrew and Arabic (RTL)
    "Ze\u200bro\u200dwidth\u2067name\u2069",
    "🐱🚀 Cat Pilot 猫",
    "Zalgo z\u0301\u0302\u0303\u0304a\u0305\u0306",
    "Łukasz Żółć",
]


@pytest.mark.parametrize(("players", "name"), [(2, "end"), (3, "answer"), (3, "trade"),
                                               (6, "overflow"), (3, "complete")])
def test_spanish_and_french_boards_and_hands_render_and_differ(players: int, name: str) -> None:
    state = moment(players, name)
    view = public(state)
    english = afternova.render_board(view)
    hand_view = copy.deepcopy(GAME.view(state, 0))
    english_hand = afternova.render_hand(hand_view)
    for locale in ("es", "fr"):
        board = afternova.render_board(view, locale=locale)
        image = decode(board)
        assert image.size == decode(english).size and image.mode == "P"
        assert board != english
        # The planets' and market's labels are in the language: the panels differ.
        assert changed_box(english, board) is not None
        hand = afternova.render_hand(hand_view, locale=locale)
        assert decode(hand).size == decode(english_hand).size
        assert hand != english_hand
    assert afternova.render_board(view, locale="es") != afternova.render_board(view, locale="fr")


def test_a_players_name_is_drawn_in_their_row() -> None:
    view = public(moment(3, "mid"))
    current = int(view["current"])
    other = (current + 1) % 3
    plain = afternova.render_board(view)
    # Without names, or with empty ones, the board says "Player 2" as before.
    assert afternova.render_board(view, ["", "", ""]) == plain
    names = ["Ana", "Bea", "Cy"]
    named = afternova.render_board(view, names)
    assert named != plain
    renamed = list(names)
    renamed[other] = "Zoë Ñandú"
    # Another player's name changes their row only; the current player's also the header
    # and the table talk, which name whose turn it is.
    assert inside(changed_box(named, afternova.render_board(view, renamed)),
                  afternova.player_row_box(view, other))
    renamed = list(names)
    renamed[current] = "Zoë Ñandú"
    box = changed_box(named, afternova.render_board(view, renamed))
    assert box is not None and box[1] < afternova.HEADER_H


def test_a_hostile_name_is_fitted_to_its_box() -> None:
    view = public(moment(3, "mid"))
    seat = (int(view["current"]) + 1) % 3
    x0, y0, _, y1 = afternova.player_row_box(view, seat)
    short = ["A", "B", "C"]
    base = afternova.render_board(view, short)
    for hostile in HOSTILE_NAMES:
        names = list(short)
        names[seat] = hostile
        box = changed_box(base, afternova.render_board(view, names))
        # Only the name's room changes: it ends before the storage column.
        assert inside(box, (x0, y0, x0 + afternova.STORAGE_X - 8, y1)), (hostile, box)


@pytest.mark.parametrize("players", [2, 4])
def test_boards_by_regions_in_every_language_are_the_whole_drawing(players: int) -> None:
    """One tile cache across languages and names, as a worker serving several tables sees
    it: no tile drawn for one language or name is ever reused for another."""
    from rendering import regions

    palette = afternova.png_palette()
    tiles = regions.TileCache()
    rnd = random.Random(players)
    state = GAME.setup(players, 90 + players)
    ply = 0
    tables = [("en", None), ("es", HOSTILE_NAMES[:players]), ("fr", ["Ana", "Béa", "Cé", "Dé"]),
              ("fr", ["Ana", "Béa", "Cé", "Dé"][::-1])]
    while GAME.outcome(state) is None and ply < 160:
        seat = rnd.choice(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal_moves(state, seat)))
        ply += 1
        if ply % 8:
            continue
        view = public(state)
        for locale, names in tables:
            background = afternova.board_background.shared(
                *afternova.background_key(view, locale))
            board = regions.compose("afternova", background, palette,
                                    afternova.board_regions(view, names, locale), tiles)
            whole = afternova.board_image(view, names, locale).quantize(
                palette=palette, dither=Image.Dither.NONE)
            assert board.tobytes() == whole.tobytes(), (ply, locale, names)
