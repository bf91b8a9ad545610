"""Boards drawn by regions (only what a move changed) are the whole drawing, pixel for pixel.

For every game, whole random games are played move by move with one tile cache, as a worker
sees them, and every board is compared with the whole drawing mapped onto the same palette:
a tile kept under a key that misses something the region reads, or a region drawing outside
its box or over another, would show as a difference. Each region is also drawn alone to
check it stays in its box.
"""

from __future__ import annotations

import io
import random
from collections import deque
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

import games
from rendering import regions, renderer

REGIONAL = ("adastra", "afternova", "kepler3042", "magnastorm")


def positions(name: str, players: int, seed: int) -> Iterator[Any]:
    """The state after every move of a random game (the setup first)."""
    engine = games.get(name)
    rnd = random.Random(seed)
    state = engine.setup(players, seed)
    yield state
    while engine.outcome(state) is None:
        seat = rnd.choice(engine.to_act(state))
        state, _ = engine.apply(state, seat, rnd.choice(engine.legal_moves(state, seat)))
        yield state


def walk(name: str, players: int, seed: int) -> list[dict[str, Any]]:
    """The public views of a whole random game; of a long one, its first 150 moves and its
    last 40 (its end looks different, and the moves in between repeat what came before).
    Only those views are made: a long game has thousands of positions."""
    engine = games.get(name)
    first: list[dict[str, Any]] = []
    last: deque[Any] = deque(maxlen=40)  # the states after the first 150, the last 40 kept
    for state in positions(name, players, seed):
        if len(first) < 150:
            first.append(engine.view(state, None))
        else:
            last.append(state)
    return first + [engine.view(state, None) for state in last]


def player_counts(name: str) -> list[int]:
    engine = games.get(name)
    return list(range(engine.min_players, engine.max_players + 1))


def test_every_game_draws_its_board_by_regions() -> None:
    assert sorted(REGIONAL) == sorted(games.names())


def background_of(module: Any, view: dict[str, Any]) -> Image.Image:
    return module.board_background.shared(*module.background_key(view))


