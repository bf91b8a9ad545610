"""AI seats think in processes of their own, below the boards' priority, taking turns
between games.

A search is pure Python: in a thread of the bot's process it holds the interpreter lock,
and the event loop (every other table's moves) waits for it. On 2 cores, a humans' game
moving every 50 ms answered in 15-16 ms at the 95th percentile alone, and in 1.2 s while
the AI seats of four other games thought in threads (docs/performance.md). So:

- **What a worker is given** is a :class:`Task`, the inputs of the decisions alone: the
  game by name, whose seats the AI plays and by which policy, the seed and ply their seeds
  come from, and the AI budget (``AI_BUDGET_MS``, hence the iteration count), with the
  state in the engine's JSON form. It answers the moves (seat, notation, events in JSON
  form) and the state after them. A decision depends on nothing else, so it is the same
  in a worker as in a thread (tests/bot/test_thinking.py compares them move by move).
- **One job per round trip**: all the decisions a change leaves to the AI (the AI seats
  playing until a human must act, a time-out's turn, a moderator's decision) are one job;
  a worker imports every engine and AI once, when it starts.
- **Humans first**: the workers (one per core, ``AI_WORKERS``) run at idle priority
  (``SCHED_IDLE`` on Linux, nice 15 elsewhere), so the board workers, which players wait
  for, and the event loop get the cores first, and take one from an AI worker the moment
  they wake (:func:`bot.app.workers.only_when_idle`). Idle priority gets no CPU at all
  while other programs keep every core busy; ``AI_PRIORITY=low`` (nice 15) keeps the AI
  seats a small share there, at the cost of taking a core from a board now and then. AI jobs
  never go through the board workers, so no move waits behind an AI decision but its own
  game's.
- **Fair between tables**: jobs wait in a queue per game and free workers take them round
  robin across games. A long chain (a game of AI seats alone may play thousands of
  decisions) stops after :data:`SLICE_SECONDS` of a worker's CPU and its rest queues again
  behind the other games, so no game holds a worker for long while others wait; the slice
  is long enough for most chains a player waits for (three AI seats' turns in Kepler-3042
  take 1-2 s), which then finish in one go rather than all together at the end.
- **A worker that dies** (killed, out of memory) fails nothing: it is replaced and the job
  is run once more from its start, which gives the same moves. Should that one die too,
  the change fails like any other (the player is told to try again; a time-out is tried
  again later).

With ``workers=0`` (``AI_WORKERS=0``, the tests) the decisions run in a thread of the bot's
process instead, the same code on the same objects.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import time
from collections import deque
from dataclasses import dataclass, field, replace
from typing import Any, Literal

import games
from bot.app import ai
from bot.app.table import ai_chooser, awaited, default_move
from bot.app.workers import ProcessLane, WorkerDied, belong_to, only_when_idle
from games.core import Event, Game, Move

#: How a seat's decision is made: the AI's choice, or the default move of a seat that ran
#: out of time (a pass where passing is legal, else the AI's choice).
Policy = Literal["ai", "default"]
#: What a job plays: ``chain``, the AI seats until a human must act; ``turns``, each of the
#: seats its whole turn (a time-out); ``once``, each seat one decision (a moderator's).
Kind = Literal["chain", "turns", "once"]
#: How the workers share the cores (``AI_PRIORITY``): ``idle`` only on cores nothing else
#: wants, ``low`` at nice 15, a small share beside busy programs.
Priority = Literal["idle", "low"]

#: Where ``SCHED_IDLE`` is missing: well below the board workers and the event loop (a
#: 36:1024 share of a core beside them), above the media lane (19).
AI_NICENESS = 15
SLICE_SECONDS = 3.0  # CPU seconds a worker plays one game's chain before another's turn

#: One move made: the seat, its notation and its events.
Played = tuple[int, str, list[Event]]


@dataclass(frozen=True)
class Task:
    """The inputs of a job's decisions (see the module docstring): ``seats`` are the AI
    seats (``chain``) or the seats played for; the ``n``-th decision's seed is
    ``seed ^ (ply + n)``, except in ``once`` jobs, whose decisions all take ``seed``;
    ``limit`` caps the decisions (per seat in ``turns``)."""

    game: str
    kind: Kind
    seats: tuple[int, ...]
    seed: int
    ply: int
    limit: int
    policy: Policy = "ai"
    budget: int = field(default_factory=ai.budget_ms)


@dataclass
class Thought:
    """What a job played: the state after it, the moves, each AI decision's seconds (for
    the metrics), and whether it is over (a chain's slice may stop before its end)."""

    state: Any
    played: list[Played]
    seconds: list[float]
    done: bool = True


def think(task: Task, engine: Game[Any], state: Any, until: float | None = None) -> Thought:
    """Play ``task`` from ``state`` (pure: ``state`` is not changed). ``until``: a chain
    stops once the process's CPU time passes it, after a decision, with ``done`` false."""
    played: list[Played] = []
    seconds: list[float] = []

    def decide(seat: int, seed: int) -> None:
        nonlocal state
        started = time.perf_counter()
        if task.policy == "default":
            move: Move = default_move(engine, state, seat, seed)
        else:
            move = ai_chooser(engine.name)(engine, state, seat, seed)
            seconds.append(time.perf_counter() - started)
        notation = engine.format_move(state, move)
        state, events = engine.apply(state, seat, move)
        played.append((seat, notation, events))

    if task.kind == "chain":
        for _ in range(task.limit):
            if engine.outcome(state) is not None:
                break
            ai_seats = [s for s in awaited(engine, state) if s in task.seats]
            if not ai_seats:
                break
            if until is not None and played and time.process_time() >= until:
                return Thought(state, played, seconds, done=False)
            decide(ai_seats[0], task.seed ^ (task.ply + len(played)))
    elif task.kind == "turns":
        for seat in task.seats:
            for _ in range(task.limit):
                if engine.outcome(state) is not None or seat not in awaited(engine, state):
                    break
                decide(seat, task.seed ^ (task.ply + len(played)))
    else:
        for seat in task.seats:
            if seat in engine.to_act(state):
                decide(seat, task.seed)
    return Thought(state, played, seconds)


# ---- the worker processes ----------------------------------------------------------------

#: A job's answer from a worker: the state after it (None: nothing was played), the moves
#: with their events in JSON form, the decisions' seconds, and whether it is over.
Answer = tuple[Any, list[tuple[int, str, list[dict[str, Any]]]], list[float], bool]


def work(task: Task, state: Any, slice_seconds: float) -> Answer:
    """A job in a worker process: ``state`` and the answer in the engine's JSON form; a
    chain stops after ``slice_seconds`` of CPU (the rest is another job)."""
    ai.configure(task.budget)
    engine = games.get(task.game)
    until = time.process_time() + slice_seconds if task.kind == "chain" else None
    thought = think(task, engine, engine.from_json(state), until)
    return (engine.to_json(thought.state) if thought.played else None,
            [(seat, notation, [e.to_json() for e in events])
             for seat, notation, events in thought.played],
            thought.seconds, thought.done)


def _prepare() -> None:
    """Import every engine and its AI players, so the first decision is not the slow one."""
    for name in games.names():
        games.get(name)
        ai.chooser(name, ai.DEFAULT_BUDGET_MS)


def _worker_init(owner: int, priority: Priority = "idle") -> None:
    """An AI worker's start-up: below the boards' priority (``idle``: on cores nothing else
    wants; ``low``: nice 15), bound to the bot's process, every engine imported."""
    if priority == "idle":
        only_when_idle(AI_NICENESS)
    else:
        with contextlib.suppress(OSError):
            os.nice(AI_NICENESS)
    belong_to(owner)
    _prepare()


def default_workers() -> int:
    """One AI worker per core."""
    return os.cpu_count() or 1


@dataclass(eq=False)
class _Job:
    task: Task
    state: Any
    future: asyncio.Future[Answer]
    retried: bool = False


class Thinkers:
    """The AI seats' workers and the fair queue in front of them (see the module
    docstring); ``workers=0`` thinks in threads."""

    def __init__(self, workers: int | None = None, *, priority: Priority = "idle") -> None:
        self.workers = default_workers() if workers is None else workers
        self.priority = priority
        self._lanes: list[ProcessLane] = []
        self._idle: list[ProcessLane] = []
        self._waiting: dict[int, deque[_Job]] = {}  # by game
        self._turns: deque[int] = deque()  # the games with jobs waiting, in turn
        self._running: set[asyncio.Task[None]] = set()

    @property
    def pending(self) -> int:
        """Jobs waiting for a worker (those being played not included)."""
        return sum(len(jobs) for jobs in self._waiting.values())

    @property
    def busy(self) -> int:
        """Workers playing a job now."""
        return len(self._lanes) - len(self._idle)

    async def play(self, task: Task, engine: Game[Any], state: Any, *, key: int) -> Thought:
        """Play ``task`` from ``state`` for game ``key`` (its id): in a worker process,
        slice after slice, or in a thread with ``workers=0``."""
        if self.workers <= 0:
            return await asyncio.to_thread(think, task, engine, state)
        played: list[Played] = []
        seconds: list[float] = []
        data = engine.to_json(state)
        while True:
            after, moves, spent, done = await self._submit(key, task, data)
            if after is not None:
                data = after
            played += [(seat, notation, [Event.from_json(e) for e in events])
                       for seat, notation, events in moves]
            seconds += spent
            if done:
                break
            task = replace(task, ply=task.ply + len(moves), limit=task.limit - len(moves))
        return Thought(engine.from_json(data) if played else state, played, seconds)

    def _lanes_ready(self) -> None:
        if not self._lanes:
            init = functools.partial(_worker_init, priority=self.priority)
            self._lanes = [ProcessLane(init) for _ in range(self.workers)]
            self._idle = list(self._lanes)

    def _submit(self, key: int, task: Task, state: Any) -> asyncio.Future[Answer]:
        self._lanes_ready()
        job = _Job(task, state, asyncio.get_running_loop().create_future())
        self._queue(key, job)
        self._next()
        return job.future

    def _queue(self, key: int, job: _Job, *, first: bool = False) -> None:
        jobs = self._waiting.setdefault(key, deque())
        if not jobs:
            (self._turns.appendleft if first else self._turns.append)(key)
        (jobs.appendleft if first else jobs.append)(job)

    def _next(self) -> None:
        """Hand waiting jobs to idle workers, one game after another."""
        while self._idle and self._turns:
            key = self._turns.popleft()
            jobs = self._waiting[key]
            job = jobs.popleft()
            if jobs:
                self._turns.append(key)
            else:
                del self._waiting[key]
            if job.future.done():  # its caller gave up while it waited
                continue
            lane = self._idle.pop()
            running = asyncio.ensure_future(self._run(lane, key, job))
            self._running.add(running)
            running.add_done_callback(self._running.discard)

    async def _run(self, lane: ProcessLane, key: int, job: _Job) -> None:
        try:
            answer: Answer = await lane.run(work, job.task, job.state, SLICE_SECONDS)
        except WorkerDied as died:
            if job.retried:
                if not job.future.done():
                    job.future.set_exception(died)
            else:  # the lane starts a new worker: the job goes first, on the next free one
                job.retried = True
                self._queue(key, job, first=True)
        except asyncio.CancelledError:  # the lane was closed (the bot is stopping)
            job.future.cancel()
        except Exception as error:  # the caller gets it, as from any executor
            if not job.future.done():
                job.future.set_exception(error)
        else:
            if not job.future.done():
                job.future.set_result(answer)
        finally:
            if lane in self._lanes:
                self._idle.append(lane)
                self._next()

    def start(self) -> None:
        """Start the workers without waiting for them (the bot's start): they import every
        engine at their low priority while the bot goes on; a job asked for meanwhile waits
        in the queue until they are ready."""
        if self.workers > 0 and not self._lanes:
            warming = asyncio.ensure_future(self.warm_up())
            self._running.add(warming)
            warming.add_done_callback(self._running.discard)

    async def warm_up(self) -> None:
        """Start the workers and let them import every engine; a worker that fails to start
        is started again by the first job."""
        if self.workers > 0:
            self._lanes_ready()
            lanes, self._idle = self._idle, []
            try:
                await asyncio.gather(*(lane.run(time.process_time) for lane in lanes),
                                     return_exceptions=True)
            finally:
                self._idle = lanes + self._idle
                self._next()

    def pids(self) -> list[int]:
        """The workers' process ids (for measurements and tests)."""
        return [pid for lane in self._lanes for pid in lane.pids()]

    def close(self) -> None:
        """End the workers; jobs still waiting are cancelled."""
        for jobs in self._waiting.values():
            for job in jobs:
                job.future.cancel()
        self._waiting.clear()
        self._turns.clear()
        lanes, self._lanes, self._idle = self._lanes, [], []
        for lane in lanes:
            lane.close()

