"""What is PostgreSQL's own: its migrations, the sentence for a server that cannot be used,
owner keys (a dead process's claims are free at once) and claims by several processes at
once. The behaviour both backends share is tested on both in the other files."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg
import pytest
from storage_helpers import T0, append, move, play, started_game, state

from storage import NewPost, SqliteStore, StaleGame, StorageUnavailable, open_store
from storage.postgres import MIGRATIONS_DIR, PostgresStore
from storage.schema import MIGRATIONS_DIR as SQLITE_MIGRATIONS
from storage.schema import Migration, load_migrations
from tests.pg_server import PostgresServer, free_port

TABLES = {"games", "seats", "moves", "snapshots", "settings", "audit", "results", "schedule",
          "outbox", "schema_migrations"}


async def fetch(url: str, sql: str) -> list[tuple[object, ...]]:
    conn = await asyncpg.connect(url)
    try:
        return [tuple(r) for r in await conn.fetch(sql)]
    finally:
        await conn.close()


def test_migrations_follow_sqlite_step_for_step() -> None:
    """Same numbers and names, so a copy between the two maps table to table."""
    ours = [(m.version, m.name) for m in load_migrations(MIGRATIONS_DIR)]
    theirs = [(m.version, m.name) for m in load_migrations(SQLITE_MIGRATIONS)]
    assert ours == theirs


async def test_migrates_an_empty_database_once(postgres_url: str) -> None:
    latest = load_migrations(MIGRATIONS_DIR)[-1].version
    stores = await asyncio.gather(*(PostgresStore.open(postgres_url) for _ in range(3)))
    try:
        assert [await s.schema_version() for s in stores] == [latest] * 3
    finally:
        for s in stores:
            await s.close()
    rows = await fetch(postgres_url, "SELECT version FROM schema_migrations ORDER BY version")
    assert rows == [(v,) for v in range(1, latest + 1)]
    names = {r[0] for r in await fetch(
        postgres_url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
    assert names >= TABLES
    types = dict(await fetch(postgres_url, "SELECT column_name, data_type FROM "
                             "information_schema.columns WHERE table_name = 'games'"))
    assert (types["id"], types["channel_id"], types["options"]) == ("bigint", "bigint", "jsonb")


async def test_open_store_picks_the_backend(postgres_url: str, tmp_path: Path) -> None:
    pg = await open_store(postgres_url)
    lite = await open_store(tmp_path / "x.sqlite3")
    try:
        assert isinstance(pg, PostgresStore) and not pg.single_process
        assert isinstance(lite, SqliteStore)
    finally:
        await pg.close()
        await lite.close()


async def test_a_newer_schema_says_to_upgrade(postgres_url: str) -> None:
    store = await PostgresStore.open(postgres_url)
    await store.close()
    await fetch(postgres_url, "INSERT INTO schema_migrations (version, name) VALUES (99, 'x')")
    with pytest.raises(StorageUnavailable) as refused:
        await PostgresStore.open(postgres_url)
    assert "schema version 99" in refused.value.message
    assert "upgrade Starpost" in refused.value.message


async def test_a_failed_migration_changes_nothing(postgres_url: str) -> None:
    good = load_migrations(MIGRATIONS_DIR)
    bad = [*good, Migration(len(good) + 1, "broken",
                            "CREATE TABLE extra (x int); SELECT no_such_function();")]
    with pytest.raises(StorageUnavailable) as refused:
        await PostgresStore.open(postgres_url, migrations=bad)
    assert f"Migration {len(good) + 1:04d}_broken failed" in refused.value.message
    assert "nothing of it was applied" in refused.value.message
    tables = {r[0] for r in await fetch(
        postgres_url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
    assert "extra" not in tables and "games" in tables  # the earlier steps stayed
    store = await PostgresStore.open(postgres_url)  # and the shipped schema still opens
    await store.close()


async def test_an_unreachable_server_is_one_sentence() -> None:
    url = f"postgresql://starpost:secret@127.0.0.1:{free_port()}/starpost"
    with pytest.raises(StorageUnavailable) as refused:
        await PostgresStore.open(url, open_wait_ms=3000)
    message = refused.value.message
    assert "cannot be reached" in message and "DATABASE_URL" in message
    assert "secret" not in message and "postgresql://starpost@127.0.0.1" in message


async def test_a_missing_database_is_named(postgres_server: PostgresServer) -> None:
    with pytest.raises(StorageUnavailable) as refused:
        await PostgresStore.open(postgres_server.url("no_such_db"))
    assert "has no such database" in refused.value.message
    assert "createdb" in refused.value.message


def post(channel: int, text: str) -> NewPost:
    return NewPost(channel_id=channel, ply=0, payload=f'{{"text": "{text}"}}')


async def test_a_dead_owner_s_claims_are_free_at_once(postgres_url: str) -> None:
    """A process killed mid-send (its database session ends) leaves its posts to the others
    without waiting for the lease; a living owner's lease still holds."""
    first = await PostgresStore.open(postgres_url)
    second = await PostgresStore.open(postgres_url)
    try:
        assert first.db.owner.key != second.db.owner.key
        game = await started_game(first)
        await first.enqueue_posts(game.id, [post(game.channel_id, "x")], now=T0)
        [taken] = await first.claim_posts(now=T0, lease=3600)
        assert await second.claim_posts(now=T0 + 1, lease=30) == []  # alive: lease holds
        # The owner's session ends the way a killed process's does: the connection drops.
        connection = first.db.owner._connection
        assert connection is not None
        connection.terminate()
        for _ in range(50):
            again = await second.claim_posts(now=T0 + 2, lease=30)
            if again:
                break
            await asyncio.sleep(0.05)
        assert [p.id for p in again] == [taken.id] and again[0].attempts == 2
    finally:
        await first.close()
        await second.close()


