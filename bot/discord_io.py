"""Turning service results into Discord messages, and answering interactions safely.

Cogs and components share these helpers so every reply looks the same: a public post is a
channel message with the board image and a persistent "Take your turn" button; private
things are ephemeral; an answer never fails because the interaction was already answered.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import t

if TYPE_CHECKING:
    from bot.service import Post


def post_kwargs(post: Post) -> dict[str, Any]:
    """Arguments for ``send``/``send_message`` that make a public post."""
    from bot.components import SeatButton, turn_view

    kwargs: dict[str, Any] = {
        "content": post.text,
        "allowed_mentions": discord.AllowedMentions(
            users=[discord.Object(u) for u in post.mentions], roles=False, everyone=False),
    }
    files = [(post.image_name, post.image)] if post.image is not None else []
    files += post.files
    if files:
        kwargs["files"] = [discord.File(io.BytesIO(data), filename=name) for name, data in files]
    if post.turn_button is not None or post.seat_button is not None:
        view = turn_view(post.turn_button) if post.turn_button is not None else None
        if view is None:
            view = discord.ui.View(timeout=None)
        if post.seat_button is not None:
            view.add_item(SeatButton(*post.seat_button))
        kwargs["view"] = view
    return kwargs


async def send_post(channel: discord.abc.Messageable, post: Post) -> discord.Message:
    kwargs = post_kwargs(post)
    view = kwargs.get("view")
    message = await channel.send(**kwargs)
    if view is not None:
        view.stop()  # its buttons are dynamic items: they work without this view object
    return message


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


async def reply_post(interaction: discord.Interaction, post: Post) -> None:
    """Answer publicly with a post (board image, mentions, turn button)."""
    kwargs = post_kwargs(post)
    content = kwargs.pop("content")
    await reply(interaction, content, ephemeral=False, **kwargs)


def game_channel(interaction: discord.Interaction) -> discord.abc.Messageable:
    channel = interaction.channel
    if channel is None or not isinstance(channel, discord.abc.Messageable):
        raise RuntimeError("interaction without a usable channel")
    return channel


def file_of(data: bytes, name: str) -> discord.File:
    return discord.File(io.BytesIO(data), filename=name)


def unexpected() -> str:
    return t("error.unexpected")
