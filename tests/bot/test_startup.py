"""``python -m bot`` as its operator sees it: start-up failures are one sentence and exit
status 2, a normal start logs no voice warnings, Ctrl-C stops it without a traceback, and
``kill -9`` leaves no render worker, forkserver or resource tracker behind.

Each test starts the real process (against the fake Discord where it must get that far);
"eventually" conditions are polled with a bound, never timed.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sqlite3
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fakediscord import FakeDiscord

from storage import SqliteStore

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
LOG_LINE = " INFO ", " WARNING ", " ERROR ", " DEBUG ", " CRITICAL "


def environment(**settings: str) -> dict[str, str]:
    base = {k: v for k, v in os.environ.items()
            if not k.startswith(("DISCORD_", "DATABASE_", "RENDER_", "MEMBERS_"))}
    return {**base, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": TOKEN, **settings}


def against(fake: FakeDiscord, database: Path | str, workers: str = "0") -> dict[str, str]:
    fake.token = TOKEN
    return environment(DISCORD_API_BASE_URL=fake.api_base_url,
                       DISCORD_GATEWAY_URL=fake.gateway_url,
                       DATABASE_PATH=str(database), RENDER_WORKERS=workers)


async def run_to_end(cwd: Path, env: dict[str, str]) -> tuple[int, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=cwd, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode is not None
    return proc.returncode, (out + err).decode()


def said(output: str) -> list[str]:
    """What the process printed besides its log lines."""
    return [line for line in output.splitlines()
            if line.strip() and not any(tag in line for tag in LOG_LINE)]


def assert_one_sentence(code: int, output: str, *fragments: str) -> None:
    assert code == 2, output
    assert "Traceback" not in output and "Event loop is closed" not in output, output
    [sentence] = said(output)
    for fragment in fragments:
        assert fragment in sentence, sentence


async def damaged_database(path: Path) -> None:
    store = await SqliteStore.open(path)
    await store.close()
    data = bytearray(path.read_bytes())
    data[4096:3 * 4096] = bytes(2 * 4096)  # pages 2 and 3
    path.write_bytes(bytes(data))


async def test_unusable_databases_stop_the_start_in_one_sentence(
        fake: FakeDiscord, tmp_path: Path) -> None:
    text = tmp_path / "notes.sqlite3"
    text.write_text("not a database\n" * 100, encoding="utf-8")
    code, output = await run_to_end(tmp_path, against(fake, text))
    assert_one_sentence(code, output, str(text), "is not a SQLite database")

    damaged = tmp_path / "damaged.sqlite3"
    await damaged_database(damaged)
    code, output = await run_to_end(tmp_path, against(fake, damaged))
    assert_one_sentence(code, output, str(damaged), "is damaged", "backup")

    newer = tmp_path / "newer.sqlite3"
    with sqlite3.connect(newer) as conn:
        conn.execute("PRAGMA user_version = 999")
    code, output = await run_to_end(tmp_path, against(fake, newer))
    assert_one_sentence(code, output, str(newer), "newer Starpost", "upgrade")


def closed_port() -> int:
    """A local port nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_an_unreachable_discord_is_one_sentence(tmp_path: Path) -> None:
    port = closed_port()
    env = environment(DISCORD_API_BASE_URL=f"http://127.0.0.1:{port}/api/v10",
                      DISCORD_GATEWAY_URL=f"ws://127.0.0.1:{port}/gateway",
                      DATABASE_PATH=str(tmp_path / "bot.sqlite3"), RENDER_WORKERS="0")
    code, output = await run_to_end(tmp_path, env)
    assert_one_sentence(code, output, f"Cannot reach Discord at http://127.0.0.1:{port}/api/v10",
                        "Connection refused", "DISCORD_API_BASE_URL")
    assert not (tmp_path / "bot.sqlite3").exists()  # nothing opened before Discord answered


@asynccontextmanager
async def started_bot(fake: FakeDiscord,
                      tmp_path: Path) -> AsyncIterator[asyncio.subprocess.Process]:
    """The bot with one render worker, connected to the fake, in its own process group.

    Its output goes to ``bot.log`` rather than a pipe: a helper process left behind would
    hold a pipe open, and waiting for the bot would then wait for the orphan too.
    """
    with open(tmp_path / "bot.log", "wb") as log:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path,
            env=against(fake, tmp_path / "bot.sqlite3", workers="1"),
            stdout=log, stderr=log, start_new_session=True)
    try:
        await fake.wait_until_connected(timeout=60)
        yield proc
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()


def descendants(root: int) -> set[int]:
    """Every living process below ``root``, read from /proc."""
    parents: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            state = _stat(int(entry))
            if state is not None:
                parents.setdefault(state[1], []).append(int(entry))
    found: set[int] = set()
    todo = [root]
    while todo:
        for child in parents.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of a process, or None once it has gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return fields[0], int(fields[1])


def alive(pid: int) -> bool:
    state = _stat(pid)
    return state is not None and state[0] not in ("Z", "X")  # a zombie has ended


def command_line(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmd:
            return cmd.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


async def test_kill_9_leaves_no_render_process_behind(fake: FakeDiscord,
                                                      tmp_path: Path) -> None:
    async with started_bot(fake, tmp_path) as proc:
        helpers = descendants(proc.pid)
        kinds = " ".join(command_line(pid) for pid in helpers)
        assert "forkserver" in kinds and "resource_tracker" in kinds, kinds
        assert len(helpers) >= 3  # tracker, forkserver and at least one worker
        proc.send_signal(signal.SIGKILL)
        await proc.wait()
        left = await survivors(helpers)
        assert not left, {pid: command_line(pid) for pid in left}


async def survivors(pids: set[int]) -> set[int]:
    """The processes among ``pids`` still alive after waiting up to 20 s for them to end."""
    for _ in range(100):
        left = {pid for pid in pids if alive(pid)}
        if not left:
            return left
        await asyncio.sleep(0.2)
    return left


async def test_a_start_is_quiet_and_ctrl_c_stops_it_cleanly(fake: FakeDiscord,
                                                            tmp_path: Path) -> None:
    async with started_bot(fake, tmp_path) as proc:
        helpers = descendants(proc.pid)
        assert helpers
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C in a terminal reaches the whole group
        await asyncio.wait_for(proc.wait(), 60)
    left = await survivors(helpers)
    output = (tmp_path / "bot.log").read_text(encoding="utf-8")
    assert proc.returncode == 0, output
    assert "Traceback" not in output and "KeyboardInterrupt" not in output, output
    assert "PyNaCl" not in output and "davey" not in output, output
    assert "voice" not in output.lower(), output
    assert not left, {pid: command_line(pid) for pid in left}  # the bot shut them down
