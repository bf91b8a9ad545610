"""The player panels: score, Medals, Colonial Targets, Starships, the Technology Board's
levels, Resources Storage and Clausius' Pit, the Action Cube on the Action Board, and each
Planet card with its cubes, terraformed state and VP.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.common import (
    BLACK,
    INK_DARK,
    NEUTRAL,
    WHITE,
    PlayerStyle,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    hex_rgb,
    seat_style,
    text_size,
)
from rendering.kepler3042.header import final_ranking
from rendering.kepler3042.icons import draw_check, draw_cube, draw_medal, draw_ship, draw_target
from rendering.kepler3042.layout import Layout, panel_box
from rendering.kepler3042.theme import (
    ACTION_CODES,
    ALIEN_INK,
    ATTENTION,
    DIM,
    EARTH_COLOUR,
    FACE_DOWN,
    MUTED,
    RES_FILL,
    RES_INK,
    RES_LETTERS,
    ROW_ACTIVE,
    ROW_BG,
    TEXT,
    TYPE_COLOURS,
)
from rendering.kepler3042.views import (
    Names,
    View,
    label,
    seat_name,
    text_of,
    type_letter,
    type_of,
)


def draw_panels(draw: ImageDraw.ImageDraw, view: View, lay: Layout,
                styles: Sequence[PlayerStyle], names: Names = None,
                locale: str = "en") -> None:
    """One panel per player in the frames the background drew."""
    for i in range(len(view.get("players", ()))):
        draw_panel(draw, view, lay, styles, i, names, locale)


def draw_panel(draw: ImageDraw.ImageDraw, view: View, lay: Layout,
               styles: Sequence[PlayerStyle], i: int, names: Names = None,
               locale: str = "en") -> None:
    """The i-th player's panel, inside ``panel_box(lay, i)``, in ``locale``, headed by the
    player's display name (``names``, else the view's "Player N")."""
    p = view["players"][i]
    acting = {s for s in view.get("to_act", ()) if isinstance(s, int)}
    seat = int(p.get("seat", i))
    style = seat_style(styles, seat) or NEUTRAL
    _draw_panel(draw, view, p, seat, style, panel_box(lay, i), seat in acting,
                view.get("final") or {}, view.get("components") or {},
                seat_name(view, seat, names, locale), locale)


def _draw_panel(draw: ImageDraw.ImageDraw, view: View, p: Mapping[str, Any], seat: int,
                style: PlayerStyle, box: tuple[int, int, int, int], active: bool,
                final: Mapping[str, Any], comps: Mapping[str, Any], player: str,
                locale: str) -> None:
    x0, y0, x1, y1 = box
    if active:
        draw.rounded_rectangle(box, radius=10, fill=ROW_ACTIVE, outline=ATTENTION, width=3)
    draw.rectangle((x0 + 4, y0 + 10, x0 + 9, y1 - 10), fill=style.colour)
    # Title row: token, name, tags, score.
    draw_player_badge(draw, style, x0 + 34, y0 + 24, 16)
    scores = final.get("scores") or []
    score = int(scores[seat]) if seat < len(scores) else int(p.get("score", 0) or 0)
    score_text = label("n_vp", locale, n=score)
    sw = text_size(score_text, 30, True)[0]
    draw_text(draw, (x1 - 12, y0 + 8), score_text, 30, TEXT, anchor="ra", bold=True)
    # The player's display name beside their colour, then their tags, fitted between the
    # token and the score.
    ranking = final_ranking(view) if final else []
    tags: list[tuple[str, Any, Any]] = []
    if view.get("first") == seat and view.get("phase") == "play":
        tags.append((label("first_badge", locale), ATTENTION, INK_DARK))
    if active:
        tags.append((label("to_act", locale), hex_rgb("#4a5a85"), TEXT))
    if ranking and seat in ranking[0]:
        tags.append((label("winner_badge", locale), ATTENTION, INK_DARK))
    tags_w = sum(text_size(t, 14, True)[0] + 6 + 8 for t, _, _ in tags)
    tx = x0 + 60
    room = max(40, int(x1 - 12 - sw - 14 - tx - tags_w - 10))
    name, size = fit_text(player, room, 22, 14, bold=True)
    draw_text(draw, (tx, y0 + 24), name, size, TEXT, anchor="lm", bold=True)
    tx += text_size(name, size, True)[0] + 10
    for text, fill, ink in tags:
        box_ = draw_badge(draw, (tx, y0 + 24), text, 14, fill, ink, anchor="lm", pad=3)
        tx = box_[2] + 8
    # Counters row: medals, targets, colonies, starships, speed.
    y = y0 + 56
    x: float = x0 + 18
    medals = p.get("medals") or {}
    for kind in ("tech", "colonial"):
        draw_medal(draw, x + 8, y - 3, 7, kind)
        n = int(medals.get(kind, 0) or 0)
        draw_text(draw, (x + 20, y), str(n), 18, TEXT if n else DIM, anchor="lm", bold=True)
        x += 20 + text_size(str(n), 18, True)[0] + 12
    draw_target(draw, x + 8, y, 8)
    targets = int(p.get("targets", 0) or 0)
    draw_text(draw, (x + 20, y), str(targets), 18, TEXT if targets else DIM, anchor="lm",
              bold=True)
    x += 20 + text_size(str(targets), 18, True)[0] + 12
    text = label("colonies", locale, n=int(p.get("colonies", 0) or 0))
    draw_text(draw, (x, y), text, 16, TEXT, anchor="lm", bold=True)
    x += text_size(text, 16, True)[0] + 14
    on_map = len(p.get("ships_on_map", ()))
    draw_ship(draw, x + 8, y - 1, 20, style)
    text = label("ships", locale, out=on_map, home=int(p.get("ships_in_supply", 0) or 0))
    text, size = fit_text(text, int(x1 - 8 - x - 20), 16, 11)
    draw_text(draw, (x + 20, y), text, size, TEXT, anchor="lm")
    x += 20 + text_size(text, size)[0] + 12
    speed = label("speed", locale, n=p.get("speed", 0))
    if x + text_size(speed, 16)[0] < x1 - 8:
        draw_text(draw, (x, y), speed, 16, MUTED, anchor="lm")
    # Technology Board (left), Resources and Action Board (right).
    mid = x0 + (x1 - x0) * 0.54
    _draw_tech_rows(draw, p, comps, style, x0 + 16, y0 + 74, mid - 8, locale)
    _draw_resources(draw, p, mid, y0 + 74, x1 - 108, locale)
    _draw_action_mini(draw, p, comps, x1 - 98, y0 + 70, locale)
    # Planet cards.
    planets = list(p.get("planets", ()))
    _draw_planet_row(draw, planets, x0 + 14, y1 - 68, x1 - 10, y1 - 8, locale)
    if final and seat < len(final.get("objectives", ()) or ()):
        parts = (final.get("parts") or [])
        got = seat < len(parts) and int(parts[seat].get("objective", 0) or 0) > 0
        text, size = fit_text(label("objective_met" if got else "objective_missed", locale,
                                    objective=text_of(final["objectives"][seat], locale)),
                              int(x1 - x0 - 28), 14, 10)
        draw_text(draw, (x0 + 16, y1 - 80), text, size, ATTENTION, anchor="lm")


def _draw_tech_rows(draw: ImageDraw.ImageDraw, p: Mapping[str, Any], comps: Mapping[str, Any],
                    style: PlayerStyle, x0: float, y0: float, x1: float, locale: str) -> None:
    techs = list(comps.get("techs", ()))
    levels = list(p.get("tech", ()))
    names = list(p.get("tech_names", ()))
    row_h = 23
    for t in range(5):
        y = y0 + t * row_h + 10
        code = str(techs[t].get("code")) if t < len(techs) else ("ST", "QP", "ED", "TF", "AS")[t]
        numeral = str(techs[t].get("numeral")) if t < len(techs) else ""
        level = int(levels[t]) if t < len(levels) else 0
        maximum = len(techs[t].get("levels", ())) if t < len(techs) else 5
        draw_text(draw, (x0, y), f"{numeral} {code}".strip(), 15, MUTED, anchor="lm", bold=True)
        px = x0 + 58
        for k in range(maximum):
            cx = px + k * 15
            filled = k < level
            draw.rectangle((cx, y - 6, cx + 11, y + 6),
                           fill=style.colour if filled else ROW_BG,
                           outline=WHITE if filled else DIM)
        nx = px + maximum * 15 + 6
        name = text_of(names[t], locale) if t < len(names) and names[t] else "-"
        if level >= maximum:
            name = label("max", locale, name=name)
        text, size = fit_text(name, int(x1 - nx), 14, 10)
        draw_text(draw, (nx, y), text, size, TEXT if level else DIM, anchor="lm")


def _draw_resources(draw: ImageDraw.ImageDraw, p: Mapping[str, Any], x0: float, y0: float,
                    x1: float, locale: str) -> None:
    store = list(p.get("store", (0, 0, 0)))
    pit = list(p.get("pit", (0, 0, 0)))
    for j, (key, values) in enumerate((("storage", store), ("pit", pit))):
        y = y0 + 4 + j * 58
        text, size = fit_text(label(key, locale), int(x1 - x0), 14, 10, bold=True)
        draw_text(draw, (x0, y), text, size, MUTED, bold=True)
        x = x0
        for res in range(3):
            n = int(values[res]) if res < len(values) else 0
            x = draw_cube(draw, x, y + 20, 22, res, n, 20)


def _draw_action_mini(draw: ImageDraw.ImageDraw, p: Mapping[str, Any],
                      comps: Mapping[str, Any], x0: float, y0: float, locale: str) -> None:
    """The 3x3 Action Board with the Action Cube on its space."""
    actions = [str(a.get("code")) for a in comps.get("actions", ())] or list(ACTION_CODES)
    here = str(p.get("action", ""))
    cell = 28
    draw_text(draw, (x0 + 1.5 * cell + 2, y0 + 6), label("action", locale), 14, MUTED,
              anchor="mm", bold=True)
    top = y0 + 16
    for i, code in enumerate(actions[:9]):
        r, c = divmod(i, 3)
        bx, by = x0 + c * (cell + 2), top + r * (cell + 2)
        on = code == here
        draw.rounded_rectangle((bx, by, bx + cell, by + cell), radius=4,
                               fill=ATTENTION if on else ROW_BG, outline=DIM)
        tiny = label(f"tiny.{code}", locale) if code in ACTION_CODES else code[:3]
        draw_text(draw, (bx + cell / 2, by + cell / 2 + 1), tiny, 12,
                  INK_DARK if on else MUTED, anchor="mm", bold=on)
    name = label(f"short.{here}", locale) if here in ACTION_CODES else here
    name, size = fit_text(name, 3 * cell + 10, 13, 9, bold=True)
    draw_text(draw, (x0 + 1.5 * cell + 2, top + 3 * (cell + 2) + 8), name, size, ATTENTION,
              anchor="mm", bold=True)


def planet_zone(view: View, planet: int) -> tuple[str, str]:
    """The zone and the hex of the tile a Planet sits on ("", "" while it is not revealed)."""
    for tile in (view.get("map") or {}).get("tiles", ()):
        if tile.get("revealed") and tile.get("kind") == "planet" and tile.get("planet") == planet:
            return str(tile.get("zone", "")), str(tile.get("hex", ""))
    return "", ""


def _draw_planet_row(draw: ImageDraw.ImageDraw, planets: Sequence[Mapping[str, Any]],
                     x0: float, y0: float, x1: float, y1: float, locale: str) -> None:
    slots = 6
    gap = 6
    w = (x1 - x0 - gap * (slots - 1)) / slots
    for i in range(slots):
        bx = x0 + i * (w + gap)
        box = (bx, y0, bx + w, y1)
        if i < len(planets):
            _draw_mini_card(draw, planets[i], box, locale)
        else:
            draw.rounded_rectangle(box, radius=6, outline=hex_rgb("#323b57"), width=1)


def _draw_mini_card(draw: ImageDraw.ImageDraw, planet: Mapping[str, Any],
                    box: tuple[float, float, float, float], locale: str) -> None:
    """A Planet card in a player's panel: code, type and zone, terraformed side (a check and
    its VP) or colony side (the terraform level it needs), and its cubes."""
    x0, y0, x1, y1 = box
    ptype = type_of(planet)
    earth = planet.get("planet") == 0
    terraformed = bool(planet.get("terraformed"))
    colour = EARTH_COLOUR if earth else TYPE_COLOURS.get(ptype, FACE_DOWN)
    paper = hex_rgb("#d5f0d5") if terraformed and not earth else hex_rgb("#e9ecf3")
    draw.rounded_rectangle(box, radius=6, fill=paper, outline=BLACK, width=1)
    band = 22
    draw.rounded_rectangle((x0, y0, x1, y0 + band), radius=6, fill=colour)
    draw.rectangle((x0, y0 + band - 6, x1, y0 + band), fill=colour)
    ink = ALIEN_INK if ptype == "alien" else INK_DARK
    code = str(planet.get("code", ""))
    if earth:
        code = text_of({"key": "kepler3042.earth"}, locale)
    code, size = fit_text(code, int(x1 - x0 - 22), 16, 11, bold=True)
    draw_text(draw, (x0 + 5, y0 + band / 2 + 1), code, size, ink, anchor="lm", bold=True)
    y = y0 + band + 11
    dark = hex_rgb("#3a4460")
    if earth:
        home, size = fit_text(label("home", locale), int(x1 - x0 - 10), 13, 9, bold=True)
        draw_text(draw, (x0 + 5, y), home, size, dark, anchor="lm", bold=True)
    else:
        tag = type_letter(ptype, locale)
        draw_text(draw, (x1 - 6, y0 + band / 2 + 1), tag, 14, ink, anchor="rm", bold=True)
        if terraformed:
            draw_check(draw, x0 + 5, y - 6, 12, hex_rgb("#1d8a3a"))
            draw_text(draw, (x0 + 21, y), label("n_vp", locale, n=planet.get("vp", 0)), 13,
                      hex_rgb("#1d6a2a"), anchor="lm", bold=True)
        else:
            text, size = fit_text(label("tf_lvl", locale, n=planet.get("level", 0)),
                                  int(x1 - x0 - 10), 13, 9, bold=True)
            draw_text(draw, (x0 + 5, y), text, size, dark, anchor="lm", bold=True)
    cubes = list(planet.get("cubes", (0, 0, 0)))
    size = 14
    cy = y1 - size - 5
    col_w = (x1 - x0 - 6) / 3
    for res in range(3):
        n = int(cubes[res]) if res < len(cubes) else 0
        x = x0 + 4 + res * col_w
        fill = RES_FILL[res] if n else hex_rgb("#c9cdd8")
        draw.rounded_rectangle((x, cy, x + size, cy + size), radius=3, fill=fill,
                               outline=BLACK if n else hex_rgb("#aab0bf"))
        draw_text(draw, (x + size / 2, cy + size / 2 + 1), RES_LETTERS[res], 10,
                  RES_INK[res] if n else hex_rgb("#8a90a0"), anchor="mm", bold=True)
        draw_text(draw, (x + size + 2, cy + size / 2 + 1), str(n), 15,
                  INK_DARK if n else hex_rgb("#9aa0b0"), anchor="lm", bold=True)

