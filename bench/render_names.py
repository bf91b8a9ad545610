"""What players' names cost a board: CPU per board drawn move after move, for each game,
with Latin names and with names in every script the fonts cover (Arabic, Hebrew,
Devanagari, Thai, Han, Kana, Hangul, emoji), plus the cost of a name never drawn before
(every cache of text cleared: the first board after a player joins or is renamed).

CPU is this process's own (``time.process_time``), per board, so the figures hold on a
loaded machine; the games' moves are worked out before timing.

    python bench/render_names.py [--games adastra,kepler3042] [--moves 30] [--players 4]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from rendering import common, renderer  # noqa: E402

LATIN = ["Sara", "Ozgül Yilmark", "Jean-Pierre", "Ana María"]
SCRIPTS = ["سارة: 4", "李小龙", "山田 太郎", "김민준 👍", "ॐ नमः शिवाय", "สมชาย", "דוד 2",
           "Жанна 🚀"]


def views(game: str, players: int, seed: int, moves: int) -> list[dict[str, Any]]:
    engine = games.get(game)
    rnd = random.Random(seed)
    state = engine.setup(players, seed)
    found = [engine.view(state, None)]
    while len(found) <= moves and engine.outcome(state) is None:
        seat = rnd.choice(engine.to_act(state))
        state, _ = engine.apply(state, seat, rnd.choice(engine.legal_moves(state, seat)))
        found.append(engine.view(state, None))
    return found


def per_board(game: str, boards: list[dict[str, Any]], names: list[str]) -> list[float]:
    draw = renderer(game).render_board
    draw(boards[0], names, "en")  # the palette and static layers, built once per process
    spent = []
    for view in boards:
        start = time.process_time()
        draw(view, names, "en")
        spent.append(time.process_time() - start)
    return spent


def clear_text_caches() -> None:
    """Every cache of text drawn (rendering.text's; common's before it existed, so the
    script also measures the code before it)."""
    if hasattr(common, "_text_mask"):  # before rendering.text
        for name in ("text_size", "_text_mask", "_safe_text"):
            getattr(common, name).cache_clear()
        return
    from rendering.text import TEXT_CACHES

    for clear in TEXT_CACHES:
        clear()


def cold_text(names: list[str], rounds: int) -> float:
    """CPU of fitting and drawing each name once with every text cache cleared (ms)."""
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (400, 40))
    draw = ImageDraw.Draw(image)
    spent = 0.0
    for _ in range(rounds):
        clear_text_caches()
        start = time.process_time()
        for name in names:
            shown = common.isolate_name(name) if hasattr(common, "isolate_name") else name
            line, size = common.fit_text(f"1. {shown}: 12", 200, 20, 12, bold=True)
            common.draw_text(draw, (4, 20), line, size, anchor="lm", bold=True)
        spent += time.process_time() - start
    return spent / rounds / len(names) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="adastra,afternova,kepler3042,magnastorm")
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    for game in args.games.split(","):
        boards = views(game, args.players, 7, args.moves)
        for label, pool in (("latin", LATIN), ("scripts", SCRIPTS)):
            names = (pool * args.players)[:args.players]
            spent = per_board(game, boards, names)
            print(f"{game:11} {label:8} {len(spent):3} boards  median "
                  f"{statistics.median(spent) * 1000:6.2f} ms  mean "
                  f"{statistics.fmean(spent) * 1000:6.2f} ms  max {max(spent) * 1000:6.2f} ms")
    for label, pool in (("latin", LATIN), ("scripts", SCRIPTS)):
        print(f"a name never drawn before ({label}): {cold_text(pool, 20):.3f} ms to fit and draw")


if __name__ == "__main__":
    main()
