"""Reliability per member and server (games finished or left, decisions timed out),
written with its cause (``docs/storage.md``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from storage.records import Records
from storage.sql import Tx

__all__ = ["Conduct", "Reliability", "write_departure", "write_finished", "write_timeouts"]

# A member's part in a game is over ($3: finished or left), with their own decisions (moves
# that were neither the AI's nor a time-out's).
_ENDED = ("INSERT INTO conduct (game_id, user_id, guild_id, outcome, decisions, updated_at) "
          "SELECT $1, $2, g.guild_id, $3, (SELECT COUNT(*) FROM moves m WHERE m.game_id = $1 "
          "AND m.user_id = $2 AND m.kind = 'player'), $4 FROM games g WHERE g.id = $1 "
          "ON CONFLICT (game_id, user_id) DO UPDATE SET outcome = excluded.outcome, "
          "decisions = excluded.decisions, updated_at = excluded.updated_at")

# A member's record on a server: only games whose part is over count.
_RECORD = ("SELECT COALESCE(SUM(CASE WHEN outcome = 'finished' THEN 1 ELSE 0 END), 0), "
           "COALESCE(SUM(CASE WHEN outcome = 'left' THEN 1 ELSE 0 END), 0), "
           "COALESCE(SUM(decisions), 0), COALESCE(SUM(timeouts), 0) FROM conduct "
           "WHERE guild_id = $1 AND user_id = $2 AND outcome <> 'playing'")


@dataclass(frozen=True)
class Reliability:
    """A member's record on one server."""

    finished: int = 0
    left: int = 0
    decisions: int = 0
    timeouts: int = 0

    @property
    def games(self) -> int:
        return self.finished + self.left

    @property
    def percent(self) -> int | None:
        """The share of their games they finished, in whole percent (None: no game yet)."""
        return None if not self.games else round(100 * self.finished / self.games)

    @property
    def timeouts_per_100(self) -> float:
        """Decisions timed out per 100 of their decisions, one decimal."""
        faced = self.decisions + self.timeouts
        return 0.0 if not faced else round(100 * self.timeouts / faced, 1)


async def write_finished(tx: Tx, game_id: int, now: int) -> None:
    """The game has finished: every member seated at its end finished it."""
    rows = await tx.fetch("SELECT user_id FROM seats WHERE game_id = $1 AND NOT is_ai "
                          "AND user_id IS NOT NULL ORDER BY seat", game_id)
    await tx.executemany(_ENDED, [(game_id, row["user_id"], "finished", now) for row in rows])


async def write_departure(tx: Tx, game_id: int, seat: int, now: int) -> None:
    """The member holding ``seat`` (if a member holds it) gives it up: they left the game."""
    row = await tx.fetchrow("SELECT user_id, is_ai FROM seats WHERE game_id = $1 AND seat = $2",
                            game_id, seat)
    if row is None or row["is_ai"] or row["user_id"] is None:
        return
    if await tx.fetchval("SELECT status FROM games WHERE id = $1", game_id) == "active":
        await tx.execute(_ENDED, game_id, row["user_id"], "left", now)  # a lobby's is no game


async def write_timeouts(tx: Tx, game_id: int, users: Iterable[int], now: int) -> None:
    await tx.executemany(
        "INSERT INTO conduct (game_id, user_id, guild_id, timeouts, updated_at) "
        "SELECT $1, $2, g.guild_id, 1, $3 FROM games g WHERE g.id = $1 "
        "ON CONFLICT (game_id, user_id) DO UPDATE SET timeouts = conduct.timeouts + 1, "
        "updated_at = excluded.updated_at",
        [(game_id, user, now) for user in users])


class Conduct(Records):
    async def reliability(self, guild_id: int,
                          users: Sequence[int]) -> dict[int, Reliability]:
        """Each member's record on the server (empty for none), in one read."""
        async def read(tx: Tx) -> dict[int, Reliability]:
            return {user: Reliability(*map(int, (await tx.fetch(_RECORD, guild_id, user))[0]))
                    for user in users}

        return await self.db.run(read, write=False, consistent=True)
