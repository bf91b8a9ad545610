"""The REST API's plumbing: error bodies, request records, body parsing and lookups.

Refusals are raised as :class:`_HTTPError` and rendered by :meth:`RestBase.middleware` as
Discord's JSON error body (``{"message", "code", "errors"}``) and recorded in
``fake.errors``; those that are the request's own fault whatever the world holds (see
:attr:`RecordedError.request_at_fault`) also go to ``fake.rejected``. Routes that do not
exist answer 404 and land in ``fake.unknown_routes``.
The middleware also applies the rate limits (``ratelimits.py``; 429s are recorded in
``fake.errors`` too, with code 0) and counts the answers Discord holds against the client
(401, 403, 429: ``fake.invalid_requests``).
Nothing answers 5xx: discord.py retries those with multi-second sleeps. Every route group
(``rest_*.py``) builds on :class:`RestBase`.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from . import validation
from .models import (
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    P,
)
from .ratelimits import VIA, route_of

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

    @property
    def request_at_fault(self) -> bool:
        """Discord would refuse this request in any world: a malformed or oversized body
        (400, 413), an interaction answered late or never acknowledged (10062, 10015), an
        answer given twice (40060, a 400). Missing permissions, closed DMs, deleted messages
        and channels, archived threads (50083, a 400), expired tokens and rate limits
        depend on the world the test built, so they are not counted."""
        if self.code == THREAD_ARCHIVED:
            return False
        return self.status in (400, 413) or self.code in (UNKNOWN_INTERACTION, UNKNOWN_WEBHOOK)


# Discord's JSON error codes the fake uses by name.
UNKNOWN_CHANNEL = 10003
UNKNOWN_GUILD = 10004
UNKNOWN_MESSAGE = 10008
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013
INVALID_WEBHOOK_TOKEN = 50027
THREAD_ARCHIVED = 50083


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


class RestBase:
    """What every route group needs: the fake it serves, body parsing and lookups."""

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

    # ------------------------------------------------------------------ HTTP plumbing

    @web.middleware
    async def middleware(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        path = request.path
        is_api = path.startswith(API_PREFIX + "/")
        admission = None
        code = 0
        try:
            if is_api and not self._authorised(request):
                raise _HTTPError(401, 0, "401: Unauthorized")
            admission, limited = self.fake.limiter.admit(request, route_of(request, API_PREFIX))
            if limited is not None:
                response: web.StreamResponse = limited
                hit = self.fake.rate_limited[-1]
                self.fake.errors.append(RecordedError(request.method, path, 429, 0, hit.message))
            else:
                response = await handler(request)
        except _HTTPError as err:
            code = err.code
            body: dict[str, Any] = {"message": err.message, "code": err.code}
            if err.errors:
                body["errors"] = err.errors
            refusal = RecordedError(
                request.method, path, err.status, err.code, err.message, err.errors
            )
            self.fake.errors.append(refusal)
            if refusal.request_at_fault:
                self.fake.rejected.append(refusal)
            if err.record is not None:
                err.record.errors.append(
                    f"{err.status} {err.code} {err.message} {err.errors or ''}"
                )
            response = json_response(body, err.status)
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed) as exc:
            self.fake.unknown_routes.append((request.method, request.path_qs))
            log.warning("fake discord: unknown route %s %s", request.method, request.path_qs)
            message = f"{exc.status}: {exc.reason}"  # "404: Not Found", "405: Method Not Allowed"
            response = json_response({"message": message, "code": 0}, exc.status)
        except web.HTTPException:
            raise
        except ConnectionResetError:
            # The client went away in mid-request (a bot killed with kill -9 while it
            # uploads a board): nobody is left to answer, as with real Discord.
            self.fake.dropped.append(f"{request.method} {path}")
            raise
        except Exception as exc:  # a bug in the fake must fail loudly, but not as a 500
            log.exception("fake discord internal error on %s %s", request.method, path)
            self.fake.internal_errors.append(f"{request.method} {path}: {exc!r}")
            # discord.py retries 5xx with multi-second sleeps; answer 400 so tests fail fast.
            response = json_response(
                {"message": f"fake discord internal error: {exc!r}", "code": 0}, 400
            )
        if is_api:
            self.fake.limiter.stamp(response, admission)
            response.headers.setdefault("Via", VIA)
            self.fake.count_answer(
                request.method,
                request.path_qs,
                response.status,
                code,
                response.headers.get("X-RateLimit-Scope", ""),
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

    # -- small lookups

    @staticmethod
    def _int(request: web.Request, key: str) -> int:
        try:
            return int(request.match_info[key])
        except ValueError:
            raise _invalid([(key, "Value is not snowflake.")]) from None

    def _channel(self, request: web.Request) -> FakeChannel:
        """The channel in the path: 404 if it does not exist (or was deleted), 403 Missing
        Access if the bot cannot see it or is not in its guild."""
        channel = self.fake.channels.get(self._int(request, "channel"))
        if channel is None:
            raise _HTTPError(404, UNKNOWN_CHANNEL, "Unknown Channel")
        guild = self.fake.guild_of(channel)
        if guild is not None and not self._bot_permissions(channel) & P.VIEW_CHANNEL:
            raise _HTTPError(403, MISSING_ACCESS, "Missing Access")
        return channel

    def _guild(self, request: web.Request) -> FakeGuild:
        """The guild in the path: 404 if there is none, 403 Missing Access if the bot is not
        in it (as Discord answers, e.g., a command sync to a guild the bot left)."""
        guild = self.fake.guilds.get(self._int(request, "guild"))
        if guild is None:
            raise _HTTPError(404, UNKNOWN_GUILD, "Unknown Guild")
        if not self.fake.bot_in(guild):
            raise _HTTPError(403, MISSING_ACCESS, "Missing Access")
        return guild

    def _channel_message(self, request: web.Request, channel: FakeChannel) -> FakeMessage:
        msg = self.fake.messages.get(self._int(request, "message"))
        if msg is None or msg.channel is not channel or msg.deleted or msg.ephemeral:
            raise _HTTPError(404, UNKNOWN_MESSAGE, "Unknown Message")
        return msg

    def _bot_permissions(self, channel: FakeChannel) -> int:
        """The bot's permissions in a guild channel (roles, then overwrites); none at all in
        a guild it is not in."""
        guild = self.fake.guild_of(channel)
        if guild is None:
            return P.ALL
        if not self.fake.bot_in(guild):
            return 0
        return guild.permissions_in(channel, self.fake.bot_user.id)

    def _require(self, channel: FakeChannel, perms: int) -> None:
        if self.fake.guild_of(channel) is None:
            return
        if self._bot_permissions(channel) & perms != perms:
            raise _HTTPError(403, MISSING_PERMISSIONS, "Missing Permissions")


__all__ = [
    "API_PREFIX",
    "GATEWAY_PATH",
    "INVALID_WEBHOOK_TOKEN",
    "MISSING_ACCESS",
    "MISSING_PERMISSIONS",
    "THREAD_ARCHIVED",
    "UNKNOWN_CHANNEL",
    "UNKNOWN_GUILD",
    "UNKNOWN_INTERACTION",
    "UNKNOWN_MESSAGE",
    "UNKNOWN_WEBHOOK",
    "RecordedError",
    "RecordedRequest",
    "RestBase",
    "json_response",
]
