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
5. **AI seats** (``--ai-games``): a humans' game (Ad Astra, 3 players, all human) moves
   every ``--ai-period`` (50 ms) while the human of each of N Kepler-3042 games with three
   AI seats moves as soon as the previous post of that game was sent, so those games' AI
   seats keep thinking. For each N: the humans' game's move latency p50/p95/p99 and its
   p95 against the run without AI games (N = 0), the event loop's longest block, the AI
   games' plies per second, and CPU per second by where it was spent (the AI workers
   included). ``--ai-only`` runs this part alone.

With ``--ai-share F`` a share F of the throughput run's games (1.) are Kepler-3042 games with
three AI seats instead: the figures are then those of the other games, with a line for the
games with AI seats.

    python bench/capacity.py [--games 50] [--seconds 20] [--workers auto] [--game adastra]
                             [--memory 10000] [--skip-memory] [--ai-share 0.1]
                             [--ai-games 0,4,8,32] [--ai-seconds 20] [--ai-only]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import io
import itertools
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
from bot.app.errors import UserError  # noqa: E402
from rendering import renderer  # noqa: E402

STEADY_GAMES = 20
ENDINGS = 6
AI_GAME = "kepler3042"  # the games with AI seats: three AI seats and one human each
AI_SEATS = 3
HUMANS_GAME = "adastra"  # the humans' game of part 5: three human players
AI_TABLES = 100_000  # channel numbers of the games with AI seats start here


def ms(value: float) -> str:
    return f"{value * 1e3:.0f}" if value >= 0.0995 else f"{value * 1e3:.1f}"


def say(label: str, value: str) -> None:
    print(f"{label:<34} {value:<44} [{load()}]", flush=True)


# ---- games with AI seats -------------------------------------------------------------------

_ai_tables = itertools.count(AI_TABLES)


async def ai_table(rig: Rig) -> Table:
    """A new game of one human and three AI seats, in a channel of its own."""
    return await rig.ai_table(next(_ai_tables), AI_GAME, AI_SEATS)


async def play(rig: Rig, tables: list[Table], index: int) -> float | None:
    """The next move of ``tables[index]``: seconds until its post was sent. A game with AI
    seats that has ended is replaced by a new one (None: no move was made)."""
    table = tables[index]
    if table.picks is None:
        return await rig.play(table)
    try:
        return await rig.play(table)
    except (UserError, LookupError):  # the game ended (by the AI's moves or the human's)
        tables[index] = await ai_table(rig)
        return None


# ---- 1. throughput -------------------------------------------------------------------------

async def run_players(rig: Rig, tables: list[Table], stop: asyncio.Event,
                      done: list[tuple[float, float, int]]) -> None:
    """Every table's player moves until ``stop``; ``done`` gets (start, latency, table)."""

    async def player(index: int) -> None:
        while tables[index].playing and not stop.is_set():
            start = time.perf_counter()
            latency = await play(rig, tables, index)
            if latency is not None:
                done.append((start, latency, index))

    await asyncio.gather(*(player(i) for i in range(len(tables))))


async def paced_players(rig: Rig, tables: list[Table], stop: asyncio.Event,
                        done: list[tuple[float, float, int]], period: float) -> None:
    """Every table's player moves every ``period`` seconds (staggered), or at once when
    its previous move took longer: an offered load of ``len(tables) / period`` moves/s."""
    origin = time.perf_counter()

    async def player(index: int) -> None:
        due = origin + period * index / len(tables)
        while tables[index].playing and not stop.is_set():
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            if stop.is_set():
                break
            start = time.perf_counter()
            latency = await play(rig, tables, index)
            if latency is not None:
                done.append((start, latency, index))
            due = max(due + period, time.perf_counter() - period / 2)

    await asyncio.gather(*(player(i) for i in range(len(tables))))


def within(done: list[tuple[float, float, int]], start: float, end: float,
           tables: set[int] | None = None) -> list[float]:
    """Latencies of the moves that started and ended inside [start, end]."""
    return [lat for t0, lat, i in done if t0 >= start and t0 + lat <= end
            and (tables is None or i in tables)]


