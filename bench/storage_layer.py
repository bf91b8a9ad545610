"""What one move costs the storage layer: the store as written now (one store over a thin
dialect layer), the hand-written twin backends it replaced, and the same move written with
SQLAlchemy Core 2, on SQLite and on PostgreSQL.

A move is what the bot stores for one player's move: the change's transaction (the
version-guarded ``UPDATE`` of the game, the move's row, the new snapshot and the previous
one deleted, one outbox post, the schedule rewritten: the awaited seat's clock and its
three points, two reminders and the deadline; on SQLite the post is claimed in the same
transaction), then, as the dispatcher does, the post taken (claimed in a transaction of its
own on PostgreSQL) and marked sent. For every variant, on one process:

* **CPU per move**: ``time.process_time()`` over the measured moves, so SQLite's database
  thread is counted with the event loop; on PostgreSQL the server's CPU (its processes'
  ``/proc`` times) is reported beside the bot process's.
* **Hand-offs per move** (SQLite): calls of aiosqlite's ``Connection._execute``, each a
  round trip between the event loop and the database thread, counted on a separate window
  of moves (so the counting costs nothing in the CPU window).

Variants (each run in a process of its own, on a fresh database):

* ``dialect layer``: ``GameStore.commit(Change(...))`` of the store at ``--current`` (HEAD).
* ``hand-written``: ``append_moves(...)`` of the store at ``--old`` (8906a51, the twin
  ``sqlite_*``/``postgres_*`` backends), checked out into a temporary ``git worktree``.
* ``SQLAlchemy async``: the same transactions with SQLAlchemy Core 2's asyncio API
  (``create_async_engine``, ``sqlite+aiosqlite://`` or ``postgresql+asyncpg://``), Core
  ``Table`` statements built once with bound parameters, ``text()`` for the claim, one
  ``async with engine.begin()`` per transaction (SQLite's ``BEGIN IMMEDIATE`` and pragmas
  set by the documented event hooks), on the schema the store's migrations create.
* ``SQLAlchemy sync, one hand-off`` (SQLite): the same statements on SQLAlchemy's sync
  engine, each transaction run whole on one database thread (``run_in_executor``), to
  tell SQLAlchemy's own CPU from the cost of its async adapter's hand-offs.

SQLAlchemy is not a dependency of Starpost: without it (``pip install
'sqlalchemy[asyncio]>=2'``) its variants are skipped, said in one line. PostgreSQL is started
in a temporary folder as the tests start it (``tests/pg_server.py``); without it its rows are
skipped. Sizes: ``--games`` games (20) of 3 seats, each move's snapshot a real 3-player Ad
Astra state (about 7.5 KB), ``--warmup`` moves (400), ``--count`` moves for the hand-off
count (200), then ``--moves`` measured moves (2,000), round robin over the games, in each
of ``--rounds`` runs (5, interleaved; the median and the range are shown). Every figure is
printed with the core count and the load average.

    python bench/storage_layer.py [--moves 2000] [--warmup 400] [--games 20] [--rounds 5]
                                  [--current HEAD] [--old 8906a51] [--skip-postgres]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import importlib.util
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SEATS = 3
LEASE = 60  # seconds a claim lasts, as the bot's POST_LEASE
HOUR = 3600
SNAPSHOT_EVERY = 25  # the store's default: ply 0, every 25th and the latest are kept
T0 = 1_800_000_000


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f}/{five:.2f}/{fifteen:.2f} on {os.cpu_count()} cores"


def say(label: str, value: str) -> None:
    print(f"{label:<46} {value:<40} [{load()}]", flush=True)


# ---- the workload, the same for every variant -----------------------------------------------

POST_TEXT = ("**Turn 14, Explore.** <@{user}> moved the scout from Ceti to Vega and found a "
             "tier II system: +2 energy, +1 science. Next: <@{next}> chooses an action "
             "(explore, settle, trade, research or pass). Deadline in 48 hours. ") * 2
MESSAGES = {"public": [{"key": "adastra.event.explore",
                        "args": {"seat": 0, "from": "Ceti", "to": "Vega", "tier": 2}},
                       {"key": "adastra.event.gain", "args": {"energy": 2, "science": 1}}]}


@dataclass
class Game:
    id: int
    channel_id: int
    users: tuple[int, ...]
    version: int = 0


class Workload:
    """The rows one move stores, built with the dataclasses of the store under test."""

    def __init__(self, base: Any, snapshot: str) -> None:
        self.b = base
        self.snapshot = snapshot
        self.clock = T0

    def now(self) -> int:
        self.clock += 1
        return self.clock

    def move(self, game: Game, now: int) -> tuple[Any, Any, list[Any]]:
        v, b = game.version, self.b
        seat = v % SEATS
        move = b.NewMove(seat, f"explore scout ceti vega {v}", now,
                         public_text=f"Seat {seat + 1} explores Vega (tier II).",
                         private_texts={seat: "You draw Ion Drive."},
                         user_id=game.users[seat], kind="player", messages=MESSAGES)
        payload = json.dumps({"text": POST_TEXT.format(user=game.users[seat],
                                                       next=game.users[(v + 1) % SEATS]),
                              "mentions": [game.users[(v + 1) % SEATS]], "turn_button": True,
                              "seat_button": None, "board": True, "media": False,
                              "locale": "en"})
        post = b.NewPost(game.channel_id, v + 1, payload)
        deadline = now + 48 * HOUR
        waiting = (v + 1) % SEATS
        entries = [b.ScheduleEntry(waiting, v + 1, now, "reminder", lead * HOUR,
                                   deadline - lead * HOUR) for lead in (24, 4)]
        entries.append(b.ScheduleEntry(waiting, v + 1, now, "deadline", 0, deadline))
        return move, post, entries


def real_snapshot() -> str:
    """A 3-player Ad Astra state after 60 plies of seeded random play, as the store keeps it."""
    sys.path.insert(0, str(ROOT))
    from games.adastra import GAME

    rng = random.Random(1)
    state = GAME.setup(SEATS, 7)
    for _ in range(60):
        seat = GAME.to_act(state)[0]
        state, _events = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        if GAME.outcome(state) is not None:
            break
    return json.dumps(GAME.to_json(state))


async def set_up(storage: Any, location: str, count: int, snapshot: str) -> list[Game]:
    """``count`` started games of 3 seats, opened with the store at hand (its migrations)."""
    b = storage.base
    store = await storage.open_store(location, snapshot_every=SNAPSHOT_EVERY)
    games = []
    try:
        for index in range(count):
            users = tuple(700_000_000_000_000_000 + index * 10 + s for s in range(SEATS))
            channel = 900_000_000_000_000_000 + index
            row = await store.create_lobby(guild_id=800_000_000_000_000_000 + index % 4,
                                           channel_id=channel, game="adastra",
                                           host_id=users[0], seed=index, now=T0,
                                           options={"players": SEATS, "variant": "standard"})
            seats = [b.SeatSpec(u, False, label)
                     for u, label in zip(users, ("red", "blue", "gold"), strict=True)]
            if hasattr(store, "commit"):
                await store.commit(b.Change(row.id, T0, start=b.GameStart(seats, snapshot)))
            else:  # the hand-written store
                await store.start_game(row.id, seats, snapshot, now=T0)
            games.append(Game(row.id, channel, users))
    finally:
        await store.close()
    return games


# ---- the variants -----------------------------------------------------------------------------

class StoreDriver:
    """A move through the store itself: ``commit(Change)`` where the store has it, else
    ``append_moves`` (the hand-written store), then the post as the dispatcher takes it."""

    def __init__(self, storage: Any, store: Any, work: Workload) -> None:
        self.b, self.store, self.work = storage.base, store, work
        self.has_commit = hasattr(store, "commit") and hasattr(self.b, "Change")

    async def move(self, game: Game) -> None:
        now = self.work.now()
        move, post, entries = self.work.move(game, now)
        v = game.version
        if self.has_commit:
            await self.store.commit(self.b.Change(
                game.id, now, expected_version=v, moves=[move],
                snapshot_json=self.work.snapshot, posts=[post],
                schedule=self.b.Replan(v + 1, entries), claim_lease=LEASE))
        else:
            await self.store.append_moves(game.id, v, [move], self.work.snapshot, now=now,
                                          posts=[post], schedule=entries, claim_lease=LEASE)
        game.version = v + 1
        rows = self.store.take_claimed(game.id) or await self.store.claim_posts(
            now=now, lease=LEASE, game_id=game.id)
        for row in rows:
            await self.store.mark_post_sent(row.id, now=now)

    async def close(self) -> None:
        await self.store.close()


def dumps(value: Any) -> str:
    """JSON as the store writes it."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


