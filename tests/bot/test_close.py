"""Closing waits for every interaction admitted before it, even one still reading its
server's language when the close began (it would otherwise post through a closed HTTP
session and a closed store)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord

from bot.app.i18n import Readers
from bot.client import StarpostBot
from bot.ops.config import Settings


class SlowSettings:
    """A store whose settings read waits until the test lets it go."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.reading = asyncio.Event()

    async def get_setting(self, guild_id: int, key: str) -> Any:
        self.reading.set()
        await self.release.wait()
        return None

    async def set_setting(self, guild_id: int, key: str, value: Any, *, now: int) -> None:
        """Admission also keeps the server's Discord locale and the member's name."""


def _bot(tmp_path: Path) -> StarpostBot:
    settings = Settings(token="x", database=tmp_path / "unused.sqlite3", dev_guild_id=None,
                        log_level="INFO", api_base_url=None, gateway_url=None,
                        render_workers=0)
    return StarpostBot(settings, run_scheduler=False)


def _interaction() -> Any:
    return SimpleNamespace(type=discord.InteractionType.application_command, guild_id=1,
                           guild_locale=discord.Locale.spain_spanish, locale=discord.Locale.french,
                           user=SimpleNamespace(id=7, display_name="Ana"), extras={})


async def test_close_waits_for_an_interaction_admitted_while_it_began(tmp_path: Path) -> None:
    bot = _bot(tmp_path)
    store = SlowSettings()
    bot.store = store  # type: ignore[assignment]
    finished: list[str] = []
    renamed: list[tuple[int, int]] = []

    async def rename(guild_id: int, user_id: int) -> None:
        renamed.append((guild_id, user_id))

    # Admission tells the running games of a member whose stored name changed (here, one
    # never seen: the store holds no name).
    bot.service = SimpleNamespace(display=SimpleNamespace(renamed=rename))  # type: ignore[assignment]

    interaction = _interaction()

    async def handler() -> None:
        assert await bot.admit(interaction)
        await asyncio.sleep(0.05)  # the command's own work, after admission
        finished.append("handler")

    task = asyncio.create_task(handler())
    # admitted, and still reading the server's language
    await asyncio.wait_for(store.reading.wait(), 5)
    bot.closing = True
    waiting = asyncio.create_task(bot._finish_in_flight())
    await asyncio.sleep(0.05)
    assert not waiting.done(), "close went on while an admitted interaction was running"
    store.release.set()
    await waiting
    assert finished == ["handler"]
    assert renamed == [(1, 7)]
    # Admission handed the command its readers: the server's language, the member's.
    assert interaction.extras["readers"] == Readers("es", "fr")
    await task


async def test_a_closing_bot_admits_nothing(tmp_path: Path) -> None:
    bot = _bot(tmp_path)
    bot.closing = True
    autocomplete = SimpleNamespace(type=discord.InteractionType.autocomplete)
    assert not await bot.admit(autocomplete)  # type: ignore[arg-type]
    assert not bot._in_flight
