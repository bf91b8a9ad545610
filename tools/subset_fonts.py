"""Rebuild the fallback fonts in rendering/fonts/ from their published packages.

The boards draw with DejaVu Sans Condensed and fall back, character by character, on the
faces built here for the scripts DejaVu lacks (see rendering/text.py). Each is cut down to
the blocks a player's name needs, without hinting instructions, so that together they
stay a few megabytes. Nothing is fetched at run time: the files this writes are committed.

Needs fontTools (``pip install fonttools``), for this script only; the bot never imports
it. ``SOURCE`` is a folder holding the packages below, unpacked (see
rendering/fonts/SUBSET.md for the exact commands)::

    python tools/subset_fonts.py SOURCE [--out rendering/fonts]
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

NOTO = "usr/share/fonts/truetype/noto"
DROID = "usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
NOTO_CJK = "usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
NOTO_CJK_KR = 1  # the collection's faces: JP, KR, SC, TC, HK, then the Mono ones
EMOJI = "package/400Regular/NotoEmoji_400Regular.ttf"

Blocks = tuple[tuple[int, int], ...]

ARABIC: Blocks = ((0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF),
                  (0xFE70, 0xFEFF))
DEVANAGARI: Blocks = ((0x0900, 0x097F), (0xA8E0, 0xA8FF), (0x1CD0, 0x1CFF))
THAI: Blocks = ((0x0E00, 0x0E7F),)
# Han: the CJK Unified Ideographs block (20,992 code points, every ideograph of GB 2312,
# Big5, JIS X 0208 and KS X 1001, and the rarer ones given names use); kana, bopomofo,
# CJK punctuation and the fullwidth forms. Not the extensions (A and beyond, about 0.7 MB
# more for A), which names rarely need.
HAN_KANA: Blocks = ((0x3000, 0x303F), (0x3040, 0x309F), (0x30A0, 0x30FF), (0x3100, 0x312F),
                    (0x31F0, 0x31FF), (0x4E00, 0x9FFF), (0xFF00, 0xFFEF))
# Hangul: every precomposed syllable (11,172) and the compatibility jamo (NFC composes a
# modern syllable typed as conjoining jamo; the old ones stay out).
HANGUL: Blocks = ((0x3130, 0x318F), (0xAC00, 0xD7A3))
# Emoji: everything the font maps from U+2000 on, less the joiners, variation selectors
# and skin tones (drawing drops them: a monochrome face cannot show a tone) and the tags.
EMOJI_FROM = 0x2000
EMOJI_DROPPED: Blocks = ((0x200B, 0x200F), (0xFE00, 0xFE0F), (0x1F3FB, 0x1F3FF),
                         (0xE0000, 0xE0FFF))


@dataclass(frozen=True)
class Target:
    out: str
    source: str
    blocks: Blocks | None  # None: the emoji rule above
    index: int = 0  # the face inside a collection
    layout: bool = True  # keep the shaping tables (joining, conjuncts, marks)


TARGETS = (
    Target("NotoSansArabic-Subset.ttf", f"{NOTO}/NotoSansArabic-Regular.ttf", ARABIC),
    Target("NotoSansDevanagari-Subset.ttf", f"{NOTO}/NotoSansDevanagari-Regular.ttf",
           DEVANAGARI),
    Target("NotoSansDevanagari-Bold-Subset.ttf", f"{NOTO}/NotoSansDevanagari-Bold.ttf",
           DEVANAGARI),
    Target("NotoSansThai-Subset.ttf", f"{NOTO}/NotoSansThai-Regular.ttf", THAI),
    Target("NotoSansThai-Bold-Subset.ttf", f"{NOTO}/NotoSansThai-Bold.ttf", THAI),
    Target("DroidSansFallback-Subset.ttf", DROID, HAN_KANA, layout=False),
    Target("NotoSansCJKkr-Hangul.otf", NOTO_CJK, HANGUL, index=NOTO_CJK_KR, layout=False),
    Target("NotoEmoji-Subset.ttf", EMOJI, None, layout=False),
)


def load(path: Path, index: int) -> TTFont:
    if path.suffix == ".ttc":
        return TTCollection(str(path), lazy=False).fonts[index]
    return TTFont(str(path), lazy=False)


def code_points(font: TTFont, blocks: Blocks | None) -> list[int]:
    mapped = set(font.getBestCmap())
    if blocks is not None:
        return sorted(c for first, last in blocks for c in range(first, last + 1)
                      if c in mapped)
    return sorted(c for c in mapped if c >= EMOJI_FROM
                  and not any(first <= c <= last for first, last in EMOJI_DROPPED))


def build(target: Target, source: Path, out: Path) -> tuple[int, int]:
    font = load(source / target.source, target.index)
    points = code_points(font, target.blocks)
    options = subset.Options()
    options.hinting = False
    options.notdef_outline = True
    options.name_IDs = ["*"]  # keep the copyright, licence and trademark notices
    options.name_languages = [0x409]
    options.layout_features = ["*"] if target.layout else []
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(font)
    font.save(str(out / target.out))
    return len(points), (out / target.out).stat().st_size


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="the unpacked packages (see SUBSET.md)")
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parents[1] / "rendering" / "fonts")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    for target in TARGETS:
        count, size = build(target, args.source, args.out)
        total += size
        print(f"{target.out:40} {count:6} code points {size / 1024:8.0f} KiB")
    print(f"{'total':40} {'':6} {'':11} {total / 1024:8.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
