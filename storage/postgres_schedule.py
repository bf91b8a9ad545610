"""The schedule of the PostgreSQL store: timed events (reminders, time-outs) per game and
ply, with the contract of :mod:`storage.sqlite_schedule`."""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from storage.base import ScheduleRow
from storage.postgres_connection import PostgresConnection

__all__ = ["PostgresSchedule"]

_COLUMNS = "id, game_id, ply, kind, due_at, done_at"


def _row(r: asyncpg.Record) -> ScheduleRow:
    return ScheduleRow(r["id"], r["game_id"], r["ply"], r["kind"], r["due_at"], r["done_at"])


class PostgresSchedule(PostgresConnection):
    """Writing, reading and completing scheduled entries."""

    async def replace_schedule(self, game_id: int, ply: int,
                               entries: Sequence[tuple[str, int]]) -> None:
        async with self._write() as db:
            await db.execute("DELETE FROM schedule WHERE game_id = $1 AND done_at IS NULL",
                             game_id)
            await db.executemany(
                "INSERT INTO schedule (game_id, ply, kind, due_at) VALUES ($1, $2, $3, $4)",
                [(game_id, ply, kind, due) for kind, due in entries])

    async def pending_schedule(self, game_id: int | None = None) -> list[ScheduleRow]:
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {_COLUMNS} FROM schedule WHERE done_at IS NULL "
                "AND ($1::bigint IS NULL OR game_id = $1) ORDER BY due_at, id", game_id)
        return [_row(r) for r in rows]

    async def due_schedule(self, now: int) -> list[ScheduleRow]:
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {_COLUMNS} FROM schedule WHERE done_at IS NULL AND due_at <= $1 "
                "ORDER BY game_id, due_at, id", now)
        return [_row(r) for r in rows]

    async def mark_schedule_done(self, ids: Sequence[int], *, now: int) -> None:
        async with self._write() as db:
            await db.execute("UPDATE schedule SET done_at = $1 WHERE id = ANY($2::bigint[])",
                             now, list(ids))

    async def next_due(self) -> int | None:
        async with self._read() as db:
            due = await db.fetchval("SELECT MIN(due_at) FROM schedule WHERE done_at IS NULL")
        return None if due is None else int(due)