async def throughput(rig: Rig, tables: list[Table], seconds: float, warm: float,
                     period: float | None = None) -> dict[str, Any]:
    """Players act at once (``period`` None) or each every ``period`` seconds."""
    meter = CpuMeter(threading.main_thread(), rig.sqlite_thread(), *rig.worker_pids(),
                     rig.ai_pids())
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
    # The figures are the games without AI seats'; those with AI seats get a line of their own.
    humans = {i for i, t in enumerate(tables) if t.picks is None}
    ai = set(range(len(tables))) - humans
    finished = [t0 + lat for t0, lat, i in done if start <= t0 + lat <= end and i in humans]
    latencies = within(done, start, end, humans)
    moves = len(finished)
    (asked0, drawn0, bands0, deflated0), (asked1, drawn1, bands1, deflated1) = caches
    return {"moves": moves, "rate": moves / (end - start), "latencies": latencies,
            "late": window["late"], "cpu": split, "load": load(), "done": done,
            "start": start, "end": end, "regions": (asked1 - asked0, drawn1 - drawn0),
            "bands": (bands1 - bands0, deflated1 - deflated0),
            "ai_games": len(ai), "ai_latencies": within(done, start, end, ai)}


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
        state = await rig.service.rewind.state_at(row, ply)
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
        live = await rig.service.core.live(table.channel)
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
                             "ai": [rss_mib(p) for p in rig.ai_pids()],
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
        f"other {ms(max(0.0, cpu.other_threads) / per)}, media {ms(cpu.media / per)}")
    (asked, drawn), (bands, deflated) = result["regions"], result["bands"]
    say("  worker caches", f"regions drawn {drawn / max(asked, 1):.0%}, "
        f"PNG bands compressed {deflated / max(bands, 1):.0%}")
    if result["ai_games"]:
        ai = result["ai_latencies"]
        say(f"  {result['ai_games']} games with AI seats", f"{len(ai)} human moves, latency "
            f"p50/p95 {ms(percentile(ai, 50))} / {ms(percentile(ai, 95))} ms; AI workers "
            f"{cpu.ai / seconds:.2f} CPU s/s")
    return cpu.total / per


# ---- 5. AI seats ---------------------------------------------------------------------------

HUMANS_SEED = 50_000  # the humans' games are the same games, move for move, in every run


async def humans_tables(rig: Rig, first: int, moves: int) -> list[Table]:
    """Games of three human players, played one after the other, with ``moves`` planned
    moves between them (a game ends before the humans' part runs out of moves). Each part
    plays the same games (the same seeds, the same moves) in channels of its own, so that
    its figures compare with the calm part's move for move, and starts with the board
    workers' caches empty, as the first part did (else it would draw the same boards again
    from their tiles)."""
    await rig.forget_drawings()
    tables: list[Table] = []
    while sum(len(t.plan) for t in tables) < moves:
        seed = HUMANS_SEED + len(tables)
        table = await rig.new_table(first + len(tables), HUMANS_GAME, seed=seed)
        await rig.plan(table, HUMANS_GAME, seed, 800)
        tables.append(table)
    return tables


async def with_ai_games(rig: Rig, humans: list[Table], ai_games: list[Table], count: int,
                        period: float, seconds: float, warm: float) -> dict[str, Any]:
    """The humans' games move every ``period`` while the first ``count`` games with AI seats
    move at once; figures over ``seconds`` after ``warm``."""
    stop = asyncio.Event()
    done: list[tuple[float, float, int]] = []  # the humans' moves
    chains: list[tuple[float, float, int]] = []  # the moves of the games with AI seats

    async def human() -> None:
        due = time.perf_counter()
        for table in humans:
            while table.plan and not stop.is_set():
                await asyncio.sleep(max(0.0, due - time.perf_counter()))
                if stop.is_set():
                    return
                start = time.perf_counter()
                done.append((start, await rig.play(table), 0))
                due = max(due + period, time.perf_counter() - period / 2)

    async def ai_player(index: int) -> None:
        while not stop.is_set():
            start = time.perf_counter()
            latency = await play(rig, ai_games, index)
            if latency is not None:
                chains.append((start, latency, index))

    async def plies() -> int:
        return sum([(await rig.store.get_game(t.game_id)).version for t in ai_games[:count]])

    players = [asyncio.create_task(human()),
               *(asyncio.create_task(ai_player(i)) for i in range(count))]
    await asyncio.sleep(warm)
    meter = CpuMeter(threading.main_thread(), rig.sqlite_thread(), *rig.worker_pids(),
                     rig.ai_pids())
    watch = LoopWatch()
    before = await plies()
    start = time.perf_counter()
    meter.start()
    watch.start()
    await asyncio.sleep(seconds)
    end = time.perf_counter()
    split = meter.stop()
    late = max(await watch.stop(), default=0.0)
    after = await plies()  # (a game replaced meanwhile counts from its new start)
    stop.set()
    await asyncio.gather(*players)
    return {"latencies": within(done, start, end), "late": late, "cpu": split,
            "plies": max(0, after - before) / (end - start),
            "chains": within(chains, start, end), "load": load(), "seconds": end - start}


