"""What every game's renderer shares: player styles, fonts, cached layers, PNG encoding.

Players are told apart by three cues at once (colour, shape and their seat's number), so a
player who cannot tell two colours apart can still read the board; the colours are those of
the palette a picture is drawn in (:data:`PALETTES`: the default, or one safe for colour-blind
readers). Text is drawn with the
bundled DejaVu Sans Condensed and its fallback faces, through :func:`safe_text`, so no label
or display name is ever drawn as a missing-glyph box; players' names are isolated so they
never reorder a line (all of it in :mod:`rendering.text`, re-exported here). Everything
here is pure and safe to call
from several threads at once: caches are ``functools.lru_cache`` (thread-safe) and a cached
image is only ever handed out as a copy.
"""

from __future__ import annotations

import functools
import io
import math
import threading
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw, ImageFont

from rendering import png_bands
from rendering.text import ELLIPSIS as ELLIPSIS
from rendering.text import FACES as FACES
from rendering.text import FONT_DIR as FONT_DIR
from rendering.text import FONT_FILES as FONT_FILES
from rendering.text import FSI as FSI
from rendering.text import PDI as PDI
from rendering.text import REPLACEMENT as REPLACEMENT
from rendering.text import coverage as coverage
from rendering.text import draw_text as draw_text
from rendering.text import ellipsize as ellipsize
from rendering.text import face_coverage as face_coverage
from rendering.text import face_font as face_font
from rendering.text import fit_text as fit_text
from rendering.text import font as font
from rendering.text import invisible as invisible
from rendering.text import isolate_name as isolate_name
from rendering.text import read_cmap as read_cmap
from rendering.text import safe_text as safe_text
from rendering.text import text_size as text_size
from rendering.text import visible_name as visible_name
from rendering.text import wrap_text as wrap_text

RGB = tuple[int, int, int]
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

MAX_PNG_BYTES = 1_000_000
"""Discord previews and mobile data: every image we post stays under 1 MB."""


def hex_rgb(code: str) -> RGB:
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


# --- Players -----------------------------------------------------------------------------------

SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "hexagon", "star")


@dataclass(frozen=True)
class PlayerStyle:
    """How one player is drawn: colour, a mark and a shape, never colour alone. The mark
    (``letter``) is the seat's number (:func:`seat_mark`), or what a game writes instead
    (Afternova's "Bot")."""

    colour: RGB
    colour_name: str
    letter: str
    shape: str
    ink: RGB  # text colour that reads on ``colour``


BLACK: RGB = (0, 0, 0)
WHITE: RGB = (255, 255, 255)
INK_DARK: RGB = (20, 20, 28)

# Okabe & Ito (2008), "Color Universal Design": distinguishable with every common colour-vision
# deficiency. Orange is the alternative sixth colour (sky blue is the default sixth). Each
# entry's letter is a placeholder: a seat's style carries its seat's mark (:func:`seat_mark`).
ORANGE: RGB = hex_rgb("#E69F00")
PALETTE: tuple[PlayerStyle, ...] = (
    PlayerStyle(hex_rgb("#0072B2"), "blue", "1", "circle", WHITE),
    PlayerStyle(hex_rgb("#D55E00"), "vermillion", "2", "square", WHITE),
    PlayerStyle(hex_rgb("#F0E442"), "yellow", "3", "triangle", INK_DARK),
    PlayerStyle(hex_rgb("#009E73"), "bluish green", "4", "diamond", WHITE),
    PlayerStyle(hex_rgb("#CC79A7"), "reddish purple", "5", "hexagon", INK_DARK),
    PlayerStyle(hex_rgb("#56B4E9"), "sky blue", "6", "star", INK_DARK),
)

# --- Palettes ----------------------------------------------------------------------------------
#
# Seats are drawn in one of two palettes: "default" (the colours above, and each game's own,
# such as Magnastorm's federations) or "safe", chosen so that every two seats of a table stay
# apart for people with protanopia, deuteranopia or tritanopia (tests/rendering/
# test_palettes.py simulates them). A server picks the palette of its public images, a member
# that of their private ones. Whatever the palette, a seat keeps its shape and its mark (its
# number), so colour is never the only cue; and a colour keeps its name (the Green faction is
# green in both), so what the texts call a seat still matches what is drawn.

