"""Guild settings and the audit log of the PostgreSQL store (the contract of
:mod:`storage.sqlite_settings`). Values and details are ``jsonb``; a setting of JSON null is
stored as such, not deleted."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

import asyncpg

from storage.base import AuditRow, GameNotFound, NewPost, Replan
from storage.postgres_connection import PostgresConnection
from storage.postgres_outbox import insert_posts
from storage.postgres_rows import AUDIT_COLUMNS, audit_row, dumps
from storage.postgres_schedule import write_plan

__all__ = ["PostgresSettings", "write_settings"]


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
                          schedules: Mapping[int, Replan] | None = None) -> list[int]:
        """Store any JSON-able value (``None`` is stored as JSON null, not deleted)."""
        return await self.set_settings(guild_id, {key: value}, now=now, posts=posts,
                                       schedules=schedules)

    async def set_settings(self, guild_id: int, values: Mapping[str, Any], *, now: int,
                           posts: Mapping[int, Sequence[NewPost]] | None = None,
                           schedules: Mapping[int, Replan] | None = None) -> list[int]:
        """Store the values, the ``posts`` announcing them and the ``schedules`` they call
        for in one transaction."""
        left: list[int] = []
        async with self._write() as db:
            await write_settings(db, guild_id, values, now)
            for game_id, announced in (posts or {}).items():
                await insert_posts(db, game_id, announced, now)
            for game_id, plan in (schedules or {}).items():
                if not await write_plan(db, game_id, plan):
                    left.append(game_id)
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
        text = dumps(dict(details or {}))
        async with self._write() as db:
            try:
                row = await db.fetchrow(
                    "INSERT INTO audit (guild_id, game_id, actor_id, action, details, "
                    f"created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING "
                    f"{AUDIT_COLUMNS}", guild_id, game_id, actor_id, action, text, now)
            except asyncpg.ForeignKeyViolationError as error:  # unknown game id
                assert game_id is not None
                raise GameNotFound(game_id) from error
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
