"""Days of play across daylight-saving changes, with players in time zones on both sides of
UTC, quiet hours, and servers that stop clocks on weekends: the deadline simulation
(``tests/bot/test_deadline_simulation.py``, whose world this one extends) run in windows of
four days around each change of spring 2026, Friday to Tuesday: New York's (8 March),
Europe's (29 March), and Sydney's and Auckland's (5 April), on SQLite; Europe's and Sydney's
on PostgreSQL. Between two windows the bot is down (a restart after days): the first
scheduler run after it finds everything due meanwhile.

Every player has a zone and most have quiet hours (at night, across midnight, at lunch, and
01:00-02:30, which New York's change cuts short); two of the three servers stop clocks on
weekends; now and then a player changes their zone or quiet hours mid-game. The model keeps
its own deadlines: it walks each clock forward over absences and weekends (each player's
Saturday and Sunday in their own zone), then moves a deadline, and each reminder point, out
of quiet hours and stopped weekends (a reminder point dropped if that is not before the
deadline); a reminder found due while its player rests waits until that rest ends (as their
hours were then: a change meanwhile does not bring it forward).

Posts are sent as the bot's sender sends them (:mod:`bot.outbox.pings` deciding whom each pings),
and now and then a channel refuses posts for hours, so its game's posts go out late. A post
pings every player it names who is not resting at that moment and no one who is; a resting
player it names is called when their rest ends (a reminder point of their decision, one at
most, unless the decision ended first).

Besides the base simulation's checks (every reminder and time-out exactly once, seat by seat),
no reminder or ping reaches a player in their quiet hours or on a stopped weekend, and every
pending deadline and reminder point the bot stored equals the model's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.app.calendar import Calendar, quiet_text
from bot.app.table import StoredPost
from bot.outbox.pings import Pings
from storage.postgres import PostgresStore
from tests.bot import test_deadline_simulation as base
from tests.bot.test_deadline_simulation import HOUR, Decision, Table, World
from tests.bot.timekeeping_support import heuristic_ai, memory_folder, reminded

DAY = 24 * HOUR
ZONES = ("America/New_York", "America/Los_Angeles", "America/Sao_Paulo", "Europe/London",
         "Europe/Madrid", "Asia/Kolkata", "Australia/Sydney", "Pacific/Auckland", "UTC")
QUIETS: tuple[tuple[int, int] | None, ...] = (
    (23 * 60, 8 * 60), (22 * 60 + 30, 6 * 60 + 30), (60, 150), (13 * 60, 14 * 60), None)
WEEKENDS = {1: True, 2: False, 3: True}  # by server
PEOPLE = range(1001, 1500)  # every member the world will ever seat
CALL = 0  # the model's key of a decision's call among its reminder points (hours before)
# The servers' reminder points, hours before the deadline: 72 hours before a deadline the
# weekend carried to Monday or Tuesday falls before the weekend.
LEADS = (72, 24, 4)
HOLD = 0.08  # chance per hour that a channel starts refusing posts (for 1 to 12 hours)


def friday(month: int, day: int) -> int:
    return int(datetime(2026, month, day, tzinfo=UTC).timestamp())


# Friday 00:00 UTC to Tuesday 00:00 UTC around each change.
NEW_YORK, EUROPE, SYDNEY = friday(3, 6), friday(3, 27), friday(4, 3)
WINDOW = 4 * 24  # hours


def settle(calendar: Calendar, when: int) -> int:
    """The model's way out of quiet hours and stopped weekends: step out of whichever holds
    until neither does."""
    for _ in range(8):
        weekend = calendar.weekend(when)
        if weekend is not None:
            when = weekend[1]
        elif calendar.is_quiet(when):
            when = calendar.quiet_end(when)
        else:
            break
    return when


@dataclass
class Counts:
    postponed: int = 0  # reminders found due while their player rests, sent at its end
    weekend_postponed: int = 0  # of those, on a stopped weekend
    moved: set[tuple[int, int, int]] = field(default_factory=set)  # deadlines moved out
    weekend: set[tuple[int, int, int, int]] = field(default_factory=set)  # reminders moved
    changes: int = 0  # zones or quiet hours changed mid-game
    checks: int = 0  # stored deadlines compared with the model's
    pinged: int = 0  # players a post pinged
    hushed: int = 0  # players a post named without pinging them
    calls: int = 0  # decisions called when their player's rest ended
    held: int = 0  # posts a refusing channel held back for a while
    jumps: int = 0  # days the bot was down between two windows


class LocalWorld(World):
    def __init__(self, path: Path, rnd: random.Random, begin: int,
                 url: str | None = None) -> None:
        super().__init__(path, rnd)
        self.clock.now = begin
        self.url = url
        self.calendars: dict[tuple[int, int], Calendar] = {}
        self.counts = Counts()
        self.refusing: dict[int, int] = {}  # channel -> until when it refuses posts
        self.window = begin  # the Friday the current window began
        # The model's deadlines as worked out, by what they depend on (each is asked often).
        self.deadlines: dict[tuple[Any, ...], tuple[int, bool]] = {}

    async def open(self) -> None:
        if self.url is None:
            await super().open()
            return
        from bot.features.service import GameService

        self.store = await PostgresStore.open(self.url)  # type: ignore[assignment]
        self.service = GameService(self.store, self.renderer, self.clock)
        self.other = GameService(self.store, self.renderer, self.clock)

    async def start_games(self) -> None:
        for guild, weekends in WEEKENDS.items():
            values: dict[str, Any] = {"weekends": weekends, "reminder_hours": list(LEADS)}
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
        key = (d.since, table.hours, calendar, tuple(tuple(p) for p in periods))
        if key in self.deadlines:
            when, moved = self.deadlines[key]
            if moved:
                self.counts.moved.add((table.channel, d.seat, d.since))
            return when
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
        when = settle(calendar, at + left)
        if when != at + left:
            self.counts.moved.add((table.channel, d.seat, d.since))
        self.deadlines[key] = (when, when != at + left)
        return when

    def points(self, table: Table, d: Decision, deadline: int) -> dict[int, int]:
        """Each reminder point out of quiet hours and weekends (dropped unless it is still
        before the deadline), and the decision's call if a post could not ping its player."""
        calendar = self.calendar(table.guild, d.user)
        found = {}
        for h in LEADS:
            when = settle(calendar, deadline - h * HOUR)
            if d.since < when < deadline:
                found[h] = when
            if calendar.weekend(deadline - h * HOUR) is not None:
                self.counts.weekend.add((table.channel, d.seat, d.since, h))
        if d.call is not None:
            found[CALL] = d.call
        return found

    def quiet(self, table: Table, d: Decision, now: int) -> int | None:
        """A player resting now has their due reminder points held until their rest ends,
        as their hours are now."""
        calendar = self.calendar(table.guild, d.user)
        if not calendar.resting(now):
            return None
        self.counts.postponed += 1
        self.counts.weekend_postponed += calendar.weekend(now) is not None
        return settle(calendar, now)

    # ---- what only local time adds -----------------------------------------------------------

    async def after_run(self, notices: list[Any], expected: Any, what: str) -> None:
        by_channel = {t.channel: t for t in self.tables}
        for notice in notices:
            table = by_channel[notice.channel_id]
            for user in reminded([notice]):
                if self.calendar(table.guild, user).resting(self.clock()):
                    self.problem(f"{what}: a reminder reached {user} while resting")
        await super().after_run(notices, expected, what)

    async def send_posts(self) -> None:
        """Send the outbox as the bot's sender does, each post pinging whom :mod:`bot.outbox.pings`
        lets it: every player it names who is not resting now, and no one who is. A resting
        player it names gets the model's call at their rest's end (one per decision). A
        channel refusing posts keeps its game's posts for later, in order."""
        now = self.clock()
        if self.rnd.random() < HOLD:
            self.refusing[self.rnd.choice(self.tables).channel] = (
                now + self.rnd.randint(1, 12) * HOUR)
        pings = Pings(self.service.core)
        by_game = {t.game_id: t for t in self.tables}
        rows = [*self.store.take_claimed(),
                *await self.store.claim_posts(now=now, lease=120, limit=1000)]
        for row in sorted(rows, key=lambda r: r.id):
            table = by_game[row.game_id]
            if self.refusing.get(table.channel, 0) > now:
                self.counts.held += 1
                await self.store.retry_post_at(row.id, now)
                continue
            post = StoredPost.from_payload(row.payload, row.game_id).post
            named = list(post.mentions)
            resting = {u for u in named if self.calendar(table.guild, u).resting(now)}
            pinged = (await pings.hush(row, post)).mentions
            if sorted(pinged) != sorted(set(named) - resting):
                self.problem(f"{table.title}: a post named {named} and pinged {pinged}; "
                             f"resting: {sorted(resting)}")
            self.counts.pinged += len(pinged)
            self.counts.hushed += len(resting)
            for user in resting:
                d = next((d for d in table.decisions.values() if d.user == user), None)
                if d is not None and d.call is None:
                    d.call = settle(self.calendar(table.guild, user), now)
                    self.counts.calls += 1
            await self.store.mark_post_sent(row.id, now=now)

    async def check_points(self) -> None:
        """Every pending deadline and reminder point the bot stored is the model's: the
        deadlines, and the reminders it planned, outside quiet hours and weekends."""
        for table in self.tables:
            if table.over:
                continue
            pending = await self.store.pending_schedule(table.game_id)
            stored = {p.seat: p.due_at for p in pending if p.kind == "deadline"}
            reminders = {(p.seat, p.lead // HOUR): p.due_at for p in pending
                         if p.kind == "reminder"}
            for d in table.decisions.values():
                if d.seat not in stored:
                    continue
                self.counts.checks += 1
                due, calendar = stored[d.seat], self.calendar(table.guild, d.user)
                deadline = self.deadline(table, d)
                if due != deadline:
                    self.problem(f"{table.title} seat {d.seat}: deadline {due}, model {deadline}")
                if calendar.resting(due):
                    self.problem(f"{table.title} seat {d.seat}: deadline {due} is quiet or "
                                 "on a weekend")
                mine = {h: when for (seat, h), when in reminders.items() if seat == d.seat}
                model = {h: when for h, when in self.points(table, d, deadline).items()
                         if h not in d.sent}
                if mine != model:
                    self.problem(f"{table.title} seat {d.seat}: reminders {mine}, model {model}")
                if any(h != CALL and calendar.resting(when) for h, when in mine.items()):
                    self.problem(f"{table.title} seat {d.seat}: a reminder planned while "
                                 f"resting: {mine}")

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
                                               quiet_text(new.quiet) if new.quiet else "off",
                                               locale="en")
        self.calendars[(table.guild, user)] = new
        self.counts.changes += 1
        for other in await self.changed():  # a setting moves no game
            await self.follow(other)

    async def hour(self, number: int) -> None:
        # Each hour starts a few minutes late, so moves, and so reminder points, fall between
        # scheduler runs, and some are found due only once their player's quiet hours began.
        self.clock.now += self.rnd.randrange(30) * 60
        await super().hour(number)
        await self.send_posts()
        if self.rnd.random() < 0.05:
            await self.change_time()
        if number % 6 == 5:
            await self.check_points()

    async def restart(self) -> None:
        """The bot stops on the window's Friday and starts again on the Saturday between
        09:00 and 12:00 UTC, a weekend in every zone here, so reminders that fell due
        meanwhile are found on one (and wait for its end where the server stops clocks)."""
        self.tally.restarts += 1
        saturday = self.window + DAY + 9 * HOUR
        await self.down(max(self.clock(), saturday) + self.rnd.randint(0, 3) * HOUR)

    async def jump(self, to: int) -> None:
        """The bot is down from the end of one window to the start of the next."""
        self.counts.jumps += 1
        self.window = to
        await self.down(to)

    async def down(self, until: int) -> None:
        """The bot is down until ``until``, then starts again on the same database."""
        self.clock.now = until
        await self.store.close()
        await self.open()
        await self.service.timekeeper.catch_up()


