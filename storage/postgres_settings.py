"""Guild settings and the audit log of the PostgreSQL store (the contract of
:mod:`storage.sqlite_settings`). Values and details are ``jsonb``; a setting of JSON null is
stored as such, not deleted."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

import asyncpg

from storage.base import AuditRow, GameNotFound, NewAudit, NewPost, Replan
from storage.postgres_connection import PostgresConnection
from storage.postgres_outbox import insert_posts
from storage.postgres_rows import AUDIT_COLUMNS, audit_row, dumps
from storage.postgres_schedule import write_plan

__all__ = ["PostgresSettings", "write_audit", "write_settings"]


async def write_audit(db: asyncpg.Connection, audit: NewAudit | None,
                      now: int) -> asyncpg.Record | None:
    """Record a moderator's action inside the caller's transaction (that of the change it
    records); its row, or None without one. :class:`GameNotFound` for an unknown game."""
    if audit is None:
        return None
    try:
        return await db.fetchrow(
            "INSERT INTO audit (guild_id, game_id, actor_id, action, details, "
            f"created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING {AUDIT_COLUMNS}",
            audit.guild_id, audit.game_id, audit.actor_id, audit.action,
            dumps(dict(audit.details)), now)
    except asyncpg.ForeignKeyViolationError as error:  # unknown game id
        assert audit.game_id is not None
        raise GameNotFound(audit.game_id) from error


async def write_settings(db: asyncpg.Connection, guild_id: int, values: Mapping[str, Any],
                         now: int) -> None:
    """Store a guild's settings inside the caller's transaction."""
    await db.executemany(
        "INSERT INTO settings (guild_id, key, value, updated_at) "
        "VALUES ($1, $2, $3::jsonb, $4) ON CONFLICT (guild_id, key) DO UPDATE "
        "SET value = excluded.value, updated_at = excluded.updated_at",
        [(guild_id, key, dumps(value), now) for key, value in values.items()])


class PostgresSettings(PostgresConnection):
    """Per-guild settings and the audit log."""

    async def get_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        async with self._read() as db:
            value = await db.fetchval(
                "SELECT value::text FROM settings WHERE guild_id = $1 AND key = $2",
                guild_id, key)
        return default if value is None else json.loads(value)

    async def get_settings(self, guild_id: int) -> dict[str, Any]:
        async with self._read() as db:
            rows = await db.fetch("SELECT key, value::text AS value FROM settings "
                                  "WHERE guild_id = $1 ORDER BY key", guild_id)
        return {row["key"]: json.loads(row["value"]) for row in rows}

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
        left: list[int] = []
        async with self._write() as db:
            await write_settings(db, guild_id, values, now)
            for game_id, announced in (posts or {}).items():
                await insert_posts(db, game_id, announced, now)
            for game_id, plan in (schedules or {}).items():
                if not await write_plan(db, game_id, plan):
                    left.append(game_id)
            await write_audit(db, audit, now)
        return left

    async def delete_setting(self, guild_id: int, key: str) -> None:
        async with self._write() as db:
            await db.execute("DELETE FROM settings WHERE guild_id = $1 AND key = $2",
                             guild_id, key)

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
        async with self._write() as db:
            row = await write_audit(db, NewAudit(guild_id, actor_id, action, game_id,
                                                 dict(details or {})), now)
        assert row is not None
        return audit_row(row)

    async def list_audit(
        self,
        guild_id: int,
        *,
        game_id: int | None = None,
        limit: int = 50,
        before_id: int | None = None,
    ) -> list[AuditRow]:
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {AUDIT_COLUMNS} FROM audit WHERE guild_id = $1 "
                "AND ($2::bigint IS NULL OR game_id = $2) "
                "AND ($3::bigint IS NULL OR id < $3) ORDER BY id DESC LIMIT $4",
                guild_id, game_id, before_id, limit)
        return [audit_row(row) for row in rows]
