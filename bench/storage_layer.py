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
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from storage_sqlalchemy import CoreAsyncDriver, CoreStatements, CoreSyncDriver, dumps, sqlite_events
from storage_workload import (
    LEASE,
    ROOT,
    SEATS,
    SNAPSHOT_EVERY,
    Game,
    Workload,
    real_snapshot,
    set_up,
)


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f}/{five:.2f}/{fifteen:.2f} on {os.cpu_count()} cores"


def say(label: str, value: str) -> None:
    print(f"{label:<46} {value:<40} [{load()}]", flush=True)


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
