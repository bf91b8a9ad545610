"""Capacity of one bot process: moves per second with many games moving at once, what a
move costs in CPU against its floor, whether a game's end delays the others, and memory.

Drives the application (``GameService``, its render pool and the real outbox dispatcher,
sending to stand-in channels; see ``bench/capacity_rig.py``) on a fresh SQLite file, with
real board images. Players act at once: each sends its next move as soon as the previous
post was sent. Every figure is printed with the load average and the core count beside it.

1. **Throughput**: ``--games`` games (50) move for ``--seconds`` (20) after a warm-up:
   moves per second, move latency (p50/p95/p99, from the move to its post being sent), the
   event loop's longest block, CPU per move split by where it was spent (the event loop,
   the SQLite thread, other threads, the board workers, the media lane), and how much the
   workers drew and compressed again (regions not in their tile caches, PNG bands not in
   their band caches).
2. **The floor** of those same moves: CPU to encode the posted board at zlib level 1 (its
   colours mapped onto the game's palette, as posted), plus one commit of the move's rows
   (move, snapshot, post) on a scratch file with the store's pragmas.
3. **A game's end**: 20 new games move at once; their p95 is taken in a calm window before
   each of six games ends, then while it ends (its final move posts its board; the score
   table and replay follow, drawn in the media lane). The ratio of the two p95s, the final
   moves' latency and when the media were sent.
4. **Memory** (a separate process, so nothing else is counted): resident memory of the bot
   process after 1, 1,000 and 10,000 games were touched (a move each).

    python bench/capacity.py [--games 50] [--seconds 20] [--workers auto] [--game adastra]
                             [--memory 10000] [--skip-memory]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import io
import json
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from capacity_probe import (  # noqa: E402
    CpuMeter,
    CpuSplit,
    LoopWatch,
    load,
    percentile,
    rss_mib,
)
from capacity_rig import Plan, Rig, Table  # noqa: E402
from PIL import Image  # noqa: E402

import games  # noqa: E402
from rendering import renderer  # noqa: E402

STEADY_GAMES = 20
ENDINGS = 6


def ms(value: float) -> str:
    return f"{value * 1e3:.0f}" if value >= 0.0995 else f"{value * 1e3:.1f}"


def say(label: str, value: str) -> None:
    print(f"{label:<34} {value:<44} [{load()}]", flush=True)


# ---- 1. throughput -------------------------------------------------------------------------

async def run_players(rig: Rig, tables: list[Table], stop: asyncio.Event,
                      done: list[tuple[float, float, int]]) -> None:
    """Every table's player moves until ``stop``; ``done`` gets (start, latency, table)."""

    async def player(index: int, table: Table) -> None:
        while table.plan and not stop.is_set():
            start = time.perf_counter()
            latency = await rig.play(table)
            done.append((start, latency, index))

    await asyncio.gather(*(player(i, t) for i, t in enumerate(tables)))


async def paced_players(rig: Rig, tables: list[Table], stop: asyncio.Event,
                        done: list[tuple[float, float, int]], period: float) -> None:
    """Every table's player moves every ``period`` seconds (staggered), or at once when
    its previous move took longer: an offered load of ``len(tables) / period`` moves/s."""
    origin = time.perf_counter()

    async def player(index: int, table: Table) -> None:
        due = origin + period * index / len(tables)
        while table.plan and not stop.is_set():
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            if stop.is_set():
                break
            start = time.perf_counter()
            latency = await rig.play(table)
            done.append((start, latency, index))
            due = max(due + period, time.perf_counter() - period / 2)

    await asyncio.gather(*(player(i, t) for i, t in enumerate(tables)))


def within(done: list[tuple[float, float, int]], start: float, end: float,
           tables: set[int] | None = None) -> list[float]:
    """Latencies of the moves that started and ended inside [start, end]."""
    return [lat for t0, lat, i in done if t0 >= start and t0 + lat <= end
            and (tables is None or i in tables)]


