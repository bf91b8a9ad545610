"""Games: lobbies, finding and listing games, and a lobby's start (:func:`write_start`, in
a change's transaction); one open game per channel (``docs/storage.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from storage.base import ChannelBusy, GameNotFound, GameRow, SeatSpec, StaleGame, StorageError
from storage.records import Records, fetch_game, stale_or_missing
from storage.rows import GAME_COLUMNS, OPEN, dumps, game_row
from storage.sql import Tx, UniqueViolation

__all__ = ["Games", "write_start"]

_GAMES = f"SELECT {GAME_COLUMNS} FROM games WHERE "


async def write_start(tx: Tx, game_id: int, seats: Sequence[SeatSpec], snapshot_json: str,
                      now: int) -> GameRow:
    """Lobby -> active: the seats in their final order (members keep when they joined), the
    ply-0 snapshot, version 0; :class:`StaleGame` if the game is no longer a lobby."""
    row = await tx.fetchrow(
        "UPDATE games SET status = 'active', version = 0, started_at = $1, updated_at = $1 "
        f"WHERE id = $2 AND status = 'lobby' RETURNING {GAME_COLUMNS}", now, game_id)
    if row is None:
        raise await stale_or_missing(tx, game_id)
    joined = {r["user_id"]: r["joined_at"] for r in await tx.fetch(
        "SELECT user_id, joined_at FROM seats WHERE game_id = $1 AND user_id IS NOT NULL",
        game_id)}
    await tx.execute("DELETE FROM seats WHERE game_id = $1", game_id)
    await tx.executemany(
        "INSERT INTO seats (game_id, seat, user_id, is_ai, label, joined_at) "
        "VALUES ($1, $2, $3, $4, $5, $6)",
        [(game_id, index, s.user_id, s.is_ai, s.label, joined.get(s.user_id, now))
         for index, s in enumerate(seats)])
    await tx.execute("DELETE FROM snapshots WHERE game_id = $1", game_id)
    await tx.execute(
        "INSERT INTO snapshots (game_id, ply, state, created_at) VALUES ($1, 0, $2, $3)",
        game_id, snapshot_json, now)
    return game_row(row)


class Games(Records):
    async def create_lobby(self, *, guild_id: int, channel_id: int, game: str, host_id: int,
                           seed: int, now: int, options: Mapping[str, Any] | None = None
                           ) -> GameRow:
        """Open a lobby, the host at seat 0; :class:`ChannelBusy` if the channel has one."""
        if not -(2**63) <= seed < 2**63:
            raise ValueError(f"seed must fit in a signed 64-bit integer, got {seed}")
        settings = dumps(dict(options or {}))

        async def create(tx: Tx) -> GameRow:
            busy = await tx.fetchval(
                f"SELECT id FROM games WHERE channel_id = $1 AND status IN {OPEN}", channel_id)
            if busy is not None:
                raise ChannelBusy(channel_id, busy)
            try:
                row = await tx.fetchrow(
                    "INSERT INTO games (guild_id, channel_id, game, status, seed, options, "
                    "version, host_id, created_at, updated_at) "
                    "VALUES ($1, $2, $3, 'lobby', $4, $5, 0, $6, $7, $7) "
                    f"RETURNING {GAME_COLUMNS}",
                    guild_id, channel_id, game, seed, settings, host_id, now)
            except UniqueViolation as error:  # opened elsewhere since the check
                raise ChannelBusy(channel_id, -1) from error
            assert row is not None
            await tx.execute("INSERT INTO seats (game_id, seat, user_id, is_ai, joined_at) "
                             "VALUES ($1, 0, $2, $3, $4)", row["id"], host_id, False, now)
            return game_row(row)

        try:
            return await self.db.run(create)
        except ChannelBusy as busy:
            if busy.game_id != -1:
                raise
            found = await self.open_game_in_channel(channel_id)
            raise ChannelBusy(channel_id, found.id if found else -1) from busy

    async def get_game(self, game_id: int) -> GameRow:
        return await self.db.run(lambda tx: fetch_game(tx, game_id), write=False)

    async def _one_game(self, where: str, *args: Any) -> GameRow | None:
        row = await self.db.run(lambda tx: tx.fetchrow(_GAMES + where, *args), write=False)
        return None if row is None else game_row(row)

    async def _games(self, where: str, *args: Any, guild_id: int | None = None
                     ) -> list[GameRow]:
        """Games, oldest first, of one guild or all."""
        rows = await self._select(_GAMES + where, args, ("guild_id =", guild_id),
                                  then=" ORDER BY id")
        return [game_row(row) for row in rows]

    async def open_game_in_channel(self, channel_id: int) -> GameRow | None:
        return await self._one_game(f"channel_id = $1 AND status IN {OPEN}", channel_id)

    async def latest_game_in_channel(self, channel_id: int) -> GameRow | None:
        """The channel's most recent game that was not cancelled (open or finished)."""
        return await self._one_game("channel_id = $1 AND status != 'cancelled' "
                                    "ORDER BY id DESC LIMIT 1", channel_id)

    async def previous_finished_game(self, channel_id: int, game: str,
                                     before_id: int) -> GameRow | None:
        """The channel's last finished game of ``game`` opened before game ``before_id``."""
        return await self._one_game("channel_id = $1 AND game = $2 AND status = 'finished' "
                                    "AND id < $3 ORDER BY id DESC LIMIT 1",
                                    channel_id, game, before_id)

    async def list_open_games(self, guild_id: int | None = None) -> list[GameRow]:
        """Lobby and active games, oldest first: what to resume."""
        return await self._games(f"status IN {OPEN}", guild_id=guild_id)

    async def list_active_games_with_ai(self) -> list[GameRow]:
        """Active games with an AI seat, oldest first (whose AI may owe a move at start-up)."""
        return await self._games("status = 'active' AND EXISTS (SELECT 1 FROM seats s "
                                 "WHERE s.game_id = games.id AND s.is_ai)")

    async def list_open_games_for_user(self, user_id: int,
                                       guild_id: int | None = None) -> list[GameRow]:
        return await self._games(f"status IN {OPEN} AND id IN (SELECT game_id FROM seats "
                                 "WHERE user_id = $1)", user_id, guild_id=guild_id)

    async def _update(self, sql: str, *args: Any, refused: StorageError) -> None:
        async def store(tx: Tx) -> None:
            if await tx.execute(sql, *args) != 1:
                raise refused

        await self.db.run(store)

    async def set_lobby_message(self, game_id: int, message_id: int | None, *, now: int) -> None:
        await self._update("UPDATE games SET lobby_message_id = $1, updated_at = $2 "
                           "WHERE id = $3", message_id, now, game_id,
                           refused=GameNotFound(game_id))

    async def set_options(self, game_id: int, options: Mapping[str, Any], *, now: int) -> None:
        """Replace a lobby's options (the bot completes them just before the start)."""
        await self._update("UPDATE games SET options = $1, updated_at = $2 "
                           "WHERE id = $3 AND status = 'lobby'", dumps(dict(options)), now,
                           game_id, refused=StaleGame(game_id))
