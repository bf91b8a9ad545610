"""What the Discord handlers (cogs and persistent components) need from the running bot.

Cogs and components depend on this narrow interface rather than on the client class, which
imports them to register them: the dependency points one way, and a handler can be driven
by any object that offers these things.
"""

from __future__ import annotations

from typing import Protocol

import discord

from bot.app.table import Post
from bot.features.service import GameService
from bot.features.timekeeping import Notice
from bot.interface.channels import Channels
from bot.interface.whispers import Whispers


class Host(Protocol):
    service: GameService

    @property
    def watch(self) -> Channels:
        """Which channels refuse posts, and why (bot.interface.channels)."""

    @property
    def whispers(self) -> Whispers:
        """Private lines shown where they still can be (bot.interface.whispers)."""

    async def admit(self, interaction: discord.Interaction) -> bool:
        """Whether to handle an interaction (not while shutting down); counts it in flight."""

    async def announce(self, post: Post,
                       interaction: discord.Interaction | None = None) -> None:
        """Send a post to its channel now (from its game's outbox when it is stored there);
        the member of ``interaction`` hears why, when the channel refuses it."""

    async def deliver(self, notice: Notice) -> None:
        """Say a notice in its game's channel (DMs first where a player prefers them)."""

    async def report_error(self, interaction: discord.Interaction,
                           error: BaseException) -> None:
        """Tell the user what went wrong: their mistake privately, or a short apology."""