_SQLITE_CLAIM = (
    "UPDATE outbox SET claimed_until = :lease_end, attempts = attempts + 1 WHERE id IN ("
    " SELECT o.id FROM outbox o INDEXED BY outbox_pending"
    " WHERE o.sent_at IS NULL AND o.game_id = :game_id"
    "  AND NOT (o.claimed_until IS NOT NULL AND o.claimed_until > :now)"
    "  AND NOT EXISTS (SELECT 1 FROM outbox p INDEXED BY outbox_pending"
    "   WHERE p.game_id = o.game_id AND p.sent_at IS NULL"
    "   AND (p.claimed_until IS NOT NULL AND p.claimed_until > :now))"
    " ORDER BY o.id LIMIT :limit)"
    " RETURNING id, game_id, channel_id, ply, payload, created_at, attempts, sent_at")


def _postgres_claim(alive: str) -> str:
    held = ("({p}.claimed_until IS NOT NULL AND {p}.claimed_until > :now"
            f" AND ({{p}}.claimed_by IS NULL OR {{p}}.claimed_by IN ({alive})))")
    return (
        "UPDATE outbox SET claimed_until = :lease_end, claimed_by = :owner,"
        " attempts = attempts + 1 WHERE id IN ("
        " SELECT o.id FROM outbox o WHERE o.sent_at IS NULL AND o.game_id = :game_id"
        f"  AND NOT {held.format(p='o')}"
        "  AND NOT EXISTS (SELECT 1 FROM outbox p"
        f"   WHERE p.game_id = o.game_id AND p.sent_at IS NULL AND {held.format(p='p')})"
        " ORDER BY o.id LIMIT :limit)"
        " RETURNING id, game_id, channel_id, ply, payload, created_at, attempts, sent_at")