PALETTES: tuple[str, ...] = ("default", "safe")
DEFAULT_PALETTE = "default"

#: The "safe" palette: Paul Tol's colour-blind-safe qualitative colours ("Colour schemes",
#: SRON/EPS/TN/09-002, issue 3.2, 2021), one per colour name the games use, each from the
#: scheme (bright, vibrant, muted, light) and under the name Tol gives it in the comment.
SAFE_COLOURS: dict[str, RGB] = {
    "blue": hex_rgb("#77AADD"),  # light: light blue
    "red": hex_rgb("#EE6677"),  # bright: red
    "yellow": hex_rgb("#EEDD88"),  # light: light yellow
    "green": hex_rgb("#117733"),  # muted: green
    "purple": hex_rgb("#AA4499"),  # muted: purple
    "grey": hex_rgb("#BBBBBB"),  # bright: grey
    "pink": hex_rgb("#EE3377"),  # vibrant: magenta
    "orange": hex_rgb("#EE8866"),  # light: orange
}
#: The safe palette's colours by seat, for games whose seats have no colour of their own:
#: the order that keeps the first seats furthest apart (two players: blue and yellow).
SAFE_SEATS: tuple[str, ...] = ("blue", "yellow", "green", "red", "purple", "grey")
#: A default colour's name in the safe palette (Okabe and Ito's names are more precise).
_SAFE_NAME: dict[str, str] = {
    "vermillion": "red", "bluish green": "green", "reddish purple": "purple",
    "sky blue": "grey", **{name: name for name in SAFE_COLOURS},
}


def check_palette(palette: str) -> str:
    """``palette`` if it is one of :data:`PALETTES` (``ValueError`` otherwise)."""
    if palette not in PALETTES:
        raise ValueError(f"no palette {palette!r}: {', '.join(PALETTES)}")
    return palette


def luminance(colour: RGB) -> float:
    """Relative luminance (WCAG 2): how light a colour is, 0 (black) to 1 (white)."""
    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = colour
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(one: RGB, other: RGB) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    a, b = sorted((luminance(one), luminance(other)))
    return (b + 0.05) / (a + 0.05)


def ink_on(colour: RGB) -> RGB:
    """White or near-black, whichever reads better on ``colour``."""
    return WHITE if contrast(colour, WHITE) >= contrast(colour, INK_DARK) else INK_DARK


def in_palette(style: PlayerStyle, palette: str = DEFAULT_PALETTE) -> PlayerStyle:
    """``style`` drawn in ``palette``: the same shape, mark and colour name, in that
    palette's colour of the name (the default palette: ``style`` itself)."""
    if check_palette(palette) == DEFAULT_PALETTE:
        return style
    name = _SAFE_NAME.get(style.colour_name, "grey")
    colour = SAFE_COLOURS[name]
    return PlayerStyle(colour, name, style.letter, style.shape, ink_on(colour))


def seat_mark(seat: int) -> str:
    """What a seat's badge carries besides its colour and shape: its number (1 for the first
    seat), the same in every language and the "Player N" or "Seat N" of the texts."""
    return str(seat + 1)


# Faction names that obviously mean one palette entry (Ad Astra's five factions, and the
# usual colour words other games use).
_FACTION_INDEX: dict[str, int] = {
    "blue": 0, "red": 1, "vermillion": 1, "yellow": 2, "green": 3, "purple": 4, "pink": 4,
    "sky": 5, "sky blue": 5, "cyan": 5, "orange": 5,
}


