"""Board images, drawn off the event loop.

Each game's renderer is the one its registry entry names (:func:`rendering.renderer`), with
``render_board(view, names, locale, palette) -> bytes`` and the same ``render_hand``; views
are plain JSON-able dicts and games and palettes go by name, so they cross into a worker
process cheaply: a worker draws what its arguments say, and reads no setting. With
``workers=0`` rendering runs in threads instead (tests, small hosts); either way the event
loop only awaits a future. Each image comes back with its alt text, said in the worker from
the same view (:class:`rendering.alt.Picture`, which the Discord layer attaches).

Two lanes, so a game's end never delays another game's board:

- **Boards**: worker processes (by default one per core), each fed by the event loop
  through its own pipe (:mod:`bot.app.workers`). A game's boards go to the same worker while it
  is not much busier than the others, so that worker's caches of the game's unchanged parts
  are warm (see :mod:`rendering.regions`). A board worker's wake-up never takes the core
  from the event loop that asked it to draw (:func:`bot.app.workers.yield_on_wake`).
- **Media**: the end-of-game score table and replay (seconds of drawing) run in a process
  of their own at the lowest CPU priority (``SCHED_IDLE``, else nice 19): the operating
  system gives the cores to the board workers and the event loop first, so the media never
  queue ahead of, or slow down, anybody's board; they use what the boards leave idle.

Worker processes belong to the bot: they ignore Ctrl-C (the bot itself shuts them down, so
a SIGINT to the whole process group prints no traceback from them), and each watches the
bot's process and exits when it is gone, even after ``kill -9``. Without that a worker
waits forever on its task queue and keeps the forkserver and resource tracker alive too.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import gc
import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from importlib import import_module
from typing import Any, Literal

import games
from bot.app.workers import ProcessLane, belong_to, only_when_idle, yield_on_wake
from rendering import renderer, warm_up
from rendering.alt import Picture, described, with_last_move
from rendering.common import DEFAULT_PALETTE
from rendering.compact import compact_renderer

#: The images of a game: its public board and a seat's hand, each whole or drawn for a phone
#: (:mod:`rendering.compact`: the board posted after a move, the hand ``/hand`` shows).
Kind = Literal["board", "compact", "hand", "compact_hand"]


def _call(module: str, func: str, *args: Any) -> Any:
    """``module.func(*args)``, named so that it crosses into a worker process."""
    return getattr(import_module(module), func)(*args)


def _draw(game: str, kind: Kind, view: Mapping[str, Any], names: Sequence[str] | None,
          locale: str, palette: str) -> bytes:
    """The game's ``render_board``, ``render_compact``, ``render_hand`` or
    ``render_compact_hand`` (the whole picture for a game without a compact one), by the
    game's registry name."""
    if kind in ("compact", "compact_hand"):
        small = compact_renderer(game)
        if small is not None:
            draw_small = small.render_compact if kind == "compact" else small.render_compact_hand
            return draw_small(view, names, locale, palette)
        kind = "board" if kind == "compact" else "hand"
    drawer = renderer(game)
    draw = drawer.render_board if kind == "board" else drawer.render_hand
    return draw(view, names, locale, palette)


def picture(game: str, kind: Kind, view: Mapping[str, Any], names: Sequence[str] | None,
            locale: str, palette: str, last: str = "") -> Picture:
    """:func:`_draw`'s image with its alt text, said from the same view, names and language
    by the game's renderer (:mod:`rendering.alt`): a hand as a hand and a board as the board,
    whole or drawn for a phone; a board's ends with ``last``, the public lines of the move
    that led to it."""
    drawer = renderer(game)
    if kind in ("hand", "compact_hand"):
        return described(_draw(game, kind, view, names, locale, palette),
                         drawer.describe_hand(view, names, locale))
    return described(_draw(game, kind, view, names, locale, palette),
                     with_last_move(drawer.describe_board(view, names, locale), last, locale))


def playable_games() -> list[str]:
    """The games the bot offers: every registered one (each entry names its renderer)."""
    return games.names()


def _warm_up() -> None:
    """Import the renderers in a fresh worker and let them build what they cache (fonts,
    palettes) before the first real request arrives."""
    for game in playable_games():
        warm_up(game)
    _give_back_memory()


def _give_back_memory() -> None:
    """Return the heap freed after warming up to the system: learning the palettes draws
    and stacks sample boards (tens of MB), which the C allocator would otherwise keep for
    the worker's whole life (a worker's memory halves, 170 to 85 MB)."""
    gc.collect()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


def _worker_init(owner: int) -> None:
    """Run in each worker process before its first task (see the module docstring): a
    board worker's wake-up never preempts the event loop (:func:`yield_on_wake`)."""
    yield_on_wake()
    belong_to(owner)
    _warm_up()


MEDIA_NICENESS = 19  # the lowest priority: media use only the CPU the boards leave idle


def _media_init(owner: int) -> None:
    """The media process: a worker like the others, at the lowest CPU priority: on Linux
    ``SCHED_IDLE`` (it runs only on a core nobody else wants, and any other task that wakes
    takes the core from it at once), and nice 19 where that policy is missing. It is not
    warmed up: nobody waits for media the way a mover waits for the board, and it builds
    what it caches on its first drawing."""
    only_when_idle(MEDIA_NICENESS)
    belong_to(owner)


def _media_thread_init() -> None:
    """The media thread (``workers=0``): Linux schedules threads one by one, so the thread
    lowers its own priority where it may."""
    with contextlib.suppress(OSError, AttributeError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), MEDIA_NICENESS)


def default_workers() -> int:
    """One board worker per core: drawing is most of a move's work."""
    return os.cpu_count() or 1


