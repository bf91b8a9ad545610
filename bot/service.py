"""The application: lobbies, moves, undo, history and status, with no Discord types.

Cogs translate interactions into calls here and results back into messages. Everything a
user can get wrong raises :class:`bot.errors.UserError` with a sentence; nothing is written
until a move has been applied successfully by the pure engine, and each command's moves are
stored in one transaction guarded by the game's version, so a crash or a concurrent writer
never leaves a half-made move behind.

Running games are cached in memory (:class:`LiveGame`): the state, the legal moves of each
seat with their labels (for autocomplete) and the last board image, so the hot paths never
touch the database or re-render.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

import games
from bot.errors import (
    BadOption,
    IllegalMoveError,
    NoGameHere,
    NotAllowed,
    NotAPlayer,
    NotYourTurn,
    TryAgain,
    UserError,
)
from bot.i18n import t
from bot.render import Renderer, playable_games
from games.core import Event, Game, IllegalMove, Move, Outcome, Rng
from storage.base import (
    ChannelBusy,
    GameRow,
    GameStatus,
    GameStore,
    LobbyFull,
    NewMove,
    ResultRow,
    SeatRow,
    SeatSpec,
    SeatTaken,
    StaleGame,
)

log = logging.getLogger(__name__)

PAGE_SIZE = 25  # Discord's limit for select menus and autocomplete
HISTORY_PAGE = 10
MAX_AI_CHAIN = 5000  # AI decisions applied after one command, at most
MESSAGE_LIMIT = 1900


# --------------------------------------------------------------------------------------------
# Results handed back to the Discord layer
# --------------------------------------------------------------------------------------------


@dataclass
class Post:
    """A public message for the game's channel."""

    text: str
    image: bytes | None = None
    image_name: str = "board.png"
    mentions: list[int] = field(default_factory=list)
    turn_button: int | None = None  # game id: attach a persistent "Take your turn" button
    files: list[tuple[str, bytes]] = field(default_factory=list)  # further attachments
    seat_button: tuple[int, int] | None = None  # (game id, seat): "Join" to take the seat


@dataclass
class MoveOutcome:
    post: Post
    private: list[str]  # for the user who moved, only
    finished: bool


@dataclass
class LobbyInfo:
    game_id: int
    text: str
    title: str
    message_id: int | None
    open: bool


@dataclass
class Panel:
    """The ephemeral "your turn" panel: private view text and a page of legal moves."""

    game_id: int
    text: str
    options: list[tuple[str, str]]  # (label, notation)
    page: int
    pages: int
    image: bytes | None = None


@dataclass
class LiveGame:
    row: GameRow
    seats: list[SeatRow]
    engine: Game[Any]
    state: Any
    version: int
    awaited_since: int
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    choices: dict[int, list[tuple[str, str]]] = field(default_factory=dict)
    board_png: bytes | None = None

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id and not seat.is_ai:
                return seat.seat
        return None

    def label(self, seat: int) -> str:
        return self.seats[seat].label or default_label(seat)


# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------


