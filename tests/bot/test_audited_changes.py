"""A moderator's change and its audit row are stored in one transaction, on SQLite and on
PostgreSQL: an abort, an end, a skip, a rollback, a game's or the server's deadline, a
substitute, a seat handed to the AI. A crash where the audit row is written (a trigger on
``audit``) leaves neither; after a restart on the same database, the action made again
leaves both, once."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.app.render import Renderer
from bot.features.service import GameService
from storage.base import GameStatus
from tests.bot.crash_support import (
    MOD,
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
    nothing,
    renderer,
    rollback,
    start_with_a_game,
    status_is,
)
from tests.bot.test_service import BOB, CHANNEL, DAVE, GUILD
from tests.storage.storage_helpers import CRASH, Backend, break_writes, mend_writes

__all__ = ["backend", "renderer"]  # the fixtures, shared with the announced changes' tests


async def skip(service: GameService) -> object:
    return await service.moderation.skip(await service.core.live(CHANNEL), MOD, locale="en")


async def settings(service: GameService) -> object:
    return await service.moderation.settings(GUILD, MOD, deadline_hours=20, locale="en")


async def substitute(service: GameService) -> object:
    live = await service.core.live(CHANNEL)
    audit = service.moderation.entry(live, MOD, "substitute", old=BOB, new=DAVE)
    return await service.seats.substitute(live, BOB, DAVE, "en", audit)


async def hand_to_ai(service: GameService) -> object:
    live = await service.core.live(CHANNEL)
    user = await awaited_user(service)
    return await service.seats.hand_to_ai(live, user, "en",
                                          service.moderation.entry(live, MOD, "ai", user=user))


def version_is(version: int) -> Check:
    async def check(service: GameService, game_id: int) -> bool:
        return (await service.store.get_game(game_id)).version == version
    return check


async def own_deadline(service: GameService, game_id: int) -> bool:
    return await service.store.get_setting(GUILD, f"game.{game_id}.deadline_hours") == 12


async def server_deadline(service: GameService, game_id: int) -> bool:
    return await service.store.get_setting(GUILD, "deadline_hours") == 20


@dataclass(frozen=True)
class Scenario:
    action: Action
    changed: Check
    name: str  # the audit row's action
    before: Action = nothing


SCENARIOS = {
    "abort": Scenario(abort, status_is(GameStatus.ABORTED), "abort"),
    "end": Scenario(end, status_is(GameStatus.FINISHED), "end"),
    "skip": Scenario(skip, version_is(1), "skip"),
    "rollback": Scenario(rollback, version_is(0), "rollback", before=skip),
    "deadline": Scenario(deadline, own_deadline, "deadline"),
    "settings": Scenario(settings, server_deadline, "settings"),
    "substitute": Scenario(substitute, dave_plays, "substitute"),
    "ai": Scenario(hand_to_ai, an_ai_seat_has_a_holder, "ai"),
}


async def audited(service: GameService, action: str) -> int:
    return sum(row.action == action for row in await service.store.list_audit(GUILD))


@pytest.mark.parametrize("name", SCENARIOS)
async def test_a_crash_writing_the_audit_row_keeps_change_and_row_together(
        backend: Backend, renderer: Renderer, name: str) -> None:
    scenario = SCENARIOS[name]
    bot, clock, client, game_id = await start_with_a_game(backend, renderer)
    await scenario.before(bot.service)
    before = await audited(bot.service, scenario.name)

    await break_writes(backend, "audit")
    with pytest.raises(Exception, match=CRASH):
        await scenario.action(bot.service)
    await bot.stop()  # the process dies: nothing more is written
    await mend_writes(backend, "audit")

    bot = await Bot.start(backend, renderer, clock, client)
    try:
        assert not await scenario.changed(bot.service, game_id)
        assert await audited(bot.service, scenario.name) == before
        await scenario.action(bot.service)  # made again: the change and its row, once
        assert await scenario.changed(bot.service, game_id)
        assert await audited(bot.service, scenario.name) == before + 1
    finally:
        await bot.stop()
