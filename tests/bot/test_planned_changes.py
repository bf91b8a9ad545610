"""A crash between storing a change and writing the reminder and deadline plan it calls for
never leaves a game on the wrong plan: a seat given to someone else, a game's or the
server's new deadline, an absence starting or ending, a move taken back (a player's undo, a
moderator's rollback), a moderator's abort or end are each stored in one transaction with
the game's new schedule, on SQLite and on PostgreSQL.

The crash is injected where the schedule is written (writing a seat's wait in ``clocks``
fails, as if the process died on it). The bot starts again on the same database and catches
up; the stored schedule must then be the plan of the game as stored (no pending point for
a game that is over), and once the action is made again, too.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.app.i18n import Readers
from bot.app.render import Renderer
from bot.features.service import GameService
from bot.features.timekeeping import entries_of
from storage.base import GameStatus
from tests.bot.crash_support import (
    MOD,
    Action,
    Bot,
    abort,
    awaited_user,
    backend,
    deadline,
    end,
    nothing,
    renderer,
    rollback,
    start_with_a_game,
)
from tests.bot.test_service import CHANNEL, DAVE, GUILD
from tests.storage.storage_helpers import CRASH, Backend, break_writes, mend_writes

__all__ = ["backend", "renderer"]  # the fixtures, shared with the announced changes' tests

CLOCKS = "INSERT OR DELETE"  # a seat's wait written or dropped: where a plan is stored


async def plan_is_stored(service: GameService, game_id: int) -> bool:
    """The stored schedule is the plan of the game as stored: every awaited seat's points
    under the settings, seats and absences stored now, and nothing for a game that is over."""
    store = service.store
    row = await store.get_game(game_id)
    pending = {(p.seat, p.ply, p.since, p.kind, p.lead, p.due_at)
               for p in await store.pending_schedule(game_id)}
    if row.status != GameStatus.ACTIVE:
        return not pending
    service.core.forget(row.channel_id)  # planned from the database, not this process's memory
    live = await service.core.live(row.channel_id)
    wanted = entries_of(await service.timekeeper.seat_clocks(live))
    return bool(wanted) and pending == {(e.seat, e.ply, e.since, e.kind, e.lead, e.due_at)
                                        for e in wanted}


async def awaited_is_away(service: GameService) -> None:
    await service.timekeeper.set_away(GUILD, await awaited_user(service), "3d",
                                      readers=Readers("en", "en"))


async def substitute_awaited(service: GameService) -> object:
    """The player the game waits for, away, replaced by one who is not: the seat's
    deadline no longer waits for the absence."""
    live = await service.core.live(CHANNEL)
    return await service.seats.substitute(live, await awaited_user(service), DAVE, locale="en")


async def server_deadline(service: GameService) -> object:
    return await service.moderation.settings(GUILD, MOD, deadline_hours=20, reminders="6",
                                             locale="en")


async def away(service: GameService) -> object:
    return await service.timekeeper.set_away(GUILD, await awaited_user(service), "3d",
                                             readers=Readers("en", "en"))


async def back(service: GameService) -> object:
    return await service.timekeeper.set_away(GUILD, await awaited_user(service), "back",
                                             readers=Readers("en", "en"))


async def awaited_moves(service: GameService) -> None:
    """The awaited player places a planning card (nothing hidden is revealed): the game
    then waits for the next player, who has a decision and points of their own."""
    await service.moves.move(CHANNEL, await awaited_user(service), "plan trade 2",
                       readers=Readers("en", "en"))


async def away_then_moves(service: GameService) -> None:
    """The awaited player goes away, then moves: taking the move back makes the game wait
    for them again, and their deadline waits for the absence."""
    await awaited_is_away(service)
    await awaited_moves(service)


async def undo(service: GameService) -> object:
    """The last mover takes their move back."""
    live = await service.core.live(CHANNEL)
    last = (await service.store.moves_since(live.row.id, live.version - 1))[-1]
    assert last.seat is not None
    user = live.seats[last.seat].user_id
    assert user is not None
    return await service.rewind.undo(CHANNEL, user, locale="en")


@dataclass(frozen=True)
class Scenario:
    action: Action
    before: Action = nothing  # what the game went through before the action


SCENARIOS = {
    "substitute": Scenario(substitute_awaited, awaited_is_away),
    "deadline": Scenario(deadline),
    "server_deadline": Scenario(server_deadline),
    "away": Scenario(away),
    "back": Scenario(back, awaited_is_away),
    "undo": Scenario(undo, awaited_moves),
    "undo_away": Scenario(undo, away_then_moves),
    "rollback": Scenario(rollback, awaited_moves),
    "abort": Scenario(abort),
    "end": Scenario(end),
}


@pytest.mark.parametrize("name", SCENARIOS)
async def test_a_crash_writing_the_plan_keeps_change_and_plan_together(
        backend: Backend, renderer: Renderer, name: str) -> None:
    scenario = SCENARIOS[name]
    bot, clock, client, game_id = await start_with_a_game(backend, renderer)
    await scenario.before(bot.service)
    assert await plan_is_stored(bot.service, game_id)

    await break_writes(backend, "clocks", CLOCKS)
    with pytest.raises(Exception, match=CRASH):
        await scenario.action(bot.service)
    await bot.stop()  # the process dies: nothing more is written
    await mend_writes(backend, "clocks", CLOCKS)

    bot = await Bot.start(backend, renderer, clock, client)
    try:
        assert await plan_is_stored(bot.service, game_id)
        await scenario.action(bot.service)  # made again, it is stored with its plan
        assert await plan_is_stored(bot.service, game_id)
    finally:
        await bot.stop()