def parse_options(text: str) -> dict[str, Any]:
    """``"optional_artifacts=false, factions=Blue|Red"`` -> a dict; lenient but strict on form."""
    options: dict[str, Any] = {}
    for part in (p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        key, sep, raw = part.partition("=")
        key = key.strip().lower().replace("-", "_").replace(" ", "_")
        if not sep or not key:
            raise BadOption.of("error.bad_options", detail=f"{part!r} is not key=value.")
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


def seat_label(view: dict[str, Any], seat: int) -> str:
    players = view.get("players") or []
    if seat < len(players):
        entry = players[seat]
        for key in ("faction", "colour", "color", "name"):
            if entry.get(key):
                text = str(entry[key])
                return text[:1].upper() + text[1:]
    return default_label(seat)


def default_label(seat: int) -> str:
    return t("seat.default", number=seat + 1)


def mention(user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id else t("ai")


def fold_events(events: Sequence[Event]) -> str:
    """Public text of a burst of events: main lines as they come, routine ones folded."""
    lines: list[str] = []
    minor: list[str] = []
    for event in events:
        if event.minor:
            minor.append(event.text)
            continue
        if minor:
            lines.append("-# " + " ".join(minor))
            minor = []
        lines.append(event.text)
    if minor:
        lines.append("-# " + " ".join(minor))
    return clip("\n".join(lines))


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    if len(text) <= limit:
        return text
    cut = text[: limit - 40].rsplit("\n", 1)[0]
    hidden = text[len(cut):].count("\n") + 1
    return cut + "\n" + t("turn.more_events", count=hidden)


PASS_VERBS = ("pass", "done", "skip", "decline", "end")


def awaited(engine: Game[Any], state: Any) -> list[int]:
    """Seats the game is waiting for: those to act, less those whose decision is optional
    (an Ad Astra or Afternova proposer may withdraw while the others answer). Nobody is
    reminded, timed out or replaced by the AI for an optional decision."""
    acting = engine.to_act(state)
    optional = getattr(engine, "optional", None)
    if optional is None:
        return acting
    skip = set(optional(state))
    return [s for s in acting if s not in skip] or acting


def default_move(engine: Game[Any], state: Any, seat: int, seed: int) -> Move:
    """The move made for a player who ran out of time: pass where passing is legal."""
    moves = engine.legal_moves(state, seat)
    for move in moves:
        if move.verb in PASS_VERBS:
            return move
    return ai_chooser(engine.name)(engine, state, seat, seed)


def ai_chooser(game: str) -> Callable[..., Move]:
    module = import_module(f"games.{game}.ai")
    chooser: Callable[..., Move] = module.choose_move
    return chooser


# --------------------------------------------------------------------------------------------
# The service
# --------------------------------------------------------------------------------------------


class GameService:
    def __init__(self, store: GameStore, renderer: Renderer,
                 clock: Callable[[], int] = lambda: int(time.time())) -> None:
        self.store = store
        self.renderer = renderer
        self.clock = clock
        self._live: dict[int, LiveGame] = {}  # by channel id
        self._loading: dict[int, asyncio.Lock] = {}
        self._writes = 0
        self._quiet = asyncio.Event()
        self._quiet.set()
        from bot.admin import Moderation
        from bot.history import History
        from bot.rewind import Rewind
        from bot.seats import Seats
        from bot.timekeeping import Timekeeper

        self.history = History(self)
        self.timekeeper = Timekeeper(self)
        self.seats = Seats(self)
        self.moderation = Moderation(self)
        self.rewind = Rewind(self)

    async def drain(self, timeout: float = 30.0) -> None:
        """Wait for moves being applied and stored to finish (used on shutdown)."""
        try:
            await asyncio.wait_for(self._quiet.wait(), timeout)
        except TimeoutError:
            log.warning("shutting down with %d move(s) still in flight", self._writes)

    # ---- loading and caching ---------------------------------------------------------------

    async def _open_row(self, channel_id: int) -> GameRow:
        row = await self.store.open_game_in_channel(channel_id)
        if row is None:
            raise NoGameHere.of("error.no_game")
        return row

    async def live(self, channel_id: int) -> LiveGame:
        """The running game of a channel, from the cache or loaded once from storage."""
        cached = self._live.get(channel_id)
        if cached is not None:
            return cached
        lock = self._loading.setdefault(channel_id, asyncio.Lock())
        async with lock:
            cached = self._live.get(channel_id)
            if cached is not None:
                return cached
            row = await self._open_row(channel_id)
            if row.status != GameStatus.ACTIVE:
                raise UserError.of("error.not_started")
            live = await self._load(row)
            self._live[channel_id] = live
            return live

    async def _load(self, row: GameRow) -> LiveGame:
        engine = games.get(row.game)
        snapshot = await self.store.load_latest(row.id)
        state = engine.from_json(json.loads(snapshot.state_json))
        seats = await self.store.get_seats(row.id)
        recent = await self.store.moves_since(row.id, max(0, snapshot.ply - 1))
        since = recent[-1].created_at if recent else (row.started_at or row.created_at)
        return LiveGame(row, seats, engine, state, snapshot.ply, since)

    async def live_by_id(self, game_id: int) -> LiveGame:
        row = await self.store.get_game(game_id)
        if row.status == GameStatus.LOBBY:
            raise UserError.of("error.not_started")
        if row.status != GameStatus.ACTIVE:
            raise UserError.of("error.game_over")
        return await self.live(row.channel_id)

    def title_of(self, game: str) -> str:
        return games.get(game).title

    def forget(self, channel_id: int) -> None:
        self._live.pop(channel_id, None)

    # ---- lobby -----------------------------------------------------------------------------

    async def new_game(self, guild_id: int, channel_id: int, user_id: int, game: str,
                       ai_seats: int = 0, options_text: str = "", *,
                       deadline_hours: int | None = None,
                       parent_id: int | None = None) -> LobbyInfo:
        settings = await self.timekeeper.settings(guild_id)
        if settings.channels and not {channel_id, parent_id} & set(settings.channels):
            places = ", ".join(f"<#{c}>" for c in settings.channels)
            raise NotAllowed.of("error.channel_not_allowed", channels=places)
        if deadline_hours is not None:
            from bot.timekeeping import check_deadline_hours

            check_deadline_hours(deadline_hours)
        if game not in playable_games():
            raise UserError.of("error.unknown_game", name=game,
                               known=", ".join(playable_games()))
        engine = games.get(game)
        options = parse_options(options_text)
        try:
            engine.setup(engine.max_players, 0, options)
        except ValueError as exc:
            raise BadOption.of("error.bad_options", detail=str(exc)) from None
        if ai_seats < 0 or ai_seats + 1 > engine.max_players:
            raise BadOption.of("error.too_many_ai", title=engine.title, max=engine.max_players)
        now = self.clock()
        try:
            row = await self.store.create_lobby(
                guild_id=guild_id, channel_id=channel_id, game=engine.name, host_id=user_id,
                seed=secrets.randbits(63), now=now, options=options)
        except ChannelBusy:
            raise UserError.of("error.channel_busy") from None
        for _ in range(ai_seats):
            await self.store.add_seat(row.id, user_id=None, now=now, is_ai=True,
                                      max_seats=engine.max_players)
        if deadline_hours is not None:
            await self.store.set_setting(guild_id, f"game.{row.id}.deadline_hours",
                                         deadline_hours, now=now)
        return await self.lobby(row.id)

    async def lobby(self, game_id: int) -> LobbyInfo:
        row = await self.store.get_game(game_id)
        engine = games.get(row.game)
        seats = await self.store.get_seats(game_id)
        humans = [s for s in seats if not s.is_ai]
        players = ", ".join(mention(s.user_id) for s in humans) or "-"
        text = t("lobby.body", host=mention(row.host_id), seated=len(seats),
                 max=engine.max_players, min=engine.min_players, players=players,
                 ai=sum(1 for s in seats if s.is_ai))
        return LobbyInfo(game_id, text, t("lobby.title", title=engine.title),
                         row.lobby_message_id, row.status == GameStatus.LOBBY)

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.store.set_lobby_message(game_id, message_id, now=self.clock())

    async def _lobby_row(self, channel_id: int | None, game_id: int | None) -> GameRow:
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
                   game_id: int | None = None) -> LobbyInfo:
        row = await self._lobby_row(channel_id, game_id)
        engine = games.get(row.game)
        try:
            await self.store.add_seat(row.id, user_id=user_id, now=self.clock(),
                                      max_seats=engine.max_players)
        except SeatTaken:
            raise UserError.of("error.already_seated") from None
        except LobbyFull:
            raise UserError.of("error.lobby_full", max=engine.max_players) from None
        except StaleGame:
            raise UserError.of("error.already_started") from None
        return await self.lobby(row.id)

    async def leave(self, user_id: int, *, channel_id: int | None = None,
                    game_id: int | None = None) -> LobbyInfo:
        row = await self._lobby_row(channel_id, game_id)
        if user_id == row.host_id:
            raise UserError.of("error.host_leaves")
        seats = await self.store.get_seats(row.id)
        mine = [s for s in seats if s.user_id == user_id and not s.is_ai]
        if not mine:
            raise NotAPlayer.of("error.not_seated")
        await self.store.remove_seat(row.id, mine[0].seat, now=self.clock())
        return await self.lobby(row.id)

    async def cancel(self, user_id: int, *, channel_id: int | None = None,
                     game_id: int | None = None) -> LobbyInfo:
        row = await self._lobby_row(channel_id, game_id)
        if user_id != row.host_id:
            raise NotAllowed.of("error.host_only", host=mention(row.host_id))
        await self.store.cancel_game(row.id, now=self.clock(), reason="cancelled by the host")
        info = await self.lobby(row.id)
        info.text = t("lobby.cancelled", user=mention(user_id))
        return info

    async def start(self, user_id: int, *, channel_id: int | None = None,
                    game_id: int | None = None) -> tuple[LobbyInfo, MoveOutcome]:
        row = await self._lobby_row(channel_id, game_id)
        engine = games.get(row.game)
        seats = await self.store.get_seats(row.id)
        if user_id != row.host_id and len(seats) < engine.max_players:
            raise NotAllowed.of("error.host_or_full", seated=len(seats), max=engine.max_players)
        if len(seats) < engine.min_players:
            raise UserError.of("error.too_few", title=engine.title, min=engine.min_players,
                               seated=len(seats))
        # Seat order is random, drawn from the game's own seed so the record replays.
        order = list(seats)
        Rng.from_seed(row.seed ^ 0x5EA7).shuffle(order)
        options = dict(row.options)
        carry = getattr(engine, "carry_option", None)
        if carry and carry not in options:
            # What players keep from game to game in this server (Magnastorm's artifacts).
            options[carry] = [await self._collection(row.guild_id, engine.name, s.user_id)
                              for s in order]
        try:
            state = engine.setup(len(order), row.seed, options)
        except ValueError as exc:
            raise BadOption.of("error.bad_options", detail=str(exc)) from None
        if options != row.options:
            await self.store.set_options(row.id, options, now=self.clock())
        view = engine.view(state, None)
        specs = [SeatSpec(s.user_id, s.is_ai, seat_label(view, i)) for i, s in enumerate(order)]
        now = self.clock()
        try:
            started = await self.store.start_game(row.id, specs, json.dumps(engine.to_json(state)),
                                                  now=now)
        except StaleGame:
            raise UserError.of("error.already_started") from None
        live = await self._load(started)
        self._live[started.channel_id] = live
        names = ", ".join(f"{live.label(i)} {mention(s.user_id)}"
                          for i, s in enumerate(live.seats))
        intro = t("lobby.started", title=engine.title, seats=names)
        async with live.lock:
            outcome = await self._advance(live, [], [Event(intro)], private=[])
        info = await self.lobby(row.id)
        return info, outcome

    # ---- moves -----------------------------------------------------------------------------

    def _check_turn(self, live: LiveGame, user_id: int) -> int:
        seat = live.seat_of(user_id)
        if seat is None:
            raise NotAPlayer.of("error.not_player")
        acting = live.engine.to_act(live.state)
        if not acting:
            raise UserError.of("error.game_over")
        if seat not in acting:
            waiting = " and ".join(f"{live.label(s)} ({mention(live.seats[s].user_id)})"
                                   for s in acting)
            raise NotYourTurn.of("error.not_your_turn", waiting=waiting)
        return seat

    async def move(self, channel_id: int, user_id: int, text: str) -> MoveOutcome:
        live = await self.live(channel_id)
        return await self._move(live, user_id, text)

    async def move_in(self, game_id: int, user_id: int, text: str) -> MoveOutcome:
        live = await self.live_by_id(game_id)
        return await self._move(live, user_id, text)

    async def _move(self, live: LiveGame, user_id: int, text: str) -> MoveOutcome:
        if not text.strip():
            raise UserError.of("error.empty_move")
        async with live.lock:
            seat = self._check_turn(live, user_id)
            engine, state = live.engine, live.state
            try:
                move = engine.parse_move(state, seat, text)
                new_state, events = engine.apply(state, seat, move)
            except IllegalMove as exc:
                raise IllegalMoveError(exc.message) from None
            notation = engine.format_move(state, move)
            rows = [self._row(live, seat, notation, events, user_id, "player")]
            private = [e.private[seat] for e in events if seat in e.private]
            return await self._advance(live, rows, events, private, new_state)

    def _row(self, live: LiveGame, seat: int, notation: str, events: Sequence[Event],
             user_id: int | None, kind: str) -> NewMove:
        private: dict[int, str] = {}
        for event in events:
            for s, text in event.private.items():
                private[s] = (private[s] + "\n" + text) if s in private else text
        return NewMove(seat=seat, notation=notation, created_at=self.clock(),
                       public_text="\n".join(e.text for e in events),
                       private_texts=private, user_id=user_id, kind=kind)

    async def _advance(self, live: LiveGame, rows: list[NewMove], events: list[Event],
                       private: list[str], new_state: Any = None) -> MoveOutcome:
        """Let AI seats play, store everything in one transaction, then describe it."""
        self._writes += 1
        self._quiet.clear()
        try:
            return await self._advance_inner(live, rows, events, private, new_state)
        finally:
            self._writes -= 1
            if not self._writes:
                self._quiet.set()

    async def _advance_inner(self, live: LiveGame, rows: list[NewMove], events: list[Event],
                             private: list[str], new_state: Any) -> MoveOutcome:
        state = live.state if new_state is None else new_state
        if any(seat.is_ai for seat in live.seats):
            state, ai_rows, ai_events = await asyncio.to_thread(self._play_ai, live, state,
                                                               live.version + len(rows))
            rows += ai_rows
            events = events + ai_events
        outcome = live.engine.outcome(state)
        # The board is drawn (in the pool) while the move is committed: neither waits.
        drawing = asyncio.ensure_future(
            self.renderer.board(live.engine.name, live.engine.view(state, None)))
        if rows:
            results = self._results(live, outcome) if outcome else None
            try:
                live.version = await self.store.append_moves(
                    live.row.id, live.version, rows, json.dumps(live.engine.to_json(state)),
                    GameStatus.FINISHED if outcome else None, results=results,
                    result_reason=outcome.reason if outcome else None, now=self.clock())
            except BaseException as exc:
                drawing.cancel()
                if isinstance(exc, StaleGame):
                    self.forget(live.row.channel_id)
                    raise TryAgain.of("error.stale") from None
                raise
            live.awaited_since = self.clock()
        live.state = state
        live.choices.clear()
        live.board_png = await drawing
        await self.timekeeper.reschedule(live)
        post = await self._post(live, events, outcome)
        if outcome is not None:
            self.forget(live.row.channel_id)
            await self._keep_collections(live, state)
            media = await self.history.media(live.row.id)
            post.files = [("scores.png", media.scores_png), ("replay.gif", media.replay_gif)]
        return MoveOutcome(post, private, outcome is not None)

    async def play_for(self, live: LiveGame, seats: Sequence[int], policy: str,
                       headline: str, kind: str = "timeout") -> Post:
        """Decide for these seats: ``default`` plays the engine's default move (a pass where
        passing is legal, otherwise the AI's choice); ``ai`` lets the AI decide."""
        async with live.lock:
            engine = live.engine
            state = live.state
            rows: list[NewMove] = []
            events: list[Event] = [Event(headline)]
            for seat in seats:
                if seat not in engine.to_act(state):
                    continue
                move = (default_move(engine, state, seat, live.row.seed) if policy == "default"
                        else ai_chooser(engine.name)(engine, state, seat,
                                                     live.row.seed ^ live.version))
                notation = engine.format_move(state, move)
                state, new = engine.apply(state, seat, move)
                rows.append(self._row(live, seat, notation, new, None, kind))
                events += new
            outcome = await self._advance(live, rows, events, [], state)
            return outcome.post

    async def refresh_seats(self, live: LiveGame) -> None:
        live.seats = await self.store.get_seats(live.row.id)
        live.choices.clear()

    async def _collection(self, guild_id: int, game: str, user_id: int | None) -> list[Any]:
        if user_id is None:
            return []
        return list(await self.store.get_setting(guild_id, f"collection.{game}.{user_id}", [])
                    or [])

    async def _keep_collections(self, live: LiveGame, state: Any) -> None:
        """At the end of a game, add what each player earned to their collection."""
        carried = getattr(live.engine, "carried", None)
        if carried is None:
            return
        for seat, items in carried(state).items():
            user = live.seats[seat].user_id
            if user is None or live.seats[seat].is_ai or not items:
                continue
            have = await self._collection(live.row.guild_id, live.engine.name, user)
            await self.store.set_setting(live.row.guild_id,
                                         f"collection.{live.engine.name}.{user}",
                                         have + list(items), now=self.clock())

    def _play_ai(self, live: LiveGame, state: Any, ply: int) -> tuple[Any, list[NewMove],
                                                                       list[Event]]:
        """Apply AI decisions until a human must act (runs in a worker thread)."""
        engine = live.engine
        rows: list[NewMove] = []
        events: list[Event] = []
        chooser: Callable[..., Move] | None = None
        for _ in range(MAX_AI_CHAIN):
            if engine.outcome(state) is not None:
                break
            ai_seats = [s for s in awaited(engine, state) if live.seats[s].is_ai]
            if not ai_seats:
                break
            seat = ai_seats[0]
            chooser = chooser or ai_chooser(engine.name)
            move = chooser(engine, state, seat, live.row.seed ^ (ply + len(rows)))
            notation = engine.format_move(state, move)
            state, new = engine.apply(state, seat, move)
            rows.append(self._row(live, seat, notation, new, None, "ai"))
            events += new
        return state, rows, events

    def _results(self, live: LiveGame, outcome: Outcome) -> list[ResultRow]:
        return [ResultRow(seat=s, user_id=live.seats[s].user_id, score=outcome.scores[s],
                          place=outcome.place_of(s)) for s in range(len(live.seats))]

    async def _post(self, live: LiveGame, events: Sequence[Event],
                    outcome: Outcome | None) -> Post:
        text = fold_events(events)
        image = await self.board_image(live)
        if outcome is not None:
            return Post(clip(text + "\n\n" + self.results_text(live, outcome)), image)
        acting = awaited(live.engine, live.state)
        users = [live.seats[s].user_id for s in acting if not live.seats[s].is_ai]
        prompts = {s: self._prompt(live, s) for s in acting}
        if len(set(prompts.values())) <= 1:
            who = ", ".join(f"{live.label(s)} {mention(live.seats[s].user_id)}" for s in acting)
            line = t("turn.next", mentions=who, prompt=next(iter(prompts.values()), ""))
        else:  # several seats deciding different things: each with its own prompt
            line = t("turn.next_each", each="; ".join(
                f"{live.label(s)} {mention(live.seats[s].user_id)} ({prompts[s]})"
                for s in acting))
        clock = await self.timekeeper.clock_for(live)
        if clock is not None:
            line += " " + t("turn.deadline", deadline=f"<t:{clock.deadline}:R>")
        return Post(clip(text + "\n" + line if text else line), image,
                    mentions=[u for u in users if u], turn_button=live.row.id)

    def _prompt(self, live: LiveGame, seat: int) -> str:
        """What a seat must decide, for the public "Next:" line: the public view's prompt for
        that seat where the engine gives one, else the seat's own prompt (engines build it from
        public facts)."""
        view = live.engine.view(live.state, seat)
        private = view.get("private") or {}
        prompt = (view.get("prompts") or {}).get(str(seat)) or private.get("prompt")
        return str(prompt or t("word.your_decision")).rstrip(".")

    def results_text(self, live: LiveGame, outcome: Outcome) -> str:
        lines = [t("results.header", reason=outcome.reason.rstrip("."))]
        for group in outcome.ranking:
            for seat in group:
                lines.append(t("results.line", place=outcome.place_of(seat),
                               seat=live.label(seat), user=mention(live.seats[seat].user_id),
                               score=outcome.scores[seat]))
        winners = " and ".join(f"{live.label(s)} {mention(live.seats[s].user_id)}"
                               for s in outcome.winners)
        lines.append(t("results.winner", winners=winners))
        return "\n".join(lines)

    async def board_image(self, live: LiveGame) -> bytes:
        if live.board_png is None:
            live.board_png = await self.renderer.board(live.engine.name,
                                                       live.engine.view(live.state, None))
        return live.board_png

    # ---- autocomplete and the turn panel --------------------------------------------------

    def _choices(self, live: LiveGame, seat: int) -> list[tuple[str, str]]:
        cached = live.choices.get(seat)
        if cached is None:
            engine, state = live.engine, live.state
            cached = []
            for move in engine.legal_moves(state, seat):
                notation = engine.format_move(state, move)
                cached.append((engine.describe_move(state, move), notation))
            live.choices[seat] = cached
        return cached

    async def suggest(self, channel_id: int, user_id: int, typed: str) -> list[tuple[str, str]]:
        """Autocomplete: the caller's legal moves matching what they typed (never others')."""
        live = self._live.get(channel_id)
        if live is None:
            try:
                live = await self.live(channel_id)
            except UserError:
                return []
        seat = live.seat_of(user_id)
        if seat is None or seat not in live.engine.to_act(live.state):
            return []
        typed_l = " ".join(typed.lower().split())
        words = typed_l.split()
        first: list[tuple[str, str]] = []
        then: list[tuple[str, str]] = []
        for label, notation in self._choices(live, seat):
            choice = (f"{notation} · {label}"[:100], notation[:100])
            if notation.lower() == typed_l:
                first.insert(0, choice)  # the exact move typed comes first
            elif notation.lower().startswith(typed_l):
                first.append(choice)
            else:
                tokens = f"{notation} {label}".lower().replace("(", " ").split()
                if all(any(tok.startswith(w) for tok in tokens) for w in words):
                    then.append(choice)
            if len(first) == PAGE_SIZE:
                break
        return (first + then)[:PAGE_SIZE]

    def setup_notes(self, live: LiveGame, seat: int) -> list[str]:
        """Private lines an engine deals at setup (a secret objective), recomputed from the
        seed: engines are deterministic, so nothing needs storing."""
        deal = getattr(live.engine, "setup_events", None)
        if deal is None:
            return []
        events: list[Event] = deal(len(live.seats), live.row.seed, live.row.options)
        return [e.private[seat] for e in events if seat in e.private]

    async def notes(self, live: LiveGame, seat: int, limit: int = 200) -> list[str]:
        """Private lines other moves left for this seat since its own last move (the peek
        it was shown by someone else's action, a card it was dealt...)."""
        rows = await self.store.moves_since(live.row.id, max(0, live.version - limit))
        found: list[str] = []
        if not any(r.seat == seat for r in rows):
            found += self.setup_notes(live, seat)
        for row in rows:
            if row.seat == seat:
                found = []
            elif seat in row.private_texts:
                found.append(row.private_texts[seat])
        return found

    async def panel(self, user_id: int, page: int = 0, *, channel_id: int | None = None,
                    game_id: int | None = None) -> Panel:
        live = (await self.live_by_id(game_id) if game_id is not None
                else await self.live(channel_id or 0))
        seat = live.seat_of(user_id)
        if seat is None:
            raise NotAPlayer.of("error.not_player")
        acting = live.engine.to_act(live.state)
        if seat not in acting:
            waiting = " and ".join(live.label(s) for s in acting) or t("word.nobody")
            return Panel(live.row.id, t("turn.panel_wait", waiting=waiting), [], 0, 0)
        options = self._choices(live, seat)
        pages = max(1, math.ceil(len(options) / PAGE_SIZE))
        page = min(max(page, 0), pages - 1)
        text = t("turn.panel", seat=live.label(seat), prompt=self._prompt(live, seat))
        notes = await self.notes(live, seat)
        if notes:
            text += "\n" + t("turn.private", lines="\n".join(notes))
        text += "\n" + self.private_text(live, seat)
        return Panel(live.row.id, clip(text),
                     options[page * PAGE_SIZE:(page + 1) * PAGE_SIZE], page, pages)

    # ---- looking at the game ----------------------------------------------------------------

    def private_text(self, live: LiveGame, seat: int) -> str:
        """A seat's private view as short text lines."""
        private = live.engine.view(live.state, seat).get("private") or {}
        lines = []
        for key, value in private.items():
            if key in ("prompt", "seat", "colour", "color") or value in (None, [], {}, ""):
                continue
            lines.append(f"**{key.replace('_', ' ')}**: {_short(value)}")
        return "\n".join(lines)

    async def board(self, channel_id: int) -> Post:
        live = await self.live(channel_id)
        acting = awaited(live.engine, live.state)
        who = ", ".join(live.label(s) for s in acting)
        return Post(t("turn.waiting", mentions=who), await self.board_image(live),
                    turn_button=live.row.id)

    async def hand(self, channel_id: int, user_id: int) -> tuple[str, bytes]:
        live = await self.live(channel_id)
        seat = live.seat_of(user_id)
        if seat is None:
            raise NotAPlayer.of("error.not_player")
        view = live.engine.view(live.state, seat)
        text = t("hand.header", seat=live.label(seat)) + "\n" + self.private_text(live, seat)
        notes = await self.notes(live, seat)
        if notes:
            text += "\n" + t("turn.private", lines="\n".join(notes))
        image = await self.renderer.hand(live.engine.name, view)
        return clip(text), image

    async def status(self, channel_id: int) -> str:
        row = await self._open_row(channel_id)
        engine = games.get(row.game)
        if row.status == GameStatus.LOBBY:
            seats = await self.store.get_seats(row.id)
            return t("status.lobby", title=engine.title, seated=len(seats),
                     max=engine.max_players)
        live = await self.live(channel_id)
        view = engine.view(live.state, None)
        phase = str(view.get("phase", ""))
        lines = [t("status.header", title=engine.title, round=view.get("round", "-"),
                   phase=phase)]
        acting = awaited(engine, live.state)
        who = ", ".join(f"{live.label(s)} {mention(live.seats[s].user_id)}" for s in acting)
        lines.append(t("status.awaiting", who=who, since=f"<t:{live.awaited_since}:R>"))
        clock = await self.timekeeper.clock_for(live)
        if clock is not None:
            lines.append(t("status.deadline", deadline=f"<t:{clock.deadline}:R>"))
        scores = ", ".join(f"{live.label(i)} {p.get('score', 0)}"
                           for i, p in enumerate(view.get("players", [])))
        lines.append(t("status.scores", scores=scores))
        return "\n".join(lines)

    def rules(self, game: str) -> list[str]:
        """A short summary and the move notation, as messages under Discord's length limit
        (each code block closed within its message)."""
        try:
            engine = games.get(game)
        except games.UnknownGame:
            raise UserError.of("error.unknown_game", name=game,
                               known=", ".join(games.names())) from None
        notation = (import_module(f"games.{engine.name}.notation").__doc__ or "").strip()
        summary = getattr(import_module(f"games.{engine.name}"), "SUMMARY", "")
        header = t("rules.header", title=engine.title, min=engine.min_players,
                   max=engine.max_players)
        messages = [f"{header}\n{summary}".strip()]
        block: list[str] = []
        for line in notation.splitlines():
            if block and sum(len(x) + 1 for x in block) + len(line) > MESSAGE_LIMIT - 20:
                messages.append("```\n" + "\n".join(block) + "\n```")
                block = []
            block.append(line[: MESSAGE_LIMIT - 20])
        if block:
            messages.append("```\n" + "\n".join(block) + "\n```")
        return messages

    async def state_at(self, live: LiveGame, ply: int) -> Any:
        return await self.state_at_row(live.row, ply)

    async def state_at_row(self, row: GameRow, ply: int) -> Any:
        """The state after ``ply`` moves, from the nearest snapshot plus the recorded moves."""
        engine = games.get(row.game)
        snap = await self.store.load_snapshot(row.id, ply)
        state = engine.from_json(json.loads(snap.state_json))
        for r in await self.store.moves_since(row.id, snap.ply):
            if r.ply > ply:
                break
            assert r.seat is not None
            state, _ = engine.apply(state, r.seat, engine.parse_move(state, r.seat, r.notation))
        return state


def _short(value: Any) -> str:
    """Readable one-line text for a private-view value: cards by their name or id, counts as
    "W 2, F 1", nested details left to the hand image."""
    if isinstance(value, dict):
        if all(isinstance(v, int | str) for v in value.values()):
            return ", ".join(f"{k} {v}" for k, v in value.items())
        name = _name_of(value)
        if name:
            return name
        return "; ".join(f"{k}: {_short(v)}" for k, v in value.items()
                         if v not in (None, [], {}, ""))
    if isinstance(value, list):
        return ", ".join(_short(v) for v in value)
    return str(value)


def _name_of(item: dict[str, Any]) -> str:
    for key in ("name", "card", "id", "key"):
        if isinstance(item.get(key), str):
            return str(item[key])
    return ""
