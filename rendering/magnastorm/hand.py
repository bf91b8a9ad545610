"""The private hand image: one seat's cubes, player board, research levels, takeover
prices, commander powers and artifact cards."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from rendering.common import (
    BLACK,
    DEFAULT_PALETTE,
    INK_DARK,
    WHITE,
    darken,
    draw_badge,
    draw_player_badge,
    draw_shape,
    draw_text,
    fit_text,
    hex_rgb,
    text_size,
    wrap_text,
)
from rendering.magnastorm.icons import draw_cubes, track_icon
from rendering.magnastorm.layout import HAND_WIDTH
from rendering.magnastorm.theme import (
    ATTENTION,
    BG,
    BONUS_WORDS,
    CELL_BG,
    CELL_LINE,
    DANGER,
    DIM,
    METALS,
    MUTED,
    PANEL_BG,
    RESEARCH_COLOURS,
    TEXT,
    cube_colours,
)
from rendering.magnastorm.views import View, style_of
from rendering.magnastorm.words import Say, seat_label


def takeover_prices(view: View, seat: int,
                    say: Say | None = None) -> list[tuple[str, str, list[str]]]:
    """(column, name, cubes) for every column: what taking it over would cost ``seat``."""
    ab = view.get("action_board") or {}
    upper = (ab.get("upper") or {}).get("crew") or {}
    cards = {str(c.get("column")): c for c in ab.get("commanders", ())}
    players = view.get("players") or []
    out = []
    for col in str(ab.get("columns") or ""):
        cubes = sorted(str(c) for r in range(1, 6) for c in upper.get(f"{col}{r}", ()))
        card = cards.get(col)
        if card is None:
            name = (say or Say())("r.first_token")
        else:
            name = str(card.get("name", ""))
            owner = int(card.get("owner", -1))
            if owner >= 0 and owner != seat and owner < len(players):
                cubes.append(str(players[owner].get("colour", "")))
        out.append((col, name, cubes))
    return out


def _affordable(have: Mapping[str, int], cubes: Sequence[str]) -> bool:
    need: dict[str, int] = {}
    for c in cubes:
        need[c] = need.get(c, 0) + 1
    return all(int(have.get(c, 0)) >= n for c, n in need.items())


def _hand_sections(view: View) -> dict[str, int]:
    private = view.get("private") or {}
    seat = int(private.get("seat", 0))
    players = view.get("players") or []
    me = players[seat] if 0 <= seat < len(players) else {}
    commanders = len(me.get("commanders", ()))
    artifacts = len(private.get("artifacts", ()))
    cols = len(str((view.get("action_board") or {}).get("columns") or ""))
    return {
        "header": 96,
        "cubes": 130,
        "board": 196,
        "research": 44 + 40 * len((view.get("research_board") or {}).get("areas", ())),
        "prices": 50 + 34 * cols,
        "commanders": 50 + max(1, commanders) * 62,
        "artifacts": 60 + (math.ceil(artifacts / 5) * 126 if artifacts else 10),
    }


def hand_image(view: View, locale: str = "en", names: Sequence[str] | None = None,
               palette: str = DEFAULT_PALETTE) -> Image.Image:
    """One seat's private view as a Pillow image (see :func:`render_hand`), in ``locale``
    and ``palette``."""
    say = Say.of(locale, names, palette)
    private = view.get("private") or {}
    seat = int(private.get("seat", 0))
    players = list(view.get("players") or ())
    me: Mapping[str, Any] = players[seat] if 0 <= seat < len(players) else {}
    style = style_of(view, seat, palette)
    layout = _hand_sections(view)
    height = sum(layout.values()) + 16
    image = Image.new("RGB", (HAND_WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    own_rgb = style.colour
    # Header.
    draw.rectangle((0, 0, HAND_WIDTH, 84), fill=PANEL_BG)
    draw.rectangle((0, 0, 10, 84), fill=style.colour)
    draw_player_badge(draw, style, 50, 42, 26, text=style.letter)
    draw_text(draw, (90, 10), say("r.hand_title"), 14, MUTED, bold=True)
    colour_name = say.colour(style.colour_name)
    draw_text(draw, (90, 28), colour_name, 28, TEXT, bold=True)
    rep = int(me.get("reputation", 0))
    draw_text(draw, (HAND_WIDTH - 20, 12), f"{rep}", 36, TEXT, anchor="ra", bold=True)
    draw_text(draw, (HAND_WIDTH - 20, 56), say("r.hand_reputation", goal=view.get("goal", "?")),
              13, MUTED, anchor="ra")
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    prompts = view.get("prompts") or {}
    if seat in acting:
        text = say("r.your_move",
                   what=say.text(prompts.get(str(seat)) or view.get("prompt") or ""))
        colour = ATTENTION
    elif acting:
        text = say("r.waiting", who=seat_label(say, view, acting[0]))
        colour = MUTED
    else:
        text = say("r.over") if view.get("outcome") else say("r.nothing")
        colour = MUTED
    x = 90 + text_size(colour_name, 28, True)[0] + 24
    fitted, size = fit_text(text, HAND_WIDTH - 220 - x, 18, 12, bold=True)
    draw_text(draw, (x, 44), fitted, size, colour, anchor="lm", bold=True)
    y = layout["header"]

    def section(title: str, top: int, note: str = "") -> int:
        title = say(title)
        draw_text(draw, (20, top + 8), title, 17, MUTED, bold=True)
        if note:
            x = 28 + text_size(title, 17, True)[0]
            fitted, size = fit_text(say(note), HAND_WIDTH - 20 - x, 14, 10)
            draw_text(draw, (x, top + 10), fitted, size, DIM)
        return top + 36

    # Cubes.
    cy = section("r.creditcubes", y, "r.trade_hint")
    cubes = {str(k): int(v) for k, v in (me.get("cubes") or {}).items()}
    colours = ["yellow", *[str(p.get("colour")) for p in players]]
    colours += [c for c in sorted(cubes) if c not in colours]
    cw = (HAND_WIDTH - 40) / max(1, len(colours))
    for i, cube in enumerate(colours):
        n = cubes.get(cube, 0)
        bx = 20 + i * cw
        fill = cube_colours(palette).get(cube, DIM)
        draw.rounded_rectangle((bx + 4, cy, bx + cw - 4, cy + 80), radius=10,
                               fill=fill if n else darken(fill, 0.6), outline=BLACK, width=2)
        ink = INK_DARK if sum(fill) > 380 else WHITE
        label = say.cube(cube)
        if cube == style.colour_name:
            label = say("r.yours", colour=label)
        label, size = fit_text(label, int(cw - 28), 15, 10, bold=True)
        draw_text(draw, (bx + 16, cy + 62), label, size, ink if n else MUTED, anchor="lm",
                  bold=True)
        draw_text(draw, (bx + cw - 16, cy + 6), str(n), 40, ink if n else MUTED, anchor="ra",
                  bold=True)
    y += layout["cubes"]
    # Player board: lab slots with costs, station slots, crew and markers.
    by = section("r.player_board", y, "r.board_hint")
    pb = view.get("player_board") or {}
    lab_costs = [list(c) for c in pb.get("lab_costs", ())]
    slots = [bool(s) for s in me.get("lab_slots", ())]
    label, size = fit_text(say("r.turtle_labs"), 106, 15, 10, bold=True)
    draw_text(draw, (20, by + 4), label, size, TEXT, bold=True)
    sw = 62
    for i, has in enumerate(slots):
        bx = 130 + i * (sw + 6)
        box = (bx, by, bx + sw, by + 70)
        draw.rounded_rectangle(box, radius=7, fill=CELL_BG,
                               outline=CELL_LINE, width=2)
        draw_text(draw, (bx + 5, by + 3), str(i + 1), 12, DIM, bold=True)
        if has:
            draw_shape(draw, style.shape, bx + sw / 2, by + 24, 13, style.colour, BLACK, 2)
        cost = lab_costs[i] if i < len(lab_costs) else []
        if cost:
            draw_cubes(draw, bx + (sw - len(cost) * 14) / 2, by + 48, 12, [str(c) for c in cost],
                       own_rgb, palette=palette)
        else:
            label, size = fit_text(say("r.free"), sw - 6, 13, 9, bold=True)
            draw_text(draw, (bx + sw / 2, by + 55), label, size, MUTED, anchor="mm", bold=True)
    sy = by + 84
    label, size = fit_text(say("r.stations"), 106, 15, 10, bold=True)
    draw_text(draw, (20, sy + 4), label, size, TEXT, bold=True)
    label, size = fit_text(say("r.station_rep", n=pb.get("station_reputation", 2)), 106, 12, 9)
    draw_text(draw, (20, sy + 24), label, size, DIM)
    station_costs = [list(c) for c in pb.get("station_costs", ())]
    stations = [bool(s) for s in me.get("station_slots", ())]
    for i, has in enumerate(stations):
        bx = 130 + i * (sw + 6)
        draw.rounded_rectangle((bx, sy, bx + sw, sy + 70), radius=7, fill=CELL_BG,
                               outline=CELL_LINE, width=2)
        draw_text(draw, (bx + 5, sy + 3), str(i + 1), 12, DIM, bold=True)
        if has:
            draw.rectangle((bx + sw / 2 - 10, sy + 14, bx + sw / 2 + 10, sy + 34),
                           fill=style.colour, outline=BLACK, width=2)
        cost = station_costs[i] if i < len(station_costs) else []
        draw_cubes(draw, bx + (sw - len(cost) * 14) / 2, sy + 48, 12, [str(c) for c in cost],
                   own_rgb, palette=palette)
    px = 130 + 3 * (sw + 6) + 30
    label, size = fit_text(say("r.crew_members"), 190, 15, 10, bold=True)
    draw_text(draw, (px, sy + 10), label, size, TEXT, bold=True)
    crew = int(me.get("crew_left", 0))
    for k in range(crew):
        draw_player_badge(draw, style, px + 16 + k * 36, sy + 46, 15, halo=None,
                          text=style.letter)
    if not crew:
        draw_text(draw, (px, sy + 46), say("r.none_left"), 14, DIM, anchor="lm")
    mx = px + 200
    label, size = fit_text(say("r.markers"), 112, 15, 10, bold=True)
    draw_text(draw, (mx, sy + 10), label, size, TEXT, bold=True)
    draw_text(draw, (mx, sy + 46), str(me.get("markers_left", 0)), 28, TEXT, anchor="lm",
              bold=True)
    label, size = fit_text(say("r.left"), 70, 14, 9)
    draw_text(draw, (mx + 44, sy + 48), label, size, MUTED, anchor="lm")
    rx = mx + 120
    label, size = fit_text(say("r.runner_on"), HAND_WIDTH - 20 - rx, 15, 10, bold=True)
    draw_text(draw, (rx, sy + 10), label, size, TEXT, bold=True)
    draw_text(draw, (rx, sy + 46), str(me.get("runner", "?")), 28, TEXT, anchor="lm",
              bold=True)
    y += layout["board"]
    # Research levels and the next bonus on each track.
    ry = section("r.your_research", y)
    rb = view.get("research_board") or {}
    research = me.get("research") or {}
    for k, area in enumerate(str(a) for a in rb.get("areas", ())):
        level = int(research.get(area, 0))
        yy = ry + k * 40
        colour = RESEARCH_COLOURS.get(area, DIM)
        draw.rounded_rectangle((20, yy, 130, yy + 32), radius=6, fill=darken(colour, 0.4),
                               outline=colour, width=2)
        label, size = fit_text(say.area(area), 70, 16, 10, bold=True)
        draw_text(draw, (30, yy + 16), label, size, TEXT, anchor="lm", bold=True)
        draw_text(draw, (120, yy + 16), str(level), 20, TEXT, anchor="rm", bold=True)
        others = [int(q.get("research", {}).get(area, 0)) for q in players
                  if q.get("seat") != seat]
        best = max(others, default=0)
        lead = (say("r.sole_highest") if level > best else say("r.tied_highest")
                if level == best else say("r.behind", n=best - level))
        lead, size = fit_text(lead, 206, 15, 10)
        draw_text(draw, (146, yy + 16), lead, size, MUTED, anchor="lm")
        upcoming = sorted((int(lv), str(b)) for lv, b in (rb.get("bonuses") or {})
                          .get(area, {}).items() if int(lv) > level)
        if upcoming:
            lv, bonus = upcoming[0]
            label, size = fit_text(say("r.next_bonus", level=lv), 260, 15, 10)
            draw_text(draw, (360, yy + 16), label, size, MUTED, anchor="lm")
            ix = max(540, 360 + text_size(label, size)[0] + 22)
            track_icon(draw, ix, yy + 16, bonus, 20, own_rgb, palette=palette)
            words = say(f"r.bonus.{bonus}") if bonus in BONUS_WORDS else bonus
            words, size = fit_text(words, HAND_WIDTH - 20 - (ix + 20), 15, 10)
            draw_text(draw, (ix + 20, yy + 16), words, size, MUTED, anchor="lm")
    y += layout["research"]
    # Takeover prices for this seat.
    ty = section("r.take_over_now", y, "r.take_hint")
    have = {str(k): int(v) for k, v in (me.get("cubes") or {}).items()}
    for k, (col, name, cost) in enumerate(takeover_prices(view, seat, say)):
        yy = ty + k * 34
        draw_badge(draw, (20, yy + 2), col.upper(), 15, hex_rgb("#0f1320"), TEXT, pad=3,
                   radius=4)
        name, size = fit_text(name, 240, 16, 10, bold=True)
        draw_text(draw, (52, yy + 14), name, size, TEXT, anchor="lm", bold=True)
        if cost:
            draw_cubes(draw, 300, yy + 6, 16, cost, palette=palette)
            ok = _affordable(have, cost)
            draw_text(draw, (300 + len(cost) * 18 + 12, yy + 14),
                      say("r.can_pay") if ok else say("r.cannot_pay"), 15,
                      hex_rgb("#7fe0a0") if ok else DANGER, anchor="lm", bold=True)
        else:
            draw_text(draw, (300, yy + 14), say("r.no_crew_below"), 15, DIM, anchor="lm")
    y += layout["prices"]
    # The powers of this seat's commanders.
    cy2 = section("r.your_commanders", y)
    cards = {str(c.get("key")): c for c in
             [*(view.get("action_board") or {}).get("commanders", ()),
              *(view.get("research_board") or {}).get("commanders", ())]}
    keys = [str(k) for k in me.get("commanders", ())]
    if not keys:
        draw_text(draw, (20, cy2 + 4), say("r.none_yet"), 16, DIM)
    for k, key in enumerate(keys):
        yy = cy2 + k * 62
        card = cards.get(key, {})
        draw_text(draw, (20, yy), str(card.get("name", key)), 17, ATTENTION, bold=True)
        lines = wrap_text(say.text(card.get("text", "")), HAND_WIDTH - 60, 14)
        if len(lines) > 2:
            lines = [lines[0], fit_text(lines[1] + " " + lines[2], HAND_WIDTH - 60, 14, 14)[0]]
        for j, line in enumerate(lines):
            draw_text(draw, (32, yy + 22 + j * 18), line, 14, MUTED)
    y += layout["commanders"]
    # Artifact cards: the private collection, the two drawn for the start, the one earned.
    ay = section("r.your_artifacts", y, "r.artifacts_hint")
    artifacts = list(private.get("artifacts") or ())
    drawn_ids = {int(a.get("id", 0)) for a in me.get("drawn_artifacts") or () if a}
    earned = me.get("artifact_earned")
    if not artifacts:
        text, size = fit_text(say("r.no_artifacts"), HAND_WIDTH - 40, 16, 11)
        draw_text(draw, (20, ay + 4), text, size, DIM)
    for k, card in enumerate(artifacts):
        row, column = divmod(k, 5)
        bx = 20 + column * 192
        yy = ay + row * 126
        metal = str(card.get("metal", ""))
        fill = METALS.get(metal, DIM)
        draw.rounded_rectangle((bx, yy, bx + 180, yy + 114), radius=10, fill=fill,
                               outline=ATTENTION if int(card.get("id", 0)) in drawn_ids
                               else BLACK, width=4 if int(card.get("id", 0)) in drawn_ids
                               else 2)
        draw_text(draw, (bx + 10, yy + 8), f"#{card.get('id', '')}", 20, INK_DARK, bold=True)
        draw_text(draw, (bx + 170, yy + 8), say("r.level", level=card.get("level", "")), 15,
                  INK_DARK, anchor="ra", bold=True)
        draw_text(draw, (bx + 10, yy + 38), say(f"metal.{metal}") if metal in METALS
                  else metal, 15, INK_DARK)
        bonus = str(card.get("bonus", ""))
        bonus = say(f"artifact_bonus.{bonus}") if bonus in ("reputation", "cube") else (
            say.area(bonus))
        text, size = fit_text(say("r.artifact_bonus", bonus=bonus), 164, 15, 10, bold=True)
        draw_text(draw, (bx + 10, yy + 62), text, size, INK_DARK, bold=True)
        if int(card.get("id", 0)) in drawn_ids:
            text, size = fit_text(say("r.drawn_for_start"), 164, 13, 9)
            draw_text(draw, (bx + 10, yy + 88), text, size, INK_DARK)
    if earned:
        metal = str(earned.get("metal", ""))
        draw_text(draw, (HAND_WIDTH - 20, ay - 26),
                  say("r.earned", metal=say(f"metal.{metal}") if metal in METALS else metal,
                      id=earned.get("id", "")), 15, ATTENTION, anchor="ra", bold=True)
    return image
