"""The fake Discord's REST API: every route discord.py calls, answered as Discord does.

Handlers read and change the world held by :class:`~fakediscord.fake.FakeDiscord`.
Refusals are raised as :class:`_HTTPError` and rendered by :meth:`RestAPI.middleware` as
Discord's JSON error body (``{"message", "code", "errors"}``) and recorded in
``fake.errors``; routes that do not exist answer 404 and land in ``fake.unknown_routes``.
Nothing answers 5xx: discord.py retries those with multi-second sleeps.
"""

from __future__ import annotations

import json
import logging
import mimetypes
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from aiohttp import BodyPartReader, web

from . import validation
from .models import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    EPHEMERAL,
    LOADING,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    PRIVATE_THREAD,
    TEXT,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    P,
    now_iso,
    snowflake,
)

if TYPE_CHECKING:
    from .fake import FakeDiscord

log = logging.getLogger(__name__)

API_PREFIX = "/api/v10"
GATEWAY_PATH = "/gateway"


@dataclass
class RecordedRequest:
    """One request the client made (gateway upgrades excluded), with the answer's status."""

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


class RestAPI:
    """The REST handlers, bound to one fake."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

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
            if len(blob) > self.fake.attachment_size_limit:
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
        url = f"{self.fake.base_url}/attachments/{channel.id}/{aid}/{quote(filename)}"
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
            author=self.fake.bot_user,
            content=data.get("content") or "",
            embeds=list(data.get("embeds") or []),
            components=list(data.get("components") or []),
            attachments=self._attachments(channel, data, files, None),
            flags=flags,
            type=msg_type,
        )
        if record is not None:
            msg.webhook_id = self.fake.application_id
            msg.application_id = self.fake.application_id
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
        self.fake._store(msg)
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
        await self.fake._dispatch_message("MESSAGE_UPDATE", msg)
        self.fake._changed()

    async def _delete(self, msg: FakeMessage) -> None:
        msg.deleted = True
        await self.fake._dispatch_message("MESSAGE_DELETE", msg)
        self.fake._changed()

    # ------------------------------------------------------------------ HTTP plumbing

    @web.middleware
    async def middleware(
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
            self.fake.errors.append(
                RecordedError(request.method, path, err.status, err.code, err.message, err.errors)
            )
            if err.record is not None:
                err.record.errors.append(
                    f"{err.status} {err.code} {err.message} {err.errors or ''}"
                )
            response = json_response(body, err.status)
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed) as exc:
            self.fake.unknown_routes.append((request.method, request.path_qs))
            log.warning("fake discord: unknown route %s %s", request.method, request.path_qs)
            response = json_response({"message": "404: Not Found", "code": 0}, exc.status)
        except web.HTTPException:
            raise
        except Exception as exc:  # a bug in the fake must fail loudly, but not as a 500
            log.exception("fake discord internal error on %s %s", request.method, path)
            self.fake.internal_errors.append(f"{request.method} {path}: {exc!r}")
            # discord.py retries 5xx with multi-second sleeps; answer 400 so tests fail fast.
            response = json_response(
                {"message": f"fake discord internal error: {exc!r}", "code": 0}, 400
            )
        if path != GATEWAY_PATH:
            self.fake.requests.append(
                RecordedRequest(request.method, request.path_qs, response.status)
            )
        self.fake._changed()
        return response

    def _authorised(self, request: web.Request) -> bool:
        rest = request.path[len(API_PREFIX) :]
        if rest.startswith(("/webhooks/", "/interactions/")):
            return True  # interaction tokens authorise these, as on Discord
        return request.headers.get("Authorization") == f"Bot {self.fake.token}"

    def routes(self) -> list[tuple[str, str, Callable[[web.Request], Any]]]:
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
        channel = self.fake.channels.get(self._int(request, "channel"))
        if channel is None:
            raise _HTTPError(404, 10003, "Unknown Channel")
        guild = self.fake.guild_of(channel)
        if (
            guild is not None
            and not guild.permissions_in(channel, self.fake.bot_user.id) & P.VIEW_CHANNEL
        ):
            raise _HTTPError(403, 50001, "Missing Access")
        return channel

    def _guild(self, request: web.Request) -> FakeGuild:
        guild = self.fake.guilds.get(self._int(request, "guild"))
        if guild is None or self.fake.bot_user.id not in guild.members:
            raise _HTTPError(404, 10004, "Unknown Guild")
        return guild

    def _channel_message(self, request: web.Request, channel: FakeChannel) -> FakeMessage:
        msg = self.fake.messages.get(self._int(request, "message"))
        if msg is None or msg.channel is not channel or msg.deleted or msg.ephemeral:
            raise _HTTPError(404, 10008, "Unknown Message")
        return msg

    def _require(self, channel: FakeChannel, perms: int) -> None:
        guild = self.fake.guild_of(channel)
        if guild is None:
            return
        have = guild.permissions_in(channel, self.fake.bot_user.id)
        if have & perms != perms:
            raise _HTTPError(403, 50013, "Missing Permissions")

    # -- gateway, users, application

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.fake.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "url": self.fake.gateway_url,
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
                **self.fake.bot_user.payload(),
                "verified": True,
                "mfa_enabled": False,
                "email": None,
                "locale": "en-US",
            }
        )

    async def _get_user(self, request: web.Request) -> web.Response:
        user = self.fake.users.get(self._int(request, "user"))
        if user is None:
            raise _HTTPError(404, 10013, "Unknown User")
        return json_response(user.payload())

    async def _get_application(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "id": str(self.fake.application_id),
                "name": self.fake.bot_user.username,
                "icon": None,
                "description": "",
                "summary": "",
                "type": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0" * 64,
                "flags": self.fake.application_flags,
                "owner": self.fake.app_owner.payload(),
                "team": None,
                "bot": self.fake.bot_user.payload(),
                "redirect_uris": [],
                "interactions_endpoint_url": None,  # set would mean "no gateway interactions"
                "role_connections_verification_url": None,
                "tags": [],
                "approximate_guild_count": len(self.fake.guilds),
                "integration_types_config": {"0": {}},
            }
        )

    async def _create_dm(self, request: web.Request) -> web.Response:
        body, _ = await self._read_body(request)
        user = self.fake.users.get(int(body.get("recipient_id", 0)))
        if user is None:
            raise _HTTPError(404, 10013, "Unknown User")
        channel = await self.fake.open_dm(user)
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
        if self._int(request, "app") != self.fake.application_id:
            raise _HTTPError(
                403, 20012, "You are not authorized to perform this action on this application"
            )

    def _command_table(self, request: web.Request) -> tuple[dict[str, dict[str, Any]], int | None]:
        self._check_app(request)
        if "guild" in request.match_info:
            guild = self._guild(request)
            return self.fake.guild_commands.setdefault(guild.id, {}), guild.id
        return self.fake.global_commands, None

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
            "application_id": str(self.fake.application_id),
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
        self.fake._changed()
        return json_response(list(table.values()))

    async def _upsert_command(self, request: web.Request) -> web.Response:
        table, guild_id = self._command_table(request)
        cmd = self._normalise_command(await request.json(), table, guild_id)
        status = 200 if cmd["name"] in table else 201
        table[cmd["name"]] = cmd
        self.fake._changed()
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
        self.fake._changed()
        return json_response(new)

    async def _delete_command(self, request: web.Request) -> web.Response:
        table, cmd = self._find_command_by_id(request)
        del table[cmd["name"]]
        self.fake._changed()
        return web.Response(status=204)

    # -- channels and messages

    async def _get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel(request).payload())

    async def _patch_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await self._read_body(request)
        if channel.is_thread:
            if channel.owner_id != self.fake.bot_user.id:
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
        await self.fake.gateway.broadcast(event, channel.payload())
        self.fake._changed()
        return json_response(channel.payload())

    async def _delete_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, P.MANAGE_THREADS if channel.is_thread else P.MANAGE_CHANNELS)
        guild = self.fake.guild_of(channel)
        if guild is not None:
            guild.channels.pop(channel.id, None)
        self.fake.channels.pop(channel.id, None)
        if channel.is_thread:
            await self.fake.gateway.broadcast(
                "THREAD_DELETE",
                {
                    "id": str(channel.id),
                    "guild_id": str(channel.guild_id),
                    "parent_id": str(channel.parent_id),
                    "type": channel.type,
                },
            )
        else:
            await self.fake.gateway.broadcast("CHANNEL_DELETE", channel.payload())
        self.fake._changed()
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
        guild = self.fake.guild_of(channel)
        if guild is None:
            recipient = channel.recipient
            assert recipient is not None
            shares = any(recipient.id in g.members for g in self.fake.guilds.values())
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
        await self.fake._dispatch_message("MESSAGE_CREATE", msg)
        return json_response(msg.payload())

    async def _get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, P.READ_MESSAGE_HISTORY)
        return json_response(self._channel_message(request, channel).payload())

    async def _patch_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if msg.author is not self.fake.bot_user:
            raise _HTTPError(403, 50005, "Cannot edit a message authored by another user")
        body, files = await self._read_body(request)
        await self._edit(msg, body, files)
        return json_response(msg.payload())

    async def _delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if msg.author is not self.fake.bot_user:
            self._require(channel, P.MANAGE_MESSAGES)
        await self._delete(msg)
        return web.Response(status=204)

    async def _react(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if request.method == "PUT":
            self._require(channel, P.ADD_REACTIONS | P.READ_MESSAGE_HISTORY)
        self.fake.reactions.append(
            (channel.id, msg.id, request.match_info["emoji"], request.method)
        )
        return web.Response(status=204)

    async def _typing(self, request: web.Request) -> web.Response:
        self.fake.typing.append(self._channel(request).id)
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
            if starter.id in self.fake.channels:
                raise _HTTPError(400, 160004, "A thread has already been created for this message")
            self._require(channel, P.CREATE_PUBLIC_THREADS)
            thread = await self.fake.create_thread(channel, name, thread_id=starter.id)
        else:
            private = body.get("type", PRIVATE_THREAD) == PRIVATE_THREAD
            self._require(channel, P.CREATE_PRIVATE_THREADS if private else P.CREATE_PUBLIC_THREADS)
            thread = await self.fake.create_thread(channel, name, private=private)
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
        for msg in self.fake.messages.values():
            for att in msg.attachments:
                if str(att.id) == request.match_info["attachment"]:
                    return web.Response(body=att.data, headers={"Content-Type": att.content_type})
        return web.Response(status=404)

    # -- interactions: callbacks and webhooks

    async def _callback(self, request: web.Request) -> web.StreamResponse:
        record = self.fake.interactions.get(self._int(request, "interaction"))
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
                await self.fake._dispatch_message("MESSAGE_CREATE", record.original)
            elif rtype == 5:
                flags = ((data.get("flags") or 0) & EPHEMERAL) | LOADING
                msg_type = 20 if record.type == APPLICATION_COMMAND else 19
                record.original = self._new_message(
                    record.channel, {}, {}, flags=flags, record=record, msg_type=msg_type
                )
                await self.fake._dispatch_message("MESSAGE_CREATE", record.original)
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
        self.fake._changed()
        if request.query.get("with_response") in ("1", "true", "True"):
            return json_response({"interaction": answer, "resource": resource})
        return web.Response(status=204)

    def _webhook_record(self, request: web.Request) -> FakeInteraction:
        record = self.fake._by_token.get(request.match_info["token"])
        if self._int(request, "app") != self.fake.application_id or record is None:
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
                await self.fake._dispatch_message("MESSAGE_CREATE", msg)
        except _HTTPError as err:
            err.record = record
            raise
        self.fake._changed()
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
