"""Text on the pictures: the bundled faces, what they can draw, and text measured and drawn.

Every text a picture shows goes through :func:`draw_text` (and is measured by
:func:`text_size`, fitted by :func:`fit_text` and cut by :func:`ellipsize`, which all
measure what is drawn), and first through :func:`safe_text`, so nothing is ever drawn as a
missing-glyph box.

**Faces.** DejaVu Sans Condensed (regular and bold) draws Latin, Greek, Cyrillic, Hebrew,
most Arabic and the symbols; fallback faces, cut down to the blocks names need (see
``rendering/fonts/SUBSET.md``), draw the rest: the Arabic letters of Persian and Urdu,
Devanagari, Thai, Han and Kana, Hangul and emoji (monochrome outlines, drawn in the
text's colour at any size). A text is split into runs by face: each word goes to the first
face that has all of its characters (so an Arabic word stays joined and a Devanagari one
shaped), else each character to the first face that has it, a mark staying with its
letter. Each run is measured and drawn with its face on a common baseline. Fallbacks
without a bold cut draw bold text in their regular weight. Nothing is looked up on the
system or fetched at run time.

**Bidirectional text.** A player's name is put in a Unicode isolate (U+2068 FIRST STRONG
ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE, :func:`isolate_name`) wherever a picture
writes it, and :func:`safe_text` keeps isolates (balanced, never nested) while it drops
every other bidi control. An isolate is laid out on its own, in its own direction (that
of its first strong letter), and takes its place in the line like a single word: an
Arabic name never reorders "1. name: 4" around it and its digits never leave it. Right
to left runs are laid out right to left and Arabic joined by Pillow's Raqm layout (its
wheels bring Raqm and HarfBuzz; FriBiDi comes from the system, Debian's libfribidi0);
without Raqm, Pillow's basic layout draws every run left to right.

Everything here is pure and safe to call from several threads at once: the caches are
``functools.lru_cache`` (thread-safe) and a cached mask is only read.
"""

from __future__ import annotations

import functools
import io
import math
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from PIL import Image, ImageDraw, ImageFont, features

RGB = tuple[int, int, int]

FONT_DIR = Path(__file__).resolve().parent / "fonts"


@dataclass(frozen=True)
class Face:
    """A bundled face: what it is there for, its regular file and its bold one (None: the
    regular draws bold text too)."""

    script: str
    regular: str
    bold: str | None = None

    def file(self, bold: bool) -> Path:
        return FONT_DIR / (self.bold if bold and self.bold else self.regular)


FACES: tuple[Face, ...] = (
    Face("Latin, Greek, Cyrillic, Hebrew, Arabic, symbols", "DejaVuSansCondensed.ttf",
         "DejaVuSansCondensed-Bold.ttf"),
    Face("Arabic (Persian, Urdu and other letters)", "NotoSansArabic-Subset.ttf"),
    Face("Devanagari", "NotoSansDevanagari-Subset.ttf", "NotoSansDevanagari-Bold-Subset.ttf"),
    Face("Thai", "NotoSansThai-Subset.ttf", "NotoSansThai-Bold-Subset.ttf"),
    Face("Han, Kana, Bopomofo, fullwidth forms", "DroidSansFallback-Subset.ttf"),
    Face("Hangul", "NotoSansCJKkr-Hangul.otf"),
    Face("Emoji", "NotoEmoji-Subset.ttf"),
)
"""The faces in the order they are tried: DejaVu first, then the fallbacks."""

FONT_FILES: dict[bool, Path] = {False: FACES[0].file(False), True: FACES[0].file(True)}
"""The main face drawn for regular (False) and bold (True) text."""

REPLACEMENT = "\ufffd"
"""What a character no bundled face has is drawn as (U+FFFD REPLACEMENT CHARACTER)."""

ELLIPSIS = "\u2026"
FSI, PDI = "\u2068", "\u2069"
_OPENERS = frozenset("\u2066\u2067\u2068")  # LRI, RLI, FSI: each kept as an FSI
_ISOLATE_MARKS = {ord(c): None for c in "\u2066\u2067\u2068\u2069"}

RAQM = features.check_feature("raqm")
"""Whether Pillow lays text out with Raqm (right to left, joined, shaped)."""


