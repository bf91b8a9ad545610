"""Weeks of play-by-post with a clock the test moves (issue #16): every reminder and every
time-out is counted against an expectation computed here, independently of the schedule.

Three servers, one per timeout policy (tell the moderators, play the default moves, let the
AI play), each with games of all four titles. Hour by hour, players answer some of the
decisions they are awaited for with random legal moves, go away and come back, leave their
seat to the AI while newcomers take open seats, and moderators change a game's deadline (now
and then to the value it already had). The scheduler runs every hour: alone, twice at once
in one process, at once with a second process on the same database, or twice in a row; now
and then the bot restarts after some downtime, and now and then a player moves at the very
instant their deadline falls due while the scheduler runs.

The expectation is a model of the rules as docs/playing.md states them, kept by this test from
what it did and from the stored moves: a seat's decision begins when it becomes awaited or
makes a move and is still awaited; its deadline is the game's hours of running time from
then, the clock stopped while its holder is away (absences that overlap count once); each
reminder point and the deadline are handled once, at the first scheduler run at or after
them, a run that finds several of a seat's points due sends one reminder, and a deadline due
sends no reminder with it. Every run's reminders and time-outs must equal the model's, seat
by seat: no duplicate, no miss, no time-out for a decision that had ended.

The AI seats play the heuristic AI, and the SQLite file is kept in memory where the system
allows (``timekeeping_support.heuristic_ai``, ``memory_folder``): what the AI chooses and
how the disk flushes are checked elsewhere, and here they were most of the time taken.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import games
from bot.app.errors import UserError
from bot.app.i18n import Readers
from bot.app.table import LiveGame, awaited
from bot.features.service import GameService
from storage.base import MoveRow, SeatRow
from storage.sqlite import SqliteStore
from tests.bot.timekeeping_support import (
    START,
    ManualClock,
    NoDrawing,
    heuristic_ai,
    memory_folder,
    reminded,
    told_late,
)

HOUR = 3600
LEADS = (24, 4)  # the servers' reminder points, hours before the deadline
POLICIES = {1: "notify", 2: "default", 3: "ai"}  # guild -> timeout policy
TITLES = ("adastra", "kepler3042", "magnastorm", "afternova")
GAMES_PER_TITLE = 3  # per server
HOURS = 24 * 28  # four weeks of play
RESTARTS = (100, 250, 400, 550)  # hours after which the bot stops for a while
ANSWER = 0.06  # chance per hour that an awaited player moves
MOD = 9


@dataclass
class Decision:
    """The model's view of one awaited seat's decision."""

    seat: int
    user: int
    since: int
    sent: set[int] = field(default_factory=set)  # reminder points handled (hours before)
    fired: bool = False  # its deadline was handled
    held: dict[int, int] = field(default_factory=dict)  # reminder points waiting, until when
    call: int | None = None  # when it is called (a ping held back, tests/bot/test_local_time_*)


@dataclass
class Table:
    guild: int
    channel: int
    title: str
    game_id: int = 0
    hours: int = 72
    seen: int = 0  # plies the model has read
    last_move: int = START
    over: bool = False
    decisions: dict[int, Decision] = field(default_factory=dict)


@dataclass
class Tally:
    decisions: int = 0
    reminders: int = 0
    deadlines: int = 0
    timeouts: int = 0
    races: int = 0
    moves_first: int = 0  # races the move won
    restarts: int = 0
    double_runs: int = 0
    problems: list[str] = field(default_factory=list)


def copied(tables: list[Table]) -> list[Table]:
    """The model's tables, each with copies of its decisions (all a race may change)."""
    return [replace(t, decisions={s: replace(d, sent=set(d.sent), held=dict(d.held))
                                  for s, d in t.decisions.items()}) for t in tables]


def deadline_of(since: int, hours: int, periods: list[list[int]]) -> int:
    """The deadline, walking the clock forward and jumping over absences as they come (a
    different route from the bot's: no merging, no planning)."""
    left = hours * HOUR
    at = since
    while True:
        inside = [end for start, end in periods if start <= at < end]
        if inside:
            at = max(inside)
            continue
        starts = [start for start, end in periods if start > at]
        if not starts or min(starts) - at >= left:
            return at + left
        left -= min(starts) - at
        at = min(starts)


