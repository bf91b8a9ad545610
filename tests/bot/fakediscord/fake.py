"""FakeDiscord: the world, the aiohttp server, and the API tests drive it with.

The server speaks Discord's REST API under ``/api/v10`` and its gateway at ``/gateway`` on
127.0.0.1, so the real discord.py client (pointed here by ``bot.endpoints.use_endpoints``)
runs unmodified. Tests act as users through ``slash``/``autocomplete``/``click``/``select``/
``submit_modal`` and inspect what the client did through the stored messages and
interaction records. Every wait is on a condition with a timeout, never a sleep.
"""

from __future__ import annotations

import asyncio
import json
import logging
import mimetypes
import re
import secrets
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import discord
import discord.gateway
import discord.http
from aiohttp import BodyPartReader, web

from . import validation
from .gateway import DIRECT_MESSAGES, GUILD_MEMBERS, GUILD_MESSAGES, MESSAGE_CONTENT, Gateway
from .models import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    CATEGORY,
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    DM,
    EPHEMERAL,
    LOADING,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    Overwrite,
    P,
    now_iso,
    snowflake,
)

log = logging.getLogger(__name__)

API_PREFIX = "/api/v10"
GATEWAY_PATH = "/gateway"
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


@dataclass
class RecordedRequest:
    method: str
    path: str
    status: int


@dataclass
class RecordedError:
    """A request the fake refused (4xx), with Discord's error code and message."""

    method: str
    path: str
    status: int
    code: int
    message: str
    errors: dict[str, Any] | None = None


