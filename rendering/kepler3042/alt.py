"""Kepler-3042's two images in words, for a screen reader (see :mod:`rendering.alt`).

The board's description says what its header and player panels show, most important first:
the round (or the setup, or the result), who is awaited and for what, the scores, the
Progress card in play and the first player, then each player's colonies, Starships, speed and
Technology. The hand's says what the hand image shows: what the seat must decide, its score
if the game ended now, its secret Objective, its Resources and its Technology levels. Both
read the view they are given and nothing else, as the images do.
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
from rendering.kepler3042.header import final_ranking
from rendering.kepler3042.views import View, label, text_of

TITLE = "Kepler-3042"
RESOURCES = ("M", "E", "A")


def _label(view: View, seat: int, locale: str) -> str:
    """A seat's own name in the view ("Player 2"), as the board writes it without a name."""
    players = view.get("players") or []
    if 0 <= seat < len(players) and players[seat].get("name"):
        return text_of(players[seat]["name"], locale)
    return word("kepler3042.player", locale, n=seat + 1)


def _who(view: View, seat: int, names: Sequence[str] | None, locale: str) -> str:
    return called(name_of(names, seat), _label(view, seat, locale))


def _points(view: View) -> list[int]:
    found = view.get("scores")
    if found is None:
        found = (view.get("final") or {}).get("scores")
    if found is None:
        found = [p.get("score", 0) for p in view.get("players") or []]
    return [int(s or 0) for s in found]


def _round(view: View, locale: str) -> str:
    if view.get("phase") == "setup":
        return label("setup", locale)
    return label("round", locale, round=view.get("round", 0), rounds=view.get("rounds", 16))


def describe_board(view: View, names: Sequence[str] | None = None, locale: str = "en") -> str:
    """The public board (``view(state, None)``) in words, in ``locale``."""
    return fitted(_board(view, names, locale))


def _board(view: View, names: Sequence[str] | None, locale: str) -> Iterator[str]:
    """The board's sentences, most important first: drawn up only while they fit."""
    players = list(view.get("players") or [])
    over = view.get("phase") == "over"
    yield opening(TITLE, [_round(view, locale)], locale)
    if over:
        ranking = final_ranking(view)
        yield (winners([_who(view, s, names, locale) for s in ranking[0]]
                       if ranking else [], locale))
        yield say((view.get("outcome") or {}).get("reason"), locale)
    else:
        prompts = view.get("prompts") or {}
        yield (waiting([(_who(view, s, names, locale),
                         text_of(prompts.get(str(s)) or view.get("prompt") or "", locale))
                        for s in view.get("to_act", ()) if isinstance(s, int)], locale))
    points = _points(view)
    yield (scores([(_who(view, s, names, locale), p) for s, p in enumerate(points)],
                  locale))
    progress = view.get("progress") or {}
    card = progress.get("card")
    if card and not over:
        yield (word("kepler3042.alt.card", locale, name=text_of(card.get("name"), locale),
                    text=text_of(card.get("text"), locale).rstrip(". ")))
    first = view.get("first")
    if isinstance(first, int) and view.get("phase") == "play":
        yield word("kepler3042.alt.first", locale, who=_who(view, first, names, locale))
    yield from (_seat(view, s, p, names, locale) for s, p in enumerate(players))
    if progress.get("deck") is not None and not over:
        yield label("deck", locale, n=progress["deck"])


def _seat(view: View, seat: int, player: Mapping[str, Any], names: Sequence[str] | None,
          locale: str) -> str:
    """One player's panel: colonies, terraformed planets, Starships, speed, Technology."""
    planets = [p for p in player.get("planets", ()) if p.get("code") != "Earth"]
    return word("kepler3042.alt.seat", locale, who=_who(view, seat, names, locale),
                colonies=player.get("colonies", len(planets)),
                terraformed=sum(1 for p in planets if p.get("terraformed")),
                out=len(player.get("ships_on_map", ())),
                home=player.get("ships_in_supply", 0), speed=player.get("speed", 0),
                tech=sum(int(t or 0) for t in player.get("tech", ())))


def describe_hand(view: View, names: Sequence[str] | None = None, locale: str = "en") -> str:
    """A seat's private hand (``view(state, seat)``) in words, in ``locale``."""
    private = view.get("private") or {}
    seat = private.get("seat")
    players = list(view.get("players") or [])
    who = _who(view, seat, names, locale) if isinstance(seat, int) else ""
    parts = [word("render.alt.hand", locale, title=TITLE, who=who) if who
             else opening(TITLE, [_round(view, locale)], locale)]
    acting = [s for s in view.get("to_act", ()) if isinstance(s, int)]
    if seat in acting:
        prompt = text_of((view.get("prompts") or {}).get(str(seat)) or view.get("prompt") or "",
                         locale)
        parts.append(word("render.alt.your_move", locale, prompt=prompt.rstrip(". ")))
    elif view.get("phase") == "over":
        parts.append(label("over", locale))
    else:
        parts.append(waiting([(_who(view, s, names, locale), "") for s in acting], locale))
    if private.get("score_with_objective") is not None:
        parts.append(word("kepler3042.alt.if_ended", locale,
                          score=private["score_with_objective"]))
    if private.get("objective"):
        parts.append(word("kepler3042.alt.objective", locale,
                          objective=text_of(private["objective"], locale).rstrip(". "),
                          met=text_of(private.get("objective_met"), locale)))
    player = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else {}
    store = list(player.get("store") or [])
    if store:
        held = [f"{word(f'kepler3042.res.{r}', locale)} {n}" for r, n in zip(RESOURCES, store,
                                                                             strict=False)]
        parts.append(word("kepler3042.alt.storage", locale, items=listed(held, locale)))
    levels = [text_of(name, locale) for name in player.get("tech_names", ()) if name]
    if levels:
        parts.append(word("kepler3042.alt.tech", locale, items=listed(levels, locale)))
    if isinstance(seat, int) and player:
        parts.append(_seat(view, seat, player, names, locale))
    return fitted(parts)
