"""An animated replay of a finished game: one board frame per round (or per public change).

Frames are the game's own board images, drawn in the server's language (``locale``) and seat
palette (``palette``) with the players' display names (``names``), scaled down and joined
into a looping GIF that stays under Discord's attachment limit (frames are dropped, then
shrunk further, until it fits).
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from rendering import renderer

MAX_BYTES = 8_000_000  # below Discord's smallest upload limit
FRAME_MS = 900
LAST_FRAME_MS = 3000


def render_replay(game: str, views: Sequence[Mapping[str, Any]], *, width: int = 720,
                  max_bytes: int = MAX_BYTES, names: Sequence[str] | None = None,
                  locale: str = "en", palette: str = "default") -> bytes:
    """The GIF of ``views`` (public views, in order) drawn by the game's renderer;
    ``names[i]`` is seat i's display name, ``locale`` the language of every label,
    ``palette`` the seats' colours (the server's: a replay is public)."""
    module = renderer(game)
    seat_names = list(names) if names is not None else None
    boards = [Image.open(io.BytesIO(module.render_board(view, seat_names, locale, palette)))
              .convert("RGB") for view in views]
    frames = list(boards)
    while True:
        data = _gif(frames, width)
        if len(data) <= max_bytes:
            return data
        if len(frames) > 8:
            frames = frames[::2] + ([] if frames[-1] is boards[-1] else [boards[-1]])
        elif width > 240:
            width = width * 3 // 4
        else:
            raise ValueError("the replay cannot be made small enough")


def _gif(frames: Sequence[Image.Image], width: int) -> bytes:
    scaled = []
    for frame in frames:
        height = round(frame.height * width / frame.width)
        small = frame.resize((width, height), Image.Resampling.LANCZOS)
        scaled.append(small.quantize(colors=128, method=Image.Quantize.FASTOCTREE,
                                     dither=Image.Dither.NONE))
    durations = [FRAME_MS] * (len(scaled) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    scaled[0].save(out, format="GIF", save_all=True, append_images=scaled[1:],
                   duration=durations, loop=0, optimize=False, disposal=1)
    return out.getvalue()
