"""A player's own settings across games: /settings notify, /away, /mygames."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_io import reply

if TYPE_CHECKING:
    from bot.host import Host


class PlayerCog(commands.Cog):
    def __init__(self, bot: Host) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description="How Starpost reminds you")
    @app_commands.describe(notify="Reminders by channel mention or by direct message")
    @app_commands.choices(notify=[app_commands.Choice(name="channel mention", value="channel"),
                                  app_commands.Choice(name="direct message", value="dm")])
    @app_commands.guild_only()
    async def settings(self, interaction: discord.Interaction, notify: str) -> None:
        text = await self.bot.service.timekeeper.set_notify(interaction.guild_id or 0,
                                                            interaction.user.id, notify)
        await reply(interaction, text, ephemeral=True)

    @app_commands.command(name="away", description="Pause your deadlines while you are away")
    @app_commands.describe(until="A duration (3d, 12h, 2w), a UTC date (2026-12-24), or 'back'")
    @app_commands.guild_only()
    async def away(self, interaction: discord.Interaction,
                   until: app_commands.Range[str, 1, 40]) -> None:
        text, notices = await self.bot.service.timekeeper.set_away(
            interaction.guild_id or 0, interaction.user.id, until)
        await reply(interaction, text, ephemeral=True)
        for notice in notices:
            await self.bot.deliver(notice)

    @app_commands.command(name="mygames", description="Games in this server waiting on you")
    @app_commands.guild_only()
    async def mygames(self, interaction: discord.Interaction) -> None:
        text = await self.bot.service.timekeeper.waiting_on(interaction.guild_id or 0,
                                                            interaction.user.id)
        await reply(interaction, text, ephemeral=True)
