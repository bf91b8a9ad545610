"""A server's new deadline or reminders reach the games already running: the wait under way
keeps its start and takes the new hours, as ``/admin deadline`` does for one game, and a
game with its own deadline keeps it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import GameService
from bot.timekeeping import HOUR
from storage.sqlite import SqliteStore
from tests.bot.timekeeping_support import (
    GUILD,
    ManualClock,
    NoDrawing,
    open_table,
    reminded,
    told_late,
    user_of,
    waiting_humans,
)

ALICE, BOB, CAROL = 11, 12, 13
MOD = 99


@pytest.fixture
async def env(tmp_path: Path) -> AsyncIterator[tuple[GameService, ManualClock]]:
    clock = ManualClock()
    store = await SqliteStore.open(tmp_path / "db.sqlite3")
    renderer = NoDrawing()
    yield GameService(store, renderer, clock), clock
    await store.close()
    renderer.close()


async def test_a_shorter_server_deadline_reaches_the_wait_under_way(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "adastra", 100, [ALICE, BOB, CAROL])
    late = user_of(live, waiting_humans(live)[0])
    clock.advance(10 * HOUR)
    assert await service.timekeeper.tick() == []
    await service.moderation.settings(GUILD, MOD, deadline_hours=24, reminders="")
    clock.advance(15 * HOUR)  # 25 h into the wait: past the new 24 h, far from the old 72 h
    assert told_late(await service.timekeeper.tick()) == [late]
    assert await service.timekeeper.tick() == []


async def test_new_reminders_reach_running_games_but_not_one_with_its_own_deadline(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    first = await open_table(service, "adastra", 100, [ALICE, BOB, CAROL])
    own = await open_table(service, "magnastorm", 200, [ALICE, BOB])
    await service.moderation.deadline(own, MOD, 200)  # this game's own hours
    clock.advance(HOUR)
    await service.moderation.settings(GUILD, MOD, deadline_hours=10, reminders="8")
    clock.advance(HOUR + 1)  # 2 h into both waits: 8 h before the new 10 h deadline
    awaited_first = user_of(first, waiting_humans(first)[0])
    assert reminded(await service.timekeeper.tick()) == [awaited_first]
    clock.advance(9 * HOUR)  # 11 h: the first game is late, the other has 200 h
    assert told_late(await service.timekeeper.tick()) == [awaited_first]