async def simulate(world: LocalWorld, windows: tuple[int, ...]) -> None:
    await world.open()
    try:
        await world.start_games()
        number = 0
        for begin in windows:
            if world.clock() < begin:
                await world.jump(begin)
            for _ in range(WINDOW):
                await world.hour(number)
                number += 1
    finally:
        await world.close()


async def test_daylight_saving_changes_on_sqlite(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(base, "RESTARTS", (4, 100, 196))  # on each window's Friday
    with memory_folder(tmp_path) as folder, heuristic_ai():
        world = LocalWorld(folder / "sim.sqlite3", random.Random(23), NEW_YORK)
        await simulate(world, (NEW_YORK, EUROPE, SYDNEY))
    tally, counts = world.tally, world.counts
    assert tally.problems == [], "\n".join(tally.problems[:40])
    print(summary(world))
    # The run exercised what it claims to: every kind of event happened, many times.
    assert tally.reminders > 300 and tally.deadlines > 200 and tally.races > 40
    assert tally.restarts == 3 and counts.jumps == 2 and tally.double_runs > 45
    assert counts.postponed > 5 and counts.weekend_postponed > 0 and counts.changes > 4
    assert len(counts.moved) > 90 and len(counts.weekend) > 200 and counts.checks > 800
    assert counts.pinged > 400 and counts.hushed > 120 and counts.calls > 100
    assert counts.held > 8


async def test_daylight_saving_changes_on_postgresql(
        tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(base, "RESTARTS", (4, 100))  # on each window's Friday
    monkeypatch.setattr(base, "GAMES_PER_TITLE", 2)  # each query is a round trip here
    world = LocalWorld(tmp_path / "unused", random.Random(29), EUROPE, postgres_url)
    with heuristic_ai():
        await simulate(world, (EUROPE, SYDNEY))
    tally, counts = world.tally, world.counts
    assert tally.problems == [], "\n".join(tally.problems[:40])
    print(summary(world))
    assert tally.reminders > 100 and tally.deadlines > 50 and tally.restarts == 2
    assert counts.jumps == 1 and counts.postponed > 2 and counts.weekend_postponed > 0
    assert len(counts.moved) > 40 and counts.checks > 350
    assert counts.hushed > 60 and counts.calls > 50


def summary(world: LocalWorld) -> str:
    counts = {**vars(world.counts), "moved": len(world.counts.moved),
              "weekend": len(world.counts.weekend)}
    return f"{world.tally} {counts}"
