"""Results of finished games, the statistics built on them, and the ratings per server and
game they move in the same transaction, always those of a rebuild (``docs/storage.md``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

from storage.base import GameNotFound, GuildResult, ResultRow
from storage.records import Records
from storage.rows import values
from storage.skill import Skill, rate
from storage.sql import Row, Tx

__all__ = ["RATINGS_LOCK", "RatingRow", "Ratings", "RebuildReport", "write_ratings",
           "write_results"]

RATINGS_LOCK = 0x5354_5052_4154  # advisory lock key of ratings' writers ("STPRAT")

# Finished games' results (one row of nulls for a game without), with whether each seat is
# a member's at the end: AI seats and entries that are no seat (Afternova's Bot) are not rated.
_RESULTS = ("SELECT g.id, COALESCE(g.finished_at, 0) AS finished_at, r.user_id, r.place, "
            "s.is_ai FROM games g LEFT JOIN results r ON r.game_id = g.id "
            "LEFT JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat "
            "WHERE g.status = 'finished' AND ")

@dataclass(frozen=True)
class RatingRow:
    guild_id: int
    game: str
    user_id: int
    skill: Skill
    updated_at: int


@dataclass(frozen=True)
class RebuildReport:
    """What a rebuild found: games taken in, ratings written, those that differed."""

    games: int
    ratings: int
    changed: int


def _places(rows: Sequence[Row]) -> dict[int, int]:
    """The members a game rates and their places."""
    return {int(r["user_id"]): int(r["place"]) for r in rows
            if r["user_id"] is not None and r["is_ai"] is not None and not r["is_ai"]}


def _skill(row: Row) -> Skill:
    return Skill(float(row["mu"]), float(row["sigma"]), int(row["games"]))


async def _stored(tx: Tx, guild_id: int, game: str) -> dict[int, Skill]:
    return {int(r["user_id"]): _skill(r) for r in await tx.fetch(
        "SELECT user_id, mu, sigma, games FROM ratings WHERE guild_id = $1 AND game = $2",
        guild_id, game)}


async def _write(tx: Tx, guild_id: int, game: str, skills: dict[int, Skill],
                 taken: list[tuple[int, int, int]], now: int) -> None:
    """Store ratings, and the games taken in: (game id, finished at, members rated)."""
    await tx.executemany(
        "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, games, updated_at) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (guild_id, game, user_id) DO UPDATE "
        "SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, "
        "updated_at = excluded.updated_at",
        [(guild_id, game, user, s.mu, s.sigma, s.games, now)
         for user, s in sorted(skills.items())])
    await tx.executemany(
        "INSERT INTO rated_games (game_id, guild_id, game, finished_at, rated) "
        "VALUES ($1, $2, $3, $4, $5)",
        [(game_id, guild_id, game, at, rated) for game_id, at, rated in taken])


async def replay_ratings(tx: Tx, guild_id: int, game: str,
                         now: int) -> tuple[int, dict[int, Skill]]:
    """Rate the server's finished games of ``game`` again from the stored results, replacing
    what was stored; the number of games taken in and the ratings written."""
    rows = await tx.fetch(_RESULTS + "g.guild_id = $1 AND g.game = $2 "
                          "ORDER BY finished_at, g.id, r.seat", guild_id, game)
    skills: dict[int, Skill] = {}
    taken: list[tuple[int, int, int]] = []
    for game_id, of_game in groupby(rows, key=lambda row: int(row["id"])):
        results = list(of_game)
        moved = rate(skills, _places(results))
        skills.update(moved)
        taken.append((game_id, int(results[0]["finished_at"]), len(moved)))
    await tx.execute("DELETE FROM ratings WHERE guild_id = $1 AND game = $2", guild_id, game)
    await tx.execute("DELETE FROM rated_games WHERE guild_id = $1 AND game = $2",
                     guild_id, game)
    # An erased member's pseudonym (storage.members) is rated as they were, never stored.
    kept = {user: skill for user, skill in skills.items() if user > 0}
    await _write(tx, guild_id, game, kept, taken, now)
    return len(taken), kept


async def write_results(tx: Tx, game_id: int, results: Sequence[ResultRow]) -> None:
    await tx.execute("DELETE FROM results WHERE game_id = $1", game_id)
    await tx.executemany(
        "INSERT INTO results (game_id, seat, user_id, score, place) VALUES ($1, $2, $3, $4, $5)",
        [(game_id, r.seat, r.user_id, r.score, r.place) for r in results])


async def write_ratings(tx: Tx, game_id: int, now: int) -> None:
    """Take a game just finished (status and results written) into its server's ratings."""
    await tx.lock(RATINGS_LOCK)
    game = await tx.fetchrow(
        "SELECT guild_id, game, COALESCE(finished_at, 0) AS finished_at FROM games "
        "WHERE id = $1 AND status = 'finished'", game_id)
    if game is None:
        raise GameNotFound(game_id)
    guild_id, name, at = int(game["guild_id"]), str(game["game"]), int(game["finished_at"])
    counts = await tx.fetchrow(
        "SELECT (SELECT COUNT(*) FROM rated_games WHERE guild_id = $1 AND game = $2 "
        "AND (finished_at > $3 OR (finished_at = $3 AND game_id >= $4))), "
        "(SELECT COUNT(*) FROM rated_games WHERE guild_id = $1 AND game = $2), "
        "(SELECT COUNT(*) FROM games WHERE guild_id = $1 AND game = $2 "
        "AND status = 'finished' AND id <> $4)", guild_id, name, at, game_id)
    assert counts is not None
    later, rated, finished = (int(count) for count in counts)
    if later or rated != finished:  # not last in the order, or earlier games never rated
        await replay_ratings(tx, guild_id, name, now)
        return
    places = _places(await tx.fetch(_RESULTS + "g.id = $1 ORDER BY r.seat", game_id))
    moved = rate(await _stored(tx, guild_id, name), places)
    await _write(tx, guild_id, name, moved, [(game_id, at, len(moved))], now)


