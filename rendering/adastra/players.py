"""The player panels: one row per seat with its token, faction (and display name), score bar
to 50, public card counts, deep-space starships and pawn supply; during a Trade, the
resources each player holds; the scoring cards used this cycle.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import ImageDraw

from rendering.adastra.icons import draw_pawn, resource_chip
from rendering.adastra.layout import BOARD_SIZE, CURRENT_BOX_H, MAP_BOTTOM, MAP_Y, PANEL_X
from rendering.adastra.theme import (
    ATTENTION,
    BG,
    DIM,
    MUTED,
    PAWN_TYPES,
    RESOURCE_LETTERS,
    ROW_ACTIVE,
    ROW_BG,
    TEXT,
    WINNING_SCORE,
)
from rendering.adastra.views import View, faction_name, word
from rendering.common import (
    BLACK,
    INK_DARK,
    RGB,
    PlayerStyle,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    hex_rgb,
    isolate_name,
    text_size,
)

PANEL_TOP = MAP_Y + 6
PANEL_BOTTOM = MAP_BOTTOM - CURRENT_BOX_H - 6


def row_height(view: View) -> int:
    """The height of each player's row: the panel shared by the seats, 150 px at most."""
    return min(150, (PANEL_BOTTOM - PANEL_TOP) // max(1, len(view.get("players", ()))))


def ranks_of(view: View) -> dict[int, int]:
    """Each ranked seat's place once the game is over (ties share a place)."""
    outcome = view.get("outcome") or {}
    ranks: dict[int, int] = {}
    place = 1
    for group in outcome.get("ranking", ()) or ():
        for seat in group:
            ranks[int(seat)] = place
        place += len(group)
    return ranks


def draw_players(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                  names: Sequence[str] | None, locale: str = "en") -> None:
    for i in range(len(view.get("players", ()))):
        draw_player(draw, view, styles, names, i, locale)


def draw_player(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                names: Sequence[str] | None, i: int, locale: str = "en") -> None:
    """The i-th player's row, inside ``(PANEL_X, top, board's right, top + row height)``
    where ``top`` is ``PANEL_TOP + i * row_height(view)``."""
    x0, x1 = PANEL_X + 6, BOARD_SIZE[0] - 14
    ranks = ranks_of(view)
    trade = bool(view.get("trade_open"))
    p = view["players"][i]
    seat = int(p.get("seat", i))
    style = styles[seat] if seat < len(styles) else styles[i]
    y0 = PANEL_TOP + i * row_height(view)
    y1 = y0 + row_height(view) - 6
    active = bool(p.get("to_act"))
    draw.rounded_rectangle((x0, y0, x1, y1), radius=8,
                           fill=ROW_ACTIVE if active else ROW_BG,
                           outline=ATTENTION if active else None, width=3 if active else 0)
    draw.rectangle((x0 + 3, y0 + 8, x0 + 8, y1 - 8), fill=style.colour)
    draw_player_badge(draw, style, x0 + 32, y0 + 22, 16)
    name = faction_name(view, seat, locale)
    shown = isolate_name(str(names[seat])) if names is not None and seat < len(names) else ""
    if shown:
        name = f"{name} · {shown}"
    tx = x0 + 62
    score = int(p.get("score", 0))
    score_text = str(score)
    sw = text_size(score_text, 36, True)[0]
    tags: list[tuple[str, RGB, RGB]] = []
    if p.get("first"):
        tags.append((word("adastra.draw.first", locale), ATTENTION, INK_DARK))
    if seat in ranks:
        tags.append((f"#{ranks[seat]}" if ranks[seat] > 1 else word("adastra.draw.winner", locale),
                     ATTENTION if ranks[seat] == 1 else hex_rgb("#55607a"),
                     INK_DARK if ranks[seat] == 1 else TEXT))
    tag_w = sum(text_size(t, 14, True)[0] + 18 for t, _, _ in tags)
    text, size = fit_text(name, x1 - tx - sw - 20 - tag_w, 22, 14, bold=True)
    draw_text(draw, (tx, y0 + 15), text, size, TEXT, anchor="lm", bold=True)
    tx2 = tx + text_size(text, size, True)[0] + 8
    for label, fill, ink in tags:
        box = draw_badge(draw, (tx2, y0 + 15), label, 14, fill, ink, anchor="lm", pad=3)
        tx2 = box[2] + 6
    draw_text(draw, (x1 - 10, y0 + 3), score_text, 36, TEXT, anchor="ra", bold=True)
    # Score bar to 50.
    bx0, bx1, by = tx, x1 - sw - 22, y0 + 30
    draw.rounded_rectangle((bx0, by, bx1, by + 8), radius=4, fill=hex_rgb("#141a27"))
    filled = bx0 + (bx1 - bx0) * min(score, WINNING_SCORE) / WINNING_SCORE
    if score > 0:
        draw.rounded_rectangle((bx0, by, max(bx0 + 8, filled), by + 8), radius=4,
                               fill=style.colour)
    for tick in range(10, WINNING_SCORE, 10):
        tx_ = bx0 + (bx1 - bx0) * tick / WINNING_SCORE
        draw.line((tx_, by, tx_, by + 8), fill=BG, width=1)
    # Public counts: cards; deep space and supply; then the resources everybody shows
    # while a Trade card is resolved, and the scoring cards used this cycle.
    lines: list[str] = ["counts", "pawns"]
    if trade and isinstance(p.get("resources"), Mapping):
        lines.append("resources")
    if p.get("scoring_set_aside"):
        lines.append("used")
    line_h = 21
    first_line = y0 + 50
    room = (y1 - 10 - first_line) // line_h + 1
    del lines[room:]  # a crowded 5-player panel during a trade: resources win
    for j, line in enumerate(lines):
        y = first_line + j * line_h
        x: float = x0 + 16
        if line == "counts":
            x = _count(draw, x, y, "res", int(p.get("resource_cards", 0)),
                       word("adastra.draw.cards", locale))
            x = _count(draw, x, y, "act", int(p.get("action_cards", 0)),
                       word("adastra.draw.actions", locale))
            _count(draw, x, y, "art", int(p.get("artifacts", 0)),
                   word("adastra.draw.artifacts", locale))
        elif line == "pawns":
            deep = int(p.get("deep_ships", 0))
            draw_pawn(draw, "starship", x + 8, y, 19, style.colour)
            supply_label = word("adastra.draw.supply", locale)
            # The four supply pawns take 168 px at the row's end; the labels share the rest.
            room = int(x1 - 8 - x - 21 - 16 - 8 - 4 * 42)
            supply_label, supply_size = fit_text(supply_label, room // 3, 15, 11)
            label, size = fit_text(word("adastra.draw.deep", locale, n=deep),
                                   room - text_size(supply_label, supply_size)[0], 16, 11,
                                   bold=True)
            draw_text(draw, (x + 21, y + 1), label, size, TEXT if deep else DIM,
                      anchor="lm", bold=True)
            x += 21 + text_size(label, size, True)[0] + 16
            draw_text(draw, (x, y + 1), supply_label, supply_size, MUTED, anchor="lm")
            x += text_size(supply_label, supply_size)[0] + 8
            supply = p.get("supply") or {}
            for kind in PAWN_TYPES:
                draw_pawn(draw, kind, x + 9, y, 19, style.colour)
                left = int(supply.get(kind, 0))
                draw_text(draw, (x + 21, y + 1), str(left), 17, TEXT if left else DIM,
                          anchor="lm", bold=True)
                x += 42
        elif line == "used":
            used = word("adastra.draw.used", locale)
            draw_text(draw, (x, y + 1), used, 15, MUTED, anchor="lm")
            x += text_size(used, 15)[0] + 6
            for label in p.get("scoring_set_aside", ()):
                short = (word(f"adastra.draw.short.{label}", locale)
                         if label in ("score-CS", "score-TS", "score-ID") else str(label))
                box = draw_badge(draw, (x, y), short, 13, hex_rgb("#4a3f6b"), TEXT,
                                 anchor="lm", pad=2, radius=3)
                x = box[2] + 4
        else:
            holds = word("adastra.draw.holds", locale)
            draw_text(draw, (x, y + 1), holds, 15, ATTENTION, anchor="lm", bold=True)
            x += text_size(holds, 15, True)[0] + 8
            for letter in RESOURCE_LETTERS:
                x = resource_chip(draw, x, y - 9, letter, 18,
                                   int(p["resources"].get(letter, 0)), 17)


def _count(draw: ImageDraw.ImageDraw, x: float, y: float, icon: str, n: int,
           label: str) -> float:
    """A small card icon, a count and its label; returns the x after it."""
    colours = {"res": hex_rgb("#7fb3d5"), "act": hex_rgb("#c9a0dc"), "art": hex_rgb("#7dff5a")}
    c = colours.get(icon, MUTED)
    draw.rounded_rectangle((x, y - 9, x + 13, y + 9), radius=2, fill=c, outline=BLACK)
    draw_text(draw, (x + 18, y + 1), str(n), 18, TEXT if n else DIM, anchor="lm", bold=True)
    x += 18 + text_size(str(n), 18, True)[0] + 4
    draw_text(draw, (x, y + 1), label, 15, MUTED, anchor="lm")
    return x + text_size(label, 15)[0] + 12
