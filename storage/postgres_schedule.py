"""The schedule of the PostgreSQL store: each awaited seat's decision (``clocks``) and the
timed points of each decision (``schedule``), with the contract of
:mod:`storage.sqlite_schedule` (see migration 0004).

Every bot process runs a scheduler, so :meth:`PostgresSchedule.claim_schedule` hands each due
point to one process at a time: claimers take turns under an advisory lock, so a game's due
points are never split between two, for a lease, and a claim whose owner's session has ended
(:mod:`storage.postgres_owner`) is free at once. Writing a schedule locks the game's row
first, so it waits for a move of that game in another process and then sees its version.
"""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from storage.base import GameStatus, Replan, ScheduleEntry, ScheduleRow, SeatWait
from storage.postgres_connection import PostgresConnection
from storage.postgres_owner import ALIVE_OWNERS

__all__ = ["CLAIM_LEASE", "PostgresSchedule", "write_plan", "write_schedule"]

SCHEDULE_LOCK = 0x5354_5053_4348  # advisory lock key of the claiming statement ("STPSCH")
CLAIM_LEASE = 300  # seconds a process holds due points it has not marked done

_COLUMNS = ("id, game_id, ply, seat, since_at, kind, lead, due_at, claimed_until, attempts, "
            "done_at")


def _row(r: asyncpg.Record) -> ScheduleRow:
    return ScheduleRow(r["id"], r["game_id"], r["ply"], r["kind"], r["due_at"], r["done_at"],
                       seat=r["seat"], since=r["since_at"], lead=r["lead"],
                       claimed_until=r["claimed_until"], attempts=r["attempts"])


async def write_schedule(db: asyncpg.Connection, game_id: int,
                         entries: Sequence[ScheduleEntry]) -> None:
    """Make ``entries`` the game's schedule (inside the caller's transaction)."""
    waits = sorted({(e.seat, e.ply, e.since) for e in entries if e.kind == "deadline"})
    await db.execute("DELETE FROM clocks WHERE game_id = $1", game_id)
    await db.executemany(
        "INSERT INTO clocks (game_id, seat, ply, since_at) VALUES ($1, $2, $3, $4)",
        [(game_id, seat, ply, since) for seat, ply, since in waits])
    wanted = {(e.seat, e.ply, e.since, e.kind, e.lead) for e in entries}
    pending = await db.fetch(
        "SELECT id, seat, ply, since_at, kind, lead FROM schedule "
        "WHERE game_id = $1 AND done_at IS NULL", game_id)
    gone = [r["id"] for r in pending
            if (r["seat"], r["ply"], r["since_at"], r["kind"], r["lead"]) not in wanted]
    if gone:
        await db.execute("DELETE FROM schedule WHERE id = ANY($1::bigint[])", gone)
    await db.executemany(
        "INSERT INTO schedule (game_id, ply, seat, since_at, kind, lead, due_at) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7) "
        "ON CONFLICT (game_id, ply, COALESCE(seat, -1), since_at, kind, lead) "
        "DO UPDATE SET due_at = excluded.due_at "
        "WHERE schedule.done_at IS NULL AND schedule.due_at <> excluded.due_at",
        [(game_id, e.ply, e.seat, e.since, e.kind, e.lead, e.due_at) for e in entries])


async def write_plan(db: asyncpg.Connection, game_id: int, plan: Replan) -> bool:
    """Write a change's :class:`~storage.base.Replan` in the change's transaction (the
    contract of :func:`storage.sqlite_schedule.write_plan`); the game's row is locked."""
    game = await db.fetchrow("SELECT status, version FROM games WHERE id = $1 FOR UPDATE",
                             game_id)
    if game is None:
        return False
    if game["status"] != GameStatus.ACTIVE.value:
        await write_schedule(db, game_id, [])
        return True
    if game["version"] != plan.version:
        return False
    await write_schedule(db, game_id, plan.entries)
    return True


class PostgresSchedule(PostgresConnection):
    """Writing, claiming and completing scheduled points."""

    async def replace_schedule(self, game_id: int, version: int,
                               entries: Sequence[ScheduleEntry]) -> bool:
        async with self._write() as db:
            game = await self._fetch_game(db, game_id, lock=True)
            if game.status != GameStatus.ACTIVE:
                await write_schedule(db, game_id, [])
                return not entries
            if game.version != version:
                return False
            await write_schedule(db, game_id, entries)
        return True

    async def seat_waits(self, game_id: int) -> list[SeatWait]:
        async with self._read() as db:
            rows = await db.fetch(
                "SELECT seat, ply, since_at FROM clocks WHERE game_id = $1 ORDER BY seat",
                game_id)
        return [SeatWait(r["seat"], r["ply"], r["since_at"]) for r in rows]

    async def pending_schedule(self, game_id: int | None = None) -> list[ScheduleRow]:
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {_COLUMNS} FROM schedule WHERE done_at IS NULL "
                "AND ($1::bigint IS NULL OR game_id = $1) ORDER BY due_at, id", game_id)
        return [_row(r) for r in rows]

    async def claim_schedule(self, *, now: int, lease: int, limit: int = 50
                             ) -> list[ScheduleRow]:
        """Due points that no living process holds, claimed for this one: every due point of
        up to ``limit`` games, a game's points together."""
        owner = await self._owner_key()
        free = ("{p}.done_at IS NULL AND {p}.due_at <= $1 AND NOT ({p}.claimed_until IS NOT "
                "NULL AND {p}.claimed_until > $1 AND {p}.claimed_by IN (" + ALIVE_OWNERS + "))")
        async with self._write() as db:
            await db.execute("SELECT pg_advisory_xact_lock($1)", SCHEDULE_LOCK)
            rows = await db.fetch(
                "UPDATE schedule SET claimed_until = $2, claimed_by = $3, "
                "attempts = attempts + 1 WHERE id IN ("
                " SELECT s.id FROM schedule s WHERE " + free.format(p="s") +
                "  AND s.game_id IN (SELECT g.game_id FROM schedule g WHERE " +
                free.format(p="g") + " GROUP BY g.game_id ORDER BY g.game_id LIMIT $4)"
                f") RETURNING {_COLUMNS}", now, now + lease, owner, limit)
        return sorted((_row(r) for r in rows), key=lambda r: (r.game_id, r.due_at, r.id))

    async def finish_schedule(self, ids: Sequence[int], *, now: int) -> None:
        if not ids:
            return
        async with self._write() as db:
            await db.execute(
                "UPDATE schedule SET done_at = $1, claimed_until = NULL, claimed_by = NULL "
                "WHERE id = ANY($2::bigint[]) AND done_at IS NULL AND claimed_until IS NOT NULL",
                now, list(ids))

    async def release_schedule(self, ids: Sequence[int]) -> None:
        if not ids:
            return
        async with self._write() as db:
            await db.execute(
                "UPDATE schedule SET claimed_until = NULL, claimed_by = NULL "
                "WHERE id = ANY($1::bigint[]) AND done_at IS NULL", list(ids))

    async def release_schedule_claims(self) -> None:
        """Several processes share this database: a claim is freed by its owner's end, never
        by another process starting (which could not tell a live claim from a dead one)."""

    async def next_due(self) -> int | None:
        async with self._read() as db:
            due = await db.fetchval(
                "SELECT MIN(GREATEST(due_at, COALESCE(claimed_until, 0))) FROM schedule "
                "WHERE done_at IS NULL")
        return None if due is None else int(due)
