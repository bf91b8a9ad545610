"""Players' names from every major script are drawn (never as U+FFFD or a box), right-to-left
names never reorder the line they are written in, and a name with nothing to see draws the
seat's own label."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from rendering import common, renderer, text
from tests.rendering.test_glyphs import SIZE, is_box, plain

#: A name per script (and emoji), with the face expected to draw its letters.
NAMES: dict[str, tuple[str, str]] = {
    "Latin": ("Ozgül Yilmark", "DejaVuSansCondensed"),
    "Greek": ("Ωμέγα Σίσυφος", "DejaVuSansCondensed"),
    "Cyrillic": ("Жанна Щукина", "DejaVuSansCondensed"),
    "Arabic": ("محمد بن سلمان", "DejaVuSansCondensed"),
    "Urdu": ("عائشہ", "NotoSansArabic"),
    "Hebrew": ("דוד בן גוריון", "DejaVuSansCondensed"),
    "Devanagari": ("अर्जुन शर्मा", "NotoSansDevanagari"),
    "Thai": ("สมชาย ใจดี", "NotoSansThai"),
    "Han (simplified)": ("李小龙", "DroidSansFallback"),
    "Han (traditional)": ("張國榮", "DroidSansFallback"),
    "Kana": ("やまだ タロウ", "DroidSansFallback"),
    "Hangul": ("김민준", "NotoSansCJKkr"),
    "Emoji": ("🚀😀🎲", "NotoEmoji"),
}
ALL = [name for name, _ in NAMES.values()]


def ink(image: Image.Image) -> tuple[int, int, int, int] | None:
    return ImageChops.difference(image, Image.new(image.mode, image.size)).getbbox()


def drawn(line: str, size: int = 28, bold: bool = False) -> Image.Image:
    image = Image.new("RGB", (900, 80), (0, 0, 0))
    common.draw_text(ImageDraw.Draw(image), (20, 50), line, size, (255, 255, 255),
                     anchor="ls", bold=bold)
    return image.convert("L")


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("script", list(NAMES))
def test_a_name_of_every_script_is_drawn_by_a_face_that_has_it(script: str, bold: bool) -> None:
    name, face = NAMES[script]
    safe = common.safe_text(name, bold)
    assert common.REPLACEMENT not in safe and safe == name
    runs = [r for r in text.runs(safe, bold) if r.text.strip()]
    assert {common.FACES[r.face].file(bold).stem.split("-")[0] for r in runs} == {face}
    for run in runs:
        for char in run.text.replace(" ", ""):
            assert not is_box(char, bold, run.face), (script, f"U+{ord(char):04X}")
    # Drawn alone and inside a line, it has ink, and as much as its letters have.
    alone = ink(drawn(name, bold=bold))
    assert alone is not None and alone[2] - alone[0] > SIZE, script
    line = drawn(f"1. {common.isolate_name(name)}: 4", bold=bold)
    box = ink(line)
    assert box is not None and box[2] - box[0] > alone[2] - alone[0], script


@pytest.mark.parametrize("bold", [False, True])
def test_every_name_fits_the_box_it_is_fitted_to(bold: bool) -> None:
    """Measuring is drawing: a fitted line of any script stays inside its box, and the
    measured width is the drawn width (to a pixel of anti-aliasing)."""
    for name in [*ALL, "".join(ALL)]:
        for width in (60, 140, 400):
            line, size = common.fit_text(f"{common.isolate_name(name)}: 12", width, 24, 12,
                                         bold=bold)
            measured = common.text_size(line, size, bold)[0]
            assert measured <= width, (name, width, line)
            image = Image.new("RGB", (width + 80, 60), (0, 0, 0))
            common.draw_text(ImageDraw.Draw(image), (40, 30), line, size, (255, 255, 255),
                             anchor="lm", bold=bold)
            box = ink(image.convert("L"))
            assert box is not None and box[0] >= 40 - 2 and box[2] <= 40 + width + 2, (
                name, width, line, box)
            # The measure is the advance: the ink is within it, give or take a bearing.
            assert -2 <= measured - (box[2] - box[0]) <= size // 3, (name, width, line)


def test_the_faces_runs_split_words_by_what_each_face_has() -> None:
    """A word one face has whole stays in it (Arabic stays joined, Devanagari shaped); a
    mark stays with its letter; spaces and digits are DejaVu's."""
    faces = {f.regular.split("-")[0].split(".")[0]: i for i, f in enumerate(common.FACES)}
    runs = text.runs(common.safe_text("山田 太郎 2 👍"))
    assert [(r.face, r.text) for r in runs] == [
        (faces["DroidSansFallback"], "山田"), (0, " "), (faces["DroidSansFallback"], "太郎"),
        (0, " 2 "), (faces["NotoEmoji"], "👍")]
    urdu = text.runs(common.safe_text("عائشہ"))  # ہ is not DejaVu's: the whole word goes
    assert [(r.face, r.text) for r in urdu] == [(faces["NotoSansArabic"], "عائشہ")]
    assert text.runs("é") == (text.Run(0, "é", None),)


