"""Boards for a phone: the compact board every game posts after a move.

Discord shows a posted image about 400 px wide on a phone. The full boards are 1200 px wide
(Kepler-3042's 1905 tall), so there they are drawn at a third of their size and their turn
line, resources and action board can no longer be read. A compact board is drawn
:data:`WIDTH` (800) px wide for a reader who sees it at :data:`READ_WIDTH` (400): no word is
smaller than :data:`MIN_TEXT` (22 px here, 11 px on the phone), the numbers a move is chosen
by are larger, and it keeps what a player needs to choose: whose turn, the round or phase,
the scores, each player's public numbers, the game's market or action board, and the map
simplified. The full board stays a command away (``/board full:True``, docs/playing.md).

The same rules as the full boards hold. A compact board is drawn from the public view and
nothing else, the very view the full board is drawn from, so it cannot show more; it is
drawn by regions (:mod:`rendering.regions`) over a cached background, every word comes from
a catalogue in the image's language (``rendering/locales/`` for the shared ones, each
game's for its own), names are isolated and fitted (:mod:`rendering.text`), and the seats
are drawn in the palette's colours with their shapes and numbers.

Each game's package has a ``compact`` module (``rendering/<game>/compact.py``) with
``render_compact(view, names, locale, palette) -> bytes`` (:class:`CompactRenderer`), named
by the game's registry entry (:attr:`games.registry.GameDescriptor.compact`), and
``render_compact_hand``, a seat's hand drawn the same way (``compact_hand.py``: a stack of
bands as tall as their content). This module holds what they share: the sizes, the header
with the turn line, the player rows, the hands' bands, :func:`write`, through which every
word is drawn, and how a game's pieces become a PNG (:class:`CompactBoard`,
:class:`CompactHand`): a game names its background, regions, bands and colours, once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from PIL import Image, ImageDraw

from rendering.common import (
    DEFAULT_PALETTE,
    RGB,
    LayerCache,
    PlayerStyle,
    check_palette,
    draw_badge,
    draw_player_badge,
    draw_text,
    encode_png,
    fit_text,
    text_size,
    wrap_text,
)
from rendering.regions import Region, compose

__all__ = ["BIG", "BODY", "HEADER_H", "MIN_TEXT", "NAME", "PAD", "READ_WIDTH", "ROW_H",
           "SMALL", "WIDTH", "Band", "Chip", "Colours", "CompactBoard", "CompactHand",
           "CompactRenderer", "compact_renderer",
           "fit", "flow_band", "footer", "header", "player_row", "section", "stacked",
           "stacked_height", "text_band", "text_chip", "title_band", "wrap", "write",
           "write_fitted"]

WIDTH = 800
"""A compact board's width: twice what a phone shows, so it stays sharp on a phone's
screen and on a desktop."""
READ_WIDTH = 400
"""The width a phone shows a posted image at."""
MIN_TEXT = 22
"""The smallest word on a compact board: 11 px at :data:`READ_WIDTH`."""
SMALL = 24
BODY = 28
NAME = 30
BIG = 46
PAD = 16
HEADER_H = 176
"""The header: the game, the round and phase, who acts and what they are asked."""
ROW_H = 88
"""A player's row: the name and score, and one line of numbers."""
FOOTER_H = 40


@runtime_checkable
class CompactRenderer(Protocol):
    """A game's pictures for a phone (``rendering/<game>/compact.py``): the compact board
    (the public view) and hand (a seat's view), as PNG bytes, with the same arguments as
    ``render_board`` and ``render_hand``."""

    def render_compact(self, view: Mapping[str, Any], names: Sequence[str] | None = None,
                       locale: str = "en", palette: str = "default") -> bytes: ...

    def compact_size(self, view: Mapping[str, Any]) -> tuple[int, int]:
        """The image's size for ``view``: :data:`WIDTH` wide, as tall as its rows need."""
        ...

    def render_compact_hand(self, view: Mapping[str, Any], names: Sequence[str] | None = None,
                            locale: str = "en", palette: str = "default") -> bytes:
        """A seat's hand (``GAME.view(state, seat)``) drawn for a phone, as PNG bytes."""
        ...

    def compact_hand_size(self, view: Mapping[str, Any], names: Sequence[str] | None = None,
                          locale: str = "en") -> tuple[int, int]:
        """The hand's size: :data:`WIDTH` wide, as tall as its content."""
        ...


