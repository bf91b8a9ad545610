"""A crash between storing a change and storing the post announcing it never leaves a
table untold: a seat handed to the AI (``/game leave``, a member leaving the server, a
moderator's hand-over), a seat taken over or substituted, a moderator's abort, end or
deadline, a player's absence (``/away``, told to each of their tables) and a lobby's start
(with the AI's first moves when an AI seat acts first) are each stored in one transaction
with their post, on SQLite and on PostgreSQL.

The crash is injected where the post is stored (``break_outbox``: that statement fails as
if the process died on it). The bot then starts again on the same database, catches up and
sends its outbox; the change and its announcement must both be there or both be missing,
and once the action is made again, the announcement reaches the channel exactly once.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.app.clocks import away_key
from bot.app.i18n import Readers
from bot.app.render import Renderer
from bot.features.service import GameService
from games.adastra import GAME
from games.core import Rng, awaited
from storage.base import GameStatus
from tests.bot.crash_support import (
    Action,
    Bot,
    Check,
    abort,
    an_ai_seat_has_a_holder,
    awaited_user,
    backend,
    dave_plays,
    deadline,
    end,
    idle_user,
    renderer,
    start_with_a_game,
    status_is,
)
from tests.bot.test_game_end_posts import Client
from tests.bot.test_service import ALICE, BOB, CHANNEL, DAVE, GUILD, Clock, started
from tests.storage.storage_helpers import CRASH, Backend, break_outbox, mend_outbox

__all__ = ["backend", "renderer"]  # the shared fixtures these tests use


@dataclass(frozen=True)
class Scenario:
    """An action under test, whether its change is stored, and words of its announcement."""

    action: Action
    changed: Check
    words: str
    opened: bool = False  # the seat of a player who left is open before the action


async def leave_awaited(service: GameService) -> object:
    live = await service.core.live(CHANNEL)
    return await service.seats.leave(live, await awaited_user(service), locale="en")


async def leave_idle(service: GameService) -> object:
    live = await service.core.live(CHANNEL)
    return await service.seats.leave(live, await idle_user(service), locale="en")


async def hand_to_ai(service: GameService) -> object:
    live = await service.core.live(CHANNEL)
    return await service.seats.hand_to_ai(live, await awaited_user(service), locale="en")


async def member_left(service: GameService) -> object:
    return await service.seats.member_left(GUILD, await awaited_user(service), locale="en")


async def take(service: GameService) -> object:
    return await service.seats.take(await service.core.live(CHANNEL), DAVE, locale="en")


async def substitute(service: GameService) -> object:
    return await service.seats.substitute(await service.core.live(CHANNEL), BOB, DAVE, locale="en")


async def away(service: GameService) -> object:
    return await service.timekeeper.set_away(GUILD, ALICE, "3d", readers=Readers("en", "en"))


async def alice_is_away(service: GameService, game_id: int) -> bool:
    return bool(await service.store.get_setting(GUILD, away_key(ALICE)))


async def has_own_deadline(service: GameService, game_id: int) -> bool:
    return bool(await service.store.get_setting(GUILD, f"game.{game_id}.deadline_hours") == 12)


SCENARIOS = {
    "leave_awaited": Scenario(leave_awaited, an_ai_seat_has_a_holder, "is played by the AI"),
    "leave_idle": Scenario(leave_idle, an_ai_seat_has_a_holder, "is played by the AI"),
    "hand_to_ai": Scenario(hand_to_ai, an_ai_seat_has_a_holder, "is now played by the AI"),
    "member_left": Scenario(member_left, an_ai_seat_has_a_holder, "is played by the AI"),
    "take": Scenario(take, dave_plays, "takes over", opened=True),
    "substitute": Scenario(substitute, dave_plays, "replaces <@12>"),
    "abort": Scenario(abort, status_is(GameStatus.ABORTED), "aborted the game"),
    "end": Scenario(end, status_is(GameStatus.FINISHED), "ended the game"),
    "deadline": Scenario(deadline, has_own_deadline, "set this game's deadline to 12"),
    "away": Scenario(away, alice_is_away, "<@11> is away until"),
}


def told(client: Client, words: str) -> int:
    """How many posts the channel got with these words."""
    return sum(words in text for text, _ in client.channel.sent)


@pytest.mark.parametrize("name", SCENARIOS)
async def test_a_crash_storing_the_announcement_keeps_change_and_post_together(
        backend: Backend, renderer: Renderer, name: str) -> None:
    scenario = SCENARIOS[name]
    bot, clock, client, game_id = await start_with_a_game(backend, renderer)
    if scenario.opened:
        await leave_idle(bot.service)
    await bot.dispatcher.flush()  # the start (and the seat opened): sent before the crash

    await break_outbox(backend)
    with pytest.raises(Exception, match=CRASH):
        await scenario.action(bot.service)
    await bot.stop()  # the process dies: nothing more is written
    await mend_outbox(backend)

    bot = await Bot.start(backend, renderer, clock, client)
    try:
        changed = await scenario.changed(bot.service, game_id)
        assert changed == (told(client, scenario.words) == 1)
        assert not changed  # the whole change went with its post
        # Made again, the action is stored and announced once, and only once.
        await scenario.action(bot.service)
        await bot.dispatcher.flush()
        assert await scenario.changed(bot.service, game_id)
        assert told(client, scenario.words) == 1
    finally:
        await bot.stop()
    bot = await Bot.start(backend, renderer, clock, client)  # and after another restart
    try:
        assert told(client, scenario.words) == 1
    finally:
        await bot.stop()


@pytest.mark.parametrize("name", ["leave_awaited", "leave_idle", "take", "substitute"])
async def test_a_seat_change_that_was_not_stored_is_not_shown_either(
        backend: Backend, renderer: Renderer, name: str) -> None:
    """The game in memory shows a seat change only once it is stored: should storing it
    fail, the process goes on with the seats as they were, and the action can be made again."""
    scenario = SCENARIOS[name]
    clock, client = Clock(), Client()
    bot = await Bot.start(backend, renderer, clock, client)
    try:
        await started(bot.service)
        if scenario.opened:
            await leave_idle(bot.service)
        await bot.dispatcher.flush()
        live = await bot.service.core.live(CHANNEL)
        seats, names, version = list(live.seats), list(live.names), live.version

        await break_outbox(backend)
        with pytest.raises(Exception, match=CRASH):
            await scenario.action(bot.service)
        await mend_outbox(backend)
        assert (live.seats, live.names, live.version) == (seats, names, version)
        assert await bot.service.store.get_seats(live.row.id) == seats

        await scenario.action(bot.service)
        await bot.dispatcher.flush()
        assert await scenario.changed(bot.service, live.row.id)
        assert told(client, scenario.words) == 1
    finally:
        await bot.stop()


def ai_acts_first(seed: int, ai: list[bool]) -> bool:
    """Whether a lobby of these seats (True: an AI seat), started with this seed, waits on
    an AI seat first (the seat order is drawn from the seed, as the lobby draws it)."""
    order = list(range(len(ai)))
    Rng.from_seed(seed ^ 0x5EA7).shuffle(order)
    return ai[order[awaited(GAME, GAME.setup(len(ai), seed))[0]]]


@pytest.mark.parametrize("ai_first", [False, True])
async def test_a_crash_storing_the_start_s_post_leaves_the_lobby_as_it_was(
        backend: Backend, renderer: Renderer, ai_first: bool) -> None:
    """The start, the AI's first moves (when an AI seat acts first) and the post announcing
    them are one transaction: after a crash the lobby is still a lobby, and started again,
    the game is announced once."""
    clock, client = Clock(), Client()
    seed = next(s for s in range(1000) if ai_acts_first(s, [False, False, True]) == ai_first)
    bot = await Bot.start(backend, renderer, clock, client)
    store = bot.service.store
    lobby = await store.create_lobby(guild_id=GUILD, channel_id=CHANNEL, game="adastra",
                                     host_id=ALICE, seed=seed, now=clock())
    await store.add_seat(lobby.id, user_id=BOB, now=clock())
    await store.add_seat(lobby.id, user_id=None, is_ai=True, now=clock())

    await break_outbox(backend)
    with pytest.raises(Exception, match=CRASH):
        await bot.service.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
    await bot.stop()
    await mend_outbox(backend)

    bot = await Bot.start(backend, renderer, clock, client)
    try:
        row = await bot.service.store.get_game(lobby.id)
        assert (row.status, row.version, told(client, "begins")) == (GameStatus.LOBBY, 0, 0)
        assert await bot.service.store.moves_since(lobby.id, 0) == []
        _, outcome = await bot.service.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
        await bot.dispatcher.flush()
        row = await bot.service.store.get_game(lobby.id)
        assert row.status == GameStatus.ACTIVE and (row.version > 0) == ai_first
        assert told(client, "begins") == 1 and "begins" in outcome.post.text
        live = await bot.service.core.live(CHANNEL)
        assert live.version == row.version
        assert [(s.user_id, s.is_ai) for s in live.seats] == [
            (s.user_id, s.is_ai) for s in await bot.service.store.get_seats(lobby.id)]
    finally:
        await bot.stop()
    bot = await Bot.start(backend, renderer, clock, client)  # and after another restart
    try:
        assert told(client, "begins") == 1
        assert (await bot.service.store.get_game(lobby.id)).version == row.version
    finally:
        await bot.stop()
