"""Deadlines, reminders and away periods: the plan that keeps asynchronous games alive.

Every awaited seat is in a *decision* with its own clock (:mod:`bot.app.clocks`): the server's
or the game's hours, counted from when that seat became awaited or last moved, stopped while
its holder is away. Its reminder points and deadline are stored as the game's schedule, and
the scheduler (:mod:`bot.features.scheduler`) handles each point once.

The schedule is planned at two moments:

- with a move (``Core.plan``, registered here): the points of the decisions the move leaves
  awaited are stored in the move's own transaction, so a crash can neither lose them nor
  keep the points of a decision the move ended;
- with any other change that moves it (a seat changing hands, an away period starting or
  ending, a game's or the server's new deadline, an undo or rollback): the same plan from
  the stored clocks, with the settings being written (:meth:`Timekeeper.replan`, or
  ``Core.plan`` with no move for a seat or a cut), stored in the change's own transaction
  (:class:`~storage.base.Replan`); a game closed drops its pending points in the
  transaction that closes it;
- after a change stored without it (``Core.on_change``: a start, a game another
  process moved meanwhile) and at start-up, for games with nothing pending.

Writing a plan keeps what was already handled: a point of a decision is one stored row for
ever, so no rewrite, restart or repeated change sends a reminder or a time-out again.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from bot.app.calendar import Calendar, check_zone, parse_quiet, quiet_key, quiet_text, zone_key
from bot.app.clocks import (
    DAY,
    HOUR,
    POLICIES,
    SERVER_KEYS,
    YEAR,
    Clock,
    SeatClock,
    ServerSettings,
    away_days_used,
    away_key,
    away_until,
    check_deadline_hours,
    merge_periods,
    parse_reminders,
    parse_until,
    plan_clock,
)
from bot.app.errors import BadOption, UserError
from bot.app.failures import report
from bot.app.i18n import Readers, t
from bot.app.table import LiveGame, Post, awaited
from bot.features.scheduler import Deliver, Notice, Scheduler, run_scheduler
from storage.base import (
    GameRow,
    GameStatus,
    NewMove,
    NewPost,
    Replan,
    ScheduleEntry,
    SeatWait,
)

if TYPE_CHECKING:
    from bot.app.core import Core

__all__ = [
    "DAY", "HOUR", "POLICIES", "YEAR", "Clock", "Notice", "SeatClock", "ServerSettings",
    "Timekeeper", "away_days_used", "away_key", "away_until", "check_deadline_hours",
    "merge_periods", "parse_reminders", "parse_until", "plan_clock", "run_scheduler",
]

log = logging.getLogger(__name__)

EMPTY: Mapping[str, Any] = MappingProxyType({})  # no settings pending


def entries_of(clocks: dict[int, SeatClock]) -> list[ScheduleEntry]:
    """The stored form of every awaited seat's points."""
    return [ScheduleEntry(c.seat, c.ply, c.since, kind, lead, due)
            for c in clocks.values() for kind, lead, due in c.points()]


