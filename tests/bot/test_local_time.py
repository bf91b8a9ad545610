"""Time zones, quiet hours and weekends in the running bot: /settings moves a player's
deadline and reminders in the same transaction as the setting; a reminder found due in
quiet hours (a late scheduler run) waits for their end and comes once; a server that stops
clocks on weekends moves its running games' deadlines at once; bad zones and quiet hours
are refused in the member's language."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.errors import BadOption
from bot.service import GameService
from storage.sqlite import SqliteStore
from tests.bot.timekeeping_support import (
    GUILD,
    START,
    ManualClock,
    NoDrawing,
    open_table,
    reminded,
    user_of,
    waiting_humans,
)

HOUR = 3600
ALICE, BOB, CAROL = 11, 12, 13
MOD = 99


def utc(*parts: int) -> int:
    return int(datetime(*parts, tzinfo=UTC).timestamp())  # type: ignore[misc]


@pytest.fixture
async def env(tmp_path: Path) -> AsyncIterator[tuple[GameService, ManualClock]]:
    clock = ManualClock()
    store = await SqliteStore.open(tmp_path / "db.sqlite3")
    yield GameService(store, NoDrawing(), clock), clock
    await store.close()


async def deadline(service: GameService, game_id: int) -> int:
    points = [p for p in await service.store.pending_schedule(game_id) if p.kind == "deadline"]
    return points[0].due_at


async def test_quiet_hours_move_a_deadline_at_once_and_hold_reminders(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    assert utc(2023, 11, 14, 22, 13, 20) == START  # a Tuesday
    live = await open_table(service, "adastra", 1, [ALICE, BOB, CAROL])
    user = user_of(live, waiting_humans(live)[0])
    assert await deadline(service, live.row.id) == utc(2023, 11, 17, 22, 13, 20)
    # Quiet from 21:00 to 23:00 UTC: the deadline moves to 23:00, stored with the setting.
    text = await service.timekeeper.set_time(GUILD, user, "UTC", "21:00-23:00")
    assert text == ("Your time zone: UTC (it is 22:13 there); quiet hours: 21:00-23:00. No "
                    "reminder reaches you in your quiet hours, and no deadline of yours falls "
                    "in them.")
    assert await deadline(service, live.row.id) == utc(2023, 11, 17, 23)
    # Now 23:00-08:00 in New York (04:00-13:00 UTC in November): the deadline, 17:13 EST,
    # is outside them; the 24-hour reminder (16 November 22:13 UTC) too.
    await service.timekeeper.set_time(GUILD, user, "America/New_York", "23:00-08:00")
    assert await deadline(service, live.row.id) == utc(2023, 11, 17, 22, 13, 20)
    # The scheduler is down until 16 November 23:30 EST (04:30 UTC on the 17th): the
    # reminder is due, but the player is in quiet hours; it comes at 08:00 EST, once.
    clock.now = utc(2023, 11, 17, 4, 30)
    assert reminded(await service.timekeeper.tick()) == []
    clock.now = utc(2023, 11, 17, 12, 59)
    assert reminded(await service.timekeeper.tick()) == []
    clock.now = utc(2023, 11, 17, 13)
    assert reminded(await service.timekeeper.tick()) == [user]
    assert reminded(await service.timekeeper.tick()) == []


async def test_weekends_stop_the_running_games_clocks(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    live = await open_table(service, "adastra", 1, [ALICE, BOB, CAROL], deadline_hours=96)
    assert await deadline(service, live.row.id) == utc(2023, 11, 18, 22, 13, 20)  # Saturday
    text = await service.moderation.settings(GUILD, MOD, weekends=True)
    assert text.endswith("Clocks stop on weekends: on.")
    # Tuesday 22:13 to Saturday 00:00 UTC runs 73:46:40; the 22:13:20 left run from Monday.
    assert await deadline(service, live.row.id) == utc(2023, 11, 20, 22, 13, 20)
    user = user_of(live, waiting_humans(live)[0])
    await service.timekeeper.set_time(GUILD, user, "Australia/Sydney")  # UTC+11
    # In Sydney the clock ran from Wednesday 09:13 to Saturday 00:00 (62:46:40), then 33:13:20
    # from Monday 00:00 AEDT (Sunday 13:00 UTC): Tuesday 09:13:20 AEDT.
    assert await deadline(service, live.row.id) == utc(2023, 11, 20, 22, 13, 20)


async def test_bad_zones_and_quiet_hours_are_refused(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    with pytest.raises(BadOption) as refused:
        await service.timekeeper.set_time(GUILD, ALICE, "Atlantis/Capital")
    assert refused.value.message.startswith("'Atlantis/Capital' is not a time zone")
    assert refused.value.worded("es").startswith("'Atlantis/Capital' no es una zona horaria")
    with pytest.raises(BadOption) as refused:
        await service.timekeeper.set_time(GUILD, ALICE, None, "late")
    assert "« late » n'est pas une plage d'heures calmes" in refused.value.worded("fr")
    assert await service.store.get_setting(GUILD, "zone.11") is None
