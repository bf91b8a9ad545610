"""With PostgreSQL and several processes, any process serves any game's page: a game played
in one process (its address made there) opens from another's server, and an address one
process replaces stops working in the other at once (tokens are stored, never kept in a
process's memory)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.app.render import Renderer
from bot.features.service import GameService
from storage.postgres import PostgresStore
from tests.bot.web_support import fetch, name_players, play, read_log, web_server


@pytest.fixture
async def services(postgres_url: str) -> AsyncIterator[tuple[GameService, GameService]]:
    """Two processes' services on one PostgreSQL database."""
    stores = [await PostgresStore.open(postgres_url) for _ in range(2)]
    renderer = Renderer(0)
    try:
        yield GameService(stores[0], renderer), GameService(stores[1], renderer)
    finally:
        for store in stores:
            await store.close()
        renderer.close()


async def test_any_process_serves_any_game(
        services: tuple[GameService, GameService]) -> None:
    playing, other = services
    await name_players(playing)
    row = await play(playing, 100, "magnastorm", 2, 6)
    async with web_server(playing) as first, web_server(other) as second:
        made = await playing.links.url(row)
        assert made is not None
        token = made.rsplit("/", 1)[1]
        pages = []
        for server in (first, second):
            status, _, html = await fetch(f"http://127.0.0.1:{server.port}/g/{token}?l=en")
            assert status == 200
            pages.append(html)
            _, board = read_log(html.decode())
            status, _, png = await fetch(f"http://127.0.0.1:{server.port}{board}")
            assert status == 200 and png == await playing.core.board_at(row.id, row.version,
                                                                        full=True, locale="en")
        assert pages[0] == pages[1]
        assert await other.links.url(row) == made.replace(str(first.port), str(second.port))

        replaced, _ = await other.links.replace(row, actor=11, locale="en")
        fresh = replaced.rsplit("/", 1)[1]
        for server in (first, second):
            root = f"http://127.0.0.1:{server.port}/g/"
            assert (await fetch(root + token))[0] == 404
            assert (await fetch(root + fresh))[0] == 200
