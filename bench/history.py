"""History on a long game: log pages and the board at any move stay fast.

Stores a long 5-player Ad Astra game (random legal moves: many hundreds of plies) through
the service into a fresh SQLite file, then times /history log pages, the board at random
moves (nearest snapshot + replay + drawing) and a full record export.

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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.render import Renderer  # noqa: E402
from bot.service import GameService  # noqa: E402
from games.adastra import GAME  # noqa: E402
from storage.sqlite import SqliteStore  # noqa: E402

CHANNEL = 1


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


async def main(seed: int) -> None:
    tmp = Path(tempfile.mkdtemp())
    store = await SqliteStore.open(tmp / "history.sqlite3")
    service = GameService(store, Renderer(1))
    users = [101, 102, 103, 104, 105]
    await service.new_game(1, CHANNEL, users[0], "adastra")
    for user in users[1:]:
        await service.join(user, channel_id=CHANNEL)
    await service.start(users[0], channel_id=CHANNEL)
    rnd = random.Random(seed)
    start = time.perf_counter()
    while CHANNEL in service._live:
        live = service._live[CHANNEL]
        seat = rnd.choice(GAME.to_act(live.state))
        move = rnd.choice(GAME.legal_moves(live.state, seat))
        user = live.seats[seat].user_id
        assert user is not None
        await service.move(CHANNEL, user, GAME.format_move(live.state, move))
    row = await store.latest_game_in_channel(CHANNEL)
    assert row is not None
    print(f"stored {row.version} moves in {time.perf_counter() - start:.1f} s")
    pages, boards = [], []
    for _ in range(40):
        t0 = time.perf_counter()
        await service.history.log(CHANNEL, rnd.randint(1, (row.version + 9) // 10))
        pages.append(time.perf_counter() - t0)
    for _ in range(20):
        t0 = time.perf_counter()
        await service.history.board_at(CHANNEL, rnd.randint(0, row.version))
        boards.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    await service.history.export(CHANNEL)
    export = time.perf_counter() - t0
    print(f"log page p50 / p95       {statistics.median(pages) * 1e3:6.1f} / "
          f"{p95(pages) * 1e3:6.1f} ms")
    print(f"board at move p50 / p95  {statistics.median(boards) * 1e3:6.1f} / "
          f"{p95(boards) * 1e3:6.1f} ms")
    print(f"record export            {export * 1e3:6.1f} ms")
    await store.close()
    service.renderer.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=3)
    asyncio.run(main(parser.parse_args().seed))
