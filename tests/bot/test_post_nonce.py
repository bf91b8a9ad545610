"""A post whose "sent" mark was lost (the process killed between Discord taking the post and
the mark being stored) is sent again on restart, with the same nonce: Discord answers it with
the message it already has, so the channel shows the post once."""

from __future__ import annotations

from pathlib import Path

from fakediscord import FakeDiscord, World

from storage.sql import Tx
from tests.bot.e2e_support import make_bot


async def test_a_post_sent_again_after_a_lost_mark_is_shown_once(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        thread = world.thread
        lobby = (await fake.slash(world.alice, thread, "game", subcommand="new",
                                  options={"game": "kepler3042"})).public[0]
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        await fake.wait_for(lambda: any("Next:" in m.content for m in thread.messages),
                            timeout=10, what="the first turn post")
        before = [m.id for m in thread.messages]

        async def forget_the_marks(tx: Tx) -> int:
            return await tx.execute("UPDATE outbox SET sent_at = NULL, claimed_until = NULL")

        assert await bot.store.db.run(forget_the_marks) >= 1  # as if killed before the marks
        await bot.dispatcher.flush()
        assert await bot.store.pending_posts() == []  # sent again, and marked this time
        assert [m.id for m in thread.messages] == before  # Discord kept one of each
