"""Magnastorm's hand drawn for a phone (:mod:`rendering.compact`): a seat's view
(``GAME.view(state, seat)``), 800 px wide to be read at 400, as tall as its content.

Who the hand is, its reputation and what the seat is asked; its CreditCubes by colour,
large; what each piece left on its player board costs, its crew, markers and runner; its
research levels, how they stand against the others' and the next bonus; what taking over
each column would cost it and whether it can pay; its commanders' powers; its artifact
cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rendering.common import (
    BLACK,
    DEFAULT_PALETTE,
    INK_DARK,
    WHITE,
    darken,
    hex_rgb,
    text_size,
)
from rendering.compact import (
    BIG,
    MIN_TEXT,
    PAD,
    SMALL,
    WIDTH,
    Band,
    Chip,
    Colours,
    CompactHand,
    flow_band,
    text_band,
    text_chip,
    title_band,
    write,
    write_fitted,
)
from rendering.magnastorm.hand import takeover_prices
from rendering.magnastorm.icons import draw_cubes
from rendering.magnastorm.png import png_palette
from rendering.magnastorm.theme import (
    ATTENTION,
    BG,
    CELL_BG,
    DANGER,
    DIM,
    MUTED,
    PANEL_BG,
    TEXT,
    cube_colours,
)
from rendering.magnastorm.views import View, style_of
from rendering.magnastorm.words import Say, seat_label

COLOURS = Colours(background=BG, panel=PANEL_BG, row=CELL_BG, row_active=hex_rgb("#33405f"),
                  text=TEXT, muted=MUTED, dim=DIM, attention=ATTENTION, danger=DANGER,
                  badge=hex_rgb("#36425e"))
GOOD = hex_rgb("#7fe0a0")
BONUS_WORDS = ("own", "yellow", "any", "bag2", "bag3", "crew")
METALS = ("gold", "silver", "bronze")


def hand_bands(view: View, names: Sequence[str] | None = None, locale: str = "en",
               palette: str = DEFAULT_PALETTE) -> list[Band]:
    """The hand's bands, top to bottom."""
    say = Say.of(locale, names, palette)
    private: Mapping[str, Any] = view.get("private") or {}
    seat = int(private.get("seat", 0))
    players = list(view.get("players") or ())
    me: Mapping[str, Any] = players[seat] if 0 <= seat < len(players) else {}
    style = style_of(view, seat, palette)
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    prompts = view.get("prompts") or {}
    if seat in acting:
        prompt = say("r.your_move", what=say.text(prompts.get(str(seat))
                                                  or view.get("prompt") or ""))
        colour = ATTENTION
    elif acting:
        prompt, colour = say("r.waiting", who=seat_label(say, view, acting[0])), MUTED
    else:
        prompt = say("r.over") if view.get("outcome") else say("r.nothing")
        colour = MUTED
    name = say.name(seat)
    colour_name = say.colour(style.colour_name)
    bands = [title_band(COLOURS, style, f"{name} · {colour_name}" if name else colour_name,
                        f"{int(me.get('reputation', 0))} {say('r.rep')}", prompt, colour),
             _cubes(view, me, style.colour_name, say),
             _board(view, me, say),
             _research(view, me, seat, say)]
    have = {str(k): int(v) for k, v in (me.get("cubes") or {}).items()}
    prices: list[tuple[str, Any, bool]] = []
    for col, title, cost in takeover_prices(view, seat, say):
        if not cost:
            prices.append((f"{col.upper()}  {title}: {say('r.no_crew_below')}", DIM, False))
            continue
        ok = _affordable(have, cost)
        cubes = " ".join(say.cube(c) for c in cost)
        prices.append((f"{col.upper()}  {title}: {cubes} · "
                       f"{say('r.can_pay') if ok else say('r.cannot_pay')}",
                       GOOD if ok else DANGER, False))
    bands.append(text_band(COLOURS, say("r.take_over_now"), prices, lines=2))
    cards = {str(c.get("key")): c for c in
             [*(view.get("action_board") or {}).get("commanders", ()),
              *(view.get("research_board") or {}).get("commanders", ())]}
    powers: list[tuple[str, Any, bool]] = []
    for key in (str(k) for k in me.get("commanders", ())):
        card = cards.get(key, {})
        powers.append((str(card.get("name", key)), ATTENTION, True))
        powers.append((say.text(card.get("text", "")), MUTED, False))
    bands.append(text_band(COLOURS, say("r.your_commanders"),
                           powers or [(say("r.none_yet"), DIM, False)], lines=3))
    artifacts = list(private.get("artifacts") or ())
    bands.append(flow_band(COLOURS, say("r.your_artifacts"),
                           [_artifact(card, say) for card in artifacts], 74,
                           say("r.no_artifacts")))
    return bands


def _affordable(have: Mapping[str, int], cubes: Sequence[str]) -> bool:
    need: dict[str, int] = {}
    for c in cubes:
        need[c] = need.get(c, 0) + 1
    return all(int(have.get(c, 0)) >= n for c, n in need.items())


