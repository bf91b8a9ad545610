"""Time zones, quiet hours and weekends in the running bot: /settings moves a player's
deadline and reminders in the same transaction as the setting; a reminder found due in
quiet hours or on a stopped weekend (a late scheduler run) waits for their end and comes
once; a server that stops clocks on weekends moves its running games' deadlines at once; a
post sent while a player it calls to act is resting names them without pinging them, and
they are called once, when their rest ends, unless they have moved; bad zones and quiet
hours are refused in the member's language."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.app.errors import BadOption
from bot.app.i18n import Readers
from bot.app.table import Post, StoredPost
from bot.features.service import GameService
from bot.interface.components import post_kwargs
from bot.outbox.pings import Pings
from storage.base import OutboxRow, ScheduleRow
from storage.schedule import CALL
from tests.bot.timekeeping_support import (
    GUILD,
    START,
    ManualClock,
    first_move,
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
    text = await service.timekeeper.set_time(GUILD, user, "UTC", "21:00-23:00", locale="en")
    assert text == ("Your time zone: UTC (it is 22:13 there); quiet hours: 21:00-23:00. No "
                    "reminder or ping reaches you in your quiet hours, and no deadline of "
                    "yours falls in them.")
    assert await deadline(service, live.row.id) == utc(2023, 11, 17, 23)
    # Now 23:00-08:00 in New York (04:00-13:00 UTC in November): the deadline, 17:13 EST,
    # is outside them; the 24-hour reminder (16 November 22:13 UTC) too.
    await service.timekeeper.set_time(GUILD, user, "America/New_York", "23:00-08:00", locale="en")
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
    text = await service.moderation.settings(GUILD, MOD, weekends=True, locale="en")
    assert "Clocks stop on weekends: on." in text
    # Tuesday 22:13 to Saturday 00:00 UTC runs 73:46:40; the 22:13:20 left run from Monday.
    assert await deadline(service, live.row.id) == utc(2023, 11, 20, 22, 13, 20)
    user = user_of(live, waiting_humans(live)[0])
    await service.timekeeper.set_time(GUILD, user, "Australia/Sydney", locale="en")  # UTC+11
    # In Sydney the clock ran from Wednesday 09:13 to Saturday 00:00 (62:46:40), then 33:13:20
    # from Monday 00:00 AEDT (Sunday 13:00 UTC): Tuesday 09:13:20 AEDT.
    assert await deadline(service, live.row.id) == utc(2023, 11, 20, 22, 13, 20)


async def test_bad_zones_and_quiet_hours_are_refused(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    with pytest.raises(BadOption) as refused:
        await service.timekeeper.set_time(GUILD, ALICE, "Atlantis/Capital", locale="en")
    assert refused.value.message.startswith("'Atlantis/Capital' is not a time zone")
    assert refused.value.worded("es").startswith("'Atlantis/Capital' no es una zona horaria")
    with pytest.raises(BadOption) as refused:
        await service.timekeeper.set_time(GUILD, ALICE, None, "late", locale="en")
    assert "« late » n'est pas une plage d'heures calmes" in refused.value.worded("fr")
    assert await service.store.get_setting(GUILD, "zone.11") is None


async def test_a_reminder_found_due_on_a_stopped_weekend_waits_for_its_end(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    await service.moderation.settings(GUILD, MOD, reminders="80, 24", weekends=True, locale="en")
    live = await open_table(service, "adastra", 1, [ALICE, BOB, CAROL], deadline_hours=96)
    user = user_of(live, waiting_humans(live)[0])
    assert await deadline(service, live.row.id) == utc(2023, 11, 20, 22, 13, 20)  # Monday
    # 80 hours before is Friday 14:13:20; 24 hours before, Sunday 22:13:20, is on the
    # weekend: it moves to its end, Monday 00:00.
    assert sorted(p.due_at for p in await service.store.pending_schedule(live.row.id)
                  if p.kind == "reminder") == [utc(2023, 11, 17, 14, 13, 20), utc(2023, 11, 20)]
    # The scheduler is down from Friday noon to Saturday 10:00: the 80-hour reminder is
    # found due on the weekend and waits for its end, where it comes once with the other.
    clock.now = utc(2023, 11, 18, 10)
    assert reminded(await service.timekeeper.tick()) == []
    clock.now = utc(2023, 11, 19, 23, 59)
    assert reminded(await service.timekeeper.tick()) == []
    clock.now = utc(2023, 11, 20)
    assert reminded(await service.timekeeper.tick()) == [user]
    assert reminded(await service.timekeeper.tick()) == []


async def sent_post(service: GameService, game_id: int) -> tuple[OutboxRow, Post]:
    """The game's latest post in its outbox, as the sender reads it (those before it are
    marked sent)."""
    now = service.core.clock()
    rows = [*service.store.take_claimed(game_id),
            *await service.store.claim_posts(now=now, lease=120, game_id=game_id)]
    for row in rows:
        await service.store.mark_post_sent(row.id, now=now)
    return rows[-1], StoredPost.from_payload(rows[-1].payload, game_id).post


def calls(points: list[ScheduleRow]) -> list[tuple[int | None, int]]:
    return [(p.seat, p.due_at) for p in points if p.kind == "reminder" and p.lead == CALL]


async def test_a_turn_post_pings_no_resting_player_and_calls_them_when_they_can_be(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    pings = Pings(service.core)
    live = await open_table(service, "adastra", 1, [ALICE, BOB, CAROL])
    seat = waiting_humans(live)[0]
    user = user_of(live, seat)
    other, third = (u for u in (ALICE, BOB, CAROL) if u != user)
    # Decided when the post goes, not when it was stored: the player it calls to act
    # became quiet meanwhile (22:00-23:00 UTC; it is 22:13), another player is on his
    # lunch hour in New York (17:13 EST).
    await service.timekeeper.set_time(GUILD, user, "UTC", "22:00-23:00", locale="en")
    await service.timekeeper.set_time(GUILD, other, "America/New_York", "17:00-18:00", locale="en")
    row, post = await sent_post(service, live.row.id)
    assert post.mentions == [user] and f"<@{user}>" in post.text
    hushed = await pings.hush(row, post)
    assert hushed.mentions == [] and f"<@{user}>" in hushed.text  # named, not pinged
    kwargs = post_kwargs(hushed)
    assert kwargs["silent"] and kwargs["allowed_mentions"].users == []
    # Those the same post names who are not resting are pinged.
    three = Post(hushed.text, mentions=[user, other, third], locale="en")
    assert (await pings.hush(row, three)).mentions == [third]
    # One call, for the player awaited, at the end of their quiet hours; a later plan of the
    # game (a setting of another player) keeps it.
    await service.timekeeper.set_time(GUILD, third, "Europe/Madrid", locale="en")
    assert calls(await service.store.pending_schedule(live.row.id)) == [
        (seat, utc(2023, 11, 14, 23))]
    clock.now = utc(2023, 11, 14, 22, 59)
    assert reminded(await service.timekeeper.tick()) == []
    clock.now = utc(2023, 11, 14, 23)
    assert reminded(await service.timekeeper.tick()) == [user]
    assert reminded(await service.timekeeper.tick()) == []
    # The next post pings whoever it calls to act (none of them is resting at 23:00 UTC).
    moved = await service.moves.move(1, user, first_move(live, seat), readers=Readers("en", "en"))
    row, post = await sent_post(service, live.row.id)
    assert (await pings.hush(row, post)).mentions == moved.post.mentions != []


async def test_a_player_who_moves_while_resting_is_not_called(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "adastra", 1, [ALICE, BOB, CAROL])
    seat = waiting_humans(live)[0]
    user = user_of(live, seat)
    await service.timekeeper.set_time(GUILD, user, "UTC", "22:00-23:00", locale="en")
    row, post = await sent_post(service, live.row.id)
    assert (await Pings(service.core).hush(row, post)).mentions == []
    assert calls(await service.store.pending_schedule(live.row.id)) == [
        (seat, utc(2023, 11, 14, 23))]
    await service.moves.move(1, user, first_move(live, seat),
                       readers=Readers("en", "en"))  # awake after all
    assert calls(await service.store.pending_schedule(live.row.id)) == []
    clock.now = utc(2023, 11, 14, 23)
    assert user not in reminded(await service.timekeeper.tick())
    # A post held in the outbox until after the quiet hours pings as it goes.
    later = Post(f"<@{user}>", mentions=[user], locale="en")
    assert (await Pings(service.core).hush(row, later)).mentions == [user]
