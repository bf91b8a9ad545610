"""The outbox: posts stored with the change that causes them, claimed by one sender at a
time, in order per game, and kept until marked sent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from storage import Change, GameStart, NewPost, OutboxRow, SqliteStore, StaleGame
from tests.storage.storage_helpers import T0, AnyStore, Backend, append, move, started_game, state


def text_of(row: OutboxRow) -> str:
    return str(json.loads(row.payload)["text"])


def post(channel: int, ply: int, text: str) -> NewPost:
    return NewPost(channel_id=channel, ply=ply, payload=f'{{"text": "{text}"}}')


async def test_posts_are_stored_with_the_moves_in_one_transaction(store: AnyStore) -> None:
    game = await started_game(store)
    await append(store, game.id, 0, [move(1)], state(1), now=T0 + 1,
                 posts=[post(game.channel_id, 1, "after 1")])
    with pytest.raises(StaleGame):
        # A late writer: nothing it brought is stored, its post included.
        await append(store, game.id, 0, [move(1, tag="x")], state(1, "x"), now=T0 + 2,
                     posts=[post(game.channel_id, 1, "late")])
    pending = await store.pending_posts(game.id)
    assert [(p.ply, p.payload) for p in pending] == [(1, '{"text": "after 1"}')]


async def test_start_and_rewind_carry_their_posts(store: AnyStore) -> None:
    lobby = await store.create_lobby(guild_id=1, channel_id=9, game="adastra", host_id=5,
                                     seed=1, now=T0)
    from storage import SeatSpec

    await store.commit(Change(lobby.id, T0, start=GameStart([SeatSpec(5)], state(0)),
                              posts=[post(9, 0, "started")]))
    await append(store, lobby.id, 0, [move(1), move(2)], state(2), now=T0 + 1)
    await store.commit(Change(lobby.id, T0 + 2, expected_version=2, rewind_to=1,
                              snapshot_json=state(1), posts=[post(9, 1, "undo")]))
    assert [p.payload for p in await store.pending_posts(lobby.id)] == [
        '{"text": "started"}', '{"text": "undo"}']


async def test_a_game_s_posts_go_to_one_sender_in_order(store: AnyStore) -> None:
    one = await started_game(store, channel_id=501)
    two = await started_game(store, channel_id=502)
    await store.enqueue_posts(one.id, [post(501, 0, "a"), post(501, 0, "b")], now=T0)
    await store.enqueue_posts(two.id, [post(502, 0, "c")], now=T0)

    first = await store.claim_posts(now=T0, lease=30, game_id=one.id)
    assert [text_of(p) for p in first] == ["a", "b"]
    # While those are leased, nobody else gets them (nor anything later of that game).
    await store.enqueue_posts(one.id, [post(501, 0, "d")], now=T0)
    second = await store.claim_posts(now=T0 + 1, lease=30)
    assert [p.game_id for p in second] == [two.id]

    await store.mark_post_sent(first[0].id, now=T0 + 2)
    await store.mark_post_sent(first[1].id, now=T0 + 2)
    third = await store.claim_posts(now=T0 + 3, lease=30)
    assert [text_of(p) for p in third] == ["d"]
    assert third[0].attempts == 1


async def test_a_lease_runs_out_and_a_retry_waits(store: AnyStore) -> None:
    game = await started_game(store)
    await store.enqueue_posts(game.id, [post(game.channel_id, 0, "x")], now=T0)
    [taken] = await store.claim_posts(now=T0, lease=30)
    assert await store.claim_posts(now=T0 + 29, lease=30) == []
    [again] = await store.claim_posts(now=T0 + 30, lease=30)  # the first sender died
    assert again.id == taken.id and again.attempts == 2
    await store.retry_post_at(again.id, T0 + 100)
    assert await store.claim_posts(now=T0 + 99, lease=30) == []
    assert len(await store.claim_posts(now=T0 + 100, lease=30)) == 1


async def test_release_and_reopen_keep_unsent_posts(store: AnyStore, backend: Backend) -> None:
    """A process that stops while holding a claim: SQLite (one process) keeps the lease until
    the next start releases it; PostgreSQL frees it as soon as the holder's database session
    is gone, so another process takes it at once."""
    game = await started_game(store)
    await store.enqueue_posts(game.id, [post(game.channel_id, 0, "x")], now=T0)
    await store.claim_posts(now=T0, lease=3600)
    await store.close()
    reopened = await backend.open()
    try:
        if backend.name == "sqlite":
            assert await reopened.claim_posts(now=T0 + 1, lease=30) == []
            await reopened.release_claims()
        [row] = await reopened.claim_posts(now=T0 + 1, lease=30)
        assert row.attempts == 2
        await reopened.mark_post_sent(row.id, now=T0 + 2)
        assert await reopened.pending_posts() == []
    finally:
        await reopened.close()


async def test_a_one_hand_off_transaction_is_all_or_nothing(tmp_path: object) -> None:
    """SQLite runs a post's claim and its "sent" mark as one transaction handed to the
    database thread at once; an error part-way leaves nothing behind."""
    from pathlib import Path

    from storage import StorageError
    from storage.sql import Tx
    from storage.sqlite import SqliteStore

    store = await SqliteStore.open(Path(str(tmp_path)) / "once.sqlite3")
    try:
        game = await started_game(store)
        await store.enqueue_posts(game.id, [post(game.channel_id, 0, "kept")], now=T0)

        async def half(tx: Tx) -> None:
            await tx.execute("UPDATE outbox SET sent_at = 1")
            await tx.execute("INSERT INTO no_such_table VALUES (1)")

        with pytest.raises(StorageError):
            await store.db.run(half)
        assert [text_of(p) for p in await store.pending_posts(game.id)] == ["kept"]
        claimed = await store.claim_posts(now=T0, lease=60, game_id=game.id)
        assert [text_of(p) for p in claimed] == ["kept"]
        # A claim commits without waiting for the disk; every other write still waits.
        synchronous = await store.db.run(lambda tx: tx.fetchval("PRAGMA synchronous"),
                                         write=False)
        assert synchronous == 2  # FULL
        await store.mark_post_sent(claimed[0].id, now=T0)
        assert await store.pending_posts(game.id) == []
    finally:
        await store.close()


async def test_a_move_may_claim_its_own_posts_and_each_is_handed_out_once(
        store: AnyStore) -> None:
    """``Change(claim_lease=...)``: whatever the backend claims in the move's own
    transaction comes out of ``take_claimed`` once, and together with ``claim_posts`` every
    new post is handed to exactly one sender, in order, while earlier unsent posts of the
    game keep it from being claimed ahead of them."""
    game = await started_game(store, channel_id=601)
    await append(store, game.id, 0, [move(1)], state(1), now=T0 + 1,
                 posts=[post(601, 1, "one"), post(601, 1, "one+")], claim_lease=60)
    taken = store.take_claimed(game.id) + await store.claim_posts(now=T0 + 1, lease=60,
                                                                  game_id=game.id)
    assert [text_of(p) for p in taken] == ["one", "one+"]
    assert all(p.attempts == 1 for p in taken)
    assert store.take_claimed(game.id) == []
    assert await store.claim_posts(now=T0 + 2, lease=60) == []  # held: nobody else

    # The first is sent, the second still held: the next move's post must wait behind it.
    await store.mark_post_sent(taken[0].id, now=T0 + 2)
    await append(store, game.id, 1, [move(2)], state(2), now=T0 + 3, posts=[post(601, 2, "two")],
                 claim_lease=60)
    assert store.take_claimed(game.id) == []
    assert await store.claim_posts(now=T0 + 3, lease=60) == []
    await store.mark_post_sent(taken[1].id, now=T0 + 4)
    later = store.take_claimed() + await store.claim_posts(now=T0 + 4, lease=60)
    assert [text_of(p) for p in later] == ["two"]


async def test_a_claim_in_a_move_s_transaction_is_released_at_start_up(
        tmp_path: Path) -> None:
    """A process that dies holding posts its moves claimed leaves them to the next start."""
    path = tmp_path / "claims.sqlite3"
    async with await SqliteStore.open(path) as store:
        game = await started_game(store, channel_id=602)
        await append(store, game.id, 0, [move(1)], state(1), now=T0 + 1,
                     posts=[post(602, 1, "lost in a crash")], claim_lease=3600)
        assert len(store.take_claimed(game.id)) == 1  # then the process dies unsent
    async with await SqliteStore.open(path) as reopened:
        assert await reopened.claim_posts(now=T0 + 2, lease=30) == []
        await reopened.release_claims()
        [row] = await reopened.claim_posts(now=T0 + 2, lease=30)
        assert text_of(row) == "lost in a crash"


@pytest.mark.parametrize("one_game", [True, False])
async def test_a_claim_reads_only_the_unsent_posts(tmp_path: Path, one_game: bool) -> None:
    """Sent posts pile up with every move; claiming (once per move, and by every sweep)
    must find the unsent ones through their index, never by walking the table."""
    import sqlite3

    from storage.outbox import claim_sql
    from storage.sql import SQLITE, sqlite_sql

    async with await SqliteStore.open(tmp_path / "plan.sqlite3"):
        pass
    db = sqlite3.connect(tmp_path / "plan.sqlite3")
    params = (1, 7, 1, 1, 50) if one_game else (1, 1, 1, 50)
    claim = sqlite_sql(claim_sql(SQLITE, one_game))
    plan = [row[3] for row in db.execute("EXPLAIN QUERY PLAN " + claim, params)]
    db.close()
    reads = [step for step in plan if step.startswith(("SCAN", "SEARCH"))]
    assert any("outbox_pending" in step for step in reads), plan
    assert all("outbox_pending" in step or "PRIMARY KEY" in step for step in reads), plan


async def sent_post(store: AnyStore, game_id: int, text: str, *, sent_at: int | None) -> int:
    """Store a post created at T0 and, unless ``sent_at`` is None, mark it sent then."""
    await store.enqueue_posts(game_id, [post(700, 0, text)], now=T0)
    row = (await store.pending_posts(game_id))[-1]
    if sent_at is not None:
        await store.mark_post_sent(row.id, now=sent_at)
    return row.id


async def remaining(backend: Backend) -> list[str]:
    """Every stored post's text, sent or not, oldest first."""
    rows = await backend.sql("SELECT payload FROM outbox ORDER BY id")
    return [str(json.loads(r[0])["text"]) for r in rows]


