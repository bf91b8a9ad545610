"""Afternova's two images in words, for a screen reader (see :mod:`rendering.alt`).

The board's description says what its header and panels show, most important first: the
turn and what the table is doing (or the result), who is awaited and for what, the final
scores once the game is over, then each player's completed Projects, hand and storage, the
Bot's row, the planets and the market. Scores are said only at the end, as the board shows
them: until then each player's hidden objective keeps their score from the table. The
hand's says what the hand image shows: what the seat must decide, its score so far, its
starship and hidden objective, its storage, its Hired Paws, Projects and completed
Projects. Both read the view they are given and nothing else, as the images do.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from rendering.afternova.header import PHASES
from rendering.afternova.theme import COLOUR_ORDER
from rendering.afternova.views import planet_name, ship_name, skill_name
from rendering.afternova.words import Say
from rendering.alt import called, fitted, listed, name_of, opening, say, scores, waiting, word

TITLE = "Afternova"
View = Mapping[str, Any]


def _who(seat: Any, names: Sequence[str] | None, say_: Say) -> str:
    if seat in ("bot", -1):
        return say_("draw.bot")
    return called(name_of(names, int(seat)), say_("draw.seat", n=int(seat) + 1))


def _opening(view: View, say_: Say) -> str:
    phase = str(view.get("phase", ""))
    status = [say_("draw.turn", n=view.get("turn", 1))]
    if phase in PHASES and phase != "over":
        status.append(say_(f"draw.phase.{phase}"))
    return opening(TITLE, status, say_.locale)


def fragments(frags: str, say_: Say) -> str:
    """Fragments by colour, in the notation's order ("2 purple, 1 green")."""
    counted = Counter(frags)
    return listed((f"{counted[c]} {say_(f'colour.{c}')}" for c in COLOUR_ORDER if counted[c]),
                  say_.locale)


def _project(card: Mapping[str, Any], say_: Say) -> str:
    bits = [" ".join(say_(f"colour.{c}") for c in str(card.get("cost", ""))
                     if c in COLOUR_ORDER),
            say_("vp", n=card.get("vp", 0))]
    if card.get("promotion") in ("storage", "trade", "hand"):
        bits.append(say_(f"promo.{card['promotion']}"))
    return f"{card.get('id', '?')} ({listed(bits, say_.locale)})"


def _paw(card: Mapping[str, Any], say_: Say) -> str:
    skills = [skill_name(str(s), say_) for s in card.get("skills", ())]
    return f"{card.get('id', '?')} ({' + '.join(skills)})"


def _card(card: Mapping[str, Any], say_: Say) -> str:
    return _paw(card, say_) if "skills" in card else _project(card, say_)


def describe_board(view: View, names: Sequence[str] | None = None, locale: str = "en") -> str:
    """The public board (``view(state, None)``) in words, in ``locale``."""
    return fitted(_board(view, names, locale))


def _board(view: View, names: Sequence[str] | None, locale: str) -> Iterator[str]:
    """The board's sentences, most important first: drawn up only while they fit."""
    say_ = Say.of(locale)
    players = list(view.get("players") or [])
    yield _opening(view, say_)
    final = view.get("final") or {}
    if view.get("phase") == "over":
        winner = final.get("winner")
        yield (say_("draw.game_over_wins", who=_who(winner, names, say_))
               if winner is not None else say_("draw.game_over"))
        totals = [(_who(s, names, say_), p) for s, p in enumerate(final.get("scores") or [])]
        bot_score = (view.get("bot") or {}).get("score")
        if isinstance(bot_score, Mapping):
            bot_score = bot_score.get("total")
        if bot_score is not None:
            totals.append((say_("draw.bot"), bot_score))
        yield scores(totals, locale)
        yield say(final.get("reason"), locale)
    else:
        if view.get("final_turn"):
            yield word("afternova.alt.last_turn", locale)
        prompt = say(view.get("prompt"), locale)
        yield (waiting([(_who(s, names, say_), prompt) for s in view.get("to_act", ())
                        if isinstance(s, int)], locale))
    yield from (_seat(p, names, say_) for p in players)
    bot = view.get("bot")
    if bot:
        yield (word("afternova.alt.bot", locale, scored=bot.get("scored", 0),
                    projects=listed((_project(c, say_) for c in bot.get("row", ())),
                                    locale),
                    storage=fragments(str(bot.get("storage", "")), say_)
                    or say_("draw.empty")))
    planets = [f"{planet_name(p, say_)} ({listed(_needs(p, say_), locale)})"
               for p in view.get("planets", ())]
    if planets:
        yield (word("afternova.alt.planets", locale,
                    items=listed(planets, locale, "semicolon")))
    market = view.get("market") or {}
    if market.get("paws") or market.get("projects"):
        yield (word("afternova.alt.market", locale,
                    paws=listed((_paw(c, say_) for c in market.get("paws", ())), locale)
                    or say_("draw.empty"),
                    projects=listed((_project(c, say_)
                                     for c in market.get("projects", ())), locale)
                    or say_("draw.empty")))