class CoreStatements:
    """The move's statements in SQLAlchemy Core, built once (bound parameters), for one
    dialect, on tables declared as the migrations create them."""

    def __init__(self, postgres: bool, alive_owners: str) -> None:
        import sqlalchemy as sa
        from sqlalchemy.dialects import postgresql
        from sqlalchemy.dialects import sqlite as sqlite_dialect

        self.postgres = postgres
        json_type = sa.JSON(none_as_null=True).with_variant(
            postgresql.JSONB(none_as_null=True), "postgresql")
        big, small, text = sa.BigInteger, sa.Integer, sa.Text
        md = sa.MetaData()

        def col(name: str, kind: Any, **kw: Any) -> sa.Column[Any]:
            return sa.Column(name, kind, **kw)

        self.games = games = sa.Table(
            "games", md, col("id", big, primary_key=True), col("guild_id", big),
            col("channel_id", big), col("game", text), col("status", text), col("seed", big),
            col("options", json_type), col("version", small), col("host_id", big),
            col("created_at", big), col("updated_at", big), col("started_at", big),
            col("finished_at", big), col("lobby_message_id", big), col("result_reason", text))
        moves = sa.Table(
            "moves", md, col("game_id", big, primary_key=True),
            col("ply", small, primary_key=True), col("seat", small), col("notation", text),
            col("public_text", text), col("private_texts", json_type), col("user_id", big),
            col("kind", text), col("created_at", big), col("messages", json_type))
        snapshots = sa.Table(
            "snapshots", md, col("game_id", big, primary_key=True),
            col("ply", small, primary_key=True), col("state", text), col("created_at", big))
        owned = [col("claimed_by", small)] if postgres else []
        outbox = sa.Table(
            "outbox", md, col("id", big, primary_key=True), col("game_id", big),
            col("channel_id", big), col("ply", small), col("payload", text),
            col("created_at", big), col("claimed_until", big), *owned,
            col("attempts", small), col("sent_at", big))
        clocks = sa.Table(
            "clocks", md, col("game_id", big, primary_key=True),
            col("seat", small, primary_key=True), col("ply", small), col("since_at", big))
        schedule = sa.Table(
            "schedule", md, col("id", big, primary_key=True), col("game_id", big),
            col("ply", small), col("kind", text), col("due_at", big), col("done_at", big),
            col("seat", small), col("since_at", big), col("lead", big),
            col("claimed_until", big), *([col("claimed_by", small)] if postgres else []),
            col("attempts", small))
        bp = sa.bindparam
        self.begin_immediate = "BEGIN IMMEDIATE"
        self.guard = (
            sa.update(games)
            .where(games.c.id == bp("g_id"), games.c.version == bp("g_expected"),
                   games.c.status == "active")
            .values(version=bp("g_version"), status=bp("g_status"), updated_at=bp("g_now"))
            .returning(*games.c))
        self.insert_moves = sa.insert(moves)
        self.insert_snapshot = sa.insert(snapshots)
        self.drop_snapshot = sa.delete(snapshots).where(snapshots.c.game_id == bp("d_game"),
                                                        snapshots.c.ply == bp("d_ply"))
        self.insert_posts = sa.insert(outbox)
        self.clear_clocks = sa.delete(clocks).where(clocks.c.game_id == bp("c_game"))
        self.insert_clocks = sa.insert(clocks)
        self.pending = sa.select(
            schedule.c.id, schedule.c.seat, schedule.c.ply, schedule.c.since_at,
            schedule.c.kind, schedule.c.lead
        ).where(schedule.c.game_id == bp("p_game"), schedule.c.done_at.is_(None))
        self.drop_points = sa.delete(schedule).where(
            schedule.c.id.in_(bp("ids", expanding=True)))
        upsert = (postgresql.insert(schedule) if postgres
                  else sqlite_dialect.insert(schedule))
        # The conflict target is the unique index's expression as each migration wrote it.
        ifnull = sa.func.coalesce if postgres else sa.func.ifnull
        self.upsert_points = upsert.on_conflict_do_update(
            index_elements=[schedule.c.game_id, schedule.c.ply,
                            ifnull(schedule.c.seat, sa.literal_column("-1")),
                            schedule.c.since_at, schedule.c.kind, schedule.c.lead],
            set_={"due_at": upsert.excluded.due_at},
            where=sa.and_(schedule.c.done_at.is_(None),
                          schedule.c.due_at != upsert.excluded.due_at))
        self.claim = sa.text(_postgres_claim(alive_owners) if postgres else _SQLITE_CLAIM)
        self.lock = sa.text("SELECT pg_advisory_xact_lock(:key)")
        self.mark_sent = sa.update(outbox).where(outbox.c.id == bp("m_id")).values(
            sent_at=bp("m_now"), claimed_until=None, **({"claimed_by": None} if postgres else {}))

    # --- parameters, built from the change ---------------------------------------------------

    @staticmethod
    def guard_args(change: Any) -> dict[str, Any]:
        return {"g_id": change.game_id, "g_expected": change.expected_version,
                "g_version": change.expected_version + len(change.moves),
                "g_status": "active", "g_now": change.now}

    @staticmethod
    def move_rows(change: Any) -> list[dict[str, Any]]:
        return [{"game_id": change.game_id, "ply": change.expected_version + offset,
                 "seat": m.seat, "notation": m.notation, "public_text": m.public_text,
                 "private_texts": {str(k): v for k, v in m.private_texts.items()},
                 "user_id": m.user_id, "kind": m.kind, "created_at": m.created_at,
                 "messages": dict(m.messages) if m.messages else None}
                for offset, m in enumerate(change.moves, start=1)]

    @staticmethod
    def snapshot_row(change: Any) -> dict[str, Any]:
        return {"game_id": change.game_id,
                "ply": change.expected_version + len(change.moves),
                "state": change.snapshot_json, "created_at": change.now}

    @staticmethod
    def post_rows(change: Any) -> list[dict[str, Any]]:
        return [{"game_id": change.game_id, "channel_id": p.channel_id, "ply": p.ply,
                 "payload": p.payload, "created_at": change.now} for p in change.posts]

    @staticmethod
    def clock_rows(change: Any) -> list[dict[str, Any]]:
        waits = sorted({(e.seat, e.ply, e.since) for e in change.schedule.entries
                        if e.kind == "deadline"})
        return [{"game_id": change.game_id, "seat": seat, "ply": ply, "since_at": since}
                for seat, ply, since in waits]

    @staticmethod
    def gone(pending: Sequence[Any], change: Any) -> list[int]:
        wanted = {(e.seat, e.ply, e.since, e.kind, e.lead) for e in change.schedule.entries}
        return [r.id for r in pending
                if (r.seat, r.ply, r.since_at, r.kind, r.lead) not in wanted]

    @staticmethod
    def point_rows(change: Any) -> list[dict[str, Any]]:
        return [{"game_id": change.game_id, "ply": e.ply, "seat": e.seat,
                 "since_at": e.since, "kind": e.kind, "lead": e.lead, "due_at": e.due_at}
                for e in change.schedule.entries]


