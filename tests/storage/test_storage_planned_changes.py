"""A change that calls for a new reminder and deadline plan stores the plan in its own
transaction (:class:`~storage.base.Replan`): a seat changing hands, settings (a game's own
deadline, the server's, a player's absence), a log cut back (undo, rollback), and a game
closed, which keeps no pending point.
After a crash where the plan is written, on restart, the change and its plan are both there
or neither is. A plan made at a version the game has since left is not written."""

from __future__ import annotations

import pytest

from storage import Change, GameStatus, Replan, SeatChange
from storage.base import ScheduleEntry
from tests.storage.storage_helpers import (
    ALICE,
    BOB,
    CRASH,
    GUILD,
    T0,
    AnyStore,
    Backend,
    break_writes,
    mend_writes,
    play,
    started_game,
    state,
)

DAY = 86_400
CLOCKS = "INSERT OR DELETE"


def plan(seat: int, since: int, hours: int) -> list[ScheduleEntry]:
    """A seat's wait from ``since`` (at version 0): one reminder and its deadline."""
    deadline = since + hours * 3600
    return [ScheduleEntry(seat, 0, since, "reminder", 3600, deadline - 3600),
            ScheduleEntry(seat, 0, since, "deadline", 0, deadline)]


async def stored_plan(store: AnyStore, game_id: int) -> set[tuple[int | None, int, str, int]]:
    return {(p.seat, p.ply, p.kind, p.due_at) for p in await store.pending_schedule(game_id)}


def as_stored(entries: list[ScheduleEntry]) -> set[tuple[int | None, int, str, int]]:
    return {(e.seat, e.ply, e.kind, e.due_at) for e in entries}


@pytest.mark.parametrize("how", ["finish", "abort"])
async def test_a_closed_game_keeps_no_pending_point(store: AnyStore, how: str) -> None:
    game = await started_game(store)
    assert await store.replace_schedule(game.id, 0, plan(1, T0, 72))
    if how == "finish":
        await store.commit(Change(game.id, T0 + 5, status=GameStatus.FINISHED))
    else:
        await store.commit(Change(game.id, T0 + 5, status=GameStatus.ABORTED))
    assert await store.pending_schedule(game.id) == []
    assert await store.seat_waits(game.id) == []


async def test_a_crash_clearing_the_plan_of_a_closed_game_keeps_it_open(
        backend: Backend) -> None:
    store = await backend.open()
    game = await started_game(store)
    await store.replace_schedule(game.id, 0, plan(1, T0, 72))
    await break_writes(backend, "clocks", CLOCKS)
    with pytest.raises(Exception, match=CRASH):
        await store.commit(Change(game.id, T0 + 5, status=GameStatus.ABORTED))
    await store.close()
    await mend_writes(backend, "clocks", CLOCKS)
    store = await backend.open()
    try:
        assert (await store.get_game(game.id)).status == GameStatus.ACTIVE
        assert await stored_plan(store, game.id) == as_stored(plan(1, T0, 72))
    finally:
        await store.close()


async def test_a_seat_change_is_stored_with_its_plan(backend: Backend) -> None:
    store = await backend.open()
    game = await started_game(store)
    await store.replace_schedule(game.id, 0, plan(1, T0, 72))
    new = plan(1, T0, 24)
    await break_writes(backend, "clocks", CLOCKS)
    with pytest.raises(Exception, match=CRASH):
        await store.commit(Change(game.id, T0 + 5, seat_change=SeatChange(1, BOB),
                                  schedule=Replan(0, new)))
    await store.close()
    await mend_writes(backend, "clocks", CLOCKS)
    store = await backend.open()
    try:
        assert (await store.get_seats(game.id))[1].user_id == ALICE
        assert await stored_plan(store, game.id) == as_stored(plan(1, T0, 72))
        assert (await store.commit(Change(game.id, T0 + 6, seat_change=SeatChange(1, BOB),
                                          schedule=Replan(0, new)))).planned
        assert (await store.get_seats(game.id))[1].user_id == BOB
        assert await stored_plan(store, game.id) == as_stored(new)
    finally:
        await store.close()


