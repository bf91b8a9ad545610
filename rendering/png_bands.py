"""PNG encoding that compresses only the parts of an image that changed.

A board changes in two or three of its regions per move (:mod:`rendering.regions`), yet
compressing the whole image again was most of a worker's time. Here the image data (each
row: its filter byte, 0, then its palette indices) is cut into horizontal bands of
:data:`BAND_ROWS` rows. Each band is compressed alone into raw deflate data ending with a
full flush: it ends on a byte boundary and refers to nothing before its own start, so its
bytes are valid wherever the band appears in a stream. The compressed bands are kept per
process (:class:`BandCache`, by the band's very bytes and the image width, least recently
used out), and a band whose rows are unchanged reuses them: a move compresses 10-20% of a
board's bands.

The zlib stream is its 2-byte header, the bands' deflate data in order, a final empty
block, and the Adler-32 of the whole image data, combined from the bands' own checksums
(:func:`adler32_combine`) so unchanged bands are not read again. It goes into one IDAT
chunk. The chunks before it are those Pillow writes for the same image (IHDR, PLTE), so
the file decodes to the very same picture: same mode, palette and pixels (the tests
decode both, over whole games of every board).

Only what this module writes exactly as Pillow would goes through it: 8-bit palette
images ("P", more than 16 colours, an RGB palette, no transparency or ICC profile).
Anything else is saved by Pillow (:func:`encode` falls back to it).
"""

from __future__ import annotations

import io
import struct
import threading
import zlib
from collections import OrderedDict

from PIL import Image

BAND_ROWS = 16
"""Rows per band: Ad Astra's 1200-pixel rows make 19 KB bands, 57 per board. Smaller bands
change less often (12% of an Ad Astra board's bands per move at 8 rows, 14% at 16, 17% at
32) but compress worse alone (82, 79 and 78 KiB against 78 KiB for the whole image)."""

CACHE_BYTES = 48 * 1024 * 1024
"""Bands kept per process, counting their rows and their compressed bytes: the whole of
about 40 Ad Astra boards, and far more where games share their unchanged parts."""

