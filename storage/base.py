"""The values and errors that cross storage's boundary (never a database row or cursor).
The contract: a writer states the version it read and gets :class:`StaleGame`, writing
nothing, if another got there first; every time is a unix timestamp the caller passes;
snapshots are the engine's JSON text, never read, the latest at the game's version.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

__all__ = ["OPEN_STATUSES", "STALE_GAME_MESSAGE", "AuditRow", "Change", "ChannelBusy",
           "Committed", "DatabaseUnavailable", "GameNotFound", "GameRow", "GameStart",
           "GameStatus", "GuildResult", "LobbyFull", "MoveRow", "NewAudit", "NewMove", "NewPost",
           "OutboxRow", "Replan", "ResultRow", "ScheduleEntry", "ScheduleRow", "SeatChange",
           "SeatNotFound", "SeatRow", "SeatSpec", "SeatTaken", "SeatWait", "Snapshot",
           "StaleGame", "StorageError", "StorageUnavailable"]


class StorageError(Exception):
    """Base of every error storage raises on purpose (database errors are wrapped in it)."""

    @property
    def message(self) -> str:
        return str(self)


class StorageUnavailable(StorageError):
    """The database cannot be used at all; the message says what is wrong and what to do."""

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(message)
        self.path = path


class DatabaseUnavailable(StorageError):
    """The database could not be reached just now: nothing of the call was stored, and the
    same call may succeed in a minute (``message`` is for whoever runs the bot)."""


class GameNotFound(StorageError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"no game with id {game_id}")
        self.game_id = game_id


class ChannelBusy(StorageError):
    """A lobby or active game already occupies the channel; ``game_id`` names it."""

    def __init__(self, channel_id: int, game_id: int) -> None:
        super().__init__(f"channel {channel_id} already has open game {game_id}")
        self.channel_id = channel_id
        self.game_id = game_id


STALE_GAME_MESSAGE = "The game moved on while you were deciding; try again."


class StaleGame(StorageError):
    """Another writer changed the game first; nothing was written (players may read why)."""

    def __init__(self, game_id: int | None = None) -> None:
        super().__init__(STALE_GAME_MESSAGE)
        self.game_id = game_id


class SeatTaken(StorageError):
    """The member already holds a seat in this game."""

    def __init__(self, game_id: int, user_id: int | None = None) -> None:
        super().__init__(f"user {user_id} is already taken in game {game_id}")
        self.game_id = game_id
        self.user_id = user_id


class LobbyFull(StorageError):
    def __init__(self, game_id: int, max_seats: int) -> None:
        super().__init__(f"game {game_id} already has {max_seats} seats")
        self.game_id = game_id
        self.max_seats = max_seats


class SeatNotFound(StorageError):
    def __init__(self, game_id: int, seat: int) -> None:
        super().__init__(f"game {game_id} has no seat {seat}")
        self.game_id = game_id
        self.seat = seat


class GameStatus(StrEnum):
    """Life cycle of a game. ``lobby`` and ``active`` are *open*: they hold their channel."""

    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"  # played to the end (or ended by a moderator with standings)
    CANCELLED = "cancelled"  # closed before it started
    ABORTED = "aborted"  # stopped after it started, no result

    @property
    def is_open(self) -> bool:
        return self in OPEN_STATUSES


OPEN_STATUSES: frozenset[GameStatus] = frozenset({GameStatus.LOBBY, GameStatus.ACTIVE})


@dataclass(frozen=True)
class GameRow:
    """One game. ``version`` counts the plies applied (0 right after the start)."""

    id: int
    guild_id: int
    channel_id: int
    game: str  # registry name, e.g. "adastra"
    status: GameStatus
    seed: int
    options: dict[str, Any]
    version: int
    host_id: int
    created_at: int
    updated_at: int
    started_at: int | None = None
    finished_at: int | None = None
    lobby_message_id: int | None = None
    result_reason: str | None = None

    @property
    def is_open(self) -> bool:
        return self.status.is_open


@dataclass(frozen=True)
class SeatRow:
    """A place at the table. A member's seat handed to the AI keeps its ``user_id`` (None
    for a pure AI seat) and has ``is_ai`` set, so its owner can take it back."""

    game_id: int
    seat: int
    user_id: int | None
    is_ai: bool
    label: str | None  # colour or faction shown to players
    joined_at: int


@dataclass(frozen=True)
class SeatSpec:
    """One seat of a start's final order (index = position)."""

    user_id: int | None
    is_ai: bool = False
    label: str | None = None


@dataclass(frozen=True)
class GameStart:
    """A lobby's start: ``seats`` in their final order, ``snapshot_json`` the state at ply 0."""

    seats: Sequence[SeatSpec]
    snapshot_json: str


@dataclass(frozen=True)
class SeatChange:
    """A running game's seat changing hands: to the AI (``user_id`` None; its holder stays
    named, to take it back) or to a member, who joins now."""

    seat: int
    user_id: int | None = None

    @property
    def to_ai(self) -> bool:
        return self.user_id is None


