"""World building: the users, guilds, roles, channels, threads and DMs a test sets up.

A mixin of ``FakeDiscord``. Each change is broadcast on the gateway as Discord would (so a
client already connected sees guilds it "joins", members, channels and threads appear) and
wakes whoever waits on the fake. ``say`` lets a user post a plain message;
``remove_member`` makes a member leave.
"""

from __future__ import annotations

from collections.abc import Iterable

from .base import FakeDiscordBase
from .errors import FakeDiscordError
from .gateway import GUILD_MEMBERS
from .models import (
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    DM,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    Overwrite,
    snowflake,
)


class WorldBuilding(FakeDiscordBase):
    """Populate the fake's world the way Discord's own state would change."""

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
        shard: tuple[int, int] | None = None,
    ) -> FakeGuild:
        """A guild with @everyone, the bot's managed role, its owner and the bot as members.

        A client already connected receives it as GUILD_CREATE (the bot "joined" it).
        ``shard`` ``(shard_id, shard_count)`` picks an id that shard carries.
        """
        if owner is None:
            owner = await self.create_user(f"{name.lower().replace(' ', '-')}-owner")
        gid = snowflake()
        if shard is not None:  # the next id (in time order) whose shard is the one asked
            shard_id, count = shard
            gid += ((shard_id - (gid >> 22)) % count) << 22
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
            if session.ready and session.covers(gid):
                await session.dispatch(
                    "GUILD_CREATE", self.guild_create_payload(guild, session, joined=True)
                )
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

    async def remove_member(self, guild: FakeGuild, user: FakeUser) -> None:
        """``user`` leaves ``guild`` (or is kicked): GUILD_MEMBER_REMOVE goes, as on Discord,
        only to sessions that identified with the privileged GUILD_MEMBERS intent."""
        if guild.members.pop(user.id, None) is None:
            raise FakeDiscordError(f"{user.username} is not a member of {guild.name}")
        await self.gateway.broadcast(
            "GUILD_MEMBER_REMOVE", {"guild_id": str(guild.id), "user": user.payload()},
            GUILD_MEMBERS,
        )
        self._changed()

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


__all__ = ["WorldBuilding"]
