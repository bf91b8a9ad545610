"""The checks every game's notation shares, so hostile input is refused the same way everywhere.

A move arrives as text a stranger typed (``parse_move``) or as a :class:`~games.core.Move`
some caller built (``apply``). Both reach code that indexes lists, builds strings and
converts numbers, so each game's entry points first pass what they receive through this
module:

- :func:`clean` refuses over-long text and invisible, control and bidirectional characters
  before any parser looks at it, and refuses digits other than ASCII ``0``-``9``:
  ``str.isdigit()`` is true for ``²``, ``①`` and ``٣`` while ``int()`` rejects some of them
  and reads others, so a "number" must be spelt one way only;
- :func:`parse_count` / :func:`count_or_none` read a count from ASCII digits and check its
  bounds *before* ``int()`` builds anything, so ``99999999999999999999W`` costs nothing;
- :func:`check_seat` refuses a seat that is not at the table, so no negative or too-large
  index ever reaches a Python list (``players[-1]`` is silently the last player);
- :func:`check_shape` refuses a :class:`Move` whose verb or arguments are not short ASCII
  tokens; a game then accepts only moves its ``legal_moves`` lists, or, where legal moves
  are too many to list, only moves written the way it writes them (:func:`check_canonical`:
  ``parse_move(format_move(m)) == m``), so what a game stores is always its canonical
  notation and never free text (no ``done @everyone``).

Leading zeros are canonicalised, not refused: ``lab 03`` means ``lab 3`` and is stored as
``lab 3`` (every game already read ``H07``, ``P05`` and ``LY03`` that way).

Everything here raises :class:`~games.core.IllegalMove` with a sentence for the player: a
hostile input is just one more illegal move.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Protocol

from games.core import IllegalMove, Move, normalize
from games.i18n import Message, msg

__all__ = [
    "MAX_MOVE_LENGTH",
    "admit",
    "check_canonical",
    "check_seat",
    "check_shape",
    "clean",
    "count_or_none",
    "is_count",
    "parse_count",
]

#: The longest move text accepted, and the longest canonical notation a game may store.
#: Canonical moves of the four games are usually under 40 characters (an Ad Astra offer of
#: a large bundle is the longest); the bot is to cap what it accepts at the same length.
MAX_MOVE_LENGTH = 100

# Counts longer than this are stripped of leading zeros and refused if still longer, before
# int() runs; anything a game counts has far fewer digits.
_SHORT_COUNT = 18
# A canonical verb or argument: ASCII letters and digits, with inner hyphens (prod-FX).
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]*")
# Whitespace a player may type; other C0 controls and DEL are refused.
_ASCII_SPACE = frozenset(" \t\n\r")
_ASCII_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_CONTROL = msg("core.control_character")
# Unicode categories never part of a move: controls, formats (bidi overrides, zero-width
# joiners), surrogates, private use, unassigned, line and paragraph separators.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def clean(text: object) -> str:
    """Check a typed move and return it normalised (lower case, trimmed, single spaces).

    Refuses, with a sentence: a non-string, text over :data:`MAX_MOVE_LENGTH` characters
    (checked first, so a huge paste costs nothing), control and invisible or bidirectional
    formatting characters (they can make the text read differently from what it is), and
    digits other than ASCII ``0``-``9`` (superscripts, circled, Arabic-Indic, fullwidth).
    Letters outside ASCII stay: some aliases are accented French words.
    """
    if not isinstance(text, str):
        raise IllegalMove(msg("core.not_text"))
    if len(text) > MAX_MOVE_LENGTH:
        raise IllegalMove(msg("core.text_too_long", max=MAX_MOVE_LENGTH, length=len(text)))
    if text.isascii():  # the usual case, checked at C speed
        if _ASCII_CONTROL.search(text) is not None:
            raise IllegalMove(_CONTROL)
        return normalize(text)
    for ch in text:
        if ch.isascii():
            if ch.isprintable() or ch in _ASCII_SPACE:
                continue
            raise IllegalMove(_CONTROL)
        if ch.isnumeric():
            raise IllegalMove(msg("core.ascii_digits"))
        if unicodedata.category(ch) in _REFUSED_CATEGORIES:
            raise IllegalMove(msg("core.invisible_character"))
    return normalize(text)


def is_count(token: str) -> bool:
    """Whether ``token`` is written with ASCII digits only (``str.isdigit`` alone is not
    enough: it is true for ``²``; among ASCII characters only ``0``-``9`` are digits)."""
    return token.isascii() and token.isdigit()


def count_or_none(token: str, low: int, high: int) -> int | None:
    """The number ``token`` spells if it is ASCII digits within ``[low, high]``, else None.

    Leading zeros are read as the same number (``03`` is 3). A token of more than 18
    significant digits is refused before ``int()`` runs, so a thousand-digit token costs
    nothing. Rules call this on hot paths (board coordinates), so it stays cheap.
    """
    if not (token.isascii() and token.isdigit()):
        return None
    if len(token) > _SHORT_COUNT:
        token = token.lstrip("0") or "0"
        if len(token) > _SHORT_COUNT:
            return None
    n = int(token)
    return n if low <= n <= high else None


def parse_count(token: str, low: int, high: int, what: str | Message) -> int:
    """:func:`count_or_none`, refusing with "<what> is a number from <low> to <high>."."""
    n = count_or_none(token, low, high)
    if n is None:
        shown = f"{what[:1].upper()}{what[1:]}" if isinstance(what, str) else what
        raise IllegalMove(msg("core.number_range", what=shown, low=low, high=high))
    return n


def check_seat(num_players: int, seat: object) -> int:
    """Refuse a seat that is not at the table: ``There is no seat N in this game.``

    Seats are ``0 .. num_players - 1``. Every protocol method that takes a seat calls this
    first, so ``-1`` (which Python lists would read as the last player) and ``num_players``
    never index anything. A game's internal seats (Afternova's Bot) are not seats of the
    protocol.
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < num_players:
        if isinstance(seat, int) and -10**6 < seat < 10**6:
            raise IllegalMove(msg("core.no_seat", seat=seat))
        raise IllegalMove(msg("core.no_such_seat"))
    return seat


