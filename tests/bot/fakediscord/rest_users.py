"""REST routes for the gateway URL, users, the application, DMs and other small reads.

Answers discord.py's start-up calls (``/gateway/bot``, ``/users/@me``, the application) and
opening a DM channel with a user the fake knows.
"""

from __future__ import annotations

from aiohttp import web

from .rest_base import (
    RestBase,
    _HTTPError,
    json_response,
)


class UserRoutes(RestBase):
    """Gateway discovery, users, the application and DM channels."""

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


__all__ = ["UserRoutes"]
