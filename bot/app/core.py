"""The core of the application: live games and the move pipeline, with no Discord types.

Every change to a running game goes the same way: load it (cache, else the latest
snapshot), apply the move with the pure engine, let AI seats play (in the AI workers,
:mod:`bot.app.thinking`), store the moves and the new snapshot in one transaction guarded by the
game's version, draw the board in the render pool while that commits, and describe the
result as a :class:`~bot.app.table.Post`.

Features (lobby, moves, timekeeping, seats, moderation, rewind, history) sit beside the core
and use only its public API; the core imports none of them, so each can be read and tested
with the core alone. Where the core needs what a feature knows, the feature registers a hook:

- ``deadline``: the deadline of the decision a game waits for (timekeeping), shown in posts;
- ``plan``: what a move leaves to schedule (timekeeping's reminders and deadlines), stored in
  the move's own transaction like its post;
- ``on_change``: after a game's state, seats or settings changed without its schedule
  (timekeeping rewrites the schedule; a seat changing hands is planned with ``plan``);
- ``on_finish``: the server settings a game that ends leaves, stored with its final move.

Every public post a change causes is stored in the game's outbox in the same transaction as
the change (:class:`~storage.base.NewPost`), and only then sent by the Discord layer's
dispatcher, which marks it sent: a crash between storing a move and announcing it leaves the
post waiting, and a restarted bot sends it. Posts keep no images; the board at the post's
ply is drawn again if it is no longer in :attr:`Core.boards`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import games
from bot.app.caches import BoardCache, LiveGames
from bot.app.errors import NoGameHere, TryAgain, UserError
from bot.app.i18n import kept, t, word
from bot.app.language import game_language, names_of
from bot.app.metrics import Metrics
from bot.app.palette import DEFAULT, look, server_palette
from bot.app.render import Renderer
from bot.app.table import (
    POST_LEASE,
    LiveGame,
    MoveOutcome,
    Post,
    awaited,
    drawn_names,
    previewed,
    result_rows,
    results_text,
)
from bot.app.thinking import Task, Thinkers, Thought
from bot.app.wording import Said, fit, folded, said_by
from games.core import Event, Outcome
from games.views import View
from storage import GameStore
from storage.base import (
    Change,
    GameRow,
    GameStart,
    GameStatus,
    NewAudit,
    NewMove,
    NewPost,
    Replan,
    SeatChange,
    StaleGame,
)

log = logging.getLogger(__name__)

MAX_AI_CHAIN = 5000  # AI decisions applied after one command, at most

DeadlineHook = Callable[[LiveGame], Awaitable[int | None]]
ChangeHook = Callable[[LiveGame], Awaitable[Any]]
# (a game that ends, its final state) -> its server's settings to store with its final move
FinishHook = Callable[[LiveGame, Any], Awaitable[Mapping[str, Any]]]
# (the game before a move, as it will be after, the moves) -> the schedule stored with them
PlanHook = Callable[[LiveGame, LiveGame, Sequence[NewMove]], Awaitable[Sequence[Any] | None]]


async def no_deadline(live: LiveGame) -> int | None:
    return None


async def no_plan(before: LiveGame, after: LiveGame, rows: Sequence[NewMove]) -> None:
    return None


class Core:
    """Owns the live games of this process and the pipeline that changes them."""

    def __init__(self, store: GameStore, renderer: Renderer,
                 clock: Callable[[], int] = lambda: int(time.time()),
                 thinkers: Thinkers | None = None) -> None:
        self.store = store
        self.renderer = renderer
        self.thinkers = thinkers or Thinkers(0)  # where AI seats decide (threads by default)
        self.clock = clock
        self.games = LiveGames()  # by channel id, bounded (bot/app/caches.py)
        self.metrics = Metrics()  # what it counts (bot/app/metrics.py): the bot's, from the service
        self.suspended: set[int] = set()  # channels of servers that removed the bot
        self.deadline: DeadlineHook = no_deadline
        self.plan: PlanHook = no_plan
        self.on_change: list[ChangeHook] = []
        self.on_finish: list[FinishHook] = []
        self.boards = BoardCache()  # recent boards by (game, ply), for the posts being sent
        self._loading: dict[int, asyncio.Lock] = {}
        self._writes, self._quiet = 0, asyncio.Event()
        self._quiet.set()

    async def drain(self, timeout: float = 30.0) -> None:
        """Wait for moves being applied and stored to finish (used on shutdown)."""
        try:
            await asyncio.wait_for(self._quiet.wait(), timeout)
        except TimeoutError:
            log.warning("shutting down with %d move(s) still in flight", self._writes)

    # ---- loading and caching ---------------------------------------------------------------

    async def open_row(self, channel_id: int) -> GameRow:
        """The channel's open game (lobby or running), or a "no game here" refusal."""
        row = await self.store.open_game_in_channel(channel_id)
        if row is None:
            raise NoGameHere.of("error.no_game")
        return row

    async def live(self, channel_id: int) -> LiveGame:
        """The running game of a channel, from the cache or loaded once from storage."""
        cached = self.games.get(channel_id)
        if cached is not None and await self.current(cached):
            self.games.touch(channel_id)
            return cached
        lock = self._loading.setdefault(channel_id, asyncio.Lock())
        async with lock:
            cached = self.games.get(channel_id)
            if cached is not None:
                return cached
            row = await self.open_row(channel_id)
            if row.status != GameStatus.ACTIVE:
                raise UserError.of("error.not_started")
            live = await self.load(row)
            self.adopt(live)
            return live

    async def load(self, row: GameRow) -> LiveGame:
        """Build a live game from its latest snapshot (not cached: see :meth:`adopt`)."""
        engine = games.get(row.game)
        snapshot = await self.store.load_latest(row.id)
        state = engine.from_json(json.loads(snapshot.state_json))
        seats = await self.store.get_seats(row.id)
        last = next(reversed(await self.store.moves_since(row.id, max(0, snapshot.ply - 1))), None)
        since = last.created_at if last else (row.started_at or row.created_at)
        return LiveGame(row, seats, engine, state, snapshot.ply, since, last=last,
                        names=await names_of(self.store, row.guild_id, seats))

    async def current(self, live: LiveGame) -> bool:
        """Bring a cached game up to date when another process may have changed it; False
        when it is no longer running (it has been forgotten).

        With one process per database (SQLite) the cache is the truth. When several
        processes share the database (``store.single_process`` false), another one may have
        moved this game (its scheduler played a timeout), so the stored version is compared
        first, one cheap read, and a stale cache is reloaded *in place*: the game keeps its
        lock, so whoever waits on it then sees the new state, and no move is ever applied to
        an old state (should one slip between this check and the write, the version check
        in storage refuses it and :meth:`advance` drops the cache)."""
        if self.store.single_process or live.lock.locked():
            return True
        row = await self.store.get_game(live.row.id)
        if row.version == live.version and row.status == GameStatus.ACTIVE:
            return True
        if row.status != GameStatus.ACTIVE:
            self.forget(live.row.channel_id)
            return False
        seen = live.version
        fresh = await self.load(row)
        if not live.lock.locked() and live.version == seen:  # nobody moved it meanwhile
            live.row, live.seats, live.state = fresh.row, fresh.seats, fresh.state
            live.version, live.awaited_since, live.last = fresh.version, fresh.awaited_since, \
                fresh.last
            live.choices.clear()
        return True

    def adopt(self, live: LiveGame) -> None:
        """Cache a game that was just started or loaded; the least recently used games
        beyond the limit are dropped, to be loaded again on their next use."""
        for channel_id in self.games.keep(live):
            lock = self._loading.get(channel_id)
            if lock is not None and not lock.locked():
                del self._loading[channel_id]

    async def live_by_id(self, game_id: int) -> LiveGame:
        row = await self.store.get_game(game_id)
        if row.status == GameStatus.LOBBY:
            raise UserError.of("error.not_started")
        if row.status != GameStatus.ACTIVE:
            raise UserError.of("error.game_over")
        return await self.live(row.channel_id)

    def forget(self, channel_id: int) -> None:
        self.games.pop(channel_id, None)

    async def language(self, guild_id: int) -> str:
        """A server's language for work no interaction started (see :mod:`bot.app.language`)."""
        return await game_language(self.store, guild_id)

    async def changed(self, live: LiveGame) -> None:
        """Tell the features a game's state, seats or settings changed."""
        for hook in self.on_change:
            await hook(live)

    # ---- the pipeline ------------------------------------------------------------------------

    def move_row(self, live: LiveGame, seat: int, notation: str, events: Sequence[Event],
                 user_id: int | None, kind: str) -> NewMove:
        """One applied move as stored: each seat's private lines joined, events as messages."""
        private: dict[int, str] = {}
        for event in events:
            for s, text in event.private.items():
                private[s] = (private[s] + "\n" + text) if s in private else text
        return NewMove(seat=seat, notation=notation, created_at=self.clock(),
                       public_text="\n".join(e.text for e in events),
                       private_texts=private, user_id=user_id, kind=kind,
                       messages=kept(events))

    async def advance(self, live: LiveGame, rows: list[NewMove], events: list[Event],
                      private: list[str], new_state: Any = None, *,
                      seat_button: int | None = None,
                      seat_change: SeatChange | None = None,
                      start: GameStart | None = None, audit: NewAudit | None = None,
                      locale: str) -> MoveOutcome:
        """Let AI seats play, store everything and its post (in ``locale``) as one Change.
        The caller holds ``live.lock`` and applied ``rows`` to get ``new_state``;
        ``seat_button`` adds a "take this seat" button to the post; ``seat_change`` (shown in
        ``live``), ``start`` (a lobby's, ``live`` the game it starts, cached once stored)
        and a moderator's ``audit`` are stored with them."""
        self._writes += 1
        self._quiet.clear()
        try:
            return await self._advance(live, rows, events, private, new_state, seat_button,
                                       seat_change, start, audit, locale)
        finally:
            self._writes -= 1
            if not self._writes:
                self._quiet.set()

    async def _advance(self, live: LiveGame, rows: list[NewMove], events: list[Event],
                       private: list[str], new_state: Any, seat_button: int | None,
                       seat_change: SeatChange | None, start: GameStart | None,
                       audit: NewAudit | None, locale: str) -> MoveOutcome:
        state = live.state if new_state is None else new_state
        if any(seat.is_ai for seat in live.seats):
            state, ai_rows, ai_events = await self._play_ai(live, state, live.version + len(rows))
            rows += ai_rows
            events = events + ai_events
        outcome = live.engine.outcome(state)
        now = self.clock()
        # The board is drawn (in the pool) while the move is committed: neither waits.
        public = live.engine.view(state, None)
        shown = dict(public.get("prompts") or {})  # the post's prompts, without a view per seat
        drawing = asyncio.ensure_future(self.draw(live, public, locale,
                                                  last=rows[-1] if rows else None))
        try:
            # The board's request goes to its worker now, and other tables' callbacks run
            # before this move's post is composed: no step of a move holds the loop long.
            await asyncio.sleep(0)
            version = live.version + len(rows)
            after = previewed(live, state, version, now if rows else live.awaited_since)
            # A seat changing hands changes the plan too (its reminders, its time-out).
            schedule = await self.plan(live, after, rows) if rows or seat_change else None
            post = await self.compose(after, events, outcome, locale, shown)
            if seat_button is not None:
                post.seat_button = (live.row.id, seat_button)
            posts = [NewPost(live.row.channel_id, version, post.payload(board=True))]
            if outcome is not None:  # the score table and replay follow in a post of their own
                posts.append(NewPost(live.row.channel_id, version, self.media_post(live, locale)))
            kept = {key: value for hook in (self.on_finish if outcome and rows else [])
                    for key, value in (await hook(live, state)).items()}
            moved = version != live.version
            committed = await self.store.commit(Change(
                live.row.id, now, expected_version=live.version if moved else None,
                start=start, seat_change=seat_change, moves=rows,
                snapshot_json=json.dumps(live.engine.to_json(state)) if moved else None,
                status=GameStatus.FINISHED if outcome and moved else None,
                results=result_rows(live, outcome) if outcome and moved else (),
                reason=outcome.reason if outcome and moved else None, posts=posts,
                schedule=None if schedule is None else Replan(version, schedule),
                settings=kept, audit=audit, claim_lease=POST_LEASE if moved else None))
            if moved:
                live.version, live.last = committed.version, rows[-1]
                live.awaited_since = now
                self.metrics.moved(live.engine.name, (row.kind for row in rows))
            elif not committed.planned:
                schedule = None  # the game moved on meanwhile: planned again below
        except BaseException as exc:
            drawing.cancel()
            if isinstance(exc, StaleGame):
                self.forget(live.row.channel_id)
                raise TryAgain.of("error.stale") from None
            raise
        if start is not None:
            self.adopt(live)
        live.state = state
        live.choices.clear()
        board, drawn = await drawing
        self.boards.keep(live.row.id, live.version, board, drawn)
        if schedule is None:  # otherwise the schedule was stored with the moves
            await self.changed(live)
        post.image = board
        post.outbox_game = live.row.id
        if outcome is not None:
            self.forget(live.row.channel_id)
        return MoveOutcome(post, private, outcome is not None)

    def media_post(self, live: LiveGame, locale: str) -> str:
        """The outbox form of the post that follows a game's results with its score table
        and replay: drawn in the render pool's media lane when it is sent, so the final
        board goes out as fast as any other, and no other game's board waits for them."""
        return Post(t("results.table", locale, title=live.engine.title),
                    locale=locale).payload(board=False, media=True)

    def outbox_post(self, live: LiveGame, post: Post, *, board: bool = True) -> NewPost:
        """The stored form of ``post`` for the game's outbox, written in the transaction of the
        change it announces (``board``: with the board); ``post`` is marked as sent from there."""
        post.outbox_game = live.row.id
        return NewPost(live.row.channel_id, live.version, post.payload(board=board))

    async def _play_ai(self, live: LiveGame, state: Any, ply: int) -> tuple[Any, list[NewMove],
                                                                             list[Event]]:
        """Apply AI decisions until a human must act: one job for the AI workers, sent only
        when an AI seat is awaited (the n-th decision's seed is the game's ^ (ply + n))."""
        engine = live.engine
        ai_seats = tuple(s for s, seat in enumerate(live.seats) if seat.is_ai)
        if engine.outcome(state) is not None or not set(awaited(engine, state)) & {*ai_seats}:
            return state, [], []
        task = Task(engine.name, "chain", ai_seats, live.row.seed, ply, MAX_AI_CHAIN)
        return self.played(live, await self.thinkers.play(task, engine, state,
                                                          key=live.row.id), "ai")

    def played(self, live: LiveGame, thought: Thought,
               kind: str) -> tuple[Any, list[NewMove], list[Event]]:
        """What an AI job played, as the state after it, its stored moves and its events."""
        self.metrics.decided(live.engine.name, thought.seconds)
        rows = [self.move_row(live, seat, notation, events, None, kind)
                for seat, notation, events in thought.played]
        return thought.state, rows, [e for _, _, events in thought.played for e in events]

    # ---- describing the game -------------------------------------------------------------------

    async def describe(self, live: LiveGame, events: Sequence[Event],
                       outcome: Outcome | None, locale: str) -> Post:
        """:meth:`compose` with the board image."""
        post = await self.compose(live, events, outcome, locale)
        post.image = await self.board_image(live, locale)
        return post

    async def compose(self, live: LiveGame, events: Sequence[Event],
                      outcome: Outcome | None, locale: str,
                      shown: dict[str, Any] | None = None) -> Post:
        """The channel post for what just happened: events and who acts next (with a
        mention, the deadline and the "Take your turn" button), or the results. That last
        line (or the results) is always kept whole; a long burst of events loses lines from
        its middle instead. ``shown``: the public view's prompts, when the caller has them."""
        text = folded(events, locale)
        if outcome is not None:
            return Post(fit(text, results_text(live, outcome, locale), locale, sep="\n\n"),
                        locale=locale)
        acting = awaited(live.engine, live.state)
        users = [live.seats[s].user_id for s in acting if not live.seats[s].is_ai]
        prompts = {s: self.prompt(live, s, locale, shown=shown) for s in acting}
        if len(set(prompts.values())) <= 1:
            who = ", ".join(live.named(s, locale) for s in acting)
            line = t("turn.next", locale, mentions=who, prompt=next(iter(prompts.values()), ""))
        else:  # several seats deciding different things: each with its own prompt
            line = t("turn.next_each", locale, each="; ".join(
                f"{live.named(s, locale)} ({prompts[s]})" for s in acting))
        deadline = await self.deadline(live)
        if deadline is not None:
            line += " " + t("turn.deadline", locale, deadline=f"<t:{deadline}:R>")
        return Post(fit(text, line, locale), mentions=[u for u in users if u],
                    turn_button=live.row.id, locale=locale)

    def prompt(self, live: LiveGame, seat: int, locale: str, *,
               shown: dict[str, Any] | None = None) -> str:
        """What a seat must decide, for the public "Next:" line: the public view's prompt for
        that seat where the engine gives one, else the seat's own prompt (engines build it from
        public facts). ``shown``: the public view's prompts of this very state, if at hand
        (the seat's view is drawn up only when they lack the seat's)."""
        prompt = (shown or {}).get(str(seat))
        if not prompt:
            view = live.engine.view(live.state, seat)
            private = view.get("private") or {}
            prompt = (view.get("prompts") or {}).get(str(seat)) or private.get("prompt")
        return (word(prompt, locale) if prompt else t("word.your_decision", locale)).rstrip(".")

    async def board_image(self, live: LiveGame, locale: str, *, full: bool = False) -> bytes:
        drawn = look(locale, await server_palette(self.store, live.row.guild_id))
        board = self.boards.get(live.row.id, live.version, drawn, full=full)
        if board is None:
            board, drawn = await self.draw(live, live.engine.view(live.state, None), locale, full)
            self.boards.keep(live.row.id, live.version, board, drawn, full=full)
        return board

    async def draw(self, live: LiveGame, view: View, locale: str, full: bool = False, *,
                   last: Said | None = None) -> tuple[bytes, str]:
        """The board for the server (``locale``, palette, names), as posted or ``full``, its alt
        text ending with the move that led to it (``last``, else the game's last); its key."""
        palette = await server_palette(self.store, live.row.guild_id)
        board = await self.renderer.board(live.engine.name, view, key=live.row.id, palette=palette,
                                          names=live.drawn_names(locale), locale=locale, full=full,
                                          last=said_by(last or live.last, locale))
        return board, look(locale, palette)

    def kept_board(self, live: LiveGame, locale: str, palette: str = DEFAULT) -> bytes | None:
        """The game's current board as posted, in ``locale`` and ``palette``, if still kept."""
        return self.boards.get(live.row.id, live.version, look(locale, palette))

    async def board_at(self, game_id: int, ply: int, locale: str, *, full: bool = False) -> bytes:
        """The public board after ``ply`` moves (as posted: for a phone, or ``full``): kept, or
        drawn from the record (the moves since the nearest snapshot replayed in a render worker)."""
        row = await self.store.get_game(game_id)
        palette = await server_palette(self.store, row.guild_id)
        kept = self.boards.get(game_id, ply, look(locale, palette), full=full)
        if kept is not None:
            return kept
        live = self.games.get(row.channel_id)
        if live is not None and live.row.id == game_id and live.version == ply:
            return await self.board_image(live, locale, full=full)
        snap = await self.store.load_snapshot(game_id, ply)
        rows = [r for r in await self.store.moves_since(game_id, min(snap.ply, ply - 1))
                if r.ply <= ply]
        moves = [(r.seat, r.notation) for r in rows if r.ply > snap.ply and r.seat is not None]
        seats = await self.store.get_seats(game_id)
        names = drawn_names(seats, await names_of(self.store, row.guild_id, seats), locale)
        png = await self.renderer.call("bot.app.media", "board_after", row.game, snap.state_json,
                                       moves, names, locale, palette, full,
                                       said_by(rows[-1] if rows else None, locale))
        self.boards.keep(game_id, ply, png, look(locale, palette), full=full)
        return png
