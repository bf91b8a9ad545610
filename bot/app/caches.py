"""What the core keeps in memory, each bounded so memory does not grow with the number of
games a process has ever touched:

- :class:`LiveGames`: running games by channel, at most ``limit`` of them. Beyond that the
  least recently used one that nobody is changing (its lock is free) is dropped; its next
  use loads it again from the store (the latest snapshot, its seats, one move row).
- :class:`BoardCache`: recent board images by (game, ply), at most ``max_bytes`` of PNG.
  A board is kept from the move that drew it until its post is sent (right after, as a
  rule); a post whose board was dropped meanwhile has it drawn again.
"""

from __future__ import annotations

from collections import OrderedDict

from bot.app.table import LiveGame

LIVE_GAMES_KEPT = 1000
"""Running games kept in memory per process (about 50 KB each: state, seats, the legal
moves shown by autocomplete). Play-by-post games are mostly idle; reloading one costs a
millisecond or two and three reads."""

BOARD_BYTES = 32 * 1024 * 1024
"""Recent board PNGs kept (75-170 KB each): hundreds, far more than the posts waiting to
be sent at any moment."""


class LiveGames(OrderedDict[int, LiveGame]):
    """Running games by channel id, least recently used first; a plain mapping to read."""

    def __init__(self, limit: int = LIVE_GAMES_KEPT) -> None:
        super().__init__()
        self.limit = limit

    def touch(self, channel_id: int) -> None:
        if channel_id in self:
            self.move_to_end(channel_id)

    def keep(self, live: LiveGame) -> list[int]:
        """Cache ``live`` as the most recently used, then drop the least recently used
        games beyond the limit whose lock is free; returns the channels dropped."""
        self[live.row.channel_id] = live
        self.move_to_end(live.row.channel_id)
        excess = len(self) - self.limit
        if excess <= 0:
            return []
        dropped: list[int] = []
        for channel_id, game in self.items():
            if len(dropped) == excess:
                break
            if not game.lock.locked() and game is not live:
                dropped.append(channel_id)
        for channel_id in dropped:
            del self[channel_id]
        return dropped


class BoardCache:
    """Board PNGs by (game id, ply) and kind (as posted, drawn for a phone, or ``full``),
    least recently used out beyond ``max_bytes``. A board is drawn in one language and
    palette, its ``look`` (:func:`bot.app.palette.look`), which every caller names: asked for in
    another (a moderator changed the server's language), it is not found, and the board
    drawn again replaces it."""

    def __init__(self, max_bytes: int = BOARD_BYTES) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self._boards: OrderedDict[tuple[int, int, bool], tuple[str, bytes]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._boards)

    def get(self, game_id: int, ply: int, look: str, *, full: bool = False) -> bytes | None:
        found = self._boards.get((game_id, ply, full))
        if found is None or found[0] != look:
            return None
        self._boards.move_to_end((game_id, ply, full))
        return found[1]

    def keep(self, game_id: int, ply: int, png: bytes, look: str, *,
             full: bool = False) -> None:
        old = self._boards.pop((game_id, ply, full), None)
        if old is not None:
            self.bytes -= len(old[1])
        self._boards[(game_id, ply, full)] = (look, png)
        self.bytes += len(png)
        while self.bytes > self.max_bytes and len(self._boards) > 1:
            _, dropped = self._boards.popitem(last=False)
            self.bytes -= len(dropped[1])

    def drop(self, game_id: int, after_ply: int) -> None:
        """Forget a game's boards after ``after_ply`` (it was rewound: those plies will be
        other positions)."""
        for key in [k for k in self._boards if k[0] == game_id and k[1] > after_ply]:
            self.bytes -= len(self._boards.pop(key)[1])