class CoreDriver:
    """The move in SQLAlchemy Core: ``commit`` stores a move-shaped :class:`Change` as the
    store does (checked by the store's ``check_change``, the game returned as a ``GameRow``,
    claimed posts as ``OutboxRow``), then the post is taken and marked sent."""

    def __init__(self, storage: Any, work: Workload, statements: CoreStatements) -> None:
        from storage.changes import check_change

        self.b, self.work, self.s = storage.base, work, statements
        self.check_change = check_change
        self.owner: int | None = None

    def keeps_snapshot(self, ply: int) -> bool:
        return ply == 0 or (SNAPSHOT_EVERY > 0 and ply % SNAPSHOT_EVERY == 0)

    def game_row(self, row: Any) -> Any:
        m = row._mapping
        return self.b.GameRow(
            id=m["id"], guild_id=m["guild_id"], channel_id=m["channel_id"], game=m["game"],
            status=self.b.GameStatus(m["status"]), seed=m["seed"], options=m["options"],
            version=m["version"], host_id=m["host_id"], created_at=m["created_at"],
            updated_at=m["updated_at"], started_at=m["started_at"],
            finished_at=m["finished_at"], lobby_message_id=m["lobby_message_id"],
            result_reason=m["result_reason"])

    def outbox_rows(self, rows: Sequence[Any]) -> list[Any]:
        return [self.b.OutboxRow(r.id, r.game_id, r.channel_id, r.ply, r.payload,
                                 r.created_at, r.attempts, r.sent_at) for r in rows]

    def change(self, game: Game) -> Any:
        now = self.work.now()
        move, post, entries = self.work.move(game, now)
        v = game.version
        return self.b.Change(game.id, now, expected_version=v, moves=[move],
                             snapshot_json=self.work.snapshot, posts=[post],
                             schedule=self.b.Replan(v + 1, entries), claim_lease=LEASE)

    def claim_args(self, change: Any) -> dict[str, Any]:
        args = {"lease_end": change.now + LEASE, "game_id": change.game_id,
                "now": change.now, "limit": 50}
        if self.s.postgres:
            args["owner"] = self.owner
        return args


