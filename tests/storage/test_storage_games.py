"""Lobbies, seats, moves, snapshots, rewinds, endings, settings and audit, on a real SQLite
file and on a real PostgreSQL database (every test takes the ``backend``-parametrized
``store``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from storage_helpers import (
    ALICE,
    BOB,
    GUILD,
    HOST,
    T0,
    AnyStore,
    Backend,
    append,
    move,
    play,
    started_game,
    state,
)

from storage import (
    STALE_GAME_MESSAGE,
    Change,
    ChannelBusy,
    GameNotFound,
    GameStart,
    GameStatus,
    GameStore,
    LobbyFull,
    NewMove,
    ResultRow,
    SeatChange,
    SeatNotFound,
    SeatRow,
    SeatSpec,
    SeatTaken,
    Snapshot,
    SqliteStore,
    StaleGame,
    StorageError,
)
from storage.postgres import PostgresStore


@pytest.mark.parametrize("implementation", [SqliteStore, PostgresStore])
def test_both_databases_serve_the_one_store(implementation: type) -> None:
    """The records are written once: each database only opens the same GameStore."""
    assert issubclass(implementation, GameStore)
    assert set(vars(implementation)) <= {"open", "__module__", "__doc__", "__qualname__",
                                         "__firstlineno__", "__static_attributes__"}


# --- lobbies and the one-open-game-per-channel rule -----------------------------------------


async def test_create_lobby_seats_the_host(store: AnyStore) -> None:
    game = await store.create_lobby(
        guild_id=GUILD,
        channel_id=7,
        game="adastra",
        host_id=HOST,
        seed=2**63 - 1,
        now=T0,
        options={"variant": "short", "ai_seats": 1},
    )
    assert game.status is GameStatus.LOBBY and game.is_open
    assert (game.guild_id, game.channel_id, game.host_id, game.version) == (GUILD, 7, HOST, 0)
    assert game.options == {"variant": "short", "ai_seats": 1}
    assert game.seed == 2**63 - 1
    assert (game.created_at, game.updated_at, game.started_at) == (T0, T0, None)
    seats = await store.get_seats(game.id)
    assert [(s.seat, s.user_id, s.is_ai, s.label, s.joined_at) for s in seats] == [
        (0, HOST, False, None, T0)
    ]
    assert await store.get_game(game.id) == game
    assert await store.open_game_in_channel(7) == game
    with pytest.raises(ValueError, match="64-bit"):
        await store.create_lobby(
            guild_id=GUILD, channel_id=8, game="adastra", host_id=HOST, seed=2**64, now=T0
        )


async def test_one_open_game_per_channel(store: AnyStore) -> None:
    first = await store.create_lobby(
        guild_id=GUILD, channel_id=7, game="adastra", host_id=HOST, seed=1, now=T0
    )
    with pytest.raises(ChannelBusy) as busy:
        await store.create_lobby(
            guild_id=GUILD, channel_id=7, game="adastra", host_id=ALICE, seed=2, now=T0
        )
    assert busy.value.game_id == first.id
    # Another channel (or thread) is free.
    other = await store.create_lobby(
        guild_id=GUILD, channel_id=8, game="adastra", host_id=ALICE, seed=2, now=T0
    )
    assert other.id != first.id
    # Still busy once the lobby became an active game.
    await store.commit(Change(first.id, T0 + 1, start=GameStart([SeatSpec(HOST)], state(0))))
    with pytest.raises(ChannelBusy):
        await store.create_lobby(
            guild_id=GUILD, channel_id=7, game="adastra", host_id=ALICE, seed=3, now=T0
        )
    # A finished game frees the channel.
    await store.commit(Change(first.id, T0 + 2, status=GameStatus.FINISHED, reason="done"))
    assert await store.open_game_in_channel(7) is None
    again = await store.create_lobby(
        guild_id=GUILD, channel_id=7, game="adastra", host_id=ALICE, seed=3, now=T0 + 3
    )
    assert again.id > other.id
    # So does a cancelled lobby.
    await store.commit(Change(again.id, T0 + 4, status=GameStatus.CANCELLED))
    assert (await store.get_game(again.id)).status is GameStatus.CANCELLED
    await store.create_lobby(
        guild_id=GUILD, channel_id=7, game="adastra", host_id=BOB, seed=4, now=T0 + 5
    )


async def test_partial_unique_index_is_the_backstop(backend: Backend, store: AnyStore) -> None:
    await store.create_lobby(
        guild_id=GUILD, channel_id=7, game="adastra", host_id=HOST, seed=1, now=T0
    )
    with pytest.raises(backend.integrity_error):
        await backend.sql(
            "INSERT INTO games (guild_id, channel_id, game, status, seed, host_id, created_at,"
            " updated_at) VALUES (1, 7, 'adastra', 'active', 1, 1, 0, 0)"
        )


async def test_lobby_seats(store: AnyStore) -> None:
    game = await store.create_lobby(
        guild_id=GUILD, channel_id=7, game="adastra", host_id=HOST, seed=1, now=T0
    )
    alice = await store.add_seat(game.id, user_id=ALICE, now=T0 + 1, label="blue")
    assert (alice.seat, alice.user_id, alice.label, alice.joined_at) == (1, ALICE, "blue", T0 + 1)
    with pytest.raises(SeatTaken):
        await store.add_seat(game.id, user_id=ALICE, now=T0 + 2)
    robot = await store.add_seat(game.id, user_id=None, is_ai=True, now=T0 + 2, max_seats=3)
    assert robot.seat == 2 and robot.is_ai and robot.user_id is None
    with pytest.raises(LobbyFull):
        await store.add_seat(game.id, user_id=BOB, now=T0 + 3, max_seats=3)
    with pytest.raises(ValueError):
        await store.add_seat(game.id, user_id=None, now=T0 + 3)
    await store.remove_seat(game.id, 1, now=T0 + 4)
    with pytest.raises(SeatNotFound):
        await store.remove_seat(game.id, 1, now=T0 + 4)
    bob = await store.add_seat(game.id, user_id=BOB, now=T0 + 5, max_seats=3)
    assert bob.seat == 3  # indices are join order until the start fixes the real order
    assert [s.user_id for s in await store.get_seats(game.id)] == [HOST, None, BOB]
    assert (await store.get_game(game.id)).updated_at == T0 + 5
    with pytest.raises(GameNotFound):
        await store.add_seat(999, user_id=BOB, now=T0)


async def test_start_game_fixes_order_and_snapshot(store: AnyStore) -> None:
    game = await store.create_lobby(
        guild_id=GUILD, channel_id=7, game="adastra", host_id=HOST, seed=1, now=T0
    )
    await store.add_seat(game.id, user_id=ALICE, now=T0 + 1)
    with pytest.raises(StorageError, match="no snapshot"):
        await store.load_latest(game.id)
    order = [SeatSpec(ALICE, label="red"), SeatSpec(None, True, "green"),
             SeatSpec(HOST, label="blue")]
    started = (await store.commit(Change(game.id, T0 + 10,
                                         start=GameStart(order, state(0))))).game
    assert started.status is GameStatus.ACTIVE
    assert (started.version, started.started_at, started.updated_at) == (0, T0 + 10, T0 + 10)
    seats = await store.get_seats(game.id)
    assert [(s.seat, s.user_id, s.is_ai, s.label, s.joined_at) for s in seats] == [
        (0, ALICE, False, "red", T0 + 1),
        (1, None, True, "green", T0 + 10),
        (2, HOST, False, "blue", T0),
    ]
    assert await store.load_latest(game.id) == Snapshot(0, state(0))
    # Starting twice, or joining after the start, is refused as "the game moved on".
    with pytest.raises(StaleGame):
        await store.commit(Change(game.id, T0 + 11, start=GameStart([SeatSpec(HOST)], state(0))))
    with pytest.raises(StaleGame):
        await store.add_seat(game.id, user_id=BOB, now=T0 + 11)
    with pytest.raises(ValueError, match="only one seat"):
        await store.commit(Change(game.id, T0,
                                  start=GameStart([SeatSpec(HOST), SeatSpec(HOST)], state(0))))
    with pytest.raises(GameNotFound):
        await store.commit(Change(999, T0, start=GameStart([SeatSpec(HOST)], state(0))))


# --- moves and snapshots --------------------------------------------------------------------


async def test_append_and_load_round_trip(store: AnyStore) -> None:
    game = await started_game(store)
    moves = [
        NewMove(
            seat=1,
            notation="explore 3",
            created_at=T0 + 5,
            public_text="Alice explores system 3.",
            private_texts={1: "You peek: a water planet.", 0: "élan ☄"},
            user_id=ALICE,
        ),
        NewMove(seat=2, notation="pass", created_at=T0 + 6, kind="forced"),
    ]
    version = await append(store, game.id, 0, moves, state(2, "after"))
    assert version == 2
    assert await store.load_latest(game.id) == Snapshot(2, state(2, "after"))
    row = await store.get_game(game.id)
    assert (row.version, row.updated_at, row.status) == (2, T0 + 6, GameStatus.ACTIVE)
    stored = await store.moves_page(game.id, 0, 10)
    assert [(m.ply, m.seat, m.notation, m.kind, m.user_id) for m in stored] == [
        (1, 1, "explore 3", "player", ALICE),
        (2, 2, "pass", "forced", None),
    ]
    assert stored[0].public_text == "Alice explores system 3."
    assert stored[0].private_texts == {1: "You peek: a water planet.", 0: "élan ☄"}
    assert stored[1].private_texts == {} and stored[1].created_at == T0 + 6
    assert await store.count_moves(game.id) == 2


async def test_history_pages(store: AnyStore) -> None:
    game = await started_game(store)
    assert await store.moves_page(game.id, 0, 10) == []
    assert await store.count_moves(game.id) == 0
    await play(store, game.id, 23)
    assert await store.count_moves(game.id) == 23
    pages = [await store.moves_page(game.id, offset, 10) for offset in (0, 10, 20, 30)]
    assert [[m.ply for m in page] for page in pages] == [
        list(range(1, 11)),
        list(range(11, 21)),
        [21, 22, 23],
        [],
    ]
    assert [m.ply for m in await store.moves_since(game.id, 20)] == [21, 22, 23]
    assert await store.moves_since(game.id, 23) == []
    with pytest.raises(GameNotFound):
        await store.moves_page(999, 0, 10)
    with pytest.raises(GameNotFound):
        await store.count_moves(999)


async def test_stale_version_writes_nothing(store: AnyStore) -> None:
    game = await started_game(store)
    await play(store, game.id, 3)
    with pytest.raises(StaleGame) as stale:
        await append(store, game.id, 2, [move(3, tag="late")], state(3, "late"))
    assert str(stale.value) == STALE_GAME_MESSAGE
    assert str(stale.value) == "The game moved on while you were deciding; try again."
    assert (await store.get_game(game.id)).version == 3
    assert await store.load_latest(game.id) == Snapshot(3, state(3))
    assert [m.notation for m in await store.moves_page(game.id, 0, 10)] == ["m1", "m2", "m3"]
    with pytest.raises(GameNotFound):
        await append(store, 999, 0, [move(1)], state(1))


async def test_ply_primary_key_stops_a_second_ply(backend: Backend, store: AnyStore) -> None:
    """Even if the version check were fooled (here: a row written behind its back), the
    primary key refuses a second ply 2, and the whole transaction is undone."""
    game = await started_game(store)
    await play(store, game.id, 1)
    await backend.sql(
        "INSERT INTO moves (game_id, ply, seat, notation, created_at) "
        f"VALUES ({game.id}, 2, 0, 'x', 0)"
    )
    with pytest.raises(StaleGame):
        await append(store, game.id, 1, [move(2), move(3)], state(3))
    assert (await store.get_game(game.id)).version == 1
    assert await store.load_latest(game.id) == Snapshot(1, state(1))


async def test_snapshots_keep_start_every_nth_and_latest(backend: Backend) -> None:
    store = await backend.open(snapshot_every=4)
    try:
        game = await started_game(store)
        await play(store, game.id, 10)
        plies = [r[0] for r in await backend.sql(
            f"SELECT ply FROM snapshots WHERE game_id = {game.id} ORDER BY ply")]
        assert plies == [0, 4, 8, 10]
        assert await store.load_snapshot(game.id, 7) == Snapshot(4, state(4))
        assert await store.load_snapshot(game.id, 3) == Snapshot(0, state(0))
        assert await store.load_snapshot(game.id, 99) == Snapshot(10, state(10))
    finally:
        await store.close()


# --- undo and rollback ----------------------------------------------------------------------


async def test_truncate_to_rewinds_and_is_guarded(store: AnyStore) -> None:
    game = await started_game(store)
    await play(store, game.id, 6)
    with pytest.raises(StaleGame):
        await store.commit(Change(game.id, T0 + 50, expected_version=5, rewind_to=3,
                                  snapshot_json=state(3, "rebuilt")))
    assert (await store.get_game(game.id)).version == 6
    with pytest.raises(ValueError):
        await store.commit(Change(game.id, T0 + 50, expected_version=6, rewind_to=6,
                                  snapshot_json=state(6)))
    with pytest.raises(ValueError):
        await store.commit(Change(game.id, T0 + 50, expected_version=6, rewind_to=-1,
                                  snapshot_json=state(0)))

    await store.commit(Change(game.id, T0 + 50, expected_version=6, rewind_to=3,
                              snapshot_json=state(3, "rebuilt")))
    row = await store.get_game(game.id)
    assert (row.version, row.updated_at) == (3, T0 + 50)
    assert await store.load_latest(game.id) == Snapshot(3, state(3, "rebuilt"))
    assert [m.ply for m in await store.moves_page(game.id, 0, 10)] == [1, 2, 3]
    # A writer still holding version 6 has lost; play resumes from 3 with contiguous plies.
    with pytest.raises(StaleGame):
        await append(store, game.id, 6, [move(7)], state(7))
    await play(store, game.id, 2, tag="b")
    assert [m.notation for m in await store.moves_page(game.id, 0, 10)] == [
        "m1",
        "m2",
        "m3",
        "m4b",
        "m5b",
    ]
    assert await store.load_latest(game.id) == Snapshot(5, state(5, "b"))
    # Rewinding to the very start keeps the game active at version 0.
    await store.commit(Change(game.id, T0 + 60, expected_version=5, rewind_to=0,
                              snapshot_json=state(0, "again")))
    assert await store.load_latest(game.id) == Snapshot(0, state(0, "again"))
    assert await store.count_moves(game.id) == 0
    assert (await store.get_game(game.id)).status is GameStatus.ACTIVE


# --- endings --------------------------------------------------------------------------------


async def test_last_move_finishes_game_with_results(store: AnyStore) -> None:
    game = await started_game(store)
    await play(store, game.id, 2)
    results = [
        ResultRow(seat=1, user_id=ALICE, score=31, place=1),
        ResultRow(seat=0, user_id=HOST, score=27, place=2),
        ResultRow(seat=2, user_id=None, score=27, place=2),
    ]
    version = await append(store, game.id, 2, [move(3)], state(3, "end"),
                           status=GameStatus.FINISHED, results=results,
                           reason="Alice reached 30 points.")
    assert version == 3
    row = await store.get_game(game.id)
    assert row.status is GameStatus.FINISHED and not row.is_open
    assert (row.finished_at, row.result_reason, row.version) == (
        T0 + 3,
        "Alice reached 30 points.",
        3,
    )
    assert await store.get_results(game.id) == [results[0], results[1], results[2]]
    assert await store.load_latest(game.id) == Snapshot(3, state(3, "end"))
    assert await store.open_game_in_channel(row.channel_id) is None
    assert await store.list_open_games() == []
    with pytest.raises(StaleGame):
        await append(store, game.id, 3, [move(4)], state(4))
    with pytest.raises(StaleGame):
        await store.commit(Change(game.id, T0 + 9, status=GameStatus.ABORTED))
    with pytest.raises(ValueError):
        await append(store, game.id, 3, [move(4)], state(4), status=GameStatus.LOBBY)


async def test_moderator_end_and_abort(store: AnyStore) -> None:
    ended = await started_game(store, channel_id=1)
    await play(store, ended.id, 2)
    with pytest.raises(StaleGame):  # a move got in first
        await store.commit(Change(ended.id, T0 + 5, expected_version=1, status=GameStatus.FINISHED,
                                  reason="stuck"))
    row = (await store.commit(Change(ended.id, T0 + 5, expected_version=2,
                                     status=GameStatus.FINISHED,
                                     results=[ResultRow(0, HOST, 3, 1), ResultRow(1, ALICE, 2, 2),
                                              ResultRow(2, None, 0, 3)],
                                     reason="Ended by a moderator."))).game
    assert (row.status, row.result_reason, row.finished_at) == (
        GameStatus.FINISHED,
        "Ended by a moderator.",
        T0 + 5,
    )
    assert [r.place for r in await store.get_results(ended.id)] == [1, 2, 3]

    aborted = await started_game(store, channel_id=2)
    row = (await store.commit(Change(aborted.id, T0 + 6, status=GameStatus.ABORTED,
                                     reason="spam"))).game
    assert (row.status, row.result_reason) == (GameStatus.ABORTED, "spam")
    assert await store.get_results(aborted.id) == []
    with pytest.raises(ValueError):
        await store.commit(Change(aborted.id, T0, status=GameStatus.ACTIVE))
    with pytest.raises(GameNotFound):
        await store.commit(Change(999, T0, status=GameStatus.ABORTED))


# --- seats changing hands -------------------------------------------------------------------


async def test_substitute_and_ai_takeover(store: AnyStore) -> None:
    game = await started_game(store)  # seats: HOST, ALICE, AI

    async def hand(seat: int, user_id: int | None, now: int) -> SeatRow:
        await store.commit(Change(game.id, now, seat_change=SeatChange(seat, user_id)))
        return (await store.get_seats(game.id))[seat]

    seat = await hand(1, None, T0 + 1)
    assert (seat.user_id, seat.is_ai, seat.label) == (ALICE, True, "blue")
    seat = await hand(1, ALICE, T0 + 2)
    assert not seat.is_ai and seat.user_id == ALICE
    with pytest.raises(SeatTaken):  # the host already plays seat 0
        await hand(1, HOST, T0 + 3)
    seat = await hand(1, BOB, T0 + 3)
    assert (seat.user_id, seat.is_ai, seat.label, seat.joined_at) == (BOB, False, "blue", T0 + 3)
    seat = await hand(2, ALICE, T0 + 4)  # takes the AI's seat
    assert (seat.user_id, seat.is_ai) == (ALICE, False)
    assert [(s.user_id, s.is_ai) for s in await store.get_seats(game.id)] == [
        (HOST, False),
        (BOB, False),
        (ALICE, False),
    ]
    assert [g.id for g in await store.list_open_games_for_user(ALICE)] == [game.id]
    with pytest.raises(SeatNotFound):
        await hand(9, BOB, T0 + 5)
    await store.commit(Change(game.id, T0 + 6, status=GameStatus.ABORTED))
    with pytest.raises(StaleGame):
        await hand(1, None, T0 + 7)


# --- resuming after a restart ---------------------------------------------------------------


async def test_reopening_resumes_every_open_game(backend: Backend) -> None:
    store = await backend.open()
    lobby = await store.create_lobby(
        guild_id=GUILD, channel_id=1, game="adastra", host_id=HOST, seed=1, now=T0
    )
    await store.set_lobby_message(lobby.id, 123456789, now=T0 + 1)
    active = await started_game(store, channel_id=2)
    await play(store, active.id, 4)
    done = await started_game(store, channel_id=3)
    await store.commit(Change(done.id, T0 + 2, status=GameStatus.FINISHED))
    cancelled = await store.create_lobby(
        guild_id=GUILD, channel_id=4, game="adastra", host_id=HOST, seed=1, now=T0
    )
    await store.commit(Change(cancelled.id, T0 + 3, status=GameStatus.CANCELLED))
    elsewhere = await started_game(store, channel_id=5, guild_id=GUILD + 1)
    await play(store, elsewhere.id, 1)
    await store.close()
    with pytest.raises(StorageError, match="closed"):
        await store.get_game(lobby.id)

    store = await backend.open()
    try:
        open_games = await store.list_open_games()
        assert [(g.id, g.status, g.version) for g in open_games] == [
            (lobby.id, GameStatus.LOBBY, 0),
            (active.id, GameStatus.ACTIVE, 4),
            (elsewhere.id, GameStatus.ACTIVE, 1),
        ]
        assert open_games[0].lobby_message_id == 123456789
        assert [g.id for g in await store.list_open_games(GUILD)] == [lobby.id, active.id]
        assert [g.id for g in await store.list_open_games(GUILD + 1)] == [elsewhere.id]
        for game in open_games:
            if game.status is GameStatus.ACTIVE:
                snapshot = await store.load_latest(game.id)
                assert snapshot == Snapshot(game.version, state(game.version))
                assert await store.count_moves(game.id) == game.version
        # Play goes on where it stopped.
        assert await play(store, active.id, 1) == 5
        assert [s.user_id for s in await store.get_seats(active.id)] == [HOST, ALICE, None]
    finally:
        await store.close()


# --- settings and audit ---------------------------------------------------------------------


async def test_settings_per_guild(store: AnyStore) -> None:
    assert await store.get_setting(GUILD, "deadline_hours") is None
    assert await store.get_setting(GUILD, "deadline_hours", 48) == 48
    await store.set_setting(GUILD, "deadline_hours", 72, now=T0)
    await store.set_setting(GUILD, "reminders", [24, 4], now=T0)
    await store.set_setting(GUILD, "mod_role", None, now=T0)
    await store.set_setting(GUILD + 1, "deadline_hours", 12, now=T0)
    assert await store.get_setting(GUILD, "deadline_hours", 48) == 72
    assert await store.get_setting(GUILD, "mod_role", "unset") is None  # JSON null is stored
    await store.set_setting(GUILD, "deadline_hours", {"default": 24}, now=T0 + 1)
    assert await store.get_settings(GUILD) == {
        "deadline_hours": {"default": 24},
        "mod_role": None,
        "reminders": [24, 4],
    }
    await store.delete_setting(GUILD, "mod_role")
    assert "mod_role" not in await store.get_settings(GUILD)
    assert await store.get_settings(GUILD + 1) == {"deadline_hours": 12}


async def test_sqlite_reads_a_guilds_settings_once_and_writes_through(tmp_path: Path) -> None:
    """A move words its deadline from several settings; SQLite serves them from memory
    after one read, and every change is seen at once."""
    from storage.sqlite import SqliteStore

    store = await SqliteStore.open(tmp_path / "settings.sqlite3")
    reads = 0
    real_run = store.db.run

    def counted(*args: Any, **kwargs: Any) -> Any:
        nonlocal reads
        reads += kwargs.get("write") is False  # reads only: writes are counted elsewhere
        return real_run(*args, **kwargs)

    try:
        await store.set_setting(GUILD, "deadline_hours", 72, now=T0)
        store.db.run = counted  # type: ignore[method-assign]
        for _ in range(5):
            assert await store.get_setting(GUILD, "deadline_hours") == 72
            assert await store.get_settings(GUILD) == {"deadline_hours": 72}
            assert await store.get_setting(GUILD, "away.5", []) == []
        assert reads == 1
        await store.set_setting(GUILD, "deadline_hours", 24, now=T0)
        await store.set_setting(GUILD, "reminders", [24, 4], now=T0)
        assert await store.get_setting(GUILD, "deadline_hours") == 24
        reminders = await store.get_setting(GUILD, "reminders")
        reminders.append(1)  # the caller's copy: what is kept does not change
        assert await store.get_setting(GUILD, "reminders") == [24, 4]
        await store.delete_setting(GUILD, "deadline_hours")
        assert await store.get_setting(GUILD, "deadline_hours", 48) == 48
        assert reads == 1  # written through: no write sends the next read to the database
    finally:
        await store.close()


async def test_audit_log(store: AnyStore) -> None:
    game = await started_game(store)
    rows = []
    for i in range(5):
        rows.append(
            await store.append_audit(
                guild_id=GUILD,
                actor_id=HOST if i else None,
                action=f"action{i}",
                now=T0 + i,
                game_id=game.id if i % 2 else None,
                details={"n": i, "who": [ALICE]},
            )
        )
    await store.append_audit(guild_id=GUILD + 1, actor_id=BOB, action="other", now=T0)
    listed = await store.list_audit(GUILD)
    assert [r.action for r in listed] == ["action4", "action3", "action2", "action1", "action0"]
    assert listed[-1] == rows[0] and listed[-1].actor_id is None
    assert listed[0].details == {"n": 4, "who": [ALICE]} and listed[0].created_at == T0 + 4
    page = await store.list_audit(GUILD, limit=2, before_id=listed[1].id)
    assert [r.action for r in page] == ["action2", "action1"]
    assert [r.action for r in await store.list_audit(GUILD, game_id=game.id)] == [
        "action3",
        "action1",
    ]
    assert json.loads(json.dumps(rows[3].details)) == {"n": 3, "who": [ALICE]}


async def test_unknown_game_everywhere(store: AnyStore) -> None:
    for call in (
        store.get_game(999),
        store.get_seats(999),
        store.load_latest(999),
        store.load_snapshot(999, 5),
        store.moves_since(999, 0),
        store.get_results(999),
        store.set_lobby_message(999, 1, now=T0),
        store.commit(Change(999, T0, expected_version=1, rewind_to=0, snapshot_json=state(0))),
    ):
        with pytest.raises(GameNotFound):
            await call


async def test_active_games_with_ai_seats_are_listed_for_start_up(store: AnyStore) -> None:
    """What start-up looks through for AI decisions a crash may have cut short: active
    games with an AI seat (handed over during play or seated from the lobby), nothing else."""
    with_ai = await started_game(store, channel_id=1)
    people = await store.create_lobby(guild_id=GUILD, channel_id=2, game="adastra",
                                      host_id=HOST, seed=1, now=T0)
    await store.add_seat(people.id, user_id=ALICE, now=T0)
    order = [SeatSpec(HOST, label="red"), SeatSpec(ALICE, label="blue")]
    humans = (await store.commit(Change(people.id, T0,
                                        start=GameStart(order, state(0))))).game
    finished = await started_game(store, channel_id=3)
    await store.commit(Change(finished.id, T0 + 1, status=GameStatus.FINISHED))
    lobby = await store.create_lobby(guild_id=GUILD, channel_id=4, game="adastra",
                                     host_id=HOST, seed=1, now=T0)
    await store.add_seat(lobby.id, user_id=None, now=T0, is_ai=True)
    assert [g.id for g in await store.list_active_games_with_ai()] == [with_ai.id]
    await store.commit(Change(humans.id, T0 + 2, seat_change=SeatChange(1)))
    assert [g.id for g in await store.list_active_games_with_ai()] == [with_ai.id, humans.id]
    await store.commit(Change(humans.id, T0 + 3, seat_change=SeatChange(1, ALICE)))
    assert [g.id for g in await store.list_active_games_with_ai()] == [with_ai.id]
