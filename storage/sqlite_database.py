"""The SQLite database under the store: pragmas, transactions and migrations.

Why it is built this way:

* **Durability.** WAL journal, ``synchronous=FULL`` (every commit reaches the disk before the
  call returns) and foreign keys on. A process killed at any moment leaves either the whole
  last transaction or none of it.
* **One writer at a time, without deadlocks.** Every write runs in ``BEGIN IMMEDIATE``, which
  takes SQLite's write lock up front; a second process waits up to ``busy_timeout`` and then
  sees the first one's result, so its version check fails cleanly with
  :class:`~storage.base.StaleGame` instead of a lock error.
* **One connection per store, one transaction on it at a time, in one hand-off.** aiosqlite
  runs statements on one worker thread; a whole transaction runs there at once
  (:meth:`SqliteDatabase.run`), and an :class:`asyncio.Lock` keeps other coroutines from
  slipping statements into it (or reading its uncommitted rows).
* **Migrations** are the numbered files in ``storage/migrations``; each is applied once, in
  its own transaction, which also sets ``PRAGMA user_version`` to its number.
* **A bad file stops the start, in one sentence.** Opening checks the path, the file's
  integrity (``PRAGMA quick_check``, cheap next to a bot serving a damaged file and failing
  every command) and the write lock (waiting at most ``open_wait_ms``), and turns every
  failure into :class:`~storage.base.StorageUnavailable` (see :mod:`storage.sqlite_diagnosis`).

The records are written once for both databases (:mod:`storage.sql`);
:class:`storage.sqlite.SqliteStore` is the store on this database.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sqlite3
import time
from collections.abc import Sequence
from typing import Self, TypeVar

import aiosqlite

from storage.base import DatabaseUnavailable, StorageError, StorageUnavailable
from storage.sql import SQLITE, Observer, SqliteTx, Tx, Work, drive
from storage.sqlite_diagnosis import (
    check_location,
    damaged,
    explain,
    failed_migration,
    is_environmental,
    newer_schema,
)
from storage.sqlite_schema import Migration, load_migrations, split_statements

__all__ = ["SqliteDatabase"]

# The store's public module name, so log configuration keeps matching after the split.
log = logging.getLogger("storage.sqlite")

T = TypeVar("T")


class SqliteDatabase:
    """One SQLite file: the open connection, its lock, and transactions run in one
    hand-off each (:meth:`run`). Open with :meth:`open`."""

    dialect = SQLITE

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db: aiosqlite.Connection | None = db
        self._lock = asyncio.Lock()
        self.path = path
        self.observe: Observer | None = None  # see storage.sql.Database.observe

    # --- life cycle ----------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | os.PathLike[str],
        *,
        busy_timeout_ms: int = 10_000,
        open_wait_ms: int = 5_000,
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
        location = os.fspath(path)
        check_location(location)
        waited_s = open_wait_ms / 1000
        try:
            db = await aiosqlite.connect(location, isolation_level=None, timeout=waited_s)
        except sqlite3.Error as error:
            raise explain(location, error, waited_s=waited_s) from error
        db.row_factory = sqlite3.Row
        store = cls(db, location)
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

    async def schema_version(self) -> int:
        """The applied migration number (``PRAGMA user_version``)."""
        return int(await self.run(lambda tx: tx.fetchval("PRAGMA user_version"),
                                  write=False))

    # --- running transactions ------------------------------------------------------------

    def _conn(self) -> aiosqlite.Connection:
        if self._db is None:
            raise StorageError("the store is closed")
        return self._db

    @staticmethod
    async def _user_version(db: aiosqlite.Connection) -> int:
        cursor = await db.execute("PRAGMA user_version")
        row = await cursor.fetchone()
        return int(row[0]) if row is not None else 0

    async def run(self, work: Work[T], *, write: bool = True, durable: bool = True,
                  consistent: bool = False) -> T:
        """Run ``work`` on the database thread in one hand-off (see :func:`storage.sql.drive`):
        a whole write transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``, rolled back on any
        error), a read in one snapshot (``consistent``), or plain reads.

        Every ``await`` on aiosqlite is a round trip between the event loop and the database
        thread (a queue, a wake-up, a callback); statement by statement a move's transaction
        cost a dozen. ``work`` runs whole once started: a caller cancelled meanwhile leaves
        it to finish (and commit) on the thread. The lock keeps other coroutines' statements
        out of the transaction.

        ``durable=False`` commits without waiting for the disk (``synchronous=NORMAL`` for
        this transaction): for what a power cut may lose harmlessly, such as a post's claim
        (every claim is released when the bot starts again). A crash of the process loses
        nothing either way (WAL), and the next durable commit makes it durable too."""
        if self.observe is None:
            return await self._run(work, write=write, durable=durable, consistent=consistent)
        started = time.perf_counter()
        try:
            return await self._run(work, write=write, durable=durable, consistent=consistent)
        finally:
            self.observe("write" if write else "read", time.perf_counter() - started)

    async def _run(self, work: Work[T], *, write: bool, durable: bool,
                   consistent: bool) -> T:
        begin = "BEGIN IMMEDIATE" if write else ("BEGIN" if consistent else None)
        async with self._lock:
            db = self._conn()

            def run() -> T:
                conn = db._conn  # the sqlite3 connection, on its own thread
                if write and not durable:
                    conn.execute("PRAGMA synchronous = NORMAL")
                try:
                    if begin is not None:
                        conn.execute(begin)
                    try:
                        result = drive(work(SqliteTx(conn)))
                        if begin is not None:
                            conn.execute("COMMIT")
                        return result
                    except BaseException:
                        if begin is not None:
                            with contextlib.suppress(sqlite3.Error):
                                conn.execute("ROLLBACK")
                        raise
                finally:
                    if write and not durable:
                        conn.execute("PRAGMA synchronous = FULL")

            try:
                result: T = await db._execute(run)  # type: ignore[no-untyped-call]
            except sqlite3.OperationalError as error:
                if _passing(error):
                    raise DatabaseUnavailable(
                        f"The SQLite database {self.path} could not be used just now "
                        f"({error}); the call was not stored.") from error
                raise StorageError(f"database error: {error}") from error
            except sqlite3.Error as error:
                raise StorageError(f"database error: {error}") from error
            return result

    def sqlite3_connection(self) -> sqlite3.Connection:
        """The underlying connection, for tests that check its pragmas (on any thread:
        only for reading settings while nothing else runs)."""
        return self._conn()._conn

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
                applied = await self.run(self._applier(migration))
            except StorageUnavailable:
                raise
            except StorageError as error:
                cause = error.__cause__
                if isinstance(cause, sqlite3.Error) and is_environmental(cause):
                    raise cause from None  # the file's fault, explained by open()
                raise failed_migration(self.path, migration.version, migration.name,
                                       cause if isinstance(cause, Exception) else error
                                       ) from error
            current = migration.version
            if applied:
                log.info("applied migration %04d_%s", migration.version, migration.name)

    @staticmethod
    def _applier(migration: Migration) -> Work[bool]:
        async def apply(tx: Tx) -> bool:
            # Another process may have migrated while we waited for the write lock.
            if int(await tx.fetchval("PRAGMA user_version")) >= migration.version:
                return False
            for statement in split_statements(migration.sql):
                await tx.execute(statement)
            await tx.execute(f"PRAGMA user_version = {migration.version:d}")
            return True

        return apply


def _passing(error: sqlite3.OperationalError) -> bool:
    """Whether the file failed for a while rather than for good: locked by another process
    past the busy timeout, or a disk that refused a write (full, or gone for a moment)."""
    text = str(error).lower()
    return any(word in text for word in ("locked", "busy", "disk i/o", "database or disk is full"))
