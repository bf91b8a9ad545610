"""The fake Discord's REST API: every route discord.py calls, answered as Discord does.

Handlers read and change the world held by :class:`~fakediscord.fake.FakeDiscord`.
:class:`RestAPI` composes the route groups, each in its own module: plumbing and lookups
(``rest_base.py``), gateway/users/application/DMs (``rest_users.py``), application commands
(``rest_commands.py``), channels and messages (``rest_messages.py``), guild reads
(``rest_guilds.py``) and interaction callbacks and webhooks (``rest_interactions.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aiohttp import web

from .rest_base import API_PREFIX, GATEWAY_PATH, RecordedError, RecordedRequest, json_response
from .rest_commands import CommandRoutes
from .rest_guilds import GuildRoutes
from .rest_interactions import InteractionRoutes
from .rest_users import UserRoutes


class RestAPI(UserRoutes, GuildRoutes, CommandRoutes, InteractionRoutes):
    """The REST handlers, bound to one fake."""

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


__all__ = [
    "API_PREFIX",
    "GATEWAY_PATH",
    "RecordedError",
    "RecordedRequest",
    "RestAPI",
    "json_response",
]
