"""``python -m bot backup FILE`` and ``python -m bot restore FILE``: a backup of a database a
store keeps writing is consistent and checked, a restore puts exactly its rows back (the
database it replaces kept aside) and is refused while the database is in use, and every bad
file or refusal is one sentence with a non-zero exit."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from bot.__main__ import main
from bot.ops.backup import BackupError, backup, restore
from storage import NewPost
from storage.sqlite import SqliteStore

T0 = 1_700_000_000
TABLES = ("games", "seats", "moves", "snapshots", "outbox", "audit", "settings")


def rows(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the tables that matter, in order, read behind the store's back (the
    connection closed after: an open one would keep a restore out, as a running bot)."""
    with closing(sqlite3.connect(path)) as db:
        return {table: [tuple(r) for r in db.execute(f"SELECT * FROM {table} ORDER BY 1, 2")]
                for table in TABLES}


async def write_until(store: SqliteStore, stop: asyncio.Event, written: list[int]) -> None:
    """Keep writing, as a running bot does: lobbies, their seats and posts, audit rows."""
    n = 0
    while not stop.is_set():
        n += 1
        lobby = await store.create_lobby(guild_id=1, channel_id=10_000 + n, game="adastra",
                                         host_id=7, seed=n, now=T0 + n)
        await store.add_seat(lobby.id, user_id=8, now=T0 + n)
        await store.enqueue_posts(lobby.id, [NewPost(10_000 + n, 0, json.dumps(
            {"text": f"post {n} " + "x" * 500}))], now=T0 + n)
        await store.append_audit(guild_id=1, actor_id=7, action="settings", now=T0 + n,
                                 game_id=lobby.id, details={"n": n})
        written.append(lobby.id)
        await asyncio.sleep(0)


async def test_a_backup_of_a_live_database_restores_to_the_same_rows(tmp_path: Path) -> None:
    database = tmp_path / "starpost.sqlite3"
    copy = tmp_path / "backups" / "starpost-1.sqlite3"
    copy.parent.mkdir()
    store = await SqliteStore.open(database)
    stop = asyncio.Event()
    written: list[int] = []
    writer = asyncio.create_task(write_until(store, stop, written))
    try:
        while len(written) < 200:  # a database with something in it, still being written
            await asyncio.sleep(0.01)
        before = len(written)
        said = await asyncio.to_thread(backup, database, copy)
        after = len(written)
        while len(written) < after + 20:  # and written on after the backup
            await asyncio.sleep(0.01)
    finally:
        stop.set()
        await writer
    await store.close()
    assert said.startswith(f"Backed up {database} to {copy} (")
    assert said.endswith("integrity checked).") and "\n" not in said
    backed = rows(copy)
    games = len(backed["games"])
    # (a game whose iteration was under way counts in the copy before it is in ``written``)
    assert before <= games <= after + 1 and f"{games} games" in said
    # One consistent snapshot: each transaction whole or not at all (a lobby and its host's
    # seat are one), nothing pointing at a game it lacks, and the last iteration at most
    # cut between its transactions.
    ids = {game[0] for game in backed["games"]}
    assert {seat[0] for seat in backed["seats"] if seat[1] == 0} == ids
    assert {r[1] for r in backed["outbox"]} | {r[3] for r in backed["audit"]} <= ids
    assert games - 1 <= len(backed["outbox"]) <= games
    with closing(sqlite3.connect(copy)) as db:
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    assert not list(tmp_path.glob("backups/.*"))  # no partial file left behind
    everything = rows(database)
    assert len(everything["games"]) == len(written) > games

    said = restore(copy, database)
    kept = Path(f"{database}.before-restore")
    assert said == (f"Restored {copy} into {database} ({games} games, schema version "
                    f"{_version(copy)}; integrity checked); the database it replaced is kept "
                    f"as {kept}.")
    assert rows(kept) == everything  # nothing written is lost
    assert rows(database) == backed  # the same rows, row for row
    reopened = await SqliteStore.open(database)  # and the bot opens and writes it as ever
    try:
        assert await reopened.schema_version() == _version(copy)
        last = backed["games"][-1]
        assert (await reopened.get_game(last[0])).seed == last[5]
        lobby = await reopened.create_lobby(guild_id=1, channel_id=1, game="adastra",
                                            host_id=7, seed=1, now=T0)
        assert lobby.id > last[0]
    finally:
        await reopened.close()
    # A second restore keeps the one before too.
    restore(copy, database)
    assert Path(f"{database}.before-restore.1").is_file()
    assert rows(database) == backed


async def test_a_backup_takes_what_is_committed_and_waits_for_no_writer(
        tmp_path: Path) -> None:
    """A write transaction under way (the bot's, holding SQLite's write lock) neither holds
    the backup up nor reaches it half-done."""
    database = tmp_path / "starpost.sqlite3"
    store = await SqliteStore.open(database)
    try:
        await store.create_lobby(guild_id=1, channel_id=1, game="adastra", host_id=7, seed=1,
                                 now=T0)
        with closing(sqlite3.connect(database, isolation_level=None)) as writer:
            writer.execute("BEGIN IMMEDIATE")
            writer.execute("UPDATE games SET seed = 99")
            writer.execute("INSERT INTO audit (guild_id, action, created_at) "
                           "VALUES (1, 'half-done', 0)")
            said = await asyncio.wait_for(asyncio.to_thread(
                backup, database, tmp_path / "copy.sqlite3"), 10)
            writer.execute("COMMIT")
        assert "1 games" in said
        copied = rows(tmp_path / "copy.sqlite3")
        assert [g[5] for g in copied["games"]] == [1] and copied["audit"] == []
        assert [g[5] for g in rows(database)["games"]] == [99]
    finally:
        await store.close()


