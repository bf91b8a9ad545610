"""Two bot processes sharing one PostgreSQL database, as sharded deployments run: a game
cached by one process and moved by the other is reloaded before it is used, so a move is
never applied to an old state and never needs a "try again"."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.app.errors import UserError
from bot.app.i18n import Readers
from bot.app.render import Renderer
from bot.features.service import GameService
from games.adastra import GAME
from storage.base import Change, GameStatus
from storage.postgres import PostgresStore

GUILD, CHANNEL = 1, 100
ALICE, BOB, CAROL = 11, 12, 13


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000

    def __call__(self) -> int:
        self.now += 1
        return self.now


@pytest.fixture
async def services(postgres_url: str) -> AsyncIterator[tuple[GameService, GameService]]:
    """Two processes' services: two stores (pools, owner keys) on one database."""
    opened = []
    for _ in range(2):
        store = await PostgresStore.open(postgres_url)
        opened.append(GameService(store, Renderer(0), Clock()))
    try:
        yield opened[0], opened[1]
    finally:
        for service in opened:
            await service.store.close()  # type: ignore[attr-defined]
            service.renderer.close()


async def plan(service: GameService, user: int, space: int) -> str:
    live = await service.core.live(CHANNEL)
    seat = live.seat_of(user)
    assert seat is not None
    card = live.state.players[seat].hand[0]
    outcome = await service.moves.move(CHANNEL, user, f"plan {card} {space}", readers=Readers("en",
                                                                                              "en"))
    return outcome.moved


async def test_a_stale_cache_is_reloaded_in_place(
        services: tuple[GameService, GameService]) -> None:
    first, second = services
    await first.lobbies.new_game(GUILD, CHANNEL, ALICE, "adastra", locale="en")
    await first.lobbies.join(BOB, channel_id=CHANNEL, locale="en")
    await first.lobbies.join(CAROL, channel_id=CHANNEL, locale="en")
    await first.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
    cached = await second.core.live(CHANNEL)  # the other process has the game in its cache
    assert cached.version == 0
    seat = GAME.to_act(cached.state)[0]
    mover = cached.seats[seat].user_id
    assert mover is not None
    moved = await plan(first, mover, 5)
    # The second process sees the move at once: same object (same lock), new state.
    again = await second.core.live(CHANNEL)
    assert again is cached and cached.version == 1
    with pytest.raises(UserError) as refused:
        await plan(second, mover, 6)
    assert "not your turn" in refused.value.message
    # Whoever is next moves through the second process, on the fresh state.
    nxt = cached.seats[GAME.to_act(cached.state)[0]].user_id
    assert nxt is not None and nxt != mover
    second_move = await plan(second, nxt, 6)
    rows = await second.store.moves_page(cached.row.id, 0, 10)
    assert [(r.ply, r.notation) for r in rows] == [(1, moved), (2, second_move)]
    assert (await first.core.live(CHANNEL)).version == 2


async def test_a_game_ended_elsewhere_is_forgotten(
        services: tuple[GameService, GameService]) -> None:
    first, second = services
    await first.lobbies.new_game(GUILD, CHANNEL, ALICE, "adastra", 2, locale="en")
    await first.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
    live = await second.core.live(CHANNEL)
    await first.store.commit(Change(live.row.id, 1_700_000_100, status=GameStatus.ABORTED))
    with pytest.raises(UserError):
        await second.core.live(CHANNEL)
    assert CHANNEL not in second.core.games