def _cubes(view: View, me: Mapping[str, Any], own: str, say: Say) -> Band:
    """The seat's CreditCubes by colour: each colour's count, large."""
    cubes = {str(k): int(v) for k, v in (me.get("cubes") or {}).items()}
    colours = ["yellow", *[str(p.get("colour")) for p in view.get("players") or ()]]
    colours += [c for c in sorted(cubes) if c not in colours]
    width = (WIDTH - 2 * PAD - 8 * (len(colours) - 1)) / max(1, len(colours))

    def draw(draw: ImageDraw.ImageDraw, top: int) -> None:
        write(draw, (PAD, top + 8), say("r.creditcubes"), SMALL, MUTED, bold=True)
        for i, cube in enumerate(colours):
            n = cubes.get(cube, 0)
            x = PAD + i * (width + 8)
            fill = cube_colours(say.palette).get(cube, DIM)
            draw.rounded_rectangle((x, top + 42, x + width, top + 132), radius=10,
                                   fill=fill if n else darken(fill, 0.6), outline=BLACK,
                                   width=2)
            ink = INK_DARK if sum(fill) > 380 else WHITE
            write(draw, (x + width - 10, top + 44), str(n), BIG, ink if n else MUTED,
                  anchor="ra", bold=True)
            label = say("r.yours", colour=say.cube(cube)) if cube == own else say.cube(cube)
            write_fitted(draw, (x + width / 2, top + 114), label, width - 10, MIN_TEXT,
                         ink if n else MUTED, anchor="mm", bold=True)

    return Band(142, draw)


def _board(view: View, me: Mapping[str, Any], say: Say) -> Band:
    """What each piece still on the player board costs, and the crew, markers and runner."""
    pb = view.get("player_board") or {}
    rows = []
    for title, costs, slots in (
            (say("r.turtle_labs"), pb.get("lab_costs", ()), me.get("lab_slots", ())),
            (say("r.stations"), pb.get("station_costs", ()), me.get("station_slots", ()))):
        left = [list(c) for c, has in zip(costs, slots, strict=False) if has]
        rows.append((title, left))
    line = (f"{say('r.crew_members')} {me.get('crew_left', 0)} · {say('r.markers')} "
            f"{me.get('markers_left', 0)} · {say('r.runner_on')} {me.get('runner', '?')}")

    def draw(draw: ImageDraw.ImageDraw, top: int) -> None:
        write_fitted(draw, (PAD, top + 8), say("r.player_board"), WIDTH - 2 * PAD, SMALL,
                     MUTED, bold=True)
        y = top + 44
        for title, left in rows:
            x = PAD + write_fitted(draw, (PAD, y + 18), title, 200, SMALL, TEXT, anchor="lm",
                                   bold=True) + 14
            for cost in left:
                width = max(44, len(cost) * 22 + 12) if cost else text_size(
                    say("r.free"), MIN_TEXT, True)[0] + 16
                if x + width > WIDTH - PAD:
                    break
                draw.rounded_rectangle((x, y, x + width, y + 36), radius=6, fill=CELL_BG)
                if cost:
                    draw_cubes(draw, x + 6, y + 8, 20, [str(c) for c in cost],
                               style_colour(view, me, say), palette=say.palette)
                else:
                    write(draw, (x + width / 2, y + 18), say("r.free"), MIN_TEXT, MUTED,
                          anchor="mm", bold=True)
                x += width + 6
            if not left:
                write(draw, (x, y + 18), say("r.none_left"), MIN_TEXT, DIM, anchor="lm")
            y += 46
        write_fitted(draw, (PAD, y + 18), line, WIDTH - 2 * PAD, SMALL, TEXT, anchor="lm")

    return Band(44 + 2 * 46 + 44, draw)


def style_colour(view: View, me: Mapping[str, Any], say: Say) -> tuple[int, int, int]:
    """The colour "own" cubes are drawn in: the seat's."""
    return style_of(view, int(me.get("seat", 0)), say.palette).colour


def _research(view: View, me: Mapping[str, Any], seat: int, say: Say) -> Band:
    """Each research level, how it stands against the others', and the next bonus."""
    rb = view.get("research_board") or {}
    research = me.get("research") or {}
    players = view.get("players") or []
    lines: list[tuple[str, Any, bool]] = []
    for area in (str(a) for a in rb.get("areas", ())):
        level = int(research.get(area, 0))
        others = [int(q.get("research", {}).get(area, 0)) for q in players
                  if q.get("seat") != seat]
        best = max(others, default=0)
        lead = (say("r.sole_highest") if level > best else say("r.tied_highest")
                if level == best else say("r.behind", n=best - level))
        text = f"{say.area(area)} {level} · {lead}"
        upcoming = sorted((int(lv), str(b)) for lv, b in (rb.get("bonuses") or {})
                          .get(area, {}).items() if int(lv) > level)
        if upcoming:
            lv, bonus = upcoming[0]
            words = say(f"r.bonus.{bonus}") if bonus in BONUS_WORDS else bonus
            text += f" · {say('r.next_bonus', level=lv)} {words}"
        lines.append((text, None, False))
    return text_band(COLOURS, say("r.your_research"), lines, lines=2)


def _artifact(card: Mapping[str, Any], say: Say) -> Chip:
    metal = str(card.get("metal", ""))
    bonus = str(card.get("bonus", ""))
    bonus = say(f"artifact_bonus.{bonus}") if bonus in ("reputation", "cube") else (
        say.area(bonus))
    return text_chip(COLOURS, [
        (f"#{card.get('id', '')} · {say('r.level', level=card.get('level', ''))}", SMALL,
         TEXT, True),
        (f"{say(f'metal.{metal}') if metal in METALS else metal} · "
         f"{say('r.artifact_bonus', bonus=bonus)}", MIN_TEXT, MUTED, False)])


HAND = CompactHand(hand_bands, COLOURS, png_palette)
#: The compact hand's size: 800 px wide, as tall as its bands.
compact_hand_size = HAND.size
#: PNG of a seat's hand (``GAME.view(state, seat)``) drawn for a phone, for that seat alone.
render_compact_hand = HAND.png
