"""What the bot needs in a game's channel, and what it can tell is missing without asking
Discord.

A post Discord refuses costs an invalid request (Discord bans a bot's address after 10,000
of them in ten minutes), so the bot reads its permissions from discord.py's cache (roles and
overwrites as the gateway last reported them) before sending, and asks Discord only when
the cache says it may post. The same list lets ``/game new`` and ``/game start`` refuse
before promising a game the channel could not show.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.app.errors import NotAllowed
from bot.app.i18n import t

__all__ = ["NEEDED", "Refusal", "check_before_promising", "missing_permissions", "refusal"]

#: What a game's channel must allow the bot, by discord.py's name: to see it, to post the
#: turns, to attach the boards, to show links, to read back its own posts.
NEEDED = ("view_channel", "send_messages", "attach_files", "embed_links",
          "read_message_history")
#: What a thread needs besides (posting in a thread is its own permission).
IN_THREADS = "send_messages_in_threads"
#: Without these nothing can be posted; without the others a post goes out all the same
#: (text without its image, when only Attach Files is missing).
BLOCKING = frozenset({"view_channel", "send_messages", IN_THREADS})


def missing_permissions(permissions: discord.Permissions, *, thread: bool) -> list[str]:
    """discord.py's names of what ``permissions`` lack of what a game needs."""
    wanted = (*NEEDED, IN_THREADS) if thread else NEEDED
    return [name for name in wanted if not getattr(permissions, name)]


def permission_names(names: list[str], locale: str) -> str:
    """The permissions as Discord's settings name them, in the reader's language."""
    return ", ".join(t(f"permission.{name}", locale) for name in names)


@dataclass(frozen=True)
class Refusal:
    """Why a channel will not take the bot's posts (or their images)."""

    reason: str  # "permissions" (see ``missing``) or "locked" (an archived, locked thread)
    missing: tuple[str, ...] = ()

    @property
    def blocks_text(self) -> bool:
        """Whether nothing at all can be posted (else only the images are refused)."""
        return self.reason != "permissions" or bool(BLOCKING.intersection(self.missing))

    def explained(self, locale: str) -> str:
        """One sentence: what the bot cannot do there, and who can fix it."""
        if self.reason == "locked":
            return t("hold.locked", locale)
        return t("hold.permissions", locale, missing=permission_names(list(self.missing),
                                                                      locale))


THREAD_TYPES = (discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                discord.ChannelType.news_thread)


def check_before_promising(interaction: discord.Interaction, locale: str) -> None:
    """Refuse to open or start a game in a channel the bot could not play it in, naming
    each permission it lacks there (Discord tells the interaction what the bot may do in
    its channel, so this costs no request); the permissions named in ``locale``, the
    member's."""
    channel = interaction.channel
    thread = getattr(channel, "type", None) in THREAD_TYPES
    missing = missing_permissions(interaction.app_permissions, thread=thread)
    if missing:
        raise NotAllowed.of("permission.refused", missing=permission_names(missing, locale))


def refusal(channel: object) -> Refusal | None:
    """What discord.py's cache says the channel refuses the bot, or None when it may post
    (or when the cache cannot tell: then Discord's own answer decides)."""
    if isinstance(channel, discord.Thread) and channel.archived and channel.locked:
        return Refusal("locked")
    if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return None
    me = channel.guild.me if channel.guild is not None else None
    if me is None:
        return None
    missing = missing_permissions(channel.permissions_for(me),
                                  thread=isinstance(channel, discord.Thread))
    return Refusal("permissions", tuple(missing)) if missing else None