def _needs(planet: Mapping[str, Any], say_: Say) -> list[str]:
    return [say_("draw.need", n=need.get("count", 0), skill=skill_name(str(need.get("skill")),
                                                                        say_))
            for need in planet.get("needs", ())]


def _seat(player: Mapping[str, Any], names: Sequence[str] | None, say_: Say) -> str:
    """One player's row: completed Projects, cards in hand, storage."""
    storage = str(player.get("storage", ""))
    held = f"{len(storage)}/{player.get('capacity', 0)}"
    if storage:
        held += f" ({fragments(storage, say_)})"
    return word("afternova.alt.seat", say_.locale, who=_who(player.get("seat", 0), names, say_),
                completed=player.get("completed", 0), hand=player.get("hand", 0), storage=held)


def describe_hand(view: View, names: Sequence[str] | None = None, locale: str = "en") -> str:
    """A seat's private hand (``view(state, seat)``) in words, in ``locale``."""
    say_ = Say.of(locale)
    private = view.get("private") or {}
    seat = private.get("seat")
    players = list(view.get("players") or [])
    me = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else {}
    parts = [word("render.alt.hand", locale, title=TITLE, who=_who(seat, names, say_))
             if isinstance(seat, int) else _opening(view, say_)]
    prompt = say(private.get("prompt"), locale)
    parts.append(word("render.alt.your_move", locale, prompt=prompt.rstrip(". ")) if prompt
                 else word("render.alt.nothing", locale))
    score = private.get("score")
    if isinstance(score, Mapping):
        parts.append(word("afternova.alt.score", locale, total=score.get("total", 0),
                          parts=say_("draw.score_parts", projects=score.get("projects", 0),
                                     storage=score.get("storage", 0),
                                     objective=score.get("objective", 0))))
    ship = private.get("ship")
    if isinstance(ship, Mapping):
        colours = listed((say_(f"colour.{c}") for c in str(ship.get("objective", ""))
                          if c in COLOUR_ORDER), locale, "or")
        parts.append(word("afternova.alt.ship", locale, name=ship_name(ship, say_),
                          objective=say_("draw.objective_rule", colours=colours)))
    if me:
        storage = str(me.get("storage", ""))
        parts.append(say_("draw.storage", n=len(storage), capacity=me.get("capacity", 0))
                     + (f": {fragments(storage, say_)}" if storage else ""))
    hand = private.get("hand") or {}
    paws = [_paw(c, say_) for c in hand.get("paws", ())]
    projects = [_project(c, say_) for c in hand.get("projects", ())]
    parts.append(word("afternova.alt.paws", locale, n=len(paws),
                      items=listed(paws, locale) or say_("draw.none")))
    parts.append(word("afternova.alt.projects", locale, n=len(projects),
                      items=listed(projects, locale) or say_("draw.none")))
    completed = [_card(c, say_) for c in private.get("completed_projects", ())]
    if completed:
        parts.append(word("afternova.alt.completed", locale, items=listed(completed, locale)))
    return fitted(parts)
