"""Shared by the timekeeping tests: a clock the test moves, a renderer that draws nothing,
the type of the ``open_service`` fixture (tests/bot/conftest.py), games started with the
people and AI seats a test asks for, and what the deadline simulations run with (a folder in
memory, the heuristic AI)."""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

from bot.app import ai
from bot.app.render import Renderer
from bot.app.table import LiveGame, awaited
from bot.features.service import GameService

START = 1_700_000_000
GUILD = 1
MENTION = re.compile(r"<@(\d+)>")


class ManualClock:
    """Time stands still unless a test moves it."""

    def __init__(self, now: int = START) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now

    def advance(self, seconds: int) -> None:
        self.now += seconds


class NoDrawing(Renderer):
    """A renderer that returns a tiny placeholder instead of drawing, so that tests making
    thousands of moves spend their time on what they test."""

    def __init__(self) -> None:
        super().__init__(0)

    async def render(self, game: str, kind: str, view: dict[str, Any], *extra: Any,
                     **options: Any) -> bytes:
        return b"PNG"

    async def board(self, game: str, view: dict[str, Any], **options: Any) -> bytes:
        return b"PNG"


class OpenService(Protocol):
    """``open_service(clock, renderer=None, file="db.sqlite3")``: the application service on
    a SQLite file in the test's folder (tests/bot/conftest.py)."""

    async def __call__(self, clock: Callable[[], int], renderer: Renderer | None = None, *,
                       file: str = "db.sqlite3") -> GameService: ...


async def open_table(service: GameService, game: str, channel: int, people: Sequence[int],
                     ai_seats: int = 0, guild: int = GUILD,
                     deadline_hours: int | None = None) -> LiveGame:
    """Open, fill and start a game; the first person hosts."""
    await service.lobbies.new_game(guild, channel, people[0], game, ai_seats,
                           deadline_hours=deadline_hours, locale="en")
    for user in people[1:]:
        await service.lobbies.join(user, channel_id=channel, locale="en")
    await service.lobbies.start(people[0], channel_id=channel, locale="en")
    return await service.core.live(channel)


def waiting_humans(live: LiveGame) -> list[int]:
    """The seats a live game waits for that people hold."""
    return [s for s in awaited(live.engine, live.state) if not live.seats[s].is_ai]


def user_of(live: LiveGame, seat: int) -> int:
    user = live.seats[seat].user_id
    assert user is not None
    return user


def first_move(live: LiveGame, seat: int) -> str:
    return live.engine.format_move(live.state, live.engine.legal_moves(live.state, seat)[0])


def reminded(notices: Sequence[Any]) -> list[int]:
    """Every member a batch of notices reminds (in the channel or by direct message)."""
    found: list[int] = []
    for notice in notices:
        if notice.template is not None and notice.template[0] == "remind.text":
            found += [*notice.mentions, *notice.dm_users]
    return found


def told_late(notices: Sequence[Any]) -> list[int]:
    """Every member named in a "Time is up" notice to the moderators."""
    found: list[int] = []
    for notice in notices:
        if notice.post is None and "Time is up" in notice.text:
            found += [int(u) for u in MENTION.findall(notice.text)]
    return found


@contextmanager
def memory_folder(fallback: Path) -> Iterator[Path]:
    """A folder for a simulation's SQLite file: in memory (``/dev/shm``) where the system
    has it, else ``fallback``. A simulation checks the schedule, not the disk: each of its
    thousands of commits would wait for the disk's flush (milliseconds on a busy machine),
    which the crash tests check instead."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield fallback
        return
    with tempfile.TemporaryDirectory(dir=shm, prefix="starpost-simulation-") as folder:
        yield Path(folder)


@contextmanager
def heuristic_ai() -> Iterator[None]:
    """AI seats play the heuristic AI: what they choose does not matter to a simulation of
    deadlines, and even a short search per decision would take most of its time."""
    before = ai.budget_ms()
    ai.configure(0)
    try:
        yield
    finally:
        ai.configure(before)
