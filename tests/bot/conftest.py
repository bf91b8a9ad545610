"""Fixtures for the bot's tests: a fake Discord on 127.0.0.1 and a small world in it.

``fake`` starts a :class:`fakediscord.FakeDiscord` on an ephemeral port and points
discord.py at it (``bot.ops.endpoints.use_endpoints``); on teardown it restores discord.py's
defaults, stops the server and fails the test if the fake hit an internal error, the
client called a route the fake does not serve, made a request Discord would refuse in any
case (``fake.rejected``: too long, too many, late, malformed; see
``assert_discord_accepted``) or sent an image without alt text
(``assert_images_described``). A test that provokes such a refusal on purpose takes it off
the list once it has checked it.
``world`` adds a guild with a text channel, a thread and three players.

The application alone, without Discord: ``open_service`` opens services on fresh SQLite
files in the test's folder (with the clock and renderer a test gives; all closed after it),
``service`` is one with a clock ticking a second per reading, ``env`` one with a clock the
test moves (``timekeeping_support.ManualClock``) and a renderer drawing nothing, unless the
test or its module is marked ``drawing``. Every test here also runs with name resolution
limited to loopback, so nothing can reach the real Discord.
"""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fakediscord import FakeDiscord, World, build_world

from bot.app import ai
from bot.app.render import Renderer
from bot.features.service import GameService
from bot.ops.endpoints import use_endpoints
from storage.sqlite import SqliteStore
from tests.bot.timekeeping_support import ManualClock, NoDrawing, OpenService

_LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "drawing: the env fixture's service draws its boards for real (in threads)")


@pytest.fixture(autouse=True)
def no_real_network(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Refuse to resolve any host but loopback: a test must never reach discord.com."""
    real = socket.getaddrinfo

    def guarded(host: Any, *args: Any, **kwargs: Any) -> Any:
        name = host.decode() if isinstance(host, bytes) else host
        if name is not None and name not in _LOOPBACK:
            raise OSError(f"tests may not reach the network (tried to resolve {name!r})")
        return real(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", guarded)
    yield


#: The AI seats' budget in these tests: one search iteration per decision, so whole games
#: with AI seats stay quick while still going through the searching AI.
AI_TEST_BUDGET_MS = 20


@pytest.fixture(autouse=True)
def quick_ai() -> Iterator[None]:
    """AI seats search with a small budget (AI_BUDGET_MS defaults to 300 ms a decision)."""
    before = ai.budget_ms()
    ai.configure(AI_TEST_BUDGET_MS)
    yield
    ai.configure(before)


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A running fake Discord that discord.py is pointed at for the test's duration."""
    server = FakeDiscord()
    await server.start()
    use_endpoints(server.api_base_url, server.gateway_url)
    try:
        yield server
    finally:
        use_endpoints(None, None)
        await server.close()
    assert not server.internal_errors, server.internal_errors
    # A route the fake lacks means the bot did something the tests cannot vouch for.
    assert not server.unknown_routes, f"routes the fake does not serve: {server.unknown_routes}"
    assert_discord_accepted(server)
    assert_images_described(server)


def assert_discord_accepted(server: FakeDiscord) -> None:
    """Fail unless Discord would have accepted every request the client made: a message
    over its limits, an interaction answered late or twice, a followup before the answer
    would each reach the user as silence or "thinking..." forever."""
    assert not server.rejected, "requests Discord would refuse: " + "; ".join(
        f"{e.method} {e.path} -> {e.status} {e.code} {e.message} {e.errors or ''}"
        for e in server.rejected)


def assert_images_described(server: FakeDiscord) -> None:
    """Fail on an image sent without a description (its alt text, which screen readers
    read): every image the bot sends carries one, public or private, in every test."""
    bare = [f"{a.filename} in message {m.id}" for m in server.all_messages(include_ephemeral=True)
            for a in m.attachments if a.content_type.startswith("image/") and not a.description]
    assert not bare, f"{len(bare)} images without alt text: " + "; ".join(bare[:5])


@pytest.fixture
async def world(fake: FakeDiscord) -> World:
    """Guild "Starport" with #general, its thread "game-1", and alice, bob and carol."""
    return await build_world(fake)


@pytest.fixture
async def open_service(tmp_path: Path) -> AsyncIterator[OpenService]:
    """Opens the application service on a SQLite file in the test's folder (``file``; a new
    file is empty), with the test's clock and renderer (by default one drawing in threads);
    every store and renderer it opened is closed after the test."""
    opened: list[tuple[SqliteStore, Renderer]] = []

    async def open_(clock: Callable[[], int], renderer: Renderer | None = None, *,
                    file: str = "db.sqlite3") -> GameService:
        store = await SqliteStore.open(tmp_path / file)
        drawing = Renderer(0) if renderer is None else renderer
        opened.append((store, drawing))
        return GameService(store, drawing, clock)

    yield open_
    for store, renderer in reversed(opened):
        await store.close()
        renderer.close()


@pytest.fixture
async def service(open_service: OpenService) -> GameService:
    """The application service on a fresh SQLite file, drawing in threads, with a clock
    that ticks one second per reading (``tests.bot.test_service.Clock``)."""
    from tests.bot.test_service import Clock

    return await open_service(Clock())


@pytest.fixture
async def env(request: pytest.FixtureRequest,
              open_service: OpenService) -> tuple[GameService, ManualClock]:
    """The application service on a fresh SQLite file and the clock it reads, which stands
    still until the test moves it; its renderer draws nothing (``NoDrawing``) unless the
    test or its module is marked ``drawing``."""
    clock = ManualClock()
    drawing = request.node.get_closest_marker("drawing") is not None
    return await open_service(clock, None if drawing else NoDrawing()), clock
