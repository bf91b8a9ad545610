"""The Discord client: start-up in ``setup_hook``, one central error handler, clean close."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.admin import AdminCog
from bot.cogs.game import GameCog
from bot.cogs.play import PlayCog
from bot.cogs.player import PlayerCog
from bot.components import DYNAMIC_ITEMS, send_post
from bot.config import Settings
from bot.discord_io import reply, unexpected
from bot.errors import UserError
from bot.render import Renderer
from bot.service import GameService
from bot.timekeeping import Notice, run_scheduler
from storage.sqlite import SqliteStore

log = logging.getLogger("starpost")


class StarpostBot(commands.Bot):
    """Owns the store, the renderer and the service for the life of the process."""

    store: SqliteStore
    renderer: Renderer
    service: GameService

    def __init__(self, settings: Settings, *, run_scheduler: bool = True,
                 commands_only: bool = False, **client_options: Any) -> None:
        """``commands_only`` builds just the command tree (for ``python -m bot sync``): no
        database, no renderer, no scheduler."""
        self.run_scheduler = run_scheduler and not commands_only
        self.commands_only = commands_only
        super().__init__(command_prefix=commands.when_mentioned,
                         intents=discord.Intents.default(), help_command=None,
                         **client_options)
        self.settings = settings

    async def setup_hook(self) -> None:
        if not self.commands_only:
            self.store = await SqliteStore.open(self.settings.database)
            self.renderer = Renderer(self.settings.render_workers)
            await self.renderer.warm_up()
            self.service = GameService(self.store, self.renderer)
        await self.add_cog(GameCog(self))
        await self.add_cog(PlayCog(self))
        await self.add_cog(PlayerCog(self))
        await self.add_cog(AdminCog(self))
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.tree.on_error = self.on_app_command_error
        if self.run_scheduler:
            self._stop_scheduler = asyncio.Event()
            self._scheduler = asyncio.create_task(
                run_scheduler(self.service.timekeeper, self.deliver, self._stop_scheduler),
                name="starpost-scheduler")

    async def deliver(self, notice: Notice) -> None:
        """Say a scheduler or moderator notice in its game's channel; DMs fall back to it."""
        failed: list[int] = []
        for user_id in notice.dm_users:
            try:
                user = self.get_user(user_id) or await self.fetch_user(user_id)
                await user.send(notice.dm_text or notice.text)
            except discord.HTTPException:
                failed.append(user_id)
        try:
            channel = self.get_channel(notice.channel_id) or await self.fetch_channel(
                notice.channel_id)
        except discord.HTTPException:
            log.warning("channel %s is gone; notice dropped", notice.channel_id)
            return
        if not isinstance(channel, discord.abc.Messageable):
            return
        if notice.post is not None:
            await send_post(channel, notice.post)
            return
        text = notice.channel_text(failed)
        if text:
            await channel.send(text, allowed_mentions=discord.AllowedMentions(
                users=[discord.Object(u) for u in [*notice.mentions, *failed]],
                roles=[discord.Object(r) for r in notice.roles], everyone=False))

    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A member left the server (needs the Server Members intent): seats go to the AI."""
        try:
            for channel_id, post in await self.service.seats.member_left(payload.guild_id,
                                                                          payload.user.id):
                channel = self.get_channel(channel_id)
                if isinstance(channel, discord.abc.Messageable):
                    await send_post(channel, post)
        except Exception:
            log.exception("handling the departure of %s failed", payload.user.id)

    async def report_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """The one place that decides what a user is told when something goes wrong."""
        original = getattr(error, "original", error)
        if isinstance(original, UserError):
            message = original.message
        elif isinstance(error, app_commands.CheckFailure):
            message = str(error)
        else:
            log.error("error in %s by %s in channel %s", _what(interaction),
                      interaction.user.id, interaction.channel_id, exc_info=original)
            message = unexpected()
        try:
            await reply(interaction, message, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not tell user %s about an error", interaction.user.id)

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        await self.report_error(interaction, error)

    async def close(self) -> None:
        if getattr(self, "_scheduler", None) is not None:
            self._stop_scheduler.set()
            await self._scheduler
            self._scheduler = None
        await super().close()
        if hasattr(self, "service"):
            await self.service.drain()
        if hasattr(self, "store"):
            await self.store.close()
        if hasattr(self, "renderer"):
            self.renderer.close()


def _what(interaction: discord.Interaction) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data = interaction.data or {}
    return str(data.get("custom_id", interaction.type))