class _HTTPError(Exception):
    """Raised inside handlers; the middleware turns it into Discord's JSON error body."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        errors: dict[str, Any] | None = None,
        record: FakeInteraction | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        self.record = record


def json_response(data: Any, status: int = 200) -> web.Response:
    """JSON with a Content-Type of exactly ``application/json``: discord.py compares the
    header verbatim and treats anything else (even with ``; charset=utf-8``) as text."""
    return web.Response(
        status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"}
    )


def _invalid(
    problems: list[validation.Problem], record: FakeInteraction | None = None
) -> _HTTPError:
    return _HTTPError(400, 50035, "Invalid Form Body", validation.nest_errors(problems), record)


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
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.router.add_get(GATEWAY_PATH, self.gateway.handle)
        app.router.add_get("/attachments/{channel}/{attachment}/{filename}", self._cdn)
        for method, path, handler in self._routes():
            app.router.add_route(method, API_PREFIX + path, handler)
        self._runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=1.0)
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

    async def _read_body(
        self, request: web.Request
    ) -> tuple[dict[str, Any], dict[int, tuple[str, bytes]]]:
        """JSON body or multipart (``payload_json`` + ``files[n]``), as discord.py sends."""
        files: dict[int, tuple[str, bytes]] = {}
        if request.content_type.startswith("multipart/"):
            payload: dict[str, Any] = {}
            reader = await request.multipart()
            while True:
                part = await reader.next()
                if part is None:
                    break
                if not isinstance(part, BodyPartReader):
                    raise _HTTPError(400, 50035, "nested multipart bodies are not supported")
                name = part.name or ""
                raw = bytes(await part.read())
                if name == "payload_json":
                    payload = json.loads(raw.decode())
                elif m := re.fullmatch(r"files\[(\d+)\]", name):
                    files[int(m.group(1))] = (part.filename or f"file{m.group(1)}", raw)
                else:
                    raise _HTTPError(400, 50035, f"unexpected multipart field {name!r}")
            return payload, files
        if not request.can_read_body:
            return {}, files
        try:
            body = await request.json()
        except json.JSONDecodeError as exc:
            raise _HTTPError(400, 50109, "The request body contains invalid JSON.") from exc
        if not isinstance(body, dict):
            raise _HTTPError(400, 50035, "Invalid Form Body")
        return body, files

    def _attachments(
        self,
        channel: FakeChannel,
        data: dict[str, Any],
        files: dict[int, tuple[str, bytes]],
        existing: list[FakeAttachment] | None,
    ) -> list[FakeAttachment]:
        """Resolve ``attachments`` entries (kept old ones by id, new ones by file index)."""
        for _, blob in files.values():
            if len(blob) > self.attachment_size_limit:
                raise _HTTPError(413, 40005, "Request entity too large")
        old = {a.id: a for a in existing or []}
        used: set[int] = set()
        out: list[FakeAttachment] = []
        entries = data.get("attachments")
        if entries is None:
            out.extend(existing or [])
            entries = []
        for entry in entries:
            ident = int(entry["id"])
            if ident in old:
                kept = old[ident]
                if "description" in entry:
                    kept.description = entry["description"]
                out.append(kept)
            elif ident in files:
                used.add(ident)
                filename = entry.get("filename") or files[ident][0]
                out.append(
                    self._new_attachment(
                        channel, filename, files[ident][1], entry.get("description")
                    )
                )
            else:
                raise _invalid([(f"attachments.{ident}", "Unknown attachment or file index.")])
        for index in sorted(files):
            if index not in used:
                out.append(self._new_attachment(channel, files[index][0], files[index][1], None))
        return out

    def _new_attachment(
        self, channel: FakeChannel, filename: str, blob: bytes, description: str | None
    ) -> FakeAttachment:
        aid = snowflake()
        ctype = mimetypes.guess_type(filename)[0] or "application/octet-stream"
        url = f"{self.base_url}/attachments/{channel.id}/{aid}/{quote(filename)}"
        return FakeAttachment(aid, filename, blob, ctype, url, description)

    def _new_message(
        self,
        channel: FakeChannel,
        data: dict[str, Any],
        files: dict[int, tuple[str, bytes]],
        *,
        flags: int,
        record: FakeInteraction | None = None,
        msg_type: int = 0,
    ) -> FakeMessage:
        msg = FakeMessage(
            id=snowflake(),
            channel=channel,
            author=self.bot_user,
            content=data.get("content") or "",
            embeds=list(data.get("embeds") or []),
            components=list(data.get("components") or []),
            attachments=self._attachments(channel, data, files, None),
            flags=flags,
            type=msg_type,
        )
        if record is not None:
            msg.webhook_id = self.application_id
            msg.application_id = self.application_id
            meta: dict[str, Any] = {
                "id": str(record.id),
                "type": record.type,
                "user": record.user.payload(),
                "authorizing_integration_owners": record.payload["authorizing_integration_owners"],
            }
            if record.type == APPLICATION_COMMAND:
                meta["name"] = record.payload["data"]["name"]
                meta["command_type"] = 1
            if record.message is not None:
                meta["interacted_message_id"] = str(record.message.id)
            msg.interaction_metadata = meta
        self._store(msg)
        return msg

    async def _edit(
        self,
        msg: FakeMessage,
        data: dict[str, Any],
        files: dict[int, tuple[str, bytes]],
        *,
        fill: bool = False,
    ) -> None:
        """Apply an edit; ``fill`` replaces a deferred placeholder (not shown as edited)."""
        problems = validation.check_message(data, len(files), creating=False)
        if problems:
            raise _invalid(problems)
        msg.revisions.append(msg.snapshot())
        if "content" in data:
            msg.content = data["content"] or ""
        if "embeds" in data:
            msg.embeds = list(data["embeds"] or [])
        if "components" in data:
            msg.components = list(data["components"] or [])
        msg.attachments = self._attachments(msg.channel, data, files, msg.attachments)
        if "flags" in data and data["flags"] is not None:
            keep = msg.flags & EPHEMERAL
            msg.flags = (data["flags"] & ~(EPHEMERAL | LOADING)) | keep
        if fill:
            msg.flags &= ~LOADING
        else:
            msg.edited_timestamp = now_iso()
        await self._dispatch_message("MESSAGE_UPDATE", msg)
        self._changed()

    async def _delete(self, msg: FakeMessage) -> None:
        msg.deleted = True
        await self._dispatch_message("MESSAGE_DELETE", msg)
        self._changed()

    # ------------------------------------------------------------------ HTTP plumbing

    @web.middleware
    async def _middleware(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        path = request.path
        is_api = path.startswith(API_PREFIX + "/")
        try:
            if is_api and not self._authorised(request):
                raise _HTTPError(401, 0, "401: Unauthorized")
            response: web.StreamResponse = await handler(request)
        except _HTTPError as err:
            body: dict[str, Any] = {"message": err.message, "code": err.code}
            if err.errors:
                body["errors"] = err.errors
            self.errors.append(
                RecordedError(request.method, path, err.status, err.code, err.message, err.errors)
            )
            if err.record is not None:
                err.record.errors.append(
                    f"{err.status} {err.code} {err.message} {err.errors or ''}"
                )
            response = json_response(body, err.status)
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed) as exc:
            self.unknown_routes.append((request.method, request.path_qs))
            log.warning("fake discord: unknown route %s %s", request.method, request.path_qs)
            response = json_response({"message": "404: Not Found", "code": 0}, exc.status)
        except web.HTTPException:
            raise
        except Exception as exc:  # a bug in the fake must fail loudly, but not as a 500
            log.exception("fake discord internal error on %s %s", request.method, path)
            self.internal_errors.append(f"{request.method} {path}: {exc!r}")
            # discord.py retries 5xx with multi-second sleeps; answer 400 so tests fail fast.
            response = json_response(
                {"message": f"fake discord internal error: {exc!r}", "code": 0}, 400
            )
        if path != GATEWAY_PATH:
            self.requests.append(RecordedRequest(request.method, request.path_qs, response.status))
        self._changed()
        return response

    def _authorised(self, request: web.Request) -> bool:
        rest = request.path[len(API_PREFIX) :]
        if rest.startswith(("/webhooks/", "/interactions/")):
            return True  # interaction tokens authorise these, as on Discord
        return request.headers.get("Authorization") == f"Bot {self.token}"

    def _routes(self) -> list[tuple[str, str, Callable[[web.Request], Any]]]:
        app = "/applications/{app}"
        return [
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway_bot),
            ("GET", "/users/@me", self._get_me),
            ("POST", "/users/@me/channels", self._create_dm),
            ("GET", "/users/{user}", self._get_user),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/applications/@me", self._get_application),
            ("GET", app + "/commands", self._list_commands),
            ("PUT", app + "/commands", self._put_commands),
            ("POST", app + "/commands", self._upsert_command),
            ("GET", app + "/commands/{command}", self._get_command),
            ("PATCH", app + "/commands/{command}", self._patch_command),
            ("DELETE", app + "/commands/{command}", self._delete_command),
            ("GET", app + "/guilds/{guild}/commands", self._list_commands),
            ("PUT", app + "/guilds/{guild}/commands", self._put_commands),
            ("POST", app + "/guilds/{guild}/commands", self._upsert_command),
            ("GET", app + "/guilds/{guild}/commands/permissions", self._empty_list),
            ("GET", app + "/guilds/{guild}/commands/{command}", self._get_command),
            ("PATCH", app + "/guilds/{guild}/commands/{command}", self._patch_command),
            ("DELETE", app + "/guilds/{guild}/commands/{command}", self._delete_command),
            ("GET", app + "/emojis", self._app_emojis),
            ("GET", app + "/entitlements", self._empty_list),
            ("GET", app + "/skus", self._empty_list),
            ("GET", "/channels/{channel}", self._get_channel),
            ("PATCH", "/channels/{channel}", self._patch_channel),
            ("DELETE", "/channels/{channel}", self._delete_channel),
            ("GET", "/channels/{channel}/messages", self._list_messages),
            ("POST", "/channels/{channel}/messages", self._post_message),
            ("GET", "/channels/{channel}/messages/{message}", self._get_message),
            ("PATCH", "/channels/{channel}/messages/{message}", self._patch_message),
            ("DELETE", "/channels/{channel}/messages/{message}", self._delete_message),
            ("PUT", "/channels/{channel}/messages/{message}/reactions/{emoji}/@me", self._react),
            ("DELETE", "/channels/{channel}/messages/{message}/reactions/{emoji}/@me", self._react),
            ("POST", "/channels/{channel}/typing", self._typing),
            ("POST", "/channels/{channel}/threads", self._start_thread),
            ("POST", "/channels/{channel}/messages/{message}/threads", self._start_thread),
            ("PUT", "/channels/{channel}/thread-members/{user}", self._no_content),
            ("DELETE", "/channels/{channel}/thread-members/{user}", self._no_content),
            ("GET", "/guilds/{guild}", self._get_guild),
            ("GET", "/guilds/{guild}/channels", self._guild_channels),
            ("GET", "/guilds/{guild}/threads/active", self._guild_threads),
            ("GET", "/guilds/{guild}/roles", self._guild_roles),
            ("GET", "/guilds/{guild}/members", self._guild_members),
            ("GET", "/guilds/{guild}/members/search", self._guild_members),
            ("GET", "/guilds/{guild}/members/{user}", self._guild_member),
            ("POST", "/interactions/{interaction}/{token}/callback", self._callback),
            ("POST", "/webhooks/{app}/{token}", self._followup),
            ("GET", "/webhooks/{app}/{token}/messages/{message}", self._webhook_message),
            ("PATCH", "/webhooks/{app}/{token}/messages/{message}", self._webhook_message),
            ("DELETE", "/webhooks/{app}/{token}/messages/{message}", self._webhook_message),
        ]

    # -- small lookups

    @staticmethod
    def _int(request: web.Request, key: str) -> int:
        try:
            return int(request.match_info[key])
        except ValueError:
            raise _invalid([(key, "Value is not snowflake.")]) from None

    def _channel(self, request: web.Request) -> FakeChannel:
        channel = self.channels.get(self._int(request, "channel"))
        if channel is None:
            raise _HTTPError(404, 10003, "Unknown Channel")
        guild = self.guild_of(channel)
        if (
            guild is not None
            and not guild.permissions_in(channel, self.bot_user.id) & P.VIEW_CHANNEL
        ):
            raise _HTTPError(403, 50001, "Missing Access")
        return channel

    def _guild(self, request: web.Request) -> FakeGuild:
        guild = self.guilds.get(self._int(request, "guild"))
        if guild is None or self.bot_user.id not in guild.members:
            raise _HTTPError(404, 10004, "Unknown Guild")
        return guild

    def _channel_message(self, request: web.Request, channel: FakeChannel) -> FakeMessage:
        msg = self.messages.get(self._int(request, "message"))
        if msg is None or msg.channel is not channel or msg.deleted or msg.ephemeral:
            raise _HTTPError(404, 10008, "Unknown Message")
        return msg

    def _require(self, channel: FakeChannel, perms: int) -> None:
        guild = self.guild_of(channel)
        if guild is None:
            return
        have = guild.permissions_in(channel, self.bot_user.id)
        if have & perms != perms:
            raise _HTTPError(403, 50013, "Missing Permissions")

    # -- gateway, users, application

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "url": self.gateway_url,
                "shards": 1,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 999,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    async def _get_me(self, request: web.Request) -> web.Response:
        return json_response(
            {
                **self.bot_user.payload(),
                "verified": True,
                "mfa_enabled": False,
                "email": None,
                "locale": "en-US",
            }
        )

    async def _get_user(self, request: web.Request) -> web.Response:
        user = self.users.get(self._int(request, "user"))
        if user is None:
            raise _HTTPError(404, 10013, "Unknown User")
        return json_response(user.payload())

    async def _get_application(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "id": str(self.application_id),
                "name": self.bot_user.username,
                "icon": None,
                "description": "",
                "summary": "",
                "type": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0" * 64,
                "flags": self.application_flags,
                "owner": self.app_owner.payload(),
                "team": None,
                "bot": self.bot_user.payload(),
                "redirect_uris": [],
                "interactions_endpoint_url": None,  # set would mean "no gateway interactions"
                "role_connections_verification_url": None,
                "tags": [],
                "approximate_guild_count": len(self.guilds),
                "integration_types_config": {"0": {}},
            }
        )

    async def _create_dm(self, request: web.Request) -> web.Response:
        body, _ = await self._read_body(request)
        user = self.users.get(int(body.get("recipient_id", 0)))
        if user is None:
            raise _HTTPError(404, 10013, "Unknown User")
        channel = await self.open_dm(user)
        return json_response(channel.payload())

    async def _app_emojis(self, request: web.Request) -> web.Response:
        return json_response({"items": []})

    async def _empty_list(self, request: web.Request) -> web.Response:
        return json_response([])

    async def _no_content(self, request: web.Request) -> web.Response:
        self._channel(request)
        return web.Response(status=204)

    # -- application commands

    def _check_app(self, request: web.Request) -> None:
        if self._int(request, "app") != self.application_id:
            raise _HTTPError(
                403, 20012, "You are not authorized to perform this action on this application"
            )

    def _command_table(self, request: web.Request) -> tuple[dict[str, dict[str, Any]], int | None]:
        self._check_app(request)
        if "guild" in request.match_info:
            guild = self._guild(request)
            return self.guild_commands.setdefault(guild.id, {}), guild.id
        return self.global_commands, None

    def _normalise_command(
        self, raw: dict[str, Any], table: dict[str, dict[str, Any]], guild_id: int | None
    ) -> dict[str, Any]:
        problems = _check_command(raw)
        if problems:
            raise _invalid(problems)
        ctype = raw.get("type", 1)
        previous = table.get(raw["name"])
        same = previous is not None and previous["type"] == ctype
        cmd: dict[str, Any] = {
            "id": previous["id"] if same and previous else str(snowflake()),
            "application_id": str(self.application_id),
            "version": str(snowflake()),
            "type": ctype,
            "name": raw["name"],
            "description": raw.get("description", "") if ctype == 1 else "",
            "options": raw.get("options", []),
            "default_member_permissions": raw.get("default_member_permissions"),
            "dm_permission": raw.get("dm_permission", True),
            "nsfw": raw.get("nsfw", False),
            "contexts": raw.get("contexts"),
            "integration_types": raw.get("integration_types", [0]),
            "name_localizations": raw.get("name_localizations"),
            "description_localizations": raw.get("description_localizations"),
        }
        if guild_id is not None:
            cmd["guild_id"] = str(guild_id)
        return cmd

    async def _list_commands(self, request: web.Request) -> web.Response:
        table, _ = self._command_table(request)
        return json_response(list(table.values()))

    async def _put_commands(self, request: web.Request) -> web.Response:
        table, guild_id = self._command_table(request)
        body = await request.json()
        if not isinstance(body, list) or len(body) > 100:
            raise _invalid([("", "Must be an array of at most 100 commands.")])
        names = [c.get("name") for c in body]
        if len(set(names)) != len(names):
            raise _invalid([("", "Application command names must be unique")])
        new = {c["name"]: self._normalise_command(c, table, guild_id) for c in body}
        table.clear()
        table.update(new)
        self._changed()
        return json_response(list(table.values()))

    async def _upsert_command(self, request: web.Request) -> web.Response:
        table, guild_id = self._command_table(request)
        cmd = self._normalise_command(await request.json(), table, guild_id)
        status = 200 if cmd["name"] in table else 201
        table[cmd["name"]] = cmd
        self._changed()
        return json_response(cmd, status)

    def _find_command_by_id(
        self, request: web.Request
    ) -> tuple[dict[str, dict[str, Any]], dict[str, Any]]:
        table, _ = self._command_table(request)
        cid = request.match_info["command"]
        for cmd in table.values():
            if cmd["id"] == cid:
                return table, cmd
        raise _HTTPError(404, 10063, "Unknown application command")

    async def _get_command(self, request: web.Request) -> web.Response:
        return json_response(self._find_command_by_id(request)[1])

    async def _patch_command(self, request: web.Request) -> web.Response:
        table, cmd = self._find_command_by_id(request)
        merged = {**cmd, **(await request.json())}
        del table[cmd["name"]]
        new = self._normalise_command(
            merged, table, int(cmd["guild_id"]) if "guild_id" in cmd else None
        )
        new["id"] = cmd["id"]
        table[new["name"]] = new
        self._changed()
        return json_response(new)

    async def _delete_command(self, request: web.Request) -> web.Response:
        table, cmd = self._find_command_by_id(request)
        del table[cmd["name"]]
        self._changed()
        return web.Response(status=204)

    # -- channels and messages

    async def _get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel(request).payload())

    async def _patch_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await self._read_body(request)
        if channel.is_thread:
            if channel.owner_id != self.bot_user.id:
                self._require(channel, P.MANAGE_THREADS)
        else:
            self._require(channel, P.MANAGE_CHANNELS)
        if "name" in body:
            channel.name = body["name"]
        if "topic" in body:
            channel.topic = body["topic"]
        if "archived" in body:
            channel.archived = bool(body["archived"])
        if "locked" in body:
            channel.locked = bool(body["locked"])
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        await self.gateway.broadcast(event, channel.payload())
        self._changed()
        return json_response(channel.payload())

    async def _delete_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, P.MANAGE_THREADS if channel.is_thread else P.MANAGE_CHANNELS)
        guild = self.guild_of(channel)
        if guild is not None:
            guild.channels.pop(channel.id, None)
        self.channels.pop(channel.id, None)
        if channel.is_thread:
            await self.gateway.broadcast(
                "THREAD_DELETE",
                {
                    "id": str(channel.id),
                    "guild_id": str(channel.guild_id),
                    "parent_id": str(channel.parent_id),
                    "type": channel.type,
                },
            )
        else:
            await self.gateway.broadcast("CHANNEL_DELETE", channel.payload())
        self._changed()
        return json_response(channel.payload())

    async def _list_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, P.READ_MESSAGE_HISTORY)
        limit = max(1, min(100, int(request.query.get("limit", 50))))
        msgs = sorted(channel.messages, key=lambda m: m.id, reverse=True)
        if "before" in request.query:
            msgs = [m for m in msgs if m.id < int(request.query["before"])]
        if "after" in request.query:
            msgs = [m for m in msgs if m.id > int(request.query["after"])]
            msgs = sorted(msgs, key=lambda m: m.id)[:limit][::-1]
        if "around" in request.query:
            pivot = int(request.query["around"])
            msgs = sorted(msgs, key=lambda m: abs(m.id - pivot))[:limit]
            msgs.sort(key=lambda m: m.id, reverse=True)
        return json_response([m.payload() for m in msgs[:limit]])

    async def _post_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, files = await self._read_body(request)
        guild = self.guild_of(channel)
        if guild is None:
            recipient = channel.recipient
            assert recipient is not None
            shares = any(recipient.id in g.members for g in self.guilds.values())
            if not recipient.dms_open or not shares:
                raise _HTTPError(403, 50007, "Cannot send messages to this user")
        else:
            send = P.SEND_MESSAGES_IN_THREADS if channel.is_thread else P.SEND_MESSAGES
            self._require(channel, P.VIEW_CHANNEL | send | (P.ATTACH_FILES if files else 0))
            if channel.locked:
                self._require(channel, P.MANAGE_THREADS)
            channel.archived = False  # sending into an archived thread unarchives it
        problems = validation.check_message(body, len(files), creating=True)
        if (body.get("flags") or 0) & EPHEMERAL:
            problems.append(("flags", "Ephemeral messages exist only as interaction responses."))
        if problems:
            raise _invalid(problems)
        msg_type = 19 if body.get("message_reference") else 0
        msg = self._new_message(
            channel, body, files, flags=body.get("flags") or 0, msg_type=msg_type
        )
        await self._dispatch_message("MESSAGE_CREATE", msg)
        return json_response(msg.payload())

    async def _get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, P.READ_MESSAGE_HISTORY)
        return json_response(self._channel_message(request, channel).payload())

    async def _patch_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if msg.author is not self.bot_user:
            raise _HTTPError(403, 50005, "Cannot edit a message authored by another user")
        body, files = await self._read_body(request)
        await self._edit(msg, body, files)
        return json_response(msg.payload())

    async def _delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if msg.author is not self.bot_user:
            self._require(channel, P.MANAGE_MESSAGES)
        await self._delete(msg)
        return web.Response(status=204)

    async def _react(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if request.method == "PUT":
            self._require(channel, P.ADD_REACTIONS | P.READ_MESSAGE_HISTORY)
        self.reactions.append((channel.id, msg.id, request.match_info["emoji"], request.method))
        return web.Response(status=204)

    async def _typing(self, request: web.Request) -> web.Response:
        self.typing.append(self._channel(request).id)
        return web.Response(status=204)

    async def _start_thread(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await self._read_body(request)
        if channel.type != TEXT:
            raise _invalid([("type", "Threads can only be started in text channels.")])
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise _invalid([("name", "Must be between 1 and 100 in length.")])
        if "message" in request.match_info:
            starter = self._channel_message(request, channel)
            if starter.id in self.channels:
                raise _HTTPError(400, 160004, "A thread has already been created for this message")
            self._require(channel, P.CREATE_PUBLIC_THREADS)
            thread = await self.create_thread(channel, name, thread_id=starter.id)
        else:
            private = body.get("type", PRIVATE_THREAD) == PRIVATE_THREAD
            self._require(channel, P.CREATE_PRIVATE_THREADS if private else P.CREATE_PUBLIC_THREADS)
            thread = await self.create_thread(channel, name, private=private)
        return json_response(thread.payload(), 201)

    # -- guilds

    async def _get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        data = guild.payload(members=[])
        for key in (
            "members",
            "channels",
            "threads",
            "voice_states",
            "presences",
            "joined_at",
            "large",
            "unavailable",
            "member_count",
            "lazy",
        ):
            data.pop(key, None)
        if request.query.get("with_counts") in ("true", "True", "1"):
            data["approximate_member_count"] = len(guild.members)
            data["approximate_presence_count"] = 0
        return json_response(data)

    async def _guild_channels(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response([c.payload() for c in guild.channels.values() if not c.is_thread])

    async def _guild_threads(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response(
            {"threads": [t.payload() for t in guild.threads if not t.archived], "members": []}
        )

    async def _guild_roles(self, request: web.Request) -> web.Response:
        return json_response([r.payload() for r in self._guild(request).roles.values()])

    async def _guild_members(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        members = sorted(guild.members.values(), key=lambda m: m.id)
        query = request.query.get("query")
        if query is not None:
            members = [m for m in members if m.user.username.lower().startswith(query.lower())]
        after = int(request.query.get("after", 0))
        limit = max(1, min(1000, int(request.query.get("limit", 1))))
        return json_response([m.payload() for m in members if m.id > after][:limit])

    async def _guild_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        member = guild.members.get(self._int(request, "user"))
        if member is None:
            raise _HTTPError(404, 10007, "Unknown Member")
        return json_response(member.payload())

    # -- attachments (the fake's CDN)

    async def _cdn(self, request: web.Request) -> web.Response:
        for msg in self.messages.values():
            for att in msg.attachments:
                if str(att.id) == request.match_info["attachment"]:
                    return web.Response(body=att.data, headers={"Content-Type": att.content_type})
        return web.Response(status=404)

    # -- interactions: callbacks and webhooks

    async def _callback(self, request: web.Request) -> web.StreamResponse:
        record = self.interactions.get(self._int(request, "interaction"))
        if record is None or record.token != request.match_info["token"]:
            raise _HTTPError(404, 10062, "Unknown interaction")
        body, files = await self._read_body(request)
        rtype = body.get("type")
        data = body.get("data") or {}
        if record.callbacks:
            raise _HTTPError(
                400, 40060, "Interaction has already been acknowledged.", record=record
            )
        allowed = {
            APPLICATION_COMMAND: {4, 5, 9},
            MESSAGE_COMPONENT: {4, 5, 6, 7, 9},
            AUTOCOMPLETE: {8},
            MODAL_SUBMIT: {4, 5, 6, 7},
        }[record.type]
        if rtype not in allowed:
            raise _invalid(
                [
                    (
                        "type",
                        f"Callback type {rtype} is not valid for interaction type {record.type}.",
                    )
                ],
                record,
            )
        problems: list[validation.Problem] = []
        if rtype in (4, 7):
            problems = validation.check_message(data, len(files), creating=rtype == 4)
        elif rtype == 8:
            problems = validation.check_choices(data.get("choices"))
        elif rtype == 9:
            problems = validation.check_modal(data)
        if problems:
            raise _invalid([(f"data.{p}" if p else "data", m) for p, m in problems], record)

        record.callbacks.append(
            {"type": rtype, "data": data, "files": sorted(n for n, _ in files.values())}
        )
        resource: dict[str, Any] = {"type": rtype}
        answer: dict[str, Any] = {"id": str(record.id), "type": record.type}
        try:
            if rtype == 4:
                flags = data.get("flags") or 0
                msg_type = 20 if record.type == APPLICATION_COMMAND else 19
                record.original = self._new_message(
                    record.channel, data, files, flags=flags, record=record, msg_type=msg_type
                )
                await self._dispatch_message("MESSAGE_CREATE", record.original)
            elif rtype == 5:
                flags = ((data.get("flags") or 0) & EPHEMERAL) | LOADING
                msg_type = 20 if record.type == APPLICATION_COMMAND else 19
                record.original = self._new_message(
                    record.channel, {}, {}, flags=flags, record=record, msg_type=msg_type
                )
                await self._dispatch_message("MESSAGE_CREATE", record.original)
            elif rtype in (6, 7):
                if record.message is None:
                    raise _invalid([("type", "There is no message to update.")], record)
                record.original = record.message
                if rtype == 7:
                    await self._edit(record.message, data, files)
            elif rtype == 8:
                record.choices = list(data.get("choices") or [])
            elif rtype == 9:
                record.modal = data
        except _HTTPError as err:
            record.callbacks.pop()
            err.record = record
            raise
        if record.original is not None and rtype in (4, 5, 7):
            resource["message"] = record.original.payload()
            answer["response_message_id"] = str(record.original.id)
            answer["response_message_loading"] = record.original.loading
            answer["response_message_ephemeral"] = record.original.ephemeral
        self._changed()
        if request.query.get("with_response") in ("1", "true", "True"):
            return json_response({"interaction": answer, "resource": resource})
        return web.Response(status=204)

    def _webhook_record(self, request: web.Request) -> FakeInteraction:
        record = self._by_token.get(request.match_info["token"])
        if self._int(request, "app") != self.application_id or record is None:
            raise _HTTPError(404, 10015, "Unknown Webhook")
        if not record.callbacks:
            # Discord only opens the followup webhook once the interaction is acknowledged.
            raise _HTTPError(404, 10015, "Unknown Webhook", record=record)
        return record

    async def _followup(self, request: web.Request) -> web.StreamResponse:
        record = self._webhook_record(request)
        body, files = await self._read_body(request)
        try:
            original = record.original
            if original is not None and original.loading and record.response_type == 5:
                # The first followup after a "thinking" defer fills the placeholder, keeping
                # the defer's ephemerality whatever this body's flags say.
                await self._edit(original, body, files, fill=True)
                msg = original
            else:
                problems = validation.check_message(body, len(files), creating=True)
                if problems:
                    raise _invalid(problems)
                msg = self._new_message(
                    record.channel, body, files, flags=body.get("flags") or 0, record=record
                )
                record.followups.append(msg)
                await self._dispatch_message("MESSAGE_CREATE", msg)
        except _HTTPError as err:
            err.record = record
            raise
        self._changed()
        if request.query.get("wait") in ("1", "true", "True"):
            return json_response(msg.payload())
        return web.Response(status=204)

    async def _webhook_message(self, request: web.Request) -> web.StreamResponse:
        record = self._webhook_record(request)
        ident = request.match_info["message"]
        if ident == "@original":
            msg = record.original
        else:
            candidates = [record.original, *record.followups]
            msg = next((m for m in candidates if m is not None and str(m.id) == ident), None)
        if msg is None or msg.deleted:
            raise _HTTPError(404, 10008, "Unknown Message", record=record)
        if request.method == "GET":
            return json_response(msg.payload())
        if request.method == "DELETE":
            await self._delete(msg)
            return web.Response(status=204)
        body, files = await self._read_body(request)
        try:
            await self._edit(msg, body, files, fill=msg.loading)
        except _HTTPError as err:
            err.record = record
            raise
        return json_response(msg.payload())

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


_NAME_RE = re.compile(r"^[-_\w]{1,32}$")


def _check_command(raw: dict[str, Any], path: str = "") -> list[validation.Problem]:
    """Discord's registration rules for a command (or a subcommand, recursively)."""
    problems: list[validation.Problem] = []
    name = raw.get("name")
    ctype = raw.get("type", 1)
    if not isinstance(name, str) or (
        ctype in (1, None) and (not _NAME_RE.match(name) or name != name.lower())
    ):
        problems.append((f"{path}name", "Command name is invalid"))
    if ctype == 1:
        desc = raw.get("description")
        if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
            problems.append((f"{path}description", "Must be between 1 and 100 in length."))
    options = raw.get("options") or []
    if len(options) > 25:
        problems.append((f"{path}options", "Must be 25 or fewer in length."))
    seen_optional = False
    names = [o.get("name") for o in options]
    if len(set(names)) != len(names):
        problems.append((f"{path}options", "Option names must be unique"))
    for i, opt in enumerate(options):
        p = f"{path}options.{i}."
        otype = opt.get("type")
        if otype in (1, 2):
            problems.extend(_check_command({**opt, "type": 1}, p))
            continue
        oname = opt.get("name")
        if not isinstance(oname, str) or not _NAME_RE.match(oname) or oname != oname.lower():
            problems.append((f"{p}name", "Option name is invalid"))
        desc = opt.get("description")
        if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
            problems.append((f"{p}description", "Must be between 1 and 100 in length."))
        if opt.get("required"):
            if seen_optional:
                problems.append(
                    (f"{p}required", "Required options must be placed before non-required options")
                )
        else:
            seen_optional = True
        choices = opt.get("choices") or []
        if len(choices) > 25:
            problems.append((f"{p}choices", "Must be 25 or fewer in length."))
        if choices and opt.get("autocomplete"):
            problems.append((f"{p}autocomplete", "Autocomplete cannot be used with choices"))
    return problems


__all__ = [
    "API_PREFIX",
    "CATEGORY",
    "GATEWAY_PATH",
    "FakeDiscord",
    "FakeDiscordError",
    "InteractionRefused",
    "RecordedError",
    "RecordedRequest",
    "json_response",
]
