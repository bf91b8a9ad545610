"""A render worker's CPU per move, as the worker spends it: boards of real games drawn move
after move, several games interleaved as one worker sees them (its caches of regions and
compressed bands shared between them), split into assembling the board (drawing the changed
regions and mapping them onto the palette) and encoding the PNG.

CPU is this process's own (``time.process_time``), measured one board at a time, so the
figures hold on a loaded machine; the games' moves are worked out before timing. Beside the
encoder the bot uses (bands, :mod:`rendering.png_bands`), the same boards are encoded by
Pillow at the same level (the whole image every time) for comparison, and the encoding
floor of ``bench/capacity.py`` (the whole drawing mapped onto the palette and saved at
level 1) is timed on a sample of them.

    python bench/board_cpu.py [--game adastra] [--games 25] [--moves 40] [--players 3]
                              [--board full|compact]

``--board compact`` measures the board posted after a move since boards are drawn for a
phone (:mod:`rendering.compact`); ``full`` (the default) the whole board (``/board
full:True``, the web pages), which was the one posted before.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

import games  # noqa: E402
from rendering import png_bands, regions, renderer  # noqa: E402
from rendering.compact import compact_renderer  # noqa: E402


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f}/{five:.2f}/{fifteen:.2f} on {os.cpu_count()} cores"


def game_views(game: str, players: int, seed: int, moves: int) -> list[dict[str, Any]]:
    """The public view after each of a random game's first ``moves`` moves."""
    engine = games.get(game)
    rnd = random.Random(seed)
    state = engine.setup(players, seed)
    views = [engine.view(state, None)]
    while len(views) <= moves and engine.outcome(state) is None:
        seat = rnd.choice(engine.to_act(state))
        state, _ = engine.apply(state, seat, rnd.choice(engine.legal_moves(state, seat)))
        views.append(engine.view(state, None))
    return views


def pillow(image: Image.Image, level: int, cache: Any = None) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=level)
    return buffer.getvalue()


def drawer(game: str, board: str) -> Any:
    """What draws the measured board: the game's renderer (``render_board``) or its compact
    renderer, whose ``render_compact`` is called under the same name here."""
    if board == "full":
        return renderer(game)
    small = compact_renderer(game)
    assert small is not None, f"{game} has no compact board"

    class Compact:
        render_board = staticmethod(small.render_compact)
        board_image = staticmethod(small.compact_image)  # type: ignore[attr-defined]
        png_palette = staticmethod(small.png_palette)  # type: ignore[attr-defined]

    return Compact


def run(game: str, tables: list[list[dict[str, Any]]], encoder: Any,
        board: str = "full") -> dict[str, list[float]]:
    """Every table's boards, one move of each table in turn; CPU seconds per board."""
    module = drawer(game, board)
    regions.TILES.clear()
    png_bands.BANDS.clear()
    encode_cpu: list[float] = []
    original = png_bands.encode

    def timed(image: Image.Image, level: int, cache: Any = png_bands.BANDS) -> bytes:
        start = time.process_time()
        data: bytes = encoder(image, level, cache)
        encode_cpu.append(time.process_time() - start)
        return data

    png_bands.encode = timed  # type: ignore[assignment]
    total: list[float] = []
    sizes: list[float] = []
    try:
        for table in tables:  # each game's first board: a worker drew it long ago
            module.render_board(table[0])
        encode_cpu.clear()
        asked, compressed = png_bands.band_counts()
        for ply in range(1, max(len(t) for t in tables)):
            for table in tables:
                if ply < len(table):
                    start = time.process_time()
                    data = module.render_board(table[ply])
                    total.append(time.process_time() - start)
                    sizes.append(len(data))
        now_asked, now_compressed = png_bands.band_counts()
    finally:
        png_bands.encode = original  # type: ignore[assignment]
    return {"total": total, "encode": encode_cpu, "sizes": sizes,
            "compressed": [(now_compressed - compressed) / max(now_asked - asked, 1)]}


def floor(game: str, views: list[dict[str, Any]], board: str = "full") -> float:
    """Median CPU of the floor's encode: the whole drawing mapped and saved at level 1."""
    module = drawer(game, board)
    palette = module.png_palette()
    spent = []
    for view in views:
        image = module.board_image(view)
        start = time.process_time()
        mapped = image.quantize(palette=palette, dither=Image.Dither.NONE)
        pillow(mapped, 1)
        spent.append(time.process_time() - start)
    return statistics.median(spent)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="adastra")
    parser.add_argument("--games", type=int, default=25,
                        help="games interleaved in the worker (50 games on 2 workers: 25)")
    parser.add_argument("--moves", type=int, default=40, help="moves per game")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--board", choices=("full", "compact"), default="full",
                        help="the whole board, or the compact one posted after a move")
    args = parser.parse_args()
    module = drawer(args.game, args.board)
    module.png_palette()
    tables = [game_views(args.game, args.players, seed, args.moves)
              for seed in range(args.games)]
    moves = sum(len(t) - 1 for t in tables)
    print(f"{args.game} ({args.board} board): {args.games} games interleaved, {moves} moves"
          f"  [{load()}]")
    for name, encoder in (("bands", png_bands.encode), ("pillow", pillow)):
        result = run(args.game, tables, encoder, args.board)
        total, encode = result["total"], result["encode"]
        line = (f"  encoder {name:<6}  CPU per board {statistics.mean(total) * 1e3:5.2f} ms: "
                f"assemble {(statistics.mean(total) - statistics.mean(encode)) * 1e3:.2f}, "
                f"encode {statistics.mean(encode) * 1e3:.2f} (median "
                f"{statistics.median(encode) * 1e3:.2f}); "
                f"{statistics.mean(result['sizes']) / 1024:.0f} KiB")
        if name == "bands":
            line += f"; bands compressed again {result['compressed'][0]:.0%}"
        print(line + f"  [{load()}]", flush=True)
    sample = [t[len(t) // 2] for t in tables][:20]
    print(f"  floor's encode (whole drawing mapped + saved at level 1): "
          f"{floor(args.game, sample, args.board) * 1e3:.2f} ms median  [{load()}]")


if __name__ == "__main__":
    main()
