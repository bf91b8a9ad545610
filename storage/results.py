"""Results of finished games (written by the change that finishes one), and statistics."""

from __future__ import annotations

from collections.abc import Sequence

from storage.base import GuildResult, ResultRow
from storage.records import Records
from storage.rows import values
from storage.sql import Tx

__all__ = ["Results", "write_results"]


async def write_results(tx: Tx, game_id: int, results: Sequence[ResultRow]) -> None:
    await tx.execute("DELETE FROM results WHERE game_id = $1", game_id)
    await tx.executemany(
        "INSERT INTO results (game_id, seat, user_id, score, place) VALUES ($1, $2, $3, $4, $5)",
        [(game_id, r.seat, r.user_id, r.score, r.place) for r in results])


class Results(Records):
    async def get_results(self, game_id: int) -> list[ResultRow]:
        rows = await self._select("SELECT seat, user_id, score, place FROM results "
                                  "WHERE game_id = $1", (game_id,), then=" ORDER BY place, seat",
                                  game=game_id)
        return [ResultRow(*row) for row in rows]

    async def guild_results(self, guild_id: int, game: str | None = None) -> list[GuildResult]:
        """Every seat's result in the guild's finished games (of one game, or all)."""
        sql = ("SELECT g.id AS game_id, g.game, g.finished_at, r.seat, r.user_id, r.score, "
               "r.place, (SELECT COUNT(*) FROM results x WHERE x.game_id = g.id) AS players "
               "FROM results r JOIN games g ON g.id = r.game_id "
               "WHERE g.guild_id = $1 AND g.status = 'finished'")
        rows = await self._select(sql, (guild_id,), ("g.game =", game),
                                  then=" ORDER BY g.finished_at, g.id, r.place, r.seat")
        return [GuildResult(**{**values(r), "players": int(r["players"])}) for r in rows]
