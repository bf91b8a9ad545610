"""Three real bot processes, two shards each, one PostgreSQL database, thirty servers.

Sixty games move at once while one process is killed with ``kill -9`` and restarted
midway; a player whose command the dead process took with it tries again once the restarted
process has taken its shards back, as a real player would. Afterwards: every game moved in
every round, every move was applied exactly once and in order (the plies are contiguous,
each acknowledged move is stored in the order it was made, and no move request was stored
twice), every stored move was announced in its channel (the outbox, whose posts
a dead process had claimed go to another at once), and ``/mygames`` in every server lists
that server's games whichever process answers it. Then a reminder falls due in every game
at once, with the three schedulers looking every second: each is sent exactly once.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg
from fakediscord import FakeChannel, FakeDiscord, FakeGuild, FakeInteraction, FakeUser

from tests.bot.bot_process import BotProcess, acknowledged, in_order, random_move

SHARDS = 6
PROCESSES = ("0,1", "2,3", "4,5")
SERVERS = 30
GAMES_PER_SERVER = 2
ROUNDS = 4
KILL_IN_ROUND = 2  # the round during which the second process is killed and restarted
WAIT = 60.0


@dataclass
class Server:
    guild: FakeGuild
    general: FakeChannel
    player: FakeUser
    threads: list[FakeChannel]


@dataclass
class Table:
    thread: FakeChannel
    player: FakeUser
    killed: bool  # its server is on a shard of the process that is killed
    sent: int = 0  # /move requests that reached the bot's gateway
    records: list[FakeInteraction] = field(default_factory=list)  # every /move, in order
    cut_off: int = 0  # /move requests the killed process took with it, unanswered

    @property
    def confirmed(self) -> list[str]:
        """The moves the bot acknowledged ("Done: ..."), in order, whenever it did."""
        return [done for r in self.records if (done := acknowledged(r)) is not None]


async def build(fake: FakeDiscord) -> list[Server]:
    servers = []
    for n in range(SERVERS):
        guild = await fake.create_guild(f"server-{n}", shard=(n % SHARDS, SHARDS))
        general = await fake.create_channel(guild, "general")
        player = await fake.create_user(f"player-{n}")
        await fake.add_member(guild, player)
        threads = [await fake.create_thread(general, f"game-{k}")
                   for k in range(GAMES_PER_SERVER)]
        servers.append(Server(guild, general, player, threads))
    return servers


def killed_shards() -> set[int]:
    return {int(s) for s in PROCESSES[1].split(",")}


async def start(fake: FakeDiscord, tmp_path: Path, url: str, ids: str) -> BotProcess:
    return await BotProcess.start(fake, tmp_path / "unused.sqlite3", workers=0, env={
        "DATABASE_URL": url, "SHARD_COUNT": str(SHARDS), "SHARD_IDS": ids,
        "SCHEDULE_POLL_SECONDS": "1"})


async def all_shards_ready(fake: FakeDiscord) -> None:
    everyone = {(s, SHARDS) for s in range(SHARDS)}
    await fake.wait_for(lambda: fake.gateway.ready_shards() >= everyone, timeout=WAIT,
                        what="all six shards")


async def open_game(fake: FakeDiscord, table: Table) -> None:
    for sub, options in (("new", {"game": "adastra", "ai_seats": 2}), ("start", {})):
        record = await fake.slash(table.player, table.thread, "game", subcommand=sub,
                                  options=options, until=lambda r: r.answered, timeout=WAIT)
        assert not record.errors, record.errors


async def move(fake: FakeDiscord, table: Table, rnd: random.Random) -> FakeInteraction | None:
    """A random legal move (from autocomplete), sent without waiting for the answer; None
    when the bot offered nothing (its process was killed while answering)."""
    record = await random_move(fake, table.player, table.thread, rnd, WAIT)
    if record is None:
        return None
    table.sent += 1
    table.records.append(record)
    return record


async def query(url: str, sql: str, *args: object) -> list[asyncpg.Record]:
    conn = await asyncpg.connect(url)
    try:
        return list(await conn.fetch(sql, *args))
    finally:
        await conn.close()


async def settled(url: str) -> None:
    """Wait (bounded) until no post is left to send."""
    for _ in range(int(WAIT * 10)):
        if not await query(url, "SELECT id FROM outbox WHERE sent_at IS NULL"):
            return
        await asyncio.sleep(0.1)
    raise AssertionError("posts were still waiting in the outbox")


async def play_round(fake: FakeDiscord, tables: list[Table], rnd: random.Random,
                     kill: Callable[[], Awaitable[float]] | None) -> None:
    """One move in every game at once; ``kill`` runs while they are in flight and returns
    the fake's clock once the killed process's shards were gone, before the restart.

    A killed table's request sent before that went to the dead process: it may or may not
    be stored, and it is never answered, so the player tries again after the takeover. One
    sent after it went to the restarted process and is answered like any other. Every
    answer is awaited before the round ends, so no request races the next round's."""
    sending = asyncio.ensure_future(asyncio.gather(*(move(fake, t, rnd) for t in tables)))
    gone_at: float | None = None
    if kill is not None:
        await asyncio.sleep(rnd.uniform(0.1, 0.4))
        gone_at = await kill()
    records = await sending
    waiting: list[FakeInteraction] = []
    lost: list[Table] = []
    for table, record in zip(tables, records, strict=True):
        to_dead = gone_at is not None and table.killed and (
            record is None or record.created <= gone_at)
        if to_dead and (record is None or acknowledged(record) is None):
            table.cut_off += record is not None
            lost.append(table)
        elif record is not None:
            waiting.append(record)
        else:
            raise AssertionError(f"no legal move offered in {table.thread.name}")
    retries = await asyncio.gather(*(move(fake, t, rnd) for t in lost))
    assert all(r is not None for r in retries), "no legal move offered after the takeover"
    waiting += [r for r in retries if r is not None]
    await fake.wait_for(lambda: all(r.answered or r.errors for r in waiting), timeout=WAIT,
                        what="every move answered")


