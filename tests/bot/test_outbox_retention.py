"""Sent posts are deleted a week after their send, by the dispatcher's background loop (at
start-up, then hourly, a batch at a time); a post still to send is kept, and a purge that
fails never stops the sending. On a real SQLite file with a manual clock, without Discord
(the tests store no post to send)."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3

import pytest

from bot import announce, dispatch
from bot.announce import KEEP_SENT_SECONDS, Announcements
from bot.dispatch import Dispatcher
from bot.service import GameService
from storage.base import NewPost
from storage.sqlite import SqliteStore
from tests.bot.test_service import ALICE, CHANNEL, GUILD, Clock

DAY = 24 * 3600


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

    dispatcher = Dispatcher(NoDiscord(), Announcements(service.core, service.history))  # type: ignore[arg-type]
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
    announcements = Announcements(service.core, service.history)
    assert await announcements.purge_sent() == 5
    assert calls == [2, 2, 2]  # 2, 2, then 1: short, so the purge is over
    assert stored(service) == ["still unsent", "just under a week"]
    # A week after its send, the post of six days ago goes too.
    clock_of(service).now += 2 * DAY
    assert await announcements.purge_sent() == 1
    assert stored(service) == ["still unsent"]
    assert KEEP_SENT_SECONDS == 7 * DAY


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
    with caplog.at_level(logging.ERROR, logger="bot.dispatch"):
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
    announcements = Announcements(service.core, service.history)
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
