"""The store on one SQLite file (the embedded default: one bot process).

The file itself (pragmas, checks, migrations, transactions in one hand-off each) is
:mod:`storage.sqlite_database`; the records are :class:`storage.store.GameStore`'s, shared with
PostgreSQL.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Self

from storage.sqlite_database import SqliteDatabase
from storage.sqlite_schema import MIGRATIONS_DIR, Migration, load_migrations, split_statements
from storage.store import GameStore

__all__ = ["MIGRATIONS_DIR", "Migration", "SqliteStore", "load_migrations", "split_statements"]


class SqliteStore(GameStore):
    """A :class:`~storage.store.GameStore` on one SQLite file. Open with :meth:`open`."""

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
        """Open (creating and migrating if needed) the file; see
        :meth:`SqliteDatabase.open` for what is checked and how a bad file is reported."""
        if snapshot_every < 0:
            raise ValueError("snapshot_every must be 0 or more")
        db = await SqliteDatabase.open(path, busy_timeout_ms=busy_timeout_ms,
                                       open_wait_ms=open_wait_ms, migrations=migrations)
        return cls(db, snapshot_every)
