"""The SQLite backend of :class:`storage.base.GameStore`, on aiosqlite.

Why it is built this way:

* **Durability.** WAL journal, ``synchronous=FULL`` (every commit reaches the disk before the
  call returns) and foreign keys on. A process killed at any moment leaves either the whole
  last transaction or none of it.
* **One writer at a time, without deadlocks.** Every write runs in ``BEGIN IMMEDIATE``, which
  takes SQLite's write lock up front; a second process waits up to ``busy_timeout`` and then
  sees the first one's result, so its version check fails cleanly with
  :class:`~storage.base.StaleGame` instead of a lock error.
* **One connection per store, one coroutine on it at a time.** aiosqlite runs statements on
  one worker thread, so a transaction spans several awaits; an :class:`asyncio.Lock` keeps
  other coroutines from slipping statements into it (or reading its uncommitted rows).
* **Migrations** are the numbered files in ``storage/migrations``; each is applied once, in
  its own transaction, which also sets ``PRAGMA user_version`` to its number.

This module is the only place in Starpost that writes SQL.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

import aiosqlite

from storage.base import (
    AuditRow,
    ChannelBusy,
    GameNotFound,
    GameRow,
    GameStatus,
    GuildResult,
    LobbyFull,
    MoveRow,
    NewMove,
    ResultRow,
    ScheduleRow,
    SeatNotFound,
    SeatRow,
    SeatSpec,
    SeatTaken,
    Snapshot,
    StaleGame,
    StorageError,
)

__all__ = ["MIGRATIONS_DIR", "Migration", "SqliteStore", "load_migrations", "split_statements"]

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_MIGRATION_FILE = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1
_OPEN = "('lobby', 'active')"  # SQL list of open statuses, matching the partial unique index

_GAME_COLUMNS = (
    "id, guild_id, channel_id, game, status, seed, options, version, host_id, created_at, "
    "updated_at, started_at, finished_at, lobby_message_id, result_reason"
)
_MOVE_COLUMNS = (
    "game_id, ply, seat, notation, public_text, private_texts, user_id, kind, created_at"
)


# ---------------------------------------------------------------------------------------------
# Migrations
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Migration:
    """One numbered schema step."""

    version: int
    name: str
    sql: str


def load_migrations(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """Read ``NNNN_name.sql`` files, checking they are numbered 1, 2, 3... without gaps, so a
    missing or duplicated file stops start-up instead of skipping a step."""
    found: list[Migration] = []
    for path in sorted(directory.iterdir()):
        if path.suffix != ".sql":
            continue
        match = _MIGRATION_FILE.match(path.name)
        if match is None:
            raise StorageError(f"migration file {path.name!r} is not named NNNN_name.sql")
        found.append(Migration(int(match[1]), match[2], path.read_text(encoding="utf-8")))
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise StorageError(
                f"migrations must be numbered 1, 2, 3...; expected {expected:04d}, "
                f"found {migration.version:04d}_{migration.name}.sql"
            )
    return found


def split_statements(script: str) -> list[str]:
    """Split an SQL script into single statements.

    ``executescript`` would commit on its own, so migrations run statement by statement
    inside our transaction; ``sqlite3.complete_statement`` knows where statements (including
    trigger bodies and semicolons in strings) end.
    """
    statements: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    leftover = [ln for ln in buffer.splitlines() if ln.strip() and not ln.strip().startswith("--")]
    if leftover:
        raise StorageError(f"unterminated SQL statement: {' '.join(leftover)[:80]!r}")
    return statements


# ---------------------------------------------------------------------------------------------
# Row conversion
# ---------------------------------------------------------------------------------------------


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _game_row(row: sqlite3.Row) -> GameRow:
    return GameRow(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        game=row["game"],
        status=GameStatus(row["status"]),
        seed=row["seed"],
        options=json.loads(row["options"]),
        version=row["version"],
        host_id=row["host_id"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        started_at=row["started_at"],
        finished_at=row["finished_at"],
        lobby_message_id=row["lobby_message_id"],
        result_reason=row["result_reason"],
    )


def _seat_row(row: sqlite3.Row) -> SeatRow:
    return SeatRow(
        game_id=row["game_id"],
        seat=row["seat"],
        user_id=row["user_id"],
        is_ai=bool(row["is_ai"]),
        label=row["label"],
        joined_at=row["joined_at"],
    )


def _move_row(row: sqlite3.Row) -> MoveRow:
    return MoveRow(
        game_id=row["game_id"],
        ply=row["ply"],
        seat=row["seat"],
        notation=row["notation"],
        public_text=row["public_text"],
        private_texts={int(k): v for k, v in json.loads(row["private_texts"]).items()},
        user_id=row["user_id"],
        kind=row["kind"],
        created_at=row["created_at"],
    )


def _audit_row(row: sqlite3.Row) -> AuditRow:
    return AuditRow(
        id=row["id"],
        guild_id=row["guild_id"],
        game_id=row["game_id"],
        actor_id=row["actor_id"],
        action=row["action"],
        details=json.loads(row["details"]),
        created_at=row["created_at"],
    )


def _check_int64(name: str, value: int) -> None:
    if not _INT64_MIN <= value <= _INT64_MAX:
        raise ValueError(f"{name} must fit in a signed 64-bit integer, got {value}")


def _check_snapshot(snapshot_json: str) -> None:
    if not isinstance(snapshot_json, str) or not snapshot_json:
        raise ValueError("snapshot_json must be the engine's state as non-empty JSON text")


def _is_unique_violation(error: sqlite3.IntegrityError) -> bool:
    text = str(error)
    return "UNIQUE constraint failed" in text or "PRIMARY KEY" in text


# ---------------------------------------------------------------------------------------------
# The store
# ---------------------------------------------------------------------------------------------


class SqliteStore:
    """A :class:`storage.base.GameStore` on one SQLite file. Open with :meth:`open`.

    ``snapshot_every``: besides the ply-0 snapshot and the latest one, keep the snapshot of
    every ply that is a multiple of this (1 keeps all, 0 keeps only ply 0 and the latest),
    so rollback and audits can replay from a nearby state without the file growing by a full
    state per move.
    """

    def __init__(self, db: aiosqlite.Connection, path: str, snapshot_every: int) -> None:
        self._db: aiosqlite.Connection | None = db
        self._lock = asyncio.Lock()
        self.path = path
        self.snapshot_every = snapshot_every

    # --- life cycle ----------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | os.PathLike[str],
        *,
        busy_timeout_ms: int = 10_000,
        snapshot_every: int = 25,
        migrations: Sequence[Migration] | None = None,
    ) -> SqliteStore:
        """Connect, set the pragmas and bring the schema to the latest migration.

        ``migrations`` defaults to the files in ``storage/migrations`` (tests pass others).
        """
        if snapshot_every < 0:
            raise ValueError("snapshot_every must be 0 or more")
        location = os.fspath(path)
        try:
            db = await aiosqlite.connect(
                location, isolation_level=None, timeout=busy_timeout_ms / 1000
            )
        except sqlite3.Error as error:
            raise StorageError(f"cannot open database {location!r}: {error}") from error
        db.row_factory = sqlite3.Row
        store = cls(db, location, snapshot_every)
        try:
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            cursor = await db.execute("PRAGMA journal_mode = WAL")
            mode = await cursor.fetchone()
            if mode is not None and str(mode[0]).lower() != "wal" and location != ":memory:":
                log.warning("database %s runs in %s journal mode, not WAL", location, mode[0])
            await db.execute("PRAGMA synchronous = FULL")
            await db.execute("PRAGMA foreign_keys = ON")
            await store._migrate(load_migrations() if migrations is None else migrations)
        except BaseException:
            await db.close()
            store._db = None
            raise
        return store

    async def close(self) -> None:
        """Wait for the running operation, then close the connection (idempotent)."""
        async with self._lock:
            db, self._db = self._db, None
            if db is not None:
                await db.close()

    async def __aenter__(self) -> SqliteStore:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def schema_version(self) -> int:
        """The applied migration number (``PRAGMA user_version``)."""
        async with self._read() as db:
            return await self._user_version(db)

    # --- plumbing ------------------------------------------------------------------------

    def _conn(self) -> aiosqlite.Connection:
        if self._db is None:
            raise StorageError("the store is closed")
        return self._db

    @staticmethod
    async def _user_version(db: aiosqlite.Connection) -> int:
        cursor = await db.execute("PRAGMA user_version")
        row = await cursor.fetchone()
        return int(row[0]) if row is not None else 0

    @staticmethod
    async def _rollback(db: aiosqlite.Connection) -> None:
        # Nothing may be open (BEGIN failed, or COMMIT already ran): that is fine.
        with contextlib.suppress(sqlite3.Error):
            await db.execute("ROLLBACK")

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction, holding SQLite's write lock from its first statement.

        Any exception rolls everything back. The ROLLBACK is queued behind whatever the
        worker thread still has to run, so even a cancelled caller leaves the connection
        clean for the next transaction.
        """
        async with self._lock:
            db = self._conn()
            try:
                await db.execute("BEGIN IMMEDIATE")
                yield db
                await db.execute("COMMIT")
            except sqlite3.Error as error:
                await self._rollback(db)
                raise StorageError(f"database error: {error}") from error
            except BaseException:
                await self._rollback(db)
                raise

    @asynccontextmanager
    async def _read(self, consistent: bool = False) -> AsyncIterator[aiosqlite.Connection]:
        """Reads take the same lock, so they never see another coroutine's uncommitted rows;
        ``consistent`` wraps several SELECTs in one read transaction (one snapshot)."""
        async with self._lock:
            db = self._conn()
            try:
                if consistent:
                    await db.execute("BEGIN")
                yield db
                if consistent:
                    await db.execute("COMMIT")
            except sqlite3.Error as error:
                if consistent:
                    await self._rollback(db)
                raise StorageError(f"database error: {error}") from error
            except BaseException:
                if consistent:
                    await self._rollback(db)
                raise

    async def _migrate(self, migrations: Sequence[Migration]) -> None:
        db = self._conn()
        latest = migrations[-1].version if migrations else 0
        current = await self._user_version(db)
        if current > latest:
            raise StorageError(
                f"database schema version {current} is newer than this Starpost knows "
                f"({latest}); upgrade Starpost before opening it"
            )
        for migration in migrations:
            if migration.version <= current:
                continue
            async with self._write() as tx:
                # Another process may have migrated while we waited for the write lock.
                current = await self._user_version(tx)
                if current >= migration.version:
                    continue
                for statement in split_statements(migration.sql):
                    await tx.execute(statement)
                await tx.execute(f"PRAGMA user_version = {migration.version:d}")
            current = migration.version
            log.info("applied migration %04d_%s", migration.version, migration.name)

    @staticmethod
    async def _fetch_game(db: aiosqlite.Connection, game_id: int) -> GameRow:
        cursor = await db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        row = await cursor.fetchone()
        if row is None:
            raise GameNotFound(game_id)
        return _game_row(row)

    @staticmethod
    async def _require_status(
        db: aiosqlite.Connection, game_id: int, allowed: Iterable[GameStatus]
    ) -> GameRow:
        """The game, or StaleGame when it has moved to a status this action does not fit."""
        game = await SqliteStore._fetch_game(db, game_id)
        if game.status not in set(allowed):
            raise StaleGame(game_id)
        return game

    @staticmethod
    async def _stale_or_missing(db: aiosqlite.Connection, game_id: int) -> StorageError:
        cursor = await db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,))
        if await cursor.fetchone() is None:
            return GameNotFound(game_id)
        return StaleGame(game_id)

    @staticmethod
    async def _fetch_seat(db: aiosqlite.Connection, game_id: int, seat: int) -> SeatRow:
        cursor = await db.execute(
            "SELECT * FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
        row = await cursor.fetchone()
        if row is None:
            raise SeatNotFound(game_id, seat)
        return _seat_row(row)

    @staticmethod
    async def _write_results(
        db: aiosqlite.Connection, game_id: int, results: Sequence[ResultRow]
    ) -> None:
        await db.execute("DELETE FROM results WHERE game_id = ?", (game_id,))
        await db.executemany(
            "INSERT INTO results (game_id, seat, user_id, score, place) VALUES (?, ?, ?, ?, ?)",
            [(game_id, r.seat, r.user_id, r.score, r.place) for r in results],
        )

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
        _check_int64("seed", seed)
        async with self._write() as db:
            cursor = await db.execute(
                f"SELECT id FROM games WHERE channel_id = ? AND status IN {_OPEN}", (channel_id,)
            )
            busy = await cursor.fetchone()
            if busy is not None:
                raise ChannelBusy(channel_id, busy["id"])
            try:
                cursor = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, game, status, seed, options, "
                    "version, host_id, created_at, updated_at) "
                    "VALUES (?, ?, ?, 'lobby', ?, ?, 0, ?, ?, ?)",
                    (
                        guild_id,
                        channel_id,
                        game,
                        seed,
                        _dumps(dict(options or {})),
                        host_id,
                        now,
                        now,
                    ),
                )
            except sqlite3.IntegrityError as error:  # the partial unique index, as a backstop
                raise ChannelBusy(channel_id, -1) from error
            game_id = cursor.lastrowid
            assert game_id is not None
            if seat_host:
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
                    "VALUES (?, 0, ?, 0, ?, ?)",
                    (game_id, host_id, host_label, now),
                )
            return await self._fetch_game(db, game_id)

    async def get_game(self, game_id: int) -> GameRow:
        async with self._read() as db:
            return await self._fetch_game(db, game_id)

    async def open_game_in_channel(self, channel_id: int) -> GameRow | None:
        async with self._read() as db:
            cursor = await db.execute(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN {_OPEN}",
                (channel_id,),
            )
            row = await cursor.fetchone()
        return None if row is None else _game_row(row)

    async def latest_game_in_channel(self, channel_id: int) -> GameRow | None:
        async with self._read() as db:
            cursor = await db.execute(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? "
                "AND status != 'cancelled' ORDER BY id DESC LIMIT 1",
                (channel_id,),
            )
            row = await cursor.fetchone()
        return None if row is None else _game_row(row)

    async def list_open_games(self, guild_id: int | None = None) -> list[GameRow]:
        sql = f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN {_OPEN}"
        params: tuple[int, ...] = ()
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params = (guild_id,)
        async with self._read() as db:
            rows = await db.execute_fetchall(sql + " ORDER BY id", params)
        return [_game_row(row) for row in rows]

    async def list_open_games_for_user(
        self, user_id: int, guild_id: int | None = None
    ) -> list[GameRow]:
        columns = ", ".join(f"g.{c.strip()}" for c in _GAME_COLUMNS.split(","))
        sql = (
            f"SELECT {columns} FROM games g JOIN seats s ON s.game_id = g.id "
            f"WHERE s.user_id = ? AND g.status IN {_OPEN}"
        )
        params: tuple[int, ...] = (user_id,)
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params = (user_id, guild_id)
        async with self._read() as db:
            rows = await db.execute_fetchall(sql + " ORDER BY g.id", params)
        return [_game_row(row) for row in rows]

    async def set_lobby_message(self, game_id: int, message_id: int | None, *, now: int) -> None:
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE games SET lobby_message_id = ?, updated_at = ? WHERE id = ?",
                (message_id, now, game_id),
            )
            if cursor.rowcount != 1:
                raise GameNotFound(game_id)

    async def set_options(self, game_id: int, options: Mapping[str, Any], *, now: int) -> None:
        """Replace a lobby's options (the bot completes them just before the start)."""
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE games SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                (_dumps(dict(options)), now, game_id),
            )
            if cursor.rowcount != 1:
                raise StaleGame(game_id)

    # --- seats ---------------------------------------------------------------------------

    async def get_seats(self, game_id: int) -> list[SeatRow]:
        async with self._read(consistent=True) as db:
            await self._fetch_game(db, game_id)
            rows = await db.execute_fetchall(
                "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            )
        return [_seat_row(row) for row in rows]

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
        if user_id is None and not is_ai:
            raise ValueError("a seat without a user must be an AI seat")
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY,))
            if user_id is not None:
                cursor = await db.execute(
                    "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                )
                if await cursor.fetchone() is not None:
                    raise SeatTaken(game_id, user_id=user_id)
            cursor = await db.execute(
                "SELECT COUNT(*) AS n, COALESCE(MAX(seat) + 1, 0) AS next FROM seats "
                "WHERE game_id = ?",
                (game_id,),
            )
            counts = await cursor.fetchone()
            assert counts is not None
            if max_seats is not None and counts["n"] >= max_seats:
                raise LobbyFull(game_id, max_seats)
            seat = int(counts["next"])
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, seat, user_id, int(is_ai), label, now),
            )
            await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return SeatRow(game_id, seat, user_id, is_ai, label, now)

    async def remove_seat(self, game_id: int, seat: int, *, now: int) -> None:
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY,))
            cursor = await db.execute(
                "DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
            )
            if cursor.rowcount != 1:
                raise SeatNotFound(game_id, seat)
            await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))

    async def replace_seat_user(
        self, game_id: int, seat: int, user_id: int | None, *, now: int, is_ai: bool = False
    ) -> SeatRow:
        if user_id is None and not is_ai:
            raise ValueError("a seat without a user must be an AI seat")
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY, GameStatus.ACTIVE))
            old = await self._fetch_seat(db, game_id, seat)
            if user_id is not None and user_id != old.user_id:
                cursor = await db.execute(
                    "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                )
                if await cursor.fetchone() is not None:
                    raise SeatTaken(game_id, user_id=user_id)
            await db.execute(
                "UPDATE seats SET user_id = ?, is_ai = ?, joined_at = ? "
                "WHERE game_id = ? AND seat = ?",
                (user_id, int(is_ai), now, game_id, seat),
            )
            await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return SeatRow(game_id, seat, user_id, is_ai, old.label, now)

    async def set_seat_ai(self, game_id: int, seat: int, is_ai: bool, *, now: int) -> SeatRow:
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY, GameStatus.ACTIVE))
            old = await self._fetch_seat(db, game_id, seat)
            if old.user_id is None and not is_ai:
                raise ValueError("a seat without a user must stay an AI seat")
            await db.execute(
                "UPDATE seats SET is_ai = ? WHERE game_id = ? AND seat = ?",
                (int(is_ai), game_id, seat),
            )
            await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return SeatRow(game_id, seat, old.user_id, is_ai, old.label, old.joined_at)

    # --- playing -------------------------------------------------------------------------

    async def start_game(
        self, game_id: int, seats: Sequence[SeatSpec], snapshot_json: str, *, now: int
    ) -> GameRow:
        _check_snapshot(snapshot_json)
        if not seats:
            raise ValueError("a game needs at least one seat")
        users = [s.user_id for s in seats if s.user_id is not None]
        if len(users) != len(set(users)):
            raise ValueError("a user may hold only one seat")
        if any(s.user_id is None and not s.is_ai for s in seats):
            raise ValueError("a seat without a user must be an AI seat")
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE games SET status = 'active', version = 0, started_at = ?, updated_at = ? "
                "WHERE id = ? AND status = 'lobby'",
                (now, now, game_id),
            )
            if cursor.rowcount != 1:
                raise await self._stale_or_missing(db, game_id)
            rows = await db.execute_fetchall(
                "SELECT user_id, joined_at FROM seats WHERE game_id = ? AND user_id IS NOT NULL",
                (game_id,),
            )
            joined = {row["user_id"]: row["joined_at"] for row in rows}
            await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (game_id, index, s.user_id, int(s.is_ai), s.label, joined.get(s.user_id, now))
                    for index, s in enumerate(seats)
                ],
            )
            await db.execute("DELETE FROM snapshots WHERE game_id = ?", (game_id,))
            await db.execute(
                "INSERT INTO snapshots (game_id, ply, state, created_at) VALUES (?, 0, ?, ?)",
                (game_id, snapshot_json, now),
            )
            return await self._fetch_game(db, game_id)

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
    ) -> int:
        """Append ``moves`` and the state after the last one, atomically.

        The version guard (an UPDATE that matches only ``version = expected_version`` and an
        active status) and the ply primary key each make a late writer fail; either way it
        gets :class:`StaleGame` and the transaction is rolled back whole. ``new_status``
        ``finished`` (with ``results``) or ``aborted`` ends the game in the same transaction,
        so a finished game can never lack its last move or its results.
        """
        if not moves:
            raise ValueError("append_moves needs at least one move")
        if expected_version < 0:
            raise ValueError("expected_version must be 0 or more")
        _check_snapshot(snapshot_json)
        status = GameStatus(new_status) if new_status is not None else GameStatus.ACTIVE
        if status not in (GameStatus.ACTIVE, GameStatus.FINISHED, GameStatus.ABORTED):
            raise ValueError(f"a move cannot put a game in status {status.value!r}")
        if results and status is not GameStatus.FINISHED:
            raise ValueError("results are stored only when the game finishes")
        stamp = now if now is not None else max(m.created_at for m in moves)
        new_version = expected_version + len(moves)
        ending = status is not GameStatus.ACTIVE
        rows = [
            (
                game_id,
                expected_version + offset,
                m.seat,
                m.notation,
                m.public_text,
                _dumps({str(k): v for k, v in m.private_texts.items()}),
                m.user_id,
                m.kind,
                m.created_at,
            )
            for offset, m in enumerate(moves, start=1)
        ]
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE games SET version = ?, status = ?, updated_at = ?, "
                "finished_at = CASE WHEN ? THEN ? ELSE finished_at END, "
                "result_reason = CASE WHEN ? THEN ? ELSE result_reason END "
                "WHERE id = ? AND version = ? AND status = 'active'",
                (
                    new_version,
                    status.value,
                    stamp,
                    ending,
                    stamp,
                    ending,
                    result_reason,
                    game_id,
                    expected_version,
                ),
            )
            if cursor.rowcount != 1:
                raise await self._stale_or_missing(db, game_id)
            try:
                await db.executemany(
                    f"INSERT INTO moves ({_MOVE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows
                )
                await db.execute(
                    "INSERT INTO snapshots (game_id, ply, state, created_at) VALUES (?, ?, ?, ?)",
                    (game_id, new_version, snapshot_json, stamp),
                )
            except sqlite3.IntegrityError as error:
                if _is_unique_violation(error):
                    raise StaleGame(game_id) from error
                raise
            if not self._keeps_snapshot(expected_version):
                await db.execute(
                    "DELETE FROM snapshots WHERE game_id = ? AND ply = ?",
                    (game_id, expected_version),
                )
            if results:
                await self._write_results(db, game_id, results)
        return new_version

    def _keeps_snapshot(self, ply: int) -> bool:
        """Whether a snapshot stays once a later one exists (ply 0 and every N-th ply)."""
        if ply == 0:
            return True
        return self.snapshot_every > 0 and ply % self.snapshot_every == 0

    async def load_latest(self, game_id: int) -> Snapshot:
        """The state after the last ply; its ``ply`` equals the game's version."""
        async with self._read() as db:
            cursor = await db.execute(
                "SELECT ply, state FROM snapshots WHERE game_id = ? ORDER BY ply DESC LIMIT 1",
                (game_id,),
            )
            row = await cursor.fetchone()
            if row is None:
                game = await self._fetch_game(db, game_id)
                raise StorageError(f"game {game_id} has no snapshot (status {game.status})")
        return Snapshot(row["ply"], row["state"])

    async def load_snapshot(self, game_id: int, at_most_ply: int) -> Snapshot:
        async with self._read() as db:
            cursor = await db.execute(
                "SELECT ply, state FROM snapshots WHERE game_id = ? AND ply <= ? "
                "ORDER BY ply DESC LIMIT 1",
                (game_id, at_most_ply),
            )
            row = await cursor.fetchone()
            if row is None:
                await self._fetch_game(db, game_id)
                raise StorageError(f"game {game_id} has no snapshot at or before {at_most_ply}")
        return Snapshot(row["ply"], row["state"])

    async def moves_page(self, game_id: int, offset: int, limit: int) -> list[MoveRow]:
        """Moves in ply order, skipping ``offset`` of them (offset 0 starts at ply 1)."""
        if offset < 0 or limit < 0:
            raise ValueError("offset and limit must be 0 or more")
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall(
                    f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? "
                    "ORDER BY ply LIMIT ? OFFSET ?",
                    (game_id, limit, offset),
                )
            )
            if not rows:
                await self._fetch_game(db, game_id)
        return [_move_row(row) for row in rows]

    async def moves_since(self, game_id: int, after_ply: int) -> list[MoveRow]:
        """Every move with ply > ``after_ply``, in order: what to replay after a snapshot."""
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall(
                    f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? AND ply > ? ORDER BY ply",
                    (game_id, after_ply),
                )
            )
            if not rows:
                await self._fetch_game(db, game_id)
        return [_move_row(row) for row in rows]

    async def count_moves(self, game_id: int) -> int:
        async with self._read() as db:
            cursor = await db.execute("SELECT COUNT(*) FROM moves WHERE game_id = ?", (game_id,))
            row = await cursor.fetchone()
            count = int(row[0]) if row is not None else 0
            if count == 0:
                await self._fetch_game(db, game_id)
        return count

    async def truncate_to(
        self,
        game_id: int,
        ply: int,
        snapshot_json: str,
        expected_version: int,
        *,
        now: int,
    ) -> None:
        """Rewind an active game to ``ply`` (undo, moderator rollback), guarded like a move:
        the moves after ``ply`` and their snapshots go, ``snapshot_json`` (the state after
        ``ply``, rebuilt by the caller) becomes the latest, version becomes ``ply``."""
        _check_snapshot(snapshot_json)
        if not 0 <= ply < expected_version:
            raise ValueError(f"cannot rewind to ply {ply} from version {expected_version}")
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE games SET version = ?, updated_at = ? "
                "WHERE id = ? AND version = ? AND status = 'active'",
                (ply, now, game_id, expected_version),
            )
            if cursor.rowcount != 1:
                raise await self._stale_or_missing(db, game_id)
            await db.execute("DELETE FROM moves WHERE game_id = ? AND ply > ?", (game_id, ply))
            await db.execute("DELETE FROM snapshots WHERE game_id = ? AND ply >= ?", (game_id, ply))
            await db.execute(
                "INSERT INTO snapshots (game_id, ply, state, created_at) VALUES (?, ?, ?, ?)",
                (game_id, ply, snapshot_json, now),
            )

    async def finish_game(
        self,
        game_id: int,
        status: GameStatus,
        results: Sequence[ResultRow] = (),
        reason: str | None = None,
        *,
        now: int,
        expected_version: int | None = None,
    ) -> GameRow:
        """Close an open game as finished, cancelled or aborted (freeing its channel), with
        optional results; ``expected_version`` additionally guards against a move racing a
        moderator's ``end``."""
        status = GameStatus(status)
        if status.is_open:
            raise ValueError(f"finish_game needs a closed status, not {status.value!r}")
        if results and status is not GameStatus.FINISHED:
            raise ValueError("results are stored only for finished games")
        sql = (
            "UPDATE games SET status = ?, finished_at = ?, updated_at = ?, result_reason = ? "
            f"WHERE id = ? AND status IN {_OPEN}"
        )
        params: tuple[Any, ...] = (status.value, now, now, reason, game_id)
        if expected_version is not None:
            sql += " AND version = ?"
            params += (expected_version,)
        async with self._write() as db:
            cursor = await db.execute(sql, params)
            if cursor.rowcount != 1:
                raise await self._stale_or_missing(db, game_id)
            if results:
                await self._write_results(db, game_id, results)
            return await self._fetch_game(db, game_id)

    async def cancel_game(self, game_id: int, *, now: int, reason: str | None = None) -> GameRow:
        return await self.finish_game(game_id, GameStatus.CANCELLED, reason=reason, now=now)

    async def abort_game(self, game_id: int, *, now: int, reason: str | None = None) -> GameRow:
        return await self.finish_game(game_id, GameStatus.ABORTED, reason=reason, now=now)

    async def get_results(self, game_id: int) -> list[ResultRow]:
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall(
                    "SELECT seat, user_id, score, place FROM results WHERE game_id = ? "
                    "ORDER BY place, seat",
                    (game_id,),
                )
            )
            if not rows:
                await self._fetch_game(db, game_id)
        return [ResultRow(r["seat"], r["user_id"], r["score"], r["place"]) for r in rows]

    async def guild_results(self, guild_id: int, game: str | None = None) -> list[GuildResult]:
        sql = ("SELECT g.id AS game_id, g.game, g.finished_at, r.seat, r.user_id, r.score, "
               "r.place, (SELECT COUNT(*) FROM results x WHERE x.game_id = g.id) AS players "
               "FROM results r JOIN games g ON g.id = r.game_id "
               "WHERE g.guild_id = ? AND g.status = 'finished'")
        params: tuple[Any, ...] = (guild_id,)
        if game is not None:
            sql += " AND g.game = ?"
            params = (guild_id, game)
        sql += " ORDER BY g.finished_at, g.id, r.place, r.seat"
        async with self._read() as db:
            rows = list(await db.execute_fetchall(sql, params))
        return [GuildResult(r["game_id"], r["game"], r["finished_at"], r["seat"], r["user_id"],
                            r["score"], r["place"], r["players"]) for r in rows]

    # --- settings and audit --------------------------------------------------------------

    # --- schedule ----------------------------------------------------------------------

    async def replace_schedule(self, game_id: int, ply: int,
                               entries: Sequence[tuple[str, int]]) -> None:
        async with self._write() as db:
            await db.execute("DELETE FROM schedule WHERE game_id = ? AND done_at IS NULL",
                             (game_id,))
            await db.executemany(
                "INSERT INTO schedule (game_id, ply, kind, due_at) VALUES (?, ?, ?, ?)",
                [(game_id, ply, kind, due) for kind, due in entries])

    async def pending_schedule(self, game_id: int | None = None) -> list[ScheduleRow]:
        sql = ("SELECT id, game_id, ply, kind, due_at, done_at FROM schedule "
               "WHERE done_at IS NULL")
        params: tuple[int, ...] = ()
        if game_id is not None:
            sql += " AND game_id = ?"
            params = (game_id,)
        async with self._read() as db:
            rows = list(await db.execute_fetchall(sql + " ORDER BY due_at, id", params))
        return [ScheduleRow(r["id"], r["game_id"], r["ply"], r["kind"], r["due_at"],
                            r["done_at"]) for r in rows]

    async def due_schedule(self, now: int) -> list[ScheduleRow]:
        async with self._read() as db:
            rows = list(await db.execute_fetchall(
                "SELECT id, game_id, ply, kind, due_at, done_at FROM schedule "
                "WHERE done_at IS NULL AND due_at <= ? ORDER BY game_id, due_at, id", (now,)))
        return [ScheduleRow(r["id"], r["game_id"], r["ply"], r["kind"], r["due_at"],
                            r["done_at"]) for r in rows]

    async def mark_schedule_done(self, ids: Sequence[int], *, now: int) -> None:
        async with self._write() as db:
            await db.executemany("UPDATE schedule SET done_at = ? WHERE id = ?",
                                 [(now, i) for i in ids])

    async def next_due(self) -> int | None:
        async with self._read() as db:
            rows = list(await db.execute_fetchall(
                "SELECT MIN(due_at) AS due FROM schedule WHERE done_at IS NULL"))
        return rows[0]["due"] if rows and rows[0]["due"] is not None else None

    async def get_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        async with self._read() as db:
            cursor = await db.execute(
                "SELECT value FROM settings WHERE guild_id = ? AND key = ?", (guild_id, key)
            )
            row = await cursor.fetchone()
        return default if row is None else json.loads(row["value"])

    async def get_settings(self, guild_id: int) -> dict[str, Any]:
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT key, value FROM settings WHERE guild_id = ? ORDER BY key", (guild_id,)
            )
        return {row["key"]: json.loads(row["value"]) for row in rows}

    async def set_setting(self, guild_id: int, key: str, value: Any, *, now: int) -> None:
        """Store any JSON-able value (``None`` is stored as JSON null, not deleted)."""
        text = _dumps(value)
        async with self._write() as db:
            await db.execute(
                "INSERT INTO settings (guild_id, key, value, updated_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value, "
                "updated_at = excluded.updated_at",
                (guild_id, key, text, now),
            )

    async def delete_setting(self, guild_id: int, key: str) -> None:
        async with self._write() as db:
            await db.execute("DELETE FROM settings WHERE guild_id = ? AND key = ?", (guild_id, key))

    async def append_audit(
        self,
        *,
        guild_id: int,
        actor_id: int | None,
        action: str,
        now: int,
        game_id: int | None = None,
        details: Mapping[str, Any] | None = None,
    ) -> AuditRow:
        detail_dict = dict(details or {})
        text = _dumps(detail_dict)
        async with self._write() as db:
            try:
                cursor = await db.execute(
                    "INSERT INTO audit (guild_id, game_id, actor_id, action, details, created_at) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    (guild_id, game_id, actor_id, action, text, now),
                )
            except sqlite3.IntegrityError as error:  # unknown game id (foreign key)
                assert game_id is not None
                raise GameNotFound(game_id) from error
            audit_id = cursor.lastrowid
            assert audit_id is not None
        return AuditRow(audit_id, guild_id, game_id, actor_id, action, json.loads(text), now)

    async def list_audit(
        self,
        guild_id: int,
        *,
        game_id: int | None = None,
        limit: int = 50,
        before_id: int | None = None,
    ) -> list[AuditRow]:
        sql = "SELECT * FROM audit WHERE guild_id = ?"
        params: list[Any] = [guild_id]
        if game_id is not None:
            sql += " AND game_id = ?"
            params.append(game_id)
        if before_id is not None:
            sql += " AND id < ?"
            params.append(before_id)
        sql += " ORDER BY id DESC LIMIT ?"
        params.append(limit)
        async with self._read() as db:
            rows = await db.execute_fetchall(sql, params)
        return [_audit_row(row) for row in rows]
