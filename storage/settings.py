"""Guild settings and the audit log; on SQLite a guild's settings are served from memory
once read, written through after each commit (``docs/storage.md``)."""

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
    """Store settings (JSON text by key); after the commit the caller tells the cache."""
    await tx.executemany(
        "INSERT INTO settings (guild_id, key, value, updated_at) VALUES ($1, $2, $3, $4) "
        "ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value, "
        "updated_at = excluded.updated_at",
        [(guild_id, key, text, now) for key, text in texts.items()])


async def write_audit(tx: Tx, audit: NewAudit | None, now: int) -> Row | None:
    """Record a moderator's action: the row as stored (None without one)."""
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
    async def _stored(self, guild_id: int, keys: Sequence[str] | None = None) -> dict[str, str]:
        """The guild's settings as stored (JSON text by key; those of ``keys`` at least), in
        one read; the dictionary may be the cache's own: never change it."""
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
        """Write a commit's settings through to the guild's cached copy, if any; call it
        with no ``await`` since the commit, so no other write can come between."""
        cached = self._cached_settings.get(guild_id)
        if cached is not None:
            cached.update(texts)

    async def _write(self, guild_id: int, work: Work[T]) -> T:
        """Run a write of the guild's settings; if it fails or is cancelled (it may still
        commit on SQLite's thread), the cached copy is forgotten."""
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
        """The settings among ``keys`` that are stored and not JSON null, in one read."""
        stored = await self._stored(guild_id, keys)
        return {key: value for key in keys if key in stored
                if (value := json.loads(stored[key])) is not None}

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
        """Store the values with the ``posts``, ``schedules`` and ``audit`` they call for;
        returns the games whose plan was not written (they moved on)."""
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
        """Store ``value`` unless the key has one; the value kept, which every process
        setting it at once is told (for what is made once, such as a web address)."""
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
        """Every guild's settings whose key starts with ``prefix``: (guild, key, value)."""
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
