"""Moderator tools, seats changing hands and reminders, through the real client and the fake
Discord: every /admin command with and without permission, audited and announced."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fakediscord import FakeChannel, FakeDiscord, FakeInteraction, FakeMessage, World

from bot.client import StarpostBot
from bot.ops.config import Settings
from games.adastra import GAME
from games.record import Record, verify

MANAGE_GUILD = 1 << 5
ADMIN_COMMANDS: list[tuple[str, dict[str, Any]]] = [
    ("abort", {}), ("end", {"reason": "test"}), ("skip", {}), ("rollback", {"plies": 1}),
    ("settings", {}), ("games", {}), ("export", {}), ("deadline", {"hours": 5}),
]


def posted(record: FakeInteraction, channel: FakeChannel) -> FakeMessage:
    """The public result of a command that answers privately and posts in the channel."""
    assert record.public == [] and "posted in this channel" in record.ephemeral[0].content
    return channel.messages[-1]


def make_bot(db: Path) -> StarpostBot:
    settings = Settings(token="test", database=db, dev_guild_id=None, log_level="INFO",
                        api_base_url=None, gateway_url=None, render_workers=0)
    return StarpostBot(settings, run_scheduler=False, guild_ready_timeout=0.05)


async def start_game(fake: FakeDiscord, world: World) -> None:
    thread = world.thread
    await fake.slash(world.alice, thread, "game", subcommand="new", options={"game": "adastra"})
    await fake.slash(world.bob, thread, "game", subcommand="join")
    await fake.slash(world.carol, thread, "game", subcommand="join")
    await fake.slash(world.alice, thread, "game", subcommand="start")


async def test_admin_commands_with_and_without_permission(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    mods = await fake.create_role(world.guild, "Moderators", permissions=MANAGE_GUILD)
    dave = await fake.create_user("dave", global_name="Dave")
    await fake.add_member(world.guild, dave, roles=[mods])
    erin = await fake.create_user("erin", global_name="Erin")
    await fake.add_member(world.guild, erin)
    bot = make_bot(tmp_path / "db.sqlite3")
    thread = world.thread
    async with fake.running(bot):
        await start_game(fake, world)
        live = bot.service.core.games[thread.id]
        before = json.dumps(GAME.to_json(live.state))
        # Without permission: a clear refusal and nothing changes.
        for name, options in ADMIN_COMMANDS:
            record = await fake.slash(world.bob, thread, "admin", subcommand=name,
                                      options=options)
            assert "Only moderators can do that" in record.ephemeral[0].content, name
        assert json.dumps(GAME.to_json(live.state)) == before and live.version == 0
        assert await bot.store.list_audit(world.guild.id) == []

        # Settings: shown, then changed (and a moderator role makes its members moderators).
        shown = await fake.slash(dave, thread, "admin", subcommand="settings")
        assert "deadline 72 h" in shown.ephemeral[0].content
        changed = await fake.slash(dave, thread, "admin", subcommand="settings",
                                   options={"timeout_policy": "ai", "reminders": "12, 2"})
        assert "timeout policy let the AI play" in changed.ephemeral[0].content
        assert "reminders 12, 2 h" in changed.ephemeral[0].content
        assert "changed this server's game settings: reminders, timeout policy" in (
            thread.messages[-1].content)
        games = await fake.slash(dave, thread, "admin", subcommand="games")
        assert f"discord.com/channels/{world.guild.id}/{thread.id}" in games.ephemeral[0].content

        # Skip plays the default move for whoever holds the game up; rollback takes it back.
        skipped = await fake.slash(dave, thread, "admin", subcommand="skip")
        assert "skipped the decision" in posted(skipped, thread).content
        assert live.version == 1
        back = await fake.slash(dave, thread, "admin", subcommand="rollback",
                                options={"plies": 1})
        assert "rolled the game back 1 move" in posted(back, thread).content
        assert live.version == 0 and json.dumps(GAME.to_json(live.state)) == before
        # The stored snapshot agrees with a replay of the stored moves.
        snap = await bot.store.load_latest(live.row.id)
        assert snap.ply == 0 and json.loads(snap.state_json) == json.loads(before)

        deadline = await fake.slash(dave, thread, "admin", subcommand="deadline",
                                    options={"hours": 5})
        assert "5 hours per decision" in posted(deadline, thread).content

        # Substitution: the seat, and its private view, go to the new player only.
        carol_seat = live.seat_of(world.carol.id)
        assert carol_seat is not None
        carol_hand = await fake.slash(world.carol, thread, "hand")
        sub = await fake.slash(dave, thread, "admin", subcommand="substitute",
                               options={"old": world.carol, "new": erin})
        assert "replaces" in posted(sub, thread).content
        assert live.seat_of(erin.id) == carol_seat and live.seat_of(world.carol.id) is None
        erin_hand = await fake.slash(erin, thread, "hand")
        assert erin_hand.ephemeral[0].content == carol_hand.ephemeral[0].content
        gone = await fake.slash(world.carol, thread, "hand")
        assert "You are not playing" in gone.ephemeral[0].content

        # Handing a seat to the AI opens it; someone else takes it over with the button.
        handed = await fake.slash(dave, thread, "admin", subcommand="ai",
                                  options={"seat": erin})
        post = posted(handed, thread)
        assert "played by the AI" in post.content
        taken = await fake.click(world.carol, post, post.button("Join")["custom_id"])
        assert "takes over" in posted(taken, thread).content
        assert live.seat_of(world.carol.id) == carol_seat

        exported = await fake.slash(dave, thread, "admin", subcommand="export")
        data = exported.ephemeral[0].attachments[0].data
        record = Record.loads(data.decode())
        verify(record)
        assert "exported this game's record" in thread.messages[-1].content
        assert record.game == "adastra" and len(record.seats) == 3

        ended = await fake.slash(dave, thread, "admin", subcommand="end",
                                 options={"reason": "the server closes"})
        assert "ended the game: the server closes" in posted(ended, thread).content
        row = await bot.store.latest_game_in_channel(thread.id)
        assert row is not None and row.status == "finished"
        assert len(await bot.store.get_results(row.id)) == 3

        # Abort: a new game ends with no result.
        await start_game(fake, world)
        aborted = await fake.slash(dave, thread, "admin", subcommand="abort")
        assert "aborted the game. It has no result" in posted(aborted, thread).content
        row = await bot.store.latest_game_in_channel(thread.id)
        assert row is not None and row.status == "aborted"

        actions = [a.action for a in await bot.store.list_audit(world.guild.id, limit=100)]
        for action in ("settings", "skip", "rollback", "deadline", "substitute", "ai",
                       "export", "end", "abort"):
            assert action in actions, action


async def test_leaving_a_game_and_reminders_by_dm_with_fallback(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3")
    thread = world.thread
    async with fake.running(bot):
        await start_game(fake, world)
        live = bot.service.core.games[thread.id]
        # Leaving hands the seat to the AI; /game join takes the open seat.
        seat = live.seat_of(world.bob.id)
        left = await fake.slash(world.bob, thread, "game", subcommand="leave")
        opened = posted(left, thread).content
        assert "left" in opened and "played by the AI" in opened
        assert live.seats[seat].is_ai  # type: ignore[index]
        dave = await fake.create_user("dave")
        await fake.add_member(world.guild, dave)
        joined = await fake.slash(dave, thread, "game", subcommand="join")
        assert "takes over" in posted(joined, thread).content and live.seat_of(dave.id) == seat
        # /mygames shows the awaited player the game.
        waiting = live.seats[GAME.to_act(live.state)[0]].user_id
        user = next(u for u in (world.alice, world.carol, dave) if u.id == waiting)
        mine = await fake.slash(user, thread, "mygames")
        assert "Ad Astra in <#" in mine.ephemeral[0].content
        # DM reminders: delivered by DM, or in the channel when DMs are closed.
        await fake.slash(user, thread, "settings", options={"notify": "dm"})
        user.dms_open = False
        first = (await bot.store.pending_schedule(live.row.id))[0]
        assert first.kind == "reminder"
        bot.service.core.clock = lambda: first.due_at  # type: ignore[method-assign]
        count = len(thread.messages)
        for notice in await bot.service.timekeeper.tick():
            await bot.deliver(notice)
        fallback = thread.messages[count:]
        assert any(f"<@{user.id}>" in m.content and "Reminder" in m.content for m in fallback)
        # Away: the table is told.
        away = await fake.slash(user, thread, "away", options={"until": "2d"})
        assert "paused" in away.ephemeral[0].content
        assert any("is away until" in m.content for m in thread.messages[-2:])
