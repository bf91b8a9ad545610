"""Where everything sits on the 1200x900 board: the header, the 3x3 grid of systems, the
player panel beside it, the planning strip below; and where each planet is drawn inside
its system. The geometry is fixed, so the bot and the tests can point at a planet.
"""

from __future__ import annotations

from rendering.adastra.views import View

# --- Geometry ----------------------------------------------------------------------------------

BOARD_SIZE = (1200, 900)
HAND_WIDTH = 1000
HEADER_H = 72
MAP_X, MAP_Y = 8, HEADER_H + 4
CELL_W, CELL_H, CELL_GAP = 264, 208, 6
CELL_TITLE_H = 32
PANEL_X = MAP_X + 3 * CELL_W + 2 * CELL_GAP + 8  # 820
PANEL_W = BOARD_SIZE[0] - PANEL_X - 8
MAP_BOTTOM = MAP_Y + 3 * CELL_H + 2 * CELL_GAP
PLAN_Y = MAP_BOTTOM + 8
PLAN_TITLE_H = 28
CURRENT_BOX_H = 72

# Where each system sits: Sol in the middle, the eight stars clockwise from the top left,
# each red star next to its yellow twin.
SYSTEM_CELLS: dict[str, tuple[int, int]] = {
    "SR": (0, 0), "SY": (1, 0), "LR": (2, 0), "LY": (2, 1),
    "TR": (2, 2), "TY": (1, 2), "NR": (0, 2), "NY": (0, 1), "SOL": (1, 1),
}
SYSTEM_ORDER: tuple[str, ...] = ("SOL", "SR", "SY", "LR", "LY", "TR", "TY", "NR", "NY")


def planet_slots(n: int, x0: int, y0: int) -> list[tuple[float, float]]:
    """Planet centres inside a system cell: rows of at most four, centred."""
    area_top = y0 + CELL_TITLE_H + 4
    area_h = CELL_H - CELL_TITLE_H - 8
    rows = [min(4, n - i) for i in range(0, n, 4)] if n else []
    slot_w = CELL_W / 4
    slot_h = 84
    top = area_top + (area_h - slot_h * len(rows)) / 2
    centres: list[tuple[float, float]] = []
    for r, count in enumerate(rows):
        left = x0 + (CELL_W - count * slot_w) / 2
        for c in range(count):
            centres.append((left + (c + 0.5) * slot_w, top + r * slot_h + 28))
    return centres


PLANET_R = 23


def system_box(code: str) -> tuple[int, int, int, int]:
    """The box a system is drawn in on the board (x0, y0, x1, y1)."""
    col, row = SYSTEM_CELLS[code]
    x = MAP_X + col * (CELL_W + CELL_GAP)
    y = MAP_Y + row * (CELL_H + CELL_GAP)
    return x, y, x + CELL_W, y + CELL_H


def planet_centre(view: View, planet_id: str) -> tuple[int, int] | None:
    """Where :func:`render_board` draws a planet's centre (None if the view lacks it).

    The board's geometry is fixed, so the bot or a test can point at a planet."""
    for system in view.get("systems", ()):
        code = system.get("code")
        if code not in SYSTEM_CELLS:
            continue
        planets = list(system.get("planets", ()))
        x0, y0, _, _ = system_box(code)
        for (cx, cy), planet in zip(planet_slots(len(planets), x0, y0), planets, strict=True):
            if planet.get("id") == planet_id:
                return round(cx), round(cy)
    return None
