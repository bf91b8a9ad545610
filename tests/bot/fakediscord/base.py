"""The state every part of ``FakeDiscord`` shares: the world's records, the server's
lifecycle, and waiting on conditions.

``FakeDiscord`` (in ``fake.py``) composes this base with the world-building mixin
(``building.py``) and the interaction driver (``interactions.py``); keeping the shared state
here lets each mixin be type-checked against the attributes it actually uses. Every wait is
on a condition with a timeout, never a sleep.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from typing import Any

import discord
import discord.gateway
import discord.http
from aiohttp import web

from .conduct import Conduct
from .errors import FakeDiscordError, TimedOut
from .gateway import DIRECT_MESSAGES, GUILD_MEMBERS, GUILD_MESSAGES, MESSAGE_CONTENT, Gateway
from .models import (
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    FakeUser,
    snowflake,
)
from .ratelimits import RateLimits
from .rest import API_PREFIX, GATEWAY_PATH, RecordedError, RecordedRequest, RestAPI

Predicate = Callable[[], bool]

# Seconds Discord gives a client for the first answer to an interaction.
RESPONSE_DEADLINE = 3.0
# Seconds an interaction's token stays valid for followups and edits.
INTERACTION_TOKEN_LIFETIME = 15 * 60.0


class FakeDiscordBase(Conduct):
    """The fake's records and server, without the ways a test populates or drives it.

    ``gateway`` and ``rest`` are bound by ``FakeDiscord.__init__``, because both take the
    complete fake (they call into world building too). The client's conduct (invalid
    requests, rate limits) is counted by :class:`~fakediscord.conduct.Conduct`.
    """

    gateway: Gateway
    rest: RestAPI

    def __init__(
        self,
        *,
        bot_name: str,
        attachment_size_limit: int,
        default_timeout: float,
        rate_limits: RateLimits | None,
        interaction_token_lifetime: float,
        invalid_request_budget: int,
    ) -> None:
        super().__init__(rate_limits=rate_limits, invalid_request_budget=invalid_request_budget)
        self.token = f"fake.{secrets.token_urlsafe(24)}"
        self.bot_user = FakeUser(snowflake(), bot_name, bot=True)
        # Applications created with a bot share its id, as on Discord.
        self.application_id = self.bot_user.id
        self.application_flags = 0
        self.app_owner = FakeUser(snowflake(), "app-owner")
        self.attachment_size_limit = attachment_size_limit
        self.default_timeout = default_timeout

        self.users: dict[int, FakeUser] = {u.id: u for u in (self.bot_user, self.app_owner)}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, FakeMessage] = {}  # every message, ephemeral ones too
        self.global_commands: dict[str, dict[str, Any]] = {}
        self.guild_commands: dict[int, dict[str, dict[str, Any]]] = {}
        self.interactions: dict[int, FakeInteraction] = {}
        self._by_token: dict[str, FakeInteraction] = {}
        self._unregistered_command_ids: dict[str, int] = {}

        self.requests: list[RecordedRequest] = []
        self.unknown_routes: list[tuple[str, str]] = []
        # Every refusal, and among them those Discord would refuse whatever the world looks
        # like (malformed, oversized, late or misplaced requests): a bot must make none.
        self.errors: list[RecordedError] = []
        self.rejected: list[RecordedError] = []
        # Messages the client asked to be ephemeral that Discord showed to everyone.
        self.made_public: list[FakeMessage] = []
        # Discord forgets an interaction not answered within 3 s of its creation. Tests may
        # replace the clock to make an answer late without waiting.
        self.response_deadline = RESPONSE_DEADLINE
        # Followups and edits with an older token are refused (401, 50027), on this clock.
        self.interaction_token_lifetime = interaction_token_lifetime
        self.clock: Callable[[], float] = time.monotonic
        self.internal_errors: list[str] = []
        # Requests whose client went away before the fake could answer them.
        self.dropped: list[str] = []
        self.reactions: list[tuple[int, int, str, str]] = []  # (channel, message, emoji, op)
        self.typing: list[int] = []
        self._event = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.host = "127.0.0.1"
        self.port = 0

    # ------------------------------------------------------------------ lifecycle

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base_url(self) -> str:
        """What ``DISCORD_API_BASE_URL`` should be set to."""
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        """What ``DISCORD_GATEWAY_URL`` should be set to."""
        return f"ws://{self.host}:{self.port}{GATEWAY_PATH}"

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        """Serve on ``host`` (an ephemeral port unless one is given)."""
        app = web.Application(middlewares=[self.rest.middleware], client_max_size=64 * 1024 * 1024)
        app.router.add_get(GATEWAY_PATH, self.gateway.handle)
        app.router.add_get("/attachments/{channel}/{attachment}/{filename}", self.rest._cdn)
        for method, path, handler in self.rest.routes():
            app.router.add_route(method, API_PREFIX + path, handler)
        self._runner = web.AppRunner(
            app, handle_signals=False, access_log=None, shutdown_timeout=1.0
        )
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        self.host = host
        server = site._server
        assert server is not None
        sockets = getattr(server, "sockets", None) or []
        self.port = sockets[0].getsockname()[1]

    async def close(self) -> None:
        """Close every gateway socket and stop serving."""
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    # ------------------------------------------------------------------ waiting

    def _changed(self) -> None:
        """Wake every waiter: something in the fake's state changed."""
        event, self._event = self._event, asyncio.Event()
        event.set()

    async def wait_for(
        self, predicate: Predicate, *, timeout: float | None = None, what: str = "a condition"
    ) -> None:
        """Wait until ``predicate()`` is true, re-checking after every change the fake sees."""
        limit = self.default_timeout if timeout is None else timeout
        try:
            async with asyncio.timeout(limit):
                while True:
                    event = self._event
                    if predicate():
                        return
                    await event.wait()
        except TimeoutError:
            raise TimedOut(
                f"timed out after {limit}s waiting for {what}; {self.diagnostics()}"
            ) from None

    def diagnostics(self) -> str:
        """A short account of what went wrong so far, for failure messages."""
        parts = []
        if self.unknown_routes:
            parts.append(f"unknown routes: {self.unknown_routes[-5:]}")
        if self.errors:
            parts.append(
                f"refused requests: {[(e.method, e.path, e.message) for e in self.errors[-5:]]}"
            )
        if self.made_public:
            parts.append(f"ephemeral asked, shown publicly: "
                         f"{[m.content[:60] for m in self.made_public[-3:]]}")
        if self.internal_errors:
            parts.append(f"fake internal errors: {self.internal_errors[-3:]}")
        if self.invalid_requests:
            parts.append(f"invalid requests: {self.invalid_by_status()}")
        if self.rate_limited:
            parts.append(
                f"rate limited: {[(h.method, h.path, h.scope) for h in self.rate_limited[-3:]]}"
            )
        parts.append(f"gateway: {self.gateway.log[-4:]}")
        return "; ".join(parts)

    async def wait_until_connected(self, *, timeout: float | None = None) -> None:
        """Wait until a client has identified and received READY and every GUILD_CREATE."""
        await self.wait_for(
            lambda: self.gateway.current() is not None,
            timeout=timeout,
            what="a ready gateway session",
        )

    async def wait_for_message(
        self,
        channel: FakeChannel,
        predicate: Callable[[FakeMessage], bool] | None = None,
        *,
        after: FakeMessage | None = None,
        timeout: float | None = None,
    ) -> FakeMessage:
        """The first visible message in ``channel`` (newer than ``after``) matching."""
        floor = after.id if after is not None else 0
        found: list[FakeMessage] = []

        def check() -> bool:
            for msg in channel.messages:
                if msg.id > floor and (predicate is None or predicate(msg)):
                    found.append(msg)
                    return True
            return False

        await self.wait_for(check, timeout=timeout, what=f"a message in channel {channel.name!r}")
        return found[0]

    @asynccontextmanager
    async def running(
        self, client: discord.Client, *, timeout: float | None = None
    ) -> AsyncIterator[discord.Client]:
        """Log ``client`` in, connect it, wait until it is ready; close it on exit.

        Refuses to start unless discord.py is pointed at this fake, so a test can never
        talk to the real Discord. Any exception the client's connection task raised is
        re-raised on exit. When the block ends normally the client must have been well
        behaved (:meth:`assert_well_behaved` with ``invalid_request_budget``).
        """
        if not discord.http.Route.BASE.startswith(self.base_url):
            raise FakeDiscordError(
                f"discord.py's REST base is {discord.http.Route.BASE!r}, not this fake; "
                "call use_endpoints(fake.api_base_url, fake.gateway_url) first"
            )
        if str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) != self.gateway_url:
            raise FakeDiscordError(
                "discord.py's gateway is not this fake; call use_endpoints first"
            )
        limit = self.default_timeout if timeout is None else timeout
        await client.login(self.token)
        task = asyncio.create_task(client.connect(reconnect=True), name="fake-discord-client")
        ready = asyncio.create_task(client.wait_until_ready(), name="fake-discord-ready")
        try:
            done, _ = await asyncio.wait(
                {task, ready}, timeout=limit, return_when=asyncio.FIRST_COMPLETED
            )
            if task in done:
                task.result()  # raises what connect() raised
                raise FakeDiscordError("the client stopped before it became ready")
            if ready not in done:
                raise FakeDiscordError(
                    f"the client was not ready after {limit}s; {self.diagnostics()}"
                )
            yield client
        finally:
            ready.cancel()
            with suppress(asyncio.CancelledError):
                await ready
            await client.close()
            async with asyncio.timeout(limit):
                await task
        # Reached only when the test's block ended without an exception of its own.
        self.assert_well_behaved()

    # ------------------------------------------------------------------ lookups

    def guild_of(self, channel: FakeChannel) -> FakeGuild | None:
        return self.guilds.get(channel.guild_id) if channel.guild_id else None

    def bot_in(self, guild: FakeGuild) -> bool:
        """Whether the bot is a member of ``guild`` (it hears and reaches nothing else)."""
        return self.bot_user.id in guild.members

    def all_messages(self, *, include_ephemeral: bool = False) -> list[FakeMessage]:
        """Every message the fake holds (deleted ones too), oldest first."""
        msgs = sorted(self.messages.values(), key=lambda m: m.id)
        return [m for m in msgs if include_ephemeral or not m.ephemeral]

    # ------------------------------------------------------------------ gateway payloads

    def guild_create_payload(
        self, guild: FakeGuild, session: Any, *, joined: bool = False
    ) -> dict[str, Any]:
        """GUILD_CREATE for ``session``; ``joined`` for a guild the bot has just joined,
        which carries no ``unavailable`` (discord.py then dispatches ``guild_join``, not
        ``guild_available``)."""
        # Without the privileged members intent Discord only sends the bot's own member.
        if session.wants(GUILD_MEMBERS):
            members = list(guild.members.values())
        else:
            members = [guild.members[self.bot_user.id]]
        payload = guild.payload(members=members)
        if joined:
            del payload["unavailable"]
        return payload

    async def _dispatch_message(self, event: str, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return
        guild = self.guild_of(msg.channel)
        if guild is not None and not self.bot_in(guild):
            return
        intent = GUILD_MESSAGES if guild else DIRECT_MESSAGES
        for session in self.gateway.live:
            if not (session.ready and session.wants(intent)):
                continue
            if not session.covers(guild.id if guild else None):
                continue  # another shard's guild
            if event == "MESSAGE_DELETE":
                data: dict[str, Any] = {"id": str(msg.id), "channel_id": str(msg.channel.id)}
            else:
                data = msg.payload()
                readable = (
                    session.wants(MESSAGE_CONTENT)
                    or guild is None
                    or msg.author is self.bot_user
                    or self.bot_user.mention in msg.content
                )
                if not readable:
                    data.update(content="", embeds=[], attachments=[], components=[])
                if guild is not None and msg.author.id in guild.members:
                    member = guild.members[msg.author.id].payload()
                    member.pop("user")
                    data["member"] = member
            if guild is not None:
                data["guild_id"] = str(guild.id)
            await session.dispatch(event, data)

    # ------------------------------------------------------------------ messages and channels

    def _store(self, msg: FakeMessage) -> None:
        self.messages[msg.id] = msg
        if not msg.ephemeral:
            msg.channel.history.append(msg)

    async def _forget_message(self, msg: FakeMessage) -> None:
        """Delete a message: later reads and edits get 404 Unknown Message; MESSAGE_DELETE."""
        msg.deleted = True
        await self._dispatch_message("MESSAGE_DELETE", msg)
        self._changed()

    async def _forget_channel(self, channel: FakeChannel) -> None:
        """Delete a guild channel as Discord does: it and its threads are gone (requests
        there get 404 Unknown Channel), a category's channels lose their parent, and clients
        get THREAD_DELETE for a thread or CHANNEL_DELETE for anything else (discord.py drops
        a deleted channel's threads itself)."""
        guild = self.guild_of(channel)
        if guild is None:
            raise FakeDiscordError("only guild channels and threads can be deleted")
        for other in list(guild.channels.values()):
            if other.parent_id == channel.id:
                if other.is_thread:
                    guild.channels.pop(other.id, None)
                    self.channels.pop(other.id, None)
                else:
                    other.parent_id = None
        guild.channels.pop(channel.id, None)
        self.channels.pop(channel.id, None)
        if channel.is_thread:
            await self.gateway.broadcast(
                "THREAD_DELETE",
                {
                    "id": str(channel.id),
                    "guild_id": str(guild.id),
                    "parent_id": str(channel.parent_id),
                    "type": channel.type,
                },
            )
        else:
            await self.gateway.broadcast("CHANNEL_DELETE", channel.payload())
        self._changed()


__all__ = ["INTERACTION_TOKEN_LIFETIME", "RESPONSE_DEADLINE", "FakeDiscordBase", "Predicate"]
