"""Sent posts are deleted OUTBOX_KEEP_DAYS after their send (30 days by default; a week in
most tests here), by the dispatcher's background loop (at start-up, then hourly, a batch at
a time); a post still to send is kept, and so are the moves, the snapshots and the audit
trail; a purge that fails never stops the sending. On a real SQLite file with a manual
clock, without Discord (the tests store no post to send)."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from contextlib import closing

import pytest

from bot.app.i18n import Readers
from bot.features.service import GameService
from bot.outbox import announce, dispatch
from bot.outbox.announce import KEEP_SENT_SECONDS, Announcements
from bot.outbox.dispatch import Dispatcher
from games.adastra import GAME
from storage.base import NewPost
from storage.sqlite import SqliteStore
from tests.bot.test_service import ALICE, CHANNEL, GUILD, Clock, started

DAY = 24 * 3600
WEEK = 7 * DAY


class NoDiscord:
    """The dispatcher's client in tests that send nothing: any send would fail loudly."""

    def get_channel(self, channel_id: int) -> None:
        raise AssertionError(f"nothing should be sent (channel {channel_id})")


def clock_of(service: GameService) -> Clock:
    clock = service.core.clock
    assert isinstance(clock, Clock)
    return clock


async def stored_post(service: GameService, text: str, *, sent_days_ago: int | None,
                      created_days_ago: int = 30) -> int:
    """A post of a lobby in CHANNEL, created ``created_days_ago`` and, unless
    ``sent_days_ago`` is None, marked sent that many days ago (by the clock's time now)."""
    store = service.store
    assert isinstance(store, SqliteStore)
    game = await store.open_game_in_channel(CHANNEL) or await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, game="adastra", host_id=ALICE, seed=1,
        now=clock_of(service).now)
    now = clock_of(service).now
    await store.enqueue_posts(game.id, [NewPost(CHANNEL, 0, json.dumps({"text": text}))],
                              now=now - created_days_ago * DAY)
    row = (await store.pending_posts(game.id))[-1]
    if sent_days_ago is not None:
        await store.mark_post_sent(row.id, now=now - sent_days_ago * DAY)
    return row.id


def stored(service: GameService) -> list[str]:
    """Every post in the file, sent or not, oldest first (read behind the store's back)."""
    assert isinstance(service.store, SqliteStore)
    with sqlite3.connect(service.store.path) as db:
        rows = db.execute("SELECT payload FROM outbox ORDER BY id").fetchall()
    return [str(json.loads(r[0])["text"]) for r in rows]


async def test_the_dispatcher_deletes_posts_sent_a_week_ago_and_keeps_the_rest(
        service: GameService) -> None:
    await stored_post(service, "sent 8 days ago", sent_days_ago=8)
    await stored_post(service, "sent 1 day ago", sent_days_ago=1)
    await stored_post(service, "sent 9 days ago", sent_days_ago=9)
    await stored_post(service, "sent 6 days ago", sent_days_ago=6)

    announcements = Announcements(service.core, service.history, keep_sent=WEEK)
    dispatcher = Dispatcher(NoDiscord(), announcements)  # type: ignore[arg-type]
    stop = asyncio.Event()
    running = asyncio.create_task(dispatcher.run(stop))
    async with asyncio.timeout(30):  # the start-up purge, in the loop's own task
        while "sent 8 days ago" in stored(service):
            await asyncio.sleep(0.01)
    stop.set()
    async with asyncio.timeout(30):
        await running
    assert stored(service) == ["sent 1 day ago", "sent 6 days ago"]


