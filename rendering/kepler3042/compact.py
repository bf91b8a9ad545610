"""Kepler-3042's compact board, the one posted after a move: the public view drawn 800 px wide
for a phone (:mod:`rendering.compact`).

Top to bottom: the header (round of 16, the Progress card of the round, who acts and what
they decide, or the winner); one row per player: name, score, first player, the Resources
in Storage and in Clausius' Pit, the Action Cube's space, the five Technology levels, the
Medals, Colonial Targets, colonies and Starships; then the Milky Way simplified, every
hex the size of a fingertip with its column letters above and row numbers beside, so a hex
is named from the picture: zones, Sol and its ring, the Stars, face-down tiles, revealed
Planets (their type's colour and mark), Mines, Targets, Nation markers and Starships. The
full board (hex names, Planet cards, Leadership Tracks, the card's text) is
``/board full:True`` away.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PIL import Image, ImageDraw

from rendering.common import (
    BLACK,
    DEFAULT_PALETTE,
    INK_DARK,
    PlayerStyle,
    darken,
    draw_player_badge,
    draw_polygon,
    hex_rgb,
    layer_cache,
    lighten,
    seat_style,
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
    write,
    write_fitted,
)
from rendering.kepler3042.compact_hand import compact_hand_size, render_compact_hand
from rendering.kepler3042.header import final_ranking
from rendering.kepler3042.icons import (
    draw_cube,
    draw_face_down,
    draw_medal,
    draw_mine,
    draw_planet_disc,
    draw_ship,
    draw_star,
    draw_target,
)
from rendering.kepler3042.layout import LETTERS, Layout, hex_corners, hex_point, parse_hex
from rendering.kepler3042.png import png_palette
from rendering.kepler3042.theme import (
    ACTION_CODES,
    ATTENTION,
    BG,
    DANGER,
    DIM,
    MUTED,
    PANEL_BG,
    RING_EDGE,
    ROW_ACTIVE,
    ROW_BG,
    SOL_FILL,
    STAR_FILL,
    STAR_GLOW,
    TEXT,
    ZONE_EDGE,
    ZONE_FILL,
)
from rendering.kepler3042.views import Names, View, label, names_key, player_styles, seat_name
from rendering.kepler3042.views import text_of as say
from rendering.regions import Region, region

COLOURS = Colours(background=BG, panel=PANEL_BG, row=ROW_BG, row_active=ROW_ACTIVE, text=TEXT,
                  muted=MUTED, dim=DIM, attention=ATTENTION, danger=DANGER,
                  badge=hex_rgb("#36425e"))

ROW_H = 118
ROW_GAP = 6
RULER = 30  # the column letters above the map, the row numbers at its left
NUMERALS = ("I", "II", "III", "IV", "V")


def rows_top() -> int:
    return HEADER_H + 4


def map_top(n: int) -> int:
    return rows_top() + n * (ROW_H + ROW_GAP) + 6


def map_layout(n: int, cols: int = 22, rows: int = 19) -> Layout:
    """The compact map's geometry (a :class:`Layout`, so the full board's hex arithmetic
    places every hex): as wide as the image allows beside the row numbers."""
    hex_w = (WIDTH - RULER - PAD - 4) / (cols + 0.5)
    hex_r = hex_w / math.sqrt(3)
    map_x = RULER + 4
    map_y = map_top(n) + RULER
    bottom = math.ceil(map_y + hex_r * (2 + 1.5 * (rows - 1)))
    height = bottom + 8 + FOOTER_H
    return Layout(cols, rows, n, hex_w, hex_r, map_x, map_y, bottom, bottom, bottom, bottom,
                  height)


def compact_size(view: View) -> tuple[int, int]:
    """The compact board's size for a view: 800 px wide, its height by the player count."""
    return WIDTH, map_layout(_players(view), *_map_size(view)).height


def _players(view: View) -> int:
    return len(view.get("players", ()))


def _map_size(view: View) -> tuple[int, int]:
    m = view.get("map") or {}
    return int(m.get("cols", 22)), int(m.get("rows", 19))


def _map_key(view: View) -> tuple[Any, ...]:
    """What the static map depends on: its size, Sol and its ring, Sagittarius, the Stars
    (used or not at this player count), the zones' limits."""
    m = view.get("map") or {}
    stars = tuple((str(s.get("hex")), bool(s.get("used", True)))
                  for s in m.get("stars", ()))
    return (*_map_size(view), str(m.get("sol", "")), str(m.get("sagittarius", "")),
            tuple(str(h) for h in m.get("sol_ring", ())), stars,
            tuple(int(v) for v in (m.get("zone_limits") or {}).values()))


# --- The static layer --------------------------------------------------------------------------


