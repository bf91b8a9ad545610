"""Magnastorm's compact board, the one posted after a move: the public view drawn 800 px wide
for a phone (:mod:`rendering.compact`).

Top to bottom: the header (round, phase, the reputation goal, who acts and what they are
asked, or the winner); one row per player in turn order: name, reputation, the first
player token, CreditCubes by colour, the pieces left and the runner's space, the four
research levels and the commanders held; the action board: each column's commander (or the
first player token) with its owner and its price in crew colours, and the lower panel's
rows with what moving costs and taking cubes gives, their bonuses and the crew placed;
and the planet simplified to its six sectors: storm or quiet, and each player's labs
there. The full board (the map's spaces, the research board) is ``/board full:True`` away.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from PIL import Image, ImageDraw

from rendering.common import (
    BLACK,
    DEFAULT_PALETTE,
    INK_DARK,
    PlayerStyle,
    darken,
    draw_badge,
    draw_player_badge,
    hex_rgb,
    layer_cache,
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
from rendering.magnastorm.compact_hand import compact_hand_size, render_compact_hand
from rendering.magnastorm.header import header_seats
from rendering.magnastorm.icons import bonus_icon, draw_cube, draw_cubes
from rendering.magnastorm.players import commander_names, turn_order
from rendering.magnastorm.png import png_palette
from rendering.magnastorm.theme import (
    ATTENTION,
    BG,
    CELL_BG,
    CELL_LINE,
    CUBE_COLOURS,
    DANGER,
    DIM,
    GAIN_BG,
    MOVE_BG,
    MUTED,
    PANEL_BG,
    PHASES,
    QUIET_EDGE,
    QUIET_FILL,
    RESEARCH_COLOURS,
    RESEARCH_INK,
    STORM_EDGE,
    STORM_FILL,
    TEXT,
)
from rendering.magnastorm.views import View, all_styles, seat_of_colour, style_of
from rendering.magnastorm.words import Say, seat_label
from rendering.regions import Region, region

COLOURS = Colours(background=BG, panel=PANEL_BG, row=CELL_BG, row_active=hex_rgb("#33405f"),
                  text=TEXT, muted=MUTED, dim=DIM, attention=ATTENTION, danger=DANGER,
                  badge=hex_rgb("#36425e"))
__all__ = ["background_key", "compact_background", "compact_hand_size", "compact_image",
           "compact_regions", "compact_size", "render_compact", "render_compact_hand"]

ROW_H = 118
ROW_GAP = 6
COLUMN_H = 104  # a column's head: its commander, owner and price
LOWER_ROW_H = 40
ROWLAB_W = 184  # the lower panel's left display: what moving costs, what taking cubes gives
SECTOR_H = 78
AREAS = ("green", "red", "blue", "cyan")


def rows_top() -> int:
    return HEADER_H + 4


def board_top(n: int) -> int:
    return rows_top() + n * (ROW_H + ROW_GAP) + 6


def lower_top(n: int) -> int:
    return board_top(n) + 40 + COLUMN_H + 8


def sectors_top(n: int) -> int:
    return lower_top(n) + 5 * LOWER_ROW_H + 16


def height(n: int) -> int:
    return sectors_top(n) + 2 * SECTOR_H + 8 + 8 + FOOTER_H


def compact_size(view: View) -> tuple[int, int]:
    """The compact board's size for a view: 800 px wide, its height by the player count."""
    return WIDTH, height(_players(view))


def _players(view: View) -> int:
    return len(view.get("players") or ())


def _columns(view: View) -> str:
    return str((view.get("action_board") or {}).get("columns") or "abcde")


def column_box(view: View, i: int) -> tuple[float, float]:
    """The left edge and width of the action board's i-th column."""
    cols = _columns(view)
    left = PAD + ROWLAB_W
    width = (WIDTH - PAD - left) / max(1, len(cols))
    return left + i * width, width


def background_key(view: View, locale: str) -> tuple[int, str]:
    """The arguments of :func:`compact_background` for a view in ``locale``."""
    return _players(view), locale or "en"


# --- The static layer --------------------------------------------------------------------------


