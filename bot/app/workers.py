"""A worker process (drawing boards, or an AI seat's thinking) and its pipes, served by the
event loop itself.

``concurrent.futures``' process pool passes every task and every result through a thread of
its own in the bot's process: two wake-ups of that thread per board, each contending with
the event loop for the GIL (0.7 ms of CPU per move, and the loop's longest waits). Here the
event loop writes a request to the worker's pipe as fast as the pipe takes it and reads the
answer when that pipe is readable (``loop.add_writer``, ``loop.add_reader``), never waiting
on either (a large request to the lowest-priority media worker would otherwise hold the
loop until that worker got the CPU to read it). One request at a time is in the pipe, the
others wait in the lane's queue, which also lets the renderer choose a worker when a board
is asked for, not when the pipe frees.

A worker that dies (killed, out of memory) fails only the request it was serving; the next
request starts a new one. A request is a pickled ``(function, arguments)``, the answer a
pickled ``(ok, value or exception)``, each framed as ``multiprocessing`` frames them.

Worker processes belong to the bot (:func:`belong_to`, in each worker's start-up): they
ignore Ctrl-C (the bot itself shuts them down, so a SIGINT to the whole process group prints
no traceback from them), and each watches the bot's process and exits when it is gone, even
after ``kill -9``. Without that a worker waits forever on its task queue and keeps the
forkserver and resource tracker alive too.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import pickle
import select
import signal
import struct
import threading
import time
from collections import deque
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

READ_SIZE = 1 << 16  # a pipe's buffer: an answer (a PNG) comes in one to three reads


class WorkerDied(RuntimeError):
    """The worker process ended during a request (it is replaced for the next one)."""


def _exit_with(owner: int) -> None:
    """Block until process ``owner`` has ended, then end this worker at once.

    A pidfd becomes readable when the process terminates (even before it is reaped); where
    pidfds are missing, poll every half second instead.
    """
    try:
        fd = os.pidfd_open(owner)
    except ProcessLookupError:
        os._exit(0)
    except (AttributeError, OSError):
        while True:
            try:
                os.kill(owner, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:
                pass
            time.sleep(0.5)
    with contextlib.suppress(InterruptedError):
        select.select([fd], [], [])
    os._exit(0)


def belong_to(owner: int) -> None:
    """Make this worker the bot's (see the module docstring): Ctrl-C left to the bot, and
    an exit as soon as the bot's process ``owner`` is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_exit_with, args=(owner,), name="owner-watch", daemon=True).start()


def yield_on_wake() -> None:
    """A board worker: below the event loop where a core is wanted by both (Linux).

    A worker sleeps in a read until the event loop writes it a request. Woken, a normal
    task may take the core from the thread that woke it: the event loop, in the middle of a
    callback (a move's work, a tick every other table waits for). ``SCHED_BATCH`` keeps the
    worker's full share of the CPU but never lets its wake-up preempt a normal task: it
    takes an idle core, or one running only idle-priority work (:func:`only_when_idle`),
    or waits for the scheduler's next tick."""
    with contextlib.suppress(OSError, AttributeError):
        os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))


def only_when_idle(niceness: int) -> None:
    """A worker nobody waits for the way a mover waits for a board (AI seats, media): on
    Linux ``SCHED_IDLE``, so it runs only on a core no other task wants and any task that
    wakes takes the core from it at once; where that policy is missing, nice ``niceness``."""
    with contextlib.suppress(OSError):
        os.nice(niceness)
    with contextlib.suppress(OSError, AttributeError):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


def serve(requests: Connection, answers: Connection, init: Callable[[int], None],
          owner: int) -> None:
    """A worker's life: ``init(owner)``, then answer requests until the pipe closes."""
    init(owner)
    while True:
        try:
            message = requests.recv_bytes()
        except (EOFError, OSError):
            return
        func, args = pickle.loads(message)
        try:
            answer = pickle.dumps((True, func(*args)), pickle.HIGHEST_PROTOCOL)
        except BaseException as exc:  # the caller gets it, as from any executor
            try:
                answer = pickle.dumps((False, exc), pickle.HIGHEST_PROTOCOL)
            except Exception:
                answer = pickle.dumps((False, RuntimeError(repr(exc))))
        try:
            answers.send_bytes(answer)
        except OSError:  # the bot closed the pipe (it is stopping): nobody waits for this
            return


