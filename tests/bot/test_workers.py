"""A drawing process fed by the event loop through its pipes (bot/app/workers.py): answers come
back in order, errors come back as exceptions, a worker that dies fails only what it was
drawing and is replaced, and closing the lane ends the process."""

from __future__ import annotations

import asyncio
import math
import os
import signal
import threading
import time

import pytest

from bot.app.workers import ProcessLane, WorkerDied


def no_setup(owner: int) -> None:
    """A worker's start-up: nothing to prepare (the real one warms the renderers up)."""


async def test_answers_errors_a_death_and_the_next_worker() -> None:
    lane = ProcessLane(no_setup)
    try:
        first = await lane.run(os.getpid)
        assert first != os.getpid() and lane.pids() == [first]
        roots = await asyncio.gather(*(lane.run(math.sqrt, n) for n in (1.0, 4.0, 9.0)))
        assert roots == [1.0, 2.0, 3.0] and lane.pending == 0
        with pytest.raises(ValueError):
            await lane.run(math.sqrt, -1.0)
        with pytest.raises(WorkerDied):
            await lane.run(os._exit, 3)  # the worker dies while "drawing"
        second = await lane.run(os.getpid)
        assert second != first and lane.pids() == [second]
    finally:
        lane.close()
    assert lane.pids() == []
    with pytest.raises(ProcessLookupError):
        for _ in range(100):  # the closed worker is gone (reaped by close)
            os.kill(second, 0)
            time.sleep(0.05)


async def test_a_request_given_up_while_waiting_is_never_sent() -> None:
    lane = ProcessLane(no_setup)
    try:
        first = await lane.run(os.getpid)
        busy = asyncio.ensure_future(lane.run(time.sleep, 0.5))
        await asyncio.sleep(0.05)
        skipped = asyncio.ensure_future(lane.run(os._exit, 4))  # would kill the worker
        await asyncio.sleep(0)
        assert lane.pending == 2
        skipped.cancel()
        await busy
        assert await lane.run(os.getpid) == first  # the cancelled exit never ran
    finally:
        lane.close()


async def test_a_request_larger_than_the_pipe_never_holds_the_event_loop() -> None:
    """The worker is stopped (as a low-priority worker waits for the CPU) while a request
    sixteen times a pipe's buffer is sent: the event loop keeps turning meanwhile."""
    lane = ProcessLane(no_setup)
    pid = await lane.run(os.getpid)
    resumed = threading.Event()

    def resume() -> None:
        resumed.set()
        os.kill(pid, signal.SIGCONT)

    os.kill(pid, signal.SIGSTOP)
    timer = threading.Timer(1.0, resume)
    timer.start()
    try:
        answer = asyncio.ensure_future(lane.run(len, b"x" * (1 << 20)))
        turns = 0  # the loop's turns while the worker could not read
        while not resumed.is_set():
            await asyncio.sleep(0.01)
            turns += 0 if resumed.is_set() else 1
        assert turns > 0
        assert await answer == 1 << 20
    finally:
        timer.join()
        lane.close()
