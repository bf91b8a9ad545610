"""Ad Astra render benchmark: time to draw and to encode each image, and its size.

Plays random games (3, 4 and 5 players) and renders the public board and one private hand
at every tenth decision, then prints per-image timings (median, p95, max) for drawing,
PNG encoding and the whole render, and the image sizes.

    python -m bench.render_adastra [--games N] [--every K]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from games.adastra import GAME
from rendering import adastra
from rendering.common import encode_png


def collect(games: int, every: int) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(public view, a private view) pairs sampled from random playouts."""
    views = []
    for g in range(games):
        players = 3 + g % 3
        rnd = random.Random(g)
        state = GAME.setup(players, g)
        ply = 0
        while GAME.outcome(state) is None:
            seat = rnd.choice(GAME.to_act(state))
            if ply % every == 0:
                views.append((GAME.view(state, None), GAME.view(state, seat)))
            state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal_moves(state, seat)))
            ply += 1
        views.append((GAME.view(state, None), GAME.view(state, 0)))
    return views


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = fn()
    return (time.perf_counter() - start) * 1000, result


def summary(label: str, values: list[float], unit: str = "ms") -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return (f"{label:<22} median {statistics.median(ordered):8.1f} {unit}   "
            f"p95 {p95:8.1f} {unit}   max {ordered[-1]:8.1f} {unit}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--every", type=int, default=10)
    args = parser.parse_args()
    views = collect(args.games, args.every)
    start = time.perf_counter()
    palette = adastra.png_palette()
    print(f"palette learnt in {(time.perf_counter() - start) * 1000:.0f} ms (once per process)")
    adastra.render_board(views[0][0])  # warm the font and layer caches once
    draw_ms, encode_ms, board_ms, hand_ms = [], [], [], []
    board_kb, hand_kb = [], []
    for public, private in views:
        t_draw, image = timed(lambda public=public: adastra.board_image(public))
        t_encode, data = timed(lambda image=image: encode_png(image, palette=palette))
        draw_ms.append(t_draw)
        encode_ms.append(t_encode)
        t_board, data = timed(lambda public=public: adastra.render_board(public))
        board_ms.append(t_board)
        board_kb.append(len(data) / 1024)
        t_hand, hand = timed(lambda private=private: adastra.render_hand(private))
        hand_ms.append(t_hand)
        hand_kb.append(len(hand) / 1024)
    print(f"{len(views)} views from {args.games} games "
          f"(background builds: {adastra.board_background.builds})")
    print(summary("board: draw", draw_ms))
    print(summary("board: PNG encode", encode_ms))
    print(summary("board: render_board", board_ms))
    print(summary("hand: render_hand", hand_ms))
    print(summary("board PNG size", board_kb, "KB"))
    print(summary("hand PNG size", hand_kb, "KB"))


if __name__ == "__main__":
    main()
