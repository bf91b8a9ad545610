"""How much a game's decisions are worth to a search: the heuristic's move against its next
best, each played to the game's end on the same worlds.

    python bench/ai_decisions.py --game adastra [--decisions 60] [--worlds 20] [--width 4]
                                 [--stage early|late|all] [--players 3] [--seed 7000]
                                 [--workers 2]

Games between heuristic players (seeds ``seed``, ``seed + 1``...) give the decisions: those
with a real choice, in the first half of their game (``early``), its last third (``late``)
or anywhere (``all``), every few so that many games contribute. At each, the seat's
shortlist is what the search would compare (the heuristic's move and the game's next best,
:func:`games.search.shortlist`, ``width`` moves in all), drawn on a world the seat cannot tell
from the real one. Each move is played on the same ``worlds`` determinizations, then every
seat plays the heuristic to the end; the seat scores its share of the win.

It prints, with the core count and the load average:

- how often the seat's result was the same whichever of the moves it played (a decision
  that cannot change the result cannot be searched into a better one);
- the gain of knowing the best of the moves from all the worlds (biased upward: the best of
  noisy means), and an honest gain: the move picked on half the worlds, scored on the
  other half (both ways round), in wins per decision, with its standard error;
- the CPU time of one playout to the end, which is what a search to the end pays per world
  and move.

A search can gain at most the honest gain per decision it searches, at the cost of
``width * worlds`` playouts.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import sys
import time
from importlib import import_module
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import get, search
from games.core import Rng, awaited
from games.registry import descriptor

MAX_PLIES = 20_000


def decisions(name: str, players: int, seed: int, stage: str, every: int
              ) -> list[tuple[int, int, int]]:
    """(seed, ply, seat) of the sampled decisions of one heuristic game."""
    game = get(name)
    ai = import_module(descriptor(name).ai)
    state = game.setup(players, seed)
    found: list[tuple[int, int]] = []
    ply = 0
    while game.outcome(state) is None and ply < MAX_PLIES:
        seat = awaited(game, state)[0]
        if len(game.legal_moves(state, seat)) > 1:
            found.append((ply, seat))
        state, _ = game.apply(state, seat, ai.choose_move(game, state, seat, ply))
        ply += 1
    low, high = {"early": (0.0, 0.5), "late": (2 / 3, 1.0), "all": (0.0, 1.0)}[stage]
    chosen = [(p, s) for p, s in found if low * ply <= p < high * ply]
    return [(seed, p, s) for p, s in chosen[::every]]


def replay_to(name: str, players: int, seed: int, ply: int) -> Any:
    """The state of heuristic game ``seed`` before move ``ply``."""
    game = get(name)
    ai = import_module(descriptor(name).ai)
    state = game.setup(players, seed)
    for p in range(ply):
        seat = awaited(game, state)[0]
        state, _ = game.apply(state, seat, ai.choose_move(game, state, seat, p))
    return state


def play_to_end(game: Any, ai: Any, state: Any, seed: int) -> Any:
    plies = 0
    while game.outcome(state) is None and plies < MAX_PLIES:
        seat = awaited(game, state)[0]
        state, _ = game.apply(state, seat, ai.choose_move(game, state, seat, seed ^ plies))
        plies += 1
    return state


def study(job: tuple[str, int, int, int, int, int, int]) -> dict[str, Any]:
    """Every shortlisted move of one decision, played to the end on the same worlds."""
    name, players, seed, ply, seat, worlds, width = job
    game = get(name)
    ai = import_module(descriptor(name).ai)
    state = replay_to(name, players, seed, ply)
    moves = game.legal_moves(state, seat)
    first = ai.PLAYER.determinize(state, seat, Rng.from_seed(ply))
    base = ai.PLAYER.policy(game, first, seat, ply)
    if base not in moves:
        base = moves[0]
    player = dataclasses.replace(ai.PLAYER, width=width)
    shortlist = search.shortlist(game, first, seat, moves, base, 3 * width, player)
    results: dict[str, list[float]] = {}
    cpu = 0.0
    for move in shortlist:
        wins = []
        for k in range(worlds):
            world = ai.PLAYER.determinize(state, seat, Rng(99991 * (k + 1) + ply))
            start = time.process_time()
            world, _ = game.apply(world, seat, move)
            end = play_to_end(game, ai, world, k)
            cpu += time.process_time() - start
            outcome = game.outcome(end)
            winners = outcome.winners if outcome is not None else []
            wins.append(1.0 / len(winners) if seat in winners else 0.0)
        results[str(move)] = wins
    return {"results": results, "cpu": cpu / (len(shortlist) * worlds)}


def summarize(studies: list[dict[str, Any]]) -> dict[str, float]:
    same: list[float] = []
    oracle: list[float] = []
    honest: list[float] = []
    for s in studies:
        rows = list(s["results"].values())
        base, rivals = rows[0], rows[1:]
        if not rivals:
            continue
        n = len(base)
        same.append(statistics.mean(r[k] == base[k] for r in rivals for k in range(n)))
        means = [statistics.mean(r) for r in rows]
        oracle.append(max(means) - means[0])
        half = n // 2
        for pick, score in ((slice(0, half), slice(half, n)), (slice(half, n), slice(0, half))):
            picked = max(range(len(rows)),
                         key=lambda i: (statistics.mean(rows[i][pick]), i == 0))
            honest.append(statistics.mean(rows[picked][score])
                          - statistics.mean(base[score]))
    return {
        "decisions": len(same),
        "same": statistics.mean(same) if same else 0.0,
        "oracle": statistics.mean(oracle) if oracle else 0.0,
        "honest": statistics.mean(honest) if honest else 0.0,
        "honest_se": (statistics.stdev(honest) / len(honest) ** 0.5
                      if len(honest) > 1 else 0.0),
        "cpu_ms": 1000 * statistics.mean(s["cpu"] for s in studies) if studies else 0.0,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--decisions", type=int, default=60)
    parser.add_argument("--worlds", type=int, default=20)
    parser.add_argument("--width", type=int, default=4)
    parser.add_argument("--stage", choices=("early", "late", "all"), default="all")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--every", type=int, default=8, help="one decision in this many")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    if args.worlds < 2:
        parser.error("--worlds must be at least 2 (the honest gain splits them)")
    load = os.getloadavg()
    begin = time.perf_counter()
    picked: list[tuple[int, int, int]] = []
    seed = args.seed
    while len(picked) < args.decisions:
        picked += decisions(args.game, args.players, seed, args.stage, args.every)
        seed += 1
    jobs = [(args.game, args.players, s, p, seat, args.worlds, args.width)
            for s, p, seat in picked[:args.decisions]]
    with Pool(args.workers) as pool:
        studies = pool.map(study, jobs)
    result = summarize(studies)
    print(f"{args.game}, {args.players} players, {args.stage} decisions of heuristic games "
          f"(seeds {args.seed}-{seed - 1}): {result['decisions']} decisions, the heuristic's "
          f"move and up to {args.width - 1} more, {args.worlds} worlds each")
    print(f"  same result whichever move: {100 * result['same']:.0f}% of the worlds")
    print(f"  gain of the best move, from all worlds (biased up): "
          f"{result['oracle']:+.4f} wins per decision")
    print(f"  honest gain (picked on half the worlds, scored on the other half): "
          f"{result['honest']:+.4f} ± {result['honest_se']:.4f} wins per decision")
    print(f"  CPU per playout to the end: {result['cpu_ms']:.0f} ms")
    print(f"  {args.workers} workers on {os.cpu_count()} cores; load average "
          f"{load[0]:.2f} at the start, {os.getloadavg()[0]:.2f} at the end; "
          f"{time.perf_counter() - begin:.0f} s")


if __name__ == "__main__":
    main()
