"""The game channels as Discord really has them: refusing posts, deleted, or in a server
that removed the bot.

* **A channel that refuses posts** holds its posts (:mod:`bot.interface.holds`): nothing is lost or
  given up, the server's owner is told once, and the posts go out in order as soon as the
  channel takes them again. With only Attach Files missing, posts go out as text, saying
  that the image is missing.
* **A deleted channel or thread** ends its game as abandoned (kept in the history and the
  statistics), with nothing scheduled and its unsent posts dropped: nobody will read them.
* **A server that removes the bot** has its running games suspended: their reminders and
  deadlines are dropped and their posts held, so nothing is sent into a server the bot has
  left; when the bot is added back, the games are planned again and their posts go out.

Every refusal Discord answers here is a known case: one log line saying what happened and
what an operator can do, never a traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from bot.app.core import Core
from bot.app.i18n import t
from bot.interface.holds import Hold, Holds
from bot.interface.permissions import Refusal, refusal
from storage.base import Change, GameStatus, OutboxRow

__all__ = ["ABANDONED", "MISSING_ACCESS", "REMOVED", "THREAD_LOCKED", "Channels"]

log = logging.getLogger(__name__)

# Discord's JSON error codes met here.
UNKNOWN_CHANNEL = 10003
MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013
THREAD_LOCKED = 50083  # "Thread is archived": a locked thread refuses posts
#: A game's result reason when its channel was deleted under it.
ABANDONED = "abandoned: channel deleted"
#: A server that removed the bot: its channels hold with this reason.
REMOVED = "removed"

Flush = Callable[[int], Awaitable[None]]
Tell = Callable[[int, int, str], Awaitable[None]]


class Channels:
    """Decides, before and after each send, what a channel's answer means for its game."""

    def __init__(self, core: Core, holds: Holds, tell_owner: Tell) -> None:
        self.core = core
        self.holds = holds
        self.tell_owner = tell_owner  # (guild id, channel id, sentence): once per hold
        #: Channels of servers that removed the bot (their holds' reason is REMOVED): the
        #: core's own set, which the timekeeper leaves unplanned.
        self.removed_channels = core.suspended

    # ---- before and after a send ------------------------------------------------------------

    def refused_before(self, channel: object, row: OutboxRow) -> Refusal | None:
        """What the cache says the channel refuses (then the post is held without a
        request)."""
        return refusal(channel)

    def is_removed(self, channel_id: int) -> bool:
        return channel_id in self.removed_channels

    def removed_from(self, channel_id: int) -> int | None:
        """The server of a channel whose server removed the bot, else None."""
        return self.holds.held(channel_id) if self.is_removed(channel_id) else None

    async def load(self) -> None:
        self.removed_channels.clear()
        await self.holds.load()
        for channel_id, guild_id in list(self.holds.channels.items()):
            hold = await self.holds.get(guild_id, channel_id)
            if hold is not None and hold.reason == REMOVED:
                self.removed_channels.add(channel_id)

    async def hold(self, row: OutboxRow, guild_id: int, why: Refusal) -> None:
        """Hold ``row`` (and its game's later posts behind it) until the channel takes
        posts again or the back-off runs out; tell the owner once."""
        now = self.core.clock()
        held, new = await self.holds.hold(guild_id, row.channel_id, why, post_id=row.id,
                                          game_id=row.game_id, now=now)
        await self.core.store.retry_post_at(row.id, held.next_try(now))
        self.core.metrics.post("held")
        if new:
            log.warning("channel %s of server %s refuses the bot's posts (%s%s); its posts "
                        "wait until a moderator fixes it", row.channel_id, guild_id,
                        why.reason, f": {', '.join(why.missing)}" if why.missing else "")
        if not held.told and why.reason != REMOVED:
            held.told = True
            await self.holds.save(guild_id, held, now=now)
            language = await self.core.language(guild_id)
            sentence = t("hold.owner", language, channel=row.channel_id,
                         why=why.explained(language))
            await self.tell_owner(guild_id, row.channel_id, sentence)

    async def accepted(self, channel_id: int, flush: Flush) -> None:
        """A post went out: a channel that was waiting is open again."""
        guild_id = self.holds.held(channel_id)
        if guild_id is not None:
            await self.reopen(guild_id, channel_id, flush)

    async def reopen(self, guild_id: int, channel_id: int, flush: Flush) -> None:
        """The channel takes posts again: its held posts are due now, sent in order."""
        hold = await self.holds.release(guild_id, channel_id)
        self.removed_channels.discard(channel_id)
        if hold is None:
            return
        log.info("channel %s of server %s takes posts again; %d game(s) resume", channel_id,
                 guild_id, len(hold.posts))
        now = self.core.clock()
        for post_id in hold.posts:
            await self.core.store.retry_post_at(int(post_id), now)
        for game_id in sorted(set(hold.posts.values())):
            await flush(game_id)

    async def try_reopen(self, channel: object, flush: Flush) -> None:
        """Something says a held channel may take posts (a permission or thread update, an
        interaction there): reopen it if the cache agrees."""
        channel_id = getattr(channel, "id", None)
        if not isinstance(channel_id, int):
            return
        guild_id = self.holds.held(channel_id)
        if guild_id is None or self.is_removed(channel_id):
            return
        found = refusal(channel)
        if found is None or not found.blocks_text:
            await self.reopen(guild_id, channel_id, flush)

    async def waiting(self, guild_id: int, channel_id: int) -> Hold | None:
        """The channel's hold, if it is waiting (for /game status, /admin games)."""
        if self.holds.held(channel_id) is None:
            return None
        return await self.holds.get(guild_id, channel_id)

    async def waiting_lines(self, guild_id: int, locale: str) -> list[str]:
        """A line per waiting channel of the server, for its moderators (/admin games)."""
        lines = []
        for channel_id, held_in in sorted(self.holds.channels.items()):
            hold = await self.holds.get(guild_id, channel_id) if held_in == guild_id else None
            if hold is not None and hold.reason != REMOVED:
                lines.append(f"<#{channel_id}>: " + t(
                    "hold.status", locale, since=f"<t:{hold.since}:R>",
                    why=hold.refusal.explained(locale)))
        return lines

    # ---- deleted channels ---------------------------------------------------------------

    async def deleted(self, channel_id: int) -> None:
        """The channel or thread is gone: its open game ends as abandoned (a lobby is
        cancelled), with nothing scheduled and no post left to send."""
        store = self.core.store
        row = await store.open_game_in_channel(channel_id)
        guild_id = self.holds.held(channel_id)
        if guild_id is not None:
            await self.holds.release(guild_id, channel_id)
        if row is None:
            return
        now = self.core.clock()
        status = GameStatus.CANCELLED if row.status == GameStatus.LOBBY else GameStatus.ABORTED
        live = self.core.games.get(channel_id)
        if live is not None:
            async with live.lock:
                await store.commit(Change(row.id, now, status=status, reason=ABANDONED))
        else:
            await store.commit(Change(row.id, now, status=status, reason=ABANDONED))
        self.core.forget(channel_id)
        dropped = await store.drop_posts(row.id, now=now)
        log.info("channel %s was deleted: game %s abandoned (%d post(s) dropped)", channel_id,
                 row.id, dropped)

    # ---- servers that remove the bot --------------------------------------------------------

    async def removed(self, guild_id: int) -> None:
        """The server removed the bot: its running games are suspended (nothing scheduled,
        their channels held without a request)."""
        now = self.core.clock()
        games = await self.core.store.list_open_games(guild_id)
        for row in games:
            hold = Hold(row.channel_id, REMOVED, [], now, told=True)
            await self.holds.save(guild_id, hold, now=now)
            self.removed_channels.add(row.channel_id)
            if row.status == GameStatus.ACTIVE:
                await self.core.store.replace_schedule(row.id, row.version, [])
            self.core.forget(row.channel_id)
        if games:
            log.info("server %s removed the bot: %d game(s) suspended", guild_id, len(games))

    async def returned(self, guild_id: int, replan: Callable[[int], Awaitable[None]],
                       flush: Flush) -> None:
        """The bot is back in a server that had removed it: its games are planned again
        and their posts go out."""
        channels = [c for c, g in self.holds.channels.items()
                    if g == guild_id and self.is_removed(c)]
        for channel_id in channels:
            await self.reopen(guild_id, channel_id, flush)
            row = await self.core.store.open_game_in_channel(channel_id)
            if row is not None and row.status == GameStatus.ACTIVE:
                await replan(row.id)
                await flush(row.id)
        if channels:
            log.info("the bot is back in server %s: %d game(s) resume", guild_id,
                     len(channels))


def discord_code(error: discord.HTTPException) -> int:
    return int(getattr(error, "code", 0) or 0)