def read_cmap(data: bytes) -> frozenset[int]:
    """The code points a TrueType/OpenType font maps to a real glyph (not .notdef), from its
    ``cmap`` table: a Unicode format 12 subtable (the full repertoire) if the font has one,
    else a format 4 one (the Basic Multilingual Plane)."""
    def u16(at: int) -> int:
        return int.from_bytes(data[at:at + 2], "big")

    def u32(at: int) -> int:
        return int.from_bytes(data[at:at + 4], "big")

    tables = {data[12 + 16 * i:16 + 16 * i]: u32(20 + 16 * i) for i in range(u16(4))}
    cmap = tables[b"cmap"]
    subtables: dict[int, int] = {}
    for i in range(u16(cmap + 2)):
        platform, encoding = u16(cmap + 4 + 8 * i), u16(cmap + 6 + 8 * i)
        if (platform, encoding) in ((3, 1), (3, 10), (0, 3), (0, 4)):
            at = cmap + u32(cmap + 8 + 8 * i)
            subtables.setdefault(u16(at), at)
    points: set[int] = set()
    if 12 in subtables:
        at = subtables[12]
        for g in range(u32(at + 12)):
            first, last, glyph = u32(at + 16 + 12 * g), u32(at + 20 + 12 * g), \
                u32(at + 24 + 12 * g)
            points.update(c for c in range(first, last + 1) if glyph + c - first)
        return frozenset(points)
    at = subtables[4]
    segments = u16(at + 6) // 2
    ends, starts = at + 14, at + 16 + 2 * segments
    deltas, offsets = starts + 2 * segments, starts + 4 * segments
    for s in range(segments):
        first, last = u16(starts + 2 * s), u16(ends + 2 * s)
        delta, offset = u16(deltas + 2 * s), u16(offsets + 2 * s)
        for c in range(first, min(last, 0xFFFE) + 1):
            if offset == 0:
                glyph = (c + delta) & 0xFFFF
            else:
                glyph = u16(offsets + 2 * s + offset + 2 * (c - first))
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                points.add(c)
    return frozenset(points)


@functools.cache
def _face_bytes(index: int, bold: bool) -> bytes:
    return FACES[index].file(bold).read_bytes()


@functools.cache
def face_coverage(index: int, bold: bool = False) -> frozenset[int]:
    """The code points the ``index``-th face (of :data:`FACES`) draws, from its cmap."""
    return read_cmap(_face_bytes(index, bold))


@functools.cache
def coverage(bold: bool = False) -> frozenset[int]:
    """The code points some bundled face draws, in regular (or bold) text."""
    return frozenset().union(*(face_coverage(i, bold) for i in range(len(FACES))))


