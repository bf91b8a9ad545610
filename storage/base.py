"""What the application service may ask of storage, independent of the database behind it.

The service talks to a :class:`GameStore`; today that is :class:`storage.sqlite.SqliteStore`,
later it may be a PostgreSQL store serving several processes. Everything crossing this
boundary is a plain frozen dataclass or a JSON text, never a database row or cursor, so a
second backend only has to honour the same contract:

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
from typing import Any, NamedTuple, Protocol

__all__ = [
    "OPEN_STATUSES",
    "STALE_GAME_MESSAGE",
    "AuditRow",
    "Change",
    "ChannelBusy",
    "Committed",
    "GameNotFound",
    "GameRow",
    "GameStart",
    "GameStatus",
    "GameStore",
    "GuildResult",
    "LobbyFull",
    "MoveRow",
    "NewMove",
    "NewPost",
    "OutboxRow",
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


# ---------------------------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------------------------


class StorageError(Exception):
    """Base of every error storage raises on purpose (database errors are wrapped in it)."""


class StorageUnavailable(StorageError):
    """The database cannot be used at all (not a database, damaged, locked, newer than this
    code, not a file, in a missing folder). The message is one sentence for whoever runs the
    bot: what is wrong, with which file, and what to do; no traceback adds anything to it."""

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.path = path


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
        self.message = STALE_GAME_MESSAGE


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


# ---------------------------------------------------------------------------------------------
# Rows
# ---------------------------------------------------------------------------------------------


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
    """One seat of the final order given to :meth:`GameStore.start_game` (index = position)."""

    user_id: int | None
    is_ai: bool = False
    label: str | None = None


@dataclass(frozen=True)
class GameStart:
    """A lobby's start stored in one transaction with the moves the AI plays first (when an
    AI seat acts first) and the post announcing both, as :meth:`GameStore.start_game` would
    store it: ``seats`` in their final order, ``snapshot_json`` the state at ply 0."""

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
    """One change to one game, stored whole or not at all by :meth:`GameStore.commit`: the
    moves and the state after them, the lobby's start, a seat changing hands, an undo, the
    game's end, and whatever must never be kept without them (the posts announcing them,
    the game's new schedule, the settings its players carry on, a moderator's audit row).

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
    * ``settings``: the guild's, stored as :meth:`GameStore.set_settings` would.
    * ``claim_lease``: a store may claim the game's unsent posts for this process in the
      same transaction, handed out by :meth:`GameStore.take_claimed`.
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
    """What :meth:`GameStore.commit` stored: the game as it is now, and whether the change's
    ``schedule`` was written (False: the game had moved on; plan it again)."""

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


# ---------------------------------------------------------------------------------------------
# The interface
# ---------------------------------------------------------------------------------------------