def _distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    def cube(col: int, row: int) -> tuple[int, int, int]:
        x = col - (row - (row & 1)) // 2
        return x, -x - row, row
    ax, ay, az = cube(*a)
    bx, by, bz = cube(*b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


@layer_cache(maxsize=12)
def compact_background(n: int, cols: int, rows: int, sol: str, sagittarius: str,
                       ring: tuple[str, ...], stars: tuple[tuple[str, bool], ...],
                       limits: tuple[int, ...], locale: str) -> Image.Image:
    """The printed map (zones and their borders, Sol's ring, the Stars, Sol, Sagittarius
    A*), its rulers, the frames and the footer: what no move changes."""
    lay = map_layout(n, cols, rows)
    image = Image.new("RGB", (WIDTH, lay.height), BG)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 4), fill=PANEL_BG)
    sol_cr = parse_hex(sol) or (5, 9)
    short, mid = limits[:2] if len(limits) >= 2 else (6, 11)
    r = lay.hex_r
    zones = {}
    for c in range(cols):
        for w in range(rows):
            d = _distance((c, w), sol_cr)
            zones[(c, w)] = "short" if d <= short else ("mid" if d <= mid else "long")
    for (c, w), zone in zones.items():
        cx, cy = hex_point(lay, c, w)
        fill = ZONE_FILL[zone]
        draw.polygon(hex_corners(cx, cy, r), fill=fill, outline=lighten(fill, 0.18))
    for (c, w), zone in zones.items():
        cx, cy = hex_point(lay, c, w)
        corners = hex_corners(cx, cy, r)
        for dc, dw in ((1, 0), (0, 1), (-1, 1), (1, 1), (0, -1), (1, -1)):
            other = (c + dc, w + dw)
            if other not in zones or zones[other] == zone:
                continue
            ox, oy = hex_point(lay, *other)
            if abs(math.dist((cx, cy), (ox, oy)) - lay.hex_w) > 1.0:
                continue  # not a neighbour (the offset rows)
            shared = [p for p in corners if abs(math.dist(p, (ox, oy)) - r) < 1.0]
            if len(shared) == 2:
                draw.line(shared, fill=ZONE_EDGE, width=3)
    for c in range(cols):
        x = lay.map_x + lay.hex_w * (c + 0.75)
        write(draw, (x, lay.map_y - RULER / 2), LETTERS[c], MIN_TEXT, MUTED, anchor="mm",
              bold=True)
    for w in range(rows):
        _, cy = hex_point(lay, 0, w)
        write(draw, (RULER / 2 + 2, cy), str(w + 1), MIN_TEXT, MUTED, anchor="mm", bold=True)
    for hex_label in ring:
        cr = parse_hex(hex_label)
        if cr is not None:
            cx, cy = hex_point(lay, *cr)
            draw_polygon(draw, hex_corners(cx, cy, r - 2), None, RING_EDGE, 3)
    for hex_label, used in stars:
        cr = parse_hex(hex_label)
        if cr is None:
            continue
        cx, cy = hex_point(lay, *cr)
        if used:
            draw_star(draw, cx, cy, r * 0.78, STAR_GLOW, darken(STAR_GLOW, 0.5))
            draw.ellipse((cx - r * 0.2, cy - r * 0.2, cx + r * 0.2, cy + r * 0.2),
                         fill=STAR_FILL)
        else:
            draw_star(draw, cx, cy, r * 0.6, hex_rgb("#666a78"), hex_rgb("#3b3f4c"))
    cr = parse_hex(sol)
    if cr is not None:
        cx, cy = hex_point(lay, *cr)
        for k, colour in ((1.0, darken(SOL_FILL, 0.35)), (0.86, SOL_FILL),
                          (0.5, hex_rgb("#ffe27a"))):
            draw.ellipse((cx - r * k, cy - r * k, cx + r * k, cy + r * k), fill=colour)
    cr = parse_hex(sagittarius)
    if cr is not None:
        cx, cy = hex_point(lay, *cr)
        draw.ellipse((cx - r * 1.02, cy - r * 0.46, cx + r * 1.02, cy + r * 0.46),
                     fill=hex_rgb("#e0662a"))
        draw.ellipse((cx - r * 0.5, cy - r * 0.5, cx + r * 0.5, cy + r * 0.5), fill=BLACK,
                     outline=hex_rgb("#ffd08a"), width=2)
    footer(draw, COLOURS, lay.height - FOOTER_H, say({"key": "render.compact.full"}, locale))
    return image


def background_key(view: View, locale: str) -> tuple[Any, ...]:
    return (_players(view), *_map_key(view), locale)


# --- The parts ---------------------------------------------------------------------------------


