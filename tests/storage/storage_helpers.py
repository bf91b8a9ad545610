"""Shared builders for the storage tests: a started game with plain, recognisable moves."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from storage import Change, GameRow, GameStart, NewMove, SeatSpec, SqliteStore
from storage.postgres import PostgresStore

# Either backend: every storage test that takes the ``store`` fixture runs on both.
AnyStore = SqliteStore | PostgresStore

@dataclass
class Backend:
    """Where a test's database lives, and how to reach it behind the store's back."""

    name: str  # "sqlite" or "postgresql"
    location: str  # the SQLite file's path, or the PostgreSQL URL

    async def open(self, **options: Any) -> AnyStore:
        """Another store on the same database (a second process, a restart)."""
        if self.name == "sqlite":
            return await SqliteStore.open(self.location, **options)
        from storage.postgres import PostgresStore

        return await PostgresStore.open(self.location, **options)

    async def sql(self, statement: str) -> list[tuple[Any, ...]]:
        """Run one statement on a connection of its own (no parameters: the two databases
        write them differently), committing it; returns the rows."""
        if self.name == "sqlite":
            with sqlite3.connect(self.location) as conn:
                return [tuple(r) for r in conn.execute(statement)]
        import asyncpg

        conn = await asyncpg.connect(self.location)
        try:
            return [tuple(r) for r in await conn.fetch(statement)]
        finally:
            await conn.close()

    @property
    def integrity_error(self) -> type[Exception]:
        """What the database raises when a statement breaks a constraint."""
        if self.name == "sqlite":
            return sqlite3.IntegrityError
        import asyncpg

        return asyncpg.IntegrityConstraintViolationError


GUILD = 111
HOST, ALICE, BOB = 1001, 1002, 1003
T0 = 1_700_000_000  # every test time counts from here; storage never reads the clock


def state(ply: int, tag: str = "") -> str:
    """A stand-in for an engine's ``to_json`` after ``ply`` plies."""
    return json.dumps({"ply": ply, "tag": tag})


def move(ply: int, seat: int = 0, tag: str = "") -> NewMove:
    return NewMove(
        seat=seat,
        notation=f"m{ply}{tag}",
        created_at=T0 + ply,
        public_text=f"Seat {seat} played move {ply}{tag}.",
        private_texts={seat: f"secret {ply}{tag}"},
        user_id=HOST + seat,
    )


async def started_game(
    store: AnyStore, channel_id: int = 500, guild_id: int = GUILD, start_state: str = ""
) -> GameRow:
    """A three-seat active game at version 0 (host, Alice, and one AI seat)."""
    lobby = await store.create_lobby(
        guild_id=guild_id, channel_id=channel_id, game="adastra", host_id=HOST, seed=42, now=T0
    )
    await store.add_seat(lobby.id, user_id=ALICE, now=T0)
    seats = [SeatSpec(HOST, label="red"), SeatSpec(ALICE, label="blue"),
             SeatSpec(None, True, "green")]
    start = GameStart(seats, start_state or state(0))
    return (await store.commit(Change(lobby.id, T0, start=start))).game


async def append(store: AnyStore, game_id: int, version: int, moves: Sequence[NewMove],
                 snapshot_json: str, **fields: Any) -> int:
    """``moves`` stored after ``version`` as one :class:`Change` with any other ``fields``
    (at the last move's time unless ``now`` is given); the new version."""
    now = fields.pop("now", max(m.created_at for m in moves))
    return (await store.commit(Change(game_id, now, expected_version=version, moves=moves,
                                      snapshot_json=snapshot_json, **fields))).version


async def play(store: AnyStore, game_id: int, plies: int, tag: str = "") -> int:
    """Append ``plies`` single-move transactions; returns the new version."""
    version = (await store.get_game(game_id)).version
    for _ in range(plies):
        ply = version + 1
        version = await append(store, game_id, version, [move(ply, ply % 3, tag)], state(ply, tag))
    return version


CRASH = "the process died here"  # what the broken outbox says when a post is stored


async def break_outbox(backend: Backend) -> None:
    """Make storing any post fail, as if the process died at that very statement: whatever
    its transaction wrote is rolled back, what earlier transactions committed stays."""
    if backend.name == "sqlite":
        await backend.sql("CREATE TRIGGER crash_on_post BEFORE INSERT ON outbox "
                          f"BEGIN SELECT RAISE(ABORT, '{CRASH}'); END")
        return
    await backend.sql("CREATE FUNCTION crash_on_post() RETURNS trigger LANGUAGE plpgsql "
                      f"AS $$ BEGIN RAISE EXCEPTION '{CRASH}'; END $$")
    await backend.sql("CREATE TRIGGER crash_on_post BEFORE INSERT ON outbox "
                      "FOR EACH ROW EXECUTE FUNCTION crash_on_post()")


async def mend_outbox(backend: Backend) -> None:
    """Undo :func:`break_outbox` (the restarted process stores posts again)."""
    if backend.name == "sqlite":
        await backend.sql("DROP TRIGGER crash_on_post")
        return
    await backend.sql("DROP TRIGGER crash_on_post ON outbox")
    await backend.sql("DROP FUNCTION crash_on_post()")


async def break_writes(backend: Backend, table: str, events: str = "INSERT") -> None:
    """Make writing ``table`` fail (``events``: "INSERT", "DELETE" or "INSERT OR DELETE"),
    as :func:`break_outbox` does for the outbox: a crash at that very statement."""
    kinds = [e.strip() for e in events.split(" OR ")]
    if backend.name == "sqlite":
        for kind in kinds:
            await backend.sql(f"CREATE TRIGGER crash_on_{table}_{kind.lower()} BEFORE {kind} "
                              f"ON {table} BEGIN SELECT RAISE(ABORT, '{CRASH}'); END")
        return
    await backend.sql(f"CREATE FUNCTION crash_on_{table}() RETURNS trigger "
                      f"LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '{CRASH}'; END $$")
    await backend.sql(f"CREATE TRIGGER crash_on_{table} BEFORE {events} ON {table} "
                      f"FOR EACH ROW EXECUTE FUNCTION crash_on_{table}()")


async def mend_writes(backend: Backend, table: str, events: str = "INSERT") -> None:
    """Undo :func:`break_writes`."""
    if backend.name == "sqlite":
        for kind in (e.strip() for e in events.split(" OR ")):
            await backend.sql(f"DROP TRIGGER crash_on_{table}_{kind.lower()}")
        return
    await backend.sql(f"DROP TRIGGER crash_on_{table} ON {table}")
    await backend.sql(f"DROP FUNCTION crash_on_{table}()")