async def test_settings_are_stored_with_the_plans_they_call_for(backend: Backend) -> None:
    store = await backend.open()
    game = await started_game(store)
    await store.replace_schedule(game.id, 0, plan(1, T0, 72))
    new = plan(1, T0, 12)
    values = {f"game.{game.id}.deadline_hours": 12, f"away.{ALICE}": [[T0, T0 + DAY]]}
    await break_writes(backend, "clocks", CLOCKS)
    with pytest.raises(Exception, match=CRASH):
        await store.set_settings(GUILD, values, now=T0 + 5, schedules={game.id: Replan(0, new)})
    await store.close()
    await mend_writes(backend, "clocks", CLOCKS)
    store = await backend.open()
    try:
        assert await store.get_settings(GUILD) == {}
        assert await stored_plan(store, game.id) == as_stored(plan(1, T0, 72))
        assert await store.set_settings(GUILD, values, now=T0 + 6,
                                        schedules={game.id: Replan(0, new)}) == []
        assert await store.get_settings(GUILD) == values
        assert await stored_plan(store, game.id) == as_stored(new)
    finally:
        await store.close()


async def test_a_cut_is_stored_with_its_plan(backend: Backend) -> None:
    """Undo and rollback: the moves taken back and the plan of the game they leave go
    together; the decisions of the moves taken back lose their points."""
    store = await backend.open()
    game = await started_game(store)
    version = await play(store, game.id, 2)
    later = [ScheduleEntry(2, version, T0 + 50, "deadline", 0, T0 + 50 + DAY)]
    assert await store.replace_schedule(game.id, version, later)
    cut = Replan(1, [ScheduleEntry(1, 1, T0 + 60, "deadline", 0, T0 + 60 + DAY)])
    await break_writes(backend, "clocks", CLOCKS)
    with pytest.raises(Exception, match=CRASH):
        await store.commit(Change(game.id, T0 + 60, expected_version=version, rewind_to=1,
                                  snapshot_json=state(1), schedule=cut))
    await store.close()
    await mend_writes(backend, "clocks", CLOCKS)
    store = await backend.open()
    try:
        assert (await store.get_game(game.id)).version == version
        assert await stored_plan(store, game.id) == as_stored(later)
        await store.commit(Change(game.id, T0 + 61, expected_version=version, rewind_to=1,
                                  snapshot_json=state(1), schedule=cut))
        assert (await store.get_game(game.id)).version == 1
        assert await stored_plan(store, game.id) == as_stored(list(cut.entries))
        assert [(w.seat, w.ply, w.since) for w in await store.seat_waits(game.id)] == [
            (1, 1, T0 + 60)]
    finally:
        await store.close()


async def test_a_cut_refuses_a_plan_for_another_version(store: AnyStore) -> None:
    game = await started_game(store)
    version = await play(store, game.id, 2)
    with pytest.raises(ValueError):
        await store.commit(Change(game.id, T0 + 5, expected_version=version, rewind_to=1,
                                  snapshot_json=state(1), schedule=Replan(version, [])))
    assert (await store.get_game(game.id)).version == version


async def test_a_plan_the_game_has_moved_on_from_is_left_unwritten(store: AnyStore) -> None:
    """Another process moved the game after the plan was made: the change is stored, the
    plan is not, and the caller is told so (it plans the game again from what is stored)."""
    game = await started_game(store)
    await store.replace_schedule(game.id, 0, plan(1, T0, 72))
    version = await play(store, game.id, 1)
    await store.replace_schedule(game.id, version, [])
    stale = Replan(0, plan(1, T0, 12))
    assert not (await store.commit(Change(game.id, T0 + 5, seat_change=SeatChange(1, BOB),
                                          schedule=stale))).planned
    assert (await store.get_seats(game.id))[1].user_id == BOB
    assert await store.set_setting(GUILD, "deadline_hours", 12, now=T0 + 6,
                                   schedules={game.id: stale}) == [game.id]
    assert await store.get_setting(GUILD, "deadline_hours") == 12
    assert await store.pending_schedule(game.id) == []
