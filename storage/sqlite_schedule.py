"""The schedule of the SQLite store: each awaited seat's decision (``clocks``) and the timed
points of each decision (``schedule``: reminders and the deadline), see migration 0004.

:func:`write_schedule` runs inside a transaction: :meth:`SqliteSchedule.replace_schedule`'s
own, or a move's (:meth:`storage.sqlite_moves.SqliteMoves.append_moves`), so a move and the
schedule it causes are stored together. A point is one row for ever: writing a schedule again
inserts the points it does not have, moves the pending ones whose time changed, deletes the
pending points of decisions that are over, and never touches a point already handled, so a
rewrite can never bring back a reminder already sent.

Schedulers take due points with one ``UPDATE ... RETURNING`` that sets a lease: two of them
(in one process or several) can never take the same point.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

import aiosqlite

from storage.base import GameStatus, Replan, ScheduleEntry, ScheduleRow, SeatWait
from storage.sqlite_connection import SqliteConnection, on_thread

__all__ = ["SqliteSchedule", "write_plan", "write_schedule"]

_COLUMNS = ("id, game_id, ply, seat, since_at, kind, lead, due_at, claimed_until, attempts, "
            "done_at")


def _row(r: aiosqlite.Row) -> ScheduleRow:
    return ScheduleRow(r["id"], r["game_id"], r["ply"], r["kind"], r["due_at"], r["done_at"],
                       seat=r["seat"], since=r["since_at"], lead=r["lead"],
                       claimed_until=r["claimed_until"], attempts=r["attempts"])


def write_schedule(db: sqlite3.Connection, game_id: int,
                   entries: Sequence[ScheduleEntry]) -> None:
    """Make ``entries`` the game's schedule (inside the caller's transaction, on the
    database thread: see :func:`storage.sqlite_connection.on_thread`)."""
    waits = {(e.seat, e.ply, e.since) for e in entries if e.kind == "deadline"}
    db.execute("DELETE FROM clocks WHERE game_id = ?", (game_id,))
    db.executemany(
        "INSERT INTO clocks (game_id, seat, ply, since_at) VALUES (?, ?, ?, ?)",
        [(game_id, seat, ply, since) for seat, ply, since in sorted(waits)])
    wanted = {(e.seat, e.ply, e.since, e.kind, e.lead) for e in entries}
    pending = db.execute(
        "SELECT id, seat, ply, since_at, kind, lead FROM schedule "
        "WHERE game_id = ? AND done_at IS NULL", (game_id,)).fetchall()
    gone = [(r["id"],) for r in pending
            if (r["seat"], r["ply"], r["since_at"], r["kind"], r["lead"]) not in wanted]
    db.executemany("DELETE FROM schedule WHERE id = ?", gone)
    db.executemany(
        "INSERT INTO schedule (game_id, ply, seat, since_at, kind, lead, due_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (game_id, ply, IFNULL(seat, -1), since_at, kind, lead) "
        "DO UPDATE SET due_at = excluded.due_at "
        "WHERE schedule.done_at IS NULL AND schedule.due_at <> excluded.due_at",
        [(game_id, e.ply, e.seat, e.since, e.kind, e.lead, e.due_at) for e in entries])


def write_plan(db: sqlite3.Connection, game_id: int, plan: Replan) -> bool:
    """Write a change's :class:`~storage.base.Replan` in the change's transaction: a game no
    longer running loses its pending points; one that moved on from the plan's version is
    left alone (False: its caller plans it again from what is stored)."""
    game = db.execute("SELECT status, version FROM games WHERE id = ?", (game_id,)).fetchone()
    if game is None:
        return False
    if game["status"] != GameStatus.ACTIVE.value:
        write_schedule(db, game_id, [])
        return True
    if game["version"] != plan.version:
        return False
    write_schedule(db, game_id, plan.entries)
    return True


class SqliteSchedule(SqliteConnection):
    """Writing, claiming and completing scheduled points."""

    async def replace_schedule(self, game_id: int, version: int,
                               entries: Sequence[ScheduleEntry]) -> bool:
        async with self._write() as db:
            game = await self._fetch_game(db, game_id)
            if game.status != GameStatus.ACTIVE:
                await on_thread(db, write_schedule, game_id, [])
                return not entries
            if game.version != version:
                return False
            await on_thread(db, write_schedule, game_id, entries)
        return True

    async def seat_waits(self, game_id: int) -> list[SeatWait]:
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT seat, ply, since_at FROM clocks WHERE game_id = ? ORDER BY seat",
                (game_id,))
        return [SeatWait(r["seat"], r["ply"], r["since_at"]) for r in rows]

    async def pending_schedule(self, game_id: int | None = None) -> list[ScheduleRow]:
        sql = f"SELECT {_COLUMNS} FROM schedule WHERE done_at IS NULL"
        params: tuple[int, ...] = ()
        if game_id is not None:
            sql += " AND game_id = ?"
            params = (game_id,)
        async with self._read() as db:
            rows = list(await db.execute_fetchall(sql + " ORDER BY due_at, id", params))
        return [_row(r) for r in rows]

    async def claim_schedule(self, *, now: int, lease: int, limit: int = 50
                             ) -> list[ScheduleRow]:
        async with self._write() as db:
            rows = list(await db.execute_fetchall(
                "UPDATE schedule SET claimed_until = ?, attempts = attempts + 1 "
                "WHERE done_at IS NULL AND due_at <= ? "
                " AND (claimed_until IS NULL OR claimed_until <= ?)"
                " AND game_id IN (SELECT DISTINCT game_id FROM schedule"
                "  WHERE done_at IS NULL AND due_at <= ?"
                "   AND (claimed_until IS NULL OR claimed_until <= ?)"
                "  ORDER BY game_id LIMIT ?)"
                f" RETURNING {_COLUMNS}",
                (now + lease, now, now, now, now, limit)))
        return sorted((_row(r) for r in rows), key=lambda r: (r.game_id, r.due_at, r.id))

    async def finish_schedule(self, ids: Sequence[int], *, now: int) -> None:
        if not ids:
            return
        async with self._write() as db:
            await db.executemany(
                "UPDATE schedule SET done_at = ?, claimed_until = NULL "
                "WHERE id = ? AND done_at IS NULL AND claimed_until IS NOT NULL",
                [(now, i) for i in ids])

    async def release_schedule(self, ids: Sequence[int]) -> None:
        if not ids:
            return
        async with self._write() as db:
            await db.executemany(
                "UPDATE schedule SET claimed_until = NULL WHERE id = ? AND done_at IS NULL",
                [(i,) for i in ids])

    async def release_schedule_claims(self) -> None:
        async with self._write() as db:
            await db.execute("UPDATE schedule SET claimed_until = NULL "
                             "WHERE done_at IS NULL AND claimed_until IS NOT NULL")

    async def next_due(self) -> int | None:
        """When the next pending point falls due (a point being handled counts from the end
        of its lease)."""
        async with self._read() as db:
            rows = list(await db.execute_fetchall(
                "SELECT MIN(MAX(due_at, IFNULL(claimed_until, 0))) AS due FROM schedule "
                "WHERE done_at IS NULL"))
        return rows[0]["due"] if rows and rows[0]["due"] is not None else None
