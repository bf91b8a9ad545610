"""The store on a PostgreSQL database shared by several bot processes: a pooled connection
per transaction, an owner key per process, and an unusable server told in one sentence that
never names the password (``docs/storage.md``)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, Self, TypeVar
from urllib.parse import urlsplit

import asyncpg

from storage.base import DatabaseUnavailable, StorageError, StorageUnavailable
from storage.schema import Migration, load_migrations
from storage.sql import OWNER_CLASS, POSTGRES, Database, Row, Tx, Work, constraints
from storage.store import GameStore

__all__ = ["MIGRATIONS_DIR", "PostgresStore"]

T = TypeVar("T")

log = logging.getLogger("storage.postgres")

MIGRATIONS_DIR = Path(__file__).with_name("postgres_migrations")

DatabaseErrors = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError)
# The server or the connection failed, not the statement: the same call may succeed once
# the server is back (a connection the server closed may be left as an internal error).
LOST_CONNECTION = (asyncpg.InterfaceError, asyncpg.InternalClientError,
                   asyncpg.PostgresConnectionError, asyncpg.CannotConnectNowError,
                   asyncpg.AdminShutdownError, asyncpg.CrashShutdownError,
                   asyncpg.TooManyConnectionsError, OSError, TimeoutError)
READ_RETRIES = 2  # a read meeting a lost connection is tried this many times more
RETRY_PAUSES = (0.2, 0.6)  # seconds before each retry: within Discord's 3 s answer
# A connection not made in this long is a lost server (asyncpg's own timeout: no timer of ours).
CONNECT_SECONDS = 2.0


def redact(url: str) -> str:
    """The URL without its password, for messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = f"{parts.username}@" if parts.username else ""
    port = f":{parts.port}" if parts.port else ""
    return parts._replace(netloc=f"{user}{parts.hostname or ''}{port}").geturl()


_constraints = partial(constraints, asyncpg.UniqueViolationError,
                       asyncpg.ForeignKeyViolationError)


class PostgresTx(Tx):
    dialect = POSTGRES

    def __init__(self, db: asyncpg.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, *args: Any) -> int:
        with _constraints():
            status = await self._db.execute(sql, *args)
        tail = str(status).rsplit(" ", 1)[-1]
        return int(tail) if tail.isdigit() else 0

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        batch = list(rows)
        if batch:
            with _constraints():
                await self._db.executemany(sql, batch)

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        with _constraints():
            return list(await self._db.fetch(sql, *args))

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        with _constraints():
            row: Row | None = await self._db.fetchrow(sql, *args)
        return row

    async def lock(self, key: int) -> None:
        await self._db.execute("SELECT pg_advisory_xact_lock($1)", key)

    async def copy_rows(self, table: str, columns: Sequence[str],
                        rows: Sequence[Sequence[Any]]) -> None:
        """Bulk-load rows with ``COPY`` (moving a SQLite database here: :mod:`storage.migrate`)."""
        await self._db.copy_records_to_table(table, records=rows, columns=list(columns))


class Owner:
    """A process's owner key, held as a *session* advisory lock on a connection of its own,
    so its claims are free the moment it dies (``docs/storage.md``)."""

    def __init__(self, key: int, connection: asyncpg.Connection) -> None:
        self.key = key
        self._connection: asyncpg.Connection | None = connection

    @classmethod
    async def take(cls, url: str) -> Owner:
        connection = await asyncpg.connect(
            url, server_settings={"application_name": "starpost owner"})
        try:
            key = int(await connection.fetchval("SELECT nextval('owner_keys')"))
            await connection.execute("SELECT pg_advisory_lock($1, $2)", OWNER_CLASS, key)
        except BaseException:
            await connection.close()
            raise
        return cls(key, connection)

    @property
    def held(self) -> bool:
        """Whether the lock is still held (its connection has not been lost)."""
        return self._connection is not None and not self._connection.is_closed()

    async def close(self) -> None:
        """End the session, which releases the lock: this owner's claims are free."""
        connection, self._connection = self._connection, None
        if connection is not None:
            await connection.close()


