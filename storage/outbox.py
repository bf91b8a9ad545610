"""The outbox: public posts written with the change that causes them, sent later by the
dispatcher and marked sent.

:func:`insert_posts` runs inside another transaction (a move, a start, an undo, see
:meth:`storage.changes.Changes.commit`), so a post exists exactly when its change does.
Claims are leases (``claimed_until``, which doubles as "not before" when a failed send waits
to be retried): a sender that dies mid-send leaves its posts to another after the lease, and
a game's posts are only taken while no other sender holds one of them, so they are never
split between senders and reach the channel in order.

Where the two databases differ is who sends (:func:`claim_rows`):

* **SQLite: one process.** A move's transaction may claim its own posts (:func:`claim_rows`
  inside :meth:`~storage.changes.Changes.commit`, with ``claim_lease``): the claim is then
  the same lease a :meth:`Outbox.claim_posts` right after the commit would take, made
  before any other sender could see the posts, and it saves that claim's own hand-off to
  the database thread on every move. The claimed rows wait in memory for
  :meth:`Outbox.take_claimed`; a process that dies with some leaves claims that the next
  start releases (:meth:`Outbox.release_claims`), as for any claim. Claims, retries and
  purges commit without waiting for the disk: a power cut can only lose what the next start
  or purge redoes.
* **PostgreSQL: senders in several processes.** Claims are taken one claimer at a time (a
  transaction-scoped advisory lock around the claiming statement), so each sees every claim
  committed before it; the statement is short, so waiting for it costs little. A claim
  lasts while its lease runs *and its owner lives*: ``claimed_by`` (a column only that
  schema has) is the claiming process's owner key (:mod:`storage.postgres_owner`), so a
  process killed mid-send leaves its posts to the others at once, and one that hangs gives
  them back when the lease runs out. Moves' transactions do not claim there (the claiming
  lock is shared by every process), so :meth:`Outbox.take_claimed` has nothing to hand out.

Both read only the index of unsent posts when claiming and only the index of sent posts
when purging (migration 0006): sent posts pile up with every move until they are deleted, a
batch at a time, by :meth:`Outbox.purge_sent_posts`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol, cast

from storage.base import NewPost, OutboxRow
from storage.postgres_owner import ALIVE_OWNERS
from storage.records import Records
from storage.sql import SQLITE, Database, Dialect, Row, Tx, sqlite_sql

__all__ = ["CLAIM_LOCK", "PURGE_SQL", "Outbox", "claim_owner", "claim_rows", "claim_sql",
           "insert_posts"]

CLAIM_LOCK = 0x5354_504F_5554  # advisory lock key of the claiming statement ("STPOUT")
_COLUMNS = "id, game_id, channel_id, ply, payload, created_at, attempts, sent_at"


class _Owned(Protocol):
    async def owner_key(self) -> int: ...


async def claim_owner(db: Database) -> int | None:
    """The owner key a claim of this process carries where several processes share the
    database (:meth:`storage.postgres_database.PostgresDatabase.owner_key`); None on
    SQLite, whose claims have no owner. Taken before the claiming transaction, since
    renewing a lost key opens a connection of its own."""
    if not db.dialect.shared:
        return None
    return await cast(_Owned, db).owner_key()


def _row(r: Row) -> OutboxRow:
    return OutboxRow(r["id"], r["game_id"], r["channel_id"], r["ply"], r["payload"],
                     r["created_at"], r["attempts"], r["sent_at"])


async def insert_posts(tx: Tx, game_id: int, posts: Sequence[NewPost], now: int) -> None:
    """Store posts inside the caller's transaction (a move, a start, an undo)."""
    await tx.executemany(
        "INSERT INTO outbox (game_id, channel_id, ply, payload, created_at) "
        "VALUES ($1, $2, $3, $4, $5)",
        [(game_id, p.channel_id, p.ply, p.payload, now) for p in posts])


