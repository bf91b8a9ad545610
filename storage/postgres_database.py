"""The PostgreSQL database under the store: the pool, transactions, migrations and the
process's owner key.

Why it is built this way:

* **Several processes, one database.** Sharded bot processes share one PostgreSQL server, so
  nothing may rely on one process's memory: a game's version guards every change (a
  conditional ``UPDATE``, whose row lock makes a second writer wait and then see the first
  one's result, so its check fails cleanly with :class:`~storage.base.StaleGame`), and every
  row that must have one handler (a post to send, a reminder) is claimed in the database.
* **A pool, one transaction per call.** Each store method borrows a connection for one
  transaction (``READ COMMITTED``); a write that must be alone with a game locks its row
  (``FOR UPDATE``). Reads that need one snapshot run ``REPEATABLE READ, READ ONLY``.
* **Migrations** are the numbered files in ``storage/postgres_migrations``; each is applied
  once, in its own transaction, under an advisory lock (several processes starting at once
  migrate once), and recorded in ``schema_migrations``.
* **An owner key per process** (:mod:`storage.postgres_owner`): a session advisory lock
  held for the life of the store, so a claim left by a process that died is recognised as
  soon as its database session ends, instead of after its lease.
* **A server that cannot be used stops the start, in one sentence**
  (:class:`~storage.base.StorageUnavailable`: unreachable, refused login, missing database,
  newer schema, failed migration), never naming the password.

The records are written once for both databases (:mod:`storage.sql`);
:class:`storage.postgres.PostgresStore` is the store on this database.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Self, TypeVar
from urllib.parse import urlsplit

import asyncpg

from storage.base import DatabaseUnavailable, StorageError, StorageUnavailable
from storage.postgres_owner import Owner
from storage.sql import POSTGRES, ForeignKeyViolation, Observer, Row, UniqueViolation, Work
from storage.sqlite_schema import Migration, load_migrations

__all__ = ["MIGRATIONS_DIR", "DatabaseErrors", "PostgresDatabase", "PostgresTx", "redact"]

T = TypeVar("T")

log = logging.getLogger("storage.postgres")

MIGRATIONS_DIR = Path(__file__).with_name("postgres_migrations")
MIGRATION_LOCK = 0x5354_5031  # advisory lock key held while migrating ("STP1")

# What the driver raises for a failed statement or a lost connection.
DatabaseErrors = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError)
# What says the server or the connection failed, not the statement: the same call may
# succeed once the server is back (a restart, a network cut, too many clients).
# (A connection the server closed under it may also be left in a state asyncpg calls an
# internal error: it is replaced like any lost one.)
LOST_CONNECTION = (asyncpg.InterfaceError, asyncpg.InternalClientError,
                   asyncpg.PostgresConnectionError,
                   asyncpg.CannotConnectNowError, asyncpg.AdminShutdownError,
                   asyncpg.CrashShutdownError, asyncpg.TooManyConnectionsError, OSError,
                   TimeoutError)
READ_RETRIES = 2  # a read meeting a lost connection is tried this many times more
RETRY_PAUSES = (0.2, 0.6)  # seconds before each retry: within Discord's 3 s answer
# A new connection not made in this long counts as a lost server (asyncpg's own connect
# timeout, so a borrowed connection costs no timer of its own on every transaction).
CONNECT_SECONDS = 2.0


def redact(url: str) -> str:
    """The URL without its password, for messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port:
        host += f":{parts.port}"
    user = f"{parts.username}@" if parts.username else ""
    return parts._replace(netloc=user + host).geturl()