async def ai_seats(rig: Rig, counts: list[int], period: float, seconds: float,
                   warm: float) -> list[dict[str, Any]]:
    """Part 5 for each number of games with AI seats in ``counts`` (in that order)."""
    ai_games = [await ai_table(rig) for _ in range(max(counts))]
    results: list[dict[str, Any]] = []
    first = 50_000
    for count in counts:
        humans = await humans_tables(rig, first, int((warm + seconds) / period * 1.2) + 20)
        first += len(humans)
        result = await with_ai_games(rig, humans, ai_games, count, period, seconds, warm)
        result["count"] = count
        results.append(result)
        calm = next((r for r in results if r["count"] == 0), None)
        lat = result["latencies"]
        say(f"humans' game + {count} AI games", f"{len(lat)} moves in {seconds:.0f} s")
        say("  move latency p50/p95/p99", f"{ms(percentile(lat, 50))} / "
            f"{ms(percentile(lat, 95))} / {ms(percentile(lat, 99))} ms")
        if calm is not None and calm is not result:
            ratio = percentile(lat, 95) / percentile(calm["latencies"], 95)
            say("  p95 / calm p95", f"{ratio:.2f}")
        say("  event loop longest block", f"{ms(result['late'])} ms")
        cpu: CpuSplit = result["cpu"]
        span = result["seconds"]
        say("  CPU s/s", f"loop {cpu.loop / span:.2f}, sqlite {cpu.sqlite / span:.2f}, other "
            f"threads {max(0.0, cpu.other_threads) / span:.2f}, boards {cpu.workers / span:.2f}, "
            f"AI workers {cpu.ai / span:.2f}")
        if count:
            chains = result["chains"]
            say("  AI games", f"{result['plies']:.1f} plies/s; their human's move p50 "
                f"{ms(percentile(chains, 50))} ms ({len(chains)} moves)")
    return results


async def main(args: argparse.Namespace) -> None:
    folder = Path(tempfile.mkdtemp(prefix="capacity-"))
    rig = await Rig(folder, workers_of(args.workers), workers_of(args.ai_workers)).open()
    board, _ = rig.worker_pids()
    say("machine", f"{args.game}, {len(board)} render workers ({args.workers}), "
        f"{len(rig.ai_pids())} AI workers ({args.ai_workers})")
    if args.ai_only:
        await ai_seats(rig, args.ai_games, args.ai_period, args.ai_seconds, args.ai_warm)
        await rig.close()
        return
    with_ai = round(args.games * args.ai_share)
    tables = [await rig.new_table(i, args.game) for i in range(args.games - with_ai)]
    for i, table in enumerate(tables):
        await rig.plan(table, args.game, i, 800)
    tables += [await ai_table(rig) for _ in range(with_ai)]
    enders = [await rig.new_table(args.games + i, args.game) for i in range(ENDINGS)]
    for i, table in enumerate(enders):
        await rig.fast_forward(table, args.game, 1000 + i)

    at_once = await throughput(rig, tables, args.seconds, warm=3.0)
    cpu_at_once = report(f"{args.games} games, players act at once", at_once, args.seconds)
    paced = await throughput(rig, tables, args.seconds, warm=2.0,
                             period=args.games / args.rate)
    cpu_paced = report(f"{args.games} games, {args.rate:.0f} moves/s offered", paced,
                       args.seconds)
    tables = [t for t in tables if t.picks is None]  # the floor: the games of --game
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
    if args.ai_games:
        await ai_seats(rig, args.ai_games, args.ai_period, args.ai_seconds, args.ai_warm)
    await rig.close()

    if not args.skip_memory:
        mem = memory(args.game, args.memory, args.workers)
        for mark in sorted((k for k in mem if k.isdigit()), key=int):
            entry = mem[mark]
            say(f"RSS after {int(mark):,} games", f"{entry['rss']:.0f} MiB (live games kept "
                f"{entry['live']}, workers {', '.join(f'{w:.0f}' for w in entry['workers'])}, "
                f"AI workers {', '.join(f'{w:.0f}' for w in entry['ai'])} MiB)")


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
    parser.add_argument("--ai-share", type=float, default=0.0,
                        help="share of the throughput run's games with three AI seats")
    parser.add_argument("--ai-games", type=lambda text: [int(n) for n in text.split(",")],
                        default=[], help="part 5: numbers of games with AI seats, e.g. 0,8,32")
    parser.add_argument("--ai-period", type=float, default=0.05,
                        help="part 5: seconds between the humans' game's moves")
    parser.add_argument("--ai-seconds", type=float, default=20.0)
    parser.add_argument("--ai-warm", type=float, default=5.0)
    parser.add_argument("--ai-only", action="store_true", help="run part 5 alone")
    parser.add_argument("--ai-workers", default="auto",
                        help="AI_WORKERS: auto (one per core) or a number (0: threads)")
    arguments = parser.parse_args()
    if arguments.memory_only:
        asyncio.run(memory_run(arguments.game, arguments.memory_only,
                               workers_of(arguments.workers),
                               Path(tempfile.mkdtemp(prefix="capacity-memory-"))))
    else:
        asyncio.run(main(arguments))
