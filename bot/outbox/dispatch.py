"""Sending the outbox to Discord: every stored post reaches its channel, in order, once.

Right after a change, the handler that made it asks :meth:`Dispatcher.flush` for its game,
so the board appears at once. A background loop sends whatever is left: posts a crash or a
restart interrupted (at start-up), and posts whose send failed and wait for a retry. A post is
marked sent only after Discord accepted it, so a kill at any moment loses nothing (a kill
between the send and its mark repeats that one post). A mark the database could not take
(a lost connection) is kept in memory and stored by a later flush: the post is not sent
again.

A slow post (the score table and replay that follow a game's results) is sent by a task of
its own, which renews its claim while the media are drawn: the flush that found it goes on
at once, so neither the player's answer nor any other game's post waits for the drawing,
and the game's own later posts (there are none once it is over) stay behind it.

Beside the sender, the background loop deletes old sent posts
(:meth:`Announcements.purge_sent`) at start-up and then every :data:`PURGE_SECONDS`, in a
task of its own: a first purge of months of posts never holds up a retry, and a purge that
fails is logged and tried again an hour later, while sending goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator

import aiohttp
import discord

from bot.app.failures import report
from bot.app.i18n import t
from bot.app.table import Post
from bot.interface.channels import (
    MISSING_ACCESS,
    MISSING_PERMISSIONS,
    REMOVED,
    THREAD_LOCKED,
    UNKNOWN_CHANNEL,
    Channels,
    discord_code,
)
from bot.interface.components import send_post
from bot.interface.permissions import Refusal, refusal
from bot.outbox.announce import LEASE, Announcements
from storage.base import OutboxRow

log = logging.getLogger(__name__)

SWEEP_SECONDS = 10.0
SETTLE_SECONDS = 10.0  # slow posts being prepared get this long when the bot stops
PURGE_SECONDS = 3600.0  # old sent posts are deleted at start-up, then at most this often


class Dispatcher:
    def __init__(self, client: discord.Client, announcements: Announcements,
                 channels: Channels | None = None) -> None:
        self.client = client
        self.announcements = announcements
        self.channels = channels
        self._wake = asyncio.Event()
        self._slow: dict[int, asyncio.Task[None]] = {}  # by post id
        self._sending: dict[int, int] = {}  # games with a post being sent: how many senders
        self._again: set[int] = set()  # games whose new posts wait for a sender to finish
        self._lanes: dict[int, _Lane] = {}  # by channel: the send under way and those waiting

    async def flush(self, game_id: int | None = None) -> None:
        """Send the unsent posts of one game (or of every game), oldest first: each
        channel's in order, channels side by side (each within its own rate-limit bucket,
        which discord.py keeps per channel; one request at a time in a channel, and all
        within Discord's global limit, :mod:`bot.outbox.pacing`); a slow post is handed to a task
        of its own (see the module docstring). A post stored while an earlier one of its
        game was being sent is picked up as soon as that one is done, not by the next
        sweep."""
        if self.announcements.unmarked:
            await self.announcements.mark_unmarked()
        rows = await self.announcements.claim(game_id)
        if not rows and game_id is not None and self._sending.get(game_id):
            self._again.add(game_id)  # its sender will look again once it is done
            return
        by_channel: dict[int, list[OutboxRow]] = {}
        for row in rows:
            by_channel.setdefault(row.channel_id, []).append(row)
        await asyncio.gather(*(self._send_channel(batch) for batch in by_channel.values()))

    async def _send_channel(self, rows: list[OutboxRow]) -> None:
        """One channel's claimed posts, in order; a game whose post could not go keeps its
        later posts back."""
        held: set[int] = set()
        games = sorted({row.game_id for row in rows})
        for game in games:
            self._sending[game] = self._sending.get(game, 0) + 1
        renewed = time.monotonic()
        try:
            for index, row in enumerate(rows):
                if time.monotonic() - renewed > LEASE / 2:
                    # Posts still waiting their turn behind the channel's rate limit keep
                    # their claim, so the sweep never takes one and sends it twice.
                    for waiting in rows[index:]:
                        await self.announcements.keep(waiting)
                    renewed = time.monotonic()
                if self.announcements.was_sent(row):  # its mark waits for the database
                    continue
                if row.game_id in held:
                    await self.announcements.put_back(row)  # keep the game's posts in order
                    continue
                if self.announcements.slow(row):
                    self._send_later(row)
                    held.add(row.game_id)
                elif not await self._send(row):
                    held.add(row.game_id)
        finally:
            for game in games:
                self._sending[game] -= 1
                if not self._sending[game]:
                    del self._sending[game]
        for game in games:
            if game in self._again and game not in held:
                self._again.discard(game)
                await self.flush(game)

    def _send_later(self, row: OutboxRow) -> None:
        if row.id in self._slow:
            return
        task = asyncio.create_task(self._send_slow(row), name=f"starpost-post-{row.id}")
        self._slow[row.id] = task
        task.add_done_callback(lambda _: self._slow.pop(row.id, None))

    async def _send_slow(self, row: OutboxRow) -> None:
        keeper = asyncio.create_task(self._keep(row))
        try:
            await self._send(row)
        finally:
            keeper.cancel()

    async def _keep(self, row: OutboxRow) -> None:
        """Renew a slow post's claim while it is prepared (drawing may outlast a lease)."""
        while True:
            await asyncio.sleep(LEASE / 3)
            try:
                await self.announcements.keep(row)
            except Exception as error:
                report(log, error, "renewing the claim on post %s", row.id)

    async def settle(self, timeout: float) -> None:
        """Let slow posts being prepared finish (at most ``timeout`` seconds), then stop
        them: an unfinished one stays in the outbox and is sent after the restart."""
        tasks = list(self._slow.values())
        if not tasks:
            return
        _, pending = await asyncio.wait(tasks, timeout=timeout)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)

    async def _send(self, row: OutboxRow) -> bool:
        """Send one post; False holds its game's later posts back in this flush."""
        channels = self.channels
        removed_from = channels.removed_from(row.channel_id) if channels else None
        if channels is not None and removed_from is not None:  # no request to a server
            await channels.hold(row, removed_from, Refusal(REMOVED))  # that removed the bot
            return False
        try:
            channel = await self._channel(row)
            if channel is None:
                return True  # the channel is gone: its game was abandoned
            refused = channels.refused_before(channel, row) if channels else None
            if refused is not None and refused.blocks_text and channels is not None:
                await channels.hold(row, await self._guild_of(row, channel), refused)
                return False
            post = await self.announcements.ready(row)
            if refused is not None and (post.image is not None or post.files):
                post = without_images(post, refused.explained(post.locale))
            async with self._lane(row.channel_id):
                await send_post(channel, post, nonce=f"starpost-{row.id}")
        except discord.HTTPException as exc:
            return await self._refused(row, exc)
        except (aiohttp.ClientError, OSError, TimeoutError) as exc:
            await self.announcements.failed(row, permanent=False, reason=repr(exc))
            return False
        except Exception as exc:
            if self._stopping():  # discord.py's session closed under this send
                log.info("post %s of game %s is left for the next start: the bot is "
                         "stopping", row.id, row.game_id)
            else:
                report(log, exc, "preparing post %s of game %s", row.id, row.game_id)
            await self.announcements.failed(row, permanent=False, reason=repr(exc))
            return False
        await self.announcements.sent(row)
        if channels is not None:
            await channels.accepted(row.channel_id, self.flush)
        return True

    def _stopping(self) -> bool:
        """Whether the client is closed: a change committed while the bot stops (a command
        let finish) has its post stored, and the next start sends it."""
        closed = getattr(self.client, "is_closed", None)
        return bool(closed()) if callable(closed) else False

    @contextlib.asynccontextmanager
    async def _lane(self, channel_id: int) -> AsyncIterator[None]:
        """One send at a time in a channel, in the order they came (its posts ready to go
        wait here, not in discord.py): the channel's rate-limit bucket then counts exactly,
        where requests sent side by side would each read a count the others had already
        spent, and one of them would be refused (429) after Discord said to wait."""
        lane = self._lanes.get(channel_id)
        if lane is None:
            lane = self._lanes[channel_id] = _Lane()
        lane.users += 1
        try:
            async with lane.lock:
                yield
        finally:
            lane.users -= 1
            if not lane.users:
                del self._lanes[channel_id]

    async def _channel(self, row: OutboxRow) -> discord.abc.Messageable | None:
        """The post's channel, from the cache or Discord; None (its game abandoned) when
        Discord says it no longer exists."""
        found = self.client.get_channel(row.channel_id)
        if found is None:
            try:
                found = await self.client.fetch_channel(row.channel_id)
            except discord.NotFound:
                await self._gone(row)
                return None
        if not isinstance(found, discord.abc.Messageable):
            await self._gone(row)
            return None
        return found

    async def _gone(self, row: OutboxRow) -> None:
        if self.channels is not None:
            await self.channels.deleted(row.channel_id)
        else:
            await self.announcements.failed(row, permanent=True, reason="channel gone")

    async def _guild_of(self, row: OutboxRow, channel: object) -> int:
        guild = getattr(channel, "guild", None)
        if guild is not None:
            return int(guild.id)
        return (await self.announcements.core.store.get_game(row.game_id)).guild_id

    async def _refused(self, row: OutboxRow, exc: discord.HTTPException) -> bool:
        """Discord refused the post: a known case is held or ends the game, in one log
        line; a malformed post (refused every time) is given up; anything else is tried
        again later."""
        code = discord_code(exc)
        channels = self.channels
        if code == UNKNOWN_CHANNEL:
            await self._gone(row)
            return True
        if channels is not None and code in (MISSING_PERMISSIONS, MISSING_ACCESS,
                                             THREAD_LOCKED):
            why = (Refusal("locked") if code == THREAD_LOCKED else
                   Refusal("permissions", ("view_channel",) if code == MISSING_ACCESS
                           else ("send_messages",)))
            channel = self.client.get_channel(row.channel_id)
            cached = refusal(channel) if channel is not None else None
            await channels.hold(row, await self._guild_of(row, channel),
                                cached if cached is not None and cached.blocks_text else why)
            return False
        if isinstance(exc, discord.NotFound | discord.Forbidden):
            await self.announcements.failed(row, permanent=True, reason=_reason(exc))
            return True
        # Discord refuses a malformed message (4xx) every time; other errors pass. A post
        # tried again later (a 5xx, or a 429 discord.py gave up on) holds its game's later
        # posts back.
        malformed = 400 <= exc.status < 500 and exc.status != 429
        await self.announcements.failed(row, permanent=malformed, reason=_reason(exc))
        return malformed

    def wake(self) -> None:
        self._wake.set()

    async def run(self, stop: asyncio.Event) -> None:
        """The background sender: everything left at start-up, then retries and stragglers;
        beside it, the purge of old sent posts (:meth:`purge`)."""
        await self.announcements.restarted()
        purging = asyncio.create_task(self.purge(stop), name="starpost-outbox-purge")
        try:
            while not stop.is_set():
                try:
                    await self.flush()
                except Exception as error:
                    report(log, error, "sending the outbox")
                self._wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(_first(stop, self._wake), SWEEP_SECONDS)
            await self.settle(SETTLE_SECONDS)
        finally:
            purging.cancel()  # each batch is its own transaction: a cut purge loses nothing
            await asyncio.gather(purging, return_exceptions=True)

    async def purge(self, stop: asyncio.Event) -> None:
        """Delete old sent posts now, then every :data:`PURGE_SECONDS` until ``stop``; a
        failure is logged and the next purge tries again."""
        while True:
            try:
                await self.announcements.purge_sent()
            except Exception as error:
                report(log, error, "deleting old sent posts")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), PURGE_SECONDS)
            if stop.is_set():
                return


class _Lane:
    """A channel's sends: one at a time (``lock``), and how many are under way or waiting."""

    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0


async def _first(*events: asyncio.Event) -> None:
    waiters = [asyncio.ensure_future(e.wait()) for e in events]
    try:
        await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for waiter in waiters:
            waiter.cancel()


def _reason(exc: discord.HTTPException) -> str:
    return f"HTTP {exc.status} (code {exc.code}): {exc.text[:200]}"


def without_images(post: Post, why: str) -> Post:
    """The post as text alone, saying why its image is missing (the channel refuses
    attachments)."""
    note = t("hold.no_image", post.locale, why=why)
    return Post(f"{post.text}\n{note}", mentions=post.mentions, turn_button=post.turn_button,
                seat_button=post.seat_button, outbox_game=post.outbox_game, locale=post.locale)
