"""The operator's endpoint (METRICS_PORT) on a real bot against the fake Discord: /metrics
serves every family after a move, /healthz answers 200 while all is well and 503 naming
what fails (the database closed, too many posts waiting), and nothing listens without a
port."""

from __future__ import annotations

import asyncio
import json
import math
from dataclasses import replace
from pathlib import Path
from typing import Any

import aiohttp
from fakediscord import FakeDiscord, P, World
from prometheus_client.parser import text_string_to_metric_families

from bot.client import StarpostBot
from bot.features.timekeeping import DAY, HOUR
from games.adastra import GAME
from storage import NewPost
from tests.bot.e2e_support import make_bot
from tests.bot.test_refusing_channels import Table, boards

FAMILIES = (
    "starpost_moves", "starpost_posts", "starpost_discord_responses",
    "starpost_discord_rate_limited", "starpost_discord_invalid_requests",
    "starpost_outbox_backlog_posts", "starpost_outbox_oldest_age_seconds",
    "starpost_scheduler_lag_seconds", "starpost_render_seconds", "starpost_database_seconds",
    "starpost_live_games", "starpost_ai_decision_seconds", "starpost_gateway_connected",
    "starpost_gateway_latency_seconds",
)


def metered_bot(tmp_path: Path, **settings: Any) -> StarpostBot:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    bot.settings = replace(bot.settings, metrics_port=0, **settings)  # any free port
    return bot


