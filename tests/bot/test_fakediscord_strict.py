"""The fake Discord is as strict toward the bot as the real one.

Rate limits with Discord's headers and 429 bodies (per channel, global, shared), the
invalid requests Discord counts toward its ban (401, 403, 429), the bot's permissions in
each channel, the bot being removed from a guild, archived and locked threads, deleted
channels and messages, and interaction tokens that expire: each is checked here against the
unmodified discord.py client (so it raises the exception a bot would see in production) or
against raw requests where the exact answer matters. Windows are a fraction of a second and
clocks are moved by hand, so nothing waits long.
"""

from __future__ import annotations

import asyncio
import io
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

import aiohttp
import discord
import pytest
from discord.ext import commands
from fakediscord import (
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    GLOBAL_LIMIT,
    MESSAGE_CREATE,
    MESSAGE_LIMIT,
    Bucket,
    FakeChannel,
    FakeDiscord,
    FakeDiscordError,
    P,
    RateLimits,
    WellBehavedError,
    World,
)
from multidict import CIMultiDictProxy

Answer = tuple[int, CIMultiDictProxy[str], Any]


class Clock:
    """A clock the test moves by hand, so "fifteen minutes later" needs no waiting."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class StrictBot(commands.Bot):
    """A tiny bot whose one command defers, then follows up when the test says so."""

    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned,
                         intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.go = asyncio.Event()
        self.outcomes: list[tuple[int, int]] = []  # (status, code) of each followup
        self.removed: list[int] = []
        self.joined: list[int] = []

        @self.tree.command(name="later", description="Defers, then follows up when told")
        async def later(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await self.go.wait()
            try:
                await interaction.followup.send("done", ephemeral=True)
            except discord.HTTPException as exc:
                self.outcomes.append((exc.status, exc.code))
            else:
                self.outcomes.append((200, 0))

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        self.removed.append(guild.id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        self.joined.append(guild.id)


class Raw:
    """Requests as a bot makes them, over one keep-alive connection, answers unparsed."""

    def __init__(self, fake: FakeDiscord, session: aiohttp.ClientSession) -> None:
        self.fake, self.session = fake, session

    async def __call__(self, method: str, path: str, body: dict[str, Any] | None = None,
                       *, token: str | None = None) -> Answer:
        headers = {"Authorization": f"Bot {token or self.fake.token}"}
        async with self.session.request(method, self.fake.api_base_url + path, json=body,
                                        headers=headers) as response:
            return response.status, response.headers, await response.json()

    async def post(self, channel: FakeChannel, content: str = "hello") -> Answer:
        return await self("POST", f"/channels/{channel.id}/messages", {"content": content})


@pytest.fixture
async def raw(fake: FakeDiscord) -> AsyncIterator[Raw]:
    connector = aiohttp.TCPConnector(limit=1)  # one connection, reused, as keep-alive does
    async with aiohttp.ClientSession(connector=connector) as session:
        yield Raw(fake, session)


async def eventually(predicate: Callable[[], bool], what: str) -> None:
    """Wait (briefly) for the client to have processed a gateway event."""
    async with asyncio.timeout(5):
        while not predicate():
            await asyncio.sleep(0.005)
    assert predicate(), what


def bot_channel(bot: commands.Bot, channel: FakeChannel) -> Any:
    found = bot.get_channel(channel.id)
    assert found is not None, f"the client does not know #{channel.name}"
    return found


# -------------------------------------------------------------------------- rate limits


async def test_rate_limits_are_off_unless_a_test_turns_them_on(fake: FakeDiscord, world: World,
                                                                raw: Raw) -> None:
    status, headers, _ = await raw.post(world.channel)
    assert status == 200 and "X-RateLimit-Limit" not in headers
    assert headers["Via"] == "1.1 google"
    assert fake.rate_limits is None
    # Turned on, the defaults are Discord's documented values.
    defaults = RateLimits()
    assert defaults.global_limit == GLOBAL_LIMIT == Bucket(50, 1.0)
    assert defaults.bucket_for(MESSAGE_CREATE) == MESSAGE_LIMIT == Bucket(5, 5.0)


async def test_a_channels_message_bucket_has_discords_headers_and_429(
        fake: FakeDiscord, world: World, raw: Raw) -> None:
    fake.rate_limits = RateLimits(routes={MESSAGE_CREATE: Bucket(2, 0.6)})
    answers = [await raw.post(world.channel) for _ in range(2)]
    assert [a[0] for a in answers] == [200, 200]
    first, second = answers[0][1], answers[1][1]
    assert (first["X-RateLimit-Limit"], first["X-RateLimit-Remaining"]) == ("2", "1")
    assert (second["X-RateLimit-Limit"], second["X-RateLimit-Remaining"]) == ("2", "0")
    reset_after = float(second["X-RateLimit-Reset-After"])
    assert 0 < reset_after <= 0.6
    assert abs(float(second["X-RateLimit-Reset"]) - (time.time() + reset_after)) < 0.2
    bucket = first["X-RateLimit-Bucket"]
    assert bucket == second["X-RateLimit-Bucket"] and len(bucket) == 32

    # The bucket is the channel's: another channel has its own, under the same hash.
    status, other, _ = await raw.post(world.thread)
    assert status == 200 and other["X-RateLimit-Remaining"] == "1"
    assert other["X-RateLimit-Bucket"] == bucket

    # A third post in the window, after Discord said Remaining 0: 429, and the client's fault.
    status, headers, body = await raw.post(world.channel)
    assert status == 429
    assert set(body) == {"message", "retry_after", "global"}
    assert body["message"] == "You are being rate limited." and body["global"] is False
    assert 0 < body["retry_after"] <= 0.6
    assert headers["Retry-After"] == "1"  # whole seconds, rounded up
    assert headers["X-RateLimit-Scope"] == "user" and "X-RateLimit-Global" not in headers
    assert headers["X-RateLimit-Remaining"] == "0" and headers["X-RateLimit-Bucket"] == bucket
    assert headers["Via"] == "1.1 google"  # without it discord.py takes a 429 for a ban
    [hit] = fake.rate_limited
    assert (hit.scope, hit.told) == ("user", True) and fake.rate_limit_violations == [hit]
    assert fake.invalid_by_status() == {429: 1}
    assert len(world.channel.messages) == 2
    with pytest.raises(WellBehavedError, match="after Discord said to wait"):
        fake.assert_well_behaved()

    # Once the window has passed, the channel takes messages again.
    await asyncio.sleep(body["retry_after"])
    status, headers, _ = await raw.post(world.channel)
    assert status == 200 and headers["X-RateLimit-Remaining"] == "1"


async def test_the_global_limit_spares_interaction_endpoints(fake: FakeDiscord, world: World,
                                                             raw: Raw) -> None:
    fake.rate_limits = RateLimits(global_limit=Bucket(3, 2.0), routes={}, other_routes=None)
    for _ in range(3):
        status, headers, _ = await raw("GET", "/users/@me")
        assert status == 200 and "X-RateLimit-Bucket" not in headers
    status, headers, body = await raw("GET", "/users/@me")
    assert status == 429
    assert body["global"] is True and body["message"] == "You are being rate limited."
    assert headers["X-RateLimit-Global"] == "true" and headers["X-RateLimit-Scope"] == "global"
    assert "X-RateLimit-Bucket" not in headers and float(headers["Retry-After"]) >= 1
    # The first global 429 was news to the client; asking again on the same connection
    # before retry_after is ignoring it.
    assert [h.told for h in fake.rate_limited] == [False]
    fake.assert_well_behaved()
    # Interaction endpoints are not bound to the global limit (an unknown token: 404, not 429).
    status, _, body = await raw("POST", f"/webhooks/{fake.application_id}/nope",
                                {"content": "x"})
    assert (status, body["code"]) == (404, 10015)
    fake.rejected.clear()  # an unknown token on purpose
    status, _, _ = await raw("GET", "/users/@me")
    assert status == 429
    assert [h.told for h in fake.rate_limited] == [False, True]
    assert fake.invalid_by_status() == {429: 2}
    with pytest.raises(WellBehavedError):
        fake.assert_well_behaved()


async def test_a_busy_resource_answers_with_a_shared_429_that_costs_nothing(
        fake: FakeDiscord, world: World, raw: Raw) -> None:
    fake.limit_shared(world.channel, 0.3)
    status, headers, body = await raw.post(world.channel)
    assert status == 429 and headers["X-RateLimit-Scope"] == "shared"
    assert body["message"] == "The resource is being rate limited." and body["global"] is False
    # Discord does not count shared 429s against the client.
    assert fake.invalid_request_count == 0 and [h.scope for h in fake.rate_limited] == ["shared"]
    status, _, _ = await raw.post(world.thread)  # another channel is not busy
    assert status == 200


async def test_discord_py_keeps_to_the_buckets_it_is_told_about(fake: FakeDiscord,
                                                                world: World) -> None:
    bot = StrictBot()
    async with fake.running(bot):
        fake.rate_limits = RateLimits(global_limit=None,
                                      routes={MESSAGE_CREATE: Bucket(2, 0.3)}, other_routes=None)
        channel = bot_channel(bot, world.channel)
        started = time.monotonic()
        await asyncio.gather(*(channel.send(f"move {i}") for i in range(5)))
        elapsed = time.monotonic() - started
    assert sorted(m.content for m in world.channel.messages) == [f"move {i}" for i in range(5)]
    # Two windows waited out, and not a single 429: the client read the headers.
    assert elapsed >= 0.5
    assert fake.rate_limited == [] and fake.invalid_request_count == 0


async def test_discord_py_waits_out_global_and_shared_429s(fake: FakeDiscord,
                                                            world: World) -> None:
    bot = StrictBot()
    async with fake.running(bot):
        channel = bot_channel(bot, world.channel)
        fake.limit_shared(world.channel, 0.2)
        await channel.send("after the rush")
        fake.rate_limits = RateLimits(global_limit=Bucket(2, 0.4), routes={}, other_routes=None)
        for i in range(3):
            await channel.send(f"burst {i}")
    # discord.py slept for retry_after and retried; it never asked again too early.
    assert [m.content for m in world.channel.messages] == [
        "after the rush", "burst 0", "burst 1", "burst 2"]
    scopes = [h.scope for h in fake.rate_limited]
    assert scopes[0] == "shared" and set(scopes[1:]) <= {"global"}
    assert fake.rate_limit_violations == []
    assert fake.invalid_by_status() == ({429: len(scopes) - 1} if len(scopes) > 1 else {})


async def test_running_fails_a_client_that_ignored_the_headers(fake: FakeDiscord, world: World,
                                                               raw: Raw) -> None:
    bot = StrictBot()
    with pytest.raises(WellBehavedError, match="1 requests sent after Discord said to wait"):
        async with fake.running(bot):
            fake.rate_limits = RateLimits(routes={MESSAGE_CREATE: Bucket(1, 0.5)})
            assert (await raw.post(world.channel))[0] == 200
            assert (await raw.post(world.channel))[0] == 429


# -------------------------------------------------------------------------- invalid requests


async def test_invalid_requests_are_counted_by_status(fake: FakeDiscord, world: World,
                                                      raw: Raw) -> None:
    status, _, body = await raw("GET", "/users/@me", token="wrong")
    assert (status, body) == (401, {"message": "401: Unauthorized", "code": 0})
    await fake.set_bot_permissions(world.channel, deny=P.SEND_MESSAGES)
    status, _, body = await raw.post(world.channel)
    assert (status, body) == (403, {"message": "Missing Permissions", "code": 50013})
    fake.rate_limits = RateLimits(routes={MESSAGE_CREATE: Bucket(1, 0.5)})
    await raw.post(world.thread)
    assert (await raw.post(world.thread))[0] == 429
    fake.limit_shared(world.thread, 0.5, route="GET /channels/{channel}")
    assert (await raw("GET", f"/channels/{world.thread.id}"))[0] == 429  # shared: not counted
    assert (await raw("GET", "/channels/1"))[0] == 404  # not an invalid request either
    assert fake.invalid_by_status() == {401: 1, 403: 1, 429: 1}
    assert fake.invalid_request_count == 3
    assert [(r.status, r.code) for r in fake.invalid_requests] == [(401, 0), (403, 50013),
                                                                  (429, 0)]
    fake.assert_invalid_requests_within(3)
    with pytest.raises(WellBehavedError, match="over the budget of 2"):
        fake.assert_invalid_requests_within(2)
    fake.rate_limited.clear()  # the 429 above ignored the headers on purpose
    fake.assert_well_behaved(invalid_budget=3)
    with pytest.raises(WellBehavedError):
        fake.assert_well_behaved(invalid_budget=2)


async def test_running_fails_a_client_over_its_invalid_request_budget(fake: FakeDiscord,
                                                                      world: World) -> None:
    fake.invalid_request_budget = 1
    bot = StrictBot()
    with pytest.raises(WellBehavedError, match="2 invalid requests"):
        async with fake.running(bot):
            await fake.set_bot_permissions(world.channel, deny=P.SEND_MESSAGES)
            channel = bot_channel(bot, world.channel)
            for _ in range(2):
                with pytest.raises(discord.Forbidden):
                    await channel.send("anyone?")


# -------------------------------------------------------------------------- permissions


async def test_posts_and_edits_need_the_bots_permissions_in_the_channel(
        fake: FakeDiscord, world: World) -> None:
    fake.invalid_request_budget = 10
    bot = StrictBot()
    async with fake.running(bot):
        channel = bot_channel(bot, world.channel)
        thread = bot_channel(bot, world.thread)
        posted = await channel.send("board")

        await fake.set_bot_permissions(world.channel, deny=P.SEND_MESSAGES)
        assert fake.bot_permissions(world.channel) & P.SEND_MESSAGES == 0
        await eventually(lambda: not channel.permissions_for(channel.guild.me).send_messages,
                         "the overwrite reached the client (CHANNEL_UPDATE)")
        with pytest.raises(discord.Forbidden) as refused:
            await channel.send("move")
        assert (refused.value.status, refused.value.code) == (403, 50013)
        assert refused.value.text == "Missing Permissions"
        await thread.send("threads need Send Messages in Threads instead")

        await fake.set_bot_permissions(world.channel, deny=P.SEND_MESSAGES_IN_THREADS)
        await channel.send("the channel is open again")
        with pytest.raises(discord.Forbidden):
            await thread.send("but not its threads")

        await fake.set_bot_permissions(world.thread, deny=P.ATTACH_FILES | P.EMBED_LINKS)
        with pytest.raises(discord.Forbidden):
            await channel.send("board", file=discord.File(io.BytesIO(b"png"), "board.png"))
        with pytest.raises(discord.Forbidden):
            await channel.send(embed=discord.Embed(title="scores"))
        with pytest.raises(discord.Forbidden):
            await posted.edit(embed=discord.Embed(title="scores"))
        await posted.edit(content="text needs neither")

        # An administrator role overrides every overwrite (GUILD_ROLE_UPDATE).
        await fake.set_bot_guild_permissions(world.guild, P.ADMINISTRATOR)
        await eventually(lambda: channel.guild.me.guild_permissions.administrator,
                         "the role change reached the client")
        await channel.send(embed=discord.Embed(title="scores"))

        await fake.set_bot_guild_permissions(world.guild, DEFAULT_BOT_PERMISSIONS)
        await fake.set_bot_permissions(world.thread)  # the overwrite is gone
        await channel.send("board", file=discord.File(io.BytesIO(b"png"), "board.png",
                                                      description="A board"))
    assert fake.invalid_by_status() == {403: 5}
    assert [m.content for m in world.thread.messages] == [
        "threads need Send Messages in Threads instead"]


async def test_a_bot_removed_from_a_guild_is_refused_there_until_it_is_back(
        fake: FakeDiscord, world: World) -> None:
    bot = StrictBot()
    async with fake.running(bot):
        channel = bot_channel(bot, world.channel)
        await fake.remove_bot(world.guild)
        await eventually(lambda: bot.removed == [world.guild.id], "GUILD_DELETE")
        assert bot.get_guild(world.guild.id) is None
        with pytest.raises(discord.Forbidden) as refused:
            await channel.send("still here?")
        assert (refused.value.code, refused.value.text) == (50001, "Missing Access")
        with pytest.raises(discord.Forbidden) as refused:
            await bot.fetch_guild(world.guild.id)
        assert refused.value.code == 50001
        with pytest.raises(FakeDiscordError, match="not in Starport"):
            await fake.slash(world.alice, world.channel, "later")
        await fake.say(world.alice, world.channel, "the bot hears nothing of this")

        await fake.add_bot(world.guild)
        await eventually(lambda: bot.joined == [world.guild.id], "GUILD_CREATE")
        assert bot.get_guild(world.guild.id) is not None
        await bot_channel(bot, world.channel).send("back")
    assert [m.content for m in world.channel.messages][-1] == "back"
    assert fake.invalid_by_status() == {403: 2}


# -------------------------------------------------------------------------- threads


async def test_archived_threads_reopen_on_a_post_unless_locked(fake: FakeDiscord,
                                                               world: World) -> None:
    bot = StrictBot()
    async with fake.running(bot):
        guild = bot.get_guild(world.guild.id)
        assert guild is not None
        thread = bot_channel(bot, world.thread)
        before = await thread.send("turn 1")

        await fake.archive_thread(world.thread)
        await eventually(lambda: guild.get_thread(world.thread.id) is None,
                         "THREAD_UPDATE (discord.py forgets archived threads)")
        await thread.send("turn 2")
        assert not world.thread.archived
        await eventually(lambda: guild.get_thread(world.thread.id) is not None,
                         "THREAD_UPDATE unarchiving it")

        await fake.archive_thread(world.thread, locked=True)
        with pytest.raises(discord.HTTPException) as refused:
            await thread.send("turn 3")
        assert (refused.value.status, refused.value.code) == (400, 50083)
        assert refused.value.text == "Thread is archived"
        with pytest.raises(discord.HTTPException) as refused:
            await before.edit(content="turn 1 (edited)")
        assert refused.value.code == 50083
        assert world.thread.archived and world.thread.locked

        # Active but locked: open only to members with Manage Threads.
        await fake.unarchive_thread(world.thread)
        await thread.send("turn 3, as a moderator")
        await fake.set_bot_guild_permissions(world.guild, DEFAULT_EVERYONE_PERMISSIONS)
        with pytest.raises(discord.Forbidden):
            await thread.send("turn 4")
        await fake.unlock_thread(world.thread)
        await thread.send("turn 4")
        await fake.lock_thread(world.thread)
        assert world.thread.locked
    assert [m.content for m in world.thread.messages] == [
        "turn 1", "turn 2", "turn 3, as a moderator", "turn 4"]
    events = [f["t"] for f in fake.gateway.sessions[0].sent]
    assert events.count("THREAD_UPDATE") == 6  # five by the test, one by the post
    assert fake.rejected == []  # archived threads are the world's doing, not the request's


# -------------------------------------------------------------------------- deletions


async def test_deleted_channels_and_messages_are_unknown(fake: FakeDiscord,
                                                         world: World) -> None:
    bot = StrictBot()
    async with fake.running(bot):
        channel = bot_channel(bot, world.channel)
        thread = bot_channel(bot, world.thread)
        posted = await channel.send("board")
        [stored] = world.channel.messages
        await fake.delete_message(stored)
        assert world.channel.messages == []
        with pytest.raises(discord.NotFound) as refused:
            await posted.edit(content="board (edited)")
        assert (refused.value.code, refused.value.text) == (10008, "Unknown Message")

        await fake.delete_channel(world.channel)  # its thread goes with it
        await eventually(lambda: bot.get_channel(world.channel.id) is None, "CHANNEL_DELETE")
        assert bot.get_channel(world.thread.id) is None
        for gone in (channel, thread):
            with pytest.raises(discord.NotFound) as refused:
                await gone.send("anyone?")
            assert (refused.value.code, refused.value.text) == (10003, "Unknown Channel")
        with pytest.raises(FakeDiscordError, match="was deleted"):
            await fake.slash(world.alice, world.channel, "later")
    sent = [f["t"] for f in fake.gateway.sessions[0].sent]
    assert "MESSAGE_DELETE" in sent and "CHANNEL_DELETE" in sent
    assert fake.invalid_request_count == 0  # 404s are not counted


# -------------------------------------------------------------------------- interaction tokens


async def test_interaction_tokens_expire(fake: FakeDiscord, world: World) -> None:
    clock = Clock()
    fake.clock = clock
    fake.interaction_token_lifetime = 2.0
    bot = StrictBot()
    async with fake.running(bot):
        on_time = await fake.slash(world.alice, world.channel, "later",
                                   until=lambda r: r.responded)
        clock.now += 1.9
        bot.go.set()
        await fake.client_idle()
        assert bot.outcomes == [(200, 0)] and on_time.answered

        bot.go.clear()
        late = await fake.slash(world.alice, world.channel, "later",
                                until=lambda r: r.responded)
        clock.now += 2.1
        bot.go.set()
        await fake.client_idle()
        assert bot.outcomes[-1] == (401, 50027)
        assert late.errors == ["401 50027 Invalid Webhook Token "]
        assert not late.answered  # the "thinking..." placeholder stays

        bot.go.clear()
        expired = await fake.slash(world.alice, world.channel, "later",
                                   until=lambda r: r.responded)
        fake.expire_interaction(expired)
        bot.go.set()
        await fake.client_idle()
        assert bot.outcomes[-1] == (401, 50027)
    assert fake.invalid_by_status() == {401: 2}


async def test_the_default_token_lifetime_is_fifteen_minutes(fake: FakeDiscord) -> None:
    assert fake.interaction_token_lifetime == 15 * 60
    assert fake.response_deadline == 3.0


# -------------------------------------------------------------------------- error bodies


async def test_every_refusal_has_discords_error_body(fake: FakeDiscord, world: World,
                                                     raw: Raw) -> None:
    status, _, body = await raw("GET", "/channels/1")
    assert (status, body) == (404, {"message": "Unknown Channel", "code": 10003})
    status, _, body = await raw("GET", f"/channels/{world.channel.id}/messages/1")
    assert (status, body) == (404, {"message": "Unknown Message", "code": 10008})
    status, _, body = await raw("PUT", "/users/@me")
    assert (status, body) == (405, {"message": "405: Method Not Allowed", "code": 0})
    fake.unknown_routes.clear()
    await fake.remove_bot(world.guild)
    status, _, body = await raw("GET", f"/guilds/{world.guild.id}")
    assert (status, body) == (403, {"message": "Missing Access", "code": 50001})
    status, _, body = await raw("GET", "/guilds/1")
    assert (status, body) == (404, {"message": "Unknown Guild", "code": 10004})
    await fake.add_bot(world.guild)
    await fake.archive_thread(world.thread, locked=True)
    status, _, body = await raw.post(world.thread)
    assert (status, body) == (400, {"message": "Thread is archived", "code": 50083})