def _header(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle], names: Names,
            locale: str) -> None:
    rounds = int(view.get("rounds", 16) or 16)
    phase = str(view.get("phase", ""))
    title = label("setup" if phase == "setup" else "round", locale,
                  round=int(view.get("round", 0) or 0), rounds=rounds)
    card = (view.get("progress") or {}).get("card")
    note = say(card.get("name"), locale) if card and phase != "over" else ""
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int) and 0 <= s < len(styles)]
    if phase == "over" and view.get("final"):
        winners = final_ranking(view)[:1]
        line = label("winner", locale, names=" & ".join(
            seat_name(view, s, names, locale) for group in winners for s in group))
        header(draw, COLOURS, game="KEPLER-3042", title=title,
               phase=label("game_over", locale), line=line, line_colour=ATTENTION,
               acting=[styles[s] for group in winners for s in group if s < len(styles)])
        return
    if not acting:
        header(draw, COLOURS, game="KEPLER-3042", title=title, note=note,
               line=label("nobody_acts", locale), line_colour=MUTED)
        return
    who = (" & ".join(seat_name(view, s, names, locale) for s in acting) if len(acting) <= 2
           else label("everyone", locale))
    prompts = view.get("prompts") or {}
    prompt = say(prompts.get(str(acting[0])) or view.get("prompt") or "", locale)
    header(draw, COLOURS, game="KEPLER-3042", title=title, note=note,
           acting=[styles[s] for s in acting], line=f"{who}: {prompt}")


def _row(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle], i: int,
         names: Names, locale: str) -> None:
    p = view["players"][i]
    seat = int(p.get("seat", i))
    style = seat_style(styles, seat) or styles[i]
    top = rows_top() + i * (ROW_H + ROW_GAP)
    box = (PAD - 6, top, WIDTH - PAD + 6, top + ROW_H)
    acting = seat in {s for s in view.get("to_act", ()) if isinstance(s, int)}
    final = view.get("final") or {}
    scores = final.get("scores") or []
    score = int(scores[seat]) if seat < len(scores) else int(p.get("score", 0) or 0)
    tags = []
    if final and any(seat in group for group in final_ranking(view)[:1]):
        tags.append((label("winner_badge", locale), ATTENTION, INK_DARK))
    if view.get("first") == seat and view.get("phase") == "play":
        tags.append((label("first_badge", locale), ATTENTION, INK_DARK))
    x0 = player_row(draw, COLOURS, box, style, seat_name(view, seat, names, locale),
                    label("n_vp", locale, n=score), active=acting, tags=tags)
    right = box[2] - 12
    # Second line: Storage and Clausius' Pit, then the Action Cube's space.
    y = top + 64
    x = float(x0)
    for key, values in (("storage", p.get("store", (0, 0, 0))), ("pit", p.get("pit", (0, 0, 0)))):
        word = label(key, locale)
        x += write_fitted(draw, (x, y), word, 150, MIN_TEXT, MUTED, anchor="lm") + 8
        for res in range(3):
            n = int(values[res]) if res < len(values) else 0
            x = count(draw, COLOURS, x, y, n, icon=partial(_cube, draw, res), size=BODY) - 6
        x += 10
    action = str(p.get("action", ""))
    if action:
        name = label(f"short.{action}", locale) if action in ACTION_CODES else action
        write_fitted(draw, (right, y), name, right - x - 8, SMALL, ATTENTION, anchor="rm",
                     bold=True)
    # Third line: Technology levels, Medals, Targets, colonies and Starships.
    y = top + 98
    x = float(x0)
    levels = list(p.get("tech", ()))
    for t, numeral in enumerate(NUMERALS):
        level = int(levels[t]) if t < len(levels) else 0
        x = count(draw, COLOURS, x, y, level, label=numeral, size=SMALL + 2) - 6
    x += 8
    medals = p.get("medals") or {}
    for kind in ("tech", "colonial"):
        x = count(draw, COLOURS, x, y, int(medals.get(kind, 0) or 0),
                  icon=partial(_medal, draw, kind), size=SMALL + 2) - 6
    x = count(draw, COLOURS, x, y, int(p.get("targets", 0) or 0),
              icon=partial(_target, draw), size=SMALL + 2)
    ships = label("ships", locale, out=len(p.get("ships_on_map", ())),
                  home=int(p.get("ships_in_supply", 0) or 0))
    colonies = label("colonies", locale, n=int(p.get("colonies", 0) or 0))
    draw_ship(draw, x + 10, y, 22, style)
    x += 24
    shown = f"{colonies} · {ships}"
    write_fitted(draw, (x, y), shown, right - x, MIN_TEXT, TEXT, anchor="lm")


def _cube(draw: ImageDraw.ImageDraw, res: int, x: float, y: float) -> float:
    return draw_cube(draw, x, y - 12, 24, res) - 3


def _medal(draw: ImageDraw.ImageDraw, kind: str, x: float, y: float) -> float:
    draw_medal(draw, x + 11, y, 11, kind)
    return x + 22