class CoreAsyncDriver(CoreDriver):
    """SQLAlchemy Core 2's asyncio API: ``async with engine.begin()`` per transaction."""

    def __init__(self, storage: Any, work: Workload, statements: CoreStatements,
                 engine: Any, claim_lock: int) -> None:
        super().__init__(storage, work, statements)
        self.engine = engine
        self.claim_lock = claim_lock

    async def commit(self, change: Any) -> tuple[Any, list[Any]]:
        from sqlalchemy.exc import IntegrityError

        self.check_change(change)
        s, game_id = self.s, change.game_id
        keep_previous = self.keeps_snapshot(change.expected_version)
        async with self.engine.begin() as conn:
            row = (await conn.execute(s.guard, s.guard_args(change))).one_or_none()
            if row is None:
                raise self.b.StaleGame(game_id)
            try:
                await conn.execute(s.insert_moves, s.move_rows(change))
                await conn.execute(s.insert_snapshot, s.snapshot_row(change))
            except IntegrityError as error:
                raise self.b.StaleGame(game_id) from error
            if not keep_previous:
                await conn.execute(s.drop_snapshot, {"d_game": game_id,
                                                     "d_ply": change.expected_version})
            if change.posts:
                await conn.execute(s.insert_posts, s.post_rows(change))
            await conn.execute(s.clear_clocks, {"c_game": game_id})
            if clocks := s.clock_rows(change):
                await conn.execute(s.insert_clocks, clocks)
            pending = (await conn.execute(s.pending, {"p_game": game_id})).all()
            if gone := s.gone(pending, change):
                await conn.execute(s.drop_points, {"ids": gone})
            if change.schedule.entries:
                await conn.execute(s.upsert_points, s.point_rows(change))
            claimed: list[Any] = []
            if change.claim_lease is not None and change.posts and not s.postgres:
                claimed = self.outbox_rows(
                    (await conn.execute(s.claim, self.claim_args(change))).all())
            return self.game_row(row), claimed

    async def claim(self, change: Any) -> list[Any]:
        """PostgreSQL: the post claimed after the commit, under the claiming lock."""
        async with self.engine.begin() as conn:
            await conn.execute(self.s.lock, {"key": self.claim_lock})
            rows = (await conn.execute(self.s.claim, self.claim_args(change))).all()
        return self.outbox_rows(rows)

    async def mark_post_sent(self, post_id: int, now: int) -> None:
        async with self.engine.begin() as conn:
            await conn.execute(self.s.mark_sent, {"m_id": post_id, "m_now": now})

    async def move(self, game: Game) -> None:
        change = self.change(game)
        _game, claimed = await self.commit(change)
        game.version += 1
        for row in claimed or await self.claim(change):
            await self.mark_post_sent(row.id, change.now)

    async def close(self) -> None:
        await self.engine.dispose()


class CoreSyncDriver(CoreDriver):
    """The same statements on SQLAlchemy's sync engine, each transaction run whole on one
    database thread: one hand-off per transaction, as the dialect layer does."""

    def __init__(self, storage: Any, work: Workload, statements: CoreStatements,
                 engine: Any) -> None:
        from concurrent.futures import ThreadPoolExecutor

        super().__init__(storage, work, statements)
        self.engine = engine
        self.thread = ThreadPoolExecutor(1, thread_name_prefix="sqlite")
        self.handoffs = 0

    async def _run(self, fn: Callable[[], Any]) -> Any:
        self.handoffs += 1
        return await asyncio.get_running_loop().run_in_executor(self.thread, fn)

    def _commit(self, change: Any) -> tuple[Any, list[Any]]:
        from sqlalchemy.exc import IntegrityError

        self.check_change(change)
        s, game_id = self.s, change.game_id
        keep_previous = self.keeps_snapshot(change.expected_version)
        with self.engine.begin() as conn:
            row = conn.execute(s.guard, s.guard_args(change)).one_or_none()
            if row is None:
                raise self.b.StaleGame(game_id)
            try:
                conn.execute(s.insert_moves, s.move_rows(change))
                conn.execute(s.insert_snapshot, s.snapshot_row(change))
            except IntegrityError as error:
                raise self.b.StaleGame(game_id) from error
            if not keep_previous:
                conn.execute(s.drop_snapshot, {"d_game": game_id,
                                               "d_ply": change.expected_version})
            if change.posts:
                conn.execute(s.insert_posts, s.post_rows(change))
            conn.execute(s.clear_clocks, {"c_game": game_id})
            if clocks := s.clock_rows(change):
                conn.execute(s.insert_clocks, clocks)
            pending = conn.execute(s.pending, {"p_game": game_id}).all()
            if gone := s.gone(pending, change):
                conn.execute(s.drop_points, {"ids": gone})
            if change.schedule.entries:
                conn.execute(s.upsert_points, s.point_rows(change))
            claimed: list[Any] = []
            if change.claim_lease is not None and change.posts:
                claimed = self.outbox_rows(
                    conn.execute(s.claim, self.claim_args(change)).all())
            return self.game_row(row), claimed

    def _mark_post_sent(self, post_id: int, now: int) -> None:
        with self.engine.begin() as conn:
            conn.execute(self.s.mark_sent, {"m_id": post_id, "m_now": now})

    async def move(self, game: Game) -> None:
        change = self.change(game)
        _game, claimed = await self._run(lambda: self._commit(change))
        game.version += 1
        for row in claimed:
            await self._run(lambda row=row: self._mark_post_sent(row.id, change.now))

    async def close(self) -> None:
        await self._run(self.engine.dispose)
        self.thread.shutdown()