class GameStore(Protocol):
    """Everything the application service needs from storage.

    Every method is a coroutine; every write is one transaction. Methods that take a
    ``game_id`` raise :class:`GameNotFound` for an unknown id.
    """

    #: Whether this process is the database's only one (SQLite): leases left by a process
    #: that died may be released at start-up, and what is cached cannot go stale.
    single_process: bool

    async def close(self) -> None: ...

    # --- games and lobbies ---------------------------------------------------------------

    async def create_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game: str,
        host_id: int,
        seed: int,
        now: int,
        options: Mapping[str, Any] | None = None,
        host_label: str | None = None,
        seat_host: bool = True,
    ) -> GameRow:
        """Open a lobby, seating the host at seat 0; :class:`ChannelBusy` if the channel
        already has an open game."""
        ...

    async def get_game(self, game_id: int) -> GameRow: ...

    async def open_game_in_channel(self, channel_id: int) -> GameRow | None: ...

    async def latest_game_in_channel(self, channel_id: int) -> GameRow | None:
        """The channel's most recent game that was not cancelled (open or finished)."""
        ...

    async def previous_finished_game(self, channel_id: int, game: str,
                                     before_id: int) -> GameRow | None:
        """The channel's last finished game of ``game`` opened before game ``before_id``."""
        ...

    async def list_open_games(self, guild_id: int | None = None) -> list[GameRow]:
        """Lobby and active games (of one guild, or all), oldest first: what to resume."""
        ...

    async def list_open_games_for_user(
        self, user_id: int, guild_id: int | None = None
    ) -> list[GameRow]: ...

    async def list_active_games_with_ai(self) -> list[GameRow]:
        """Active games with at least one AI seat, oldest first: at start-up, the games
        whose AI may owe a move that a crash cut short."""
        ...

    async def set_lobby_message(
        self, game_id: int, message_id: int | None, *, now: int
    ) -> None: ...

    async def set_options(self, game_id: int, options: Mapping[str, Any], *, now: int) -> None:
        """Replace a lobby's options; raises StaleGame once the game has started."""
        ...

    # --- seats ---------------------------------------------------------------------------

    async def get_seats(self, game_id: int) -> list[SeatRow]: ...

    async def add_seat(
        self,
        game_id: int,
        *,
        user_id: int | None,
        now: int,
        is_ai: bool = False,
        label: str | None = None,
        max_seats: int | None = None,
    ) -> SeatRow:
        """Seat someone in a lobby at the next free index. :class:`SeatTaken`,
        :class:`LobbyFull`, or :class:`StaleGame` if the game is no longer a lobby."""
        ...

    async def remove_seat(self, game_id: int, seat: int, *, now: int) -> None: ...

    async def replace_seat_user(
        self, game_id: int, seat: int, user_id: int | None, *, now: int, is_ai: bool = False
    ) -> SeatRow: ...

    async def set_seat_ai(self, game_id: int, seat: int, is_ai: bool, *, now: int) -> SeatRow: ...

    async def change_seat(self, game_id: int, change: SeatChange, *, now: int,
                          posts: Sequence[NewPost] = (), schedule: Replan | None = None,
                          audit: NewAudit | None = None) -> bool:
        """A running game's seat changes hands, in one transaction with the ``posts``
        announcing it and the game's new ``schedule``; :class:`StaleGame` if the game is not
        running, :class:`SeatNotFound`, or :class:`SeatTaken` for a member who holds another
        seat. False if ``schedule`` was left unwritten (see :class:`Replan`)."""
        ...

    # --- playing -------------------------------------------------------------------------

    async def commit(self, change: Change) -> Committed:
        """Store ``change`` in one transaction (see :class:`Change`): :class:`StaleGame`
        (nothing written) if the game is not where the change expects it,
        :class:`GameNotFound`, :class:`SeatNotFound` or :class:`SeatTaken` for a seat
        change that cannot be made, ValueError for a change no game could have."""
        ...

    async def start_game(
        self, game_id: int, seats: Sequence[SeatSpec], snapshot_json: str, *, now: int,
        posts: Sequence[NewPost] = ()
    ) -> GameRow:
        """Lobby -> active: replace the seats by the final order, store the ply-0 snapshot,
        version 0, and the ``posts`` announcing it. :class:`StaleGame` if it is no longer a
        lobby."""
        ...

    async def append_moves(
        self,
        game_id: int,
        expected_version: int,
        moves: Sequence[NewMove],
        snapshot_json: str,
        new_status: GameStatus | None = None,
        *,
        results: Sequence[ResultRow] | None = None,
        result_reason: str | None = None,
        now: int | None = None,
        posts: Sequence[NewPost] = (),
        schedule: Sequence[ScheduleEntry] | None = None,
        claim_lease: int | None = None,
        seat_change: SeatChange | None = None,
        start: GameStart | None = None,
        settings: Mapping[str, Any] | None = None,
        audit: NewAudit | None = None,
    ) -> int:
        """Store moves as plies expected_version+1.. and the snapshot after the last, in one
        transaction with the ``posts`` announcing them and, unless it is None, the game's new
        ``schedule`` (as :meth:`replace_schedule` writes it); returns the new version.
        ``settings``: the game's guild's, stored with them (as :meth:`set_settings` would),
        such as what the players of a game that ends carry to their next.
        ``seat_change``: a seat changed hands just before these moves (the AI plays the seat
        it was handed), stored in the same transaction. ``start``: the game is a lobby
        started by these moves' transaction (``expected_version`` 0), as
        :meth:`start_game` would start it.
        :class:`StaleGame` (nothing written) if the game is not active at
        ``expected_version``. With ``claim_lease`` a store may also claim the game's unsent
        posts for this process in that transaction, as :meth:`claim_posts` would; those are
        then handed out by :meth:`take_claimed` instead."""
        ...

    async def load_latest(self, game_id: int) -> Snapshot: ...

    async def load_snapshot(self, game_id: int, at_most_ply: int) -> Snapshot:
        """The newest stored snapshot whose ply is at most ``at_most_ply``."""
        ...

    async def moves_page(self, game_id: int, offset: int, limit: int) -> list[MoveRow]: ...

    async def moves_since(self, game_id: int, after_ply: int) -> list[MoveRow]: ...

    async def count_moves(self, game_id: int) -> int: ...

    async def truncate_to(
        self,
        game_id: int,
        ply: int,
        snapshot_json: str,
        expected_version: int,
        *,
        now: int,
        posts: Sequence[NewPost] = (),
        audit: NewAudit | None = None,
        schedule: Replan | None = None,
    ) -> None:
        """Undo/rollback: drop plies after ``ply`` and make ``snapshot_json`` the latest,
        with the ``posts`` announcing it (and a moderator's ``audit``) and the game's new
        ``schedule``, planned at version ``ply`` (ValueError otherwise): the cut is guarded
        by the version, so the plan is always written with it."""
        ...

    async def finish_game(
        self,
        game_id: int,
        status: GameStatus,
        results: Sequence[ResultRow] = (),
        reason: str | None = None,
        *,
        now: int,
        expected_version: int | None = None,
        posts: Sequence[NewPost] = (),
        audit: NewAudit | None = None,
    ) -> GameRow:
        """Close an open game, with the ``posts`` announcing it and, for a moderator's end,
        its ``audit``."""
        ...

    async def cancel_game(
        self, game_id: int, *, now: int, reason: str | None = None
    ) -> GameRow: ...

    async def abort_game(self, game_id: int, *, now: int, reason: str | None = None,
                         posts: Sequence[NewPost] = (), audit: NewAudit | None = None
                         ) -> GameRow:
        """Stop a running game without a result, with the ``posts`` announcing it."""
        ...

    async def get_results(self, game_id: int) -> list[ResultRow]: ...

    # --- the outbox ------------------------------------------------------------------------

    async def enqueue_posts(self, game_id: int, posts: Sequence[NewPost], *, now: int) -> None:
        """Store posts to send (for changes that are not moves: a seat handed over, an
        undo, a moderator's action)."""
        ...

    async def claim_posts(self, *, now: int, lease: int, game_id: int | None = None,
                          limit: int = 50) -> list[OutboxRow]:
        """Take unsent posts to send, oldest first, for ``lease`` seconds. A game's posts are
        only taken while no other sender holds one of them, so each channel hears its
        game's posts in order and every post has one sender at a time."""
        ...

    def take_claimed(self, game_id: int | None = None) -> list[OutboxRow]:
        """Posts claimed for this process by moves' transactions (``append_moves`` with
        ``claim_lease``) not handed out yet: one game's, or all; each is handed out once."""
        ...

    async def mark_post_sent(self, post_id: int, *, now: int) -> None: ...

    async def retry_post_at(self, post_id: int, when: int) -> None:
        """Give a post back after a failed send; nobody takes it before ``when``."""
        ...

    async def release_claims(self) -> None:
        """Forget every sender's lease (at start-up, when this process is the only one)."""
        ...

    async def purge_sent_posts(self, *, before: int, limit: int = 1000) -> int:
        """Delete at most ``limit`` posts marked sent before ``before`` (oldest first), in
        one short transaction, and return how many; an unsent post is never deleted,
        however old. Reads only the index of sent posts (migration 0006), so a caller
        repeats it until fewer than ``limit`` go."""
        ...

    # --- the schedule (see migration 0004) -------------------------------------------------

    async def replace_schedule(self, game_id: int, version: int,
                               entries: Sequence[ScheduleEntry]) -> bool:
        """Make ``entries`` the running game's schedule at ``version``, in one transaction:
        the seats they name are the awaited seats and their decisions (the deadline entries
        say which), pending points of other decisions go, points already handled stay
        handled, and points not yet handled take their new time. Returns False, writing
        nothing, if the game is active at another version (whoever changed it wrote the
        schedule for it); a game that is no longer active loses every pending point."""
        ...

    async def seat_waits(self, game_id: int) -> list[SeatWait]:
        """The decision each awaited seat of the game is in, as last written."""
        ...

    async def pending_schedule(self, game_id: int | None = None) -> list[ScheduleRow]: ...

    async def claim_schedule(self, *, now: int, lease: int, limit: int = 50
                             ) -> list[ScheduleRow]:
        """Take every pending point due at ``now`` of up to ``limit`` games, for ``lease``
        seconds, in one statement: two schedulers (in one process or several) never take the
        same point, and a game's due points are taken together."""
        ...

    async def finish_schedule(self, ids: Sequence[int], *, now: int) -> None:
        """Mark points handled: they are never taken again."""
        ...

    async def release_schedule(self, ids: Sequence[int]) -> None:
        """Give points back untouched (not due after all, or to retry after a failure)."""
        ...

    async def release_schedule_claims(self) -> None:
        """Forget every scheduler's lease (at start-up, when this process is the only one)."""
        ...

    async def next_due(self) -> int | None: ...

    async def guild_results(self, guild_id: int, game: str | None = None) -> list[GuildResult]:
        """Every seat's result in the guild's finished games (of one game, or all)."""
        ...

    # --- settings and audit --------------------------------------------------------------

    async def get_setting(self, guild_id: int, key: str, default: Any = None) -> Any: ...

    async def get_settings(self, guild_id: int) -> dict[str, Any]: ...

    async def set_setting(self, guild_id: int, key: str, value: Any, *, now: int,
                          posts: Mapping[int, Sequence[NewPost]] | None = None,
                          schedules: Mapping[int, Replan] | None = None,
                          audit: NewAudit | None = None) -> list[int]:
        """Store a setting: :meth:`set_settings` with one key."""
        ...

    async def set_settings(self, guild_id: int, values: Mapping[str, Any], *, now: int,
                           posts: Mapping[int, Sequence[NewPost]] | None = None,
                           schedules: Mapping[int, Replan] | None = None,
                           audit: NewAudit | None = None) -> list[int]:
        """Store settings in one transaction with the ``posts`` announcing them, by the game
        whose outbox they go to (a game's own deadline, a player's absence), the new
        ``schedules`` of the games they change, by game, and the moderator's ``audit``.
        Returns the games whose schedule was left unwritten (see :class:`Replan`)."""
        ...

    async def delete_setting(self, guild_id: int, key: str) -> None: ...

    async def append_audit(
        self,
        *,
        guild_id: int,
        actor_id: int | None,
        action: str,
        now: int,
        game_id: int | None = None,
        details: Mapping[str, Any] | None = None,
    ) -> AuditRow: ...

    async def list_audit(
        self,
        guild_id: int,
        *,
        game_id: int | None = None,
        limit: int = 50,
        before_id: int | None = None,
    ) -> list[AuditRow]:
        """Newest first; pass the last row's id as ``before_id`` for the next page."""
        ...
