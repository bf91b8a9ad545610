"""A PostgreSQL database that restarts, loses a connection or runs out of them is an ordinary
event: every interaction is answered in time (the fake Discord fails a test on a late or
missing answer), a move made during the outage is refused with a plain sentence and changes
nothing, play resumes by itself once the server is back, no move is lost, no post is shown
twice, and the logs say what happened in a line or two, never with a traceback.

These tests start PostgreSQL servers of their own (``tests/pg_server.py``), since they stop
them, restart them and fill them up."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from fakediscord import FakeDiscord, FakeInteraction, World

from bot.client import StarpostBot
from bot.ops.config import Settings
from games.kepler3042 import GAME
from storage.base import DatabaseUnavailable
from tests.pg_server import PostgresServer, create_database

DOWN = "database is unavailable"


@pytest.fixture
def server() -> Iterator[PostgresServer]:
    """A server of the test's own, which the test may stop and start again."""
    started = PostgresServer.start(max_connections=20, durable=True)
    try:
        yield started
    finally:
        started.stop()


@pytest.fixture
async def url(server: PostgresServer) -> AsyncIterator[str]:
    yield await create_database(server)


def make_bot(url: str, tmp_path: Path, pool_size: int = 4) -> StarpostBot:
    settings = Settings(token="test", database=tmp_path / "unused.sqlite3", dev_guild_id=None,
                        log_level="INFO", api_base_url=None, gateway_url=None,
                        render_workers=0, database_url=url, database_pool_size=pool_size)
    return StarpostBot(settings, guild_ready_timeout=0.05, run_scheduler=False)


def answer(record: FakeInteraction) -> str:
    """The private answer of a command (every command here answers privately first)."""
    assert record.ephemeral, "no private answer"
    return record.ephemeral[-1].content


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [f"{r.name}: {r.getMessage()}" for r in caplog.records if r.exc_info]


class Players:
    """Two players at a Kepler-3042 table in the world's thread; moves are read from the
    bot's own copy of the game, as a player reads the board."""

    def __init__(self, fake: FakeDiscord, world: World, bot: StarpostBot) -> None:
        self.fake, self.world, self.bot = fake, world, bot
        self.users = {u.id: u for u in world.players}

    async def open(self) -> None:
        thread = self.world.thread
        lobby = (await self.fake.slash(self.world.alice, thread, "game", subcommand="new",
                                       options={"game": "kepler3042"})).public[0]
        await self.fake.click(self.world.bob, lobby, lobby.button("Join")["custom_id"])
        await self.fake.click(self.world.alice, lobby, lobby.button("Start")["custom_id"])

    def next_move(self) -> tuple[Any, str]:
        live = self.bot.service.core.games.get(self.world.thread.id)
        assert live is not None
        seat = GAME.to_act(live.state)[0]
        move = GAME.legal_moves(live.state, seat)[0]
        user = self.users[live.seats[seat].user_id]
        return user, GAME.format_move(live.state, move)

    async def move(self) -> tuple[str, str]:
        """The next player's /move: the notation and the private answer."""
        user, notation = self.next_move()
        record = await self.fake.slash(user, self.world.thread, "move",
                                       options={"move": notation})
        return notation, answer(record)

    async def move_until_done(self, tries: int = 40) -> str:
        """Move until the bot takes it (the database coming back); each refusal is the
        database's sentence, never silence."""
        for _ in range(tries):
            notation, said = await self.move()
            if said.startswith("Done"):
                return notation
            assert DOWN in said, said
            await asyncio.sleep(0.25)
        raise AssertionError("the bot never took a move after the database came back")


async def stored_notations(url: str) -> list[str]:
    conn = await asyncpg.connect(url)
    try:
        return [r["notation"] for r in await conn.fetch("SELECT notation FROM moves ORDER BY ply")]
    finally:
        await conn.close()


async def take_every_connection(url: str) -> list[asyncpg.Connection]:
    """Connections holding every slot the server has, the bot's pool's included (its
    connections are ended and their slots taken): the bot's next use must connect anew and
    is refused, as when other processes hold every connection."""
    hogs: list[asyncpg.Connection] = []

    async def fill() -> None:
        try:
            while True:
                hogs.append(await asyncpg.connect(url))
        except asyncpg.TooManyConnectionsError:
            pass

    await fill()
    await hogs[0].execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE application_name = 'starpost'")
    await asyncio.sleep(0.2)
    await fill()
    return hogs


def turn_posts(world: World) -> list[str]:
    """The public posts after the start that announce a move, as each was worded."""
    return [m.content for m in world.thread.messages if "Next:" in m.content]


