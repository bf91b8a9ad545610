"""Results of finished games in the SQLite store, and the statistics built on them.

:func:`write_results` is shared with the move and game modules, which store results in the
same transaction that finishes a game.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from storage.base import GuildResult, ResultRow
from storage.sqlite_connection import SqliteConnection

__all__ = ["SqliteResults", "write_results"]


def write_results(db: sqlite3.Connection, game_id: int, results: Sequence[ResultRow]) -> None:
    """Replace a game's results inside the caller's transaction, so they are stored
    together with the move or status change that finishes the game (runs on the database
    thread: see :func:`storage.sqlite_connection.on_thread`)."""
    db.execute("DELETE FROM results WHERE game_id = ?", (game_id,))
    db.executemany(
        "INSERT INTO results (game_id, seat, user_id, score, place) VALUES (?, ?, ?, ?, ?)",
        [(game_id, r.seat, r.user_id, r.score, r.place) for r in results],
    )


class SqliteResults(SqliteConnection):
    """Reading a game's results and a guild's results for leaderboards."""

    async def get_results(self, game_id: int) -> list[ResultRow]:
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall(
                    "SELECT seat, user_id, score, place FROM results WHERE game_id = ? "
                    "ORDER BY place, seat",
                    (game_id,),
                )
            )
            if not rows:
                await self._fetch_game(db, game_id)
        return [ResultRow(r["seat"], r["user_id"], r["score"], r["place"]) for r in rows]

    async def guild_results(self, guild_id: int, game: str | None = None) -> list[GuildResult]:
        sql = ("SELECT g.id AS game_id, g.game, g.finished_at, r.seat, r.user_id, r.score, "
               "r.place, (SELECT COUNT(*) FROM results x WHERE x.game_id = g.id) AS players "
               "FROM results r JOIN games g ON g.id = r.game_id "
               "WHERE g.guild_id = ? AND g.status = 'finished'")
        params: tuple[Any, ...] = (guild_id,)
        if game is not None:
            sql += " AND g.game = ?"
            params = (guild_id, game)
        sql += " ORDER BY g.finished_at, g.id, r.place, r.seat"
        async with self._read() as db:
            rows = list(await db.execute_fetchall(sql, params))
        return [GuildResult(r["game_id"], r["game"], r["finished_at"], r["seat"], r["user_id"],
                            r["score"], r["place"], r["players"]) for r in rows]
