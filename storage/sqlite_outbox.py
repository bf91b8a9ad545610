"""The outbox of the SQLite store: public posts written with the change that causes them,
sent later by the dispatcher and marked sent.

:func:`insert_posts` runs inside another method's transaction (a move, a start, an undo), so a
post exists exactly when its change does. Claims are leases (``claimed_until``): a sender
that dies mid-send leaves its posts to another after the lease, and a game's posts are never
split between senders, so they reach the channel in order.

A move's transaction may claim its own posts (:func:`claim_rows` with ``claim_lease``, see
:meth:`storage.sqlite_moves.SqliteMoves.append_moves`): the claim is then the same lease a
:meth:`SqliteOutbox.claim_posts` right after the commit would take, made before any other
sender could see the posts, and it saves that claim's own hand-off to the database thread
on every move. The claimed rows wait in memory for :meth:`SqliteOutbox.take_claimed`; a
process that dies with some leaves claims that the next start releases, as for any claim.

Sent posts are deleted once old (:meth:`SqliteOutbox.purge_sent_posts`, a batch at a time,
through the index of sent posts, migration 0006).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from storage.base import NewPost, OutboxRow
from storage.sqlite_connection import SqliteConnection

__all__ = ["PURGE_SQL", "SqliteOutbox", "claim_rows", "claim_sql", "insert_posts"]

_COLUMNS = "id, game_id, channel_id, ply, payload, created_at, attempts, sent_at"


_INSERT = ("INSERT INTO outbox (game_id, channel_id, ply, payload, created_at) "
           "VALUES (?, ?, ?, ?, ?)")


def insert_posts(db: sqlite3.Connection, game_id: int, posts: Sequence[NewPost],
                 now: int) -> None:
    """Store posts inside the caller's transaction (on the database thread)."""
    db.executemany(_INSERT, [(game_id, p.channel_id, p.ply, p.payload, now) for p in posts])


def claim_sql(one_game: bool) -> str:
    """The claiming statement: for one game's posts (a ``game_id`` parameter), or any.

    Both forms read only the index of unsent posts (``outbox_pending``), never the sent
    ones, which pile up with every move: one game's by its ``game_id``, every game's by
    naming the index (ordered by id, the planner would rather walk the whole table)."""
    return (
        "UPDATE outbox SET claimed_until = ?, attempts = attempts + 1 WHERE id IN ("
        " SELECT o.id FROM outbox o INDEXED BY outbox_pending"
        f" WHERE o.sent_at IS NULL {'AND o.game_id = ?' if one_game else ''}"
        "  AND (o.claimed_until IS NULL OR o.claimed_until <= ?)"
        "  AND NOT EXISTS (SELECT 1 FROM outbox p INDEXED BY outbox_pending"
        "   WHERE p.game_id = o.game_id AND p.sent_at IS NULL AND p.claimed_until > ?)"
        " ORDER BY o.id LIMIT ?)"
        f" RETURNING {_COLUMNS}")


# The oldest sent posts, read from the index of sent posts only (named: by id, or with few
# rows, the planner might rather walk the table); then each is deleted by its id.
PURGE_SQL = ("DELETE FROM outbox WHERE id IN ("
             " SELECT id FROM outbox INDEXED BY outbox_sent"
             " WHERE sent_at IS NOT NULL AND sent_at < ? ORDER BY sent_at LIMIT ?)")


def claim_rows(db: sqlite3.Connection, *, now: int, lease: int, game_id: int | None,
               limit: int = 50) -> list[OutboxRow]:
    """Claim unsent posts for ``lease`` seconds (on the database thread, in the caller's
    transaction): oldest first, and a game's only while no other sender holds one of
    them (:func:`claim_sql`)."""
    one_game = () if game_id is None else (game_id,)
    rows = db.execute(claim_sql(game_id is not None),
                      (now + lease, *one_game, now, now, limit)).fetchall()
    return [_row(r) for r in rows]


def _row(r: sqlite3.Row) -> OutboxRow:
    return OutboxRow(r["id"], r["game_id"], r["channel_id"], r["ply"], r["payload"],
                     r["created_at"], r["attempts"], r["sent_at"])


class SqliteOutbox(SqliteConnection):
    """Storing, claiming and completing posts. Each is one short transaction run in a
    single hand-off to the database thread (:meth:`SqliteConnection._at_once`): a post is
    claimed and marked sent once per move, so these are on every move's way."""

    async def enqueue_posts(self, game_id: int, posts: Sequence[NewPost], *, now: int) -> None:
        if not posts:
            return
        await self._at_once(lambda db: insert_posts(db, game_id, posts, now))

    async def claim_posts(self, *, now: int, lease: int, game_id: int | None = None,
                          limit: int = 50) -> list[OutboxRow]:
        rows = await self._at_once(  # claims end with the process: no need for the disk
            lambda db: claim_rows(db, now=now, lease=lease, game_id=game_id, limit=limit),
            durable=False)
        return sorted(rows, key=lambda r: r.id)

    def take_claimed(self, game_id: int | None = None) -> list[OutboxRow]:
        """The posts moves' transactions claimed for this process and nobody took yet (one
        game's, or all), oldest first; each is handed out once."""
        if game_id is not None:
            return self._claimed.pop(game_id, [])
        rows = [r for held in self._claimed.values() for r in held]
        self._claimed.clear()
        return sorted(rows, key=lambda r: r.id)

    async def mark_post_sent(self, post_id: int, *, now: int) -> None:
        await self._at_once(lambda db: db.execute(
            "UPDATE outbox SET sent_at = ?, claimed_until = NULL WHERE id = ?", (now, post_id)))

    async def retry_post_at(self, post_id: int, when: int) -> None:
        # A lost "not before" only brings a retry forward: no need to wait for the disk.
        await self._at_once(lambda db: db.execute(
            "UPDATE outbox SET claimed_until = ? WHERE id = ? AND sent_at IS NULL",
            (when, post_id)), durable=False)

    async def release_claims(self) -> None:
        async with self._write() as db:
            await db.execute("UPDATE outbox SET claimed_until = NULL "
                             "WHERE sent_at IS NULL AND claimed_until IS NOT NULL")

    async def purge_sent_posts(self, *, before: int, limit: int = 1000) -> int:
        # A purge a power cut undoes is done again by the next one: no need for the disk.
        return await self._at_once(
            lambda db: db.execute(PURGE_SQL, (before, limit)).rowcount, durable=False)

    async def pending_posts(self, game_id: int | None = None) -> list[OutboxRow]:
        """Unsent posts, oldest first (for tests and the operator's eyes)."""
        sql = f"SELECT {_COLUMNS} FROM outbox WHERE sent_at IS NULL"
        params: tuple[int, ...] = ()
        if game_id is not None:
            sql += " AND game_id = ?"
            params = (game_id,)
        async with self._read() as db:
            rows = list(await db.execute_fetchall(sql + " ORDER BY id", params))
        return [_row(r) for r in rows]