def sqlite_events(engine: Any) -> None:
    """The store's pragmas and ``BEGIN IMMEDIATE``, set the way SQLAlchemy documents for
    (aio)sqlite: the driver's own transaction handling off, BEGIN emitted on "begin"."""
    from sqlalchemy import event

    @event.listens_for(engine, "connect")
    def connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        for pragma in ("PRAGMA busy_timeout = 10000", "PRAGMA journal_mode = WAL",
                       "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON"):
            cursor.execute(pragma)
        cursor.close()

    @event.listens_for(engine, "begin")
    def begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")


# ---- one run, in a process of its own ---------------------------------------------------------

class HandoffCounter:
    """Counts aiosqlite's hand-offs to its thread while installed."""

    def __init__(self) -> None:
        self.count = 0

    @contextlib.contextmanager
    def installed(self) -> Iterator[None]:
        import aiosqlite.core

        original = aiosqlite.core.Connection._execute
        counter = self

        async def counted(self: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
            counter.count += 1
            return await original(self, fn, *args, **kwargs)

        aiosqlite.core.Connection._execute = counted  # type: ignore[method-assign]
        try:
            yield
        finally:
            aiosqlite.core.Connection._execute = original  # type: ignore[method-assign]


def server_cpu(pid: int | None) -> float:
    """CPU seconds of a PostgreSQL server: the postmaster's, its live processes', and those
    of the processes that ended (the postmaster waited for them: its children's times), so
    a connection replaced meanwhile (asyncpg's pool renews one after 50,000 queries) still
    counts."""
    if pid is None:
        return 0.0
    tick = 1.0 / os.sysconf("SC_CLK_TCK")
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError, PermissionError):
            continue
        if int(entry) == pid:
            total += int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])
        elif int(fields[1]) == pid:
            total += int(fields[11]) + int(fields[12])
    return total * tick


async def check_stored(target: str, games: list[Game]) -> None:
    """Every variant must have stored the same rows: all plies, no unsent post, each game's
    clock and its three pending points."""
    queries = {"moves": "SELECT COUNT(*) FROM moves",
               "unsent": "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL",
               "points": "SELECT COUNT(*) FROM schedule WHERE done_at IS NULL",
               "clocks": "SELECT COUNT(*) FROM clocks",
               "version": "SELECT SUM(version) FROM games"}
    if target.startswith("postgresql://"):
        import asyncpg

        conn = await asyncpg.connect(target)
        try:
            found = {k: int(await conn.fetchval(q)) for k, q in queries.items()}
        finally:
            await conn.close()
    else:
        with contextlib.closing(sqlite3.connect(target)) as conn:
            found = {k: int(conn.execute(q).fetchone()[0]) for k, q in queries.items()}
    plies = sum(g.version for g in games)
    wanted = {"moves": plies, "unsent": 0, "points": 3 * len(games), "clocks": len(games),
              "version": plies}
    if found != wanted:
        raise SystemExit(f"the variant stored {found}, not {wanted}")


async def worker(args: argparse.Namespace) -> None:
    root = Path(args.root).resolve()
    sys.path.insert(0, str(root))
    import storage
    import storage.base

    if not Path(storage.__file__).resolve().is_relative_to(root):
        raise SystemExit(f"storage was imported from {storage.__file__}, not from {root}")
    postgres = args.target.startswith("postgresql://")
    snapshot = Path(args.snapshot).read_text()
    games = await set_up(storage, args.target, args.games, snapshot)
    work = Workload(storage.base, snapshot)
    sync_handoffs: Callable[[], int] | None = None
    if args.variant == "store":
        driver: Any = StoreDriver(storage, await storage.open_store(
            args.target, snapshot_every=SNAPSHOT_EVERY), work)
    else:
        from storage.outbox import CLAIM_LOCK
        try:
            from storage.sql import ALIVE_OWNERS, OWNER_CLASS
        except ImportError:  # a revision that kept them in storage.postgres_owner
            from storage.postgres_owner import ALIVE_OWNERS, OWNER_CLASS

        statements = CoreStatements(postgres, ALIVE_OWNERS)
        owner_conn = None
        if args.variant == "sqlalchemy-sync":
            from sqlalchemy import create_engine

            engine = create_engine(f"sqlite:///{args.target}", json_serializer=dumps)
            sqlite_events(engine)
            sync = CoreSyncDriver(storage, work, statements, engine)
            sync_handoffs = lambda: sync.handoffs  # noqa: E731
            driver = sync
        else:
            from sqlalchemy.ext.asyncio import create_async_engine

            if postgres:
                engine = create_async_engine(
                    args.target.replace("postgresql://", "postgresql+asyncpg://", 1),
                    json_serializer=dumps, pool_size=10)
            else:
                engine = create_async_engine(f"sqlite+aiosqlite:///{args.target}",
                                             json_serializer=dumps)
                sqlite_events(engine.sync_engine)
            driver = CoreAsyncDriver(storage, work, statements, engine, CLAIM_LOCK)
            if postgres:  # this process's owner key, held as the store holds it
                import asyncpg

                owner_conn = await asyncpg.connect(args.target)
                driver.owner = int(await owner_conn.fetchval("SELECT nextval('owner_keys')"))
                await owner_conn.execute("SELECT pg_advisory_lock($1, $2)", OWNER_CLASS,
                                         driver.owner)

    def play(count: int, start: int) -> Iterator[Game]:
        for i in range(start, start + count):
            yield games[i % len(games)]

    step = 0
    for game in play(args.warmup, step):
        await driver.move(game)
    step += args.warmup
    counter = HandoffCounter()
    before = sync_handoffs() if sync_handoffs else 0
    with counter.installed():
        for game in play(args.count, step):
            await driver.move(game)
    step += args.count
    handoffs = counter.count + ((sync_handoffs() - before) if sync_handoffs else 0)
    gc.collect()
    cpu, wall, server = time.process_time(), time.perf_counter(), server_cpu(args.server_pid)
    for game in play(args.moves, step):
        await driver.move(game)
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    server_spent = server_cpu(args.server_pid) - server
    await driver.close()
    if args.variant != "store" and postgres and owner_conn is not None:
        await owner_conn.close()
    await check_stored(args.target, games)
    print(json.dumps({
        "cpu": cpu / args.moves, "wall": wall / args.moves,
        "handoffs": None if postgres else handoffs / args.count,
        "server": server_spent / args.moves if args.server_pid else None}))


