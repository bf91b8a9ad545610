"""The schedule of the PostgreSQL store: timed events (reminders, time-outs) per game and
ply, with the contract of :mod:`storage.sqlite_schedule`.

Every bot process runs a scheduler, so :meth:`PostgresSchedule.due_schedule` *claims* what
it returns: entries are handed to one process at a time (claimers take turns under an
advisory lock, so a game's due entries are never split between two), for a lease, and a
claim whose owner's session has ended (:mod:`storage.postgres_owner`) is free at once. The
caller marks them done as before; a reminder due once is therefore handled by one process.
"""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from storage.base import ScheduleRow
from storage.postgres_connection import PostgresConnection
from storage.postgres_owner import ALIVE_OWNERS

__all__ = ["CLAIM_LEASE", "PostgresSchedule"]

SCHEDULE_LOCK = 0x5354_5053_4348  # advisory lock key of the claiming statement ("STPSCH")
CLAIM_LEASE = 300  # seconds a process holds due entries it has not marked done

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
        """Pending entries due at ``now`` or earlier that no living process holds, claimed
        for this one, grouped by game, oldest first."""
        owner = await self._owner_key()
        async with self._write() as db:
            await db.execute("SELECT pg_advisory_xact_lock($1)", SCHEDULE_LOCK)
            rows = await db.fetch(
                "UPDATE schedule SET claimed_until = $2, claimed_by = $3 WHERE id IN ("
                " SELECT s.id FROM schedule s WHERE s.done_at IS NULL AND s.due_at <= $1"
                "  AND NOT (s.claimed_until IS NOT NULL AND s.claimed_until > $1"
                f"   AND s.claimed_by IN ({ALIVE_OWNERS}))"
                f") RETURNING {_COLUMNS}", now, now + CLAIM_LEASE, owner)
        return sorted((_row(r) for r in rows), key=lambda r: (r.game_id, r.due_at, r.id))

    async def mark_schedule_done(self, ids: Sequence[int], *, now: int) -> None:
        async with self._write() as db:
            await db.execute("UPDATE schedule SET done_at = $1 WHERE id = ANY($2::bigint[])",
                             now, list(ids))

    async def next_due(self) -> int | None:
        async with self._read() as db:
            due = await db.fetchval("SELECT MIN(due_at) FROM schedule WHERE done_at IS NULL")
        return None if due is None else int(due)
