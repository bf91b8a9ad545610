"""Moves per second: one bot process against three, SQLite against PostgreSQL.

Runs real ``python -m bot`` processes against the fake Discord on 127.0.0.1 (the one the
end-to-end tests use) and a PostgreSQL server started in a temporary folder (the tests'
``tests/pg_server.py``; needs Debian's ``postgresql`` package). Every server has games of Ad
Astra with one player and two AI seats; each player sends a legal move (autocomplete, then
``/move``) as soon as the previous one was answered, so all games move at once, for a fixed
time. Three set-ups are measured, one after the other, with the same games:

- ``sqlite 1 process``: the embedded default, no sharding;
- ``postgresql 1 process``: one process, one gateway connection (no sharding);
- ``postgresql 3 processes``: shards 0,1 / 2,3 / 4,5, one database.

Reported per set-up: player moves per second (answered ``/move`` commands), stored plies
per second (the AI's moves included), and the median and 95th percentile of a move's
answer time, with the machine's core count and load average. The fake Discord runs in this
process and takes its share of the cores too; boards are drawn in threads
(``RENDER_WORKERS=0``), so a process draws on one core at a time.

    python bench/scale.py [--seconds 20] [--servers 12] [--games 2]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

import asyncpg  # noqa: E402
from fakediscord import FakeChannel, FakeDiscord, FakeUser  # noqa: E402

from bot.ops.endpoints import use_endpoints  # noqa: E402
from tests.bot.bot_process import BotProcess  # noqa: E402
from tests.pg_server import PostgresServer, create_database, drop_database  # noqa: E402

SHARDS = 6
WAIT = 60.0


@dataclass
class Game:
    thread: FakeChannel
    player: FakeUser


@dataclass
class Result:
    name: str
    processes: int
    moves: int
    plies: int
    seconds: float
    latencies: list[float]

    def line(self) -> str:
        ordered = sorted(self.latencies) or [0.0]
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        return (f"{self.name:26} {self.moves / self.seconds:8.1f} moves/s "
                f"{self.plies / self.seconds:8.1f} plies/s   answer median "
                f"{statistics.median(ordered) * 1000:6.0f} ms  p95 {p95 * 1000:6.0f} ms")


async def build(fake: FakeDiscord, servers: int, games: int) -> list[Game]:
    found = []
    for n in range(servers):
        guild = await fake.create_guild(f"server-{n}", shard=(n % SHARDS, SHARDS))
        general = await fake.create_channel(guild, "general")
        player = await fake.create_user(f"player-{n}")
        await fake.add_member(guild, player)
        for k in range(games):
            found.append(Game(await fake.create_thread(general, f"game-{k}"), player))
    return found


async def open_games(fake: FakeDiscord, games: list[Game]) -> None:
    async def one(game: Game) -> None:
        for sub, options in (("new", {"game": "adastra", "ai_seats": 2}), ("start", {})):
            await fake.slash(game.player, game.thread, "game", subcommand=sub, options=options,
                             until=lambda r: r.answered, timeout=WAIT)
    await asyncio.gather(*(one(g) for g in games))


async def keep_moving(fake: FakeDiscord, game: Game, until: float, rnd: random.Random,
                      latencies: list[float]) -> int:
    """Move as soon as the last move was answered; returns the answered moves."""
    done = 0
    while time.monotonic() < until:
        choices = await fake.autocomplete(game.player, game.thread, "move", focused="move",
                                          timeout=WAIT)
        if not choices:
            return done
        start = time.monotonic()
        record = await fake.slash(game.player, game.thread, "move",
                                  options={"move": rnd.choice(choices)["value"]},
                                  until=lambda r: r.answered, timeout=WAIT)
        latencies.append(time.monotonic() - start)
        if any(m.content.startswith("Done: ") for m in record.ephemeral):
            done += 1
    return done


async def count_plies(location: str) -> int:
    if location.startswith("postgresql://"):
        conn = await asyncpg.connect(location)
        try:
            return int(await conn.fetchval("SELECT COUNT(*) FROM moves"))
        finally:
            await conn.close()
    with sqlite3.connect(location) as db:
        return int(db.execute("SELECT COUNT(*) FROM moves").fetchone()[0])


async def measure(name: str, location: str, shard_sets: list[str | None], seconds: float,
                  servers: int, per_server: int, folder: Path) -> Result:
    fake = FakeDiscord(default_timeout=WAIT)
    await fake.start()
    use_endpoints(fake.api_base_url, fake.gateway_url)
    bots: list[BotProcess] = []
    try:
        games = await build(fake, servers, per_server)
        for ids in shard_sets:
            env = {}
            if location.startswith("postgresql://"):
                env = {"DATABASE_URL": location}
            if ids is not None:
                env.update(SHARD_COUNT=str(SHARDS), SHARD_IDS=ids)
            bots.append(await BotProcess.start(fake, Path(location) if not env
                                               else folder / "unused.sqlite3", 0, env))
        sharded = any(ids is not None for ids in shard_sets)
        wanted = {(s, SHARDS) for s in range(SHARDS)} if sharded else {(0, 1)}
        await fake.wait_for(lambda: fake.gateway.ready_shards() >= wanted, timeout=WAIT,
                            what="every shard")
        await open_games(fake, games)
        before = await count_plies(location)
        latencies: list[float] = []
        rnd = random.Random(7)
        start = time.monotonic()
        moves = await asyncio.gather(*(keep_moving(fake, g, start + seconds, rnd, latencies)
                                       for g in games))
        elapsed = time.monotonic() - start
        plies = await count_plies(location) - before
        return Result(name, len(shard_sets), sum(moves), plies, elapsed, latencies)
    finally:
        for bot in bots:
            await bot.terminate()
        use_endpoints(None, None)
        await fake.close()


async def main(seconds: float, servers: int, per_server: int) -> None:
    load = os.getloadavg()
    print(f"cores: {os.cpu_count()}  load average: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print(f"{servers} servers x {per_server} games of Ad Astra (1 player, 2 AI seats), "
          f"{seconds:.0f} s per set-up, boards drawn in threads\n")
    server = PostgresServer.start()
    folder = Path(tempfile.mkdtemp(prefix="starpost-bench-"))
    results = []
    try:
        results.append(await measure("sqlite 1 process", str(folder / "bench.sqlite3"),
                                     [None], seconds, servers, per_server, folder))
        print(results[-1].line())
        for name, sets in (("postgresql 1 process", [None]),
                           ("postgresql 3 processes", ["0,1", "2,3", "4,5"])):
            url = await create_database(server)
            try:
                results.append(await measure(name, url, sets, seconds, servers, per_server,
                                             folder))
            finally:
                await drop_database(server, url)
            print(results[-1].line())
    finally:
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)
    one, three = results[1], results[2]
    print(f"\n3 processes / 1 process on PostgreSQL: "
          f"{(three.moves / three.seconds) / max(one.moves / one.seconds, 1e-9):.2f}x; "
          f"PostgreSQL / SQLite for 1 process: "
          f"{(one.moves / one.seconds) / max(results[0].moves / results[0].seconds, 1e-9):.2f}x")
    load = os.getloadavg()
    print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--servers", type=int, default=12)
    parser.add_argument("--games", type=int, default=2, help="games per server")
    args = parser.parse_args()
    asyncio.run(main(args.seconds, args.servers, args.games))
