"""The lab income strip of the quiet sectors and the player panels: each seat's
reputation, cubes, pieces left and commanders, in turn order."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.common import PlayerStyle, darken, draw_player_badge, draw_text, fit_text, text_size
from rendering.magnastorm.icons import draw_cube, draw_cubes
from rendering.magnastorm.layout import INCOME_BOX, PLAYERS_BOX
from rendering.magnastorm.theme import ATTENTION, CELL_BG, DIM, MUTED, QUIET_EDGE, TEXT
from rendering.magnastorm.views import View
from rendering.magnastorm.words import Say


def draw_income(draw: ImageDraw.ImageDraw, view: View, say: Say | None = None) -> None:
    say = say or Say()
    x0, y0, _, _ = INCOME_BOX
    board = view.get("board") or {}
    width = 114  # the labels' column, left of the income tables
    bag = view.get("bag") or {}
    total = sum(int(n) for n in bag.values())
    for y, key, size, colour, bold, params in (
            (12, "r.lab_income", 14, MUTED, True, {}), (30, "r.per_quiet", 12, DIM, False, {}),
            (46, "r.labs_scale", 12, DIM, False, {}), (60, "r.bag", 12, DIM, False,
                                                         {"n": total})):
        text, fitted = fit_text(say(key, **params), width, size, 9, bold=bold)
        draw_text(draw, (x0 + 10, y0 + y), text, fitted, colour, anchor="lm", bold=bold)
    income = board.get("income") or {}
    y = y0 + 12
    for sector in sorted(income, key=lambda s: int(s)):
        x: float = x0 + 128
        draw_text(draw, (x, y), f"S{sector}", 14, QUIET_EDGE, anchor="lm", bold=True)
        x += 32
        for labs, cubes in enumerate(income[sector][1:], start=1):
            draw_text(draw, (x, y), f"{labs}{'+' if labs == 4 else ''}", 12, MUTED,
                      anchor="lm", bold=True)
            x = draw_cubes(draw, x + 14 + (5 if labs == 4 else 0), y - 5, 11, cubes,
                           palette=say.palette) + 8
        y += 21


def turn_order(view: View) -> list[int]:
    """The seats in turn order (the panel's rows, top to bottom)."""
    players = list(view.get("players") or ())
    order = [int(s) for s in view.get("turn_order") or range(len(players))]
    return order + [s for s in range(len(players)) if s not in order]


def row_span(view: View, i: int) -> tuple[float, float, float]:
    """The i-th row of the panel: its top, its bottom and the height rows share."""
    _, y0, _, y1 = PLAYERS_BOX
    row_h = (y1 - y0 - 8) / len(turn_order(view))
    top = y0 + 4 + i * row_h
    return top, top + row_h - 4, row_h


def draw_players(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                 say: Say | None = None) -> None:
    for i in range(len(turn_order(view))):
        draw_player(draw, view, styles, i, say)


def draw_player(draw: ImageDraw.ImageDraw, view: View, styles: Sequence[PlayerStyle],
                i: int, say: Say | None = None) -> None:
    """The i-th row of the panel (in turn order), in the span :func:`row_span` gives: the
    player's display name (when the image has names) beside the federation's colour."""
    say = say or Say()
    x0, _, x1, _ = PLAYERS_BOX
    players = list(view.get("players") or ())
    seat = turn_order(view)[i]
    if seat >= len(players):
        return
    acting = {s for s in view.get("to_act", ()) if isinstance(s, int)}
    goal = int(view.get("goal", 0) or 0)
    holder = int((view.get("action_board") or {}).get("first_token", {}).get("holder", -1))
    names = commander_names(view)
    p = players[seat]
    style = styles[seat]
    top, bottom, row_h = row_span(view, i)
    box = (x0 + 6, top, x1 - 6, bottom)
    draw.rounded_rectangle(box, radius=8, fill=CELL_BG,
                           outline=ATTENTION if seat in acting else None,
                           width=3 if seat in acting else 0)
    draw.rectangle((x0 + 6, top + 4, x0 + 11, bottom - 4), fill=style.colour)
    mid = (top + bottom) / 2
    line1 = top + min(18, row_h / 4 + 4)
    line2 = bottom - min(16, row_h / 4 + 2)
    draw_text(draw, (x0 + 24, mid), str(i + 1), 20, MUTED, anchor="mm", bold=True)
    draw_player_badge(draw, style, x0 + 56, mid, 17, text=style.letter)
    colour_name = say.colour(style.colour_name)
    name = say.name(seat)
    text, size = fit_text(name or colour_name, 108, 19, 13, bold=True)
    draw_text(draw, (x0 + 82, line1), text, size, TEXT, anchor="lm", bold=True)
    tags = []
    if seat == holder:
        tags.append(say("r.first_token_tag"))
    earned = p.get("artifact_earned")
    if earned:
        tags.append(say("r.earns", metal=say(f"metal.{earned.get('metal', '')}"),
                        id=earned.get("id", "")))
    line = " · ".join(tags)
    if name:  # the colour the name plays, then what the row holds
        text, size = fit_text(colour_name, 150, 12, 10, bold=True)
        draw_text(draw, (x0 + 82, line2), text, size, style.colour, anchor="lm", bold=True)
        if line:
            x = x0 + 82 + text_size(text, size, True)[0] + 6
            text, size = fit_text(line, int(x0 + 232 - x), 12, 9)
            draw_text(draw, (x, line2), text, size, ATTENTION, anchor="lm", bold=True)
    elif line:
        text, size = fit_text(line, 150, 12, 10)
        draw_text(draw, (x0 + 82, line2), text, size, ATTENTION, anchor="lm", bold=True)
    # Reputation, big, with a bar towards the goal.
    rep = int(p.get("reputation", 0))
    rx = x0 + 236
    draw_text(draw, (rx, mid - 2), str(rep), 30, TEXT, anchor="rm", bold=True)
    draw_text(draw, (rx + 3, mid - 6), say("r.rep"), 11, MUTED, anchor="lm")
    if goal:
        bar = (rx - 40, bottom - 8, rx + 22, bottom - 4)
        draw.rectangle(bar, fill=darken(style.colour, 0.6))
        filled = bar[0] + (bar[2] - bar[0]) * min(1.0, rep / goal)
        draw.rectangle((bar[0], bar[1], filled, bar[3]), fill=style.colour)
    # Cubes by colour.
    cx = x0 + 272
    cubes = {str(k): int(v) for k, v in (p.get("cubes") or {}).items() if int(v)}
    for colour in ("yellow", *[str(q.get("colour")) for q in players]):
        n = cubes.pop(colour, 0)
        if not n:
            continue
        draw_cube(draw, cx, line1 - 7, 14, colour, palette=say.palette)
        draw_text(draw, (cx + 17, line1), str(n), 16, TEXT, anchor="lm", bold=True)
        cx += 22 + text_size(str(n), 16, True)[0] + 6
    for colour, n in sorted(cubes.items()):
        draw_cube(draw, cx, line1 - 7, 14, colour, palette=say.palette)
        draw_text(draw, (cx + 17, line1), str(n), 16, TEXT, anchor="lm", bold=True)
        cx += 22 + text_size(str(n), 16, True)[0] + 6
    if cx == x0 + 272:
        draw_text(draw, (cx, line1), say("r.no_cubes"), 14, DIM, anchor="lm")
    # Pieces left on the player board.
    pieces = say("r.pieces", labs=p.get("labs_left", 0), stations=p.get("stations_left", 0),
                 crew=p.get("crew_left", 0), markers=p.get("markers_left", 0))
    text, size = fit_text(pieces, x1 - 12 - (x0 + 272), 14, 10)
    draw_text(draw, (x0 + 272, line2), text, size, MUTED, anchor="lm")
    # Commanders and objectives on the first line's right.
    extras = []
    cmds = [names.get(str(k), str(k)) for k in p.get("commanders", ())]
    if cmds:
        extras.append(", ".join(cmds))
    objs = p.get("objectives") or []
    if objs:
        extras.append(say("r.objectives", slots=",".join(str(o) for o in objs)))
    if extras:
        right = x1 - 14
        avail = right - cx - 6
        if avail > 60:
            text, size = fit_text("  ".join(extras), avail, 13, 10, bold=True)
            draw_text(draw, (right, line1), text, size, ATTENTION, anchor="rm", bold=True)


def commander_names(view: View) -> dict[str, str]:
    """Commander key -> a short name (first name), for tight spots."""
    names: dict[str, str] = {}
    ab = view.get("action_board") or {}
    rb = view.get("research_board") or {}
    for c in [*ab.get("commanders", ()), *rb.get("commanders", ())]:
        names[str(c.get("key"))] = str(c.get("name", c.get("key", ""))).split()[0]
    return names