def _version(path: Path) -> int:
    with closing(sqlite3.connect(path)) as db:
        return int(db.execute("PRAGMA user_version").fetchone()[0])


async def test_a_restore_is_refused_while_the_bot_has_the_database_open(
        tmp_path: Path) -> None:
    database = tmp_path / "starpost.sqlite3"
    copy = tmp_path / "copy.sqlite3"
    store = await SqliteStore.open(database)
    try:
        await store.create_lobby(guild_id=1, channel_id=1, game="adastra", host_id=7, seed=1,
                                 now=T0)
        backup(database, copy)
        await store.create_lobby(guild_id=1, channel_id=2, game="adastra", host_id=7, seed=2,
                                 now=T0)
        with pytest.raises(BackupError) as refused:
            await asyncio.to_thread(restore, copy, database)
        assert str(refused.value) == (f"The database {database} is in use (is the bot "
                                      "running?); stop the bot, then restore.")
        assert len(await store.list_open_games()) == 2  # untouched, still served
        assert not Path(f"{database}.before-restore").exists()
    finally:
        await store.close()


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The CLI's settings: DATABASE_PATH in a fresh folder, no token, no PostgreSQL."""
    monkeypatch.chdir(tmp_path)
    for name in ("DATABASE_URL", "DISCORD_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    database = tmp_path / "starpost.sqlite3"
    monkeypatch.setenv("DATABASE_PATH", str(database))
    return database


async def _a_database(path: Path) -> None:
    store = await SqliteStore.open(path)
    await store.create_lobby(guild_id=1, channel_id=1, game="adastra", host_id=7, seed=1,
                             now=T0)
    await store.close()


def one_sentence(capsys: pytest.CaptureFixture[str]) -> str:
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err
    return err.strip()


def test_the_commands_round_trip_and_refuse_in_one_sentence(
        env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    asyncio.run(_a_database(env))
    copy = tmp_path / "copy.sqlite3"
    assert main(["backup", str(copy)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith(f"Backed up {env} to {copy}") and err == ""
    assert main(["backup", str(copy)]) == 1
    assert one_sentence(capsys) == (f"{copy} exists already; choose another name, or add "
                                    "--force to replace it.")
    assert main(["backup", str(copy), "--force"]) == 0
    capsys.readouterr()
    assert main(["restore", str(copy)]) == 0
    assert capsys.readouterr().out.startswith(f"Restored {copy} into {env} (1 games")
    assert main(["backup", str(tmp_path / "no-such-folder" / "x.sqlite3")]) == 1
    assert "does not exist; create it" in one_sentence(capsys)


@pytest.mark.parametrize(("content", "says"), [
    (None, "The backup {file} does not exist."),
    (b"hello, this is not a database\n" * 10, "The backup {file} is not a usable SQLite "
                                              "database (file is not a database)."),
    (b"", "The backup {file} is a SQLite database but not Starpost's (it has no games "
          "table)."),
])
def test_a_bad_backup_is_refused_in_one_sentence_and_changes_nothing(
        env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None,
        says: str) -> None:
    asyncio.run(_a_database(env))
    before = rows(env)
    bad = tmp_path / "bad.sqlite3"
    if content is not None:
        bad.write_bytes(content)
    assert main(["restore", str(bad)]) == 1
    assert one_sentence(capsys) == says.format(file=bad)
    assert rows(env) == before and not Path(f"{env}.before-restore").exists()


def test_a_damaged_backup_is_refused(env: Path, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    asyncio.run(_a_database(env))
    copy = tmp_path / "copy.sqlite3"
    assert main(["backup", str(copy)]) == 0
    capsys.readouterr()
    data = bytearray(copy.read_bytes())
    data[len(data) // 2:] = b"\xff" * (len(data) - len(data) // 2)  # overwrite pages
    copy.write_bytes(bytes(data))
    assert main(["restore", str(copy)]) == 1
    said = one_sentence(capsys)
    assert said.startswith(f"The backup {copy} ") and ("damaged" in said or "usable" in said)


def test_nothing_to_back_up_and_postgresql_are_each_one_sentence(
        env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert main(["backup", str(tmp_path / "copy.sqlite3")]) == 1
    assert one_sentence(capsys) == (f"There is no database at {env} to back up; set "
                                    "DATABASE_PATH to Starpost's database file.")
    monkeypatch.setenv("DATABASE_URL", "postgresql://starpost:secret@db:5432/starpost")
    for command in ("backup", "restore"):
        assert main([command, str(tmp_path / "x.dump")]) == 2
        said = one_sentence(capsys)
        assert "pg_dump" in said and "pg_restore" in said and "secret" not in said