# ---- the whole benchmark ----------------------------------------------------------------------

@dataclass
class Variant:
    database: str
    name: str  # as --variants names it
    label: str
    kind: str  # store, sqlalchemy, sqlalchemy-sync
    root: Path
    results: list[dict[str, Any]]


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], check=True, capture_output=True,
                          text=True).stdout.strip()


def run_worker(variant: Variant, target: str, snapshot: Path, args: argparse.Namespace,
               server_pid: int | None) -> dict[str, Any]:
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", variant.kind,
               "--root", str(variant.root), "--target", target, "--snapshot", str(snapshot),
               "--games", str(args.games), "--warmup", str(args.warmup),
               "--count", str(args.count), "--moves", str(args.moves)]
    if server_pid is not None:
        command += ["--server-pid", str(server_pid)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=tempfile.gettempdir())
    if done.returncode != 0:
        raise SystemExit(f"{variant.database} {variant.label} failed:\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def spread(values: list[float], scale: float, digits: int) -> str:
    mid = statistics.median(values) * scale
    if len(values) == 1:
        return f"{mid:.{digits}f}"
    return f"{mid:.{digits}f} [{min(values) * scale:.{digits}f}-{max(values) * scale:.{digits}f}]"


def table(variants: list[Variant]) -> None:
    print()
    print(f"{'database':<11}{'variant':<44}{'CPU/move ms':<22}{'vs layer':<20}"
          f"{'hand-offs':>9}  {'server CPU/move ms':<20}{'wall/move ms':>12}")
    base: dict[str, Variant] = {}
    for v in variants:
        if not v.results:
            continue
        layer = base.setdefault(v.database, v)
        cpu = [r["cpu"] for r in v.results]
        # Each run against the dialect layer's run of the same round (the load drifts).
        ratios = [r["cpu"] / b["cpu"] for r, b in zip(v.results, layer.results, strict=False)]
        handoffs = v.results[0]["handoffs"]
        server = [r["server"] for r in v.results if r["server"] is not None]
        print(f"{v.database:<11}{v.label:<44}{spread(cpu, 1e3, 3):<22}"
              f"{spread(ratios, 1, 2):<20}"
              f"{'-' if handoffs is None else f'{handoffs:.1f}':>9}  "
              f"{spread(server, 1e3, 3) if server else '-':<20}"
              f"{statistics.median(r['wall'] for r in v.results) * 1e3:>12.2f}")
    print(f"\nCPU/move: CPU of the process storing the moves (SQLite's thread included), "
          f"median [min-max] of the runs. vs layer: each run over the dialect layer's run of "
          f"the same round, median [min-max]. hand-offs: aiosqlite round trips (SQLAlchemy "
          f"sync: executor calls) per move. server CPU: PostgreSQL's processes per move. "
          f"[{load()}]")


def prepare(revision: str, scratch: Path, worktrees: list[Path]) -> tuple[Path, str]:
    """The tree to import a store from: a temporary worktree of ``revision``, or the
    checkout itself for ``checkout``."""
    if revision == "checkout":
        return ROOT, "checkout"
    short = git("rev-parse", "--short", f"{revision}^{{commit}}")
    path = scratch / f"tree-{short}"
    git("worktree", "add", "--detach", str(path), short)
    worktrees.append(path)
    return path, short


def main(args: argparse.Namespace) -> None:
    have_sqlalchemy = importlib.util.find_spec("sqlalchemy") is not None
    print(f"Storage layer: one move ({args.games} games of {SEATS} seats, each move 1 row, "
          f"a ~7.5 KB snapshot, 1 post, a clock and 3 schedule points; then the post sent)")
    print(f"{args.warmup} warm-up moves, {args.count} counted for hand-offs, {args.moves} "
          f"measured, per run; {args.rounds} run(s) per variant, interleaved")
    say("machine", f"{os.cpu_count()} cores, Python {sys.version.split()[0]}")
    if have_sqlalchemy:
        import sqlalchemy

        sa_version = sqlalchemy.__version__
        say("SQLAlchemy", sa_version)
    else:
        sa_version = ""
        print("SQLAlchemy is not installed: its variants are skipped "
              "(pip install 'sqlalchemy[asyncio]>=2' to measure them).", flush=True)
    scratch = Path(tempfile.mkdtemp(prefix="starpost-storage-layer-"))
    worktrees: list[Path] = []
    server = None
    try:
        current, current_name = prepare(args.current, scratch, worktrees)
        old, old_name = prepare(args.old, scratch, worktrees)
        snapshot = scratch / "snapshot.json"
        snapshot.write_text(real_snapshot())
        say("snapshot", f"{snapshot.stat().st_size:,} bytes")
        layer = f"dialect layer, commit(Change) ({current_name})"
        old_label = f"hand-written twins, append_moves ({old_name})"
        sqlite_variants = [Variant("sqlite", "layer", layer, "store", current, []),
                           Variant("sqlite", "hand-written", old_label, "store", old, [])]
        pg_variants = [Variant("postgresql", "layer", layer, "store", current, []),
                       Variant("postgresql", "hand-written", old_label, "store", old, [])]
        if have_sqlalchemy:
            sqlite_variants += [
                Variant("sqlite", "sqlalchemy", f"SQLAlchemy {sa_version} async "
                        "(aiosqlite)", "sqlalchemy", current, []),
                Variant("sqlite", "sqlalchemy-sync", f"SQLAlchemy {sa_version} sync, one "
                        "hand-off", "sqlalchemy-sync", current, [])]
            pg_variants.append(Variant("postgresql", "sqlalchemy", f"SQLAlchemy "
                                       f"{sa_version} async (asyncpg)", "sqlalchemy", current,
                                       []))
        chosen = args.variants.split(",")
        sqlite_variants = [v for v in sqlite_variants if v.name in chosen]
        pg_variants = [v for v in pg_variants if v.name in chosen]
        for round_ in range(args.rounds):
            for v in sqlite_variants:
                target = str(scratch / f"{v.kind}-{len(v.results)}-{v.root.name}.sqlite3")
                v.results.append(run_worker(v, target, snapshot, args, None))
                r = v.results[-1]
                say(f"sqlite, {v.name}, run {round_ + 1}",
                    f"{r['cpu'] * 1e3:.3f} ms CPU, {r['handoffs']:.1f} hand-offs")
        if not args.skip_postgres:
            server = start_postgres()
        if server is not None:
            from tests.pg_server import create_database

            pid = int((server.folder / "data" / "postmaster.pid").read_text().split()[0])
            for round_ in range(args.rounds):
                for v in pg_variants:
                    url = asyncio.run(create_database(server))
                    v.results.append(run_worker(v, url, snapshot, args, pid))
                    r = v.results[-1]
                    say(f"postgresql, {v.name}, run {round_ + 1}",
                        f"{r['cpu'] * 1e3:.3f} ms CPU, server {r['server'] * 1e3:.3f} ms")
        table(sqlite_variants + (pg_variants if server is not None else []))
    finally:
        if server is not None:
            server.stop()
        for path in worktrees:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force",
                            str(path)], capture_output=True)
        subprocess.run(["rm", "-rf", str(scratch)], check=False)


