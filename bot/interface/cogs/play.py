"""/move, /board, /hand and /history: playing and looking at this channel's game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.i18n import t
from bot.app.wording import shortened
from bot.features.moves import MOVE_LENGTH
from bot.interface.cogs.game import GAME_CHOICES
from bot.interface.components import done_text, history_view, reply_post, send_preview
from bot.interface.discord_io import file_of, readers, reply
from storage.base import DatabaseUnavailable

if TYPE_CHECKING:
    from bot.interface.host import Host

#: The ``full`` option of /board and /history board: the post's board is drawn for a phone.
FULL = "The whole board, as on a desktop (the posts show it drawn for a phone)"
#: The ``full`` option of /hand: the hand is drawn for a phone.
FULL_HAND = "Your whole hand image, as on a desktop (drawn for a phone otherwise)"


class PlayCog(commands.Cog):
    history = app_commands.Group(name="history", description="What happened in this game",
                                 guild_only=True)

    def __init__(self, bot: Host) -> None:
        self.bot = bot

    @app_commands.command(name="move", description="Make your move in this channel's game")
    @app_commands.describe(move="Your move; start typing to see your legal moves",
                           preview="Show the result privately first; nothing counts until "
                                   "you confirm")
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction,
                   move: app_commands.Range[str, 1, MOVE_LENGTH],
                   preview: bool | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        service, user, you = self.bot.service, interaction.user.id, readers(interaction)
        if await service.previews.wanted(interaction.guild_id or 0, user, preview):
            await send_preview(interaction, await service.previews.preview(
                user, move, channel_id=interaction.channel_id or 0, locale=you.member))
            return
        outcome = await service.moves.move(interaction.channel_id or 0, user, move, you)
        await self.bot.whispers.say(interaction, done_text(outcome, you.member))
        await self.bot.announce(outcome.post, interaction)

    @move.autocomplete("move")
    async def move_autocomplete(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        you = readers(interaction).member
        try:
            found = await self.bot.service.moves.suggest(interaction.channel_id or 0,
                                                   interaction.user.id, current, you)
        except DatabaseUnavailable:  # say so in the list; picking it sends what was typed
            return [app_commands.Choice(name=shortened(t("error.database", you), 100),
                                        value=current[:100])]
        return [app_commands.Choice(name=name, value=value) for name, value in found]

    @app_commands.command(name="board", description="Post the current board again")
    @app_commands.describe(full=FULL)
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction, full: bool | None = None) -> None:
        # refused privately if none; loading and drawing the game come after the answer
        await self.bot.service.display.check_running(interaction.channel_id or 0)
        await interaction.response.defer(thinking=True)
        await reply_post(interaction, await self.bot.service.display.board(
            interaction.channel_id or 0, bool(full), locale=readers(interaction).table))

    @app_commands.command(name="hand", description="Your private view (only you see it)")
    @app_commands.describe(full=FULL_HAND)
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction, full: bool | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        text, image = await self.bot.service.display.hand(interaction.channel_id or 0,
                                                  interaction.user.id, bool(full),
                                                  locale=readers(interaction).member)
        await interaction.followup.send(text, file=file_of(image, "hand.png"), ephemeral=True)

    @history.command(name="mine", description="The log with your own private events (only you)")
    @app_commands.describe(page="Page number (the latest page by default)")
    async def mine(self, interaction: discord.Interaction,
                   page: app_commands.Range[int, 1, 100000] | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        text = await self.bot.service.history.mine(interaction.channel_id or 0,
                                                   interaction.user.id, page,
                                                   locale=readers(interaction).member)
        await reply(interaction, text, ephemeral=True)

    @history.command(name="board", description="The board as it was after a given move")
    @app_commands.describe(ply="Move number (0 is the setup)", full=FULL)
    async def board_at(self, interaction: discord.Interaction,
                       ply: app_commands.Range[int, 0, 100000],
                       full: bool | None = None) -> None:
        await self.bot.service.history.check_ply(interaction.channel_id or 0, ply)
        await interaction.response.defer(thinking=True)
        text, image = await self.bot.service.history.board_at(
            interaction.channel_id or 0, ply, bool(full), locale=readers(interaction).table)
        await interaction.followup.send(text, file=file_of(image, f"board-{ply}.png"))

    @history.command(name="since", description="What happened since your last move")
    async def since(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        text = await self.bot.service.history.since(interaction.channel_id or 0,
                                                    interaction.user.id,
                                                    readers(interaction).member)
        await reply(interaction, text, ephemeral=True)

    @history.command(name="record", description="Download the game record (after the game)")
    async def record(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        name, data = await self.bot.service.history.export(interaction.channel_id or 0)
        await reply(interaction, t("history.record", readers(interaction).member), ephemeral=True,
                    file=file_of(data, name))

    @app_commands.command(name="stats",
                          description="Results in this server: ratings, ranks, wins, scores")
    @app_commands.describe(game="Only this game", member="Only this member",
                           by="Order of the leaderboard (rating by default)")
    @app_commands.choices(game=GAME_CHOICES, by=[
        app_commands.Choice(name="rating", value="rating"),
        app_commands.Choice(name="wins", value="wins")])
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, game: str | None = None,
                    member: discord.Member | None = None, by: str = "rating") -> None:
        # Nothing to refuse: answered publicly at once, as a server's results grow with
        # every game and are read whole.
        await interaction.response.defer(thinking=True)
        text = await self.bot.service.standings.stats(interaction.guild_id or 0, game,
                                                      member.id if member else None, by,
                                                      locale=readers(interaction).table)
        await reply(interaction, text, ephemeral=False,
                    allowed_mentions=discord.AllowedMentions.none())

    @history.command(name="log", description="The public log of this game, page by page")
    @app_commands.describe(page="Page number (the latest page by default)")
    async def log(self, interaction: discord.Interaction,
                  page: app_commands.Range[int, 1, 100000] | None = None) -> None:
        # As /history board: a page the game lacks is refused privately, then Discord is
        # answered publicly before the page is read and worded.
        await self.bot.service.history.check_page(interaction.channel_id or 0, page)
        await interaction.response.defer(thinking=True)
        table = readers(interaction).table
        text, shown, pages = await self.bot.service.history.log(interaction.channel_id or 0, page,
                                                                locale=table)
        view = history_view(shown, pages, table)
        await reply(interaction, text, ephemeral=False, view=view)