@layer_cache(maxsize=12)
def compact_background(n: int, locale: str) -> Image.Image:
    """Frames, the action board's title and the lower panel's headings, the footer."""
    say = Say.of(locale)
    image = Image.new("RGB", (WIDTH, height(n)), BG)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 4), fill=darken(BG, 0.25))
    top = board_top(n)
    draw.rounded_rectangle((PAD - 6, top, WIDTH - PAD + 6, sectors_top(n) - 8), radius=10,
                           fill=PANEL_BG)
    section(draw, COLOURS, PAD + 4, top + 8, say("r.action_board"), WIDTH - 2 * PAD - 8)
    y = lower_top(n) - 2
    write_fitted(draw, (PAD + 68, y), say("r.move"), 76, MIN_TEXT, hex_rgb("#ff8f8f"),
                 anchor="mb", bold=True)
    write_fitted(draw, (PAD + 144, y), say("r.cubes"), 76, MIN_TEXT, hex_rgb("#7fe0a0"),
                 anchor="mb", bold=True)
    footer(draw, COLOURS, height(n) - FOOTER_H, say.text({"key": "render.compact.full"}))
    return image


# --- The parts ---------------------------------------------------------------------------------


def _header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
            say: Say) -> None:
    phase = str(view.get("phase", ""))
    title = say("r.round", round=view.get("round", "?"), last=view.get("last_round", 4))
    label = say(f"r.phase.{phase}") if phase in PHASES else ""
    note = say("r.goal", goal=view.get("goal", "?"))
    outcome = view.get("outcome")
    if outcome:
        ranking = header_seats(view)
        line = ""
        if ranking:
            winner = seat_label(say, view, ranking[0])
            reason = say.text(outcome.get("reason", ""))
            line = (say("r.wins_reason", who=winner, why=reason) if reason
                    else say("r.wins", who=winner))
        header(draw, COLOURS, game="MAGNASTORM", title=title, phase=label, note=note,
               acting=[styles[s] for s in ranking[:1] if s < len(styles)], line=line,
               line_colour=ATTENTION)
        return
    if view.get("end_triggered"):
        note = say("r.end_triggered")
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int) and 0 <= s < len(styles)]
    if not acting:
        header(draw, COLOURS, game="MAGNASTORM", title=title, phase=label, note=note,
               line=say("r.nobody"), line_colour=MUTED)
        return
    seat = acting[0]
    prompts = view.get("prompts") or {}
    prompt = say.text(prompts.get(str(seat)) or view.get("prompt") or "")
    header(draw, COLOURS, game="MAGNASTORM", title=title, phase=label, note=note,
           acting=[styles[seat]], line=say("r.acting", who=seat_label(say, view, seat),
                                            what=prompt))


def _row(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle], i: int,
         say: Say) -> None:
    players = list(view.get("players") or ())
    seat = turn_order(view)[i]
    if seat >= len(players):
        return
    p = players[seat]
    style = styles[seat]
    top = rows_top() + i * (ROW_H + ROW_GAP)
    box = (PAD - 6, top, WIDTH - PAD + 6, top + ROW_H)
    acting = seat in {s for s in view.get("to_act", ()) if isinstance(s, int)}
    holder = int((view.get("action_board") or {}).get("first_token", {}).get("holder", -1))
    name = say.name(seat)
    colour = say.colour(style.colour_name)
    tags = [(say("r.first_token_tag"), ATTENTION, INK_DARK)] if seat == holder else []
    x0 = player_row(draw, COLOURS, box, style, f"{name} · {colour}" if name else colour,
                    f"{int(p.get('reputation', 0))} {say('r.rep')}", active=acting, tags=tags)
    right = box[2] - 12
    # Second line: CreditCubes by colour, then the pieces left and the runner.
    y = top + 64
    x = float(x0)
    cubes = {str(k): int(v) for k, v in (p.get("cubes") or {}).items() if int(v)}
    order = ["yellow", *[str(q.get("colour")) for q in players]]
    shown = [c for c in order if cubes.get(c)] + sorted(c for c in cubes if c not in order)
    for colour_name in shown:
        x = count(draw, COLOURS, x, y, cubes[colour_name],
                  icon=partial(_cube, draw, colour_name, say.palette)) - 4
    if not shown:
        x += write_fitted(draw, (x, y), say("r.no_cubes"), 200, MIN_TEXT, DIM,
                          anchor="lm") + 18
    pieces = say("r.pieces", labs=p.get("labs_left", 0), stations=p.get("stations_left", 0),
                 crew=p.get("crew_left", 0), markers=p.get("markers_left", 0))
    write_fitted(draw, (right, y), pieces, right - x - 8, MIN_TEXT, MUTED, anchor="rm")
    # Third line: research levels by area, the runner's space, the commanders held.
    y = top + 98
    x = float(x0)
    research = p.get("research") or {}
    for area in AREAS:
        level = int(research.get(area, 0) or 0)
        x = _area_chip(draw, x, y, area, level) + 8
    runner = p.get("runner")
    if runner is not None:
        label = f"{say('r.runner_on')} {runner}"
        x += write_fitted(draw, (x + 6, y), label, 220, MIN_TEXT, TEXT, anchor="lm") + 20
    names = commander_names(view)
    held = ", ".join(names.get(str(k), str(k)) for k in p.get("commanders", ()))
    if held and right - x > 60:
        write_fitted(draw, (right, y), held, right - x, MIN_TEXT, ATTENTION, anchor="rm",
                     bold=True)


