"""Game channels as Discord really has them, against the strict fake Discord: a channel that
refuses posts holds them (nothing lost, nothing twice, everyone told, no storm of invalid
requests), a thread archived and locked does the same, a deleted channel abandons its game,
a server that removes the bot suspends its games, and ``/game new`` refuses a channel the
bot could not play in, naming what is missing."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from fakediscord import DM, FakeDiscord, FakeInteraction, P, World

from bot.client import StarpostBot
from bot.features.timekeeping import Notice
from bot.interface.channels import ABANDONED
from storage.base import GameStatus
from tests.bot.e2e_support import make_bot


def turn_posts(world: World) -> list[Any]:
    return [m for m in world.thread.messages if "Next:" in m.content]


def boards(world: World) -> list[Any]:
    """The posts that carry a board, in the order they were posted."""
    return [m for m in world.thread.messages
            if any(a.filename == "board.png" for a in m.attachments)]


class Table:
    """Alice and Bob (and Carol, for a three-player game) at a table in the world's
    thread; each move is the first legal one of the seat to act."""

    def __init__(self, fake: FakeDiscord, world: World, bot: StarpostBot,
                 game: str = "kepler3042") -> None:
        self.fake, self.world, self.bot = fake, world, bot
        self.game = game
        self.users = {u.id: u for u in world.players}

    async def open(self, players: int = 2) -> None:
        thread = self.world.thread
        lobby = (await self.fake.slash(self.world.alice, thread, "game", subcommand="new",
                                       options={"game": self.game})).public[0]
        for user in (self.world.bob, self.world.carol)[:players - 1]:
            await self.fake.click(user, lobby, lobby.button("Join")["custom_id"])
        await self.fake.click(self.world.alice, lobby, lobby.button("Start")["custom_id"])

    async def move(self) -> FakeInteraction:
        live = self.bot.service.core.games[self.world.thread.id]
        engine = live.engine
        seat = engine.to_act(live.state)[0]
        notation = engine.format_move(live.state, engine.legal_moves(live.state, seat)[0])
        user = self.users[live.seats[seat].user_id]
        record = await self.fake.slash(user, self.world.thread, "move",
                                       options={"move": notation})
        assert record.ephemeral[0].content.startswith("Done"), record.ephemeral[0].content
        return record


async def until(predicate: Any, what: str, timeout: float = 10.0) -> None:
    """Wait for the bot's own state (the fake's ``wait_for`` wakes on Discord's changes)."""
    for _ in range(int(timeout / 0.05)):
        if predicate():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def owner_dms(fake: FakeDiscord, world: World) -> list[str]:
    return [m.content for c in fake.channels.values()
            if c.type == DM and c.recipient is not None and c.recipient.id == world.guild.owner_id
            for m in c.messages]


def no_tracebacks(caplog: pytest.LogCaptureFixture) -> None:
    assert [r.getMessage() for r in caplog.records if r.exc_info] == []


@pytest.mark.parametrize("game", ["adastra", "kepler3042", "magnastorm", "afternova"])
async def test_a_channel_without_send_messages_holds_the_posts_until_it_is_fixed(
        fake: FakeDiscord, world: World, tmp_path: Path, game: str,
        caplog: pytest.LogCaptureFixture) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        table = Table(fake, world, bot, game)
        await table.open(players=3)
        assert len(boards(world)) == 1
        await fake.set_bot_permissions(world.thread, deny=P.SEND_MESSAGES_IN_THREADS)
        await asyncio.sleep(0.1)  # the gateway's CHANNEL_UPDATE reaches the bot's cache
        first = await table.move()
        told = " ".join(m.content for m in first.ephemeral)
        assert "Send Messages in Threads" in told and "saved" in told
        second = await table.move()  # the table plays on; its posts queue behind
        assert "Send Messages in Threads" in " ".join(m.content for m in second.ephemeral)
        assert len(boards(world)) == 1  # nothing posted meanwhile
        dms = owner_dms(fake, world)
        assert len(dms) == 1 and "Send Messages in Threads" in dms[0]  # told once
        status = await fake.slash(world.carol, world.thread, "game", subcommand="status")
        assert "Waiting on this channel" in " ".join(m.content for m in status.public)
        assert fake.invalid_request_count == 0  # the cache said so: Discord was not asked
        await fake.set_bot_permissions(world.thread)  # the moderator fixes it
        await fake.wait_for(lambda: len(boards(world)) == 3, timeout=20,
                            what="both held boards")
        await asyncio.sleep(0.3)
        assert await bot.store.pending_posts() == []  # every held post went, once
        live = bot.service.core.games[world.thread.id]
        rows = await bot.store.moves_page(live.row.id, 0, 10)
        # In order: the boards of the two moves, each once, after the start's.
        shown = boards(world)
        assert len({m.id for m in shown}) == 3 and len(rows) >= 2
    no_tracebacks(caplog)


