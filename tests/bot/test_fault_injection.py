"""The real bot stopped the hard way while players move, again and again.

``kill -9`` at random points of a burst of moves in several channels, until the games have
ended (at most twenty times): after each restart the database is intact, no acknowledged
move is lost, every stored move has been announced in its channel (the outbox), and nothing
of the old bot is left running. SIGTERM at random
moments: every player whose move was stored got the reply and the board, the process exits
0, and nothing is printed as a traceback.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

from fakediscord import FakeChannel, FakeDiscord, FakeInteraction, FakeUser, World

from tests.bot.bot_process import (
    BotProcess,
    acknowledged,
    alive,
    in_order,
    random_move,
    read_db,
)

CHANNELS = 3
ROUNDS = 12  # kills of a bot in the middle of a burst: each round a restart
SIGTERM_ROUNDS = 10  # each round is a bot's start and stop: seconds each
WAIT = 90.0  # a start now warms two process pools (boards and AI): slow on a loaded machine


async def open_tables(fake: FakeDiscord, world: World) -> list[FakeChannel]:
    """Ad Astra for alice and two AI seats in each of several threads."""
    threads = [world.thread] + [await fake.create_thread(world.channel, f"game-{n}")
                                for n in range(2, CHANNELS + 1)]
    for thread in threads:
        await fake.slash(world.alice, thread, "game", subcommand="new",
                         options={"game": "adastra", "ai_seats": 2},
                         until=lambda r: r.answered, timeout=WAIT)
        await fake.slash(world.alice, thread, "game", subcommand="start",
                         until=lambda r: r.answered, timeout=WAIT)
    return threads


async def move(fake: FakeDiscord, user: FakeUser, thread: FakeChannel,
               rnd: random.Random) -> FakeInteraction | None:
    return await random_move(fake, user, thread, rnd, WAIT)


def player_moves(db: Path, channel: int) -> list[str]:
    return [str(n) for (n,) in read_db(
        db, "SELECT m.notation FROM moves m JOIN games g ON g.id = m.game_id "
            "WHERE g.channel_id = ? AND m.kind = 'player' ORDER BY g.id, m.ply", (channel,))]


async def settled(db: Path) -> None:
    """Wait (bounded) until the outbox has nothing left to send."""
    for _ in range(int(WAIT * 10)):
        if not read_db(db, "SELECT id FROM outbox WHERE sent_at IS NULL"):
            return
        await asyncio.sleep(0.1)
    raise AssertionError("posts were still waiting in the outbox")


def assert_all_announced(db: Path, threads: list[FakeChannel]) -> None:
    """Every stored post (one per command that changed a game) is in its channel, and
    each game's last stored move has its post."""
    for game, version, last in read_db(
            db, "SELECT g.id, g.version, MAX(o.ply) FROM games g "
                "LEFT JOIN outbox o ON o.game_id = g.id GROUP BY g.id"):
        assert last == version, f"game {game}: moves up to {version}, posts up to {last}"
    shown = {thread.id: [m.content for m in thread.messages] for thread in threads}
    for channel, payload in read_db(db, "SELECT channel_id, payload FROM outbox"):
        text = json.loads(str(payload))["text"]
        assert text in shown[int(str(channel))], f"never announced: {text[:200]!r}"


async def test_kill_9_during_bursts_of_moves(fake: FakeDiscord, world: World,
                                            tmp_path: Path) -> None:
    db = tmp_path / "bot.sqlite3"
    rnd = random.Random(9)
    bot = await BotProcess.start(fake, db, workers=1)
    threads = await open_tables(fake, world)
    confirmed: dict[int, list[str]] = {t.id: [] for t in threads}
    sent: list[tuple[FakeChannel, FakeInteraction]] = []
    try:
        for kills in range(1, ROUNDS + 1):
            # A burst: one move per channel at a time, then the next, until the kill; at
            # least one round of moves however slow the machine, so every kill follows moves.
            deadline = asyncio.get_running_loop().time() + rnd.uniform(0.05, 1.5)
            while True:
                batch = await asyncio.gather(*(move(fake, world.alice, t, rnd)
                                               for t in threads))
                sent += [(t, r) for t, r in zip(threads, batch, strict=True) if r is not None]
                await asyncio.sleep(rnd.uniform(0, 0.05))
                if asyncio.get_running_loop().time() >= deadline:
                    break
            old = bot.descendants() | {bot.pid}
            await bot.kill()
            bot = await BotProcess.start(fake, db, workers=1)
            await fake.wait_until_connected(timeout=WAIT)
            await settled(db)
            # Nothing of the old bot survives it (render worker, forkserver, tracker).
            for _ in range(200):
                if not any(alive(pid) for pid in old):
                    break
                await asyncio.sleep(0.1)
            assert not any(alive(pid) for pid in old), "processes of the killed bot remain"
            assert read_db(db, "PRAGMA integrity_check") == [("ok",)]
            for thread, record in sent:
                done = acknowledged(record)
                if done is not None:
                    confirmed[thread.id].append(done)
            sent.clear()
            for thread in threads:
                stored = player_moves(db, thread.id)
                mine = confirmed[thread.id]
                # Every confirmed move is stored, in order; only moves stored as a kill fell
                # (before their reply went out) may be stored unconfirmed.
                assert in_order(mine, stored), (mine, stored)
                assert len(stored) - len(mine) <= kills, (mine, stored)
            assert_all_announced(db, threads)
            # Once every game has ended a burst finds nothing to play: further kills would
            # only restart the bot (seconds each, with its render worker).
            if not read_db(db, "SELECT id FROM games WHERE status IN ('lobby', 'active')"):
                break
    finally:
        if bot.proc.returncode is None:
            await bot.kill()
    # The bursts did make moves. How many were answered before their kill depends on the
    # machine's load (a busy one answers fewer in the same burst), not on the bot.
    assert sum(len(v) for v in confirmed.values()) > 0
    fake.rejected.clear()  # answers cut off by a kill are not the bot's mistakes


async def test_sigterm_at_random_moments(fake: FakeDiscord, world: World,
                                         tmp_path: Path) -> None:
    db = tmp_path / "bot.sqlite3"
    rnd = random.Random(15)
    bot = await BotProcess.start(fake, db)
    threads = await open_tables(fake, world)
    stored_before = {t.id: len(player_moves(db, t.id)) for t in threads}
    try:
        for round_no in range(SIGTERM_ROUNDS):
            if round_no:
                bot = await BotProcess.start(fake, db)
                await fake.wait_until_connected(timeout=WAIT)
            batch = await asyncio.gather(*(move(fake, world.alice, t, rnd) for t in threads))
            await asyncio.sleep(rnd.uniform(0, 0.08))
            code = await bot.terminate()
            assert code == 0, bot.output
            assert "Traceback" not in bot.output, bot.output
            # Whoever's move was stored got the reply, and the board is in the channel.
            assert not read_db(db, "SELECT id FROM outbox WHERE sent_at IS NULL")
            for thread, record in zip(threads, batch, strict=True):
                stored = player_moves(db, thread.id)
                if len(stored) > stored_before[thread.id]:
                    assert record is not None and acknowledged(record) == stored[-1]
                    assert thread.messages[-1].attachments, "the board was not posted"
                stored_before[thread.id] = len(stored)
            assert_all_announced(db, threads)
    finally:
        if bot.proc.returncode is None:
            await bot.kill()
    fake.rejected.clear()  # interactions that reached a stopping bot are answered late
