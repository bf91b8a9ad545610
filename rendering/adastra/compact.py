"""Ad Astra's compact board, the one posted after a move: the public view drawn 800 px wide
for a phone (:mod:`rendering.compact`).

Top to bottom: the header (round, phase, the card being resolved, who acts and what they
are asked), one row per player (faction and name, score, first player; cards, actions,
artifacts, deep-space starships and the pawns left in supply, or the resources each holds
while a Trade is open), the planning board's twelve spaces with their owners, and the nine
systems, each planet with its kind (or "?"), its number, its owner's ring, building and
starships. The full board (bank, legend, the cards' faces) is ``/board full:True`` away.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from PIL import Image, ImageDraw

from rendering.adastra.compact_hand import compact_hand_size, render_compact_hand
from rendering.adastra.icons import draw_pawn, draw_star, resource_chip
from rendering.adastra.layout import SYSTEM_CELLS
from rendering.adastra.players import ranks_of
from rendering.adastra.png import png_palette
from rendering.adastra.theme import (
    ALIEN_INK,
    ATTENTION,
    BG,
    CELL_BG,
    DANGER,
    DIM,
    FACE_DOWN,
    FACE_DOWN_INK,
    MUTED,
    PANEL_BG,
    PAWN_TYPES,
    PLANET_COLOURS,
    RESOURCE_LETTERS,
    ROW_ACTIVE,
    ROW_BG,
    STAR_COLOURS,
    TEXT,
    star_key,
)
from rendering.adastra.views import View, faction_name, player_styles, say, seat_name, word
from rendering.common import (
    BLACK,
    DEFAULT_PALETTE,
    INK_DARK,
    WHITE,
    PlayerStyle,
    darken,
    draw_player_badge,
    hex_rgb,
    layer_cache,
    lighten,
    seat_style,
    text_size,
)
from rendering.compact import (
    BODY,
    FOOTER_H,
    HEADER_H,
    MIN_TEXT,
    PAD,
    SMALL,
    WIDTH,
    Colours,
    CompactBoard,
    count,
    footer,
    header,
    player_row,
    section,
    write,
    write_fitted,
)
from rendering.regions import Region, key_of

COLOURS = Colours(background=BG, panel=PANEL_BG, row=ROW_BG, row_active=ROW_ACTIVE, text=TEXT,
                  muted=MUTED, dim=DIM, attention=ATTENTION, danger=DANGER,
                  badge=hex_rgb("#36425e"))
__all__ = ["COLOURS", "background_key", "compact_background", "compact_hand_size",
           "compact_image", "compact_regions", "compact_size", "render_compact",
           "render_compact_hand"]

ROW_H = 82
ROW_GAP = 6
PLAN_H = 112  # the planning board: its title and one line of twelve spaces
CELL_GAP = 8
CELL_W = (WIDTH - 2 * PAD - 2 * CELL_GAP) // 3
CELL_TITLE_H = 34
SLOT_H = 70
CELL_H = CELL_TITLE_H + 2 * SLOT_H + 8
PLANET_R = 21


def rows_top() -> int:
    return HEADER_H + 4


def plan_top(n: int) -> int:
    return rows_top() + n * (ROW_H + ROW_GAP) + 6


def map_top(n: int) -> int:
    return plan_top(n) + PLAN_H + 8


def height(n: int) -> int:
    """The compact board's height for ``n`` players."""
    return map_top(n) + 3 * CELL_H + 2 * CELL_GAP + 8 + FOOTER_H


def compact_size(view: View) -> tuple[int, int]:
    """The compact board's size for a view: 800 px wide, its height by the player count."""
    return WIDTH, height(_players(view))


def cell_box(code: str, n: int) -> tuple[int, int, int, int]:
    col, row = SYSTEM_CELLS[code]
    x = PAD + col * (CELL_W + CELL_GAP)
    y = map_top(n) + row * (CELL_H + CELL_GAP)
    return x, y, x + CELL_W, y + CELL_H


def _players(view: View) -> int:
    return len(view.get("players", ()))


def background_key(view: View, locale: str) -> tuple[int, str]:
    """The arguments of :func:`compact_background` for a view in ``locale``."""
    return _players(view), locale or "en"


# --- The static layer --------------------------------------------------------------------------