def player_style(seat: int, palette: str = DEFAULT_PALETTE) -> PlayerStyle:
    """The style of the seat-th player, for games whose players have no colour of their own:
    the seat's shape and number, in the palette's colour for that seat."""
    base = PALETTE[seat % len(PALETTE)]
    if check_palette(palette) == DEFAULT_PALETTE:
        return replace(base, letter=seat_mark(seat))
    name = SAFE_SEATS[seat % len(SAFE_SEATS)]
    colour = SAFE_COLOURS[name]
    return PlayerStyle(colour, name, seat_mark(seat), base.shape, ink_on(colour))


def faction_style(name: str, fallback_seat: int = 0,
                  palette: str = DEFAULT_PALETTE) -> PlayerStyle:
    """The style for a faction named after a colour ("Blue" -> the blue entry, "Red" ->
    vermillion...), marked with the seat's number (``fallback_seat``); unknown names fall
    back to the seat's entry."""
    index = _FACTION_INDEX.get(name.strip().lower())
    if index is None:
        return player_style(fallback_seat, palette)
    base = PALETTE[index]
    mark = seat_mark(fallback_seat)
    if name.strip().lower() == "orange":
        return in_palette(PlayerStyle(ORANGE, "orange", mark, base.shape, INK_DARK), palette)
    return in_palette(replace(base, letter=mark), palette)


def styles_for_factions(factions: Sequence[str],
                        palette: str = DEFAULT_PALETTE) -> list[PlayerStyle]:
    """One distinct style per seat, marked with the seat's number: factions named after
    colours get their colour; any clash or unknown name takes the first palette entry nobody
    has yet. In ``palette``'s colours."""
    styles: list[PlayerStyle | None] = []
    used: set[str] = set()
    for seat, name in enumerate(factions):
        style = faction_style(name, seat)
        known = name.strip().lower() in _FACTION_INDEX
        if not known or style.shape in used:
            styles.append(None)
        else:
            styles.append(style)
            used.add(style.shape)
    result: list[PlayerStyle] = []
    free = [p for p in PALETTE if p.shape not in used]
    for seat, chosen in enumerate(styles):
        if chosen is None:
            chosen = replace(free.pop(0) if free else player_style(seat), letter=seat_mark(seat))
        result.append(in_palette(chosen, palette))
    return result


NEUTRAL = PlayerStyle(hex_rgb("#8c95a8"), "grey", "?", "circle", INK_DARK)
"""The style of something that belongs to no seat (a hand drawn for no seat, say)."""


def seat_style(styles: Sequence[PlayerStyle], seat: object) -> PlayerStyle | None:
    """The style of ``seat`` if it is a seat of ``styles``; None for anything else (a
    missing owner, None, a stray number), so a view's odd value never raises."""
    if isinstance(seat, int) and 0 <= seat < len(styles):
        return styles[seat]
    return None


# --- Shapes, pawns and badges ------------------------------------------------------------------


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The polygon of a player's shape with "radius" ``r`` (empty for a circle)."""
    def ring(n: int, radius: float, start: float) -> list[tuple[float, float]]:
        return [(cx + radius * math.cos(start + 2 * math.pi * i / n),
                 cy + radius * math.sin(start + 2 * math.pi * i / n)) for i in range(n)]

    if shape == "square":
        s = r * 0.88
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        # A little lower than centred, so the letter sits in the wide part.
        return [(x, y + r * 0.18) for x, y in ring(3, r * 1.18, -math.pi / 2)]
    if shape == "diamond":
        return ring(4, r * 1.12, -math.pi / 2)
    if shape == "hexagon":
        return ring(6, r * 1.02, 0)
    if shape == "star":
        outer = ring(5, r * 1.2, -math.pi / 2)
        inner = ring(5, r * 0.62, -math.pi / 2 + math.pi / 5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    return []


def draw_polygon(draw: ImageDraw.ImageDraw, points: Sequence[tuple[float, float]],
                 fill: RGB | None, outline: RGB | None = BLACK, width: int = 1) -> None:
    """A filled polygon with an outline. Pillow draws a thick polygon outline through a
    mask as large as the whole image (about 1 ms each on a board); a closed line of the
    same width looks the same and costs almost nothing."""
    pts = [(float(x), float(y)) for x, y in points]
    if width <= 1 or outline is None:
        draw.polygon(pts, fill=fill, outline=outline)
        return
    draw.polygon(pts, fill=fill)
    draw.line([*pts, pts[0], pts[1]], fill=outline, width=width, joint="curve")


def draw_shape(draw: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, r: float,
               fill: RGB | None, outline: RGB | None = BLACK, width: int = 2) -> None:
    points = shape_points(shape, cx, cy, r)
    if not points:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline,
                     width=width if outline is not None else 0)
    else:
        draw_polygon(draw, points, fill, outline, width)


