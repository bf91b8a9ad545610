"""REST routes that read a guild: the guild itself, its channels, threads, roles, members.

Only reads: tests change guilds through ``FakeDiscord``'s world-building methods.
"""

from __future__ import annotations

from aiohttp import web

from .rest_base import (
    RestBase,
    _HTTPError,
    json_response,
)


class GuildRoutes(RestBase):
    """Guild reads, refused with "Unknown Guild" where the bot is not a member."""

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


__all__ = ["GuildRoutes"]
