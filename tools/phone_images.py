"""Draws the pictures of the boards as a phone shows them, for the README and
docs/playing.md: each game's compact board (the one posted after a move) at a moment of a
game its heuristic AI players play, scaled to 400 px wide with Pillow's LANCZOS, as Discord
shows it on a phone.

    python tools/phone_images.py [--out docs/images]

Writes ``phone-<game>.png`` for every game whose registry entry names a compact board.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

import games  # noqa: E402
from games import parts  # noqa: E402
from games.registry import REGISTRY  # noqa: E402
from rendering.compact import READ_WIDTH, compact_renderer  # noqa: E402

NAMES = ["Alice", "Bérénice", "Carlos", "Dmitri", "Eve", "Farah"]
#: Each game's table and how far into the game it is drawn (a share of its moves).
MOMENTS: dict[str, tuple[int, float]] = {
    "adastra": (4, 0.55), "kepler3042": (3, 0.6), "magnastorm": (4, 0.5),
    "afternova": (4, 0.45),
}


def moment(game: str, players: int, share: float, seed: int = 7) -> Any:
    """The public view ``share`` of the way through a game its heuristic AI plays."""
    engine = games.get(game)
    ai = parts.ai(game)
    state = engine.setup(players, seed)
    states = [state]
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        state, _ = engine.apply(state, seat, ai.choose_move(engine, state, seat, len(states)))
        states.append(state)
    return engine.view(states[int(len(states) * share)], None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    args = parser.parse_args()
    for entry in REGISTRY:
        drawer = compact_renderer(entry.name)
        if drawer is None:
            continue
        players, share = MOMENTS.get(entry.name, (games.get(entry.name).min_players, 0.5))
        png = drawer.render_compact(moment(entry.name, players, share), NAMES[:players], "en")
        image = Image.open(io.BytesIO(png)).convert("RGB")
        shown = image.resize((READ_WIDTH, round(image.height * READ_WIDTH / image.width)),
                             Image.Resampling.LANCZOS)
        path = args.out / f"phone-{entry.name}.png"
        # 256 colours (the boards are flat colours): a third of the bytes, the same look.
        shown.quantize(256, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)
        print(f"{path.relative_to(ROOT)}: {shown.size[0]}x{shown.size[1]}, "
              f"{path.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
