"""Deadline arithmetic, with no storage and no clock of its own: server settings, reading
what a member types (hours, reminder points, "3d"), away periods, and each awaited seat's
deadline and reminder points.

A *decision* here is one seat's wait: it begins when the seat becomes awaited, or when the
seat itself moves and is still awaited (the next decision of its turn), and it is named by
the game's version at that moment (its ply) and the time (its ``since``). Other seats' moves
never restart it, so in a simultaneous choice each seat keeps its own clock. The clock stops
while the seat's holder is away; absences that overlap count once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from bot.app.calendar import Calendar
from bot.app.errors import BadOption

HOUR = 3600
DAY = 24 * HOUR
YEAR = 365 * DAY
POLICIES = ("notify", "default", "ai")
MAX_REMINDERS = 5
ECHO = 40  # characters of a member's own text repeated in a refusal, at most
MAX_AHEAD = YEAR  # /away reaches at most this far ahead


@dataclass(frozen=True)
class ServerSettings:
    """Per-server settings a moderator changes with /admin settings."""

    deadline_hours: int = 72
    reminder_hours: tuple[int, ...] = (24, 4)
    timeout_policy: str = "notify"
    moderator_role: int | None = None
    away_days: int = 30
    channels: tuple[int, ...] = ()  # where games may be opened; empty: anywhere
    min_reliability: int = 0  # percent of games finished a member needs to join a lobby
    weekends: bool = False  # players' clocks stop from Saturday to Monday, in their own zone
    max_games: int = 0  # open games (lobbies and running) a member may have; 0: no limit

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
            min_reliability=int(stored.get("min_reliability", base.min_reliability)),
            max_games=int(stored.get("max_games", base.max_games)),
            weekends=bool(stored.get("weekends", base.weekends)),
        )


#: The settings keys :class:`ServerSettings` reads (a server's settings hold every member's
#: too, so those alone are read: ``GameStore.get_settings_of``).
SERVER_KEYS = tuple(f.name for f in fields(ServerSettings))


# ---- what members type ---------------------------------------------------------------------

def echo(text: str) -> str:
    """A member's text as a refusal may quote it: at most :data:`ECHO` characters."""
    text = text.strip()
    return text if len(text) <= ECHO else text[:ECHO - 1] + "…"


def check_deadline_hours(hours: int) -> int:
    if not 1 <= hours <= 24 * 60:
        raise BadOption.of("error.bad_deadline")
    return hours


def parse_reminders(text: str) -> tuple[int, ...]:
    """"24, 4" -> (24, 4): hours before the deadline, at most five."""
    parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    if len(parts) > MAX_REMINDERS or any(not p.isascii() or not p.isdigit() or len(p) > 4
                                         for p in parts):
        raise BadOption.of("error.bad_reminders")
    hours = tuple(sorted({int(p) for p in parts}, reverse=True))
    if any(h <= 0 for h in hours):
        raise BadOption.of("error.bad_reminders")
    return hours


# At most six digits: anything longer is beyond any allowance, and is refused before it is
# turned into a number (400 nines used to overflow the arithmetic behind /away).
_DURATION = re.compile(r"^([0-9]{1,6})\s*(m|min|mins|minutes?|h|hours?|d|days?|w|weeks?)$")
_TOO_LONG = re.compile(r"^[0-9]{7,}\s*[a-z]*$")
_UNITS = {"m": 60, "h": HOUR, "d": DAY, "w": 7 * DAY}


