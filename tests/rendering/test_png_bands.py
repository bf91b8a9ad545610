"""PNGs compressed by bands (``rendering.png_bands``) are the very picture Pillow writes.

Whole games of every board are rendered move by move, as a worker renders them (bands of
earlier boards reused), and every PNG is checked twice: decoded by Pillow against Pillow's
own file of the same image (mode, size, palette, transparency, pixels), and read strictly
(every chunk's CRC, the header chunks byte for byte, the image data inflated by zlib to the
rows with their filter bytes).
"""

from __future__ import annotations

import io
import random
import struct
import zlib
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

from rendering import png_bands, renderer
from tests.rendering.test_regions import REGIONAL, player_counts, walk


def pillow_png(image: Image.Image, level: int = 1) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=level)
    return buffer.getvalue()


def chunks(data: bytes) -> Iterator[tuple[bytes, bytes]]:
    """(type, data) of every chunk, each CRC checked."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at = 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body), kind
        yield kind, body
        at += 12 + length
    assert at == len(data)


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def assert_same_picture(image: Image.Image, data: bytes) -> None:
    """``data`` decodes as Pillow's own PNG of ``image`` does, and reads strictly."""
    reference = pillow_png(image)
    ours, theirs = decoded(data), decoded(reference)
    assert (ours.mode, ours.size) == (theirs.mode, theirs.size) == (image.mode, image.size)
    assert ours.getpalette() == theirs.getpalette()
    assert ours.info.get("transparency") == theirs.info.get("transparency")
    assert ours.tobytes() == theirs.tobytes() == image.tobytes()
    mine = list(chunks(data))
    kinds = [kind for kind, _ in mine]
    assert kinds[-1] == b"IEND" and kinds.count(b"IDAT") >= 1
    before = [c for c in mine if c[0] not in (b"IDAT", b"IEND")]
    assert before == [c for c in chunks(reference) if c[0] not in (b"IDAT", b"IEND")]
    stream = b"".join(body for kind, body in mine if kind == b"IDAT")
    if image.mode == "P" and before[0][1][8] == 8:  # 8 bits per pixel: rows are plain bytes
        width = image.width
        pixels = image.tobytes()
        rows = zlib.decompress(stream)
        assert len(rows) == (width + 1) * image.height
        for y in range(image.height):
            start = y * (width + 1)
            assert rows[start] in (0, 1, 2, 3, 4)
            if rows[start] == 0:
                assert rows[start + 1:start + 1 + width] == pixels[y * width:(y + 1) * width]
    else:
        zlib.decompress(stream)


@pytest.fixture
def bands(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Image.Image, bytes]]:
    """Every image ``encode_png`` compresses by bands, with its PNG, in a fresh cache."""
    seen: list[tuple[Image.Image, bytes]] = []
    cache = png_bands.BandCache()
    encode = png_bands.encode

    def recording(image: Image.Image, level: int,
                  cache: png_bands.BandCache = cache) -> bytes:
        data = encode(image, level, cache)
        seen.append((image.copy(), data))
        return data

    monkeypatch.setattr(png_bands, "encode", recording)
    return seen


@pytest.mark.parametrize("name", REGIONAL)
def test_boards_of_whole_games_decode_to_the_same_picture(
        name: str, bands: list[tuple[Image.Image, bytes]]) -> None:
    module = renderer(name)
    counts = player_counts(name)
    for players in sorted({counts[0], counts[-1]}):
        views = walk(name, players, seed=20 + players)
        for ply, view in enumerate(views):
            bands.clear()
            data = module.render_board(view)
            ((image, encoded),) = bands
            assert encoded == data
            if 30 <= ply < len(views) - 10 and ply % 4:
                continue  # every move is encoded, a quarter decoded and compared
            assert image.mode == "P"
            assert_same_picture(image, data)
            assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < 1_000_000


@pytest.mark.parametrize("name", REGIONAL)
def test_hands_decode_to_the_same_picture(
        name: str, bands: list[tuple[Image.Image, bytes]]) -> None:
    import games

    module = renderer(name)
    engine = games.get(name)
    players = player_counts(name)[-1]
    rnd = random.Random(3)
    state = engine.setup(players, 3)
    for ply in range(60):
        if engine.outcome(state) is not None:
            break
        if ply % 6 == 0:
            for seat in range(players):
                bands.clear()
                data = module.render_hand(engine.view(state, seat))
                ((image, encoded),) = bands
                assert encoded == data
                assert_same_picture(image, data)
        seat = rnd.choice(engine.to_act(state))
        state, _ = engine.apply(state, seat, rnd.choice(engine.legal_moves(state, seat)))