def compact_renderer(game: str) -> CompactRenderer | None:
    """The compact board of a registered game, or None for a game whose entry names none
    (its full board is posted)."""
    from games.registry import descriptor, load

    path = descriptor(game).compact
    if path is None:
        return None
    found = load(path)
    if not isinstance(found, CompactRenderer):
        raise LookupError(f"no render_compact in {path!r}")
    return found


@dataclass(frozen=True)
class Colours:
    """The colours of a game's compact board: its theme's (``rendering/<game>/theme.py``)."""

    background: RGB
    panel: RGB
    row: RGB
    row_active: RGB
    text: RGB
    muted: RGB
    dim: RGB
    attention: RGB
    danger: RGB
    badge: RGB  # the phase badge


# --- Words -------------------------------------------------------------------------------------


def write(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
          fill: RGB, *, anchor: str = "la", bold: bool = False) -> None:
    """A word of a compact board: every one is drawn here, at :data:`MIN_TEXT` or more
    (the tests check the sizes asked for)."""
    draw_text(draw, xy, text, size, fill, anchor=anchor, bold=bold)


def fit(text: str, width: float, size: int, bold: bool = False) -> tuple[str, int]:
    """``text`` at the largest size down to :data:`MIN_TEXT` that fits ``width``, shortened
    with an ellipsis when even that does not fit."""
    return fit_text(text, max(1, int(width)), max(MIN_TEXT, size), MIN_TEXT, bold)


def write_fitted(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, width: float,
                 size: int, fill: RGB, *, anchor: str = "la", bold: bool = False) -> float:
    """``text`` fitted to ``width`` (see :func:`fit`); returns the width drawn."""
    shown, fitted = fit(text, width, size, bold)
    write(draw, xy, shown, fitted, fill, anchor=anchor, bold=bold)
    return text_size(shown, fitted, bold)[0] if shown else 0


def wrap(text: str, width: float, size: int, lines: int, bold: bool = False) -> list[str]:
    """``text`` wrapped to ``width`` in at most ``lines`` lines, the last one shortened with
    an ellipsis when the text is longer."""
    wrapped = [line for line in wrap_text(text, max(1, int(width)), size, bold) if line]
    if len(wrapped) > lines:
        rest = " ".join(wrapped[lines - 1:])
        wrapped = [*wrapped[:lines - 1], fit_text(rest, max(1, int(width)), size, size,
                                                  bold)[0]]
    return wrapped


# --- Parts every compact board has -------------------------------------------------------------


def header(draw: ImageDraw.ImageDraw, colours: Colours, *, game: str, title: str,
           phase: str = "", note: str = "", note_colour: RGB | None = None,
           acting: Sequence[PlayerStyle] = (), line: str = "", line_colour: RGB | None = None,
           top: int = 0) -> None:
    """The header, :data:`HEADER_H` tall from ``top``: the game's name and a ``note`` (the
    last round, the first player), the ``title`` (the round) with the ``phase`` in a badge,
    then the badges of the seats ``acting`` and ``line`` (who acts and what they are asked,
    or the result) on up to two lines."""
    right = WIDTH - PAD
    write(draw, (PAD, top + 10), game, MIN_TEXT, colours.muted, bold=True)
    if note:
        room = right - PAD - text_size(game, MIN_TEXT, True)[0] - 24
        write_fitted(draw, (right, top + 22), note, room, SMALL,
                     note_colour or colours.attention, anchor="rm", bold=True)
    shown, size = fit(title, (right - PAD) * 0.6, BIG, bold=True)
    write(draw, (PAD, top + 62), shown, size, colours.text, anchor="lm", bold=True)
    x = PAD + text_size(shown, size, True)[0] + 18
    if phase:
        label, label_size = fit(phase, right - x - 12, SMALL + 2, bold=True)
        draw_badge(draw, (x, top + 62), label, label_size, colours.badge, colours.text,
                   anchor="lm", pad=6)
    y = top + 116
    x = PAD
    for style in acting[:4]:  # who acts (the line names them, or says everyone)
        draw_player_badge(draw, style, x + 20, y + 4, 19)
        x += 46
    for i, text in enumerate(wrap(line, right - x, BODY, 2, bold=True)):
        write(draw, (x, y + 4 + i * 36), text, BODY, line_colour or colours.text,
              anchor="lm", bold=True)


