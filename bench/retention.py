"""Retention: the database of a busy server after a simulated year of play.

The load, declared up front (the defaults): one server with 200 members; 2 games start
every day for 365 days (730 games), four players each, the four titles in turn, each
played to its end by the heuristic AI for every seat (about 360 moves a game, so about 700
moves a day and a quarter of a million in the year, with about 28 games running at any
time), its moves spread over 7 to 21 days, one wait in thirty lasting 2 to 4 days (so
reminders and deadlines do come due). Each game replays one of three recorded playouts of
its title, under its own id, seats and times. What is kept for ever grows with the moves:
twice the games a day keep about twice the bytes (the run prints the bytes per move).

Everything is stored by the real store on a fresh SQLite file, as the bot stores it: a
lobby, its seats and its start; then each move in one transaction with its snapshot (the
store keeps every 25th and the latest), its post (claimed in the same transaction) and the
game's schedule (two reminders and a deadline per awaited seat), and the post's "sent"
mark in a second one; a game's end with its results and the post of its score table. Every
simulated hour the due reminders and deadlines are claimed and marked handled, and the
bot's own purge (``Announcements.purge_sent``) deletes the posts sent more than
``--keep-days`` (OUTBOX_KEEP_DAYS, 30) days before. One game in ten leaves a moderator's
audit row; members' names are settings. Moves, snapshots, results and the audit trail are
kept for ever.

Durability is off for the run (``synchronous=OFF``): that changes no byte stored, only how
long each commit waits for the disk. Prints, each simulated month, the file's size and the
rows of each table, then each table's share of the file (SQLite's ``dbstat``), what the
outbox would hold without the purge, the core count and the load average.

    python bench/retention.py [--games-per-day 2] [--days 365] [--keep-days 30]
"""

from __future__ import annotations

import argparse
import asyncio
import heapq
import importlib
import json
import os
import random
import sqlite3
import sys
import tempfile
import time
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from bot.app.i18n import kept  # noqa: E402
from bot.app.table import POST_LEASE, Post  # noqa: E402
from bot.app.wording import folded  # noqa: E402
from bot.outbox.announce import Announcements  # noqa: E402
from storage.base import (  # noqa: E402
    Change,
    GameStart,
    GameStatus,
    NewMove,
    NewPost,
    Replan,
    ResultRow,
    ScheduleEntry,
    SeatSpec,
)
from storage.sqlite import SqliteStore  # noqa: E402

DAY, HOUR = 24 * 3600, 3600
T0 = 1_767_225_600  # 2026-01-01 00:00 UTC
TITLES = ("adastra", "kepler3042", "magnastorm", "afternova")
PLAYERS = 4
PLAYOUTS = 3  # recorded playouts per title
MEMBERS = 200
GUILD = 1
DEADLINE = 72 * HOUR
REMINDERS = (24 * HOUR, 4 * HOUR)  # before the deadline (the server's defaults)
SLOW_WAIT = 1 / 30  # the share of waits lasting 2 to 4 days
TABLES = ("games", "seats", "moves", "snapshots", "results", "settings", "audit", "outbox",
          "schedule", "clocks")


@dataclass
class Ply:
    seat: int
    notation: str
    public_text: str
    private_texts: dict[int, str]
    messages: dict[str, Any] | None
    state_json: str
    awaited: list[int]
    post_text: str


@dataclass
class Playout:
    title: str
    start_json: str
    plies: list[Ply]
    scores: list[int]
    places: list[int]
    reason: str


