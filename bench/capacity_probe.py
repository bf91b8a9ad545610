"""What bench/capacity.py reads off the machine: CPU time by thread and by process, resident
memory, the load average, and how late the event loop wakes up.

CPU is read where it is spent, so a figure can be split: the event loop's thread and the
SQLite thread of the bot process (``pthread_getcpuclockid``: nanoseconds), the rest of the
bot process, and each render worker and AI worker (``/proc/PID/stat``: clock ticks, 10 ms,
summed over seconds of work).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

TICK = 1.0 / os.sysconf("SC_CLK_TCK")


def load() -> str:
    """The load average (1, 5 and 15 minutes) beside the core count, for every figure."""
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f}/{five:.2f}/{fifteen:.2f} on {os.cpu_count()} cores"


def process_cpu(pid: int) -> float:
    """CPU seconds (user + system) a process has used, all its threads together."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except FileNotFoundError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) * TICK


def thread_cpu(thread: threading.Thread | None) -> float:
    """CPU seconds one thread of this process has used (0 for a thread that is gone)."""
    if thread is None or thread.ident is None or not thread.is_alive():
        return 0.0
    try:
        return time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
    except (OSError, ProcessLookupError):
        return 0.0


def rss_mib(pid: int | None = None) -> float:
    """Resident memory of a process, in MiB."""
    with open(f"/proc/{pid or os.getpid()}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


@dataclass
class CpuSplit:
    """CPU seconds by where they were spent, over one measured window."""

    loop: float = 0.0
    sqlite: float = 0.0
    other_threads: float = 0.0
    workers: float = 0.0
    media: float = 0.0
    ai: float = 0.0  # the AI seats' worker processes

    @property
    def total(self) -> float:
        """Everything but the AI workers (what the moves themselves cost)."""
        return self.loop + self.sqlite + self.other_threads + self.workers + self.media


@dataclass
class CpuMeter:
    """Reads :class:`CpuSplit` before and after a window."""

    loop_thread: threading.Thread
    sqlite_thread: threading.Thread | None
    workers: list[int] = field(default_factory=list)
    media_workers: list[int] = field(default_factory=list)
    ai_workers: list[int] = field(default_factory=list)
    _start: CpuSplit = field(default_factory=CpuSplit)

    def read(self) -> CpuSplit:
        own = process_cpu(os.getpid())
        loop = thread_cpu(self.loop_thread)
        sqlite = thread_cpu(self.sqlite_thread)
        return CpuSplit(loop, sqlite, own - loop - sqlite,
                        sum(process_cpu(p) for p in self.workers),
                        sum(process_cpu(p) for p in self.media_workers),
                        sum(process_cpu(p) for p in self.ai_workers))

    def start(self) -> None:
        self._start = self.read()

    def stop(self) -> CpuSplit:
        end, begin = self.read(), self._start
        return CpuSplit(end.loop - begin.loop, end.sqlite - begin.sqlite,
                        end.other_threads - begin.other_threads, end.workers - begin.workers,
                        end.media - begin.media, end.ai - begin.ai)


class LoopWatch:
    """How late a 5 ms ticker wakes up: the longest the event loop was blocked."""

    PERIOD = 0.005

    def __init__(self) -> None:
        self.late: list[float] = []
        self._task: asyncio.Task[None] | None = None

    async def _tick(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(self.PERIOD)
            self.late.append(max(0.0, time.perf_counter() - start - self.PERIOD))

    def start(self) -> None:
        self.late = []
        self._task = asyncio.create_task(self._tick())

    async def stop(self) -> list[float]:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        return self.late


def percentile(values: Iterable[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]