def section(draw: ImageDraw.ImageDraw, colours: Colours, x: float, y: float, title: str,
            width: float, note: str = "") -> None:
    """A section's title at (x, y) and a note at its right, within ``width``."""
    used = write_fitted(draw, (x, y), title, width * (0.6 if note else 1), SMALL,
                        colours.muted, bold=True)
    if note:
        write_fitted(draw, (x + width, y), note, width - used - 16, MIN_TEXT, colours.dim,
                     anchor="ra")


def player_row(draw: ImageDraw.ImageDraw, colours: Colours, box: tuple[float, float, float,
               float], style: PlayerStyle, name: str, score: str, *, active: bool = False,
               tags: Sequence[tuple[str, RGB, RGB]] = (), score_colour: RGB | None = None,
               ) -> float:
    """A player's row in ``box``: their colour, badge and name with ``tags`` (label, fill,
    ink), and ``score`` at the right, all on the row's first line (the line below is the
    game's). Returns the x where the row's content starts."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0, y0, x1, y1), radius=10,
                           fill=colours.row_active if active else colours.row,
                           outline=colours.attention if active else None,
                           width=3 if active else 0)
    draw.rounded_rectangle((x0 + 4, y0 + 8, x0 + 10, y1 - 8), radius=3, fill=style.colour)
    draw_player_badge(draw, style, x0 + 40, y0 + 26, 19)
    score_w = text_size(score, NAME + 8, True)[0] if score else 0
    if score:
        write(draw, (x1 - 12, y0 + 26), score, NAME + 8, score_colour or colours.text,
              anchor="rm", bold=True)
    tx = x0 + 70
    tag_sizes = [text_size(label, MIN_TEXT, True)[0] + 22 for label, _, _ in tags]
    room = x1 - 12 - score_w - 16 - tx - sum(tag_sizes)
    used = write_fitted(draw, (tx, y0 + 26), name, max(room, 120), NAME, colours.text,
                        anchor="lm", bold=True)
    tx += used + 10
    for (label, fill, ink), width in zip(tags, tag_sizes, strict=True):
        if tx + width > x1 - 12 - score_w - 8:
            break
        draw_badge(draw, (tx, y0 + 26), label, MIN_TEXT, fill, ink, anchor="lm", pad=4,
                   radius=6)
        tx += width
    return x0 + 20


def count(draw: ImageDraw.ImageDraw, colours: Colours, x: float, y: float, value: object,
          *, icon: Callable[[float, float], float] | None = None, label: str = "",
          size: int = BODY) -> float:
    """A number on a row's line of numbers: an ``icon`` (drawn centred on ``y`` from ``x``,
    returning the x after it) or a ``label`` before it. Returns the x after it."""
    if icon is not None:
        x = icon(x, y) + 4
    if label:
        write(draw, (x, y), label, MIN_TEXT, colours.muted, anchor="lm")
        x += text_size(label, MIN_TEXT)[0] + 6
    text = str(value)
    zero = text in ("0", "")
    write(draw, (x, y), text, size, colours.dim if zero else colours.text, anchor="lm",
          bold=True)
    return x + text_size(text, size, True)[0] + 18


def footer(draw: ImageDraw.ImageDraw, colours: Colours, top: float, text: str) -> None:
    """The last line, :data:`FOOTER_H` tall from ``top``: where the full board is."""
    write_fitted(draw, (WIDTH / 2, top + FOOTER_H / 2), text, WIDTH - 2 * PAD, MIN_TEXT,
                 colours.dim, anchor="mm")


# --- Hands for a phone -------------------------------------------------------------------------
#
# A seat's hand drawn for a phone (``render_compact_hand``) is a stack of bands, each as tall
# as its content: a title band (who, the score, what the seat is asked), then titled
# sections of words, numbers and chips, every word at MIN_TEXT or more.


@dataclass(frozen=True)
class Band:
    """A band of a compact hand: its height, and what draws it from a top edge."""

    height: int
    draw: Callable[[ImageDraw.ImageDraw, int], None]


def stacked(bands: Sequence[Band], colours: Colours) -> Image.Image:
    """The bands one under the other on the colours' background, :data:`WIDTH` wide."""
    image = Image.new("RGB", (WIDTH, stacked_height(bands)), colours.background)
    draw = ImageDraw.Draw(image)
    y = 0
    for band in bands:
        band.draw(draw, y)
        y += band.height
    return image


