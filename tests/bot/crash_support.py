"""What the crash tests share (a change and what must be stored with it: its post, its
plan, its audit row): the database on either backend, a bot that starts again on it after
the crash, and the actions and checks the three kinds of test make.

The crash itself is injected by ``tests.storage.storage_helpers`` (``break_outbox``,
``break_writes``): a statement fails as if the process died on it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.app.render import Renderer
from bot.features.service import GameService
from bot.outbox.announce import Announcements
from bot.outbox.dispatch import Dispatcher
from games.core import awaited
from storage.base import GameStatus
from tests.bot.test_game_end_posts import Client
from tests.bot.test_service import CHANNEL, DAVE, Clock, started
from tests.bot.timekeeping_support import NoDrawing
from tests.storage.storage_helpers import Backend

MOD = 99


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    if request.param == "sqlite":
        return Backend("sqlite", str(tmp_path / "starpost.sqlite3"))
    return Backend("postgresql", request.getfixturevalue("postgres_url"))


@pytest.fixture
async def renderer() -> AsyncIterator[Renderer]:
    """No board is drawn: these tests look at what is stored and sent, never at an image
    (the end of a game's media are still drawn, in the media lane)."""
    drawing = NoDrawing()
    yield drawing
    drawing.close()


@dataclass
class Bot:
    """One run of the bot on the test's database, sending its outbox to one channel that
    outlives every run (so a post sent twice, across restarts, would show)."""

    service: GameService
    dispatcher: Dispatcher

    @classmethod
    async def start(cls, backend: Backend, renderer: Renderer, clock: Clock,
                    client: Client) -> Bot:
        """Start as the bot does: open the store, catch up (the AI plays what it owes),
        then send whatever the outbox holds."""
        service = GameService(await backend.open(), renderer, clock)
        await service.timekeeper.catch_up()
        sender = Dispatcher(client, Announcements(service.core, service.history))  # type: ignore[arg-type]
        bot = cls(service, sender)
        await bot.dispatcher.announcements.restarted()
        await bot.dispatcher.flush()
        return bot

    async def stop(self) -> None:
        await self.service.store.close()


async def start_with_a_game(backend: Backend, renderer: Renderer
                            ) -> tuple[Bot, Clock, Client, int]:
    """The opening of every crash test: a bot on the test's database with Ad Astra started
    in its channel by alice, bob and carol; the bot, its clock, its client (the channel
    that outlives every run) and the game's id."""
    clock, client = Clock(), Client()
    bot = await Bot.start(backend, renderer, clock, client)
    await started(bot.service)
    return bot, clock, client, (await bot.service.core.live(CHANNEL)).row.id


Action = Callable[[GameService], Awaitable[object]]


Check = Callable[[GameService, int], Awaitable[bool]]


async def awaited_user(service: GameService) -> int:
    live = await service.core.live(CHANNEL)
    user = live.seats[awaited(live.engine, live.state)[0]].user_id
    assert user is not None
    return user


async def idle_user(service: GameService) -> int:
    """A player the game is not waiting for (handing them over lets the AI play nothing)."""
    live = await service.core.live(CHANNEL)
    acting = awaited(live.engine, live.state)
    user = next(s.user_id for s in live.seats if s.seat not in acting)
    assert user is not None
    return user


async def abort(service: GameService) -> object:
    return await service.moderation.abort(await service.core.live(CHANNEL), MOD, "stuck",
                                          locale="en")


async def end(service: GameService) -> object:
    return await service.moderation.end(await service.core.live(CHANNEL), MOD, "out of time",
                                        locale="en")


async def deadline(service: GameService) -> object:
    return await service.moderation.deadline(await service.core.live(CHANNEL), MOD, 12, locale="en")


def status_is(status: GameStatus) -> Check:
    async def check(service: GameService, game_id: int) -> bool:
        return (await service.store.get_game(game_id)).status == status
    return check


async def dave_plays(service: GameService, game_id: int) -> bool:
    return any(s.user_id == DAVE and not s.is_ai for s in await service.store.get_seats(game_id))


async def an_ai_seat_has_a_holder(service: GameService, game_id: int) -> bool:
    return any(s.is_ai and s.user_id is not None
               for s in await service.store.get_seats(game_id))


async def nothing(service: GameService) -> None:
    return None


async def rollback(service: GameService) -> object:
    return await service.moderation.rollback(await service.core.live(CHANNEL), MOD, 1, locale="en")
