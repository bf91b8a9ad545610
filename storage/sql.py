"""The dialect layer: one way to run a transaction on SQLite or on PostgreSQL.

Every record module of the store (:mod:`storage.games`, :mod:`storage.moves`, ...) writes its
transactions once, as ``async def work(tx: Tx) -> T``, in PostgreSQL's SQL with ``$1``
placeholders, and runs them with :meth:`Database.run`. What differs between the two
databases is a fragment of :class:`Dialect`, or lives in :mod:`storage.sqlite` and
:mod:`storage.postgres` (how a transaction runs, how a migration is recorded, how a failure
is told); ``docs/storage.md`` says what differs and why, and why this is not SQLAlchemy
Core (measured with ``bench/storage_layer.py``).
"""

from __future__ import annotations

import logging
import re
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Coroutine, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any, Protocol, TypeVar

from storage.base import StorageError, StorageUnavailable
from storage.schema import Migration

__all__ = ["ALIVE_OWNERS", "OWNER_CLASS", "POSTGRES", "SQLITE", "Database", "Dialect",
           "ForeignKeyViolation", "Observer", "Row", "Tx", "UniqueViolation", "Work",
           "constraints", "sqlite_sql"]

T = TypeVar("T")

log = logging.getLogger("storage")

MIGRATION_LOCK = 0x5354_5031  # advisory lock key held while migrating ("STP1")
OWNER_CLASS = 0x5354_504F  # first key of the two-key advisory locks that mark owners ("STPO")
# Owner keys whose process still holds its lock (the two-key form sets objsubid to 2): see
# storage.postgres.Owner.
ALIVE_OWNERS = (
    "SELECT l.objid::bigint FROM pg_locks l WHERE l.locktype = 'advisory' "
    f"AND l.classid = {OWNER_CLASS}::oid AND l.objsubid = 2 AND l.granted"
)


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

    def held(self, p: str, now: str) -> str:
        """SQL: a claim still holds the row ``p`` (a table or its alias) at the time ``now``
        (a parameter): its lease runs and, where claims have owners, its owner lives. A claim
        without an owner is a "not before" (a retry waiting for its time): it holds until
        then, whoever lives."""
        alive = (f" AND ({p}.claimed_by IS NULL OR {p}.claimed_by IN ({ALIVE_OWNERS}))"
                 if self.shared else "")
        return f"({p}.claimed_until IS NOT NULL AND {p}.claimed_until > {now}{alive})"


SQLITE = Dialect("sqlite", shared=False, for_update="", greatest="MAX", ifnull="IFNULL")
POSTGRES = Dialect("postgresql", shared=True, for_update=" FOR UPDATE", greatest="GREATEST",
                   ifnull="COALESCE")

@contextmanager
def constraints(unique: type[Exception], foreign: type[Exception]) -> Iterator[None]:
    """A driver's broken unique or foreign key constraint (its ``unique`` and ``foreign``
    errors) as the dialect layer names it, whatever the statement."""
    try:
        yield
    except unique as error:
        raise UniqueViolation(str(error)) from error
    except foreign as error:
        raise ForeignKeyViolation(str(error)) from error


_PLACEHOLDER = re.compile(r"\$(\d+)")


@lru_cache(maxsize=512)
def sqlite_sql(sql: str) -> str:
    """``$1`` placeholders as SQLite's numbered ``?1``."""
    return _PLACEHOLDER.sub(r"?\1", sql)


class Row(Protocol):
    """A result row, read by column name (``sqlite3.Row`` and ``asyncpg.Record`` both)."""

    def __getitem__(self, key: str | int, /) -> Any: ...

    def keys(self) -> Iterable[str]: ...

    def __iter__(self) -> Iterator[Any]: ...


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