def _target(draw: ImageDraw.ImageDraw, x: float, y: float) -> float:
    draw_target(draw, x + 11, y, 11)
    return x + 22


def _map(draw: ImageDraw.ImageDraw, view: View, lay: Layout,
         styles: Sequence[PlayerStyle]) -> None:
    """The map's pieces: tiles (face down, Planets, Mines, Targets), the Nation marker on a
    colonized one, the Starships."""
    m = view.get("map") or {}
    r = lay.hex_r
    ships: dict[str, list[Any]] = {}
    for s in m.get("ships", ()):
        ships.setdefault(str(s.get("hex")), []).append(s.get("seat"))
    tiles = set()
    for tile in m.get("tiles", ()):
        hex_label = str(tile.get("hex", ""))
        cr = parse_hex(hex_label)
        if cr is None:
            continue
        tiles.add(hex_label)
        cx, cy = hex_point(lay, *cr)
        draw.polygon(hex_corners(cx, cy, r - 1), fill=ZONE_FILL.get(str(tile.get("zone")),
                                                                     PANEL_BG))
        dx = -r * 0.25 if hex_label in ships else 0.0
        if not tile.get("revealed"):
            draw_face_down(draw, cx + dx, cy, r * 0.8)
            continue
        kind = tile.get("kind")
        if kind == "planet":
            draw_planet_disc(draw, cx + dx, cy, r * 0.66, str(tile.get("type") or ""), "", 0)
        elif kind == "mine":
            draw_mine(draw, cx + dx, cy, r * 0.66)
        elif kind == "target":
            draw_target(draw, cx + dx, cy, r * 0.62)
        colonist = seat_style(styles, tile.get("colonist"))
        if colonist is not None:
            draw_player_badge(draw, colonist, cx - r * 0.45, cy + r * 0.45, 9)
    for hex_label, seats in ships.items():
        cr = parse_hex(hex_label)
        if cr is None:
            continue
        cx, cy = hex_point(lay, *cr)
        for k, seat in enumerate(seats[:3]):
            style = seat_style(styles, seat)
            if style is None:
                continue
            if hex_label in tiles:
                draw_ship(draw, cx + r * 0.5, cy - r * 0.25 + k * 4, r * 0.95, style)
            else:
                draw_ship(draw, cx + (k - (len(seats[:3]) - 1) / 2) * r * 0.5, cy, r * 1.3,
                          style)


# --- The picture -------------------------------------------------------------------------------


def compact_regions(view: View, names: Names = None, locale: str = "en",
                    palette: str = DEFAULT_PALETTE) -> list[Region]:
    """The compact board's regions, each keyed by the fields it reads, the language and the
    names it draws (the palette is :func:`compose`'s context)."""
    styles = player_styles(view, palette)
    n = _players(view)
    lay = map_layout(n, *_map_size(view))
    regions = [
        region((0, 0, WIDTH, HEADER_H), "c-header", view,
               ("players", "phase", "round", "rounds", "to_act", "prompts", "prompt",
                "progress", "final", "outcome"),
               lambda draw: _header(draw, view, styles, names, locale), styles, locale,
               names_key(names), whole=("phase", "round", "rounds", "to_act", "prompts",
                                        "prompt", "progress", "final", "outcome")),
        region((0, int(lay.map_y) - 2, WIDTH, lay.map_bottom + 2), "c-map", view, ("map",),
               lambda draw: _map(draw, view, lay, styles), styles, lay),
    ]
    for i, player in enumerate(view.get("players", ())):
        top = rows_top() + i * (ROW_H + ROW_GAP)
        seat = int(player.get("seat", i))
        regions.append(region(
            (0, top, WIDTH, top + ROW_H + ROW_GAP), "c-player", view,
            ("players", "to_act", "final", "first", "phase", "outcome"),
            _drawer(view, styles, i, names, locale), styles, i, player, locale,
            seat_name(view, seat, names, locale),
            whole=("to_act", "final", "first", "phase", "outcome")))
    return regions


def _drawer(view: View, styles: Sequence[PlayerStyle], i: int, names: Names,
            locale: str) -> Callable[[ImageDraw.ImageDraw], None]:
    return lambda draw: _row(draw, view, styles, i, names, locale)


COMPACT = CompactBoard("kepler3042", background_key, compact_background, compact_regions,
                       png_palette)
#: The compact board drawn whole (what :func:`render_compact` assembles by regions).
compact_image = COMPACT.image
#: PNG of the compact board (800 px wide) from the public view ``GAME.view(state, None)``.
render_compact = COMPACT.png


__all__ = ["background_key", "compact_background", "compact_hand_size", "compact_image",
           "compact_regions", "compact_size", "map_layout", "render_compact",
           "render_compact_hand"]
