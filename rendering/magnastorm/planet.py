"""The map: the planet's six sectors (storm or quiet), the centre tile with the round, the
links between areas, transmitter stations, numbered spaces with turtle labs, and the
scout runners."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.common import (
    BLACK,
    WHITE,
    PlayerStyle,
    darken,
    draw_badge,
    draw_player_badge,
    draw_shape,
    draw_text,
    fit_text,
    hex_rgb,
    text_size,
)
from rendering.magnastorm.layout import (
    CENTRE_R,
    MAP_CX,
    MAP_CY,
    MAP_R,
    RIGHT_X0,
    SPACE_R,
    map_geometry,
    map_keys,
    polar_px,
    sector_angle,
    to_px,
)
from rendering.magnastorm.theme import (
    AREA_QUIET,
    AREA_STORM,
    ATTENTION,
    BG,
    CENTRE_FILL,
    DIM,
    LINK,
    MUTED,
    QUIET_EDGE,
    QUIET_FILL,
    RESEARCH_COLOURS,
    RESEARCH_INK,
    STORM_EDGE,
    STORM_FILL,
    STORM_STRIPE,
    TEXT,
)
from rendering.magnastorm.views import View
from rendering.magnastorm.words import Say


def _draw_sectors(draw: ImageDraw.ImageDraw, board: Mapping[str, Any], say: Say) -> None:
    storms = {int(s) for s in board.get("storm_sectors", ())}
    box = (MAP_CX - MAP_R, MAP_CY - MAP_R, MAP_CX + MAP_R, MAP_CY + MAP_R)
    for sector in range(1, 7):
        centre = sector_angle(sector)
        start, end = -(centre + 30), -(centre - 30)
        storm = sector in storms
        draw.pieslice(box, start, end, fill=STORM_FILL if storm else QUIET_FILL)
        if storm:  # diagonal lightning stripes: storm is not shown by colour alone
            for k in range(9):
                angle = centre - 26 + 6 * k
                inner = polar_px(CENTRE_R + 10, angle)
                outer = polar_px(MAP_R - 6, angle + 4)
                draw.line((inner, outer), fill=STORM_STRIPE, width=2)
    # Sector borders and the rim.
    for sector in range(1, 7):
        angle = sector_angle(sector) + 30
        draw.line((polar_px(CENTRE_R, angle), polar_px(MAP_R, angle)), fill=DIM, width=2)
    for sector in range(1, 7):
        storm = sector in storms
        centre = sector_angle(sector)
        draw.arc(box, -(centre + 30) + 1, -(centre - 30) - 1,
                 fill=STORM_EDGE if storm else QUIET_EDGE, width=5)
        lx, ly = polar_px(MAP_R + 17, centre - 18)
        label = say("r.sector_storm" if storm else "r.sector_quiet", sector=sector)
        # Kept inside the map's column, however long the word: smaller near the column's
        # edges, then moved in (the badge is 2*3+2 px wider than its text, and a pixel more
        # for its outline).
        room = 2 * min(lx - 2, RIGHT_X0 - 2 - lx) - 10
        size = 14
        while size > 10 and text_size(label, size, True)[0] > room:
            size -= 1
        half = (text_size(label, size, True)[0] + 10) / 2
        lx = min(max(lx, half + 2), RIGHT_X0 - 2 - half)
        draw_badge(draw, (lx, ly), label, size, darken(STORM_EDGE, 0.45) if storm
                   else darken(QUIET_EDGE, 0.5), TEXT, anchor="mm", pad=3,
                   outline=STORM_EDGE if storm else QUIET_EDGE)


def _draw_centre(draw: ImageDraw.ImageDraw, view: View, board: Mapping[str, Any],
                 say: Say) -> None:
    storms = {int(s) for s in board.get("storm_sectors", ())}
    r = CENTRE_R
    box = (MAP_CX - r, MAP_CY - r, MAP_CX + r, MAP_CY + r)
    for sector in range(1, 7):
        centre = sector_angle(sector)
        draw.pieslice(box, -(centre + 30), -(centre - 30),
                      fill=STORM_EDGE if sector in storms else QUIET_EDGE)
    inner = r - 9
    draw.ellipse((MAP_CX - inner, MAP_CY - inner, MAP_CX + inner, MAP_CY + inner),
                 fill=CENTRE_FILL, outline=BLACK, width=2)
    text, size = fit_text(say("r.centre_round"), 2 * inner - 24, 13, 9, bold=True)
    draw_text(draw, (MAP_CX, MAP_CY - 30), text, size, MUTED, anchor="mm", bold=True)
    draw_text(draw, (MAP_CX, MAP_CY - 4), f"{view.get('round', '?')}", 34, TEXT, anchor="mm",
              bold=True)
    draw_text(draw, (MAP_CX, MAP_CY + 22), say("r.of_rounds", last=view.get("last_round", 4)),
              13, MUTED, anchor="mm")
    # The storm turns clockwise by one sector each round: an arrow around the round number.
    arc_r = inner - 5
    draw.arc((MAP_CX - arc_r, MAP_CY - arc_r, MAP_CX + arc_r, MAP_CY + arc_r), 20, 70,
             fill=STORM_EDGE, width=2)
    tip = (MAP_CX + arc_r * math.cos(math.radians(70)), MAP_CY + arc_r * math.sin(
        math.radians(70)))
    draw.polygon([(tip[0] - 1, tip[1] - 6), (tip[0] - 1, tip[1] + 6), (tip[0] - 9, tip[1])],
                 fill=STORM_EDGE)


def _draw_links(draw: ImageDraw.ImageDraw, board: Mapping[str, Any],
                pos: Mapping[str, tuple[float, float]],
                centres: Mapping[str, tuple[float, float]],
                tx_pos: Mapping[str, tuple[float, float]]) -> None:
    """Connecting lines between areas, and the area blobs that group their spaces."""
    by_area: dict[str, list[str]] = {}
    for sp in board.get("spaces", ()):
        by_area.setdefault(str(sp["area"]), []).append(str(sp["id"]))
    for a, b in board.get("links", ()):
        if a in centres and b in centres:
            draw.line((centres[a], centres[b]), fill=LINK, width=3)
    for t in board.get("transmitters", ()):  # a short tie from each transmitter to its line
        areas = [str(a) for a in t.get("areas", ())]
        if len(areas) == 2 and all(a in centres for a in areas) and str(t["id"]) in tx_pos:
            (ax, ay), (bx, by) = centres[areas[0]], centres[areas[1]]
            draw.line((tx_pos[str(t["id"])], ((ax + bx) / 2, (ay + by) / 2)), fill=LINK,
                      width=2)
    storms = {int(s) for s in board.get("storm_sectors", ())}
    sector_of = {str(sp["area"]): int(sp["sector"]) for sp in board.get("spaces", ())}
    for area, ids in by_area.items():
        fill = AREA_STORM if sector_of.get(area) in storms else AREA_QUIET
        points = [pos[i] for i in ids]
        width = 2 * SPACE_R + 10
        if len(points) > 1:
            draw.line(points, fill=fill, width=width, joint="curve")
        for x, y in points:
            rr = SPACE_R + 5
            draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=fill, outline=None)


def _draw_transmitters(draw: ImageDraw.ImageDraw, board: Mapping[str, Any],
                       tx_pos: Mapping[str, tuple[float, float]],
                       styles: Sequence[PlayerStyle]) -> None:
    """Transmitter spaces: an antenna box with its name (``t3``); a built station is a
    box in its owner's colour with the owner's shape, the name beside it."""
    for t in board.get("transmitters", ()):
        x, y = tx_pos.get(str(t["id"])) or to_px(t["xy"])
        tid = str(t["id"])
        owner = int(t.get("owner", -1))
        if 0 <= owner < len(styles):
            style = styles[owner]
            draw.line((x, y - 10, x, y - 19), fill=WHITE, width=3)  # the antenna
            draw.ellipse((x - 4, y - 23, x + 4, y - 15), fill=style.colour, outline=WHITE)
            tower = [(x - 14, y + 11), (x + 14, y + 11), (x + 8, y - 11), (x - 8, y - 11)]
            draw.polygon(tower, fill=style.colour, outline=WHITE, width=2)
            draw_shape(draw, style.shape, x, y + 2, 5, style.ink, None)  # whose, in no words
            draw_text(draw, (x, y + 19), tid, 11, TEXT, anchor="mm", bold=True, outline=BG)
        else:
            draw.line((x, y - 10, x, y - 17), fill=LINK, width=2)
            draw.ellipse((x - 3, y - 20, x + 3, y - 14), fill=LINK)
            draw.rounded_rectangle((x - 13, y - 10, x + 13, y + 10), radius=3, fill=BG,
                                   outline=LINK, width=2)
            draw_text(draw, (x, y + 1), tid, 12, TEXT, anchor="mm", bold=True)


def _draw_spaces(draw: ImageDraw.ImageDraw, board: Mapping[str, Any],
                 pos: Mapping[str, tuple[float, float]], styles: Sequence[PlayerStyle],
                 say: Say) -> None:
    for sp in board.get("spaces", ()):
        sid = str(sp["id"])
        x, y = pos[sid]
        colour = sp.get("colour")
        lab = sp.get("lab")
        if colour is None:  # a start space: a landing pad
            r = SPACE_R + 3
            draw.ellipse((x - r, y - r, x + r, y + r), fill=hex_rgb("#0f1320"), outline=ATTENTION,
                         width=3)
            start, size = fit_text(say("r.start"), 2 * r - 2, 9, 7, bold=True)
            draw_text(draw, (x, y), start, size, ATTENTION, anchor="mm", bold=True)
            draw_text(draw, (x, y + r + 7), sid, 11, ATTENTION, anchor="mm", bold=True,
                      outline=BG)
            continue
        research = RESEARCH_COLOURS.get(str(colour), DIM)
        if lab and isinstance(lab.get("owner"), int) and 0 <= lab["owner"] < len(styles):
            style = styles[lab["owner"]]
            ring = SPACE_R + 3
            draw.ellipse((x - ring, y - ring, x + ring, y + ring), fill=research)
            count = int(lab.get("count", 1))
            if count > 1:  # a second lab on the same space, stacked behind
                draw_shape(draw, style.shape, x + 5, y - 5, SPACE_R - 1, style.colour, BLACK, 2)
            draw_shape(draw, style.shape, x, y, SPACE_R - 1, style.colour, BLACK, 2)
            draw_text(draw, (x, y + 1), sid, 12 if len(sid) < 3 else 10, style.ink,
                      anchor="mm", bold=True)
            if count > 1:
                draw_text(draw, (x + SPACE_R, y + SPACE_R), f"x{count}", 11, TEXT, anchor="mm",
                          bold=True, outline=BLACK)
            continue
        draw.ellipse((x - SPACE_R, y - SPACE_R, x + SPACE_R, y + SPACE_R), fill=research,
                     outline=BLACK, width=2)
        draw_text(draw, (x, y + 1), sid, 13 if len(sid) < 3 else 11,
                  RESEARCH_INK.get(str(colour), WHITE), anchor="mm", bold=True)


def _draw_runners(draw: ImageDraw.ImageDraw, board: Mapping[str, Any],
                  pos: Mapping[str, tuple[float, float]], styles: Sequence[PlayerStyle],
                  acting: set[int]) -> None:
    runners = [str(r) for r in board.get("runners", ())]
    together: dict[str, list[int]] = {}
    for seat, space in enumerate(runners):
        together.setdefault(space, []).append(seat)
    for space, seats in together.items():
        if space not in pos or not seats:
            continue
        x, y = pos[space]
        n = len(seats)
        for i, seat in enumerate(seats):
            if seat >= len(styles):
                continue
            # On the space, in a white disc; several runners on one space fan out.
            angle = math.pi / 2 + 2 * math.pi * i / n
            spread = 0 if n == 1 else 8 + 4 * n
            bx, by = x + spread * math.cos(angle), y - spread * math.sin(angle)
            if seat in acting:
                draw.ellipse((bx - 19, by - 19, bx + 19, by + 19), outline=ATTENTION, width=3)
            draw.ellipse((bx - 16, by - 16, bx + 16, by + 16), fill=WHITE, outline=BLACK,
                         width=2)
            draw_player_badge(draw, styles[seat], bx, by, 12.5, halo=None,
                              text=styles[seat].letter)
        if space not in {str(v) for v in (board.get("start_spaces") or {}).values()}:
            draw_text(draw, (x + 15, y + 13), space, 11, TEXT, anchor="mm", bold=True,
                      outline=BLACK)


def draw_map(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
             say: Say | None = None) -> None:
    say = say or Say()
    board = view.get("board") or {}
    pos, centres, tx_pos = map_geometry(*map_keys(view))
    _draw_sectors(draw, board, say)
    _draw_centre(draw, view, board, say)
    _draw_links(draw, board, pos, centres, tx_pos)
    _draw_transmitters(draw, board, tx_pos, styles)
    _draw_spaces(draw, board, pos, styles, say)
    acting = {s for s in view.get("to_act", ()) if isinstance(s, int)}
    _draw_runners(draw, board, pos, styles, acting)
