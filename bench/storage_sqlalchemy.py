"""The SQLAlchemy Core 2 variants of ``bench/storage_layer.py``: the move's transactions
written with SQLAlchemy (async, and sync on one database thread), on the schema the store's
migrations create. SQLAlchemy is imported only when these variants run."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from typing import Any

from storage_workload import LEASE, SNAPSHOT_EVERY, Game, Workload


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