async def check_games(url: str, tables: list[Table]) -> None:
    """Each move once and in order, and every stored move announced in its channel."""
    for table in tables:
        [game] = await query(url, "SELECT id, version FROM games WHERE channel_id = $1",
                             table.thread.id)
        moves = await query(url, "SELECT ply, notation, kind FROM moves WHERE game_id = $1 "
                                 "ORDER BY ply", game["id"])
        assert [m["ply"] for m in moves] == list(range(1, game["version"] + 1))
        stored = [m["notation"] for m in moves if m["kind"] == "player"]
        assert in_order(table.confirmed, stored), (table.confirmed, stored)
        assert len(table.confirmed) <= len(stored) <= table.sent, (table, stored)
        assert len(stored) - len(table.confirmed) <= table.cut_off, (table, stored)
        posts = await query(url, "SELECT ply, payload FROM outbox WHERE game_id = $1 "
                                 "ORDER BY id", game["id"])
        assert max(p["ply"] for p in posts) == game["version"]
        shown = [m.content for m in table.thread.messages]
        for post in posts:
            text = json.loads(post["payload"])["text"]
            assert text in shown, f"never announced: {text[:200]!r}"


async def check_my_games(fake: FakeDiscord, servers: list[Server]) -> None:
    """/mygames in every server lists both of its games, whichever process answers."""
    async def ask(server: Server) -> None:
        record = await fake.slash(server.player, server.general, "mygames", timeout=WAIT)
        text = record.ephemeral[0].content
        for thread in server.threads:
            assert f"<#{thread.id}>" in text, text
    await asyncio.gather(*(ask(s) for s in servers))


def reminders(thread: FakeChannel) -> list[str]:
    return [m.content for m in thread.messages if m.content.startswith("Reminder: ")]


async def check_reminders(fake: FakeDiscord, url: str, tables: list[Table]) -> None:
    """A reminder due now in every game: each game's first planned reminder is brought
    forward, the three schedulers race for them, and each game's channel hears exactly
    one."""
    now = int(time.time())
    added = await query(url, "UPDATE schedule SET due_at = $1 WHERE id IN ("
                             " SELECT DISTINCT ON (game_id) id FROM schedule"
                             " WHERE kind = 'reminder' AND done_at IS NULL"
                             " ORDER BY game_id, due_at, id) RETURNING id", now - 1)
    assert len(added) == len(tables)
    await fake.wait_for(lambda: all(reminders(t.thread) for t in tables), timeout=WAIT,
                        what="a reminder in every game")
    # Several more rounds of every scheduler: nothing is sent twice.
    await asyncio.sleep(3.5)
    for table in tables:
        assert len(reminders(table.thread)) == 1, reminders(table.thread)
        assert f"<@{table.player.id}>" in reminders(table.thread)[0]
    undone = await query(url, "SELECT id FROM schedule WHERE id = ANY($1::bigint[]) "
                              "AND done_at IS NULL", [r["id"] for r in added])
    assert undone == []


async def test_three_processes_two_shards_each(fake: FakeDiscord, tmp_path: Path,
                                               postgres_url: str) -> None:
    rnd = random.Random(14)
    servers = await build(fake)
    tables = [Table(thread, s.player, (s.guild.id >> 22) % SHARDS in killed_shards())
              for s in servers for thread in s.threads]
    assert len(tables) == SERVERS * GAMES_PER_SERVER
    bots = [await start(fake, tmp_path, postgres_url, ids) for ids in PROCESSES]

    async def kill_and_restart() -> float:
        await bots[1].kill()
        dead = {(s, SHARDS) for s in killed_shards()}
        await fake.wait_for(lambda: not fake.gateway.ready_shards() & dead, timeout=WAIT,
                            what="the killed process's shards gone")
        gone_at = fake.clock()
        bots[1] = await start(fake, tmp_path, postgres_url, PROCESSES[1])
        await all_shards_ready(fake)  # meanwhile its servers' players wait
        return gone_at

    try:
        await all_shards_ready(fake)
        await asyncio.gather(*(open_game(fake, t) for t in tables))
        for round_no in range(ROUNDS):
            await play_round(fake, tables, rnd,
                             kill_and_restart if round_no == KILL_IN_ROUND else None)
        await settled(postgres_url)
        await check_games(postgres_url, tables)
        await check_my_games(fake, servers)
        await check_reminders(fake, postgres_url, tables)
    finally:
        for bot in bots:
            if bot.proc.returncode is None:
                await bot.kill()
    # Every game moved in every round, the killed process's games after the takeover.
    assert all(len(t.confirmed) == ROUNDS for t in tables), [
        (t.thread.name, t.confirmed) for t in tables if len(t.confirmed) != ROUNDS]
    fake.rejected.clear()  # answers cut off by the kill are not the bot's mistakes
