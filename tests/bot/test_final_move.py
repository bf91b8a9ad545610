"""What the players of a game that ends carry to their next (Magnastorm's kept artifact
cards) is stored in the final move's own transaction, on SQLite and on PostgreSQL: a crash
where the collections are written leaves the game unfinished and nothing kept, and the
final move made again after a restart keeps each card once.

The crash is injected where a setting is written (a trigger on ``settings``), once only
the final move is left to play."""

from __future__ import annotations

import pytest

from bot.app.i18n import Readers
from bot.app.render import Renderer
from bot.features.service import GameService
from games.magnastorm import GAME as MAGNA
from games.magnastorm import ai as magna_ai
from storage.base import GameStatus
from tests.bot.crash_support import Bot, backend, renderer
from tests.bot.test_game_end_posts import Client
from tests.bot.test_service import ALICE, BOB, CHANNEL, GUILD, Clock
from tests.storage.storage_helpers import CRASH, Backend, break_writes, mend_writes

__all__ = ["backend", "renderer"]  # the fixtures, shared with the announced changes' tests


async def collections(service: GameService) -> dict[int, object]:
    return {u: await service.store.get_setting(GUILD, f"collection.magnastorm.{u}")
            for u in (ALICE, BOB)}


async def play_until_the_last_move(service: GameService) -> tuple[int, str]:
    """Play a two-player game up to its final move; returns who makes it, and the move."""
    plies = 0
    while True:
        live = await service.core.live(CHANNEL)
        seat = MAGNA.to_act(live.state)[0]
        user = live.seats[seat].user_id
        assert user is not None
        move = magna_ai.choose_move(MAGNA, live.state, seat, plies)
        text = MAGNA.format_move(live.state, move)
        if MAGNA.outcome(MAGNA.apply(live.state, seat, move)[0]) is not None:
            return user, text
        await service.moves.move(CHANNEL, user, text, readers=Readers("en", "en"))
        plies += 1


async def test_a_crash_storing_the_kept_cards_leaves_the_game_unfinished(
        backend: Backend, renderer: Renderer) -> None:
    clock, client = Clock(), Client()
    bot = await Bot.start(backend, renderer, clock, client)
    service = bot.service
    await service.lobbies.new_game(GUILD, CHANNEL, ALICE, "magnastorm", locale="en")
    await service.lobbies.join(BOB, channel_id=CHANNEL, locale="en")
    await service.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
    game_id = (await service.core.live(CHANNEL)).row.id
    user, last = await play_until_the_last_move(service)
    version = (await service.store.get_game(game_id)).version

    await break_writes(backend, "settings")
    with pytest.raises(Exception, match=CRASH):
        await service.moves.move(CHANNEL, user, last, readers=Readers("en", "en"))
    await bot.stop()  # the process dies: nothing more is written
    await mend_writes(backend, "settings")

    bot = await Bot.start(backend, renderer, clock, client)
    try:
        row = await bot.service.store.get_game(game_id)
        assert (row.status, row.version) == (GameStatus.ACTIVE, version)
        assert await collections(bot.service) == {ALICE: None, BOB: None}
        await bot.service.moves.move(CHANNEL, user, last,
                               readers=Readers("en", "en"))  # made again, the game ends
        assert (await bot.service.store.get_game(game_id)).status == GameStatus.FINISHED
        kept = await collections(bot.service)
        assert all(isinstance(cards, list) and len(cards) == 1 for cards in kept.values())
    finally:
        await bot.stop()
