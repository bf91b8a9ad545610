"""What the operator's endpoint reads from the store, on both databases: the outbox's backlog
(unsent posts, waiting retries included, and when the oldest was stored), and the time of
every database call, reported to an observer the bot injects."""

from __future__ import annotations

from storage import NewPost
from tests.storage.storage_helpers import T0, AnyStore, started_game


def post(channel: int, text: str) -> NewPost:
    return NewPost(channel_id=channel, ply=0, payload=f'{{"text": "{text}"}}')


async def test_the_backlog_counts_unsent_posts_and_the_oldest(store: AnyStore) -> None:
    assert await store.outbox_backlog() == (0, None)
    one = await started_game(store, channel_id=501)
    two = await started_game(store, channel_id=502)
    await store.enqueue_posts(one.id, [post(501, "a"), post(501, "b")], now=T0 + 10)
    await store.enqueue_posts(two.id, [post(502, "c")], now=T0 + 5)
    assert await store.outbox_backlog() == (3, T0 + 5)
    [c] = await store.pending_posts(two.id)
    await store.mark_post_sent(c.id, now=T0 + 20)
    a, b = await store.pending_posts(one.id)
    await store.retry_post_at(a.id, T0 + 3600)  # waiting for a retry: still to send
    assert await store.outbox_backlog() == (2, T0 + 10)
    await store.mark_post_sent(a.id, now=T0 + 30)
    await store.mark_post_sent(b.id, now=T0 + 30)
    assert await store.outbox_backlog() == (0, None)


async def test_every_database_call_is_reported_with_its_kind_and_time(
        store: AnyStore) -> None:
    seen: list[tuple[str, float]] = []
    store.db.observe = lambda kind, seconds: seen.append((kind, seconds))
    game = await started_game(store)
    writes = len(seen)
    assert writes >= 3 and {kind for kind, _ in seen} == {"write"}
    await store.get_game(game.id)
    await store.outbox_backlog()
    assert [kind for kind, _ in seen[writes:]] == ["read", "read"]
    assert all(0 <= seconds < 10 for _, seconds in seen)
    store.db.observe = None
    await store.get_game(game.id)
    assert len(seen) == writes + 2