def palette_image(width: int, height: int, colours: int = 256, seed: int = 1) -> Image.Image:
    rnd = random.Random(seed)
    image = Image.frombytes("P", (width, height),
                            bytes(rnd.randrange(colours) for _ in range(width * height)))
    image.putpalette([rnd.randrange(256) for _ in range(3 * colours)])
    return image


@pytest.mark.parametrize("size", [(1, 1), (7, 3), (100, 16), (100, 17), (33, 45), (300, 80)])
def test_any_size_decodes_to_the_same_picture(size: tuple[int, int]) -> None:
    cache = png_bands.BandCache()
    image = palette_image(*size)
    first = png_bands.encode(image, 1, cache)
    assert_same_picture(image, first)
    assert png_bands.encode(image, 1, cache) == first


def test_only_the_changed_bands_are_compressed_again() -> None:
    cache = png_bands.BandCache()
    image = palette_image(50, 70)  # 5 bands of 16 rows, the last one of 6
    png_bands.encode(image, 1, cache)
    assert (cache.bands, cache.compressed) == (5, 5)
    png_bands.encode(image, 1, cache)
    assert (cache.bands, cache.compressed) == (10, 5)
    changed = image.copy()
    changed.putpixel((10, 20), (image.getpixel((10, 20)) + 1) % 256)  # second band
    data = png_bands.encode(changed, 1, cache)
    assert (cache.bands, cache.compressed) == (15, 6)
    assert_same_picture(changed, data)
    assert decoded(data).tobytes() != image.tobytes()
    # the same rows at another width are other bands (their filter bytes fall elsewhere)
    wide = Image.frombytes("P", (100, 35), image.tobytes())
    wide.putpalette(image.getpalette() or [])
    assert_same_picture(wide, png_bands.encode(wide, 1, cache))
    # and at another level, other compressed bytes
    assert_same_picture(image, png_bands.encode(image, 6, cache))
    assert cache.compressed == 6 + 3 + 5


def test_images_it_does_not_write_are_saved_by_pillow() -> None:
    cache = png_bands.BandCache()
    few = palette_image(40, 40, colours=16)
    few.putpalette((few.getpalette() or [])[:48])
    transparent = palette_image(40, 40)
    transparent.info["transparency"] = 3
    rgba_palette = Image.new("P", (20, 20))
    rgba_palette.putpalette(bytes(range(256)) * 4, "RGBA")
    images = [few, transparent, rgba_palette, Image.new("RGB", (30, 20), (1, 2, 3)),
              Image.new("L", (30, 20), 9)]
    for image in images:
        data = png_bands.encode(image, 1, cache)
        assert data == pillow_png(image)
        assert_same_picture(image, data)
    assert cache.bands == cache.compressed == 0


def test_adler32_combine_is_zlibs() -> None:
    rnd = random.Random(5)
    for _ in range(200):
        a = bytes(rnd.randrange(256) for _ in range(rnd.randrange(0, 300)))
        b = bytes(rnd.choice((0, 255, rnd.randrange(256))) for _ in range(rnd.randrange(0, 300)))
        assert png_bands.adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b)) == \
            zlib.adler32(a + b)
    big = b"\xff" * 200_000
    assert png_bands.adler32_combine(zlib.adler32(big), zlib.adler32(big), len(big)) == \
        zlib.adler32(big + big)


def test_the_band_cache_keeps_at_most_its_bytes() -> None:
    cache = png_bands.BandCache(max_bytes=20_000)
    images: list[Any] = [palette_image(100, 64, seed=s) for s in range(6)]
    for image in images:
        png_bands.encode(image, 1, cache)
    assert 0 < cache.bytes <= 20_000
    assert cache.compressed == 24
    png_bands.encode(images[-1], 1, cache)  # the newest bands were kept
    assert cache.compressed == 24
    png_bands.encode(images[0], 1, cache)  # the oldest were not
    assert cache.compressed == 28