def _cube(draw: ImageDraw.ImageDraw, colour: str, palette: str, x: float, y: float) -> float:
    draw_cube(draw, x, y - 11, 22, colour, palette=palette)
    return x + 24


def _area_chip(draw: ImageDraw.ImageDraw, x: float, y: float, area: str, level: int) -> float:
    """A research area's level: its number on a chip of the area's colour."""
    text = str(level)
    w = max(36, text_size(text, SMALL + 2, True)[0] + 14)
    draw.rounded_rectangle((x, y - 15, x + w, y + 15), radius=6,
                           fill=RESEARCH_COLOURS.get(area, DIM))
    write(draw, (x + w / 2, y + 1), text, SMALL + 2, RESEARCH_INK.get(area, TEXT),
          anchor="mm", bold=True)
    return x + w


def _columns_part(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                  say: Say, n: int) -> None:
    """Each column's head: the commander (or the first player token), its owner, and its
    price: the crew in the column's upper panel, plus one cube of the owner's colour."""
    ab = view.get("action_board") or {}
    upper = (ab.get("upper") or {}).get("crew") or {}
    cards: dict[str, Mapping[str, Any]] = {str(c.get("column")): c
                                           for c in ab.get("commanders", ())}
    top = board_top(n) + 40
    for i, col in enumerate(_columns(view)):
        left, width = column_box(view, i)
        box = (left + 3, top, left + width - 3, top + COLUMN_H)
        card = cards.get(col)
        owner = int(card.get("owner", -1)) if card else int(
            (ab.get("first_token") or {}).get("holder", -1))
        owned = 0 <= owner < len(styles)
        draw.rounded_rectangle(box, radius=8,
                               fill=darken(styles[owner].colour, 0.55) if owned else CELL_BG,
                               outline=styles[owner].colour if owned else CELL_LINE, width=2)
        draw_badge(draw, (box[0] + 4, top + 5), col.upper(), MIN_TEXT, hex_rgb("#0f1320"),
                   TEXT, pad=3, radius=5)
        if card:
            write_fitted(draw, (box[0] + 36, top + 20), str(card.get("name", "")).split()[0],
                         box[2] - box[0] - 40, MIN_TEXT, TEXT, anchor="lm", bold=True)
        else:  # the first player token, on two lines as on the board
            for k, key in enumerate(("r.token1", "r.token2")):
                write_fitted(draw, (box[0] + (36 if k == 0 else 8), top + 20 + 24 * k),
                             say(key), box[2] - box[0] - (40 if k == 0 else 12), MIN_TEXT,
                             TEXT, anchor="lm", bold=True)
        if owned:
            draw_player_badge(draw, styles[owner], box[0] + 18, top + (56 if card else 80), 13,
                              text=styles[owner].letter)
        price = sorted(str(c) for r in range(1, 6) for c in upper.get(f"{col}{r}", ()))
        px = box[0] + (35 if owned else 8)
        py = top + (46 if card else 70)
        if price:
            s = min(20.0, (box[2] - 8 - px) / (len(price) + (1 if owned and card else 0)) - 3)
            px = draw_cubes(draw, px, py, s, price, gap=3, palette=say.palette)
            if owned and card:
                draw_cube(draw, px, py, s, str(view["players"][owner].get("colour", "")),
                          palette=say.palette)
        else:
            write_fitted(draw, (px, py + 10), say("r.no_crew"), box[2] - px - 6, MIN_TEXT,
                         DIM, anchor="lm")
        if card:
            gain = f"+{card.get('gain', 0)}  -{card.get('loss', 0)}"
            write(draw, ((box[0] + box[2]) / 2, top + 88), gain, MIN_TEXT, MUTED, anchor="mm",
                  bold=True)


