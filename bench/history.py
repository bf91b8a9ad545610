"""History on a long game: log pages and the board at any move stay fast.

Stores a long 5-player Ad Astra game (random legal moves: many hundreds of plies) through
the service into a fresh SQLite file, previewing every tenth move first, then times
/history log pages, the board at random moves (nearest snapshot + replay + drawing), the
board at the latest moves of their snapshot (the longest replays) and a full record export,
boards drawn from the record (none kept from the game's own moves). Beside each: the event
loop's CPU for it (the main thread's CPU time: what it held the interpreter for, whatever
the machine's load) and the loop's longest block while it ran.

    python bench/history.py [--seed 3]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from capacity_probe import LoopWatch, load  # noqa: E402

from bot.app.caches import BoardCache  # noqa: E402
from bot.app.i18n import Readers  # noqa: E402
from bot.app.render import Renderer  # noqa: E402
from bot.features.service import GameService  # noqa: E402
from games.adastra import GAME  # noqa: E402
from storage.sqlite import SqliteStore  # noqa: E402

CHANNEL = 1
SNAPSHOT_EVERY = 25  # the store's default: a snapshot every 25 moves


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


async def main(seed: int) -> None:
    tmp = Path(tempfile.mkdtemp())
    store = await SqliteStore.open(tmp / "history.sqlite3")
    service = GameService(store, Renderer(1))
    users = [101, 102, 103, 104, 105]
    await service.lobbies.new_game(1, CHANNEL, users[0], "adastra", locale="en")
    for user in users[1:]:
        await service.lobbies.join(user, channel_id=CHANNEL, locale="en")
    await service.lobbies.start(users[0], channel_id=CHANNEL, locale="en")
    rnd = random.Random(seed)
    start = time.perf_counter()
    previews: list[float] = []
    watch = LoopWatch()
    held: dict[str, float] = {}
    cpu: dict[str, list[float]] = {}

    async def held_while(name: str, work: Awaitable[object]) -> None:
        """Run ``work``, keeping the event loop's longest block meanwhile and the event
        loop's CPU time for it (the thread's: what other threads could not run meanwhile,
        whatever the machine's load) under ``name``."""
        watch.start()
        spent = time.thread_time()
        await work
        cpu.setdefault(name, []).append(time.thread_time() - spent)
        await asyncio.sleep(2 * LoopWatch.PERIOD)  # the ticker's wake-up after the work
        held[name] = max(held.get(name, 0.0), *await watch.stop())

    while CHANNEL in service.core.games:
        live = service.core.games[CHANNEL]
        seat = rnd.choice(GAME.to_act(live.state))
        move = rnd.choice(GAME.legal_moves(live.state, seat))
        user = live.seats[seat].user_id
        assert user is not None
        notation = GAME.format_move(live.state, move)
        if live.version % 10 == 0:
            t0 = time.perf_counter()
            await held_while("preview", service.previews.preview(user, notation,
                                                                  channel_id=CHANNEL, locale="en"))
            previews.append(time.perf_counter() - t0)
        await service.moves.move(CHANNEL, user, notation, readers=Readers("en", "en"))
    row = await store.latest_game_in_channel(CHANNEL)
    assert row is not None
    print(f"stored {row.version} moves in {time.perf_counter() - start:.1f} s")
    pages, boards, late = [], [], []
    for _ in range(40):
        t0 = time.perf_counter()
        await held_while("log", service.history.log(CHANNEL,
                                                    rnd.randint(1, (row.version + 9) // 10),
                                                    locale="en"))
        pages.append(time.perf_counter() - t0)
    # Boards drawn from the record, not the ones kept from the game's own moves.
    service.core.boards = BoardCache()
    for _ in range(20):
        t0 = time.perf_counter()
        await held_while("board", service.history.board_at(CHANNEL,
                                                           rnd.randint(0, row.version),
                                                           locale="en"))
        boards.append(time.perf_counter() - t0)
    # The latest move before each snapshot: the most moves replayed from the snapshot.
    service.core.boards = BoardCache()
    for ply in range(SNAPSHOT_EVERY - 1, row.version, SNAPSHOT_EVERY):
        t0 = time.perf_counter()
        await held_while("late board", service.history.board_at(CHANNEL, ply, locale="en"))
        late.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    await held_while("export", service.history.export(CHANNEL))
    export = time.perf_counter() - t0

    def line(label: str, values: list[float], name: str) -> None:
        spent = cpu[name]
        print(f"{label:<30} {statistics.median(values) * 1e3:6.1f} / {p95(values) * 1e3:6.1f}"
              f" ms; event loop CPU p50 / p95 / max {statistics.median(spent) * 1e3:.1f} / "
              f"{p95(spent) * 1e3:.1f} / {max(spent) * 1e3:.1f} ms, longest block "
              f"{held[name] * 1e3:.1f} ms")

    line("preview p50 / p95", previews, "preview")
    line("log page p50 / p95", pages, "log")
    line("board at move p50 / p95", boards, "board")
    line("board at late moves p50 / p95", late, "late board")
    line("record export", [export], "export")
    print(f"({load()})")
    await store.close()
    service.renderer.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=3)
    asyncio.run(main(parser.parse_args().seed))
