"""The compact boards posted after a move (rendering/<game>/compact.py), read on a phone.

For every game and every player count, one whole random game is played and a sample of its
positions drawn (the first, the last and evenly spaced ones between): each compact board
decodes as a PNG of its declared size, is the whole drawing pixel for pixel when assembled
by regions from one tile cache (stale tiles would show), each region draws only inside its
box and reads only the fields it names, every word is drawn at 11 px or more once the image
is shown 400 px wide, Spanish and French boards draw the same texts with the same numbers
as English ones, and nothing hidden changes a compact board.
"""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

import games
import rendering.text
from games.registry import REGISTRY
from rendering import compact, regions
from rendering.afternova.theme import BOT_STYLE
from rendering.common import MAX_PNG_BYTES, PALETTES
from rendering.compact import MIN_TEXT, READ_WIDTH, WIDTH, CompactRenderer, compact_renderer
from tests.rendering.sampling import hidden_variants, sampled_states
from tests.rendering.test_regions import Watched, inside, overlap

GAMES = [entry.name for entry in REGISTRY]
NAMES = ["Alice", "Bérénice", "Carlos", "Dmitri", "Eve", "Farah"]
SAMPLES = 9  # positions drawn per game and player count, the first and the last among them


def sampled(game: str, players: int) -> tuple[Any, ...]:
    """States of one whole random game: the setup, the end and evenly spaced ones."""
    return sampled_states(game, players, 100 + players, SAMPLES)


def views(game: str, players: int) -> list[dict[str, Any]]:
    engine = games.get(game)
    return [engine.view(state, None) for state in sampled(game, players)]


def counts(game: str) -> list[int]:
    engine = games.get(game)
    return list(range(engine.min_players, engine.max_players + 1))


def module(game: str) -> Any:
    found = compact_renderer(game)
    assert found is not None
    return found


def test_every_game_has_a_compact_board() -> None:
    for game in GAMES:
        assert isinstance(compact_renderer(game), CompactRenderer), game


