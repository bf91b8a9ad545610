"""Commands answer Discord within its 3 seconds however slow the database is, through the
real client and the fake Discord (which refuses a first answer later than 3 s as an unknown
interaction, as Discord does, and fails the test on it).

The database of an overloaded machine is played by the bot's own store made slow: storing
a new game lets ten seconds pass on Discord's clock (no real waiting), and storing a
member's name, which a member's first command does, takes 3.5 real seconds. Refusals stay
private and change nothing; the lobby is still posted for everyone."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from fakediscord import FakeDiscord, FakeInteraction, World

from bot.client import StarpostBot
from storage.base import GameStatus
from tests.bot.e2e_support import Table, make_bot

SLOW_WRITE = 3.5  # real seconds: longer than Discord waits for a first answer


def refused(record: FakeInteraction) -> str:
    """The one private answer of a refused command; nothing was shown publicly."""
    assert record.public == [], [m.content for m in record.public]
    assert not getattr(record, "made_public", False)
    [answer] = record.ephemeral
    return answer.content


def slow_store(fake: FakeDiscord, bot: StarpostBot) -> None:
    """Make the bot's store as slow as an overloaded machine's (see the module docstring)."""
    store = bot.store
    create_lobby, set_setting = store.create_lobby, store.set_setting

    async def slow_create(*args: Any, **kwargs: Any) -> Any:
        before = fake.clock
        fake.clock = lambda: before() + 10  # ten seconds pass, for Discord
        return await create_lobby(*args, **kwargs)

    async def slow_setting(guild_id: int, key: str, value: Any, *, now: int) -> None:
        if key.startswith("name."):
            await asyncio.sleep(SLOW_WRITE)
        await set_setting(guild_id, key, value, now=now)

    store.create_lobby = slow_create  # type: ignore[method-assign]
    store.set_setting = slow_setting  # type: ignore[method-assign]


async def test_a_new_game_is_answered_in_time_on_a_slow_database(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    thread = world.thread
    async with fake.running(bot):
        slow_store(fake, bot)
        opened = await fake.slash(world.alice, thread, "game", subcommand="new",
                                  options={"game": "adastra"})
        [done] = opened.ephemeral
        assert done.content.startswith("Done")
        [lobby] = opened.public
        assert "a new game is forming" in lobby.content and lobby in thread.messages
        assert lobby.button("Join") is not None
        row = await bot.store.open_game_in_channel(thread.id)
        assert row is not None and row.lobby_message_id == lobby.id
        shown = [(m.id, m.content) for m in thread.messages]

        # Refusals, before anything is stored or after: private, and nothing changes.
        unknown = await fake.slash(world.bob, thread, "game", subcommand="new",
                                   options={"game": "chess"})
        assert "no game called 'chess'" in refused(unknown)
        bad = await fake.slash(world.bob, thread, "game", subcommand="new",
                               options={"game": "adastra", "options": "nonsense"})
        assert "options" in refused(bad)
        busy = await fake.slash(world.bob, thread, "game", subcommand="new",
                                options={"game": "magnastorm"})
        assert "already has a game" in refused(busy)
        assert [(m.id, m.content) for m in thread.messages] == shown
        assert await bot.store.open_game_in_channel(thread.id) == row

        # The lobby works on: it fills and starts, and a new game is refused while it runs.
        await fake.slash(world.bob, thread, "game", subcommand="join")
        await fake.slash(world.carol, thread, "game", subcommand="join")
        await fake.slash(world.alice, thread, "game", subcommand="start")
        running = await bot.store.open_game_in_channel(thread.id)
        assert running is not None and running.status == GameStatus.ACTIVE
        shown = [(m.id, m.content) for m in thread.messages]
        again = await fake.slash(world.carol, thread, "game", subcommand="new",
                                 options={"game": "afternova", "ai_seats": 1})
        assert "already has a game" in refused(again)
        assert [(m.id, m.content) for m in thread.messages] == shown
        assert await bot.store.open_game_in_channel(thread.id) == running
    assert not [e for e in fake.errors if e.code == 10062]  # no answer came too late


MANAGE_GUILD = 1 << 5
SLOW_STORE = ("create_lobby", "add_seat", "remove_seat", "commit", "set_setting",
              "delete_setting", "guild_results", "moves_page")


def slow_writes(fake: FakeDiscord, bot: StarpostBot) -> None:
    """Every write a lobby or a setting (a pending preview too) makes lets ten seconds
    pass on Discord's clock, and so do reading a server's results or a page of a game's log,
    and loading a game into memory."""
    def slowed(real: Any) -> Any:
        async def slow(*args: Any, **kwargs: Any) -> Any:
            before = fake.clock
            fake.clock = lambda: before() + 10
            return await real(*args, **kwargs)
        return slow

    for name in SLOW_STORE:
        setattr(bot.store, name, slowed(getattr(bot.store, name)))
    core = bot.service.core
    core.load = slowed(core.load)  # type: ignore[method-assign]


async def settled(bot: StarpostBot) -> None:
    """Wait until what admission keeps (names, languages) is stored."""
    while bot._in_flight:
        await asyncio.sleep(0.01)


async def test_commands_that_store_or_load_answer_in_time(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """Seats, lobbies, settings, results and a game loaded from storage: each command answers
    Discord before the slow part, publicly where it did, and refuses privately."""
    mods = await fake.create_role(world.guild, "Mods", permissions=MANAGE_GUILD)
    await fake.add_member(world.guild, world.alice, roles=[mods])
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    thread = world.thread
    async with fake.running(bot):
        for user in world.players:  # each member's name is stored before the store slows
            await fake.slash(user, thread, "game", subcommand="rules")
        await settled(bot)
        slow_writes(fake, bot)
        await fake.slash(world.alice, thread, "game", subcommand="new",
                         options={"game": "adastra"})
        for user, command in ((world.bob, "join"), (world.bob, "leave"), (world.bob, "join"),
                              (world.carol, "join")):
            record = await fake.slash(user, thread, "game", subcommand=command)
            [lobby] = record.public
            assert "Players (" in lobby.content, lobby.content
        assert "Only the host" in refused(await fake.slash(world.bob, thread, "game",
                                                             subcommand="cancel"))
        notify = await fake.slash(world.bob, thread, "settings", options={"notify": "dm"})
        assert notify.public == [] and notify.ephemeral
        admin = await fake.slash(world.alice, thread, "admin", subcommand="settings",
                                 options={"deadline_hours": 48})
        assert admin.public == [] and "48" in admin.ephemeral[0].content
        cancel = await fake.slash(world.alice, thread, "game", subcommand="cancel")
        assert "cancelled" in cancel.public[0].content
        assert await bot.store.open_game_in_channel(thread.id) is None

        await fake.slash(world.alice, thread, "game", subcommand="new",
                         options={"game": "adastra", "ai_seats": 2})
        await fake.slash(world.alice, thread, "game", subcommand="start")
        bot.service.core.forget(thread.id)  # as after a restart: loaded on its next use
        status = await fake.slash(world.bob, thread, "game", subcommand="status")
        assert "Awaiting" in status.public[0].content
        bot.service.core.forget(thread.id)
        board = await fake.slash(world.carol, thread, "board")
        assert [a.filename for m in board.public for a in m.attachments] == ["board.png"]
        stats = await fake.slash(world.carol, thread, "stats")
        assert stats.public and stats.ephemeral == []
        live = bot.service.core.games[thread.id]
        if not await bot.store.count_moves(live.row.id):  # alice acts first: she moves
            seat = live.engine.to_act(live.state)[0]
            move = live.engine.format_move(live.state,
                                           live.engine.legal_moves(live.state, seat)[0])
            await fake.slash(world.alice, thread, "move", options={"move": move})
        log = await fake.slash(world.carol, thread, "history", subcommand="log")
        assert "#1 " in log.public[0].content, log.public[0].content
        assert "no page 9" in refused(await fake.slash(world.carol, thread, "history",
                                                        subcommand="log",
                                                        options={"page": 9})).lower()
    assert not [e for e in fake.errors if e.code == 10062]  # no answer came too late


async def test_a_preview_cancelled_on_a_slow_database_is_answered_in_time(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """Cancel drops the stored preview before the preview becomes the answer."""
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    thread = world.thread
    async with fake.running(bot):
        await fake.slash(world.alice, thread, "game", subcommand="new",
                         options={"game": "magnastorm"})
        await fake.slash(world.bob, thread, "game", subcommand="join")
        await fake.slash(world.alice, thread, "game", subcommand="start")
        table = Table(fake, world, bot)
        live = table.live()
        seat = live.engine.to_act(live.state)[0]
        move = live.engine.format_move(live.state, live.engine.legal_moves(live.state, seat)[0])
        record = await fake.slash(table.user_of(seat), thread, "move",
                                  options={"move": move, "preview": True})
        preview = record.ephemeral[-1]
        await settled(bot)
        slow_writes(fake, bot)
        await fake.click(table.user_of(seat), preview, preview.button("Cancel")["custom_id"])
        assert "Preview cancelled" in preview.content and preview.attachments == []
        assert table.live().version == live.version
    assert not [e for e in fake.errors if e.code == 10062]  # no answer came too late
