"""Ad Astra planning weights played against the heuristic's own, over many games.

    python bench/adastra_weights.py --weights '{"scoring_bonus": 1.5}' --games 1200
                                    [--seed 90000] [--workers 2]
    python bench/adastra_weights.py --explore 30 --around '{"scoring_bonus": 1.5}'
                                    --games 600 [--seed 50000] [--draw 1] [--players 3]

The searching AI's player (``games.adastra.heuristic.SEARCH``) is the heuristic with its
planning weights (:class:`games.adastra.heuristic.Weights`) fitted by self-play: the
heuristic rates every card it may plan, and how a scoring card weighs against a production
or a build decides when a seat scores, which shapes its whole game. This script measures
weights as the arena does (``bench/ai_arena.py``: game ``i``, seed ``seed + i``, gives the
weights half of the seats, rotated, a shared win split), every seat playing the heuristic
alone, so thousands of games take minutes. It prints the wins per seat of each side, the
ratio with its 95% bootstrap interval, the core count and the load average.

``--explore N`` draws N variants around ``--around``, each changing three weights at random
within :data:`RANGES`, and measures each on the same seeds. The best of many noisy measures
is flattered by its luck: measure the few best again with ``--weights`` on other seeds
(``--seed``) before trusting them.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_arena import MAX_PLIES, bootstrap, new_seats, ratio, wins

from games.adastra import heuristic, rules
from games.adastra.ai_search import acting

#: Where ``--explore`` draws each weight it changes.
RANGES: dict[str, tuple[float, float]] = {
    "production": (0.0, 2.0), "per_card_produced": (1.0, 3.0),
    "production_others": (0.0, 1.0), "movement": (1.0, 3.0),
    "per_ship_in_deep_space": (1.0, 4.0), "per_ship": (0.0, 1.5), "build": (0.5, 3.0),
    "per_affordable_item": (1.5, 4.5), "trade": (0.0, 2.0), "per_card_in_hand": (0.0, 0.4),
    "scoring_factor": (0.7, 3.0), "scoring_bonus": (0.0, 3.0), "scoring_others": (0.0, 1.0),
    "rivals": (0.0, 1.5),
}


def weights_of(fields: dict[str, float]) -> heuristic.Weights:
    return dataclasses.replace(heuristic.CURRENT, **fields)


def play(job: tuple[dict[str, float], int, int, int]) -> dict[str, Any]:
    """One game between the weights (their seats) and the heuristic (the others)."""
    fields, index, seed, players = job
    weights = weights_of(fields)
    mine = new_seats(index, players)
    state = rules.setup(players, seed)
    rules.settle(state, [])
    plies = 0
    while state.phase != "over":
        seat = acting(state)
        if seat is None or plies >= MAX_PLIES:  # stalled: won by nobody
            return {"index": index, "seed": seed, "new": mine, "players": players,
                    "winners": [], "plies": plies, "stalled": True}
        move = heuristic.choose_move(None, state, seat, seed ^ plies,
                                     weights if seat in mine else heuristic.CURRENT)
        state, _ = rules.apply(state, seat, move)
        plies += 1
    outcome = rules.outcome(state)
    assert outcome is not None
    return {"index": index, "seed": seed, "new": mine, "players": players,
            "winners": list(outcome.winners), "plies": plies}


def measure(pool: Any, fields: dict[str, float], games: int, seed: int, players: int) -> str:
    start = time.perf_counter()
    results = pool.map(play, [(fields, i, seed + i, players) for i in range(games)],
                       chunksize=4)
    totals = [0.0, 0.0, 0, 0]
    for r in results:
        for i, v in enumerate(wins(r)):
            totals[i] += v
    low, high = bootstrap(results, rounds=2000)
    stalled = sum(bool(r.get("stalled")) for r in results)
    return (f"{json.dumps(fields)}: {games} games (seeds {seed}-{seed + games - 1}), wins "
            f"per seat {totals[0] / totals[2]:.3f} vs the heuristic's "
            f"{totals[1] / totals[3]:.3f}, ratio {ratio(results):.2f} "
            f"[{low:.2f}, {high:.2f}], {stalled} stalled, "
            f"{time.perf_counter() - start:.0f} s")


def explore(around: dict[str, float], count: int, draw: int) -> list[dict[str, float]]:
    rnd = random.Random(draw)
    variants = []
    for _ in range(count):
        fields = dict(around)
        for name in rnd.sample(sorted(RANGES), 3):
            low, high = RANGES[name]
            fields[name] = round(rnd.uniform(low, high), 2)
        variants.append(fields)
    return variants


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weights", type=json.loads, default=None,
                        help="Weights fields as JSON (default: the searching AI's)")
    parser.add_argument("--explore", type=int, default=0)
    parser.add_argument("--around", type=json.loads, default={})
    parser.add_argument("--draw", type=int, default=1, help="seed of the variants drawn")
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=90000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    if args.explore:
        variants = explore(args.around, args.explore, args.draw)
    elif args.weights is not None:
        variants = [args.weights]
    else:
        variants = [{f.name: getattr(heuristic.SEARCH, f.name)
                     for f in dataclasses.fields(heuristic.Weights)
                     if getattr(heuristic.SEARCH, f.name) != getattr(heuristic.CURRENT, f.name)}]
    print(f"Ad Astra, {args.players} players, {args.workers} workers on {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.2f}", flush=True)
    with Pool(args.workers) as pool:
        for fields in variants:
            print(measure(pool, fields, args.games, args.seed, args.players), flush=True)
    print(f"load average {os.getloadavg()[0]:.2f} at the end", flush=True)


if __name__ == "__main__":
    main()
