"""The schedule (each awaited seat's decision and its reminder and deadline points) on both
backends: a point is one row for ever, rewriting keeps what was handled, the write is
guarded by the game's version or made with the move, and each due point is claimed by one
scheduler, in one process or several (see migration 0004)."""

from __future__ import annotations

import asyncio

from storage_helpers import T0, AnyStore, Backend, append, move, started_game, state

from storage.base import Change, GameStatus, Replan, ScheduleEntry, SeatWait
from storage.postgres import PostgresStore

LEASE = 300


def decision(seat: int, ply: int, since: int, deadline: int,
             reminders: tuple[int, ...] = ()) -> list[ScheduleEntry]:
    """A seat's decision: reminders ``lead`` seconds before the deadline, and the deadline."""
    return [*(ScheduleEntry(seat, ply, since, "reminder", lead, deadline - lead)
              for lead in reminders),
            ScheduleEntry(seat, ply, since, "deadline", 0, deadline)]


def points(rows: list) -> list[tuple[int | None, int, str, int]]:  # type: ignore[type-arg]
    return [(r.seat, r.ply, r.kind, r.due_at) for r in rows]


async def test_rewriting_keeps_what_was_handled(store: AnyStore) -> None:
    game = await started_game(store)
    assert await store.next_due() is None
    plan = decision(0, 0, T0, T0 + 100, (50, 10)) + decision(1, 0, T0, T0 + 200)
    assert await store.replace_schedule(game.id, 0, plan)
    assert await store.seat_waits(game.id) == [SeatWait(0, 0, T0), SeatWait(1, 0, T0)]
    assert await store.next_due() == T0 + 50
    assert points(await store.pending_schedule(game.id)) == [
        (0, 0, "reminder", T0 + 50), (0, 0, "reminder", T0 + 90), (0, 0, "deadline", T0 + 100),
        (1, 0, "deadline", T0 + 200)]
    claimed = await store.claim_schedule(now=T0 + 50, lease=LEASE)
    assert points(claimed) == [(0, 0, "reminder", T0 + 50)]
    assert await store.claim_schedule(now=T0 + 50, lease=LEASE) == []  # held
    await store.finish_schedule([claimed[0].id], now=T0 + 50)
    # Writing the same plan again (an away period ended, a restart) sends nothing twice.
    assert await store.replace_schedule(game.id, 0, plan)
    assert (0, 0, "reminder", T0 + 50) not in points(await store.pending_schedule(game.id))
    assert await store.claim_schedule(now=T0 + 60, lease=LEASE) == []
    # A later deadline moves the points not yet handled, never the handled one.
    later = decision(0, 0, T0, T0 + 150, (50, 10)) + decision(1, 0, T0, T0 + 200)
    assert await store.replace_schedule(game.id, 0, later)
    assert points(await store.pending_schedule(game.id)) == [
        (0, 0, "reminder", T0 + 140), (0, 0, "deadline", T0 + 150),
        (1, 0, "deadline", T0 + 200)]
    # Seat 1's decision ends: its pending points go, seat 0 keeps its clock.
    assert await store.replace_schedule(game.id, 0, later[:3])
    assert await store.seat_waits(game.id) == [SeatWait(0, 0, T0)]
    assert [p[0] for p in points(await store.pending_schedule(game.id))] == [0, 0]


async def test_a_write_for_another_version_changes_nothing(store: AnyStore) -> None:
    game = await started_game(store)
    assert await store.replace_schedule(game.id, 0, decision(0, 0, T0, T0 + 100))
    assert not await store.replace_schedule(game.id, 3, decision(1, 3, T0, T0 + 50))
    assert points(await store.pending_schedule(game.id)) == [(0, 0, "deadline", T0 + 100)]
    await store.commit(Change(game.id, T0 + 1, status=GameStatus.ABORTED))
    assert await store.replace_schedule(game.id, 0, [])  # a game no longer running: cleared
    assert await store.pending_schedule(game.id) == []