@pytest.mark.skipif(not text.RAQM, reason="right to left needs Pillow's Raqm layout")
@pytest.mark.parametrize("name", ["سارة", "سارة 2", "דוד 12", "محمد 👍"])
def test_a_right_to_left_name_keeps_the_line_around_it_in_order(name: str) -> None:
    """"name: 4" draws the name first and the 4 last, at the right, whatever the name's
    direction or digits; without isolation the same line is reordered around the name."""
    line = f"{common.isolate_name(name)}: 4"
    runs = text.runs(common.safe_text(line))
    assert plain("".join(r.text for r in runs)).endswith(": 4")
    assert runs[-1] == text.Run(0, ": 4", None)  # after the name, left to right
    assert {r.direction for r in runs[:-1]} == {"rtl"}  # the name, right to left
    image = drawn(line)
    box = ink(image)
    alone = drawn(": 4")
    four = ink(alone)
    assert box is not None and four is not None
    width = ink(drawn("4"))[2] - ink(drawn("4"))[0]  # type: ignore[index]
    # The line's last glyph, at its right end, is the 4 of ": 4" (each run starts on a
    # whole pixel, so it is drawn exactly as alone).
    tail = image.crop((box[2] - width, 0, box[2], image.height))
    assert ink(tail) is not None
    assert tail.tobytes() == alone.crop((four[2] - width, 0, four[2], image.height)).tobytes()
    # The same text of one face, not isolated, is laid out as one right-to-left paragraph:
    # the 4 moves.
    bare = f"{plain(common.safe_text(name))}: 4"
    if len(text.runs(bare)) == 1:
        garbled = drawn(bare)
        gbox = ink(garbled)
        assert gbox is not None
        assert garbled.crop((gbox[2] - width, 0, gbox[2], image.height)).tobytes() \
            != tail.tobytes()


def test_an_arabic_ellipsis_stays_inside_the_name() -> None:
    name = common.isolate_name("محمد بن سلمان بن عبد العزيز آل سعود")
    cut = common.ellipsize(f"{name}: 4", 150, 20)
    assert cut.startswith(common.FSI) and common.ELLIPSIS + common.PDI in cut, cut
    assert common.text_size(cut, 20)[0] <= 150


BLANK = ["\u200b\u200d", "\u3164\u3164", "   ", "\u2068\u2069", "\u202e\u200f\ufeff",
         "\U000e0041\ufe0f", "\u115f\u1160", ""]


@pytest.mark.parametrize("name", BLANK)
def test_a_name_with_nothing_to_see_is_no_name(name: str) -> None:
    assert common.visible_name(name) == "" and common.isolate_name(name) == ""
    assert common.visible_name(f"{name}Ana{name} María ") == "Ana María"


@pytest.mark.parametrize("game", ["adastra", "afternova", "kepler3042", "magnastorm"])
def test_a_blank_name_draws_the_seat_s_own_label(game: str) -> None:
    """A name of invisible characters is drawn as no name at all: the seat's own label,
    never an empty seat, a dangling separator or "1. : 4"."""
    import games

    engine = games.get(game)
    state = engine.setup(3, 5)
    view = engine.view(state, None)
    draw = renderer(game).render_board
    plain_board = draw(view, None, "en")
    assert draw(view, ["\u200b", "\u3164\u3164", " \u2069 "], "en") == plain_board
    named = draw(view, ["Ana", "\u200b", "Bo"], "en")
    assert named == draw(view, ["Ana", "", "Bo"], "en") != plain_board
    world = draw(view, ALL[:3], "en")
    assert world != plain_board
