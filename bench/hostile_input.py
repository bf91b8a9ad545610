"""Hostile input: how long one parse_move or apply call takes on the inputs of the test.

Issue #17 asks that every hostile input be refused (or canonicalised) in under 5 ms per
call, because the bot parses and applies moves on its event loop: one slow call freezes
every game on the server. ``tests/games/test_hostile_input.py`` checks what happens to
each input; this script times the same inputs (same seeds, same states) and prints, per
game, the number of calls, the median, the 99th percentile and the maximum, with the
slowest inputs, the machine's core count and its load average (timings on a loaded
machine are worth less).

    python bench/hostile_input.py [--inputs 20000] [--limit-ms 5]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from games.core import IllegalMove, Move  # noqa: E402
from tests.games.conformance import hostile_inputs, hostile_states  # noqa: E402
from tests.games.test_hostile_input import INPUTS_PER_GAME  # noqa: E402


def percentile(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench_game(name: str, count: int) -> tuple[list[float], list[tuple[float, str]]]:
    """Milliseconds per call, and the slowest calls with what they were."""
    game = games.get(name)
    states = hostile_states(game, seed=17)
    per_state = -(-count // len(states))
    rnd = random.Random(f"hostile-{name}")
    times: list[float] = []
    slowest: list[tuple[float, str]] = []
    for state, num_players in states:
        for item in hostile_inputs(game, state, num_players, rnd, per_state):
            move: Move | None = item.move
            if item.text is not None:
                start = time.perf_counter()
                try:
                    move = game.parse_move(state, item.seat, item.text)
                except IllegalMove:
                    move = None
                took = (time.perf_counter() - start) * 1000
                times.append(took)
                slowest.append((took, f"parse {item.text[:50]!r} seat {item.seat}"))
            if move is not None:
                start = time.perf_counter()
                with contextlib.suppress(IllegalMove):
                    game.apply(state, item.seat, move)
                took = (time.perf_counter() - start) * 1000
                times.append(took)
                slowest.append((took, f"apply {str(move)[:50]!r} seat {item.seat}"))
            slowest = sorted(slowest, reverse=True)[:3]
    return times, slowest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=INPUTS_PER_GAME,
                        help="hostile inputs per game (default: as many as the test)")
    parser.add_argument("--limit-ms", type=float, default=5.0,
                        help="the per-call budget to report against (default 5 ms)")
    args = parser.parse_args()
    load = os.getloadavg()
    print(f"cores: {os.cpu_count()}  load average: {load[0]:.2f} {load[1]:.2f} "
          f"{load[2]:.2f}  python {sys.version.split()[0]}")
    print(f"{'game':<12}{'calls':>8}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}  "
          f"over {args.limit_ms:g} ms")
    worst = 0.0
    for name in games.names():
        times, slowest = bench_game(name, args.inputs)
        ordered = sorted(times)
        over = sum(1 for t in times if t > args.limit_ms)
        worst = max(worst, ordered[-1])
        print(f"{name:<12}{len(times):>8}{statistics.median(ordered):>11.3f}"
              f"{percentile(ordered, 0.99):>9.3f}{ordered[-1]:>9.3f}  {over}")
        for took, what in slowest:
            print(f"    {took:7.3f} ms  {what}")
    load = os.getloadavg()
    print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; slowest call "
          f"{worst:.3f} ms ({'within' if worst <= args.limit_ms else 'OVER'} the "
          f"{args.limit_ms:g} ms budget)")


if __name__ == "__main__":
    main()