async def test_a_purge_deletes_only_posts_sent_before_its_time(
        store: AnyStore, backend: Backend) -> None:
    game = await started_game(store, channel_id=700)
    await sent_post(store, game.id, "sent long ago", sent_at=T0 + 10)
    await sent_post(store, game.id, "never sent", sent_at=None)
    retried = await sent_post(store, game.id, "tried and waiting", sent_at=None)
    await store.claim_posts(now=T0 + 1, lease=30, game_id=game.id)
    await store.retry_post_at(retried, T0 + 10**6)
    await sent_post(store, game.id, "sent at the limit", sent_at=T0 + 500)
    await sent_post(store, game.id, "sent lately", sent_at=T0 + 900)

    assert await store.purge_sent_posts(before=T0 + 500) == 1
    assert await remaining(backend) == ["never sent", "tried and waiting",
                                        "sent at the limit", "sent lately"]
    assert await store.purge_sent_posts(before=T0 + 500) == 0
    # However old, an unsent post stays; every sent one goes once its time has come.
    assert await store.purge_sent_posts(before=T0 + 10**9) == 2
    assert await remaining(backend) == ["never sent", "tried and waiting"]
    assert [text_of(p) for p in await store.pending_posts(game.id)] == [
        "never sent", "tried and waiting"]


