"""Deadlines, reminders, away periods and the scheduler that keeps asynchronous games alive.

Every decision gets a deadline (the server's default, or the game's own), reminders at set
points before it, and a timeout policy for when it passes. The schedule is stored, so a
restarted bot catches up: each overdue game gets at most one reminder, and a passed deadline
is handled once. Time always comes from the service's clock, so tests drive it directly.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from bot.errors import BadOption, UserError
from bot.i18n import t
from bot.table import LiveGame, Post, awaited
from storage.base import GameRow, GameStatus, ScheduleRow

if TYPE_CHECKING:
    from bot.core import Core

log = logging.getLogger(__name__)

HOUR = 3600
DAY = 24 * HOUR
YEAR = 365 * DAY
POLICIES = ("notify", "default", "ai")
MAX_REMINDERS = 5


@dataclass(frozen=True)
class ServerSettings:
    """Per-server settings a moderator changes with /admin settings."""

    deadline_hours: int = 72
    reminder_hours: tuple[int, ...] = (24, 4)
    timeout_policy: str = "notify"
    moderator_role: int | None = None
    away_days: int = 30
    channels: tuple[int, ...] = ()  # where games may be opened; empty: anywhere

    @classmethod
    def from_stored(cls, stored: dict[str, Any]) -> ServerSettings:
        base = cls()
        return cls(
            deadline_hours=int(stored.get("deadline_hours", base.deadline_hours)),
            reminder_hours=tuple(int(h) for h in stored.get("reminder_hours",
                                                            base.reminder_hours)),
            timeout_policy=str(stored.get("timeout_policy", base.timeout_policy)),
            moderator_role=stored.get("moderator_role"),
            away_days=int(stored.get("away_days", base.away_days)),
            channels=tuple(int(c) for c in stored.get("channels", ())),
        )


def check_deadline_hours(hours: int) -> int:
    if not 1 <= hours <= 24 * 60:
        raise BadOption.of("error.bad_deadline")
    return hours


def parse_reminders(text: str) -> tuple[int, ...]:
    """"24, 4" -> (24, 4): hours before the deadline, at most five."""
    try:
        hours = tuple(sorted({int(p) for p in re.split(r"[\s,;]+", text.strip()) if p},
                             reverse=True))
    except ValueError:
        raise BadOption.of("error.bad_reminders") from None
    if len(hours) > MAX_REMINDERS or any(h <= 0 for h in hours):
        raise BadOption.of("error.bad_reminders")
    return hours


_DURATION = re.compile(r"^(\d+)\s*(m|min|mins|minutes?|h|hours?|d|days?|w|weeks?)$")
_UNITS = {"m": 60, "h": HOUR, "d": DAY, "w": 7 * DAY}


def parse_until(text: str, now: int) -> int:
    """A duration ("3d", "12h", "2 weeks") or a UTC date ("2026-12-24", "2026-12-24 18:00")."""
    value = text.strip().lower()
    match = _DURATION.match(value)
    if match:
        return now + int(match.group(1)) * _UNITS[match.group(2)[0]]
    for fmt in ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y-%m-%d"):
        try:
            when = datetime.strptime(value, fmt).replace(tzinfo=UTC)
        except ValueError:
            continue
        return int(when.timestamp())
    raise BadOption.of("error.bad_until", text=text)


# ---- away periods ---------------------------------------------------------------------------

def away_key(user_id: int) -> str:
    return f"away.{user_id}"


def away_days_used(periods: Sequence[Sequence[int]], now: int) -> float:
    """Days of absence within the last year (periods are ``[start, end]`` unix times)."""
    since = now - YEAR
    return sum(max(0, min(end, now + YEAR) - max(start, since)) for start, end in periods) / DAY


def away_until(periods: Sequence[Sequence[int]], now: int) -> int | None:
    ends = [end for start, end in periods if start <= now < end]
    return max(ends) if ends else None


# ---- deadlines --------------------------------------------------------------------------------

@dataclass
class Clock:
    """The deadline of the decision a game is waiting for, and its reminders."""

    deadline: int
    reminders: list[int] = field(default_factory=list)


def plan_clock(since: int, hours: int, reminder_hours: Sequence[int],
               away: Sequence[tuple[int, int]]) -> Clock:
    """The clock stops while an awaited player is away: their away time is added."""
    deadline = since + hours * HOUR
    for _ in range(3):  # adding time may reach into another away period
        paused = sum(max(0, min(end, deadline) - max(start, since)) for start, end in away)
        extended = since + hours * HOUR + paused
        if extended == deadline:
            break
        deadline = extended
    reminders = sorted(deadline - h * HOUR for h in reminder_hours
                       if deadline - h * HOUR > since)
    return Clock(deadline, reminders)


class Timekeeper:
    """Deadline bookkeeping for the core, and the scheduler's work.

    It registers two hooks with the core: ``deadline`` (so turn posts and the status show the
    current decision's deadline) and ``on_change`` (so every change rewrites the schedule)."""

    def __init__(self, core: Core) -> None:
        self.core = core
        self.store = core.store
        core.deadline = self.deadline_of
        core.on_change.append(self.reschedule)

    async def settings(self, guild_id: int) -> ServerSettings:
        return ServerSettings.from_stored(await self.store.get_settings(guild_id))

    async def game_hours(self, row: GameRow) -> int:
        own = await self.store.get_setting(row.guild_id, f"game.{row.id}.deadline_hours")
        if own is not None:
            return int(own)
        return (await self.settings(row.guild_id)).deadline_hours

    async def away_periods(self, guild_id: int, user_id: int) -> list[list[int]]:
        return list(await self.store.get_setting(guild_id, away_key(user_id), []) or [])

    async def clock_for(self, live: LiveGame) -> Clock | None:
        """The current decision's deadline, or None when only AI seats are awaited."""
        engine = live.engine
        waiting = [live.seats[s] for s in awaited(engine, live.state)
                   if not live.seats[s].is_ai and live.seats[s].user_id is not None]
        if not waiting:
            return None
        settings = await self.settings(live.row.guild_id)
        away: list[tuple[int, int]] = []
        for seat in waiting:
            assert seat.user_id is not None
            away += [(a, b) for a, b in await self.away_periods(live.row.guild_id,
                                                                seat.user_id)]
        return plan_clock(live.awaited_since, await self.game_hours(live.row),
                          settings.reminder_hours, away)

    async def deadline_of(self, live: LiveGame) -> int | None:
        clock = await self.clock_for(live)
        return None if clock is None else clock.deadline

    async def reschedule(self, live: LiveGame) -> Clock | None:
        """Store the schedule of the decision the game now waits for (or clear it)."""
        clock = None
        if live.row.status == GameStatus.ACTIVE and live.engine.outcome(live.state) is None:
            clock = await self.clock_for(live)
        entries: list[tuple[str, int]] = []
        if clock is not None:
            entries = [("reminder", due) for due in clock.reminders]
            entries.append(("deadline", clock.deadline))
        await self.store.replace_schedule(live.row.id, live.version, entries)
        return clock

    # ---- the scheduler -------------------------------------------------------------------

    async def tick(self) -> list[Notice]:
        """Handle everything due now, once: one reminder per game at most, deadlines once."""
        now = self.core.clock()
        due = await self.store.due_schedule(now)
        notices: list[Notice] = []
        by_game: dict[int, list[ScheduleRow]] = {}
        for entry in due:
            by_game.setdefault(entry.game_id, []).append(entry)
        for game_id, entries in by_game.items():
            await self.store.mark_schedule_done([e.id for e in entries], now=now)
            try:
                notices += await self._handle(game_id, entries)
            except UserError as exc:
                log.info("scheduled work for game %s skipped: %s", game_id, exc.message)
            except Exception:
                log.exception("scheduled work for game %s failed", game_id)
        return notices

    async def _handle(self, game_id: int, entries: list[ScheduleRow]) -> list[Notice]:
        row = await self.store.get_game(game_id)
        if row.status != GameStatus.ACTIVE:
            return []
        current = [e for e in entries if e.ply == row.version]
        if not current:
            return []  # the game moved on since these were planned
        live = await self.core.live(row.channel_id)
        if any(e.kind == "deadline" for e in current):
            return await self.timeout(live)
        return [await self.reminder(live)]

    async def reminder(self, live: LiveGame) -> Notice:
        """Remind the awaited players, in the channel or by DM as each prefers."""
        clock = await self.clock_for(live)
        deadline = f"<t:{clock.deadline if clock else self.core.clock()}:R>"
        channel_users: list[int] = []
        dm: list[int] = []
        for seat in awaited(live.engine, live.state):
            user = live.seats[seat].user_id
            if live.seats[seat].is_ai or user is None:
                continue
            if await self.store.get_setting(live.row.guild_id, f"notify.{user}") == "dm":
                dm.append(user)
            else:
                channel_users.append(user)
        return Notice(
            live.row.channel_id, "", channel_users, dm_users=dm, guild_id=live.row.guild_id,
            template=("remind.text", {"game": live.engine.title, "deadline": deadline}),
            dm_text=t("remind.dm", game=live.engine.title, channel=live.row.channel_id,
                      deadline=deadline))

    # ---- players' own settings -----------------------------------------------------------

    async def set_notify(self, guild_id: int, user_id: int, mode: str) -> str:
        await self.store.set_setting(guild_id, f"notify.{user_id}", mode,
                                     now=self.core.clock())
        return t("notify.set", mode=t("notify.dm" if mode == "dm" else "notify.channel"))

    async def set_away(self, guild_id: int, user_id: int,
                       text: str) -> tuple[str, list[Notice]]:
        """/away: pause this player's deadlines until a time, within the yearly allowance."""
        now = self.core.clock()
        periods = await self.away_periods(guild_id, user_id)
        if text.strip().lower() in ("back", "off", "none", "now", "0"):
            periods = [[a, min(b, now)] for a, b in periods]
            await self.store.set_setting(guild_id, away_key(user_id), periods, now=now)
            await self._reschedule_user(guild_id, user_id)
            return t("away.back"), []
        until = parse_until(text, now)
        if until <= now:
            raise BadOption.of("error.away_past")
        allowance = (await self.settings(guild_id)).away_days
        # A new absence replaces the rest of a current one.
        periods = [[a, min(b, now)] for a, b in periods if a < now]
        used = away_days_used(periods, now)
        asked = (until - now) / DAY
        if used + asked > allowance + 1e-9:
            raise UserError.of("error.away_allowance", asked=round(asked, 1),
                               left=round(max(0.0, allowance - used), 1), allowance=allowance)
        periods.append([now, until])
        await self.store.set_setting(guild_id, away_key(user_id), periods, now=now)
        notices = [Notice(channel, t("away.table", user=f"<@{user_id}>",
                                     until=f"<t:{until}:f>"), [], guild_id=guild_id)
                   for channel in await self._reschedule_user(guild_id, user_id)]
        left = round(allowance - used - asked, 1)
        return t("away.set", until=f"<t:{until}:f>", left=left), notices

    async def _reschedule_user(self, guild_id: int, user_id: int) -> list[int]:
        channels = []
        for row in await self.store.list_open_games_for_user(user_id, guild_id):
            if row.status == GameStatus.ACTIVE:
                await self.reschedule(await self.core.live(row.channel_id))
                channels.append(row.channel_id)
        return channels

    async def waiting_on(self, guild_id: int, user_id: int) -> str:
        """/mygames: every game of this server awaiting the player, oldest first."""
        found: list[tuple[int, str]] = []
        for row in await self.store.list_open_games_for_user(user_id, guild_id):
            if row.status != GameStatus.ACTIVE:
                continue
            live = await self.core.live(row.channel_id)
            seat = live.seat_of(user_id)
            if seat is None or seat not in awaited(live.engine, live.state):
                continue
            link = f"https://discord.com/channels/{guild_id}/{row.channel_id}"
            found.append((live.awaited_since, t(
                "mygames.line", title=live.engine.title, channel=row.channel_id,
                since=f"<t:{live.awaited_since}:R>", link=link)))
        return "\n".join(line for _, line in sorted(found)) or t("mygames.none")

    async def timeout(self, live: LiveGame) -> list[Notice]:
        settings = await self.settings(live.row.guild_id)
        policy = settings.timeout_policy
        late = [live.seats[s] for s in awaited(live.engine, live.state)
                if not live.seats[s].is_ai]
        names = ", ".join(f"{live.label(s.seat)} <@{s.user_id}>" for s in late)
        if policy == "notify":
            role = f"<@&{settings.moderator_role}>" if settings.moderator_role else ""
            text = t("timeout.notify", who=names, moderators=role or t("moderators"))
            return [Notice(live.row.channel_id, text, [], roles=[settings.moderator_role]
                           if settings.moderator_role else [], guild_id=live.row.guild_id)]
        post = await self.core.play_for(live, [s.seat for s in late], policy,
                                           t("timeout.applied", who=names,
                                             how=t(f"timeout.{policy}")))
        return [Notice(live.row.channel_id, post.text, post.mentions, post=post,
                       guild_id=live.row.guild_id)]

    async def catch_up(self) -> None:
        """After a restart: give every active game whose schedule is missing one."""
        pending = {e.game_id for e in await self.store.pending_schedule()}
        for row in await self.store.list_open_games():
            if row.status != GameStatus.ACTIVE or row.id in pending:
                continue
            try:
                await self.reschedule(await self.core.live(row.channel_id))
            except Exception:
                log.exception("could not schedule game %s", row.id)


@dataclass
class Notice:
    """Something the scheduler (or a moderator action) wants said in a game's channel.

    ``dm_users`` prefer a direct message; if it fails (DMs closed) they are mentioned in the
    channel instead. ``post`` carries a board post when moves were made.
    """

    channel_id: int
    text: str
    mentions: list[int] = field(default_factory=list)
    dm_users: list[int] = field(default_factory=list)
    roles: list[int] = field(default_factory=list)
    post: Post | None = None
    guild_id: int = 0
    dm_text: str = ""
    # A message whose text names who it mentions: (catalogue key, fields); the delivery
    # fills in ``mentions`` (the channel's people plus anyone whose DM failed).
    template: tuple[str, dict[str, Any]] | None = None

    def channel_text(self, failed_dms: Sequence[int] = ()) -> str:
        if self.template is None:
            return self.text
        people = [*self.mentions, *failed_dms]
        if not people:
            return ""
        key, fields = self.template
        return t(key, mentions=", ".join(f"<@{u}>" for u in people), **fields)


async def run_scheduler(timekeeper: Timekeeper, deliver: Any, stop: asyncio.Event,
                        max_sleep: float = 60.0) -> None:
    """The bot's background loop: sleep until the next due entry (at most ``max_sleep``)."""
    await timekeeper.catch_up()
    while not stop.is_set():
        try:
            for notice in await timekeeper.tick():
                await deliver(notice)
        except Exception:
            log.exception("scheduler tick failed")
        nxt = await timekeeper.store.next_due()
        wait = max_sleep if nxt is None else min(max_sleep,
                                                 max(1.0, nxt - timekeeper.core.clock()))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), wait)