def parse_until(text: str, now: int, zone: str = "UTC") -> int:
    """A duration ("3d", "12h", "2 weeks") or a date in the member's time ``zone``
    ("2026-12-24", "2026-12-24 18:00"), at most a year ahead; anything else is refused with
    a sentence quoting at most :data:`ECHO` characters of the text."""
    value = text.strip().lower()
    match = _DURATION.match(value)
    if match:
        until = now + int(match.group(1)) * _UNITS[match.group(2)[0]]
    elif _TOO_LONG.match(value):
        raise BadOption.of("error.until_too_far", text=echo(text), days=MAX_AHEAD // DAY)
    else:
        until = _date(value, text, zone)
    if until - now > MAX_AHEAD:
        raise BadOption.of("error.until_too_far", text=echo(text), days=MAX_AHEAD // DAY)
    return until


def _date(value: str, text: str, zone: str) -> int:
    if len(value) <= 20:
        for fmt in ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y-%m-%d"):
            try:
                when = datetime.strptime(value, fmt).replace(
                    tzinfo=UTC if zone == "UTC" else ZoneInfo(zone))
            except ValueError:
                continue
            return int(when.timestamp())
    raise BadOption.of("error.bad_until", text=echo(text))


# ---- away periods ---------------------------------------------------------------------------

def away_key(user_id: int) -> str:
    return f"away.{user_id}"


def merge_periods(periods: Iterable[Sequence[int]]) -> list[tuple[int, int]]:
    """Away periods ``[start, end]`` sorted, with overlapping or touching ones joined."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted((int(a), int(b)) for a, b in periods if b > a):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def away_days_used(periods: Sequence[Sequence[int]], now: int) -> float:
    """Days of absence within the last year (periods are ``[start, end]`` unix times)."""
    since = now - YEAR
    return sum(max(0, min(end, now + YEAR) - max(start, since))
               for start, end in merge_periods(periods)) / DAY


def away_until(periods: Sequence[Sequence[int]], now: int) -> int | None:
    ends = [end for start, end in periods if start <= now < end]
    return max(ends) if ends else None


# ---- deadlines -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Clock:
    """One decision's deadline and its reminder points ``(seconds before, when)``, earliest
    first."""

    deadline: int
    reminders: tuple[tuple[int, int], ...] = ()


def plan_clock(since: int, hours: int, reminder_hours: Sequence[int],
               away: Iterable[Sequence[int]], calendar: Calendar | None = None) -> Clock:
    """The deadline ``hours`` of running clock after ``since``, the clock stopping while the
    seat's holder is away (overlapping absences count once), and the reminders that many
    hours before it that come after ``since``.

    With the holder's ``calendar`` (:mod:`bot.app.calendar`): the clock stops on weekends too
    where the server asks, a deadline that would fall in the holder's quiet hours or on a
    stopped weekend moves to their end, and so does a reminder point in quiet hours or on a
    stopped weekend (dropped if that is not before the deadline)."""
    remaining = hours * HOUR
    at = since
    stops = [list(p) for p in away]
    if calendar is not None and calendar.weekends:
        ahead = sum(max(0, int(b) - since) for a, b in stops) + 2 * remaining + 16 * DAY
        stops += [list(w) for w in calendar.weekends_between(since, since + ahead)]
    for start, end in merge_periods(stops):
        if end <= at:
            continue
        if start > at:
            if start - at >= remaining:
                break
            remaining -= start - at
        at = end
    deadline = at + remaining
    if calendar is None or calendar.plain:
        reminders = sorted({(h * HOUR, deadline - h * HOUR) for h in reminder_hours
                            if deadline - h * HOUR > since}, key=lambda p: p[1])
        return Clock(deadline, tuple(reminders))
    deadline = calendar.settle(deadline)
    points = {(h * HOUR, calendar.settle(deadline - h * HOUR)) for h in reminder_hours}
    return Clock(deadline, tuple(sorted(((lead, due) for lead, due in points
                                         if since < due < deadline),
                                        key=lambda p: (p[1], -p[0]))))


@dataclass(frozen=True)
class SeatClock:
    """An awaited seat's current decision (named by ``ply`` and ``since``) and its clock."""

    seat: int
    user_id: int
    ply: int
    since: int
    clock: Clock
    calendar: Calendar | None = None  # the holder's zone, quiet hours and weekends

    def points(self) -> list[tuple[str, int, int]]:
        """``(kind, seconds before the deadline, due)`` of every scheduled point."""
        return [*(("reminder", lead, due) for lead, due in self.clock.reminders),
                ("deadline", 0, self.clock.deadline)]
