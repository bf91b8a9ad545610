"""/stats: a server's results and ratings, per game.

Ratings are kept by storage with the results they come from (:mod:`storage.ratings`, the
model in :mod:`storage.skill`); the rating shown is the ordinal ``mu - 3 sigma``, one
decimal, and members are ranked by it. The leaderboard lists each game's best ten by rating
(members who have played only against the AI come after them, by wins), or by wins. A
member's own lines end with their reliability (:mod:`bot.features.reliability`).
"""

from __future__ import annotations

from typing import Any

import games
from bot.app.core import Core
from bot.app.i18n import t
from bot.app.table import mention
from bot.app.wording import clip
from bot.features.reliability import figure
from storage.base import GuildResult
from storage.ratings import RatingRow
from storage.skill import Skill

BOARD = 10  # members a leaderboard lists per game
ORDERS = ("rating", "wins")


def shown(skill: Skill) -> float:
    """A rating as members read it: the ordinal (the templates write it with one decimal,
    as each language writes numbers)."""
    return float(skill.ordinal)


def player_stats(rows: list[GuildResult]) -> dict[int, dict[str, Any]]:
    """Per user: games played, wins, average and best score (AI seats, and the pseudonyms
    an erasure leaves in results, :mod:`storage.members`, are left out)."""
    table: dict[int, dict[str, Any]] = {}
    for r in rows:
        if r.user_id is None or r.user_id < 0:
            continue
        s = table.setdefault(r.user_id, {"played": 0, "wins": 0, "scores": []})
        s["played"] += 1
        s["wins"] += 1 if r.place == 1 else 0
        if r.score is not None:
            s["scores"].append(r.score)
    for s in table.values():
        scores = s.pop("scores")
        s["average"] = round(sum(scores) / len(scores), 1) if scores else 0.0
        s["best"] = max(scores) if scores else 0
    return table


class Standings:
    def __init__(self, core: Core) -> None:
        self.core = core
        self.store = core.store

    async def stats(self, guild_id: int, game: str | None = None,
                    user_id: int | None = None, by: str = "rating", *, locale: str) -> str:
        """The server's statistics in ``locale``: a leaderboard per game (``by`` rating or
        wins), or one member's line per game with their rating and rank."""
        results = await self.store.guild_results(guild_id, game)
        if not results:
            return t("stats.none", locale)
        by_game: dict[str, list[GuildResult]] = {}
        for r in results:
            by_game.setdefault(r.game, []).append(r)
        rated: dict[str, list[RatingRow]] = {}
        for rating in await self.store.guild_ratings(guild_id, game):
            rated.setdefault(rating.game, []).append(rating)  # best first
        lines: list[str] = []
        for name, rows in sorted(by_game.items()):
            title = games.title(name)
            table = player_stats(rows)
            ranks = {r.user_id: (rank, r.skill)
                     for rank, r in enumerate(rated.get(name, []), start=1)}
            if user_id is not None:
                mine = table.get(user_id)
                if mine is None:
                    continue
                if user_id in ranks:
                    rank, skill = ranks[user_id]
                    lines.append(t("stats.member_rated", locale, title=title,
                                   user=mention(user_id, locale),
                                   rating=shown(skill), rank=rank, ranked=len(ranks), **mine))
                else:
                    lines.append(t("stats.member", locale, title=title,
                                   user=mention(user_id, locale), **mine)
                                 + " " + t("stats.unrated", locale))
                continue
            lines += self.board(title, rows, table, ranks, by, locale)
        if user_id is not None and lines:  # their record on the server, beside the ratings
            record = (await self.store.reliability(guild_id, [user_id]))[user_id]
            lines.append(t("stats.reliability", locale, user=mention(user_id, locale),
                           figure=figure(record, locale)))
        return clip("\n".join(lines) or t("stats.none", locale), locale)

    @staticmethod
    def board(title: str, rows: list[GuildResult], table: dict[int, dict[str, Any]],
              ranks: dict[int, tuple[int, Skill]], by: str, locale: str) -> list[str]:
        """One game's leaderboard: its best :data:`BOARD` members."""
        played = len({r.game_id for r in rows})
        by_wins = sorted(table, key=lambda u: (-table[u]["wins"], -table[u]["average"], u))
        if by == "wins":
            order = by_wins
            lines = [t("stats.game", locale, title=title, games=played)]
        else:
            order = sorted((u for u in ranks if u in table), key=lambda u: ranks[u][0])
            order += [u for u in by_wins if u not in ranks]
            lines = [t("stats.game_rated", locale, title=title, games=played)]
        for place, user in enumerate(order[:BOARD], start=1):
            if user in ranks:
                lines.append(t("stats.line_rated", locale, place=place,
                               user=mention(user, locale),
                               rating=shown(ranks[user][1]), **table[user]))
            else:
                lines.append(t("stats.line", locale, place=place, user=mention(user, locale),
                               **table[user]))
        return lines