def _lower(draw: ImageDraw.ImageDraw, view: View, say: Say, n: int) -> None:
    """The lower panel: each row's move cost and cube gain, then its five spaces with their
    bonus and the crew placed there."""
    ab = view.get("action_board") or {}
    lower = ab.get("lower") or {}
    crew = lower.get("crew") or {}
    bonuses = lower.get("bonuses") or {}
    rows = list(ab.get("rows") or ())
    top = lower_top(n)
    for r in range(5):
        y = top + r * LOWER_ROW_H
        mid = y + LOWER_ROW_H / 2
        row = rows[r] if r < len(rows) else {}
        write(draw, (PAD + 14, mid), str(r + 1), BODY, TEXT, anchor="mm", bold=True)
        move_box = (PAD + 30, y + 3, PAD + 106, y + LOWER_ROW_H - 3)
        draw.rounded_rectangle(move_box, radius=5, fill=MOVE_BG)
        move = [str(c) for c in row.get("move", ())]
        if move:
            draw_cubes(draw, move_box[0] + 5, mid - 9, 18, move, palette=say.palette)
        else:
            write_fitted(draw, (move_box[0] + 4, mid), say("r.free"), 70, MIN_TEXT, TEXT,
                         anchor="lm", bold=True)
        gain_box = (PAD + 108, y + 3, PAD + ROWLAB_W - 4, y + LOWER_ROW_H - 3)
        draw.rounded_rectangle(gain_box, radius=5, fill=GAIN_BG)
        draw_cubes(draw, gain_box[0] + 5, mid - 9, 18, [str(c) for c in row.get("gain", ())],
                   palette=say.palette)
        for i, col in enumerate(_columns(view)):
            left, width = column_box(view, i)
            cell = (left + 3, y + 2, left + width - 3, y + LOWER_ROW_H - 2)
            name = f"{col}{r + 1}"
            here = list(crew.get(name, ()))
            draw.rectangle(cell, fill=CELL_BG if here else hex_rgb("#2c3852"), outline=CELL_LINE)
            bonus = bonuses.get(name)
            x = cell[0] + 6
            if bonus:
                x = bonus_icon(draw, x, mid, str(bonus), MIN_TEXT, MUTED, say=say) + 6
            # The crew placed here, at the cell's right, or after the bonus when it is long.
            step = 24
            start = max(x + 12, cell[2] - 16 - step * (len(here[:3]) - 1))
            for k, colour in enumerate(here[:3]):
                _crew(draw, view, str(colour), min(start + k * step, cell[2] - 14), mid, 12,
                      say.palette)


def _crew(draw: ImageDraw.ImageDraw, view: View, colour: str, cx: float, cy: float, r: float,
          palette: str) -> None:
    """A crew member: a player's, their badge; a neutral one, a yellow pawn (as on the
    board's action board)."""
    seat = seat_of_colour(view, colour)
    if seat is None:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=CUBE_COLOURS["yellow"],
                     outline=BLACK, width=2)
        draw.ellipse((cx - r * 0.35, cy - r * 0.35, cx + r * 0.35, cy + r * 0.35),
                     fill=darken(CUBE_COLOURS["yellow"], 0.35))
        return
    style = style_of(view, seat, palette)
    draw_player_badge(draw, style, cx, cy, r, halo=None, text=style.letter)