async def test_a_purge_goes_on_batch_after_batch_until_one_is_short(
        service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(announce, "PURGE_BATCH", 2)
    for n in range(5):
        await stored_post(service, f"old {n}", sent_days_ago=8 + n)
    await stored_post(service, "still unsent", sent_days_ago=None, created_days_ago=60)
    await stored_post(service, "just under a week", sent_days_ago=6)
    calls: list[int] = []
    purge = service.store.purge_sent_posts

    async def counted(*, before: int, limit: int = 1000) -> int:
        calls.append(limit)
        return await purge(before=before, limit=limit)

    monkeypatch.setattr(service.store, "purge_sent_posts", counted)
    announcements = Announcements(service.core, service.history, keep_sent=WEEK)
    assert await announcements.purge_sent() == 5
    assert calls == [2, 2, 2]  # 2, 2, then 1: short, so the purge is over
    assert stored(service) == ["still unsent", "just under a week"]
    # A week after its send, the post of six days ago goes too.
    clock_of(service).now += 2 * DAY
    assert await announcements.purge_sent() == 1
    assert stored(service) == ["still unsent"]
    assert KEEP_SENT_SECONDS == 30 * DAY  # the default, OUTBOX_KEEP_DAYS=30


async def test_a_failing_purge_is_logged_and_sending_goes_on(
        service: GameService, caplog: pytest.LogCaptureFixture) -> None:
    announcements = Announcements(service.core, service.history)
    purges: list[int] = []

    async def broken() -> int:
        purges.append(1)
        raise RuntimeError("disk on fire")

    announcements.purge_sent = broken  # type: ignore[method-assign]
    dispatcher = Dispatcher(NoDiscord(), announcements)  # type: ignore[arg-type]
    flushes = 0
    flushed = asyncio.Event()
    flush = dispatcher.flush

    async def counted(game_id: int | None = None) -> None:
        nonlocal flushes
        await flush(game_id)
        flushes += 1
        flushed.set()  # the loop waits for a wake-up before the test sees this

    dispatcher.flush = counted  # type: ignore[method-assign]
    stop = asyncio.Event()
    with caplog.at_level(logging.ERROR, logger="bot.outbox.dispatch"):
        running = asyncio.create_task(dispatcher.run(stop))
        async with asyncio.timeout(30):
            while not purges or flushes < 3:
                flushed.clear()
                dispatcher.wake()  # another sweep, after the purge failed
                await flushed.wait()
        stop.set()
        await asyncio.wait_for(running, 30)
    assert flushes >= 3
    assert purges == [1]  # once at start-up; the next one waits for the hour
    assert any("deleting old sent posts failed" in r.getMessage() and r.exc_info
               for r in caplog.records)


async def test_the_purge_is_tried_again_after_a_failure(
        service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dispatch, "PURGE_SECONDS", 0.01)
    await stored_post(service, "sent 8 days ago", sent_days_ago=8)
    announcements = Announcements(service.core, service.history, keep_sent=WEEK)
    purge = announcements.purge_sent
    tries: list[int] = []

    async def flaky() -> int:
        tries.append(1)
        if len(tries) == 1:
            raise RuntimeError("database busy")
        return await purge()

    announcements.purge_sent = flaky  # type: ignore[method-assign]
    stop = asyncio.Event()
    running = asyncio.create_task(Dispatcher(NoDiscord(), announcements).run(stop))  # type: ignore[arg-type]
    async with asyncio.timeout(30):
        while stored(service):
            await asyncio.sleep(0.01)
    stop.set()
    await asyncio.wait_for(running, 30)
    assert len(tries) >= 2 and stored(service) == []


async def test_posts_sent_before_outbox_keep_days_are_pruned_on_schedule_and_nothing_else(
        service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the default 30 days: each scheduled purge deletes the posts sent more than 30
    days before it; unsent posts, moves, snapshots and the audit trail stay, however old."""
    monkeypatch.setattr(dispatch, "PURGE_SECONDS", 0.05)
    await started(service, ai_seats=1)
    store = service.store
    for _ in range(4):
        live = service.core.games[CHANNEL]
        seat = next(s for s in GAME.to_act(live.state) if not live.seats[s].is_ai)
        user = live.seats[seat].user_id
        assert user is not None
        await service.moves.move(CHANNEL, user, GAME.format_move(
            live.state, GAME.legal_moves(live.state, seat)[0]), readers=Readers("en", "en"))
    game = await store.open_game_in_channel(CHANNEL)
    assert game is not None
    now = clock_of(service).now
    for row in await store.pending_posts(game.id):  # the game's own posts: long sent
        await store.mark_post_sent(row.id, now=now - 45 * DAY)
    await store.append_audit(guild_id=GUILD, actor_id=ALICE, action="settings",
                             now=now - 400 * DAY, game_id=game.id)
    await stored_post(service, "sent 31 days ago", sent_days_ago=31)
    await stored_post(service, "sent 29 days ago", sent_days_ago=29)
    unsent = await stored_post(service, "still unsent", sent_days_ago=None,
                               created_days_ago=90)
    await store.retry_post_at(unsent, now + 365 * DAY)  # waiting, never sent in this test

    def kept() -> tuple[int, int, int]:
        assert isinstance(store, SqliteStore)
        with closing(sqlite3.connect(store.path)) as db:
            counts = [db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
                      for table in ("moves", "snapshots", "audit")]
        return counts[0], counts[1], counts[2]

    before = kept()
    assert before[0] >= 4 and before[2] == 1
    dispatcher = Dispatcher(NoDiscord(), Announcements(  # type: ignore[arg-type]
        service.core, service.history))  # OUTBOX_KEEP_DAYS' default
    stop = asyncio.Event()
    purging = asyncio.create_task(dispatcher.purge(stop))
    async with asyncio.timeout(30):  # the start-up purge
        while "sent 31 days ago" in stored(service):
            await asyncio.sleep(0.01)
    assert stored(service) == ["sent 29 days ago", "still unsent"]
    clock_of(service).now += 2 * DAY  # two days on, a later purge takes the next one
    async with asyncio.timeout(30):
        while "sent 29 days ago" in stored(service):
            await asyncio.sleep(0.01)
    stop.set()
    await asyncio.wait_for(purging, 30)
    assert stored(service) == ["still unsent"]
    assert kept() == before
