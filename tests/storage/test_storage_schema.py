"""SQLite's migrations from an empty file, reopening, pragmas and the migration-file rules
(PostgreSQL's are in test_storage_postgres.py); foreign keys on both backends."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from storage_helpers import GUILD, HOST, T0, AnyStore

from storage import GameNotFound, SqliteStore, StorageError
from storage.sqlite import MIGRATIONS_DIR, Migration, load_migrations, split_statements

TABLES = {"games", "seats", "moves", "snapshots", "settings", "audit", "results"}


def read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def test_shipped_migrations_are_numbered_from_one() -> None:
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "initial"


async def test_migrates_empty_file_to_latest(db_path: Path) -> None:
    latest = load_migrations()[-1].version
    store = await SqliteStore.open(db_path)
    assert await store.schema_version() == latest
    await store.close()

    with read_only(db_path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == latest
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert names >= TABLES
        indexes = {
            r[0]: r[1]
            for r in conn.execute("SELECT name, sql FROM sqlite_master WHERE type='index'")
        }
        assert "WHERE status IN ('lobby', 'active')" in indexes["games_one_open_per_channel"]
        move_pk = [r[1] for r in conn.execute("PRAGMA table_info(moves)") if r[5] > 0]
        assert move_pk == ["game_id", "ply"]
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


async def test_reopening_is_idempotent_and_keeps_data(db_path: Path) -> None:
    store = await SqliteStore.open(db_path)
    lobby = await store.create_lobby(
        guild_id=GUILD, channel_id=9, game="adastra", host_id=HOST, seed=1, now=T0
    )
    await store.close()
    for _ in range(2):
        store = await SqliteStore.open(db_path)
        assert await store.schema_version() == load_migrations()[-1].version
        assert (await store.get_game(lobby.id)).channel_id == 9
        await store.close()
    with read_only(db_path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1


async def test_connection_pragmas(db_path: Path) -> None:
    store = await SqliteStore.open(db_path)  # SQLite's own: its pragmas
    async def pragma(name: str) -> object:
        # The pragmas are per connection, so ask the store's own.
        return await store.db.run(lambda tx: tx.fetchval(f"PRAGMA {name}"), write=False)

    try:
        assert await pragma("synchronous") == 2  # FULL
        assert await pragma("foreign_keys") == 1
        assert await pragma("busy_timeout") == 10_000
    finally:
        await store.close()


async def test_foreign_keys_are_enforced(store: AnyStore) -> None:
    """On both backends (the ``store`` fixture)."""
    with pytest.raises(GameNotFound):
        await store.append_audit(guild_id=GUILD, actor_id=HOST, action="x", now=T0, game_id=77)
    assert await store.list_audit(GUILD) == []


async def test_newer_database_is_refused(db_path: Path) -> None:
    with sqlite3.connect(db_path) as conn:
        conn.execute("PRAGMA user_version = 999")
    with pytest.raises(StorageError, match="newer"):
        await SqliteStore.open(db_path)


async def test_failed_migration_rolls_back_whole(db_path: Path) -> None:
    good = load_migrations()
    bad = Migration(
        len(good) + 1,
        "broken",
        "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n",
    )
    with pytest.raises(StorageError, match="no_such_table"):
        await SqliteStore.open(db_path, migrations=[*good, bad])
    with read_only(db_path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(good)
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert "half_done" not in names
        assert names >= TABLES
    # The shipped migrations alone still open it.
    store = await SqliteStore.open(db_path)
    assert await store.schema_version() == len(good)
    await store.close()


async def test_later_migration_applies_on_top(db_path: Path) -> None:
    store = await SqliteStore.open(db_path)
    await store.close()
    good = load_migrations()
    extra = Migration(
        len(good) + 1,
        "deadlines",
        "-- a later step\nCREATE TABLE deadlines (game_id INTEGER NOT NULL\n"
        "  REFERENCES games (id), due_at INTEGER NOT NULL);\n"
        "CREATE INDEX deadlines_due ON deadlines (due_at);\n",
    )
    store = await SqliteStore.open(db_path, migrations=[*good, extra])
    assert await store.schema_version() == len(good) + 1
    await store.close()
    with read_only(db_path) as conn:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        assert {"deadlines", "deadlines_due"} <= names


def test_migration_files_must_be_contiguous(tmp_path: Path) -> None:
    (tmp_path / "0001_a.sql").write_text("CREATE TABLE a (x);")
    (tmp_path / "0003_c.sql").write_text("CREATE TABLE c (x);")
    with pytest.raises(StorageError, match="expected 0002"):
        load_migrations(tmp_path)


def test_migration_file_names_are_checked(tmp_path: Path) -> None:
    (tmp_path / "1_a.sql").write_text("CREATE TABLE a (x);")
    with pytest.raises(StorageError, match="NNNN_name"):
        load_migrations(tmp_path)


def test_split_statements_handles_comments_strings_and_triggers() -> None:
    script = (
        "-- heading\nCREATE TABLE t (a TEXT DEFAULT ';'); -- trailing\n\n"
        "CREATE TRIGGER tr AFTER INSERT ON t BEGIN\n  UPDATE t SET a = 'x;y';\nEND;\n"
        "-- the end\n"
    )
    statements = split_statements(script)
    assert len(statements) == 2
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")
    with pytest.raises(StorageError, match="unterminated"):
        split_statements("CREATE TABLE t (a)")


def test_shipped_migration_splits_into_statements() -> None:
    sql = (MIGRATIONS_DIR / "0001_initial.sql").read_text()
    statements = split_statements(sql)
    assert sum("CREATE TABLE " in s for s in statements) == len(TABLES)
