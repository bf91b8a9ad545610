"""Moves keep their events as catalogue messages beside the English text (migration 0005),
on both backends; moves stored before that migration read back with their text alone."""

from __future__ import annotations

from pathlib import Path

from storage_helpers import T0, AnyStore, Backend, append, move, started_game, state

from storage import NewMove
from storage.postgres import MIGRATIONS_DIR as POSTGRES_MIGRATIONS
from storage.schema import MIGRATIONS_DIR as SQLITE_MIGRATIONS
from storage.schema import load_migrations

MESSAGES = {
    "public": [{"key": "adastra.build", "params": {"seat": 0, "what": {"key": "adastra.ship",
                                                                        "params": {}}}},
               "A plain line."],
    "private": {"0": [{"key": "adastra.peek", "params": {"planet": 7}}]},
}


async def test_a_move_keeps_its_messages(store: AnyStore) -> None:
    game = await started_game(store)
    plain = move(1)
    told = NewMove(seat=1, notation="m2", created_at=T0 + 2, public_text="Built a ship.",
                   private_texts={0: "You peek at 7."}, user_id=None, messages=MESSAGES)
    await append(store, game.id, 0, [plain, told], state(2))
    rows = await store.moves_page(game.id, 0, 10)
    assert [r.messages for r in rows] == [None, MESSAGES]
    assert rows[1].public_text == "Built a ship." and rows[1].private_texts == {0: "You peek at 7."}
    assert [r.messages for r in await store.moves_since(game.id, 1)] == [MESSAGES]


async def test_moves_stored_before_the_migration_keep_their_text(backend: Backend,
                                                                   tmp_path: Path) -> None:
    directory = SQLITE_MIGRATIONS if backend.name == "sqlite" else POSTGRES_MIGRATIONS
    before = [m for m in load_migrations(Path(directory)) if m.version < 5]
    old = await backend.open(migrations=before)
    try:
        assert await old.schema_version() == 4
        game = await started_game(old)
        await backend.sql(
            "INSERT INTO moves (game_id, ply, seat, notation, public_text, private_texts, "
            f"user_id, kind, created_at) VALUES ({game.id}, 1, 0, 'build ship', "
            "'Red builds a ship.', '{\"0\": \"You drew 3.\"}', NULL, 'player', 1700000001)")
        await backend.sql(f"UPDATE games SET version = 1 WHERE id = {game.id}")
    finally:
        await old.close()
    store = await backend.open()
    try:
        assert await store.schema_version() >= 5
        (row,) = await store.moves_page(game.id, 0, 10)
        assert (row.public_text, row.private_texts, row.messages) == (
            "Red builds a ship.", {0: "You drew 3."}, None)
        await append(store, game.id, 1, [NewMove(seat=1, notation="pass", created_at=T0 + 5,
                                                 messages=MESSAGES)], state(2))
        assert [r.messages for r in await store.moves_since(game.id, 0)] == [None, MESSAGES]
    finally:
        await store.close()