@dataclass(frozen=True)
class NewMove:
    """A move to append (its ply is ``expected_version`` + 1, + 2...). ``private_texts``: a
    seat's sentence only it may read; ``kind``: who decided ("player", "forced", "ai",
    "timeout", "admin"); ``user_id``: the member who submitted it; ``messages``: the same
    events as catalogue messages, ``{"public": [...], "private": {"seat": [...]}}``, so a log
    is worded in any reader's language (None: the engine said nothing but text)."""

    seat: int | None
    notation: str
    created_at: int
    public_text: str = ""
    private_texts: Mapping[int, str] = field(default_factory=dict)
    user_id: int | None = None
    kind: str = "player"
    messages: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class MoveRow:
    """A stored move (ply counts from 1)."""

    game_id: int
    ply: int
    seat: int | None
    notation: str
    public_text: str
    private_texts: dict[int, str]
    user_id: int | None
    kind: str
    created_at: int
    #: The events as messages (see :class:`NewMove`); None for moves stored without them.
    messages: dict[str, Any] | None = None


class Snapshot(NamedTuple):
    """A stored state: the ply it follows and the engine's JSON text."""

    ply: int
    state_json: str


@dataclass(frozen=True)
class ResultRow:
    """Final standing of one seat (place is 1-based; tied seats share a place)."""

    seat: int
    user_id: int | None
    score: int | None
    place: int


@dataclass(frozen=True)
class ScheduleEntry:
    """One point of a decision's schedule (migration 0004): a reminder or the deadline. A
    decision is one seat's wait since version ``ply`` at time ``since``; ``lead``: seconds
    before the deadline (0 for it). ``(ply, seat, since, kind, lead)`` names it for ever."""

    seat: int
    ply: int
    since: int
    kind: str  # "reminder" or "deadline"
    lead: int
    due_at: int


@dataclass(frozen=True)
class Replan:
    """A running game's schedule as planned at ``version``, written with the change that
    calls for it; not written if the game has moved on since (the caller plans it again)."""

    version: int
    entries: Sequence[ScheduleEntry]


@dataclass(frozen=True)
class SeatWait:
    """The decision an awaited seat is in: since which version (``ply``) and time."""

    seat: int
    ply: int
    since: int


@dataclass(frozen=True)
class ScheduleRow:
    """A stored point of a game's schedule; ``seat`` None: a game-wide row from before
    decisions had seats; ``done_at``: handled, never again."""

    id: int
    game_id: int
    ply: int
    kind: str  # "reminder" or "deadline"
    due_at: int
    done_at: int | None
    seat: int | None = None
    since: int = 0
    lead: int = 0
    claimed_until: int | None = None
    attempts: int = 0


@dataclass(frozen=True)
class NewPost:
    """A public post stored with its change (``ply``: the version it shows)."""

    channel_id: int
    ply: int
    payload: str


@dataclass(frozen=True)
class OutboxRow:
    """A stored post (see migration 0003). ``sent_at`` None: still to be sent."""

    id: int
    game_id: int
    channel_id: int
    ply: int
    payload: str
    created_at: int
    attempts: int
    sent_at: int | None


@dataclass(frozen=True)
class GuildResult:
    """One seat's result in a finished game of a guild (for statistics)."""

    game_id: int
    game: str
    finished_at: int | None
    seat: int
    user_id: int | None
    score: int | None
    place: int
    players: int


@dataclass(frozen=True)
class NewAudit:
    """A moderator's action for the audit log, stored with the change it records."""

    guild_id: int
    actor_id: int | None
    action: str
    game_id: int | None = None
    details: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Change:
    """One change to one game, stored whole or not at all by
    :meth:`~storage.store.GameStore.commit` (``docs/storage.md``: a new kind of change is a
    field here). ``expected_version`` guards ``moves`` and ``rewind_to`` (the game active
    at it), and an end when given; ``moves`` are plies ``expected_version + 1 ...`` and
    ``snapshot_json`` the state after them or at ``rewind_to``; ``schedule`` is planned at
    the version they leave (always written), or else written only if the game is still at
    its version; ``claim_lease`` claims the game's posts where the store does so."""

    game_id: int
    now: int
    expected_version: int | None = None
    start: GameStart | None = None
    seat_change: SeatChange | None = None
    moves: Sequence[NewMove] = ()
    rewind_to: int | None = None
    snapshot_json: str | None = None
    status: GameStatus | None = None
    results: Sequence[ResultRow] = ()
    reason: str | None = None
    posts: Sequence[NewPost] = ()
    schedule: Replan | None = None
    settings: Mapping[str, Any] | None = None
    audit: NewAudit | None = None
    claim_lease: int | None = None


@dataclass(frozen=True)
class Committed:
    """The game as a commit left it, and whether its ``schedule`` was written."""

    game: GameRow
    planned: bool = True

    @property
    def version(self) -> int:
        return self.game.version


@dataclass(frozen=True)
class AuditRow:
    """One recorded moderator or system action (``actor_id`` None = the bot itself)."""

    id: int
    guild_id: int
    game_id: int | None
    actor_id: int | None
    action: str
    details: dict[str, Any]
    created_at: int