def check_shape(move: object) -> Move:
    """Refuse anything but a :class:`Move` of short canonical ASCII tokens.

    A canonical move is a verb and arguments made of ASCII letters, digits and inner
    hyphens, whose text (``str(move)``) fits in :data:`MAX_MOVE_LENGTH` characters. Checking
    this before any rule runs means no rule ever sees a unicode digit, a huge number, a
    mention or markdown in an argument.
    """
    if not isinstance(move, Move) or not isinstance(move.args, tuple):
        raise IllegalMove(msg("core.not_a_move"))
    tokens = (move.verb, *move.args)
    size = len(tokens) - 1
    for token in tokens:
        if not isinstance(token, str) or _TOKEN.fullmatch(token) is None:
            raise IllegalMove(msg("core.not_a_game_move"))
        size += len(token)
        if size > MAX_MOVE_LENGTH:
            raise IllegalMove(msg("core.move_too_long", max=MAX_MOVE_LENGTH))
    return move


def admit(num_players: int, seat: object, move: object) -> Move:
    """The cheap checks ``apply`` and ``why_illegal`` run before the rules see a move: the
    seat is at the table (:func:`check_seat`) and the move has a canonical shape
    (:func:`check_shape`). Games whose ``legal_moves`` lists every legal move then require
    the move to be listed; the others call :func:`check_canonical`."""
    check_seat(num_players, seat)
    return check_shape(move)


class _Notation(Protocol):
    def format_move(self, state: Any, move: Move) -> str: ...

    def parse_move(self, state: Any, seat: int, text: str) -> Move: ...


def check_canonical(game: _Notation, state: Any, seat: int, move: Move) -> None:
    """Refuse a move not written the way the game writes it.

    For games whose legal moves are too many to list (any bundle of cards in an offer, any
    set of cards that meets a need), membership in ``legal_moves`` cannot be the test.
    Instead ``parse_move(format_move(move))`` must give the move back: that refuses
    arguments in the wrong order or spelling (``H9 H3`` for ``H3 H9``, ``03`` for ``3``)
    and any word the parser would not produce, so only canonical notation is stored. The
    rules (``why_illegal``) still judge the arguments afterwards.
    """
    text = game.format_move(state, move)
    if len(text) > MAX_MOVE_LENGTH or game.parse_move(state, seat, text) != move:
        raise IllegalMove(msg("core.not_canonical", text=repr(text[:40])))
