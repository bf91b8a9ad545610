"""Ad Astra's two images in words, for a screen reader (see :mod:`rendering.alt`).

The board's description says what its header and panels show, most important first: the
round and phase (or the result), who is awaited and for what, the scores, the card being
resolved, then each faction's pieces and cards and the planning board. The hand's says what
the hand image shows: what the seat must decide, its score, resources, action cards, its
face-down cards on the planning board, artifacts and the face-down planets it has seen.
Both read the view they are given and nothing else, as the images do.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from rendering.adastra.header import current_space
from rendering.adastra.theme import RESOURCE_LETTERS
from rendering.adastra.views import View, faction_name
from rendering.alt import (
    called,
    fitted,
    listed,
    name_of,
    opening,
    say,
    scores,
    waiting,
    word,
)

TITLE = "Ad Astra"
PHASES = ("planning", "action", "discard", "over")


def _who(view: View, seat: int, names: Sequence[str] | None, locale: str) -> str:
    return called(name_of(names, seat), faction_name(view, seat, locale))


def _opening(view: View, locale: str) -> str:
    status = [word("adastra.draw.round", locale, round=view.get("round", "?"))]
    phase = str(view.get("phase", ""))
    if phase in PHASES and phase != "over":
        status.append(word(f"adastra.phase.{phase}", locale))
    return opening(TITLE, status, locale)


def describe_board(view: View, names: Sequence[str] | None = None, locale: str = "en") -> str:
    """The public board (``view(state, None)``) in words, in ``locale``."""
    return fitted(_board(view, names, locale))


def _board(view: View, names: Sequence[str] | None, locale: str) -> Iterator[str]:
    """The board's sentences, most important first: drawn up only while they fit."""
    players = list(view.get("players") or [])
    yield _opening(view, locale)
    outcome = view.get("outcome")
    if outcome:
        yield (say(outcome.get("reason_message") or outcome.get("reason"), locale)
               or word("adastra.draw.game_over", locale))
    else:
        if view.get("ending"):
            yield (word("adastra.draw.last_round", locale,
                        ending=say(view["ending"], locale)))
        prompts = view.get("prompts") or {}
        yield (waiting([(_who(view, s, names, locale), say(prompts.get(str(s)), locale))
                        for s in view.get("to_act", ()) if isinstance(s, int)], locale))
    yield (scores([(_who(view, i, names, locale), p.get("score", 0))
                   for i, p in enumerate(players)], locale))
    current = view.get("current")
    if current and not outcome:
        card = word("adastra.draw.space", locale, space=current_space(view),
                    card=say(current.get("card_name"), locale))
        owner = current.get("owner")
        yield (word("adastra.alt.card_of", locale, card=card,
                    who=_who(view, owner, names, locale))
               if isinstance(owner, int) else card)
    if view.get("first_player") is not None and not outcome:
        yield (word("adastra.alt.first", locale,
                    who=_who(view, int(view["first_player"]), names, locale)))
    yield from (_seat(view, i, p, names, locale) for i, p in enumerate(players))
    planning = view.get("planning") or {}
    taken = sum(1 for space in planning.get("board", ()) if space.get("owner") is not None)
    if planning.get("spaces"):
        yield (word("adastra.alt.planning", locale, taken=taken,
                    spaces=planning["spaces"]))


def _seat(view: View, seat: int, player: Mapping[str, Any], names: Sequence[str] | None,
          locale: str) -> str:
    """One faction's pieces on the map and cards, as its panel shows them."""
    planets = [p for system in view.get("systems", ()) for p in system.get("planets", ())
               if p.get("owner") == seat]
    return word("adastra.alt.seat", locale, who=_who(view, seat, names, locale),
                colonies=sum(1 for p in planets if p.get("building") == "colony"),
                factories=sum(1 for p in planets if p.get("building") == "factory"),
                ships=sum(int(p.get("ships") or 0) for p in planets),
                cards=player.get("resource_cards", 0), actions=player.get("action_cards", 0),
                artifacts=player.get("artifacts", 0))


def card_name(code: str, locale: str) -> str:
    """An action card's name from its notation code (``move-SY-NY``, ``prod-FX``,
    ``score-ID``, ``build``, ``trade``), as the cards print it."""
    kind, _, rest = code.partition("-")
    if kind == "move" and rest.count("-") == 1:
        a, b = rest.split("-")
        return word("adastra.card.movement", locale, a=word(f"adastra.star.{a}", locale),
                    b=word(f"adastra.star.{b}", locale))
    if kind == "prod" and len(rest) == 2:
        return word("adastra.card.production", locale,
                    a=word(f"adastra.resource.{rest[0]}", locale),
                    b=word(f"adastra.resource.{rest[1]}", locale))
    elements = {"score-CS": ("colonies", "starships"), "score-TS": ("terraformers", "systems"),
                "score-ID": ("identical", "different")}
    if code in elements:
        a, b = elements[code]
        return word("adastra.card.scoring", locale, a=word(f"adastra.element.{a}", locale),
                    b=word(f"adastra.element.{b}", locale))
    if kind in ("build", "trade"):
        return word(f"adastra.card.{kind}", locale)
    return code


def describe_hand(view: View, names: Sequence[str] | None = None, locale: str = "en") -> str:
    """A seat's private hand (``view(state, seat)``) in words, in ``locale``."""
    private = view.get("private") or {}
    seat = view.get("seat", private.get("seat"))
    players = list(view.get("players") or [])
    who = (_who(view, seat, names, locale) if isinstance(seat, int)
           else word("adastra.draw.your_hand", locale))
    parts = [word("render.alt.hand", locale, title=TITLE, who=who)]
    prompt = say(private.get("prompt") or "", locale)
    parts.append(word("render.alt.your_move", locale, prompt=prompt) if prompt
                 else word("render.alt.nothing", locale))
    if isinstance(seat, int) and seat < len(players) and "score" in players[seat]:
        parts.append(word("render.alt.your_score", locale, score=players[seat]["score"]))
    resources = private.get("resources") or {}
    held = [f"{word(f'adastra.resource.{r}', locale)} {resources[r]}" for r in RESOURCE_LETTERS
            if resources.get(r)]
    parts.append(word("adastra.alt.resources", locale, items=listed(held, locale))
                 if held else word("adastra.alt.no_resources", locale))
    cards = [say(c.get("name"), locale) or card_name(str(c.get("card", "")), locale)
             for c in private.get("hand", ())]
    parts.append(word("adastra.alt.hand", locale, n=len(cards), items=listed(cards, locale))
                 if cards else word("adastra.alt.no_cards", locale))
    mine = private.get("my_cards") or {}
    if mine:
        planned = [word("adastra.draw.space", locale, space=space, card=card_name(str(c), locale))
                   for space, c in sorted(mine.items(), key=lambda kv: int(kv[0]))]
        parts.append(word("adastra.alt.planned", locale, items=listed(planned, locale, "and")))
    artifacts = [say(a.get("name") or a.get("key", ""), locale)
                 for a in private.get("artifacts", ())]
    if artifacts:
        parts.append(word("adastra.alt.artifacts", locale, items=listed(artifacts, locale)))
    known = private.get("known_planets") or {}
    if known:
        seen = [f"{pid} {say(kind, locale)}" for pid, kind in sorted(known.items())]
        parts.append(word("adastra.alt.known", locale, items=listed(seen, locale)))
    return fitted(parts)
