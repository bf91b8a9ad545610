"""Games of the PostgreSQL store through their life cycle: lobbies, the start, the end.

The same contract as :mod:`storage.sqlite_games`. Where SQLite's single writer makes a
check-then-write safe, here the game's row lock (``FOR UPDATE``, or the conditional
``UPDATE`` itself) and the partial unique index do it for writers in other processes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import asyncpg

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
from storage.postgres_connection import PostgresConnection
from storage.postgres_outbox import insert_posts
from storage.postgres_results import write_results
from storage.postgres_rows import (
    GAME_COLUMNS,
    OPEN,
    check_int64,
    check_start,
    dumps,
    game_columns,
    game_row,
)
from storage.postgres_schedule import write_schedule
from storage.postgres_settings import write_audit

__all__ = ["PostgresGames", "write_start"]


async def write_start(db: asyncpg.Connection, game_id: int, seats: Sequence[SeatSpec],
                      snapshot_json: str, now: int) -> GameRow:
    """Lobby -> active inside the caller's transaction: the seats in their final order
    (members keep when they joined), the ply-0 snapshot, version 0; returns the started
    game. :class:`StaleGame` if the game is no longer a lobby. Shared by
    :meth:`PostgresGames.start_game` and a start stored with the AI's first moves
    (:meth:`storage.postgres_moves.PostgresMoves.append_moves`)."""
    row = await db.fetchrow(
        "UPDATE games SET status = 'active', version = 0, started_at = $1, "
        f"updated_at = $1 WHERE id = $2 AND status = 'lobby' RETURNING {GAME_COLUMNS}",
        now, game_id)
    if row is None:
        if await db.fetchval("SELECT 1 FROM games WHERE id = $1", game_id) is None:
            raise GameNotFound(game_id)
        raise StaleGame(game_id)
    joined = {r["user_id"]: r["joined_at"] for r in await db.fetch(
        "SELECT user_id, joined_at FROM seats WHERE game_id = $1 "
        "AND user_id IS NOT NULL", game_id)}
    await db.execute("DELETE FROM seats WHERE game_id = $1", game_id)
    await db.executemany(
        "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
        "VALUES ($1, $2, $3, $4, $5, $6)",
        [(game_id, index, s.user_id, s.is_ai, s.label, joined.get(s.user_id, now))
         for index, s in enumerate(seats)])
    await db.execute("DELETE FROM snapshots WHERE game_id = $1", game_id)
    await db.execute(
        "INSERT INTO snapshots (game_id, ply, state, created_at) VALUES ($1, 0, $2, $3)",
        game_id, snapshot_json, now)
    return game_row(row)

class PostgresGames(PostgresConnection):
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
        try:
            async with self._write() as db:
                busy = await db.fetchval(
                    f"SELECT id FROM games WHERE channel_id = $1 AND status IN {OPEN}",
                    channel_id)
                if busy is not None:
                    raise ChannelBusy(channel_id, busy)
                try:
                    row = await db.fetchrow(
                        "INSERT INTO games (guild_id, channel_id, game, status, seed, options, "
                        "version, host_id, created_at, updated_at) "
                        "VALUES ($1, $2, $3, 'lobby', $4, $5::jsonb, 0, $6, $7, $7) "
                        f"RETURNING {GAME_COLUMNS}",
                        guild_id, channel_id, game, seed, dumps(dict(options or {})), host_id,
                        now)
                except asyncpg.UniqueViolationError as error:
                    # Another process opened a game here between our check and our insert.
                    raise ChannelBusy(channel_id, -1) from error
                assert row is not None
                if seat_host:
                    await db.execute(
                        "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
                        "VALUES ($1, 0, $2, false, $3, $4)",
                        row["id"], host_id, host_label, now)
                return game_row(row)
        except ChannelBusy as busy:
            if busy.game_id != -1:
                raise
            raise ChannelBusy(channel_id, await self._open_id(channel_id)) from busy

    async def _open_id(self, channel_id: int) -> int:
        open_game = await self.open_game_in_channel(channel_id)
        return open_game.id if open_game is not None else -1

    async def get_game(self, game_id: int) -> GameRow:
        async with self._read() as db:
            return await self._fetch_game(db, game_id)

    async def open_game_in_channel(self, channel_id: int) -> GameRow | None:
        async with self._read() as db:
            row = await db.fetchrow(
                f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND status IN {OPEN}",
                channel_id)
        return None if row is None else game_row(row)

    async def latest_game_in_channel(self, channel_id: int) -> GameRow | None:
        async with self._read() as db:
            row = await db.fetchrow(
                f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 "
                "AND status != 'cancelled' ORDER BY id DESC LIMIT 1", channel_id)
        return None if row is None else game_row(row)

    async def previous_finished_game(self, channel_id: int, game: str,
                                     before_id: int) -> GameRow | None:
        async with self._read() as db:
            row = await db.fetchrow(
                f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND game = $2 "
                "AND status = 'finished' AND id < $3 ORDER BY id DESC LIMIT 1",
                channel_id, game, before_id)
        return None if row is None else game_row(row)

    async def list_open_games(self, guild_id: int | None = None) -> list[GameRow]:
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {GAME_COLUMNS} FROM games WHERE status IN {OPEN} "
                "AND ($1::bigint IS NULL OR guild_id = $1) ORDER BY id", guild_id)
        return [game_row(row) for row in rows]

    async def list_active_games_with_ai(self) -> list[GameRow]:
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND EXISTS "
                "(SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.is_ai) ORDER BY id")
        return [game_row(row) for row in rows]

    async def list_open_games_for_user(
        self, user_id: int, guild_id: int | None = None
    ) -> list[GameRow]:
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {game_columns('g.')} FROM games g JOIN seats s ON s.game_id = g.id "
                f"WHERE s.user_id = $1 AND g.status IN {OPEN} "
                "AND ($2::bigint IS NULL OR g.guild_id = $2) ORDER BY g.id", user_id, guild_id)
        return [game_row(row) for row in rows]

    async def set_lobby_message(self, game_id: int, message_id: int | None, *, now: int) -> None:
        async with self._write() as db:
            status = await db.execute(
                "UPDATE games SET lobby_message_id = $1, updated_at = $2 WHERE id = $3",
                message_id, now, game_id)
            if status != "UPDATE 1":
                raise GameNotFound(game_id)

    async def set_options(self, game_id: int, options: Mapping[str, Any], *, now: int) -> None:
        """Replace a lobby's options (the bot completes them just before the start)."""
        async with self._write() as db:
            status = await db.execute(
                "UPDATE games SET options = $1::jsonb, updated_at = $2 "
                "WHERE id = $3 AND status = 'lobby'", dumps(dict(options)), now, game_id)
            if status != "UPDATE 1":
                raise StaleGame(game_id)

    async def start_game(
        self, game_id: int, seats: Sequence[SeatSpec], snapshot_json: str, *, now: int,
        posts: Sequence[NewPost] = ()
    ) -> GameRow:
        check_start(seats, snapshot_json)
        async with self._write() as db:
            row = await write_start(db, game_id, seats, snapshot_json, now)
            await insert_posts(db, game_id, posts, now)
            return row

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
        async with self._write() as db:
            row = await db.fetchrow(
                "UPDATE games SET status = $1, finished_at = $2, updated_at = $2, "
                f"result_reason = $3 WHERE id = $4 AND status IN {OPEN} "
                f"AND ($5::integer IS NULL OR version = $5) RETURNING {GAME_COLUMNS}",
                status.value, now, reason, game_id, expected_version)
            if row is None:
                raise await self._stale_or_missing(db, game_id)
            if results:
                await write_results(db, game_id, results)
            await insert_posts(db, game_id, posts, now)
            await write_audit(db, audit, now)
            # A closed game keeps no pending reminder or deadline: dropped with the close.
            await write_schedule(db, game_id, [])
            return game_row(row)

    async def cancel_game(self, game_id: int, *, now: int, reason: str | None = None) -> GameRow:
        return await self.finish_game(game_id, GameStatus.CANCELLED, reason=reason, now=now)

    async def abort_game(self, game_id: int, *, now: int, reason: str | None = None,
                         posts: Sequence[NewPost] = (), audit: NewAudit | None = None
                         ) -> GameRow:
        return await self.finish_game(game_id, GameStatus.ABORTED, reason=reason, now=now,
                                      posts=posts, audit=audit)