async def throughput(rig: Rig, tables: list[Table], seconds: float, warm: float,
                     period: float | None = None) -> dict[str, Any]:
    """Players act at once (``period`` None) or each every ``period`` seconds."""
    meter = CpuMeter(threading.main_thread(), rig.sqlite_thread(), *rig.worker_pids())
    watch = LoopWatch()
    stop = asyncio.Event()
    done: list[tuple[float, float, int]] = []
    window: dict[str, float] = {}

    caches: list[tuple[int, int, int, int]] = []

    async def measure() -> CpuSplit:
        await asyncio.sleep(warm)
        window["start"] = time.perf_counter()
        meter.start()
        watch.start()
        first = asyncio.ensure_future(rig.cache_counts())  # asked behind the queued boards
        await asyncio.sleep(seconds)
        window["end"] = time.perf_counter()
        split = meter.stop()
        window["late"] = max(await watch.stop(), default=0.0)
        caches.extend([await first, await rig.cache_counts()])
        stop.set()
        return split

    players = asyncio.create_task(
        run_players(rig, tables, stop, done) if period is None else
        paced_players(rig, tables, stop, done, period))
    split = await measure()
    await players
    start, end = window["start"], window["end"]
    finished = [t0 + lat for t0, lat, _ in done if start <= t0 + lat <= end]
    latencies = within(done, start, end)
    moves = len(finished)
    (asked0, drawn0, bands0, deflated0), (asked1, drawn1, bands1, deflated1) = caches
    return {"moves": moves, "rate": moves / (end - start), "latencies": latencies,
            "late": window["late"], "cpu": split, "load": load(), "done": done,
            "start": start, "end": end, "regions": (asked1 - asked0, drawn1 - drawn0),
            "bands": (bands1 - bands0, deflated1 - deflated0)}


# ---- 2. the floor --------------------------------------------------------------------------

