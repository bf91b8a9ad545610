"""Games of the SQLite store through their life cycle: lobbies, the start, the end.

Queries that list or find games live here too, since they share the games table's columns
and the notion of an open (lobby or active) game that holds its channel.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from storage.base import (
    ChannelBusy,
    GameNotFound,
    GameRow,
    GameStatus,
    NewAudit,
    NewPost,
    ResultRow,
    SeatSpec,
    StaleGame,
)
from storage.sqlite_connection import SqliteConnection, on_thread
from storage.sqlite_outbox import insert_posts
from storage.sqlite_results import write_results
from storage.sqlite_rows import GAME_COLUMNS, OPEN, check_int64, check_start, dumps, game_row
from storage.sqlite_schedule import write_schedule
from storage.sqlite_settings import write_audit

__all__ = ["SqliteGames", "write_start"]


def write_start(db: sqlite3.Connection, game_id: int, seats: Sequence[SeatSpec],
                snapshot_json: str, now: int) -> None:
    """Lobby -> active inside the caller's transaction (on the database thread): the seats
    in their final order (members keep when they joined), the ply-0 snapshot, version 0.
    :class:`StaleGame` if the game is no longer a lobby. Shared by
    :meth:`SqliteGames.start_game` and a start stored with the AI's first moves
    (:meth:`storage.sqlite_moves.SqliteMoves.append_moves`)."""
    cursor = db.execute(
        "UPDATE games SET status = 'active', version = 0, started_at = ?, updated_at = ? "
        "WHERE id = ? AND status = 'lobby'", (now, now, game_id))
    if cursor.rowcount != 1:
        found = db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
        raise StaleGame(game_id) if found else GameNotFound(game_id)
    joined = {row["user_id"]: row["joined_at"] for row in db.execute(
        "SELECT user_id, joined_at FROM seats WHERE game_id = ? AND user_id IS NOT NULL",
        (game_id,))}
    db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    db.executemany(
        "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(game_id, index, s.user_id, int(s.is_ai), s.label, joined.get(s.user_id, now))
         for index, s in enumerate(seats)])
    db.execute("DELETE FROM snapshots WHERE game_id = ?", (game_id,))
    db.execute("INSERT INTO snapshots (game_id, ply, state, created_at) VALUES (?, 0, ?, ?)",
               (game_id, snapshot_json, now))


class SqliteGames(SqliteConnection):
    """Creating, finding, starting and closing games."""

    async def create_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game: str,
        host_id: int,
        seed: int,
        now: int,
        options: Mapping[str, Any] | None = None,
        host_label: str | None = None,
        seat_host: bool = True,
    ) -> GameRow:
        check_int64("seed", seed)
        async with self._write() as db:
            cursor = await db.execute(
                f"SELECT id FROM games WHERE channel_id = ? AND status IN {OPEN}", (channel_id,)
            )
            busy = await cursor.fetchone()
            if busy is not None:
                raise ChannelBusy(channel_id, busy["id"])
            try:
                cursor = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, game, status, seed, options, "
                    "version, host_id, created_at, updated_at) "
                    "VALUES (?, ?, ?, 'lobby', ?, ?, 0, ?, ?, ?)",
                    (
                        guild_id,
                        channel_id,
                        game,
                        seed,
                        dumps(dict(options or {})),
                        host_id,
                        now,
                        now,
                    ),
                )
            except sqlite3.IntegrityError as error:  # the partial unique index, as a backstop
                raise ChannelBusy(channel_id, -1) from error
            game_id = cursor.lastrowid
            assert game_id is not None
            if seat_host:
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
                    "VALUES (?, 0, ?, 0, ?, ?)",
                    (game_id, host_id, host_label, now),
                )
            return await self._fetch_game(db, game_id)

    async def get_game(self, game_id: int) -> GameRow:
        async with self._read() as db:
            return await self._fetch_game(db, game_id)

    async def open_game_in_channel(self, channel_id: int) -> GameRow | None:
        async with self._read() as db:
            cursor = await db.execute(
                f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN {OPEN}",
                (channel_id,),
            )
            row = await cursor.fetchone()
        return None if row is None else game_row(row)

    async def latest_game_in_channel(self, channel_id: int) -> GameRow | None:
        async with self._read() as db:
            cursor = await db.execute(
                f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? "
                "AND status != 'cancelled' ORDER BY id DESC LIMIT 1",
                (channel_id,),
            )
            row = await cursor.fetchone()
        return None if row is None else game_row(row)

    async def previous_finished_game(self, channel_id: int, game: str,
                                     before_id: int) -> GameRow | None:
        async with self._read() as db:
            cursor = await db.execute(
                f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND game = ? "
                "AND status = 'finished' AND id < ? ORDER BY id DESC LIMIT 1",
                (channel_id, game, before_id),
            )
            row = await cursor.fetchone()
        return None if row is None else game_row(row)

    async def list_open_games(self, guild_id: int | None = None) -> list[GameRow]:
        sql = f"SELECT {GAME_COLUMNS} FROM games WHERE status IN {OPEN}"
        params: tuple[int, ...] = ()
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params = (guild_id,)
        async with self._read() as db:
            rows = await db.execute_fetchall(sql + " ORDER BY id", params)
        return [game_row(row) for row in rows]

    async def list_active_games_with_ai(self) -> list[GameRow]:
        sql = (f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND EXISTS "
               "(SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.is_ai) ORDER BY id")
        async with self._read() as db:
            rows = await db.execute_fetchall(sql)
        return [game_row(row) for row in rows]

    async def list_open_games_for_user(
        self, user_id: int, guild_id: int | None = None
    ) -> list[GameRow]:
        columns = ", ".join(f"g.{c.strip()}" for c in GAME_COLUMNS.split(","))
        sql = (
            f"SELECT {columns} FROM games g JOIN seats s ON s.game_id = g.id "
            f"WHERE s.user_id = ? AND g.status IN {OPEN}"
        )
        params: tuple[int, ...] = (user_id,)
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params = (user_id, guild_id)
        async with self._read() as db:
            rows = await db.execute_fetchall(sql + " ORDER BY g.id", params)
        return [game_row(row) for row in rows]

    async def set_lobby_message(self, game_id: int, message_id: int | None, *, now: int) -> None:
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE games SET lobby_message_id = ?, updated_at = ? WHERE id = ?",
                (message_id, now, game_id),
            )
            if cursor.rowcount != 1:
                raise GameNotFound(game_id)

    async def set_options(self, game_id: int, options: Mapping[str, Any], *, now: int) -> None:
        """Replace a lobby's options (the bot completes them just before the start)."""
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE games SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                (dumps(dict(options)), now, game_id),
            )
            if cursor.rowcount != 1:
                raise StaleGame(game_id)

    async def start_game(
        self, game_id: int, seats: Sequence[SeatSpec], snapshot_json: str, *, now: int,
        posts: Sequence[NewPost] = ()
    ) -> GameRow:
        check_start(seats, snapshot_json)

        def start(db: sqlite3.Connection) -> GameRow:
            write_start(db, game_id, seats, snapshot_json, now)
            insert_posts(db, game_id, posts, now)
            row = db.execute(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?",
                             (game_id,)).fetchone()
            return game_row(row)

        return await self._at_once(start)

    async def finish_game(
        self,
        game_id: int,
        status: GameStatus,
        results: Sequence[ResultRow] = (),
        reason: str | None = None,
        *,
        now: int,
        expected_version: int | None = None,
        posts: Sequence[NewPost] = (),
        audit: NewAudit | None = None,
    ) -> GameRow:
        """Close an open game as finished, cancelled or aborted (freeing its channel), with
        optional results and the ``posts`` announcing it; ``expected_version`` additionally
        guards against a move racing a moderator's ``end``."""
        status = GameStatus(status)
        if status.is_open:
            raise ValueError(f"finish_game needs a closed status, not {status.value!r}")
        if results and status is not GameStatus.FINISHED:
            raise ValueError("results are stored only for finished games")
        sql = (
            "UPDATE games SET status = ?, finished_at = ?, updated_at = ?, result_reason = ? "
            f"WHERE id = ? AND status IN {OPEN}"
        )
        params: tuple[Any, ...] = (status.value, now, now, reason, game_id)
        if expected_version is not None:
            sql += " AND version = ?"
            params += (expected_version,)
        async with self._write() as db:
            cursor = await db.execute(sql, params)
            if cursor.rowcount != 1:
                raise await self._stale_or_missing(db, game_id)
            if results:
                await on_thread(db, write_results, game_id, results)
            await on_thread(db, insert_posts, game_id, posts, now)
            await on_thread(db, write_audit, audit, now)
            # A closed game keeps no pending reminder or deadline: dropped with the close.
            await on_thread(db, write_schedule, game_id, [])
            return await self._fetch_game(db, game_id)

    async def cancel_game(self, game_id: int, *, now: int, reason: str | None = None) -> GameRow:
        return await self.finish_game(game_id, GameStatus.CANCELLED, reason=reason, now=now)

    async def abort_game(self, game_id: int, *, now: int, reason: str | None = None,
                         posts: Sequence[NewPost] = (), audit: NewAudit | None = None
                         ) -> GameRow:
        return await self.finish_game(game_id, GameStatus.ABORTED, reason=reason, now=now,
                                      posts=posts, audit=audit)
