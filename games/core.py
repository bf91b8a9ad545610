"""The small surface every Starpost game engine shares.

A game is a pure object: ``setup`` builds a state from a player count and a seed, ``apply``
turns a state and a move into a new state plus the events that describe what happened. No
engine reads a clock, touches a file or uses the stdlib ``random`` module: all chance comes
from :class:`Rng`, whose whole state is one integer stored inside the game state, so a seed
plus the list of moves replays a game exactly on any Python version.

A game's turn is a chain of small *decisions*; :meth:`Game.to_act` names the seats that may
decide now (several at once for simultaneous choices), and each decision's moves are short
canonical strings produced by :meth:`Game.format_move` and read back, leniently, by
:meth:`Game.parse_move`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

from games.i18n import Message, render

if TYPE_CHECKING:
    from games.views import View

__all__ = [
    "Event",
    "Game",
    "IllegalMove",
    "Message",
    "Move",
    "Outcome",
    "Rng",
    "awaited",
    "normalize",
    "rank_by_score",
    "replay",
]


class IllegalMove(Exception):
    """A move that the rules forbid.

    Engines raise it with a :class:`~games.i18n.Message` (``key`` names the refusal in the
    catalogues, so the bot words it in the player's language); ``message`` is its English
    sentence, kept for logs and for callers that only need text. A plain string is still
    accepted (text typed by nobody but a developer, and older callers).
    """

    def __init__(self, message: str | Message) -> None:
        text = render(message)
        super().__init__(text)
        self.message = text
        self.msg: Message | None = message if isinstance(message, Message) else None


@dataclass(frozen=True, order=True)
class Move:
    """One decision, as a verb and its arguments (all short strings).

    Moves are plain values: hashable, comparable and JSON-able through their notation, like
    python-chess's ``Move``. What the verb and arguments mean is up to each game.
    """

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


class Event:
    """Something that happened, told to the table.

    ``text`` is public. ``private`` maps a seat to a sentence only that seat may read (a peek
    at face-down planets, the artifact just drawn). ``reveals`` marks events that uncovered
    hidden or random information (a card turned over, a planet revealed, a draw): a move
    followed by such an event can no longer be taken back. ``minor`` marks routine events a
    client may fold together (automatic passes, per-player production lines).

    Engines build events with :meth:`of` from :class:`~games.i18n.Message` values:
    ``message`` and ``private_messages`` are what the bot words in a reader's language, and
    ``text``/``private`` are their English renderings, kept so stored rows and every reader
    of plain text stay as they were. Those renderings are made when first read, not when
    the event is built: a search plays thousands of moves whose events nobody reads.

    Events are values: equal when every part is, and never changed once built
    (:meth:`folded` gives a minor copy).
    """

    __slots__ = ("_private", "_text", "message", "minor", "private_messages", "reveals")

    def __init__(self, text: str | None = None, private: Mapping[int, str] | None = None,
                 reveals: bool = False, minor: bool = False, message: Message | None = None,
                 private_messages: Mapping[int, Message] | None = None) -> None:
        self._text = text
        self._private = None if private is None and private_messages else dict(private or {})
        self.reveals = reveals
        self.minor = minor
        self.message = message
        self.private_messages: Mapping[int, Message] = dict(private_messages or {})

    @classmethod
    def of(cls, message: Message, private: Mapping[int, Message] | None = None, *,
           reveals: bool = False, minor: bool = False) -> Event:
        """An event told as catalogue messages (the English text is derived from them)."""
        return cls(None, None, reveals, minor, message, private)

    @property
    def text(self) -> str:
        """The public sentence, in English."""
        if self._text is None:
            self._text = "" if self.message is None else render(self.message)
        return self._text

    @property
    def private(self) -> Mapping[int, str]:
        """The private sentences, in English, by seat."""
        if self._private is None:
            self._private = {s: render(m) for s, m in self.private_messages.items()}
        return self._private

    def folded(self) -> Event:
        """This event marked minor (a routine line a client may fold together)."""
        return Event(self._text, self._private, self.reveals, True, self.message,
                     self.private_messages)

    def _key(self) -> tuple[Any, ...]:
        return (self.text, self.private, self.reveals, self.minor, self.message,
                self.private_messages)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Event(text={self.text!r}, private={dict(self.private)!r}, "
                f"reveals={self.reveals!r}, minor={self.minor!r}, message={self.message!r}, "
                f"private_messages={dict(self.private_messages)!r})")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "text": self.text,
            "private": {str(k): v for k, v in self.private.items()},
            "reveals": self.reveals,
            "minor": self.minor,
        }
        if self.message is not None:
            data["message"] = self.message.to_json()
        if self.private_messages:
            data["private_messages"] = {str(k): m.to_json()
                                        for k, m in self.private_messages.items()}
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        message = data.get("message")
        return cls(
            text=data["text"],
            private={int(k): v for k, v in data.get("private", {}).items()},
            reveals=bool(data.get("reveals", False)),
            minor=bool(data.get("minor", False)),
            message=Message.from_json(message) if message else None,
            private_messages={int(k): Message.from_json(v)
                              for k, v in (data.get("private_messages") or {}).items()},
        )


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``ranking`` lists groups of seats from best to worst; seats in one group are tied after
    every tie-break the rulebook (or the engine's documented choice) provides.

    Some games rank a player that holds no seat, such as Afternova's Bot in the two-player
    variant, which can win. ``others`` names those entries: each has an index after the
    seats (the Bot of a two-player game is 2), a score at that index of ``scores`` and a
    place in ``ranking``, so ``winners`` and ``place_of`` treat it like a seat. Callers that
    credit people (results, statistics) must skip indices that are not seats
    (:meth:`is_seat`); ``seat_scores`` are the seats' scores alone. Games without such
    entries leave ``others`` empty, and then ``scores`` has exactly one entry per seat.
    """

    scores: tuple[int, ...]
    ranking: tuple[tuple[int, ...], ...]
    reason: str
    others: Mapping[int, str] = field(default_factory=dict)
    #: ``reason`` as a catalogue message, for engines that word it in the reader's language.
    reason_message: Message | None = None

    def __post_init__(self) -> None:
        seats = len(self.scores) - len(self.others)
        if sorted(self.others) != list(range(seats, len(self.scores))):
            raise ValueError("Outcome.others must name the last indices of scores, "
                             f"got {sorted(self.others)} for {len(self.scores)} scores")

    @property
    def seat_scores(self) -> tuple[int, ...]:
        """The scores of the seats, without the ranked entries that are not seats."""
        return self.scores[:len(self.scores) - len(self.others)]

    def is_seat(self, index: int) -> bool:
        """Whether a ranked index is a seat (not one of ``others``)."""
        return index not in self.others

    @property
    def winners(self) -> tuple[int, ...]:
        """The first group of the ranking: seats, and possibly entries of ``others``."""
        return self.ranking[0] if self.ranking else ()

    def place_of(self, seat: int) -> int:
        """1-based finishing place of a seat, or of an entry of ``others`` (tied entries
        share a place)."""
        place = 1
        for group in self.ranking:
            if seat in group:
                return place
            place += len(group)
        raise ValueError(f"seat {seat} is not ranked")


def rank_by_score(keys: Sequence[tuple[Any, ...]]) -> tuple[tuple[int, ...], ...]:
    """Group seats by descending sort key; equal keys share a place."""
    order = sorted(range(len(keys)), key=lambda s: keys[s], reverse=True)
    groups: list[list[int]] = []
    for seat in order:
        if groups and keys[groups[-1][0]] == keys[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return tuple(tuple(sorted(g)) for g in groups)


_MASK64 = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    """SplitMix64: a tiny, well-known generator whose entire state is one 64-bit integer.

    Engines create an ``Rng`` from the integer kept in their state, draw, and store
    ``rng.state`` back, so randomness is part of the game record rather than of the process.
    """

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK64

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        rng = cls(seed ^ 0x9E3779B97F4A7C15)
        rng.next64()
        return rng

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, by rejection so no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


_SPACES = re.compile(r"[\s_]+")


def normalize(text: str) -> str:
    """Lower-case, trim and fold runs of blanks, for lenient parsing."""
    return _SPACES.sub(" ", text.strip().lower())


S = TypeVar("S")


@runtime_checkable
class Game(Protocol[S]):
    """What every registered game offers (see docs/architecture.md, "The game protocol").

    A game is wired in by its entry in :data:`games.registry.REGISTRY`, which also declares
    what it offers beyond this protocol (``setup_events``, ``foresee``, ``winner_starts``,
    ``carry_option`` with ``carried``; see :class:`games.registry.GameDescriptor`), asked
    for through :mod:`games.parts`. One more method is looked up here:

    - ``optional(state) -> list[int]``: seats in ``to_act`` whose decision nothing waits
      on (see :func:`awaited`); Ad Astra and Afternova.
    """

    name: str
    title: str
    min_players: int
    max_players: int

    def setup(self, num_players: int, seed: int, options: Mapping[str, Any] | None = None) -> S: ...

    def to_act(self, state: S) -> list[int]: ...

    def legal_moves(self, state: S, seat: int) -> list[Move]: ...

    def parse_move(self, state: S, seat: int, text: str) -> Move: ...

    def format_move(self, state: S, move: Move) -> str: ...

    def describe_move(self, state: S, move: Move) -> str | Message: ...

    def apply(self, state: S, seat: int, move: Move) -> tuple[S, list[Event]]: ...

    def outcome(self, state: S) -> Outcome | None: ...

    def view(self, state: S, seat: int | None) -> View: ...

    def to_json(self, state: S) -> dict[str, Any]: ...

    def from_json(self, data: dict[str, Any]) -> S: ...


def awaited(game: Game[Any], state: Any) -> list[int]:
    """Seats the game is waiting for: those to act, less those whose decision is optional
    (an Ad Astra or Afternova proposer may withdraw while the others answer; a game lists
    them with an ``optional(state)`` method). Nobody is reminded, timed out or replaced by
    the AI for an optional decision, and a search does not wait on one."""
    acting = game.to_act(state)
    optional = getattr(game, "optional", None)
    if optional is None:
        return acting
    skip = set(optional(state))
    return [s for s in acting if s not in skip] or acting


def replay(game: Game[S], num_players: int, seed: int, moves: Iterable[tuple[int, str]],
           options: Mapping[str, Any] | None = None) -> S:
    """Rebuild a state from its seed and a list of ``(seat, notation)`` moves."""
    state = game.setup(num_players, seed, options)
    for seat, text in moves:
        state, _ = game.apply(state, seat, game.parse_move(state, seat, text))
    return state
