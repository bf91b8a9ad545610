"""Channels that refuse the bot's posts: the posts wait, the people are told, nothing
storms.

When a game's channel refuses a post (the bot lacks Send Messages there, or the game's
thread was archived and locked), the post is *held*: it stays unsent in the outbox with a
"not before" time, which also holds every later post of its game behind it (the outbox
never sends a game's posts out of order), and the channel is recorded as waiting
(:class:`Hold`, kept with the server's settings as ``hold.<channel id>``, so every process
and a restart know it). The record says what is missing, since when, how often it was tried
and which posts wait, and whether the server's owner was told.

A held channel is tried again when something says it may post: a permission or thread
update from the gateway, any interaction in the channel, or the back-off running out
(:data:`RETRY_STEPS`, from five minutes to an hour). Before a try the bot reads its
permissions from discord.py's cache (:mod:`bot.interface.permissions`), so a channel still refusing
costs no request at all; a channel the cache thinks open but Discord refuses costs one
request per step, a few an hour at most.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from bot.interface.permissions import Refusal
from storage import GameStore

__all__ = ["PREFIX", "RETRY_STEPS", "Hold", "Holds"]

PREFIX = "hold."
#: Seconds before a held channel is tried again, by how many tries it has had.
RETRY_STEPS = (300, 600, 1200, 2400, 3600)


@dataclass
class Hold:
    """A channel that refused the bot's posts, and the posts waiting for it."""

    channel_id: int
    reason: str  # see bot.interface.permissions.Refusal
    missing: list[str]
    since: int
    tries: int = 1
    #: The first waiting post of each game, by post id: the game's id.
    posts: dict[str, int] = field(default_factory=dict)
    told: bool = False  # the server's owner has been told

    @property
    def refusal(self) -> Refusal:
        return Refusal(self.reason, tuple(self.missing))

    def next_try(self, now: int) -> int:
        return now + RETRY_STEPS[min(self.tries, len(RETRY_STEPS)) - 1]

    @classmethod
    def of(cls, value: Any) -> Hold:
        data = dict(value)
        return cls(int(data["channel_id"]), str(data["reason"]),
                   [str(m) for m in data.get("missing", [])], int(data["since"]),
                   int(data.get("tries", 1)),
                   {str(k): int(v) for k, v in dict(data.get("posts", {})).items()},
                   bool(data.get("told", False)))


class Holds:
    """The waiting channels of every server, as stored, with the ids of the held ones kept
    in memory so an interaction in an open channel costs nothing to check."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.channels: dict[int, int] = {}  # held channel -> its server

    async def load(self) -> None:
        """At start-up: the channels left waiting by an earlier run or another process."""
        for guild_id, key, _ in await self.store.settings_named(PREFIX):
            self.channels[int(key.removeprefix(PREFIX))] = guild_id

    async def get(self, guild_id: int, channel_id: int) -> Hold | None:
        value = await self.store.get_setting(guild_id, f"{PREFIX}{channel_id}")
        return None if value is None else Hold.of(value)

    async def hold(self, guild_id: int, channel_id: int, refusal: Refusal, *, post_id: int,
                   game_id: int, now: int) -> tuple[Hold, bool]:
        """Record that the channel refused ``post_id`` (of ``game_id``); returns the hold
        and whether it is new (then people must be told)."""
        found = await self.get(guild_id, channel_id)
        hold = found or Hold(channel_id, refusal.reason, list(refusal.missing), now, tries=0)
        hold.reason, hold.missing = refusal.reason, list(refusal.missing)
        hold.tries += 1
        hold.posts.setdefault(str(post_id), game_id)
        await self.save(guild_id, hold, now=now)
        return hold, found is None

    async def save(self, guild_id: int, hold: Hold, *, now: int) -> None:
        await self.store.set_setting(guild_id, f"{PREFIX}{hold.channel_id}", asdict(hold),
                                     now=now)
        self.channels[hold.channel_id] = guild_id

    async def release(self, guild_id: int, channel_id: int) -> Hold | None:
        """The channel takes posts again: forget its hold; returns it (its posts are the
        caller's to send now)."""
        hold = await self.get(guild_id, channel_id)
        self.channels.pop(channel_id, None)
        if hold is not None:
            await self.store.delete_setting(guild_id, f"{PREFIX}{channel_id}")
        return hold

    def held(self, channel_id: int) -> int | None:
        """The server of a channel known to be waiting, else None (no database read)."""
        return self.channels.get(channel_id)