async def test_a_move_stores_its_schedule_with_it(store: AnyStore) -> None:
    game = await started_game(store)
    assert await store.replace_schedule(game.id, 0, decision(0, 0, T0, T0 + 100, (50,)))
    version = await append(store, game.id, 0, [move(1)], state(1), now=T0 + 1,
                           schedule=Replan(1, decision(1, 1, T0 + 1, T0 + 101)))
    assert version == 1
    assert await store.seat_waits(game.id) == [SeatWait(1, 1, T0 + 1)]
    assert points(await store.pending_schedule(game.id)) == [(1, 1, "deadline", T0 + 101)]
    # A move without a schedule leaves it as it was; a move that ends the game clears it.
    await append(store, game.id, 1, [move(2)], state(2), now=T0 + 2)
    assert len(await store.pending_schedule(game.id)) == 1
    await append(store, game.id, 2, [move(3)], state(3), status=GameStatus.ABORTED, now=T0 + 3)
    assert await store.pending_schedule(game.id) == []


async def test_a_point_is_handled_once_even_when_its_id_is_deleted(store: AnyStore) -> None:
    game = await started_game(store)
    await store.replace_schedule(game.id, 0, decision(0, 0, T0, T0 + 10))
    (claimed,) = await store.claim_schedule(now=T0 + 10, lease=LEASE)
    # The decision ends while the point is being handled; the next one is planned.
    await append(store, game.id, 0, [move(1)], state(1), now=T0 + 10,
                 schedule=Replan(1, decision(1, 1, T0 + 10, T0 + 20)))
    await store.finish_schedule([claimed.id], now=T0 + 10)
    assert points(await store.pending_schedule(game.id)) == [(1, 1, "deadline", T0 + 20)]
    assert [r.id for r in await store.pending_schedule(game.id)] != [claimed.id]


async def test_a_lease_runs_out_and_release_gives_points_back(store: AnyStore) -> None:
    game = await started_game(store)
    await store.replace_schedule(game.id, 0, decision(0, 0, T0, T0 + 10, (5,)))
    first = await store.claim_schedule(now=T0 + 10, lease=LEASE)
    assert len(first) == 2
    assert await store.next_due() == T0 + 10 + LEASE
    await store.release_schedule([first[0].id])
    assert [r.id for r in await store.claim_schedule(now=T0 + 11, lease=LEASE)] == [first[0].id]
    if isinstance(store, PostgresStore):
        return  # there a living owner's claim holds until it is released
    again = await store.claim_schedule(now=T0 + 11 + LEASE, lease=LEASE)
    assert sorted(r.id for r in again) == sorted(r.id for r in first)
    assert all(r.attempts == 2 for r in again if r.id == first[1].id)


async def test_each_due_point_goes_to_one_scheduler(backend: Backend) -> None:
    """Three stores on one database claim at once: every due point once, a game's points
    together. On PostgreSQL a process that dies holding points frees them at once."""
    stores = [await backend.open() for _ in range(3)]
    try:
        games = [await started_game(stores[0], channel_id=10 + n) for n in range(9)]
        for n, game in enumerate(games):
            await stores[0].replace_schedule(game.id, 0, decision(0, 0, T0, T0 + 50 + n, (50,)))
        rounds = await asyncio.gather(*(s.claim_schedule(now=T0 + 100, lease=LEASE)
                                        for s in stores))
        ids = [e.id for entries in rounds for e in entries]
        assert len(ids) == len(set(ids)) == 18
        for entries in rounds:
            mine = {e.game_id for e in entries}
            for other in rounds:
                if other is not entries:
                    assert mine.isdisjoint({e.game_id for e in other})
        assert [await s.claim_schedule(now=T0 + 100, lease=LEASE) for s in stores] == [[], [],
                                                                                       []]
        if backend.name != "postgresql":
            return
        dying = max(range(3), key=lambda i: len(rounds[i]))
        store = stores[dying]
        assert isinstance(store, PostgresStore)
        connection = store.db.owner._connection
        assert connection is not None
        connection.terminate()
        heir = stores[(dying + 1) % 3]
        again = []
        for _ in range(50):
            again = await heir.claim_schedule(now=T0 + 101, lease=LEASE)
            if again:
                break
            await asyncio.sleep(0.05)
        assert sorted(e.id for e in again) == sorted(e.id for e in rounds[dying])
        await heir.finish_schedule([e.id for e in again], now=T0 + 102)
        assert await heir.claim_schedule(now=T0 + 102, lease=LEASE) == []
    finally:
        for s in stores:
            await s.close()
