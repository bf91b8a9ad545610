"""Guild settings and the audit log.

Settings are JSON values per guild and key (text on SQLite, ``jsonb`` on PostgreSQL, read
back as text on both); a setting of JSON null is stored as such, not deleted. The audit log
is append-only, newest first when listed. :func:`write_settings` and :func:`write_audit` run
inside other transactions too (a finished game's move storing what its players carry on, a
moderator's change with its audit row), so a crash keeps both or neither.

**Where settings are read from** is the one difference between the databases
(:meth:`Settings._stored`). On SQLite a guild's settings are read once and then served from
memory, written through right after each commit (a move words its deadline from several of
them, and each read would be a round trip to the database thread): the file serves one
process, whose writes all go through this store, so the copy cannot go stale. At most
:data:`GUILDS_CACHED` guilds are kept, least recently used out. On PostgreSQL another
process may have changed a setting: every read goes to the database.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from storage.base import AuditRow, GameNotFound, NewAudit, NewPost, Replan
from storage.outbox import insert_posts
from storage.records import Records
from storage.rows import AUDIT_COLUMNS, audit_row, dumps
from storage.schedule import write_plan
from storage.sql import ForeignKeyViolation, Row, Tx, Work

__all__ = ["GUILDS_CACHED", "Settings", "write_audit", "write_settings"]


GUILDS_CACHED = 1000  # guilds whose settings are kept in memory, least recently used out

T = TypeVar("T")


async def write_settings(tx: Tx, guild_id: int, texts: Mapping[str, str], now: int) -> None:
    """Store a guild's settings (JSON text by key) inside the caller's transaction; after
    its commit the caller tells the cache (:meth:`Settings._settings_written`)."""
    await tx.executemany(
        "INSERT INTO settings (guild_id, key, value, updated_at) VALUES ($1, $2, $3, $4) "
        "ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value, "
        "updated_at = excluded.updated_at",
        [(guild_id, key, text, now) for key, text in texts.items()])


async def write_audit(tx: Tx, audit: NewAudit | None, now: int) -> Row | None:
    """Record a moderator's action inside the caller's transaction (that of the change it
    records): the row as stored, or None without one. :class:`GameNotFound` for an unknown
    game."""
    if audit is None:
        return None
    try:
        row = await tx.fetchrow(
            "INSERT INTO audit (guild_id, game_id, actor_id, action, details, created_at) "
            f"VALUES ($1, $2, $3, $4, $5, $6) RETURNING {AUDIT_COLUMNS}",
            audit.guild_id, audit.game_id, audit.actor_id, audit.action,
            dumps(dict(audit.details)), now)
    except ForeignKeyViolation as error:
        if audit.game_id is None:
            raise
        raise GameNotFound(audit.game_id) from error  # unknown game id
    return row


async def _read_settings(tx: Tx, guild_id: int,
                         keys: Sequence[str] | None) -> dict[str, str]:
    """The guild's settings as stored (JSON text by key): all of them, or those of ``keys``."""
    where = "" if keys is None else " AND ({})".format(
        " OR ".join(f"key = ${i}" for i in range(2, 2 + len(keys))) or "FALSE")
    rows = await tx.fetch(f"SELECT key, value FROM settings WHERE guild_id = $1{where}",
                          guild_id, *(keys or ()))
    return {row["key"]: row["value"] for row in rows}


