"""What happens to the bot's world while it runs: moderators at work, and time passing.

A mixin of ``FakeDiscord``. A test changes the bot's permissions in a channel or a guild,
removes the bot from a guild and adds it back, archives, locks and unlocks threads, deletes
channels and messages, or lets an interaction's token expire; each change reaches the
client as Discord's gateway event would (CHANNEL_UPDATE, GUILD_ROLE_UPDATE, GUILD_DELETE,
GUILD_CREATE, THREAD_UPDATE, CHANNEL_DELETE / THREAD_DELETE, MESSAGE_DELETE), and the REST
API answers the bot's later requests as Discord would (403 Missing Permissions or Missing
Access, 400 Thread is archived, 404 Unknown Channel or Unknown Message, 401 Invalid
Webhook Token).
"""

from __future__ import annotations

from .building import WorldBuilding
from .errors import FakeDiscordError
from .models import (
    DEFAULT_BOT_PERMISSIONS,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeMessage,
    FakeRole,
    snowflake,
)


class WorldChanges(WorldBuilding):
    """Change the world under a running client, as moderators and Discord would."""

    # -- the bot's permissions

    def bot_permissions(self, channel: FakeChannel) -> int:
        """The bot's effective permissions in a guild channel or thread (the parent's
        overwrites apply to a thread); 0 in a guild it is not in."""
        guild = self.guild_of(channel)
        if guild is None:
            raise FakeDiscordError("permissions exist only in guild channels")
        if not self.bot_in(guild):
            return 0
        return guild.permissions_in(channel, self.bot_user.id)

    async def set_bot_permissions(
        self, channel: FakeChannel, *, allow: int = 0, deny: int = 0
    ) -> None:
        """Give the bot a member overwrite on ``channel`` (on a thread's parent, whose
        overwrites threads use); ``allow`` and ``deny`` both 0 remove it. The client gets
        CHANNEL_UPDATE."""
        target = channel
        if channel.is_thread:
            parent = self.channels.get(channel.parent_id or 0)
            if parent is None:
                raise FakeDiscordError(f"thread {channel.name!r} has no parent channel")
            target = parent
        if self.guild_of(target) is None:
            raise FakeDiscordError("permissions exist only in guild channels")
        if allow or deny:
            await self.set_permissions(target, self.bot_user, allow=allow, deny=deny)
            return
        target.overwrites = [o for o in target.overwrites if o.id != self.bot_user.id]
        await self.gateway.broadcast("CHANNEL_UPDATE", target.payload())
        self._changed()

    def _bot_role(self, guild: FakeGuild) -> FakeRole:
        member = guild.members.get(self.bot_user.id)
        if member is None:
            raise FakeDiscordError(f"the bot is not in {guild.name}")
        for role_id in member.roles:
            role = guild.roles.get(role_id)
            if role is not None and role.managed:
                return role
        raise FakeDiscordError(f"the bot has no managed role in {guild.name}")

    async def set_bot_guild_permissions(self, guild: FakeGuild, permissions: int) -> None:
        """Set what the bot's managed role grants in ``guild`` (GUILD_ROLE_UPDATE)."""
        role = self._bot_role(guild)
        role.permissions = permissions
        await self.gateway.broadcast(
            "GUILD_ROLE_UPDATE", {"guild_id": str(guild.id), "role": role.payload()}
        )
        self._changed()

    # -- the bot's membership

    async def remove_bot(self, guild: FakeGuild) -> None:
        """Kick the bot from ``guild``: its managed role goes, the client gets GUILD_DELETE,
        and its requests there are refused with 403 Missing Access (50001)."""
        role = self._bot_role(guild)
        del guild.roles[role.id]
        del guild.members[self.bot_user.id]
        await self.gateway.to_guild_shard(guild.id, "GUILD_DELETE", {"id": str(guild.id)})
        self._changed()

    async def add_bot(
        self, guild: FakeGuild, *, permissions: int = DEFAULT_BOT_PERMISSIONS
    ) -> None:
        """Invite the bot (back) into ``guild`` with a new managed role granting
        ``permissions``; the client gets GUILD_CREATE."""
        if self.bot_in(guild):
            raise FakeDiscordError(f"the bot is already in {guild.name}")
        role = FakeRole(
            snowflake(),
            guild.id,
            self.bot_user.username,
            permissions=permissions,
            position=len(guild.roles),
            managed=True,
        )
        guild.roles[role.id] = role
        guild.members[self.bot_user.id] = FakeMember(self.bot_user, guild.id, roles=[role.id])
        for session in self.gateway.live:
            if session.ready and session.covers(guild.id):
                await session.dispatch(
                    "GUILD_CREATE", self.guild_create_payload(guild, session, joined=True)
                )
        self._changed()

    # -- threads

    async def _update_thread(
        self, thread: FakeChannel, *, archived: bool | None = None, locked: bool | None = None
    ) -> None:
        if not thread.is_thread:
            raise FakeDiscordError(f"#{thread.name} is not a thread")
        if archived is not None:
            thread.archived = archived
        if locked is not None:
            thread.locked = locked
        await self.gateway.broadcast("THREAD_UPDATE", thread.payload())
        self._changed()

    async def archive_thread(self, thread: FakeChannel, *, locked: bool | None = None) -> None:
        """Archive ``thread`` (and lock or unlock it if ``locked`` is given): THREAD_UPDATE.
        A post unarchives it again unless it is locked."""
        await self._update_thread(thread, archived=True, locked=locked)

    async def unarchive_thread(self, thread: FakeChannel) -> None:
        await self._update_thread(thread, archived=False)

    async def lock_thread(self, thread: FakeChannel) -> None:
        """Lock ``thread``: only members with Manage Threads may post or edit in it, and
        while archived nobody may (400, 50083)."""
        await self._update_thread(thread, locked=True)

    async def unlock_thread(self, thread: FakeChannel) -> None:
        await self._update_thread(thread, locked=False)

    # -- deletions

    async def delete_channel(self, channel: FakeChannel) -> None:
        """Delete a guild channel or thread (a channel's threads go with it): CHANNEL_DELETE
        or THREAD_DELETE; later requests there get 404 Unknown Channel (10003)."""
        if channel.id not in self.channels:
            raise FakeDiscordError(f"#{channel.name} was already deleted")
        await self._forget_channel(channel)

    async def delete_message(self, message: FakeMessage) -> None:
        """Delete a message (as its author or a moderator would): MESSAGE_DELETE; later
        reads and edits get 404 Unknown Message (10008)."""
        if message.deleted:
            raise FakeDiscordError(f"message {message.id} was already deleted")
        if message.ephemeral:
            raise FakeDiscordError("only the bot's own requests can delete an ephemeral message")
        await self._forget_message(message)

    # -- time

    def expire_interaction(self, record: FakeInteraction) -> None:
        """Let ``record``'s token expire now (as after 15 minutes): followups and edits
        with it are refused with 401 Invalid Webhook Token (50027)."""
        record.created = self.clock() - self.interaction_token_lifetime - 1.0


__all__ = ["WorldChanges"]
