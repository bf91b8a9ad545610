"""Moves and snapshots of the PostgreSQL store, and rewinding them.

The same contract as :mod:`storage.sqlite_moves`. The version guard is a conditional
``UPDATE`` of the game's row: a second writer, in this process or another, waits for the
first one's row lock and then finds the version moved on, so it gets
:class:`~storage.base.StaleGame` and writes nothing; the ply in the moves' primary key
backs that up. Snapshots are thinned to ply 0, every N-th ply and the latest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import asyncpg

from storage.base import (
    GameStart,
    GameStatus,
    MoveRow,
    NewAudit,
    NewMove,
    NewPost,
    Replan,
    ResultRow,
    ScheduleEntry,
    SeatChange,
    Snapshot,
    StaleGame,
    StorageError,
)
from storage.postgres_connection import PostgresConnection
from storage.postgres_games import write_start
from storage.postgres_outbox import insert_posts
from storage.postgres_results import write_results
from storage.postgres_rows import MOVE_COLUMNS, check_snapshot, check_start, dumps, move_row
from storage.postgres_schedule import write_plan, write_schedule
from storage.postgres_seats import write_seat_change
from storage.postgres_settings import write_audit, write_settings

__all__ = ["PostgresMoves"]

_INSERT_MOVE = (
    "INSERT INTO moves (game_id, ply, seat, notation, public_text, private_texts, user_id, "
    "kind, created_at, messages) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10::jsonb)"
)


class PostgresMoves(PostgresConnection):
    """Appending, reading and truncating the move list and its snapshots."""

    async def append_moves(
        self,
        game_id: int,
        expected_version: int,
        moves: Sequence[NewMove],
        snapshot_json: str,
        new_status: GameStatus | None = None,
        *,
        results: Sequence[ResultRow] | None = None,
        result_reason: str | None = None,
        now: int | None = None,
        posts: Sequence[NewPost] = (),
        schedule: Sequence[ScheduleEntry] | None = None,
        claim_lease: int | None = None,
        seat_change: SeatChange | None = None,
        start: GameStart | None = None,
        settings: Mapping[str, Any] | None = None,
        audit: NewAudit | None = None,
    ) -> int:
        """Append ``moves`` and the state after the last one, atomically, with the ``posts``
        that announce them, the ``schedule`` they leave (None: unchanged; a game that
        ends loses its pending points), the ``seat_change`` they follow, if any, and the
        game's guild's ``settings`` (what a finished game's players carry to their next) and
        the moderator's ``audit`` that made them;
        :class:`StaleGame` (nothing written) unless the game is active at
        ``expected_version``, or, with ``start``, a lobby this transaction starts
        (:func:`~storage.postgres_games.write_start`).

        ``claim_lease`` is accepted and left alone: here the posts are claimed after the
        commit (:meth:`~storage.postgres_outbox.PostgresOutbox.claim_posts`), since a claim
        takes the claiming lock all processes share, which a move's transaction should not
        hold, and a claim's round trip is small beside the move's own."""
        if not moves:
            raise ValueError("append_moves needs at least one move")
        if expected_version < 0:
            raise ValueError("expected_version must be 0 or more")
        check_snapshot(snapshot_json)
        if start is not None:
            if expected_version != 0:
                raise ValueError("a game starts at version 0")
            check_start(start.seats, start.snapshot_json)
        status = GameStatus(new_status) if new_status is not None else GameStatus.ACTIVE
        if status not in (GameStatus.ACTIVE, GameStatus.FINISHED, GameStatus.ABORTED):
            raise ValueError(f"a move cannot put a game in status {status.value!r}")
        if results and status is not GameStatus.FINISHED:
            raise ValueError("results are stored only when the game finishes")
        stamp = now if now is not None else max(m.created_at for m in moves)
        new_version = expected_version + len(moves)
        ending = status is not GameStatus.ACTIVE
        rows = [
            (game_id, expected_version + offset, m.seat, m.notation, m.public_text,
             dumps({str(k): v for k, v in m.private_texts.items()}), m.user_id, m.kind,
             m.created_at, dumps(m.messages) if m.messages else None)
            for offset, m in enumerate(moves, start=1)
        ]
        async with self._write() as db:
            if start is not None:
                await write_start(db, game_id, start.seats, start.snapshot_json, stamp)
            updated = await db.execute(
                "UPDATE games SET version = $1, status = $2, updated_at = $3, "
                "finished_at = CASE WHEN $4 THEN $3 ELSE finished_at END, "
                "result_reason = CASE WHEN $4 THEN $5 ELSE result_reason END "
                "WHERE id = $6 AND version = $7 AND status = 'active'",
                new_version, status.value, stamp, ending, result_reason, game_id,
                expected_version)
            if updated != "UPDATE 1":
                raise await self._stale_or_missing(db, game_id)
            if seat_change is not None:
                await write_seat_change(db, game_id, seat_change, stamp)
            try:
                await db.executemany(_INSERT_MOVE, rows)
                await db.execute(
                    "INSERT INTO snapshots (game_id, ply, state, created_at) "
                    "VALUES ($1, $2, $3, $4)", game_id, new_version, snapshot_json, stamp)
            except asyncpg.UniqueViolationError as error:
                raise StaleGame(game_id) from error
            if not self._keeps_snapshot(expected_version):
                await db.execute("DELETE FROM snapshots WHERE game_id = $1 AND ply = $2",
                                 game_id, expected_version)
            if results:
                await write_results(db, game_id, results)
            if settings:
                guild = await db.fetchval("SELECT guild_id FROM games WHERE id = $1", game_id)
                await write_settings(db, guild, settings, stamp)
            await insert_posts(db, game_id, posts, stamp)
            await write_audit(db, audit, stamp)
            if schedule is not None or ending:
                await write_schedule(db, game_id, schedule if not ending and schedule else [])
        return new_version

    def _keeps_snapshot(self, ply: int) -> bool:
        """Whether a snapshot stays once a later one exists (ply 0 and every N-th ply)."""
        if ply == 0:
            return True
        return self.snapshot_every > 0 and ply % self.snapshot_every == 0

    async def load_latest(self, game_id: int) -> Snapshot:
        """The state after the last ply; its ``ply`` equals the game's version."""
        async with self._read() as db:
            row = await db.fetchrow(
                "SELECT ply, state FROM snapshots WHERE game_id = $1 ORDER BY ply DESC LIMIT 1",
                game_id)
            if row is None:
                game = await self._fetch_game(db, game_id)
                raise StorageError(f"game {game_id} has no snapshot (status {game.status})")
        return Snapshot(row["ply"], row["state"])

    async def load_snapshot(self, game_id: int, at_most_ply: int) -> Snapshot:
        async with self._read() as db:
            row = await db.fetchrow(
                "SELECT ply, state FROM snapshots WHERE game_id = $1 AND ply <= $2 "
                "ORDER BY ply DESC LIMIT 1", game_id, at_most_ply)
            if row is None:
                await self._fetch_game(db, game_id)
                raise StorageError(f"game {game_id} has no snapshot at or before {at_most_ply}")
        return Snapshot(row["ply"], row["state"])

    async def moves_page(self, game_id: int, offset: int, limit: int) -> list[MoveRow]:
        """Moves in ply order, skipping ``offset`` of them (offset 0 starts at ply 1)."""
        if offset < 0 or limit < 0:
            raise ValueError("offset and limit must be 0 or more")
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = $1 "
                "ORDER BY ply LIMIT $2 OFFSET $3", game_id, limit, offset)
            if not rows:
                await self._fetch_game(db, game_id)
        return [move_row(row) for row in rows]

    async def moves_since(self, game_id: int, after_ply: int) -> list[MoveRow]:
        """Every move with ply > ``after_ply``, in order: what to replay after a snapshot."""
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = $1 AND ply > $2 ORDER BY ply",
                game_id, after_ply)
            if not rows:
                await self._fetch_game(db, game_id)
        return [move_row(row) for row in rows]

    async def count_moves(self, game_id: int) -> int:
        async with self._read() as db:
            count = int(await db.fetchval("SELECT COUNT(*) FROM moves WHERE game_id = $1",
                                          game_id))
            if count == 0:
                await self._fetch_game(db, game_id)
        return count

    async def truncate_to(
        self,
        game_id: int,
        ply: int,
        snapshot_json: str,
        expected_version: int,
        *,
        now: int,
        posts: Sequence[NewPost] = (),
        audit: NewAudit | None = None,
        schedule: Replan | None = None,
    ) -> None:
        """Rewind an active game to ``ply`` (undo, moderator rollback), guarded like a
        move, with its ``posts``, a moderator's ``audit`` and the game's new ``schedule``."""
        check_snapshot(snapshot_json)
        if not 0 <= ply < expected_version:
            raise ValueError(f"cannot rewind to ply {ply} from version {expected_version}")
        if schedule is not None and schedule.version != ply:
            raise ValueError(f"a plan at version {schedule.version} for a cut at ply {ply}")
        async with self._write() as db:
            updated = await db.execute(
                "UPDATE games SET version = $1, updated_at = $2 "
                "WHERE id = $3 AND version = $4 AND status = 'active'",
                ply, now, game_id, expected_version)
            if updated != "UPDATE 1":
                raise await self._stale_or_missing(db, game_id)
            await db.execute("DELETE FROM moves WHERE game_id = $1 AND ply > $2", game_id, ply)
            await db.execute("DELETE FROM snapshots WHERE game_id = $1 AND ply >= $2",
                             game_id, ply)
            await db.execute(
                "INSERT INTO snapshots (game_id, ply, state, created_at) VALUES ($1, $2, $3, $4)",
                game_id, ply, snapshot_json, now)
            await insert_posts(db, game_id, posts, now)
            await write_audit(db, audit, now)
            if schedule is not None:  # the version is ``ply`` now: always written
                await write_plan(db, game_id, schedule)
