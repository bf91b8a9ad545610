"""Ad Astra's hand drawn for a phone (:mod:`rendering.compact`): a seat's view
(``GAME.view(state, seat)``), 800 px wide to be read at 400, as tall as its content.

Who the hand is and its score, what the seat is asked; its resources, large; the action
cards in its hand and those it placed face down on the planning board (each with its name
and its notation); its alien artifacts with their effect; the face-down planets it has
seen. Only ``view["private"]`` and the seat's own public row are drawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.adastra.png import png_palette
from rendering.adastra.theme import (
    ALIEN_INK,
    ATTENTION,
    BG,
    DANGER,
    DIM,
    FACE_DOWN,
    MUTED,
    PANEL_BG,
    PLANET_COLOURS,
    RESOURCE_LETTERS,
    ROW_ACTIVE,
    ROW_BG,
    TEXT,
)
from rendering.adastra.views import View, faction_name, player_styles, say, word
from rendering.common import (
    BLACK,
    DEFAULT_PALETTE,
    INK_DARK,
    darken,
    hex_rgb,
    seat_style,
)
from rendering.compact import (
    BIG,
    MIN_TEXT,
    PAD,
    SMALL,
    WIDTH,
    Band,
    Chip,
    Colours,
    CompactHand,
    flow_band,
    text_band,
    text_chip,
    title_band,
    write,
    write_fitted,
)

COLOURS = Colours(background=BG, panel=PANEL_BG, row=ROW_BG, row_active=ROW_ACTIVE, text=TEXT,
                  muted=MUTED, dim=DIM, attention=ATTENTION, danger=DANGER,
                  badge=hex_rgb("#36425e"))
KINDS = "WFEXYZA"


def kind_letter(value: Any) -> str:
    """The kind letter of a known planet: the view names it by a message whose key ends in
    the letter (``adastra.resource.W``, ``adastra.kind.A``)."""
    key = value.get("key", "") if isinstance(value, Mapping) else str(value)
    letter = str(key).rsplit(".", 1)[-1]
    return letter if letter in KINDS else str(key)[:1]


def hand_bands(view: View, names: Sequence[str] | None = None, locale: str = "en",
               palette: str = DEFAULT_PALETTE) -> list[Band]:
    """The hand's bands, top to bottom."""
    private: Mapping[str, Any] = view.get("private") or {}
    seat = view.get("seat")
    style = seat_style(player_styles(view, palette), seat)
    players = view.get("players") or []
    me = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else {}
    title = (word("adastra.draw.your_hand_of", locale, who=faction_name(view, seat, locale))
             if isinstance(seat, int) and me.get("faction")
             else word("adastra.draw.your_hand", locale))
    score = me.get("score")
    prompt = say(private.get("prompt") or "", locale)
    bands = [title_band(COLOURS, style, title,
                        word("adastra.draw.points", locale, score=score)
                        if score is not None else "",
                        word("adastra.draw.your_move", locale, prompt=prompt) if prompt
                        else word("adastra.draw.nothing", locale),
                        ATTENTION if prompt else MUTED),
             _resources(private.get("resources") or {}, locale)]
    hand = list(private.get("hand", ()))
    bands.append(flow_band(COLOURS, word("adastra.draw.hand", locale, n=len(hand)),
                           [_card(say(e.get("name"), locale), str(e.get("card", "")))
                            for e in hand], 76, word("adastra.draw.none", locale)))
    mine = private.get("my_cards") or {}
    if mine:
        bands.append(flow_band(COLOURS, word("adastra.draw.planned", locale),
                               [_card(f"{space}: {card}", "")
                                for space, card in sorted(mine.items(),
                                                          key=lambda kv: int(kv[0]))], 44))
    artifacts = list(private.get("artifacts", ()))
    paragraphs: list[tuple[str, Any, bool]] = []
    for artifact in artifacts:
        name = say(artifact.get("name") or artifact.get("key", ""), locale)
        code = word("adastra.draw.notation", locale, code=artifact["key"]) \
            if artifact.get("key") else ""
        paragraphs.append((f"{name} ({code})" if code else name, ALIEN_INK, True))
        paragraphs.append((say(artifact.get("effect"), locale), MUTED, False))
    if not artifacts:
        paragraphs.append((word("adastra.draw.no_artifacts", locale), MUTED, False))
    bands.append(text_band(COLOURS, word("adastra.draw.artifact_list", locale), paragraphs))
    known = private.get("known_planets") or {}
    if known:
        bands.append(flow_band(COLOURS, word("adastra.draw.known", locale),
                               [_planet(str(pid), kind_letter(kind))
                                for pid, kind in sorted(known.items())], 48))
    return bands


def _resources(resources: Mapping[str, Any], locale: str) -> Band:
    """The six resources: each its letter and colour, its name and how many, large."""
    width = (WIDTH - 2 * PAD - 5 * 8) / 6

    def draw(draw: ImageDraw.ImageDraw, top: int) -> None:
        write(draw, (PAD, top + 8), word("adastra.draw.resources", locale), SMALL, MUTED,
              bold=True)
        for i, letter in enumerate(RESOURCE_LETTERS):
            n = int(resources.get(letter, 0))
            x = PAD + i * (width + 8)
            colour = PLANET_COLOURS[letter]
            draw.rounded_rectangle((x, top + 42, x + width, top + 136), radius=10,
                                   fill=colour if n else darken(colour, 0.55), outline=BLACK,
                                   width=2)
            write(draw, (x + 10, top + 50), letter, SMALL + 4, INK_DARK, bold=True)
            write(draw, (x + width - 10, top + 44), str(n), BIG, INK_DARK, anchor="ra",
                  bold=True)
            write_fitted(draw, (x + width / 2, top + 116), word(f"adastra.resource.{letter}",
                                                                 locale),
                         width - 10, MIN_TEXT, INK_DARK, anchor="mm")

    return Band(146, draw)


def _card(name: str, code: str) -> Chip:
    """An action card: its name, and its notation below."""
    return text_chip(COLOURS, [(name, SMALL, None, True), (code, MIN_TEXT, MUTED, False)])


def _planet(pid: str, letter: str) -> Chip:
    """A face-down planet seen: its kind as a disc with its letter, and its id."""
    width = 58 + 12 * len(pid)

    def draw(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        colour = PLANET_COLOURS.get(letter, FACE_DOWN)
        draw.ellipse((x, y, x + 44, y + 44), fill=colour, outline=BLACK, width=2)
        write(draw, (x + 22, y + 23), letter, SMALL + 2, ALIEN_INK if letter == "A" else INK_DARK,
              anchor="mm", bold=True)
        write(draw, (x + 52, y + 23), pid, SMALL, COLOURS.text, anchor="lm", bold=True)

    return width, draw


HAND = CompactHand(hand_bands, COLOURS, png_palette)
#: The compact hand's size: 800 px wide, as tall as its bands.
compact_hand_size = HAND.size
#: PNG of a seat's hand (``GAME.view(state, seat)``) drawn for a phone, for that seat alone.
render_compact_hand = HAND.png