def draw_player_badge(draw: ImageDraw.ImageDraw, style: PlayerStyle, cx: float, cy: float,
                      r: float, *, halo: RGB | None = WHITE, letter: bool = True,
                      text: str | None = None) -> None:
    """A player's token: their shape, in their colour, with their letter (or ``text``)."""
    if halo is not None:
        draw_shape(draw, style.shape, cx, cy, r + 2, halo, None)
    draw_shape(draw, style.shape, cx, cy, r, style.colour, BLACK, max(1, round(r / 9)))
    label = text if text is not None else (style.letter if letter else "")
    if label:
        scale = 1.05 if len(label) == 1 else 0.8
        if style.shape == "triangle":
            scale *= 0.8
        size = max(9, round(r * scale))
        dy = r * 0.2 if style.shape == "triangle" else 0
        draw_text(draw, (cx, cy + dy), label, size, style.ink, anchor="mm", bold=True)


def draw_badge(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
               fill: RGB, ink: RGB = WHITE, *, anchor: str = "la", pad: int = 4,
               outline: RGB | None = None, radius: int | None = None) -> tuple[int, int, int, int]:
    """A rounded label; returns its box. ``anchor`` places the box like text ("la" = its
    top-left at ``xy``, "mm" = centred, "ra" = top-right)."""
    w, h = text_size(text, size, bold=True)
    h = max(h, round(size * 0.8))
    bw, bh = w + 2 * pad + 2, h + 2 * pad
    x, y = xy
    if anchor[0] == "m":
        x -= bw / 2
    elif anchor[0] == "r":
        x -= bw
    if anchor[1] == "m":
        y -= bh / 2
    elif anchor[1] in "bd":
        y -= bh
    box = (round(x), round(y), round(x + bw), round(y + bh))
    draw.rounded_rectangle(box, radius=radius if radius is not None else bh // 2, fill=fill,
                           outline=outline, width=2 if outline is not None else 0)
    draw_text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, size, ink,
              anchor="mm", bold=True)
    return box


def lighten(colour: RGB, amount: float) -> RGB:
    """Blend towards white by ``amount`` (0..1)."""
    r, g, b = colour
    return (round(r + (255 - r) * amount), round(g + (255 - g) * amount),
            round(b + (255 - b) * amount))


def darken(colour: RGB, amount: float) -> RGB:
    r, g, b = colour
    return (round(r * (1 - amount)), round(g * (1 - amount)), round(b * (1 - amount)))


# --- Cached static layers ----------------------------------------------------------------------

class LayerCache:
    """A static layer built once per key and handed out as a fresh copy.

    Backgrounds (frames, titles, legends) cost more than the dynamic pieces drawn over them;
    building them once per (size, player count...) keeps a render cheap. ``builds`` counts
    actual builds, so tests can check that the cache is used. Thread-safe: the
    ``lru_cache`` is, the counter is guarded, and callers only ever get copies.
    """

    def __init__(self, builder: Callable[..., Image.Image], maxsize: int = 32) -> None:
        self._builder = builder
        self._lock = threading.Lock()
        self.builds = 0
        self._cached = functools.lru_cache(maxsize=maxsize)(self._build)
        self.__doc__ = builder.__doc__
        self.__name__ = getattr(builder, "__name__", "layer")

    def _build(self, *key: Hashable) -> Image.Image:
        with self._lock:
            self.builds += 1
        image = self._builder(*key)
        image.load()
        return image

    def __call__(self, *key: Hashable) -> Image.Image:
        """A copy of the layer for ``key`` (positional, hashable arguments of the builder)."""
        return self._cached(*key).copy()

    def shared(self, *key: Hashable) -> Image.Image:
        """The cached layer itself, not a copy: for readers that never draw on it (see
        :func:`rendering.regions.compose`), so a render need not copy a whole board."""
        image: Image.Image = self._cached(*key)
        return image

    def cache_clear(self) -> None:
        self._cached.cache_clear()


