"""Afternova's compact board, the one posted after a move: the public view drawn 800 px wide
for a phone (:mod:`rendering.compact`).

Top to bottom: the header (turn, what the table waits for, the last turn, the winner);
one row per player in turn order (the Bot's in the two-player game): name, tags (turn, to
act, asked, accepted), the score once revealed, storage with its capacity, hand, trade
and completed Projects; what is on the table (the proposal sent, the Trade under way,
the fragments to discard); the three Planets with their skill requirements and fragments;
the market's Hired Paws and Projects. The full board (the supply, cards shown, the Bot's
Projects) is ``/board full:True`` away.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from PIL import Image, ImageDraw

from rendering.afternova.compact_hand import compact_hand_size, render_compact_hand
from rendering.afternova.icons import (
    draw_fragment,
    draw_fragments,
    promotion_label,
    rounded,
    seat_badge,
    skill_chip,
)
from rendering.afternova.png import png_palette
from rendering.afternova.theme import (
    ATTENTION,
    BG,
    CARD_BG,
    CARD_LINE,
    DANGER,
    DIM,
    GOLD,
    MUTED,
    PANEL_BG,
    PLANET_BG,
    PROMOTION_COLOUR,
    ROW_BG,
    TEXT,
    View,
)
from rendering.afternova.views import has_bot, planet_name, players_of, sorted_frags, style_of
from rendering.afternova.words import Say
from rendering.common import (
    BLACK,
    DEFAULT_PALETTE,
    INK_DARK,
    WHITE,
    darken,
    draw_badge,
    hex_rgb,
    layer_cache,
    text_size,
)
from rendering.compact import (
    BODY,
    FOOTER_H,
    HEADER_H,
    MIN_TEXT,
    NAME,
    PAD,
    SMALL,
    WIDTH,
    Colours,
    CompactBoard,
    footer,
    header,
    player_row,
    section,
    wrap,
    write,
    write_fitted,
)
from rendering.regions import Region, region

COLOURS = Colours(background=BG, panel=PANEL_BG, row=ROW_BG, row_active=hex_rgb("#2c3658"),
                  text=TEXT, muted=MUTED, dim=DIM, attention=ATTENTION, danger=DANGER,
                  badge=hex_rgb("#36425e"))
__all__ = ["background_key", "compact_background", "compact_hand_size", "compact_image",
           "compact_regions", "compact_size", "render_compact", "render_compact_hand"]

ROW_H = 88
ROW_GAP = 6
TALK_H = 136
PLANETS_H = 250
MARKET_TITLE_H = 38
PAW_H = 116
PROJECT_H = 124
PHASES = ("turn", "answer", "overflow", "trade", "limit", "complete", "over")


def _rows(view: View) -> int:
    return len(players_of(view)) + (1 if has_bot(view) else 0)


def rows_top() -> int:
    return HEADER_H + 4


def talk_top(rows: int) -> int:
    return rows_top() + rows * (ROW_H + ROW_GAP) + 6


def planets_top(rows: int) -> int:
    return talk_top(rows) + TALK_H + 8


def market_top(rows: int) -> int:
    return planets_top(rows) + PLANETS_H + 8


def projects_top(rows: int) -> int:
    return market_top(rows) + MARKET_TITLE_H + PAW_H + 8


def height(rows: int) -> int:
    return projects_top(rows) + MARKET_TITLE_H + PROJECT_H + 16 + FOOTER_H


def compact_size(view: View) -> tuple[int, int]:
    """The compact board's size for a view: 800 px wide, its height by the rows (players,
    and the Bot in the two-player game)."""
    return WIDTH, height(_rows(view))


def row_top(view: View, seat: int | str) -> int:
    """Where a player's row (or the Bot's, ``"bot"``) starts: in turn order, the Bot last."""
    order = list(view.get("order") or range(len(players_of(view))))
    index = order.index(seat) if seat in order else len(order)
    return rows_top() + index * (ROW_H + ROW_GAP)


def background_key(view: View, locale: str) -> tuple[int, str]:
    """The arguments of :func:`compact_background` for a view in ``locale``."""
    return _rows(view), locale or "en"


# --- The static layer --------------------------------------------------------------------------


@layer_cache(maxsize=16)
def compact_background(rows: int, locale: str) -> Image.Image:
    """Frames and titles (the table, the planets, the market), the footer."""
    say = Say.of(locale)
    image = Image.new("RGB", (WIDTH, height(rows)), BG)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 4), fill=darken(BG, 0.3))
    for top, bottom in ((talk_top(rows), planets_top(rows) - 8),
                        (planets_top(rows), market_top(rows) - 8),
                        (market_top(rows), height(rows) - FOOTER_H - 8)):
        draw.rounded_rectangle((PAD - 6, top, WIDTH - PAD + 6, bottom), radius=10,
                               fill=PANEL_BG)
    section(draw, COLOURS, PAD + 4, planets_top(rows) + 8, say("draw.planets"),
            WIDTH - 2 * PAD - 8)
    section(draw, COLOURS, PAD + 4, market_top(rows) + 8, say("draw.market_paws"),
            WIDTH - 2 * PAD - 8)
    section(draw, COLOURS, PAD + 4, projects_top(rows) + 8, say("draw.market_projects"),
            WIDTH - 2 * PAD - 8)
    footer(draw, COLOURS, height(rows) - FOOTER_H, say.text({"key": "render.compact.full"}))
    return image


# --- The parts ---------------------------------------------------------------------------------


def _header(draw: ImageDraw.ImageDraw, view: View, say: Say) -> None:
    phase = str(view.get("phase", ""))
    title = say("draw.turn", n=view.get("turn", 1))
    label = say(f"draw.phase.{phase}") if phase in PHASES else ""
    final = view.get("final") or {}
    if phase == "over" and final:
        winner = final.get("winner")
        who = say("draw.the_bot") if winner in ("bot", -1) else say.seat(winner)
        line = (say("draw.game_over_wins", who=who) if winner is not None
                else say("draw.game_over"))
        header(draw, COLOURS, game="AFTERNOVA", title=title, phase=label, line=line,
               line_colour=ATTENTION,
               acting=[style_of(winner, say.palette)] if winner is not None else [])
        return
    current = view.get("current")
    acting = [int(s) for s in view.get("to_act") or () if isinstance(s, int)]
    shown = acting or ([current] if isinstance(current, int) else [])
    header(draw, COLOURS, game="AFTERNOVA", title=title, phase=label,
           note=say("draw.last_turn") if view.get("final_turn") else "", note_colour=DANGER,
           acting=[style_of(s, say.palette) for s in shown],
           line=say.text(view.get("prompt")))


def _tags(view: View, seat: int, say: Say) -> list[tuple[str, Any, Any]]:
    to_act = [int(s) for s in view.get("to_act") or ()]
    optional = [int(s) for s in view.get("optional") or ()]
    tags: list[tuple[str, Any, Any]] = []
    if view.get("current") == seat:
        tags.append((say("draw.tag.turn"), TEXT, INK_DARK))
    if seat in to_act and seat not in optional:
        tags.append((say("draw.tag.to_act"), ATTENTION, INK_DARK))
    elif seat in optional:
        tags.append((say("draw.tag.awaits"), DIM, TEXT))
    answers = (view.get("proposal") or {}).get("answers") or {}
    if str(seat) in answers:
        tags.append((say("draw.tag.asked"), hex_rgb("#4a5fa8"), WHITE)
                    if answers[str(seat)] != "accepted"
                    else (say("draw.tag.accepted"), hex_rgb("#2a7a47"), WHITE))
    order = list(view.get("order") or [])
    if order and order[0] == seat:
        tags.append((say("draw.first"), MUTED, INK_DARK))
    return tags


def _score(player: Mapping[str, Any]) -> str:
    score = player.get("score")
    return str(score.get("total", 0)) if isinstance(score, Mapping) else ""


def _row(draw: ImageDraw.ImageDraw, view: View, player: Mapping[str, Any], say: Say) -> None:
    seat = int(player.get("seat", 0))
    top = row_top(view, seat)
    box = (PAD - 6, top, WIDTH - PAD + 6, top + ROW_H)
    to_act = [int(s) for s in view.get("to_act") or ()]
    optional = [int(s) for s in view.get("optional") or ()]
    x = player_row(draw, COLOURS, box, style_of(seat, say.palette), say.seat(seat),
                   _score(player), active=seat in to_act and seat not in optional,
                   tags=_tags(view, seat, say), score_colour=GOLD)
    y = top + 62
    storage = str(player.get("storage", ""))
    capacity = int(player.get("capacity", 4))
    # The promotions show in what they change: the capacity, hand limit and trade.
    x = _storage(draw, x, y, storage, capacity) + 16
    status = say("draw.hand_status", hand=player.get("hand", 0),
                 limit=player.get("hand_limit", 8), trade=player.get("trade_cards", 3),
                 done=player.get("completed", 0))
    write_fitted(draw, (x, y), status, box[2] - 12 - x, MIN_TEXT, TEXT, anchor="lm")


def _storage(draw: ImageDraw.ImageDraw, x: float, y: float, storage: str,
             capacity: int) -> float:
    """Stored fragments, then the empty spaces up to the capacity; those beyond it (to be
    discarded) after a red bar. Returns the x after."""
    frags = sorted_frags(storage)
    n = max(len(frags), capacity)
    r = 17 if n <= 7 else 13
    for i in range(n):
        cx = x + r + i * (2 * r + 3)
        if i == capacity and len(frags) > capacity:
            draw.line((cx - r - 2, y - r - 2, cx - r - 2, y + r + 2), fill=DANGER, width=3)
        if i < len(frags):
            draw_fragment(draw, cx, y, r, frags[i])
        else:
            draw.ellipse((cx - r, y - r, cx + r, y + r), outline=DIM, width=2)
    return x + n * (2 * r + 3)


def _bot_row(draw: ImageDraw.ImageDraw, view: View, bot: Mapping[str, Any], say: Say) -> None:
    top = row_top(view, "bot")
    box = (PAD - 6, top, WIDTH - PAD + 6, top + ROW_H)
    active = view.get("current") == "bot" and view.get("phase") != "over"
    x = player_row(draw, COLOURS, box, style_of("bot", say.palette), say("draw.the_bot"),
                   _score(bot), active=active, score_colour=GOLD)
    y = top + 62
    x = _storage(draw, x, y, str(bot.get("storage", "")), 4) + 16
    scored = say("draw.bot_scored", n=int(bot.get("scored", 0)),
                 hidden=int(bot.get("scored_face_down", 0)))
    write_fitted(draw, (x, y), scored, box[2] - 12 - x, MIN_TEXT, TEXT, anchor="lm")


def _talk(draw: ImageDraw.ImageDraw, view: View, say: Say, rows: int) -> None:
    """What the table is deciding: the proposal sent, the Trade, the fragments beyond
    storage, the Projects being completed, or the reason the game ended."""
    phase = str(view.get("phase", ""))
    top = talk_top(rows)
    current = view.get("current")
    who = say.seat(current) if current is not None else ""
    titles = {"turn": "draw.talk.turn", "trade": "draw.talk.trade", "limit": "draw.talk.limit",
              "overflow": "draw.talk.overflow", "complete": "draw.talk.complete",
              "answer": "draw.proposal"}
    title = say(titles.get(phase, "draw.talk.table"))
    if phase == "over":
        title = say("draw.final_scores")
    section(draw, COLOURS, PAD + 4, top + 8, title, WIDTH - 2 * PAD - 8)
    proposal = view.get("proposal") or {}
    trade = view.get("trade") or {}
    if phase == "answer" and proposal.get("summary"):
        text = say.text(proposal["summary"])
    elif phase in ("trade", "limit") and trade:
        text = say("draw.trades", who=who, taken=int(trade.get("taken", 0)),
                   allowed=int(trade.get("allowed", 3)))
        players = players_of(view)
        if phase == "limit" and isinstance(current, int) and 0 <= current < len(players):
            text += "; " + say("draw.hand_over", hand=players[current].get("hand"),
                               limit=players[current].get("hand_limit"))
    elif phase == "overflow":
        text = say("draw.overflow_title")
    elif phase == "complete":
        text = say("draw.complete_title")
    elif phase == "over":
        text = say.text((view.get("final") or {}).get("reason"))
    else:
        text = say("draw.turn_title", who=who)
        done = int(view.get("proposals_this_turn", 0) or 0)
        note = say("draw.draft_note")
        text += ". " + (say("draw.declined_note", n=done, note=note) if done else note)
    if current is not None and phase != "over":
        seat_badge(draw, current, PAD + 24, top + 58, 18, palette=say.palette)
    x = PAD + (52 if current is not None and phase != "over" else 6)
    for i, line in enumerate(wrap(text, WIDTH - PAD - 8 - x, SMALL, 3)):
        write(draw, (x, top + 58 + i * 30), line, SMALL, TEXT, anchor="lm")


def _planets(draw: ImageDraw.ImageDraw, view: View, say: Say, rows: int) -> None:
    top = planets_top(rows) + 40
    width = (WIDTH - 2 * PAD - 2 * 8) / 3
    for planet in view.get("planets") or ():
        pos = int(planet.get("position", 1))
        if not 1 <= pos <= 3:
            continue
        x0 = PAD + (pos - 1) * (width + 8)
        x1 = x0 + width
        y1 = top + PLANETS_H - 52
        rounded(draw, (x0, top, x1, y1), PLANET_BG, CARD_LINE, 2, 10)
        draw.ellipse((x0 + 8, top + 8, x0 + 44, top + 44), fill=TEXT, outline=BLACK, width=2)
        write(draw, (x0 + 26, top + 27), str(pos), BODY, INK_DARK, anchor="mm", bold=True)
        write_fitted(draw, (x0 + 52, top + 26), planet_name(planet, say), x1 - x0 - 58, NAME,
                     TEXT, anchor="lm", bold=True)
        y = top + 56
        for need in (planet.get("needs") or ())[:2]:
            skill, n = str(need.get("skill")), int(need.get("count", 0))
            write(draw, (x0 + 10, y + 19), str(n), BODY, TEXT, anchor="lm", bold=True)
            x = x0 + 32
            chip = min(56.0, (x1 - 6 - x) / max(1, n) - 3)
            for _ in range(n):
                x = skill_chip(draw, x, y + 2, skill, 35, w=int(chip), say=say) + 3
            y += 42
        frags = str(planet.get("fragments", ""))
        slots = max(len(frags), int(planet.get("slots", len(frags))))
        r = min(18.0, ((x1 - x0 - 16) / max(1, slots) - 4) / 2)
        left = (x0 + x1) / 2 - (slots * (2 * r + 4) - 4) / 2
        draw_fragments(draw, left, y1 - r - 12, r, frags, slots=slots)


def _market(draw: ImageDraw.ImageDraw, view: View, say: Say, rows: int) -> None:
    market = view.get("market") or {}
    top = market_top(rows) + MARKET_TITLE_H
    paws = list(market.get("paws") or ())
    projects = list(market.get("projects") or ())
    w = (WIDTH - 2 * PAD - 3 * 8) / 4
    for i in range(4):
        x0 = PAD + i * (w + 8)
        box = (round(x0), top, round(x0 + w), top + PAW_H)
        paw = paws[i] if i < len(paws) else None
        _paw(draw, box, paw, say)
        below = projects_top(rows) + MARKET_TITLE_H
        box = (round(x0), below, round(x0 + w), below + PROJECT_H)
        project = projects[i] if i < len(projects) else None
        _project(draw, box, project, say)


def _paw(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int],
         paw: Mapping[str, Any] | None, say: Say) -> None:
    x0, y0, x1, y1 = box
    if paw is None:
        rounded(draw, box, None, DIM, 2)
        write_fitted(draw, ((x0 + x1) / 2, (y0 + y1) / 2), say("draw.empty"), x1 - x0 - 10,
                     MIN_TEXT, DIM, anchor="mm")
        return
    rounded(draw, box, CARD_BG, CARD_LINE, 2)
    write(draw, (x0 + 8, y0 + 6), str(paw.get("id", "?")), SMALL, TEXT, bold=True)
    y = y0 + 36
    for skill in list(paw.get("skills") or ())[:2]:
        skill_chip(draw, x0 + 8, y, str(skill), 35, w=x1 - x0 - 16, say=say)
        y += 38


def _project(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int],
             project: Mapping[str, Any] | None, say: Say) -> None:
    x0, y0, x1, y1 = box
    if project is None:
        rounded(draw, box, None, DIM, 2)
        write_fitted(draw, ((x0 + x1) / 2, (y0 + y1) / 2), say("draw.empty"), x1 - x0 - 10,
                     MIN_TEXT, DIM, anchor="mm")
        return
    rounded(draw, box, CARD_BG, CARD_LINE, 2)
    write(draw, (x0 + 8, y0 + 6), str(project.get("id", "?")), SMALL, TEXT, bold=True)
    vp = say("vp", n=project.get("vp", 0))
    draw_badge(draw, (x1 - 6, y0 + 6), vp, MIN_TEXT, GOLD, INK_DARK, anchor="ra", pad=3,
               radius=6)
    cost = sorted_frags(str(project.get("cost", "")))
    r = min(17.0, ((x1 - x0 - 12) / max(1, len(cost)) - 3) / 2)
    left = (x0 + x1) / 2 - (len(cost) * (2 * r + 3) - 3) / 2
    draw_fragments(draw, left, y0 + 60, r, cost, gap=3)
    promotion = project.get("promotion")
    if promotion:
        label = promotion_label(str(promotion), True, say)
        shown, size = (label, MIN_TEXT)
        fill = PROMOTION_COLOUR.get(str(promotion), DIM)
        width = min(x1 - x0 - 12, text_size(shown, size, True)[0] + 12)
        draw.rounded_rectangle(((x0 + x1 - width) / 2, y1 - 34, (x0 + x1 + width) / 2, y1 - 6),
                               radius=6, fill=fill)
        write_fitted(draw, ((x0 + x1) / 2, y1 - 20), shown, width - 8, MIN_TEXT, TEXT,
                     anchor="mm", bold=True)


# --- The picture -------------------------------------------------------------------------------


HEADER_READS = ("phase", "turn", "current", "final", "final_turn", "prompt", "to_act")
TALK_READS = ("phase", "current", "proposal", "trade", "players", "final",
              "proposals_this_turn")
ROW_READS = ("players", "to_act", "optional", "current", "proposal", "order")
BOT_READS = ("bot", "current", "phase", "order", "players")


def compact_regions(view: View, names: Sequence[str] | None = None, locale: str = "en",
                    palette: str = DEFAULT_PALETTE) -> list[Region]:
    """The compact board's regions, each keyed by the fields it reads and the language and
    names it draws (the palette is :func:`compose`'s context)."""
    say = Say.of(locale, names, palette)
    lang = say.locale
    rows = _rows(view)
    regions = [
        region((0, 0, WIDTH, HEADER_H), "c-header", view, HEADER_READS,
               lambda draw: _header(draw, view, say), lang, say.names),
        region((0, talk_top(rows), WIDTH, planets_top(rows) - 8), "c-talk", view,
               TALK_READS, lambda draw: _talk(draw, view, say, rows), lang, say.names),
        region((0, planets_top(rows) + 40, WIDTH, market_top(rows) - 8), "c-planets", view,
               ("planets",), lambda draw: _planets(draw, view, say, rows), lang),
        region((0, market_top(rows) + MARKET_TITLE_H, WIDTH, height(rows) - FOOTER_H - 8),
               "c-market", view, ("market",), lambda draw: _market(draw, view, say, rows),
               lang),
    ]
    for player in players_of(view):
        seat = int(player.get("seat", 0))
        top = row_top(view, seat)
        regions.append(region((0, top, WIDTH, top + ROW_H + ROW_GAP), "c-player", view,
                              ROW_READS, _row_drawer(view, player, say), player, lang,
                              say.name_of(seat), whole=ROW_READS[1:]))
    bot = view.get("bot")
    if bot:
        top = row_top(view, "bot")
        regions.append(region((0, top, WIDTH, top + ROW_H + ROW_GAP), "c-bot", view, BOT_READS,
                              lambda draw: _bot_row(draw, view, bot, say), lang,
                              whole=BOT_READS[:4]))
    return regions


def _row_drawer(view: View, player: Mapping[str, Any],
                say: Say) -> Callable[[ImageDraw.ImageDraw], None]:
    return partial(_row, view=view, player=player, say=say)


COMPACT = CompactBoard("afternova", background_key, compact_background, compact_regions,
                       png_palette)
#: The compact board drawn whole (what :func:`render_compact` assembles by regions).
compact_image = COMPACT.image
#: PNG of the compact board (800 px wide) from the public view ``GAME.view(state, None)``.
render_compact = COMPACT.png
