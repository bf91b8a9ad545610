"""Pings that respect where players live: a post names everyone it calls to act, but pings
only those outside their quiet hours and stopped weekends (:mod:`bot.app.calendar`); a player
it could not ping is called once those end.

This is decided when a post is sent, not when it is stored. A post can wait in its game's
outbox for hours (a channel refusing posts holds them until it takes them again, a failed
send waits for its retry), and whether a ping wakes someone depends on the moment it
reaches them: decided with the change, a post stored at 22:00 and held until 03:00 would
ping a player asleep, and one stored in their night but sent the next morning would stay
silent for no reason. So the stored post keeps everyone it pings, and :meth:`Pings.hush`,
right before the send, leaves those resting at that moment out of the message's allowed
mentions: their visible mention stays, the others the same post awaits are still pinged,
and a post left pinging nobody is sent silently (:func:`bot.interface.components.post_kwargs`).

The call that replaces a held-back ping is a reminder point of the player's current
decision (lead :data:`storage.schedule.CALL`), due when their quiet hours or weekend end,
and stored before the post is sent: one row for ever, taken once by the scheduler like
every point (a player still resting when it falls due, having changed their hours, waits
again), kept by later plans while the decision lasts and dropped with it, so a player who
has moved by then is not called. A decision has one call at most: a later post naming the
same player while they rest (another seat moved in a simultaneous choice) finds it
stored. Which post began the decision is not asked: a post may carry several changes (a
start and the AI seats' moves after it), so a player pinged when their decision began and
named again while resting is called once more too, a reminder rather than a ping in the
night. Stored before the send, a call is never lost to a crash; a send that fails and goes
later, when the player can be pinged, leaves one call more at most.
"""

from __future__ import annotations

from bot.app.calendar import Calendar, quiet_key, zone_key
from bot.app.core import Core
from bot.app.table import Post
from storage.base import OutboxRow, ScheduleEntry
from storage.schedule import CALL

__all__ = ["Pings"]


class Pings:
    def __init__(self, core: Core) -> None:
        self.core = core
        self.store = core.store

    async def resting(self, guild_id: int, users: list[int], now: int) -> dict[int, int]:
        """The members among ``users`` in their quiet hours or on a stopped weekend at
        ``now``, each with the instant that ends, in one read of the settings."""
        keys = ["weekends", *(zone_key(u) for u in users), *(quiet_key(u) for u in users)]
        found = await self.store.get_settings_of(guild_id, keys)
        weekends = bool(found.get("weekends"))
        ends: dict[int, int] = {}
        for user in users:
            quiet = found.get(quiet_key(user))
            if quiet is None and not weekends:
                continue
            calendar = Calendar.stored(found.get(zone_key(user)), quiet, weekends)
            if calendar.resting(now):
                ends[user] = calendar.settle(now)
        return ends

    async def hush(self, row: OutboxRow, post: Post) -> Post:
        """``post`` (read from ``row``, about to be sent) pinging only the members who are
        not resting now; those who are get a call when their rest ends (see the module)."""
        if not post.mentions:
            return post
        live = self.core.games.get(row.channel_id)
        guild_id = (live.row.guild_id if live is not None and live.row.id == row.game_id
                    else (await self.store.get_game(row.game_id)).guild_id)
        ends = await self.resting(guild_id, post.mentions, self.core.clock())
        if not ends:
            return post
        seats = {s.user_id: s.seat for s in await self.store.get_seats(row.game_id)
                 if not s.is_ai and s.user_id in ends}
        waits = {w.seat: w for w in await self.store.seat_waits(row.game_id)}
        calls = [ScheduleEntry(seat, wait.ply, wait.since, "reminder", CALL, ends[user])
                 for user, seat in sorted(seats.items()) if (wait := waits.get(seat))]
        if calls:
            await self.store.add_calls(row.game_id, calls)
        post.mentions = [u for u in post.mentions if u not in ends]
        return post
