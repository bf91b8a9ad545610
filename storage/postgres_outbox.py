"""The outbox of the PostgreSQL store: public posts written with the change that causes
them, claimed by one sending process at a time, and marked sent.

The same contract as :mod:`storage.sqlite_outbox`, for senders in several processes:

* **Claims are taken one claimer at a time** (a transaction-scoped advisory lock around the
  claiming statement). Each claim then sees every claim committed before it, so a game's
  posts are never split between two senders and reach the channel in order; the statement
  is short, so waiting for it costs little.
* **A claim lasts while its lease runs and its owner lives.** ``claimed_by`` is the
  claiming process's owner key (:mod:`storage.postgres_owner`): a process that was killed
  mid-send leaves its posts to the others at once, one that hangs gives them back when the
  lease runs out.
"""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from storage.base import NewPost, OutboxRow
from storage.postgres_connection import PostgresConnection
from storage.postgres_owner import ALIVE_OWNERS

__all__ = ["CLAIM_LOCK", "PostgresOutbox", "insert_posts"]

CLAIM_LOCK = 0x5354_504F_5554  # advisory lock key of the claiming statement ("STPOUT")
_COLUMNS = "id, game_id, channel_id, ply, payload, created_at, attempts, sent_at"

# A claim that still holds its post: within its lease and made by a living process (a
# retry's "not before" has no owner and holds until its time).
HELD = ("({p}.claimed_until IS NOT NULL AND {p}.claimed_until > $1"
        " AND ({p}.claimed_by IS NULL OR {p}.claimed_by IN (" + ALIVE_OWNERS + ")))")


async def insert_posts(db: asyncpg.Connection, game_id: int, posts: Sequence[NewPost],
                       now: int) -> None:
    """Store posts inside the caller's transaction (a move, a start, an undo)."""
    await db.executemany(
        "INSERT INTO outbox (game_id, channel_id, ply, payload, created_at) "
        "VALUES ($1, $2, $3, $4, $5)",
        [(game_id, p.channel_id, p.ply, p.payload, now) for p in posts])


def _row(r: asyncpg.Record) -> OutboxRow:
    return OutboxRow(r["id"], r["game_id"], r["channel_id"], r["ply"], r["payload"],
                     r["created_at"], r["attempts"], r["sent_at"])


class PostgresOutbox(PostgresConnection):
    """Storing, claiming and completing posts."""

    async def enqueue_posts(self, game_id: int, posts: Sequence[NewPost], *, now: int) -> None:
        if not posts:
            return
        async with self._write() as db:
            await insert_posts(db, game_id, posts, now)

    def take_claimed(self, game_id: int | None = None) -> list[OutboxRow]:
        """Posts claimed by moves' transactions: none here (see ``append_moves``)."""
        return []

    async def claim_posts(self, *, now: int, lease: int, game_id: int | None = None,
                          limit: int = 50) -> list[OutboxRow]:
        owner = await self._owner_key()
        async with self._write() as db:
            await db.execute("SELECT pg_advisory_xact_lock($1)", CLAIM_LOCK)
            # Two statements rather than "($4 IS NULL OR game_id = $4)", which a prepared
            # plan cannot answer from the index of unsent posts: it would read every post
            # ever sent on each claim.
            one_game = "" if game_id is None else " AND o.game_id = $5"
            rows = await db.fetch(
                "UPDATE outbox SET claimed_until = $2, claimed_by = $3, "
                "attempts = attempts + 1 WHERE id IN ("
                " SELECT o.id FROM outbox o"
                " WHERE o.sent_at IS NULL AND NOT " + HELD.format(p="o") + one_game +
                "  AND NOT EXISTS (SELECT 1 FROM outbox p WHERE p.game_id = o.game_id"
                "   AND p.sent_at IS NULL AND " + HELD.format(p="p") + ")"
                " ORDER BY o.id LIMIT $4)"
                f" RETURNING {_COLUMNS}",
                now, now + lease, owner, limit, *(() if game_id is None else (game_id,)))
        return sorted((_row(r) for r in rows), key=lambda r: r.id)

    async def mark_post_sent(self, post_id: int, *, now: int) -> None:
        async with self._write() as db:
            await db.execute("UPDATE outbox SET sent_at = $1, claimed_until = NULL, "
                             "claimed_by = NULL WHERE id = $2", now, post_id)

    async def retry_post_at(self, post_id: int, when: int) -> None:
        async with self._write() as db:
            await db.execute("UPDATE outbox SET claimed_until = $1, claimed_by = NULL "
                             "WHERE id = $2 AND sent_at IS NULL", when, post_id)

    async def release_claims(self) -> None:
        async with self._write() as db:
            await db.execute("UPDATE outbox SET claimed_until = NULL, claimed_by = NULL "
                             "WHERE sent_at IS NULL AND claimed_until IS NOT NULL")

    async def purge_sent_posts(self, *, before: int, limit: int = 1000) -> int:
        # "sent_at IS NOT NULL" spelled out lets any plan use the index of sent posts; a
        # batch another process is deleting at the same moment is skipped, not waited for.
        async with self._write() as db:
            gone = await db.fetchval(
                "WITH gone AS (DELETE FROM outbox WHERE id IN ("
                " SELECT id FROM outbox WHERE sent_at IS NOT NULL AND sent_at < $1"
                " ORDER BY sent_at LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING 1)"
                " SELECT count(*) FROM gone", before, limit)
        return int(gone)

    async def pending_posts(self, game_id: int | None = None) -> list[OutboxRow]:
        """Unsent posts, oldest first (for tests and the operator's eyes)."""
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {_COLUMNS} FROM outbox WHERE sent_at IS NULL "
                "AND ($1::bigint IS NULL OR game_id = $1) ORDER BY id", game_id)
        return [_row(r) for r in rows]
