"""Afternova played through the real discord.py client against the fake Discord.

Three users open a lobby in a thread (one joins by button, one by command), start, and play
a complete game: every decision through /move (checking that autocomplete offers the move
first) and, now and then, through the "Take your turn" select panel, moves chosen by the
game's AI. The AI's Extractions with other players' help are proposals: the proposer drafts
them step by step (private until "go"), then the players asked answer through /move while
the proposer, whose only decision is an optional withdrawal, is neither mentioned nor
waited for. Along the way every board decodes, the asked player's /hand is the drawing of
its own view, and no public message carries a private event's text (draft steps, committed
Paws). A shorter check plays a whole two-player game with the simulated Bot.
"""

from __future__ import annotations

import json
import secrets as secrets_module
from pathlib import Path
from typing import Any

import pytest
from fakediscord import FakeDiscord, World

from bot.app import ai as bot_ai
from bot.client import StarpostBot
from games.afternova import GAME, State, ai
from games.registry import descriptor
from rendering.afternova import render_hand
from rendering.afternova.compact import compact_size, render_compact, render_compact_hand
from tests.bot.e2e_support import Table, decode, make_bot, results_and_media
from tests.bot.e2e_support import drawn_names as e2e_names

SEED = 3066
"""A 3-player game of 151 decisions whose AI players propose three Extractions with help
(one accepted, two declined); at two players, 72 decisions."""


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot draws each game's seed at random; a fixed one makes these games repeatable."""
    monkeypatch.setattr(secrets_module, "randbits", lambda bits: SEED)


def awaited(state: State) -> list[int]:
    """Seats the game waits for: a proposer awaiting answers need not act."""
    return [s for s in GAME.to_act(state) if s not in GAME.optional(state)]


async def open_game(fake: FakeDiscord, world: World, table: Table, players: int) -> None:
    thread = world.thread
    r = await fake.slash(world.alice, thread, "game", subcommand="new",
                         options={"game": "afternova"})
    lobby = r.public[0]
    assert "Afternova" in lobby.content
    await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
    if players == 3:
        await fake.slash(world.carol, thread, "game", subcommand="join")
    await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
    first = table.last_post()
    assert "Afternova begins" in first.content and first.attachments
    live = table.live()
    assert len(live.seats) == players
    assert [s.label for s in live.seats] == [f"Player {i + 1}" for i in range(players)]


async def play_game(table: Table, secrets: set[str]) -> dict[str, Any]:
    """Every decision of the game by the AI, through the users' commands; returns counts."""
    fake, thread = table.fake, table.channel
    seen: dict[str, Any] = {"plies": 0, "proposals": 0, "answers": 0, "hands": 0,
                            "verbs": set()}
    plies = 0
    while thread.id in table.bot.service.core.games:  # a finished game leaves the live cache
        state = table.live().state
        assert GAME.outcome(state) is None
        seat = awaited(state)[0]
        move = ai.choose_move(GAME, state, seat, plies)
        notation = GAME.format_move(state, move)
        _, events = GAME.apply(state, seat, move)
        for event in events:
            secrets.update(text for text in event.private.values() if text)
        proposing = move.verb == "go" and state.draft is not None and bool(state.draft.helpers())
        if move.verb in ("accept", "decline"):
            seen["answers"] += 1
            if seen["answers"] == 1:
                # The asked player's /hand: its own view drawn, what it is asked for in text.
                hand = await fake.slash(table.user_of(seat), thread, "hand")
                reply = hand.ephemeral[-1]
                names = await e2e_names(table.bot, table.channel.id)
                assert reply.attachments[0].data == render_compact_hand(
                    GAME.view(state, seat), names, "en")  # drawn for a phone
                assert "asked" in reply.content.lower()
                whole = await fake.slash(table.user_of(seat), thread, "hand",
                                         options={"full": True})
                assert whole.ephemeral[-1].attachments[0].data == render_hand(
                    GAME.view(state, seat), names, "en")
                seen["hands"] += 1
        if plies % 4 == 1 and move.verb not in ("accept", "decline"):
            await table.by_panel(seat, notation)
        else:
            await table.by_command(seat, notation)
        seen["verbs"].add(move.verb)
        plies += 1
        if proposing:
            seen["proposals"] += 1
            after = table.live().state
            post = thread.messages[-1]
            assert "proposes" in post.content and post.attachments
            if after.phase == "answer":
                # The helpers are mentioned as next; the proposer, who may only withdraw,
                # is not waited for.
                proposer = table.user_of(state.current).id
                helpers = {table.user_of(h).id for h in awaited(after)}
                next_line = post.content.rsplit("Next:", 1)[-1]
                assert all(f"<@{u}>" in next_line for u in helpers)
                assert f"<@{proposer}>" not in next_line
                # The proposal is on the board exactly as the public view draws it.
                assert post.attachments[0].data == render_compact(
                    GAME.view(after, None), await e2e_names(table.bot, table.channel.id), "en")
        if plies % 40 == 0:
            table.check_public(secrets)
    seen["plies"] = plies
    return seen