@layer_cache(maxsize=12)
def compact_background(n: int, locale: str) -> Image.Image:
    """The frames, the planning board's title, the systems' title bars and names, the
    footer: what no move changes, per player count and language."""
    image = Image.new("RGB", (WIDTH, height(n)), BG)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 4), fill=darken(BG, 0.25))
    top = plan_top(n)
    draw.rounded_rectangle((PAD - 6, top, WIDTH - PAD + 6, top + PLAN_H), radius=10,
                           fill=PANEL_BG)
    section(draw, COLOURS, PAD + 4, top + 8, word("adastra.draw.planning_board", locale),
            WIDTH - 2 * PAD - 8)
    for code in SYSTEM_CELLS:
        x0, y0, x1, y1 = cell_box(code, n)
        title, _ = STAR_COLOURS[star_key(code)]
        draw.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=CELL_BG)
        draw.rounded_rectangle((x0, y0, x1, y0 + CELL_TITLE_H), radius=10, fill=title)
        draw.rectangle((x0, y0 + CELL_TITLE_H - 10, x1, y0 + CELL_TITLE_H), fill=title)
        draw_star(draw, code, x0 + 20, y0 + CELL_TITLE_H / 2, 11)
        write_fitted(draw, (x0 + 38, y0 + CELL_TITLE_H / 2), word(f"adastra.star.{code}",
                                                                    locale),
                     x1 - x0 - 46, SMALL, TEXT, anchor="lm", bold=True)
    footer(draw, COLOURS, height(n) - FOOTER_H, word("render.compact.full", locale))
    return image


# --- The parts ---------------------------------------------------------------------------------


def _header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
            locale: str, names: Sequence[str] | None) -> None:
    phase = str(view.get("phase", ""))
    phase_label = (word(f"adastra.phase.{phase}", locale)
                   if phase in ("planning", "action", "discard", "over") else "")
    outcome = view.get("outcome")
    notes = []
    current = view.get("current")
    if current and not outcome:
        notes.append(word("adastra.draw.space", locale, space=current.get("space", "?"),
                          card=say(current.get("card_name"), locale)))
    if view.get("ending") and not outcome:
        notes.append(word("adastra.draw.last_round", locale, ending=say(view["ending"],
                                                                          locale)))
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int) and 0 <= s < len(styles)]
    prompts = view.get("prompts") or {}
    if outcome:
        line = (say(outcome.get("reason_message") or outcome.get("reason"), locale)
                or word("adastra.draw.game_over", locale))
        colour = ATTENTION
        acting = []
    elif not acting:
        line, colour = word("adastra.draw.nobody", locale), MUTED
    else:
        asked = [(s, say(prompts.get(str(s), ""), locale)) for s in acting]
        if len({text for _, text in asked}) == 1:
            who = " & ".join(seat_name(view, s, locale, names) for s in acting[:2])
            line = f"{who}: {asked[0][1]}" if len(acting) <= 2 else asked[0][1]
        else:
            line = "; ".join(f"{seat_name(view, s, locale, names)}: {text}" for s, text in asked)
        colour = TEXT
    header(draw, COLOURS, game="AD ASTRA",
           title=word("adastra.draw.round", locale, round=view.get("round", "?")),
           phase=phase_label, note="   ·   ".join(notes), acting=[styles[s] for s in acting],
           line=line, line_colour=colour)


def _row(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle], i: int,
         locale: str, names: Sequence[str] | None) -> None:
    players = view.get("players", ())
    p = players[i]
    seat = int(p.get("seat", i))
    style = styles[seat] if seat < len(styles) else styles[i]
    top = rows_top() + i * (ROW_H + ROW_GAP)
    box = (PAD - 6, top, WIDTH - PAD + 6, top + ROW_H)
    name = faction_name(view, seat, locale)
    shown = seat_name(view, seat, locale, names)
    if shown != name:
        name = f"{name} · {shown}"
    tags = []
    ranks = ranks_of(view)
    if seat in ranks:
        tags.append((f"#{ranks[seat]}" if ranks[seat] > 1 else word("adastra.draw.winner",
                                                                      locale),
                     ATTENTION if ranks[seat] == 1 else hex_rgb("#55607a"),
                     INK_DARK if ranks[seat] == 1 else TEXT))
    if p.get("first"):
        tags.append((word("adastra.draw.first", locale), ATTENTION, INK_DARK))
    x = player_row(draw, COLOURS, box, style, name, str(int(p.get("score", 0))),
                   active=bool(p.get("to_act")), tags=tags)
    y = top + 62
    right = box[2] - 12
    if view.get("trade_open") and isinstance(p.get("resources"), Mapping):
        label = word("adastra.draw.holds", locale)
        write(draw, (x, y), label, MIN_TEXT, ATTENTION, anchor="lm", bold=True)
        x += text_size(label, MIN_TEXT, True)[0] + 10
        for letter in RESOURCE_LETTERS:
            x = resource_chip(draw, x, y - 12, letter, 24, None) + 2
            x = count(draw, COLOURS, x, y, int(p["resources"].get(letter, 0)))
        return
    counts = (("res", p.get("resource_cards", 0), "adastra.draw.cards"),
              ("act", p.get("action_cards", 0), "adastra.draw.actions"),
              ("art", p.get("artifacts", 0), "adastra.draw.artifacts"))
    labels = [word(key, locale) for _, _, key in counts]
    pawns_w = 5 * 64
    spare = right - x - pawns_w - sum(16 + 26 + 18 + 6 for _ in counts)
    show_labels = sum(text_size(t, MIN_TEXT)[0] for t in labels) <= spare
    for (icon, n, _), label in zip(counts, labels, strict=True):
        x = count(draw, COLOURS, x, y, int(n or 0), icon=partial(_card_icon, draw, icon),
                  label=label if show_labels else "")
    x = max(x, right - pawns_w)
    supply = p.get("supply") or {}
    x = count(draw, COLOURS, x, y, int(p.get("deep_ships", 0)),
              icon=partial(_pawn_icon, draw, "starship", style, True))
    for kind in PAWN_TYPES:
        x = count(draw, COLOURS, x, y, int(supply.get(kind, 0)),
                  icon=partial(_pawn_icon, draw, kind, style, False), size=SMALL + 2)


