"""Row conversion and argument checks shared by the store's record modules.

One place turns rows (``sqlite3.Row`` or ``asyncpg.Record``, both read by column name) into
the frozen rows of :mod:`storage.base` and holds the column lists, so every query that reads
a table builds the same objects on both databases. JSON columns (``jsonb`` on PostgreSQL,
text on SQLite) are read as text on both: asyncpg hands ``jsonb`` out as its text.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from storage.base import AuditRow, GameRow, GameStatus, MoveRow, SeatRow, SeatSpec
from storage.sql import Row

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
OPEN = "('lobby', 'active')"  # SQL list of open statuses, matching the partial unique index

GAME_COLUMNS = (
    "id, guild_id, channel_id, game, status, seed, options, version, host_id, created_at, "
    "updated_at, started_at, finished_at, lobby_message_id, result_reason"
)
SEAT_COLUMNS = "game_id, seat, user_id, is_ai, label, joined_at"
AUDIT_COLUMNS = "id, guild_id, game_id, actor_id, action, details, created_at"
MOVE_COLUMNS = (
    "game_id, ply, seat, notation, public_text, private_texts, user_id, kind, created_at, "
    "messages"
)


def game_columns(prefix: str) -> str:
    """The games columns for a SELECT, each behind ``prefix`` (a table alias and its dot)."""
    return ", ".join(f"{prefix}{column.strip()}" for column in GAME_COLUMNS.split(","))


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def game_row(row: Row) -> GameRow:
    return GameRow(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        game=row["game"],
        status=GameStatus(row["status"]),
        seed=row["seed"],
        options=json.loads(row["options"]),
        version=row["version"],
        host_id=row["host_id"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        started_at=row["started_at"],
        finished_at=row["finished_at"],
        lobby_message_id=row["lobby_message_id"],
        result_reason=row["result_reason"],
    )


def seat_row(row: Row) -> SeatRow:
    return SeatRow(
        game_id=row["game_id"],
        seat=row["seat"],
        user_id=row["user_id"],
        is_ai=bool(row["is_ai"]),
        label=row["label"],
        joined_at=row["joined_at"],
    )


def move_row(row: Row) -> MoveRow:
    return MoveRow(
        game_id=row["game_id"],
        ply=row["ply"],
        seat=row["seat"],
        notation=row["notation"],
        public_text=row["public_text"],
        private_texts={int(k): v for k, v in json.loads(row["private_texts"]).items()},
        user_id=row["user_id"],
        kind=row["kind"],
        created_at=row["created_at"],
        messages=json.loads(row["messages"]) if row["messages"] else None,
    )


def audit_row(row: Row) -> AuditRow:
    return AuditRow(
        id=row["id"],
        guild_id=row["guild_id"],
        game_id=row["game_id"],
        actor_id=row["actor_id"],
        action=row["action"],
        details=json.loads(row["details"]),
        created_at=row["created_at"],
    )


def check_int64(name: str, value: int) -> None:
    if not INT64_MIN <= value <= INT64_MAX:
        raise ValueError(f"{name} must fit in a signed 64-bit integer, got {value}")


def check_snapshot(snapshot_json: str) -> None:
    if not isinstance(snapshot_json, str) or not snapshot_json:
        raise ValueError("snapshot_json must be the engine's state as non-empty JSON text")


def check_start(seats: Sequence[SeatSpec], snapshot_json: str) -> None:
    """Refuse a start no game could have, before any transaction begins."""
    check_snapshot(snapshot_json)
    if not seats:
        raise ValueError("a game needs at least one seat")
    users = [s.user_id for s in seats if s.user_id is not None]
    if len(users) != len(set(users)):
        raise ValueError("a user may hold only one seat")
    if any(s.user_id is None and not s.is_ai for s in seats):
        raise ValueError("a seat without a user must be an AI seat")