async def test_a_purge_deletes_at_most_its_limit_oldest_first(
        store: AnyStore, backend: Backend) -> None:
    game = await started_game(store, channel_id=700)
    # Sent in another order than stored: the oldest send goes first, not the oldest id.
    for text, sent_at in [("c", T0 + 3), ("a", T0 + 1), ("e", T0 + 5), ("b", T0 + 2),
                          ("d", T0 + 4)]:
        await sent_post(store, game.id, text, sent_at=sent_at)
    assert await store.purge_sent_posts(before=T0 + 100, limit=2) == 2
    assert sorted(await remaining(backend)) == ["c", "d", "e"]
    assert await store.purge_sent_posts(before=T0 + 100, limit=2) == 2
    assert await store.purge_sent_posts(before=T0 + 100, limit=2) == 1
    assert await store.purge_sent_posts(before=T0 + 100, limit=2) == 0
    assert await remaining(backend) == []


async def test_the_purge_index_holds_only_sent_posts(backend: Backend, store: AnyStore) -> None:
    if backend.name == "sqlite":
        [(sql,)] = await backend.sql(
            "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'outbox_sent'")
    else:
        [(sql,)] = await backend.sql(
            "SELECT indexdef FROM pg_indexes WHERE indexname = 'outbox_sent'")
    assert "(sent_at)" in sql, sql
    assert "sent_at IS NOT NULL" in sql, sql


async def test_a_purge_reads_only_the_sent_posts(tmp_path: Path) -> None:
    """The purge finds what it deletes through the index of sent posts (migration 0006),
    never by walking the table nor through the unsent posts' index."""
    import sqlite3

    from storage.outbox import purge_sql
    from storage.sql import SQLITE, sqlite_sql

    async with await SqliteStore.open(tmp_path / "plan.sqlite3"):
        pass
    db = sqlite3.connect(tmp_path / "plan.sqlite3")
    plan = [row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sqlite_sql(purge_sql(SQLITE)),
                                         (1, 1000))]
    db.close()
    reads = [step for step in plan if step.startswith(("SCAN", "SEARCH"))]
    assert any("outbox_sent" in step for step in reads), plan
    assert all("outbox_sent" in step or "PRIMARY KEY" in step for step in reads), plan
    assert not any("TEMP B-TREE" in step for step in plan), plan  # read in sent_at order
