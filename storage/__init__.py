"""Starpost's storage: :class:`GameStore` and the values and errors of :mod:`storage.base`
(``docs/storage.md``). :func:`open_store` opens SQLite for a file, PostgreSQL (whose driver
is imported only then) for a ``postgresql://`` URL.
"""

from __future__ import annotations

import os

from storage import base
from storage.base import *  # noqa: F403 (the values and errors, as base.__all__ lists them)
from storage.sqlite import SqliteStore
from storage.store import GameStore

__all__ = [*base.__all__, "GameStore", "SqliteStore", "open_store"]


async def open_store(
    location: str | os.PathLike[str], *, busy_timeout_ms: int = 10_000,
    snapshot_every: int = 25, pool_size: int = 10
) -> GameStore:
    """Open the database ``location`` names (at most ``pool_size`` PostgreSQL connections)."""
    if isinstance(location, str) and location.startswith(("postgresql://", "postgres://")):
        from storage.postgres import PostgresStore

        return await PostgresStore.open(location, snapshot_every=snapshot_every,
                                        max_size=pool_size)
    return await SqliteStore.open(
        location, busy_timeout_ms=busy_timeout_ms, snapshot_every=snapshot_every
    )