async def test_without_attach_files_the_text_goes_out_saying_the_image_is_missing(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        table = Table(fake, world, bot)
        await table.open()
        await fake.set_bot_permissions(world.thread, deny=P.ATTACH_FILES)
        await asyncio.sleep(0.1)
        await table.move()
        await fake.wait_for(lambda: len(turn_posts(world)) == 2, timeout=10, what="the post")
    last = turn_posts(world)[-1]
    assert last.attachments == []
    assert "image could not be posted" in last.content and "Attach Files" in last.content
    assert fake.invalid_request_count == 0


async def test_a_locked_thread_holds_the_posts_until_it_is_unlocked(
        fake: FakeDiscord, world: World, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        table = Table(fake, world, bot)
        await table.open()
        live = bot.service.core.games[world.thread.id]
        # The thread is archived and locked while the game waits; the AI's deadline (here
        # a notice from the timekeeper) and moves made through the store both wait too.
        await fake.archive_thread(world.thread, locked=True)
        await asyncio.sleep(0.1)
        await bot.deliver(Notice(world.thread.id, "Reminder: <@1> to play.", [1],
                                 guild_id=world.guild.id, language="en"))
        await bot.deliver(Notice(world.thread.id, "Reminder again.", [1],
                                 guild_id=world.guild.id, language="en"))
        before = len(world.thread.messages)
        await asyncio.sleep(0.2)
        assert len(world.thread.messages) == before  # held, not retried
        assert fake.invalid_request_count == 0
        await fake.unlock_thread(world.thread)
        await fake.wait_for(lambda: sum("Reminder" in m.content
                                        for m in world.thread.messages) == 2,
                            timeout=20, what="the held reminders")
        texts = [m.content for m in world.thread.messages if "Reminder" in m.content]
        assert texts == ["Reminder: <@1> to play.", "Reminder again."]  # in order, once
        assert live.version == bot.service.core.games[world.thread.id].version
    no_tracebacks(caplog)


async def test_a_deleted_thread_abandons_its_game(
        fake: FakeDiscord, world: World, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        table = Table(fake, world, bot)
        await table.open()
        row = await bot.store.open_game_in_channel(world.thread.id)
        assert row is not None
        requests = len(fake.requests)
        await fake.delete_channel(world.thread)
        await until(lambda: bot.service.core.games.get(world.thread.id) is None,
                    "the game to be forgotten")
        await asyncio.sleep(0.2)
        ended = await bot.store.get_game(row.id)
        assert ended.status == GameStatus.ABORTED and ended.result_reason == ABANDONED
        assert await bot.store.pending_schedule(row.id) == []
        assert await bot.store.pending_posts(row.id) == []
        assert len(fake.requests) == requests  # nothing more sent into the void
    no_tracebacks(caplog)


async def test_a_server_that_removes_the_bot_suspends_its_games_until_it_returns(
        fake: FakeDiscord, world: World, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        table = Table(fake, world, bot)
        await table.open()
        row = await bot.store.open_game_in_channel(world.thread.id)
        assert row is not None
        assert await bot.store.pending_schedule(row.id) != []
        await fake.remove_bot(world.guild)
        await until(lambda: world.thread.id in bot.service.core.suspended,
                    "the games to be suspended")
        assert await bot.store.pending_schedule(row.id) == []  # nothing scheduled
        invalid, requests = fake.invalid_request_count, len(fake.requests)
        await bot.deliver(Notice(world.thread.id, "Reminder meanwhile.", [],
                                 guild_id=world.guild.id,
                                 language="en"))  # a post for the gone server
        await bot.dispatcher.flush()
        assert fake.invalid_request_count == invalid  # no request into the server
        assert len(fake.requests) == requests
        assert (await bot.store.get_game(row.id)).status == GameStatus.ACTIVE
        await fake.add_bot(world.guild)
        await until(lambda: world.thread.id not in bot.service.core.suspended,
                    "the games to resume")
        await asyncio.sleep(0.3)
        assert await bot.store.pending_schedule(row.id) != []  # planned again
        await fake.wait_for(lambda: any("Reminder meanwhile." in m.content
                                        for m in world.thread.messages),
                            timeout=10, what="the held post")
        await table.move()  # and the table plays on
        await fake.wait_for(lambda: len(turn_posts(world)) == 2, timeout=10, what="the post")
    no_tracebacks(caplog)


async def test_a_new_game_is_refused_where_the_bot_could_not_play_it(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        await fake.set_bot_permissions(world.thread, deny=P.ATTACH_FILES | P.EMBED_LINKS)
        await asyncio.sleep(0.1)
        record = await fake.slash(world.alice, world.thread, "game", subcommand="new",
                                  options={"game": "kepler3042"})
        [refused] = record.ephemeral
        assert "Attach Files" in refused.content and "Embed Links" in refused.content
        assert record.public == []
        assert await bot.store.open_game_in_channel(world.thread.id) is None
        spanish = await fake.slash(world.alice, world.thread, "game", subcommand="new",
                                   options={"game": "kepler3042"}, locale="es-ES")
        assert "Adjuntar archivos" in spanish.ephemeral[0].content

