"""/admin: moderator tools. Default permission Manage Server, checked again at run time
(together with the server's optional moderator role); every action is audited and announced
in the game's channel (in the server's language; the moderator's answers in theirs)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.errors import NoGameHere
from bot.app.i18n import t
from bot.app.wording import clip
from bot.interface.cogs.player import PALETTE_CHOICES
from bot.interface.discord_io import file_of, readers, reply
from storage.base import GameStatus

if TYPE_CHECKING:
    from bot.app.table import LiveGame, Post
    from bot.interface.host import Host

REASON_LENGTH = 200
POLICY_CHOICES = [app_commands.Choice(name="notify moderators", value="notify"),
                  app_commands.Choice(name="play the default move (pass)", value="default"),
                  app_commands.Choice(name="let the AI decide", value="ai")]
#: Each language by its own name, so anyone can find theirs whatever their client speaks.
LANGUAGE_CHOICES = [app_commands.Choice(name=name, value=code) for code, name in
                    (("en", "English"), ("es", "Español"), ("fr", "Français"))]


class AdminCog(commands.Cog):
    admin = app_commands.Group(name="admin", description="Moderator tools for games",
                               guild_only=True,
                               default_permissions=discord.Permissions(manage_guild=True))

    def __init__(self, bot: Host) -> None:
        self.bot = bot

    async def _check(self, interaction: discord.Interaction) -> None:
        member = interaction.user
        manage = bool(getattr(getattr(member, "guild_permissions", None), "manage_guild", False))
        roles = [r.id for r in getattr(member, "roles", [])]
        await self.bot.service.moderation.check(interaction.guild_id or 0, member.id,
                                                manage, roles)

    async def _private(self, interaction: discord.Interaction) -> None:
        """Answer Discord at once, privately: every /admin answer is private, and most of
        them wait on the database, which may take longer than Discord's 3 seconds."""
        await interaction.response.defer(ephemeral=True, thinking=True)

    async def _posted(self, interaction: discord.Interaction, post: Post) -> None:
        """Answer privately that it is done, and post the public result in the channel."""
        await reply(interaction, t("ack.posted", readers(interaction).member), ephemeral=True)
        await self.bot.announce(post, interaction)

    async def _game(self, interaction: discord.Interaction) -> LiveGame:
        await self._check(interaction)
        row = await self.bot.service.store.open_game_in_channel(interaction.channel_id or 0)
        if row is None or row.status != GameStatus.ACTIVE:
            raise NoGameHere.of("error.no_game")
        return await self.bot.service.core.live(row.channel_id)

    @admin.command(name="abort", description="End this game with no result")
    @app_commands.describe(reason="Why the game is stopped (posted with it)")
    async def abort(self, interaction: discord.Interaction,
                    reason: app_commands.Range[str, None, REASON_LENGTH] | None = None,
                    ) -> None:
        await self._private(interaction)
        live = await self._game(interaction)
        await self._posted(interaction, await self.bot.service.moderation.abort(
            live, interaction.user.id, reason, locale=readers(interaction).table))

    @admin.command(name="end", description="End this game now with the current standings")
    @app_commands.describe(reason="Why the game ends now (posted with the standings)")
    async def end(self, interaction: discord.Interaction,
                  reason: app_commands.Range[str, 1, REASON_LENGTH]) -> None:
        await self._private(interaction)
        live = await self._game(interaction)
        await self._posted(interaction, await self.bot.service.moderation.end(
            live, interaction.user.id, reason, readers(interaction).table))

    @admin.command(name="skip", description="Play the default move for whoever holds the "
                                            "game up")
    async def skip(self, interaction: discord.Interaction) -> None:
        await self._private(interaction)
        live = await self._game(interaction)
        await self._posted(interaction, await self.bot.service.moderation.skip(
            live, interaction.user.id, readers(interaction).table))

    @admin.command(name="substitute", description="Give a player's seat to another member")
    @app_commands.describe(old="The member who leaves the seat", new="The member who takes it")
    async def substitute(self, interaction: discord.Interaction, old: discord.Member,
                         new: discord.Member) -> None:
        await self._private(interaction)
        live = await self._game(interaction)
        audit = self.bot.service.moderation.entry(live, interaction.user.id, "substitute",
                                                  old=old.id, new=new.id)
        post = await self.bot.service.seats.substitute(live, old.id, new.id,
                                                       readers(interaction).table, audit)
        await self._posted(interaction, post)

    @admin.command(name="ai", description="Hand a player's seat to the AI")
    @app_commands.describe(seat="The member whose seat the AI will play")
    async def ai(self, interaction: discord.Interaction, seat: discord.Member) -> None:
        await self._private(interaction)
        live = await self._game(interaction)
        audit = self.bot.service.moderation.entry(live, interaction.user.id, "ai", user=seat.id)
        post = await self.bot.service.seats.hand_to_ai(live, seat.id,
                                                       readers(interaction).table, audit)
        await self._posted(interaction, post)

    @admin.command(name="rollback", description="Take back the last moves of this game")
    @app_commands.describe(plies="How many moves to take back")
    async def rollback(self, interaction: discord.Interaction,
                       plies: app_commands.Range[int, 1, 10000]) -> None:
        await self._private(interaction)
        live = await self._game(interaction)
        await self._posted(interaction, await self.bot.service.moderation.rollback(
            live, interaction.user.id, plies, readers(interaction).table))

    @admin.command(name="deadline", description="Hours per decision for this game")
    @app_commands.describe(hours="Hours each decision of this game may take (1 to 1440)")
    async def deadline(self, interaction: discord.Interaction,
                       hours: app_commands.Range[int, 1, 1440]) -> None:
        await self._private(interaction)
        live = await self._game(interaction)
        await self._posted(interaction, await self.bot.service.moderation.deadline(
            live, interaction.user.id, hours, readers(interaction).table))

    @admin.command(name="settings", description="Show or change this server's game settings")
    @app_commands.describe(
        deadline_hours="Default hours per decision", reminders="Hours before the deadline, "
        "e.g. 24, 4", timeout_policy="What happens when a deadline passes",
        moderator_role="A role whose members may use /admin", away_days="Away days allowed "
        "per player per year", channels="Channels where games may be opened (mentions), or "
        "'any'", language="Language of public posts and boards (the server's Discord "
        "language by default)", min_reliability="Percent of their games a member must have "
        "finished to join a lobby (0: anyone)", max_games="Most open games a member may have "
        "in this server (0: no limit)", weekends="Stop players' clocks on Saturdays and "
        "Sundays, in each player's time zone", palette="Seat colours of what is posted here: "
        "default, or safe for colour-blind players")
    @app_commands.choices(timeout_policy=POLICY_CHOICES, language=LANGUAGE_CHOICES,
                          palette=PALETTE_CHOICES)
    async def settings(self, interaction: discord.Interaction,
                       deadline_hours: app_commands.Range[int, 1, 1440] | None = None,
                       reminders: app_commands.Range[str, None, 50] | None = None,
                       timeout_policy: str | None = None,
                       moderator_role: discord.Role | None = None,
                       away_days: app_commands.Range[int, 0, 365] | None = None,
                       channels: app_commands.Range[str, None, 1000] | None = None,
                       language: str | None = None,
                       min_reliability: app_commands.Range[int, 0, 100] | None = None,
                       max_games: app_commands.Range[int, 0, 100] | None = None,
                       weekends: bool | None = None, palette: str | None = None) -> None:
        await self._private(interaction)
        await self._check(interaction)
        places, you = None, readers(interaction)
        if channels is not None:
            places = ([] if channels.strip().lower() in ("any", "all", "none", "")
                      else [int(c) for c in re.findall(r"\d{5,}", channels)])
        text = await self.bot.service.moderation.settings(
            interaction.guild_id or 0, interaction.user.id, deadline_hours=deadline_hours,
            reminders=reminders, timeout_policy=timeout_policy,
            moderator_role=moderator_role.id if moderator_role else None,
            away_days=away_days, channels=places, language=language,
            guild_locale=interaction.guild_locale, min_reliability=min_reliability,
            max_games=max_games, weekends=weekends, palette=palette, locale=you.member)
        await reply(interaction, text, ephemeral=True,
                    allowed_mentions=discord.AllowedMentions.none())
        changed = [t(f"setting.{n}", you.table) for n, v in (
            ("deadline", deadline_hours), ("reminders", reminders),
            ("timeout_policy", timeout_policy), ("moderator_role", moderator_role),
            ("away_days", away_days), ("channels", channels), ("language", language),
            ("min_reliability", min_reliability), ("max_games", max_games),
            ("weekends", weekends), ("palette", palette))
            if v is not None]
        if changed and interaction.channel is not None:
            await interaction.channel.send(  # type: ignore[union-attr]
                t("admin.settings_changed", you.table, actor=interaction.user.mention,
                  what=", ".join(changed)),
                allowed_mentions=discord.AllowedMentions.none())

    @admin.command(name="games", description="Open games in this server and who they await")
    async def games(self, interaction: discord.Interaction) -> None:
        await self._private(interaction)
        await self._check(interaction)
        you = readers(interaction).member
        text = await self.bot.service.moderation.games(interaction.guild_id or 0, you)
        waiting = await self.bot.watch.waiting_lines(interaction.guild_id or 0, you)
        text = clip("\n".join([text, *waiting]), you)
        await reply(interaction, text, ephemeral=True,
                    allowed_mentions=discord.AllowedMentions.none())

    @admin.command(name="web", description="A new web address for this channel's game "
                                           "(the old one stops working)")
    async def web(self, interaction: discord.Interaction) -> None:
        await self._private(interaction)
        await self._check(interaction)
        links, you = self.bot.service.links, readers(interaction)
        if links.base_url is None:
            await reply(interaction, t("web.off", you.member), ephemeral=True)
            return
        row = await self.bot.service.store.latest_game_in_channel(interaction.channel_id or 0)
        if row is None or row.status == GameStatus.CANCELLED:
            raise NoGameHere.of("error.no_game")
        url, post = await links.replace(row, interaction.user.id, you.table)
        await reply(interaction, t("web.replaced_you", you.member, url=url), ephemeral=True)
        await self.bot.announce(post, interaction)

    @admin.command(name="export", description="This channel's game record as a file")
    async def export(self, interaction: discord.Interaction) -> None:
        await self._private(interaction)
        await self._check(interaction)
        name, data = await self.bot.service.history.export(interaction.channel_id or 0,
                                                           moderator=True)
        await self.bot.service.moderation.audit(interaction.guild_id or 0, interaction.user.id,
                                                "export", channel=interaction.channel_id)
        await reply(interaction, name, ephemeral=True, file=file_of(data, name))
        if interaction.channel is not None:
            await interaction.channel.send(  # type: ignore[union-attr]
                t("admin.exported", readers(interaction).table, actor=interaction.user.mention),
                allowed_mentions=discord.AllowedMentions.none())
