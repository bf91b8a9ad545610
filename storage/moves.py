"""Reading the move list and its snapshots (written by a :class:`~storage.base.Change`)."""

from __future__ import annotations

from storage.base import MoveRow, Snapshot, StorageError
from storage.records import Records, fetch_game
from storage.rows import MOVE_COLUMNS, move_row
from storage.sql import Tx

__all__ = ["Moves"]

_MOVES = f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = $1"
_LAST = 2**31 - 1  # past any ply (an integer column on PostgreSQL)


class Moves(Records):
    def keeps_snapshot(self, ply: int) -> bool:
        """Whether a snapshot stays once a later one exists (ply 0 and every N-th ply)."""
        return ply == 0 or (self.snapshot_every > 0 and ply % self.snapshot_every == 0)

    async def load_latest(self, game_id: int) -> Snapshot:
        """The state after the last ply; its ``ply`` equals the game's version."""
        return await self.load_snapshot(game_id, _LAST)

    async def load_snapshot(self, game_id: int, at_most_ply: int) -> Snapshot:
        """The newest stored snapshot whose ply is at most ``at_most_ply``."""
        async def read(tx: Tx) -> Snapshot:
            row = await tx.fetchrow("SELECT ply, state FROM snapshots WHERE game_id = $1 "
                                    "AND ply <= $2 ORDER BY ply DESC LIMIT 1",
                                    game_id, at_most_ply)
            if row is None:
                game = await fetch_game(tx, game_id)
                upto = "" if at_most_ply == _LAST else f" at or before ply {at_most_ply}"
                raise StorageError(f"game {game_id} has no snapshot{upto} "
                                   f"(status {game.status})")
            return Snapshot(row["ply"], row["state"])

        return await self.db.run(read, write=False)

    async def moves_page(self, game_id: int, offset: int, limit: int) -> list[MoveRow]:
        """Moves in ply order, skipping ``offset`` of them (offset 0 starts at ply 1)."""
        if offset < 0 or limit < 0:
            raise ValueError("offset and limit must be 0 or more")
        rows = await self._select(_MOVES, (game_id, limit, offset),
                                  then=" ORDER BY ply LIMIT $2 OFFSET $3", game=game_id)
        return [move_row(row) for row in rows]

    async def moves_since(self, game_id: int, after_ply: int) -> list[MoveRow]:
        """Every move with ply > ``after_ply``, in order: what to replay after a snapshot."""
        rows = await self._select(_MOVES + " AND ply > $2", (game_id, after_ply),
                                  then=" ORDER BY ply", game=game_id)
        return [move_row(row) for row in rows]

    async def count_moves(self, game_id: int) -> int:
        rows = await self._select("SELECT COUNT(*) FROM moves WHERE game_id = $1 "
                                  "HAVING COUNT(*) > 0", (game_id,), game=game_id)
        return int(rows[0][0]) if rows else 0
