"""A fake Discord on 127.0.0.1 for running the real discord.py client in tests.

``FakeDiscord`` serves Discord's REST API (``/api/v10``) and gateway (``/gateway``) and lets
a test act as users (slash commands, autocomplete, buttons, selects, modals) and inspect
every message and interaction response. See ``fake.py`` for the API. It is as strict as
Discord toward the bot (permissions, threads, deletions, expiring tokens, rate limits,
invalid-request counting): see ``changes.py``, ``conduct.py`` and ``ratelimits.py``.
"""

from .conduct import (
    DEFAULT_INVALID_BUDGET,
    INVALID_REQUEST_LIMIT,
    INVALID_REQUEST_WINDOW,
    InvalidRequest,
    WellBehavedError,
)
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
from .ratelimits import (
    GLOBAL_LIMIT,
    MESSAGE_CREATE,
    MESSAGE_LIMIT,
    Bucket,
    RateLimitHit,
    RateLimits,
)
from .rest import API_PREFIX, GATEWAY_PATH, RecordedError, RecordedRequest
from .world import World, build_world

__all__ = [
    "API_PREFIX",
    "CATEGORY",
    "CLIENT_HANDLER_TASKS",
    "DEFAULT_BOT_PERMISSIONS",
    "DEFAULT_EVERYONE_PERMISSIONS",
    "DEFAULT_INVALID_BUDGET",
    "DM",
    "EPHEMERAL",
    "GATEWAY_PATH",
    "GLOBAL_LIMIT",
    "INVALID_REQUEST_LIMIT",
    "INVALID_REQUEST_WINDOW",
    "LOADING",
    "MESSAGE_CREATE",
    "MESSAGE_LIMIT",
    "PRIVATE_THREAD",
    "PUBLIC_THREAD",
    "TEXT",
    "Bucket",
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
    "InvalidRequest",
    "Overwrite",
    "P",
    "RateLimitHit",
    "RateLimits",
    "RecordedError",
    "RecordedRequest",
    "TimedOut",
    "WellBehavedError",
    "World",
    "build_world",
]
