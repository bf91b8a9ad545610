"""The store on one SQLite file (one bot process): WAL, ``synchronous=FULL``, foreign keys
on, writes in ``BEGIN IMMEDIATE``, one hand-off per transaction (``docs/storage.md``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sqlite3
from collections.abc import Coroutine, Iterable, Sequence
from os.path import abspath
from typing import Any, Self, TypeVar

import aiosqlite

from storage.base import DatabaseUnavailable, StorageError, StorageUnavailable
from storage.schema import MIGRATIONS_DIR, Migration, load_migrations, split_statements
from storage.sql import (
    SQLITE,
    Database,
    ForeignKeyViolation,
    Row,
    Tx,
    UniqueViolation,
    Work,
    sqlite_sql,
)
from storage.store import GameStore

__all__ = ["MIGRATIONS_DIR", "Migration", "SqliteStore", "load_migrations", "split_statements"]

log = logging.getLogger("storage.sqlite")

T = TypeVar("T")

# What a file failing for a while (not for good) says: locked too long, a disk full or gone.
_PASSING = ("locked", "busy", "disk i/o", "database or disk is full")


def drive(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run to its end, here and now, a transaction on :class:`SqliteTx` (whose statements
    never suspend); one that awaits anything else is refused, not silently cut short."""
    try:
        coroutine.send(None)
    except StopIteration as finished:
        result: T = finished.value
        return result
    coroutine.close()
    raise RuntimeError("a SQLite transaction awaited something other than its statements")


class SqliteTx(Tx):
    """A transaction on a :mod:`sqlite3` connection, on its own thread (:func:`drive`)."""

    dialect = SQLITE

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def _run(self, sql: str, args: Any, many: bool = False) -> sqlite3.Cursor:
        try:
            run = self._conn.executemany if many else self._conn.execute
            return run(sqlite_sql(sql), args)
        except sqlite3.IntegrityError as error:  # others: a StorageError from _run
            if "FOREIGN KEY" in str(error):
                raise ForeignKeyViolation(str(error)) from error
            if "UNIQUE" in str(error) or "PRIMARY KEY" in str(error):
                raise UniqueViolation(str(error)) from error
            raise

    async def execute(self, sql: str, *args: Any) -> int:
        return self._run(sql, args).rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._run(sql, rows, many=True)

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return list(self._run(sql, args).fetchall())

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        row: Row | None = self._run(sql, args).fetchone()
        return row

    async def lock(self, key: int) -> None:
        """Nothing to do: a SQLite write transaction holds the only write lock."""


class SqliteDatabase(Database):
    """One SQLite file: the open connection, its lock, and its transactions."""

    dialect = SQLITE
    setting = "DATABASE_PATH"

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db: aiosqlite.Connection | None = db
        self._lock = asyncio.Lock()
        self.path = path

    @property
    def shown(self) -> str:
        return f"database {abspath(self.path)}"

    async def close(self) -> None:
        """Wait for the running operation, then close the connection (idempotent)."""
        async with self._lock:
            db, self._db = self._db, None
            if db is not None:
                await db.close()

    def _conn(self) -> aiosqlite.Connection:
        if self._db is None:
            raise StorageError("the store is closed")
        return self._db

    async def _run(self, work: Work[T], write: bool, durable: bool, consistent: bool) -> T:
        """``work`` on the database thread in one hand-off, run whole once started (even if
        its caller is cancelled); ``durable=False`` commits with ``synchronous=NORMAL``."""
        begin = "BEGIN IMMEDIATE" if write else ("BEGIN" if consistent else None)
        async with self._lock:
            db = self._conn()

            def run() -> T:
                conn = db._conn  # the sqlite3 connection, on its own thread
                if begin is None:
                    return drive(work(SqliteTx(conn)))
                relaxed = write and not durable
                if relaxed:
                    conn.execute("PRAGMA synchronous = NORMAL")
                try:
                    conn.execute(begin)
                    result = drive(work(SqliteTx(conn)))
                    conn.execute("COMMIT")
                    return result
                except BaseException:
                    with contextlib.suppress(sqlite3.Error):
                        conn.execute("ROLLBACK")
                    raise
                finally:
                    if relaxed:
                        conn.execute("PRAGMA synchronous = FULL")

            try:
                result: T = await db._execute(run)  # type: ignore[no-untyped-call]
            except sqlite3.OperationalError as error:
                if any(word in str(error).lower() for word in _PASSING):
                    raise DatabaseUnavailable(
                        f"The SQLite database {self.path} could not be used just now "
                        f"({error}); the call was not stored.") from error
                raise StorageError(f"database error: {error}") from error
            except sqlite3.Error as error:
                raise StorageError(f"database error: {error}") from error
            return result

    async def _schema_version(self, tx: Tx) -> int:
        return int(await tx.fetchval("PRAGMA user_version"))

    async def _apply(self, tx: Tx, migration: Migration) -> None:
        for statement in split_statements(migration.sql):
            await tx.execute(statement)
        await tx.execute(f"PRAGMA user_version = {migration.version:d}")

    def _unusable(self, error: StorageError, migration: Migration | None) -> BaseException:
        cause = error.__cause__
        if isinstance(cause, sqlite3.Error) and (migration is None or is_environmental(cause)):
            return cause  # the file's fault, explained by SqliteStore.open
        return super()._unusable(error, migration)



