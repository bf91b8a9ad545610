"""A game's final move stores its guild's ``settings`` (what its players carry to their
next game) in its own transaction: after a crash where they are written, on restart, the
game is unfinished and nothing is kept; stored again, both are there."""

from __future__ import annotations

import pytest

from storage import GameStatus, ResultRow
from tests.storage.storage_helpers import (
    ALICE,
    CRASH,
    GUILD,
    HOST,
    T0,
    Backend,
    append,
    break_writes,
    mend_writes,
    move,
    started_game,
    state,
)

KEPT = {f"collection.magnastorm.{HOST}": ["A1"], f"collection.magnastorm.{ALICE}": ["B2"]}
RESULTS = [ResultRow(0, HOST, 3, 1), ResultRow(1, ALICE, 2, 2), ResultRow(2, None, 1, 3)]


async def test_the_final_move_stores_what_its_players_keep(backend: Backend) -> None:
    store = await backend.open()
    game = await started_game(store)

    async def finish() -> int:
        return await append(store, game.id, 0, [move(1)], state(1), status=GameStatus.FINISHED,
                            results=RESULTS, now=T0 + 1, settings=KEPT)

    assert await store.get_setting(GUILD, f"collection.magnastorm.{HOST}") is None  # cached
    await break_writes(backend, "settings")
    with pytest.raises(Exception, match=CRASH):
        await finish()
    await mend_writes(backend, "settings")
    assert await store.get_settings(GUILD) == {}
    await store.close()
    store = await backend.open()
    try:
        assert (await store.get_game(game.id)).status == GameStatus.ACTIVE
        assert await store.get_settings(GUILD) == {}
        assert await finish() == 1
        assert (await store.get_game(game.id)).status == GameStatus.FINISHED
        assert await store.get_settings(GUILD) == KEPT
    finally:
        await store.close()
