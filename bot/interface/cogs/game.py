"""/game: open a lobby, join, leave, start, cancel, status, rules, undo."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.app.errors import NoGameHere
from bot.app.i18n import t
from bot.app.render import playable_games
from bot.interface.components import lobby_view
from bot.interface.discord_io import readers, reply
from bot.interface.permissions import check_before_promising
from storage.base import GameStatus

if TYPE_CHECKING:
    from bot.app.table import LiveGame, Post
    from bot.features.service import GameService
    from bot.interface.host import Host

OPTIONS_LENGTH = 300  # every game's options fit with room to spare
GAME_CHOICES = [app_commands.Choice(name=games.title(n), value=n) for n in playable_games()]


class GameCog(commands.Cog):
    game = app_commands.Group(name="game", description="Open, join and manage this channel's game",
                              guild_only=True)

    def __init__(self, bot: Host) -> None:
        self.bot = bot

    @property
    def service(self) -> GameService:
        return self.bot.service

    @game.command(name="new", description="Open a lobby for a new game in this channel")
    @app_commands.describe(game="Which game", ai_seats="Seats played by the AI",
                           options="Game options as key=value, e.g. optional_artifacts=false",
                           deadline="Hours each decision may take (the server's default "
                                    "otherwise)")
    @app_commands.choices(game=GAME_CHOICES)
    async def new(self, interaction: discord.Interaction, game: str,
                  ai_seats: app_commands.Range[int, 0, 5] = 0,
                  options: app_commands.Range[str, None, OPTIONS_LENGTH] = "",
                  deadline: app_commands.Range[int, 1, 1440] | None = None) -> None:
        # Refusals that need no database come at once; then Discord is answered privately
        # (storing the lobby may take longer than its 3 seconds), so a refusal found later
        # stays private too, and the lobby itself is posted publicly after the answer.
        check_before_promising(interaction, readers(interaction).member)
        new = self.service.lobbies.check_new(interaction.channel_id or 0, game, ai_seats, options,
                                          deadline_hours=deadline)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self.service.lobbies.open_lobby(interaction.guild_id or 0,
                                             interaction.channel_id or 0, interaction.user.id,
                                             new, parent_id=getattr(interaction.channel,
                                                                    "parent_id", None),
                                             locale=readers(interaction).table)
        view = lobby_view(info.game_id, readers(interaction).table)
        message = await self._said(interaction, f"**{info.title}**\n{info.text}", view=view)
        await self.service.lobbies.set_lobby_message(info.game_id, message.id)

    async def _said(self, interaction: discord.Interaction, text: str,
                    **kwargs: Any) -> discord.WebhookMessage:
        """After a private defer: answer privately that it is done, then say ``text`` to the
        channel. Only the first followup keeps the defer's privacy, so the public message
        must be a second one."""
        await reply(interaction, t("ack.posted", readers(interaction).member), ephemeral=True)
        view = kwargs.get("view")
        # A lobby asks nobody to act: it is posted silently, mentioning nobody.
        message = await interaction.followup.send(
            text, wait=True, silent=True, allowed_mentions=discord.AllowedMentions.none(),
            **kwargs)
        if view is not None:
            view.stop()
        return message

    async def _refresh_lobby(self, interaction: discord.Interaction, game_id: int,
                             text: str, keep_buttons: bool = True) -> None:
        """Best effort: bring the lobby message up to date after a command changed it."""
        info = await self.service.lobbies.lobby(game_id, readers(interaction).table)
        if info.message_id is None or interaction.channel is None:
            return
        try:
            message = interaction.channel.get_partial_message(info.message_id)  # type: ignore[union-attr]
            view = lobby_view(game_id, readers(interaction).table) if keep_buttons else None
            await message.edit(content=text, view=view)
            if view is not None:
                view.stop()
        except discord.HTTPException:
            pass

    async def _running(self, interaction: discord.Interaction) -> LiveGame | None:
        row = await self.bot.service.store.open_game_in_channel(interaction.channel_id or 0)
        if row is not None and row.status == GameStatus.ACTIVE:
            return await self.service.core.live(row.channel_id)
        return None

    @game.command(name="join", description="Take a seat in this channel's lobby, or an open "
                                           "seat in its game")
    async def join(self, interaction: discord.Interaction) -> None:
        # Answered privately first (so are leave and cancel): a seat is stored before
        # anything is said, and a busy database may take longer than Discord's 3 seconds.
        # A refusal then stays private; the lobby's news is a second, public followup.
        await interaction.response.defer(ephemeral=True, thinking=True)
        live, table = await self._running(interaction), readers(interaction).table
        if live is not None:
            await self._posted(interaction, await self.service.seats.take(
                live, interaction.user.id, table))
            return
        info = await self.service.lobbies.join(interaction.user.id,
                                               channel_id=interaction.channel_id,
                                       locale=table)
        await self._said(interaction, info.text)
        await self._refresh_lobby(interaction, info.game_id, f"**{info.title}**\n{info.text}")

    @game.command(name="leave", description="Give up your seat (in a game, the AI plays it "
                                            "until someone takes it over)")
    async def leave(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        live, table = await self._running(interaction), readers(interaction).table
        if live is not None:
            await self._posted(interaction, await self.service.seats.leave(
                live, interaction.user.id, table))
            return
        info = await self.service.lobbies.leave(interaction.user.id,
                                                channel_id=interaction.channel_id,
                                        locale=table)
        await self._said(interaction, info.text)
        await self._refresh_lobby(interaction, info.game_id, f"**{info.title}**\n{info.text}")

    @game.command(name="start", description="Start the game (host, or anyone once full)")
    async def start(self, interaction: discord.Interaction) -> None:
        check_before_promising(interaction, readers(interaction).member)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info, outcome = await self.service.lobbies.start(interaction.user.id,
                                                 channel_id=interaction.channel_id,
                                                 locale=readers(interaction).table)
        await self._posted(interaction, outcome.post)
        await self._refresh_lobby(interaction, info.game_id, info.text, keep_buttons=False)

    @game.command(name="cancel", description="Cancel this channel's lobby (host only)")
    async def cancel(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self.service.lobbies.cancel(interaction.user.id,
                                                 channel_id=interaction.channel_id,
                                         locale=readers(interaction).table)
        await self._said(interaction, info.text)
        await self._refresh_lobby(interaction, info.game_id, info.text, keep_buttons=False)

    @game.command(name="status", description="Phase, who is awaited and since when, scores")
    async def status(self, interaction: discord.Interaction) -> None:
        # As /board: "no game here" is refused privately, then Discord is answered publicly
        # before the game is read (loading it from storage may take a while).
        row = await self.service.store.open_game_in_channel(interaction.channel_id or 0)
        if row is None:
            await self._last_game(interaction)
            return
        await interaction.response.defer(thinking=True)
        table = readers(interaction).table  # a public answer
        text = await self.service.display.status(interaction.channel_id or 0, table)
        url = await self.service.links.url(row)
        if url is not None:
            text += "\n" + t("web.follow", table, url=url)
        hold = await self.bot.watch.waiting(interaction.guild_id or 0,
                                               interaction.channel_id or 0)
        if hold is not None:
            text += "\n" + t("hold.status", table, since=f"<t:{hold.since}:R>",
                             why=hold.refusal.explained(table))
        await reply(interaction, text, ephemeral=False)

    async def _last_game(self, interaction: discord.Interaction) -> None:
        """/game status where no game is open: the web page of the channel's last game,
        when pages are served and it was played; otherwise "no game here"."""
        last = (await self.service.store.latest_game_in_channel(interaction.channel_id or 0)
                if self.service.links.base_url is not None else None)
        if last is None or last.status not in (GameStatus.FINISHED, GameStatus.ABORTED):
            raise NoGameHere.of("error.no_game")
        await interaction.response.defer(thinking=True)
        url = await self.service.links.url(last)
        await reply(interaction, t("web.last_game", readers(interaction).table,
                                   title=games.get(last.game).title, url=url), ephemeral=False)

    @game.command(name="rules", description="A short summary and the move notation")
    @app_commands.describe(game="Which game (this channel's by default)")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        if game is None:
            row = await self.bot.service.store.open_game_in_channel(interaction.channel_id or 0)
            game = row.game if row is not None else playable_games()[0]
        for message in self.service.display.rules(game, readers(interaction).member):
            await reply(interaction, message, ephemeral=True)

    @game.command(name="undo", description="Take back your last move, if nothing was revealed")
    async def undo(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        post = await self.service.rewind.undo(interaction.channel_id or 0, interaction.user.id,
                                              readers(interaction).table)
        await self._posted(interaction, post)

    async def _posted(self, interaction: discord.Interaction, post: Post) -> None:
        """Answer privately that it is done, and post the public result in the channel."""
        await reply(interaction, t("ack.posted", readers(interaction).member), ephemeral=True)
        await self.bot.announce(post, interaction)
