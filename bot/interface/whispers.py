"""Private lines whose interaction expired before they could be shown.

Discord lets a bot answer an interaction for fifteen minutes. A move slower than that (a
long chain of AI decisions, a database that was down for a while) is stored and its board
posted like any other, but the mover's "Done" and private lines (what they drew, what only
they may read) can no longer be shown where they asked. They go where they still can: by
direct message when the member chose reminders by DM (``/settings notify``), otherwise they
are kept, with the server's settings as ``whisper.<user id>`` (so a restart keeps them
too), and shown privately after the member's next command in that server.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import aiohttp
import discord

from bot.app.wording import clip
from bot.interface.discord_io import readers
from storage import GameStore

__all__ = ["EXPIRED", "PREFIX", "Whispers", "cut_off", "expired"]

log = logging.getLogger(__name__)

PREFIX = "whisper."
#: Discord's codes for an interaction that can no longer be answered: its token is no
#: longer valid, the interaction is unknown, or so is its webhook.
EXPIRED = frozenset({50027, 10062, 10015})
KEPT = 20  # lines kept per member at most (the latest), so nothing grows without bound


def expired(error: BaseException) -> bool:
    """Whether ``error`` says the interaction can no longer be answered."""
    return (isinstance(error, discord.HTTPException)
            and int(getattr(error, "code", 0) or 0) in EXPIRED)


def cut_off(error: BaseException) -> bool:
    """Whether ``error`` is the connection to Discord closing under an answer: what an
    interaction still running when the bot stops meets (its HTTP session is closed)."""
    return isinstance(error, aiohttp.ClientError | ConnectionError) or (
        isinstance(error, RuntimeError) and "Session is closed" in str(error))


class Whispers:
    """Keeps and hands out the private lines of expired interactions."""

    def __init__(self, store: GameStore, client: discord.Client,
                 clock: Callable[[], int]) -> None:
        self.store = store
        self.client = client
        self.clock = clock
        self.waiting: set[tuple[int, int]] = set()  # (guild, user) with lines kept
        self._expired: set[int] = set()  # interactions whose answer could not be shown

    async def load(self) -> None:
        for guild_id, key, _ in await self.store.settings_named(PREFIX):
            self.waiting.add((guild_id, int(key.removeprefix(PREFIX))))

    async def say(self, interaction: discord.Interaction, text: str, *,
                  edit: bool = False) -> None:
        """Show ``text`` privately to the member of ``interaction`` (editing its answer with
        ``edit``); if the interaction expired, by DM or after their next command."""
        try:
            if edit:
                await interaction.edit_original_response(content=text, view=None)
            else:
                await interaction.followup.send(text, ephemeral=True)
        except discord.HTTPException as error:
            if not expired(error):
                raise
            log.info("the interaction of %s expired before its answer; the lines are kept",
                     interaction.user.id)
            self._expired.add(interaction.id)
            await self.keep(interaction.guild_id or 0, interaction.user.id, text)
        except (aiohttp.ClientError, ConnectionError, RuntimeError) as error:
            if not (self.client.is_closed() and cut_off(error)):
                raise
            # The bot stopped while this move was finishing (it is stored and its post is in
            # the outbox): the mover's lines wait for their next command after the restart.
            log.info("the answer to %s was cut off by the bot stopping; the lines are kept",
                     interaction.user.id)
            await self.keep(interaction.guild_id or 0, interaction.user.id, text)

    async def keep(self, guild_id: int, user_id: int, text: str) -> None:
        if await self.store.get_setting(guild_id, f"notify.{user_id}") == "dm":
            try:
                user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
                await user.send(text)
                return
            except discord.HTTPException:
                pass  # DMs closed: kept for the next command instead
        key = f"{PREFIX}{user_id}"
        lines = list(await self.store.get_setting(guild_id, key, []))
        await self.store.set_setting(guild_id, key, [*lines, text][-KEPT:],
                                     now=self.clock())
        self.waiting.add((guild_id, user_id))

    async def hand_out(self, interaction: discord.Interaction) -> None:
        """After a member's command: show what was kept for them, then forget it."""
        guild_id, user_id = interaction.guild_id or 0, interaction.user.id
        if interaction.id in self._expired:  # the command whose answer expired: not there
            self._expired.discard(interaction.id)
            return
        if (guild_id, user_id) not in self.waiting:
            return
        key = f"{PREFIX}{user_id}"
        lines = await self.store.get_setting(guild_id, key, [])
        self.waiting.discard((guild_id, user_id))
        if lines:
            try:
                await interaction.followup.send(
                    clip("\n".join(lines), readers(interaction).member), ephemeral=True)
            except discord.HTTPException:
                self.waiting.add((guild_id, user_id))
                return
        await self.store.delete_setting(guild_id, key)
