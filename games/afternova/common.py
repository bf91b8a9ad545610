"""Words and small helpers every Afternova rule module shares.

No rulebook section of its own: these are the names of things (players, cards, fragments,
skills) as messages write them, the multiset arithmetic on fragments, and the reading of a
move's arguments. They live apart so each section module can use them without importing
another section.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from games.afternova.data import (
    COLOUR_NAMES,
    COLOURS,
    PAWS,
    PLANETS,
    PROJECTS,
    PROMOTION_SHORT,
    SKILL_NAMES,
    SKILLS,
)
from games.afternova.state import BOT, State
from games.core import Move
from games.notation_kit import count_or_none

# --- fragments ----------------------------------------------------------------------------

_ORDER = {c: i for i, c in enumerate(COLOURS)}


def sort_frags(frags: Iterable[str]) -> list[str]:
    """Fragments in colour order, so equal multisets look the same everywhere."""
    return sorted(frags, key=_ORDER.__getitem__)


def frag_text(frags: Iterable[str]) -> str:
    """``ppk`` style, the notation's way of writing several fragments."""
    return "".join(sort_frags(frags)) or "-"


def frag_words(frags: Iterable[str]) -> str:
    """``2 purple, 1 black`` for messages."""
    c = Counter(frags)
    parts = [f"{c[k]} {COLOUR_NAMES[k]}" for k in COLOURS if c[k]]
    return ", ".join(parts) if parts else "nothing"


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

def name(seat: int) -> str:
    return "the Bot" if seat == BOT else f"player {seat + 1}"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def names(seats: Iterable[int]) -> str:
    seats = list(seats)
    if not seats:
        return "nobody"
    if len(seats) == 1:
        return name(seats[0])
    return "players " + ", ".join(str(s + 1) for s in seats)


def seat_word(seat: int) -> str:
    """A seat as the notation writes it."""
    return "bot" if seat == BOT else str(seat + 1)


# --- cards, planets, skills ---------------------------------------------------------------

def paw_text(card: str) -> str:
    a, b = PAWS[card].skills
    return f"{card} ({SKILL_NAMES[a]} + {SKILL_NAMES[b]})"


def project_text(card: str, *, vp: bool = True) -> str:
    p = PROJECTS[card]
    bits = [" ".join(p.cost)]
    if vp:
        bits.append(f"{p.vp} VP")
    if p.promotion:
        bits.append(PROMOTION_SHORT[p.promotion])
    return f"{card} ({', '.join(bits)})"


def card_text(card: str) -> str:
    return paw_text(card) if card in PAWS else project_text(card)


def card_key(card: str) -> tuple[str, int]:
    """Sort key for cards: kind letter, then number (``H2`` before ``H10``)."""
    return card[0], int(card[1:])


def needs_text(planet: str) -> str:
    return ", ".join(f"{n} {SKILL_NAMES[s]}" for s, n in PLANETS[planet].needs)


def planet_name(state: State, slot: int) -> str:
    return PLANETS[state.planets[slot]].name


def skill_counts(units: Iterable[str]) -> dict[str, int]:
    """Skill units counted, in the usual skill order."""
    c = Counter(units)
    return {k: c[k] for k in SKILLS if c[k]}


def skill_words(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {SKILL_NAMES[k]}" for k, n in counts.items())


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