@pytest.mark.parametrize("mode", ["fast", "immediate"])
async def test_a_restart_during_play_refuses_moves_plainly_and_play_resumes(
        fake: FakeDiscord, world: World, tmp_path: Path, server: PostgresServer, url: str,
        mode: str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    bot = make_bot(url, tmp_path)
    async with fake.running(bot):
        players = Players(fake, world, bot)
        await players.open()
        made = [await players.move_until_done() for _ in range(2)]
        server.halt(mode)
        try:
            for _ in range(3):  # a move, the board and the status while it is down
                _, said = await players.move()
                assert DOWN in said and "not made" in said, said
            status = await fake.slash(world.carol, world.thread, "game", subcommand="status")
            assert status.ephemeral or status.public  # answered, whatever it could read
        finally:
            server.resume()
        made += [await players.move_until_done() for _ in range(3)]
        await fake.wait_for(lambda: len(turn_posts(world)) >= len(made) + 1, timeout=30,
                            what="every move's post")
        await asyncio.sleep(0.5)  # a post sent twice would show by now
    assert await stored_notations(url) == made  # no move lost, none made while down
    posts = turn_posts(world)
    assert len(posts) == len(set(posts)) == len(made) + 1  # the start's and each move's, once
    assert tracebacks(caplog) == []
    outage = [r.getMessage() for r in caplog.records if "cannot be reached" in r.getMessage()]
    assert len(outage) == 1, outage  # one line for the outage, not one per request
    assert any("answers again" in r.getMessage() for r in caplog.records)


async def test_a_connection_lost_between_a_post_and_its_mark_shows_the_post_once(
        fake: FakeDiscord, world: World, tmp_path: Path, server: PostgresServer, url: str,
        caplog: pytest.LogCaptureFixture) -> None:
    """The server dies right after Discord took a board and before its "sent" mark is
    stored: the mark is kept and stored later, and the board is not posted again."""
    bot = make_bot(url, tmp_path)
    async with fake.running(bot):
        players = Players(fake, world, bot)
        await players.open()
        store = bot.store
        real_mark = store.mark_post_sent
        cut: list[int] = []

        async def mark_after_a_crash(post_id: int, *, now: int) -> None:
            if not cut:
                cut.append(post_id)
                server.halt("immediate")
                asyncio.get_running_loop().call_later(1.0, server.resume)
            await real_mark(post_id, now=now)

        store.mark_post_sent = mark_after_a_crash  # type: ignore[method-assign]
        first = await players.move_until_done()
        assert cut, "the move's post was never marked"
        await asyncio.sleep(1.5)  # the server is back
        second = await players.move_until_done()
        await fake.wait_for(lambda: len(turn_posts(world)) >= 3, timeout=30,
                            what="both moves' posts")
        await asyncio.sleep(0.5)
        assert bot.dispatcher.announcements.unmarked == {}  # the lost mark was stored since
    assert await stored_notations(url) == [first, second]
    posts = turn_posts(world)
    assert len(posts) == len(set(posts)) == 3
    assert tracebacks(caplog) == []


async def test_too_many_clients_is_one_sentence_naming_the_fix(
        fake: FakeDiscord, world: World, tmp_path: Path, server: PostgresServer, url: str,
        caplog: pytest.LogCaptureFixture) -> None:
    """Every connection the server allows is taken by others: commands are refused with the
    database's sentence, the operator reads which setting to change, and play goes on once
    connections are free."""
    caplog.set_level(logging.INFO)
    bot = make_bot(url, tmp_path)
    async with fake.running(bot):
        players = Players(fake, world, bot)
        await players.open()
        hogs = await take_every_connection(url)
        try:
            notation, said = await players.move()
            assert DOWN in said, said
        finally:
            for conn in hogs:
                await conn.close()
        made = await players.move_until_done()
        assert made == notation
    assert await stored_notations(url) == [made]
    sentences = [r.getMessage() for r in caplog.records if "max_connections" in r.getMessage()]
    assert len(sentences) == 1 and "DATABASE_POOL_SIZE" in sentences[0], sentences
    assert tracebacks(caplog) == []


def test_the_user_sentence_and_the_operator_sentence_say_different_things() -> None:
    """The operator's sentence names the server; a player is never shown it."""
    error = DatabaseUnavailable("The PostgreSQL database postgresql://x@h/db cannot be "
                                "reached (refused).")
    assert "postgresql://" in error.message
    from bot.app.i18n import t

    for locale in ("en", "es", "fr"):
        assert "postgresql" not in t("error.database", locale)
