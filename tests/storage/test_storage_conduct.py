"""Reliability records (storage/conduct.py) on both databases: a game finished counts for the
members seated at its end with the moves they made; a seat going to the AI or another member
counts as left for its holder (not in a lobby; not when they take it back and finish); a
deadline's time-out counts once, with its point marked handled."""

from __future__ import annotations

from storage import GameStart, SeatSpec
from storage.base import Change, GameStatus, ResultRow, SeatChange
from storage.conduct import Reliability
from tests.storage.storage_helpers import GUILD, T0, AnyStore, append, move, state

P1, P2, P3 = 1001, 1002, 1003  # move(ply, seat) is made by 1001 + seat


async def game(store: AnyStore, channel: int = 1) -> int:
    lobby = await store.create_lobby(guild_id=GUILD, channel_id=channel, game="kepler3042",
                                     host_id=P1, seed=1, now=T0)
    start = GameStart([SeatSpec(P1), SeatSpec(P2), SeatSpec(P3)], state(0))
    return (await store.commit(Change(lobby.id, T0, start=start))).game.id


async def end(store: AnyStore, game_id: int) -> None:
    seats = await store.get_seats(game_id)
    await store.commit(Change(game_id, T0 + 99, status=GameStatus.FINISHED, reason="x",
                              results=[ResultRow(s.seat, s.user_id, 0, 1) for s in seats]))


async def test_finished_and_left_with_the_moves_made(store: AnyStore) -> None:
    first = await game(store)
    await append(store, first, 0, [move(1, 0), move(2, 1), move(3, 0)], state(3))
    await store.commit(Change(first, T0 + 5, seat_change=SeatChange(2)))  # P3 leaves to the AI
    await end(store, first)
    records = await store.reliability(GUILD, [P1, P2, P3, 4242])
    assert records == {P1: Reliability(finished=1, decisions=2),
                       P2: Reliability(finished=1, decisions=1),
                       P3: Reliability(left=1), 4242: Reliability()}
    assert records[P3].percent == 0 and records[P1].percent == 100
    assert records[4242].percent is None


async def test_a_member_who_takes_their_seat_back_and_finishes_finished(
        store: AnyStore) -> None:
    gid = await game(store)
    await store.commit(Change(gid, T0 + 5, seat_change=SeatChange(1)))
    await store.commit(Change(gid, T0 + 6, seat_change=SeatChange(1, P2)))
    # A substitute: P3's seat goes to another member, P3 left.
    await store.commit(Change(gid, T0 + 7, seat_change=SeatChange(2, 5555)))
    await end(store, gid)
    records = await store.reliability(GUILD, [P2, P3, 5555])
    assert records[P2] == Reliability(finished=1)
    assert records[P3] == Reliability(left=1)
    assert records[5555] == Reliability(finished=1)


async def test_lobbies_and_aborted_games_do_not_count(store: AnyStore) -> None:
    lobby = await store.create_lobby(guild_id=GUILD, channel_id=2, game="kepler3042",
                                     host_id=P1, seed=1, now=T0)
    await store.add_seat(lobby.id, user_id=P2, now=T0)
    await store.remove_seat(lobby.id, 1, now=T0)
    gid = await game(store, 3)
    await store.commit(Change(gid, T0 + 9, status=GameStatus.ABORTED, reason="x"))
    assert await store.reliability(GUILD, [P1, P2]) == {P1: Reliability(), P2: Reliability()}


async def test_a_timeout_counts_once_with_its_point(store: AnyStore) -> None:
    from storage.base import ScheduleEntry

    gid = await game(store)
    await store.replace_schedule(gid, 0, [ScheduleEntry(0, 0, T0, "deadline", 0, T0 + 10),
                                          ScheduleEntry(1, 0, T0, "deadline", 0, T0 + 10)])
    claimed = await store.claim_schedule(now=T0 + 10, lease=60, limit=10)
    assert len(claimed) == 2
    late = {claimed[0].id: [P1], claimed[1].id: [P2]}
    await store.finish_schedule([e.id for e in claimed], now=T0 + 10, timed_out=late)
    await store.finish_schedule([e.id for e in claimed], now=T0 + 11, timed_out=late)  # again
    await append(store, gid, 0, [move(1, 0)], state(1))
    await end(store, gid)
    records = await store.reliability(GUILD, [P1, P2, P3])
    assert records[P1] == Reliability(finished=1, decisions=1, timeouts=1)
    assert records[P1].timeouts_per_100 == 50.0
    assert records[P2] == Reliability(finished=1, timeouts=1)
    assert records[P3] == Reliability(finished=1)
