"""The Discord client: start-up in ``setup_hook``, one central error handler, clean close."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.components import DYNAMIC_ITEMS
from bot.config import Settings
from bot.discord_io import reply, unexpected
from bot.errors import UserError
from bot.render import Renderer
from bot.service import GameService
from storage.sqlite import SqliteStore

log = logging.getLogger("starpost")


class StarpostBot(commands.Bot):
    """Owns the store, the renderer and the service for the life of the process."""

    store: SqliteStore
    renderer: Renderer
    service: GameService

    def __init__(self, settings: Settings, **client_options: Any) -> None:
        super().__init__(command_prefix=commands.when_mentioned,
                         intents=discord.Intents.default(), help_command=None,
                         **client_options)
        self.settings = settings

    async def setup_hook(self) -> None:
        from bot.cogs.game import GameCog
        from bot.cogs.play import PlayCog

        self.store = await SqliteStore.open(self.settings.database)
        self.renderer = Renderer(self.settings.render_workers)
        await self.renderer.warm_up()
        self.service = GameService(self.store, self.renderer)
        await self.add_cog(GameCog(self))
        await self.add_cog(PlayCog(self))
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.tree.on_error = self.on_app_command_error

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
