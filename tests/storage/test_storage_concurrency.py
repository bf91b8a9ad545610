"""Two writers, one game: exactly one wins each ply, the other is told to try again. On
SQLite the writers are two connections to one file; on PostgreSQL two pools, as two bot
processes would have."""

from __future__ import annotations

import asyncio

from storage_helpers import T0, AnyStore, Backend, append, move, started_game, state

from storage import STALE_GAME_MESSAGE, Change, GameStart, SeatSpec, Snapshot, StaleGame


async def race(
    first: AnyStore, second: AnyStore, game_id: int, version: int
) -> tuple[int, list[BaseException | int]]:
    """Both stores append ply version+1 from the same version; returns the winner's index."""
    outcomes = await asyncio.gather(
        append(first, game_id, version, [move(version + 1, 0, "A")], state(version + 1, "A")),
        append(second, game_id, version, [move(version + 1, 1, "B"), move(version + 2, 2, "B")],
               state(version + 2, "B")),
        return_exceptions=True,
    )
    winners = [i for i, outcome in enumerate(outcomes) if isinstance(outcome, int)]
    assert len(winners) == 1, outcomes
    return winners[0], list(outcomes)


async def test_two_stores_on_one_database(backend: Backend) -> None:
    first = await backend.open()
    second = await backend.open()
    try:
        game = await started_game(first)
        version = 0
        wins = [0, 0]
        for _ in range(12):
            # Each writer read the same version before deciding.
            assert (await second.get_game(game.id)).version == version
            winner, outcomes = await race(first, second, game.id, version)
            wins[winner] += 1
            loser = outcomes[1 - winner]
            assert isinstance(loser, StaleGame)
            assert str(loser) == STALE_GAME_MESSAGE
            tag = "AB"[winner]
            new_version = version + 1 + winner
            assert outcomes[winner] == new_version
            # Both connections see exactly the winner's moves and snapshot.
            for reader in (first, second):
                assert await reader.load_latest(game.id) == Snapshot(
                    new_version, state(new_version, tag)
                )
                assert (await reader.get_game(game.id)).version == new_version
                tail = await reader.moves_since(game.id, version)
                assert [m.notation for m in tail] == [
                    f"m{p}{tag}" for p in range(version + 1, new_version + 1)
                ]
            version = new_version
        assert sum(wins) == 12
        assert [m.ply for m in await first.moves_page(game.id, 0, 100)] == list(
            range(1, version + 1)
        )
    finally:
        await first.close()
        await second.close()
    if backend.name == "sqlite":
        assert await backend.sql("PRAGMA integrity_check") == [("ok",)]
    assert await backend.sql("SELECT COUNT(*) FROM moves") == [(version,)]


async def test_two_coroutines_on_one_store(store: AnyStore) -> None:
    """Within one process the store serialises its own transactions; the late one is stale."""
    game = await started_game(store)
    winner, outcomes = await race(store, store, game.id, 0)
    assert isinstance(outcomes[1 - winner], StaleGame)
    latest = await store.load_latest(game.id)
    assert latest.ply == (await store.get_game(game.id)).version == 1 + winner


async def test_many_writers_from_one_version(backend: Backend) -> None:
    stores = [await backend.open() for _ in range(4)]
    try:
        game = await started_game(stores[0])
        outcomes = await asyncio.gather(
            *(
                append(s, game.id, 0, [move(1, 0, f"w{i}")], state(1, f"w{i}"), now=T0)
                for i, s in enumerate(stores)
            ),
            return_exceptions=True,
        )
        assert sorted(type(o).__name__ for o in outcomes) == ["StaleGame"] * 3 + ["int"]
        winner = next(i for i, o in enumerate(outcomes) if o == 1)
        for s in stores:
            assert await s.load_latest(game.id) == Snapshot(1, state(1, f"w{winner}"))
            assert [m.notation for m in await s.moves_page(game.id, 0, 5)] == [f"m1w{winner}"]
    finally:
        for s in stores:
            await s.close()


async def test_lobby_races(backend: Backend) -> None:
    """Two processes opening a game in one channel, or both starting one lobby."""
    first = await backend.open()
    second = await backend.open()
    try:
        outcomes = await asyncio.gather(
            *(
                s.create_lobby(guild_id=1, channel_id=77, game="adastra", host_id=h, seed=h, now=T0)
                for s, h in ((first, 1), (second, 2))
            ),
            return_exceptions=True,
        )
        names = sorted(type(o).__name__ for o in outcomes)
        assert names == ["ChannelBusy", "GameRow"]
        lobby = next(o for o in outcomes if not isinstance(o, BaseException))
        assert not isinstance(lobby, BaseException)
        started = await asyncio.gather(
            first.commit(Change(lobby.id, T0, start=GameStart([SeatSpec(lobby.host_id)],
                                                              state(0, "A")))),
            second.commit(Change(lobby.id, T0, start=GameStart([SeatSpec(lobby.host_id)],
                                                               state(0, "B")))),
            return_exceptions=True,
        )
        assert sorted(type(o).__name__ for o in started) == ["Committed", "StaleGame"]
        tag = "A" if not isinstance(started[0], BaseException) else "B"
        assert await second.load_latest(lobby.id) == Snapshot(0, state(0, tag))
    finally:
        await first.close()
        await second.close()
