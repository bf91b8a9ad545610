"""Rows turned into the values of :mod:`storage.base` (whose fields are named as their
columns; JSON read as text on both databases), and argument checks.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from storage.base import AuditRow, GameRow, GameStatus, MoveRow, OutboxRow, SeatRow, SeatSpec
from storage.sql import Row

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
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