class Timekeeper:
    """Deadline bookkeeping for the core, and the scheduler's planner.

    It registers three hooks with the core: ``deadline`` (turn posts and the status show the
    earliest deadline of the seats awaited), ``plan`` (a move's schedule, stored with it) and
    ``on_change`` (any other change rewrites the schedule)."""

    def __init__(self, core: Core) -> None:
        self.core = core
        self.store = core.store
        # The clocks just planned for a move, until its post is worded: (version, state id).
        self._planned: dict[int, tuple[int, int, dict[int, SeatClock]]] = {}
        core.deadline = self.deadline_of
        core.plan = self.plan_move
        core.on_change.append(self.reschedule)
        self.scheduler = Scheduler(core, self)

    async def settings(self, guild_id: int, pending: Mapping[str, Any] = EMPTY
                       ) -> ServerSettings:
        """The server's settings; ``pending``: values about to be stored, read as stored."""
        return ServerSettings.from_stored({
            **await self.store.get_settings_of(guild_id, SERVER_KEYS), **pending})

    async def game_hours(self, row: GameRow, pending: Mapping[str, Any] = EMPTY) -> int:
        key = f"game.{row.id}.deadline_hours"
        own = pending[key] if key in pending else await self.store.get_setting(row.guild_id,
                                                                               key)
        if own is not None:
            return int(own)
        return (await self.settings(row.guild_id, pending)).deadline_hours

    async def away_periods(self, guild_id: int, user_id: int,
                           pending: Mapping[str, Any] = EMPTY) -> list[list[int]]:
        key = away_key(user_id)
        found = pending[key] if key in pending else await self.store.get_setting(guild_id, key)
        return list(found or [])

    # ---- each awaited seat's clock --------------------------------------------------------

    async def seat_clocks(self, live: LiveGame, before: LiveGame | None = None,
                          movers: frozenset[int] = frozenset(),
                          pending: Mapping[str, Any] = EMPTY) -> dict[int, SeatClock]:
        """The decision and clock of every seat ``live`` waits for that a person holds.

        After a move (``before`` is the game before it, ``movers`` the seats that moved,
        the AI's and forced moves included) a seat keeps its decision if it was awaited
        before and did not move; any other awaited seat starts a new one now. Otherwise
        each seat keeps the decision stored for it, and a seat without one (a game planned
        before seats had clocks, a seat just given to a member) starts one when the game's
        last move was made. ``pending``: settings about to be stored with the plan."""
        if live.row.status != GameStatus.ACTIVE or live.engine.outcome(live.state) is not None:
            return {}
        waiting = [s for s in awaited(live.engine, live.state)
                   if not live.seats[s].is_ai and live.seats[s].user_id is not None]
        if not waiting:
            return {}
        was = None if before is None else set(awaited(before.engine, before.state))
        # The stored decisions matter only to seats that keep theirs: after a move, those
        # awaited before that did not move (none, when the movers are awaited again, as in
        # most turns), so the read is skipped when none does.
        keeps = [s for s in waiting if was is None or (s in was and s not in movers)]
        stored = {w.seat: w for w in await self.store.seat_waits(live.row.id)
                  if w.ply <= live.version} if keeps else {}
        now = self.core.clock()
        settings = await self.settings(live.row.guild_id, pending)
        hours = await self.game_hours(live.row, pending)
        clocks: dict[int, SeatClock] = {}
        for seat in waiting:
            wait = stored.get(seat)
            if before is not None and was is not None:
                if seat not in was or seat in movers:
                    wait = SeatWait(seat, live.version, now)
                elif wait is None:
                    wait = SeatWait(seat, before.version, before.awaited_since)
            elif wait is None:
                wait = SeatWait(seat, live.version, live.awaited_since)
            user = live.seats[seat].user_id
            assert user is not None
            away, calendar = await self.member_time(live.row.guild_id, user, settings, pending)
            clocks[seat] = SeatClock(seat, user, wait.ply, wait.since,
                                     plan_clock(wait.since, hours, settings.reminder_hours,
                                                away, calendar), calendar)
        return clocks

    async def member_time(self, guild_id: int, user_id: int, settings: ServerSettings,
                          pending: Mapping[str, Any] = EMPTY
                          ) -> tuple[list[list[int]], Calendar]:
        """The member's absences, and their zone and quiet hours (``/settings``) with the
        server's weekends, in one read (``pending``: values about to be stored)."""
        keys = (away_key(user_id), zone_key(user_id), quiet_key(user_id))
        found = await self.store.get_settings_of(guild_id, [k for k in keys if k not in pending])
        away, zone, quiet = (pending[k] if k in pending else found.get(k) for k in keys)
        return list(away or []), Calendar.stored(zone, quiet, settings.weekends)

    async def calendar(self, guild_id: int, user_id: int, settings: ServerSettings,
                       pending: Mapping[str, Any] = EMPTY) -> Calendar:
        """The member's zone and quiet hours (``/settings``), with the server's weekends."""
        return (await self.member_time(guild_id, user_id, settings, pending))[1]

    async def plan_move(self, before: LiveGame, after: LiveGame,
                        rows: Sequence[NewMove]) -> list[ScheduleEntry]:
        """The core's ``plan`` hook: the schedule a move leaves, stored with the move."""
        clocks = await self.seat_clocks(after, before,
                                        frozenset(r.seat for r in rows if r.seat is not None))
        self._planned[after.row.id] = (after.version, id(after.state), clocks)
        return entries_of(clocks)

    async def deadline_of(self, live: LiveGame) -> int | None:
        """The earliest deadline among the seats the game waits for (None: only the AI)."""
        planned = self._planned.pop(live.row.id, None)
        if planned is not None and planned[:2] == (live.version, id(live.state)):
            clocks = planned[2]
        else:
            clocks = await self.seat_clocks(live)
        return min((c.clock.deadline for c in clocks.values()), default=None)

    async def replan(self, live: LiveGame, pending: Mapping[str, Any] = EMPTY) -> Replan:
        """The game's plan as it now is, with the settings ``pending`` (about to be stored),
        to be written in the transaction of the change that calls for it."""
        return Replan(live.version, entries_of(await self.seat_clocks(live, pending=pending)))

    async def replan_left(self, left: Sequence[int]) -> None:
        """Plan again, from what is stored, the games whose plan a change's transaction left
        unwritten because another process had moved them on meanwhile."""
        for game_id in left:
            row = await self.store.get_game(game_id)
            if row.status == GameStatus.ACTIVE:
                await self.reschedule(await self.core.live(row.channel_id))

    async def reschedule(self, live: LiveGame) -> None:
        """The core's ``on_change`` hook: store the plan of the game as it now is. If another
        process changed the game meanwhile, it is planned again from what is stored."""
        if await self.store.replace_schedule(live.row.id, live.version,
                                             entries_of(await self.seat_clocks(live))):
            return
        row = await self.store.get_game(live.row.id)
        if row.status == GameStatus.ACTIVE:
            fresh = await self.core.load(row)
            await self.store.replace_schedule(row.id, fresh.version,
                                              entries_of(await self.seat_clocks(fresh)))

    # ---- the scheduler ---------------------------------------------------------------------

    async def tick(self, deliver: Deliver | None = None) -> list[Notice]:
        """Handle everything due now, once (see :mod:`bot.features.scheduler`)."""
        return await self.scheduler.tick(deliver)

    async def catch_up(self) -> None:
        """At start-up: plan every running game with nothing pending (a game planned before
        seats had clocks, or whose every point was handled). Planning keeps what was handled,
        so a notice already sent is never repeated; points that fell due while the bot was
        down are handled by the next tick, at most one reminder per seat. Games with pending
        points were planned with their last change and are not loaded.

        Then the AI plays any decision it owes (:meth:`resume_ai`): only games with an AI
        seat are loaded for that."""
        if self.store.single_process:
            await self.store.release_schedule_claims()  # no other process can hold one
        pending = {e.game_id for e in await self.store.pending_schedule()}
        for row in await self.store.list_open_games():
            if (row.status != GameStatus.ACTIVE or row.id in pending
                    or row.channel_id in self.core.suspended):  # its server removed the bot
                continue
            try:
                await self.reschedule(await self.core.live(row.channel_id))
            except Exception as error:
                report(log, error, "scheduling game %s", row.id)
        for row in await self.store.list_active_games_with_ai():
            try:
                await self.resume_ai(await self.core.live(row.channel_id),
                                     await self.core.language(row.guild_id))
            except UserError as exc:  # it moved on or ended meanwhile, in another process
                log.info("game %s: the AI's decisions were left: %s", row.id, exc.message)
            except Exception as error:
                report(log, error, "the AI playing its decisions in game %s", row.id)

    async def resume_ai(self, live: LiveGame, locale: str) -> bool:
        """Let the AI play the decisions it owes in ``live``, if any. A start or a seat
        handed to the AI is now stored with the AI's moves that follow; a database written
        by a version that stored them apart may hold the first half only, and a game left
        so would wait on a seat nobody reminds or times out. True if the AI played (its
        post in ``locale``, the server's)."""
        async with live.lock:
            if live.engine.outcome(live.state) is not None:
                return False
            if not any(live.seats[s].is_ai for s in awaited(live.engine, live.state)):
                return False
            await self.core.advance(live, [], [], [], locale=locale)
            return True

    # ---- players' own settings -----------------------------------------------------------

    async def set_notify(self, guild_id: int, user_id: int, mode: str, locale: str) -> str:
        await self.store.set_setting(guild_id, f"notify.{user_id}", mode,
                                     now=self.core.clock())
        return t("notify.set", locale,
                 mode=t("notify.dm" if mode == "dm" else "notify.channel", locale))

    async def set_time(self, guild_id: int, user_id: int, zone: str | None = None,
                       quiet: str | None = None, *, locale: str) -> str:
        """/settings timezone: and quiet_hours: stored with the new plans of the member's
        running games on this server, in one transaction (their reminders and deadlines
        move at once; a reminder already sent is not sent again)."""
        values: dict[str, Any] = {}
        if zone is not None:
            values[zone_key(user_id)] = check_zone(zone)
        if quiet is not None:
            found = parse_quiet(quiet)
            values[quiet_key(user_id)] = list(found) if found else None
        if values:
            tables = await self._tables(guild_id, user_id)
            await self.replan_left(await self.store.set_settings(
                guild_id, values, now=self.core.clock(),
                schedules=await self._plans(tables, values)))
        calendar = await self.calendar(guild_id, user_id, await self.settings(guild_id))
        return t("time.set", locale, zone=calendar.zone, quiet=quiet_text(calendar.quiet),
                 now=calendar.local(self.core.clock()).strftime("%H:%M"))

    async def set_away(self, guild_id: int, user_id: int, text: str,
                       readers: Readers) -> tuple[str, list[Notice]]:
        """/away: pause this player's deadlines until a time, within the yearly allowance;
        the answer for ``readers.member``, the tables told in ``readers.table``."""
        now = self.core.clock()
        periods = await self.away_periods(guild_id, user_id)
        if text.strip().lower() in ("back", "off", "none", "now", "0"):
            periods = [[a, min(b, now)] for a, b in periods]
            tables = await self._tables(guild_id, user_id)
            await self.replan_left(await self.store.set_setting(
                guild_id, away_key(user_id), periods, now=now,
                schedules=await self._plans(tables, {away_key(user_id): periods})))
            return t("away.back", readers.member), []
        zone = (await self.calendar(guild_id, user_id, ServerSettings())).zone
        until = parse_until(text, now, zone)  # a date is read in the member's time zone
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
        notices = await self._away(guild_id, user_id, periods, until, now, readers.table)
        left = round(allowance - used - asked, 1)
        return t("away.set", readers.member, until=f"<t:{until}:f>", left=left), notices

    async def _away(self, guild_id: int, user_id: int, periods: list[list[int]], until: int,
                    now: int, locale: str) -> list[Notice]:
        """Store a new absence with the post telling each of the player's running tables and
        those games' new plans, in one transaction (a crash keeps all or nothing). The
        notices carry the stored posts, which the Discord layer sends from the outbox."""
        text = t("away.table", locale, user=f"<@{user_id}>", until=f"<t:{until}:f>")
        tables = await self._tables(guild_id, user_id)
        posts = {row.id: Post(text, outbox_game=row.id, locale=locale) for row in tables}
        await self.replan_left(await self.store.set_setting(
            guild_id, away_key(user_id), periods, now=now, posts={
                row.id: [NewPost(row.channel_id, row.version,
                                 posts[row.id].payload(board=False))] for row in tables},
            schedules=await self._plans(tables, {away_key(user_id): periods})))
        return [Notice(row.channel_id, text, [], guild_id=guild_id, post=posts[row.id],
                       language=locale)
                for row in tables]

    async def _tables(self, guild_id: int, user_id: int) -> list[GameRow]:
        """The player's running games on this server."""
        return [row for row in await self.store.list_open_games_for_user(user_id, guild_id)
                if row.status == GameStatus.ACTIVE]

    async def _plans(self, tables: Sequence[GameRow],
                     pending: Mapping[str, Any]) -> dict[int, Replan]:
        """Each game's plan with the settings ``pending``, to store with them."""
        return {row.id: await self.replan(await self.core.live(row.channel_id), pending)
                for row in tables}

    async def waiting_on(self, guild_id: int, user_id: int, locale: str) -> str:
        """/mygames: every game of this server awaiting the player, oldest wait first (in
        ``locale``, theirs)."""
        found: list[tuple[int, str]] = []
        for row in await self.store.list_open_games_for_user(user_id, guild_id):
            if row.status != GameStatus.ACTIVE:
                continue
            live = await self.core.live(row.channel_id)
            seat = live.seat_of(user_id)
            if seat is None or seat not in awaited(live.engine, live.state):
                continue
            clock = (await self.seat_clocks(live)).get(seat)
            since = clock.since if clock is not None else live.awaited_since
            link = f"https://discord.com/channels/{guild_id}/{row.channel_id}"
            found.append((since, t(
                "mygames.line", locale, title=live.engine.title, channel=row.channel_id,
                since=f"<t:{since}:R>", link=link)))
        return "\n".join(line for _, line in sorted(found)) or t("mygames.none", locale)
