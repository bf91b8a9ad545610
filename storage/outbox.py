"""The outbox: posts stored with their change, claimed by one sender at a time, marked sent
and purged (``docs/storage.md``)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from storage.base import NewPost, OutboxRow
from storage.records import Records
from storage.rows import OUTBOX_COLUMNS, outbox_row
from storage.sql import Dialect, Tx

__all__ = ["CLAIM_LOCK", "Outbox", "claim_rows", "claim_sql", "insert_posts", "purge_sql"]

CLAIM_LOCK = 0x5354_504F_5554  # advisory lock key of the claiming statement ("STPOUT")


async def insert_posts(tx: Tx, game_id: int, posts: Sequence[NewPost], now: int) -> None:
    await tx.executemany(
        "INSERT INTO outbox (game_id, channel_id, ply, payload, created_at) "
        "VALUES ($1, $2, $3, $4, $5)",
        [(game_id, p.channel_id, p.ply, p.payload, now) for p in posts])


@lru_cache(maxsize=8)
def claim_sql(dialect: Dialect, one_game: bool) -> str:
    """The claiming statement (the lease's end, owner key, game, now, now, the limit): two
    statements, as ``($n IS NULL OR game_id = $n)`` cannot use the index of unsent posts."""
    owner = ", claimed_by = $2" if dialect.shared else ""
    game = 3 if dialect.shared else 2  # the game's parameter follows the SET's
    now = game + one_game
    pending = dialect.indexed_by("outbox_pending")
    return (
        f"UPDATE outbox SET claimed_until = $1{owner}, attempts = attempts + 1 WHERE id IN ("
        f" SELECT o.id FROM outbox o{pending}"
        f" WHERE o.sent_at IS NULL{f' AND o.game_id = ${game}' if one_game else ''}"
        f"  AND NOT {dialect.held('o', f'${now}')}"
        f"  AND NOT EXISTS (SELECT 1 FROM outbox p{pending}"
        f"   WHERE p.game_id = o.game_id AND p.sent_at IS NULL"
        f"   AND {dialect.held('p', f'${now + 1}')})"
        f" ORDER BY o.id LIMIT ${now + 2})"
        f" RETURNING {OUTBOX_COLUMNS}")


async def claim_rows(tx: Tx, *, now: int, lease: int, game_id: int | None, limit: int = 50,
                     owner: int | None = None) -> list[OutboxRow]:
    """Claim unsent posts for ``lease`` seconds (unsorted); ``owner``, the process's key, is
    required where several processes share the database."""
    if tx.dialect.shared and owner is None:
        raise ValueError("a claim on a shared database needs its process's owner key")
    # Claimers take turns (PostgreSQL: each then sees every claim committed before it);
    # SQLite's write transaction already does.
    await tx.lock(CLAIM_LOCK)
    args = [now + lease, *(() if owner is None else (owner,)),
            *(() if game_id is None else (game_id,)), now, now, limit]
    rows = await tx.fetch(claim_sql(tx.dialect, game_id is not None), *args)
    return [outbox_row(r) for r in rows]


@lru_cache(maxsize=4)
def purge_sql(dialect: Dialect) -> str:
    """Delete the oldest sent posts (``$1`` sent before, ``$2`` at most) through the index
    of sent posts; PostgreSQL skips a batch another process is deleting."""
    skip = " FOR UPDATE SKIP LOCKED" if dialect.shared else ""
    return ("DELETE FROM outbox WHERE id IN ("
            f" SELECT id FROM outbox{dialect.indexed_by('outbox_sent')}"
            f" WHERE sent_at IS NOT NULL AND sent_at < $1 ORDER BY sent_at LIMIT $2{skip})")


class Outbox(Records):
    async def enqueue_posts(self, game_id: int, posts: Sequence[NewPost], *, now: int) -> None:
        if not posts:
            return
        await self.db.run(lambda tx: insert_posts(tx, game_id, posts, now))

    async def claim_posts(self, *, now: int, lease: int, game_id: int | None = None,
                          limit: int = 50) -> list[OutboxRow]:
        """Take unsent posts to send, oldest first, for ``lease`` seconds."""
        owner = await self.db.owner_key()
        rows = await self.db.run(  # SQLite: claims end with the process, no need for the disk
            lambda tx: claim_rows(tx, now=now, lease=lease, game_id=game_id, limit=limit,
                                  owner=owner),
            durable=False)
        return sorted(rows, key=lambda r: r.id)

    def take_claimed(self, game_id: int | None = None) -> list[OutboxRow]:
        """The posts changes claimed for this process (one game's, or all), oldest first,
        each handed out once (none on PostgreSQL)."""
        if game_id is not None:
            return self._claimed.pop(game_id, [])
        rows = [r for held in self._claimed.values() for r in held]
        self._claimed.clear()
        return sorted(rows, key=lambda r: r.id)

    async def mark_post_sent(self, post_id: int, *, now: int) -> None:
        await self.db.run(lambda tx: tx.execute(
            f"UPDATE outbox SET sent_at = $1, claimed_until = NULL{tx.dialect.unowned()} "
            "WHERE id = $2", now, post_id))

    async def retry_post_at(self, post_id: int, when: int) -> None:
        """Give a post back after a failed send; nobody takes it before ``when`` (a power
        cut only brings the retry forward: no need for the disk)."""
        await self.db.run(lambda tx: tx.execute(
            f"UPDATE outbox SET claimed_until = $1{tx.dialect.unowned()} "
            "WHERE id = $2 AND sent_at IS NULL", when, post_id), durable=False)

    async def drop_posts(self, game_id: int, *, now: int) -> int:
        """Mark a game's unsent posts sent without sending them (its channel is gone)."""
        return await self.db.run(lambda tx: tx.execute(
            f"UPDATE outbox SET sent_at = $1, claimed_until = NULL{tx.dialect.unowned()} "
            "WHERE game_id = $2 AND sent_at IS NULL", now, game_id))

    async def release_claims(self) -> None:
        """Forget every sender's lease (at start-up, when this process is the only one)."""
        await self.db.run(lambda tx: tx.execute(
            f"UPDATE outbox SET claimed_until = NULL{tx.dialect.unowned()} "
            "WHERE sent_at IS NULL AND claimed_until IS NOT NULL"))

    async def purge_sent_posts(self, *, before: int, limit: int = 1000) -> int:
        """Delete at most ``limit`` posts sent before ``before``, oldest first; how many (a
        caller repeats until fewer go; a purge a power cut undoes is done again later)."""
        return await self.db.run(
            lambda tx: tx.execute(purge_sql(tx.dialect), before, limit), durable=False)

    async def outbox_backlog(self) -> tuple[int, int | None]:
        """How many posts are not sent yet, and when the oldest was stored (the metrics)."""
        row = await self.db.run(lambda tx: tx.fetchrow(
            "SELECT COUNT(*), MIN(created_at) "
            f"FROM outbox{tx.dialect.indexed_by('outbox_pending')} WHERE sent_at IS NULL"),
            write=False)
        assert row is not None  # an aggregate's one row
        return int(row[0]), None if row[1] is None else int(row[1])

    async def pending_posts(self, game_id: int | None = None) -> list[OutboxRow]:
        """Unsent posts, oldest first."""
        rows = await self._select(f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE sent_at IS NULL",
                                  (), ("game_id =", game_id), then=" ORDER BY id")
        return [outbox_row(r) for r in rows]
