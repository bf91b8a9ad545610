"""The games' web pages through the real client and the fake Discord: with WEB_BASE_URL and
WEB_PORT set, the lobby, /game status and the results name the game's page, /admin web
gives it a new address (moderators only; the old one stops working), and /game status
names the page of a channel's last game; without them, nothing listens and no address is
shown anywhere."""

from __future__ import annotations

import asyncio
import os
import re
import socket
from dataclasses import replace
from pathlib import Path
from typing import Any

from fakediscord import FakeDiscord, World

from bot.app.i18n import Readers
from bot.client import StarpostBot
from bot.features.service import GameService
from bot.outbox.announce import Announcements
from bot.outbox.dispatch import Dispatcher
from tests.bot.e2e_support import make_bot
from tests.bot.test_game_end_posts import Client, one_move_from_the_end
from tests.bot.test_service import CHANNEL
from tests.bot.web_support import fetch

MANAGE_GUILD = 1 << 5
ADDRESS = re.compile(r"<(http://127\.0\.0\.1:\d+/g/[A-Za-z0-9_-]{32})>")


def listening() -> set[int]:
    """The TCP ports this process listens on (read from /proc: its sockets' inodes)."""
    inodes = set()
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    ports = set()
    for table in ("/proc/self/net/tcp", "/proc/self/net/tcp6"):
        with open(table, encoding="ascii") as lines:
            for line in list(lines)[1:]:
                fields = line.split()
                if fields[3] == "0A" and fields[9] in inodes:  # LISTEN, one of ours
                    ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def web_bot(tmp_path: Path) -> tuple[StarpostBot, int]:
    port = free_port()
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    bot.settings = replace(bot.settings, web_base_url=f"http://127.0.0.1:{port}",
                           web_port=port)
    return bot, port


def address(text: str) -> str:
    found = ADDRESS.findall(text)
    assert len(found) == 1, text
    return str(found[0])


async def open_and_start(fake: FakeDiscord, world: World) -> Any:
    thread = world.thread
    opened = await fake.slash(world.alice, thread, "game", subcommand="new",
                              options={"game": "adastra", "ai_seats": 2})
    await fake.slash(world.alice, thread, "game", subcommand="start")
    return opened


async def test_pages_are_named_in_discord_and_a_moderator_replaces_an_address(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    mods = await fake.create_role(world.guild, "Moderators", permissions=MANAGE_GUILD)
    dave = await fake.create_user("dave", global_name="Dave")
    await fake.add_member(world.guild, dave, roles=[mods])
    before = listening()
    bot, port = web_bot(tmp_path)
    thread = world.thread
    async with fake.running(bot):
        assert listening() - before == {port}
        await open_and_start(fake, world)
        lobby = thread.messages[0]  # the lobby, its buttons gone once started
        assert "AI seats: 2" in lobby.content
        first = address(lobby.content)
        assert (await fetch(first))[0] == 200
        status = await fake.slash(world.bob, thread, "game", subcommand="status")
        assert address(status.public[0].content) == first

        refused = await fake.slash(world.bob, thread, "admin", subcommand="web")
        assert "Only moderators can do that" in refused.ephemeral[0].content
        assert (await fetch(first))[0] == 200

        replaced = await fake.slash(dave, thread, "admin", subcommand="web")
        second = address(replaced.ephemeral[0].content)
        assert second != first and replaced.public == []
        await fake.wait_for(lambda: second in thread.messages[-1].content,
                            what="the new address announced")
        assert "Dave" in thread.messages[-1].content or "<@" in thread.messages[-1].content
        assert (await fetch(first))[:3:2] == (404, b"404 Not Found\n")
        assert (await fetch(second))[0] == 200
        audit = await bot.store.list_audit(world.guild.id)
        assert [entry.action for entry in audit] == ["web"]

        # A game a moderator ended: /game status names its page.
        await fake.slash(dave, thread, "admin", subcommand="end", options={"reason": "test"})
        last = await fake.slash(world.bob, thread, "game", subcommand="status")
        assert address(last.public[0].content) == second
        assert "Ad Astra" in last.public[0].content
        status, _, html = await fetch(second + "?l=en")
        assert status == 200 and "Game over: test." in html.decode()
        assert '<th scope="col">Place</th>' in html.decode()
    assert port not in listening()


async def test_without_the_settings_nothing_listens_and_no_address_is_shown(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    mods = await fake.create_role(world.guild, "Moderators", permissions=MANAGE_GUILD)
    dave = await fake.create_user("dave", global_name="Dave")
    await fake.add_member(world.guild, dave, roles=[mods])
    before = listening()
    bot = make_bot(tmp_path / "db.sqlite3", run_scheduler=False)
    thread = world.thread
    async with fake.running(bot):
        assert bot.web is None and bot.service.links.base_url is None
        assert listening() == before
        await open_and_start(fake, world)
        status = await fake.slash(world.bob, thread, "game", subcommand="status")
        assert "http" not in status.public[0].content
        off = await fake.slash(dave, thread, "admin", subcommand="web")
        assert "serves no web pages" in off.ephemeral[0].content
        assert all("http" not in m.content for m in thread.messages)
        assert await bot.store.settings_named("web.") == []


async def test_the_results_name_the_page_of_every_move(service: GameService) -> None:
    game_id, user, last = await one_move_from_the_end(service)
    service.links.base_url = "https://games.example.org"
    client = Client()
    announcements = Announcements(service.core, service.history)
    announcements.links = service.links
    dispatcher = Dispatcher(client, announcements)  # type: ignore[arg-type]
    await dispatcher.flush(game_id)
    outcome = await service.moves.move(CHANNEL, user, last, readers=Readers("en", "en"))
    assert outcome.finished
    async with asyncio.timeout(60):
        await dispatcher.flush(game_id)
        while not any(files == ["scores.png", "replay.gif"]
                      for _, files in client.channel.sent):
            await asyncio.sleep(0.05)
    media = [text for text, files in client.channel.sent if files == ["scores.png", "replay.gif"]]
    url = await service.links.url(await service.store.get_game(game_id))
    assert url is not None and media and media[0].endswith(
        f"Every move of this game, in a browser: <{url}>")
    await dispatcher.settle(5)
