"""The dialect layer: each transaction written once, ``async def work(tx: Tx)`` in
PostgreSQL's SQL with ``$1`` placeholders; what differs is a fragment of :class:`Dialect`
or lives in :mod:`storage.sqlite` and :mod:`storage.postgres` (``docs/storage.md``)."""

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
# Owner keys whose process still holds its lock (storage.postgres.Owner; two keys: objsubid 2).
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
    shared: bool  # several processes: claims carry owners, nothing is cached
    for_update: str  # appended to a SELECT that holds its rows until the transaction ends
    greatest: str  # the two-argument maximum
    ifnull: str  # the null-replacing function, as the unique indexes' expressions spell it

    def unowned(self) -> str:
        """What else ending a claim clears: its owner (``claimed_by``, PostgreSQL only)."""
        return ", claimed_by = NULL" if self.shared else ""

    def indexed_by(self, index: str) -> str:
        """SQLite's hint to read through ``index`` (PostgreSQL's planner needs none)."""
        return "" if self.shared else f" INDEXED BY {index}"

    def held(self, p: str, now: str) -> str:
        """SQL: a claim holds row ``p`` at time ``now``: its lease runs and its owner, if
        any, lives (a claim without owner is a retry's "not before")."""
        alive = (f" AND ({p}.claimed_by IS NULL OR {p}.claimed_by IN ({ALIVE_OWNERS}))"
                 if self.shared else "")
        return f"({p}.claimed_until IS NOT NULL AND {p}.claimed_until > {now}{alive})"


SQLITE = Dialect("sqlite", shared=False, for_update="", greatest="MAX", ifnull="IFNULL")
POSTGRES = Dialect("postgresql", shared=True, for_update=" FOR UPDATE", greatest="GREATEST",
                   ifnull="COALESCE")

@contextmanager
def constraints(unique: type[Exception], foreign: type[Exception]) -> Iterator[None]:
    """A driver's ``unique`` and ``foreign`` key errors as the dialect layer names them."""
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

    async def execute(self, sql: str, *args: Any) -> int: ...  # the rows changed
    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...
    async def fetch(self, sql: str, *args: Any) -> list[Row]: ...
    async def fetchrow(self, sql: str, *args: Any) -> Row | None: ...

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]

    async def lock(self, key: int) -> None:
        """Take turns with other processes on ``key`` until the transaction ends."""


Work = Callable[[Tx], Coroutine[Any, Any, T]]
#: What a database calls after each call: (``"write"`` or ``"read"``, seconds).
Observer = Callable[[str, float], None]


class Database(ABC):
    """An open database of either kind: runs transactions written against :class:`Tx`."""

    dialect: Dialect
    path: str  # as messages and logs name it (a file, or a URL without its password)
    setting: str  # the setting that names the database, as messages tell the operator
    #: Called after every :meth:`run` with its kind and its time (the bot's metrics).
    observe: Observer | None = None

    async def run(self, work: Work[T], *, write: bool = True, durable: bool = True,
                  consistent: bool = False) -> T:
        """Run ``work`` in one transaction and commit it (``write``), or as a read
        (``consistent``: one snapshot); any exception rolls back. ``durable=False``: a write
        a power cut may lose harmlessly (a claim) does not wait for the disk."""
        started = time.perf_counter()
        try:
            return await self._run(work, write, durable, consistent)
        finally:
            if self.observe is not None:
                self.observe("write" if write else "read", time.perf_counter() - started)

    async def schema_version(self) -> int:
        return await self.run(self._schema_version, write=False)

    async def migrate(self, migrations: Sequence[Migration]) -> None:
        """Apply the migrations not applied yet, each in its own transaction under
        :data:`MIGRATION_LOCK`; a newer database or a failed migration is
        :class:`~storage.base.StorageUnavailable`."""
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
        """The owner key this process's claims carry (None: claims have no owner)."""
        return None

    @property
    def shown(self) -> str:
        return f"database {self.path}"

    def _unusable(self, error: StorageError, migration: Migration | None) -> BaseException:
        """What to raise when migrating (or, ``migration`` None, reading the version) failed."""
        reason = error.__cause__ or error
        if migration is None:
            return StorageUnavailable(f"The {self.shown} cannot be used ({reason}); check it, "
                                      f"or set {self.setting} to another database.", self.path)
        return StorageUnavailable(
            f"Migration {migration.version:04d}_{migration.name} failed on the {self.shown} "
            f"({reason}) and was rolled back, so nothing of it was applied; keep a copy of "
            "the database (or restore it from a backup) and report the problem.", self.path)

    @abstractmethod
    async def _run(self, work: Work[T], write: bool, durable: bool, consistent: bool) -> T: ...
    @abstractmethod
    async def close(self) -> None: ...
    @abstractmethod
    async def _schema_version(self, tx: Tx) -> int: ...  # 0 for a new database
    @abstractmethod
    async def _apply(self, tx: Tx, migration: Migration) -> None: ...  # and record it
