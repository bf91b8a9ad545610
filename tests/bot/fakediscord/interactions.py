"""Acting as users: slash commands, autocomplete, buttons, selects and modal submissions.

A mixin of ``FakeDiscord``. Each helper builds the INTERACTION_CREATE payload Discord would
send (checked against the commands and components the client registered, so a test cannot
do what a real user could not), dispatches it on the gateway, and waits for the client's
answer and for its handler tasks to finish. Nobody can act where Discord would not let
them: in a guild the bot is not in, in a deleted channel, or (commands and autocomplete) in
an archived thread.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .base import FakeDiscordBase
from .errors import FakeDiscordError, InteractionRefused
from .models import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    P,
    snowflake,
)

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


class InteractionDriver(FakeDiscordBase):
    """Dispatch interactions as users and wait for the client to answer them."""

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
        if guild is not None and not self.bot_in(guild):
            raise FakeDiscordError(f"the bot is not in {guild.name}: nothing of it is there")
        if guild is not None and channel.id not in self.channels:
            raise FakeDiscordError(f"#{channel.name} was deleted")
        if channel.is_thread and channel.archived and itype in (APPLICATION_COMMAND, AUTOCOMPLETE):
            raise FakeDiscordError(f"commands cannot be used in archived thread {channel.name!r}")
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
        guild_id = guild.id if guild is not None else None
        await self.wait_for(lambda: self.gateway.for_guild(guild_id) is not None,
                            timeout=timeout, what="a ready gateway session for the guild's shard")
        session = self.gateway.for_guild(guild_id)
        assert session is not None
        record.created = self.clock()
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


__all__ = ["CLIENT_HANDLER_TASKS", "InteractionDriver", "OptionValue"]