AFFINITY_SLACK = 1  # a board waits for its game's worker unless that one has 2 more queued


class Lane:
    """A thread pool (``workers=0``) and how many of its tasks are not done yet; worker
    processes are :class:`bot.app.workers.ProcessLane`, with the same surface."""

    def __init__(self, executor: Executor) -> None:
        self.executor = executor
        self.pending = 0

    async def run(self, func: Callable[..., Any], *args: Any) -> Any:
        self.pending += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self.executor, func, *args)
        finally:
            self.pending -= 1

    def pids(self) -> list[int]:
        return list(getattr(self.executor, "_processes", None) or {})

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)


class Renderer:
    """Runs renderers in the two lanes; the pools are created once and reused."""

    def __init__(self, workers: int | None = None, *,
                 observe: Callable[[str, str, float], None] | None = None) -> None:
        self.workers = default_workers() if workers is None else workers
        #: Called with (game, kind, seconds) after each image is drawn (the bot's metrics).
        self.observe = observe
        self._boards: list[Lane | ProcessLane] = []
        self._media: Lane | ProcessLane | None = None

    def _board_lanes(self) -> list[Lane | ProcessLane]:
        if not self._boards:
            if self.workers > 0:
                self._boards = [ProcessLane(_worker_init) for _ in range(self.workers)]
            else:
                self._boards = [Lane(ThreadPoolExecutor(max_workers=2,
                                                        thread_name_prefix="render"))]
        return self._boards

    def _media_lane(self) -> Lane | ProcessLane:
        if self._media is None:
            self._media = (ProcessLane(_media_init) if self.workers > 0 else
                           Lane(ThreadPoolExecutor(max_workers=1, thread_name_prefix="media",
                                                   initializer=_media_thread_init)))
        return self._media

    def _lane(self, key: int | None) -> Lane | ProcessLane:
        """The board lane for a game: its own worker (``key`` modulo the workers) unless
        that one is clearly busier than the least busy one."""
        lanes = self._board_lanes()
        least = min(lanes, key=lambda lane: lane.pending)
        if key is None or len(lanes) == 1:
            return least
        home = lanes[key % len(lanes)]
        return home if home.pending <= least.pending + AFFINITY_SLACK else least

    async def warm_up(self) -> None:
        """Start the board workers and prepare them, so the first move is not the slow one.
        The media worker starts with the first game's end instead: at the lowest priority
        it gets a core only when nothing else wants one, so on a busy host waiting for it
        would hold the bot's start (and its stop) back for as long as the host stays busy."""
        await asyncio.gather(*(lane.run(_warm_up) for lane in self._board_lanes()))

    async def render(self, game: str, kind: Kind, view: Mapping[str, Any],
                     names: Sequence[str] | None, locale: str, *,
                     key: int | None = None, palette: str = DEFAULT_PALETTE,
                     last: str = "") -> bytes:
        started = time.perf_counter()
        data: bytes = await self._lane(key).run(picture, game, kind, view, names, locale,
                                                palette, last)
        if self.observe is not None:
            # A board is a board, whole or drawn for a phone (the metric's kinds stay).
            self.observe(game, "hand" if kind.endswith("hand") else "board",
                         time.perf_counter() - started)
        return data

    async def call(self, module: str, func: str, *args: Any) -> bytes:
        """Run ``module.func(*args)`` (a drawing function returning bytes) in a board lane."""
        data: bytes = await self._lane(None).run(_call, module, func, *args)
        return data

    async def media(self, module: str, func: str, *args: Any) -> Any:
        """Run ``module.func(*args)`` in the media lane (lowest priority, never ahead of a
        board); it returns what the function returns (picklable)."""
        started = time.perf_counter()
        result = await self._media_lane().run(_call, module, func, *args)
        if self.observe is not None:
            self.observe("any", "media", time.perf_counter() - started)
        return result

    async def board(self, game: str, view: Mapping[str, Any], *, key: int | None = None,
                    names: Sequence[str] | None = None, locale: str,
                    palette: str = DEFAULT_PALETTE, full: bool = True,
                    last: str = "") -> bytes:
        """A game's public board, with the players' display names, in ``locale`` and the
        seat ``palette``: the whole board, or (not ``full``) the one posted after a move,
        drawn for a phone (:mod:`rendering.compact`). ``key`` (the game's id) keeps a game
        on one worker. ``last``: the public lines of the move that led to it, which its alt
        text ends with."""
        return await self.render(game, "board" if full else "compact", view, names, locale,
                                 key=key, palette=palette, last=last)

    async def hand(self, game: str, view: Mapping[str, Any], *,
                   names: Sequence[str] | None = None, locale: str,
                   palette: str = DEFAULT_PALETTE, full: bool = True) -> bytes:
        """A seat's private image in ``locale`` and ``palette``, naming the players as boards
        do: whole, or (not ``full``) drawn for a phone."""
        return await self.render(game, "hand" if full else "compact_hand", view, names, locale,
                                 palette=palette)

    def pids(self) -> tuple[list[int], list[int]]:
        """Process ids of the board workers and of the media worker (for measurements)."""
        return ([pid for lane in self._boards for pid in lane.pids()],
                self._media.pids() if self._media is not None else [])

    async def each_board_worker(self, module: str, func: str) -> list[Any]:
        """``module.func()`` run once in every board worker, in order (for measurements:
        how well each worker's caches serve, say)."""
        lanes = self._board_lanes()
        return list(await asyncio.gather(*(lane.run(_call, module, func) for lane in lanes)))

    def close(self) -> None:
        for lane in [*self._boards, *([self._media] if self._media else [])]:
            lane.close()
        self._boards, self._media = [], None
