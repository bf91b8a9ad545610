"""Column lists of the PostgreSQL store, and the row conversions it shares with SQLite.

``jsonb`` columns are read back as text (``::text``), so a row from either backend has the
same shape: the converters of :mod:`storage.sqlite_rows` only index rows by column name,
which ``asyncpg.Record`` supports as ``sqlite3.Row`` does, and every query that reads a
table builds the same frozen rows of :mod:`storage.base` on both backends.
"""

from __future__ import annotations

from storage.sqlite_rows import (
    INT64_MAX,
    INT64_MIN,
    audit_row,
    check_int64,
    check_snapshot,
    check_start,
    dumps,
    game_row,
    move_row,
    seat_row,
)

__all__ = [
    "AUDIT_COLUMNS",
    "GAME_COLUMNS",
    "INT64_MAX",
    "INT64_MIN",
    "MOVE_COLUMNS",
    "OPEN",
    "SEAT_COLUMNS",
    "audit_row",
    "check_int64",
    "check_snapshot",
    "check_start",
    "dumps",
    "game_columns",
    "game_row",
    "move_row",
    "seat_row",
]

OPEN = "('lobby', 'active')"  # SQL list of open statuses, matching the partial unique index

_GAME = ("id", "guild_id", "channel_id", "game", "status", "seed", "options", "version",
         "host_id", "created_at", "updated_at", "started_at", "finished_at", "lobby_message_id",
         "result_reason")
_JSON = {"options", "private_texts", "details", "messages"}


def _select(columns: tuple[str, ...], prefix: str = "") -> str:
    return ", ".join(f"{prefix}{c}::text AS {c}" if c in _JSON else f"{prefix}{c}"
                     for c in columns)


def game_columns(prefix: str = "") -> str:
    """The games columns for a SELECT, ``prefix`` being a table alias with its dot."""
    return _select(_GAME, prefix)


GAME_COLUMNS = game_columns()
SEAT_COLUMNS = "game_id, seat, user_id, is_ai, label, joined_at"
MOVE_COLUMNS = _select(("game_id", "ply", "seat", "notation", "public_text", "private_texts",
                        "user_id", "kind", "created_at", "messages"))
AUDIT_COLUMNS = _select(("id", "guild_id", "game_id", "actor_id", "action", "details",
                         "created_at"))
