"""Seats: a lobby's, one change at a time under the game's row lock, and a running game's
changing hands in a change's transaction (:func:`write_seat_change`)."""

from __future__ import annotations

from storage.base import GameStatus, LobbyFull, SeatChange, SeatNotFound, SeatRow, SeatTaken
from storage.conduct import write_departure
from storage.records import Records, require_status
from storage.rows import SEAT_COLUMNS, seat_row
from storage.sql import Tx

__all__ = ["Seats", "write_seat_change"]


async def write_seat_change(tx: Tx, game_id: int, change: SeatChange, now: int) -> None:
    """A seat changing hands (:class:`SeatTaken` if the member holds another)."""
    if await tx.fetchval("SELECT 1 FROM seats WHERE game_id = $1 AND seat = $2",
                         game_id, change.seat) is None:
        raise SeatNotFound(game_id, change.seat)
    if await tx.fetchval("SELECT 1 FROM seats WHERE game_id = $1 AND user_id = $2 "
                         "AND seat != $3", game_id, change.user_id, change.seat) is not None:
        raise SeatTaken(game_id, user_id=change.user_id)
    await write_departure(tx, game_id, change.seat, now)  # its holder, if a member, left
    if change.to_ai:
        await tx.execute("UPDATE seats SET is_ai = $1 WHERE game_id = $2 AND seat = $3",
                         True, game_id, change.seat)
        return
    await tx.execute("UPDATE seats SET user_id = $1, is_ai = $2, joined_at = $3 "
                     "WHERE game_id = $4 AND seat = $5",
                     change.user_id, False, now, game_id, change.seat)


class Seats(Records):
    async def get_seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._select(f"SELECT {SEAT_COLUMNS} FROM seats WHERE game_id = $1",
                                  (game_id,), then=" ORDER BY seat", game=game_id)
        return [seat_row(row) for row in rows]

    async def add_seat(self, game_id: int, *, user_id: int | None, now: int, is_ai: bool = False,
                       label: str | None = None, max_seats: int | None = None) -> SeatRow:
        """Seat someone at the lobby's next free index."""
        if user_id is None and not is_ai:
            raise ValueError("a seat without a user must be an AI seat")

        async def add(tx: Tx) -> SeatRow:
            await require_status(tx, game_id, (GameStatus.LOBBY,))
            if user_id is not None and await tx.fetchval(
                    "SELECT seat FROM seats WHERE game_id = $1 AND user_id = $2",
                    game_id, user_id) is not None:
                raise SeatTaken(game_id, user_id=user_id)
            counts = await tx.fetchrow(
                "SELECT COUNT(*) AS n, COALESCE(MAX(seat) + 1, 0) AS next FROM seats "
                "WHERE game_id = $1", game_id)
            assert counts is not None
            if max_seats is not None and counts["n"] >= max_seats:
                raise LobbyFull(game_id, max_seats)
            seat = int(counts["next"])
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
                "VALUES ($1, $2, $3, $4, $5, $6)", game_id, seat, user_id, is_ai, label, now)
            await tx.execute("UPDATE games SET updated_at = $1 WHERE id = $2", now, game_id)
            return SeatRow(game_id, seat, user_id, is_ai, label, now)

        return await self.db.run(add)

    async def remove_seat(self, game_id: int, seat: int, *, now: int) -> None:
        async def remove(tx: Tx) -> None:
            await require_status(tx, game_id, (GameStatus.LOBBY,))
            if await tx.execute("DELETE FROM seats WHERE game_id = $1 AND seat = $2",
                                game_id, seat) != 1:
                raise SeatNotFound(game_id, seat)
            await tx.execute("UPDATE games SET updated_at = $1 WHERE id = $2", now, game_id)

        await self.db.run(remove)