def layer_cache(maxsize: int = 32) -> Callable[[Callable[..., Image.Image]], LayerCache]:
    """Decorator form of :class:`LayerCache`: ``@layer_cache()`` over a builder function
    whose positional arguments (hashable) are the key."""
    def wrap(builder: Callable[..., Image.Image]) -> LayerCache:
        return LayerCache(builder, maxsize)
    return wrap


# --- PNG encoding ------------------------------------------------------------------------------


def _save(image: Image.Image, compress_level: int) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=compress_level)
    return buffer.getvalue()


def make_palette(*samples: Image.Image, colours: int = 256) -> Image.Image:
    """A fixed palette (a "P" image) learnt from sample renders, for :func:`encode_png`.

    Mapping pixels to a known palette is several times faster than learning one per image,
    and it is local: a change in one corner of a board cannot shift colours elsewhere.
    Samples should show every colour the renderer uses (all players, all kinds of pieces).
    """
    width = max(s.width for s in samples)
    height = sum(s.height for s in samples)
    montage = Image.new("RGB", (width, height))
    y = 0
    for sample in samples:
        montage.paste(sample.convert("RGB"), (0, y))
        y += sample.height
    return montage.quantize(colors=colours, method=Image.Quantize.FASTOCTREE,
                            dither=Image.Dither.NONE)


PNG_LEVEL = 1
"""zlib level of every PNG we post. Level 1 takes a third of level 6's time on a board
(Ad Astra: 3.3 ms against 9.4 ms, Kepler-3042: 7.3 against 19.7) for files about a third
larger (75 KiB instead of 55 KiB), far below :data:`MAX_PNG_BYTES`; compressing is most of
a board's cost, and the pixels are the same at every level."""


def encode_png(image: Image.Image, *, max_bytes: int = MAX_PNG_BYTES,
               palette: Image.Image | None = None, quantize: bool = True,
               compress_level: int = PNG_LEVEL) -> bytes:
    """PNG bytes for Discord.

    The image is reduced to 256 colours (boards are flat colours, so this is invisible and
    makes files 3-4 times smaller): mapped onto ``palette`` (see :func:`make_palette`) when
    given, else onto a palette learnt from the image itself. ``optimize`` stays off (it
    costs far more time than it saves bytes); zlib at ``compress_level`` (see
    :data:`PNG_LEVEL`). If the result were over ``max_bytes`` it is retried with an
    adaptive 64-colour palette at level 9, then scaled down, so an image never exceeds it."""
    rgb = image if image.mode in ("RGB", "P", "L") else image.convert("RGB")

    def reduced(img: Image.Image, colours: int, fixed: Image.Image | None) -> Image.Image:
        if not quantize or img.mode in ("P", "L"):
            return img
        if fixed is not None:
            return img.quantize(palette=fixed, dither=Image.Dither.NONE)
        return img.quantize(colors=colours, method=Image.Quantize.FASTOCTREE,
                            dither=Image.Dither.NONE)

    data = png_bands.encode(reduced(rgb, 256, palette), compress_level)
    if len(data) <= max_bytes:
        return data
    data = _save(reduced(rgb, 64, None), 9)
    scaled = rgb
    while len(data) > max_bytes:
        w, h = scaled.size
        if w < 64 or h < 64:
            raise ValueError(f"cannot encode the image under {max_bytes} bytes")
        scaled = scaled.resize((w * 3 // 4, h * 3 // 4), Image.Resampling.LANCZOS)
        data = _save(reduced(scaled, 64, None), 9)
    return data
