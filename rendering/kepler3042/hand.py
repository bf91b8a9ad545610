"""One seat's private image: its secret Objective, what it must decide now, its whole
Technology Board with costs, its Planet cards in full, its Resources and its Action Board
with the Bonus Actions of each row and column.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from rendering.common import (
    BLACK,
    DEFAULT_PALETTE,
    INK_DARK,
    NEUTRAL,
    RGB,
    WHITE,
    draw_badge,
    draw_player_badge,
    draw_text,
    fit_text,
    hex_rgb,
    lighten,
    player_style,
    text_size,
    wrap_text,
)
from rendering.kepler3042.icons import draw_check, draw_cube
from rendering.kepler3042.layout import HAND_WIDTH
from rendering.kepler3042.panels import planet_zone
from rendering.kepler3042.theme import (
    ALIEN_INK,
    ATTENTION,
    BG,
    DIM,
    EARTH_COLOUR,
    FACE_DOWN,
    GOOD,
    MUTED,
    PANEL_BG,
    ROW_BG,
    TEXT,
    TYPE_COLOURS,
)
from rendering.kepler3042.views import (
    Names,
    View,
    label,
    seat_name,
    term,
    text_of,
    type_name,
    type_of,
)


def hand_image(view: View, locale: str = "en", names: Names = None,
               palette: str = DEFAULT_PALETTE) -> Image.Image:
    """A seat's private view as a Pillow image in ``locale``, its seat in ``palette``'s
    colour (see :func:`render_hand`)."""
    return Hand(view, locale, names, palette).draw()


class Hand:
    """Lays out and draws the hand image; sections stack from top to bottom."""

    HEADER = 104
    OBJECTIVE = 128
    TECH_ROW = 78
    TITLE = 34

    def __init__(self, view: View, locale: str = "en", names: Names = None,
                 palette: str = DEFAULT_PALETTE) -> None:
        self.view = view
        self.locale = locale
        self.names = names
        self.private: Mapping[str, Any] = view.get("private") or {}
        players = list(view.get("players", ()))
        seat = self.private.get("seat")
        self.seat = seat if isinstance(seat, int) and 0 <= seat < len(players) else None
        self.player: Mapping[str, Any] = players[self.seat] if self.seat is not None else {}
        self.style = player_style(self.seat, palette) if self.seat is not None else NEUTRAL
        self.comps: Mapping[str, Any] = view.get("components") or {}
        planets = list(self.player.get("planets", ()))
        self.planet_rows = max(1, math.ceil(len(planets) / 3))
        self.height = (self.HEADER + self.OBJECTIVE + self.TITLE + 5 * self.TECH_ROW + 16
                       + self.TITLE + self.planet_rows * 150 + 10 + self.TITLE + 200 + 16)

    def draw(self) -> Image.Image:
        image = Image.new("RGB", (HAND_WIDTH, self.height), BG)
        draw = ImageDraw.Draw(image)
        y = self._header(draw)
        y = self._objective(draw, y)
        y = self._tech_board(draw, y)
        y = self._planets(draw, y)
        self._resources_and_actions(draw, y)
        return image

    def _title(self, draw: ImageDraw.ImageDraw, y: float, text: str, note: str = "") -> float:
        text, size = fit_text(text, HAND_WIDTH // 2 - 30, 18, 12, bold=True)
        draw_text(draw, (20, y + 12), text, size, MUTED, anchor="lm", bold=True)
        if note:
            room = HAND_WIDTH - 60 - text_size(text, size, True)[0]
            note, size = fit_text(note, room, 15, 10)
            draw_text(draw, (HAND_WIDTH - 20, y + 12), note, size, MUTED, anchor="rm")
        return y + self.TITLE

    def _header(self, draw: ImageDraw.ImageDraw) -> float:
        view, loc = self.view, self.locale
        draw.rectangle((0, 0, HAND_WIDTH, self.HEADER - 8), fill=PANEL_BG)
        draw_player_badge(draw, self.style, 46, 40, 26)
        name = seat_name(view, self.seat, self.names, loc) if self.seat is not None else ""
        title, size = fit_text(label("your_hand", loc, name=name), HAND_WIDTH - 330, 30, 16,
                               bold=True)
        draw_text(draw, (86, 8), title, size, TEXT, bold=True)
        score = self.private.get("score_with_objective")
        if score is not None:
            draw_text(draw, (HAND_WIDTH - 20, 10), label("n_vp", loc, n=score), 32, TEXT,
                      anchor="ra", bold=True)
            draw_text(draw, (HAND_WIDTH - 20, 48), label("if_ended", loc), 14, MUTED,
                      anchor="ra")
        acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
        rnd = label("round", loc, round=view.get("round", 0), rounds=view.get("rounds", 16))
        if view.get("phase") == "setup":
            rnd = label("setup", loc)
        if self.seat in acting:
            prompt = text_of((view.get("prompts") or {}).get(str(self.seat))
                             or view.get("prompt") or "", loc)
            lines = wrap_text(label("your_move", loc, prompt=prompt), HAND_WIDTH - 320, 18)
            for j, line in enumerate(lines[:2]):
                draw_text(draw, (86, 56 + j * 22), line, 18, ATTENTION, anchor="lm", bold=True)
        elif view.get("phase") == "over":
            draw_text(draw, (86, 60), label("over", loc), 19, MUTED, anchor="lm")
        else:
            who = ", ".join(seat_name(view, s, self.names, loc) for s in acting)
            text, size = fit_text(label("waiting", loc, round=rnd,
                                        who=who or label("nobody", loc)),
                                  HAND_WIDTH - 300, 19, 12)
            draw_text(draw, (86, 60), text, size, MUTED, anchor="lm")
        return self.HEADER

    def _objective(self, draw: ImageDraw.ImageDraw, y: float) -> float:
        loc = self.locale
        obj = objective_parts(self.private)
        box = (20, y, HAND_WIDTH - 20, y + self.OBJECTIVE - 12)
        draw.rounded_rectangle(box, radius=10, fill=hex_rgb("#2a2540"), outline=ATTENTION,
                               width=3)
        draw_text(draw, (36, y + 18), label("secret", loc), 15, ATTENTION, anchor="lm",
                  bold=True)
        if not obj:
            draw_text(draw, (36, y + 56), label("none", loc), 20, DIM, anchor="lm")
            return y + self.OBJECTIVE
        name, name_size = fit_text(text_of(obj.get("name", ""), loc), HAND_WIDTH - 360, 26, 16,
                                   bold=True)
        draw_text(draw, (36, y + 48), name, name_size, TEXT, anchor="lm", bold=True)
        vp = label("n_vp", loc, n=obj.get("vp", 0))
        draw_badge(draw, (HAND_WIDTH - 36, y + 18), vp, 20, ATTENTION, INK_DARK, anchor="rm",
                   pad=4)
        met = bool(obj.get("met"))
        status = term("objective.met" if met else "objective.unmet", loc)
        sx = 36 + text_size(name, name_size, True)[0] + 18
        if met:
            draw_check(draw, sx, y + 39, 18, GOOD)
            sx += 24
        draw_text(draw, (sx, y + 49), status, 18, GOOD if met else MUTED, anchor="lm",
                  bold=met)
        text, size = fit_text(text_of(obj.get("text", ""), loc), HAND_WIDTH - 80, 20, 13)
        draw_text(draw, (36, y + 84), text, size, TEXT, anchor="lm")
        return y + self.OBJECTIVE

    def _tech_board(self, draw: ImageDraw.ImageDraw, y: float) -> float:
        p, loc = self.player, self.locale
        y = self._title(draw, y, label("tech_board", loc), label("tech_note", loc))
        techs = list(self.comps.get("techs", ()))
        levels = list(p.get("tech", ()))
        label_w = 150
        cell_w = (HAND_WIDTH - 40 - label_w) / 5
        for t, tech in enumerate(techs[:5]):
            ry = y + t * self.TECH_ROW
            level = int(levels[t]) if t < len(levels) else 0
            draw.rounded_rectangle((20, ry, HAND_WIDTH - 20, ry + self.TECH_ROW - 6), radius=8,
                                   fill=PANEL_BG)
            draw_text(draw, (30, ry + 18), f"{tech.get('numeral', '')} {tech.get('code', '')}",
                      20, TEXT, anchor="lm", bold=True)
            name_lines = wrap_text(text_of(tech.get("name", ""), loc), label_w - 16, 14)
            for j, line in enumerate(name_lines[:2]):
                draw_text(draw, (30, ry + 40 + j * 16), line, 14, MUTED, anchor="lm")
            for k, lv in enumerate(list(tech.get("levels", ()))[:5]):
                bx = 20 + label_w + k * cell_w
                box = (bx + 3, ry + 5, bx + cell_w - 3, ry + self.TECH_ROW - 11)
                owned = k < level
                nxt = k == level
                fill = lighten(self.style.colour, 0.55) if owned else ROW_BG
                draw.rounded_rectangle(box, radius=6, fill=fill,
                                       outline=ATTENTION if nxt else DIM,
                                       width=3 if nxt else 1)
                ink = INK_DARK if owned else (TEXT if nxt else MUTED)
                draw_text(draw, (box[0] + 6, box[1] + 4), str(k + 1), 14, ink, bold=True)
                lines = wrap_text(text_of(lv.get("name", ""), loc), int(cell_w - 32), 13)
                for j, line in enumerate(lines[:2]):
                    text, size = fit_text(line, int(cell_w - 32), 13, 10, bold=nxt)
                    draw_text(draw, (box[0] + 22, box[1] + 4 + j * 15), text, size, ink,
                              bold=nxt)
                extras = []
                if int(lv.get("awards", 0) or 0):
                    extras.append(f"+{lv['awards']}")
                if int(lv.get("leap", 0) or 0):
                    extras.append(label("leap", loc, n=lv["leap"]))
                extra = " ".join(extras)
                extra_w = text_size(extra, 13, True)[0] + 6 if extra else 0
                cost = [int(c) for c in list(lv.get("cost", (0, 0, 0)))[:3]]
                room = box[2] - box[0] - 12 - extra_w
                step = min(20.0, room / max(1, sum(cost)))
                x = box[0] + 6
                for res in range(3):
                    for _ in range(cost[res] if res < len(cost) else 0):
                        draw_cube(draw, x, box[3] - 23, min(18, step - 2), res)
                        x += step
                if extra:
                    draw_text(draw, (box[2] - 5, box[3] - 14), extra, 13,
                              INK_DARK if owned else ATTENTION, anchor="rm", bold=True)
        return y + 5 * self.TECH_ROW + 16

    def _planets(self, draw: ImageDraw.ImageDraw, y: float) -> float:
        p, loc = self.player, self.locale
        planets = list(p.get("planets", ()))
        y = self._title(draw, y, label("planet_cards", loc, n=int(p.get("colonies", 0) or 0)),
                        label("planet_note", loc))
        w = (HAND_WIDTH - 40 - 2 * 12) / 3
        for i, planet in enumerate(planets):
            row, col = divmod(i, 3)
            bx = 20 + col * (w + 12)
            by = y + row * 150
            self._planet_card(draw, planet, (bx, by, bx + w, by + 140))
        return y + self.planet_rows * 150 + 10

    def _planet_card(self, draw: ImageDraw.ImageDraw, planet: Mapping[str, Any],
                     box: tuple[float, float, float, float]) -> None:
        x0, y0, x1, _ = box
        loc = self.locale
        ptype = type_of(planet)
        earth = planet.get("planet") == 0
        terraformed = bool(planet.get("terraformed"))
        colour = EARTH_COLOUR if earth else TYPE_COLOURS.get(ptype, FACE_DOWN)
        paper = hex_rgb("#dff3df") if terraformed and not earth else hex_rgb("#eceff5")
        draw.rounded_rectangle(box, radius=8, fill=paper, outline=BLACK, width=2)
        draw.rounded_rectangle((x0, y0, x1, y0 + 34), radius=8, fill=colour)
        draw.rectangle((x0, y0 + 26, x1, y0 + 34), fill=colour)
        ink = ALIEN_INK if ptype == "alien" else INK_DARK
        code = term("earth", loc) if earth else str(planet.get("code", ""))
        draw_text(draw, (x0 + 10, y0 + 17), code, 22, ink, anchor="lm", bold=True)
        sub = "" if earth else f"{type_name(ptype, loc)} · {text_of(planet.get('name'), loc)}"
        cx = x0 + 16 + text_size(code, 22, True)[0]
        text, size = fit_text(sub, int(x1 - cx - 8), 15, 10)
        draw_text(draw, (cx, y0 + 17), text, size, ink, anchor="lm")
        y = y0 + 52
        dark = hex_rgb("#2c3142")
        if earth:
            text, size = fit_text(label("home_planet", loc), int(x1 - x0 - 20), 14, 10)
            draw_text(draw, (x0 + 10, y), text, size, dark, anchor="lm")
        else:
            zone, where = planet_zone(self.view, int(planet.get("planet", 0) or 0))
            zone_vp = {str(z.get("code")): int(z.get("vp", 0))
                       for z in self.comps.get("zones", ())}
            bits = [label("on", loc, hex=where) if where else "",
                    label("zone_vp", loc, range=label(f"range.{zone}", loc),
                          vp=zone_vp.get(zone, 0)) if zone in ("short", "mid", "long") else ""]
            text, size = fit_text(" · ".join(b for b in bits if b), int(x1 - x0 - 20), 14, 10)
            draw_text(draw, (x0 + 10, y), text, size, dark, anchor="lm")
            y += 24
            if terraformed:
                draw_check(draw, x0 + 10, y - 8, 15, hex_rgb("#1d8a3a"))
                draw_text(draw, (x0 + 32, y), label("terraformed", loc, vp=planet.get("vp", 0)),
                          15, hex_rgb("#1d6a2a"), anchor="lm", bold=True)
            else:
                text = label("tf_cost", loc, n=planet.get("level", 0))
                text, size = fit_text(text, int((x1 - x0) * 0.62), 14, 10, bold=True)
                draw_text(draw, (x0 + 10, y), text, size, dark, anchor="lm", bold=True)
                x = x0 + 16 + text_size(text, size, True)[0]
                for res, n in enumerate(list(planet.get("terraform_cost", (0, 0, 0)))[:3]):
                    for _ in range(int(n)):
                        draw_cube(draw, x, y - 8, 16, res)
                        x += 18
                draw_text(draw, (x + 4, y), label("arrow_vp", loc, vp=planet.get("vp", 0)), 14,
                          dark, anchor="lm", bold=True)
        y = y0 + 100
        output = label("output", loc)
        draw_text(draw, (x0 + 10, y), output, 13, dark, anchor="lm")
        x = x0 + 14 + text_size(output, 13)[0]
        for res, n in enumerate(list(planet.get("output", (0, 0, 0)))[:3]):
            for _ in range(int(n)):
                draw_cube(draw, x, y - 8, 16, res)
                x += 18
        y = y0 + 122
        cubes_label = label("cubes", loc)
        draw_text(draw, (x0 + 10, y), cubes_label, 13, dark, anchor="lm")
        x = x0 + 14 + text_size(cubes_label, 13)[0]
        cubes = list(planet.get("cubes", (0, 0, 0)))
        for res in range(3):
            n = int(cubes[res]) if res < len(cubes) else 0
            x = draw_cube(draw, x, y - 10, 20, res)
            draw_text(draw, (x - 1, y + 1), str(n), 18, INK_DARK if n else hex_rgb("#8a90a0"),
                      anchor="lm", bold=True)
            x += text_size(str(n), 18, True)[0] + 10

    def _resources_and_actions(self, draw: ImageDraw.ImageDraw, y: float) -> None:
        p, view, loc = self.player, self.view, self.locale
        y = self._title(draw, y, label("res_title", loc), label("res_note", loc))
        # Storage and pit.
        for j, (title, key) in enumerate((("store_label", "store"), ("pit_label", "pit"))):
            by = y + j * 70
            draw.rounded_rectangle((20, by, 400, by + 62), radius=8, fill=PANEL_BG)
            text, size = fit_text(label(title, loc), 360, 15, 10, bold=True)
            draw_text(draw, (32, by + 14), text, size, MUTED, anchor="lm", bold=True)
            values = list(p.get(key, (0, 0, 0)))
            x: float = 32
            for res in range(3):
                n = int(values[res]) if res < len(values) else 0
                x = draw_cube(draw, x, by + 28, 26, res, n, 24)
                x += 14
        turn = view.get("turn") or {}
        info = [label("speed_cap", loc, n=p.get("speed", 0)),
                label("starships", loc, out=len(p.get("ships_on_map", ())),
                      home=int(p.get("ships_in_supply", 0) or 0))]
        if turn.get("seat") == self.seat:
            info.append(label("quantum", loc, moves=turn.get("quantum_moves_left", 0),
                              converts=turn.get("quantum_converts_left", 0)))
        for j, line in enumerate(info):
            text, size = fit_text(line, 390, 16, 11)
            draw_text(draw, (32, y + 152 + j * 22), text, size, TEXT, anchor="lm")
        # The Action Board: the cube's space, and each row's and column's Bonus Action.
        actions = list(self.comps.get("actions", ()))
        bonus_names = self.comps.get("bonus_names") or {}
        used = set(turn.get("bonuses_used", ())) if turn.get("seat") == self.seat else set()
        here = str(p.get("action", ""))
        codes = [str(a.get("code", "")) for a in actions]
        spot = codes.index(here) if here in codes else -1

        def bonus_colour(code: str, available: bool) -> RGB:
            if code in used:
                return DIM
            return GOOD if available else MUTED

        left, top = 430, y
        cell_w, cell_h = 150, 60
        for i, action in enumerate(actions[:9]):
            r, c = divmod(i, 3)
            bx, by = left + c * (cell_w + 4), top + 24 + r * (cell_h + 4)
            on = action.get("code") == here
            draw.rounded_rectangle((bx, by, bx + cell_w, by + cell_h), radius=6,
                                   fill=ATTENTION if on else ROW_BG,
                                   outline=WHITE if on else DIM, width=2 if on else 1)
            lines = wrap_text(text_of(action.get("name", ""), loc), cell_w - 12, 14)[:2]
            for j, line in enumerate(lines):
                draw_text(draw, (bx + cell_w / 2, by + 14 + j * 16), line, 14,
                          INK_DARK if on else TEXT, anchor="mm", bold=on)
            draw_text(draw, (bx + cell_w / 2, by + cell_h - 10), str(action.get("code", "")), 13,
                      INK_DARK if on else MUTED, anchor="mm", bold=True)
        # Row bonuses on the right, column bonuses on top.
        for c in range(3):
            if c < len(actions):
                code = str(actions[c].get("col_bonus", ""))
                name = text_of(bonus_names.get(code, code), loc)
                text, size = fit_text(name, cell_w, 13, 10, bold=True)
                mid = left + c * (cell_w + 4) + cell_w / 2
                colour = bonus_colour(code, spot >= 0 and spot % 3 == c)
                draw_text(draw, (mid, top + 10), text, size, colour, anchor="mm", bold=True)
        for r in range(3):
            if r * 3 < len(actions):
                code = str(actions[r * 3].get("row_bonus", ""))
                name = text_of(bonus_names.get(code, code), loc)
                rx = left + 3 * (cell_w + 4) + 4
                ry = top + 24 + r * (cell_h + 4) + cell_h / 2
                colour = bonus_colour(code, spot >= 0 and spot // 3 == r)
                lines = wrap_text(name, HAND_WIDTH - 20 - rx, 13)
                for j, line in enumerate(lines[:2]):
                    draw_text(draw, (rx, ry + (j - (len(lines[:2]) - 1) / 2) * 15), line, 13,
                              colour, anchor="lm", bold=True)


def objective_parts(private: Mapping[str, Any]) -> dict[str, Any]:
    """The secret Objective of a private view as name, text, VP and whether it is met (the
    view carries it as one message, ``kepler3042.objective_line``, and ``objective_met``);
    empty when the view has none."""
    obj = private.get("objective")
    if not isinstance(obj, Mapping) or not obj:
        return {}
    met = private.get("objective_met")
    if "key" not in obj:  # already in parts
        return dict(obj)
    params = obj.get("params") or {}
    return {"name": params.get("name", ""), "text": params.get("text", ""),
            "vp": params.get("vp", 0),
            "met": isinstance(met, Mapping) and met.get("key") == "kepler3042.objective.met"}