CARD_COLOURS = {"res": hex_rgb("#7fb3d5"), "act": hex_rgb("#c9a0dc"), "art": hex_rgb("#7dff5a")}


def _card_icon(draw: ImageDraw.ImageDraw, kind: str, x: float, y: float) -> float:
    draw.rounded_rectangle((x, y - 12, x + 16, y + 12), radius=3, fill=CARD_COLOURS[kind],
                           outline=BLACK)
    return x + 20


def _pawn_icon(draw: ImageDraw.ImageDraw, kind: str, style: PlayerStyle, deep: bool,
               x: float, y: float) -> float:
    """A pawn in the seat's colour; deep-space starships on a dark disc (they are not on the
    map)."""
    if deep:
        draw.ellipse((x - 2, y - 16, x + 30, y + 16), fill=darken(BG, 0.4), outline=DIM)
    draw_pawn(draw, kind, x + 14, y, 26, style.colour)
    return x + 28


def _planning(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
              n: int) -> None:
    board = list((view.get("planning") or {}).get("board", ()))
    top = plan_top(n) + 44
    if not board:
        return
    slot = (WIDTH - 2 * PAD) / len(board)
    current = next((i for i, b in enumerate(board) if b.get("current")), None)
    for i, b in enumerate(board):
        x0 = PAD + i * slot + 3
        x1 = x0 + slot - 6
        style = seat_style(styles, b.get("owner"))
        done = current is not None and i < current and b.get("card") is not None
        fill = (darken(style.colour, 0.55) if done else darken(style.colour, 0.2)) \
            if style is not None else CELL_BG
        is_current = bool(b.get("current"))
        draw.rounded_rectangle((x0, top, x1, top + 58), radius=7, fill=fill,
                               outline=ATTENTION if is_current else None,
                               width=4 if is_current else 0)
        write(draw, (x0 + 6, top + 3), str(b.get("space", i + 1)), MIN_TEXT,
              TEXT if style is not None or is_current else DIM, bold=True)
        if style is not None:
            draw_player_badge(draw, style, (x0 + x1) / 2 + 6, top + 36, 14)


def _planet(draw: ImageDraw.ImageDraw, planet: Mapping[str, Any], number: str, cx: float,
            cy: float, styles: Sequence[PlayerStyle]) -> None:
    r = PLANET_R
    kind = planet.get("kind")
    style = seat_style(styles, planet.get("owner"))
    if style is not None:
        draw.ellipse((cx - r - 5, cy - r - 5, cx + r + 5, cy + r + 5), fill=style.colour,
                     outline=WHITE, width=1)
    if planet.get("face_up") and isinstance(kind, str):
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=PLANET_COLOURS.get(kind, FACE_DOWN),
                     outline=BLACK, width=2)
        write(draw, (cx, cy + 1), kind, BODY, ALIEN_INK if kind == "A" else INK_DARK,
              anchor="mm", bold=True)
    else:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=FACE_DOWN,
                     outline=lighten(FACE_DOWN, 0.3), width=2)
        write(draw, (cx, cy + 1), "?", BODY, FACE_DOWN_INK, anchor="mm", bold=True)
    write(draw, (cx + r + 4, cy - r - 4), number, MIN_TEXT, TEXT, anchor="mt", bold=True)
    if style is None:
        return
    # The owner's pieces on a tray under the planet: its building, terraformer, starships.
    pieces = [str(planet["building"])] if planet.get("building") in ("colony",
                                                                      "factory") else []
    if planet.get("terraformed"):
        pieces.append("terraformer")
    ships = int(planet.get("ships") or 0)
    if ships:
        pieces.append("starship")
    if not pieces:
        return
    size = 24
    width = len(pieces) * (size + 2) + (14 if ships > 1 else 0)
    x = cx - width / 2
    y = cy + r + 10
    draw.rounded_rectangle((x - 3, y - size / 2 - 2, x + width + 3, y + size / 2 + 2),
                           radius=6, fill=darken(CELL_BG, 0.45), outline=style.colour, width=2)
    for piece in pieces:
        draw_pawn(draw, piece, x + size / 2 + 1, y, size, style.colour)
        x += size + 2
    if ships > 1:
        write(draw, (x, y + 1), str(ships), MIN_TEXT, TEXT, anchor="lm", bold=True)


