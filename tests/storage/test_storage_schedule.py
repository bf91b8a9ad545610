"""The schedule (reminders and deadlines per game and ply) on both backends, and on
PostgreSQL, where every process runs a scheduler, each due entry going to one process."""

from __future__ import annotations

import asyncio

from storage_helpers import T0, AnyStore, Backend, started_game

from storage.postgres import PostgresStore


async def test_replace_due_done_and_next(store: AnyStore) -> None:
    one = await started_game(store, channel_id=1)
    two = await started_game(store, channel_id=2)
    assert await store.next_due() is None
    await store.replace_schedule(one.id, 0, [("reminder", T0 + 10), ("deadline", T0 + 30)])
    await store.replace_schedule(two.id, 0, [("deadline", T0 + 5)])
    assert await store.next_due() == T0 + 5
    assert [(e.game_id, e.kind, e.due_at) for e in await store.pending_schedule(one.id)] == [
        (one.id, "reminder", T0 + 10), (one.id, "deadline", T0 + 30)]
    due = await store.due_schedule(T0 + 10)
    assert [(e.game_id, e.kind) for e in due] == [(one.id, "reminder"), (two.id, "deadline")]
    await store.mark_schedule_done([e.id for e in due], now=T0 + 11)
    assert await store.due_schedule(T0 + 20) == []
    assert await store.next_due() == T0 + 30
    # A new decision replaces what is pending, and keeps what was done.
    await store.replace_schedule(one.id, 1, [("deadline", T0 + 100)])
    pending = await store.pending_schedule()
    assert [(e.game_id, e.ply, e.kind, e.due_at) for e in pending] == [
        (one.id, 1, "deadline", T0 + 100)]
    assert all(e.done_at is None for e in pending)


async def test_each_due_entry_goes_to_one_process(backend: Backend) -> None:
    if backend.name != "postgresql":
        return await _one_process_only(backend)
    stores = [await PostgresStore.open(backend.location) for _ in range(3)]
    try:
        games = [await started_game(stores[0], channel_id=10 + n) for n in range(9)]
        for n, game in enumerate(games):
            await stores[0].replace_schedule(game.id, 0, [("reminder", T0 + n),
                                                          ("deadline", T0 + 50 + n)])
        rounds = await asyncio.gather(*(s.due_schedule(T0 + 100) for s in stores))
        ids = [e.id for entries in rounds for e in entries]
        assert len(ids) == len(set(ids)) == 18  # every due entry once, to one process
        for entries in rounds:  # and a game's entries together
            owners = {e.game_id for e in entries}
            for other in rounds:
                if other is not entries:
                    assert owners.isdisjoint({e.game_id for e in other})
        assert [await s.due_schedule(T0 + 100) for s in stores] == [[], [], []]
        # The process that took the most dies before marking them: another takes them.
        dying = max(range(3), key=lambda i: len(rounds[i]))
        connection = stores[dying].owner._connection
        assert connection is not None
        connection.terminate()
        heir = stores[(dying + 1) % 3]
        for _ in range(50):
            again = await heir.due_schedule(T0 + 101)
            if again:
                break
            await asyncio.sleep(0.05)
        assert sorted(e.id for e in again) == sorted(e.id for e in rounds[dying])
        await heir.mark_schedule_done([e.id for e in again], now=T0 + 102)
        # A claim still within its lease, by a living process, holds.
        assert await heir.due_schedule(T0 + 102) == []
    finally:
        for s in stores:
            await s.close()
    return None


async def _one_process_only(backend: Backend) -> None:
    """SQLite serves one process, whose scheduler reads what is due until it marks it."""
    store = await backend.open()
    try:
        game = await started_game(store)
        await store.replace_schedule(game.id, 0, [("reminder", T0)])
        first = await store.due_schedule(T0)
        assert first == await store.due_schedule(T0)
        await store.mark_schedule_done([e.id for e in first], now=T0)
        assert await store.due_schedule(T0) == []
    finally:
        await store.close()
