"""Kepler-3042's hand drawn for a phone (:mod:`rendering.compact`): a seat's view
(``GAME.view(state, seat)``), 800 px wide to be read at 400, as tall as its content.

Who the hand is, its score if the game ended now and what the seat is asked; its secret
Objective; each Technology's level and the next level's name, cost and awards; its Planet
cards (type, terraforming or its VP, output and cubes); its Resources in Storage and in
Clausius' Pit, speed, Starships, what is left of a turn's quantum moves; the Action Cube's
space and the Bonus Actions of its row and column.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.common import (
    DEFAULT_PALETTE,
    NEUTRAL,
    hex_rgb,
    player_style,
    text_size,
)
from rendering.compact import (
    BODY,
    MIN_TEXT,
    PAD,
    SMALL,
    WIDTH,
    Band,
    Chip,
    Colours,
    CompactHand,
    flow_band,
    section,
    text_band,
    text_chip,
    title_band,
    write,
    write_fitted,
)
from rendering.kepler3042.hand import objective_parts
from rendering.kepler3042.icons import draw_cube
from rendering.kepler3042.png import png_palette
from rendering.kepler3042.theme import (
    ACTION_CODES,
    ATTENTION,
    BG,
    DANGER,
    DIM,
    GOOD,
    MUTED,
    PANEL_BG,
    RES_LETTERS,
    ROW_ACTIVE,
    ROW_BG,
    TEXT,
)
from rendering.kepler3042.views import Names, View, label, seat_name, term, text_of, type_name

COLOURS = Colours(background=BG, panel=PANEL_BG, row=ROW_BG, row_active=ROW_ACTIVE, text=TEXT,
                  muted=MUTED, dim=DIM, attention=ATTENTION, danger=DANGER,
                  badge=hex_rgb("#36425e"))
TECH_H = 76


def hand_bands(view: View, names: Names = None, locale: str = "en",
               palette: str = DEFAULT_PALETTE) -> list[Band]:
    """The hand's bands, top to bottom."""
    private: Mapping[str, Any] = view.get("private") or {}
    players = list(view.get("players", ()))
    seat = private.get("seat")
    seat = seat if isinstance(seat, int) and 0 <= seat < len(players) else None
    player: Mapping[str, Any] = players[seat] if seat is not None else {}
    style = player_style(seat, palette) if seat is not None else NEUTRAL
    name = seat_name(view, seat, names, locale) if seat is not None else ""
    score = private.get("score_with_objective")
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    if seat in acting:
        prompt = label("your_move", locale, prompt=text_of(
            (view.get("prompts") or {}).get(str(seat)) or view.get("prompt") or "", locale))
        colour = ATTENTION
    elif view.get("phase") == "over":
        prompt, colour = label("over", locale), MUTED
    else:
        rnd = (label("setup", locale) if view.get("phase") == "setup" else
               label("round", locale, round=view.get("round", 0),
                     rounds=view.get("rounds", 16)))
        who = ", ".join(seat_name(view, s, names, locale) for s in acting)
        prompt, colour = label("waiting", locale, round=rnd,
                               who=who or label("nobody", locale)), MUTED
    bands = [title_band(COLOURS, style, label("your_hand", locale, name=name),
                        label("n_vp", locale, n=score) if score is not None else "",
                        prompt, colour)]
    obj = objective_parts(private)
    if obj:
        met = bool(obj.get("met"))
        head = (f"{text_of(obj.get('name', ''), locale)} · "
                f"{label('n_vp', locale, n=obj.get('vp', 0))} · "
                f"{term('objective.met' if met else 'objective.unmet', locale)}")
        bands.append(text_band(COLOURS, label("secret", locale),
                               [(head, GOOD if met else ATTENTION, True),
                                (text_of(obj.get("text", ""), locale), None, False)]))
    else:
        bands.append(text_band(COLOURS, label("secret", locale),
                               [(label("none", locale), DIM, False)]))
    comps: Mapping[str, Any] = view.get("components") or {}
    bands.append(_technologies(player, comps, locale))
    planets = list(player.get("planets", ()))
    bands.append(flow_band(COLOURS, label("planet_cards", locale,
                                          n=int(player.get("colonies", 0) or 0)),
                           [_planet(p, locale) for p in planets], 120))
    bands.append(_resources(view, player, seat, comps, locale))
    return bands