def stacked_height(bands: Sequence[Band]) -> int:
    return sum(band.height for band in bands) + PAD


def title_band(colours: Colours, style: PlayerStyle | None, title: str, score: str,
               prompt: str, prompt_colour: RGB | None = None) -> Band:
    """Who the hand is (badge and title), the score at the right, and what the seat is
    asked (or waits for) on up to three lines."""
    lines = wrap(prompt, WIDTH - 2 * PAD, BODY, 3, bold=True) if prompt else []

    def draw(draw: ImageDraw.ImageDraw, top: int) -> None:
        draw.rectangle((0, top, WIDTH, top + 76 + 36 * len(lines)), fill=colours.panel)
        x = PAD
        if style is not None:
            draw_player_badge(draw, style, PAD + 24, top + 38, 22)
            x = PAD + 58
        score_w = write_fitted(draw, (WIDTH - PAD, top + 38), score, 220, BIG - 6,
                               colours.text, anchor="rm", bold=True) if score else 0
        write_fitted(draw, (x, top + 38), title, WIDTH - PAD - x - score_w - 16, NAME + 4,
                     colours.text, anchor="lm", bold=True)
        for i, line in enumerate(lines):
            write(draw, (PAD, top + 92 + 36 * i), line, BODY,
                  prompt_colour or colours.attention, anchor="lm", bold=True)

    return Band(76 + 36 * len(lines) + 12, draw)


def text_band(colours: Colours, title: str, paragraphs: Sequence[tuple[str, RGB | None, bool]],
              size: int = SMALL, lines: int = 4) -> Band:
    """A titled section of paragraphs (text, colour, bold), each wrapped to the width on at
    most ``lines`` lines."""
    wrapped = [(line, colour, bold) for text, colour, bold in paragraphs
               for line in wrap(text, WIDTH - 2 * PAD - 12, size, lines, bold)]
    step = size + 10

    def draw(draw: ImageDraw.ImageDraw, top: int) -> None:
        section(draw, colours, PAD, top + 8, title, WIDTH - 2 * PAD)
        for i, (line, colour, bold) in enumerate(wrapped):
            write(draw, (PAD + 6, top + 44 + i * step + step / 2), line, size,
                  colour or colours.text, anchor="lm", bold=bold)

    return Band(44 + step * len(wrapped) + 10, draw)


Chip = tuple[float, Callable[[ImageDraw.ImageDraw, float, float], None]]
"""A chip of a flow: its width, and what draws it from its top left corner."""


def flow_band(colours: Colours, title: str, chips: Sequence[Chip], chip_h: int,
              empty: str = "", gap: int = 10) -> Band:
    """A titled section of chips laid out left to right, on as many rows as they need
    (``empty`` written when there is none)."""
    rows: list[list[tuple[float, Chip]]] = [[]]
    x = 0.0
    for chip in chips:
        width = min(chip[0], WIDTH - 2 * PAD)
        if rows[-1] and x + width > WIDTH - 2 * PAD:
            rows.append([])
            x = 0.0
        rows[-1].append((x, chip))
        x += width + gap
    body = len(rows) * (chip_h + gap) if chips else 40

    def draw(draw: ImageDraw.ImageDraw, top: int) -> None:
        section(draw, colours, PAD, top + 8, title, WIDTH - 2 * PAD)
        if not chips:
            write_fitted(draw, (PAD + 6, top + 60), empty, WIDTH - 2 * PAD, SMALL,
                         colours.dim, anchor="lm")
            return
        for r, row in enumerate(rows):
            for x, (_, drawer) in row:
                drawer(draw, PAD + x, top + 44 + r * (chip_h + gap))

    return Band(44 + body + 8, draw)


