"""How long a move takes, end to end, against the bare cost of its PNG and its commit.

Runs the real bot against the fake Discord on 127.0.0.1 (the one the end-to-end tests use),
plays a 3-player Ad Astra game through /move, and measures in one run:

- the whole move: from the interaction arriving to the board image being sent;
- the bare costs of that move: encoding the same board PNG, and one SQLite commit
  (WAL, synchronous=FULL) of a move-sized row;
- render time per image and image bytes;
- autocomplete answer times;
- the longest the event loop was blocked (a 5 ms ticker measures its own lateness).

Targets: whole-move p95 <= 1.5 x (PNG encode p95 + commit p95); autocomplete p95 < 50 ms;
event loop never blocked more than 20 ms.

    python bench/move_pipeline.py [--moves 60] [--workers 1]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from fakediscord import FakeDiscord, build_world  # noqa: E402

from bot.client import StarpostBot  # noqa: E402
from bot.ops.config import Settings  # noqa: E402
from bot.ops.endpoints import use_endpoints  # noqa: E402
from games.adastra import GAME, ai  # noqa: E402
from rendering.adastra import board_image  # noqa: E402
from rendering.common import encode_png  # noqa: E402


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


class LoopWatch:
    """Measures how late a 5 ms ticker wakes up: the event loop's worst block."""

    def __init__(self) -> None:
        self.worst = 0.0
        self.active = False  # only the bot's work is watched, not the benchmark's own
        self._task: asyncio.Task[None] | None = None

    async def _tick(self) -> None:
        while True:
            start = time.perf_counter()
            watched = self.active
            await asyncio.sleep(0.005)
            if watched and self.active:
                self.worst = max(self.worst, time.perf_counter() - start - 0.005)

    def start(self) -> None:
        self._task = asyncio.create_task(self._tick())

    async def stop(self) -> None:
        assert self._task is not None
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task


def bare_commit(path: Path, ply: int, payload: str) -> float:
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")
    db.execute("CREATE TABLE IF NOT EXISTS t (ply INTEGER PRIMARY KEY, body TEXT)")
    start = time.perf_counter()
    db.execute("INSERT INTO t VALUES (?, ?)", (ply, payload))
    db.commit()
    elapsed = time.perf_counter() - start
    db.close()
    return elapsed


async def main(moves: int, workers: int) -> None:
    fake = FakeDiscord()
    await fake.start()
    use_endpoints(fake.api_base_url, fake.gateway_url)
    world = await build_world(fake)
    tmp = Path(tempfile.mkdtemp())
    settings = Settings(token="bench", database=tmp / "bench.sqlite3", dev_guild_id=None,
                        log_level="WARNING", api_base_url=None, gateway_url=None,
                        render_workers=workers)
    bot = StarpostBot(settings, guild_ready_timeout=0.05)
    whole: list[float] = []
    encode: list[float] = []
    render: list[float] = []
    sizes: list[int] = []
    commits: list[float] = []
    suggest: list[float] = []
    views: list[dict[str, object]] = []
    watch = LoopWatch()
    async with fake.running(bot):
        thread = world.thread
        users = {u.id: u for u in world.players}
        await fake.slash(world.alice, thread, "game", subcommand="new",
                         options={"game": "adastra"})
        await fake.slash(world.bob, thread, "game", subcommand="join")
        await fake.slash(world.carol, thread, "game", subcommand="join")
        await fake.slash(world.alice, thread, "game", subcommand="start")
        watch.start()
        for ply in range(moves):
            live = bot.service.core.games.get(thread.id)
            if live is None or GAME.outcome(live.state) is not None:
                break
            seat = GAME.to_act(live.state)[0]
            user = users[live.seats[seat].user_id]
            notation = GAME.format_move(live.state, ai.choose_move(GAME, live.state, seat, ply))
            watch.active = True
            t0 = time.perf_counter()
            await fake.autocomplete(user, thread, "move", focused="move",
                                    value=notation.split()[0])
            suggest.append(time.perf_counter() - t0)
            before = len(thread.messages)
            t0 = time.perf_counter()
            await fake.slash(user, thread, "move", options={"move": notation})
            await fake.wait_for(lambda n=before: len(thread.messages) > n, timeout=30,
                                what="the board post")
            whole.append(time.perf_counter() - t0)
            watch.active = False
            views.append(GAME.view(bot.service.core.games[thread.id].state, None)
                         if thread.id in bot.service.core.games else GAME.view(live.state, None))
        await watch.stop()
    # The bare costs of the same moves, measured after the game so they block nothing.
    for ply, view in enumerate(views):
        t0 = time.perf_counter()
        image = board_image(view)
        render.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        data = encode_png(image)
        encode.append(time.perf_counter() - t0)
        sizes.append(len(data))
        commits.append(bare_commit(tmp / "bare.sqlite3", ply, "x" * 4000))
    await fake.close()
    use_endpoints(None, None)
    bare = p95(encode) + p95(commits)
    print(f"moves measured          {len(whole)}")
    print(f"whole move p50 / p95    {statistics.median(whole) * 1e3:7.1f} / "
          f"{p95(whole) * 1e3:7.1f} ms")
    print(f"PNG encode p95          {p95(encode) * 1e3:7.1f} ms")
    print(f"SQLite commit p95       {p95(commits) * 1e3:7.1f} ms")
    print(f"ratio (target <= 1.5)   {p95(whole) / bare:7.2f}")
    print(f"render p50 / p95        {statistics.median(render) * 1e3:7.1f} / "
          f"{p95(render) * 1e3:7.1f} ms")
    print(f"image bytes p50 / max   {int(statistics.median(sizes)):7d} / {max(sizes)}")
    print(f"autocomplete p95        {p95(suggest) * 1e3:7.1f} ms (target < 50)")
    print(f"event loop worst block  {watch.worst * 1e3:7.1f} ms (target <= 20)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(main(args.moves, args.workers))