def bare_commit(path: Path, rows: tuple[str, str, str]) -> float:
    """CPU seconds of one commit of a move's rows (move, snapshot, post), store pragmas."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")
    db.execute("CREATE TABLE IF NOT EXISTS m (id INTEGER PRIMARY KEY, text TEXT)")
    db.execute("CREATE TABLE IF NOT EXISTS s (id INTEGER PRIMARY KEY, state TEXT)")
    db.execute("CREATE TABLE IF NOT EXISTS o (id INTEGER PRIMARY KEY, payload TEXT)")
    start = time.thread_time()
    db.execute("BEGIN IMMEDIATE")
    db.execute("INSERT INTO m (text) VALUES (?)", (rows[0],))
    db.execute("INSERT INTO s (state) VALUES (?)", (rows[1],))
    db.execute("INSERT INTO o (payload) VALUES (?)", (rows[2],))
    db.execute("COMMIT")
    spent = time.thread_time() - start
    db.close()
    return spent


def encode_level_1(game: str, view: dict[str, Any]) -> tuple[float, int]:
    """CPU seconds to encode the board as posted (mapped onto the game's palette, zlib 1)."""
    module = renderer(game)
    image = module.board_image(view)
    palette = module.png_palette()
    start = time.thread_time()
    mapped = image.quantize(palette=palette, dither=Image.Dither.NONE)
    out = io.BytesIO()
    mapped.save(out, format="PNG", optimize=False, compress_level=1)
    return time.thread_time() - start, len(out.getvalue())


async def floor(rig: Rig, game: str, tables: list[Table], samples: int = 40) -> dict[str, Any]:
    """The floor of moves the throughput run made, sampled evenly."""
    engine = games.get(game)
    picks = [(t, ply) for t in tables for ply in t.played]
    picks = picks[:: max(1, len(picks) // samples)][:samples]
    encode: list[float] = []
    commit: list[float] = []
    sizes: list[int] = []
    for table, ply in picks:
        row = await rig.store.get_game(table.game_id)
        state = await rig.service.core.state_at(row, ply)
        spent, size = encode_level_1(game, engine.view(state, None))
        encode.append(spent)
        sizes.append(size)
        move = (await rig.store.moves_since(table.game_id, ply - 1))[0]
        snapshot = json.dumps(engine.to_json(state))
        commit.append(bare_commit(rig.folder / "bare.sqlite3",
                                  (move.public_text, snapshot, "x" * 300)))
    return {"encode": statistics.mean(encode), "commit": statistics.mean(commit),
            "bytes": int(statistics.median(sizes)), "load": load()}


# ---- 3. a game's end -----------------------------------------------------------------------

async def media_sent(rig: Rig, table: Table, timeout: float) -> float | None:
    """When the score table and replay of a finished game were sent (None: not in time)."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        for when, _, files in rig.channel(table).sent:
            if "replay.gif" in files:
                return when
        await asyncio.sleep(0.05)
    return None


async def game_end(rig: Rig, steady: list[Table], enders: list[Table], baseline: float,
                   media_timeout: float, period: float | None) -> dict[str, Any]:
    """The steady games move; before each ending a calm window of ``baseline`` seconds,
    then the game ends and the window lasts until its score table and replay were sent.
    ``period``: the steady players move every ``period`` seconds instead of at once."""
    stop = asyncio.Event()
    done: list[tuple[float, float, int]] = []
    if period is None:
        players = asyncio.create_task(run_players(rig, steady, stop, done))
    else:
        players = asyncio.create_task(paced_players(rig, steady, stop, done, period))
    await asyncio.sleep(2.0)
    finals: list[float] = []
    media: list[float | None] = []
    calm_windows: list[tuple[float, float]] = []
    windows: list[tuple[float, float]] = []
    for table in enders:
        calm_start = time.perf_counter()
        await asyncio.sleep(baseline)
        start = time.perf_counter()
        calm_windows.append((calm_start, start))
        finals.append(await rig.play(table))
        sent = await media_sent(rig, table, media_timeout)
        end = sent if sent is not None else time.perf_counter()
        media.append(None if sent is None else sent - start)
        windows.append((start, end))
    stop.set()
    await players
    calm = [lat for w0, w1 in calm_windows for lat in within(done, w0, w1)]
    during = [lat for w0, w1 in windows for lat in within(done, w0, w1)]
    return {"calm": calm, "during": during, "finals": finals, "media": media,
            "load": load()}


# ---- 4. memory (its own process) -----------------------------------------------------------

async def memory_run(game: str, count: int, workers: int | None, folder: Path) -> None:
    """Touch ``count`` games (one move each, 50 at once); print RSS at 1, 1,000 and all."""
    rig = await Rig(folder, workers).open()
    marks = sorted({1, min(1000, count), count})
    result: dict[str, Any] = {"start": rss_mib()}
    tables = [await rig.quick_table(i, game) for i in range(count)]
    engine = games.get(game)
    touched = 0

    async def touch(table: Table) -> None:
        live = await rig.service.live(table.channel)
        seat = engine.to_act(live.state)[0]
        move = engine.legal_moves(live.state, seat)[0]
        table.plan = Plan([seat], [engine.format_move(live.state, move)])
        await rig.play(table)

    for mark in marks:
        batch = tables[touched:mark]
        for first in range(0, len(batch), 50):
            await asyncio.gather(*(touch(t) for t in batch[first:first + 50]))
        touched = mark
        del batch
        gc.collect()
        board, _ = rig.worker_pids()
        result[str(mark)] = {"rss": rss_mib(), "workers": [rss_mib(p) for p in board],
                             "live": len(rig.service.core.games), "load": load()}
    await rig.close()
    print(json.dumps(result))


def memory(game: str, count: int, workers: str) -> dict[str, Any]:
    out = subprocess.run([sys.executable, __file__, "--memory-only", str(count), "--game", game,
                          "--workers", workers], capture_output=True, text=True, check=True)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


# ---- the run -------------------------------------------------------------------------------

def workers_of(text: str) -> int | None:
    return None if text == "auto" else int(text)


def report(title: str, result: dict[str, Any], seconds: float) -> float:
    """Print a throughput run's figures; returns its CPU seconds per move."""
    lat = result["latencies"]
    say(title, "")
    say("  moves/s", f"{result['rate']:.1f}  ({result['moves']} moves in {seconds:.0f} s)")
    say("  move latency p50/p95/p99", f"{ms(percentile(lat, 50))} / {ms(percentile(lat, 95))}"
        f" / {ms(percentile(lat, 99))} ms")
    say("  event loop longest block", f"{ms(result['late'])} ms")
    cpu: CpuSplit = result["cpu"]
    per = result["moves"] or 1
    say("  CPU per move", f"{ms(cpu.total / per)} ms: workers {ms(cpu.workers / per)}, "
        f"loop {ms(cpu.loop / per)}, sqlite {ms(cpu.sqlite / per)}, "
        f"other {ms(cpu.other_threads / per)}, media {ms(cpu.media / per)}")
    (asked, drawn), (bands, deflated) = result["regions"], result["bands"]
    say("  worker caches", f"regions drawn {drawn / max(asked, 1):.0%}, "
        f"PNG bands compressed {deflated / max(bands, 1):.0%}")
    return cpu.total / per


async def main(args: argparse.Namespace) -> None:
    folder = Path(tempfile.mkdtemp(prefix="capacity-"))
    rig = await Rig(folder, workers_of(args.workers)).open()
    board, _ = rig.worker_pids()
    say("machine", f"{args.game}, {len(board)} render workers ({args.workers})")
    tables = [await rig.new_table(i, args.game) for i in range(args.games)]
    for i, table in enumerate(tables):
        await rig.plan(table, args.game, i, 800)
    enders = [await rig.new_table(args.games + i, args.game) for i in range(ENDINGS)]
    for i, table in enumerate(enders):
        await rig.fast_forward(table, args.game, 1000 + i)

    at_once = await throughput(rig, tables, args.seconds, warm=3.0)
    cpu_at_once = report(f"{args.games} games, players act at once", at_once, args.seconds)
    paced = await throughput(rig, tables, args.seconds, warm=2.0,
                             period=args.games / args.rate)
    cpu_paced = report(f"{args.games} games, {args.rate:.0f} moves/s offered", paced,
                       args.seconds)
    for table in tables:  # the floor is sampled from the last plies of every game
        row = await rig.store.get_game(table.game_id)
        table.played = list(range(max(1, row.version - 5), row.version + 1))
    bare = await floor(rig, args.game, tables)
    total = bare["encode"] + bare["commit"]
    say("floor per move", f"{ms(total)} ms: encode at level 1 {ms(bare['encode'])}, "
        f"commit {ms(bare['commit'])} ({bare['bytes'] // 1024} KiB)")
    say("CPU per move / floor", f"{cpu_at_once / total:.2f} at once, "
        f"{cpu_paced / total:.2f} paced")

    steady = [await rig.new_table(args.games + ENDINGS + i, args.game)
              for i in range(STEADY_GAMES)]
    for i, table in enumerate(steady):
        await rig.plan(table, args.game, 2000 + i, 800)
    ending = await game_end(rig, steady, enders, args.baseline, args.media_timeout, None)
    calm, during = ending["calm"], ending["during"]
    say(f"{len(steady)} games at once, calm p50/p95", f"{ms(percentile(calm, 50))} / "
        f"{ms(percentile(calm, 95))} ms ({len(calm)} moves)")
    say("  p95 while a game ends", f"{ms(percentile(during, 95))} ms ({len(during)} moves)")
    say("  end-of-game interference", f"{percentile(during, 95) / percentile(calm, 95):.2f}")
    say("  final moves (board posted)", ", ".join(f"{ms(v)} ms" for v in ending["finals"]))
    say("  score table + replay sent", ", ".join(
        "not within the timeout" if v is None else f"{v:.1f} s later" for v in ending["media"]))
    await rig.close()

    if not args.skip_memory:
        mem = memory(args.game, args.memory, args.workers)
        for mark in sorted((k for k in mem if k.isdigit()), key=int):
            entry = mem[mark]
            say(f"RSS after {int(mark):,} games", f"{entry['rss']:.0f} MiB (live games kept "
                f"{entry['live']}, workers {', '.join(f'{w:.0f}' for w in entry['workers'])} "
                "MiB)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--workers", default="auto")
    parser.add_argument("--game", default="adastra")
    parser.add_argument("--rate", type=float, default=100.0,
                        help="moves/s offered in the paced run")
    parser.add_argument("--baseline", type=float, default=5.0)
    parser.add_argument("--media-timeout", type=float, default=60.0)
    parser.add_argument("--memory", type=int, default=10_000)
    parser.add_argument("--skip-memory", action="store_true")
    parser.add_argument("--memory-only", type=int, default=0)
    arguments = parser.parse_args()
    if arguments.memory_only:
        asyncio.run(memory_run(arguments.game, arguments.memory_only,
                               workers_of(arguments.workers),
                               Path(tempfile.mkdtemp(prefix="capacity-memory-"))))
    else:
        asyncio.run(main(arguments))
