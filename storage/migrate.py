"""Copying a SQLite database into an empty PostgreSQL database (``python -m bot migrate``,
``docs/storage.md``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from storage.base import GameRow, StorageUnavailable
from storage.postgres import PostgresStore, PostgresTx
from storage.rows import GAME_COLUMNS, game_row
from storage.schema import load_migrations
from storage.sql import Tx
from storage.sqlite import SqliteStore
from storage.store import GameStore

__all__ = ["TABLES", "CopyReport", "copy_database", "count_rows", "open_pair", "started_games"]

# In an order where every row's references exist before it; each with its columns.
TABLES: dict[str, tuple[str, ...]] = {
    "games": ("id", "guild_id", "channel_id", "game", "status", "seed", "options", "version",
              "host_id", "created_at", "updated_at", "started_at", "finished_at",
              "lobby_message_id", "result_reason"),
    "seats": ("game_id", "seat", "user_id", "is_ai", "label", "joined_at"),
    "moves": ("game_id", "ply", "seat", "notation", "public_text", "private_texts", "user_id",
              "kind", "created_at", "messages"),
    "snapshots": ("game_id", "ply", "state", "created_at"),
    "results": ("game_id", "seat", "user_id", "score", "place"),
    "settings": ("guild_id", "key", "value", "updated_at"),
    "audit": ("id", "guild_id", "game_id", "actor_id", "action", "details", "created_at"),
    "schedule": ("id", "game_id", "ply", "kind", "due_at", "done_at", "seat", "since_at",
                 "lead", "attempts"),
    "clocks": ("game_id", "seat", "ply", "since_at"),
    "outbox": ("id", "game_id", "channel_id", "ply", "payload", "created_at", "claimed_until",
               "attempts", "sent_at"),
    "ratings": ("guild_id", "game", "user_id", "mu", "sigma", "games", "updated_at"),
    "rated_games": ("game_id", "guild_id", "game", "finished_at", "rated"),
    "conduct": ("game_id", "user_id", "guild_id", "outcome", "decisions", "timeouts",
                "updated_at"),
}
_BOOLEAN = {("seats", "is_ai")}
_IDENTITY = ("games", "audit", "schedule", "outbox")  # tables whose ids a sequence hands out


@dataclass(frozen=True)
class CopyReport:
    source: dict[str, int]
    target: dict[str, int]

    @property
    def equal(self) -> bool:
        return self.source == self.target


async def count_rows(store: GameStore) -> dict[str, int]:
    """How many rows each copied table holds (one snapshot of the database)."""
    async def count(tx: Tx) -> dict[str, int]:
        return {table: int(await tx.fetchval(f"SELECT COUNT(*) FROM {table}"))
                for table in TABLES}

    return await store.db.run(count, write=False, consistent=True)


async def copy_database(source: SqliteStore, target: PostgresStore) -> CopyReport:
    """Copy every row of ``source`` into ``target``, which must be empty (merging histories
    would renumber games); both sides' counts."""
    latest = load_migrations()[-1].version
    if await source.schema_version() != latest:
        raise StorageUnavailable(f"The SQLite database {source.path} is not at schema "
                                 f"version {latest}; open it once with this Starpost first.",
                                 source.path)
    before = await count_rows(target)
    if any(before.values()):
        busy = ", ".join(f"{t} ({n})" for t, n in before.items() if n)
        raise StorageUnavailable(
            f"The PostgreSQL database {target.path} is not empty ({busy}); copy into a new, "
            "empty database (createdb), so no game is renumbered or mixed with another.",
            target.path)
    async def read(tx: Tx) -> dict[str, list[tuple[object, ...]]]:
        return {table: [tuple(bool(v) if (table, c) in _BOOLEAN else v
                              for c, v in zip(columns, row, strict=True))
                        for row in await tx.fetch(f"SELECT {', '.join(columns)} FROM {table}")]
                for table, columns in TABLES.items()}

    async def write(tx: Tx) -> None:
        assert isinstance(tx, PostgresTx)
        for table, columns in TABLES.items():
            if copied[table]:
                await tx.copy_rows(table, columns, copied[table])
        for table in _IDENTITY:
            await tx.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")

    copied = await source.db.run(read, write=False, consistent=True)
    await target.db.run(write)
    return CopyReport(await count_rows(source), await count_rows(target))


async def open_pair(sqlite_path: Path, url: str) -> tuple[SqliteStore, PostgresStore]:
    """Both stores, refusing a SQLite path that does not exist (opening would create it)."""
    if not sqlite_path.is_file():
        raise StorageUnavailable(f"There is no SQLite database at {sqlite_path}; name the "
                                 "file to copy with --from (or DATABASE_PATH).", str(sqlite_path))
    source = await SqliteStore.open(sqlite_path)
    try:
        target = await PostgresStore.open(url)
    except BaseException:
        await source.close()
        raise
    return source, target


async def started_games(store: PostgresStore) -> list[GameRow]:
    """Every game started (it has its ply-0 snapshot), whatever its status, oldest first."""
    rows = await store.db.run(lambda tx: tx.fetch(
        f"SELECT {GAME_COLUMNS} FROM games WHERE EXISTS (SELECT 1 FROM snapshots s "
        "WHERE s.game_id = games.id AND s.ply = 0) ORDER BY id"), write=False)
    return [game_row(row) for row in rows]
