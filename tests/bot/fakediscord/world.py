"""A ready-made community for tests: one guild, a channel, a thread and three players."""

from __future__ import annotations

from dataclasses import dataclass

from .fake import FakeDiscord
from .models import FakeChannel, FakeGuild, FakeUser


@dataclass
class World:
    """A guild as a game community would have it, with three players."""

    guild: FakeGuild
    channel: FakeChannel
    thread: FakeChannel
    alice: FakeUser
    bob: FakeUser
    carol: FakeUser

    @property
    def players(self) -> list[FakeUser]:
        return [self.alice, self.bob, self.carol]


async def build_world(fake: FakeDiscord) -> World:
    """Guild "Starport" with #general, its thread "game-1", and alice, bob and carol."""
    guild = await fake.create_guild("Starport")
    channel = await fake.create_channel(guild, "general")
    thread = await fake.create_thread(channel, "game-1")
    players = []
    for name in ("alice", "bob", "carol"):
        user = await fake.create_user(name, global_name=name.title())
        await fake.add_member(guild, user)
        players.append(user)
    return World(guild, channel, thread, *players)
