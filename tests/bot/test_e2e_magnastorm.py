"""Magnastorm played through the real discord.py client against the fake Discord.

Two players open a lobby in a thread (a third joins by command and leaves again by button),
start, and play every decision of a whole game through /move (checking that autocomplete
offers the move first) and through the "Take your turn" select panel, moves chosen by the
game's AI. Along the way: every board image decodes, a wrong turn and an illegal move are
refused privately without changing the game, /hand shows the seat's private image, and no
public message carries a private event's text. A shorter check opens a 4-player game with
an AI seat and plays its first rounds of decisions.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fakediscord import FakeDiscord, World

from bot.client import StarpostBot
from games.magnastorm import GAME, ai
from rendering.compact import WIDTH
from rendering.magnastorm import BOARD_SIZE
from rendering.magnastorm.compact import (
    compact_hand_size,
    compact_size,
    height,
    render_compact,
)
from tests.bot.e2e_support import Table, decode, make_bot, results_and_media
from tests.bot.e2e_support import drawn_names as e2e_names


async def private_texts(bot: StarpostBot, channel_id: int) -> tuple[set[str], Any]:
    """Replays the stored game with the engine and collects every private event text (the
    check does not trust the bot's own record of them); returns them and the final state."""
    row = await bot.store.latest_game_in_channel(channel_id)
    assert row is not None
    seats = await bot.store.get_seats(row.id)
    total = await bot.store.count_moves(row.id)
    rows = await bot.store.moves_page(row.id, 0, total)
    state = GAME.setup(len(seats), row.seed, row.options)
    secrets: set[str] = set()
    for r in sorted(rows, key=lambda r: r.ply):
        if r.seat is None:
            continue
        state, events = GAME.apply(state, r.seat, GAME.parse_move(state, r.seat, r.notation))
        for event in events:
            secrets.update(text for text in event.private.values() if text)
    stored = GAME.from_json(json.loads((await bot.store.load_latest(row.id)).state_json))
    assert GAME.to_json(state) == GAME.to_json(stored)  # the replay is the real game
    return secrets, stored


async def test_whole_two_player_game_in_discord(fake: FakeDiscord, world: World,
                                                tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "starpost.sqlite3")
    async with fake.running(bot):
        await bot.tree.sync()
        table = Table(fake, world, bot, (WIDTH, height(2)))  # the posts' compact board
        thread = world.thread
        # Lobby: alice opens, bob joins by button, carol by command and leaves by button.
        r = await fake.slash(world.alice, thread, "game", subcommand="new",
                             options={"game": "magnastorm"})
        lobby = r.public[0]
        assert "Magnastorm" in lobby.content
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        await fake.slash(world.carol, thread, "game", subcommand="join")
        await fake.click(world.carol, lobby, lobby.button("Leave")["custom_id"])
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        first = table.last_post()
        assert "Magnastorm begins" in first.content and first.attachments
        assert len(table.live().seats) == 2
        rules = await fake.slash(world.bob, thread, "game", subcommand="rules")
        shown = "\n".join(m.content for m in rules.ephemeral)
        assert all(n in shown for n in ("start b", "take c", "crew b yellow", "go 17",
                                        "trade yellow yellow grey for pink"))
        assert all(m.content.count("```") % 2 == 0 for m in rules.ephemeral)
        table.check_public()

        plies = 0
        while thread.id in bot.service.core.games:  # a finished game leaves the live cache
            live = table.live()
            assert GAME.outcome(live.state) is None
            seat = GAME.to_act(live.state)[0]
            move = ai.choose_move(GAME, live.state, seat, plies)
            notation = GAME.format_move(live.state, move)
            if plies == 6:
                # A wrong turn and an illegal move are refused privately; nothing changes.
                before = json.dumps(GAME.to_json(live.state))
                idle = table.user_of(1 - seat)
                wrong = await fake.slash(idle, thread, "move", options={"move": notation})
                assert "It is not your turn" in wrong.ephemeral[0].content
                bad = await fake.slash(table.user_of(seat), thread, "move",
                                       options={"move": "go 999"})
                assert bad.ephemeral and not bad.public
                assert json.dumps(GAME.to_json(table.live().state)) == before
                assert await fake.autocomplete(idle, thread, "move", focused="move",
                                               value="") == []
                # The seat's private image, for its eyes only.
                hand = await fake.slash(table.user_of(seat), thread, "hand")
                message = hand.ephemeral[-1]
                image = decode(message.attachments[0].data)
                assert image.size == compact_hand_size(
                    GAME.view(table.live().state, seat), await e2e_names(bot, thread.id))
            if plies % 4 == 1:
                await table.by_panel(seat, notation)
            else:
                await table.by_command(seat, notation)
            plies += 1
            if plies % 40 == 0:
                table.check_public()
        secrets, state = await private_texts(bot, thread.id)
        table.check_public(secrets)
        final, media = await results_and_media(fake, thread)
        assert "Game over" in final.content and "Winner" in final.content
        # The posted board is exactly the drawing of the public view: nothing private in it.
        assert final.attachments[0].data == render_compact(
            GAME.view(state, None), await e2e_names(bot, thread.id), "en")
        decode(media.attachments[0].data)
        assert table.boards_checked >= plies // 2
        status = await fake.slash(world.alice, thread, "history", subcommand="log",
                                  options={"page": 1})
        assert "#1" in status.public[0].content


async def test_four_players_with_an_ai_seat(fake: FakeDiscord, world: World,
                                            tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "starpost.sqlite3")
    async with fake.running(bot):
        await bot.tree.sync()
        table = Table(fake, world, bot, (WIDTH, height(4)))  # the posts' compact board
        thread = world.thread
        r = await fake.slash(world.alice, thread, "game", subcommand="new",
                             options={"game": "magnastorm", "ai_seats": 1})
        lobby = r.public[0]
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        await fake.slash(world.carol, thread, "game", subcommand="join")
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        live = table.live()
        assert len(live.seats) == 4 and sum(s.is_ai for s in live.seats) == 1
        view = GAME.view(live.state, None)
        assert view["board"]["side"] == 4 and len(view["action_board"]["columns"]) == 5
        plies = 0
        while plies < 45 and thread.id in bot.service.core.games:
            live = table.live()
            seat = GAME.to_act(live.state)[0]
            assert not live.seats[seat].is_ai  # the AI's decisions are made by the bot
            move = ai.choose_move(GAME, live.state, seat, plies)
            notation = GAME.format_move(live.state, move)
            if plies % 5 == 2:
                await table.by_panel(seat, notation)
            else:
                await table.by_command(seat, notation)
            plies += 1
        table.check_public()
        assert table.boards_checked >= plies // 2
        board = await fake.slash(world.carol, thread, "board")
        shown = [a for m in board.public for a in m.attachments]
        view = GAME.view(table.live().state, None)
        assert shown and decode(shown[0].data).size == compact_size(view)
        board = await fake.slash(world.carol, thread, "board", options={"full": True})
        shown = [a for m in board.public for a in m.attachments]
        assert shown and decode(shown[0].data).size == BOARD_SIZE
        status = await fake.slash(world.alice, thread, "game", subcommand="status")
        assert "Awaiting" in status.public[0].content
