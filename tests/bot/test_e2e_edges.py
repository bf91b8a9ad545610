"""The edges a new user or an operator reaches, through the real client and the fake Discord
(which refuses, like Discord, any message over 2000 characters and fails the test if the bot
sent one): pasted walls of text, refusals that must stay private, bad options, a member
leaving the server, and ``python -m bot sync`` leaving the database alone."""

from __future__ import annotations

import asyncio
import socket
import sys
from dataclasses import replace
from pathlib import Path

from fakediscord import FakeDiscord, FakeInteraction, World

from bot.client import StarpostBot
from games.adastra import GAME
from tests.bot.bot_process import bot_environment
from tests.bot.e2e_support import make_bot

WALL = "x" * 6000


def private_only(record: FakeInteraction) -> str:
    """The one private answer of a refused command; nothing was shown publicly."""
    assert record.public == [], [m.content for m in record.public]
    assert not getattr(record, "made_public", False)
    [answer] = record.ephemeral
    assert len(answer.content) <= 2000
    return answer.content


async def started(fake: FakeDiscord, world: World) -> None:
    thread = world.thread
    await fake.slash(world.alice, thread, "game", subcommand="new", options={"game": "adastra"})
    await fake.slash(world.bob, thread, "game", subcommand="join")
    await fake.slash(world.carol, thread, "game", subcommand="join")


