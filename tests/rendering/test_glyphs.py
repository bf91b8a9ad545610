"""No text is ever drawn as a face's missing-glyph box, and every fitted name fits.

The texts are collected when the tests run: every string literal of every catalogue (the
bot's, each game's, the renderers') and of each game's data, so a new catalogue or a new
card name is checked without touching this file; plus display names chosen to be hostile
(very long, right to left, zero-width joiners, emoji, combining marks, CJK...).

A glyph is "the box" when its bitmap is the ``.notdef`` glyph's bitmap at the same size, in
the face that draws it (DejaVu Sans Condensed, or the first fallback that has it).
"""

from __future__ import annotations

import ast
import functools
import string
import unicodedata
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from games.catalogues import entries
from games.i18n import catalogue
from rendering import common, regions

ROOT = Path(__file__).resolve().parents[2]
SIZE = 18
NOTDEF_PROBE = "\U0010fffd"  # a private-use code point no font here maps

CATALOGUES = [
    "bot/locales/*.po*", "bot/locales/commands/*.po*", "games/locales/*.po*",
    "games/*/locales/*.po*", "rendering/locales/*.po*",
]
GAME_DATA = ["games/*/data.py", "games/*/terms.py"]

HOSTILE_NAMES = [
    "Ozgül Yilmark",
    "Wolfeschlegelsteinhausenbergerdorff Hubert Blaine Wolfe+585, Senior",
    "x" * 200,
    "محمد بن سلمان",  # Arabic, right to left, joined letters
    "דוד בן גוריון",  # Hebrew
    "Ana\u200d\u200dMaría\u200b\u2060",  # zero-width joiner, space, word joiner
    "\u202eevil\u202c \u2067name\u2069 \u200f",  # bidi overrides and isolates, RLM
    "👨\u200d👩\u200d👧\u200d👦 family",  # emoji joined by ZWJ
    "👍🏽 ok 🇫🇷🏳️\u200d🌈",  # skin tone, flag, variation selector
    "Zoe\u0301 Ame\u0301lie n\u0303 Z\u0351\u0352\u0353algo\u0334\u0335",  # combining marks
    "e\u0308\u0301\u0323",  # one letter, three marks
    "李小龙",  # CJK
    "山田 太郎 (やまだ たろう)",
    "김민준",  # Hangul
    "Жанна Дарк Щукина",  # Cyrillic
    "Ωμέγα Σίσυφος",  # Greek with tonos
    "Łukasz Żółć Őrs Čapek Ærøskøbing ß ẞ",
    "\u3164\u3164",  # Hangul fillers: a "blank" name
    "tab\there\nnewline\x00nul\x7f",
    "\ufeffBOM\u00adsoft\u034fcgj",
    "𝔉𝔯𝔞𝔨𝔱𝔲𝔯 𝓢𝓬𝓻𝓲𝓹𝓽",  # mathematical letters (astral plane)
    "ॐ नमः शिवाय",  # Devanagari
    "\U000e0067\U000e0062tag",  # tag characters
    "",
]


def texts_of(patterns: list[str]) -> list[str]:
    """Every string literal of the files matching ``patterns`` (keys and docstrings too:
    an extra character checked is harmless), and every English and translated template of
    the PO files among them."""
    found: list[str] = []
    for pattern in patterns:
        for path in sorted(ROOT.glob(pattern)):
            if path.suffix in (".po", ".pot"):
                found += [text for entry in entries(path.read_text(encoding="utf-8"))
                          for text in (entry.source, entry.translation)]
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            found += [node.value for node in ast.walk(tree)
                      if isinstance(node, ast.Constant) and isinstance(node.value, str)]
    return found


@functools.cache
def notdef(bold: bool, face: int = 0) -> bytes:
    return bitmap(NOTDEF_PROBE, bold, face)


@functools.cache
def raw_face(bold: bool, face: int = 0) -> ImageFont.FreeTypeFont:
    """A bundled face with Pillow's basic layout: one code point, one glyph looked up in
    the character map (no shaping engine adding a dotted circle under a lone mark)."""
    return ImageFont.truetype(str(common.FACES[face].file(bold)), SIZE,
                              layout_engine=ImageFont.Layout.BASIC)


