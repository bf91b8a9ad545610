"""Seats of the PostgreSQL store: joining, leaving and handing over seats.

The same contract as :mod:`storage.sqlite_seats`. Every change locks the game's row first,
so two processes seating members in one lobby take turns (the next free index is computed
by one of them at a time), and a race the row lock cannot see (the same member twice) is
still refused by the unique key. A seat changing hands while the game runs is stored with
the posts announcing it (:meth:`PostgresSeats.change_seat`, or inside a move's transaction
with :func:`write_seat_change`).
"""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from storage.base import (
    GameStatus,
    LobbyFull,
    NewAudit,
    NewPost,
    Replan,
    SeatChange,
    SeatNotFound,
    SeatRow,
    SeatTaken,
)
from storage.postgres_connection import PostgresConnection
from storage.postgres_outbox import insert_posts
from storage.postgres_rows import SEAT_COLUMNS, seat_row
from storage.postgres_schedule import write_plan
from storage.postgres_settings import write_audit

__all__ = ["PostgresSeats", "write_seat_change"]


async def write_seat_change(db: asyncpg.Connection, game_id: int, change: SeatChange,
                            now: int) -> None:
    """Store a seat changing hands inside the caller's transaction: to the AI, its holder
    stays named; to a member, who joins now."""
    await PostgresSeats._fetch_seat(db, game_id, change.seat)
    if change.to_ai:
        await db.execute("UPDATE seats SET is_ai = TRUE WHERE game_id = $1 AND seat = $2",
                         game_id, change.seat)
        return
    assert change.user_id is not None
    if await db.fetchval("SELECT seat FROM seats WHERE game_id = $1 AND user_id = $2 "
                         "AND seat != $3", game_id, change.user_id, change.seat) is not None:
        raise SeatTaken(game_id, user_id=change.user_id)
    await db.execute("UPDATE seats SET user_id = $1, is_ai = FALSE, joined_at = $2 "
                     "WHERE game_id = $3 AND seat = $4", change.user_id, now, game_id,
                     change.seat)


class PostgresSeats(PostgresConnection):
    """Reading and changing a game's seats."""

    @staticmethod
    async def _fetch_seat(db: asyncpg.Connection, game_id: int, seat: int) -> SeatRow:
        row = await db.fetchrow(
            f"SELECT {SEAT_COLUMNS} FROM seats WHERE game_id = $1 AND seat = $2", game_id, seat)
        if row is None:
            raise SeatNotFound(game_id, seat)
        return seat_row(row)

    @staticmethod
    async def _refuse_seated(db: asyncpg.Connection, game_id: int, user_id: int) -> None:
        if await db.fetchval("SELECT seat FROM seats WHERE game_id = $1 AND user_id = $2",
                             game_id, user_id) is not None:
            raise SeatTaken(game_id, user_id=user_id)

    async def get_seats(self, game_id: int) -> list[SeatRow]:
        async with self._read(consistent=True) as db:
            await self._fetch_game(db, game_id)
            rows = await db.fetch(
                f"SELECT {SEAT_COLUMNS} FROM seats WHERE game_id = $1 ORDER BY seat", game_id)
        return [seat_row(row) for row in rows]

    async def add_seat(
        self,
        game_id: int,
        *,
        user_id: int | None,
        now: int,
        is_ai: bool = False,
        label: str | None = None,
        max_seats: int | None = None,
    ) -> SeatRow:
        if user_id is None and not is_ai:
            raise ValueError("a seat without a user must be an AI seat")
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY,))
            if user_id is not None:
                await self._refuse_seated(db, game_id, user_id)
            counts = await db.fetchrow(
                "SELECT COUNT(*) AS n, COALESCE(MAX(seat) + 1, 0) AS next FROM seats "
                "WHERE game_id = $1", game_id)
            assert counts is not None
            if max_seats is not None and counts["n"] >= max_seats:
                raise LobbyFull(game_id, max_seats)
            seat = int(counts["next"])
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
                "VALUES ($1, $2, $3, $4, $5, $6)", game_id, seat, user_id, is_ai, label, now)
            await db.execute("UPDATE games SET updated_at = $1 WHERE id = $2", now, game_id)
            return SeatRow(game_id, seat, user_id, is_ai, label, now)

    async def remove_seat(self, game_id: int, seat: int, *, now: int) -> None:
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY,))
            status = await db.execute(
                "DELETE FROM seats WHERE game_id = $1 AND seat = $2", game_id, seat)
            if status != "DELETE 1":
                raise SeatNotFound(game_id, seat)
            await db.execute("UPDATE games SET updated_at = $1 WHERE id = $2", now, game_id)

    async def replace_seat_user(
        self, game_id: int, seat: int, user_id: int | None, *, now: int, is_ai: bool = False
    ) -> SeatRow:
        if user_id is None and not is_ai:
            raise ValueError("a seat without a user must be an AI seat")
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY, GameStatus.ACTIVE))
            old = await self._fetch_seat(db, game_id, seat)
            if user_id is not None and user_id != old.user_id:
                await self._refuse_seated(db, game_id, user_id)
            await db.execute(
                "UPDATE seats SET user_id = $1, is_ai = $2, joined_at = $3 "
                "WHERE game_id = $4 AND seat = $5", user_id, is_ai, now, game_id, seat)
            await db.execute("UPDATE games SET updated_at = $1 WHERE id = $2", now, game_id)
            return SeatRow(game_id, seat, user_id, is_ai, old.label, now)

    async def set_seat_ai(self, game_id: int, seat: int, is_ai: bool, *, now: int) -> SeatRow:
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY, GameStatus.ACTIVE))
            old = await self._fetch_seat(db, game_id, seat)
            if old.user_id is None and not is_ai:
                raise ValueError("a seat without a user must stay an AI seat")
            await db.execute("UPDATE seats SET is_ai = $1 WHERE game_id = $2 AND seat = $3",
                             is_ai, game_id, seat)
            await db.execute("UPDATE games SET updated_at = $1 WHERE id = $2", now, game_id)
            return SeatRow(game_id, seat, old.user_id, is_ai, old.label, old.joined_at)

    async def change_seat(self, game_id: int, change: SeatChange, *, now: int,
                          posts: Sequence[NewPost] = (), schedule: Replan | None = None,
                          audit: NewAudit | None = None) -> bool:
        async with self._write() as db:
            updated = await db.execute("UPDATE games SET updated_at = $1 WHERE id = $2 "
                                       "AND status = 'active'", now, game_id)
            if updated != "UPDATE 1":
                raise await self._stale_or_missing(db, game_id)
            await write_seat_change(db, game_id, change, now)
            await insert_posts(db, game_id, posts, now)
            await write_audit(db, audit, now)
            return schedule is None or await write_plan(db, game_id, schedule)
