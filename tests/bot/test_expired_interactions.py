"""A move slower than its interaction's life (Discord's token lasts fifteen minutes; the
fake's is made short here) hides nothing: the board is posted at once, and the mover's
"Done" and private lines come with their next command (or by DM, if they chose reminders by
DM), with no traceback."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from fakediscord import DM, FakeDiscord, World

from games.kepler3042 import GAME
from tests.bot.e2e_support import make_bot


def turn_posts(world: World) -> list[Any]:
    return [m for m in world.thread.messages if "Next:" in m.content]


@pytest.mark.parametrize("notify", ["channel", "dm"])
async def test_an_expired_move_posts_its_board_and_keeps_the_movers_lines(
        fake: FakeDiscord, world: World, tmp_path: Path, notify: str,
        caplog: pytest.LogCaptureFixture) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    async with fake.running(bot):
        thread = world.thread
        lobby = (await fake.slash(world.alice, thread, "game", subcommand="new",
                                  options={"game": "kepler3042"})).public[0]
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        live = bot.service.core.games[thread.id]
        seat = GAME.to_act(live.state)[0]
        mover = {u.id: u for u in world.players}[live.seats[seat].user_id]
        if notify == "dm":
            await fake.slash(mover, thread, "settings", options={"notify": "dm"})
        notation = GAME.format_move(live.state, GAME.legal_moves(live.state, seat)[0])
        moves = bot.service.moves
        real_move = moves.move

        async def slow_move(*args: Any, **kwargs: Any) -> Any:
            await asyncio.sleep(1.2)  # longer than the interaction lives here
            return await real_move(*args, **kwargs)

        moves.move = slow_move  # type: ignore[method-assign]
        fake.interaction_token_lifetime = 0.5
        record = await fake.slash(mover, thread, "move", options={"move": notation},
                                  until=lambda r: bool(turn_posts(world)[1:]), timeout=15)
        assert not any(m.content.startswith("Done") for m in record.ephemeral)
        assert len(turn_posts(world)) == 2  # the board went out at once
        await asyncio.sleep(0.3)  # the command has ended
        fake.interaction_token_lifetime = 900.0
        moves.move = real_move  # type: ignore[method-assign]
        def shown(r: Any) -> bool:
            return any(m.content.startswith("Done") for m in r.ephemeral)

        later = await fake.slash(mover, thread, "game", subcommand="status",
                                 until=shown if notify == "channel" else None, timeout=10)
        dms = [m.content for c in fake.channels.values()
               if c.type == DM and c.recipient is not None and c.recipient.id == mover.id
               for m in c.messages]
        kept = [m.content for m in later.ephemeral]
        if notify == "dm":
            assert any(d.startswith("Done") for d in dms)
            assert not any(k.startswith("Done") for k in kept)
        else:
            assert any(k.startswith("Done") for k in kept)
            again = await fake.slash(mover, thread, "game", subcommand="status")
            assert not any(m.content.startswith("Done") for m in again.ephemeral)  # once
    assert [r.getMessage() for r in caplog.records if r.exc_info] == []
