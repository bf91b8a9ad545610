"""FakeDiscord: the world, the server's lifecycle, and the API tests drive it with.

The server (REST in ``rest.py``, gateway in ``gateway.py``) speaks Discord's REST API under
``/api/v10`` and its gateway at ``/gateway`` on 127.0.0.1, so the real discord.py client
(pointed here by ``bot.endpoints.use_endpoints``) runs unmodified. Tests act as users
through ``slash``/``autocomplete``/``click``/``select``/``submit_modal`` and inspect what
the client did through the stored messages and interaction records. Every wait is on a
condition with a timeout, never a sleep.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager, suppress
from typing import Any

import discord
import discord.gateway
import discord.http
from aiohttp import web

from .gateway import DIRECT_MESSAGES, GUILD_MEMBERS, GUILD_MESSAGES, MESSAGE_CONTENT, Gateway
from .models import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    DM,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    Overwrite,
    P,
    snowflake,
)
from .rest import (
    API_PREFIX,
    GATEWAY_PATH,
    RecordedError,
    RecordedRequest,
    RestAPI,
)

log = logging.getLogger(__name__)

DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024

# Names discord.py 2.x gives the tasks that run interaction handlers (see client_idle).
CLIENT_HANDLER_TASKS = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch-",
    "discord-ui-modal-dispatch-",
    "discord-ui-dynamic-item-",
    "discord.py: on_interaction",
    "discord.py: on_app_command",
)

OptionValue = Any
Predicate = Callable[[], bool]


class FakeDiscordError(AssertionError):
    """Something the test asked for cannot happen on Discord, or never happened in time."""


class InteractionRefused(FakeDiscordError):
    """The client answered an interaction in a way Discord would have rejected."""

    def __init__(self, record: FakeInteraction) -> None:
        super().__init__(
            f"interaction {record.id}: the client's answer was refused: {record.errors}"
        )
        self.record = record


class FakeDiscord:
    """A fake Discord for one test: start it, populate it, point the client at it.

    Example::

        fake = FakeDiscord()
        await fake.start()
        use_endpoints(fake.api_base_url, fake.gateway_url)
        guild = await fake.create_guild("Test")
        general = await fake.create_channel(guild, "general")
        alice = await fake.create_user("alice")
        await fake.add_member(guild, alice)
        async with fake.running(my_bot):
            reply = await fake.slash(alice, general, "game", subcommand="new",
                                     options={"game": "adastra"})
            assert reply.ephemeral
    """

    def __init__(
        self,
        *,
        bot_name: str = "Starpost",
        attachment_size_limit: int = DEFAULT_ATTACHMENT_LIMIT,
        default_timeout: float = 10.0,
    ) -> None:
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
        self.errors: list[RecordedError] = []
        self.internal_errors: list[str] = []
        self.reactions: list[tuple[int, int, str, str]] = []  # (channel, message, emoji, op)
        self.typing: list[int] = []

        self.gateway = Gateway(self)
        self.rest = RestAPI(self)
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
            raise FakeDiscordError(
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
        if self.internal_errors:
            parts.append(f"fake internal errors: {self.internal_errors[-3:]}")
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
        re-raised on exit.
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

    # ------------------------------------------------------------------ world building

    async def create_user(
        self,
        username: str,
        *,
        global_name: str | None = None,
        locale: str = "en-US",
        bot: bool = False,
        dms_open: bool = True,
    ) -> FakeUser:
        user = FakeUser(
            snowflake(),
            username,
            global_name=global_name,
            bot=bot,
            locale=locale,
            dms_open=dms_open,
        )
        self.users[user.id] = user
        return user

    async def create_guild(
        self,
        name: str = "Test Guild",
        *,
        owner: FakeUser | None = None,
        everyone_permissions: int = DEFAULT_EVERYONE_PERMISSIONS,
        bot_permissions: int = DEFAULT_BOT_PERMISSIONS,
        locale: str = "en-US",
    ) -> FakeGuild:
        """A guild with @everyone, the bot's managed role, its owner and the bot as members.

        A client already connected receives it as GUILD_CREATE (the bot "joined" it).
        """
        if owner is None:
            owner = await self.create_user(f"{name.lower().replace(' ', '-')}-owner")
        gid = snowflake()
        guild = FakeGuild(id=gid, name=name, owner_id=owner.id, locale=locale)
        guild.roles[gid] = FakeRole(gid, gid, "@everyone", permissions=everyone_permissions)
        bot_role = FakeRole(
            snowflake(),
            gid,
            self.bot_user.username,
            permissions=bot_permissions,
            position=1,
            managed=True,
        )
        guild.roles[bot_role.id] = bot_role
        guild.members[owner.id] = FakeMember(owner, gid)
        guild.members[self.bot_user.id] = FakeMember(self.bot_user, gid, roles=[bot_role.id])
        self.guilds[gid] = guild
        for session in self.gateway.live:
            if session.ready:
                await session.dispatch("GUILD_CREATE", self.guild_create_payload(guild, session))
        self._changed()
        return guild

    async def create_role(
        self, guild: FakeGuild, name: str, *, permissions: int = 0, color: int = 0
    ) -> FakeRole:
        role = FakeRole(
            snowflake(),
            guild.id,
            name,
            permissions=permissions,
            position=len(guild.roles),
            color=color,
        )
        guild.roles[role.id] = role
        await self.gateway.broadcast(
            "GUILD_ROLE_CREATE", {"guild_id": str(guild.id), "role": role.payload()}
        )
        self._changed()
        return role

    async def add_member(
        self,
        guild: FakeGuild,
        user: FakeUser,
        *,
        roles: Iterable[FakeRole] = (),
        nick: str | None = None,
    ) -> FakeMember:
        member = FakeMember(user, guild.id, roles=[r.id for r in roles], nick=nick)
        guild.members[user.id] = member
        # Only clients with the privileged GUILD_MEMBERS intent hear about joins.
        await self.gateway.broadcast(
            "GUILD_MEMBER_ADD", {**member.payload(), "guild_id": str(guild.id)}, GUILD_MEMBERS
        )
        self._changed()
        return member

    async def create_channel(
        self,
        guild: FakeGuild,
        name: str,
        *,
        type: int = TEXT,
        category: FakeChannel | None = None,
        topic: str | None = None,
        overwrites: Iterable[Overwrite] = (),
    ) -> FakeChannel:
        channel = FakeChannel(
            id=snowflake(),
            type=type,
            name=name,
            guild_id=guild.id,
            parent_id=category.id if category else None,
            topic=topic,
            position=len(guild.channels),
            overwrites=list(overwrites),
        )
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        await self.gateway.broadcast("CHANNEL_CREATE", channel.payload())
        self._changed()
        return channel

    async def create_thread(
        self,
        channel: FakeChannel,
        name: str,
        *,
        owner: FakeUser | None = None,
        private: bool = False,
        thread_id: int | None = None,
    ) -> FakeChannel:
        if channel.type != TEXT or channel.guild_id is None:
            raise FakeDiscordError("threads live in guild text channels")
        guild = self.guilds[channel.guild_id]
        thread = FakeChannel(
            id=thread_id or snowflake(),
            type=PRIVATE_THREAD if private else PUBLIC_THREAD,
            name=name,
            guild_id=guild.id,
            parent_id=channel.id,
            owner_id=(owner or self.bot_user).id,
        )
        guild.channels[thread.id] = thread
        self.channels[thread.id] = thread
        await self.gateway.broadcast("THREAD_CREATE", {**thread.payload(), "newly_created": True})
        self._changed()
        return thread

    async def set_permissions(
        self,
        channel: FakeChannel,
        target: FakeRole | FakeUser | FakeMember,
        *,
        allow: int = 0,
        deny: int = 0,
    ) -> None:
        """Add or replace a permission overwrite on a (non-thread) channel."""
        kind = 0 if isinstance(target, FakeRole) else 1
        channel.overwrites = [o for o in channel.overwrites if o.id != target.id]
        channel.overwrites.append(Overwrite(target.id, kind, allow, deny))
        await self.gateway.broadcast("CHANNEL_UPDATE", channel.payload())
        self._changed()

    def get_dm(self, user: FakeUser) -> FakeChannel | None:
        """The DM channel between the bot and ``user``, if one was opened."""
        return next(
            (c for c in self.channels.values() if c.type == DM and c.recipient is user), None
        )

    async def open_dm(self, user: FakeUser) -> FakeChannel:
        channel = self.get_dm(user)
        if channel is None:
            channel = FakeChannel(id=snowflake(), type=DM, name=None, recipient=user)
            self.channels[channel.id] = channel
            self._changed()
        return channel

    async def say(self, user: FakeUser, channel: FakeChannel, content: str) -> FakeMessage:
        """``user`` posts a plain message in ``channel`` (MESSAGE_CREATE to the client)."""
        msg = FakeMessage(id=snowflake(), channel=channel, author=user, content=content)
        self._store(msg)
        await self._dispatch_message("MESSAGE_CREATE", msg)
        self._changed()
        return msg

    def guild_of(self, channel: FakeChannel) -> FakeGuild | None:
        return self.guilds.get(channel.guild_id) if channel.guild_id else None

    def all_messages(self, *, include_ephemeral: bool = False) -> list[FakeMessage]:
        """Every message the fake holds (deleted ones too), oldest first."""
        msgs = sorted(self.messages.values(), key=lambda m: m.id)
        return [m for m in msgs if include_ephemeral or not m.ephemeral]

    # ------------------------------------------------------------------ gateway payloads

    def guild_create_payload(self, guild: FakeGuild, session: Any) -> dict[str, Any]:
        # Without the privileged members intent Discord only sends the bot's own member.
        if session.wants(GUILD_MEMBERS):
            members = list(guild.members.values())
        else:
            members = [guild.members[self.bot_user.id]]
        return guild.payload(members=members)

    async def _dispatch_message(self, event: str, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return
        guild = self.guild_of(msg.channel)
        intent = GUILD_MESSAGES if guild else DIRECT_MESSAGES
        for session in self.gateway.live:
            if not (session.ready and session.wants(intent)):
                continue
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

    # ------------------------------------------------------------------ messages

    def _store(self, msg: FakeMessage) -> None:
        self.messages[msg.id] = msg
        if not msg.ephemeral:
            msg.channel.history.append(msg)

    # ------------------------------------------------------------------ acting as users

    def _interaction_payload(
        self,
        itype: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        *,
        message: FakeMessage | None = None,
        locale: str | None = None,
    ) -> tuple[dict[str, Any], FakeGuild | None]:
        guild = self.guild_of(channel)
        iid = snowflake()
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "token": f"itok.{iid}.{secrets.token_urlsafe(24)}",
            "version": 1,
            "data": data,
            "channel_id": str(channel.id),
            "locale": locale or user.locale,
            "entitlements": [],
            "attachment_size_limit": self.attachment_size_limit,
        }
        channel_payload = channel.payload()
        if guild is not None:
            member = guild.members.get(user.id)
            if member is None:
                raise FakeDiscordError(f"{user.username} is not a member of {guild.name}")
            user_perms = guild.permissions_in(channel, user.id)
            if not user_perms & P.VIEW_CHANNEL:
                raise FakeDiscordError(f"{user.username} cannot see #{channel.name}")
            channel_payload["permissions"] = str(user_perms)
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                guild_locale=guild.locale,
                member=member.payload(permissions=user_perms),
                app_permissions=str(guild.permissions_in(channel, self.bot_user.id)),
                authorizing_integration_owners={"0": str(guild.id)},
                context=0,
            )
        else:
            payload.update(
                user=user.payload(),
                app_permissions=str(
                    P.VIEW_CHANNEL
                    | P.SEND_MESSAGES
                    | P.EMBED_LINKS
                    | P.ATTACH_FILES
                    | P.READ_MESSAGE_HISTORY
                ),
                authorizing_integration_owners={"0": "0"},
                context=1,
            )
        payload["channel"] = channel_payload
        if message is not None:
            payload["message"] = message.payload()
        return payload, guild

    async def interact(
        self,
        itype: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        *,
        message: FakeMessage | None = None,
        locale: str | None = None,
        until: Callable[[FakeInteraction], bool] | None = None,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """Dispatch an INTERACTION_CREATE built from ``data`` and wait for the answer.

        The lower-level door the helpers below use. By default it waits until the client
        responded, then until the client's handler tasks in this event loop have finished
        (so views it registered are in place and its followups are sent), then until a
        deferred "thinking" placeholder has been filled in. It raises
        :class:`InteractionRefused` if the client's answer was rejected and it did not
        recover. With ``until``, it waits for exactly that condition instead.
        """
        payload, guild = self._interaction_payload(
            itype, user, channel, data, message=message, locale=locale
        )
        record = FakeInteraction(
            id=int(payload["id"]),
            token=payload["token"],
            type=itype,
            user=user,
            channel=channel,
            guild=guild,
            payload=payload,
            message=message,
        )
        self.interactions[record.id] = record
        self._by_token[record.token] = record
        await self.wait_until_connected(timeout=timeout)
        session = self.gateway.current()
        assert session is not None
        await session.dispatch("INTERACTION_CREATE", payload)
        what = f"the client to answer interaction {record.id} ({_describe(data)})"
        if until is not None:
            await self.wait_for(lambda: until(record), timeout=timeout, what=what)
            return record
        await self.wait_for(
            lambda: record.responded or bool(record.errors), timeout=timeout, what=what
        )
        await self.client_idle(timeout=timeout)
        if record.errors and not record.answered:
            raise InteractionRefused(record)
        await self.wait_for(
            lambda: record.answered,
            timeout=timeout,
            what=f"the deferred answer to interaction {record.id} ({_describe(data)})",
        )
        return record

    async def client_idle(self, *, timeout: float | None = None) -> None:
        """Wait until discord.py has no interaction handler running in this event loop.

        discord.py runs every command, autocomplete, view, dynamic item and modal callback
        in a task with a recognisable name; when none is left, whatever the client meant
        to do about the interactions it received is done (including bookkeeping after
        the HTTP response, such as registering a view under the new message's id). A bot
        in another process is invisible here, which makes this a no-op for it.
        """
        limit = self.default_timeout if timeout is None else timeout
        me = asyncio.current_task()
        busy: set[asyncio.Task[Any]] = set()
        try:
            async with asyncio.timeout(limit):
                while True:
                    busy = {
                        t
                        for t in asyncio.all_tasks()
                        if t is not me
                        and not t.done()
                        and t.get_name().startswith(CLIENT_HANDLER_TASKS)
                    }
                    if not busy:
                        return
                    await asyncio.wait(busy)
        except TimeoutError:
            names = sorted(t.get_name() for t in busy)
            raise FakeDiscordError(
                f"client handlers still running after {limit}s: {names}"
            ) from None

    def command(self, name: str, guild: FakeGuild | None) -> dict[str, Any] | None:
        """The registered command called ``name`` (guild commands first), if any."""
        if guild is not None and name in self.guild_commands.get(guild.id, {}):
            return self.guild_commands[guild.id][name]
        return self.global_commands.get(name)

    def _command_data(
        self,
        channel: FakeChannel,
        name: str,
        group: str | None,
        subcommand: str | None,
        options: Mapping[str, OptionValue],
        *,
        focused: str | None = None,
    ) -> dict[str, Any]:
        parts = name.split()
        if len(parts) > 1:
            if group or subcommand:
                raise FakeDiscordError("give either 'game new' or subcommand='new', not both")
            name = parts[0]
            group, subcommand = (parts[1], parts[2]) if len(parts) == 3 else (None, parts[1])
        guild = self.guild_of(channel)
        cmd = self.command(name, guild)
        resolved: dict[str, dict[str, Any]] = {}
        schema: list[dict[str, Any]] | None = None
        if cmd is not None:
            schema = cmd.get("options") or []
            for step, kind in ((group, 2), (subcommand, 1)):
                if step is None:
                    continue
                found = next((o for o in schema if o["name"] == step and o["type"] == kind), None)
                if found is None:
                    raise FakeDiscordError(
                        f"/{name} has no {'group' if kind == 2 else 'subcommand'} "
                        f"{step!r}; registered: {[o['name'] for o in schema]}"
                    )
                schema = found.get("options") or []
            if any(o["type"] in (1, 2) for o in schema):
                raise FakeDiscordError(f"/{name} needs a subcommand")
            cid = cmd["id"]
        else:
            cid = str(self._unregistered_command_ids.setdefault(name, snowflake()))
        leaf = [
            self._option(schema, key, value, resolved, guild, focused=key == focused)
            for key, value in options.items()
        ]
        if schema is not None and focused is None:
            missing = [o["name"] for o in schema if o.get("required") and o["name"] not in options]
            if missing:
                raise FakeDiscordError(f"/{name}: required options missing: {missing}")
        opts: list[dict[str, Any]] = leaf
        if subcommand is not None:
            opts = [{"name": subcommand, "type": 1, "options": leaf}]
        if group is not None:
            opts = [{"name": group, "type": 2, "options": opts}]
        data: dict[str, Any] = {"id": cid, "name": name, "type": 1, "options": opts}
        if cmd is not None and "guild_id" in cmd:
            data["guild_id"] = cmd["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    def _option(
        self,
        schema: list[dict[str, Any]] | None,
        key: str,
        value: OptionValue,
        resolved: dict[str, dict[str, Any]],
        guild: FakeGuild | None,
        *,
        focused: bool,
    ) -> dict[str, Any]:
        if schema is not None:
            spec = next((o for o in schema if o["name"] == key), None)
            if spec is None:
                raise FakeDiscordError(
                    f"unknown option {key!r}; registered: {[o['name'] for o in schema]}"
                )
            otype = spec["type"]
            choices = spec.get("choices")
            if choices and not focused and value not in [c["value"] for c in choices]:
                raise FakeDiscordError(f"{value!r} is not one of the choices of {key!r}")
        else:
            otype = _infer_type(value)
        if focused:
            return {"name": key, "type": otype, "value": str(value), "focused": True}
        return {
            "name": key,
            "type": otype,
            "value": self._option_value(otype, value, resolved, guild),
        }

    def _option_value(
        self,
        otype: int,
        value: OptionValue,
        resolved: dict[str, dict[str, Any]],
        guild: FakeGuild | None,
    ) -> Any:
        if otype == 3:
            return str(value)
        if otype == 4:
            if isinstance(value, bool) or not isinstance(value, int):
                raise FakeDiscordError(f"integer option needs an int, not {value!r}")
            return value
        if otype == 5:
            return bool(value)
        if otype == 10:
            return float(value)
        if isinstance(value, FakeMember):
            value = value.user
        if isinstance(value, FakeUser) and otype in (6, 9):
            resolved.setdefault("users", {})[str(value.id)] = value.payload()
            if guild is not None and value.id in guild.members:
                member = guild.members[value.id].payload(
                    permissions=guild.base_permissions(value.id)
                )
                member.pop("user")
                resolved.setdefault("members", {})[str(value.id)] = member
            return str(value.id)
        if isinstance(value, FakeRole) and otype in (8, 9):
            resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            return str(value.id)
        if isinstance(value, FakeChannel) and otype == 7:
            ch = value.payload()
            if guild is not None:
                ch["permissions"] = str(guild.permissions_in(value, self.bot_user.id))
            resolved.setdefault("channels", {})[str(value.id)] = ch
            return str(value.id)
        raise FakeDiscordError(f"cannot pass {value!r} as an option of type {otype}")

    async def slash(
        self,
        user: FakeUser,
        channel: FakeChannel,
        name: str,
        *,
        subcommand: str | None = None,
        group: str | None = None,
        options: Mapping[str, OptionValue] | None = None,
        locale: str | None = None,
        until: Callable[[FakeInteraction], bool] | None = None,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """``user`` runs ``/name [group] [subcommand] options...`` in ``channel``.

        ``name`` may also be the full path ("game new"). Uses the registered command's id
        and option types when the client synced its commands here; otherwise sends the
        command by name with option types inferred from the Python values.
        """
        data = self._command_data(channel, name, group, subcommand, options or {})
        return await self.interact(
            APPLICATION_COMMAND, user, channel, data, locale=locale, until=until, timeout=timeout
        )

    async def autocomplete(
        self,
        user: FakeUser,
        channel: FakeChannel,
        name: str,
        *,
        focused: str,
        value: str = "",
        subcommand: str | None = None,
        group: str | None = None,
        options: Mapping[str, OptionValue] | None = None,
        timeout: float | None = None,
    ) -> list[dict[str, Any]]:
        """The choices the client offers while ``user`` types ``value`` into ``focused``."""
        opts = {**(options or {}), focused: value}
        data = self._command_data(channel, name, group, subcommand, opts, focused=focused)
        record = await self.interact(AUTOCOMPLETE, user, channel, data, timeout=timeout)
        assert record.choices is not None
        return record.choices

    def _component(
        self, message: FakeMessage, custom_id: str, kinds: Sequence[int]
    ) -> dict[str, Any]:
        if message.deleted:
            raise FakeDiscordError(f"message {message.id} was deleted")
        comp = message.component(custom_id)
        if comp is None:
            ids = [c.get("custom_id") for c in message.walk_components() if "custom_id" in c]
            raise FakeDiscordError(
                f"message {message.id} has no component {custom_id!r}; it has {ids}"
            )
        if comp.get("type") not in kinds:
            raise FakeDiscordError(f"component {custom_id!r} is of type {comp.get('type')}")
        if comp.get("disabled"):
            raise FakeDiscordError(f"component {custom_id!r} is disabled")
        return comp

    async def click(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str,
        *,
        until: Callable[[FakeInteraction], bool] | None = None,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """``user`` presses the button ``custom_id`` on ``message``."""
        self._component(message, custom_id, (2,))
        data = {"custom_id": custom_id, "component_type": 2}
        return await self.interact(
            MESSAGE_COMPONENT,
            user,
            message.channel,
            data,
            message=message,
            until=until,
            timeout=timeout,
        )

    async def select(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str,
        values: Sequence[Any],
        *,
        until: Callable[[FakeInteraction], bool] | None = None,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """``user`` picks ``values`` in the select menu ``custom_id`` on ``message``.

        String selects take option values; user/role/channel selects take the fake
        objects (or members), which are sent with their ``resolved`` data.
        """
        comp = self._component(message, custom_id, (3, 5, 6, 7, 8))
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise FakeDiscordError(
                f"select {custom_id!r} takes {lo}..{hi} values, not {len(values)}"
            )
        ctype = comp["type"]
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": ctype}
        if ctype == 3:
            allowed = [o["value"] for o in comp.get("options", [])]
            bad = [v for v in values if v not in allowed]
            if bad:
                raise FakeDiscordError(f"{bad} are not options of {custom_id!r}: {allowed}")
            data["values"] = list(values)
        else:
            resolved: dict[str, dict[str, Any]] = {}
            otype = {5: 6, 6: 8, 7: 9, 8: 7}[ctype]
            guild = self.guild_of(message.channel)
            data["values"] = [self._option_value(otype, v, resolved, guild) for v in values]
            data["resolved"] = resolved
        return await self.interact(
            MESSAGE_COMPONENT,
            user,
            message.channel,
            data,
            message=message,
            until=until,
            timeout=timeout,
        )

    async def submit_modal(
        self,
        user: FakeUser,
        source: FakeInteraction,
        values: Mapping[str, str | Sequence[str]],
        *,
        until: Callable[[FakeInteraction], bool] | None = None,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """``user`` fills in and submits the modal the client opened in answer to ``source``.

        ``values`` maps each input's custom_id to its text (or a select's chosen values).
        """
        if source.modal is None:
            raise FakeDiscordError(f"interaction {source.id} did not open a modal")

        def fill(comp: dict[str, Any]) -> dict[str, Any]:
            ctype = comp.get("type")
            if ctype == 1:
                return {"type": 1, "components": [fill(c) for c in comp.get("components", [])]}
            if ctype == 18:
                return {"type": 18, "id": comp.get("id"), "component": fill(comp["component"])}
            out: dict[str, Any] = {"type": ctype, "custom_id": comp.get("custom_id")}
            given = values.get(comp.get("custom_id", ""))
            if ctype == 4:
                if given is None and comp.get("required", True):
                    raise FakeDiscordError(f"modal input {comp.get('custom_id')!r} is required")
                out["value"] = given if isinstance(given, str) else ""
            elif ctype in (3, 5, 6, 7, 8):
                out["values"] = [] if given is None else list(given)
            return out

        components = [fill(c) for c in source.modal.get("components", [])]
        data = {"custom_id": source.modal["custom_id"], "components": components}
        return await self.interact(
            MODAL_SUBMIT,
            user,
            source.channel,
            data,
            message=source.message,
            until=until,
            timeout=timeout,
        )

    async def request_reconnect(self) -> None:
        """Ask connected clients to reconnect (op 7); they come back with RESUME."""
        await self.gateway.request_reconnect()


def _infer_type(value: OptionValue) -> int:
    if isinstance(value, bool):
        return 5
    if isinstance(value, int):
        return 4
    if isinstance(value, float):
        return 10
    if isinstance(value, FakeUser | FakeMember):
        return 6
    if isinstance(value, FakeChannel):
        return 7
    if isinstance(value, FakeRole):
        return 8
    return 3


def _describe(data: dict[str, Any]) -> str:
    if "custom_id" in data:
        return f"component {data['custom_id']!r}"
    path = [data.get("name", "?")]
    opts = data.get("options") or []
    while opts and opts[0].get("type") in (1, 2):
        path.append(opts[0]["name"])
        opts = opts[0].get("options") or []
    return "/" + " ".join(path)


__all__ = ["CLIENT_HANDLER_TASKS", "FakeDiscord", "FakeDiscordError", "InteractionRefused"]