def start_postgres() -> Any:
    """A PostgreSQL server as the tests start one, or None (said why) where it cannot run."""
    sys.path.insert(0, str(ROOT))
    from tests.pg_server import INSTALL_HINT, PostgresServer, find_bin

    if find_bin() is None:
        print(f"PostgreSQL: skipped. {INSTALL_HINT}", flush=True)
        return None
    import pytest

    try:
        return PostgresServer.start()
    except pytest.skip.Exception as skipped:
        print(f"PostgreSQL: skipped. {skipped}", flush=True)
        return None


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=2000, help="measured moves per run")
    parser.add_argument("--warmup", type=int, default=400)
    parser.add_argument("--count", type=int, default=200,
                        help="moves on which hand-offs are counted")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--current", default="HEAD",
                        help="revision of the store as written now ('checkout': as it is)")
    parser.add_argument("--old", default="8906a51",
                        help="revision of the hand-written store")
    parser.add_argument("--skip-postgres", action="store_true")
    parser.add_argument("--variants", default="layer,hand-written,sqlalchemy,sqlalchemy-sync",
                        help="which to run, of: layer, hand-written, sqlalchemy, "
                             "sqlalchemy-sync (the first is the reference)")
    # A run in a process of its own (used by the benchmark itself).
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--root", help=argparse.SUPPRESS)
    parser.add_argument("--target", help=argparse.SUPPRESS)
    parser.add_argument("--snapshot", help=argparse.SUPPRESS)
    parser.add_argument("--server-pid", type=int, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.worker:
        arguments.variant = arguments.worker
        asyncio.run(worker(arguments))
    else:
        main(arguments)