class Settings(Records):
    """Per-guild settings and the audit log."""

    async def _stored(self, guild_id: int, keys: Sequence[str] | None = None) -> dict[str, str]:
        """The guild's settings as stored (JSON text by key), those of ``keys`` at least
        when given, in one read: on SQLite from memory after one read; on PostgreSQL from
        the database every time. The dictionary returned may be the cache's own: read it,
        never change it."""
        if not self.single_process:
            return await self.db.run(lambda tx: _read_settings(tx, guild_id, keys),
                                     write=False)
        cache = self._cached_settings
        found = cache.get(guild_id)
        if found is not None:
            cache.move_to_end(guild_id)
            return found
        loaded = await self.db.run(lambda tx: _read_settings(tx, guild_id, None), write=False)
        # Cached with no await since the read: no write of this store can come between
        # (a write's own cache update follows its commit just as directly).
        cache[guild_id] = loaded
        while len(cache) > GUILDS_CACHED:
            cache.popitem(last=False)
        return loaded

    def _settings_written(self, guild_id: int, texts: Mapping[str, str]) -> None:
        """Right after a commit that wrote these settings (JSON text by key), wherever it
        was written: the guild's cached copy takes them (written through), so the next
        read, such as admission's language, never waits on the database. A guild not
        cached is read whole on its next use (on PostgreSQL none ever is). Call it with no
        ``await`` since the commit, so no other write of this store can come between."""
        cached = self._cached_settings.get(guild_id)
        if cached is not None:
            cached.update(texts)

    async def _write(self, guild_id: int, work: Work[T]) -> T:
        """Run a write of the guild's settings. Should it fail or be cancelled (a cancelled
        SQLite transaction still runs to its commit on the database thread), the cached
        copy is forgotten, so the next use reads what was in fact stored."""
        try:
            return await self.db.run(work)
        except BaseException:
            self._cached_settings.pop(guild_id, None)
            raise

    async def get_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        value = (await self._stored(guild_id, [key])).get(key)
        return default if value is None else json.loads(value)

    async def get_settings(self, guild_id: int) -> dict[str, Any]:
        stored = await self._stored(guild_id)
        return {key: json.loads(stored[key]) for key in sorted(stored)}

    async def get_settings_of(self, guild_id: int, keys: Sequence[str]) -> dict[str, Any]:
        """The settings among ``keys`` that are stored (as :meth:`get_setting` reads them,
        JSON null read as missing), in one read: from memory on SQLite, one query on
        PostgreSQL (a move plans each awaited player's clock from several of them)."""
        stored = await self._stored(guild_id, keys)
        found = {key: json.loads(stored[key]) for key in keys if key in stored}
        return {key: value for key, value in found.items() if value is not None}

    async def set_setting(self, guild_id: int, key: str, value: Any, *, now: int,
                          posts: Mapping[int, Sequence[NewPost]] | None = None,
                          schedules: Mapping[int, Replan] | None = None,
                          audit: NewAudit | None = None) -> list[int]:
        """Store any JSON-able value (``None`` is stored as JSON null, not deleted)."""
        return await self.set_settings(guild_id, {key: value}, now=now, posts=posts,
                                       schedules=schedules, audit=audit)

    async def set_settings(self, guild_id: int, values: Mapping[str, Any], *, now: int,
                           posts: Mapping[int, Sequence[NewPost]] | None = None,
                           schedules: Mapping[int, Replan] | None = None,
                           audit: NewAudit | None = None) -> list[int]:
        """Store the values, the ``posts`` announcing them, the ``schedules`` they call
        for and the moderator's ``audit`` in one transaction."""
        texts = {key: dumps(value) for key, value in values.items()}

        async def store(tx: Tx) -> list[int]:
            await write_settings(tx, guild_id, texts, now)
            for game_id, announced in (posts or {}).items():
                await insert_posts(tx, game_id, announced, now)
            left = [game_id for game_id, plan in (schedules or {}).items()
                    if not await write_plan(tx, game_id, plan)]
            await write_audit(tx, audit, now)
            return left

        left = await self._write(guild_id, store)
        self._settings_written(guild_id, texts)
        return left

    async def setting_once(self, guild_id: int, key: str, value: Any, *, now: int) -> Any:
        """Store ``value`` under ``key`` unless the guild already has a value there, in one
        transaction; returns the value stored (the earlier one, or ``value``). Of several
        processes setting it at once, exactly one value is kept, and all of them are told
        which: for what must be made once, such as a game's web address."""
        text = dumps(value)

        async def store(tx: Tx) -> str:
            await tx.execute(
                "INSERT INTO settings (guild_id, key, value, updated_at) "
                "VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id, key) DO NOTHING",
                guild_id, key, text, now)
            return str(await tx.fetchval(
                "SELECT value FROM settings WHERE guild_id = $1 AND key = $2", guild_id, key))

        stored = await self._write(guild_id, store)
        self._settings_written(guild_id, {key: stored})
        return json.loads(stored)

    async def settings_named(self, prefix: str) -> list[tuple[int, str, Any]]:
        """Every guild's settings whose key starts with ``prefix``, as (guild, key, value):
        for what the bot must find again at start-up whatever the server (channels that
        refuse posts, servers that removed the bot). Read from the database."""
        if not prefix or "%" in prefix or "_" in prefix:
            raise ValueError("a prefix of letters, digits, dots and dashes")
        rows = await self._select("SELECT guild_id, key, value FROM settings WHERE key LIKE $1",
                                  (prefix + "%",), then=" ORDER BY guild_id, key")
        return [(int(r["guild_id"]), str(r["key"]), json.loads(r["value"])) for r in rows]

    async def delete_setting(self, guild_id: int, key: str) -> None:
        await self._write(guild_id, lambda tx: tx.execute(
            "DELETE FROM settings WHERE guild_id = $1 AND key = $2", guild_id, key))
        cached = self._cached_settings.get(guild_id)
        if cached is not None:  # written through, as set_settings does
            cached.pop(key, None)

    async def append_audit(self, *, guild_id: int, actor_id: int | None, action: str, now: int,
                           game_id: int | None = None,
                           details: Mapping[str, Any] | None = None) -> AuditRow:
        audit = NewAudit(guild_id, actor_id, action, game_id, dict(details or {}))
        row = await self.db.run(lambda tx: write_audit(tx, audit, now))
        assert row is not None
        return audit_row(row)

    async def list_audit(self, guild_id: int, *, game_id: int | None = None, limit: int = 50,
                         before_id: int | None = None) -> list[AuditRow]:
        """Newest first; pass the last row's id as ``before_id`` for the next page."""
        rows = await self._select(f"SELECT {AUDIT_COLUMNS} FROM audit WHERE guild_id = $1",
                                  (guild_id,), ("game_id =", game_id), ("id <", before_id),
                                  then=f" ORDER BY id DESC LIMIT {int(limit)}")
        return [audit_row(row) for row in rows]