def text_chip(colours: Colours, lines: Sequence[tuple[str, int, RGB | None, bool]],
              fill: RGB | None = None, outline: RGB | None = None, pad: int = 10) -> Chip:
    """A chip of lines of text (text, size, colour, bold) in a rounded frame."""
    shown = [(text, size, colour, bold) for text, size, colour, bold in lines if text]
    width = max((text_size(t, s, b)[0] for t, s, _, b in shown), default=0) + 2 * pad
    width = min(width, WIDTH - 2 * PAD)

    def draw(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        height = sum(s + 8 for _, s, _, _ in shown) + pad
        draw.rounded_rectangle((x, y, x + width, y + height), radius=8,
                               fill=fill if fill is not None else colours.row,
                               outline=outline, width=2 if outline is not None else 0)
        ty = y + pad / 2 + 4
        for text, size, colour, bold in shown:
            write_fitted(draw, (x + pad, ty), text, width - 2 * pad, size,
                         colour or colours.text, bold=bold)
            ty += size + 8

    return width, draw


# ---- from a game's pieces to a PNG --------------------------------------------------------------

Names = Sequence[str] | None


@dataclass(frozen=True)
class CompactBoard:
    """How a game's compact board is made: ``background(*background_key(view, locale))``
    (a :class:`~rendering.common.LayerCache`, whose key ends with the language) under the
    ``regions`` a view gives, mapped to the game's PNG colour table (``png_palette``)."""

    game: str
    background_key: Callable[[Mapping[str, Any], str], tuple[Any, ...]]
    background: LayerCache
    regions: Callable[[Any, Names, str, str], Sequence[Region]]
    png_palette: Callable[[str], Image.Image]

    def image(self, view: Mapping[str, Any], names: Names = None, locale: str = "en",
              palette: str = DEFAULT_PALETTE) -> Image.Image:
        """The compact board drawn whole (what :meth:`png` assembles by regions)."""
        image = self.background(*self.background_key(view, locale))
        draw = ImageDraw.Draw(image)
        for part in self.regions(view, names, locale, palette):
            part.draw(draw)
        return image

    def png(self, view: Mapping[str, Any], names: Names = None, locale: str = "en",
            palette: str = DEFAULT_PALETTE) -> bytes:
        """PNG of the compact board from the public view ``GAME.view(state, None)``, every
        word in ``locale``, the seats in ``palette``'s colours; only the regions a move
        changed are drawn again (:func:`rendering.regions.compose`)."""
        layer = self.background_key(view, locale)
        language = layer[-1]
        board = compose(f"{self.game}-compact-{language}-{check_palette(palette)}",
                        self.background.shared(*layer), self.png_palette(palette),
                        self.regions(view, names, locale, palette),
                        context=(language, tuple(str(n) for n in names or ()), palette),
                        layer=layer)
        return encode_png(board)


@dataclass(frozen=True)
class CompactHand:
    """How a game's compact hand is made: its ``bands`` (``bands(view, names, locale,
    palette)``) stacked on the game's ``colours``, mapped to its PNG colour table."""

    bands: Callable[..., Sequence[Band]]
    colours: Colours
    png_palette: Callable[[str], Image.Image]

    def size(self, view: Mapping[str, Any], names: Names = None,
             locale: str = "en") -> tuple[int, int]:
        """The compact hand's size: :data:`WIDTH` wide, as tall as its bands."""
        return WIDTH, stacked_height(self.bands(view, names, locale))

    def png(self, view: Mapping[str, Any], names: Names = None, locale: str = "en",
            palette: str = DEFAULT_PALETTE) -> bytes:
        """PNG of a seat's hand (``GAME.view(state, seat)``) drawn for a phone, in ``locale``
        and ``palette``; to be shown to that seat alone."""
        image = stacked(self.bands(view, names, locale, palette), self.colours)
        return encode_png(image, palette=self.png_palette(palette))
