"""The connection of the SQLite store: pragmas, transactions and migrations.

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
* **A bad file stops the start, in one sentence.** Opening checks the path, the file's
  integrity (``PRAGMA quick_check``, cheap next to a bot serving a damaged file and failing
  every command) and the write lock (waiting at most ``open_wait_ms``), and turns every
  failure into :class:`~storage.base.StorageUnavailable` (see :mod:`storage.sqlite_diagnosis`).

The other ``sqlite_*`` modules are mixins on :class:`SqliteConnection`, one per kind of
record; :class:`storage.sqlite.SqliteStore` composes them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sqlite3
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from types import TracebackType
from typing import Self, TypeVar

import aiosqlite

from storage.base import (
    GameNotFound,
    GameRow,
    GameStatus,
    OutboxRow,
    StaleGame,
    StorageError,
    StorageUnavailable,
)
from storage.sqlite_diagnosis import (
    check_location,
    damaged,
    explain,
    failed_migration,
    is_environmental,
    newer_schema,
)
from storage.sqlite_rows import GAME_COLUMNS, game_row
from storage.sqlite_schema import Migration, load_migrations, split_statements

__all__ = ["SqliteConnection", "on_thread"]

# The store's public module name, so log configuration keeps matching after the split.
log = logging.getLogger("storage.sqlite")

T = TypeVar("T")


async def on_thread(db: aiosqlite.Connection, work: Callable[..., T], *args: object) -> T:
    """Run ``work(connection, *args)`` on the database thread in one hand-off, inside the
    caller's transaction: for helpers of several statements shared by transactions
    (results, posts, schedules), which would otherwise cost a round trip each."""
    conn = db._conn  # the sqlite3 connection; used only on its own thread, below
    result: T = await db._execute(work, conn, *args)
    return result


class SqliteConnection:
    """The open connection, its lock and the transaction helpers every part of the store
    uses. Open with :meth:`open`."""

    def __init__(self, db: aiosqlite.Connection, path: str, snapshot_every: int) -> None:
        self._db: aiosqlite.Connection | None = db
        self._lock = asyncio.Lock()
        self.path = path
        self.snapshot_every = snapshot_every
        # Posts a move's own transaction claimed for this process, by game, until the
        # dispatcher takes them (storage.sqlite_outbox.SqliteOutbox.take_claimed).
        self._claimed: dict[int, list[OutboxRow]] = {}
        # Guild settings as stored (JSON text by key), least recently used first
        # (storage.sqlite_settings.SqliteSettings).
        self._cached_settings: OrderedDict[int, dict[str, str]] = OrderedDict()

    def _settings_written(self, guild_id: int, texts: Mapping[str, str]) -> None:
        """Right after a commit that wrote these settings (JSON text by key), wherever it
        was written: the guild's cached copy takes them (written through), so the next
        read, such as admission's language, never waits on the database. A guild not
        cached is read whole on its next use. Called with no ``await`` since the commit,
        so no other write of this store can come between."""
        cached = self._cached_settings.get(guild_id)
        if cached is not None:
            cached.update(texts)

    # --- life cycle ----------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | os.PathLike[str],
        *,
        busy_timeout_ms: int = 10_000,
        open_wait_ms: int = 5_000,
        snapshot_every: int = 25,
        migrations: Sequence[Migration] | None = None,
    ) -> Self:
        """Connect, check the file, set the pragmas and bring the schema to the latest
        migration.

        Raises :class:`~storage.base.StorageUnavailable` (one sentence: what, which file,
        what to do) when the file cannot serve as the database; a lock held by another
        process is waited for at most ``open_wait_ms``, after which ``busy_timeout_ms``
        applies to every statement. ``migrations`` defaults to the files in
        ``storage/migrations`` (tests pass others).
        """
        if snapshot_every < 0:
            raise ValueError("snapshot_every must be 0 or more")
        location = os.fspath(path)
        check_location(location)
        waited_s = open_wait_ms / 1000
        try:
            db = await aiosqlite.connect(location, isolation_level=None, timeout=waited_s)
        except sqlite3.Error as error:
            raise explain(location, error, waited_s=waited_s) from error
        db.row_factory = sqlite3.Row
        store = cls(db, location, snapshot_every)
        try:
            await db.execute(f"PRAGMA busy_timeout = {int(open_wait_ms)}")
            cursor = await db.execute("PRAGMA journal_mode = WAL")
            mode = await cursor.fetchone()
            if mode is not None and str(mode[0]).lower() != "wal" and location != ":memory:":
                log.warning("database %s runs in %s journal mode, not WAL", location, mode[0])
            await db.execute("PRAGMA synchronous = FULL")
            await db.execute("PRAGMA foreign_keys = ON")
            await store._check_integrity()
            await store._migrate(load_migrations() if migrations is None else migrations)
            await store._check_write_lock()
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        except BaseException as error:
            await db.close()
            store._db = None
            if isinstance(error, sqlite3.Error):
                raise explain(location, error, waited_s=waited_s) from error
            raise
        return store

    async def close(self) -> None:
        """Wait for the running operation, then close the connection (idempotent)."""
        async with self._lock:
            db, self._db = self._db, None
            if db is not None:
                await db.close()

    async def __aenter__(self) -> Self:
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

    async def _at_once(self, work: Callable[[sqlite3.Connection], T], *,
                       write: bool = True, durable: bool = True) -> T:
        """Run ``work`` on the database thread in one hand-off: a whole short transaction
        (``write``: ``BEGIN IMMEDIATE`` ... ``COMMIT``, rolled back on any error) or a read.

        Every ``await`` on aiosqlite is a round trip between the event loop and the database
        thread (a queue, a wake-up, a callback); statement by statement, a post's claim or
        its "sent" mark costs three. ``work`` runs whole once started: a caller cancelled
        meanwhile leaves it to finish (and commit) on the thread.

        ``durable=False`` commits without waiting for the disk (``synchronous=NORMAL`` for
        this transaction): for what a power cut may lose harmlessly, such as a post's claim
        (every claim is released when the bot starts again). A crash of the process loses
        nothing either way (WAL), and the next durable commit makes it durable too."""
        async with self._lock:
            db = self._conn()

            def run() -> T:
                conn = db._conn  # the sqlite3 connection, on its own thread
                if write and not durable:
                    conn.execute("PRAGMA synchronous = NORMAL")
                try:
                    if write:
                        conn.execute("BEGIN IMMEDIATE")
                    try:
                        result = work(conn)
                        if write:
                            conn.execute("COMMIT")
                        return result
                    except BaseException:
                        if write:
                            with contextlib.suppress(sqlite3.Error):
                                conn.execute("ROLLBACK")
                        raise
                finally:
                    if write and not durable:
                        conn.execute("PRAGMA synchronous = FULL")

            try:
                result: T = await db._execute(run)
            except sqlite3.Error as error:
                raise StorageError(f"database error: {error}") from error
            return result

    async def _check_integrity(self) -> None:
        """Refuse a damaged file at once (``quick_check`` stops at the first problem), so
        the bot never starts only to fail every command it is given."""
        cursor = await self._conn().execute("PRAGMA quick_check(1)")
        row = await cursor.fetchone()
        verdict = str(row[0]) if row is not None else "no answer"
        if verdict != "ok":
            raise damaged(self.path, verdict)

    async def _check_write_lock(self) -> None:
        """Take and release the write lock, so a file another process keeps locked is
        reported at start-up (after the bounded wait) instead of at the first move."""
        db = self._conn()
        await db.execute("BEGIN IMMEDIATE")
        await db.execute("ROLLBACK")

    async def _migrate(self, migrations: Sequence[Migration]) -> None:
        db = self._conn()
        latest = migrations[-1].version if migrations else 0
        current = await self._user_version(db)
        if current > latest:
            raise newer_schema(self.path, current, latest)
        for migration in migrations:
            if migration.version <= current:
                continue
            try:
                async with self._write() as tx:
                    # Another process may have migrated while we waited for the write lock.
                    current = await self._user_version(tx)
                    if current >= migration.version:
                        continue
                    for statement in split_statements(migration.sql):
                        await tx.execute(statement)
                    await tx.execute(f"PRAGMA user_version = {migration.version:d}")
            except StorageUnavailable:
                raise
            except StorageError as error:
                cause = error.__cause__
                if isinstance(cause, sqlite3.Error) and is_environmental(cause):
                    raise cause from None  # the file's fault, explained by open()
                raise failed_migration(self.path, migration.version, migration.name,
                                       cause or error) from error
            current = migration.version
            log.info("applied migration %04d_%s", migration.version, migration.name)

    @staticmethod
    async def _fetch_game(db: aiosqlite.Connection, game_id: int) -> GameRow:
        cursor = await db.execute(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        row = await cursor.fetchone()
        if row is None:
            raise GameNotFound(game_id)
        return game_row(row)

    @staticmethod
    async def _require_status(
        db: aiosqlite.Connection, game_id: int, allowed: Iterable[GameStatus]
    ) -> GameRow:
        """The game, or StaleGame when it has moved to a status this action does not fit."""
        game = await SqliteConnection._fetch_game(db, game_id)
        if game.status not in set(allowed):
            raise StaleGame(game_id)
        return game

    @staticmethod
    async def _stale_or_missing(db: aiosqlite.Connection, game_id: int) -> StorageError:
        cursor = await db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,))
        if await cursor.fetchone() is None:
            return GameNotFound(game_id)
        return StaleGame(game_id)