async def get(bot: StarpostBot, path: str) -> tuple[int, str]:
    assert bot.health is not None and bot.health.port
    async with aiohttp.ClientSession() as session, session.get(
            f"http://127.0.0.1:{bot.health.port}{path}") as response:
        return response.status, await response.text()


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample by (name, sorted labels)."""
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


def value(found: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str,
          **labels: str) -> float:
    return found.get((name, tuple(sorted(labels.items()))), 0.0)


def total(found: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str) -> float:
    return sum(v for (n, _), v in found.items() if n == name)


async def a_move(fake: FakeDiscord, world: World, bot: StarpostBot) -> None:
    """Alice opens Ad Astra with two AI seats, starts it and makes a move."""
    thread = world.thread
    await fake.slash(world.alice, thread, "game", subcommand="new",
                     options={"game": "adastra", "ai_seats": 2})
    await fake.slash(world.alice, thread, "game", subcommand="start")
    live = bot.service.core.games[thread.id]
    seat = next(s for s in GAME.to_act(live.state) if live.seats[s].user_id == world.alice.id)
    notation = GAME.format_move(live.state, GAME.legal_moves(live.state, seat)[0])
    record = await fake.slash(world.alice, thread, "move", options={"move": notation})
    assert record.ephemeral[0].content.startswith("Done:")


async def test_metrics_serve_every_family_after_a_move(fake: FakeDiscord, world: World,
                                                       tmp_path: Path) -> None:
    bot = metered_bot(tmp_path)
    async with fake.running(bot):
        await a_move(fake, world, bot)
        # Four days later the scheduler finds Alice's reminders and deadline due.
        core = bot.service.core
        real = core.clock
        later = real() + 4 * DAY
        core.clock = lambda: later
        try:
            assert await bot.service.timekeeper.tick()
        finally:
            core.clock = real
        status, text = await get(bot, "/metrics")
    assert status == 200
    families = {f.name for f in text_string_to_metric_families(text)}
    assert set(FAMILIES) <= families, set(FAMILIES) - families
    found = samples(text)
    assert value(found, "starpost_moves_total", game="adastra", kind="player") == 1
    assert value(found, "starpost_moves_total", game="adastra", kind="ai") >= 1
    assert value(found, "starpost_posts_total", outcome="sent") >= 2  # the start, the move
    assert value(found, "starpost_posts_total", outcome="refused") == 0
    assert value(found, "starpost_discord_responses_total", status="2xx") >= 2
    assert value(found, "starpost_discord_rate_limited_total", scope="user") == 0
    assert value(found, "starpost_discord_invalid_requests_total", status="429") == 0
    assert value(found, "starpost_outbox_backlog_posts") == 0
    assert value(found, "starpost_outbox_oldest_age_seconds") == 0
    lag = value(found, "starpost_scheduler_lag_seconds_count", kind="deadline")
    assert lag >= 1
    # Due 72 hours after the move, handled four days after it: a day late, give or take.
    lag_sum = value(found, "starpost_scheduler_lag_seconds_sum", kind="deadline")
    assert 20 * HOUR < lag_sum / lag < 28 * HOUR
    assert value(found, "starpost_render_seconds_count", game="adastra", kind="board") >= 2
    assert value(found, "starpost_database_seconds_count", kind="write") >= 2
    assert value(found, "starpost_database_seconds_count", kind="read") >= 1
    assert value(found, "starpost_live_games") == 1
    assert value(found, "starpost_ai_decision_seconds_count", game="adastra") >= 1
    assert value(found, "starpost_gateway_connected") == 1
    # Nothing names a player, a channel or a server.
    for _, labels in found:
        for _, label in labels:
            assert str(world.alice.id) not in label and str(world.thread.id) not in label


async def test_health_is_200_while_all_is_well_and_503_when_the_database_is_closed(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = metered_bot(tmp_path)
    async with fake.running(bot):
        status, text = await get(bot, "/healthz")
        assert status == 200, text
        answer = json.loads(text)
        assert answer["status"] == "ok" and answer["outbox_backlog"] == 0
        assert answer["checks"] == {"gateway": "ok", "database": "ok", "outbox": "ok"}
        await bot.store.close()
        status, text = await get(bot, "/healthz")
        assert status == 503
        answer = json.loads(text)
        assert answer["status"] == "failing" and answer["failing"] == ["database", "outbox"]
        assert "closed" in answer["checks"]["database"]
        # The metrics still answer, with the backlog unknown rather than stale.
        status, text = await get(bot, "/metrics")
        assert status == 200
        assert math.isnan(value(samples(text), "starpost_outbox_backlog_posts"))


async def test_health_is_503_when_more_posts_wait_than_the_bound(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = metered_bot(tmp_path)
    async with fake.running(bot):
        thread = world.thread
        await fake.slash(world.alice, thread, "game", subcommand="new",
                         options={"game": "adastra", "ai_seats": 2})
        assert bot.health is not None
        bot.health.max_backlog = 0
        row = await bot.store.open_game_in_channel(thread.id)
        assert row is not None
        now = bot.service.core.clock()
        # A post waiting for a retry an hour from now: stored, not sent.
        await bot.store.enqueue_posts(row.id, [NewPost(thread.id, 0, '{"text": "later"}')],
                                      now=now - 60)
        [waiting] = await bot.store.pending_posts(row.id)
        await bot.store.retry_post_at(waiting.id, now + 3600)
        status, text = await get(bot, "/healthz")
        assert status == 503, text
        answer = json.loads(text)
        assert answer["failing"] == ["outbox"] and answer["outbox_backlog"] == 1
        assert answer["outbox_oldest_age_seconds"] >= 60
        found = samples((await get(bot, "/metrics"))[1])
        assert value(found, "starpost_outbox_backlog_posts") == 1
        assert value(found, "starpost_outbox_oldest_age_seconds") >= 60
        bot.health.max_backlog = 1
        assert (await get(bot, "/healthz"))[0] == 200


async def test_nothing_listens_without_a_port_and_the_keep_days_reach_the_outbox(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    plain = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(plain):
        assert plain.health is None
        assert plain.dispatcher.announcements.keep_sent == 30 * DAY
    kept = make_bot(tmp_path / "db2.sqlite3", run_scheduler=False)
    kept.settings = replace(kept.settings, outbox_keep_days=3)
    async with fake.running(kept):
        assert kept.dispatcher.announcements.keep_sent == 3 * DAY


async def test_posts_held_by_a_refusing_channel_are_counted_and_then_sent(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = metered_bot(tmp_path)
    async with fake.running(bot):
        table = Table(fake, world, bot)
        await table.open()
        sent = value(samples((await get(bot, "/metrics"))[1]), "starpost_posts_total",
                     outcome="sent")
        await fake.set_bot_permissions(world.thread, deny=P.SEND_MESSAGES_IN_THREADS)
        await asyncio.sleep(0.1)  # the gateway's CHANNEL_UPDATE reaches the bot's cache
        await table.move()
        found = samples((await get(bot, "/metrics"))[1])
        assert value(found, "starpost_posts_total", outcome="held") == 1
        assert value(found, "starpost_posts_total", outcome="sent") == sent
        assert value(found, "starpost_outbox_backlog_posts") == 1
        assert (await get(bot, "/healthz"))[0] == 200  # one post waiting is no outage
        await fake.set_bot_permissions(world.thread)  # the moderator fixes it
        await fake.wait_for(lambda: len(boards(world)) == 2, timeout=20, what="the board")
        await asyncio.sleep(0.2)
        found = samples((await get(bot, "/metrics"))[1])
        assert value(found, "starpost_posts_total", outcome="sent") == sent + 1
        assert value(found, "starpost_outbox_backlog_posts") == 0
