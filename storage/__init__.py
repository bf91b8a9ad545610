"""Starpost's storage layer: the :class:`GameStore` interface and its SQLite backend.

The application service depends only on :class:`storage.base.GameStore` and the rows and
errors in :mod:`storage.base`; :func:`open_store` picks the backend.
"""

from __future__ import annotations

import os

from storage.base import (
    OPEN_STATUSES,
    STALE_GAME_MESSAGE,
    AuditRow,
    ChannelBusy,
    GameNotFound,
    GameRow,
    GameStatus,
    GameStore,
    LobbyFull,
    MoveRow,
    NewMove,
    NewPost,
    OutboxRow,
    ResultRow,
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

__all__ = [
    "OPEN_STATUSES",
    "STALE_GAME_MESSAGE",
    "AuditRow",
    "ChannelBusy",
    "GameNotFound",
    "GameRow",
    "GameStatus",
    "GameStore",
    "LobbyFull",
    "MoveRow",
    "NewMove",
    "NewPost",
    "OutboxRow",
    "ResultRow",
    "SeatNotFound",
    "SeatRow",
    "SeatSpec",
    "SeatTaken",
    "Snapshot",
    "SqliteStore",
    "StaleGame",
    "StorageError",
    "StorageUnavailable",
    "open_store",
]


async def open_store(
    path: str | os.PathLike[str], *, busy_timeout_ms: int = 10_000, snapshot_every: int = 25
) -> GameStore:
    """Open the configured backend; today always SQLite at ``path``."""
    return await SqliteStore.open(
        path, busy_timeout_ms=busy_timeout_ms, snapshot_every=snapshot_every
    )
