"""Where things sit: the board's fixed panels, the player rows (one per player, one for
the Bot), the planet cards and their fragment spaces, a row's storage spaces, and the
size of a card in the hand image.
"""

from __future__ import annotations

from rendering.afternova.theme import Box, View
from rendering.afternova.views import has_bot, players_of

WIDTH = 1200
HAND_WIDTH = 1000
HEADER_H = 74
PLANETS_BOX: Box = (6, 78, 742, 338)
SUPPLY_BOX: Box = (748, 78, 1194, 338)
PAWS_BOX: Box = (6, 342, 596, 566)
PROJECTS_BOX: Box = (602, 342, 1194, 566)
TALK_BOX: Box = (6, 570, 1194, 716)
PLAYERS_Y = 720
ROW_H = 104
TITLE_H = 30  # a panel's title strip


def board_height(view: View) -> int:
    """The board's height: fixed for a player count (one row per player, one for the Bot)."""
    rows = len(players_of(view)) + (1 if has_bot(view) else 0)
    return PLAYERS_Y + rows * ROW_H + 6


def player_row_box(view: View, seat: int | str) -> Box:
    """Where a player's row (or the Bot's, ``"bot"``) is on the board."""
    order = list(view.get("order") or range(len(players_of(view))))
    index = order.index(seat) if seat in order else 0
    y0 = PLAYERS_Y + index * ROW_H
    return (6, y0, WIDTH - 6, y0 + ROW_H - 4)


def planet_box(position: int) -> Box:
    """The card of the planet at ``position`` (1-3) in the row."""
    x0, y0, x1, y1 = PLANETS_BOX
    w = (x1 - x0 - 4 * 8) // 3
    left = x0 + 8 + (position - 1) * (w + 8)
    return (left, y0 + TITLE_H + 4, left + w, y1 - 8)


def planet_fragment_centre(position: int, slots: int, index: int) -> tuple[float, float, float]:
    """Centre and radius of the ``index``-th fragment space of the planet at ``position``
    (which has ``slots`` spaces)."""
    x0, _, x1, y1 = planet_box(position)
    r = min(20, ((x1 - x0 - 16) // max(1, slots) - 4) // 2)
    width = slots * (2 * r + 4) - 4
    left = (x0 + x1) / 2 - width / 2
    return (left + r + index * (2 * r + 4), y1 - r - 14, r)


STORAGE_X = 290  # from a row's left edge
STORAGE_W = 260


def storage_centre(view: View, seat: int, index: int) -> tuple[float, float, float]:
    """Centre and radius of the ``index``-th storage space in a player's row (stored
    fragments first, in colour order, then the empty spaces)."""
    player = players_of(view)[seat]
    x0, y0, _, _ = player_row_box(view, seat)
    n = max(len(str(player.get("storage", ""))), int(player.get("capacity", 4)))
    r = min(16, (STORAGE_W / max(1, n) - 4) / 2)
    return (x0 + STORAGE_X + r + index * (2 * r + 4), y0 + 52, r)


HAND_CARD_W = 118
HAND_CARD_H = 150
