"""The outbox under Discord's rate limits: posts of many games in a few channels go out
within each channel's bucket and the bot's global limit without a single 429, each game's
in order, each once; a post discord.py gave up on after 429s keeps its game's later posts
behind it; and the global pace itself (``bot.outbox.pacing``), which counts a request from its
answer and spares interaction endpoints."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import discord.http
from fakediscord import MESSAGE_CREATE, Bucket, FakeDiscord, RateLimits, World
from multidict import CIMultiDict, CIMultiDictProxy

from bot.app.table import POST_LEASE, Post
from bot.client import StarpostBot
from bot.features.service import GameService
from bot.outbox.announce import Announcements
from bot.outbox.dispatch import Dispatcher
from bot.outbox.pacing import GLOBAL_LIMIT, GlobalPace, share_of
from storage.base import Change, NewPost
from tests.bot.e2e_support import make_bot
from tests.bot.test_game_end_posts import Client
from tests.bot.test_service import CHANNEL, started

# ------------------------------------------------------------------------------ the pace


async def test_a_request_counts_until_a_span_after_its_answer() -> None:
    pace = GlobalPace(limit=3, span=0.2)
    sent = [await pace.wait() for _ in range(3)]
    assert pace.waited == 0  # three went at once
    fourth = asyncio.create_task(pace.wait())
    await asyncio.sleep(0.3)
    assert not fourth.done()  # three on their way, however long ago they left
    answered = time.monotonic()
    pace.answered(sent[0])
    await fourth
    assert time.monotonic() - answered >= 0.19 and pace.waited == 1
    pace.answered(sent[0])  # a second report of the same answer changes nothing
    for other in sent[1:]:
        pace.answered(other)


async def test_waiting_requests_go_in_the_order_they_came() -> None:
    pace = GlobalPace(limit=2, span=0.05)
    order: list[int] = []

    async def request(i: int) -> None:
        pace.answered(await pace.wait())
        order.append(i)

    await asyncio.gather(*(request(i) for i in range(8)))
    assert order == list(range(8))


async def test_a_global_429_holds_every_request_for_its_retry_after() -> None:
    pace = GlobalPace(limit=50, span=1.0)
    pace.told(429, CIMultiDictProxy(CIMultiDict({"x-ratelimit-global": "true",
                                                 "retry-after": "0.2"})))
    start = time.monotonic()
    pace.answered(await pace.wait())
    assert time.monotonic() - start >= 0.19
    pace.told(429, CIMultiDictProxy(CIMultiDict({"X-RateLimit-Scope": "user",
                                                 "Retry-After": "5"})))
    pace.answered(await pace.wait())  # a route's 429 is discord.py's to wait out
    assert pace.waited == 1  # only the request after the global 429 waited


def test_processes_running_some_of_the_shards_share_the_global_limit() -> None:
    """Discord counts a token's requests together: however the shards are dealt out to
    processes, the processes' shares add up to no more than the limit, and each may send."""
    assert share_of(None, None) == share_of(6, None) == GLOBAL_LIMIT  # all shards here
    assert share_of(6, (0, 1)) == 16 and share_of(6, tuple(range(6))) == GLOBAL_LIMIT
    rnd = random.Random(5)
    for count in range(1, 130):
        shards = list(range(count))
        rnd.shuffle(shards)
        cuts = sorted(rnd.sample(range(1, count), min(count - 1, rnd.randint(0, 7))))
        processes = [tuple(shards[a:b]) for a, b in zip([0, *cuts], [*cuts, count],
                                                        strict=True)]
        shares = [share_of(count, ids) for ids in processes]
        raised = sum(GLOBAL_LIMIT * len(ids) // count == 0 for ids in processes)
        assert min(shares) >= 1  # a process of few shards among many still sends
        assert sum(shares) <= GLOBAL_LIMIT + raised
        if count <= GLOBAL_LIMIT:
            assert sum(shares) <= GLOBAL_LIMIT


def test_interaction_endpoints_are_not_paced() -> None:
    base = discord.http.Route.BASE
    assert GlobalPace.counts(f"{base}/channels/1/messages")
    assert not GlobalPace.counts(f"{base}/interactions/1/token/callback")
    assert not GlobalPace.counts(f"{base}/webhooks/1/token")
    assert not GlobalPace.counts("wss://gateway.discord.gg/?v=10")


# ------------------------------------------------------------------------------ the outbox


async def games_in(bot: StarpostBot, guild_id: int, channels: list[int]) -> list[int]:
    """A stored game in each of ``channels`` (a channel may be named more than once)."""
    now = bot.service.core.clock()

    async def insert(tx: Any) -> list[int]:
        ids = []
        for channel_id in channels:
            row = await tx.fetchrow(
                "INSERT INTO games (guild_id, channel_id, game, status, seed, options, version, "
                "host_id, created_at, updated_at) "
                "VALUES ($1, $2, 'kepler3042', 'finished', 1, '{}', 0, 1, $3, $3) RETURNING id",
                guild_id, channel_id, now)
            ids.append(int(row["id"]))
        return ids

    found: list[int] = await bot.store.db.run(insert)
    return found


async def test_posts_of_many_games_in_few_channels_draw_no_429(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    rooms = [world.channel, world.thread]
    rooms += [await fake.create_channel(world.guild, f"table-{i}") for i in range(2)]
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    bot.pace.limit, bot.pace.span = 6, 0.5  # the fake's global limit below, scaled down
    async with fake.running(bot):
        fake.rate_limits = RateLimits(global_limit=Bucket(6, 0.5),
                                      routes={MESSAGE_CREATE: Bucket(3, 0.4)})
        games = await games_in(bot, world.guild.id, [rooms[i % 4].id for i in range(16)])
        core = bot.service.core

        async def move(i: int, game: int, ply: int) -> None:
            text = f"game {game} post {ply}"
            post = NewPost(rooms[i % 4].id, ply, Post(text, locale="en").payload(board=False))
            await bot.store.commit(Change(game_id=game, now=core.clock(), posts=[post],
                                          claim_lease=POST_LEASE))
            await bot.dispatcher.flush(game)

        # Every game moves twice, all at once: the second post of a game is stored while
        # its first is being sent (or waits in its channel).
        await asyncio.gather(*(move(i, game, ply) for ply in (1, 2)
                               for i, game in enumerate(games)))
        await fake.wait_for(lambda: sum(len(r.messages) for r in rooms) == 32, timeout=20,
                            what="every post")
        await asyncio.sleep(0.3)  # nothing more comes
    assert fake.rate_limited == []
    for i, game in enumerate(games):
        mine = [m.content for m in rooms[i % 4].messages if m.content.startswith(f"game {game} ")]
        assert mine == [f"game {game} post 1", f"game {game} post 2"]
    assert bot.pace.waited > 0  # the pace had something to do


async def test_a_channels_posts_go_one_at_a_time_within_its_bucket(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """Posts of many games in one channel, stored a few milliseconds apart: sent side by
    side, discord.py would read a count of the channel's bucket that requests still on
    their way had already spent, and send one more after Discord said to wait."""
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        fake.rate_limits = RateLimits(global_limit=None, routes={MESSAGE_CREATE: Bucket(5, 0.3)})
        games = await games_in(bot, world.guild.id, [world.channel.id] * 40)
        core = bot.service.core

        async def move(game: int) -> None:
            text = f"game {game} post 1"
            post = NewPost(world.channel.id, 1, Post(text, locale="en").payload(board=False))
            await bot.store.commit(Change(game_id=game, now=core.clock(), posts=[post],
                                          claim_lease=POST_LEASE))
            await bot.dispatcher.flush(game)

        moves = []
        for game in games:
            moves.append(asyncio.create_task(move(game)))
            await asyncio.sleep(0.025)
        await asyncio.gather(*moves)
        await fake.wait_for(lambda: len(world.channel.messages) == 40, timeout=20,
                            what="every post")
    assert fake.rate_limited == []
    assert sorted(m.content for m in world.channel.messages) == sorted(
        f"game {game} post 1" for game in games)


async def test_a_post_refused_with_429s_keeps_its_games_later_posts_behind_it(
        service: GameService) -> None:
    await started(service)
    game_id = (await service.core.live(CHANNEL)).row.id
    client = Client()
    dispatcher = Dispatcher(client, Announcements(service.core, service.history))  # type: ignore[arg-type]
    await dispatcher.flush(game_id)  # the start's post
    client.channel.sent.clear()
    sent = client.channel.send
    refusals = [discord.HTTPException(SimpleNamespace(status=429, reason="Too Many Requests"),
                                      {"message": "You are being rate limited.", "code": 0})]

    async def send(content: str | None = None, **kwargs: Any) -> None:
        if refusals:
            raise refusals.pop()
        await sent(content, **kwargs)

    client.channel.send = send  # type: ignore[method-assign]
    now = service.core.clock()
    await service.store.enqueue_posts(game_id, [
        NewPost(CHANNEL, 0, Post(text, locale="en").payload(board=False))
        for text in ("first", "second")], now=now)
    await dispatcher.flush(game_id)
    assert client.channel.sent == []  # "second" waits for "first"
    assert len(await service.store.pending_posts(game_id)) == 2
    await service.store.release_claims()  # the refused post's retry comes due
    await dispatcher.flush(game_id)
    assert [text for text, _ in client.channel.sent] == ["first", "second"]
