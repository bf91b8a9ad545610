"""An AI decision that a crash cut short is played at the next start-up.

Starting a game with an AI to act, and handing a seat to the AI (``/game leave``, a
moderator's hand-over), used to store the start or the seat first and the AI's moves after
(they are now one transaction with their post: tests/bot/test_announced_changes.py), and a
database may still hold such a first half. A crash between the two left the game waiting on
the AI for ever: nobody reminds or times out an AI seat. These tests store the first half
only, restart on the same SQLite file, and check that start-up lets the AI play and posts
it, once.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app.render import Renderer
from bot.features.service import GameService
from games.adastra import GAME
from games.core import awaited
from storage.base import Change, GameStart, GameStatus, SeatChange, SeatSpec
from storage.sqlite import SqliteStore
from tests.bot.test_service import ALICE, BOB, CAROL, CHANNEL, GUILD, Clock, started


@pytest.fixture
async def renderer() -> AsyncIterator[Renderer]:
    drawing = Renderer(0)
    yield drawing
    drawing.close()


async def restarted(path: Path, renderer: Renderer) -> tuple[GameService, SqliteStore]:
    """A new process on the same file: a fresh store and service, then start-up's catch-up."""
    store = await SqliteStore.open(path)
    service = GameService(store, renderer, Clock())
    await service.timekeeper.catch_up()
    return service, store


async def unsent(store: SqliteStore, game_id: int) -> int:
    return len(await store.claim_posts(now=2_000_000_000, lease=60, game_id=game_id))


async def test_a_seat_handed_to_the_ai_before_a_crash_is_played_after_restart(
        tmp_path: Path, renderer: Renderer) -> None:
    path = tmp_path / "db.sqlite3"
    store = await SqliteStore.open(path)
    service = await started(GameService(store, renderer, Clock()))
    live = service.core.games[CHANNEL]
    game_id, version = live.row.id, live.version
    seat = awaited(GAME, live.state)[0]
    before = {p.id for p in await store.claim_posts(now=2_000_000_000, lease=60,
                                                    game_id=game_id)}
    # The hand-over's first transaction, then the crash: no AI move, no post.
    await store.commit(Change(game_id, 1_700_000_100, seat_change=SeatChange(seat)))
    await store.close()

    service, store = await restarted(path, renderer)
    try:
        row = await store.get_game(game_id)
        assert row.status == GameStatus.ACTIVE and row.version > version
        moves = await store.moves_since(game_id, version)
        assert moves and all(m.kind == "ai" and m.seat == seat for m in moves)
        state = GAME.from_json(json.loads((await store.load_latest(game_id)).state_json))
        seats = await store.get_seats(game_id)
        assert not any(seats[s].is_ai for s in awaited(GAME, state))
        # (a minute later: the claim above holds the game's posts until then)
        posts = await store.claim_posts(now=2_000_000_100, lease=60, game_id=game_id)
        assert [p for p in posts if p.id not in before]  # the AI's moves are announced
        # A second start-up finds nothing owed: the AI does not play again.
        await store.close()
        service, store = await restarted(path, renderer)
        assert (await store.get_game(game_id)).version == row.version
    finally:
        await store.close()


async def test_a_game_started_with_the_ai_to_act_before_a_crash_is_played_after_restart(
        tmp_path: Path, renderer: Renderer) -> None:
    path = tmp_path / "db.sqlite3"
    store = await SqliteStore.open(path)
    lobby = await store.create_lobby(guild_id=GUILD, channel_id=CHANNEL, game="adastra",
                                     host_id=ALICE, seed=7, now=1_700_000_000)
    await store.add_seat(lobby.id, user_id=BOB, now=1_700_000_000)
    await store.add_seat(lobby.id, user_id=CAROL, now=1_700_000_000)
    state = GAME.setup(3, 7)
    acting = awaited(GAME, state)
    # The AI holds a seat the game waits on from its first decision.
    specs = [SeatSpec(None if i == acting[0] else user, i == acting[0], f"s{i}")
             for i, user in enumerate((ALICE, BOB, CAROL))]
    # The start's transaction, then the crash: the intro and the AI's moves never came.
    await store.commit(Change(lobby.id, 1_700_000_001,
                              start=GameStart(specs, json.dumps(GAME.to_json(state)))))
    await store.close()

    _, store = await restarted(path, renderer)
    try:
        row = await store.get_game(lobby.id)
        assert row.version > 0
        after = GAME.from_json(json.loads((await store.load_latest(lobby.id)).state_json))
        assert acting[0] not in awaited(GAME, after) or GAME.outcome(after) is not None
        assert await unsent(store, lobby.id) >= 1
    finally:
        await store.close()


async def test_start_up_leaves_games_waiting_on_people_alone(
        tmp_path: Path, renderer: Renderer) -> None:
    path = tmp_path / "db.sqlite3"
    store = await SqliteStore.open(path)
    service = await started(GameService(store, renderer, Clock()), ai_seats=1)
    live = service.core.games[CHANNEL]
    game_id, version = live.row.id, live.version
    assert any(s.is_ai for s in live.seats)
    assert not any(live.seats[s].is_ai for s in awaited(GAME, live.state))
    await store.close()

    _, store = await restarted(path, renderer)
    try:
        assert (await store.get_game(game_id)).version == version
    finally:
        await store.close()
