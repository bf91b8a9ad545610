"""The schedule: each awaited seat's decision and its reminders and deadline, each point
one row for ever (``docs/storage.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from storage.base import GameStatus, Replan, ScheduleEntry, ScheduleRow, SeatWait
from storage.conduct import write_timeouts
from storage.records import Records
from storage.rows import columns, values
from storage.sql import Dialect, Row, Tx

__all__ = ["CALL", "SCHEDULE_LOCK", "Schedule", "write_plan", "write_schedule"]

#: The lead of a *call*: a reminder no plan makes, due when a player whose post could not
#: ping them (quiet hours) can be pinged again; kept while its decision lasts.
CALL = 0

SCHEDULE_LOCK = 0x5354_5053_4348  # advisory lock key of the claiming statement ("STPSCH")

_COLUMNS = columns(ScheduleRow).replace("since", "since_at AS since")


async def write_schedule(tx: Tx, game_id: int, entries: Sequence[ScheduleEntry]) -> None:
    waits = sorted({(e.seat, e.ply, e.since) for e in entries if e.kind == "deadline"})
    await tx.execute("DELETE FROM clocks WHERE game_id = $1", game_id)
    await tx.executemany(
        "INSERT INTO clocks (game_id, seat, ply, since_at) VALUES ($1, $2, $3, $4)",
        [(game_id, seat, ply, since) for seat, ply, since in waits])
    wanted = {(e.seat, e.ply, e.since, e.kind, e.lead) for e in entries}
    calls = {(seat, ply, since, "reminder", CALL) for seat, ply, since in waits}
    pending = await tx.fetch(
        "SELECT id, seat, ply, since_at, kind, lead FROM schedule "
        "WHERE game_id = $1 AND done_at IS NULL", game_id)
    await tx.executemany(
        "DELETE FROM schedule WHERE id = $1",
        [(r["id"],) for r in pending
         if (key := (r["seat"], r["ply"], r["since_at"], r["kind"], r["lead"])) not in wanted
         and key not in calls])
    # The conflict target must be the unique index's expression exactly as each database's
    # migration wrote it (IFNULL on SQLite, COALESCE on PostgreSQL).
    await tx.executemany(
        "INSERT INTO schedule (game_id, ply, seat, since_at, kind, lead, due_at) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7) "
        f"ON CONFLICT (game_id, ply, {tx.dialect.ifnull}(seat, -1), since_at, kind, lead) "
        "DO UPDATE SET due_at = excluded.due_at "
        "WHERE schedule.done_at IS NULL AND schedule.due_at <> excluded.due_at",
        [(game_id, e.ply, e.seat, e.since, e.kind, e.lead, e.due_at) for e in entries])


async def write_plan(tx: Tx, game_id: int, plan: Replan) -> bool:
    """Write ``plan``, the game's row locked; a game no longer running loses its pending
    points, one that moved on from the plan's version is left alone (False)."""
    game = await tx.fetchrow(
        "SELECT status, version FROM games WHERE id = $1" + tx.dialect.for_update, game_id)
    if game is None:
        return False
    if game["status"] != GameStatus.ACTIVE.value:
        await write_schedule(tx, game_id, [])
        return True
    if game["version"] != plan.version:
        return False
    await write_schedule(tx, game_id, plan.entries)
    return True


def _free(dialect: Dialect, p: str) -> str:
    """SQL: the point ``p`` is pending, due at ``$1`` and held by no claim."""
    return f"{p}.done_at IS NULL AND {p}.due_at <= $1 AND NOT {dialect.held(p, '$1')}"


@lru_cache(maxsize=4)
def _claim_sql(dialect: Dialect) -> str:
    """The claiming statement: ``$1`` now, ``$2`` the lease's end, ``$3`` how many games,
    and on PostgreSQL ``$4`` the claiming process's owner key."""
    owner = ", claimed_by = $4" if dialect.shared else ""
    return (
        f"UPDATE schedule SET claimed_until = $2{owner}, attempts = attempts + 1"
        f" WHERE {_free(dialect, 'schedule')}"
        "  AND game_id IN (SELECT DISTINCT g.game_id FROM schedule g"
        f"   WHERE {_free(dialect, 'g')} ORDER BY g.game_id LIMIT $3)"
        f" RETURNING {_COLUMNS}")


