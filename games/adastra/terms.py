"""Ad Astra's words as catalogue messages (``games/adastra/locales/``): a faction, a
resource, a star, a card or a bundle of cards named in the reader's language.

Rules code never writes a name itself: it passes one of these messages as a parameter of
a sentence, so a Spanish sentence names ``Agua`` and a French one ``Eau`` where the English
one names ``Water``. The notation's codes (``W``, ``LY3``, ``prod-FX``) stay data.
"""

from __future__ import annotations

import re
from collections import Counter

from games.adastra.data import (
    ALIEN,
    COSTS,
    RESOURCES,
    SCORING_CARDS,
    card_kind,
    card_resources,
    card_systems,
)
from games.i18n import Message, joined, msg, render

__all__ = ["a_pawn", "artifact", "bundle", "card", "cost", "effect", "element", "ending",
           "faction", "kind", "pawn", "phase", "planet_of", "resource", "star", "timing"]


def faction(name: str) -> Message:
    """A faction (a player's colour): Blue, Azul, Bleu."""
    return msg(f"adastra.faction.{name}")


def resource(letter: str) -> Message:
    return msg(f"adastra.resource.{letter}")


def kind(letter: str) -> Message:
    """A planet's kind as a noun: a resource, or Alien."""
    return msg("adastra.kind.A") if letter == ALIEN else resource(letter)


def planet_of(letter: str) -> Message:
    """A planet's kind as it qualifies "planet" (English "Water", Spanish "de Agua")."""
    return msg(f"adastra.planet_of.{letter}")


def star(code: str) -> Message:
    return msg(f"adastra.star.{code}")


def element(name: str) -> Message:
    """A scoring element (``colonies``, ``identical``...)."""
    return msg(f"adastra.element.{name}")


def pawn(item: str) -> Message:
    """A pawn type as a bare noun (colony, factory, terraformer, starship)."""
    return msg(f"adastra.pawn.{item}")


def a_pawn(item: str) -> Message:
    """A pawn type with its indefinite article ("a colony", "una fábrica")."""
    return msg(f"adastra.a_pawn.{item}")


def phase(name: str) -> Message:
    return msg(f"adastra.phase.{name}")


def card(code: str) -> Message:
    """An action card's full name, e.g. "Production (Food / Xanthium)"."""
    found = card_kind(code)
    if found == "production":
        a, b = card_resources(code)
        return msg("adastra.card.production", a=resource(a), b=resource(b))
    if found == "movement":
        a, b = card_systems(code)
        return msg("adastra.card.movement", a=star(a), b=star(b))
    if found == "scoring":
        a, b = SCORING_CARDS[code]
        return msg("adastra.card.scoring", a=element(a), b=element(b))
    return msg(f"adastra.card.{found}")


def artifact(key: str) -> Message:
    """An artifact's Latin name and its name in the reader's language."""
    return msg("adastra.artifact", latin=msg(f"adastra.artifact.latin.{key}"),
               name=msg(f"adastra.artifact.name.{key}"))


def effect(key: str) -> Message:
    return msg(f"adastra.artifact.effect.{key}")


def timing(name: str) -> Message:
    """When an artifact is used: at once, movement, build or anytime."""
    return msg(f"adastra.timing.{name}")


def count(n: int, letter: str) -> Message:
    """``n`` cards of one resource ("2 Water")."""
    return msg("adastra.count", n=n, resource=resource(letter))


def _plus(parts: list[Message]) -> Message:
    if len(parts) == 1:
        return parts[0]
    return msg("adastra.plus", a=_plus(parts[:-1]), b=parts[-1])


def bundle(cards: str) -> Message:
    """``"WWF"`` -> "2 Water + 1 Food" (an empty bundle is "nothing")."""
    c = Counter(cards)
    parts = [count(c[r], r) for r in RESOURCES if c[r]]
    return _plus(parts) if parts else msg("adastra.nothing")


def cost(item: str) -> Message:
    """What an item costs before its "any one ore" is chosen: "1 Water, 1 Food, any one
    ore"."""
    price = COSTS[item]
    parts = [count(n, r) for r, n in price.fixed]
    if price.any_ore:
        parts.append(msg("adastra.any_ore"))
    return joined(parts)


_REACHED = re.compile(r"^(\w+) reached (\d+) points$")


def ending(text: str) -> Message:
    """Why the game ends after this round, from the state's record of it (kept in English
    in the state, as stored games and their digests have it)."""
    if text == render(msg("adastra.ending.planets")):
        return msg("adastra.ending.planets")
    found = _REACHED.match(text)
    if found:
        return msg("adastra.ending.score", who=faction(found.group(1)),
                   points=int(found.group(2)))
    return msg("adastra.ending.other", text=text)
