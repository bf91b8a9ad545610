"""The research board: every area's track with the players' markers and bonuses, the
research commanders, and the four objectives with their reputation ladders."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.common import (
    INK_DARK,
    PlayerStyle,
    darken,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    hex_rgb,
    lighten,
    text_size,
    wrap_text,
)
from rendering.magnastorm.icons import track_icon
from rendering.magnastorm.layout import RESEARCH_BOX, TRACK_LABEL_W
from rendering.magnastorm.theme import (
    ATTENTION,
    CELL_BG,
    CELL_LINE,
    DIM,
    MUTED,
    QUIET_EDGE,
    RESEARCH_COLOURS,
    TEXT,
)
from rendering.magnastorm.views import View
from rendering.magnastorm.words import Say


def draw_research(draw: ImageDraw.ImageDraw, view: View,
                   styles: Sequence[PlayerStyle], say: Say | None = None) -> None:
    say = say or Say()
    rb = view.get("research_board") or {}
    x0, y0, x1, y1 = RESEARCH_BOX
    areas = [str(a) for a in rb.get("areas", ())]
    max_level = int(rb.get("max_level", 12))
    players = list(view.get("players") or ())
    commanders = {str(c.get("area")): c for c in rb.get("commanders", ())}
    bonuses = rb.get("bonuses") or {}
    tx0 = x0 + TRACK_LABEL_W
    cell_w = (x1 - 8 - tx0) / (max_level + 1)
    top = y0 + 28
    track_h = 46 if len(areas) <= 3 else 42
    for level in range(max_level + 1):
        draw_text(draw, (tx0 + (level + 0.5) * cell_w, top + 6), str(level), 11, DIM,
                  anchor="mm")
    top += 12
    for a_index, area in enumerate(areas):
        y = top + a_index * track_h
        colour = RESEARCH_COLOURS.get(area, DIM)
        draw.rounded_rectangle((x0 + 6, y + 2, x0 + TRACK_LABEL_W - 4, y + track_h - 2),
                               radius=6, fill=darken(colour, 0.45), outline=colour, width=2)
        text, size = fit_text(say.area(area).upper(), TRACK_LABEL_W - 44, 14, 9, bold=True)
        draw_text(draw, (x0 + 12, y + 12), text, size, TEXT, anchor="lm", bold=True)
        card = commanders.get(area)
        if card:
            owner = int(card.get("owner", -1))
            name, size = fit_text(str(card.get("name", "")), TRACK_LABEL_W - 40, 12, 9)
            draw_text(draw, (x0 + 12, y + track_h - 12), name, size, TEXT, anchor="lm")
            if 0 <= owner < len(styles):
                draw_player_badge(draw, styles[owner], x0 + TRACK_LABEL_W - 18,
                                  y + track_h / 2, 11, text=styles[owner].letter)
            else:
                draw_text(draw, (x0 + TRACK_LABEL_W - 10, y + 12), f"+{card.get('gain', 0)}",
                          12, hex_rgb("#7fe0a0"), anchor="rm", bold=True)
        area_bonuses = bonuses.get(area) or {}
        at_level: dict[int, list[int]] = {}
        for p in players:
            level = int((p.get("research") or {}).get(area, 0))
            at_level.setdefault(level, []).append(int(p.get("seat", 0)))
        for level in range(max_level + 1):
            cx = tx0 + level * cell_w
            cell = (cx + 1, y + 2, cx + cell_w - 1, y + track_h - 2)
            bonus = area_bonuses.get(str(level))
            draw.rectangle(cell, fill=lighten(CELL_BG, 0.06) if bonus else CELL_BG,
                           outline=darken(colour, 0.2) if level else CELL_LINE)
            seats = [s for s in at_level.get(level, []) if s < len(styles)]
            mid_x = (cell[0] + cell[2]) / 2
            if bonus:
                if seats:
                    track_icon(draw, mid_x, cell[1] + 7, str(bonus), 9, palette=say.palette)
                else:
                    track_icon(draw, mid_x, (cell[1] + cell[3]) / 2, str(bonus), 14,
                               palette=say.palette)
            band_top = cell[1] + (13 if bonus else 2)
            band_h = cell[3] - band_top
            if len(seats) == 1:
                draw_player_badge(draw, styles[seats[0]], mid_x, band_top + band_h / 2,
                                  min(11, band_h / 2 - 2), halo=None,
                                  text=styles[seats[0]].letter)
            elif len(seats) == 2:
                for k, seat in enumerate(seats):
                    draw_player_badge(draw, styles[seat], mid_x + (k - 0.5) * 15,
                                      band_top + band_h / 2, 7.5, halo=None,
                                      text=styles[seat].letter)
            else:
                for k, seat in enumerate(seats):
                    col, row = k % 2, k // 2
                    draw_player_badge(draw, styles[seat], mid_x + (col - 0.5) * 15,
                                      band_top + band_h * (0.27 + 0.48 * row), 7, halo=None,
                                      text=styles[seat].letter)
    # Objectives, two by two.
    objectives = list(rb.get("objectives") or ())
    otop = top + len(areas) * track_h + 8
    ow = (x1 - x0 - 18) / 2
    oh = (y1 - 6 - otop - 6) / 2
    for i, obj in enumerate(objectives[:4]):
        col, row = i % 2, i // 2
        bx = x0 + 6 + col * (ow + 6)
        by = otop + row * (oh + 6)
        box = (bx, by, bx + ow, by + oh)
        research = obj.get("kind") == "research"
        edge = hex_rgb("#6fa8ff") if research else QUIET_EDGE
        draw.rounded_rectangle(box, radius=8, fill=CELL_BG, outline=edge, width=2)
        draw_badge(draw, (bx + 6, by + 6), str(obj.get("slot", i + 1)), 14, edge, INK_DARK,
                   pad=3, radius=5)
        kind = say("r.kind_research" if research else "r.kind_sector", id=obj.get("id", ""))
        text, size = fit_text(kind, int(ow - 42), 13, 9, bold=True)
        draw_text(draw, (bx + 34, by + 15), text, size, edge, anchor="lm", bold=True)
        lines = wrap_text(say.text(obj.get("text", "")), int(ow - 16), 12)
        ladder = [int(v) for v in obj.get("ladder", ())]
        left = [int(v) for v in obj.get("ladder_left", ())]
        ladder_y = by + oh - 30
        max_lines = max(1, int((ladder_y - (by + 30)) // 14))
        for k, line in enumerate(lines[:max_lines]):
            if k == max_lines - 1 and len(lines) > max_lines:
                line = line.rstrip(".") + "…"
            draw_text(draw, (bx + 8, by + 30 + 14 * k), line, 12, TEXT)
        # The reputation ladder: free values bright, taken ones dim with who took one.
        lx = bx + 8
        taken = list(ladder)
        for v in left:
            if v in taken:
                taken.remove(v)
        for v in ladder:
            free = v in left
            if free:
                left.remove(v)
            draw.rounded_rectangle((lx, ladder_y, lx + 26, ladder_y + 24), radius=5,
                                   fill=hex_rgb("#3d4b6b") if free else hex_rgb("#1a2030"),
                                   outline=ATTENTION if free else DIM, width=2)
            draw_text(draw, (lx + 13, ladder_y + 12), str(v), 15, TEXT if free else DIM,
                      anchor="mm", bold=True)
            lx += 30
        fx = lx + 8
        done = [int(s) for s in obj.get("fulfilled_by", ())]
        if done:
            label = say("r.done")
            draw_text(draw, (fx, ladder_y + 12), label, 12, MUTED, anchor="lm")
            fx += text_size(label, 12)[0] + 6
            for seat in done:
                if seat < len(styles):
                    draw_player_badge(draw, styles[seat], fx + 10, ladder_y + 12, 10,
                                      text=styles[seat].letter)
                    fx += 26