def _technologies(player: Mapping[str, Any], comps: Mapping[str, Any], locale: str) -> Band:
    """Each Technology: its level and name, and the next level's name, cost and awards."""
    techs = list(comps.get("techs", ()))[:5]
    levels = list(player.get("tech", ()))

    def draw(draw: ImageDraw.ImageDraw, top: int) -> None:
        section(draw, COLOURS, PAD, top + 8, label("tech_board", locale), WIDTH - 2 * PAD)
        for t, tech in enumerate(techs):
            y = top + 44 + t * TECH_H
            level = int(levels[t]) if t < len(levels) else 0
            steps = list(tech.get("levels", ()))
            draw.rounded_rectangle((PAD, y, WIDTH - PAD, y + TECH_H - 6), radius=8,
                                   fill=COLOURS.row)
            code = f"{tech.get('numeral', '')} {tech.get('code', '')}".strip()
            write(draw, (PAD + 10, y + 20), code, SMALL, TEXT, anchor="lm", bold=True)
            write(draw, (PAD + 118, y + 20), str(level), BODY, TEXT if level else DIM,
                  anchor="lm", bold=True)
            current = text_of(steps[level - 1].get("name", ""), locale) if 0 < level <= len(
                steps) else text_of(tech.get("name", ""), locale)
            if level >= len(steps):
                current = label("max", locale, name=current)
            write_fitted(draw, (PAD + 150, y + 20), current, WIDTH - 2 * PAD - 160, SMALL,
                         TEXT if level else MUTED, anchor="lm")
            if level >= len(steps):
                continue
            nxt = steps[level]
            x = PAD + 10.0
            arrow = f"→ {text_of(nxt.get('name', ''), locale)}"
            cost = [int(c) for c in list(nxt.get("cost", (0, 0, 0)))[:3]]
            extras = []
            if int(nxt.get("awards", 0) or 0):
                extras.append(f"+{nxt['awards']}")
            if int(nxt.get("leap", 0) or 0):
                extras.append(label("leap", locale, n=nxt["leap"]))
            tail = "  ".join(extras)
            room = WIDTH - 2 * PAD - 20 - 3 * 60 - (text_size(tail, MIN_TEXT, True)[0] + 12
                                                    if tail else 0)
            x += write_fitted(draw, (x, y + 50), arrow, room, MIN_TEXT, ATTENTION,
                              anchor="lm", bold=True) + 14
            for res in range(3):
                if res < len(cost) and cost[res]:
                    x = draw_cube(draw, x, y + 39, 22, res, cost[res], MIN_TEXT) + 4
            if tail:
                write(draw, (x + 6, y + 50), tail, MIN_TEXT, ATTENTION, anchor="lm", bold=True)

    return Band(44 + TECH_H * len(techs) + 8, draw)


def _cubes(values: Sequence[Any]) -> str:
    """Resource counts as the notation writes them: ``M1 E0 A2``."""
    return "  ".join(f"{RES_LETTERS[r]}{int(values[r]) if r < len(values) else 0}"
                     for r in range(3))


def _planet(planet: Mapping[str, Any], locale: str) -> Chip:
    """A Planet card: its code and type, terraformed (its VP) or what terraforming it needs,
    its output and its cubes."""
    earth = planet.get("planet") == 0
    code = term("earth", locale) if earth else str(planet.get("code", ""))
    kind = "" if earth else type_name(str(planet.get("type") or ""), locale)
    if earth:
        state = label("home", locale)
    elif planet.get("terraformed"):
        state = label("terraformed", locale, vp=planet.get("vp", 0))
    else:
        state = f"{label('tf_lvl', locale, n=planet.get('level', 0))} · " \
                f"{_cubes(planet.get('terraform_cost', (0, 0, 0)))} " \
                f"{label('arrow_vp', locale, vp=planet.get('vp', 0))}"
    return text_chip(COLOURS, [(f"{code} {kind}".strip(), SMALL, TEXT, True),
                               (state, MIN_TEXT, GOOD if planet.get("terraformed") else MUTED,
                                False),
                               (f"{label('output', locale)} "
                                f"{_cubes(planet.get('output', (0, 0, 0)))}", MIN_TEXT, MUTED,
                                False),
                               (f"{label('cubes', locale)} "
                                f"{_cubes(planet.get('cubes', (0, 0, 0)))}", MIN_TEXT, TEXT,
                                True)])


def _resources(view: View, player: Mapping[str, Any], seat: int | None,
               comps: Mapping[str, Any], locale: str) -> Band:
    """Storage and Clausius' Pit, speed, Starships, quantum moves left; the Action Cube."""
    turn = view.get("turn") or {}
    info = [label("speed_cap", locale, n=player.get("speed", 0)),
            label("starships", locale, out=len(player.get("ships_on_map", ())),
                  home=int(player.get("ships_in_supply", 0) or 0))]
    if turn.get("seat") == seat and seat is not None:
        info.append(label("quantum", locale, moves=turn.get("quantum_moves_left", 0),
                          converts=turn.get("quantum_converts_left", 0)))
    here = str(player.get("action", ""))
    actions = {str(a.get("code")): a for a in comps.get("actions", ())}
    bonus_names = comps.get("bonus_names") or {}
    action = label(f"short.{here}", locale) if here in ACTION_CODES else here
    bonuses = [text_of(bonus_names.get(str(actions[here].get(k, "")), ""), locale)
               for k in ("row_bonus", "col_bonus")] if here in actions else []
    info.append(f"{label('action', locale)}: {action}"
                + (f" ({', '.join(b for b in bonuses if b)})" if any(bonuses) else ""))

    def draw(draw: ImageDraw.ImageDraw, top: int) -> None:
        section(draw, COLOURS, PAD, top + 8, label("res_title", locale), WIDTH - 2 * PAD)
        x = float(PAD)
        for key, values in (("storage", player.get("store", (0, 0, 0))),
                            ("pit", player.get("pit", (0, 0, 0)))):
            x += write_fitted(draw, (x, top + 66), label(key, locale), 180, SMALL, MUTED,
                              anchor="lm", bold=True) + 10
            for res in range(3):
                n = int(values[res]) if res < len(values) else 0
                x = draw_cube(draw, x, top + 50, 32, res, n, BODY + 2) + 6
            x += 24
        for j, line in enumerate(info):
            write_fitted(draw, (PAD, top + 110 + j * 34), line, WIDTH - 2 * PAD, SMALL,
                         TEXT, anchor="lm")

    return Band(96 + 34 * len(info) + 8, draw)


HAND = CompactHand(hand_bands, COLOURS, png_palette)
#: The compact hand's size: 800 px wide, as tall as its bands.
compact_hand_size = HAND.size
#: PNG of a seat's hand (``GAME.view(state, seat)``) drawn for a phone, for that seat alone.
render_compact_hand = HAND.png

