"""A seat's private hand image: its resources, action cards, face-down cards on the planning
board, alien artifacts and the face-down planets it has seen. The height follows the
content; only ``view["private"]`` and the seat's own public row are drawn.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from rendering.adastra.cards import draw_card
from rendering.adastra.layout import HAND_WIDTH
from rendering.adastra.theme import (
    ALIEN_INK,
    ATTENTION,
    BG,
    DIM,
    FACE_DOWN,
    MUTED,
    PANEL_BG,
    PLANET_COLOURS,
    RESOURCE_LETTERS,
    TEXT,
)
from rendering.adastra.views import View, faction_name, player_styles, say, word
from rendering.common import (
    BLACK,
    DEFAULT_PALETTE,
    INK_DARK,
    NEUTRAL,
    darken,
    draw_player_badge,
    draw_text,
    fit_text,
    seat_style,
    text_size,
    wrap_text,
)

_KINDS = "WFEXYZA"


def _kind_letter(value: Any) -> str:
    """The kind letter of a known planet: the view names it by a message whose key ends in
    the letter (``adastra.resource.W``, ``adastra.kind.A``)."""
    key = value.get("key", "") if isinstance(value, Mapping) else str(value)
    letter = str(key).rsplit(".", 1)[-1]
    return letter if letter in _KINDS else str(key)[:1]


def _hand_layout(private: Mapping[str, Any], locale: str) -> dict[str, int]:
    """Heights of the hand image's sections (so the height follows the content)."""
    hand = list(private.get("hand", ()))
    rows = max(1, math.ceil(len(hand) / 8))
    artifacts = list(private.get("artifacts", ()))
    art_lines = sum(1 + len(wrap_text(say(a.get("effect"), locale), HAND_WIDTH - 80, 17))
                    for a in artifacts)
    known = len(private.get("known_planets", {}) or {})
    known_rows = math.ceil(known / 12) if known else 0
    mine = len(private.get("my_cards", {}) or {})
    return {
        "header": 84,
        "resources": 128,
        "hand": 44 + rows * 166,
        "planned": (44 + 166) if mine else 0,
        "artifacts": 44 + (art_lines * 24 + len(artifacts) * 8 if artifacts else 30),
        "known": (44 + known_rows * 74) if known else 0,
    }


