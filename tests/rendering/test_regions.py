"""Boards drawn by regions (only what a move changed) are the whole drawing, pixel for pixel.

For every game, whole random games are played move by move with one tile cache, as a worker
sees them, and every board is compared with the whole drawing mapped onto the same palette:
a tile kept under a key that misses something the region reads, or a region drawing outside
its box or over another, would show as a difference. Each region is also drawn alone to
check it stays in its box.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

import games
from rendering import regions, renderer

REGIONAL = ("adastra",)


def positions(name: str, players: int, seed: int) -> Iterator[dict[str, Any]]:
    """The public view after every move of a random game."""
    engine = games.get(name)
    rnd = random.Random(seed)
    state = engine.setup(players, seed)
    yield engine.view(state, None)
    while engine.outcome(state) is None:
        seat = rnd.choice(engine.to_act(state))
        state, _ = engine.apply(state, seat, rnd.choice(engine.legal_moves(state, seat)))
        yield engine.view(state, None)


def player_counts(name: str) -> list[int]:
    engine = games.get(name)
    return list(range(engine.min_players, engine.max_players + 1))


def background_of(module: Any, view: dict[str, Any]) -> Image.Image:
    return module.board_background.shared(*module.background_key(view))


@pytest.mark.parametrize("name", REGIONAL)
def test_boards_by_regions_are_the_whole_drawing(name: str) -> None:
    module = renderer(name)
    palette = module.png_palette()
    for players in player_counts(name):
        tiles = regions.TileCache()
        drawn = 0
        for ply, view in enumerate(positions(name, players, seed=players)):
            parts = module.board_regions(view)
            boxes = [r.box for r in parts]
            assert all(not overlap(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
            board = regions.compose(name, background_of(module, view), palette, parts, tiles)
            whole = module.board_image(view).quantize(palette=palette,
                                                      dither=Image.Dither.NONE)
            assert board.tobytes() == whole.tobytes(), (players, ply)
            assert board.getpalette() == whole.getpalette()
            drawn += len(parts)
        assert tiles.draws < drawn * 0.7  # most regions came from the cache


@pytest.mark.parametrize("name", REGIONAL)
def test_each_region_draws_only_inside_its_box(name: str) -> None:
    module = renderer(name)
    for players in player_counts(name):
        for ply, view in enumerate(positions(name, players, seed=10 + players)):
            if ply % 25:
                continue
            background = background_of(module, view)
            for region in module.board_regions(view):
                canvas = background.copy()
                region.draw(ImageDraw.Draw(canvas))
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