def record(title: str, seed: int) -> Playout:
    """One game of ``title`` played to its end by the heuristic AI for every seat."""
    engine = games.get(title)
    ai = importlib.import_module(f"games.{title}.ai")
    state = engine.setup(PLAYERS, seed)
    start = json.dumps(engine.to_json(state))
    plies: list[Ply] = []
    while engine.outcome(state) is None and len(plies) < 20_000:
        seat = engine.to_act(state)[0]
        move = ai.choose_move(engine, state, seat, seed + len(plies))
        notation = engine.format_move(state, move)
        state, events = engine.apply(state, seat, move)
        private: dict[int, str] = {}
        for event in events:
            for s, text in event.private.items():
                private[s] = (private[s] + "\n" + text) if s in private else text
        awaited = list(engine.to_act(state)) if engine.outcome(state) is None else []
        plies.append(Ply(seat, notation, "\n".join(e.text for e in events), private,
                         kept(events), json.dumps(engine.to_json(state)), awaited,
                         folded(events, locale="en")))
    outcome = engine.outcome(state)
    assert outcome is not None, f"{title} seed {seed} did not end"
    return Playout(title, start, plies, list(outcome.scores)[:PLAYERS],
                   [outcome.place_of(s) for s in range(PLAYERS)], outcome.reason)


@dataclass
class Game:
    """One simulated game: a playout under its own id, channel, players and times."""

    playout: Playout
    channel: int
    players: list[int]
    times: list[int]  # when each ply is played
    id: int = 0
    version: int = 0
    audited: bool = False
    since: dict[int, int] = field(default_factory=dict)  # awaited seat -> wait began


def schedule_of(game: Game, awaited: list[int], now: int) -> list[ScheduleEntry]:
    """Two reminders and a deadline for each awaited seat; a seat still awaited keeps the
    wait it began earlier (its clock runs from then)."""
    game.since = {s: game.since.get(s, now) for s in awaited}
    entries = []
    for seat, since in game.since.items():
        due = since + DEADLINE
        entries.append(ScheduleEntry(seat, game.version, since, "deadline", 0, due))
        entries += [ScheduleEntry(seat, game.version, since, "reminder", lead, due - lead)
                    for lead in REMINDERS]
    return entries


def post(game: Game, text: str, mentions: list[int], *, media: bool = False) -> NewPost:
    payload = Post(text, mentions=mentions,
                   turn_button=None if media else game.id, locale="en").payload(board=not media,
                                                                   media=media)
    return NewPost(game.channel, game.version, payload)