class World:
    """The bot under test, and the model."""

    def __init__(self, path: Path, rnd: random.Random) -> None:
        self.path = path
        self.rnd = rnd
        self.clock = ManualClock()
        self.renderer = NoDrawing()
        self.tables: list[Table] = []
        self.away: dict[tuple[int, int], list[list[int]]] = {}
        self.tally = Tally()
        self.next_user = 1000
        self.race_mode = 0

    async def open(self) -> None:
        """The bot, and a second one on the same store: its own games in memory, its own
        locks and its own scheduler, like another process of a sharded bot. Each checks its
        cached games against the stored version before using them, as such processes do."""
        self.store = await SqliteStore.open(self.path)
        self.store.single_process = False
        self.service = GameService(self.store, self.renderer, self.clock)
        self.other = GameService(self.store, self.renderer, self.clock)

    async def close(self) -> None:
        await self.store.close()
        self.renderer.close()

    def newcomer(self) -> int:
        self.next_user += 1
        return self.next_user

    # ---- setting up --------------------------------------------------------------------------

    async def start_games(self) -> None:
        channel = 100
        for guild, policy in POLICIES.items():
            await self.store.set_setting(guild, "timeout_policy", policy, now=START)
            for title in TITLES:
                for _ in range(GAMES_PER_TITLE):
                    channel += 1
                    await self.start_game(guild, channel, title)

    async def start_game(self, guild: int, channel: int, title: str) -> None:
        engine = games.get(title)
        humans = self.rnd.randint(max(2, engine.min_players), min(3, engine.max_players))
        ai = 1 if humans < engine.max_players and self.rnd.random() < 0.4 else 0
        people = [self.newcomer() for _ in range(humans)]
        if self.rnd.random() < 0.3:
            await self.service.timekeeper.set_notify(guild, people[-1], "dm", locale="en")
        table = Table(guild, channel, title, hours=self.rnd.choice([6, 12, 24, 48, 72]),
                      last_move=self.clock())
        await self.service.lobbies.new_game(guild, channel, people[0], title, ai,
                                    deadline_hours=table.hours, locale="en")
        for user in people[1:]:
            await self.service.lobbies.join(user, channel_id=channel, locale="en")
        await self.service.lobbies.start(people[0], channel_id=channel, locale="en")
        table.game_id = (await self.service.core.live(channel)).row.id
        self.tables.append(table)
        await self.follow(table)

    # ---- the model ---------------------------------------------------------------------------

    async def live(self, table: Table) -> LiveGame | None:
        try:
            return await self.service.core.live(table.channel)
        except UserError:
            return None

    async def new_rows(self, table: Table) -> list[MoveRow]:
        rows = await self.store.moves_since(table.game_id, table.seen) if not table.over else []
        if rows:
            table.seen = rows[-1].ply
            table.last_move = rows[-1].created_at
        return rows

    async def follow(self, table: Table, moved: bool = True) -> list[MoveRow]:
        """Bring the model's decisions up to date with the game after an action."""
        rows = await self.new_rows(table)
        live = None if table.over else await self.live(table)
        if live is None:
            table.over = True
            table.decisions.clear()
            return rows
        movers = {r.seat for r in rows}
        now = self.clock()
        waiting = {s for s in awaited(live.engine, live.state)
                   if not live.seats[s].is_ai and live.seats[s].user_id is not None}
        kept: dict[int, Decision] = {}
        for seat in sorted(waiting):
            old = table.decisions.get(seat)
            if old is not None and seat not in movers:
                kept[seat] = old
            else:
                user = live.seats[seat].user_id
                assert user is not None
                kept[seat] = Decision(seat, user, now if rows else table.last_move)
                self.tally.decisions += 1
        table.decisions = kept
        return rows

    def deadline(self, table: Table, d: Decision) -> int:
        """The model's deadline of a decision."""
        return deadline_of(d.since, table.hours, self.away.get((table.guild, d.user), []))

    def points(self, table: Table, d: Decision, deadline: int) -> dict[int, int]:
        """The model's reminder points of a decision: hours before -> when."""
        return {h: deadline - h * HOUR for h in LEADS if d.since < deadline - h * HOUR}

    def quiet(self, table: Table, d: Decision, now: int) -> int | None:
        """Until when a reminder due now must wait (the player's quiet hours), if it must."""
        return None

    def due(self, tables: list[Table], now: int) -> Counter[tuple[int, int, str]]:
        """What a scheduler run at ``now`` must do, and the model's state after it. A
        reminder point that had to wait is held until then (a later change of the
        player's hours does not bring it forward), and a run handles no point it holds."""
        expected: Counter[tuple[int, int, str]] = Counter()
        for table in tables:
            for d in table.decisions.values():
                deadline = self.deadline(table, d)
                leads = {h for h, when in self.points(table, d, deadline).items()
                         if when <= now and d.held.get(h, 0) <= now} - d.sent
                if deadline <= now and not d.fired:
                    d.fired = True
                    d.sent |= leads
                    expected[(table.channel, d.seat, "deadline")] += 1
                elif leads and (until := self.quiet(table, d, now)) is not None:
                    d.held.update(dict.fromkeys(leads, until))
                elif leads:
                    d.sent |= leads
                    expected[(table.channel, d.seat, "reminder")] += 1
        return expected

    # ---- what the bot did ----------------------------------------------------------------------

    async def observed(self, notices: list[Any]) -> Counter[tuple[int, int, str]]:
        """The reminders and time-outs a scheduler run made, seat by seat."""
        seen: Counter[tuple[int, int, str]] = Counter()
        by_channel = {t.channel: t for t in self.tables}
        for notice in notices:
            table = by_channel[notice.channel_id]
            seats = await self.store.get_seats(table.game_id)
            for user in reminded([notice]):
                seen[(table.channel, self.seat_of(seats, user), "reminder")] += 1
            for user in told_late([notice]):
                seen[(table.channel, self.seat_of(seats, user), "deadline")] += 1
        return seen

    @staticmethod
    def seat_of(seats: list[SeatRow], user: int) -> int:
        return next(s.seat for s in seats if s.user_id == user)

    async def changed(self) -> list[Table]:
        """The tables whose game has moved since the model last read it, or closed: only
        moves (which raise a game's version) change what the model follows."""
        versions = {row.id: row.version for row in await self.store.list_open_games()}
        return [t for t in self.tables
                if not t.over and versions.get(t.game_id) != t.seen]

    async def after_run(self, notices: list[Any], expected: Counter[tuple[int, int, str]],
                        what: str) -> None:
        """Compare a scheduler run with the model, then follow the games it moved."""
        seen = await self.observed(notices)
        # A run changes a game only by moves (a time-out played), which raise its version.
        moved = {t.channel for t in await self.changed()}
        for table in self.tables:
            rows = await self.follow(table) if table.channel in moved else []
            late = [r for r in rows if r.kind == "timeout"]
            for seat in sorted({r.seat for r in late if r.seat is not None}):
                seen[(table.channel, seat, "deadline")] += 1
                self.tally.timeouts += 1
                # The late seat's whole turn was played: it is not awaited right after it.
                if rows[-1] == late[-1] and rows[-1].seat == seat and seat in table.decisions:
                    self.problem(f"{what}: {table.title} seat {seat} timed out and is "
                                 "awaited again for the same turn")
            posts = [n for n in notices if n.post is not None and n.channel_id == table.channel]
            if len(posts) > (1 if late else 0):
                self.problem(f"{what}: {table.title} announced {len(posts)} time-outs")
        self.tally.reminders += sum(n for k, n in seen.items() if k[2] == "reminder")
        self.tally.deadlines += sum(n for k, n in seen.items() if k[2] == "deadline")
        for key in sorted(set(expected) | set(seen)):
            if expected[key] != seen[key]:
                kind = ("duplicate" if seen[key] > expected[key] > 0 else
                        "miss" if seen[key] < expected[key] else "unexpected")
                self.problem(f"{what} at +{(self.clock() - START) // HOUR} h: {kind} "
                             f"{key[2]} for seat {key[1]} in channel {key[0]} "
                             f"(expected {expected[key]}, got {seen[key]})")

    def problem(self, text: str) -> None:
        self.tally.problems.append(text)

    # ---- one hour ------------------------------------------------------------------------------

    async def hour(self, number: int) -> None:
        start = self.clock()
        if self.rnd.random() < 0.5:
            await self.race(start)
        self.clock.now = start + HOUR
        if number in RESTARTS:
            await self.restart()
        for table in self.tables:
            for seat in list(table.decisions):
                if self.rnd.random() < ANSWER:
                    await self.move(table, seat)
        roll = self.rnd.random()
        if roll < 0.06:
            await self.go_away()
        elif roll < 0.09:
            await self.change_deadline()
        elif roll < 0.11:
            await self.leave()
        elif roll < 0.14:
            await self.take_over()
        await self.run_scheduler()

    async def run_scheduler(self) -> None:
        expected = self.due(self.tables, self.clock())
        mode = self.rnd.random()
        runs: list[Callable[[], Awaitable[list[Any]]]]
        if mode < 0.15:
            runs = [self.service.timekeeper.tick, self.service.timekeeper.tick]
        elif mode < 0.3:
            runs = [self.service.timekeeper.tick, self.other.timekeeper.tick]
        else:
            runs = [self.service.timekeeper.tick]
        if len(runs) > 1:
            self.tally.double_runs += 1
        results = await asyncio.gather(*(run() for run in runs))
        notices = [n for result in results for n in result]
        if mode > 0.9:  # and once more right after: nothing is left to do
            notices += await self.service.timekeeper.tick()
        await self.after_run(notices, expected, "scheduler run")

    async def move(self, table: Table, seat: int) -> None:
        live = await self.live(table)
        if live is None or seat not in awaited(live.engine, live.state):
            return
        user = live.seats[seat].user_id
        assert user is not None
        legal = live.engine.legal_moves(live.state, seat)
        text = live.engine.format_move(live.state, self.rnd.choice(legal))
        await self.service.moves.move(table.channel, user, text, readers=Readers("en", "en"))
        await self.follow(table)

    async def race(self, start: int) -> None:
        """A player moves at the instant their deadline falls due, while the scheduler
        runs. Only a seat awaited alone in its game races: a move can end the decisions of
        the other seats awaited with it (a simultaneous choice it completes), and which of
        the move and the run came first is read from the racing seat alone."""
        candidates = []
        for table in self.tables:
            if len(table.decisions) != 1:
                continue
            for d in table.decisions.values():
                when = self.deadline(table, d)
                if start < when <= start + HOUR and not d.fired:
                    candidates.append((when, table, d))
        if not candidates:
            return
        when, table, decision = min(candidates, key=lambda c: (c[0], c[1].channel, c[2].seat))
        self.clock.now = when
        self.tally.races += 1
        live = await self.live(table)
        assert live is not None
        legal = live.engine.legal_moves(live.state, decision.seat)
        text = live.engine.format_move(live.state, self.rnd.choice(legal))
        if_tick_first = copied(self.tables)
        if_move_first = copied(self.tables)
        for t in if_move_first:
            if t.channel == table.channel:
                del t.decisions[decision.seat]
        moved, notices = await asyncio.gather(self.racing_move(table, decision.user, text),
                                              self.racing_run(), return_exceptions=True)
        assert not isinstance(notices, BaseException), notices
        key = (table.channel, decision.seat, "deadline")
        late = [r for r in await self.store.moves_since(table.game_id, table.seen)
                if r.kind == "timeout" and r.seat == decision.seat]
        tick_first = bool(late) or (await self.observed(notices))[key] > 0
        if not tick_first and isinstance(moved, BaseException):
            self.problem(f"race: the move was refused ({moved}) and nothing timed out")
        self.tally.moves_first += not tick_first
        self.tables = if_tick_first if tick_first else if_move_first
        await self.after_run(notices, self.due(self.tables, when), "race")

    async def racing_move(self, table: Table, user: int, text: str) -> Any:
        """The racing move: at once, or (in a third of the races) once the scheduler holds
        the game's lock, so that each side wins some races."""
        if self.race_mode == 1:
            live = self.service.core.games.get(table.channel)
            for _ in range(10_000):
                if live is None or live.lock.locked():
                    break
                await asyncio.sleep(0)
        return await self.service.moves.move(table.channel, user, text, readers=Readers("en", "en"))

    def racing_run(self) -> Awaitable[list[Any]]:
        """The racing scheduler run: this process's, or (mode 2) the other process's."""
        self.race_mode = self.rnd.randrange(3)
        return (self.other if self.race_mode == 2 else self.service).timekeeper.tick()

    async def restart(self) -> None:
        """The bot stops for a while, then starts again on the same database."""
        self.tally.restarts += 1
        self.clock.now += self.rnd.randint(0, 30) * HOUR
        await self.store.close()
        await self.open()
        await self.service.timekeeper.catch_up()

    async def go_away(self) -> None:
        table = self.rnd.choice(self.tables)
        if table.over or (not table.decisions and self.rnd.random() < 0.5):
            return
        live = await self.live(table)
        if live is None:
            return
        seat = self.rnd.choice([s.seat for s in live.seats if not s.is_ai])
        user = live.seats[seat].user_id
        assert user is not None
        now = self.clock()
        key = (table.guild, user)
        periods = self.away.get(key, [])
        if periods and self.rnd.random() < 0.4:
            await self.service.timekeeper.set_away(table.guild, user, "back",
                                                   readers=Readers("en", "en"))
            self.away[key] = [[a, min(b, now)] for a, b in periods]
        else:
            hours = self.rnd.randint(1, 96)
            try:
                await self.service.timekeeper.set_away(table.guild, user, f"{hours}h",
                                                       readers=Readers("en", "en"))
            except UserError:
                return  # beyond the allowance: nothing changes
            self.away[key] = [[a, min(b, now)] for a, b in periods if a < now] + [
                [now, now + hours * HOUR]]
        for other in await self.changed():  # being away moves no game
            await self.follow(other)

    async def change_deadline(self) -> None:
        table = self.rnd.choice(self.tables)
        live = await self.live(table)
        if live is None:
            return
        hours = table.hours if self.rnd.random() < 0.4 else self.rnd.choice([6, 12, 24, 48, 72])
        await self.service.moderation.deadline(live, MOD, hours, locale="en")
        table.hours = hours
        await self.follow(table)

    async def leave(self) -> None:
        table = self.rnd.choice(self.tables)
        live = await self.live(table)
        if live is None:
            return
        humans = [s for s in live.seats if not s.is_ai and s.user_id is not None]
        if len(humans) < 2:
            return
        user = self.rnd.choice(humans).user_id
        assert user is not None
        await self.service.seats.leave(live, user, locale="en")
        await self.follow(table)

    async def take_over(self) -> None:
        open_tables = []
        for table in self.tables:
            live = await self.live(table)
            if live is not None and any(s.is_ai and s.user_id is not None for s in live.seats):
                open_tables.append((table, live))
        if not open_tables:
            return
        table, live = self.rnd.choice(open_tables)
        await self.service.seats.take(live, self.newcomer(), locale="en")
        await self.follow(table)


async def test_weeks_of_play_send_every_reminder_and_timeout_exactly_once(
        tmp_path: Path) -> None:
    with memory_folder(tmp_path) as folder, heuristic_ai():
        world = World(folder / "sim.sqlite3", random.Random(16))
        await world.open()
        try:
            await world.start_games()
            for number in range(HOURS):
                await world.hour(number)
        finally:
            await world.close()
    tally = world.tally
    assert tally.problems == [], "\n".join(tally.problems[:40])
    # The run exercised what it claims to: every kind of event happened, many times.
    assert tally.decisions > 1000 and tally.reminders > 500 and tally.deadlines > 250
    assert tally.timeouts > 200 and tally.restarts == len(RESTARTS) and tally.double_runs > 150
    assert tally.races > 80 and 20 < tally.moves_first < tally.races - 20
    print(tally)
