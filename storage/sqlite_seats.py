"""Seats of the SQLite store: joining, leaving and handing over seats.

Seat changes are allowed in a lobby; replacing a seat's user and switching it to or from
the AI are also allowed while the game runs (substitutes, players who left). There a seat
changing hands is stored with the posts announcing it (:meth:`SqliteSeats.change_seat`, or
inside a move's transaction with :func:`write_seat_change`), so a crash never keeps a change
its table was not told of.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

import aiosqlite

from storage.base import (
    GameNotFound,
    GameStatus,
    LobbyFull,
    NewAudit,
    NewPost,
    Replan,
    SeatChange,
    SeatNotFound,
    SeatRow,
    SeatTaken,
    StaleGame,
)
from storage.sqlite_connection import SqliteConnection
from storage.sqlite_outbox import insert_posts
from storage.sqlite_rows import seat_row
from storage.sqlite_schedule import write_plan
from storage.sqlite_settings import write_audit

__all__ = ["SqliteSeats", "write_seat_change"]


def write_seat_change(db: sqlite3.Connection, game_id: int, change: SeatChange,
                      now: int) -> None:
    """Store a seat changing hands inside the caller's transaction (on the database thread):
    to the AI, its holder stays named; to a member, who joins now."""
    if db.execute("SELECT 1 FROM seats WHERE game_id = ? AND seat = ?",
                  (game_id, change.seat)).fetchone() is None:
        raise SeatNotFound(game_id, change.seat)
    if change.to_ai:
        db.execute("UPDATE seats SET is_ai = 1 WHERE game_id = ? AND seat = ?",
                   (game_id, change.seat))
        return
    if db.execute("SELECT 1 FROM seats WHERE game_id = ? AND user_id = ? AND seat != ?",
                  (game_id, change.user_id, change.seat)).fetchone() is not None:
        raise SeatTaken(game_id, user_id=change.user_id)
    db.execute("UPDATE seats SET user_id = ?, is_ai = 0, joined_at = ? "
               "WHERE game_id = ? AND seat = ?", (change.user_id, now, game_id, change.seat))


class SqliteSeats(SqliteConnection):
    """Reading and changing a game's seats."""

    @staticmethod
    async def _fetch_seat(db: aiosqlite.Connection, game_id: int, seat: int) -> SeatRow:
        cursor = await db.execute(
            "SELECT * FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
        row = await cursor.fetchone()
        if row is None:
            raise SeatNotFound(game_id, seat)
        return seat_row(row)

    async def get_seats(self, game_id: int) -> list[SeatRow]:
        async with self._read(consistent=True) as db:
            await self._fetch_game(db, game_id)
            rows = await db.execute_fetchall(
                "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            )
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
                cursor = await db.execute(
                    "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                )
                if await cursor.fetchone() is not None:
                    raise SeatTaken(game_id, user_id=user_id)
            cursor = await db.execute(
                "SELECT COUNT(*) AS n, COALESCE(MAX(seat) + 1, 0) AS next FROM seats "
                "WHERE game_id = ?",
                (game_id,),
            )
            counts = await cursor.fetchone()
            assert counts is not None
            if max_seats is not None and counts["n"] >= max_seats:
                raise LobbyFull(game_id, max_seats)
            seat = int(counts["next"])
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, seat, user_id, int(is_ai), label, now),
            )
            await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return SeatRow(game_id, seat, user_id, is_ai, label, now)

    async def remove_seat(self, game_id: int, seat: int, *, now: int) -> None:
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY,))
            cursor = await db.execute(
                "DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
            )
            if cursor.rowcount != 1:
                raise SeatNotFound(game_id, seat)
            await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))

    async def replace_seat_user(
        self, game_id: int, seat: int, user_id: int | None, *, now: int, is_ai: bool = False
    ) -> SeatRow:
        if user_id is None and not is_ai:
            raise ValueError("a seat without a user must be an AI seat")
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY, GameStatus.ACTIVE))
            old = await self._fetch_seat(db, game_id, seat)
            if user_id is not None and user_id != old.user_id:
                cursor = await db.execute(
                    "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                )
                if await cursor.fetchone() is not None:
                    raise SeatTaken(game_id, user_id=user_id)
            await db.execute(
                "UPDATE seats SET user_id = ?, is_ai = ?, joined_at = ? "
                "WHERE game_id = ? AND seat = ?",
                (user_id, int(is_ai), now, game_id, seat),
            )
            await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return SeatRow(game_id, seat, user_id, is_ai, old.label, now)

    async def set_seat_ai(self, game_id: int, seat: int, is_ai: bool, *, now: int) -> SeatRow:
        async with self._write() as db:
            await self._require_status(db, game_id, (GameStatus.LOBBY, GameStatus.ACTIVE))
            old = await self._fetch_seat(db, game_id, seat)
            if old.user_id is None and not is_ai:
                raise ValueError("a seat without a user must stay an AI seat")
            await db.execute(
                "UPDATE seats SET is_ai = ? WHERE game_id = ? AND seat = ?",
                (int(is_ai), game_id, seat),
            )
            await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return SeatRow(game_id, seat, old.user_id, is_ai, old.label, old.joined_at)

    async def change_seat(self, game_id: int, change: SeatChange, *, now: int,
                          posts: Sequence[NewPost] = (), schedule: Replan | None = None,
                          audit: NewAudit | None = None) -> bool:
        def store(db: sqlite3.Connection) -> bool:
            cursor = db.execute("UPDATE games SET updated_at = ? WHERE id = ? "
                                "AND status = 'active'", (now, game_id))
            if cursor.rowcount != 1:
                found = db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
                raise StaleGame(game_id) if found else GameNotFound(game_id)
            write_seat_change(db, game_id, change, now)
            insert_posts(db, game_id, posts, now)
            write_audit(db, audit, now)
            return schedule is None or write_plan(db, game_id, schedule)

        return await self._at_once(store)