class ProcessLane:
    """One worker process, started on first use; requests are answered in order."""

    def __init__(self, init: Callable[[int], None]) -> None:
        self._init = init
        self._queue: deque[tuple[asyncio.Future[Any], bytes]] = deque()
        self._current: asyncio.Future[Any] | None = None
        self._process: BaseProcess | None = None
        self._requests: Connection | None = None
        self._answers: Connection | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._buffer = bytearray()
        self._outgoing = bytearray()  # what the request pipe has not taken yet

    @property
    def pending(self) -> int:
        """Requests asked for and not answered yet (the one being drawn included)."""
        return len(self._queue) + (self._current is not None)

    async def run(self, func: Callable[..., Any], *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        self._queue.append((future, pickle.dumps((func, args), pickle.HIGHEST_PROTOCOL)))
        self._pump()
        return await future

    def pids(self) -> list[int]:
        pid = self._process.pid if self._process is not None else None
        return [pid] if pid is not None else []

    def _start(self) -> None:
        context = multiprocessing.get_context("forkserver")
        requests_out, requests_in = context.Pipe(duplex=False)  # (read end, write end)
        answers_out, answers_in = context.Pipe(duplex=False)
        process = context.Process(target=serve, name="starpost-render", daemon=True,
                                  args=(requests_out, answers_in, self._init, os.getpid()))
        process.start()
        requests_out.close()
        answers_in.close()
        self._process, self._requests, self._answers = process, requests_in, answers_out
        self._buffer.clear()
        self._outgoing.clear()
        os.set_blocking(answers_out.fileno(), False)
        os.set_blocking(requests_in.fileno(), False)
        self._loop = asyncio.get_running_loop()
        self._loop.add_reader(answers_out.fileno(), self._readable)

    def _pump(self) -> None:
        """Send the next waiting request if the worker is free."""
        while self._current is None and self._queue:
            future, payload = self._queue.popleft()
            if future.done():  # its caller was cancelled while it waited
                continue
            if self._process is None:
                self._start()
            self._current = future
            self._outgoing += struct.pack("!i", len(payload)) + payload
            self._write()

    def _write(self) -> None:
        """Put as much of the request as the pipe takes; the rest when it is writable
        again (a large request must not wait for a busy or low-priority worker to read)."""
        if self._requests is None or self._loop is None:
            return
        fd = self._requests.fileno()
        try:
            written = os.write(fd, self._outgoing)
        except BlockingIOError:
            written = 0
        except OSError:
            self._died()
            return
        del self._outgoing[:written]
        if self._outgoing:
            self._loop.add_writer(fd, self._write)
        else:
            self._loop.remove_writer(fd)

    def _readable(self) -> None:
        assert self._answers is not None
        try:
            data = os.read(self._answers.fileno(), READ_SIZE)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:
            self._died()
            return
        self._buffer += data
        while len(self._buffer) >= 4:
            (size,) = struct.unpack("!i", self._buffer[:4])
            start = 4
            if size == -1:  # a frame over 2 GB: an 8-byte size follows
                if len(self._buffer) < 12:
                    return
                (size,) = struct.unpack("!Q", self._buffer[4:12])
                start = 12
            if len(self._buffer) < start + size:
                return
            message = bytes(self._buffer[start:start + size])
            del self._buffer[:start + size]
            self._answer(message)

    def _answer(self, message: bytes) -> None:
        ok, value = pickle.loads(message)
        future, self._current = self._current, None
        if future is not None and not future.done():
            if ok:
                future.set_result(value)
            else:
                future.set_exception(value)
        self._pump()

    def _stop_process(self) -> BaseProcess | None:
        process, self._process = self._process, None
        if self._loop is not None and self._answers is not None:
            with contextlib.suppress(Exception):
                self._loop.remove_reader(self._answers.fileno())
        if self._loop is not None and self._requests is not None:
            with contextlib.suppress(Exception):
                self._loop.remove_writer(self._requests.fileno())
        self._outgoing.clear()
        for conn in (self._requests, self._answers):
            if conn is not None:
                with contextlib.suppress(OSError):
                    conn.close()
        self._requests = self._answers = None
        return process

    def _died(self) -> None:
        """The worker ended: fail what it was drawing; the next request starts another."""
        process = self._stop_process()
        if process is not None:
            process.join(timeout=0)
        future, self._current = self._current, None
        if future is not None and not future.done():
            future.set_exception(WorkerDied("the worker process ended during a request"))
        self._pump()

    def close(self) -> None:
        """End the worker (it sees its pipe close) and fail what was still asked for."""
        waiting = [f for f, _ in self._queue] + ([self._current] if self._current else [])
        self._queue.clear()
        self._current = None
        process = self._stop_process()
        if process is not None:
            process.join(timeout=5)
            if process.is_alive():
                process.terminate()
                process.join(timeout=5)
        for future in waiting:
            if not future.done():
                with contextlib.suppress(RuntimeError):  # the loop may be closed already
                    future.cancel()
