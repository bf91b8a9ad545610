"""Each player's local time: their time zone, their quiet hours, and the server's weekends.

A :class:`Calendar` is pure arithmetic on unix times with the IANA rules of Python's
``zoneinfo`` (the ``tzdata`` package supplies them where the system has none), so the
deadline planner (:func:`bot.app.clocks.plan_clock`) stays free of clocks and storage:

* **quiet hours** (``23:00-08:00``, in the player's zone, every day): no reminder reaches
  the player then (a reminder point inside them moves to their end, and one found due then
  waits for it), and no deadline falls in them (it moves to their end);
* **weekends** (a server setting): a player's clock stops from Saturday 00:00 to Monday
  00:00 in their own zone, and no deadline falls then either, nor any reminder (it moves
  to the weekend's end, or the end of quiet hours right after it).

No post pings a player while either holds (:mod:`bot.outbox.pings`): they are named without being
notified, and called when it ends.

Local wall times are turned into instants day by day with the zone's rules, so a daylight-
saving change is followed as it comes: a night of quiet hours is an hour shorter or longer
that night, and a weekend 47 or 49 hours long. Quiet hours that would end at a wall time
a change skips (02:30 on the night clocks go forward) end with the gap.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from datetime import time as clock_time
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.app.errors import BadOption

__all__ = ["Calendar", "check_zone", "matching_zones", "parse_quiet", "quiet_key", "quiet_text",
           "zone_key", "zone_names"]

DAY = 86400
_TIME = r"([01]?\d|2[0-3])(?:[:h.]([0-5]\d))?"
_QUIET = re.compile(rf"^{_TIME}\s*(?:-|–|to|a|à)\s*{_TIME}$")


def zone_key(user_id: int) -> str:
    """The server setting that holds a member's time zone (``/settings timezone:``)."""
    return f"zone.{user_id}"


def quiet_key(user_id: int) -> str:
    """The server setting that holds a member's quiet hours (``/settings quiet_hours:``)."""
    return f"quiet.{user_id}"


@lru_cache(maxsize=512)
def _zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