class Schedule(Records):
    async def replace_schedule(self, game_id: int, version: int,
                               entries: Sequence[ScheduleEntry]) -> bool:
        """Make ``entries`` (their deadlines name the awaited seats) the game's schedule at
        ``version``; False, writing nothing, if the game is at another version or gone."""
        return await self.db.run(lambda tx: write_plan(tx, game_id, Replan(version, entries)))

    async def add_calls(self, game_id: int, calls: Sequence[ScheduleEntry]) -> None:
        """Add :data:`CALL` points to decisions still current, each once for ever."""
        await self.db.run(lambda tx: tx.executemany(
            "INSERT INTO schedule (game_id, ply, seat, since_at, kind, lead, due_at) "
            "SELECT $1, $2, $3, $4, 'reminder', $5, $6 WHERE EXISTS (SELECT 1 FROM clocks "
            "WHERE game_id = $1 AND seat = $3 AND ply = $2 AND since_at = $4) "
            f"ON CONFLICT (game_id, ply, {tx.dialect.ifnull}(seat, -1), since_at, kind, lead) "
            "DO NOTHING", [(game_id, c.ply, c.seat, c.since, CALL, c.due_at) for c in calls]))

    async def seat_waits(self, game_id: int) -> list[SeatWait]:
        """The decision each awaited seat of the game is in, as last written."""
        rows = await self._select("SELECT seat, ply, since_at AS since FROM clocks "
                                  "WHERE game_id = $1", (game_id,), then=" ORDER BY seat")
        return [SeatWait(**values(r)) for r in rows]

    async def pending_schedule(self, game_id: int | None = None) -> list[ScheduleRow]:
        rows = await self._select(f"SELECT {_COLUMNS} FROM schedule WHERE done_at IS NULL",
                                  (), ("game_id =", game_id), then=" ORDER BY due_at, id")
        return [ScheduleRow(**values(r)) for r in rows]

    async def claim_schedule(self, *, now: int, lease: int, limit: int = 50
                             ) -> list[ScheduleRow]:
        """Claim every due point no living process holds, of up to ``limit`` games."""
        owner = await self.db.owner_key()

        async def claim(tx: Tx) -> list[Row]:
            # Claimers take turns, as the outbox's do (storage.outbox.claim_rows).
            await tx.lock(SCHEDULE_LOCK)
            return await tx.fetch(_claim_sql(tx.dialect), now, now + lease, limit,
                                  *(() if owner is None else (owner,)))

        rows = await self.db.run(claim)
        points = [ScheduleRow(**values(r)) for r in rows]
        return sorted(points, key=lambda r: (r.game_id, r.due_at, r.id))

    async def finish_schedule(self, ids: Sequence[int], *, now: int,
                              timed_out: Mapping[int, Sequence[int]] | None = None) -> None:
        """Mark points handled, for ever; ``timed_out``: the members each deadline point
        timed out, counted in the same transaction by the call that marks it (so once)."""
        if not ids:
            return
        late = dict(timed_out or {})
        sql = ("UPDATE schedule SET done_at = $1, claimed_until = NULL{unowned} "
               "WHERE id = $2 AND done_at IS NULL AND claimed_until IS NOT NULL")

        async def finish(tx: Tx) -> None:
            marked = sql.format(unowned=tx.dialect.unowned())
            await tx.executemany(marked, [(now, i) for i in ids if i not in late])
            for point in (i for i in ids if i in late):
                game = await tx.fetchval(marked + " RETURNING game_id", now, point)
                if game is not None:
                    await write_timeouts(tx, int(game), late[point], now)

        await self.db.run(finish)

    async def release_schedule(self, ids: Sequence[int], *,
                               not_before: int | None = None) -> None:
        """Give points back untouched; nobody takes them before ``not_before``, if given."""
        if not ids:
            return
        await self.db.run(lambda tx: tx.executemany(
            f"UPDATE schedule SET claimed_until = $2{tx.dialect.unowned()} "
            "WHERE id = $1 AND done_at IS NULL", [(i, not_before) for i in ids]))

    async def release_schedule_claims(self) -> None:
        """Forget every lease at start-up, where this process is the database's only one
        (elsewhere a claim is freed by its owner's end)."""
        if not self.single_process:
            return
        await self.db.run(lambda tx: tx.execute(
            "UPDATE schedule SET claimed_until = NULL "
            "WHERE done_at IS NULL AND claimed_until IS NOT NULL"))

    async def next_due(self) -> int | None:
        """When the next pending point falls due (a claimed one, at its lease's end)."""
        due = await self.db.run(lambda tx: tx.fetchval(
            f"SELECT MIN({tx.dialect.greatest}(due_at, COALESCE(claimed_until, 0))) "
            "FROM schedule WHERE done_at IS NULL"), write=False)
        return None if due is None else int(due)
