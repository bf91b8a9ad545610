"""Checks every game's renderer must pass, written once: its static layer is drawn once and
reused, its fixed PNG palette keeps the colours drawn, and it never imports game code."""

from __future__ import annotations

import io
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parents[2]


def assert_background_built_once(module: ModuleType, warm: Sequence[dict[str, Any]],
                                 others: Sequence[dict[str, Any]]) -> None:
    """After ``warm`` views have built the static layers, ``others`` build none; clearing
    the cache makes the next render build exactly one again."""
    for view in warm:
        module.render_board(view)
    builds = module.board_background.builds
    for view in others:
        module.render_board(view)
    assert module.board_background.builds == builds
    module.board_background.cache_clear()
    module.render_board(warm[0])
    assert module.board_background.builds == builds + 1


def assert_palette_keeps_colours(module: ModuleType, view: dict[str, Any],
                                 tolerance: int) -> None:
    assert module.png_palette() is module.png_palette()
    exact = module.board_image(view)
    decoded = Image.open(io.BytesIO(module.render_board(view))).convert("RGB")
    diff = ImageChops.difference(exact.convert("RGB"), decoded).convert("L")
    assert diff.getextrema()[1] < tolerance  # no pixel strays far from what was drawn


def games_imported_by(*modules: str) -> list[str]:
    """The ``games`` modules a fresh interpreter loads when importing ``modules``."""
    code = (f"import sys, {', '.join(modules)}; "
            "print(','.join(m for m in sys.modules if m.startswith('games')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=str(ROOT))
    return [m for m in out.stdout.strip().split(",") if m]