class PostgresDatabase(Database):
    """A PostgreSQL database: the pool, this process's owner key, and its transactions."""

    dialect = POSTGRES
    setting = "DATABASE_URL"

    def __init__(self, pool: asyncpg.Pool, url: str, pool_size: int) -> None:
        self._pool: asyncpg.Pool | None = pool
        self.url = url
        self.path = redact(url)
        self.owner: Owner | None = None  # taken once migrated
        self.pool_size = pool_size
        self._down_since: float | None = None  # when the current outage began (monotonic)

    @property
    def shown(self) -> str:
        return f"PostgreSQL database {self.path}"

    async def close(self) -> None:
        """Close the pool (waiting for borrowed connections) and give up the owner key."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()
        if self.owner is not None:
            await self.owner.close()

    async def _run(self, work: Work[T], write: bool, durable: bool, consistent: bool) -> T:
        """``work`` on a pooled connection; a read meeting a lost server is tried again
        briefly, unless the outage is known; a write never (it may have committed)."""
        for attempt in range(1 + (0 if write else READ_RETRIES)):
            try:
                result = await self._run_once(work, write=write, consistent=consistent)
            except LOST_CONNECTION as error:
                known = self._down_since is not None
                lost = self._lost(error)
                # The pool's idle connections died with the server: new ones next time.
                if self._pool is not None:
                    await self._pool.expire_connections()
                if write or known or attempt == READ_RETRIES:
                    raise lost from error  # while an outage lasts, fail at once
                await asyncio.sleep(RETRY_PAUSES[attempt])
                continue
            except DatabaseErrors as error:
                raise StorageError(f"database error: {error}") from error
            if self._down_since is not None:
                log.warning("the PostgreSQL database %s answers again, after %.0f s",
                            self.path, time.monotonic() - self._down_since)
                self._down_since = None
            return result
        raise AssertionError("unreachable")  # pragma: no cover

    async def _run_once(self, work: Work[T], *, write: bool, consistent: bool) -> T:
        if self._pool is None:
            raise StorageError("the store is closed")
        async with self._pool.acquire() as db:
            if not (write or consistent):
                return await work(PostgresTx(db))
            async with (db.transaction() if write else
                        db.transaction(isolation="repeatable_read", readonly=True)):
                return await work(PostgresTx(db))

    def _lost(self, error: BaseException) -> DatabaseUnavailable:
        """The sentence for an unreachable server, logged when an outage begins."""
        reason = str(error).strip().rstrip(".") or type(error).__name__
        sentence = (f"The PostgreSQL database {self.path} cannot be reached ({reason}); "
                    "commands are refused until it answers again, and play resumes by itself "
                    "then.")
        if isinstance(error, asyncpg.TooManyConnectionsError):
            sentence = (f"The PostgreSQL database {self.path} refused a connection: too many "
                        "clients (max_connections). Raise max_connections on the server or "
                        f"lower DATABASE_POOL_SIZE (now {self.pool_size} per process); commands "
                        "are refused meanwhile.")
        if self._down_since is None:
            self._down_since = time.monotonic()
            log.warning("%s", sentence)
        return DatabaseUnavailable(sentence)

    async def owner_key(self) -> int:
        """This process's owner key; a new one if its connection was lost (its lock is
        gone, so others would take this process's claims)."""
        if self.owner is None or not self.owner.held:
            try:
                self.owner = await Owner.take(self.url)
            except LOST_CONNECTION as error:
                raise self._lost(error) from error
            except DatabaseErrors as error:
                raise StorageError(f"database error: {error}") from error
            log.warning("the owner key's connection was lost; now owner %d", self.owner.key)
        return self.owner.key

    async def _schema_version(self, tx: Tx) -> int:
        # Read from pg_tables (not to_regclass, whose cached catalog may not yet see the
        # table another process has just created while this one waited for the lock).
        if not await tx.fetchval("SELECT EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = "
                                 "current_schema() AND tablename = 'schema_migrations')"):
            return 0
        return int(await tx.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))

    async def _apply(self, tx: Tx, migration: Migration) -> None:
        await tx.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version integer "
                         "PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL "
                         "DEFAULT now())")
        await tx.execute(migration.sql)
        await tx.execute("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
                         migration.version, migration.name)

    def _unusable(self, error: StorageError, migration: Migration | None) -> BaseException:
        if migration is None or isinstance(error, DatabaseUnavailable):
            return unreachable(self.path, error.__cause__ or error)
        return super()._unusable(error, migration)


class PostgresStore(GameStore):
    @classmethod
    async def open(cls, url: str, *, snapshot_every: int = 25, min_size: int = 0,
                   max_size: int = 10, open_wait_ms: int = 10_000,
                   migrations: Sequence[Migration] | None = None) -> Self:
        """Connect, migrate and take an owner key (no floor of idle connections: in an
        outage the pool would try to restore it, for nothing)."""
        if snapshot_every < 0:
            raise ValueError("snapshot_every must be 0 or more")
        where = redact(url)
        pool: asyncpg.Pool | None = None
        try:
            pool = await asyncio.wait_for(
                asyncpg.create_pool(url, min_size=min_size, max_size=max_size,
                                    timeout=CONNECT_SECONDS,
                                    server_settings={"application_name": "starpost"}),
                open_wait_ms / 1000)
            assert pool is not None
            async with pool.acquire(timeout=open_wait_ms / 1000):  # the server answers
                pass
        except (*DatabaseErrors, TimeoutError, ValueError) as error:
            if pool is not None:
                await pool.close()
            raise unreachable(where, error) from error
        database = PostgresDatabase(pool, url, max_size)
        try:
            await database.migrate(load_migrations(MIGRATIONS_DIR)
                                   if migrations is None else migrations)
            database.owner = await Owner.take(url)
        except BaseException:
            await database.close()
            raise
        return cls(database, snapshot_every)


# What a server that cannot be used did, and what to do, by the first error type that fits.
_UNREACHABLE: list[tuple[type[BaseException] | tuple[type[BaseException], ...], str, str]] = [
    ((asyncpg.InvalidPasswordError, asyncpg.InvalidAuthorizationSpecificationError),
     "refused the login", "check the user and password in DATABASE_URL"),
    (asyncpg.InvalidCatalogNameError, "has no such database",
     "create it (createdb) or correct the database name in DATABASE_URL"),
    (asyncpg.TooManyConnectionsError, "refused a connection: it has too many clients already",
     "raise max_connections on the server, or lower DATABASE_POOL_SIZE so that every "
     "process's pool fits within it"),
    (TimeoutError, "did not answer in time", "check that the server is running and reachable"),
    (ValueError, "cannot be used: DATABASE_URL is not a valid postgresql:// URL",
     "write it as postgresql://user:password@host:5432/database"),
    (BaseException, "cannot be reached",
     "check that the server is running and that DATABASE_URL names it"),
]


def unreachable(where: str, error: BaseException) -> StorageUnavailable:
    """One sentence for a server that cannot be used, by what went wrong."""
    what, fix = next((what, fix) for kind, what, fix in _UNREACHABLE
                     if isinstance(error, kind))
    reason = str(error).strip().rstrip(".") or type(error).__name__
    return StorageUnavailable(f"The PostgreSQL database {where} {what} ({reason}); {fix}, "
                              "then start again.", where)

