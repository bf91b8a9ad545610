"""What Starpost keeps about one member, read whole or erased (``docs/storage.md``)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from storage.ratings import RATINGS_LOCK
from storage.records import Records
from storage.sql import Tx

__all__ = ["MemberRecords", "Members"]


@dataclass(frozen=True)
class MemberRecords:
    """Everything kept about a member, each as its columns are read below."""

    settings: list[tuple[int, str, Any]]
    ratings: list[tuple[int, str, float, float, int]]
    conduct: list[tuple[int, int, str, int, int]]
    seats: list[tuple[int, int, str, str, int, bool, int | None]]


def _where(keys: Sequence[str], patterns: Sequence[str]) -> tuple[str, list[str]]:
    """SQL matching the settings keys given exactly or as LIKE patterns (``$1`` on)."""
    terms = [f"key {'=' if i <= len(keys) else 'LIKE'} ${i}"
             for i in range(1, 1 + len(keys) + len(patterns))]
    return "(" + " OR ".join(terms or ["FALSE"]) + ")", [*keys, *patterns]


class Members(Records):
    async def member_records(self, user_id: int, keys: Sequence[str],
                             patterns: Sequence[str] = ()) -> MemberRecords:
        """Everything kept about the member (one snapshot of the database)."""
        where, args = _where(keys, patterns)

        async def read(tx: Tx) -> MemberRecords:
            settings = await tx.fetch(
                f"SELECT guild_id, key, value FROM settings WHERE {where} "
                "ORDER BY guild_id, key", *args)
            ratings = await tx.fetch(
                "SELECT guild_id, game, mu, sigma, games FROM ratings WHERE user_id = $1 "
                "ORDER BY guild_id, game", user_id)
            conduct = await tx.fetch(
                "SELECT guild_id, game_id, outcome, decisions, timeouts FROM conduct "
                "WHERE user_id = $1 ORDER BY guild_id, game_id", user_id)
            seats = await tx.fetch(
                "SELECT g.id, g.guild_id, g.game, g.status, s.seat, s.is_ai, g.finished_at "
                "FROM seats s JOIN games g ON g.id = s.game_id WHERE s.user_id = $1 "
                "ORDER BY g.id", user_id)
            return MemberRecords(
                [(r[0], r[1], json.loads(r[2])) for r in settings],
                [tuple(r) for r in ratings], [tuple(r) for r in conduct],
                [(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6]) for r in seats])

        return await self.db.run(read, write=False, consistent=True)

    async def erase_member(self, user_id: int, keys: Sequence[str],
                           patterns: Sequence[str] = ()) -> dict[str, int]:
        """Erase the member's settings (the keys given), ratings and reliability in one
        transaction, their results given a pseudonym; how many of each."""
        where, args = _where(keys, patterns)

        async def erase(tx: Tx) -> tuple[dict[str, int], list[int]]:
            await tx.lock(RATINGS_LOCK)  # erasures and ratings' writers take turns
            pseudonym = int(await tx.fetchval(
                "SELECT COALESCE(MIN(user_id), 0) FROM results WHERE user_id < 0")) - 1
            await tx.execute("UPDATE results SET user_id = $1 WHERE user_id = $2",
                             pseudonym, user_id)
            guilds = [int(r["guild_id"]) for r in await tx.fetch(
                f"SELECT DISTINCT guild_id FROM settings WHERE {where}", *args)]
            return {
                "settings": await tx.execute(f"DELETE FROM settings WHERE {where}", *args),
                "ratings": await tx.execute("DELETE FROM ratings WHERE user_id = $1", user_id),
                "reliability": await tx.execute("DELETE FROM conduct WHERE user_id = $1",
                                                user_id),
            }, guilds

        try:
            counts, guilds = await self.db.run(erase)
        except BaseException:
            self._cached_settings.clear()
            raise
        for guild in guilds:  # cached settings of those servers are read again
            self._cached_settings.pop(guild, None)
        return counts

