"""Only a call to act buzzes a phone: the turn post pings exactly the players it waits for,
while a post that asks nobody to act (the lobby, the score table and replay, a post saying
what happened) is sent silently and mentions nobody."""

from __future__ import annotations

import re
from pathlib import Path

from fakediscord import FakeDiscord, World

from bot.components import post_kwargs
from bot.table import Post
from games.kepler3042 import GAME
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
        quiet = Post("Nothing to do for anyone.", outbox_game=None)
        kwargs = post_kwargs(quiet)
        assert kwargs["silent"] and kwargs["allowed_mentions"].users == []
