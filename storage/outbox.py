"""The outbox: public posts written with the change that causes them, sent later by the
dispatcher and marked sent.

:func:`insert_posts` runs inside another transaction (a move, a start, an undo, see
:meth:`storage.changes.Changes.commit`), so a post exists exactly when its change does.
Claims are leases (``claimed_until``, which doubles as "not before" when a failed send waits
to be retried): a sender that dies mid-send leaves its posts to another after the lease, and
a game's posts are only taken while no other sender holds one of them, so they are never
split between senders and reach the channel in order. Where the two databases differ (a
move's transaction claims its own posts on SQLite; claims take turns and carry their
process's owner key on PostgreSQL) is told in ``docs/storage.md``.

Claims read only the index of unsent posts and purges only the index of sent posts
(migration 0006): sent posts pile up with every move until they are deleted, a batch at a
time, by :meth:`Outbox.purge_sent_posts`.
"""

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
    """Store posts inside the caller's transaction (a move, a start, an undo)."""
    await tx.executemany(
        "INSERT INTO outbox (game_id, channel_id, ply, payload, created_at) "
        "VALUES ($1, $2, $3, $4, $5)",
        [(game_id, p.channel_id, p.ply, p.payload, now) for p in posts])


@lru_cache(maxsize=8)
def claim_sql(dialect: Dialect, one_game: bool) -> str:
    """The claiming statement, for one game's posts or any. Its parameters, in order: the
    lease's end, the owner key (PostgreSQL only), the game (``one_game`` only), now, now
    again, the limit.

    Both forms read only the index of unsent posts (``outbox_pending``), never the sent
    ones, which pile up with every move: one game's by its ``game_id``, every game's on
    SQLite by naming the index (ordered by id, its planner would rather walk the whole
    table). They are two statements rather than ``($n IS NULL OR game_id = $n)``, which a
    prepared plan cannot answer from the index."""
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
    """Claim unsent posts for ``lease`` seconds in the caller's transaction: oldest first
    (as stored; the caller sorts), and a game's only while no other sender holds one of them
    (:func:`claim_sql`). ``owner`` is the claiming process's key
    (:meth:`~storage.sql.Database.owner_key`), required where several processes share the
    database."""
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
    """The oldest sent posts (``$1`` sent before, ``$2`` at most), read from the index of
    sent posts only ("sent_at IS NOT NULL" spelled out lets any plan use it; SQLite's names
    it, as by id, or with few rows, its planner might rather walk the table); then each is
    deleted by its id. On PostgreSQL a batch another process is deleting at the same moment
    is skipped, not waited for."""
    skip = " FOR UPDATE SKIP LOCKED" if dialect.shared else ""
    return ("DELETE FROM outbox WHERE id IN ("
            f" SELECT id FROM outbox{dialect.indexed_by('outbox_sent')}"
            f" WHERE sent_at IS NOT NULL AND sent_at < $1 ORDER BY sent_at LIMIT $2{skip})")


class Outbox(Records):
    """Storing, claiming and completing posts. On SQLite each is one short transaction run
    in a single hand-off to the database thread: a post is claimed and marked sent once per
    move, so these are on every move's way."""

    async def enqueue_posts(self, game_id: int, posts: Sequence[NewPost], *, now: int) -> None:
        """Store posts to send (for changes that are not moves: a seat handed over, an
        undo, a moderator's action)."""
        if not posts:
            return
        await self.db.run(lambda tx: insert_posts(tx, game_id, posts, now))

    async def claim_posts(self, *, now: int, lease: int, game_id: int | None = None,
                          limit: int = 50) -> list[OutboxRow]:
        """Take unsent posts to send, oldest first, for ``lease`` seconds. A game's posts are
        only taken while no other sender holds one of them, so each channel hears its
        game's posts in order and every post has one sender at a time."""
        owner = await self.db.owner_key()
        rows = await self.db.run(  # SQLite: claims end with the process, no need for the disk
            lambda tx: claim_rows(tx, now=now, lease=lease, game_id=game_id, limit=limit,
                                  owner=owner),
            durable=False)
        return sorted(rows, key=lambda r: r.id)

    def take_claimed(self, game_id: int | None = None) -> list[OutboxRow]:
        """The posts moves' transactions claimed for this process and nobody took yet (one
        game's, or all), oldest first; each is handed out once. Always none on PostgreSQL,
        whose moves' transactions claim nothing."""
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
        # SQLite: a lost "not before" only brings a retry forward, no need for the disk.
        """Give a post back after a failed send; nobody takes it before ``when``."""
        await self.db.run(lambda tx: tx.execute(
            f"UPDATE outbox SET claimed_until = $1{tx.dialect.unowned()} "
            "WHERE id = $2 AND sent_at IS NULL", when, post_id), durable=False)

    async def drop_posts(self, game_id: int, *, now: int) -> int:
        """Mark every unsent post of a game sent without sending it (its channel is gone),
        so nobody ever tries; returns how many."""
        return await self.db.run(lambda tx: tx.execute(
            f"UPDATE outbox SET sent_at = $1, claimed_until = NULL{tx.dialect.unowned()} "
            "WHERE game_id = $2 AND sent_at IS NULL", now, game_id))

    async def release_claims(self) -> None:
        """Forget every sender's lease (at start-up, when this process is the only one)."""
        await self.db.run(lambda tx: tx.execute(
            f"UPDATE outbox SET claimed_until = NULL{tx.dialect.unowned()} "
            "WHERE sent_at IS NULL AND claimed_until IS NOT NULL"))

    async def purge_sent_posts(self, *, before: int, limit: int = 1000) -> int:
        # SQLite: a purge a power cut undoes is done again by the next one, no need for the
        # disk.
        """Delete at most ``limit`` posts marked sent before ``before`` (oldest first), in
        one short transaction, and return how many; an unsent post is never deleted,
        however old. Reads only the index of sent posts (migration 0006), so a caller
        repeats it until fewer than ``limit`` go."""
        return await self.db.run(
            lambda tx: tx.execute(purge_sql(tx.dialect), before, limit), durable=False)

    async def outbox_backlog(self) -> tuple[int, int | None]:
        """How many posts are not sent yet (waiting for a retry included), and when the
        oldest of them was stored (None when there is none): the health check's and the
        metrics' figure. Reads only the index of unsent posts and their rows."""
        async def read(tx: Tx) -> tuple[int, int | None]:
            row = await tx.fetchrow(
                "SELECT COUNT(*) AS backlog, MIN(created_at) AS oldest "
                f"FROM outbox{tx.dialect.indexed_by('outbox_pending')} WHERE sent_at IS NULL")
            if row is None:
                return 0, None
            oldest = row["oldest"]
            return int(row["backlog"]), None if oldest is None else int(oldest)

        return await self.db.run(read, write=False)

    async def pending_posts(self, game_id: int | None = None) -> list[OutboxRow]:
        """Unsent posts, oldest first (for tests and the operator's eyes)."""
        rows = await self._select(f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE sent_at IS NULL",
                                  (), ("game_id =", game_id), then=" ORDER BY id")
        return [outbox_row(r) for r in rows]
