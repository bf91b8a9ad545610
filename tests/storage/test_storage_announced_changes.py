"""A change to a game that is not a move (a seat changing hands, a moderator ending the
game, a game's own deadline, a lobby's start) is stored in one transaction with the post
announcing it, as moves are: after a crash, on restart, both are there or neither is.

The crash is injected where the post is stored (:func:`break_outbox`): the statement fails
as if the process had died on it, and the store is then opened again on the same database.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

import pytest

from storage import (
    Change,
    GameStart,
    GameStatus,
    NewPost,
    OutboxRow,
    ResultRow,
    SeatChange,
    SeatRow,
    SeatSpec,
    SeatTaken,
    StaleGame,
)
from tests.storage.storage_helpers import (
    ALICE,
    BOB,
    CRASH,
    GUILD,
    HOST,
    T0,
    AnyStore,
    Backend,
    append,
    break_outbox,
    mend_outbox,
    move,
    started_game,
    state,
)

DEADLINE = "game.{}.deadline_hours"


def post(channel: int, text: str, ply: int = 0) -> NewPost:
    return NewPost(channel_id=channel, ply=ply, payload=json.dumps({"text": text}))


def texts(rows: list[OutboxRow]) -> list[str]:
    return [str(json.loads(r.payload)["text"]) for r in rows]


def holders(seats: list[SeatRow]) -> list[tuple[int | None, bool]]:
    return [(s.user_id, s.is_ai) for s in seats]


# Each change: what it does to the store (with its announcing post), and what it leaves.
Announced = Callable[[AnyStore, int, int], Awaitable[object]]


async def to_ai(store: AnyStore, game_id: int, channel: int) -> object:
    await store.commit(Change(game_id, T0 + 5, seat_change=SeatChange(1),
                              posts=[post(channel, "Alice left")]))
    return None


async def to_member(store: AnyStore, game_id: int, channel: int) -> object:
    await store.commit(Change(game_id, T0 + 5, seat_change=SeatChange(1, BOB),
                              posts=[post(channel, "Bob takes over")]))
    return None


async def to_ai_then_moves(store: AnyStore, game_id: int, channel: int) -> object:
    return await append(store, game_id, 0, [move(1, seat=1)], state(1), now=T0 + 5,
                        posts=[post(channel, "Alice left", 1)], seat_change=SeatChange(1))


async def member_then_moves(store: AnyStore, game_id: int, channel: int) -> object:
    return await append(store, game_id, 0, [move(1, seat=0)], state(1), now=T0 + 5,
                        posts=[post(channel, "Bob takes over", 1)], seat_change=SeatChange(1, BOB))


async def abort(store: AnyStore, game_id: int, channel: int) -> object:
    return (await store.commit(Change(game_id, T0 + 5, status=GameStatus.ABORTED, reason="stuck",
                                      posts=[post(channel, "aborted")]))).game


async def end(store: AnyStore, game_id: int, channel: int) -> object:
    results = [ResultRow(0, HOST, 3, 1), ResultRow(1, ALICE, 2, 2), ResultRow(2, None, 1, 3)]
    return (await store.commit(Change(game_id, T0 + 5, status=GameStatus.FINISHED, results=results,
                                      reason="late", posts=[post(channel, "ended")]))).game


async def deadline(store: AnyStore, game_id: int, channel: int) -> object:
    await store.set_setting(GUILD, DEADLINE.format(game_id), 12, now=T0 + 5,
                            posts={game_id: [post(channel, "12 hours")]})
    return None


async def what_it_left(store: AnyStore, game_id: int) -> tuple[object, ...]:
    """Everything these changes touch: seats, status, version, results, the setting."""
    row = await store.get_game(game_id)
    return (holders(await store.get_seats(game_id)), row.status, row.version,
            await store.get_results(game_id),
            await store.get_setting(GUILD, DEADLINE.format(game_id)))


CHANGES = {
    "to_ai": (to_ai, "Alice left"),
    "to_member": (to_member, "Bob takes over"),
    "to_ai_then_moves": (to_ai_then_moves, "Alice left"),
    "member_then_moves": (member_then_moves, "Bob takes over"),
    "abort": (abort, "aborted"),
    "end": (end, "ended"),
    "deadline": (deadline, "12 hours"),
}


@pytest.mark.parametrize("name", CHANGES)
async def test_a_change_and_its_post_survive_a_restart_together(
        backend: Backend, store: AnyStore, name: str) -> None:
    change, text = CHANGES[name]
    game = await started_game(store)
    before = await what_it_left(store, game.id)
    await change(store, game.id, game.channel_id)
    await store.close()

    reopened = await backend.open()
    try:
        assert await what_it_left(reopened, game.id) != before
        assert texts(await reopened.pending_posts(game.id)) == [text]
    finally:
        await reopened.close()


@pytest.mark.parametrize("name", CHANGES)
async def test_a_crash_storing_the_post_loses_the_change_too(
        backend: Backend, store: AnyStore, name: str) -> None:
    change, _ = CHANGES[name]
    game = await started_game(store)
    before = await what_it_left(store, game.id)
    await break_outbox(backend)
    with pytest.raises(Exception, match=CRASH):
        await change(store, game.id, game.channel_id)
    await store.close()
    await mend_outbox(backend)

    reopened = await backend.open()
    try:
        assert await what_it_left(reopened, game.id) == before
        assert await reopened.pending_posts(game.id) == []
    finally:
        await reopened.close()


async def test_a_seat_changes_hands_only_in_a_running_game(store: AnyStore) -> None:
    game_id, channel = await lobby(store)
    with pytest.raises(StaleGame):
        await store.commit(Change(game_id, T0 + 5, seat_change=SeatChange(1),
                                  posts=[post(channel, "Alice left")]))
    assert not any(s.is_ai for s in await store.get_seats(game_id) if s.user_id is not None)
    assert await store.pending_posts(game_id) == []
    started = await started_game(store)
    with pytest.raises(SeatTaken):
        await store.commit(Change(started.id, T0 + 5, seat_change=SeatChange(1, HOST),
                                  posts=[post(started.channel_id, "Host takes over")]))
    assert holders(await store.get_seats(started.id))[1] == (ALICE, False)
    assert await store.pending_posts(started.id) == []


async def test_a_seat_given_with_moves_is_refused_to_a_member_seated_elsewhere(
        store: AnyStore) -> None:
    game = await started_game(store)
    with pytest.raises(SeatTaken):
        await append(store, game.id, 0, [move(1)], state(1), now=T0 + 5,
                     posts=[post(game.channel_id, "Host takes over", 1)],
                     seat_change=SeatChange(1, HOST))
    assert (await store.get_game(game.id)).version == 0
    assert holders(await store.get_seats(game.id)) == [(HOST, False), (ALICE, False),
                                                       (None, True)]
    assert await store.pending_posts(game.id) == []


async def test_a_setting_is_announced_in_every_game_it_names(store: AnyStore) -> None:
    first, second = await started_game(store, 500), await started_game(store, 501)
    await store.set_setting(GUILD, "away.1002", [[T0, T0 + 9]], now=T0 + 5, posts={
        first.id: [post(500, "away in the first")], second.id: [post(501, "away here too")]})
    assert texts(await store.pending_posts(first.id)) == ["away in the first"]
    assert texts(await store.pending_posts(second.id)) == ["away here too"]


SEATS = [SeatSpec(None, True, "green"), SeatSpec(HOST, label="red"), SeatSpec(ALICE, label="blue")]


async def start_alone(store: AnyStore, game_id: int, channel: int) -> object:
    return (await store.commit(Change(game_id, T0 + 5, start=GameStart(SEATS, state(0)),
                                      posts=[post(channel, "begins")]))).game


async def start_with_moves(store: AnyStore, game_id: int, channel: int) -> object:
    return await append(store, game_id, 0, [move(1, seat=0), move(2, seat=0)], state(2), now=T0 + 5,
                        posts=[post(channel, "begins", 2)], start=GameStart(SEATS, state(0)))


STARTS = {"alone": start_alone, "with_moves": start_with_moves}


async def lobby(store: AnyStore) -> tuple[int, int]:
    row = await store.create_lobby(guild_id=GUILD, channel_id=600, game="adastra",
                                   host_id=HOST, seed=1, now=T0)
    await store.add_seat(row.id, user_id=ALICE, now=T0 + 1)
    await store.add_seat(row.id, user_id=None, is_ai=True, now=T0 + 2)
    return row.id, row.channel_id


@pytest.mark.parametrize("name", STARTS)
async def test_a_start_and_its_post_survive_a_restart_together(
        backend: Backend, store: AnyStore, name: str) -> None:
    game_id, channel = await lobby(store)
    await STARTS[name](store, game_id, channel)
    await store.close()

    reopened = await backend.open()
    try:
        row = await reopened.get_game(game_id)
        assert row.status == GameStatus.ACTIVE and row.started_at == T0 + 5
        assert row.version == (2 if name == "with_moves" else 0)
        # The drawn order; members keep when they joined, a new AI seat joins now.
        assert [(s.user_id, s.is_ai, s.label, s.joined_at)
                for s in await reopened.get_seats(game_id)] == [
            (None, True, "green", T0 + 5), (HOST, False, "red", T0),
            (ALICE, False, "blue", T0 + 1)]
        assert (await reopened.load_snapshot(game_id, 0)).state_json == state(0)
        assert (await reopened.load_latest(game_id)).ply == row.version
        assert texts(await reopened.pending_posts(game_id)) == ["begins"]
    finally:
        await reopened.close()


@pytest.mark.parametrize("name", STARTS)
async def test_a_crash_storing_the_start_s_post_leaves_the_lobby(
        backend: Backend, store: AnyStore, name: str) -> None:
    game_id, channel = await lobby(store)
    seats = holders(await store.get_seats(game_id))
    await break_outbox(backend)
    with pytest.raises(Exception, match=CRASH):
        await STARTS[name](store, game_id, channel)
    await store.close()
    await mend_outbox(backend)

    reopened = await backend.open()
    try:
        row = await reopened.get_game(game_id)
        assert (row.status, row.version, row.started_at) == (GameStatus.LOBBY, 0, None)
        assert holders(await reopened.get_seats(game_id)) == seats
        assert await reopened.pending_posts(game_id) == []
    finally:
        await reopened.close()


async def test_a_game_is_started_with_its_moves_only_once(store: AnyStore) -> None:
    game_id, channel = await lobby(store)
    await start_with_moves(store, game_id, channel)
    with pytest.raises(StaleGame):
        await start_with_moves(store, game_id, channel)
    with pytest.raises(ValueError):
        await append(store, game_id, 2, [move(3)], state(3), now=T0 + 6,
                     start=GameStart(SEATS, state(0)))
    assert (await store.get_game(game_id)).version == 2
    assert texts(await store.pending_posts(game_id)) == ["begins"]