class Year:
    def __init__(self, store: SqliteStore, keep_days: int) -> None:
        self.store = store
        self.now = T0
        core = SimpleNamespace(store=store, clock=lambda: self.now)
        self.announcements = Announcements(core, None, keep_sent=keep_days * DAY)  # type: ignore[arg-type]
        self.posts_written = 0
        self.payload_bytes = 0
        self.moves = 0
        self.named: set[int] = set()

    async def sent(self, game: Game) -> None:
        """The dispatcher's part: the posts the commit claimed are sent and marked."""
        for row in self.store.take_claimed(game.id):
            self.posts_written += 1
            self.payload_bytes += len(row.payload)
            await self.store.mark_post_sent(row.id, now=self.now)

    async def start(self, game: Game) -> None:
        store, now = self.store, self.now
        for user in game.players:
            if user not in self.named:  # the member's name, kept when first seen
                self.named.add(user)
                await store.set_settings(GUILD, {f"name.{user}": f"Member {user}",
                                                 f"locale.{user}": "en"}, now=now)
        lobby = await store.create_lobby(guild_id=GUILD, channel_id=game.channel,
                                         game=game.playout.title, host_id=game.players[0],
                                         seed=game.channel, now=now)
        game.id = lobby.id
        for user in game.players[1:]:
            await store.add_seat(lobby.id, user_id=user, now=now)
        first = game.playout.plies[0].seat if game.playout.plies else 0
        await store.commit(Change(
            game.id, now, start=GameStart(
                [SeatSpec(u, label=f"colour {i}") for i, u in enumerate(game.players)],
                game.playout.start_json),
            posts=[post(game, f"The game begins. Next: <@{game.players[first]}>",
                        [game.players[first]])],
            schedule=Replan(0, schedule_of(game, [first], now)), claim_lease=POST_LEASE))
        await self.sent(game)

    async def play(self, game: Game, index: int) -> None:
        ply = game.playout.plies[index]
        now = self.now
        row = NewMove(seat=ply.seat, notation=ply.notation, created_at=now,
                      public_text=ply.public_text, private_texts=ply.private_texts,
                      user_id=game.players[ply.seat], messages=ply.messages)
        last = index == len(game.playout.plies) - 1
        expected = game.version
        game.version += 1
        game.since.pop(ply.seat, None)  # the mover's wait is over
        if last:
            playout = game.playout
            results = [ResultRow(s, game.players[s], playout.scores[s], playout.places[s])
                       for s in range(PLAYERS)]
            text = f"{ply.post_text}\n\nGame over ({playout.reason}). " + ", ".join(
                f"<@{game.players[s]}> {playout.scores[s]}" for s in range(PLAYERS))
            change = Change(game.id, now, expected_version=expected, moves=[row],
                            snapshot_json=ply.state_json, status=GameStatus.FINISHED,
                            results=results, reason=playout.reason,
                            posts=[post(game, text, []),
                                   post(game, "Score table and replay", [], media=True)],
                            claim_lease=POST_LEASE)
        else:
            users = [game.players[s] for s in ply.awaited]
            text = (f"{ply.post_text}\nNext: " + ", ".join(f"<@{u}>" for u in users)
                    + f" (deadline <t:{now + DEADLINE}:R>)")
            change = Change(game.id, now, expected_version=expected, moves=[row],
                            snapshot_json=ply.state_json, posts=[post(game, text, users)],
                            schedule=Replan(game.version, schedule_of(game, ply.awaited, now)),
                            claim_lease=POST_LEASE)
        await self.store.commit(change)
        self.moves += 1
        await self.sent(game)
        if last and game.channel % 10 == 0:  # a moderator ended or fixed something
            await self.store.append_audit(guild_id=GUILD, actor_id=game.players[0],
                                          action="end", now=now, game_id=game.id,
                                          details={"reason": "agreed by the table"})

    async def hour(self) -> None:
        """The scheduler's claim of due points (handled at once), and the hourly purge."""
        while claimed := await self.store.claim_schedule(now=self.now, lease=300, limit=50):
            await self.store.finish_schedule([e.id for e in claimed], now=self.now)
        await self.announcements.purge_sent()


def sizes(path: Path) -> tuple[int, dict[str, int], dict[str, int], int]:
    """The file's bytes (with its WAL), rows per table, bytes per table (indexes included,
    where SQLite has dbstat), and free pages' bytes."""
    with closing(sqlite3.connect(path)) as db:
        rows = {t: int(db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]) for t in TABLES}
        page = int(db.execute("PRAGMA page_size").fetchone()[0])
        free = int(db.execute("PRAGMA freelist_count").fetchone()[0]) * page
        per_table: dict[str, int] = {}
        try:
            owners = dict(db.execute("SELECT name, tbl_name FROM sqlite_master "
                                     "WHERE type IN ('table', 'index')").fetchall())
            for name, size in db.execute("SELECT name, SUM(pgsize) FROM dbstat GROUP BY name"):
                table = owners.get(name, name)
                per_table[table] = per_table.get(table, 0) + int(size)
        except sqlite3.OperationalError:
            pass  # no dbstat in this SQLite
    wal = Path(f"{path}-wal")
    total = path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)
    return total, rows, per_table, free


def mib(n: float) -> str:
    return f"{n / (1 << 20):.1f} MiB"


