"""Running as shards: the settings that ask for it (refused with a sentence when they cannot
work), the bot class they build, and the fake Discord routing each guild to its shard."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from fakediscord import FakeDiscord

from bot.client import ShardedStarpostBot, StarpostBot
from bot.ops.config import ConfigError, Settings, load_settings

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
URL = "postgresql://starpost:pw@db:5432/starpost"


def settings(tmp_path: Path, **env: str) -> Settings:
    return load_settings(env={"DISCORD_TOKEN": TOKEN, **env}, dotenv=tmp_path / "none.env")


def test_nothing_configured_is_one_process_on_sqlite(tmp_path: Path) -> None:
    plain = settings(tmp_path)
    assert (plain.database_url, plain.shard_count, plain.shard_ids) == (None, None, None)
    assert plain.store_location == Path("starpost.sqlite3")
    bot = StarpostBot.for_settings(plain)
    assert type(bot) is StarpostBot  # one plain gateway connection, as before


def test_shards_and_postgresql(tmp_path: Path) -> None:
    chosen = settings(tmp_path, DATABASE_URL=URL, SHARD_COUNT="6", SHARD_IDS="3, 2")
    assert (chosen.shard_count, chosen.shard_ids, chosen.store_location) == (6, (2, 3), URL)
    bot = StarpostBot.for_settings(chosen)
    assert isinstance(bot, ShardedStarpostBot)
    assert (bot.shard_count, bot.shard_ids) == (6, [2, 3])
    # Every shard in one process works on SQLite too.
    assert settings(tmp_path, SHARD_COUNT="2").shard_ids is None
    assert settings(tmp_path).schedule_poll == 60
    assert settings(tmp_path, SCHEDULE_POLL_SECONDS="5").schedule_poll == 5


@pytest.mark.parametrize(("env", "message"), [
    ({"DATABASE_URL": "mysql://x"}, "must be a PostgreSQL URL"),
    ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number"),
    ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,2", "DATABASE_URL": URL}, "from 0 to 1"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0"}, "must share a PostgreSQL database"),
    ({"SCHEDULE_POLL_SECONDS": "0"}, "SCHEDULE_POLL_SECONDS must be"),
])
def test_settings_that_cannot_work_are_refused(tmp_path: Path, env: dict[str, str],
                                               message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        settings(tmp_path, **env)


async def identify(fake: FakeDiscord, shard: list[int] | None) -> tuple[Any, list[dict[str, Any]]]:
    """A raw gateway client: IDENTIFY (with ``shard``), then read READY and GUILD_CREATEs."""
    session = aiohttp.ClientSession()
    ws = await session.ws_connect(fake.gateway_url)
    hello = json.loads((await ws.receive()).data)
    assert hello["op"] == 10
    data: dict[str, Any] = {"token": fake.token, "intents": 1 | (1 << 9),
                            "properties": {}}
    if shard is not None:
        data["shard"] = shard
    await ws.send_str(json.dumps({"op": 2, "d": data}))
    frames = [json.loads((await ws.receive()).data)]
    ready = frames[0]["d"]
    for _ in ready["guilds"]:
        frames.append(json.loads((await asyncio.wait_for(ws.receive(), 5)).data))
    return (session, ws), frames


async def test_the_fake_routes_each_guild_to_its_shard(fake: FakeDiscord) -> None:
    guilds = [await fake.create_guild(f"g{n}", shard=(n % 3, 3)) for n in range(6)]
    assert [(g.id >> 22) % 3 for g in guilds] == [0, 1, 2, 0, 1, 2]
    clients = []
    try:
        for shard_id in range(3):
            client, frames = await identify(fake, [shard_id, 3])
            clients.append(client)
            ready = frames[0]["d"]
            assert ready["shard"] == [shard_id, 3]
            mine = {g.id for g in guilds if (g.id >> 22) % 3 == shard_id}
            assert {int(g["id"]) for g in ready["guilds"]} == mine
            assert {int(f["d"]["id"]) for f in frames[1:]} == mine  # GUILD_CREATE each
        assert fake.gateway.ready_shards() == {(0, 3), (1, 3), (2, 3)}
        for guild in guilds:
            assert fake.gateway.for_guild(guild.id).shard == ((guild.id >> 22) % 3, 3)
        # A message in a guild reaches only its shard's session.
        channel = await fake.create_channel(guilds[1], "general")
        await fake.say(guilds[1].members[guilds[1].owner_id].user, channel, "hi")
        heard = []
        for index, (_, ws) in enumerate(clients):
            try:
                while True:
                    frame = json.loads((await asyncio.wait_for(ws.receive(), 0.3)).data)
                    if frame.get("t") == "MESSAGE_CREATE":
                        heard.append(index)
            except TimeoutError:
                pass
        assert heard == [1]
    finally:
        for session, ws in clients:
            await ws.close()
            await session.close()


async def test_a_session_without_shard_hears_every_guild(fake: FakeDiscord) -> None:
    guilds = [await fake.create_guild(f"g{n}", shard=(n, 2)) for n in range(2)]
    client, frames = await identify(fake, None)
    try:
        assert {int(g["id"]) for g in frames[0]["d"]["guilds"]} == {g.id for g in guilds}
        assert fake.gateway.for_guild(guilds[1].id) is not None
    finally:
        await client[1].close()
        await client[0].close()
