"""AI seats think in worker processes (bot/app/thinking.py): a worker plays exactly what a thread
plays, a long chain takes turns with other games, the workers run below the boards'
priority, and a worker killed in the middle of a decision costs no game its turn."""

from __future__ import annotations

import asyncio
import os
import random
import signal
from pathlib import Path
from typing import Any

import pytest

import games
from bot.app import ai, thinking
from bot.app.i18n import Readers
from bot.app.render import Renderer
from bot.app.thinking import Task, Thinkers, Thought, think
from bot.features.service import GameService
from bot.ops.config import ConfigError, load_settings
from games.core import Game, awaited
from storage.sqlite import SqliteStore
from tests.bot.test_service import ALICE, CHANNEL, GUILD, Clock

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
# The suite keeps every core busy (a test worker per core and two more), as a host busy
# with other programs would: there the default idle priority leaves AI workers almost no
# CPU, so the tests that wait for decisions use AI_PRIORITY=low's workers, and the default's
# policy is checked on its own (test_the_workers_think_below_the_boards_priority).
BUSY_HOST = "low"


def played_out(game: str, players: int, seed: int, moves: int) -> Any:
    """A state ``moves`` random legal moves into a game (fewer if it would end)."""
    engine = games.get(game)
    state = engine.setup(players, seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        seat = awaited(engine, state)[0]
        after, _ = engine.apply(state, seat, rnd.choice(engine.legal_moves(state, seat)))
        if engine.outcome(after) is not None:
            break
        state = after
    return state


def same(engine: Game[Any], one: Thought, other: Thought) -> None:
    """Two plays of a task made the same moves, events and state."""
    assert [(seat, notation) for seat, notation, _ in one.played] == \
        [(seat, notation) for seat, notation, _ in other.played]
    assert [[e.to_json() for e in events] for _, _, events in one.played] == \
        [[e.to_json() for e in events] for _, _, events in other.played]
    assert engine.to_json(one.state) == engine.to_json(other.state)
    assert len(one.seconds) == len(other.seconds)


def tasks(game: str, state: Any, players: int) -> list[Task]:
    """Every kind of job from ``state``: the AI seats' chain, a time-out's turns and a
    moderator's decisions, by either policy."""
    engine = games.get(game)
    acting = tuple(awaited(engine, state))
    others = tuple(s for s in range(players) if s != acting[0]) or acting
    return [Task(game, "chain", tuple(range(players)), 77, 12, 6),
            Task(game, "chain", others, 77, 12, 6),
            Task(game, "turns", acting, 78, 12, 3, "ai"),
            Task(game, "turns", acting, 78, 12, 3, "default"),
            Task(game, "once", acting, 79, 12, len(acting), "ai"),
            Task(game, "once", acting, 79, 12, len(acting), "default")]


async def test_a_worker_process_plays_exactly_what_a_thread_plays() -> None:
    """The same inputs give the same moves, events and state in a worker as in the bot's
    own process (the state and events cross as JSON), in every game and kind of job."""
    thinkers = Thinkers(2, priority=BUSY_HOST)
    try:
        await thinkers.warm_up()
        # Every job is asked of the workers at once, and played in a thread meanwhile.
        jobs: list[tuple[Game[Any], Task, Any, asyncio.Future[Thought]]] = []
        for game in games.names():
            engine = games.get(game)
            players = max(3, engine.min_players)
            for moves in (0, 40):
                state = played_out(game, players, 40 + moves // 40, moves)
                jobs += [(engine, task, state, asyncio.ensure_future(
                    thinkers.play(task, engine, state, key=len(jobs) + k)))
                    for k, task in enumerate(tasks(game, state, players))]
        for engine, task, state, in_worker in jobs:
            same(engine, await asyncio.to_thread(think, task, engine, state), await in_worker)
        # And at the bot's own budget: the iteration count a worker plays is the parent's.
        state = played_out("kepler3042", 4, 5, 30)
        task = Task("kepler3042", "chain", (0, 1, 2, 3), 80, 30, 2, budget=300)
        before = ai.budget_ms()
        ai.configure(300)
        try:
            in_thread = think(task, games.get("kepler3042"), state)
        finally:
            ai.configure(before)
        same(games.get("kepler3042"), in_thread,
             await thinkers.play(task, games.get("kepler3042"), state, key=9))
    finally:
        thinkers.close()
    assert thinkers.pids() == []


async def test_the_workers_think_below_the_boards_priority() -> None:
    """Started without waiting (as the bot starts), a job asked for at once waits for them."""
    engine = games.get("afternova")
    state = played_out("afternova", 3, 13, 5)
    task = Task("afternova", "chain", (0, 1, 2), 85, 5, 2)
    thinkers = Thinkers(1)
    try:
        thinkers.start()
        same(engine, think(task, engine, state),
             await thinkers.play(task, engine, state, key=1))
        (pid,) = thinkers.pids()
        # Idle priority: any board worker or the event loop takes its core when it wakes
        # (nice 15 is what is left where that policy is missing).
        assert os.sched_getscheduler(pid) == os.SCHED_IDLE
        ours = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, ours + thinking.AI_NICENESS)
    finally:
        thinkers.close()
    low = Thinkers(1, priority="low")  # AI_PRIORITY=low: a share even on a busy host
    try:
        await low.play(task, engine, state, key=1)
        (pid,) = low.pids()
        assert os.sched_getscheduler(pid) == os.sched_getscheduler(0) != os.SCHED_IDLE
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, ours + thinking.AI_NICENESS)
    finally:
        low.close()