async def main(per_day: int, days: int, keep_days: int, seed: int) -> None:
    started = time.perf_counter()
    print(f"load: {per_day} games a day for {days} days, {PLAYERS} players each, "
          f"{', '.join(TITLES)} in turn; {MEMBERS} members; sent posts kept {keep_days} days")
    print(f"cores: {os.cpu_count()}, load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    playouts = {t: [record(t, seed + i) for i in range(PLAYOUTS)] for t in TITLES}
    lengths = {t: [len(p.plies) for p in ps] for t, ps in playouts.items()}
    print(f"recorded playouts (moves): {lengths}, in {time.perf_counter() - started:.0f} s")

    rnd = random.Random(seed)
    members = [10_000 + i for i in range(MEMBERS)]
    events: list[tuple[int, int, int, int]] = []  # (time, order, game, ply; -1 = start)
    all_games: list[Game] = []
    for day in range(days):
        for n in range(per_day):
            number = day * per_day + n
            playout = playouts[TITLES[number % len(TITLES)]][rnd.randrange(PLAYOUTS)]
            begin = T0 + day * DAY + rnd.randrange(DAY)
            span = rnd.randrange(7 * DAY, 21 * DAY)
            gaps = [rnd.uniform(2 * DAY, 4 * DAY) if rnd.random() < SLOW_WAIT
                    else rnd.expovariate(1.0) for _ in playout.plies]
            slow = sum(g for g in gaps if g >= DAY)
            scale = max(span - slow, 60.0 * len(gaps)) / max(1e-9, sum(gaps) - slow)
            times, clock = [], float(begin)
            for gap in gaps:
                clock += gap if gap >= DAY else max(1.0, gap * scale)
                times.append(int(clock))
            game = Game(playout, 500_000 + number, rnd.sample(members, PLAYERS), times)
            all_games.append(game)
            events.append((begin, len(events), number, -1))
            events += [(t, len(events) + i + 1, number, i) for i, t in enumerate(times)]
    heapq.heapify(events)
    end = T0 + days * DAY

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "year.sqlite3"
        store = await SqliteStore.open(path)
        run = store.db.run
        await run(lambda tx: tx.execute("PRAGMA synchronous = OFF"), write=False)

        async def durable(work: Any, **options: Any) -> Any:  # keeps synchronous OFF
            return await run(work, **{**options, "durable": True})

        store.db.run = durable  # type: ignore[method-assign]
        year = Year(store, keep_days)
        next_hour = T0 + HOUR
        month = 1
        print(f"{'day':>5} {'games':>6} {'moves':>9} {'outbox':>8} {'schedule':>9} "
              f"{'file':>10}  elapsed")
        while events and events[0][0] < end:
            when, _, number, index = heapq.heappop(events)
            while next_hour <= when:
                year.now = next_hour
                await year.hour()
                next_hour += HOUR
                if next_hour >= T0 + month * 30 * DAY:
                    total, rows, _, _ = sizes(path)
                    print(f"{(next_hour - T0) // DAY:>5} {rows['games']:>6} "
                          f"{rows['moves']:>9,} {rows['outbox']:>8,} {rows['schedule']:>9,} "
                          f"{mib(total):>10}  {time.perf_counter() - started:.0f} s",
                          flush=True)
                    month += 1
            year.now = when
            game = all_games[number]
            if index < 0:
                await year.start(game)
            elif game.id:
                await year.play(game, index)
        while next_hour <= end:  # the year's last hours
            year.now = next_hour
            await year.hour()
            next_hour += HOUR
        await store.close()
        total, rows, per_table, free = sizes(path)
        finished = sum(1 for g in all_games if g.times[-1] < end)
        print(f"\nafter {days} days: {rows['games']} games ({finished} finished), "
              f"{year.moves:,} moves, file {mib(total)} ({mib(free)} of it free pages "
              "waiting for reuse)")
        print("table       rows        size (with its indexes)")
        for table in TABLES:
            share = per_table.get(table)
            print(f"{table:<10} {rows[table]:>10,}   {mib(share) if share is not None else '?'}")
        print(f"posts written {year.posts_written:,}; without the purge the outbox would "
              f"hold them all, {mib(year.payload_bytes)} of payload alone; it holds "
              f"{rows['outbox']:,} (the last {keep_days} days)")
        per_move = (total - free) / max(1, year.moves)
        print(f"bytes per move kept: {per_move:,.0f}; run took "
              f"{time.perf_counter() - started:.0f} s ({time.process_time():.0f} s of CPU, "
              f"the playouts' recording included); load average "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games-per-day", type=int, default=2)
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--keep-days", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(main(args.games_per_day, args.days, args.keep_days, args.seed))