@pytest.mark.parametrize("name", REGIONAL)
def test_boards_by_regions_are_the_whole_drawing(name: str) -> None:
    module = renderer(name)
    palette = module.png_palette()
    for players in player_counts(name):
        tiles = regions.TileCache()
        drawn = 0
        views = walk(name, players, seed=players)
        for ply, view in enumerate(views):
            parts = module.board_regions(view)
            boxes = [r.box for r in parts]
            assert all(not overlap(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
            # Every board is assembled, as a worker does move after move; the whole drawing
            # (the slow part) is compared at the start, at every 5th move and at the end.
            board = regions.compose(name, background_of(module, view), palette, parts, tiles)
            drawn += len(parts)
            if 40 <= ply < len(views) - 20 and ply % 5:
                continue
            whole = module.board_image(view).quantize(palette=palette,
                                                      dither=Image.Dither.NONE)
            assert board.tobytes() == whole.tobytes(), (players, ply)
            assert board.getpalette() == whole.getpalette()
        assert tiles.draws < drawn * 0.7  # most regions came from the cache


class Watched(dict[str, Any]):
    """A view that notes which of its top-level fields are looked at."""

    def __init__(self, view: dict[str, Any]) -> None:
        super().__init__(view)
        self.seen: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        self.seen.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.seen.add(key)
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        self.seen.add(str(key))
        return super().__contains__(key)

    def __iter__(self) -> Iterator[str]:
        self.seen.add("*every field*")
        return super().__iter__()

    def items(self) -> Any:
        self.seen.add("*every field*")
        return super().items()


@pytest.mark.parametrize("name", REGIONAL)
def test_each_region_reads_what_it_says_and_draws_only_inside_its_box(name: str) -> None:
    module = renderer(name)
    for players in player_counts(name):
        for ply, view in enumerate(walk(name, players, seed=10 + players)):
            if ply % 20 and ply != 339:
                continue
            watched = Watched(view)
            parts = module.board_regions(watched)
            background = background_of(module, view)
            for region in parts:
                canvas = background.copy()
                watched.seen.clear()
                region.draw(ImageDraw.Draw(canvas))
                assert watched.seen <= region.reads, (region.box, watched.seen - region.reads)
                changed = ImageChops.difference(canvas, background).getbbox()
                assert changed is None or inside(changed, region.box), (region.box, changed)


def test_a_region_is_drawn_again_only_when_its_key_changes() -> None:
    background = Image.new("RGB", (40, 20), (0, 0, 0))
    palette = Image.new("P", (1, 1))
    palette.putpalette([0, 0, 0, 255, 0, 0] + [0] * 762)
    calls: list[str] = []

    def part(box: tuple[int, int, int, int], key: str) -> regions.Region:
        def draw(d: ImageDraw.ImageDraw) -> None:
            calls.append(key)
            d.rectangle((box[0], box[1], box[2] - 1, box[3] - 1),
                        fill=(255, 0, 0) if key.endswith("red") else (0, 0, 0))
        return regions.Region(box, key, draw)

    tiles = regions.TileCache()
    left, right = (0, 0, 20, 20), (20, 0, 40, 20)
    first = regions.compose("t", background, palette, [part(left, "a red"), part(right, "b")],
                            tiles)
    again = regions.compose("t", background, palette,
                            [part(left, "a red"), part(right, "b red")], tiles)
    assert calls == ["a red", "b", "b red"]  # the left tile was kept
    assert first.convert("RGB").getpixel((30, 5)) == (0, 0, 0)
    assert again.convert("RGB").getpixel((30, 5)) == (255, 0, 0)
    assert again.convert("RGB").getpixel((5, 5)) == (255, 0, 0)


def test_the_tile_cache_keeps_at_most_its_bytes() -> None:
    tiles = regions.TileCache(max_bytes=1000)
    for i in range(10):
        tiles.put(i, Image.new("P", (10, 30)))
    assert tiles.bytes <= 1000
    assert tiles.get(9) is not None and tiles.get(0) is None


def overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(box: tuple[int, int, int, int], outer: tuple[int, int, int, int]) -> bool:
    return (outer[0] <= box[0] and outer[1] <= box[1] and box[2] <= outer[2]
            and box[3] <= outer[3])


@pytest.mark.parametrize("name", REGIONAL)
def test_one_worker_draws_each_language_on_its_own_background(name: str) -> None:
    """A worker serves tables in several languages from one tile cache: boards drawn in
    turn in English, Spanish, French and English again (and for two tables with different
    names) are each the whole drawing in their own language, background included."""
    module = renderer(name)
    palette = module.png_palette()
    views = walk(name, 3, seed=5)
    regions.TILES.clear()
    tables = [("en", None), ("es", None), ("fr", ["Zoë", "Ødegaard", "Ана"]), ("en", None),
              ("es", ["Ana", "Bea", "Cruz"])]
    for view in (views[0], views[len(views) // 2]):
        for locale, names in tables:
            png = module.render_board(view, names, locale)
            board = Image.open(io.BytesIO(png))
            board.load()
            whole = module.board_image(view, names, locale).quantize(
                palette=palette, dither=Image.Dither.NONE)
            assert board.convert("RGB").tobytes() == whole.convert("RGB").tobytes(), \
                (locale, names)


def test_backgrounds_of_one_size_are_kept_apart_by_their_layer() -> None:
    """Two backgrounds of one game and one size (two languages, say) never stand in for
    each other, in the background or in the tiles drawn over it."""
    palette = Image.new("P", (1, 1))
    palette.putpalette([200, 0, 0, 0, 0, 200, 255, 255, 255] + [0, 0, 0] * 253)
    red, blue = Image.new("RGB", (40, 20), (200, 0, 0)), Image.new("RGB", (40, 20), (0, 0, 200))

    def dot(draw: ImageDraw.ImageDraw) -> None:
        draw.point((1, 1), fill=(255, 255, 255))

    tiles = regions.TileCache()
    for layer, background in (("en", red), ("es", blue), ("en", red), ("es", blue)):
        part = regions.Region((0, 0, 10, 10), b"dot", dot)
        board = regions.compose("game", background, palette, [part], tiles, layer=layer)
        expected = background.copy()
        dot(ImageDraw.Draw(expected))
        assert board.convert("RGB").tobytes() == expected.tobytes(), layer