def bitmap(char: str, bold: bool, face: int = 0) -> bytes:
    """The glyph of ``char`` as the raw face draws it (no :func:`safe_text`), cropped to its
    ink, with its size."""
    image = Image.new("L", (SIZE * 3, SIZE * 3), 0)
    ImageDraw.Draw(image).text((SIZE, SIZE // 2), char, font=raw_face(bold, face), fill=255)
    box = image.getbbox()
    if box is None:
        return b""
    crop = image.crop(box)
    return f"{crop.size}".encode() + crop.tobytes()


def face_of(char: str, bold: bool) -> int:
    """The face that draws ``char``: the first that has it (DejaVu when none has)."""
    return next((i for i in range(len(common.FACES))
                 if ord(char) in common.face_coverage(i, bold)), 0)


def is_box(char: str, bold: bool, face: int | None = None) -> bool:
    face = face_of(char, bold) if face is None else face
    return bitmap(char, bold, face) == notdef(bold, face)


def plain(text: str) -> str:
    """Safe text without its isolates' marks (U+2068, U+2069: structure, never drawn)."""
    return text.replace(common.FSI, "").replace(common.PDI, "")


def drawn_characters(texts: list[str], bold: bool) -> set[str]:
    return {c for text in texts for c in common.safe_text(text, bold)}


def test_the_missing_glyph_check_can_see_a_box() -> None:
    """Each face really draws a box for what it lacks, and the check tells it apart."""
    for bold in (False, True):
        for face in range(len(common.FACES)):
            assert notdef(bold, face) != b"", common.FACES[face]
        for char in ("李", "🚀", "ॐ", "한"):
            assert ord(char) not in common.face_coverage(0, bold)
            assert is_box(char, bold, 0), char
            assert face_of(char, bold) > 0 and not is_box(char, bold), char
        assert common.safe_text("\u3164", bold) == ""  # a Hangul filler: invisible
        for char in ("a", "é", "Ж", "Ω", "ł", common.REPLACEMENT, common.ELLIPSIS):
            assert face_of(char, bold) == 0 and not is_box(char, bold), char


def test_the_character_map_agrees_with_the_glyphs_drawn() -> None:
    """The coverage read from each face's cmap is what FreeType draws: every assigned code
    point of the first blocks is either covered by DejaVu (drawn as something else than the
    box) or not (drawn as the box); each fallback draws a glyph for a sample of what its
    cmap says it has, and the box for the blocks around it."""
    for bold in (False, True):
        covered = common.face_coverage(0, bold)
        checked = 0
        for code in list(range(0x20, 0x800)) + list(range(0x2000, 0x2200)):
            char = chr(code)
            if unicodedata.category(char) in ("Cn", "Cc", "Cs", "Co"):
                continue
            assert (code in covered) == (not is_box(char, bold, 0)), hex(code)
            checked += 1
        assert checked > 1500
        for face in range(1, len(common.FACES)):
            has = sorted(common.face_coverage(face, bold))
            for code in has[::max(1, len(has) // 300)]:
                if unicodedata.category(chr(code)) != "Zs":
                    assert not is_box(chr(code), bold, face), (face, hex(code))
            for code in (0x41, 0x416, 0x5D0):
                assert code not in has and is_box(chr(code), bold, face), (face, hex(code))


@pytest.mark.parametrize("bold", [False, True])
def test_the_scripts_the_issue_names_are_covered(bold: bool) -> None:
    blocks = {"Latin-1": (0xA0, 0xFF), "Latin Extended-A": (0x100, 0x17F),
              "Greek": (0x370, 0x3FF), "Cyrillic": (0x400, 0x4FF)}
    for name, (first, last) in blocks.items():
        for code in range(first, last + 1):
            char = chr(code)
            if unicodedata.category(char)[0] in "LNPS":
                assert code in common.coverage(bold), (name, hex(code))
                assert common.safe_text(char, bold) == unicodedata.normalize("NFC", char)


@pytest.mark.parametrize("bold", [False, True])
def test_no_catalogue_or_game_text_is_drawn_as_a_box(bold: bool) -> None:
    texts = texts_of(CATALOGUES) + texts_of(GAME_DATA)
    catalogue_files = {p for pattern in CATALOGUES for p in ROOT.glob(pattern)}
    required = ["bot/locales/bot.pot", "bot/locales/es.po", "bot/locales/fr.po",
                "bot/locales/commands/fr.po", "games/locales/es.po",
                "games/adastra/locales/fr.po", "rendering/locales/render.pot"]
    assert {ROOT / f for f in required} <= catalogue_files and len(texts) > 500
    drawn = drawn_characters(texts, bold)
    # The translations are really there, with their accents, and drawn as themselves.
    assert {"é", "è", "à", "ç", "ñ", "á", "ó"} <= drawn
    boxes = sorted(c for c in drawn if is_box(c, bold))
    assert boxes == [], [f"U+{ord(c):04X}" for c in boxes]


@pytest.mark.parametrize("bold", [False, True])
def test_hostile_names_are_drawn_without_boxes_or_invisible_characters(bold: bool) -> None:
    for name in HOSTILE_NAMES:
        safe = common.safe_text(name, bold)
        assert common.safe_text(safe, bold) == safe  # idempotent
        for char in plain(safe):
            assert not is_box(char, bold), (name, f"U+{ord(char):04X}")
            assert not common.invisible(char), (name, f"U+{ord(char):04X}")
            assert unicodedata.category(char) != "Cc", name
        assert common.REPLACEMENT not in safe, name  # every script here has a face
    # What the faces have is kept, the rest is replaced visibly, the same way each time.
    assert common.safe_text("Ozgül Yilmark", bold) == "Ozgül Yilmark"
    assert common.safe_text("Zoe\u0301", bold) == "Zoé"
    assert common.safe_text("Ana\u200dMaría\u200b", bold) == "AnaMaría"
    assert common.safe_text("李小龙", bold) == "李小龙"
    assert common.safe_text("👍🏽 ok", bold) == "👍 ok"  # no tone in a monochrome emoji
    assert common.safe_text("\U00020000 \U000F0000", bold) == f"{common.REPLACEMENT} \ufffd"
    assert common.safe_text("𝔉𝔯𝔞𝔨𝔱𝔲𝔯 𝓢𝓬𝓻𝓲𝓹𝓽", bold) == "Fraktur Script"
    assert common.safe_text("\u202eevil\u202c", bold) == "evil"
    assert common.safe_text("محمد", bold) == "محمد"
    # Isolates are kept balanced and never nested; empty ones go.
    assert common.safe_text("a\u2067b\u2068c\u2069d", bold) == "a\u2068bcd\u2069"
    assert common.safe_text("\u2069a\u2068\u200b\u2069", bold) == "a"


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("width", [40, 90, 150, 260])
def test_every_fitted_name_fits_its_box(bold: bool, width: int) -> None:
    for name in [*HOSTILE_NAMES, "Player 3", "Ad Astra: puntuación final"]:
        text, size = common.fit_text(name, width, 22, 12, bold=bold)
        assert 12 <= size <= 22
        assert common.text_size(text, size, bold)[0] <= width, (name, text, size)
        safe = common.safe_text(name, bold)
        shown, whole = plain(text), plain(safe)
        assert text == safe or (shown.endswith(common.ELLIPSIS)
                                and whole.startswith(shown[:-1].rstrip())), (name, text)
        # Drawn, it stays in the measured box (right-to-left names included).
        image = Image.new("RGB", (width + 60, 60), (0, 0, 0))
        common.draw_text(ImageDraw.Draw(image), (30, 30), text, size, (255, 255, 255),
                         anchor="lm", bold=bold)
        ink = image.getbbox()
        if ink is not None:
            assert ink[0] >= 30 - 2 and ink[2] <= 30 + width + 2, (name, text, ink)


def test_a_name_too_long_is_cut_at_a_letter_with_its_accents() -> None:
    name = "q\u0330\u033e" * 40  # no precomposed form: a letter and two marks, forty times
    text = common.ellipsize(name, 80, 18)
    assert text.endswith(common.ELLIPSIS)
    kept, safe = text[:-1], common.safe_text(name)
    assert safe == name  # nothing composed, dropped or reordered
    assert 0 < len(kept) < len(safe) and len(kept) % 3 == 0 and kept == safe[:len(kept)]


def test_wrapped_lines_never_overflow() -> None:
    text = "Waiting for " + "x" * 120 + " and Wolfeschlegelsteinhausenbergerdorff"
    for line in common.wrap_text(text, 200, 16):
        assert common.text_size(line, 16)[0] <= 200, line


def test_the_shared_catalogue_has_every_key_in_every_language() -> None:
    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    shared = catalogue("render")
    en, es, fr = shared["en"], shared["es"], shared["fr"]
    assert en.keys() == es.keys() == fr.keys()
    for key, text in en.items():
        assert key.startswith("render.")
        assert fields(es[key]) == fields(text) == fields(fr[key]), key


def test_the_cmap_reader_reads_both_subtable_formats() -> None:
    """Fonts without a format 12 subtable give their Basic Multilingual Plane through a
    format 4 one: hiding the bundled face's format 12 records must give the same BMP."""
    data = bytearray(common.FONT_FILES[False].read_bytes())

    def u16(at: int) -> int:
        return int.from_bytes(data[at:at + 2], "big")

    cmap = next(int.from_bytes(data[20 + 16 * i:24 + 16 * i], "big") for i in range(u16(4))
                if data[12 + 16 * i:16 + 16 * i] == b"cmap")
    hidden = 0
    for i in range(u16(cmap + 2)):
        record = cmap + 4 + 8 * i
        table = cmap + int.from_bytes(data[record + 4:record + 8], "big")
        if u16(table) == 12:
            data[record:record + 4] = b"\x00\x09\x00\x09"  # a platform nobody reads
            hidden += 1
    assert hidden >= 1
    bmp = common.read_cmap(bytes(data))
    full = common.face_coverage(0, False)
    assert bmp == {c for c in full if c <= 0xFFFF} and len(bmp) > 5000


def test_tiles_drawn_for_one_language_are_not_reused_for_another() -> None:
    """A board composed in French after English draws its regions again, even if a region's
    key forgot the language: the context is part of every tile's key."""
    background = Image.new("RGB", (120, 40), (0, 0, 0))
    palette = common.make_palette(Image.new("RGB", (4, 4), (255, 255, 255)), background)
    tiles = regions.TileCache()
    words = {"en": "Round", "fr": "Manche"}

    def board(locale: str) -> Image.Image:
        def draw(d: ImageDraw.ImageDraw) -> None:
            common.draw_text(d, (4, 4), words[locale], 20, (255, 255, 255))
        part = regions.Region((0, 0, 120, 40), regions.key_of("header"), draw)  # no locale
        return regions.compose("glyphs", background, palette, [part], tiles,
                               context=(locale, ("Ozgül",)))

    english, french = board("en"), board("fr")
    assert tiles.draws == 2 and english.tobytes() != french.tobytes()
    assert board("en").tobytes() == english.tobytes() and tiles.draws == 2
