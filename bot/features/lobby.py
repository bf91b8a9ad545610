"""Lobbies: opening a game in a channel, taking and leaving seats, starting it.

A lobby is a stored game row with status ``lobby`` and its seats; starting it draws the
seat order from the game's own seed (so the record replays), sets the engine up and hands
the new live game to the core, which makes the first post. Options are checked against the
engine when the lobby opens, so a bad option is refused before anyone joins.

What players keep from one game to the next in a server (Magnastorm's artifact cards, the
registry entry's ``carry_option``) is also here: passed in at the start, added to at the end.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, replace
from typing import Any

import games
from bot.app.core import Core
from bot.app.errors import BadOption, NoGameHere, NotAllowed, NotAPlayer, TryAgain, UserError
from bot.app.i18n import t
from bot.app.language import names_of
from bot.app.render import playable_games
from bot.app.table import LiveGame, LobbyInfo, MoveOutcome, mention, seat_label
from bot.app.wording import clip
from bot.features.links import Links
from bot.features.reliability import admit, seated
from bot.features.timekeeping import Timekeeper, check_deadline_hours
from games import parts
from games.core import Event, Game, IllegalMove, Rng
from games.i18n import Message
from games.registry import descriptor
from storage.base import (
    Change,
    ChannelBusy,
    GameRow,
    GameStart,
    GameStatus,
    LobbyFull,
    SeatRow,
    SeatSpec,
    SeatTaken,
    StaleGame,
)


def parse_options(text: str) -> dict[str, Any]:
    """``"optional_artifacts=false, factions=Blue|Red"`` -> a dict; lenient but strict on form."""
    options: dict[str, Any] = {}
    for part in (p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        key, sep, raw = part.partition("=")
        key = key.strip().lower().replace("-", "_").replace(" ", "_")
        if not sep or not key:
            raise BadOption.of("error.bad_options",
                               detail=Message("error.not_key_value", {"part": repr(part[:40])}))
        value = raw.strip()
        parsed: Any
        if value.lower() in ("true", "yes", "on"):
            parsed = True
        elif value.lower() in ("false", "no", "off"):
            parsed = False
        elif value.lstrip("-").isdigit():
            parsed = int(value)
        elif "|" in value:
            parsed = [v.strip() for v in value.split("|") if v.strip()]
        else:
            parsed = value
        options[key] = parsed
    return options


def refusal(exc: Exception) -> str | Message:
    """Why an engine refused its options: its message (worded for each reader), else its
    text, shortened."""
    found = exc.msg if isinstance(exc, IllegalMove) else None
    return found if isinstance(found, Message) else clip(str(exc), "en", 300)


@dataclass(frozen=True)
class NewGame:
    """A ``/game new`` whose game, options and seats were checked; not stored yet."""

    engine: Game[Any]
    options: dict[str, Any]
    ai_seats: int
    deadline_hours: int | None


def started_seats(row: GameRow, order: list[SeatRow], specs: list[SeatSpec],
                  now: int) -> list[SeatRow]:
    """The seats as starting the game stores them: in the drawn order, with their labels;
    members keep when they joined."""
    return [SeatRow(row.id, i, spec.user_id, spec.is_ai, spec.label,
                    seat.joined_at if seat.user_id is not None else now)
            for i, (seat, spec) in enumerate(zip(order, specs, strict=True))]


class Lobby:
    def __init__(self, core: Core, timekeeper: Timekeeper, links: Links) -> None:
        self.core = core
        self.store = core.store
        self.timekeeper = timekeeper
        self.links = links  # the game's web address ends its lobby message, once pages are served
        core.on_finish.append(self.keep_collections)

    def check_new(self, channel_id: int, game: str, ai_seats: int = 0,
                  options_text: str = "", *, deadline_hours: int | None = None) -> NewGame:
        """What ``/game new`` can refuse without waiting on anything: the game, its options
        (the engine sets one up, a fraction of a millisecond), the AI seats, the deadline,
        and a game this process runs in the channel. It never awaits, so the command can
        refuse at once, within Discord's 3 seconds however busy the database is; what needs
        the database is checked by :meth:`open_lobby`."""
        if deadline_hours is not None:
            check_deadline_hours(deadline_hours)
        if game not in playable_games():
            raise UserError.of("error.unknown_game", name=game,
                               known=", ".join(playable_games()))
        engine = games.get(game)
        options = parse_options(options_text)
        try:
            engine.setup(engine.max_players, 0, options)
        except (ValueError, IllegalMove) as exc:
            raise BadOption.of("error.bad_options", detail=refusal(exc)) from None
        if ai_seats < 0 or ai_seats + 1 > engine.max_players:
            raise BadOption.of("error.too_many_ai", title=engine.title, max=engine.max_players)
        if self.running_in(channel_id):
            raise UserError.of("error.channel_busy")
        return NewGame(engine, options, ai_seats, deadline_hours)

    def running_in(self, channel_id: int) -> bool:
        """A running game of this channel is in memory, and memory is the truth (one
        process per database): the channel is taken. Lobbies are not kept in memory; the
        store refuses a second open game in a channel in any case."""
        live = self.core.games.get(channel_id)
        return (live is not None and live.row.status == GameStatus.ACTIVE
                and self.store.single_process)

    async def open_lobby(self, guild_id: int, channel_id: int, user_id: int, new: NewGame, *,
                         parent_id: int | None = None, locale: str) -> LobbyInfo:
        """Store a lobby that :meth:`check_new` let through: the server's channel rules and
        the channel's open game are checked here, against the database."""
        settings = await self.timekeeper.settings(guild_id)
        if settings.channels and not {channel_id, parent_id} & set(settings.channels):
            places = ", ".join(f"<#{c}>" for c in settings.channels)
            raise NotAllowed.of("error.channel_not_allowed", channels=places)
        await admit(self.store, settings, guild_id, user_id)  # the host takes a seat too
        engine, now = new.engine, self.core.clock()
        try:
            row = await self.store.create_lobby(
                guild_id=guild_id, channel_id=channel_id, game=engine.name, host_id=user_id,
                seed=secrets.randbits(63), now=now, options=new.options)
        except ChannelBusy:
            raise UserError.of("error.channel_busy") from None
        for _ in range(new.ai_seats):
            await self.store.add_seat(row.id, user_id=None, now=now, is_ai=True,
                                      max_seats=engine.max_players)
        if new.deadline_hours is not None:
            await self.store.set_setting(guild_id, f"game.{row.id}.deadline_hours",
                                         new.deadline_hours, now=now)
        return await self.lobby(row.id, locale)

    async def new_game(self, guild_id: int, channel_id: int, user_id: int, game: str,
                       ai_seats: int = 0, options_text: str = "", *,
                       deadline_hours: int | None = None,
                       parent_id: int | None = None, locale: str) -> LobbyInfo:
        """Check and open a lobby in one call (the two steps of ``/game new`` together)."""
        new = self.check_new(channel_id, game, ai_seats, options_text,
                             deadline_hours=deadline_hours)
        return await self.open_lobby(guild_id, channel_id, user_id, new, parent_id=parent_id,
                                     locale=locale)

    async def lobby(self, game_id: int, locale: str) -> LobbyInfo:
        """The lobby's message, in ``locale`` (the server's, as every lobby text here), with
        the game's web address when the pages are served."""
        row = await self.store.get_game(game_id)
        engine = games.get(row.game)
        seats = await self.store.get_seats(game_id)
        humans = [s for s in seats if not s.is_ai]
        players = await seated(self.store, row.guild_id, [s.user_id for s in humans], locale)
        text = t("lobby.body", locale, host=mention(row.host_id, locale), seated=len(seats),
                 max=engine.max_players, min=engine.min_players, players=players,
                 ai=sum(1 for s in seats if s.is_ai))
        url = await self.links.url(row)
        if url is not None:
            text += "\n" + t("web.follow", locale, url=url)
        return LobbyInfo(game_id, text, t("lobby.title", locale, title=engine.title),
                         row.lobby_message_id, row.status == GameStatus.LOBBY)

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.store.set_lobby_message(game_id, message_id, now=self.core.clock())

    async def lobby_row(self, channel_id: int | None, game_id: int | None) -> GameRow:
        """The open lobby named by a button's game id or the command's channel."""
        if game_id is not None:
            row = await self.store.get_game(game_id)
        else:
            assert channel_id is not None
            found = await self.store.open_game_in_channel(channel_id)
            if found is None:
                raise NoGameHere.of("error.no_lobby")
            row = found
        if row.status == GameStatus.ACTIVE:
            raise UserError.of("error.already_started")
        if row.status != GameStatus.LOBBY:
            raise NoGameHere.of("error.no_lobby")
        return row

    async def join(self, user_id: int, *, channel_id: int | None = None,
                   game_id: int | None = None, locale: str) -> LobbyInfo:
        row = await self.lobby_row(channel_id, game_id)
        engine = games.get(row.game)
        if all(s.user_id != user_id for s in await self.store.get_seats(row.id)):
            await admit(self.store, await self.timekeeper.settings(row.guild_id),
                        row.guild_id, user_id)  # the server's limits, if any
        try:
            await self.store.add_seat(row.id, user_id=user_id, now=self.core.clock(),
                                      max_seats=engine.max_players)
        except SeatTaken:
            raise UserError.of("error.already_seated") from None
        except LobbyFull:
            raise UserError.of("error.lobby_full", max=engine.max_players) from None
        except StaleGame:
            raise UserError.of("error.already_started") from None
        return await self.lobby(row.id, locale)

    async def leave(self, user_id: int, *, channel_id: int | None = None,
                    game_id: int | None = None, locale: str) -> LobbyInfo:
        row = await self.lobby_row(channel_id, game_id)
        if user_id == row.host_id:
            raise UserError.of("error.host_leaves")
        seats = await self.store.get_seats(row.id)
        mine = [s for s in seats if s.user_id == user_id and not s.is_ai]
        if not mine:
            raise NotAPlayer.of("error.not_seated")
        await self.store.remove_seat(row.id, mine[0].seat, now=self.core.clock())
        return await self.lobby(row.id, locale)

    async def cancel(self, user_id: int, *, channel_id: int | None = None,
                     game_id: int | None = None, locale: str) -> LobbyInfo:
        row = await self.lobby_row(channel_id, game_id)
        if user_id != row.host_id:
            raise NotAllowed.of("error.host_only", host=mention(row.host_id, locale))
        await self.store.commit(Change(row.id, self.core.clock(), status=GameStatus.CANCELLED,
                                       reason="cancelled by the host"))
        info = await self.lobby(row.id, locale)
        info.text = t("lobby.cancelled", locale, user=mention(user_id, locale))
        return info

    async def start(self, user_id: int, *, channel_id: int | None = None,
                    game_id: int | None = None, locale: str) -> tuple[LobbyInfo, MoveOutcome]:
        row = await self.lobby_row(channel_id, game_id)
        engine = games.get(row.game)
        entry = descriptor(row.game)
        seats = await self.store.get_seats(row.id)
        if user_id != row.host_id and len(seats) < engine.max_players:
            raise NotAllowed.of("error.host_or_full", seated=len(seats), max=engine.max_players)
        if len(seats) < engine.min_players:
            raise UserError.of("error.too_few", title=engine.title, min=engine.min_players,
                               seated=len(seats))
        # Seat order is random, drawn from the game's own seed so the record replays.
        order = list(seats)
        Rng.from_seed(row.seed ^ 0x5EA7).shuffle(order)
        if entry.winner_starts:
            order = await self.winner_first(row, order)
        options = dict(row.options)
        carry = entry.carry_option
        if carry and carry not in options:
            # What players keep from game to game in this server (Magnastorm's artifacts).
            options[carry] = [await self.collection(row.guild_id, engine.name, s.user_id)
                              for s in order]
        try:
            state = engine.setup(len(order), row.seed, options)
        except (ValueError, IllegalMove) as exc:
            raise BadOption.of("error.bad_options", detail=refusal(exc)) from None
        if options != row.options:
            await self.store.set_options(row.id, options, now=self.core.clock())
        view = engine.view(state, None)
        specs = [SeatSpec(s.user_id, s.is_ai, seat_label(view, i)) for i, s in enumerate(order)]
        now = self.core.clock()
        # The start, the AI's first moves and the post announcing them: one transaction.
        seats = started_seats(row, order, specs, now)
        started = replace(row, status=GameStatus.ACTIVE, version=0, options=options,
                          started_at=now, updated_at=now)
        live = LiveGame(started, seats, engine, state, 0, now,
                        names=await names_of(self.store, row.guild_id, seats))
        names = ", ".join(live.named(i, locale) for i in range(len(live.seats)))
        intro = t("lobby.started", locale, title=engine.title, seats=names)
        async with live.lock:
            try:
                outcome = await self.core.advance(
                    live, [], [Event(intro)], private=[],
                    start=GameStart(specs, json.dumps(engine.to_json(state))), locale=locale)
            except TryAgain:  # someone else started it first
                raise UserError.of("error.already_started") from None
        info = await self.lobby(row.id, locale)
        return info, outcome

    async def winner_first(self, row: GameRow, order: list[SeatRow]) -> list[SeatRow]:
        """For games where the last winner starts: when the same members played this
        channel's previous game of it, its winner moves to seat 0 (the others keep their
        drawn order). A win by no member (Afternova's Bot) or a new table changes nothing;
        among tied winners the one drawn first starts."""
        previous = await self.store.previous_finished_game(row.channel_id, row.game, row.id)
        if previous is None:
            return order
        members = {s.user_id for s in order if not s.is_ai}
        before = {s.user_id for s in await self.store.get_seats(previous.id) if not s.is_ai}
        if members != before:
            return order
        winners = {r.user_id for r in await self.store.get_results(previous.id)
                   if r.place == 1 and r.user_id is not None}
        first = next((s for s in order if not s.is_ai and s.user_id in winners), None)
        if first is None:
            return order
        return [first, *(s for s in order if s is not first)]

    # ---- what players keep across games ----------------------------------------------------

    async def collection(self, guild_id: int, game: str, user_id: int | None) -> list[Any]:
        if user_id is None:
            return []
        return list(await self.store.get_setting(guild_id, f"collection.{game}.{user_id}", [])
                    or [])

    async def keep_collections(self, live: LiveGame, state: Any) -> dict[str, Any]:
        """At the end of a game, each player's collection with what they earned added: the
        core stores it with the game's final move, so a crash keeps both or neither."""
        kept: dict[str, Any] = {}
        for seat, items in parts.carried(live.engine.name, state).items():
            user = live.seats[seat].user_id
            if user is None or live.seats[seat].is_ai or not items:
                continue
            have = await self.collection(live.row.guild_id, live.engine.name, user)
            kept[f"collection.{live.engine.name}.{user}"] = have + list(items)
        return kept
