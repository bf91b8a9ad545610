"""The searching AI against the current heuristic one, over many games.

    python bench/ai_arena.py --game adastra --games 200 [--players 3] [--iterations K]
                             [--horizon H] [--workers 2] [--seed 1] [--json results.json]

Game ``i`` (seed ``seed + i``) gives the new AI half of the seats (with an odd number of
players, one more or one fewer in alternate games) and rotates which seats those are, so
each side plays every seat, first and last, equally often. A win shared by k seats counts
1/k for each; a win of a non-seat (Afternova's Bot) counts for nobody. The script prints,
for each side, its wins per seat it held (and per seat number), the ratio new/current with
a 95% bootstrap interval (games resampled), the decision times p50/p95 of both AIs
(decisions with a real choice only; wall time, and the CPU time of the deciding process,
which a busy machine does not inflate), the core count and the load average. Games run in
parallel worker processes; run it under ``nice`` on a shared machine. With ``--json`` the
summary so far is written every ten games, with every game and its decision times, and
``--merge A.json B.json ...`` reports the games of several such runs together (an arena
split between processes or machines: give each its own ``--seed``). Without
``--iterations`` the new AI gets what an AI seat of the bot gets at the default budget
(``bot.app.ai.iterations``). A game that has not ended after 20,000 moves (two heuristic
players can stall a game nobody is made to finish) counts as won by nobody, and the
summary says how many did.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import statistics
import sys
import time
from importlib import import_module
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import get, search
from games.registry import descriptor
from games.search import awaited

MAX_PLIES = 20_000


def new_seats(index: int, players: int) -> list[int]:
    """The seats the new AI holds in game ``index``: half, rotated."""
    count = players // 2 + (players % 2 if index % 2 else 0)
    turn = (index // 2 if players % 2 else index) % players
    return sorted((turn + j) % players for j in range(count))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play(job: tuple[str, int, int, int, int, int | None]) -> dict[str, Any]:
    """One game: returns the seats of each side, the outcome and the decision times."""
    name, index, seed, players, iterations, horizon = job
    game = get(name)
    ai = import_module(descriptor(name).ai)
    player = ai.PLAYER if horizon is None else dataclasses.replace(ai.PLAYER, horizon=horizon)
    mine = new_seats(index, players)
    state = game.setup(players, seed)
    times: dict[str, list[float]] = {"new": [], "current": [], "new_cpu": [],
                                     "current_cpu": []}
    plies = 0
    while game.outcome(state) is None:
        if plies >= MAX_PLIES:  # stalled: won by nobody
            return {"index": index, "seed": seed, "new": mine, "players": players,
                    "winners": [], "scores": [], "plies": plies, "times": times,
                    "stalled": True}
        seat = awaited(game, state)[0]
        side = "new" if seat in mine else "current"
        choice = len(game.legal_moves(state, seat)) > 1
        start, cpu = time.perf_counter(), time.process_time()
        if side == "new":
            move = search.choose_move(game, state, seat, seed ^ plies, iterations, player)
        else:
            move = ai.choose_move(game, state, seat, seed ^ plies)
        if choice:
            times[side].append(time.perf_counter() - start)
            times[side + "_cpu"].append(time.process_time() - cpu)
        state, _ = game.apply(state, seat, move)
        plies += 1
    outcome = game.outcome(state)
    assert outcome is not None
    return {"index": index, "seed": seed, "new": mine, "players": players,
            "winners": list(outcome.winners), "scores": list(outcome.scores),
            "plies": plies, "times": times}


def wins(result: dict[str, Any]) -> tuple[float, float, int, int]:
    """(new wins, current wins, new seats, current seats) of one game."""
    winners = result["winners"]
    share = 1.0 / len(winners) if winners else 0.0
    mine = set(result["new"])
    players = result["players"]
    new = sum(share for w in winners if w in mine)
    cur = sum(share for w in winners if w < players and w not in mine)
    return new, cur, len(mine), players - len(mine)


def ratio(results: list[dict[str, Any]]) -> float:
    totals = [0.0, 0.0, 0, 0]
    for r in results:
        for i, v in enumerate(wins(r)):
            totals[i] += v
    new_rate = totals[0] / totals[2]
    cur_rate = totals[1] / totals[3]
    return new_rate / cur_rate if cur_rate else float("inf")


def bootstrap(results: list[dict[str, Any]], rounds: int = 4000,
              seed: int = 12345) -> tuple[float, float]:
    rnd = random.Random(seed)
    values = []
    for _ in range(rounds):
        sample = [results[rnd.randrange(len(results))] for _ in results]
        values.append(ratio(sample))
    values.sort()
    return values[int(0.025 * rounds)], values[int(0.975 * rounds) - 1]


def report(name: str, results: list[dict[str, Any]], iterations: int, horizon: int,
           elapsed: float, load: tuple[tuple[float, ...], tuple[float, ...]],
           workers: int, quiet: bool = False) -> dict[str, Any]:
    players = results[0]["players"]
    per_seat = {side: [[0.0, 0] for _ in range(players)] for side in ("new", "current")}
    totals = [0.0, 0.0, 0, 0]
    bot_wins = 0.0
    stalled = 0
    for r in results:
        for i, v in enumerate(wins(r)):
            totals[i] += v
        winners = r["winners"]
        bot_wins += sum(1.0 / len(winners) for w in winners if w >= players)
        stalled += bool(r.get("stalled"))
        for seat in range(players):
            side = "new" if seat in r["new"] else "current"
            per_seat[side][seat][1] += 1
            if seat in winners:
                per_seat[side][seat][0] += 1.0 / len(winners)
    new_rate, cur_rate = totals[0] / totals[2], totals[1] / totals[3]
    low, high = bootstrap(results)
    new_times = [t for r in results for t in r.get("times", {}).get("new", [])]
    cur_times = [t for r in results for t in r.get("times", {}).get("current", [])]
    new_cpu = [t for r in results for t in r.get("times", {}).get("new_cpu", [])]
    summary = {
        "game": name, "games": len(results), "players": players, "iterations": iterations,
        "horizon": horizon,
        "new_wins_per_seat": new_rate, "current_wins_per_seat": cur_rate,
        "ratio": new_rate / cur_rate if cur_rate else float("inf"),
        "ratio_ci95": [low, high], "bot_wins": bot_wins, "stalled": stalled,
        "new_ms_p50": 1000 * percentile(new_times, 0.5),
        "new_ms_p95": 1000 * percentile(new_times, 0.95),
        "new_cpu_ms_p50": 1000 * percentile(new_cpu, 0.5),
        "new_cpu_ms_p95": 1000 * percentile(new_cpu, 0.95),
        "current_ms_p50": 1000 * percentile(cur_times, 0.5),
        "current_ms_p95": 1000 * percentile(cur_times, 0.95),
        "decisions_new": len(new_times), "plies_mean": statistics.mean(r["plies"]
                                                                       for r in results),
        "per_seat": {side: [w / n if n else None for w, n in seats]
                     for side, seats in per_seat.items()},
        "cores": os.cpu_count(), "workers": workers,
        "load_start": list(load[0]), "load_end": list(load[1]), "seconds": elapsed,
    }
    if quiet:
        return summary
    print(f"{name}, {players} players, {len(results)} games, new AI at {iterations} "
          f"iterations (horizon {horizon}), {workers} workers on {os.cpu_count()} cores")
    for side in ("new", "current"):
        seats = " ".join("-" if v is None else f"{v:.2f}" for v in summary["per_seat"][side])
        print(f"  {side:8} wins per seat {summary[side + '_wins_per_seat']:.3f}"
              f"  (by seat: {seats})")
    if bot_wins:
        print(f"  the Bot won {bot_wins:.1f} games")
    if stalled:
        print(f"  {stalled} games stalled (no end after {MAX_PLIES} moves): won by nobody")
    print(f"  ratio new/current {summary['ratio']:.2f}  95% CI [{low:.2f}, {high:.2f}]")
    print(f"  decision ms  new p50 {summary['new_ms_p50']:.0f} p95 {summary['new_ms_p95']:.0f}"
          f" | current p50 {summary['current_ms_p50']:.1f} p95 "
          f"{summary['current_ms_p95']:.1f}")
    print(f"  CPU ms of a new AI decision p50 {summary['new_cpu_ms_p50']:.0f} "
          f"p95 {summary['new_cpu_ms_p95']:.0f}")
    print(f"  load average {load[0][0]:.2f} at the start, {load[1][0]:.2f} at the end; "
          f"{elapsed:.0f} s")
    return summary


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--iterations", type=int, default=None,
                        help="per decision (default: the bot's at AI_BUDGET_MS=300)")
    parser.add_argument("--horizon", type=int, default=None,
                        help="rollout decisions past the tree (default: the game's own)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, default=None, help="write the summary here")
    parser.add_argument("--merge", type=Path, nargs="+", default=None,
                        help="report these runs' games together (their --json files)")
    args = parser.parse_args(argv)
    if args.merge:
        merge(args.game, args.merge)
        return
    if args.iterations is None:
        from bot.app.ai import DEFAULT_BUDGET_MS, iterations
        args.iterations = iterations(args.game, DEFAULT_BUDGET_MS)
    jobs = [(args.game, i, args.seed + i, args.players, args.iterations, args.horizon)
            for i in range(args.games)]
    horizon = args.horizon or import_module(descriptor(args.game).ai).PLAYER.horizon
    load_start = os.getloadavg()
    start = time.perf_counter()
    results: list[dict[str, Any]] = []
    with Pool(args.workers) as pool:
        for result in pool.imap_unordered(play, jobs):
            results.append(result)
            if len(results) % 10 == 0:
                print(f"  {len(results)}/{args.games} games, ratio so far "
                      f"{ratio(results):.2f}", file=sys.stderr, flush=True)
                if args.json is not None:
                    save(args.json, report(args.game, results, args.iterations, horizon,
                                           time.perf_counter() - start,
                                           (load_start, os.getloadavg()), args.workers,
                                           quiet=True), results)
    results.sort(key=lambda r: r["index"])
    summary = report(args.game, results, args.iterations, horizon,
                     time.perf_counter() - start, (load_start, os.getloadavg()), args.workers)
    if args.json is not None:
        save(args.json, summary, results)


def save(path: Path, summary: dict[str, Any], results: list[dict[str, Any]]) -> None:
    path.write_text(json.dumps({"summary": summary, "games": sorted(
        results, key=lambda r: r["index"])}, indent=1))


def merge(name: str, paths: list[Path]) -> None:
    """One report of the games of several runs (each its own seeds)."""
    runs = [json.loads(path.read_text()) for path in paths]
    results = [g for run in runs for g in run["games"]]
    seeds = [g["seed"] for g in results]
    if len(set(seeds)) != len(seeds):
        raise SystemExit("these runs share seeds: give each run its own --seed")
    for run in runs:
        if any("times" not in g for g in run["games"]):  # written before games kept them
            s = run["summary"]
            print(f"  (decision times of {s['games']} games only in their summary: new CPU "
                  f"ms p50 {s['new_cpu_ms_p50']:.0f} p95 {s['new_cpu_ms_p95']:.0f})")
    first = runs[0]["summary"]
    report(name, results, first["iterations"], first["horizon"],
           sum(run["summary"]["seconds"] for run in runs),
           (tuple(first["load_start"]), tuple(runs[-1]["summary"]["load_end"])),
           first["workers"])


if __name__ == "__main__":
    main()