def _held(dialect: Dialect, p: str, now: int) -> str:
    """SQL: a claim still holds the post ``p`` (an alias) at the time in parameter ``now``:
    within its lease and, where several processes share the database, made by one still
    alive (a retry's "not before" has no owner and holds until its time)."""
    alive = (f" AND ({p}.claimed_by IS NULL OR {p}.claimed_by IN ({ALIVE_OWNERS}))"
             if dialect.shared else "")
    return f"({p}.claimed_until IS NOT NULL AND {p}.claimed_until > ${now}{alive})"


@lru_cache(maxsize=8)
def _claim_sql(dialect: Dialect, one_game: bool) -> str:
    """The claiming statement, for one game's posts or any. Its parameters, in order: the
    lease's end, the owner key (PostgreSQL only), the game (``one_game`` only), now, now
    again, the limit (numbered in that order, so SQLite's :func:`claim_sql` takes the
    parameters it always took).

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
        f"  AND NOT {_held(dialect, 'o', now)}"
        f"  AND NOT EXISTS (SELECT 1 FROM outbox p{pending}"
        f"   WHERE p.game_id = o.game_id AND p.sent_at IS NULL AND {_held(dialect, 'p', now + 1)})"
        f" ORDER BY o.id LIMIT ${now + 2})"
        f" RETURNING {_COLUMNS}")


def claim_sql(one_game: bool) -> str:
    """SQLite's claiming statement as SQLite runs it (``?1``...): for one game's posts
    (parameters: the lease's end, the game, now, now, the limit), or any (the same without
    the game). See :func:`_claim_sql`."""
    return sqlite_sql(_claim_sql(SQLITE, one_game))


async def claim_rows(tx: Tx, *, now: int, lease: int, game_id: int | None, limit: int = 50,
                     owner: int | None = None) -> list[OutboxRow]:
    """Claim unsent posts for ``lease`` seconds in the caller's transaction: oldest first
    (as stored; the caller sorts), and a game's only while no other sender holds one of them
    (:func:`_claim_sql`). ``owner`` is the claiming process's key (:func:`claim_owner`),
    required where several processes share the database."""
    if tx.dialect.shared and owner is None:
        raise ValueError("a claim on a shared database needs its process's owner key")
    # Claimers take turns (PostgreSQL: each then sees every claim committed before it);
    # SQLite's write transaction already does.
    await tx.lock(CLAIM_LOCK)
    args = [now + lease, *(() if owner is None else (owner,)),
            *(() if game_id is None else (game_id,)), now, now, limit]
    rows = await tx.fetch(_claim_sql(tx.dialect, game_id is not None), *args)
    return [_row(r) for r in rows]


@lru_cache(maxsize=4)
def _purge_sql(dialect: Dialect) -> str:
    """The oldest sent posts (``$1`` sent before, ``$2`` at most), read from the index of
    sent posts only ("sent_at IS NOT NULL" spelled out lets any plan use it; SQLite's names
    it, as by id, or with few rows, its planner might rather walk the table); then each is
    deleted by its id. On PostgreSQL a batch another process is deleting at the same moment
    is skipped, not waited for."""
    skip = " FOR UPDATE SKIP LOCKED" if dialect.shared else ""
    return ("DELETE FROM outbox WHERE id IN ("
            f" SELECT id FROM outbox{dialect.indexed_by('outbox_sent')}"
            f" WHERE sent_at IS NOT NULL AND sent_at < $1 ORDER BY sent_at LIMIT $2{skip})")


# SQLite's purge as SQLite runs it (parameters: sent before, at most).
PURGE_SQL = sqlite_sql(_purge_sql(SQLITE))


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
        owner = await claim_owner(self.db)
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
            lambda tx: tx.execute(_purge_sql(tx.dialect), before, limit), durable=False)

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
        sql = f"SELECT {_COLUMNS} FROM outbox WHERE sent_at IS NULL"
        args: tuple[int, ...] = ()
        if game_id is not None:
            sql += " AND game_id = $1"
            args = (game_id,)
        rows = await self.db.run(lambda tx: tx.fetch(sql + " ORDER BY id", *args),
                                 write=False)
        return [_row(r) for r in rows]
