"""A game's end never delays a board: the results post (with the final board) goes out like
any move's post, and the score table and replay follow in a post of their own, drawn in the
render pool's media lane, a process at the lowest CPU priority."""

from __future__ import annotations

import asyncio
import json
import os
import random
import time
from typing import Any

import discord

from bot.app.i18n import Readers
from bot.app.render import MEDIA_NICENESS, Renderer
from bot.features.service import GameService
from bot.outbox.announce import Announcements
from bot.outbox.dispatch import Dispatcher
from games.adastra import GAME
from storage.base import Change, NewMove
from tests.bot.test_service import CHANNEL, started


class Channel(discord.abc.Messageable):
    """Keeps what was sent: (text, attachment names)."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, list[str]]] = []

    async def _get_channel(self) -> Channel:
        return self

    async def send(self, content: str | None = None, **kwargs: Any) -> None:  # type: ignore[override]
        self.sent.append((content or "", [f.filename for f in kwargs.get("files") or []]))


class Client:
    def __init__(self) -> None:
        self.channel = Channel()

    def get_channel(self, channel_id: int) -> Channel:
        return self.channel


async def one_move_from_the_end(service: GameService) -> tuple[int, int, str]:
    """Store a whole random game but its last move; returns (game id, user, last move)."""
    await started(service)
    live = await service.core.live(CHANNEL)
    rnd = random.Random(3)
    state, rows = live.state, []
    while True:
        seat = GAME.to_act(state)[0]
        move = rnd.choice(GAME.legal_moves(state, seat))
        after, events = GAME.apply(state, seat, move)
        if GAME.outcome(after) is not None:
            user = live.seats[seat].user_id
            assert user is not None
            last = GAME.format_move(state, move)
            break
        rows.append(NewMove(seat=seat, notation=GAME.format_move(state, move),
                            created_at=int(time.time()), public_text=events[0].text,
                            private_texts={}, user_id=live.seats[seat].user_id,
                            kind="player"))
        state = after
    await service.store.commit(Change(live.row.id, rows[-1].created_at,
                                      expected_version=live.version, moves=rows,
                                      snapshot_json=json.dumps(GAME.to_json(state))))
    service.core.forget(CHANNEL)
    return live.row.id, user, last


async def test_the_final_board_does_not_wait_for_the_score_table_and_replay(
        service: GameService) -> None:
    game_id, user, last = await one_move_from_the_end(service)
    gate = asyncio.Event()
    drawn = service.renderer.media

    async def held(*args: Any) -> Any:
        await gate.wait()
        return await drawn(*args)

    service.renderer.media = held  # type: ignore[method-assign]
    client = Client()
    dispatcher = Dispatcher(client, Announcements(service.core, service.history))  # type: ignore[arg-type]
    await dispatcher.flush(game_id)  # the start's post
    client.channel.sent.clear()

    outcome = await service.moves.move(CHANNEL, user, last, readers=Readers("en", "en"))
    assert outcome.finished
    async with asyncio.timeout(30):
        await dispatcher.flush(game_id)  # returns while the media are still being drawn
    assert len(client.channel.sent) == 1
    text, files = client.channel.sent[0]
    assert "Game over" in text and files == ["board.png"]
    assert len(await service.store.pending_posts(game_id)) == 1  # the media, still to send

    gate.set()
    async with asyncio.timeout(60):
        while len(client.channel.sent) < 2:
            await asyncio.sleep(0.05)
    text, files = client.channel.sent[1]
    assert "final scores" in text and files == ["scores.png", "replay.gif"]
    await dispatcher.settle(5)
    assert await service.store.pending_posts(game_id) == []


def niceness(pid: int) -> int:
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        return int(stat.read().rsplit(")", 1)[1].split()[16])


async def test_media_are_drawn_in_a_process_of_their_own_at_the_lowest_priority() -> None:
    """Media at idle priority; boards at the bot's priority, never preempting it."""
    renderer = Renderer(1)
    try:
        await renderer.warm_up()
        boards, media = renderer.pids()
        assert len(boards) == 1 and media == []  # started by the first game's end, not before
        answered = await renderer.media("os", "getpid")
        boards, media = renderer.pids()
        assert media == [answered] and boards != media
        assert niceness(media[0]) == MEDIA_NICENESS == 19
        assert os.sched_getscheduler(media[0]) == os.SCHED_IDLE
        # A board worker keeps the bot's share of the CPU, but its wake-up never takes the
        # core from the event loop that woke it.
        assert niceness(boards[0]) == niceness(os.getpid())
        assert os.sched_getscheduler(boards[0]) == os.SCHED_BATCH != os.sched_getscheduler(0)
    finally:
        renderer.close()
