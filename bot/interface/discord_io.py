"""Answering interactions safely: the low-level helpers every handler shares.

An answer never fails because the interaction was already answered or deferred; private
things are ephemeral. Turning a :class:`~bot.app.table.Post` into a message (with its buttons)
lives in :mod:`bot.interface.components`, beside the buttons it attaches.
"""

from __future__ import annotations

import io
from typing import Any

import discord

from bot.app.i18n import Readers, language_of, t
from rendering.alt import alt_of


def readers(interaction: discord.Interaction) -> Readers:
    """Who reads what ``interaction`` causes, as its admission found them (the server's
    language for public posts, the member's for private replies: ``StarpostBot.admit``);
    before admission, Discord's own locales of the server and the member."""
    found = interaction.extras.get("readers")
    if isinstance(found, Readers):
        return found
    return Readers(language_of(interaction.guild_locale), language_of(interaction.locale))


async def reply(interaction: discord.Interaction, content: str, *, ephemeral: bool = True,
                **kwargs: Any) -> None:
    """Answer an interaction whether or not it was deferred or answered already."""
    view = kwargs.get("view")
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)
    if view is not None:
        view.stop()


def game_channel(interaction: discord.Interaction) -> discord.abc.Messageable:
    channel = interaction.channel
    if channel is None or not isinstance(channel, discord.abc.Messageable):
        raise RuntimeError("interaction without a usable channel")
    return channel


def file_of(data: bytes, name: str) -> discord.File:
    """An attachment: an image drawn with its alt text (:class:`rendering.alt.Picture`)
    carries it as its description, which screen readers read; other files (JSON) carry
    none."""
    return discord.File(io.BytesIO(data), filename=name, description=alt_of(data))


def unexpected(locale: str) -> str:
    return t("error.unexpected", locale)