@pytest.mark.parametrize("game", GAMES)
def test_compact_boards_decode_at_their_size_and_are_the_whole_drawing(game: str) -> None:
    """Every sampled position of every player count, assembled by regions from one tile
    cache as a worker does, is a PNG of its declared size, under the size limit, and the
    whole drawing pixel for pixel."""
    drawer = module(game)
    for players in counts(game):
        tiles = regions.TileCache()
        palette = drawer.png_palette()
        for ply, view in enumerate(views(game, players)):
            png = drawer.render_compact(view, NAMES[:players], "en")
            assert len(png) <= MAX_PNG_BYTES
            image = Image.open(io.BytesIO(png))
            image.load()
            assert image.format == "PNG"
            width, height = drawer.compact_size(view)
            assert image.size == (width, height) == (WIDTH, height), (players, ply)
            assert height <= 2 * WIDTH  # portrait, never a strip
            parts = drawer.compact_regions(view, NAMES[:players], "en")
            boxes = [part.box for part in parts]
            assert all(not overlap(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
            assert all(inside(box, (0, 0, width, height)) for box in boxes)
            layer = drawer.background_key(view, "en")
            board = regions.compose(f"test-{game}", drawer.compact_background.shared(*layer),
                                    palette, parts, tiles, layer=layer)
            whole = drawer.compact_image(view, NAMES[:players], "en").quantize(
                palette=palette, dither=Image.Dither.NONE)
            assert board.tobytes() == whole.tobytes(), (players, ply)
            assert image.convert("RGB").tobytes() == whole.convert("RGB").tobytes()


@pytest.mark.parametrize("game", GAMES)
def test_each_region_reads_what_it_says_and_draws_inside_its_box(game: str) -> None:
    drawer = module(game)
    for players in counts(game):
        for view in views(game, players)[::2]:
            watched = Watched(view)
            parts = drawer.compact_regions(watched, NAMES[:players], "fr")
            background = drawer.compact_background.shared(*drawer.background_key(view, "fr"))
            for part in parts:
                canvas = background.copy()
                watched.seen.clear()
                part.draw(ImageDraw.Draw(canvas))
                assert watched.seen <= part.reads, (part.box, watched.seen - part.reads)
                changed = ImageChops.difference(canvas, background).getbbox()
                assert changed is None or inside(changed, part.box), (part.box, changed)


class Texts:
    """Every text drawn (through :func:`rendering.text.draw_text`), with its size."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[str, int]] = []
        original = rendering.text._text_mask

        def recording(text: str, size: int, anchor: str, stroke: int,
                      bold: bool) -> tuple[Image.Image, int, int]:
            if not stroke:
                self.drawn.append((text, size))
            return original(text, size, anchor, stroke, bold)

        original.cache_clear()
        monkeypatch.setattr(rendering.text, "_text_mask", recording)

    def take(self) -> list[tuple[str, int]]:
        drawn, self.drawn = self.drawn, []
        return drawn


def words_of(texts: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The texts that are words: two letters or more. A seat's mark on its badge (its
    number, Afternova's Bot), a planet's or fragment's letter and a face-down "?" are
    symbols drawn on a shape."""
    return [(t, s) for t, s in texts
            if len(re.findall(r"[^\W\d_]", t)) >= 2 and t != BOT_STYLE.letter]


NUMBER = re.compile(r"[\d\s/+×#:.,-]*\d[\d\s/+×#:.,-]*")


@pytest.mark.parametrize("game", GAMES)
def test_every_word_reads_at_400_px(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Shown 400 px wide, no word of a compact board is smaller than 11 px: every word is
    drawn at :data:`MIN_TEXT` or more, background included, with long names too."""
    drawer = module(game)
    texts = Texts(monkeypatch)
    long_names = ["Ж" * 60, "سارة" * 20, "W" * 70, "漢字" * 30, "Eve", "Zoë"]
    for players in counts(game):
        for view in views(game, players)[::3]:
            for names in (NAMES[:players], long_names[:players], None):
                drawer.compact_background.cache_clear()
                drawer.compact_image(view, names, "es")
                small = [(t, s) for t, s in words_of(texts.take()) if s < MIN_TEXT]
                assert not small, small
    assert MIN_TEXT * READ_WIDTH / WIDTH >= 11


@pytest.mark.parametrize("game", GAMES)
def test_spanish_and_french_boards_differ_only_in_words(game: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The same board in another language: the same size, the same regions, the same
    numbers drawn in the same order (scores, counts, levels, spaces); only the words
    change, and some do."""
    drawer = module(game)
    texts = Texts(monkeypatch)
    players = games.get(game).max_players
    for view in views(game, players)[1::3]:
        drawn: dict[str, list[tuple[str, int]]] = {}
        for locale in ("en", "es", "fr"):
            drawer.compact_background.cache_clear()
            image = drawer.compact_image(view, NAMES[:players], locale)
            assert image.size == drawer.compact_size(view)
            drawn[locale] = texts.take()
            assert [p.box for p in drawer.compact_regions(view, NAMES[:players], locale)] == \
                [p.box for p in drawer.compact_regions(view, NAMES[:players], "en")]
        numbers = {locale: [t for t, _ in texts if NUMBER.fullmatch(t)]
                   for locale, texts in drawn.items()}
        assert len(numbers["en"]) >= 10
        for locale in ("es", "fr"):
            assert numbers[locale] == numbers["en"], locale
            words = {t for t, _ in words_of(drawn[locale])} - {t for t, _ in
                                                              words_of(drawn["en"])}
            assert len(words) >= 5, (locale, words)


@pytest.mark.parametrize("game", GAMES)
def test_nothing_hidden_changes_a_compact_board(game: str) -> None:
    """A compact board is drawn from the public view only: every hidden variant of a
    sampled position (secret objectives, face-down tiles, decks, hands...) draws the very
    same bytes."""
    engine = games.get(game)
    drawer = module(game)
    variants = hidden_variants(game)
    changed = 0
    for players in (engine.min_players, engine.max_players):
        for state in sampled(game, players)[1:-1:2]:
            image = drawer.render_compact(engine.view(state, None), NAMES[:players], "en")
            for other, _ in variants(state, random.Random(3)):
                if engine.to_json(other) != engine.to_json(state):
                    changed += 1
                assert drawer.render_compact(engine.view(other, None), NAMES[:players],
                                             "en") == image
    assert changed >= 4  # hidden things did change


@pytest.mark.parametrize("game", GAMES)
def test_every_palette_draws_the_compact_board(game: str) -> None:
    drawer = module(game)
    view = views(game, games.get(game).min_players)[SAMPLES // 2]
    images = [drawer.render_compact(view, None, "en", palette) for palette in PALETTES]
    for png in images:
        assert Image.open(io.BytesIO(png)).size == drawer.compact_size(view)
    assert len(set(images)) == len(PALETTES)


def test_the_shared_parts_keep_words_legible() -> None:
    assert compact.fit("x" * 400, 100, 40)[1] == MIN_TEXT
    assert compact.wrap("one two three four five six", 60, MIN_TEXT, 2)[-1].endswith("…")


# --- Hands drawn for a phone -------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_compact_hands_decode_at_their_size_and_read_at_400_px(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat's hand at sampled positions of every player count: a PNG of its declared
    size, every word at :data:`MIN_TEXT` or more (so 11 px at 400), in Spanish."""
    drawer = module(game)
    engine = games.get(game)
    drawer.png_palette("default")  # learnt from whole boards, before the words are watched
    texts = Texts(monkeypatch)
    for players in counts(game):
        for state in sampled(game, players)[::3]:
            for seat in range(players):
                view = engine.view(state, seat)
                png = drawer.render_compact_hand(view, NAMES[:players], "es")
                assert len(png) <= MAX_PNG_BYTES
                image = Image.open(io.BytesIO(png))
                image.load()
                assert image.format == "PNG"
                assert image.size == drawer.compact_hand_size(view, NAMES[:players], "es")
                assert image.width == WIDTH
                small = [(t, s) for t, s in words_of(texts.take()) if s < MIN_TEXT]
                assert not small, small


@pytest.mark.parametrize("game", GAMES)
def test_a_compact_hand_shows_its_seat_and_nothing_hidden_from_it(game: str) -> None:
    """A seat's hand changes when what it alone may see changes (its secret objective, its
    cards), and never when something hidden from it changes (another seat's, a deck)."""
    engine = games.get(game)
    drawer = module(game)
    variants = hidden_variants(game)
    own = others = 0
    for players in (engine.min_players, engine.max_players):
        for state in sampled(game, players)[2:-1:4]:
            hands = [drawer.render_compact_hand(engine.view(state, seat), NAMES[:players],
                                                "en") for seat in range(players)]
            for other, noticing in variants(state, random.Random(5)):
                for seat in range(players):
                    hand = drawer.render_compact_hand(engine.view(other, seat),
                                                      NAMES[:players], "en")
                    if seat in noticing:
                        own += hand != hands[seat]
                    else:
                        others += 1
                        assert hand == hands[seat], (players, seat)
    assert own >= 1 and others >= 4
