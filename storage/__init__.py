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

from storage.base import (
    OPEN_STATUSES,
    STALE_GAME_MESSAGE,
    AuditRow,
    Change,
    ChannelBusy,
    Committed,
    DatabaseUnavailable,
    GameNotFound,
    GameRow,
    GameStart,
    GameStatus,
    LobbyFull,
    MoveRow,
    NewAudit,
    NewMove,
    NewPost,
    OutboxRow,
    Replan,
    ResultRow,
    SeatChange,
    SeatNotFound,
    SeatRow,
    SeatSpec,
    SeatTaken,
    Snapshot,
    StaleGame,
    StorageError,
    StorageUnavailable,
)
from storage.sqlite import SqliteStore
from storage.store import GameStore

__all__ = [
    "OPEN_STATUSES",
    "STALE_GAME_MESSAGE",
    "AuditRow",
    "Change",
    "ChannelBusy",
    "Committed",
    "DatabaseUnavailable",
    "GameNotFound",
    "GameRow",
    "GameStart",
    "GameStatus",
    "GameStore",
    "LobbyFull",
    "MoveRow",
    "NewAudit",
    "NewMove",
    "NewPost",
    "OutboxRow",
    "Replan",
    "ResultRow",
    "SeatChange",
    "SeatNotFound",
    "SeatRow",
    "SeatSpec",
    "SeatTaken",
    "Snapshot",
    "SqliteStore",
    "StaleGame",
    "StorageError",
    "StorageUnavailable",
    "is_postgres_url",
    "open_store",
]


def is_postgres_url(location: str | os.PathLike[str]) -> bool:
    """Whether ``location`` names a PostgreSQL server rather than a SQLite file."""
    return isinstance(location, str) and location.startswith(("postgresql://", "postgres://"))


async def open_store(
    location: str | os.PathLike[str], *, busy_timeout_ms: int = 10_000,
    snapshot_every: int = 25, pool_size: int = 10
) -> GameStore:
    """Open the database ``location`` names: a ``postgresql://`` URL opens
    :class:`storage.postgres.PostgresStore` (with at most ``pool_size`` connections),
    anything else is a SQLite file."""
    if is_postgres_url(location):
        from storage.postgres import PostgresStore

        return await PostgresStore.open(str(location), snapshot_every=snapshot_every,
                                        max_size=pool_size)
    return await SqliteStore.open(
        location, busy_timeout_ms=busy_timeout_ms, snapshot_every=snapshot_every
    )
