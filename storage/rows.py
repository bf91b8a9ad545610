"""Rows turned into the values of :mod:`storage.base` (whose fields are named as their
columns; JSON read as text on both databases), and argument checks.
"""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

from storage.base import AuditRow, GameRow, GameStatus, MoveRow, OutboxRow, SeatRow
from storage.sql import Row

OPEN = "('lobby', 'active')"  # SQL list of open statuses, matching the partial unique index


def columns(row_type: Any) -> str:
    """The SELECT list of a row class whose fields are its table's columns, by name."""
    return ", ".join(f.name for f in fields(row_type))


GAME_COLUMNS, SEAT_COLUMNS, MOVE_COLUMNS, AUDIT_COLUMNS, OUTBOX_COLUMNS = (
    columns(row_type) for row_type in (GameRow, SeatRow, MoveRow, AuditRow, OutboxRow))


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def values(row: Row) -> dict[str, Any]:
    """The row by column name (quicker than ``dict(row)`` on a ``sqlite3.Row``)."""
    return dict(zip(row.keys(), row, strict=True))


def game_row(row: Row) -> GameRow:
    # By position, on every change's way: the columns are GameRow's fields (GAME_COLUMNS).
    id_, guild_id, channel_id, game, status, seed, options, *rest = row
    return GameRow(id_, guild_id, channel_id, game, GameStatus(status), seed,
                   json.loads(options), *rest)


def seat_row(row: Row) -> SeatRow:
    return SeatRow(**{**values(row), "is_ai": bool(row["is_ai"])})


def move_row(row: Row) -> MoveRow:
    texts = {int(k): v for k, v in json.loads(row["private_texts"]).items()}
    messages = json.loads(row["messages"]) if row["messages"] else None
    return MoveRow(**{**values(row), "private_texts": texts, "messages": messages})


def audit_row(row: Row) -> AuditRow:
    return AuditRow(**{**values(row), "details": json.loads(row["details"])})


def outbox_row(row: Row) -> OutboxRow:
    return OutboxRow(*row)  # by position, on every move's way: OUTBOX_COLUMNS are its fields