async def final_checks(table: Table, secrets: set[str]) -> State:
    table.check_public(secrets)
    final, media = await results_and_media(table.fake, table.channel)
    assert "Game over" in final.content and "Winner" in final.content
    row = await table.bot.store.latest_game_in_channel(table.channel.id)
    assert row is not None
    state = GAME.from_json(json.loads((await table.bot.store.load_latest(row.id)).state_json))
    assert GAME.outcome(state) is not None
    # The posted board is exactly the compact drawing of the public view: nothing private.
    assert final.attachments[0].data == render_compact(
        GAME.view(state, None), await e2e_names(table.bot, table.channel.id), "en")
    decode(media.attachments[0].data)
    return state


async def test_whole_three_player_game_with_proposals(fake: FakeDiscord, world: World,
                                                     tmp_path: Path) -> None:
    bot: StarpostBot = make_bot(tmp_path / "starpost.sqlite3")
    async with fake.running(bot):
        await bot.tree.sync()
        table = Table(fake, world, bot)
        thread = world.thread
        rules = await fake.slash(world.bob, thread, "game", subcommand="rules",
                                 options={"game": "afternova"})
        shown = "\n".join(m.content for m in rules.ephemeral)
        assert all(n in shown for n in ("extract 2 H3 H7", "ask 3 pil", "accept H3 H9",
                                        "give bot w", "complete P12"))
        assert all(m.content.count("```") % 2 == 0 for m in rules.ephemeral)
        await open_game(fake, world, table, 3)
        table.board_size = compact_size(GAME.view(table.live().state, None))
        secrets: set[str] = set()
        seen = await play_game(table, secrets)
        state = await final_checks(table, secrets)
        assert seen["proposals"] >= 2 and seen["answers"] >= 2 and seen["hands"] == 1
        assert {"accept", "decline", "play", "ask", "give", "go", "trade", "take",
                "complete"} <= seen["verbs"]
        assert len(secrets) >= 10
        assert len(state.players) == 3
        assert table.boards_checked >= seen["plies"] // 2


async def test_whole_two_player_game_with_the_bot(fake: FakeDiscord, world: World,
                                                  tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "starpost.sqlite3")
    async with fake.running(bot):
        await bot.tree.sync()
        table = Table(fake, world, bot)
        await open_game(fake, world, table, 2)
        view = GAME.view(table.live().state, None)
        assert view["bot"] is not None and view["order"][0] == "bot"
        table.board_size = compact_size(view)  # a row for the Bot too
        secrets: set[str] = set()
        seen = await play_game(table, secrets)
        state = await final_checks(table, secrets)
        assert state.bot is not None
        assert {"bot", "give", "go"} <= seen["verbs"]  # Extractions with the Bot's help
        public = "\n".join(m.content for m in world.thread.messages)
        assert "The Bot" in public  # its turns are told
        assert table.boards_checked >= seen["plies"] // 2


async def test_whole_game_with_a_searching_ai_seat(fake: FakeDiscord, world: World,
                                                   tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Two users and an AI seat, which plays Afternova's search (its AI seats search since
    the arena measured it stronger), through a whole game."""
    assert descriptor("afternova").ai_searches
    searched: list[int] = []
    real_search = ai.search_move

    def counted(*args: Any, **kwargs: Any) -> Any:
        searched.append(kwargs.get("iterations", 0))
        return real_search(*args, **kwargs)

    monkeypatch.setattr(ai, "search_move", counted)
    bot = make_bot(tmp_path / "starpost.sqlite3")
    async with fake.running(bot):
        await bot.tree.sync()
        table = Table(fake, world, bot)
        thread = world.thread
        r = await fake.slash(world.alice, thread, "game", subcommand="new",
                             options={"game": "afternova", "ai_seats": 1})
        lobby = r.public[0]
        await fake.click(world.bob, lobby, lobby.button("Join")["custom_id"])
        await fake.click(world.alice, lobby, lobby.button("Start")["custom_id"])
        live = table.live()
        assert len(live.seats) == 3 and sum(s.is_ai for s in live.seats) == 1
        table.board_size = compact_size(GAME.view(live.state, None))
        secrets: set[str] = set()
        await play_game(table, secrets)
        await final_checks(table, secrets)
        row = await bot.store.latest_game_in_channel(thread.id)
        assert row is not None
        moves = await bot.store.moves_page(row.id, 0, 10_000)
        assert sum(m.kind == "ai" for m in moves) >= 20
        assert searched and all(n == bot_ai.iterations("afternova") for n in searched)
