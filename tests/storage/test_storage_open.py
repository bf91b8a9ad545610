"""A file that cannot be Starpost's database is refused at open, in one sentence.

Each case is a real file (or folder) in a temporary directory: random bytes, a text file, a
truncated database, damaged pages, a schema newer than the code, a lock held by another
connection, a folder, a missing folder, an empty path. Every refusal is the one type the
bot catches at start-up, names the file and says what to do; a good file still opens.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from storage_helpers import started_game

from storage import SqliteStore, StorageError, StorageUnavailable
from storage.sqlite import Migration, load_migrations

PAGE = 4096


async def make_database(path: Path) -> bytes:
    """A real Starpost database with a game in it, closed (WAL folded in); its bytes."""
    store = await SqliteStore.open(path)
    await started_game(store)
    await store.close()
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0
    return path.read_bytes()


async def refusal(path: Path | str, **options: int) -> str:
    with pytest.raises(StorageUnavailable) as refused:
        await SqliteStore.open(path, **options)
    message = refused.value.message
    assert str(refused.value) == message
    assert "\n" not in message and message.endswith(".")
    return message


async def test_random_bytes_are_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "noise.sqlite3"
    path.write_bytes(os.urandom(3 * PAGE))
    message = await refusal(path)
    assert str(path) in message and "is not a SQLite database" in message
    assert "DATABASE_PATH" in message


async def test_a_text_file_is_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("shopping list\n" * 200, encoding="utf-8")
    message = await refusal(path)
    assert str(path) in message and "is not a SQLite database" in message
    assert path.read_text(encoding="utf-8").startswith("shopping list")  # left untouched


async def test_a_truncated_database_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    data = await make_database(path)
    path.write_bytes(data[: len(data) // 2])
    message = await refusal(path)
    assert str(path) in message and "is damaged" in message and "backup" in message


async def test_zeroed_pages_are_caught_by_the_integrity_check(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    data = bytearray(await make_database(path))
    data[PAGE: 3 * PAGE] = bytes(2 * PAGE)  # pages 2 and 3
    path.write_bytes(bytes(data))
    message = await refusal(path)
    assert str(path) in message and "is damaged" in message


async def test_a_newer_schema_says_to_upgrade(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    await make_database(path)
    latest = load_migrations()[-1].version
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {latest + 5}")
    message = await refusal(path)
    assert str(path) in message and "newer Starpost" in message
    assert f"schema version {latest + 5}" in message and "upgrade Starpost" in message


@pytest.fixture
def held_lock(tmp_path: Path) -> Iterator[Path]:
    """A database whose write lock another connection holds for the whole test."""
    path = tmp_path / "bot.sqlite3"
    with sqlite3.connect(path, isolation_level=None) as setup:
        setup.execute("PRAGMA journal_mode = WAL")
        setup.execute("CREATE TABLE held (x)")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        yield path
    finally:
        holder.execute("ROLLBACK")
        holder.close()


async def test_a_locked_database_is_waited_for_then_reported(held_lock: Path) -> None:
    message = await refusal(held_lock, open_wait_ms=200)
    assert str(held_lock) in message and "is locked by another process" in message
    assert "waited 0.2 s" in message


async def test_a_folder_is_not_a_database_file(tmp_path: Path) -> None:
    message = await refusal(tmp_path)
    assert str(tmp_path) in message and "is a folder" in message
    assert str(tmp_path / "starpost.sqlite3") in message


async def test_a_missing_folder_is_named(tmp_path: Path) -> None:
    path = tmp_path / "absent" / "bot.sqlite3"
    message = await refusal(path)
    assert f"The folder {tmp_path / 'absent'} " in message and "does not exist" in message
    assert not path.parent.exists()  # nothing created behind the person's back


async def test_an_empty_path_is_refused(tmp_path: Path) -> None:
    message = await refusal("")
    assert "path is empty" in message and "DATABASE_PATH" in message


async def test_a_failed_migration_is_one_sentence_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    await make_database(path)
    good = load_migrations()
    bad = Migration(len(good) + 1, "broken", "INSERT INTO no_such_table VALUES (1);\n")
    with pytest.raises(StorageError) as refused:
        await SqliteStore.open(path, migrations=[*good, bad])
    assert isinstance(refused.value, StorageUnavailable)
    assert "no_such_table" in str(refused.value) and "rolled back" in str(refused.value)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(good)


async def test_a_good_database_still_opens_with_its_games(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    await make_database(path)
    store = await SqliteStore.open(path, open_wait_ms=200)
    try:
        assert await store.schema_version() == load_migrations()[-1].version
        assert await store.open_game_in_channel(500) is not None
    finally:
        await store.close()