async def test_claims_by_several_processes_never_split_a_game(postgres_url: str) -> None:
    """Three processes claim at the same time, over and over: every post is claimed exactly
    once, and while one process holds a game's posts no other gets a later one of them."""
    stores = [await PostgresStore.open(postgres_url) for _ in range(3)]
    try:
        games = [await started_game(stores[0], channel_id=600 + n) for n in range(6)]
        for g in games:
            await stores[0].enqueue_posts(
                g.id, [post(g.channel_id, f"{g.id}-{i}") for i in range(5)], now=T0)
        claimed: list[tuple[int, int, int]] = []  # (store, game, post id)
        now = T0
        while len(claimed) < 30:
            now += 1
            rounds = await asyncio.gather(*(s.claim_posts(now=now, lease=600, limit=4)
                                            for s in stores))
            games_now: dict[int, int] = {}
            for index, rows in enumerate(rounds):
                for row in rows:
                    # No game's posts are held by two processes in one round.
                    assert games_now.setdefault(row.game_id, index) == index
                    claimed.append((index, row.game_id, row.id))
            for index, rows in enumerate(rounds):
                for row in rows:
                    await stores[index].mark_post_sent(row.id, now=now)
        ids = [c[2] for c in claimed]
        assert len(ids) == len(set(ids)) == 30
        for g in games:  # each game's posts were claimed in order
            mine = [c[2] for c in claimed if c[1] == g.id]
            assert mine == sorted(mine)
        assert await stores[1].pending_posts() == []
    finally:
        for s in stores:
            await s.close()


async def test_version_guard_across_processes(postgres_url: str) -> None:
    """Two pools, one game: after one process moved, the other's append from the old
    version is refused whole, and it reads the winner's moves."""
    first = await PostgresStore.open(postgres_url)
    second = await PostgresStore.open(postgres_url)
    try:
        game = await started_game(first)
        await play(first, game.id, 3)
        with pytest.raises(StaleGame):
            await append(second, game.id, 2, [move(3, tag="late")], state(3, "late"))
        assert [m.notation for m in await second.moves_since(game.id, 0)] == ["m1", "m2", "m3"]
    finally:
        await first.close()
        await second.close()


async def test_a_lost_owner_connection_is_replaced_before_claiming(postgres_url: str) -> None:
    """Claims made after the owner's connection broke must not look abandoned."""
    first = await PostgresStore.open(postgres_url)
    second = await PostgresStore.open(postgres_url)
    try:
        game = await started_game(first)
        await first.enqueue_posts(game.id, [post(game.channel_id, "x")], now=T0)
        old_key = first.db.owner.key
        connection = first.db.owner._connection
        assert connection is not None
        connection.terminate()
        assert not first.db.owner.held
        [taken] = await first.claim_posts(now=T0, lease=600)
        assert first.db.owner.held and first.db.owner.key != old_key
        assert await second.claim_posts(now=T0 + 1, lease=600) == []  # the claim holds
        assert taken.attempts == 1
    finally:
        await first.close()
        await second.close()