def hand_image(view: View, locale: str = "en", palette: str = DEFAULT_PALETTE) -> Image.Image:
    """A seat's private view as a Pillow image (see :func:`render_hand`)."""
    private = view.get("private") or {}
    styles = player_styles(view, palette)
    seat = view.get("seat")
    style = seat_style(styles, seat)
    owner = style or NEUTRAL
    layout = _hand_layout(private, locale)
    height = sum(layout.values()) + 16
    image = Image.new("RGB", (HAND_WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    # Header.
    draw.rectangle((0, 0, HAND_WIDTH, layout["header"] - 8), fill=PANEL_BG)
    x = 20
    if style is not None and isinstance(seat, int):
        draw_player_badge(draw, style, 48, 40, 26)
        x = 88
        player = (view.get("players") or [{}])[seat] if seat < len(view.get("players", ())) \
            else {}
        title = (word("adastra.draw.your_hand_of", locale,
                      who=faction_name(view, seat, locale)) if player.get("faction")
                 else word("adastra.draw.your_hand", locale))
        score = player.get("score")
        if score is not None:
            draw_text(draw, (HAND_WIDTH - 20, 14), word("adastra.draw.points", locale,
                                                        score=score), 32, TEXT, anchor="ra",
                      bold=True)
    else:
        title = word("adastra.draw.your_hand", locale)
    draw_text(draw, (x, 10), title, 30, TEXT, bold=True)
    prompt = say(private.get("prompt") or "", locale)
    text, size = fit_text(word("adastra.draw.your_move", locale, prompt=prompt) if prompt
                          else word("adastra.draw.nothing", locale),
                          HAND_WIDTH - x - 20, 19, 13)
    draw_text(draw, (x, 52), text, size, ATTENTION if prompt else MUTED, bold=bool(prompt))
    y = layout["header"]

    def section(title: str, y: int) -> int:
        draw_text(draw, (20, y + 10), title, 18, MUTED, bold=True)
        return y + 40

    # Resources.
    ry = section(word("adastra.draw.resources", locale), y)
    resources = private.get("resources") or {}
    cw = (HAND_WIDTH - 40) / 6
    for i, letter in enumerate(RESOURCE_LETTERS):
        n = int(resources.get(letter, 0))
        bx = 20 + i * cw
        colour = PLANET_COLOURS[letter]
        draw.rounded_rectangle((bx + 4, ry, bx + cw - 4, ry + 80), radius=10,
                               fill=colour if n else darken(colour, 0.55), outline=BLACK,
                               width=2)
        draw_text(draw, (bx + 16, ry + 8), letter, 26, INK_DARK, bold=True)
        name, size = fit_text(word(f"adastra.resource.{letter}", locale), int(cw - 36), 16, 11)
        draw_text(draw, (bx + 16, ry + 58), name, size, INK_DARK, anchor="lm")
        draw_text(draw, (bx + cw - 16, ry + 4), str(n), 44, INK_DARK, anchor="ra", bold=True)
    y += layout["resources"]
    # Action cards in hand.
    hy = section(word("adastra.draw.hand", locale, n=len(private.get("hand", ()))), y)
    hand = list(private.get("hand", ()))
    card_w, card_h = 108, 156
    for i, entry in enumerate(hand):
        row, col = divmod(i, 8)
        bx = 20 + col * (card_w + 12)
        by = hy + row * 166
        draw_card(draw, (bx, by, bx + card_w, by + card_h), str(entry.get("card", "")),
                  owner, name=entry.get("name"), code=True, locale=locale)
    if not hand:
        draw_text(draw, (20, hy + 10), word("adastra.draw.none", locale), 18, DIM)
    y += layout["hand"]
    # My face-down cards on the planning board.
    mine = private.get("my_cards") or {}
    if mine:
        py = section(word("adastra.draw.planned", locale), y)
        for i, (space, card) in enumerate(sorted(mine.items(), key=lambda kv: int(kv[0]))):
            bx = 20 + i * (card_w + 12)
            if bx + card_w > HAND_WIDTH:
                break
            draw_card(draw, (bx, py, bx + card_w, py + card_h), str(card), owner,
                      number=int(space), code=True, locale=locale)
        y += layout["planned"]
    # Artifacts.
    ay = section(word("adastra.draw.artifact_list", locale), y)
    artifacts = list(private.get("artifacts", ()))
    if not artifacts:
        draw_text(draw, (20, ay), word("adastra.draw.no_artifacts", locale), 18, DIM)
    for artifact in artifacts:
        draw.rounded_rectangle((20, ay - 2, 32, ay + 20), radius=3, fill=ALIEN_INK,
                               outline=BLACK)
        title = say(artifact.get("name") or artifact.get("key", ""), locale)
        draw_text(draw, (42, ay), title, 20, TEXT, bold=True)
        if artifact.get("key"):
            draw_text(draw, (52 + text_size(title, 20, True)[0], ay + 3),
                      word("adastra.draw.notation", locale, code=artifact["key"]), 16, DIM)
        ay += 26
        for line in wrap_text(say(artifact.get("effect"), locale), HAND_WIDTH - 80, 17):
            draw_text(draw, (42, ay), line, 17, MUTED)
            ay += 24
        ay += 8
    y += layout["artifacts"]
    # Face-down planets this seat has looked at.
    known = private.get("known_planets") or {}
    if known:
        ky = section(word("adastra.draw.known", locale), y)
        for i, (pid, kind_name) in enumerate(sorted(known.items())):
            row, col = divmod(i, 12)
            cx = 50 + col * 80
            cy = ky + 24 + row * 74
            letter = _kind_letter(kind_name)
            colour = PLANET_COLOURS.get(letter, FACE_DOWN)
            draw.ellipse((cx - 22, cy - 22, cx + 22, cy + 22), fill=colour, outline=BLACK,
                         width=2)
            draw_text(draw, (cx, cy + 1), letter, 26, ALIEN_INK if letter == "A" else INK_DARK,
                      anchor="mm", bold=True)
            draw_text(draw, (cx, cy + 36), str(pid), 16, TEXT, anchor="mm", bold=True)
    return image