@functools.lru_cache(maxsize=256)
def face_font(index: int, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The ``index``-th face at ``size`` pixels (cached: loading costs ~1 ms; every size
    shares the file's bytes)."""
    return ImageFont.truetype(io.BytesIO(_face_bytes(index, bold)), size)


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The main face (DejaVu Sans Condensed) at ``size`` pixels, regular or bold."""
    return face_font(0, size, bold)


# --- What is drawn -----------------------------------------------------------------------------
#
# Default_Ignorable_Code_Point (Unicode's DerivedCoreProperties): characters that draw
# nothing, such as joiners, bidi controls, variation selectors and Hangul fillers (a
# favourite for blank-looking names). Format characters (category Cf) go as well.
_IGNORABLE: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
# Skin tones follow an emoji; a monochrome emoji cannot show one, so they are dropped.
_EMOJI_MODIFIERS = range(0x1F3FB, 0x1F400)


_IGNORED = frozenset(c for first, last in _IGNORABLE if last < 0xE0000
                    for c in range(first, last + 1))


def invisible(char: str) -> bool:
    """Whether ``char`` is a format or default-ignorable character (drawn as nothing)."""
    code = ord(char)
    return (code in _IGNORED or 0xE0000 <= code <= 0xE0FFF
            or unicodedata.category(char) == "Cf")


@functools.lru_cache(maxsize=16384)
def _safe_text(text: str, bold: bool) -> str:
    covered = coverage(bold)
    out: list[str] = []
    depth = 0  # isolates opened: only the outermost is kept
    for char in unicodedata.normalize("NFC", text):
        if " " <= char <= "~":
            out.append(char)  # printable ASCII: every face order starts with DejaVu's
            continue
        code = ord(char)
        if char in _OPENERS:
            if depth == 0:
                out.append(FSI)
            depth += 1
            continue
        if char == PDI:
            if depth:
                depth -= 1
                if depth == 0:
                    out.append(PDI)
            continue
        if code in covered and not invisible(char) and code not in _EMOJI_MODIFIERS:
            out.append(char)
            continue
        category = unicodedata.category(char)
        compatible = unicodedata.normalize("NFKC", char)
        if compatible != char and compatible.isprintable() \
                and all(ord(c) in covered for c in compatible):
            out.append(compatible)  # "𝓢" (a mathematical letter) as "S"
        elif category == "Cc":
            if char in "\t\n\r":
                out.append(" ")
        elif invisible(char) or category in ("Mn", "Mc", "Me") or code in _EMOJI_MODIFIERS:
            continue  # nothing to see, or a mark no face has: the base letter stays
        elif category == "Zs":
            out.append(" ")
        else:
            out.append(REPLACEMENT)
    if depth:
        out.append(PDI)
    return "".join(out).replace(FSI + PDI, "")


def safe_text(text: str, bold: bool = False) -> str:
    """``text`` as the bundled faces can draw it: NFC-composed ("e" + combining acute
    becomes "é"), invisible format characters and bidi controls dropped (isolates excepted:
    kept balanced, the outermost only, empty ones dropped), tabs and line breaks turned into
    spaces, skin tones and marks no face has dropped, a character no face has drawn as its
    compatibility form where some face has that ("𝓢" as "S"), and every other character no
    face has replaced by :data:`REPLACEMENT`. Cached; printable ASCII is returned as it is.
    Every drawing and measuring function here applies it, so callers need it only to know
    what will be drawn."""
    if text.isascii() and text.isprintable():
        return text
    return _safe_text(text, bold)


def visible_name(name: str | None) -> str:
    """A display name as it is shown: :func:`safe_text` without bidi isolates, its spaces
    collapsed; "" when nothing of it would be seen (only invisible characters and spaces),
    for the caller to show the seat's own label instead."""
    if not name:
        return ""
    if name.isascii() and name.isprintable():
        return " ".join(name.split())
    return " ".join(safe_text(name.translate(_ISOLATE_MARKS)).split())


def isolate_name(name: str | None) -> str:
    """A display name ready to be written inside a line: :func:`visible_name` in an isolate
    (U+2068 ... U+2069), so it is laid out on its own and never reorders the text around
    it; "" when nothing of it would be seen."""
    shown = visible_name(name)
    return f"{FSI}{shown}{PDI}" if shown else ""


# --- Runs --------------------------------------------------------------------------------------


class Run(NamedTuple):
    """A piece of a line drawn with one face: its text and, in an isolate laid out by Raqm,
    its direction ("ltr" or "rtl"; None: found by Raqm from the run itself)."""

    face: int
    text: str
    direction: str | None


_SPACES = re.compile(r"(\s+)")


EMOJI_FACE = len(FACES) - 1
_PICTOGRAPHS = 0x1F000  # from here on, emoji are the emoji face's (DejaVu has a few)
_ORDER = tuple(range(len(FACES)))
_EMOJI_ORDER = (EMOJI_FACE, *range(EMOJI_FACE))


def _order(text: str) -> tuple[int, ...]:
    """The faces to try for ``text``, in turn: the emoji face first for a pictograph, so
    every emoji of a name looks alike."""
    return _EMOJI_ORDER if any(ord(c) >= _PICTOGRAPHS for c in text) else _ORDER


def _first_face(char: str, bold: bool) -> int:
    for index in _order(char):
        if ord(char) in face_coverage(index, bold):
            return index
    return 0  # nothing has it (safe text never asks): DejaVu draws its replacement


def _faces(text: str, bold: bool) -> list[list[str | int]]:
    """``text`` as [face, text] pieces, in logical order, neighbours of a face merged."""
    if text.isascii():
        return [[0, text]]
    pieces: list[list[str | int]] = []

    def add(face: int, part: str) -> None:
        if pieces and pieces[-1][0] == face:
            pieces[-1][1] = f"{pieces[-1][1]}{part}"
        else:
            pieces.append([face, part])

    for word in _SPACES.split(text):
        if not word:
            continue
        codes = [ord(c) for c in word]
        whole = next((i for i in _order(word)
                      if all(c in face_coverage(i, bold) for c in codes)), None)
        if whole is not None:
            add(whole, word)
            continue
        for char in word:
            last = pieces[-1][0] if pieces else None
            if (isinstance(last, int) and unicodedata.category(char)[0] == "M"
                    and ord(char) in face_coverage(last, bold)):
                add(last, char)  # a mark stays with its letter's face
            else:
                add(_first_face(char, bold), char)
    return pieces


def _has_rtl(text: str) -> bool:
    """Whether ``text`` has a right-to-left letter or an Arabic digit (that bidi can move)."""
    return not text.isascii() and any(unicodedata.bidirectional(c) in ("R", "AL", "AN")
                                      for c in text)


def _direction(text: str) -> str:
    """An isolate's direction: that of its first strong letter (left to right if none)."""
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return "rtl"
        if kind == "L":
            return "ltr"
    return "ltr"


@functools.lru_cache(maxsize=16384)
def runs(text: str, bold: bool = False) -> tuple[Run, ...]:
    """``text`` (already safe, see :func:`safe_text`) as the runs drawn one after the other,
    left to right: the text outside isolates in logical order, each isolate in its place,
    its runs right to left if it reads right to left. An isolate with nothing right to left
    in it lays out as the text around it would, so it joins it (one run of one face is
    drawn in a single call). Cached."""
    found: list[Run] = []
    for index, part in enumerate(re.split(f"[{FSI}{PDI}]", text)):
        if not part:
            continue
        isolated = index % 2 == 1  # safe text alternates: outside, inside, outside...
        direction = _direction(part) if isolated and RAQM and _has_rtl(part) else None
        pieces = _faces(part, bold)
        if direction == "rtl":
            pieces.reverse()
        for face, piece in pieces:
            run = Run(int(face), str(piece), direction)
            last = found[-1] if found else None
            if (last is not None and direction is None and last.direction is None
                    and last.face == run.face and not _has_rtl(last.text)
                    and not _has_rtl(run.text)):
                found[-1] = Run(run.face, last.text + run.text, None)
            else:
                found.append(run)
    return tuple(found)


def _plain(text: str, bold: bool) -> str | None:
    """The text to draw in one call of the main face when it is a single run of it (the
    common case, drawn as it always was: a lone isolate's direction is the one Raqm finds
    by itself, from its first strong letter); None when it takes several runs."""
    if text.isascii():
        return text
    found = runs(text, bold)
    if not found:
        return ""
    if len(found) == 1 and found[0].face == 0:
        return found[0].text
    return None


class _Layout(NamedTuple):
    placed: tuple[tuple[Run, float], ...]  # each run and where its pen starts (whole pixels)
    advance: float
    box: tuple[int, int, int, int]  # the ink, from the pen's start on the baseline


@functools.lru_cache(maxsize=4096)
def _layout(text: str, size: int, bold: bool, stroke: int) -> _Layout:
    pen = 0.0
    placed: list[tuple[Run, float]] = []
    left = top = math.inf
    right = bottom = -math.inf
    for run in runs(text, bold):
        face = face_font(run.face, size, bold)
        x0, y0, x1, y1 = face.getbbox(run.text, anchor="ls", direction=run.direction,
                                      stroke_width=stroke)
        left, top = min(left, pen + x0), min(top, y0)
        right, bottom = max(right, pen + x1), max(bottom, y1)
        placed.append((run, pen))
        pen = float(round(pen + face.getlength(run.text, direction=run.direction)))
    if not placed:
        return _Layout((), 0.0, (0, 0, 0, 0))
    return _Layout(tuple(placed), pen, (math.floor(left), math.floor(top), math.ceil(right),
                                        math.ceil(bottom)))


def _anchor_offset(anchor: str, layout: _Layout, size: int, bold: bool) -> tuple[float, float]:
    """Where ``anchor`` is from the pen's start on the baseline, as Pillow places it for
    one run: horizontally by the advance, vertically by the main face's metrics."""
    ascent, descent = font(size, bold).getmetrics()
    x = {"l": 0.0, "m": layout.advance / 2, "r": layout.advance}[anchor[0]]
    y = {"a": -ascent, "t": layout.box[1], "m": (descent - ascent) / 2, "s": 0,
         "b": layout.box[3], "d": descent}[anchor[1]]
    return x, float(y)


# --- Measuring and drawing ---------------------------------------------------------------------


@functools.lru_cache(maxsize=8192)
def text_size(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """Width and height of ``text`` as :func:`draw_text` would draw it (cached)."""
    safe = safe_text(text, bold)
    plain = _plain(safe, bold)
    if plain is not None:
        left, top, right, bottom = font(size, bold).getbbox(plain)
        return int(right - left), int(bottom - top)
    x0, y0, x1, y1 = _layout(safe, size, bold, 0).box
    return x1 - x0, y1 - y0


def ellipsize(text: str, max_width: int, size: int, bold: bool = False) -> str:
    """``text`` (made safe, see :func:`safe_text`) if it fits ``max_width`` pixels at
    ``size``, else its longest beginning that fits with an ellipsis after it (in the
    reading order: a right-to-left name loses its end, on the left; an isolate cut short
    keeps its ellipsis inside)."""
    text = safe_text(text, bold)
    if text_size(text, size, bold)[0] <= max_width:
        return text
    low, high = 0, len(text)  # text[:low] + "…" fits (or low == 0); text[:high] + "…" does not
    while high - low > 1:
        middle = (low + high) // 2
        if text_size(text[:middle].rstrip() + ELLIPSIS, size, bold)[0] <= max_width:
            low = middle
        else:
            high = middle
    cut = text[:low]
    while cut and unicodedata.combining(text[len(cut)]):
        cut = cut[:-1]  # never part a letter from its accents
    return safe_text(cut.rstrip() + ELLIPSIS, bold)


def fit_text(text: str, max_width: int, size: int, min_size: int = 10,
             bold: bool = False) -> tuple[str, int]:
    """The largest size (down to ``min_size``) at which ``text`` fits ``max_width``; if
    nothing fits, the text is shortened with an ellipsis at ``min_size``. The text returned
    is made safe (:func:`safe_text`): a player's display name can be drawn as it comes."""
    text = safe_text(text, bold)
    s = size
    while s > min_size and text_size(text, s, bold)[0] > max_width:
        s -= 1
    return ellipsize(text, max_width, s, bold), s


def wrap_text(text: str, max_width: int, size: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to ``max_width`` pixels; a word wider than a whole line (a long
    name, say) is shortened with an ellipsis."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in safe_text(paragraph, bold).split():
            if text_size(word, size, bold)[0] > max_width:
                word = ellipsize(word, max_width, size, bold)
            candidate = f"{line} {word}".strip()
            if line and text_size(candidate, size, bold)[0] > max_width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


@functools.lru_cache(maxsize=8192)
def _text_mask(text: str, size: int, anchor: str, stroke: int,
               bold: bool) -> tuple[Image.Image, int, int]:
    """The anti-aliased coverage mask of ``text`` (safe) and its offset from the anchor.

    Rasterising glyphs is most of a board's drawing time and boards repeat the same labels
    and numbers render after render, so masks are cached; drawing one is a single blend.
    A text of several runs is drawn run by run on the main face's baseline.
    """
    plain = _plain(text, bold)
    if plain is not None:
        f = font(size, bold)
        left, top, right, bottom = (int(v) for v in
                                    f.getbbox(plain, anchor=anchor, stroke_width=stroke))
        mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
        ImageDraw.Draw(mask).text((-left, -top), plain, font=f, fill=255, anchor=anchor,
                                  stroke_width=stroke, stroke_fill=255)
        mask.load()
        return mask, left, top
    layout = _layout(text, size, bold, stroke)
    x0, y0, x1, y1 = layout.box
    mask = Image.new("L", (max(1, x1 - x0), max(1, y1 - y0)), 0)
    draw = ImageDraw.Draw(mask)
    for run, pen in layout.placed:
        draw.text((pen - x0, -y0), run.text, font=face_font(run.face, size, bold), fill=255,
                  anchor="ls", direction=run.direction, stroke_width=stroke,
                  stroke_fill=255)
    mask.load()
    ax, ay = _anchor_offset(anchor, layout, size, bold)
    return mask, round(x0 - ax), round(y0 - ay)


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
              fill: RGB = (255, 255, 255), *, anchor: str = "la", bold: bool = False,
              outline: RGB | None = None, outline_width: int = 2) -> None:
    """``text`` (made safe, see :func:`safe_text`) in the regular or bold face, with an
    optional outline so it reads on any background."""
    text = safe_text(text, bold)
    if not text:
        return
    x, y = round(xy[0]), round(xy[1])
    if outline is not None:
        mask, dx, dy = _text_mask(text, size, anchor, outline_width, bold)
        draw.bitmap((x + dx, y + dy), mask, fill=outline)
    mask, dx, dy = _text_mask(text, size, anchor, 0, bold)
    draw.bitmap((x + dx, y + dy), mask, fill=fill)


TEXT_CACHES = (runs.cache_clear, _layout.cache_clear, _safe_text.cache_clear,
               text_size.cache_clear, _text_mask.cache_clear)
"""Every cache of text drawn (for benchmarks of a text never drawn before)."""
