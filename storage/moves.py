"""Reading the move list and its snapshots (written by a :class:`~storage.base.Change`)."""

from __future__ import annotations

from storage.base import MoveRow, Snapshot, StorageError
from storage.records import Records, fetch_game
from storage.rows import MOVE_COLUMNS, move_row
from storage.sql import Tx

__all__ = ["Moves"]


class Moves(Records):
    """The stored plies of a game, and the snapshots to replay them from."""

    def keeps_snapshot(self, ply: int) -> bool:
        """Whether a snapshot stays once a later one exists: ply 0 and every N-th ply, so a
        replay starts nearby without the database growing by a state per move."""
        if ply == 0:
            return True
        return self.snapshot_every > 0 and ply % self.snapshot_every == 0

    async def load_latest(self, game_id: int) -> Snapshot:
        """The state after the last ply; its ``ply`` equals the game's version."""
        async def read(tx: Tx) -> Snapshot:
            row = await tx.fetchrow("SELECT ply, state FROM snapshots WHERE game_id = $1 "
                                    "ORDER BY ply DESC LIMIT 1", game_id)
            if row is None:
                game = await fetch_game(tx, game_id)
                raise StorageError(f"game {game_id} has no snapshot (status {game.status})")
            return Snapshot(row["ply"], row["state"])

        return await self.db.run(read, write=False)

    async def load_snapshot(self, game_id: int, at_most_ply: int) -> Snapshot:
        """The newest stored snapshot whose ply is at most ``at_most_ply``."""
        async def read(tx: Tx) -> Snapshot:
            row = await tx.fetchrow("SELECT ply, state FROM snapshots WHERE game_id = $1 "
                                    "AND ply <= $2 ORDER BY ply DESC LIMIT 1",
                                    game_id, at_most_ply)
            if row is None:
                await fetch_game(tx, game_id)
                raise StorageError(f"game {game_id} has no snapshot at or before {at_most_ply}")
            return Snapshot(row["ply"], row["state"])

        return await self.db.run(read, write=False)

    async def _moves(self, game_id: int, sql: str, *args: int) -> list[MoveRow]:
        async def read(tx: Tx) -> list[MoveRow]:
            rows = await tx.fetch(sql, game_id, *args)
            if not rows:
                await fetch_game(tx, game_id)  # GameNotFound, or simply no moves
            return [move_row(row) for row in rows]

        return await self.db.run(read, write=False)

    async def moves_page(self, game_id: int, offset: int, limit: int) -> list[MoveRow]:
        """Moves in ply order, skipping ``offset`` of them (offset 0 starts at ply 1)."""
        if offset < 0 or limit < 0:
            raise ValueError("offset and limit must be 0 or more")
        return await self._moves(game_id, f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = $1 "
                                 "ORDER BY ply LIMIT $2 OFFSET $3", limit, offset)

    async def moves_since(self, game_id: int, after_ply: int) -> list[MoveRow]:
        """Every move with ply > ``after_ply``, in order: what to replay after a snapshot."""
        return await self._moves(game_id, f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = $1 "
                                 "AND ply > $2 ORDER BY ply", after_ply)

    async def count_moves(self, game_id: int) -> int:
        async def read(tx: Tx) -> int:
            count = int(await tx.fetchval("SELECT COUNT(*) FROM moves WHERE game_id = $1",
                                          game_id))
            if count == 0:
                await fetch_game(tx, game_id)
            return count

        return await self.db.run(read, write=False)