class Database(ABC):
    """An open database of either kind: runs transactions written against :class:`Tx`."""

    dialect: Dialect
    #: What to name in messages and logs (a file's path, or a URL without its password).
    path: str
    #: The setting that names the database, as messages tell the operator to change it.
    setting: str
    #: Called after every :meth:`run` with its kind (``"write"`` or ``"read"``) and its
    #: time in seconds, waiting for the connection included (the bot's metrics); None: not
    #: watched. Storage itself measures nothing else.
    observe: Observer | None = None

    async def run(self, work: Work[T], *, write: bool = True, durable: bool = True,
                  consistent: bool = False) -> T:
        """Run ``work`` in one transaction and commit it (``write``), or as a read
        (``consistent``: all its SELECTs see one snapshot). ``durable=False`` lets a write
        whose loss in a power cut is harmless (a claim) skip waiting for the disk. Any
        exception rolls the transaction back; database errors become
        :class:`~storage.base.StorageError`."""
        if self.observe is None:
            return await self._run(work, write, durable, consistent)
        started = time.perf_counter()
        try:
            return await self._run(work, write, durable, consistent)
        finally:
            self.observe("write" if write else "read", time.perf_counter() - started)

    @abstractmethod
    async def _run(self, work: Work[T], write: bool, durable: bool, consistent: bool) -> T: ...

    async def schema_version(self) -> int:
        """The applied migration number."""
        return await self.run(self._schema_version, write=False)

    async def migrate(self, migrations: Sequence[Migration]) -> None:
        """Apply the migrations not applied yet, each in its own transaction under
        :data:`MIGRATION_LOCK` (processes starting together migrate once), which records
        its number. A database newer than ``migrations``, or a migration that fails (and
        leaves nothing of itself applied), stops with one sentence
        (:class:`~storage.base.StorageUnavailable`)."""
        latest = migrations[-1].version if migrations else 0
        known = 0

        async def step(tx: Tx, migration: Migration | None) -> bool:
            nonlocal known
            await tx.lock(MIGRATION_LOCK)
            known = await self._schema_version(tx)
            if known > latest:
                raise StorageUnavailable(
                    f"The {self.shown} was written by a newer Starpost (schema version "
                    f"{known}, this one knows up to {latest}); upgrade Starpost, or set "
                    f"{self.setting} to another database.", self.path)
            if migration is None or migration.version <= known:
                return False  # applied already (by another process meanwhile)
            await self._apply(tx, migration)
            return True

        pending: Migration | None = None  # the migration being applied, if any
        try:
            await self.run(partial(step, migration=None))
            for pending in migrations:
                if pending.version > known and await self.run(partial(step, migration=pending)):
                    log.info("applied migration %04d_%s", pending.version, pending.name)
        except StorageUnavailable:
            raise
        except StorageError as error:
            raise self._unusable(error, pending) from error

    async def owner_key(self) -> int | None:
        """The owner key this process's claims carry where several processes share the
        database (:class:`storage.postgres.Owner`); None where claims have no owner."""
        return None

    @property
    def shown(self) -> str:
        """The database as messages name it: "database /its/path" or "PostgreSQL database
        postgresql://user@host/db"."""
        return f"database {self.path}"

    @abstractmethod
    async def _schema_version(self, tx: Tx) -> int:
        """The applied migration number (0 for a new database)."""

    @abstractmethod
    async def _apply(self, tx: Tx, migration: Migration) -> None:
        """Run ``migration``'s statements and record its number, in ``tx``."""

    def _unusable(self, error: StorageError, migration: Migration | None) -> BaseException:
        """What to raise when migrating failed with ``error`` (``migration`` None: reading
        the schema version did): by default, that the migration was rolled back."""
        reason = error.__cause__ or error
        if migration is None:
            return StorageUnavailable(f"The {self.shown} cannot be used ({reason}); check it, "
                                      f"or set {self.setting} to another database.", self.path)
        return StorageUnavailable(
            f"Migration {migration.version:04d}_{migration.name} failed on the {self.shown} "
            f"({reason}) and was rolled back, so nothing of it was applied; keep a copy of "
            "the database (or restore it from a backup) and report the problem.", self.path)

    @abstractmethod
    async def close(self) -> None: ...
