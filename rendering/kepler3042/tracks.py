"""The Leadership Tracks' changing parts: the Medals still on them and every player's marker.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from rendering.common import PlayerStyle, draw_player_badge, seat_style
from rendering.kepler3042.icons import draw_medal
from rendering.kepler3042.layout import Layout, track_box
from rendering.kepler3042.views import View


def draw_tracks(draw: ImageDraw.ImageDraw, view: View, lay: Layout,
                styles: Sequence[PlayerStyle]) -> None:
    """The Medals still on the Leadership Tracks and every player's marker."""
    comps = view.get("components") or {}
    tracks = comps.get("tracks") or {}
    spaces = view.get("medal_spaces") or {}
    players = list(view.get("players", ()))
    for index, code in enumerate(("tech", "colonial")):
        kinds = list(tracks.get(code, ()))
        length = max(1, len(kinds))
        on_track = {int(p) for p in spaces.get(code, ())}
        for pos, kind in enumerate(kinds):
            if kind != "medal":
                continue
            x0, y0, x1, _ = track_box(lay, index, pos, length)
            draw_medal(draw, (x0 + x1) / 2, y0 + 26, 10, code, faded=pos not in on_track)
        # Markers: up to four per space, in a 2 x 2 block under the space's icon.
        at: dict[int, list[int]] = {}
        for i, p in enumerate(players):
            pos = int((p.get("lead") or {}).get(code, 0) or 0)
            at.setdefault(min(max(pos, 0), length - 1), []).append(int(p.get("seat", i)))
        for pos, seats in at.items():
            x0, y0, x1, y1 = track_box(lay, index, pos, length)
            cx = (x0 + x1) / 2
            n = len(seats)
            rows = 1 if n <= 2 else 2
            for j, seat in enumerate(seats):
                style = seat_style(styles, seat)
                if style is None:
                    continue
                col, row = j % 2, j // 2
                in_row = min(2, n - row * 2)
                px = cx + (col - (in_row - 1) / 2) * 24
                py = (y1 - 15) if rows == 1 else (y1 - 31 + row * 20)
                draw_player_badge(draw, style, px, py, 11.0 if rows == 1 else 9.5)
