"""The real ``python -m bot`` as a child process against the fake Discord, for tests that
stop it the hard way (SIGTERM, ``kill -9``) and look at what it left behind, and what those
tests share: a random move sent through autocomplete, the move a reply acknowledged, and
whether the acknowledged moves are stored in order."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sqlite3
import sys
from pathlib import Path

from fakediscord import FakeChannel, FakeDiscord, FakeInteraction, FakeUser, TimedOut

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def bot_environment(fake: FakeDiscord, database: Path, workers: int = 0) -> dict[str, str]:
    fake.token = TOKEN
    base = {k: v for k, v in os.environ.items()
            if not k.startswith(("DISCORD_", "DATABASE_", "RENDER_", "MEMBERS_"))}
    return {**base, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": TOKEN,
            "DISCORD_API_BASE_URL": fake.api_base_url, "DISCORD_GATEWAY_URL": fake.gateway_url,
            "DATABASE_PATH": str(database), "RENDER_WORKERS": str(workers),
            # One AI worker: a start costs less. At low priority: the suite keeps every
            # core busy, where idle priority would leave it almost no CPU.
            "AI_BUDGET_MS": "20", "AI_WORKERS": "1", "AI_PRIORITY": "low"}


class BotProcess:
    """One run of the bot; ``stderr`` holds everything it logged once it has ended."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self.output = ""

    @classmethod
    async def start(cls, fake: FakeDiscord, database: Path, workers: int = 0,
                    env: dict[str, str] | None = None) -> BotProcess:
        """``env`` adds settings (DATABASE_URL, SHARD_COUNT...) to the usual ones."""
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=database.parent,
            env={**bot_environment(fake, database, workers), **(env or {})},
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        return cls(proc)

    @property
    def pid(self) -> int:
        return self.proc.pid

    def descendants(self) -> set[int]:
        """Every living process below this one (render workers, forkserver, tracker)."""
        children: dict[int, list[int]] = {}
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry))
        found: set[int] = set()
        todo = [self.pid]
        while todo:
            for child in children.get(todo.pop(), []):
                if child not in found:
                    found.add(child)
                    todo.append(child)
        return found

    async def finish(self, timeout: float = 60) -> int:
        out, _ = await asyncio.wait_for(self.proc.communicate(), timeout)
        self.output = out.decode(errors="replace")
        assert self.proc.returncode is not None
        return self.proc.returncode

    async def terminate(self, timeout: float = 60) -> int:
        self.proc.send_signal(signal.SIGTERM)
        return await self.finish(timeout)

    async def kill(self) -> None:
        self.proc.kill()
        await self.finish()


async def random_move(fake: FakeDiscord, user: FakeUser, thread: FakeChannel,
                      rnd: random.Random, wait: float) -> FakeInteraction | None:
    """A random legal move for ``user`` in ``thread`` (from autocomplete), sent without
    waiting for the answer; None when the bot offers nothing (not their turn, or its process
    is down or was killed while answering)."""
    try:
        choices = await fake.autocomplete(user, thread, "move", focused="move", timeout=5)
    except TimedOut:  # down or taking over: a wrong or late answer still fails the test
        return None
    if not choices:
        return None
    return await fake.slash(user, thread, "move", options={"move": rnd.choice(choices)["value"]},
                            until=lambda r: True, timeout=wait)


def acknowledged(record: FakeInteraction) -> str | None:
    """The notation the bot confirmed ("Done: ..."), if it answered."""
    for message in record.ephemeral:
        if message.content.startswith("Done: "):
            return message.content.removeprefix("Done: ").split("\n", 1)[0]
    return None


def in_order(part: list[str], whole: list[str]) -> bool:
    """Whether ``part`` is ``whole`` with some items left out."""
    rest = iter(whole)
    return all(any(item == other for other in rest) for item in part)


def alive(pid: int) -> bool:
    """Whether a process exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def read_db(path: Path, sql: str, params: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """A query on the bot's database from outside (WAL lets us read while it writes)."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    try:
        return list(db.execute(sql, params))
    finally:
        db.close()
