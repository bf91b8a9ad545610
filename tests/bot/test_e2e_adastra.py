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
from typing import Any

from fakediscord import FakeDiscord, FakeMessage, World
from PIL import Image

from bot.client import StarpostBot
from bot.config import Settings
from games.adastra import GAME, ai

SECRET_MARKERS = ("Face-down planets", "You placed", "You drew", "You discarded")


def make_bot(db: Path) -> StarpostBot:
    settings = Settings(token="test", database=db, dev_guild_id=None, log_level="INFO",
                        api_base_url=None, gateway_url=None, render_workers=0)
    return StarpostBot(settings, guild_ready_timeout=0.05)


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


class Table:
    """Plays the users' side: who is to act is read from the bot's own game state."""

    def __init__(self, fake: FakeDiscord, world: World, bot: StarpostBot) -> None:
        self.fake, self.world, self.bot = fake, world, bot
        self.channel = world.thread
        self.users = {u.id: u for u in world.players}
        self.boards_checked = 0

    def live(self) -> Any:
        return self.bot.service._live[self.channel.id]

    def user_of(self, seat: int) -> Any:
        return self.users[self.live().seats[seat].user_id]

    def check_public(self) -> None:
        for message in self.channel.messages:
            for marker in SECRET_MARKERS:
                assert marker not in message.content, message.content
            for attachment in message.attachments:
                if attachment.filename.endswith(".png") and not getattr(
                        attachment, "_checked", False):
                    image = decode(attachment.data)
                    assert image.width >= 600 and len(attachment.data) < 1_000_000
                    attachment._checked = True  # type: ignore[attr-defined]
                    self.boards_checked += 1

    async def by_command(self, seat: int, notation: str) -> None:
        user = self.user_of(seat)
        typed = notation.split()[0]
        choices = await self.fake.autocomplete(user, self.channel, "move", focused="move",
                                               value=typed)
        values = [c["value"] for c in choices]
        assert values and len(values) <= 25, f"no suggestions for {typed!r}"
        # Moves whose notation starts with what was typed come first.
        assert values[0].startswith(typed)
        exact = await self.fake.autocomplete(user, self.channel, "move", focused="move",
                                             value=notation)
        assert exact[0]["value"] == notation
        record = await self.fake.slash(user, self.channel, "move", options={"move": notation})
        assert record.ephemeral and record.ephemeral[0].content.startswith("Done:")

    async def by_panel(self, seat: int, notation: str) -> None:
        user = self.user_of(seat)
        last = self.last_post()
        record = await self.fake.click(user, last, last.button("Take your turn")["custom_id"])
        panel = record.ephemeral[0]
        assert "Your turn" in panel.content
        for _ in range(40):
            selects = [c for c in panel.walk_components() if c.get("type") == 3]
            options = [o["value"] for o in selects[0]["options"]]
            if notation in options:
                await self.fake.select(user, panel, selects[0]["custom_id"], [notation])
                return
            nxt = [c for c in panel.walk_components()
                   if c.get("type") == 2 and c.get("label") == "Next"]
            assert nxt and not nxt[0].get("disabled"), f"{notation} not offered in the panel"
            record = await self.fake.click(user, panel, nxt[0]["custom_id"])
            panel = record.original or panel
        raise AssertionError("too many pages")

    def last_post(self) -> FakeMessage:
        return next(m for m in reversed(self.channel.messages)
                    if any(c.get("label") == "Take your turn" for c in m.walk_components()))


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
        table.check_public()

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
                table.check_public()
            if plies == 40 and not restarted:
                break
        old_post = table.last_post()
    # Restart on the same database; the old button still opens the panel.
    bot = make_bot(db)
    async with fake.running(bot):
        table.bot = bot
        whose = await fake.slash(world.alice, thread, "game", subcommand="status")
        assert "Awaiting" in whose.public[0].content
        live = table.live() if thread.id in bot.service._live else None
        if live is None:
            await bot.service.live(thread.id)
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
            if thread.id not in bot.service._live:
                break
        table.check_public()
        final = thread.messages[-1]
        assert "Game over" in final.content and "Winner" in final.content
        # The posted board is exactly the drawing of the public view: nothing private in it.
        from rendering.adastra import render_board

        state = GAME.from_json(json.loads((await bot.store.load_latest(
            (await bot.store.latest_game_in_channel(thread.id)).id)).state_json))  # type: ignore[union-attr]
        assert final.attachments[0].data == render_board(GAME.view(state, None))
        # The results post also carries the score table and an animated replay.
        names = [a.filename for a in final.attachments]
        assert names == ["board.png", "scores.png", "replay.gif"]
        decode(final.attachments[1].data)
        gif = Image.open(io.BytesIO(final.attachments[2].data))
        assert gif.format == "GIF" and gif.n_frames >= 3
        assert len(final.attachments[2].data) < 8_000_000
        assert table.boards_checked >= plies // 2
        history = await fake.slash(world.bob, thread, "history", subcommand="log",
                                   options={"page": 1})
        assert "#1" in history.public[0].content