async def test_walls_of_text_are_refused_briefly_and_change_nothing(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    thread = world.thread
    async with fake.running(bot):
        options = await fake.slash(world.alice, thread, "game", subcommand="new",
                                   options={"game": "adastra", "options": WALL})
        assert "options" in private_only(options)
        away = await fake.slash(world.alice, thread, "away", options={"until": WALL})
        assert "3d" in private_only(away) or "date" in private_only(away)
        await started(fake, world)
        await fake.slash(world.alice, thread, "game", subcommand="start")
        live = bot.service.core.games[thread.id]
        before = (GAME.to_json(live.state), live.version, len(thread.messages))
        seat = GAME.to_act(live.state)[0]
        user = next(u for u in world.players if u.id == live.seats[seat].user_id)
        for text in (WALL, "pass " + "y" * 5990, "plan build " + "²" * 3000):
            refused = await fake.slash(user, thread, "move", options={"move": text})
            assert "longer than any move" in private_only(refused) or \
                "move" in private_only(refused)
        assert (GAME.to_json(live.state), live.version, len(thread.messages)) == before


async def test_refusals_after_slow_commands_stay_private(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    thread = world.thread
    async with fake.running(bot):
        await started(fake, world)
        start = await fake.slash(world.bob, thread, "game", subcommand="start")
        assert "Only the host" in private_only(start)
        await fake.slash(world.alice, thread, "game", subcommand="start")
        live = bot.service.core.games[thread.id]
        shown = len(thread.messages)
        for ply in (-1, 100001, 10**12):
            board = await fake.slash(world.bob, thread, "history", subcommand="board",
                                     options={"ply": ply})
            private_only(board)
        outsider = await fake.create_user("dave")
        await fake.add_member(world.guild, outsider)
        undo = await fake.slash(outsider, thread, "game", subcommand="undo")
        assert "not playing" in private_only(undo)
        # Someone moves; another player's undo is refused, privately.
        seat = GAME.to_act(live.state)[0]
        mover = next(u for u in world.players if u.id == live.seats[seat].user_id)
        [choice, *_] = await fake.autocomplete(mover, thread, "move", focused="move")
        await fake.slash(mover, thread, "move", options={"move": choice["value"]})
        other = next(u for u in world.players if u.id != mover.id and
                     live.seat_of(u.id) is not None)
        undo = await fake.slash(other, thread, "game", subcommand="undo")
        private_only(undo)
        assert len(thread.messages) == shown + 1  # only the move's own post
        fake.rejected[:] = [e for e in fake.rejected if "ply" not in str(e)]


async def test_options_are_checked_against_the_game(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    thread = world.thread
    async with fake.running(bot):
        for game, options in (("afternova", "foo=1"), ("magnastorm", "foo=bar")):
            record = await fake.slash(world.alice, thread, "game", subcommand="new",
                                      options={"game": game, "options": options})
            text = private_only(record)
            assert "foo" in text or "has no options" in text, text
            assert "Something went wrong" not in text
        assert await bot.store.open_game_in_channel(thread.id) is None


async def test_a_member_who_leaves_the_server_hands_their_seat_to_the_ai(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    settings = replace(make_bot(tmp_path / "db.sqlite3").settings, members_intent=True)
    bot = StarpostBot(settings, run_scheduler=False, guild_ready_timeout=0.05)
    thread = world.thread
    async with fake.running(bot):
        await started(fake, world)
        await fake.slash(world.alice, thread, "game", subcommand="start")
        live = bot.service.core.games[thread.id]
        seat = live.seat_of(world.carol.id)
        await fake.remove_member(world.guild, world.carol)
        for _ in range(200):
            if live.seats[seat].is_ai:  # type: ignore[index]
                break
            await asyncio.sleep(0.05)
        assert live.seats[seat].is_ai and live.seat_of(world.carol.id) is None  # type: ignore[index]
        # The post follows the AI's first decisions, which take a moment of search.
        await fake.wait_for(lambda: "played by the AI" in thread.messages[-1].content,
                            timeout=20)


def test_the_members_intent_follows_the_setting(tmp_path: Path) -> None:
    plain = make_bot(tmp_path / "db.sqlite3")
    asked = StarpostBot(replace(plain.settings, members_intent=True))
    assert not plain.intents.members and asked.intents.members


async def test_sync_touches_no_database(fake: FakeDiscord, tmp_path: Path) -> None:
    database = tmp_path / "missing" / "folder" / "bot.sqlite3"
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "sync", cwd=tmp_path, env=bot_environment(fake, database, 1),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    out, _ = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 0, out.decode()
    assert "Synced" in out.decode()
    assert not database.parent.exists()


async def test_sync_without_discord_says_so_in_one_sentence(fake: FakeDiscord,
                                                            tmp_path: Path) -> None:
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))
    port = closed.getsockname()[1]
    closed.close()  # nothing listens there now
    env = bot_environment(fake, tmp_path / "bot.sqlite3")
    env["DISCORD_API_BASE_URL"] = f"http://127.0.0.1:{port}/api/v10"
    env["DISCORD_GATEWAY_URL"] = f"ws://127.0.0.1:{port}/gateway"
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "sync", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    out, _ = await asyncio.wait_for(proc.communicate(), 60)
    text = out.decode()
    assert proc.returncode == 2, text
    assert "Cannot reach Discord" in text and "Traceback" not in text


async def test_slow_clicks_are_acknowledged_in_time(fake: FakeDiscord, world: World,
                                                    tmp_path: Path) -> None:
    """Every button and menu answers Discord first and works after: a move, a start or a
    page that takes longer than Discord's 3 seconds still reaches the player."""
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    thread = world.thread
    real_clock = fake.clock
    async with fake.running(bot):
        lobby = await fake.slash(world.alice, thread, "game", subcommand="new",
                                 options={"game": "adastra", "ai_seats": 2})
        core = bot.service.core
        real_load, real_advance = core.load, core.advance

        async def slow(real, *args, **kwargs):  # type: ignore[no-untyped-def]
            skew = fake.clock() - real_clock()
            fake.clock = lambda: real_clock() + skew + 10  # ten seconds pass, for Discord
            return await real(*args, **kwargs)

        core.load = lambda *a, **k: slow(real_load, *a, **k)  # type: ignore[method-assign]
        core.advance = lambda *a, **k: slow(real_advance, *a, **k)  # type: ignore[method-assign]
        message = lobby.public[0]
        await fake.click(world.alice, message, message.button("Start")["custom_id"])
        post = thread.messages[-1]
        panel = await fake.click(world.alice, post, post.button("Take your turn")["custom_id"])
        [answer] = panel.ephemeral
        menu = next(c for c in answer.walk_components() if c.get("type") == 3)
        value = menu["options"][0]["value"]
        await fake.select(world.alice, answer, menu["custom_id"], [value])
        assert answer.content.startswith("Done: ")  # the panel became the answer
        assert thread.messages[-1] is not post and thread.messages[-1].attachments
    assert not [e for e in fake.errors if e.code == 10062]
