"""Only a call to act buzzes a phone: the turn post pings exactly the players it waits for,
while a post that asks nobody to act (the lobby, the score table and replay, a post saying
what happened) is sent silently and mentions nobody; a player in their quiet hours is named
but not pinged (bot/outbox/pings.py)."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from fakediscord import FakeDiscord, World

from bot.app.table import Post
from bot.interface.components import post_kwargs
from games.kepler3042 import GAME
from storage.schedule import CALL
from tests.bot.e2e_support import make_bot

SILENT = 1 << 12  # Discord's SUPPRESS_NOTIFICATIONS message flag


async def test_only_calls_to_act_notify(fake: FakeDiscord, world: World,
                                        tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        thread = world.thread
        lobby = (await fake.slash(world.alice, thread, "game", subcommand="new",
                                  options={"game": "kepler3042"})).public[0]
        assert lobby.flags & SILENT
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        await fake.wait_for(lambda: any("Next:" in m.content for m in thread.messages),
                            timeout=10, what="the first turn post")
        turn = next(m for m in thread.messages if "Next:" in m.content)
        live = bot.service.core.games[thread.id]
        awaited = {live.seats[s].user_id for s in GAME.to_act(live.state)}
        assert not turn.flags & SILENT
        assert {int(u) for u in re.findall(r"<@!?(\d+)>", turn.content)} == awaited
        quiet = Post("Nothing to do for anyone.", outbox_game=None, locale="en")
        kwargs = post_kwargs(quiet)
        assert kwargs["silent"] and kwargs["allowed_mentions"].users == []


async def test_a_resting_player_is_named_but_not_pinged(fake: FakeDiscord, world: World,
                                                         tmp_path: Path) -> None:
    """Bob's quiet hours hold now (UTC): each turn post names everyone it calls to act as
    before, and Discord notifies those of them who are not resting (Alice), never Bob, who
    gets a call stored for the end of his quiet hours instead; a post left pinging nobody is
    sent silently."""
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    now = datetime.now(UTC)
    minute = now.hour * 60 + now.minute
    quiet = "{:02d}:{:02d}-{:02d}:{:02d}".format(*divmod((minute - 60) % 1440, 60),
                                                  *divmod((minute + 60) % 1440, 60))
    bob, alice = world.bob.id, world.alice.id
    async with fake.running(bot):
        thread = world.thread
        set_quiet = await fake.slash(world.bob, thread, "settings",
                                     options={"timezone": "UTC", "quiet_hours": quiet})
        assert f"quiet hours: {quiet}" in set_quiet.ephemeral[0].content
        lobby = (await fake.slash(world.alice, thread, "game", subcommand="new",
                                  options={"game": "kepler3042"})).public[0]
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        seen: set[frozenset[int]] = set()  # whom each turn post so far called to act
        for turn_posts in range(1, 30):
            await fake.wait_for(
                lambda n=turn_posts: sum("Next:" in m.content for m in thread.messages) >= n,
                timeout=10, what=f"turn post {turn_posts}")
            turn = [m for m in thread.messages if "Next:" in m.content][-1]
            live = bot.service.core.games[thread.id]
            awaited = {live.seats[s].user_id for s in GAME.to_act(live.state)}
            assert {int(u) for u in re.findall(r"<@!?(\d+)>", turn.content)} == awaited
            assert set(turn.pinged) == awaited - {bob}
            assert turn.silent == (awaited == {bob})
            seen.add(frozenset(awaited))
            if bob in awaited:
                calls = [p for p in await bot.store.pending_schedule(live.row.id)
                         if p.kind == "reminder" and p.lead == CALL]
                assert [p.seat for p in calls] == [live.seat_of(bob)]
                assert calls[0].due_at == int(now.timestamp()) // 60 * 60 + 3600  # the end
            if {frozenset({alice, bob}), frozenset({bob})} <= seen:
                break
            seat = GAME.to_act(live.state)[-1]  # Bob's, when he is awaited with Alice
            user = world.alice if live.seats[seat].user_id == alice else world.bob
            if user is world.alice and bob in awaited:
                seat, user = live.seat_of(bob), world.bob
            move = GAME.format_move(live.state, GAME.legal_moves(live.state, seat)[0])
            await fake.slash(user, thread, "move", options={"move": move})
        # Posts calling both to act (Alice pinged alone) and Bob alone (sent silently).
        assert {frozenset({alice, bob}), frozenset({bob})} <= seen
