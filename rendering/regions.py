"""Drawing a board by regions, so a move redraws only what it changed.

A board is its static background (:class:`~rendering.common.LayerCache`) with a few regions
drawn over it (the header, the map, each player's row...). Each :class:`Region` says which
pixels it may touch (``box``, and the regions of a board never overlap), what it reads off
the view (``key``: every value its drawing depends on, as hashable data) and how to draw it
(``draw``, onto a canvas of the whole board, at the board's own coordinates).

:func:`compose` keeps, per worker process, the tiles of recently drawn regions by (box,
key), already mapped onto the game's fixed palette. A move usually changes two or three
regions; only those are drawn and mapped again, and the board is assembled from the
background and the tiles in palette form, ready for :func:`~rendering.common.encode_png`.

Why the result is the very same picture as drawing the whole board at once:

- mapping onto a fixed palette without dithering is done pixel by pixel, so mapping a
  region alone gives the same indices as mapping the whole board;
- a region drawn alone starts from the background's own pixels in its box (the scratch
  canvas is reset there first), touches nothing outside its box, and no other region
  draws inside it, so the drawing order between regions does not matter;
- a tile is reused only for the same box and the same key, and the key holds everything
  the drawing reads: the parts of the view, and the players' display names and the
  language (``locale``) wherever a region draws them. :func:`compose` also takes a
  ``context`` (a board passes its ``(locale, names)``) that is part of every tile's key, so
  a tile drawn for one language or one table's names is never reused for another, even by
  a region whose key forgot them.

The renderers' tests check this for every game against the whole drawing, pixel for pixel,
over whole games played move by move (so stale tiles and stray pixels would show).
"""

from __future__ import annotations

import pickle
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

Box = tuple[int, int, int, int]

TILE_BYTES = 96 * 1024 * 1024
"""Tiles kept per process: a 1200x900 board's regions take about 1 MB in palette form
(Kepler-3042's 1200x1905 board 2.3 MB), so a worker keeps the unchanged parts of 40 to 90
games' boards (with 48 MB, 25 Kepler-3042 games per worker drew 3.7 of their 6 regions per
move instead of 2.1)."""


@dataclass(frozen=True)
class Region:
    """One part of a board: the pixels it may touch, what it reads, how to draw it.

    ``reads`` names the view's top-level fields the drawing may look at (the tests check
    it reads no other); ``key`` holds their values, or the parts of them it uses."""

    box: Box
    key: Hashable
    draw: Callable[[ImageDraw.ImageDraw], None]
    reads: frozenset[str] = frozenset()


def key_of(*parts: Any) -> bytes:
    """A region's key: the parts of a view it reads (and values drawn from them, such as a
    player's style), pickled. Equal bytes can only come from equal parts, so a tile is never
    reused for different ones; equal parts written in another order merely draw again.
    Pickling is several times faster than JSON, and a key is made for every region of every
    board."""
    return pickle.dumps(parts, pickle.HIGHEST_PROTOCOL)


def region(box: Box, name: str, view: Mapping[str, Any], reads: Sequence[str],
           draw: Callable[[ImageDraw.ImageDraw], None], *derived: Any,
           whole: Sequence[str] | None = None) -> Region:
    """A region whose key is the values of the view's fields ``whole`` (all of ``reads``
    unless given; a missing field differs from a null one) and ``derived`` values: those
    the drawing is given (the players' styles) and the parts of the other fields it reads
    (the players' colours, say)."""
    values = [(f, view[f]) if f in view else (f,) for f in (reads if whole is None else whole)]
    return Region(box, key_of(name, values, *derived), draw, frozenset(reads))


class TileCache:
    """Tiles in palette form by (palette, box, key), least recently used first out, at
    most ``max_bytes`` of pixels. Thread-safe (renders may run in threads)."""

    def __init__(self, max_bytes: int = TILE_BYTES) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self.draws = 0  # regions drawn (misses), for tests and benchmarks
        self.regions = 0  # regions asked for
        self._tiles: OrderedDict[Hashable, Image.Image] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Image.Image | None:
        with self._lock:
            tile = self._tiles.get(key)
            if tile is not None:
                self._tiles.move_to_end(key)
            return tile

    def put(self, key: Hashable, tile: Image.Image) -> None:
        size = tile.width * tile.height
        with self._lock:
            old = self._tiles.pop(key, None)
            if old is not None:
                self.bytes -= old.width * old.height
            self._tiles[key] = tile
            self.bytes += size
            while self.bytes > self.max_bytes and len(self._tiles) > 1:
                _, dropped = self._tiles.popitem(last=False)
                self.bytes -= dropped.width * dropped.height

    def clear(self) -> None:
        with self._lock:
            self._tiles.clear()
            self.bytes = 0


TILES = TileCache()


def tile_counts() -> tuple[int, int]:
    """(regions asked for, regions drawn) by this process so far: how well tiles are
    reused (benchmarks ask each worker)."""
    return TILES.regions, TILES.draws


def forget_tiles() -> None:
    """Drop this process's tiles (benchmarks: the same boards drawn again start cold)."""
    TILES.clear()


_scratch = threading.local()  # per thread: {layer name: (background, canvas)}


def _canvas(name: str, background: Image.Image) -> Image.Image:
    """This thread's scratch copy of ``background`` to draw missing regions on."""
    canvases: dict[str, tuple[Image.Image, Image.Image]] = _scratch.__dict__.setdefault(
        "canvases", {})
    entry = canvases.get(name)
    if entry is None or entry[0] is not background:
        entry = (background, background.copy())
        canvases[name] = entry
    return entry[1]


def _mapped(image: Image.Image, palette: Image.Image) -> Image.Image:
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def compose(name: str, background: Image.Image, palette: Image.Image,
            regions: Sequence[Region], tiles: TileCache = TILES, *,
            context: Hashable = (), layer: Hashable = ()) -> Image.Image:
    """The board in palette form: ``background`` (a shared image, never drawn on) with
    ``regions`` over it, drawing only the regions whose tiles are not kept. ``name`` names
    the background and the palette (a game, and a size where its boards have several):
    tiles are kept under it. ``context`` (hashable: the drawing language and the players'
    names, say) is part of every tile's key. ``layer`` is what the background was built
    from (the key it was made for, its language included): the mapped background and every
    tile are kept under it, so a board never gets another language's background."""
    base_key = (name, "background", layer, background.size)
    base = tiles.get(base_key)
    if base is None:
        base = _mapped(background, palette)
        tiles.put(base_key, base)
    found: list[tuple[Region, Image.Image]] = []
    missing: list[Region] = []
    for region in regions:
        tile = tiles.get((name, layer, region.box, context, region.key))
        if tile is None:
            missing.append(region)
        else:
            found.append((region, tile))
    if missing:
        canvas = _canvas(name, background)
        for region in missing:
            canvas.paste(background.crop(region.box), region.box[:2])
        draw = ImageDraw.Draw(canvas)
        for region in missing:
            region.draw(draw)
        for region in missing:
            tile = _mapped(canvas.crop(region.box), palette)
            tiles.put((name, layer, region.box, context, region.key), tile)
            found.append((region, tile))
        tiles.draws += len(missing)
    tiles.regions += len(regions)
    board = base.copy()
    for region, tile in found:
        board.paste(tile, region.box[:2])
    return board
