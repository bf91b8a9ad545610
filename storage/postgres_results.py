"""Results of finished games in the PostgreSQL store, and the statistics built on them.

:func:`write_results` runs inside the transaction that finishes a game (a last move, a
moderator's end), as in :mod:`storage.sqlite_results`. Statistics read every finished game
of a guild, whichever process played it: ``/stats`` is complete on any shard.
"""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from storage.base import GuildResult, ResultRow
from storage.postgres_connection import PostgresConnection

__all__ = ["PostgresResults", "write_results"]


async def write_results(db: asyncpg.Connection, game_id: int,
                        results: Sequence[ResultRow]) -> None:
    """Replace a game's results inside the caller's transaction."""
    await db.execute("DELETE FROM results WHERE game_id = $1", game_id)
    await db.executemany(
        "INSERT INTO results (game_id, seat, user_id, score, place) VALUES ($1, $2, $3, $4, $5)",
        [(game_id, r.seat, r.user_id, r.score, r.place) for r in results])


class PostgresResults(PostgresConnection):
    """Reading a game's results and a guild's results for leaderboards."""

    async def get_results(self, game_id: int) -> list[ResultRow]:
        async with self._read() as db:
            rows = await db.fetch(
                "SELECT seat, user_id, score, place FROM results WHERE game_id = $1 "
                "ORDER BY place, seat", game_id)
            if not rows:
                await self._fetch_game(db, game_id)
        return [ResultRow(r["seat"], r["user_id"], r["score"], r["place"]) for r in rows]

    async def guild_results(self, guild_id: int, game: str | None = None) -> list[GuildResult]:
        async with self._read() as db:
            rows = await db.fetch(
                "SELECT g.id AS game_id, g.game, g.finished_at, r.seat, r.user_id, r.score, "
                "r.place, (SELECT COUNT(*) FROM results x WHERE x.game_id = g.id) AS players "
                "FROM results r JOIN games g ON g.id = r.game_id "
                "WHERE g.guild_id = $1 AND g.status = 'finished' "
                "AND ($2::text IS NULL OR g.game = $2) "
                "ORDER BY g.finished_at, g.id, r.place, r.seat", guild_id, game)
        return [GuildResult(r["game_id"], r["game"], r["finished_at"], r["seat"], r["user_id"],
                            r["score"], r["place"], int(r["players"])) for r in rows]
