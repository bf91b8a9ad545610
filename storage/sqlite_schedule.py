"""The schedule of the SQLite store: timed events (reminders, time-outs) per game and ply.

Entries are replaced whenever a game moves on, and marked done rather than deleted, so a
restart picks up exactly the pending ones.
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.base import ScheduleRow
from storage.sqlite_connection import SqliteConnection

__all__ = ["SqliteSchedule"]


class SqliteSchedule(SqliteConnection):
    """Writing, reading and completing scheduled entries."""

    async def replace_schedule(self, game_id: int, ply: int,
                               entries: Sequence[tuple[str, int]]) -> None:
        async with self._write() as db:
            await db.execute("DELETE FROM schedule WHERE game_id = ? AND done_at IS NULL",
                             (game_id,))
            await db.executemany(
                "INSERT INTO schedule (game_id, ply, kind, due_at) VALUES (?, ?, ?, ?)",
                [(game_id, ply, kind, due) for kind, due in entries])

    async def pending_schedule(self, game_id: int | None = None) -> list[ScheduleRow]:
        sql = ("SELECT id, game_id, ply, kind, due_at, done_at FROM schedule "
               "WHERE done_at IS NULL")
        params: tuple[int, ...] = ()
        if game_id is not None:
            sql += " AND game_id = ?"
            params = (game_id,)
        async with self._read() as db:
            rows = list(await db.execute_fetchall(sql + " ORDER BY due_at, id", params))
        return [ScheduleRow(r["id"], r["game_id"], r["ply"], r["kind"], r["due_at"],
                            r["done_at"]) for r in rows]

    async def due_schedule(self, now: int) -> list[ScheduleRow]:
        async with self._read() as db:
            rows = list(await db.execute_fetchall(
                "SELECT id, game_id, ply, kind, due_at, done_at FROM schedule "
                "WHERE done_at IS NULL AND due_at <= ? ORDER BY game_id, due_at, id", (now,)))
        return [ScheduleRow(r["id"], r["game_id"], r["ply"], r["kind"], r["due_at"],
                            r["done_at"]) for r in rows]

    async def mark_schedule_done(self, ids: Sequence[int], *, now: int) -> None:
        async with self._write() as db:
            await db.executemany("UPDATE schedule SET done_at = ? WHERE id = ?",
                                 [(now, i) for i in ids])

    async def next_due(self) -> int | None:
        async with self._read() as db:
            rows = list(await db.execute_fetchall(
                "SELECT MIN(due_at) AS due FROM schedule WHERE done_at IS NULL"))
        return rows[0]["due"] if rows and rows[0]["due"] is not None else None
