"""The small pieces every part of the picture uses: a seat's badge, fragments (a disc in
its colour with its letter) and empty spaces, skill chips, a Paw in one line, promotion
chips, rounded frames and a storage block with its capacity.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rendering.afternova.theme import (
    DANGER,
    DIM,
    FRAGMENT_COLOURS,
    FRAGMENT_EDGE,
    FRAGMENT_INK,
    MUTED,
    PROMOTION_COLOUR,
    SKILL_ORDER,
    SKILLS,
    TEXT,
    Draw,
)
from rendering.afternova.views import (
    promotion_name,
    seat_label,
    skill_name,
    sorted_frags,
    style_of,
)
from rendering.afternova.words import EN, Say
from rendering.common import (
    BLACK,
    RGB,
    WHITE,
    darken,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    text_size,
)


def seat_badge(draw: Draw, seat: int | str, cx: float, cy: float, r: float, *,
               palette: str) -> None:
    """A seat's badge: its colour (in ``palette``) and shape, with its number (or "Bot") on
    it."""
    draw_player_badge(draw, style_of(seat, palette), cx, cy, r, text=seat_label(seat))


def draw_fragment(draw: Draw, cx: float, cy: float, r: float, colour: str, *,
                  faded: bool = False) -> None:
    """A fragment: a disc in its colour with its letter."""
    fill = FRAGMENT_COLOURS.get(colour, DIM)
    ink = FRAGMENT_INK.get(colour, WHITE)
    edge = FRAGMENT_EDGE.get(colour, BLACK)
    if faded:
        fill, ink = darken(fill, 0.55), darken(ink, 0.35)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=edge,
                 width=max(1, round(r / 8)))
    draw_text(draw, (cx, cy - r * 0.08), colour, max(9, round(r * 1.25)), ink, anchor="mm",
              bold=True)


def draw_slot(draw: Draw, cx: float, cy: float, r: float, colour: RGB = DIM) -> None:
    """An empty fragment space."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=colour, width=2)


def draw_fragments(draw: Draw, x: float, cy: float, r: float, frags: str, *,
                   slots: int = 0, gap: float = 4, faded: str = "") -> float:
    """A row of fragments from ``x``, then empty slots up to ``slots``; returns the x after."""
    step = 2 * r + gap
    n = max(len(frags), slots)
    for i in range(n):
        cx = x + r + i * step
        if i < len(frags):
            draw_fragment(draw, cx, cy, r, frags[i], faded=frags[i] in faded)
        else:
            draw_slot(draw, cx, cy, r)
    return x + n * step


def skill_chip(draw: Draw, x: float, y: float, skill: str, h: int = 26, *,
               w: int | None = None, full: bool = False, dim: bool = False,
               say: Say = EN) -> float:
    """A skill icon: a rounded chip in the skill's colour with its code in the image's
    language (PIL, ING, SEG: the notation reads each language's codes), or, ``full``, its
    name."""
    code, fill, ink = SKILLS.get(skill, (skill.upper(), DIM, WHITE))
    size = max(10, round(h * 0.62))
    label = skill_name(skill, say) if full else say(f"draw.skill.{skill}") if skill in SKILLS \
        else code
    if w is None:
        w = text_size(label, size, True)[0] + round(h * 0.7)
    if dim:
        fill, ink = darken(fill, 0.6), darken(ink, 0.3)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=max(3, h // 4), fill=fill,
                           outline=BLACK, width=1)
    text, fitted = fit_text(label, w - 6, size, 9, True)
    draw_text(draw, (x + w / 2, y + h / 2), text, fitted, ink, anchor="mm", bold=True)
    return x + w


def skill_chips(draw: Draw, x: float, y: float, counts: Mapping[str, int], h: int = 24,
                gap: int = 3, max_x: float | None = None, say: Say = EN) -> float:
    """One chip per skill icon (``{"pil": 2}`` draws two PIL chips); returns the x after.
    When the row would pass ``max_x``, a skill's chips fold into one ``2x PIL`` chip."""
    units = [k for k in SKILL_ORDER for _ in range(int(counts.get(k, 0)))]
    w = round(h * 1.75)
    if max_x is not None and x + len(units) * (w + gap) > max_x:
        for k in SKILL_ORDER:
            n = int(counts.get(k, 0))
            if n:
                draw_text(draw, (x, y + h / 2), f"{n}x", round(h * 0.7), TEXT, anchor="lm",
                          bold=True)
                x += text_size(f"{n}x", round(h * 0.7), True)[0] + 2
                x = skill_chip(draw, x, y, k, h, w=w, say=say) + gap + 2
        return x
    for k in units:
        x = skill_chip(draw, x, y, k, h, w=w, say=say) + gap
    return x


def paw_chip(draw: Draw, x: float, y: float, paw: Mapping[str, Any], h: int = 22,
             ink: RGB = TEXT, say: Say = EN) -> float:
    """A Hired Paw in one line: its id and its two skill chips; returns the x after."""
    size = round(h * 0.78)
    draw_text(draw, (x, y + h / 2), str(paw.get("id", "?")), size, ink, anchor="lm", bold=True)
    x += text_size(str(paw.get("id", "?")), size, True)[0] + 4
    for skill in paw.get("skills") or ():
        x = skill_chip(draw, x, y, str(skill), h, w=round(h * 1.75), say=say) + 2
    return x


def promotion_label(kind: str, active: bool, say: Say = EN) -> str:
    """What a promotion chip says: its name, and when it counts from the next turn."""
    label = promotion_name(kind, say)
    return label if active else say("draw.promo_next", promotion=label)


def promotion_chip(draw: Draw, x: float, y: float, kind: str, *, active: bool = True,
                   size: int = 14, say: Say = EN) -> float:
    """A promotion as a labelled chip; one not usable yet (completed this turn) is dim and
    says so."""
    label = promotion_label(kind, active, say)
    fill = PROMOTION_COLOUR.get(kind, DIM)
    box = draw_badge(draw, (x, y), label, size, fill if active else darken(fill, 0.5),
                     TEXT if active else MUTED, pad=3, radius=5,
                     outline=None if active else MUTED)
    return box[2]


def rounded(draw: Draw, box: Sequence[float], fill: RGB | None, outline: RGB | None = None,
             width: int = 1, radius: int = 8) -> None:
    """A rounded frame; without an outline the width is ignored, as Pillow wants."""
    draw.rounded_rectangle(tuple(box), radius=radius, fill=fill, outline=outline,
                           width=width if outline is not None else 0)


def storage_block(draw: Draw, x: float, y: float, storage: str, capacity: int,
                   max_w: float, r: float = 15) -> None:
    """Stored fragments, then empty spaces up to the capacity; fragments past the capacity
    (to discard) sit after a red bar."""
    n = max(len(storage), capacity)
    r = min(r, (max_w / max(1, n) - 4) / 2)
    step = 2 * r + 4
    frags = sorted_frags(storage)
    for i in range(n):
        cx = x + r + i * step
        if i == capacity and len(frags) > capacity:
            draw.line((cx - r - 2, y - r - 2, cx - r - 2, y + r + 2), fill=DANGER, width=3)
        if i < len(frags):
            draw_fragment(draw, cx, y, r, frags[i])
        else:
            draw_slot(draw, cx, y, r)
