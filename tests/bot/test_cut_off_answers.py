"""A command still running when the bot stops: its answer meets a closed connection. That
is not a bug, so it logs a warning and no traceback, and the mover's private lines are kept
for their next command (as for an expired interaction); while the bot runs, the same
failure is still reported as the bug it would be."""

from __future__ import annotations

import logging
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import aiohttp
import discord
import pytest

from bot.app.i18n import Readers
from bot.features.service import GameService
from bot.interface.errors import answer_error
from bot.interface.whispers import PREFIX, Whispers, cut_off
from bot.outbox.announce import Announcements
from bot.outbox.dispatch import Dispatcher
from storage import open_store
from tests.bot.test_service import CHANNEL, started

GUILD, USER = 7, 42


class Followup:
    """An interaction's follow-up whose HTTP session closed under it."""

    def __init__(self, error: BaseException) -> None:
        self.error = error
        self.sent: list[str] = []

    async def send(self, text: str, **_: Any) -> None:
        self.sent.append(text)
        raise self.error


def interaction(error: BaseException) -> discord.Interaction:
    return cast(discord.Interaction, SimpleNamespace(
        id=1, guild_id=GUILD, channel_id=3, user=SimpleNamespace(id=USER), command=None,
        data={"custom_id": "starpost:confirm"}, type=discord.InteractionType.component,
        extras={"readers": Readers("en", "fr")}, followup=Followup(error),
        response=SimpleNamespace(is_done=lambda: True)))


class Client:
    def __init__(self, closed: bool) -> None:
        self.closed = closed

    def is_closed(self) -> bool:
        return self.closed


def test_what_counts_as_cut_off() -> None:
    assert cut_off(aiohttp.ServerDisconnectedError())
    assert cut_off(RuntimeError("Session is closed"))
    assert cut_off(ConnectionResetError())
    assert not cut_off(RuntimeError("something else"))
    assert not cut_off(ValueError("bad"))


async def test_lines_cut_off_by_a_stop_are_kept_for_the_next_command(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db.sqlite3")
    try:
        whispers = Whispers(store, cast(discord.Client, Client(closed=True)), lambda: 100)
        await whispers.say(interaction(aiohttp.ServerDisconnectedError()), "You drew a 7.")
        assert (GUILD, USER) in whispers.waiting
        assert await store.get_setting(GUILD, f"{PREFIX}{USER}") == ["You drew a 7."]
        running = Whispers(store, cast(discord.Client, Client(closed=False)), lambda: 100)
        with pytest.raises(aiohttp.ServerDisconnectedError):  # not hidden while running
            await running.say(interaction(aiohttp.ServerDisconnectedError()), "again")
        assert await store.get_setting(GUILD, f"{PREFIX}{USER}") == ["You drew a 7."]
    finally:
        await store.close()


async def test_an_answer_cut_off_by_a_stop_logs_a_warning_not_a_traceback(
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="starpost")
    cut = interaction(RuntimeError("Session is closed"))
    await answer_error(cut, aiohttp.ServerDisconnectedError(), stopping=True)
    [record] = caplog.records
    assert record.levelno == logging.WARNING and record.exc_info is None
    assert "starpost:confirm" in record.getMessage() and "stopping" in record.getMessage()
    assert cast(Any, cut).followup.sent == []  # nobody is left to read an apology

    caplog.clear()  # the same failure while the bot runs is a bug: a traceback, an apology
    with pytest.raises(RuntimeError):  # ...whose sending fails too, and is not hidden
        await answer_error(cut, aiohttp.ServerDisconnectedError(), stopping=False)
    [logged] = caplog.records
    assert logged.levelno == logging.ERROR and logged.exc_info is not None
    [apology] = cast(Any, cut).followup.sent
    assert apology and "Something went wrong" not in apology  # in the member's French

    caplog.clear()  # the apology itself cut off by the stop: a warning
    await answer_error(cut, ValueError("a bug"), stopping=True)
    assert [r.levelno for r in caplog.records] == [logging.ERROR, logging.WARNING]


class ClosedChannel(discord.abc.Messageable):
    """A channel whose sends meet discord.py's closed HTTP session."""

    async def _get_channel(self) -> ClosedChannel:
        return self

    async def send(self, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        raise RuntimeError("Session is closed")


class StoppingClient(Client):
    def get_channel(self, channel_id: int) -> ClosedChannel:
        return ClosedChannel()


@pytest.mark.parametrize("closed", [True, False], ids=["stopping", "running"])
async def test_a_post_whose_send_meets_the_stop_waits_for_the_next_start(
        service: GameService, caplog: pytest.LogCaptureFixture, closed: bool) -> None:
    """A change committed while the bot stops (a command let finish): its post's send meets
    the closed session; a line says it is left for the next start, with no traceback, and
    the post stays stored. While the bot runs, the same failure is reported as a bug."""
    await started(service)
    game_id = (await service.core.live(CHANNEL)).row.id
    caplog.set_level(logging.INFO, logger="bot.outbox")
    dispatcher = Dispatcher(cast(discord.Client, StoppingClient(closed=closed)),
                            Announcements(service.core, service.history))
    await dispatcher.flush(game_id)
    [record] = [r for r in caplog.records if r.name == "bot.outbox.dispatch"]
    assert record.levelno == (logging.INFO if closed else logging.ERROR)
    assert (record.exc_info is None) == closed
    assert ("left for the next start" in record.getMessage()) == closed
    assert len(await service.store.pending_posts(game_id)) == 1
