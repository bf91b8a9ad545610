"""Starpost's storage layer: the :class:`GameStore` interface and its two backends.

The application service depends only on :class:`storage.store.GameStore` and the rows and
errors in :mod:`storage.base`. The store is written once (:mod:`storage.store`) over a thin
dialect layer (:mod:`storage.sql`); :func:`open_store` picks the database: SQLite for a file
(the embedded default, one bot process), PostgreSQL for a ``postgresql://`` URL (several
sharded processes sharing one database). The PostgreSQL backend is imported only when
asked for, so a SQLite deployment never loads its driver.
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
    """Open the database ``location`` names: a ``postgresql://`` URL opens
    :class:`storage.postgres.PostgresStore` (with at most ``pool_size`` connections),
    anything else is a SQLite file."""
    if isinstance(location, str) and location.startswith(("postgresql://", "postgres://")):
        from storage.postgres import PostgresStore

        return await PostgresStore.open(location, snapshot_every=snapshot_every,
                                        max_size=pool_size)
    return await SqliteStore.open(
        location, busy_timeout_ms=busy_timeout_ms, snapshot_every=snapshot_every
    )