def _systems(draw: ImageDraw.ImageDraw, systems: Sequence[Mapping[str, Any]],
             landing: Mapping[str, Any] | None, styles: Sequence[PlayerStyle], n: int) -> None:
    for system in systems:
        code = str(system.get("code"))
        if code not in SYSTEM_CELLS:
            continue
        x0, y0, x1, y1 = cell_box(code, n)
        planets = list(system.get("planets", ()))
        per_row = 4
        for j, planet in enumerate(planets[:8]):
            row, col = divmod(j, per_row)
            in_row = min(per_row, len(planets) - row * per_row)
            slot = (x1 - x0 - 8) / per_row
            left = x0 + 4 + (x1 - x0 - 8 - in_row * slot) / 2
            cx = left + (col + 0.5) * slot - 6
            cy = y0 + CELL_TITLE_H + 30 + row * SLOT_H
            pid = str(planet.get("id", ""))
            number = pid[len(code):] if pid.startswith(code) else pid
            _planet(draw, planet, number, cx, cy, styles)
        if landing and landing.get("system") == code:
            seat = landing.get("seat")
            colour = styles[seat].colour if isinstance(seat, int) and 0 <= seat < len(
                styles) else ATTENTION
            top = y0 + CELL_TITLE_H
            draw.rounded_rectangle((x0, top, x1, y1 - 1), radius=10, outline=ATTENTION, width=4)
            draw.rounded_rectangle((x0 + 4, top + 4, x1 - 4, y1 - 4), radius=8,
                                   outline=colour, width=2)


# --- The picture -------------------------------------------------------------------------------


def compact_regions(view: View, names: Sequence[str] | None = None, locale: str = "en",
                    palette: str = DEFAULT_PALETTE) -> list[Region]:
    """The compact board's regions, each keyed by what it reads, the language and the names
    it draws (the palette is :func:`compose`'s context)."""
    styles = player_styles(view, palette)
    n = _players(view)
    factions = [p.get("faction") for p in view.get("players", ())]
    who = list(names or ())
    current = view.get("current")
    outcome = view.get("outcome")
    regions = [
        Region((0, 0, WIDTH, HEADER_H),
               key_of("c-header", locale, who, factions, view.get("phase"), view.get("round"),
                      outcome, view.get("ending"), current, view.get("to_act"),
                      view.get("prompts")),
               lambda draw: _header(draw, view, styles, locale, names),
               frozenset({"players", "phase", "round", "outcome", "ending", "current",
                          "to_act", "prompts"})),
        Region((0, plan_top(n) + 40, WIDTH, plan_top(n) + PLAN_H),
               key_of("c-planning", factions, (view.get("planning") or {}).get("board")),
               lambda draw: _planning(draw, view, styles, n),
               frozenset({"players", "planning"})),
    ]
    ranking = (outcome or {}).get("ranking")
    for i, player in enumerate(view.get("players", ())):
        top = rows_top() + i * (ROW_H + ROW_GAP)
        regions.append(Region(
            (0, top, WIDTH, top + ROW_H + ROW_GAP),
            key_of("c-player", locale, i, n, factions, player, who, ranking,
                   bool(view.get("trade_open"))),
            partial(_row, view=view, styles=styles, i=i, locale=locale, names=names),
            frozenset({"players", "outcome", "trade_open"})))
    landing = (current or {}).get("landing")
    for row in range(3):
        codes = [c for c, (_, r) in SYSTEM_CELLS.items() if r == row]
        systems = [s for s in view.get("systems", ()) if s.get("code") in codes]
        here = landing if landing and landing.get("system") in codes else None
        y0 = map_top(n) + row * (CELL_H + CELL_GAP)
        regions.append(Region(
            (0, y0 + CELL_TITLE_H, WIDTH, y0 + CELL_H),
            key_of("c-systems", factions, systems, here),
            partial(_systems, systems=systems, landing=here, styles=styles, n=n),
            frozenset({"players", "systems", "current"})))
    return regions


COMPACT = CompactBoard("adastra", background_key, compact_background, compact_regions,
                       png_palette)
#: The compact board drawn whole (what :func:`render_compact` assembles by regions).
compact_image = COMPACT.image
#: PNG of the compact board (800 px wide) from the public view ``GAME.view(state, None)``.
render_compact = COMPACT.png
