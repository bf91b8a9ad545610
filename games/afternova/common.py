"""Words and small helpers every Afternova rule module shares.

No rulebook section of its own: these are the names of things (players, cards, fragments,
skills) as messages write them, the multiset arithmetic on fragments, and the reading of a
move's arguments. They live apart so each section module can use them without importing
another section.

Names are catalogue messages (``games/afternova/locales/``), never English text: a
sentence about a fragment carries the colour as a nested message, so every language words
it (and agrees it) in its own way. A seat is named in the form its sentence needs: ``who``
("player 2", "the Bot"), ``Who`` (at the start of a sentence), ``whose`` ("player 2's") and
``to`` (after "give ... to": "player 2" in English, "al jugador 2" in Spanish).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from games.afternova.data import COLOURS, PAWS, PLANETS, PROJECTS, SKILLS
from games.afternova.state import BOT, State
from games.core import Move
from games.i18n import Message, joined, msg
from games.notation_kit import count_or_none

# --- fragments ----------------------------------------------------------------------------

_ORDER = {c: i for i, c in enumerate(COLOURS)}


def sort_frags(frags: Iterable[str]) -> list[str]:
    """Fragments in colour order, so equal multisets look the same everywhere."""
    return sorted(frags, key=_ORDER.__getitem__)


def frag_text(frags: Iterable[str]) -> str:
    """``ppk`` style, the notation's way of writing several fragments."""
    return "".join(sort_frags(frags)) or "-"


def colour_word(colour: str, count: int = 1) -> Message:
    """A fragment colour's name, agreed with ``count`` (``violets`` in French)."""
    return msg(f"afternova.colour.{colour}" if count == 1 else f"afternova.colours.{colour}")


def frag_words(frags: Iterable[str]) -> Message:
    """``2 purple, 1 black`` for messages."""
    c = Counter(frags)
    parts = [msg("afternova.count", n=c[k], what=colour_word(k, c[k])) for k in COLOURS if c[k]]
    return joined(parts) if parts else msg("afternova.nothing")


def contains(have: Iterable[str], need: Iterable[str]) -> bool:
    """Whether the multiset ``have`` holds the multiset ``need``."""
    pool = list(have)
    for c in need:
        if c not in pool:
            return False
        pool.remove(c)
    return True


def remove_frags(have: list[str], gone: Iterable[str]) -> None:
    for c in gone:
        have.remove(c)


def colours_in(frags: Iterable[str]) -> list[str]:
    """The colours present, each once, in colour order (one candidate move per colour)."""
    present = set(frags)
    return [c for c in COLOURS if c in present]


# --- players ------------------------------------------------------------------------------

def name(seat: int, form: str = "who") -> Message:
    """A seat (or the Bot) in a sentence, in ``form``: ``who``, ``Who``, ``whose``, ``to``."""
    if seat == BOT:
        return msg(f"afternova.bot.{form}")
    return msg(f"afternova.seat.{form}", n=seat + 1)


def cap_name(seat: int) -> Message:
    """:func:`name` at the start of a sentence."""
    return name(seat, "Who")


def names(seats: Iterable[int], form: str = "who") -> Message:
    """Several seats ("players 1, 3"), one seat as :func:`name` says it, or nobody."""
    seats = list(seats)
    if not seats:
        return msg(f"afternova.nobody.{form}")
    if len(seats) == 1:
        return name(seats[0], form)
    return msg(f"afternova.seats.{form}", list=tuple(s + 1 for s in seats))


def semi(items: Iterable[Message]) -> Message:
    """Clauses joined with semicolons ("a; b; c")."""
    items = list(items)
    out = items[-1]
    for item in reversed(items[:-1]):
        out = msg("afternova.semi", a=item, b=out)
    return out


def seat_word(seat: int) -> str:
    """A seat as the notation writes it."""
    return "bot" if seat == BOT else str(seat + 1)


# --- cards, planets, skills ---------------------------------------------------------------

def skill_word(skill: str) -> Message:
    return msg(f"afternova.skill.{skill}")


def paw_text(card: str) -> Message:
    a, b = PAWS[card].skills
    return msg("afternova.paw", card=card, a=skill_word(a), b=skill_word(b))


def project_text(card: str, *, vp: bool = True) -> Message:
    p = PROJECTS[card]
    bits: list[str | Message] = [" ".join(p.cost)]
    if vp:
        bits.append(msg("afternova.vp", n=p.vp))
    if p.promotion:
        bits.append(promotion_word(p.promotion))
    return msg("afternova.card", card=card, bits=joined(bits))


def promotion_word(kind: str) -> Message:
    """A promotion's short name ("Storage +1")."""
    return msg(f"afternova.promo.{kind}")


def card_text(card: str) -> Message:
    return paw_text(card) if card in PAWS else project_text(card)


def card_key(card: str) -> tuple[str, int]:
    """Sort key for cards: kind letter, then number (``H2`` before ``H10``)."""
    return card[0], int(card[1:])


def planet_word(planet: str) -> Message:
    """A planet's name (a proper name, translated where it is a word)."""
    return msg(f"afternova.planet.{planet}")


def needs_text(planet: str) -> Message:
    return skill_words(dict(PLANETS[planet].needs))


def planet_name(state: State, slot: int) -> Message:
    return planet_word(state.planets[slot])


def skill_counts(units: Iterable[str]) -> dict[str, int]:
    """Skill units counted, in the usual skill order."""
    c = Counter(units)
    return {k: c[k] for k in SKILLS if c[k]}


def skill_words(counts: dict[str, int]) -> Message:
    return joined([msg("afternova.count", n=n, what=skill_word(k)) for k, n in counts.items()])


# --- move arguments -----------------------------------------------------------------------

def arg(move: Move, i: int) -> str:
    """The move's ``i``-th argument, or "" (checks then say what is missing)."""
    args = move.args
    return args[i] if len(args) > i else ""


def seat_arg(state: State, text: str) -> int | None:
    """A player number ("2") or "bot" as a seat, None if it is neither."""
    if text == "bot":
        return BOT if state.bot is not None else None
    number = count_or_none(text, 1, state.num_players)
    return None if number is None or str(number) != text else number - 1