_ADLER_BASE = 65521
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_ZLIB_HEADER = b"\x78\x01"  # deflate, 32 KiB window, no preset dictionary
_LAST_BLOCK = b"\x03\x00"  # an empty final block (fixed Huffman codes)
_IEND = b"\x00\x00\x00\x00IEND\xaeB`\x82"


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings end to end, from their own checksums and the
    second one's length (as zlib's ``adler32_combine``)."""
    a1, b1 = first & 0xFFFF, first >> 16
    a2, b2 = second & 0xFFFF, second >> 16
    a = (a1 + a2 - 1) % _ADLER_BASE
    b = (b1 + b2 + second_length * (a1 - 1)) % _ADLER_BASE
    return (b << 16) | a


def chunk(kind: bytes, data: bytes) -> bytes:
    """A PNG chunk: length, type, data, CRC of type and data."""
    return b"".join((struct.pack(">I", len(data)), kind, data,
                     struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))))


class BandCache:
    """Compressed bands by (compression level, image width, the band's palette indices),
    each with the Adler-32 and length of its image data; least recently used out beyond
    ``max_bytes`` (rows plus compressed bytes). Thread-safe (renders may run in threads)."""

    def __init__(self, max_bytes: int = CACHE_BYTES) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self.bands = 0  # bands asked for, for tests and benchmarks
        self.compressed = 0  # bands compressed (not found)
        self._entries: OrderedDict[tuple[int, int, bytes], tuple[bytes, int, int]] = \
            OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[int, int, bytes]) -> tuple[bytes, int, int] | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
            return entry

    def put(self, key: tuple[int, int, bytes], entry: tuple[bytes, int, int]) -> None:
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self.bytes -= len(key[2]) + len(old[0])
            self._entries[key] = entry
            self.bytes += len(key[2]) + len(entry[0])
            while self.bytes > self.max_bytes and len(self._entries) > 1:
                (_, _, rows), (deflated, _, _) = self._entries.popitem(last=False)
                self.bytes -= len(rows) + len(deflated)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self.bytes = 0


BANDS = BandCache()


def band_counts() -> tuple[int, int]:
    """(bands asked for, bands compressed) by this process so far."""
    return BANDS.bands, BANDS.compressed


def forget_bands() -> None:
    """Drop this process's compressed bands (benchmarks: the same boards start cold)."""
    BANDS.clear()


def _deflate_band(rows: bytes, width: int, level: int) -> tuple[bytes, int, int]:
    """A band's image data (a 0 filter byte before each row), compressed alone: (raw
    deflate data ending with a full flush, its Adler-32, its length)."""
    data = b"".join(b"\x00" + rows[start:start + width]
                    for start in range(0, len(rows), width))
    compressor = zlib.compressobj(level, zlib.DEFLATED, -zlib.MAX_WBITS)
    deflated = compressor.compress(data) + compressor.flush(zlib.Z_FULL_FLUSH)
    return deflated, zlib.adler32(data), len(data)


_buffers = threading.local()  # per thread: {size: (bytearray, an image over it)}


def _pixels(image: Image.Image) -> bytearray:
    """The palette indices of ``image``, row after row (as ``image.tobytes()``), in this
    thread's buffer for its size (valid until the next call): the image is pasted (by
    Pillow's core, which writes into mapped memory) into an image whose memory is that
    buffer, 0.03 ms for a 1200x900 board. ``tobytes`` joins 64 KiB pieces into new memory
    every time: 0.1 to 1.1 ms, as that memory is fresh from the system or not."""
    image.load()
    buffers: dict[tuple[int, int], tuple[bytearray, Image.Image]] = \
        _buffers.__dict__.setdefault("by_size", {})
    entry = buffers.get(image.size)
    if entry is None:
        if len(buffers) >= 4:  # hands change height from move to move
            buffers.clear()
        memory = bytearray(image.width * image.height)
        entry = (memory, Image.frombuffer("P", image.size, memory, "raw", "P", 0, 1))
        buffers[image.size] = entry
    memory, target = entry
    target.im.paste(image.im, (0, 0, *image.size))  # into ``memory`` itself
    return memory


def _header(image: Image.Image) -> bytes | None:
    """The PNG signature and the chunks Pillow writes before the image data, or None where
    this module does not write the image as Pillow would."""
    if (image.mode != "P" or image.palette is None or image.palette.mode != "RGB"
            or "transparency" in image.info or image.info.get("icc_profile")
            or image.width == 0 or image.height == 0):
        return None
    palette = image.getpalette() or []
    colours = min(len(palette) // 3, 256)
    if colours <= 16:  # Pillow writes fewer bits per pixel
        return None
    ihdr = struct.pack(">IIBBBBB", image.width, image.height, 8, 3, 0, 0, 0)
    return _SIGNATURE + chunk(b"IHDR", ihdr) + chunk(b"PLTE", bytes(palette[:colours * 3]))


def encode(image: Image.Image, level: int, cache: BandCache = BANDS) -> bytes:
    """PNG bytes of ``image`` compressed at zlib ``level``, reusing the compressed bands of
    unchanged rows; images this module does not write are saved by Pillow."""
    header = _header(image)
    if header is None:
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", optimize=False, compress_level=level)
        return buffer.getvalue()
    width = image.width
    pixels = _pixels(image)
    step = width * BAND_ROWS
    parts = [_ZLIB_HEADER]
    adler = 1
    compressed = 0
    with memoryview(pixels) as view:
        for start in range(0, len(pixels), step):
            key = (level, width, bytes(view[start:start + step]))
            entry = cache.get(key)
            if entry is None:
                entry = _deflate_band(key[2], width, level)
                cache.put(key, entry)
                compressed += 1
            deflated, band_adler, length = entry
            parts.append(deflated)
            adler = adler32_combine(adler, band_adler, length)
    parts.append(_LAST_BLOCK)
    parts.append(struct.pack(">I", adler))
    with cache._lock:
        cache.bands += -(-len(pixels) // step)
        cache.compressed += compressed
    return b"".join((header, chunk(b"IDAT", b"".join(parts)), _IEND))