@lru_cache(maxsize=8192)
def _instant(zone: str, day: date, minute: int) -> int:
    """The instant of a local wall time (kept: every plan asks again for the same nights and
    weekends)."""
    wall = datetime.combine(day, clock_time(minute // 60, minute % 60))
    return int(wall.replace(tzinfo=_zone(zone)).timestamp())


@lru_cache(maxsize=1)
def zone_names() -> tuple[str, ...]:
    """Every IANA zone name Python knows, sorted (for autocomplete)."""
    return tuple(sorted(n for n in available_timezones() if "/" in n or n == "UTC"))


def matching_zones(typed: str, limit: int = 25) -> list[str]:
    """Zone names for autocomplete: those whose name or city starts with what was typed,
    then those that contain it."""
    key = typed.strip().lower().replace(" ", "_")
    names = zone_names()
    first = [n for n in names if n.lower().startswith(key)
             or n.lower().rsplit("/", 1)[-1].startswith(key)]
    rest = [n for n in names if key in n.lower() and n not in first]
    return (first + rest)[:limit]


def check_zone(text: str) -> str:
    """An IANA zone name as typed (case and spaces forgiven): its proper spelling, or a
    refusal."""
    typed = text.strip().replace(" ", "_")
    for name in zone_names():
        if name.lower() == typed.lower():
            return name
    try:
        _zone(typed)
    except (ZoneInfoNotFoundError, ValueError):
        raise BadOption.of("error.bad_zone", text=text.strip()[:40]) from None
    return typed


def parse_quiet(text: str) -> tuple[int, int] | None:
    """``"23:00-08:00"`` -> minutes of the local day (1380, 480); ``off`` -> None."""
    value = text.strip().lower()
    if value in ("off", "none", "no", "0"):
        return None
    match = _QUIET.match(value)
    if not match:
        raise BadOption.of("error.bad_quiet", text=text.strip()[:40])
    start = int(match.group(1)) * 60 + int(match.group(2) or 0)
    end = int(match.group(3)) * 60 + int(match.group(4) or 0)
    if start == end:
        raise BadOption.of("error.bad_quiet", text=text.strip()[:40])
    return start, end


def quiet_text(quiet: tuple[int, int] | None) -> str:
    if quiet is None:
        return "-"
    return "{:02d}:{:02d}-{:02d}:{:02d}".format(*divmod(quiet[0], 60), *divmod(quiet[1], 60))


@dataclass(frozen=True)
class Calendar:
    """A player's zone and quiet hours (minutes of the local day, start and end; None: no
    quiet hours), and whether their server stops clocks on weekends."""

    zone: str = "UTC"
    quiet: tuple[int, int] | None = None
    weekends: bool = False

    @classmethod
    def stored(cls, zone: Any, quiet: Any, weekends: bool) -> Calendar:
        """A member's calendar from their stored settings (None: not set)."""
        return cls(str(zone or "UTC"), (int(quiet[0]), int(quiet[1])) if quiet else None,
                   weekends)

    @property
    def plain(self) -> bool:
        """Nothing to move: no quiet hours and no weekends."""
        return self.quiet is None and not self.weekends

    def local(self, t: int) -> datetime:
        return datetime.fromtimestamp(t, _zone(self.zone))

    def at(self, day: date, minute: int) -> int:
        """The instant of a local wall time (see the module's docstring for skipped ones)."""
        return _instant(self.zone, day, minute)

    # ---- quiet hours ---------------------------------------------------------------------

    def is_quiet(self, t: int) -> bool:
        if self.quiet is None:
            return False
        local = self.local(t)
        minute = local.hour * 60 + local.minute
        start, end = self.quiet
        return start <= minute < end if start < end else minute >= start or minute < end

    def quiet_end(self, t: int) -> int:
        """The first instant at or after ``t`` outside quiet hours."""
        for _ in range(4):
            if not self.is_quiet(t):
                return t
            assert self.quiet is not None
            start, end = self.quiet
            local = self.local(t)
            minute = local.hour * 60 + local.minute
            day = local.date() + timedelta(days=1 if start > end and minute >= start else 0)
            found = self.at(day, end)
            if found <= t:
                t += 60
                continue
            if self.local(found).replace(tzinfo=None) != datetime.combine(
                    day, clock_time(end // 60, end % 60)):
                # The end falls in a gap a daylight-saving change skips: the quiet hours end
                # with the gap, the first instant after ``t`` that is not quiet.
                low, high = t, found
                while high - low > 1:
                    middle = (low + high) // 2
                    low, high = (middle, high) if self.is_quiet(middle) else (low, middle)
                found = high
            t = found
        return t

    # ---- weekends ------------------------------------------------------------------------

    def weekend(self, t: int) -> tuple[int, int] | None:
        """The weekend ``t`` falls in (Saturday 00:00 to Monday 00:00, local), if any."""
        if not self.weekends:
            return None
        local = self.local(t).date()
        if local.weekday() < 5:
            return None
        saturday = local - timedelta(days=local.weekday() - 5)
        start, end = self.at(saturday, 0), self.at(saturday + timedelta(days=2), 0)
        return (start, end) if start <= t < end else None

    def weekends_between(self, start: int, end: int) -> list[tuple[int, int]]:
        """The weekends that overlap ``[start, end)``, earliest first."""
        if not self.weekends or end <= start:
            return []
        day = self.local(start).date() - timedelta(days=7)
        day -= timedelta(days=(day.weekday() - 5) % 7)  # a Saturday on or before
        last = self.local(end).date() + timedelta(days=7)
        found = []
        while day <= last:
            span = (self.at(day, 0), self.at(day + timedelta(days=2), 0))
            if span[1] > start and span[0] < end:
                found.append(span)
            day += timedelta(days=7)
        return found

    # ---- deadlines, reminders and pings --------------------------------------------------

    def resting(self, t: int) -> bool:
        """Whether ``t`` is in the player's quiet hours or on a stopped weekend: nothing
        may notify them then (it waits for :meth:`settle`)."""
        return self.is_quiet(t) or self.weekend(t) is not None

    def settle(self, t: int) -> int:
        """The first instant at or after ``t`` that is neither quiet nor on a stopped
        weekend: where a deadline or reminder that would fall in them goes."""
        for _ in range(8):
            weekend = self.weekend(t)
            if weekend is not None:
                t = weekend[1]
            elif self.is_quiet(t):
                t = self.quiet_end(t)
            else:
                return t
        return t
