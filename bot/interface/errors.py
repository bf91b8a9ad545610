"""What a member is told when their command goes wrong, and what the log is told.

A mistake of theirs (:class:`~bot.app.errors.UserError`) is answered privately in their own
language; a database outage with one sentence (the outage itself is logged once, where it
began); anything else with a short apology, and a traceback in the log. Two cases are not
bugs and log no traceback: an interaction that expired before its answer, and one whose
answer the bot's own stop cut off (its move is stored and its post waits in the outbox).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

import aiohttp
import discord
from discord import app_commands

from bot.app.errors import UserError
from bot.app.i18n import t
from bot.app.wording import clip
from bot.interface.discord_io import readers, reply, unexpected
from bot.interface.whispers import cut_off, expired
from storage import DatabaseUnavailable

__all__ = ["answer_error", "what_was_asked"]

log = logging.getLogger("starpost")


async def answer_error(interaction: discord.Interaction, error: BaseException, *,
                       stopping: bool) -> None:
    """Tell the member of ``interaction`` what went wrong (``stopping``: the bot is
    shutting down, so a connection closed under the answer is expected)."""
    original = getattr(error, "original", error)
    if expired(original):  # nothing can be shown there any more
        log.info("the interaction of %s in channel %s expired before its answer",
                 interaction.user.id, interaction.channel_id)
        return
    if stopping and cut_off(original):
        log.warning("the answer to %s by %s in channel %s was cut off: the bot was stopping",
                    what_was_asked(interaction), interaction.user.id, interaction.channel_id)
        return
    you = readers(interaction).member
    if isinstance(original, UserError):
        message = original.worded(you)
    elif isinstance(original, DatabaseUnavailable):
        message = t("error.database", you)
    elif isinstance(error, app_commands.CheckFailure):
        message = str(error)
    else:
        log.error("error in %s by %s in channel %s", what_was_asked(interaction),
                  interaction.user.id, interaction.channel_id, exc_info=original)
        message = unexpected(you)
    try:
        await reply(interaction, clip(message, you), ephemeral=True)
    except discord.HTTPException:
        log.warning("could not tell user %s about an error", interaction.user.id)
    except (aiohttp.ClientError, ConnectionError, RuntimeError) as failure:
        if not (stopping and cut_off(failure)):
            raise
        log.warning("could not tell user %s about an error: the bot was stopping",
                    interaction.user.id)


def what_was_asked(interaction: discord.Interaction) -> str:
    """The command (``/move``) or button (its custom id) an interaction was, for the log."""
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data: Mapping[str, object] = interaction.data or {}
    return str(data.get("custom_id", interaction.type))
