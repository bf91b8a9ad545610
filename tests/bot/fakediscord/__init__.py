"""A fake Discord on 127.0.0.1 for running the real discord.py client in tests.

``FakeDiscord`` serves Discord's REST API (``/api/v10``) and gateway (``/gateway``) and lets
a test act as users (slash commands, autocomplete, buttons, selects, modals) and inspect
every message and interaction response. See ``fake.py`` for the API.
"""

from .errors import TimedOut
from .fake import CLIENT_HANDLER_TASKS, FakeDiscord, FakeDiscordError, InteractionRefused
from .models import (
    CATEGORY,
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    DM,
    EPHEMERAL,
    LOADING,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    Overwrite,
    P,
)
from .rest import API_PREFIX, GATEWAY_PATH, RecordedError, RecordedRequest
from .world import World, build_world

__all__ = [
    "API_PREFIX",
    "CATEGORY",
    "CLIENT_HANDLER_TASKS",
    "DEFAULT_BOT_PERMISSIONS",
    "DEFAULT_EVERYONE_PERMISSIONS",
    "DM",
    "EPHEMERAL",
    "GATEWAY_PATH",
    "LOADING",
    "PRIVATE_THREAD",
    "PUBLIC_THREAD",
    "TEXT",
    "FakeAttachment",
    "FakeChannel",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeGuild",
    "FakeInteraction",
    "FakeMember",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "InteractionRefused",
    "Overwrite",
    "P",
    "RecordedError",
    "RecordedRequest",
    "TimedOut",
    "World",
    "build_world",
]
