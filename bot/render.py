"""Board images, drawn off the event loop.

Each game's renderer is the module ``rendering.<game>`` with ``render_board(view) -> bytes``
and ``render_hand(view) -> bytes``; views are plain JSON-able dicts, so they cross into a
worker process cheaply. With ``workers=0`` rendering runs in threads instead (tests, small
hosts); either way the event loop only awaits a future.

Worker processes belong to the bot: they ignore Ctrl-C (the bot itself shuts them down, so
a SIGINT to the whole process group prints no traceback from them), and each watches the
bot's process and exits when it is gone, even after ``kill -9``. Without that a worker
waits forever on its task queue and keeps the forkserver and resource tracker alive too.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import select
import signal
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from importlib import import_module
from typing import Any

from rendering import has_renderer, renderer


def _call(module: str, func: str, *args: Any) -> bytes:
    data: bytes = getattr(import_module(module), func)(*args)
    return data


def _draw(game: str, kind: str, view: dict[str, Any]) -> bytes:
    data: bytes = getattr(renderer(game), f"render_{kind}")(view)
    return data


def playable_games() -> list[str]:
    """Registered games that can also be drawn: the ones the bot offers."""
    import games

    return [name for name in games.names() if has_renderer(name)]


def _warm_up() -> None:
    """Import the renderers in a fresh worker and let them build what they cache (fonts,
    palettes) before the first real request arrives."""
    for game in playable_games():
        prepare = getattr(renderer(game), "png_palette", None)
        if prepare is not None:
            prepare()


def _owner_gone(owner: int) -> None:
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


def _worker_init(owner: int) -> None:
    """Run in each worker process before its first task (see the module docstring)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_owner_gone, args=(owner,), name="owner-watch", daemon=True).start()
    _warm_up()


class Renderer:
    """Runs renderers in a pool; the pool is created once and reused."""

    def __init__(self, workers: int = 1) -> None:
        self.workers = workers
        self._executor: Executor | None = None

    def _pool(self) -> Executor:
        if self._executor is None:
            if self.workers > 0:
                self._executor = ProcessPoolExecutor(
                    max_workers=self.workers,
                    mp_context=multiprocessing.get_context("forkserver"),
                    initializer=_worker_init,
                    initargs=(os.getpid(),),
                )
            else:
                self._executor = ThreadPoolExecutor(max_workers=2,
                                                    thread_name_prefix="render")
        return self._executor

    async def warm_up(self) -> None:
        """Start the pool and prepare it, so the first move is not the slow one."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._pool(), _warm_up)

    async def render(self, game: str, kind: str, view: dict[str, Any]) -> bytes:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool(), _draw, game, kind, view)

    async def call(self, module: str, func: str, *args: Any) -> bytes:
        """Run ``module.func(*args)`` (a drawing function returning bytes) in the pool."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool(), _call, module, func, *args)

    async def board(self, game: str, view: dict[str, Any]) -> bytes:
        return await self.render(game, "board", view)

    async def hand(self, game: str, view: dict[str, Any]) -> bytes:
        return await self.render(game, "hand", view)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
