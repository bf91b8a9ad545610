"""The scheduler: reminders and time-outs when they fall due, each exactly once.

Every point of the schedule (a reminder, a deadline) belongs to one decision: a seat, and the
game's version and time when that seat's wait began (see :mod:`bot.app.clocks`). A tick

1. *claims* the due points of up to fifty games in one statement (a lease in the database,
   :meth:`~storage.store.GameStore.claim_schedule`), so a second tick, in this process or
   another, never gets the same point;
2. per game, under the game's lock and on its stored state, checks each point again: its
   decision must still be the seat's current one (a move, an undo, a seat handed to the AI
   ends it) and the point must still be due (an away period or a new deadline may have moved
   it). A move made at the deadline instant therefore wins, and the time-out does nothing;
3. acts: one reminder per seat however many of its points came due together (after
   downtime), or the time-out, whose moves and new schedule are one stored transaction;
4. delivers (when given a ``deliver``) and only then marks the points done, so a crash before
   that leaves them to be claimed again once the lease has passed, and checked again.

A time-out under the ``default`` and ``ai`` policies plays the late seat's whole turn: every
consecutive decision of that seat (at most :data:`TURN_LIMIT`), so one absent player holds a
game up once per turn, not once per small decision. Those decisions are one job for the AI
workers (:mod:`bot.app.thinking`), never a thread of the bot's process.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from bot.app.clocks import SeatClock, ServerSettings
from bot.app.errors import TryAgain, UserError
from bot.app.failures import report
from bot.app.i18n import t
from bot.app.language import member_language
from bot.app.table import LiveGame, Post
from bot.app.thinking import Task
from games.core import Event
from storage.base import GameStatus, ScheduleRow

if TYPE_CHECKING:
    from bot.app.core import Core

log = logging.getLogger(__name__)

LEASE = 300  # seconds a tick holds the points it claimed before another may take them
RETRY_FIRST, RETRY_LAST = 60, 3600  # seconds: a failed point's back-off
MAX_ATTEMPTS = 3  # a point whose handling failed this often is given up (and logged)
TURN_LIMIT = 100  # decisions of one seat a time-out plays, at most
GAMES_PER_CLAIM = 50

Deliver = Callable[["Notice"], Awaitable[Any]]


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
    #: The language of its channel text (its server's): ``template`` is worded in it.
    language: str = field(kw_only=True)

    def channel_text(self, failed_dms: Sequence[int] = ()) -> str:
        if self.template is None:
            return self.text
        people = [*self.mentions, *failed_dms]
        if not people:
            return ""
        key, fields = self.template
        return t(key, self.language, mentions=", ".join(f"<@{u}>" for u in people), **fields)


class Planner(Protocol):
    """What the scheduler asks of the timekeeper."""

    async def settings(self, guild_id: int) -> ServerSettings: ...

    async def seat_clocks(self, live: LiveGame) -> dict[int, SeatClock]: ...


@dataclass
class Verdict:
    """What a game's claimed points came to: notices to deliver, points done, points given
    back (not due after all)."""

    notices: list[Notice] = field(default_factory=list)
    done: list[int] = field(default_factory=list)
    back: list[int] = field(default_factory=list)
    # Deadline points acted on: the members each timed out (their reliability counts it
    # when the point is marked handled, in the same transaction).
    timed_out: dict[int, list[int]] = field(default_factory=dict)
    # Reminder points due in their holder's quiet hours or weekend: given back until its end.
    later: dict[int, list[int]] = field(default_factory=dict)


def later(now: int, entries: Sequence[ScheduleRow]) -> int:
    """When points that failed are tried again: a minute after the first failure, doubling
    each time up to an hour, so a point that keeps failing costs a few tries an hour, never
    one a second."""
    tries: int = max(e.attempts for e in entries)
    delay: int = min(RETRY_FIRST << max(tries - 1, 0), RETRY_LAST)
    return now + delay


class Scheduler:
    def __init__(self, core: Core, planner: Planner) -> None:
        self.core = core
        self.store = core.store
        self.planner = planner

    async def tick(self, deliver: Deliver | None = None) -> list[Notice]:
        """Handle every point due now, once. With ``deliver``, each game's notices are
        delivered before its points are marked done; without it (tests, tools) the points
        are marked done and the notices returned for the caller to deliver."""
        now = self.core.clock()
        claimed = await self.store.claim_schedule(now=now, lease=LEASE, limit=GAMES_PER_CLAIM)
        by_game: dict[int, list[ScheduleRow]] = {}
        for entry in claimed:
            by_game.setdefault(entry.game_id, []).append(entry)
        notices: list[Notice] = []
        for game_id, entries in by_game.items():
            ids = [e.id for e in entries]
            try:
                language = await self.core.language((await self.store.get_game(game_id)).guild_id)
                # the game's server: its language, not the member's
                verdict = await self.handle(game_id, entries, now, language)
            except TryAgain:  # the game moved on in another process meanwhile: look again
                await self.store.release_schedule(ids)
                continue
            except UserError as exc:
                log.info("scheduled work for game %s skipped: %s", game_id, exc.message)
                await self.store.finish_schedule(ids, now=now)
                continue
            except Exception as error:
                report(log, error, "scheduled work for game %s", game_id)
                if max(e.attempts for e in entries) >= MAX_ATTEMPTS:
                    await self.store.finish_schedule(ids, now=now)
                else:
                    await self.store.release_schedule(ids, not_before=later(now, entries))
                continue
            if deliver is not None:
                try:
                    for notice in verdict.notices:
                        await deliver(notice)
                except Exception as error:
                    report(log, error, "delivering the notices of game %s", game_id)
                    await self.store.release_schedule(ids, not_before=later(now, entries))
                    continue
            await self.store.finish_schedule(verdict.done, now=now,
                                             timed_out=verdict.timed_out)
            await self.store.release_schedule(verdict.back)
            for not_before, waiting in verdict.later.items():
                await self.store.release_schedule(waiting, not_before=not_before)
            notices += verdict.notices
        return notices

    async def fresh(self, game_id: int) -> LiveGame | None:
        """The running game, cached only if the cache is as new as the stored game."""
        row = await self.store.get_game(game_id)
        if row.status != GameStatus.ACTIVE:
            return None
        cached = self.core.games.get(row.channel_id)
        stale = cached is not None and (cached.row.id, cached.version) != (game_id, row.version)
        if stale and cached is not None and not cached.lock.locked():
            self.core.forget(row.channel_id)  # (a move of this process in flight catches up)
        return await self.core.live(row.channel_id)

    async def handle(self, game_id: int, entries: list[ScheduleRow], now: int,
                     language: str) -> Verdict:
        """Check the claimed points of one game under its lock, on the game as stored, and
        act on those still due, telling its table in ``language`` (its server's). Should
        another process move the game meanwhile, look again (a few times; then the points
        are given back for the next run)."""
        for _ in range(3):
            live = await self.fresh(game_id)
            if live is None:
                return Verdict(done=[e.id for e in entries])
            async with live.lock:
                stored = await self.store.get_game(game_id)
                if stored.status != GameStatus.ACTIVE:
                    return Verdict(done=[e.id for e in entries])
                if stored.version == live.version:
                    return await self.judge(live, entries, now, language)
        raise TryAgain.of("error.stale")

    async def judge(self, live: LiveGame, entries: list[ScheduleRow], now: int,
                    language: str) -> Verdict:
        """Decide each point (the caller holds the game's lock), then remind and time out."""
        verdict = Verdict()
        clocks = await self.planner.seat_clocks(live)
        waits = {w.seat: w for w in await self.store.seat_waits(live.row.id)}
        pending = {r.id: r for r in await self.store.pending_schedule(live.row.id)}
        late: set[int] = set()
        remind: set[int] = set()
        points: dict[int, list[int]] = {}  # seat -> its reminder points due now
        for entry in entries:
            row = pending.get(entry.id)
            if row is None:
                continue  # handled elsewhere, or its decision ended and took it along
            if entry.seat is None:  # a game-wide point written before seats had clocks
                seats = set(clocks) if entry.ply == live.version else set()
            else:
                wait = waits.get(entry.seat)
                current = (entry.seat in clocks and wait is not None
                           and (wait.ply, wait.since) == (entry.ply, entry.since))
                seats = {entry.seat} if current else set()
            if not seats:
                verdict.done.append(entry.id)  # its decision is over
            elif row.due_at > now:
                verdict.back.append(entry.id)  # moved later since it was claimed
            else:
                verdict.done.append(entry.id)
                (late if entry.kind == "deadline" else remind).update(seats)
                if entry.kind == "deadline":
                    verdict.timed_out[entry.id] = [clocks[s].user_id for s in sorted(seats)]
                elif entry.seat is not None:
                    points.setdefault(entry.seat, []).append(entry.id)
                self.core.metrics.scheduled(entry.kind, now - row.due_at)
        # No reminder reaches a player in their quiet hours or on a stopped weekend: its
        # points are given back until those end.
        for seat in sorted(remind - late):
            calendar = clocks[seat].calendar
            if calendar is not None and calendar.resting(now) and seat in points:
                remind.discard(seat)
                verdict.done = [i for i in verdict.done if i not in points[seat]]
                verdict.later.setdefault(calendar.settle(now), []).extend(points[seat])
        if remind - late:
            verdict.notices += await self.reminders(live, {s: clocks[s] for s in remind - late},
                                                    language)
        if late:
            verdict.notices += await self.timeout(live, sorted(late), language)
        return verdict

    async def reminders(self, live: LiveGame, clocks: dict[int, SeatClock],
                        table: str) -> list[Notice]:
        """Remind the late-ish players, in the channel or by DM as each prefers; one notice
        per deadline, and one more per other language the direct messages speak (each
        member's own, as last seen; the channel's in the server's, ``table``)."""
        by_deadline: dict[int, list[int]] = {}
        for clock in clocks.values():
            by_deadline.setdefault(clock.clock.deadline, []).append(clock.user_id)
        notices = []
        for deadline, users in sorted(by_deadline.items()):
            when = f"<t:{deadline}:R>"
            channel_users: list[int] = []
            dm: dict[str, list[int]] = {table: []}
            for user in sorted(users):
                pref = await self.store.get_setting(live.row.guild_id, f"notify.{user}")
                if pref != "dm":
                    channel_users.append(user)
                    continue
                language = await member_language(self.store, live.row.guild_id, user)
                dm.setdefault(language or table, []).append(user)
            for language, people in dm.items():
                if people or language == table:
                    notices.append(Notice(
                        live.row.channel_id, "", channel_users if language == table else [],
                        dm_users=people, guild_id=live.row.guild_id, language=table,
                        template=("remind.text", {"game": live.engine.title, "deadline": when}),
                        dm_text=t("remind.dm", language, game=live.engine.title,
                                  channel=live.row.channel_id, deadline=when)))
        return notices

    async def timeout(self, live: LiveGame, late: list[int], locale: str) -> list[Notice]:
        """The server's policy for seats whose deadline passed (the caller holds the lock),
        said in ``locale`` (the server's)."""
        settings = await self.planner.settings(live.row.guild_id)
        policy = settings.timeout_policy
        names = ", ".join(f"{live.label(s, locale)} <@{live.seats[s].user_id}>" for s in late)
        if policy not in ("default", "ai"):
            role = f"<@&{settings.moderator_role}>" if settings.moderator_role else ""
            text = t("timeout.notify", locale, who=names,
                     moderators=role or t("moderators", locale))
            return [Notice(live.row.channel_id, text, [], roles=[settings.moderator_role]
                           if settings.moderator_role else [], guild_id=live.row.guild_id,
                           language=locale)]
        task = Task(live.engine.name, "turns", tuple(late), live.row.seed, live.version,
                    TURN_LIMIT, "default" if policy == "default" else "ai")
        state, rows, events = self.core.played(live, await self.core.thinkers.play(
            task, live.engine, live.state, key=live.row.id), "timeout")
        if not rows:
            return []
        headline = t("timeout.applied", locale, who=names, how=t(f"timeout.{policy}", locale))
        outcome = await self.core.advance(live, rows, [Event(headline), *events], [], state,
                                          locale=locale)
        post = outcome.post
        return [Notice(live.row.channel_id, post.text, post.mentions, post=post,
                       guild_id=live.row.guild_id, language=locale)]


class Runs(Protocol):
    """What the background loop drives (the timekeeper)."""

    core: Core

    async def catch_up(self) -> None: ...

    async def tick(self, deliver: Deliver | None = None) -> list[Notice]: ...


async def run_scheduler(timekeeper: Runs, deliver: Deliver, stop: asyncio.Event,
                        max_sleep: float = 60.0) -> None:
    """The bot's background loop: sleep until the next due point (at most ``max_sleep``)."""
    await timekeeper.catch_up()
    store = timekeeper.core.store
    while not stop.is_set():
        try:
            await timekeeper.tick(deliver)
        except Exception as error:
            report(log, error, "a scheduler tick")
        nxt = await store.next_due()
        wait = max_sleep if nxt is None else min(max_sleep,
                                                 max(1.0, nxt - timekeeper.core.clock()))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), wait)
