"""The connection of the PostgreSQL store: the pool, transactions, migrations and the
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

The other ``postgres_*`` modules are mixins on :class:`PostgresConnection`, one per kind of
record; :class:`storage.postgres.PostgresStore` composes them.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from types import TracebackType
from typing import Self
from urllib.parse import urlsplit

import asyncpg

from storage.base import (
    GameNotFound,
    GameRow,
    GameStatus,
    StaleGame,
    StorageError,
    StorageUnavailable,
)
from storage.postgres_owner import Owner
from storage.postgres_rows import GAME_COLUMNS, game_row
from storage.sqlite_schema import Migration, load_migrations

__all__ = ["MIGRATIONS_DIR", "DatabaseErrors", "PostgresConnection", "redact"]

log = logging.getLogger("storage.postgres")

MIGRATIONS_DIR = Path(__file__).with_name("postgres_migrations")
MIGRATION_LOCK = 0x5354_5031  # advisory lock key held while migrating ("STP1")

# What the driver raises for a failed statement or a lost connection.
DatabaseErrors = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError)


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


class PostgresConnection:
    """The pool, the owner key and the transaction helpers every part of the store uses.
    Open with :meth:`open`."""

    # Several processes may share the database: leases are waited out (or freed when their
    # owner's session ends), never released wholesale at start-up.
    single_process = False

    def __init__(self, pool: asyncpg.Pool, url: str, snapshot_every: int, owner: Owner) -> None:
        self._pool: asyncpg.Pool | None = pool
        self.url = url
        self.path = redact(url)
        self.snapshot_every = snapshot_every
        self.owner = owner

    # --- life cycle ----------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        snapshot_every: int = 25,
        min_size: int = 1,
        max_size: int = 10,
        open_wait_ms: int = 10_000,
        migrations: Sequence[Migration] | None = None,
    ) -> Self:
        """Connect, bring the schema to the latest migration and take an owner key.

        Raises :class:`~storage.base.StorageUnavailable` (one sentence: what, which server,
        what to do) when the server cannot serve as the database; connecting is given at
        most ``open_wait_ms``. ``migrations`` defaults to the files in
        ``storage/postgres_migrations`` (tests pass others).
        """
        if snapshot_every < 0:
            raise ValueError("snapshot_every must be 0 or more")
        where = redact(url)
        try:
            pool = await asyncio.wait_for(
                asyncpg.create_pool(url, min_size=min_size, max_size=max_size,
                                    server_settings={"application_name": "starpost"}),
                open_wait_ms / 1000)
        except (*DatabaseErrors, TimeoutError, ValueError) as error:
            raise unreachable(where, error) from error
        assert pool is not None
        try:
            await _migrate(pool, where, load_migrations(MIGRATIONS_DIR)
                           if migrations is None else migrations)
            owner = await Owner.take(url)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, url, snapshot_every, owner)

    async def close(self) -> None:
        """Close the pool (waiting for borrowed connections) and give up the owner key."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()
            await self.owner.close()

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
        """The highest applied migration number."""
        async with self._read() as db:
            return int(await db.fetchval("SELECT COALESCE(MAX(version), 0) "
                                         "FROM schema_migrations"))

    # --- plumbing ------------------------------------------------------------------------

    def _conn_pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise StorageError("the store is closed")
        return self._pool

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[asyncpg.Connection]:
        """One write transaction; any exception rolls it back whole."""
        async with self._conn_pool().acquire() as db:
            try:
                async with db.transaction():
                    yield db
            except DatabaseErrors as error:
                raise StorageError(f"database error: {error}") from error

    @asynccontextmanager
    async def _read(self, consistent: bool = False) -> AsyncIterator[asyncpg.Connection]:
        """A connection for reads; ``consistent`` puts several SELECTs in one snapshot."""
        async with self._conn_pool().acquire() as db:
            try:
                if consistent:
                    async with db.transaction(isolation="repeatable_read", readonly=True):
                        yield db
                else:
                    yield db
            except DatabaseErrors as error:
                raise StorageError(f"database error: {error}") from error

    async def _owner_key(self) -> int:
        """This process's owner key for a claim. If the owner's connection was lost (the
        server restarted, the network broke), its lock is gone and others would take this
        process's claims at once: a new key is taken first."""
        if not self.owner.held:
            try:
                self.owner = await Owner.take(self.url)
            except DatabaseErrors as error:
                raise StorageError(f"database error: {error}") from error
            log.warning("the owner key's connection was lost; now owner %d", self.owner.key)
        return self.owner.key

    @staticmethod
    async def _fetch_game(db: asyncpg.Connection, game_id: int, *,
                          lock: bool = False) -> GameRow:
        """The game's row; ``lock`` holds its row lock until the transaction ends, so seat
        and status changes of one game are made one after another across processes."""
        sql = f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1"
        row = await db.fetchrow(sql + (" FOR UPDATE" if lock else ""), game_id)
        if row is None:
            raise GameNotFound(game_id)
        return game_row(row)

    @staticmethod
    async def _require_status(
        db: asyncpg.Connection, game_id: int, allowed: Iterable[GameStatus]
    ) -> GameRow:
        """The game, locked, or StaleGame when it is in a status this action does not fit."""
        game = await PostgresConnection._fetch_game(db, game_id, lock=True)
        if game.status not in set(allowed):
            raise StaleGame(game_id)
        return game

    @staticmethod
    async def _stale_or_missing(db: asyncpg.Connection, game_id: int) -> StorageError:
        if await db.fetchval("SELECT 1 FROM games WHERE id = $1", game_id) is None:
            return GameNotFound(game_id)
        return StaleGame(game_id)


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