class SqliteStore(GameStore):
    @classmethod
    async def open(cls, path: str | os.PathLike[str], *, busy_timeout_ms: int = 10_000,
                   open_wait_ms: int = 5_000, snapshot_every: int = 25,
                   migrations: Sequence[Migration] | None = None) -> Self:
        """Open, check and migrate the file (creating it); another process's lock is waited
        for at most ``open_wait_ms``, then ``busy_timeout_ms`` applies to every statement."""
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
        database = SqliteDatabase(db, location)
        try:
            await db.execute(f"PRAGMA busy_timeout = {int(open_wait_ms)}")
            cursor = await db.execute("PRAGMA journal_mode = WAL")
            mode = await cursor.fetchone()
            if mode is not None and str(mode[0]).lower() != "wal" and location != ":memory:":
                log.warning("database %s runs in %s journal mode, not WAL", location, mode[0])
            await db.execute("PRAGMA synchronous = FULL")
            await db.execute("PRAGMA foreign_keys = ON")
            # A damaged file is refused at once, rather than fail every command later.
            cursor = await db.execute("PRAGMA quick_check(1)")
            row = await cursor.fetchone()
            if (verdict := str(row[0]) if row is not None else "no answer") != "ok":
                raise damaged(location, verdict)
            # Takes the write lock too, so a file another process keeps locked is reported
            # now (after the bounded wait) instead of at the first move.
            await database.migrate(load_migrations() if migrations is None else migrations)
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        except BaseException as error:
            await database.close()
            if isinstance(error, sqlite3.Error):
                raise explain(location, error, waited_s=waited_s) from error
            raise
        return cls(database, snapshot_every)


# Why a file cannot serve as the database, in one sentence naming the file and the remedy.
def check_location(location: str) -> None:
    """Refuse a path that cannot be a database file, before SQLite sees it."""
    if location == ":memory:":
        return
    if not location.strip():
        raise StorageUnavailable(
            "The database path is empty; set DATABASE_PATH to a file name such as "
            "starpost.sqlite3.", location)
    shown = abspath(location)
    if os.path.isdir(location):
        raise StorageUnavailable(
            f"The database path {shown} is a folder, not a file; set DATABASE_PATH to a file "
            f"inside it, such as {os.path.join(shown, 'starpost.sqlite3')}.", location)
    parent = os.path.dirname(shown)
    if not os.path.isdir(parent):
        raise StorageUnavailable(
            f"The folder {parent} for the database {shown} does not exist; create it or set "
            "DATABASE_PATH to a file in an existing folder.", location)


_LOCKED = ("The database {shown} is locked by another process (waited {waited:g} s); stop "
           "the other program or Starpost using it, then start again.")
_DENIED = ("Starpost may not write to the database {shown} ({error}); give the user running "
           "the bot write access to the file and its folder.")
# SQLite's error names (by prefix) that mean the file or its surroundings are at fault, not
# the SQL, each with its sentence; a damaged file is told by damaged().
_ENVIRONMENTAL = {
    "SQLITE_NOTADB": "The file {shown} is not a SQLite database (it may be another kind of "
                     "file); set DATABASE_PATH to Starpost's database, or move this file away "
                     "to start with a new one.",
    "SQLITE_CORRUPT": "",
    "SQLITE_BUSY": _LOCKED, "SQLITE_LOCKED": _LOCKED,
    "SQLITE_READONLY": _DENIED, "SQLITE_PERM": _DENIED, "SQLITE_AUTH": _DENIED,
    "SQLITE_FULL": "The disk holding the database {shown} is full; free some space, then start "
                   "again.",
    "SQLITE_CANTOPEN": "The database {shown} cannot be opened ({error}); check that the file "
                       "and its folder exist and that the user running the bot may read and "
                       "write them.",
    "SQLITE_IOERR": "Reading or writing the database {shown} failed ({error}); check the disk "
                    "it is on, then start again.",
}


def is_environmental(error: sqlite3.Error) -> bool:
    """Whether the file, the disk or another process is at fault (rather than the SQL)."""
    return str(getattr(error, "sqlite_errorname", "")).startswith(tuple(_ENVIRONMENTAL))


def explain(location: str, error: sqlite3.Error, *, waited_s: float) -> StorageUnavailable:
    """SQLite's error while opening ``location``, as one sentence with a remedy."""
    name = str(getattr(error, "sqlite_errorname", ""))
    if name.startswith("SQLITE_CORRUPT"):
        return damaged(location, str(error))
    text = next((text for prefix, text in _ENVIRONMENTAL.items() if name.startswith(prefix)),
                "The database {shown} cannot be used ({error}); check the file, or set "
                "DATABASE_PATH to another one.")
    return StorageUnavailable(text.format(shown=abspath(location), error=error, waited=waited_s),
                              location)


def damaged(location: str, detail: str) -> StorageUnavailable:
    """SQLite found the file damaged (truncated, overwritten pages)."""
    first = detail.strip().splitlines()[0] if detail.strip() else "integrity check failed"
    return StorageUnavailable(
        f"The database {abspath(location)} is damaged (SQLite reports: {first}); stop the bot "
        "and restore the file from a backup (or salvage it with sqlite3's .recover), or move "
        "it away to start with a new one.", location)
