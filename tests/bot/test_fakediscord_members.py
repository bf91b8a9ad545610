"""A member leaving the server reaches the client only with the Server Members intent.

Discord sends GUILD_MEMBER_REMOVE only on sessions that identified with the privileged
GUILD_MEMBERS intent (bit 1); the fake does the same, so an end-to-end test of the bot's
"member left, open their seats" path proves the bot asked for the intent.
"""

from __future__ import annotations

import asyncio

import discord
from discord.ext import commands
from fakediscord import FakeDiscord, World
from fakediscord.gateway import GUILD_MEMBERS


class Listener(commands.Bot):
    """Records every member removal the gateway delivers."""

    def __init__(self, intents: discord.Intents) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         guild_ready_timeout=0.05)
        self.left: list[tuple[int, int]] = []
        self.heard = asyncio.Event()

    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        self.left.append((payload.guild_id, payload.user.id))
        self.heard.set()


def removals(fake: FakeDiscord) -> list[dict[str, object]]:
    session = fake.gateway.current()
    assert session is not None
    return [f["d"] for f in session.sent if f["t"] == "GUILD_MEMBER_REMOVE"]


async def test_a_client_with_the_members_intent_hears_who_left(fake: FakeDiscord,
                                                               world: World) -> None:
    intents = discord.Intents.default()
    intents.members = True
    bot = Listener(intents)
    async with fake.running(bot):
        session = fake.gateway.current()
        assert session is not None and session.intents & GUILD_MEMBERS
        await fake.remove_member(world.guild, world.carol)
        await asyncio.wait_for(bot.heard.wait(), timeout=10)
        assert removals(fake) == [{"guild_id": str(world.guild.id),
                                   "user": world.carol.payload()}]
    assert bot.left == [(world.guild.id, world.carol.id)]
    assert world.carol.id not in world.guild.members


async def test_a_client_without_it_is_not_told(fake: FakeDiscord, world: World) -> None:
    bot = Listener(discord.Intents.default())
    async with fake.running(bot):
        await fake.remove_member(world.guild, world.bob)
        assert removals(fake) == []
    assert bot.left == []
    assert world.bob.id not in world.guild.members  # gone all the same


async def test_removing_someone_who_is_not_a_member_is_a_test_mistake(
        fake: FakeDiscord, world: World) -> None:
    await fake.remove_member(world.guild, world.bob)
    try:
        await fake.remove_member(world.guild, world.bob)
    except AssertionError as exc:
        assert "bob is not a member" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("removing a non-member was accepted")
