"""The SQLite store keeps each guild's settings in memory, written through: once a guild's
settings were read, a write (a setting, several, a game's final move keeping collections, a
deletion) leaves the copy holding the new values, and the next read needs no database trip
(admission reads the server's language on every command; it must not wait behind a busy
database after a moderator's or a player's write). The PostgreSQL store keeps no copy."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from storage import GameStatus, SqliteStore
from tests.storage.storage_helpers import GUILD, T0, append, move, started_game, state


async def no_read(*args: Any, **kwargs: Any) -> Any:
    raise AssertionError("the settings were read from the database")


async def test_a_write_leaves_the_cache_holding_the_written_values(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = await SqliteStore.open(db_path)
    try:
        game = await started_game(store)
        await store.set_setting(GUILD, "language", "fr", now=T0)
        assert await store.get_settings(GUILD) == {"language": "fr"}  # read once, cached
        await store.set_setting(GUILD, "deadline_hours", 24, now=T0)
        await store.set_settings(GUILD, {"language": "es", "away.7": [[T0, T0 + 60]]}, now=T0)
        await append(store, game.id, 0, [move(1)], state(1), status=GameStatus.FINISHED, now=T0 + 1,
                     settings={"collection.magnastorm.7": ["A1"]})
        await store.delete_setting(GUILD, "away.7")
        monkeypatch.setattr(store.db, "run", no_read)
        assert await store.get_setting(GUILD, "language") == "es"
        assert await store.get_settings(GUILD) == {
            "language": "es", "deadline_hours": 24, "collection.magnastorm.7": ["A1"]}
        monkeypatch.undo()
        assert await store.get_settings(GUILD) == await reopened(db_path)  # as stored
    finally:
        await store.close()


async def reopened(db_path: Path) -> dict[str, Any]:
    """The guild's settings as another store on the file reads them (then closed)."""
    other = await SqliteStore.open(db_path)
    try:
        return await other.get_settings(GUILD)
    finally:
        await other.close()
