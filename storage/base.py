"""The values and errors that cross storage's boundary, whatever the database behind it.

The service talks to a :class:`storage.store.GameStore` (on SQLite or PostgreSQL).
Everything crossing this boundary is a plain frozen dataclass or a JSON text, never a
database row or cursor, and the store honours one contract on both databases:

* **Versions guard every change to a running game.** ``games.version`` is the number of
  plies applied. A writer states the version it read (``expected_version``); if another
  writer got there first the call raises :class:`StaleGame` and writes nothing. Move rows
  carry their ply in the primary key, so two writers can never both store ply N.
* **One open game per channel.** Opening a lobby where a lobby or active game already
  exists raises :class:`ChannelBusy`.
* **No clock inside storage.** Every time is a unix timestamp (int seconds) passed in by the
  caller, so tests and the scheduler control time.
* **Snapshots are opaque JSON text** produced by the engine's ``to_json``; storage never
  interprets them. The latest snapshot's ply always equals the game's version.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

__all__ = [
    "OPEN_STATUSES",
    "STALE_GAME_MESSAGE",
    "AuditRow",
    "Change",
    "ChannelBusy",
    "Committed",
    "DatabaseUnavailable",
    "GameNotFound",
    "GameRow",
    "GameStart",
    "GameStatus",
    "GuildResult",
    "LobbyFull",
    "MoveRow",
    "NewAudit",
    "NewMove",
    "NewPost",
    "OutboxRow",
    "Replan",
    "ResultRow",
    "ScheduleEntry",
    "ScheduleRow",
    "SeatChange",
    "SeatNotFound",
    "SeatRow",
    "SeatSpec",
    "SeatTaken",
    "SeatWait",
    "Snapshot",
    "StaleGame",
    "StorageError",
    "StorageUnavailable",
]


class StorageError(Exception):
    """Base of every error storage raises on purpose (database errors are wrapped in it)."""

    @property
    def message(self) -> str:
        return str(self)


class StorageUnavailable(StorageError):
    """The database cannot be used at all (not a database, damaged, locked, newer than this
    code, not a file, in a missing folder). The message is one sentence for whoever runs the
    bot: what is wrong, with which file, and what to do; no traceback adds anything to it."""

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(message)
        self.path = path


class DatabaseUnavailable(StorageError):
    """The database could not be reached just now (a server restarting, a lost connection,
    too many clients, a file locked past its wait): nothing of the call was stored, and the
    same call may succeed in a minute. ``message`` is one sentence for whoever runs the bot;
    a user is told only that the database is unavailable."""


class GameNotFound(StorageError):
    """No game has this id."""

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
    """Another writer changed the game first (its version or status is not what the caller
    read), so nothing was written. The message is a sentence a player can be shown as is;
    the caller should reload the game and, if still sensible, try again."""

    def __init__(self, game_id: int | None = None) -> None:
        super().__init__(STALE_GAME_MESSAGE)
        self.game_id = game_id


class SeatTaken(StorageError):
    """The user already holds a seat in this game (or the seat index is in use)."""

    def __init__(self, game_id: int, user_id: int | None = None, seat: int | None = None) -> None:
        who = f"user {user_id}" if user_id is not None else f"seat {seat}"
        super().__init__(f"{who} is already taken in game {game_id}")
        self.game_id = game_id
        self.user_id = user_id
        self.seat = seat


class LobbyFull(StorageError):
    """The lobby already holds ``max_seats`` seats."""

    def __init__(self, game_id: int, max_seats: int) -> None:
        super().__init__(f"game {game_id} already has {max_seats} seats")
        self.game_id = game_id
        self.max_seats = max_seats


class SeatNotFound(StorageError):
    """The game has no such seat."""

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
    """A place at the table. ``user_id`` is None for a pure AI seat; a human seat handed to
    the AI keeps its ``user_id`` and has ``is_ai`` set, so its owner can take it back."""

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
    """A lobby's start, stored with the moves the AI plays first (when an AI seat acts first)
    and the post announcing both: ``seats`` in their final order, ``snapshot_json`` the state
    at ply 0."""

    seats: Sequence[SeatSpec]
    snapshot_json: str


@dataclass(frozen=True)
class SeatChange:
    """A running game's seat changing hands, stored in one transaction with the post that
    announces it (and the moves the AI then plays), so a crash keeps both or neither.

    ``user_id`` None hands the seat to the AI and keeps whoever held it named, so they may
    take it back; a member's id gives the seat to that member, who joins now
    (:class:`SeatTaken` if they hold another seat of the game)."""

    seat: int
    user_id: int | None = None

    @property
    def to_ai(self) -> bool:
        return self.user_id is None


@dataclass(frozen=True)
class NewMove:
    """A move to append; its ply is assigned by storage (expected_version + 1, + 2, ...).

    ``private_texts`` maps a seat to the sentence only that seat may read. ``kind`` says who
    decided: "player", "forced" (the only legal move, applied automatically), "ai",
    "timeout" or "admin"; undo and the audit trail use it. ``user_id`` is the member who
    submitted it (None for AI and automatic moves). ``messages`` keeps the same events as
    catalogue messages, so a log can be worded in any reader's language (JSON-able:
    ``{"public": [item...], "private": {"seat": [item...]}}``, each item a message's JSON
    form or a plain text); None when the engine said nothing but text.
    """

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
    """One point of a decision's schedule (see migration 0004): a reminder or the deadline.

    A decision is one seat's wait, named by the game's version (``ply``) and the time
    (``since``) when it began; ``lead`` is how many seconds before the deadline the point
    falls (0 for the deadline). ``(ply, seat, since, kind, lead)`` names the point for ever:
    writing it again only moves a point not yet handled."""

    seat: int
    ply: int
    since: int
    kind: str  # "reminder" or "deadline"
    lead: int
    due_at: int


@dataclass(frozen=True)
class Replan:
    """A running game's schedule as planned at ``version``, written in the transaction of
    the change that calls for it (a seat changing hands, a new deadline, an absence, an
    undo or rollback), so a crash cannot keep the change with the old plan. Should the
    game have moved on at ``version`` meanwhile (another process), the plan is not
    written: the store says so, and the caller plans the game again from what is stored."""

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
    """A stored point of a running game's schedule (see migrations 0002 and 0004).

    ``seat`` None marks a game-wide row written before decisions had seats. ``done_at``:
    handled (sent, acted on, or found obsolete) and never again; ``claimed_until``: a
    scheduler is handling it until then."""

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
    """A public post to store in the outbox with the change that causes it.

    ``ply`` is the game's version the post describes (its board is the board at that ply);
    ``payload`` is JSON text that storage keeps but never reads."""

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
    """A moderator's action for the audit log, stored in the transaction of the change it
    records (its ``audit``), so a crash can keep neither without the other."""

    guild_id: int
    actor_id: int | None
    action: str
    game_id: int | None = None
    details: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Change:
    """One change to one game, stored whole or not at all by
    :meth:`~storage.store.GameStore.commit`: the moves and the state after them, the
    lobby's start, a seat changing hands, an undo, the game's end, and whatever must never
    be kept without them (the posts announcing them, the game's new schedule, the settings
    its players carry on, a moderator's audit row).

    A new kind of change adds a field here and its lines in :mod:`storage.changes`, never a
    keyword to every method that stores something.

    * ``expected_version``: the version the change was decided at. With ``moves`` or
      ``rewind_to`` the game must be active at it; with an end (``status``) it is checked
      when given. Otherwise nothing is guarded by the version.
    * ``start``: the lobby starts first, in the same transaction (``expected_version`` 0).
    * ``seat_change``: a running game's seat changes hands before the moves, if any.
    * ``moves`` and ``snapshot_json``: plies ``expected_version + 1 ...`` and the state
      after the last; ``rewind_to`` and ``snapshot_json``: the plies after ``rewind_to``
      are dropped (undo, rollback) and the state at ``rewind_to`` becomes the latest.
    * ``status``: the game ends (finished, with ``results``; aborted; or, for a lobby,
      cancelled), with ``reason``; it keeps no pending reminder or deadline.
    * ``schedule``: the game's plan after the change. With moves or a rewind it must be
      planned at the version they leave and is always written; otherwise it is written only
      if the game is still at its version (:class:`Replan`).
    * ``settings``: the guild's, stored as :meth:`~storage.store.GameStore.set_settings` would.
    * ``claim_lease``: a store may claim the game's unsent posts for this process in the
      same transaction, handed out by :meth:`~storage.store.GameStore.take_claimed`.
    """

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
    """What :meth:`~storage.store.GameStore.commit` stored: the game as it is now, and
    whether the change's ``schedule`` was written (False: the game had moved on; plan it
    again)."""

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
