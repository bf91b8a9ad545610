"""The store on a PostgreSQL database, for several bot processes (shards) sharing it.

The database itself (the pool, migrations, the process's owner key) is
:mod:`storage.postgres_database` and :mod:`storage.postgres_owner`; the records are
:class:`storage.store.GameStore`'s, shared with SQLite. Its migrations are the files in
``storage/postgres_migrations``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from storage.postgres_database import MIGRATIONS_DIR, PostgresDatabase
from storage.sqlite_schema import Migration
from storage.store import GameStore

__all__ = ["MIGRATIONS_DIR", "PostgresStore"]


class PostgresStore(GameStore):
    """A :class:`~storage.store.GameStore` on a PostgreSQL database. Open with :meth:`open`.
    Claims are never released wholesale, since other processes may hold them."""

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        snapshot_every: int = 25,
        min_size: int = 0,
        max_size: int = 10,
        open_wait_ms: int = 10_000,
        migrations: Sequence[Migration] | None = None,
    ) -> Self:
        """Connect, migrate and take an owner key; see :meth:`PostgresDatabase.open`."""
        if snapshot_every < 0:
            raise ValueError("snapshot_every must be 0 or more")
        db = await PostgresDatabase.open(url, min_size=min_size, max_size=max_size,
                                         open_wait_ms=open_wait_ms, migrations=migrations)
        return cls(db, snapshot_every)

