"""Moves and snapshots of the SQLite store, and rewinding them.

A move append is guarded by the game's version so a late writer fails with
:class:`~storage.base.StaleGame`; snapshots are thinned to ply 0, every N-th ply and the
latest, so replays start nearby without the file growing by a full state per move.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from storage.base import (
    GameNotFound,
    GameStart,
    GameStatus,
    MoveRow,
    NewAudit,
    NewMove,
    NewPost,
    OutboxRow,
    Replan,
    ResultRow,
    ScheduleEntry,
    SeatChange,
    Snapshot,
    StaleGame,
    StorageError,
)
from storage.sqlite_connection import SqliteConnection, on_thread
from storage.sqlite_games import write_start
from storage.sqlite_outbox import claim_rows, insert_posts
from storage.sqlite_results import write_results
from storage.sqlite_rows import (
    MOVE_COLUMNS,
    check_snapshot,
    check_start,
    dumps,
    is_unique_violation,
    move_row,
)
from storage.sqlite_schedule import write_plan, write_schedule
from storage.sqlite_seats import write_seat_change
from storage.sqlite_settings import write_audit, write_settings

__all__ = ["SqliteMoves"]


class SqliteMoves(SqliteConnection):
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
        that announce them (the outbox) and the ``schedule`` of the decisions they leave
        awaited (None: leave the schedule alone; a game that ends loses its pending points).
        ``settings`` are the game's guild's, stored with them (what the players of a game
        that ends carry to their next: it is never kept without the end, nor lost with it);
        ``audit``: the moderator's action that made these moves (``/admin skip``).
        ``seat_change`` (a seat handed to the AI, which then played it) is stored with them;
        ``start`` starts the lobby first (:func:`~storage.sqlite_games.write_start`), so a
        game whose AI acts first is started, played and announced in one transaction.

        The version guard (an UPDATE that matches only ``version = expected_version`` and an
        active status) and the ply primary key each make a late writer fail; either way it
        gets :class:`StaleGame` and the transaction is rolled back whole. ``new_status``
        ``finished`` (with ``results``) or ``aborted`` ends the game in the same transaction,
        so a finished game can never lack its last move or its results.

        ``claim_lease`` claims the game's unsent posts (these ``posts`` included) for this
        process in the same transaction, for that many seconds, as
        :meth:`~storage.sqlite_outbox.SqliteOutbox.claim_posts` would; they are handed out
        by :meth:`~storage.sqlite_outbox.SqliteOutbox.take_claimed`.
        """
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
            (
                game_id,
                expected_version + offset,
                m.seat,
                m.notation,
                m.public_text,
                dumps({str(k): v for k, v in m.private_texts.items()}),
                m.user_id,
                m.kind,
                m.created_at,
                dumps(m.messages) if m.messages else None,
            )
            for offset, m in enumerate(moves, start=1)
        ]
        drop = None if self._keeps_snapshot(expected_version) else expected_version
        clear = schedule is not None or ending
        texts = {key: dumps(value) for key, value in (settings or {}).items()}
        guild: list[int] = []

        def append(db: sqlite3.Connection) -> list[OutboxRow]:
            if start is not None:
                write_start(db, game_id, start.seats, start.snapshot_json, stamp)
            cursor = db.execute(
                "UPDATE games SET version = ?, status = ?, updated_at = ?, "
                "finished_at = CASE WHEN ? THEN ? ELSE finished_at END, "
                "result_reason = CASE WHEN ? THEN ? ELSE result_reason END "
                "WHERE id = ? AND version = ? AND status = 'active'",
                (
                    new_version,
                    status.value,
                    stamp,
                    ending,
                    stamp,
                    ending,
                    result_reason,
                    game_id,
                    expected_version,
                ),
            )
            if cursor.rowcount != 1:
                found = db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
                raise StaleGame(game_id) if found else GameNotFound(game_id)
            if seat_change is not None:
                write_seat_change(db, game_id, seat_change, stamp)
            try:
                db.executemany(
                    f"INSERT INTO moves ({MOVE_COLUMNS}) VALUES ({', '.join('?' * 10)})", rows
                )
                db.execute(
                    "INSERT INTO snapshots (game_id, ply, state, created_at) VALUES (?, ?, ?, ?)",
                    (game_id, new_version, snapshot_json, stamp),
                )
            except sqlite3.IntegrityError as error:
                if is_unique_violation(error):
                    raise StaleGame(game_id) from error
                raise
            if drop is not None:
                db.execute("DELETE FROM snapshots WHERE game_id = ? AND ply = ?",
                           (game_id, drop))
            if results:
                write_results(db, game_id, results)
            if texts:
                guild.append(db.execute("SELECT guild_id FROM games WHERE id = ?",
                                        (game_id,)).fetchone()[0])
                write_settings(db, guild[0], texts, stamp)
            insert_posts(db, game_id, posts, stamp)
            write_audit(db, audit, stamp)
            if clear:
                write_schedule(db, game_id, schedule if not ending and schedule else [])
            if claim_lease is None or not posts:
                return []
            return claim_rows(db, now=stamp, lease=claim_lease, game_id=game_id)

        # The whole transaction in one hand-off to the database thread: it is on every
        # move's way, and statement by statement it cost a dozen round trips.
        claimed = await self._at_once(append)
        if guild:
            self._settings_written(guild[0], texts)
        if claimed:
            self._claimed.setdefault(game_id, []).extend(claimed)
        return new_version

    def _keeps_snapshot(self, ply: int) -> bool:
        """Whether a snapshot stays once a later one exists (ply 0 and every N-th ply)."""
        if ply == 0:
            return True
        return self.snapshot_every > 0 and ply % self.snapshot_every == 0

    async def load_latest(self, game_id: int) -> Snapshot:
        """The state after the last ply; its ``ply`` equals the game's version."""
        async with self._read() as db:
            cursor = await db.execute(
                "SELECT ply, state FROM snapshots WHERE game_id = ? ORDER BY ply DESC LIMIT 1",
                (game_id,),
            )
            row = await cursor.fetchone()
            if row is None:
                game = await self._fetch_game(db, game_id)
                raise StorageError(f"game {game_id} has no snapshot (status {game.status})")
        return Snapshot(row["ply"], row["state"])

    async def load_snapshot(self, game_id: int, at_most_ply: int) -> Snapshot:
        async with self._read() as db:
            cursor = await db.execute(
                "SELECT ply, state FROM snapshots WHERE game_id = ? AND ply <= ? "
                "ORDER BY ply DESC LIMIT 1",
                (game_id, at_most_ply),
            )
            row = await cursor.fetchone()
            if row is None:
                await self._fetch_game(db, game_id)
                raise StorageError(f"game {game_id} has no snapshot at or before {at_most_ply}")
        return Snapshot(row["ply"], row["state"])

    async def moves_page(self, game_id: int, offset: int, limit: int) -> list[MoveRow]:
        """Moves in ply order, skipping ``offset`` of them (offset 0 starts at ply 1)."""
        if offset < 0 or limit < 0:
            raise ValueError("offset and limit must be 0 or more")
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall(
                    f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = ? "
                    "ORDER BY ply LIMIT ? OFFSET ?",
                    (game_id, limit, offset),
                )
            )
            if not rows:
                await self._fetch_game(db, game_id)
        return [move_row(row) for row in rows]

    async def moves_since(self, game_id: int, after_ply: int) -> list[MoveRow]:
        """Every move with ply > ``after_ply``, in order: what to replay after a snapshot."""
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall(
                    f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = ? AND ply > ? ORDER BY ply",
                    (game_id, after_ply),
                )
            )
            if not rows:
                await self._fetch_game(db, game_id)
        return [move_row(row) for row in rows]

    async def count_moves(self, game_id: int) -> int:
        async with self._read() as db:
            cursor = await db.execute("SELECT COUNT(*) FROM moves WHERE game_id = ?", (game_id,))
            row = await cursor.fetchone()
            count = int(row[0]) if row is not None else 0
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
        """Rewind an active game to ``ply`` (undo, moderator rollback), guarded like a move:
        the moves after ``ply`` and their snapshots go, ``snapshot_json`` (the state after
        ``ply``, rebuilt by the caller) becomes the latest, version becomes ``ply``; its
        ``posts``, a moderator's ``audit`` and the game's new ``schedule`` go with it."""
        check_snapshot(snapshot_json)
        if not 0 <= ply < expected_version:
            raise ValueError(f"cannot rewind to ply {ply} from version {expected_version}")
        if schedule is not None and schedule.version != ply:
            raise ValueError(f"a plan at version {schedule.version} for a cut at ply {ply}")
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE games SET version = ?, updated_at = ? "
                "WHERE id = ? AND version = ? AND status = 'active'",
                (ply, now, game_id, expected_version),
            )
            if cursor.rowcount != 1:
                raise await self._stale_or_missing(db, game_id)
            await db.execute("DELETE FROM moves WHERE game_id = ? AND ply > ?", (game_id, ply))
            await db.execute("DELETE FROM snapshots WHERE game_id = ? AND ply >= ?", (game_id, ply))
            await db.execute(
                "INSERT INTO snapshots (game_id, ply, state, created_at) VALUES (?, ?, ?, ?)",
                (game_id, ply, snapshot_json, now),
            )
            await on_thread(db, insert_posts, game_id, posts, now)
            await on_thread(db, write_audit, audit, now)
            if schedule is not None:  # the version is ``ply`` now: always written
                await on_thread(db, write_plan, game_id, schedule)
