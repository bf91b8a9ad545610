"""The bot's application side as bench/capacity.py drives it: a service on a fresh SQLite
file, its render pool and its real outbox dispatcher, sending to stand-in channels that only
note what arrived and when (no Discord, no HTTP: the figures are the bot's own work).

Players "act at once": each game has a plan of legal moves worked out in advance with the
pure engine (so choosing them costs the measured process nothing), and its player sends the
next one as soon as the previous post was sent. A game with AI seats cannot be planned (the
AI's moves are not known in advance): its human picks a random legal move when its turn
comes (a fraction of a millisecond of the measured process's time).
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from unittest import mock

import discord

import games
from bot.app.i18n import Readers
from bot.app.render import Renderer
from bot.app.thinking import Thinkers
from bot.features import lobby
from bot.features.service import GameService
from bot.ops import interpreter
from bot.outbox.announce import Announcements
from bot.outbox.dispatch import Dispatcher
from storage import open_store
from storage.base import Change, GameStart, NewMove, SeatSpec

GUILD = 1
USERS = (11, 12, 13, 14, 15, 16)


class StubChannel(discord.abc.Messageable):
    """A channel that keeps what was sent to it: (time, text, attachment names)."""

    def __init__(self, channel_id: int) -> None:
        self.id = channel_id
        self.sent: list[tuple[float, str, list[str]]] = []

    async def _get_channel(self) -> StubChannel:
        return self

    async def send(self, content: str | None = None, **kwargs: Any) -> None:  # type: ignore[override]
        files = [f.filename for f in kwargs.get("files") or []]
        self.sent.append((time.perf_counter(), content or "", files))


class StubClient:
    """What the dispatcher asks of the Discord client: channels by id."""

    def __init__(self) -> None:
        self.channels: dict[int, StubChannel] = {}

    def get_channel(self, channel_id: int) -> StubChannel:
        return self.channels.setdefault(channel_id, StubChannel(channel_id))

    async def fetch_channel(self, channel_id: int) -> StubChannel:
        return self.get_channel(channel_id)


@dataclass
class Table:
    """One game of the bench, with the moves its players will still make."""

    channel: int
    game_id: int
    users: list[int]  # by seat
    plan: Plan = field(default_factory=lambda: Plan([], []))
    played: list[int] = field(default_factory=list)  # plies reached by its moves
    #: A game with AI seats: its human's moves are picked when played (None: the plan's).
    picks: random.Random | None = None

    @property
    def playing(self) -> bool:
        """Moves are left to play."""
        return self.picks is not None or bool(self.plan)


@dataclass
class Plan:
    """Moves still to make, in order: seats and notations side by side (two lists of
    untracked items, so the bench adds almost nothing for the garbage collector to scan:
    a full collection's pause would count against the bot's event loop)."""

    seats: list[int]
    notations: list[str]

    def __len__(self) -> int:
        return len(self.seats)

    def pop(self) -> tuple[int, str]:
        return self.seats.pop(0), self.notations.pop(0)

    def last(self) -> Plan:
        return Plan(self.seats[-1:], self.notations[-1:])


def plan_moves(game: str, state: Any, seed: int, limit: int, *, to_end: bool) -> Plan:
    """Random legal moves from ``state``: up to ``limit``, stopping before the move that
    would end the game unless ``to_end``."""
    engine = games.get(game)
    rnd = random.Random(seed)
    plan = Plan([], [])
    while len(plan) < limit and engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        move = rnd.choice(engine.legal_moves(state, seat))
        after, _ = engine.apply(state, seat, move)
        if engine.outcome(after) is not None and not to_end:
            break
        plan.seats.append(seat)
        plan.notations.append(engine.format_move(state, move))
        state = after
    return plan


class Rig:
    """A service, its render pool and its outbox on a fresh database in ``folder``."""

    def __init__(self, folder: Path, workers: int | None, ai_workers: int | None = None) -> None:
        self.folder = folder
        self.workers = workers
        self.ai_workers = ai_workers
        self.client = StubClient()

    async def open(self) -> Rig:
        self.store = await open_store(self.folder / "capacity.sqlite3")
        self.renderer = (Renderer() if self.workers is None else Renderer(self.workers))
        self.thinkers = Thinkers(self.ai_workers)  # (None: one per core, as the bot)
        await asyncio.gather(self.renderer.warm_up(), self.thinkers.warm_up())
        self.service = GameService(self.store, self.renderer, thinkers=self.thinkers)
        self.announcements = Announcements(self.service.core, self.service.history)
        self.dispatcher = Dispatcher(self.client, self.announcements)  # type: ignore[arg-type]
        interpreter.settle()  # as the bot does at the end of its start-up (bot/client.py)
        return self

    async def close(self) -> None:
        await self.service.core.drain()
        await self.store.close()
        self.renderer.close()
        self.thinkers.close()

    # ---- pids and threads, for the CPU meter ------------------------------------------------

    def worker_pids(self) -> tuple[list[int], list[int]]:
        """(board workers, media workers) of the render pool."""
        pids = getattr(self.renderer, "pids", None)
        if pids is not None:
            board, media = pids()
            return list(board), list(media)
        executor = getattr(self.renderer, "_executor", None)
        return list(getattr(executor, "_processes", {}) or {}), []

    async def cache_counts(self) -> tuple[int, int, int, int]:
        """(regions asked for, regions drawn, PNG bands asked for, bands compressed) so far,
        summed over the board workers: how well their caches serve."""
        tiles = await self.renderer.each_board_worker("rendering.regions", "tile_counts")
        bands = await self.renderer.each_board_worker("rendering.png_bands", "band_counts")
        return (sum(t[0] for t in tiles), sum(t[1] for t in tiles),
                sum(b[0] for b in bands), sum(b[1] for b in bands))

    async def forget_drawings(self) -> None:
        """Empty the board workers' tile and band caches, as if they had never drawn."""
        await self.renderer.each_board_worker("rendering.regions", "forget_tiles")
        await self.renderer.each_board_worker("rendering.png_bands", "forget_bands")

    def ai_pids(self) -> list[int]:
        """The AI seats' worker processes (none where AI seats think in threads)."""
        return self.thinkers.pids()

    def sqlite_thread(self) -> Any:
        """The thread of the SQLite connection (aiosqlite's), whose CPU is counted apart."""
        connection = getattr(getattr(self.store, "db", None), "_db", None)
        return getattr(connection, "_thread", None)

    # ---- games ---------------------------------------------------------------------------------

    async def new_table(self, index: int, game: str, players: int = 3,
                        seed: int | None = None) -> Table:
        """A started game in its own channel, through the lobby (its first post sent);
        with ``seed``, the game's own seed (its setup and seat order), so that the same
        game can be played again in another channel."""
        channel = 10_000 + index
        if seed is None:
            await self.service.lobbies.new_game(GUILD, channel, USERS[0], game, locale="en")
        else:
            drawn = SimpleNamespace(randbits=lambda bits: seed)
            with mock.patch.object(lobby, "secrets", drawn):
                await self.service.lobbies.new_game(GUILD, channel, USERS[0], game,
                                                    locale="en")
        for user in USERS[1:players]:
            await self.service.lobbies.join(user, channel_id=channel, locale="en")
        _, outcome = await self.service.lobbies.start(USERS[0], channel_id=channel, locale="en")
        live = await self.service.core.live(channel)
        await self.dispatcher.flush(live.row.id)
        del outcome
        return Table(channel, live.row.id, [s.user_id or 0 for s in live.seats])

    async def ai_table(self, index: int, game: str, ai_seats: int) -> Table:
        """A started game of one human and ``ai_seats`` AI seats in its own channel (the AI
        seats that act first have played, and the first post was sent)."""
        channel = 10_000 + index
        await self.service.lobbies.new_game(GUILD, channel, USERS[0], game, ai_seats=ai_seats,
                                            locale="en")
        await self.service.lobbies.start(USERS[0], channel_id=channel, locale="en")
        live = await self.service.core.live(channel)
        await self.dispatcher.flush(live.row.id)
        return Table(channel, live.row.id, [s.user_id or 0 for s in live.seats],
                     picks=random.Random(index))

    async def quick_table(self, index: int, game: str, players: int = 3) -> Table:
        """A started game written straight to the store (no first board: for the memory
        figure, where 10,000 games are opened)."""
        engine = games.get(game)
        channel = 10_000 + index
        now = int(time.time())
        row = await self.store.create_lobby(guild_id=GUILD, channel_id=channel, game=game,
                                            host_id=USERS[0], seed=index, now=now)
        state = engine.setup(players, index)
        specs = [SeatSpec(u, False, None) for u in USERS[:players]]
        await self.store.commit(Change(row.id, now,
                                       start=GameStart(specs, json.dumps(engine.to_json(state)))))
        return Table(channel, row.id, list(USERS[:players]))

    async def fast_forward(self, table: Table, game: str, seed: int) -> None:
        """Store every move of a whole random game but its last, in one transaction, so the
        game's next move ends it; ``table.plan`` keeps that last move."""
        engine = games.get(game)
        live = await self.service.core.live(table.channel)
        state = live.state
        plan = plan_moves(game, state, seed, 10_000, to_end=True)
        rows = []
        for seat, notation in zip(plan.seats[:-1], plan.notations[:-1], strict=True):
            move = engine.parse_move(state, seat, notation)
            state, events = engine.apply(state, seat, move)
            rows.append(NewMove(seat=seat, notation=notation, created_at=int(time.time()),
                                public_text="\n".join(e.text for e in events),
                                private_texts={}, user_id=table.users[seat], kind="player"))
        await self.store.commit(Change(table.game_id, rows[-1].created_at,
                                       expected_version=live.version, moves=rows,
                                       snapshot_json=json.dumps(engine.to_json(state))))
        self.service.core.forget(table.channel)
        table.plan = plan.last()
        # As after a real previous move: the game is loaded and its board drawn (in the
        # worker that keeps the game's tiles).
        await self.service.core.board_image(await self.service.core.live(table.channel),
                                            locale="en")

    async def plan(self, table: Table, game: str, seed: int, limit: int) -> None:
        live = await self.service.core.live(table.channel)
        table.plan = plan_moves(game, live.state, seed, limit, to_end=False)

    def pick(self, table: Table) -> tuple[int, str]:
        """A random legal move for the human of a game with AI seats (whose turn it is:
        the AI seats played until a human must act)."""
        assert table.picks is not None
        live = self.service.core.games.get(table.channel)
        if live is None:
            raise LookupError(f"game {table.game_id} is no longer running")
        engine = live.engine
        seat = next(s for s in engine.to_act(live.state) if table.users[s])
        move = table.picks.choice(engine.legal_moves(live.state, seat))
        return seat, engine.format_move(live.state, move)

    async def play(self, table: Table) -> float:
        """One move and its post, as a player's /move does it: seconds until the post with
        its board was sent."""
        if table.picks is not None:
            await self.service.core.live(table.channel)  # loaded, if it was dropped
        seat, notation = table.plan.pop() if table.picks is None else self.pick(table)
        start = time.perf_counter()
        await self.service.moves.move(table.channel, table.users[seat], notation,
                                Readers("en", "en"))
        await self.dispatcher.flush(table.game_id)
        return time.perf_counter() - start

    def channel(self, table: Table) -> StubChannel:
        return self.client.get_channel(table.channel)
