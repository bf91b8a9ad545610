"""A whole Ad Astra game played through the real discord.py client against the fake Discord.

Three users open a lobby in a thread, join by button and by command, start, and then play
every decision to the end through /move (checking autocomplete offers the move first) and
through the "Take your turn" button's select menu. Along the way: every board image decodes,
no public message carries a secret, illegal moves and wrong turns are refused ephemerally
without changing the game, and the bot is stopped and started again on the same database
halfway, after which an old button still works.
"""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

from fakediscord import FakeDiscord, World
from PIL import Image

from games.adastra import GAME, ai
from tests.bot.e2e_support import Table, decode, make_bot, results_and_media
from tests.bot.e2e_support import drawn_names as e2e_names

SECRET_MARKERS = ("Face-down planets", "You placed", "You drew", "You discarded")


async def test_whole_game_in_discord(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    db = tmp_path / "starpost.sqlite3"
    bot = make_bot(db)
    async with fake.running(bot):
        await bot.tree.sync()
        table = Table(fake, world, bot)
        thread = world.thread
        # Lobby: alice opens, bob joins by button, carol by command; alice starts by button.
        r = await fake.slash(world.alice, thread, "game", subcommand="new",
                             options={"game": "adastra"})
        lobby = r.public[0]
        assert "Ad Astra" in lobby.content
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        await fake.slash(world.carol, thread, "game", subcommand="join")
        refused = await fake.click(world.bob, lobby, lobby.button("Start")["custom_id"])
        assert "Only the host can start" in refused.ephemeral[0].content
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        first = table.last_post()
        assert "Ad Astra begins" in first.content and first.attachments
        table.check_public(SECRET_MARKERS)

        rnd = random.Random(5)
        plies = 0
        restarted = False
        while True:
            live = table.live()
            if GAME.outcome(live.state) is not None:
                break
            seat = GAME.to_act(live.state)[0]
            move = ai.choose_move(GAME, live.state, seat, plies)
            notation = GAME.format_move(live.state, move)
            if plies == 3:
                # A wrong turn and an illegal move are refused privately; nothing changes.
                before = json.dumps(GAME.to_json(live.state))
                idle = table.users[live.seats[(seat + 1) % 3].user_id]
                wrong = await fake.slash(idle, thread, "move", options={"move": notation})
                assert "It is not your turn" in wrong.ephemeral[0].content
                card = live.state.players[seat].hand[0]
                bad = await fake.slash(table.user_of(seat), thread, "move",
                                       options={"move": f"plan {card} 99"})
                assert "Spaces are numbered 1 to 12" in bad.ephemeral[0].content
                assert json.dumps(GAME.to_json(table.live().state)) == before
                other = await fake.autocomplete(idle, thread, "move", focused="move", value="")
                assert other == []  # never another player's moves
            if plies % 3 == 1:
                await table.by_panel(seat, notation)
            else:
                await table.by_command(seat, notation)
            plies += 1
            if plies % 25 == 0:
                table.check_public(SECRET_MARKERS)
            if plies == 40 and not restarted:
                break
        old_post = table.last_post()
    # Restart on the same database; the old button still opens the panel.
    bot = make_bot(db)
    async with fake.running(bot):
        table.bot = bot
        whose = await fake.slash(world.alice, thread, "game", subcommand="status")
        assert "Awaiting" in whose.public[0].content
        live = table.live() if thread.id in bot.service.core.games else None
        if live is None:
            await bot.service.core.live(thread.id)
        seat = GAME.to_act(table.live().state)[0]
        record = await fake.click(table.user_of(seat), old_post,
                                  old_post.button("Take your turn")["custom_id"])
        assert "Your turn" in record.ephemeral[0].content
        while GAME.outcome(table.live().state) is None:
            live = table.live()
            seat = GAME.to_act(live.state)[0]
            move = ai.choose_move(GAME, live.state, seat, plies)
            notation = GAME.format_move(live.state, move)
            if rnd.random() < 0.3:
                await table.by_panel(seat, notation)
            else:
                await table.by_command(seat, notation)
            plies += 1
            if thread.id not in bot.service.core.games:
                break
        table.check_public(SECRET_MARKERS)
        final, media = await results_and_media(fake, thread)
        assert "Game over" in final.content and "Winner" in final.content
        # The posted board is exactly the compact drawing of the public view (read on a
        # phone): nothing private in it.
        from rendering.adastra.compact import render_compact

        state = GAME.from_json(json.loads((await bot.store.load_latest(
            (await bot.store.latest_game_in_channel(thread.id)).id)).state_json))  # type: ignore[union-attr]
        assert final.attachments[0].data == render_compact(
            GAME.view(state, None), await e2e_names(bot, thread.id), "en")
        # The score table and an animated replay follow the results post.
        decode(media.attachments[0].data)
        gif = Image.open(io.BytesIO(media.attachments[1].data))
        assert gif.format == "GIF" and gif.n_frames >= 3
        assert len(media.attachments[1].data) < 8_000_000
        assert table.boards_checked >= plies // 2
        history = await fake.slash(world.bob, thread, "history", subcommand="log",
                                   options={"page": 1})
        assert "#1" in history.public[0].content
