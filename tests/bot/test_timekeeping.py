"""Deadlines, reminders, away periods and the scheduler, with a clock the tests move."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.app.errors import UserError
from bot.app.i18n import Readers
from bot.features.service import GameService
from bot.features.timekeeping import DAY, HOUR, parse_until, plan_clock
from games.adastra import GAME
from tests.bot.test_service import ALICE, BOB, CAROL, CHANNEL, GUILD, started
from tests.bot.timekeeping_support import START, ManualClock

#: The posts' boards are drawn for real, as the bot draws them.
pytestmark = pytest.mark.drawing


def awaited(service: GameService) -> int:
    live = service.core.games[CHANNEL]
    user = live.seats[GAME.to_act(live.state)[0]].user_id
    assert user is not None
    return user


async def move(service: GameService) -> None:
    live = service.core.games[CHANNEL]
    seat = GAME.to_act(live.state)[0]
    user = live.seats[seat].user_id
    assert user is not None
    await service.moves.move(CHANNEL, user, GAME.format_move(live.state,
                                                       GAME.legal_moves(live.state, seat)[0]),
                                                       readers=Readers("en", "en"))


def test_clock_plans_reminders_and_pauses_for_absence() -> None:
    clock = plan_clock(0, 72, (24, 4), [])
    assert clock.deadline == 72 * HOUR
    assert clock.reminders == ((24 * HOUR, 48 * HOUR), (4 * HOUR, 68 * HOUR))
    # Away for the first day: the clock runs one day later.
    away = plan_clock(0, 72, (24, 4), [(-5, DAY)])
    assert away.deadline == 96 * HOUR
    # A reminder that would come before the decision started is dropped.
    assert plan_clock(0, 2, (24, 1), []).reminders == ((HOUR, HOUR),)


def test_until_accepts_durations_and_dates() -> None:
    assert parse_until("3d", 100) == 100 + 3 * DAY
    assert parse_until("12 hours", 0) == 12 * HOUR
    assert parse_until("2w", 0) == 14 * DAY
    assert parse_until("2026-12-24", 1_798_070_400 - 5 * DAY) == 1_798_070_400
    with pytest.raises(UserError, match="use a duration"):
        parse_until("next tuesday", 0)


async def test_each_decision_gets_its_schedule(env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    await started(service)
    live = service.core.games[CHANNEL]
    pending = await service.store.pending_schedule(live.row.id)
    assert [(e.kind, e.due_at - START) for e in pending] == [
        ("reminder", 48 * HOUR), ("reminder", 68 * HOUR), ("deadline", 72 * HOUR)]
    assert all(e.ply == 0 for e in pending)
    clock.advance(HOUR)
    await move(service)
    pending = await service.store.pending_schedule(live.row.id)
    assert {e.ply for e in pending} == {1} and len(pending) == 3
    assert pending[-1].due_at == START + HOUR + 72 * HOUR
    status = await service.display.status(CHANNEL, locale="en")
    assert f"Deadline: <t:{START + 73 * HOUR}:R>" in status


async def test_reminders_come_once_each_and_stop(env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    await started(service)
    timekeeper = service.timekeeper
    assert await timekeeper.tick() == []
    clock.advance(48 * HOUR)
    notices = await timekeeper.tick()
    assert len(notices) == 1
    user = awaited(service)
    assert notices[0].channel_text() == (
        f"Reminder: <@{user}>, your Ad Astra decision is due <t:{START + 72 * HOUR}:R>.")
    assert await timekeeper.tick() == []  # never twice for the same point
    clock.advance(20 * HOUR)
    assert len(await timekeeper.tick()) == 1
    # Moving on cancels what remains for that decision.
    await move(service)
    clock.advance(3 * HOUR)
    assert await timekeeper.tick() == []


async def test_catch_up_after_downtime_is_one_reminder_not_a_flood(
        env: tuple[GameService, ManualClock], tmp_path: Path) -> None:
    service, clock = env
    await started(service)
    # The bot is down for 70 hours: both reminder points pass unseen.
    clock.advance(70 * HOUR)
    restarted = GameService(service.store, service.renderer, clock)
    await restarted.timekeeper.catch_up()
    notices = await restarted.timekeeper.tick()
    assert len(notices) == 1 and "Reminder" in notices[0].channel_text()
    assert await restarted.timekeeper.tick() == []


async def test_deadline_policy_notify_tells_moderators_once(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    await service.store.set_setting(GUILD, "moderator_role", 555, now=START)
    await started(service)
    live = service.core.games[CHANNEL]
    clock.advance(80 * HOUR)
    notices = await service.timekeeper.tick()
    assert len(notices) == 1
    assert "Time is up" in notices[0].text and "<@&555>" in notices[0].text
    assert notices[0].roles == [555]
    assert live.version == 0  # nothing was played
    assert await service.timekeeper.tick() == []


@pytest.mark.parametrize("policy", ["default", "ai"])
async def test_deadline_policy_plays_the_decision(env: tuple[GameService, ManualClock],
                                                  policy: str) -> None:
    service, clock = env
    await service.store.set_setting(GUILD, "timeout_policy", policy, now=START)
    await started(service)
    live = service.core.games[CHANNEL]
    late = awaited(service)
    clock.advance(73 * HOUR)
    notices = await service.timekeeper.tick()
    assert len(notices) == 1 and notices[0].post is not None
    assert "Time is up" in notices[0].post.text and notices[0].post.image
    assert live.version == 1
    rows = await service.store.moves_page(live.row.id, 0, 5)
    assert rows[0].kind == "timeout" and rows[0].user_id is None
    assert awaited(service) != late
    # The next decision has a fresh deadline from now.
    pending = await service.store.pending_schedule(live.row.id)
    assert pending[-1].due_at == clock.now + 72 * HOUR


async def test_game_deadline_override_and_dm_preference(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    await service.lobbies.new_game(GUILD, CHANNEL, ALICE, "adastra", deadline_hours=6, locale="en")
    await service.lobbies.join(BOB, channel_id=CHANNEL, locale="en")
    await service.lobbies.join(CAROL, channel_id=CHANNEL, locale="en")
    await service.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
    live = service.core.games[CHANNEL]
    pending = await service.store.pending_schedule(live.row.id)
    assert [(e.kind, e.due_at - START) for e in pending] == [
        ("reminder", 2 * HOUR), ("deadline", 6 * HOUR)]
    user = awaited(service)
    assert "direct message" in await service.timekeeper.set_notify(GUILD, user, "dm", locale="en")
    clock.advance(2 * HOUR)
    notice = (await service.timekeeper.tick())[0]
    assert notice.dm_users == [user] and notice.mentions == []
    assert notice.channel_text() == ""  # nothing in the channel unless the DM fails
    assert f"<@{user}>" in notice.channel_text([user])
    assert "decision in <#" in notice.dm_text


async def test_away_pauses_deadlines_within_the_allowance(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    await started(service)
    live = service.core.games[CHANNEL]
    user = awaited(service)
    text, notices = await service.timekeeper.set_away(GUILD, user, "3d",
                                                      readers=Readers("en", "en"))
    assert "paused" in text and "27.0 away days left" in text
    assert len(notices) == 1 and "is away until" in notices[0].text
    pending = await service.store.pending_schedule(live.row.id)
    assert pending[-1].due_at == START + 3 * DAY + 72 * HOUR
    with pytest.raises(UserError, match="already past"):
        await service.timekeeper.set_away(GUILD, user, "2020-01-01", readers=Readers("en", "en"))
    clock.advance(DAY)
    # A new /away replaces the rest of the current absence; the day already spent counts.
    with pytest.raises(UserError, match=r"you have 29\.0 of your 30 away days left"):
        await service.timekeeper.set_away(GUILD, user, "30d", readers=Readers("en", "en"))
    assert "Welcome back" in (await service.timekeeper.set_away(GUILD, user, "back",
                                                                readers=Readers("en", "en")))[0]
    pending = await service.store.pending_schedule(live.row.id)
    assert pending[-1].due_at == START + DAY + 72 * HOUR


async def test_mygames_lists_games_waiting_on_you(env: tuple[GameService, ManualClock]) -> None:
    service, _clock = env
    assert await service.timekeeper.waiting_on(GUILD, ALICE, locale="en") == (
        "No game in this server is waiting for you.")
    await started(service)
    user = awaited(service)
    text = await service.timekeeper.waiting_on(GUILD, user, locale="en")
    assert text.startswith("Ad Astra in <#100>") and f"discord.com/channels/{GUILD}/100" in text
    others = [u for u in (ALICE, BOB, CAROL) if u != user]
    assert await service.timekeeper.waiting_on(GUILD, others[0], locale="en") == (
        "No game in this server is waiting for you.")


async def test_a_member_who_leaves_the_server_opens_their_seats(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    await started(service)
    live = service.core.games[CHANNEL]
    seat = live.seat_of(BOB)
    posts = await service.seats.member_left(GUILD, BOB, locale="en")
    assert [channel for channel, _ in posts] == [CHANNEL]
    assert "played by the AI" in posts[0][1].text and posts[0][1].seat_button == (
        live.row.id, seat)
    assert live.seat_of(BOB) is None and live.seats[seat].is_ai  # type: ignore[index]
    # Whoever takes the seat over gets its private view; the AI never waits for a human.
    await service.seats.take(live, 99, "en", seat)
    assert live.seat_of(99) == seat
    assert await service.seats.member_left(GUILD + 1, CAROL, locale="en") == []
