"""The posted PNGs are compressed at zlib level 1 (``PNG_LEVEL``) instead of level 6: the
bytes change, the picture must not. Real boards of every game, encoded both ways, decode to
the same palette and the same pixels."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image

import games
from rendering import common, renderer


def boards(name: str, count: int = 4) -> list[dict[str, Any]]:
    """Public views spread over one random game (start, middle moments, the end)."""
    engine = games.get(name)
    rnd = random.Random(7)
    state = engine.setup(max(engine.min_players, 3 if engine.max_players >= 3 else 2), 7)
    views = []
    ply = 0
    while engine.outcome(state) is None:
        if ply % 60 == 0 and len(views) < count - 1:
            views.append(engine.view(state, None))
        seat = rnd.choice(engine.to_act(state))
        state, _ = engine.apply(state, seat, rnd.choice(engine.legal_moves(state, seat)))
        ply += 1
    views.append(engine.view(state, None))
    return views


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize("name", sorted(games.names()))
def test_level_1_draws_the_same_pixels_as_level_6(name: str) -> None:
    module = renderer(name)
    assert common.PNG_LEVEL == 1
    for view in boards(name):
        image = module.board_image(view)
        old = common.encode_png(image, palette=module.png_palette(), compress_level=6)
        new = module.render_board(view)
        assert new != old  # a different compression...
        a, b = decoded(old), decoded(new)
        assert (a.mode, a.size) == (b.mode, b.size) == ("P", image.size)
        assert a.getpalette() == b.getpalette()
        assert a.tobytes() == b.tobytes()  # ...of the very same picture
        assert len(new) < common.MAX_PNG_BYTES // 4
