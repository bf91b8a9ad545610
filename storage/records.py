"""What every record module (a mixin on :class:`Records`) stands on: the open database,
and the game checks that transactions begin with.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from typing import Any, Self

from storage.base import GameNotFound, GameRow, GameStatus, OutboxRow, StaleGame, StorageError
from storage.rows import GAME_COLUMNS, game_row
from storage.sql import Database, Row, Tx

__all__ = ["Records", "fetch_game", "require_status", "stale_or_missing"]


async def fetch_game(tx: Tx, game_id: int, *, lock: bool = False) -> GameRow:
    """The game's row; ``lock`` holds it until the transaction ends (PostgreSQL)."""
    sql = f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1"
    row = await tx.fetchrow(sql + (tx.dialect.for_update if lock else ""), game_id)
    if row is None:
        raise GameNotFound(game_id)
    return game_row(row)


async def require_status(tx: Tx, game_id: int, allowed: Iterable[GameStatus]) -> GameRow:
    """The game, locked, or :class:`StaleGame` when its status does not fit the action."""
    game = await fetch_game(tx, game_id, lock=True)
    if game.status not in set(allowed):
        raise StaleGame(game_id)
    return game


async def stale_or_missing(tx: Tx, game_id: int) -> StorageError:
    """Why a guarded write matched no row: the game moved on, or there is no such game."""
    if await tx.fetchval("SELECT 1 FROM games WHERE id = $1", game_id) is None:
        return GameNotFound(game_id)
    return StaleGame(game_id)


class Records:
    """The open database and what the store keeps in memory beside it."""

    def __init__(self, db: Database, snapshot_every: int = 25) -> None:
        self.db = db
        self.snapshot_every = snapshot_every
        #: This process is the database's only one (SQLite): dead claims are released at
        #: start-up, settings served from memory. A test may clear it.
        self.single_process = not db.dialect.shared
        # Posts changes claimed for this process, by game, until taken (Outbox.take_claimed).
        self._claimed: dict[int, list[OutboxRow]] = {}
        # Guild settings as stored, least recently used first (storage.settings).
        self._cached_settings: OrderedDict[int, dict[str, str]] = OrderedDict()

    async def _select(self, sql: str, args: Sequence[Any] = (), *narrow: tuple[str, Any],
                      then: str = "", game: int | None = None) -> list[Row]:
        """Read ``sql`` (with ``args``), narrowed by ``AND condition $n`` for each
        ``(condition, value)`` whose value is not None, then ``then`` (ORDER BY...); no row
        of ``game``, if given, is :class:`GameNotFound` when there is no such game."""
        values = list(args)
        for condition, value in narrow:
            if value is not None:
                values.append(value)
                sql += f" AND {condition} ${len(values)}"

        async def read(tx: Tx) -> list[Row]:
            rows = await tx.fetch(sql + then, *values)
            if not rows and game is not None:
                await fetch_game(tx, game)
            return rows

        return await self.db.run(read, write=False)

    @property
    def path(self) -> str:
        return self.db.path

    async def schema_version(self) -> int:
        return await self.db.schema_version()

    async def close(self) -> None:
        """Close the database (idempotent)."""
        await self.db.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()