def _sectors(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle], say: Say,
             n: int) -> None:
    """The six sectors, storm or quiet, with each player's labs (and stations) there."""
    board = view.get("board") or {}
    storm = {int(s) for s in board.get("storm_sectors") or ()}
    labs: dict[int, dict[int, int]] = {}
    for space in board.get("spaces") or ():
        lab = space.get("lab")
        if lab and isinstance(lab.get("owner"), int):
            per = labs.setdefault(int(space.get("sector", 0)), {})
            per[lab["owner"]] = per.get(lab["owner"], 0) + int(lab.get("count", 1) or 1)
    top = sectors_top(n)
    width = (WIDTH - 2 * PAD - 2 * 8) / 3
    for k in range(6):
        sector = k + 1
        row, col = divmod(k, 3)
        x0 = PAD + col * (width + 8)
        y0 = top + row * (SECTOR_H + 8)
        is_storm = sector in storm
        draw.rounded_rectangle((x0, y0, x0 + width, y0 + SECTOR_H), radius=8,
                               fill=STORM_FILL if is_storm else QUIET_FILL,
                               outline=STORM_EDGE if is_storm else QUIET_EDGE, width=2)
        title = say("r.sector_storm" if is_storm else "r.sector_quiet", sector=sector)
        write_fitted(draw, (x0 + 10, y0 + 18), title, width - 20, SMALL,
                     STORM_EDGE if is_storm else QUIET_EDGE, anchor="lm", bold=True)
        x = x0 + 12
        for seat, number in sorted((labs.get(sector) or {}).items()):
            if seat >= len(styles) or x > x0 + width - 50:
                continue
            draw_player_badge(draw, styles[seat], x + 13, y0 + 52, 13, text=styles[seat].letter)
            write(draw, (x + 30, y0 + 53), f"×{number}", BODY - 2, TEXT, anchor="lm", bold=True)
            x += 34 + text_size(f"×{number}", BODY - 2, True)[0] + 10


# --- The picture -------------------------------------------------------------------------------


def compact_regions(view: View, names: Sequence[str] | None = None, locale: str = "en",
                    palette: str = DEFAULT_PALETTE) -> list[Region]:
    """The compact board's regions, each keyed by the fields it reads and the language and
    names it draws (the palette is :func:`compose`'s context)."""
    styles = all_styles(view, palette)
    say = Say.of(locale, names, palette)
    n = _players(view)
    players = view.get("players") or []
    colours = [p.get("colour") for p in players]
    regions = [
        region((0, 0, WIDTH, HEADER_H), "c-header", view,
               ("players", "phase", "round", "last_round", "goal", "to_act", "prompts",
                "prompt", "outcome", "end_triggered"),
               lambda draw: _header(draw, view, styles, say), styles, say.locale, say.names),
        region((0, board_top(n) + 40, WIDTH, board_top(n) + 40 + COLUMN_H + 2), "c-columns",
               view, ("players", "action_board"),
               lambda draw: _columns_part(draw, view, styles, say, n), styles, colours,
               say.locale, whole=("action_board",)),
        region((0, lower_top(n), WIDTH, lower_top(n) + 5 * LOWER_ROW_H), "c-lower", view,
               ("players", "action_board"), lambda draw: _lower(draw, view, say, n), colours,
               say.locale, whole=("action_board",)),
        region((0, sectors_top(n), WIDTH, sectors_top(n) + 2 * SECTOR_H + 10), "c-sectors", view,
               ("board",), lambda draw: _sectors(draw, view, styles, say, n), styles,
               say.locale),
    ]
    acting = {s for s in view.get("to_act", ()) if isinstance(s, int)}
    holder = int((view.get("action_board") or {}).get("first_token", {}).get("holder", -1))
    commanders = commander_names(view)
    for i, seat in enumerate(turn_order(view)):
        top = rows_top() + i * (ROW_H + ROW_GAP)
        player = players[seat] if seat < len(players) else None
        regions.append(region(
            (0, top, WIDTH, top + ROW_H + ROW_GAP), "c-player", view,
            ("players", "to_act", "turn_order", "action_board", "research_board"),
            _drawer(view, styles, i, say), styles, i, n, seat, player, seat in acting,
            seat == holder, colours,
            [commanders.get(str(k)) for k in (player or {}).get("commanders", ())],
            say.locale, say.name(seat), whole=()))
    return regions


def _drawer(view: View, styles: Sequence[PlayerStyle], i: int,
            say: Say) -> Callable[[ImageDraw.ImageDraw], None]:
    return lambda draw: _row(draw, view, styles, i, say)


COMPACT = CompactBoard("magnastorm", background_key, compact_background, compact_regions,
                       png_palette)
#: The compact board drawn whole (what :func:`render_compact` assembles by regions).
compact_image = COMPACT.image
#: PNG of the compact board (800 px wide) from the public view ``GAME.view(state, None)``.
render_compact = COMPACT.png
