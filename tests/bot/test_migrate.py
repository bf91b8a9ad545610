"""``python -m bot migrate --to postgresql://...``: a server's SQLite history copied into an
empty PostgreSQL database, counted and replayed; a busy target or a copy that does not
replay is refused with a sentence and a failing exit status."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
from pathlib import Path

import pytest

from bot.app.i18n import Readers
from bot.app.render import Renderer
from bot.features.service import GameService
from storage import Change, GameStatus, SqliteStore
from storage.migrate import TABLES
from storage.postgres import PostgresStore

ROOT = Path(__file__).resolve().parents[2]
GUILD = 5
ALICE, BOB, CAROL = 11, 12, 13


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000

    def __call__(self) -> int:
        self.now += 7
        return self.now


async def history(path: Path) -> None:
    """A server's database: games running, finished, aborted, a lobby, a cancelled one,
    settings, audit, schedule and posts."""
    store = await SqliteStore.open(path)
    service = GameService(store, Renderer(0), Clock())
    try:
        for channel, game in ((100, "adastra"), (101, "kepler3042"), (102, "afternova")):
            await service.lobbies.new_game(GUILD, channel, ALICE, game, 2, locale="en")
            await service.lobbies.start(ALICE, channel_id=channel, locale="en")
            for _ in range(3):
                live = await service.core.live(channel)
                seat = live.engine.to_act(live.state)[0]
                notation = service.moves.choices(live, seat, locale="en")[0][1]
                await service.moves.move(channel, ALICE, notation, readers=Readers("en", "en"))
        spam = await store.open_game_in_channel(102)
        assert spam is not None
        await store.commit(Change(spam.id, 1_700_100_000, status=GameStatus.ABORTED,
                                  reason="spam"))
        await service.lobbies.new_game(GUILD, 103, BOB, "adastra", locale="en")
        await service.lobbies.new_game(GUILD, 104, CAROL, "adastra", locale="en")
        await service.lobbies.cancel(CAROL, channel_id=104, locale="en")
        await store.set_setting(GUILD, "deadline_hours", 48, now=1_700_000_000)
        await store.append_audit(guild_id=GUILD, actor_id=ALICE, action="settings",
                                 now=1_700_000_001, details={"deadline_hours": 48})
    finally:
        await store.close()
        service.renderer.close()


async def run_migrate(*args: str) -> tuple[int, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "migrate", *args, cwd=ROOT,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    out, _ = await asyncio.wait_for(proc.communicate(), 120)
    assert proc.returncode is not None
    return proc.returncode, out.decode()


def sqlite_rows(path: Path, table: str) -> list[tuple[object, ...]]:
    columns = ", ".join(TABLES[table])
    with sqlite3.connect(path) as conn:
        return [tuple(r) for r in conn.execute(f"SELECT {columns} FROM {table} ORDER BY 1, 2")]


async def test_a_server_moves_to_postgresql(tmp_path: Path, postgres_url: str) -> None:
    path = tmp_path / "starpost.sqlite3"
    await history(path)
    code, out = await run_migrate("--from", str(path), "--to", postgres_url)
    assert code == 0, out
    assert "3 games replayed" in out  # the lobby and the cancelled one have no moves
    for table in TABLES:
        assert f"{table} " in out
    store = await PostgresStore.open(postgres_url)
    try:
        lite = await SqliteStore.open(path)
        try:
            for game_id in range(1, 6):
                assert await store.get_game(game_id) == await lite.get_game(game_id)
                assert await store.get_seats(game_id) == await lite.get_seats(game_id)
                assert await store.moves_since(game_id, 0) == await lite.moves_since(game_id, 0)
            for game_id in (1, 2, 3):
                assert await store.load_latest(game_id) == await lite.load_latest(game_id)
            assert await store.get_settings(GUILD) == await lite.get_settings(GUILD)
            assert await store.list_audit(GUILD) == await lite.list_audit(GUILD)
            assert await store.pending_schedule() == await lite.pending_schedule()
            assert await store.pending_posts() == await lite.pending_posts()
        finally:
            await lite.close()
        assert (await store.get_game(3)).status is GameStatus.ABORTED
        # New games continue the numbering: old buttons keep pointing at the right game.
        new = await store.create_lobby(guild_id=GUILD, channel_id=200, game="adastra",
                                       host_id=ALICE, seed=1, now=1_800_000_000)
        assert new.id == 6
    finally:
        await store.close()
    # A second copy into the now busy database is refused and changes nothing.
    code, out = await run_migrate("--from", str(path), "--to", postgres_url)
    assert code == 2 and "is not empty" in out, out


async def test_a_copy_that_does_not_replay_fails(tmp_path: Path, postgres_url: str) -> None:
    path = tmp_path / "starpost.sqlite3"
    await history(path)
    with sqlite3.connect(path) as conn:  # a damaged record: the state no longer follows
        state = json.loads(conn.execute("SELECT state FROM snapshots WHERE game_id = 1 "
                                        "ORDER BY ply DESC LIMIT 1").fetchone()[0])
        state["round"] = 99 if state.get("round") != 99 else 98
        conn.execute("UPDATE snapshots SET state = ? WHERE game_id = 1 AND ply = "
                     "(SELECT MAX(ply) FROM snapshots WHERE game_id = 1)", (json.dumps(state),))
    code, out = await run_migrate("--from", str(path), "--to", postgres_url)
    assert code == 1, out
    assert "game 1 (adastra)" in out and "do not switch" in out


@pytest.mark.parametrize("args", [["--to", "mysql://x"], ["--to", "postgresql://x/y",
                                                          "--from", "/no/such.sqlite3"]])
async def test_bad_arguments_are_one_sentence(args: list[str]) -> None:
    code, out = await run_migrate(*args)
    assert code == 2 and "Traceback" not in out and out.strip().count("\n") == 0, out
