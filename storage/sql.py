"""The dialect layer: one way to run a transaction on SQLite or on PostgreSQL.

Every record module of the store (:mod:`storage.games`, :mod:`storage.moves`, ...) writes its
transactions once, as ``async def work(tx: Tx) -> T``, in PostgreSQL's SQL with ``$1``
placeholders. What differs between the two databases lives here and nowhere else:

* **Placeholders.** SQLite reads ``$1`` as ``?1`` (numbered parameters); the statement is
  rewritten once and cached.
* **Where a statement runs.** On SQLite a transaction runs whole on the database thread, in
  one hand-off from the event loop: :class:`SqliteTx`'s coroutines never suspend (they call
  :mod:`sqlite3` directly), so :func:`drive` runs ``work`` to its end synchronously on that
  thread. A move costs the same two hand-offs (its transaction, its post's "sent" mark) as
  when each backend was written by hand. On PostgreSQL ``work`` is awaited on a pooled
  connection as any asyncpg code is.
* **What a statement reports.** :meth:`Tx.execute` returns the number of rows it changed on
  both; a broken unique or foreign key constraint is :class:`UniqueViolation` or
  :class:`ForeignKeyViolation` on both.
* **The few fragments that must differ** (:class:`Dialect`): row locks (``FOR UPDATE``, which
  SQLite's single writer does not need), SQLite's index hints, the two-argument maximum,
  and the claims of several processes (:attr:`Dialect.shared`).

Why not SQLAlchemy Core: see ``docs/storage.md``, measured with ``bench/storage_layer.py``
(over aiosqlite its async engine hands each statement's cursor, execute and close to the
database thread separately, about 49 hand-offs and eight times the CPU for a move; over
asyncpg about twice the CPU).
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol, TypeVar

from storage.base import StorageError

__all__ = [
    "POSTGRES",
    "SQLITE",
    "Database",
    "Dialect",
    "ForeignKeyViolation",
    "Observer",
    "Row",
    "Tx",
    "UniqueViolation",
    "Work",
    "drive",
    "sqlite_sql",
]

T = TypeVar("T")


class UniqueViolation(StorageError):
    """A statement broke a unique constraint (a primary key included)."""


class ForeignKeyViolation(StorageError):
    """A statement named a row that does not exist through a foreign key."""


@dataclass(frozen=True)
class Dialect:
    """The fragments of SQL the two databases spell differently."""

    name: str
    #: Several processes may share the database: claims carry an owner and take turns
    #: under an advisory lock; nothing may be cached across transactions.
    shared: bool
    #: Appended to a SELECT that must hold its rows until the transaction ends.
    for_update: str
    #: The two-argument maximum.
    greatest: str
    #: The null-replacing function as written in the unique indexes' expressions.
    ifnull: str

    def unowned(self) -> str:
        """What else ending a claim clears: its owner key where claims have owners (the
        ``claimed_by`` column exists only in the PostgreSQL schema)."""
        return ", claimed_by = NULL" if self.shared else ""

    def indexed_by(self, index: str) -> str:
        """SQLite's hint to read through ``index`` (PostgreSQL's planner needs none)."""
        return "" if self.shared else f" INDEXED BY {index}"


SQLITE = Dialect("sqlite", shared=False, for_update="", greatest="MAX", ifnull="IFNULL")
POSTGRES = Dialect("postgresql", shared=True, for_update=" FOR UPDATE", greatest="GREATEST",
                   ifnull="COALESCE")


class Row(Protocol):
    """A result row, read by column name (``sqlite3.Row`` and ``asyncpg.Record`` both)."""

    def __getitem__(self, key: str | int, /) -> Any: ...


class Tx(Protocol):
    """One open transaction (or, for reads, one connection) of either database."""

    dialect: Dialect

    async def execute(self, sql: str, *args: Any) -> int:
        """Run one statement; the number of rows it inserted, changed or deleted."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetch(self, sql: str, *args: Any) -> list[Row]: ...

    async def fetchrow(self, sql: str, *args: Any) -> Row | None: ...

    async def fetchval(self, sql: str, *args: Any) -> Any: ...

    async def lock(self, key: int) -> None:
        """Take turns with other processes on ``key`` until the transaction ends (an
        advisory lock; SQLite's write transactions already take turns)."""
        ...


Work = Callable[[Tx], Coroutine[Any, Any, T]]
#: What a database calls after each call: (``"write"`` or ``"read"``, seconds).
Observer = Callable[[str, float], None]


class Database(Protocol):
    """An open database of either kind: runs transactions written against :class:`Tx`."""

    dialect: Dialect
    #: What to name in messages and logs (a file's path, or a URL without its password).
    path: str
    #: Called after every :meth:`run` with its kind (``"write"`` or ``"read"``) and its
    #: time in seconds, waiting for the connection included (the bot's metrics); None: not
    #: watched. Storage itself measures nothing else.
    observe: Observer | None

    async def run(self, work: Work[T], *, write: bool = True, durable: bool = True,
                  consistent: bool = False) -> T:
        """Run ``work`` in one transaction and commit it (``write``), or as a read
        (``consistent``: all its SELECTs see one snapshot). ``durable=False`` lets a write
        whose loss in a power cut is harmless (a claim) skip waiting for the disk. Any
        exception rolls the transaction back; database errors become
        :class:`~storage.base.StorageError`."""
        ...

    async def schema_version(self) -> int: ...

    async def close(self) -> None: ...


_PLACEHOLDER = re.compile(r"\$(\d+)")


@lru_cache(maxsize=512)
def sqlite_sql(sql: str) -> str:
    """``$1`` placeholders as SQLite's numbered ``?1``."""
    return _PLACEHOLDER.sub(r"?\1", sql)


def drive(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine that never suspends to its end, here and now.

    A transaction on :class:`SqliteTx` awaits only SQLite's own statements, which run
    synchronously on the thread calling this; anything else awaited (a sleep, a lock) is a
    mistake in the transaction, refused instead of silently dropped."""
    try:
        coroutine.send(None)
    except StopIteration as finished:
        result: T = finished.value
        return result
    coroutine.close()
    raise RuntimeError("a SQLite transaction awaited something other than its statements")


def _integrity(error: sqlite3.IntegrityError) -> StorageError:
    text = str(error)
    if "FOREIGN KEY" in text:
        return ForeignKeyViolation(text)
    if "UNIQUE" in text or "PRIMARY KEY" in text:
        return UniqueViolation(text)
    return StorageError(f"database error: {text}")


class SqliteTx:
    """A transaction on a :mod:`sqlite3` connection, used on its own thread (see
    :func:`drive`)."""

    dialect = SQLITE

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def _run(self, sql: str, args: Sequence[Any]) -> sqlite3.Cursor:
        try:
            return self._conn.execute(sqlite_sql(sql), args)
        except sqlite3.IntegrityError as error:
            raise _integrity(error) from error

    async def execute(self, sql: str, *args: Any) -> int:
        return self._run(sql, args).rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        try:
            self._conn.executemany(sqlite_sql(sql), rows)
        except sqlite3.IntegrityError as error:
            raise _integrity(error) from error

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return list(self._run(sql, args).fetchall())

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        row: Row | None = self._run(sql, args).fetchone()
        return row

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = self._run(sql, args).fetchone()
        return None if row is None else row[0]

    async def lock(self, key: int) -> None:
        """Nothing to do: a SQLite write transaction holds the only write lock."""