class PostgresDatabase:
    """A PostgreSQL database: the pool, this process's owner key, and transactions run on
    pooled connections (:meth:`run`). Open with :meth:`open`."""

    dialect = POSTGRES

    def __init__(self, pool: asyncpg.Pool, url: str, owner: Owner, pool_size: int) -> None:
        self._pool: asyncpg.Pool | None = pool
        self.url = url
        self.path = redact(url)
        self.owner = owner
        self.pool_size = pool_size
        self._down_since: float | None = None  # when the current outage began (monotonic)
        self.observe: Observer | None = None  # see storage.sql.Database.observe

    # --- life cycle ----------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        min_size: int = 0,
        max_size: int = 10,
        open_wait_ms: int = 10_000,
        migrations: Sequence[Migration] | None = None,
    ) -> Self:
        """Connect, bring the schema to the latest migration and take an owner key.

        Raises :class:`~storage.base.StorageUnavailable` (one sentence: what, which server,
        what to do) when the server cannot serve as the database; connecting is given at
        most ``open_wait_ms``. The pool keeps no floor of idle connections (``min_size``
        0): during an outage it would try to restore one in the background, for nothing.
        ``migrations`` defaults to the files in
        ``storage/postgres_migrations`` (tests pass others).
        """
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
        assert pool is not None
        try:
            await _migrate(pool, where, load_migrations(MIGRATIONS_DIR)
                           if migrations is None else migrations)
            owner = await Owner.take(url)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, url, owner, max_size)

    async def close(self) -> None:
        """Close the pool (waiting for borrowed connections) and give up the owner key."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()
            await self.owner.close()

    async def schema_version(self) -> int:
        """The highest applied migration number."""
        return int(await self.run(lambda tx: tx.fetchval(
            "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"), write=False))

    # --- running transactions ------------------------------------------------------------

    def _conn_pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise StorageError("the store is closed")
        return self._pool

    async def run(self, work: Work[T], *, write: bool = True, durable: bool = True,
                  consistent: bool = False) -> T:
        """Run ``work`` on a pooled connection: one ``READ COMMITTED`` transaction
        (``write``), a ``REPEATABLE READ, READ ONLY`` one (``consistent``), or plain reads.
        Every commit is durable (``durable`` is SQLite's concern).

        A server that cannot be reached (restarting, too many clients, a connection lost)
        is an ordinary event: a read is tried again after a short pause, at most
        :data:`READ_RETRIES` times (none once the outage is known, so every command still
        answers within Discord's 3 seconds), and then, like a write (never repeated: it may not be
        known whether it committed), fails with
        :class:`~storage.base.DatabaseUnavailable`. The outage is logged once when it begins
        and once when the server answers again, never once per call. Other database errors
        become :class:`~storage.base.StorageError`."""
        if self.observe is None:
            return await self._run(work, write=write, consistent=consistent)
        started = time.perf_counter()
        try:
            return await self._run(work, write=write, consistent=consistent)
        finally:
            self.observe("write" if write else "read", time.perf_counter() - started)

    async def _run(self, work: Work[T], *, write: bool, consistent: bool) -> T:
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
            self._answered()
            return result
        raise AssertionError("unreachable")  # pragma: no cover

    async def _run_once(self, work: Work[T], *, write: bool, consistent: bool) -> T:
        async with self._conn_pool().acquire() as db:
            tx = PostgresTx(db)
            if write:
                async with db.transaction():
                    return await work(tx)
            if consistent:
                async with db.transaction(isolation="repeatable_read", readonly=True):
                    return await work(tx)
            return await work(tx)

    def _lost(self, error: BaseException) -> DatabaseUnavailable:
        """The sentence for an unreachable server, logged when an outage begins."""
        sentence = lost_sentence(self.path, error, self.pool_size)
        if self._down_since is None:
            self._down_since = time.monotonic()
            log.warning("%s", sentence)
        return DatabaseUnavailable(sentence)

    def _answered(self) -> None:
        if self._down_since is not None:
            log.warning("the PostgreSQL database %s answers again, after %.0f s", self.path,
                        time.monotonic() - self._down_since)
            self._down_since = None

    async def owner_key(self) -> int:
        """This process's owner key for a claim. If the owner's connection was lost (the
        server restarted, the network broke), its lock is gone and others would take this
        process's claims at once: a new key is taken first."""
        if not self.owner.held:
            try:
                self.owner = await Owner.take(self.url)
            except LOST_CONNECTION as error:
                raise self._lost(error) from error
            except DatabaseErrors as error:
                raise StorageError(f"database error: {error}") from error
            log.warning("the owner key's connection was lost; now owner %d", self.owner.key)
        return self.owner.key


@contextmanager
def _constraints() -> Iterator[None]:
    """A broken constraint as the dialect layer names it, whatever the statement."""
    try:
        yield
    except asyncpg.UniqueViolationError as error:
        raise UniqueViolation(str(error)) from error
    except asyncpg.ForeignKeyViolationError as error:
        raise ForeignKeyViolation(str(error)) from error


class PostgresTx:
    """A transaction (or, for reads, a connection) of asyncpg under :class:`~storage.sql.Tx`."""

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

    async def fetchval(self, sql: str, *args: Any) -> Any:
        with _constraints():
            return await self._db.fetchval(sql, *args)

    async def lock(self, key: int) -> None:
        await self._db.execute("SELECT pg_advisory_xact_lock($1)", key)

    async def copy_rows(self, table: str, columns: Sequence[str],
                        rows: Sequence[Sequence[Any]]) -> None:
        """Bulk-load rows with ``COPY`` (moving a SQLite database here: :mod:`storage.migrate`)."""
        await self._db.copy_records_to_table(table, records=rows, columns=list(columns))


async def _migrate(pool: asyncpg.Pool, where: str, migrations: Sequence[Migration]) -> None:
    """Apply the missing migrations, each in its own transaction under the migration lock."""
    latest = migrations[-1].version if migrations else 0
    async with pool.acquire() as db:
        for migration in [None, *migrations]:
            try:
                async with db.transaction():
                    await db.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
                    await db.execute(
                        "CREATE TABLE IF NOT EXISTS schema_migrations ("
                        " version integer PRIMARY KEY, name text NOT NULL,"
                        " applied_at timestamptz NOT NULL DEFAULT now())")
                    current = int(await db.fetchval(
                        "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))
                    if current > latest:
                        raise newer_schema(where, current, latest)
                    if migration is None or migration.version <= current:
                        continue
                    await db.execute(migration.sql)
                    await db.execute("INSERT INTO schema_migrations (version, name) "
                                     "VALUES ($1, $2)", migration.version, migration.name)
            except StorageUnavailable:
                raise
            except DatabaseErrors as error:
                if migration is None or isinstance(error, OSError | asyncpg.InterfaceError):
                    raise unreachable(where, error) from error
                raise StorageUnavailable(
                    f"Migration {migration.version:04d}_{migration.name} failed on the "
                    f"PostgreSQL database {where} ({error}); nothing of it was applied. "
                    "Restore the database from a backup or report the error.", where
                ) from error
            else:
                if migration is not None and migration.version > current:
                    log.info("applied migration %04d_%s", migration.version, migration.name)


def newer_schema(where: str, current: int, latest: int) -> StorageUnavailable:
    return StorageUnavailable(
        f"The PostgreSQL database {where} has schema version {current}, newer than this "
        f"Starpost knows ({latest}); upgrade Starpost to run it.", where)


def unreachable(where: str, error: BaseException) -> StorageUnavailable:
    """One sentence for a server that cannot be used, by what went wrong."""
    if isinstance(error, asyncpg.InvalidPasswordError
                  | asyncpg.InvalidAuthorizationSpecificationError):
        what = "refused the login"
        fix = "check the user and password in DATABASE_URL"
    elif isinstance(error, asyncpg.InvalidCatalogNameError):
        what = "has no such database"
        fix = "create it (createdb) or correct the database name in DATABASE_URL"
    elif isinstance(error, asyncpg.TooManyConnectionsError):
        what = "refused a connection: it has too many clients already"
        fix = ("raise max_connections on the server, or lower DATABASE_POOL_SIZE so that "
               "every process's pool fits within it")
    elif isinstance(error, TimeoutError):
        what = "did not answer in time"
        fix = "check that the server is running and reachable"
    elif isinstance(error, ValueError):
        what = "cannot be used: DATABASE_URL is not a valid postgresql:// URL"
        fix = "write it as postgresql://user:password@host:5432/database"
    else:
        what = "cannot be reached"
        fix = "check that the server is running and that DATABASE_URL names it"
    reason = str(error).strip().rstrip(".") or type(error).__name__
    return StorageUnavailable(f"The PostgreSQL database {where} {what} ({reason}); {fix}, "
                              "then start again.", where)


def lost_sentence(where: str, error: BaseException, pool_size: int) -> str:
    """One sentence for an operator when the server stops answering while the bot runs."""
    if isinstance(error, asyncpg.TooManyConnectionsError):
        return (f"The PostgreSQL database {where} refused a connection: too many clients "
                f"(max_connections). Raise max_connections on the server or lower "
                f"DATABASE_POOL_SIZE (now {pool_size} per process); commands are refused "
                "meanwhile.")
    reason = str(error).strip().rstrip(".") or type(error).__name__
    return (f"The PostgreSQL database {where} cannot be reached ({reason}); commands are "
            "refused until it answers again, and play resumes by itself then.")
