"""The outbox's application side: turning stored posts back into posts ready to send, and
recording how each send went.

A stored post keeps its words and buttons; its images are drawn again when needed: the board
at the post's ply (usually still kept by the core, since the post is sent right after the
move) and, for the post that follows a game's results, the score table and the animated
replay. Those take seconds to draw, in the render pool's media lane, so such a post is
"slow": the dispatcher sends it on its own, keeping its claim meanwhile, and never makes
another post wait for it. A post whose send failed for a passing reason waits and is tried
again, with a growing delay; one Discord will never take (the channel is gone, the bot may
not post there) is given up after being logged, so the game's later posts are not held
behind it.

Sent posts (and given-up ones, which are marked sent too) are deleted ``keep_sent``
seconds after their send (``OUTBOX_KEEP_DAYS``, 30 days by default;
:meth:`Announcements.purge_sent`), so the outbox does not grow for ever; a post still to
send is never deleted, however old.
"""

from __future__ import annotations

import asyncio
import logging

from bot.app.core import Core
from bot.app.failures import report
from bot.app.i18n import language_of, t
from bot.app.table import POST_LEASE, Post, StoredPost
from bot.features.history import History
from bot.features.links import Links
from bot.outbox.pings import Pings
from storage.base import OutboxRow, StorageError

log = logging.getLogger(__name__)

LEASE = POST_LEASE  # seconds a sender holds a post before another process may send it
MAX_ATTEMPTS = 8
RETRY_DELAYS = (5, 15, 60, 300, 900, 3600)  # seconds, by attempt
# Sent posts are kept this long by default (OUTBOX_KEEP_DAYS), then deleted: far beyond any
# retry (the last waits an hour) or lease, and long enough to look into what a channel was
# sent last month.
KEEP_SENT_SECONDS = 30 * 24 * 3600
PURGE_BATCH = 1000  # posts deleted per transaction, so no purge holds the database long


class Announcements:
    def __init__(self, core: Core, history: History, *,
                 keep_sent: int = KEEP_SENT_SECONDS) -> None:
        self.core = core
        self.history = history
        self.keep_sent = keep_sent  # seconds a sent post is kept (OUTBOX_KEEP_DAYS)
        #: Posts Discord took whose "sent" mark could not be stored yet (post id -> when).
        self.unmarked: dict[int, int] = {}
        #: Games' web addresses: the results' media post names the game's page.
        self.links: Links | None = None
        self.pings = Pings(core)  # who a post may ping as it goes

    async def claim(self, game_id: int | None = None) -> list[OutboxRow]:
        """Unsent posts this process may send now (one game's, or any), oldest first: those
        a move's own transaction claimed (no further trip to the database), else claimed
        now."""
        taken = self.core.store.take_claimed(game_id)
        if taken and game_id is not None:
            return taken
        claimed = await self.core.store.claim_posts(now=self.core.clock(), lease=LEASE,
                                                    game_id=game_id)
        return sorted(taken + claimed, key=lambda r: r.id)

    def slow(self, row: OutboxRow) -> bool:
        """Whether the post needs the end-of-game media, seconds of drawing."""
        return StoredPost.from_payload(row.payload, row.game_id).media

    async def keep(self, row: OutboxRow) -> None:
        """Renew the claim on a post still being prepared, so nobody else sends it."""
        await self.core.store.retry_post_at(row.id, self.core.clock() + LEASE)

    async def ready(self, row: OutboxRow) -> Post:
        """The post with its images, as it will be sent, drawn in the post's language,
        pinging only those not resting now (:mod:`bot.outbox.pings`)."""
        stored = StoredPost.from_payload(row.payload, row.game_id)
        post = await self.pings.hush(row, stored.post)
        if not post.locale:  # stored before posts kept their language
            post.locale = await self.core.language(
                (await self.core.store.get_game(row.game_id)).guild_id)
        post.locale = language = language_of(post.locale)
        if stored.board:
            post.image = await self.core.board_at(row.game_id, row.ply, language)
        if stored.media:
            media = await self.history.media(row.game_id, language)
            post.files = [("scores.png", media.scores_png),
                          ("replay.gif", media.replay_gif)]
            url = (await self.links.url(await self.core.store.get_game(row.game_id))
                   if self.links is not None else None)
            if url is not None:
                post.text += "\n" + t("web.every_move", language, url=url)
        return post

    async def sent(self, row: OutboxRow) -> None:
        """Mark a post Discord accepted. Should the database be lost just then, the post is
        remembered as sent (:attr:`unmarked`) and marked by the next flush, never sent
        again by this process."""
        self.core.metrics.post("sent")
        try:
            await self.core.store.mark_post_sent(row.id, now=self.core.clock())
        except StorageError as error:
            self.unmarked[row.id] = self.core.clock()
            report(log, error, "marking post %s of game %s sent", row.id, row.game_id)

    def was_sent(self, row: OutboxRow) -> bool:
        """Whether Discord already took this post though its mark is still to be stored."""
        return row.id in self.unmarked

    async def mark_unmarked(self) -> None:
        """Store the marks a lost database connection kept from being stored, oldest first;
        those that fail again wait for the next flush."""
        for post_id, when in sorted(self.unmarked.items()):
            try:
                await self.core.store.mark_post_sent(post_id, now=when)
            except StorageError:
                return  # still down: the outage was logged where it began
            del self.unmarked[post_id]

    async def failed(self, row: OutboxRow, *, permanent: bool, reason: str) -> None:
        """Try again later, or give up on a post that can never be sent."""
        self.core.metrics.post("refused" if permanent or row.attempts >= MAX_ATTEMPTS else "held")
        if permanent or row.attempts >= MAX_ATTEMPTS:
            log.warning("giving up on post %s of game %s for channel %s after %d attempt(s): %s",
                        row.id, row.game_id, row.channel_id, row.attempts, reason)
            await self.core.store.mark_post_sent(row.id, now=self.core.clock())
            return
        delay = RETRY_DELAYS[min(row.attempts, len(RETRY_DELAYS)) - 1]
        log.info("post %s of game %s not sent (%s); next try in %d s", row.id, row.game_id,
                 reason, delay)
        await self.core.store.retry_post_at(row.id, self.core.clock() + delay)

    async def put_back(self, row: OutboxRow) -> None:
        """Return a claimed post untried (an earlier post of its game is still waiting)."""
        await self.core.store.retry_post_at(row.id, self.core.clock())

    async def purge_sent(self) -> int:
        """Delete the posts sent more than :attr:`keep_sent` seconds ago, a batch of
        :data:`PURGE_BATCH` per transaction until a batch comes back short, letting the
        event loop run between batches; returns how many were deleted."""
        before = self.core.clock() - self.keep_sent
        total = 0
        while True:
            gone = await self.core.store.purge_sent_posts(before=before, limit=PURGE_BATCH)
            total += gone
            if gone < PURGE_BATCH:
                break
            await asyncio.sleep(0)
        if total:
            log.info("deleted %d post(s) sent before %d", total, before)
        return total

    async def restarted(self) -> None:
        """At start-up, when this process is the database's only user, no lease held by a
        process that died is worth waiting for."""
        if self.core.store.single_process:
            await self.core.store.release_claims()