class Ratings(Records):
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

    async def guild_ratings(self, guild_id: int, game: str | None = None) -> list[RatingRow]:
        """The server's ratings (of one game, or all), best first within each game."""
        rows = await self._select("SELECT guild_id, game, user_id, mu, sigma, games, "
                                  "updated_at FROM ratings WHERE guild_id = $1", (guild_id,),
                                  ("game =", game))
        found = [RatingRow(int(r["guild_id"]), str(r["game"]), int(r["user_id"]), _skill(r),
                           int(r["updated_at"])) for r in rows]
        return sorted(found, key=lambda r: (r.game, -r.skill.ordinal, -r.skill.mu, r.user_id))

    async def rebuild_ratings(self, now: int, guild_id: int | None = None) -> RebuildReport:
        """Rate every finished game again (of one server, or all), one transaction per
        server and game, replacing the stored ratings."""
        games = ratings = changed = 0
        for pair in await self._select(
                "SELECT DISTINCT guild_id, game FROM games WHERE status = 'finished'", (),
                ("guild_id =", guild_id), then=" ORDER BY guild_id, game"):
            guild, name = int(pair["guild_id"]), str(pair["game"])

            async def again(tx: Tx, guild: int = guild, name: str = name
                            ) -> tuple[int, int, int]:
                await tx.lock(RATINGS_LOCK)
                before = await _stored(tx, guild, name)
                taken, skills = await replay_ratings(tx, guild, name, now)
                differ = sum(1 for user in set(before) | set(skills)
                             if before.get(user) != skills.get(user))
                return taken, len(skills), differ

            taken, written, differ = await self.db.run(again)
            games, ratings, changed = games + taken, ratings + written, changed + differ
        return RebuildReport(games, ratings, changed)
