"""Local time (bot/app/calendar.py) and the deadline arithmetic that uses it (bot/app/clocks.py),
against instants worked out by hand from each zone's published rules, on both sides of UTC
and across daylight-saving changes: New York (UTC-5, -4 from 8 March 2026 02:00 to 1 November
02:00), Sydney (UTC+11, +10 from 5 April 2026 03:00) and Kolkata (UTC+5:30, no change)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.app.calendar import Calendar, check_zone, matching_zones, parse_quiet, quiet_text
from bot.app.clocks import HOUR, parse_until, plan_clock
from bot.app.errors import BadOption

NIGHT = (23 * 60, 8 * 60)  # 23:00-08:00


def utc(*parts: int) -> int:
    return int(datetime(*parts, tzinfo=UTC).timestamp())  # type: ignore[misc]


def test_quiet_hours_and_zones_as_members_type_them() -> None:
    assert parse_quiet("23:00-08:00") == NIGHT
    assert parse_quiet(" 22h30 to 6 ") == (22 * 60 + 30, 6 * 60)
    assert parse_quiet("13:15–14:45") == (13 * 60 + 15, 14 * 60 + 45)
    assert parse_quiet("off") is None and quiet_text(NIGHT) == "23:00-08:00"
    for bad in ("25:00-08:00", "23:00-23:00", "night", "8-"):
        with pytest.raises(BadOption):
            parse_quiet(bad)
    assert check_zone("america/new york") == "America/New_York"
    with pytest.raises(BadOption, match="not a time zone"):
        check_zone("Mars/Olympus_Mons")
    assert matching_zones("sydn") == ["Australia/Sydney"]
    assert "Europe/Madrid" in matching_zones("madr") and len(matching_zones("")) == 25


def test_quiet_hours_follow_daylight_saving_on_both_sides_of_utc() -> None:
    york = Calendar("America/New_York", NIGHT)
    # The night clocks go forward: 23:00 EST (04:00 UTC) to 08:00 EDT (12:00 UTC), 8 hours.
    assert not york.is_quiet(utc(2026, 3, 8, 3, 59)) and york.is_quiet(utc(2026, 3, 8, 4))
    assert york.quiet_end(utc(2026, 3, 8, 5)) == utc(2026, 3, 8, 12)
    assert york.is_quiet(utc(2026, 3, 8, 11, 59)) and not york.is_quiet(utc(2026, 3, 8, 12))
    # The night they go back: 23:00 EDT (03:00 UTC) to 08:00 EST (13:00 UTC), 10 hours.
    assert york.quiet_end(utc(2026, 11, 1, 3)) == utc(2026, 11, 1, 13)
    assert york.quiet_end(utc(2026, 11, 1, 2, 59)) == utc(2026, 11, 1, 2, 59)  # not quiet
    sydney = Calendar("Australia/Sydney", NIGHT)
    # 4 April 23:00 AEDT (12:00 UTC) to 5 April 08:00 AEST (22:00 UTC): 10 hours.
    assert sydney.quiet_end(utc(2026, 4, 4, 12)) == utc(2026, 4, 4, 22)
    assert not sydney.is_quiet(utc(2026, 4, 4, 11, 59))
    kolkata = Calendar("Asia/Kolkata", (22 * 60 + 30, 6 * 60 + 15))
    assert kolkata.quiet_end(utc(2026, 7, 1, 17)) == utc(2026, 7, 2, 0, 45)
    assert not kolkata.is_quiet(utc(2026, 7, 1, 16, 59))
    # Quiet hours ending at 02:30 the night that time does not exist end with the gap
    # (02:00 EST is 07:00 UTC, which is 03:00 EDT).
    gap = Calendar("America/New_York", (60, 150))
    assert gap.quiet_end(utc(2026, 3, 8, 6, 30)) == utc(2026, 3, 8, 7)
    # Daytime quiet hours (no wrap past midnight).
    lunch = Calendar("Asia/Kolkata", (13 * 60, 14 * 60))
    assert lunch.quiet_end(utc(2026, 7, 1, 8)) == utc(2026, 7, 1, 8, 30)


def test_weekends_follow_each_players_zone_and_daylight_saving() -> None:
    york = Calendar("America/New_York", weekends=True)
    # Saturday 7 March 00:00 EST to Monday 9 March 00:00 EDT: 47 hours.
    assert york.weekend(utc(2026, 3, 8)) == (utc(2026, 3, 7, 5), utc(2026, 3, 9, 4))
    assert york.weekend(utc(2026, 3, 7, 4, 59)) is None  # still Friday in New York
    sydney = Calendar("Australia/Sydney", weekends=True)
    # Saturday 4 April 00:00 AEDT to Monday 6 April 00:00 AEST: 49 hours.
    assert sydney.weekend(utc(2026, 4, 4)) == (utc(2026, 4, 3, 13), utc(2026, 4, 5, 14))
    assert sydney.weekend(utc(2026, 4, 3, 12, 59)) is None
    assert york.weekends_between(utc(2026, 3, 5), utc(2026, 3, 16)) == [
        (utc(2026, 3, 7, 5), utc(2026, 3, 9, 4)), (utc(2026, 3, 14, 4), utc(2026, 3, 16, 4))]
    assert Calendar("America/New_York").weekend(utc(2026, 3, 8)) is None  # not asked for


def test_a_deadline_in_quiet_hours_moves_to_their_end_and_reminders_too() -> None:
    york = Calendar("America/New_York", NIGHT)
    since = utc(2026, 3, 3, 1)  # Monday 2 March 20:00 EST
    # Six hours later is 02:00 EST, quiet: the deadline moves to 08:00 EST (13:00 UTC); the
    # 4-hour reminder (04:00 EST) would move there too, which is not before it: dropped.
    assert plan_clock(since, 6, (24, 4), [], york).deadline == utc(2026, 3, 3, 13)
    assert plan_clock(since, 6, (24, 4), [], york).reminders == ()
    # 30 hours: Wednesday 02:00 EST moves to 08:00 (13:00 UTC); the 24-hour reminder, Tuesday
    # 08:00 EST, stays; the 4-hour one, Wednesday 04:00 EST, moves to 08:00 and is dropped.
    clock = plan_clock(since, 30, (24, 4, 12), [], york)
    assert clock.deadline == utc(2026, 3, 4, 13)
    assert clock.reminders == ((24 * HOUR, utc(2026, 3, 3, 13)),
                               (12 * HOUR, utc(2026, 3, 4, 1)))
    # The same clock in Sydney: 6 hours after 12:00 AEDT is 18:00, nothing moves.
    assert plan_clock(since, 6, (4,), [], Calendar("Australia/Sydney", NIGHT)) == plan_clock(
        since, 6, (4,), [])


def test_weekends_stop_the_clock_across_daylight_saving() -> None:
    york = Calendar("America/New_York", weekends=True)
    friday = utc(2026, 3, 7, 1)  # Friday 6 March 20:00 EST
    # 4 hours run to Saturday 00:00 EST, the clock stops until Monday 00:00 EDT (04:00 UTC),
    # then 8 more hours: Monday 08:00 EDT.
    assert plan_clock(friday, 12, (), [], york).deadline == utc(2026, 3, 9, 12)
    quiet = Calendar("America/New_York", (23 * 60, 9 * 60), weekends=True)
    assert plan_clock(friday, 12, (), [], quiet).deadline == utc(2026, 3, 9, 13)
    # Away over the weekend counts once: away Friday 22:00 EST to Monday 02:00 EDT.
    away = [[utc(2026, 3, 7, 3), utc(2026, 3, 9, 6)]]
    assert plan_clock(friday, 12, (), away, york).deadline == utc(2026, 3, 9, 16)
    # Sydney, the weekend the clocks go back: Friday 3 April 20:00 AEDT (09:00 UTC), 12 hours:
    # 4 to Saturday 00:00 AEDT (13:00 UTC), stopped until Monday 00:00 AEST (14:00 UTC Sunday),
    # 8 more: Monday 08:00 AEST.
    sydney = Calendar("Australia/Sydney", weekends=True)
    assert plan_clock(utc(2026, 4, 3, 9), 12, (), [], sydney).deadline == utc(2026, 4, 5, 22)
    # A deadline a quiet night pushes onto a weekend goes past it, and past Monday's quiet
    # hours: Friday 21:00 EST + 1 hour is 22:00, not quiet; + 2 hours is 23:00, quiet; its
    # end, Saturday 08:00, is the weekend, whose end, Monday 00:00 EDT, is quiet again until
    # 08:00 EDT.
    both = Calendar("America/New_York", NIGHT, weekends=True)
    assert plan_clock(utc(2026, 3, 7, 2), 1, (), [], both).deadline == utc(2026, 3, 7, 3)
    assert plan_clock(utc(2026, 3, 7, 2), 2, (), [], both).deadline == utc(2026, 3, 9, 12)


def test_reminders_move_off_stopped_weekends() -> None:
    york = Calendar("America/New_York", weekends=True)
    wednesday = utc(2026, 3, 4, 17)  # Wednesday 4 March 12:00 EST
    # 60 hours run to Saturday 00:00 EST, the clock stops until Monday 00:00 EDT (04:00 UTC),
    # and 36 more run to Tuesday 12:00 EDT.
    clock = plan_clock(wednesday, 96, (72, 48, 24, 4), [], york)
    assert clock.deadline == utc(2026, 3, 10, 16)
    # 72 and 48 hours before fall on the weekend (Saturday 11:00 EST, Sunday 12:00 EDT):
    # both move to its end; 24 hours before (Monday 12:00 EDT) and 4 (Tuesday 08:00) stay.
    monday = utc(2026, 3, 9, 4)
    assert clock.reminders == ((72 * HOUR, monday), (48 * HOUR, monday),
                               (24 * HOUR, utc(2026, 3, 9, 16)), (4 * HOUR, utc(2026, 3, 10, 12)))
    assert york.resting(utc(2026, 3, 8)) and not york.resting(utc(2026, 3, 6, 17))
    # With quiet hours too, the weekend's end (Monday 00:00 EDT) is quiet until 08:00 EDT.
    both = Calendar("America/New_York", NIGHT, weekends=True)
    quiet = plan_clock(wednesday, 96, (72, 48, 24, 4), [], both)
    assert quiet.deadline == clock.deadline
    eight = utc(2026, 3, 9, 12)
    assert quiet.reminders[:2] == ((72 * HOUR, eight), (48 * HOUR, eight))
    # A deadline the weekend moves to Monday 00:00 EDT: Friday 20:00 EST plus 4 hours is
    # Saturday 00:00 EST. Every reminder before it falls on the weekend, whose end is not
    # before the deadline: all are dropped.
    friday = utc(2026, 3, 7, 1)
    assert plan_clock(friday, 4, (2, 30), [], york) == plan_clock(friday, 4, (), [], york)
    assert plan_clock(friday, 4, (2, 30), [], york).deadline == monday
    # Without weekends stopped, nothing moves.
    plain = plan_clock(wednesday, 96, (72, 48), [], Calendar("America/New_York"))
    assert plain.reminders == ((72 * HOUR, utc(2026, 3, 5, 17)), (48 * HOUR, utc(2026, 3, 6, 17)))


def test_away_dates_are_read_in_the_members_zone() -> None:
    now = utc(2026, 12, 1)
    assert parse_until("2026-12-24", now) == utc(2026, 12, 24)
    assert parse_until("2026-12-24", now, "America/New_York") == utc(2026, 12, 24, 5)
    assert parse_until("2026-12-24 18:00", now, "Asia/Kolkata") == utc(2026, 12, 24, 12, 30)