async def test_a_long_chain_takes_turns_with_other_games(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A game of AI seats alone plays its chain in slices: another game's decision, asked
    for while the chain runs, is answered before the chain ends, and the chain's moves are
    those it plays in one go."""
    monkeypatch.setattr(thinking, "SLICE_SECONDS", 0.05)
    engine = games.get("kepler3042")
    state = played_out("kepler3042", 4, 8, 10)
    long = Task("kepler3042", "chain", (0, 1, 2, 3), 81, 10, 40)
    other = played_out("magnastorm", 3, 9, 10)
    short = Task("magnastorm", "once", tuple(awaited(games.get("magnastorm"), other)), 82,
                 10, 1)
    thinkers = Thinkers(1, priority=BUSY_HOST)
    try:
        await thinkers.warm_up()
        chain = asyncio.ensure_future(thinkers.play(long, engine, state, key=1))
        while not thinkers.busy:
            await asyncio.sleep(0.001)
        quick = await thinkers.play(short, games.get("magnastorm"), other, key=2)
        assert len(quick.played) == 1
        assert not chain.done()  # the short job did not wait for the whole chain
        same(engine, think(long, engine, state), await chain)
    finally:
        thinkers.close()


async def test_a_worker_killed_during_a_decision_is_replaced_and_the_job_played_again(
        ) -> None:
    engine = games.get("kepler3042")
    state = played_out("kepler3042", 4, 11, 20)
    task = Task("kepler3042", "chain", (0, 1, 2, 3), 83, 20, 3, budget=150)
    thinkers = Thinkers(1, priority=BUSY_HOST)
    try:
        await thinkers.warm_up()
        (first,) = thinkers.pids()
        playing = asyncio.ensure_future(thinkers.play(task, engine, state, key=1))
        while not thinkers.busy:
            await asyncio.sleep(0.001)
        os.kill(first, signal.SIGKILL)
        thought = await playing
        (second,) = thinkers.pids()
        assert second != first
        before = ai.budget_ms()
        ai.configure(150)
        try:
            same(engine, think(task, engine, state), thought)
        finally:
            ai.configure(before)
    finally:
        thinkers.close()


def turn_ending_move(engine: Game[Any], state: Any, seat: int) -> tuple[Any, Any]:
    """A move of `seat`'s after which only other seats act, and the state it leads to."""
    for move in engine.legal_moves(state, seat):
        after, _ = engine.apply(state, seat, move)
        if engine.outcome(after) is None and seat not in engine.to_act(after):
            return move, after
    return None, None


async def test_a_killed_ai_worker_costs_no_game_its_turn(tmp_path: Path) -> None:
    """A player's move whose AI replies are being thought when the AI's process is killed
    is stored with those replies all the same, and they are the AI's own."""
    store = await SqliteStore.open(tmp_path / "db.sqlite3")
    renderer = Renderer(0)
    thinkers = Thinkers(1, priority=BUSY_HOST)
    service = GameService(store, renderer, Clock(), thinkers=thinkers)
    before = ai.budget_ms()
    try:
        await thinkers.warm_up()
        await service.lobbies.new_game(GUILD, CHANNEL, ALICE, "kepler3042", 3, locale="en")
        await service.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
        live = await service.core.live(CHANNEL)
        engine = live.engine
        alice = next(s for s, seat in enumerate(live.seats) if seat.user_id == ALICE)
        robots = tuple(s for s, seat in enumerate(live.seats) if seat.is_ai)
        assert awaited(engine, live.state) == [alice]  # the AI seats played up to Alice
        move, after = turn_ending_move(engine, live.state, alice)
        while move is None:  # Alice plays on until one move of hers hands the turn over
            await service.moves.move(CHANNEL, ALICE, engine.format_move(
                live.state, engine.legal_moves(live.state, alice)[0]), readers=Readers("en", "en"))
            live = await service.core.live(CHANNEL)
            move, after = turn_ending_move(engine, live.state, alice)
        notation = engine.format_move(live.state, move)
        ai.configure(150)  # AI decisions long enough to be cut short
        expected = think(Task("kepler3042", "chain", robots, live.row.seed,
                              live.version + 1, 5000), engine, after)
        assert expected.played
        version = live.version
        (first,) = thinkers.pids()
        moving = asyncio.ensure_future(service.moves.move(CHANNEL, ALICE, notation,
                                                    readers=Readers("en", "en")))
        while not thinkers.busy:
            await asyncio.sleep(0.001)
        os.kill(first, signal.SIGKILL)
        await moving
        rows = await store.moves_since(live.row.id, version)
        assert [(r.seat, r.notation, r.kind) for r in rows] == \
            [(alice, notation, "player")] + [(seat, text, "ai") for seat, text, _ in
                                             expected.played]
        assert thinkers.pids() != [first]
        assert awaited(engine, (await service.core.live(CHANNEL)).state) == [alice]
    finally:
        ai.configure(before)
        thinkers.close()
        renderer.close()
        await store.close()


def test_ai_workers_follow_the_cores_unless_a_number_is_given(tmp_path: Path) -> None:
    def workers(**env: str) -> int:
        return load_settings(env={"DISCORD_TOKEN": TOKEN, **env},
                             dotenv=tmp_path / "none.env").ai_workers

    assert workers() == (os.cpu_count() or 1)
    assert workers(AI_WORKERS="auto") == (os.cpu_count() or 1)
    assert workers(AI_WORKERS="3") == 3
    assert workers(AI_WORKERS="0") == 0
    with pytest.raises(ConfigError, match="AI_WORKERS must be auto"):
        workers(AI_WORKERS="many")


async def test_without_workers_ai_seats_think_in_a_thread() -> None:
    engine = games.get("afternova")
    state = played_out("afternova", 3, 12, 5)
    task = Task("afternova", "chain", (0, 1, 2), 84, 5, 3)
    thinkers = Thinkers(0)
    same(engine, think(task, engine, state), await thinkers.play(task, engine, state, key=1))
    assert thinkers.pids() == []
