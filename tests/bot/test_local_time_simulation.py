"""Weeks of play across daylight-saving changes, with players in time zones on both sides of
UTC, quiet hours, and servers that stop clocks on weekends: the deadline simulation
(``tests/bot/test_deadline_simulation.py``, whose world this one extends) run from 2 March
2026 for five weeks, through New York's change (8 March), Europe's (29 March) and Sydney's
and Auckland's (5 April), on SQLite and (for two weeks, through Europe's change) on
PostgreSQL.

Every player has a zone and most have quiet hours (at night, across midnight, at lunch, and
01:00-02:30, which New York's change cuts short); two of the three servers stop clocks on
weekends; now and then a player changes their zone or quiet hours mid-game. The model keeps
its own deadlines: it walks each clock forward over absences and weekends (each player's
Saturday and Sunday in their own zone), then moves a deadline out of quiet hours and
weekends, and each reminder point out of quiet hours (dropped if that is not before the
deadline); a reminder found due while its player is quiet waits for the first scheduler run
after. Besides the base simulation's checks (every reminder and time-out exactly once, seat
by seat), no reminder is delivered to a player in their quiet hours, and every pending
deadline the bot stored equals the model's, never in quiet hours or on a stopped weekend.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.calendar import Calendar, quiet_text
from storage.postgres import PostgresStore
from tests.bot import test_deadline_simulation as base
from tests.bot.test_deadline_simulation import HOUR, Decision, Table, World
from tests.bot.timekeeping_support import reminded

DAY = 24 * HOUR
BEGIN = int(datetime(2026, 3, 2, tzinfo=UTC).timestamp())  # a Monday
ZONES = ("America/New_York", "America/Los_Angeles", "America/Sao_Paulo", "Europe/London",
         "Europe/Madrid", "Asia/Kolkata", "Australia/Sydney", "Pacific/Auckland", "UTC")
QUIETS: tuple[tuple[int, int] | None, ...] = (
    (23 * 60, 8 * 60), (22 * 60 + 30, 6 * 60 + 30), (60, 150), (13 * 60, 14 * 60), None)
WEEKENDS = {1: True, 2: False, 3: True}  # by server
PEOPLE = range(1001, 1500)  # every member the world will ever seat


@dataclass
class Counts:
    postponed: int = 0  # reminders found due in quiet hours, sent at their end
    moved: set[tuple[int, int, int]] = field(default_factory=set)  # deadlines moved out
    changes: int = 0  # zones or quiet hours changed mid-game
    checks: int = 0  # stored deadlines compared with the model's


class LocalWorld(World):
    def __init__(self, path: Path, rnd: random.Random, url: str | None = None) -> None:
        super().__init__(path, rnd)
        self.clock.now = BEGIN
        self.url = url
        self.calendars: dict[tuple[int, int], Calendar] = {}
        self.counts = Counts()

    async def open(self) -> None:
        if self.url is None:
            await super().open()
            return
        from bot.service import GameService

        self.store = await PostgresStore.open(self.url)  # type: ignore[assignment]
        self.service = GameService(self.store, self.renderer, self.clock)
        self.other = GameService(self.store, self.renderer, self.clock)

    async def start_games(self) -> None:
        for guild, weekends in WEEKENDS.items():
            values: dict[str, Any] = {"weekends": weekends}
            for user in PEOPLE:
                calendar = Calendar(self.rnd.choice(ZONES), self.rnd.choice(QUIETS), weekends)
                self.calendars[(guild, user)] = calendar
                values[f"zone.{user}"] = calendar.zone
                values[f"quiet.{user}"] = list(calendar.quiet) if calendar.quiet else None
            await self.store.set_settings(guild, values, now=self.clock())
        await super().start_games()

    def calendar(self, guild: int, user: int) -> Calendar:
        return self.calendars[(guild, user)]

    # ---- the model, with local time ----------------------------------------------------------

    def deadline(self, table: Table, d: Decision) -> int:
        """Walk the clock forward, stopping over absences and the player's weekends, then
        move the deadline out of quiet hours and weekends."""
        calendar = self.calendar(table.guild, d.user)
        periods = self.away.get((table.guild, d.user), [])
        left, at = table.hours * HOUR, d.since
        while True:
            stops = [end for start, end in periods if start <= at < end]
            weekend = calendar.weekend(at)
            if weekend is not None:
                stops.append(weekend[1])
            if stops:
                at = max(stops)
                continue
            starts = [start for start, _ in periods if start > at]
            starts += [s for s, _ in calendar.weekends_between(at, at + 8 * DAY) if s > at]
            if not starts or min(starts) - at >= left:
                break
            left -= min(starts) - at
            at = min(starts)
        when = at + left
        for _ in range(8):
            weekend = calendar.weekend(when)
            if weekend is not None:
                when = weekend[1]
            elif calendar.is_quiet(when):
                when = calendar.quiet_end(when)
            else:
                break
        if when != at + left:
            self.counts.moved.add((table.channel, d.seat, d.since))
        return when

    def points(self, table: Table, d: Decision, deadline: int) -> dict[int, int]:
        calendar = self.calendar(table.guild, d.user)
        found = {h: calendar.quiet_end(deadline - h * HOUR) for h in base.LEADS}
        return {h: when for h, when in found.items() if d.since < when < deadline}

    def quiet(self, table: Table, d: Decision, now: int) -> bool:
        quiet = self.calendar(table.guild, d.user).is_quiet(now)
        self.counts.postponed += quiet
        return quiet

    # ---- what only local time adds -----------------------------------------------------------

    async def after_run(self, notices: list[Any], expected: Any, what: str) -> None:
        by_channel = {t.channel: t for t in self.tables}
        for notice in notices:
            table = by_channel[notice.channel_id]
            for user in reminded([notice]):
                if self.calendar(table.guild, user).is_quiet(self.clock()):
                    self.problem(f"{what}: a reminder reached {user} in their quiet hours")
        await super().after_run(notices, expected, what)

    async def check_points(self) -> None:
        """Every pending deadline the bot stored is the model's, outside quiet hours and
        weekends."""
        for table in self.tables:
            if table.over:
                continue
            stored = {p.seat: p.due_at for p in await self.store.pending_schedule(table.game_id)
                      if p.kind == "deadline"}
            for d in table.decisions.values():
                if d.seat not in stored:
                    continue
                self.counts.checks += 1
                due, calendar = stored[d.seat], self.calendar(table.guild, d.user)
                if due != self.deadline(table, d):
                    self.problem(f"{table.title} seat {d.seat}: deadline {due}, model "
                                 f"{self.deadline(table, d)}")
                if calendar.is_quiet(due) or calendar.weekend(due) is not None:
                    self.problem(f"{table.title} seat {d.seat}: deadline {due} is quiet or "
                                 "on a weekend")

    async def change_time(self) -> None:
        """A player changes their zone or quiet hours mid-game."""
        table = self.rnd.choice(self.tables)
        live = await self.live(table)
        if live is None:
            return
        humans = [s.user_id for s in live.seats if not s.is_ai and s.user_id is not None]
        if not humans:
            return
        user = self.rnd.choice(humans)
        old = self.calendar(table.guild, user)
        new = Calendar(self.rnd.choice(ZONES), self.rnd.choice(QUIETS), old.weekends)
        await self.service.timekeeper.set_time(table.guild, user, new.zone,
                                               quiet_text(new.quiet) if new.quiet else "off")
        self.calendars[(table.guild, user)] = new
        self.counts.changes += 1
        for other in await self.changed():  # a setting moves no game
            await self.follow(other)

    async def hour(self, number: int) -> None:
        # Each hour starts a few minutes late, so moves, and so reminder points, fall between
        # scheduler runs, and some are found due only once their player's quiet hours began.
        self.clock.now += self.rnd.randrange(30) * 60
        await super().hour(number)
        if self.rnd.random() < 0.05:
            await self.change_time()
        if number % 6 == 5:
            await self.check_points()


async def simulate(world: LocalWorld, hours: int) -> None:
    await world.open()
    try:
        await world.start_games()
        for number in range(hours):
            await world.hour(number)
    finally:
        await world.close()


async def test_five_weeks_across_daylight_saving_on_sqlite(tmp_path: Path) -> None:
    world = LocalWorld(tmp_path / "sim.sqlite3", random.Random(23))
    await simulate(world, 35 * 24)
    tally, counts = world.tally, world.counts
    assert tally.problems == [], "\n".join(tally.problems[:40])
    assert tally.reminders > 500 and tally.deadlines > 250 and tally.races > 80
    assert tally.restarts == len(base.RESTARTS) and tally.double_runs > 150
    assert counts.postponed > 5 and len(counts.moved) > 100 and counts.changes > 20
    assert counts.checks > 2000
    print(tally, counts.postponed, len(counts.moved), counts.changes, counts.checks)


async def test_two_weeks_across_daylight_saving_on_postgresql(
        tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(base, "RESTARTS", (100, 250))
    world = LocalWorld(tmp_path / "unused", random.Random(29), postgres_url)
    world.clock.now = BEGIN + 21 * DAY  # 23 March: through Europe's change on the 29th
    await simulate(world, 14 * 24)
    tally, counts = world.tally, world.counts
    assert tally.problems == [], "\n".join(tally.problems[:40])
    assert tally.reminders > 150 and tally.deadlines > 60 and tally.restarts == 2
    assert counts.postponed > 0 and len(counts.moved) > 30 and counts.checks > 500
