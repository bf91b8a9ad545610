"""Guild settings and the audit log of the SQLite store.

Settings are JSON values per guild and key; the audit log is append-only, newest first when
listed, so moderators can see who did what.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from storage.base import AuditRow, GameNotFound, NewAudit, NewPost, Replan
from storage.sqlite_connection import SqliteConnection
from storage.sqlite_outbox import insert_posts
from storage.sqlite_rows import audit_row, dumps
from storage.sqlite_schedule import write_plan

__all__ = ["SqliteSettings", "write_audit", "write_settings"]


GUILDS_CACHED = 1000  # guilds whose settings are kept in memory, least recently used out


def write_settings(db: sqlite3.Connection, guild_id: int, texts: Mapping[str, str],
                   now: int) -> None:
    """Store a guild's settings (JSON text by key) inside the caller's transaction, on the
    database thread; the caller then tells the cache (``_settings_written``)."""
    db.executemany(
        "INSERT INTO settings (guild_id, key, value, updated_at) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value, "
        "updated_at = excluded.updated_at",
        [(guild_id, key, text, now) for key, text in texts.items()])


def write_audit(db: sqlite3.Connection, audit: NewAudit | None, now: int) -> int | None:
    """Record a moderator's action inside the caller's transaction (that of the change it
    records), on the database thread; its id, or None without one. :class:`GameNotFound`
    for an unknown game."""
    if audit is None:
        return None
    try:
        cursor = db.execute(
            "INSERT INTO audit (guild_id, game_id, actor_id, action, details, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (audit.guild_id, audit.game_id, audit.actor_id, audit.action,
             dumps(dict(audit.details)), now))
    except sqlite3.IntegrityError as error:
        if "FOREIGN KEY" not in str(error) or audit.game_id is None:
            raise
        raise GameNotFound(audit.game_id) from error  # unknown game id
    return cursor.lastrowid


class SqliteSettings(SqliteConnection):
    """Per-guild settings and the audit log.

    A guild's settings are read once and then served from memory, written through on every
    change: a move words its deadline from several of them (the server's defaults, the
    game's own, each awaited player's absences), and each read would otherwise be a round
    trip to the database thread. A SQLite file serves one bot process
    (``single_process``), whose writes all go through this store, so the copy cannot go
    stale: each updates it right after its commit (``_settings_written``).
    """

    async def _guild_settings(self, guild_id: int) -> dict[str, str]:
        """The guild's settings as stored (JSON text by key), from memory after one read."""
        cache = self._cached_settings
        found = cache.get(guild_id)
        if found is not None:
            cache.move_to_end(guild_id)
            return found
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT key, value FROM settings WHERE guild_id = ? ORDER BY key", (guild_id,)
            )
            # Read under the lock, so no write slips between the read and the caching.
            loaded = {row["key"]: row["value"] for row in rows}
            cache[guild_id] = loaded
            while len(cache) > GUILDS_CACHED:
                cache.popitem(last=False)
        return loaded

    async def get_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        value = (await self._guild_settings(guild_id)).get(key)
        return default if value is None else json.loads(value)

    async def get_settings(self, guild_id: int) -> dict[str, Any]:
        stored = await self._guild_settings(guild_id)
        return {key: json.loads(stored[key]) for key in sorted(stored)}

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

        def store(db: sqlite3.Connection) -> list[int]:
            write_settings(db, guild_id, texts, now)
            for game_id, announced in (posts or {}).items():
                insert_posts(db, game_id, announced, now)
            write_audit(db, audit, now)
            return [game_id for game_id, plan in (schedules or {}).items()
                    if not write_plan(db, game_id, plan)]

        left = await self._at_once(store)
        self._settings_written(guild_id, texts)
        return left

    async def delete_setting(self, guild_id: int, key: str) -> None:
        async with self._write() as db:
            await db.execute("DELETE FROM settings WHERE guild_id = ? AND key = ?", (guild_id, key))
        cached = self._cached_settings.get(guild_id)
        if cached is not None:  # written through, as set_settings does
            cached.pop(key, None)

    async def append_audit(
        self,
        *,
        guild_id: int,
        actor_id: int | None,
        action: str,
        now: int,
        game_id: int | None = None,
        details: Mapping[str, Any] | None = None,
    ) -> AuditRow:
        audit = NewAudit(guild_id, actor_id, action, game_id, dict(details or {}))
        audit_id = await self._at_once(lambda db: write_audit(db, audit, now))
        assert audit_id is not None
        return AuditRow(audit_id, guild_id, game_id, actor_id, action,
                        json.loads(dumps(dict(audit.details))), now)

    async def list_audit(
        self,
        guild_id: int,
        *,
        game_id: int | None = None,
        limit: int = 50,
        before_id: int | None = None,
    ) -> list[AuditRow]:
        sql = "SELECT * FROM audit WHERE guild_id = ?"
        params: list[Any] = [guild_id]
        if game_id is not None:
            sql += " AND game_id = ?"
            params.append(game_id)
        if before_id is not None:
            sql += " AND id < ?"
            params.append(before_id)
        sql += " ORDER BY id DESC LIMIT ?"
        params.append(limit)
        async with self._read() as db:
            rows = await db.execute_fetchall(sql, params)
        return [audit_row(row) for row in rows]
