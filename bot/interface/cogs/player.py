"""A player's own settings across games: /settings (notify, preview, timezone, quiet hours,
the seat colours of their own pictures, and what Starpost keeps about them), /away,
/mygames."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.calendar import matching_zones
from bot.app.i18n import t
from bot.app.palette import member_palette, set_member
from bot.app.palette import name as palette_name
from bot.interface.discord_io import file_of, readers, reply

if TYPE_CHECKING:
    from bot.interface.host import Host


#: The seat palettes (bot/app/palette.py), for /settings and /admin settings.
PALETTE_CHOICES = [app_commands.Choice(name="default", value="default"),
                   app_commands.Choice(name="colour-blind safe", value="safe")]


class PlayerCog(commands.Cog):
    def __init__(self, bot: Host) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description="How Starpost reminds you, and "
                                                       "whether your moves are previewed")
    @app_commands.describe(notify="Reminders by channel mention or by direct message",
                           preview="on: every /move and menu pick shows its result first",
                           timezone="Your time zone, e.g. Europe/Madrid (start typing a city)",
                           quiet_hours="No reminders, pings or deadlines then, in your "
                                       "time zone, e.g. 23:00-08:00, or 'off'",
                           data="What Starpost keeps about you: show it (only you), or "
                                "erase it (game records keep your seats)",
                           palette="Seat colours of your hand and previews: default, or "
                                   "safe for colour-blind players")
    @app_commands.choices(notify=[app_commands.Choice(name="channel mention", value="channel"),
                                  app_commands.Choice(name="direct message", value="dm")],
                          preview=[app_commands.Choice(name="on", value="on"),
                                   app_commands.Choice(name="off", value="off")],
                          data=[app_commands.Choice(name="show", value="show"),
                                app_commands.Choice(name="erase", value="erase")],
                          palette=PALETTE_CHOICES)
    @app_commands.guild_only()
    async def settings(self, interaction: discord.Interaction, notify: str | None = None,
                       preview: str | None = None,
                       timezone: app_commands.Range[str, 1, 60] | None = None,
                       quiet_hours: app_commands.Range[str, 1, 20] | None = None,
                       data: str | None = None, palette: str | None = None) -> None:
        # Answered privately first: a choice is stored before it is confirmed, and a busy
        # database may take longer than Discord's 3 seconds.
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, user = interaction.guild_id or 0, interaction.user.id
        you = readers(interaction).member  # every answer here is private
        if data == "show":
            text, kept = await self.bot.service.privacy.show(user, you)
            await reply(interaction, text, ephemeral=True,
                        file=file_of(kept, f"starpost-{user}.json"))
            return
        if data == "erase":
            await reply(interaction, await self.bot.service.privacy.erase(user, you),
                        ephemeral=True)
            return
        lines = []
        if notify is not None:
            lines.append(await self.bot.service.timekeeper.set_notify(guild, user, notify,
                                                                      you))
        if preview is not None:
            lines.append(await self.bot.service.previews.set_default(guild, user,
                                                                     preview == "on", you))
        if timezone is not None or quiet_hours is not None:
            lines.append(await self.bot.service.timekeeper.set_time(guild, user, timezone,
                                                                    quiet_hours, locale=you))
        store = self.bot.service.store
        if palette is not None:
            lines.append(await set_member(store, guild, user, palette,
                                          self.bot.service.core.clock(), you))
        if not lines:
            on = await self.bot.service.previews.default(guild, user)
            lines.append(t("settings.none", you, preview=t("word.on" if on else "word.off", you)))
            lines.append(await self.bot.service.timekeeper.set_time(guild, user, locale=you))
            lines.append(t("palette.yours", you, palette=palette_name(
                await member_palette(store, guild, user), you)))
        await reply(interaction, "\n".join(lines), ephemeral=True)

    @settings.autocomplete("timezone")
    async def zones(self, interaction: discord.Interaction,
                    current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=name, value=name) for name in matching_zones(current)]

    @app_commands.command(name="away", description="Pause your deadlines while you are away")
    @app_commands.describe(until="A duration (3d, 12h, 2w), a date in your time zone "
                                 "(2026-12-24), or 'back'")
    @app_commands.guild_only()
    async def away(self, interaction: discord.Interaction,
                   until: app_commands.Range[str, 1, 40]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        text, notices = await self.bot.service.timekeeper.set_away(
            interaction.guild_id or 0, interaction.user.id, until, readers(interaction))
        await reply(interaction, text, ephemeral=True)
        for notice in notices:
            await self.bot.deliver(notice)

    @app_commands.command(name="mygames", description="Games in this server waiting on you")
    @app_commands.guild_only()
    async def mygames(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        text = await self.bot.service.timekeeper.waiting_on(interaction.guild_id or 0,
                                                            interaction.user.id,
                                                            readers(interaction).member)
        await reply(interaction, text, ephemeral=True)
