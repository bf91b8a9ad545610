"""Seats changing hands during a game: a player leaves (the AI keeps the seat warm), someone
takes an open seat over, a moderator substitutes a player or hands a seat to the AI.

A seat's private view belongs to the seat, not the person: whoever holds it sees its hand,
and nobody else does, because views are always asked for by seat.

A seat changing hands is stored in one transaction with the post announcing it ("... the AI
keeps the seat warm", "... takes over") and, when the AI then plays the seat, with the AI's
moves: a crash keeps both or neither, so no table is left untold of a change.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import AsyncIterator

from bot.app.clocks import SERVER_KEYS, ServerSettings
from bot.app.core import Core
from bot.app.errors import NotAPlayer, UserError
from bot.app.i18n import t
from bot.app.language import names_of
from bot.app.table import LiveGame, Post, mention
from bot.features.reliability import admit
from games.core import Event
from storage.base import Change, GameStatus, NewAudit, Replan, SeatChange, SeatRow


def open_seats(live: LiveGame) -> list[int]:
    """Seats a newcomer may take: ones a person left to the AI (lobby AI seats stay AI)."""
    return [s.seat for s in live.seats if s.is_ai and s.user_id is not None]


def changed_seat(seat: SeatRow, change: SeatChange, now: int) -> SeatRow:
    """``seat`` as ``change`` leaves it, as storage writes it: to the AI, its holder stays
    named; to a member, who joins now."""
    if change.to_ai:
        return dataclasses.replace(seat, is_ai=True)
    return dataclasses.replace(seat, user_id=change.user_id, is_ai=False, joined_at=now)


class Seats:
    def __init__(self, core: Core) -> None:
        self.core = core
        self.store = core.store

    @contextlib.asynccontextmanager
    async def handing_over(self, live: LiveGame, change: SeatChange) -> AsyncIterator[None]:
        """Show ``change`` in ``live`` while the post announcing it is worded and stored
        with it. Should storing fail, the seats are put back: a game in memory never shows
        a change that was not stored to whoever waits on its lock. The caller holds
        ``live.lock``."""
        seats, names = live.seats, live.names
        live.seats = [changed_seat(s, change, self.core.clock()) if s.seat == change.seat
                      else s for s in seats]
        live.names = await names_of(self.store, live.row.guild_id, live.seats)
        live.choices.clear()
        self.core.boards.drop(live.row.id, live.version - 1)  # its board names the old holder
        try:
            yield
        except BaseException:
            live.seats, live.names = seats, names
            live.choices.clear()
            raise

    async def to_ai(self, live: LiveGame, seat: int, text: str, locale: str,
                    audit: NewAudit | None = None) -> Post:
        """Hand ``seat`` to the AI (keeping who held it), then let the game go on: the change,
        its post (in ``locale``, the server's), the AI's moves and a moderator's ``audit``
        are stored together."""
        change = SeatChange(seat)
        async with live.lock, self.handing_over(live, change):
            outcome = await self.core.advance(live, [], [Event(text)], [], seat_button=seat,
                                              seat_change=change, audit=audit,
                                              locale=locale)
        return outcome.post

    async def leave(self, live: LiveGame, user_id: int, locale: str) -> Post:
        """/game leave during a game: the AI plays the seat until someone takes it over.
        Every post here is in ``locale``, the server's."""
        seat = live.seat_of(user_id)
        if seat is None:
            raise NotAPlayer.of("error.not_player")
        return await self.to_ai(live, seat, t("seat.open", locale, user=mention(user_id, locale),
                                                seat=live.label(seat, locale)), locale)

    async def hand_to_ai(self, live: LiveGame, user_id: int, locale: str,
                         audit: NewAudit | None = None) -> Post:
        seat = live.seat_of(user_id)
        if seat is None:
            raise UserError.of("error.not_in_game", user=mention(user_id, locale))
        return await self.to_ai(live, seat, t("seat.ai", locale, user=mention(user_id, locale),
                                                seat=live.label(seat, locale)), locale, audit)

    async def take(self, live: LiveGame, user_id: int, locale: str,
                   seat: int | None = None) -> Post:
        """Take over an open seat (a given one, or the first open one)."""
        if any(s.user_id == user_id and not s.is_ai for s in live.seats):
            raise UserError.of("error.already_seated")
        choices = open_seats(live)
        if seat is None:
            if not choices:
                raise UserError.of("error.no_open_seat")
            seat = choices[0]
        elif seat not in choices:
            raise UserError.of("error.seat_taken")
        if all(s.user_id != user_id for s in live.seats):  # (their own seat back is no new game)
            settings = ServerSettings.from_stored(
                await self.store.get_settings_of(live.row.guild_id, SERVER_KEYS))
            await admit(self.store, settings, live.row.guild_id, user_id, lobby=False)
        return await self.give(live, seat, user_id, t(
            "seat.taken", locale, user=mention(user_id, locale),
            seat=live.label(seat, locale)), locale)

    async def substitute(self, live: LiveGame, old: int, new: int, locale: str,
                         audit: NewAudit | None = None) -> Post:
        seat = next((s.seat for s in live.seats if s.user_id == old), None)
        if seat is None:
            raise UserError.of("error.not_in_game", user=mention(old, locale))
        if any(s.user_id == new for s in live.seats):
            raise UserError.of("error.already_seated")
        return await self.give(live, seat, new, t(
            "seat.substitute", locale, new=mention(new, locale), old=mention(old, locale),
            seat=live.label(seat, locale)), locale, audit)

    async def give(self, live: LiveGame, seat: int, user_id: int, text: str, locale: str,
                   audit: NewAudit | None = None) -> Post:
        """Give ``seat`` to a member, stored with the post announcing it, the game's new
        schedule (the seat's reminders and deadline now go to them) and a moderator's
        ``audit``: a crash cannot leave the new holder with no reminder and no deadline."""
        change = SeatChange(seat, user_id)
        async with live.lock:
            async with self.handing_over(live, change):
                entries = await self.core.plan(live, live, [])
                post = await self.core.describe(live, [Event(text)], None, locale)
                planned = (await self.store.commit(Change(
                    live.row.id, self.core.clock(), seat_change=change,
                    posts=[self.core.outbox_post(live, post)],
                    schedule=None if entries is None else Replan(live.version, entries),
                    audit=audit))).planned
            if not planned or entries is None:  # another process moved the game meanwhile
                await self.core.changed(live)
            return post

    async def member_left(self, guild_id: int, user_id: int,
                          locale: str) -> list[tuple[int, Post]]:
        """A member left the server: each of their seats goes to the AI, open to others
        (said in ``locale``, the server's)."""
        posts: list[tuple[int, Post]] = []
        for row in await self.store.list_open_games_for_user(user_id, guild_id):
            if row.status != GameStatus.ACTIVE:
                continue
            live = await self.core.live(row.channel_id)
            if live.seat_of(user_id) is not None:
                posts.append((row.channel_id, await self.leave(live, user_id, locale)))
        return posts
