"""Kepler-3042 played through the real discord.py client against the fake Discord.

Two users open a lobby in a thread, the second joins by button, the host starts, and then
every decision of a complete 2-player game is played through /move (checking autocomplete
offers the move first when its full notation is typed) and, every third decision, through
the "Take your turn" select menu; moves are the game's AI's. Along the way every board
image decodes, no public message carries a private event's text or a secret Objective, and
/hand shows the seat's own private image. A shorter check seats four (join by button, by
command, and one AI seat) and plays the setup and the first turns.
"""

from __future__ import annotations

import io
import json
import secrets as secrets_module
from collections.abc import Collection
from pathlib import Path

import pytest
from fakediscord import FakeDiscord, FakeMessage, World
from PIL import Image

from bot.client import StarpostBot
from games.kepler3042 import GAME, ai
from games.kepler3042 import data as D
from rendering.kepler3042 import render_hand
from rendering.kepler3042.compact import compact_size, render_compact, render_compact_hand
from tests.bot import e2e_support as e2e
from tests.bot.e2e_support import decode, make_bot, results_and_media
from tests.bot.e2e_support import drawn_names as e2e_names


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot draws each game's seed at random; a fixed one makes these games repeatable."""
    monkeypatch.setattr(secrets_module, "randbits", lambda bits: 3042)


class Table(e2e.Table):
    """The shared table, plus what only Kepler needs: every seat's secret Objective (its
    setup line and the card's own words), which no public post may carry."""

    def __init__(self, fake: FakeDiscord, world: World, bot: StarpostBot) -> None:
        super().__init__(fake, world, bot)
        self.users = {}
        self.secrets: set[str] = set()

    def learn_secrets(self) -> None:
        live = self.live()
        for event in GAME.setup_events(len(live.seats), live.row.seed, live.row.options):
            self.secrets.update(event.private.values())
        for p in live.state.players:
            self.secrets.add(D.OBJECTIVE[p.objective].text)

    def check_public(self, secrets: Collection[str] = (),  # type: ignore[override]
                     messages: list[FakeMessage] | None = None, *, final: bool = False) -> None:
        shown = ([m for m in self.channel.messages if "Game over" not in m.content] if final
                 else self.channel.messages)
        super().check_public(self.secrets, shown)

    async def play(self, plies: int, limit: int | None = None) -> int:
        """Play AI-chosen decisions of human seats until the game ends (or ``limit``)."""
        service = self.bot.service
        while self.channel.id in service.core.games and (limit is None or plies < limit):
            live = self.live()
            seat = GAME.to_act(live.state)[0]
            move = ai.choose_move(GAME, live.state, seat, plies)
            notation = GAME.format_move(live.state, move)
            _, events = GAME.apply(live.state, seat, move)
            for event in events:
                self.secrets.update(event.private.values())
            if plies % 3 == 1:
                await self.by_panel(seat, notation)
            else:
                await self.by_command(seat, notation)
            plies += 1
            if plies % 40 == 0:
                self.check_public()
        return plies


async def test_whole_two_player_game_in_discord(fake: FakeDiscord, world: World,
                                                tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "starpost.sqlite3")
    async with fake.running(bot):
        await bot.tree.sync()
        table = Table(fake, world, bot)
        table.users = {u.id: u for u in world.players}
        thread = world.thread
        rules = await fake.slash(world.carol, thread, "game", subcommand="rules",
                                 options={"game": "kepler3042"})
        shown = "\n".join(m.content for m in rules.ephemeral)
        assert "Kepler-3042" in rules.ephemeral[0].content
        assert "start ST QP" in shown  # the notation table, across messages
        assert all(m.content.count("```") % 2 == 0 for m in rules.ephemeral)
        r = await fake.slash(world.alice, thread, "game", subcommand="new",
                             options={"game": "kepler3042"})
        lobby = r.public[0]
        assert "Kepler-3042" in lobby.content
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        first = table.last_post()
        assert "Kepler-3042 begins" in first.content and first.attachments
        table.learn_secrets()
        assert len(table.secrets) >= 4
        table.check_public()

        plies = await table.play(0, limit=30)
        # /hand: the seat's own image, privately, exactly the drawing of its view.
        live = table.live()
        seat = 1
        hand = await fake.slash(table.user_of(seat), thread, "hand")
        reply = hand.ephemeral[-1]
        assert reply.attachments and reply.attachments[0].filename == "hand.png"
        # The seat's view, naming the players as the boards do.
        names = await e2e_names(bot, thread.id)
        assert reply.attachments[0].data == render_compact_hand(
            GAME.view(live.state, seat), names, "en")  # drawn for a phone
        whole = await fake.slash(table.user_of(seat), thread, "hand", options={"full": True})
        assert whole.ephemeral[-1].attachments[0].data == render_hand(
            GAME.view(live.state, seat), names, "en")
        assert D.OBJECTIVE[live.state.players[seat].objective].name in reply.content
        plies = await table.play(plies)

        final, media = await results_and_media(fake, thread)
        table.check_public(final=True)
        assert "Game over" in final.content and "Winner" in final.content
        # The posted board is exactly the drawing of the public view: nothing private in it.
        game_row = await bot.store.latest_game_in_channel(thread.id)
        assert game_row is not None
        state = GAME.from_json(json.loads((await bot.store.load_latest(game_row.id)).state_json))
        assert GAME.outcome(state) is not None
        assert final.attachments[0].data == render_compact(
            GAME.view(state, None), await e2e_names(bot, thread.id), "en")
        decode(media.attachments[0].data)
        gif = Image.open(io.BytesIO(media.attachments[1].data))
        assert gif.format == "GIF" and gif.n_frames >= 3
        assert table.boards_checked >= plies // 2
        assert plies > 16 * 2  # a whole game: at least one decision per turn


async def test_four_seats_start_and_play_their_first_turns(fake: FakeDiscord, world: World,
                                                          tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "starpost.sqlite3")
    async with fake.running(bot):
        await bot.tree.sync()
        table = Table(fake, world, bot)
        table.users = {u.id: u for u in world.players}
        thread = world.thread
        r = await fake.slash(world.alice, thread, "game", subcommand="new",
                             options={"game": "kepler3042", "ai_seats": 1})
        lobby = r.public[0]
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        joined = await fake.slash(world.carol, thread, "game", subcommand="join")
        assert joined.public or joined.ephemeral
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        live = table.live()
        assert len(live.seats) == 4 and sum(s.is_ai for s in live.seats) == 1
        table.learn_secrets()
        plies = 0
        while table.live().state.round < 2:
            plies = await table.play(plies, limit=plies + 1)
        assert table.live().state.round == 2  # setup and a whole first round went by
        table.check_public()
        assert table.boards_checked >= 4
        board = await fake.slash(world.bob, thread, "board")
        image = decode(board.public[-1].attachments[0].data)
        assert image.size == compact_size(GAME.view(table.live().state, None))  # for a phone
        board = await fake.slash(world.bob, thread, "board", options={"full": True})
        image = decode(board.public[-1].attachments[0].data)
        assert image.width == 1200 and image.height > 1800  # two rows of player panels
