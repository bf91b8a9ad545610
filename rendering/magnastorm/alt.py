"""Magnastorm's two images in words, for a screen reader (see :mod:`rendering.alt`).

The board's description says what its header and players' panel show, most important
first: the round, phase and goal (or the result), who is awaited and for what, the
reputations, the turn order, then each federation's labs, stations, cubes and research. The
hand's says what the hand image shows: what the seat must decide, its reputation, cubes,
research, what is left in its supply, its commanders and its artifact cards. Both read the
view they are given and nothing else, as the images do. A seat is called by its player's
name and its federation's colour, as the texts call it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from rendering.alt import (
    called,
    fitted,
    listed,
    name_of,
    opening,
    say,
    scores,
    waiting,
    winners,
    word,
)
from rendering.magnastorm.theme import PHASES
from rendering.magnastorm.views import View
from rendering.magnastorm.words import Say

TITLE = "Magnastorm"
AREAS = ("green", "red", "blue")
METALS = ("gold", "silver", "bronze")


def _who(view: View, seat: int, names: Sequence[str] | None, say_: Say) -> str:
    players = view.get("players") or []
    colour = str(players[seat].get("colour", "")) if 0 <= seat < len(players) else ""
    return called(name_of(names, seat), say_.colour(colour) if colour else str(seat + 1))


def _opening(view: View, say_: Say) -> str:
    phase = str(view.get("phase", ""))
    status = [say_("r.round", round=view.get("round", "?"), last=view.get("last_round", 4))]
    if phase in PHASES:
        status.append(say_(f"r.phase.{phase}"))
    if phase != "over":
        status.append(say_("r.goal", goal=view.get("goal", "?")))
    return opening(TITLE, status, say_.locale)


def _ranking(outcome: Mapping[str, Any]) -> list[list[int]]:
    return [[int(s) for s in (group if isinstance(group, list) else [group])]
            for group in outcome.get("ranking", ())]


def describe_board(view: View, names: Sequence[str] | None = None, locale: str = "en") -> str:
    """The public board (``view(state, None)``) in words, in ``locale``."""
    return fitted(_board(view, names, locale))


def _board(view: View, names: Sequence[str] | None, locale: str) -> Iterator[str]:
    """The board's sentences, most important first: drawn up only while they fit."""
    say_ = Say.of(locale)
    players = list(view.get("players") or [])
    yield _opening(view, say_)
    outcome = view.get("outcome")
    if outcome:
        ranking = _ranking(outcome)
        yield (winners([_who(view, s, names, say_) for s in ranking[0]]
                       if ranking else [], locale))
        yield say(outcome.get("reason"), locale)
    else:
        if view.get("end_triggered"):
            yield say_("r.end_triggered")
        prompts = view.get("prompts") or {}
        yield (waiting([(_who(view, s, names, say_),
                         say(prompts.get(str(s)) or view.get("prompt") or "", locale))
                        for s in view.get("to_act", ()) if isinstance(s, int)], locale))
    yield (scores([(_who(view, s, names, say_), p.get("reputation", p.get("score", 0)))
                   for s, p in enumerate(players)], locale))
    order = [s for s in view.get("turn_order", ()) if isinstance(s, int)]
    if order and not outcome:
        yield (word("magnastorm.alt.order", locale,
                    order=listed((_who(view, s, names, say_) for s in order), locale)))
    yield from (_seat(view, s, p, names, say_) for s, p in enumerate(players))


def _research(player: Mapping[str, Any], say_: Say) -> str:
    research = player.get("research") or {}
    return listed((f"{say_.area(area)} {research.get(area, 0)}" for area in AREAS),
                  say_.locale)


def _seat(view: View, seat: int, player: Mapping[str, Any], names: Sequence[str] | None,
          say_: Say) -> str:
    """One federation's row: labs on the planet, stations built, cubes, research."""
    built = sum(1 for free in player.get("station_slots", ()) if not free)
    return word("magnastorm.alt.seat", say_.locale, who=_who(view, seat, names, say_),
                labs=player.get("labs_on_board", 0), stations=built,
                cubes=player.get("cube_total", 0), research=_research(player, say_))


def describe_hand(view: View, names: Sequence[str] | None = None, locale: str = "en") -> str:
    """A seat's private hand (``view(state, seat)``) in words, in ``locale``."""
    say_ = Say.of(locale)
    private = view.get("private") or {}
    seat = private.get("seat")
    players = list(view.get("players") or [])
    me = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else {}
    parts = [word("render.alt.hand", locale, title=TITLE, who=_who(view, seat, names, say_))
             if isinstance(seat, int) and me else _opening(view, say_)]
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    if seat in acting:
        prompt = say((view.get("prompts") or {}).get(str(seat)) or view.get("prompt") or "",
                     locale)
        parts.append(word("render.alt.your_move", locale, prompt=prompt.rstrip(". ")))
    elif not view.get("outcome"):
        parts.append(waiting([(_who(view, s, names, say_), "") for s in acting], locale))
    if not me:
        return fitted(parts)
    parts.append(word("magnastorm.alt.reputation", locale,
                      n=me.get("reputation", me.get("score", 0)), goal=view.get("goal", "?")))
    cubes = me.get("cubes") or {}
    parts.append(word("magnastorm.alt.cubes", locale, items=listed(
        (f"{n} {say_.cube(str(colour))}" for colour, n in sorted(cubes.items()) if n), locale))
        if any(cubes.values()) else word("magnastorm.alt.no_cubes", locale))
    parts.append(word("magnastorm.alt.research", locale, items=_research(me, say_)))
    parts.append(word("magnastorm.alt.supply", locale, labs=me.get("labs_left", 0),
                      stations=me.get("stations_left", 0), crew=me.get("crew_left", 0)))
    known = {str(c.get("key")): str(c.get("name", c.get("key")))
             for c in (view.get("research_board") or {}).get("commanders", ())}
    commanders = [known.get(str(key), str(key)) for key in me.get("commanders", ())]
    if commanders:
        parts.append(word("magnastorm.alt.commanders", locale,
                          items=listed(commanders, locale)))
    cards = [_artifact(card, say_) for card in private.get("artifacts") or ()]
    if cards:
        parts.append(word("magnastorm.alt.artifacts", locale,
                          items=listed(cards, locale, "semicolon")))
    return fitted(parts)


def _artifact(card: Mapping[str, Any], say_: Say) -> str:
    metal = str(card.get("metal", ""))
    bonus = str(card.get("bonus", ""))
    return say_("alt.artifact", id=card.get("id", ""),
                metal=say_(f"metal.{metal}") if metal in METALS else metal,
                level=card.get("level", ""),
                bonus=say_(f"artifact_bonus.{bonus}") if bonus in ("reputation", "cube")
                else say_.area(bonus))
