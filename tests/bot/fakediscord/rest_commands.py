"""REST routes for application commands, global and per guild, with Discord's checks.

Registrations are validated as Discord does (names, descriptions, option order, choices) so
a command tree that Discord would refuse fails here too; ids survive re-registration.
"""

from __future__ import annotations

import re
from typing import Any

from aiohttp import web

from . import validation
from .models import (
    snowflake,
)
from .rest_base import (
    RestBase,
    _HTTPError,
    _invalid,
    json_response,
)


class CommandRoutes(RestBase):
    """List, bulk-overwrite, upsert, edit and delete application commands."""

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


__all__ = ["CommandRoutes"]
