"""The fake Discord's world: users, guilds, channels, messages and interactions.

Everything here is plain data the test can inspect, plus ``payload()`` methods that render it
the way Discord's API does, so the real discord.py client parses exactly what it would get in
production. Field sets follow Discord's documented objects closely enough that the client
never hits a ``KeyError`` (which, inside a gateway parser, silently kills the bot).
"""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000

# Channel types (Discord's numbering).
TEXT = 0
DM = 1
CATEGORY = 4
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = frozenset({10, PUBLIC_THREAD, PRIVATE_THREAD})

# Message flags.
EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_NOTIFICATIONS = 1 << 12  # "@silent": mentions are shown, but nothing buzzes
COMPONENTS_V2 = 1 << 15

# Interaction types.
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5


class P:
    """Permission bits the fake checks (names as in Discord's documentation)."""

    CREATE_INSTANT_INVITE = 1 << 0
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    ALL = (1 << 51) - 1


# What a fresh guild grants @everyone (a subset of Discord's defaults that matters here).
DEFAULT_EVERYONE_PERMISSIONS = (
    P.CREATE_INSTANT_INVITE
    | P.ADD_REACTIONS
    | P.VIEW_CHANNEL
    | P.SEND_MESSAGES
    | P.EMBED_LINKS
    | P.ATTACH_FILES
    | P.READ_MESSAGE_HISTORY
    | P.MENTION_EVERYONE
    | P.USE_EXTERNAL_EMOJIS
    | P.CHANGE_NICKNAME
    | P.USE_APPLICATION_COMMANDS
    | P.CREATE_PUBLIC_THREADS
    | P.CREATE_PRIVATE_THREADS
    | P.SEND_MESSAGES_IN_THREADS
)
# What the bot's managed role grants on top (what an invite link would typically ask for).
DEFAULT_BOT_PERMISSIONS = DEFAULT_EVERYONE_PERMISSIONS | P.MANAGE_MESSAGES | P.MANAGE_THREADS


_counter = itertools.count(1)


def snowflake() -> int:
    """A unique, time-ordered id shaped like Discord's (timestamp << 22 | increment)."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (ms << 22) | (next(_counter) & 0x3FFFFF)


def now_iso() -> str:
    """An ISO-8601 timestamp in UTC, the format every Discord timestamp field uses."""
    return datetime.now(UTC).isoformat()


@dataclass(eq=False)
class FakeUser:
    """A Discord user (a person, or the bot itself when ``bot`` is set)."""

    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    locale: str = "en-US"
    # False models a user who closed DMs: the bot gets 403 / 50007 when writing to them.
    dms_open: bool = True

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "avatar_decoration_data": None,
            "banner": None,
            "accent_color": None,
            "public_flags": 0,
            "flags": 0,
        }
        if self.bot:
            data["bot"] = True
        return data


@dataclass(eq=False)
class FakeRole:
    """A guild role; the @everyone role has the guild's id, as on Discord."""

    id: int
    guild_id: int
    name: str
    permissions: int = 0
    position: int = 0
    managed: bool = False
    color: int = 0

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "color": self.color,
            "colors": {
                "primary_color": self.color,
                "secondary_color": None,
                "tertiary_color": None,
            },
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class FakeMember:
    """A user's membership of a guild."""

    user: FakeUser
    guild_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=now_iso)

    @property
    def id(self) -> int:
        return self.user.id

    def payload(self, *, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "user": self.user.payload(),
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in self.roles],
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass(eq=False)
class Overwrite:
    """A channel permission overwrite for a role (type 0) or a member (type 1)."""

    id: int
    type: int
    allow: int = 0
    deny: int = 0

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "type": self.type,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


@dataclass(eq=False)
class FakeChannel:
    """A text channel, category, thread or DM, with every message posted in it."""

    id: int
    type: int
    name: str | None
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    topic: str | None = None
    owner_id: int | None = None  # threads: who started it
    recipient: FakeUser | None = None  # DMs: the other person
    overwrites: list[Overwrite] = field(default_factory=list)
    archived: bool = False
    locked: bool = False
    created_at: str = field(default_factory=now_iso)
    # Every message ever stored here, deleted ones included (see ``messages``).
    history: list[FakeMessage] = field(default_factory=list)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    @property
    def messages(self) -> list[FakeMessage]:
        """Messages currently visible in the channel (not deleted, never ephemeral)."""
        return [m for m in self.history if not m.deleted]

    @property
    def last_message(self) -> FakeMessage | None:
        visible = self.messages
        return visible[-1] if visible else None

    def payload(self) -> dict[str, Any]:
        last = self.last_message
        last_id = str(last.id) if last else None
        if self.type == DM:
            assert self.recipient is not None
            return {
                "id": str(self.id),
                "type": DM,
                "last_message_id": last_id,
                "recipients": [self.recipient.payload()],
                "flags": 0,
            }
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "parent_id": str(self.parent_id) if self.parent_id else None,
            "flags": 0,
            "rate_limit_per_user": 0,
            "last_message_id": last_id,
        }
        if self.is_thread:
            count = len(self.messages)
            data.update(
                owner_id=str(self.owner_id),
                message_count=count,
                total_message_sent=count,
                member_count=1,
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": self.created_at,
                    "locked": self.locked,
                    "invitable": True,
                    "create_timestamp": self.created_at,
                },
            )
        else:
            data.update(
                position=self.position,
                permission_overwrites=[o.payload() for o in self.overwrites],
                topic=self.topic,
                nsfw=False,
                default_thread_rate_limit_per_user=0,
            )
        return data


@dataclass(eq=False)
class FakeGuild:
    """A guild with its roles, members and channels (threads included)."""

    id: int
    name: str
    owner_id: int
    roles: dict[int, FakeRole] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    locale: str = "en-US"
    joined_at: str = field(default_factory=now_iso)

    @property
    def everyone(self) -> FakeRole:
        return self.roles[self.id]

    @property
    def text_channels(self) -> list[FakeChannel]:
        return [c for c in self.channels.values() if c.type == TEXT]

    @property
    def threads(self) -> list[FakeChannel]:
        return [c for c in self.channels.values() if c.is_thread]

    def base_permissions(self, user_id: int) -> int:
        """Guild-wide permissions of a member: owner and administrators get everything."""
        if user_id == self.owner_id:
            return P.ALL
        member = self.members.get(user_id)
        perms = self.everyone.permissions
        if member is not None:
            for role_id in member.roles:
                role = self.roles.get(role_id)
                if role is not None:
                    perms |= role.permissions
        if perms & P.ADMINISTRATOR:
            return P.ALL
        return perms

    def permissions_in(self, channel: FakeChannel, user_id: int) -> int:
        """Discord's overwrite algorithm: @everyone, then roles together, then the member."""
        perms = self.base_permissions(user_id)
        if perms == P.ALL:
            return perms
        target = channel
        if channel.is_thread and channel.parent_id in self.channels:
            target = self.channels[channel.parent_id]
        member = self.members.get(user_id)
        role_ids = set(member.roles) if member else set()
        by_id = {o.id: o for o in target.overwrites}
        everyone = by_id.get(self.id)
        if everyone is not None:
            perms = (perms & ~everyone.deny) | everyone.allow
        allow = deny = 0
        for ow in target.overwrites:
            if ow.type == 0 and ow.id in role_ids:
                allow |= ow.allow
                deny |= ow.deny
        perms = (perms & ~deny) | allow
        own = by_id.get(user_id)
        if own is not None and own.type == 1:
            perms = (perms & ~own.deny) | own.allow
        if not perms & P.VIEW_CHANNEL:
            return 0
        return perms

    def payload(self, *, members: list[FakeMember]) -> dict[str, Any]:
        """The GUILD_CREATE payload (members limited to what the intents allow)."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "preferred_locale": self.locale,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "application_id": None,
            "max_members": 500000,
            "max_video_channel_users": 25,
            "features": [],
            "emojis": [],
            "stickers": [],
            "roles": [r.payload() for r in self.roles.values()],
            "joined_at": self.joined_at,
            "large": False,
            "unavailable": False,
            "lazy": True,
            "member_count": len(self.members),
            "voice_states": [],
            "presences": [],
            "members": [m.payload() for m in members],
            "channels": [c.payload() for c in self.channels.values() if not c.is_thread],
            "threads": [c.payload() for c in self.threads if not c.archived],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "embedded_activities": [],
        }


@dataclass(eq=False)
class FakeAttachment:
    """An uploaded file: the test reads ``data`` directly (e.g. to decode a PNG)."""

    id: int
    filename: str
    data: bytes
    content_type: str
    url: str
    description: str | None = None

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
            "description": self.description,
        }


@dataclass(eq=False)
class FakeMessage:
    """A message as the fake stores it; ``revisions`` keeps every earlier version."""

    id: int
    channel: FakeChannel
    author: FakeUser
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    timestamp: str = field(default_factory=now_iso)
    edited_timestamp: str | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    deleted: bool = False
    revisions: list[dict[str, Any]] = field(default_factory=list)
    # The client asked for an ephemeral message but Discord showed it publicly (the first
    # followup after a public "thinking" defer keeps the defer's visibility).
    asked_ephemeral: bool = False
    # The nonce it was sent with (Discord answers a resend with the same one, within a few
    # minutes, with this message instead of posting it again).
    nonce: str = ""
    # The allowed_mentions it was created with (None: the field was absent).
    allowed_mentions: dict[str, Any] | None = None

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is a deferred response's "thinking..." placeholder."""
        return bool(self.flags & LOADING)

    @property
    def silent(self) -> bool:
        """Sent with SUPPRESS_NOTIFICATIONS: whoever it pings gets no push notification."""
        return bool(self.flags & SUPPRESS_NOTIFICATIONS)

    @property
    def pinged(self) -> list[int]:
        """The users this message notifies, as Discord resolves it: each ``<@id>`` in its
        content that its allowed_mentions lets through (all of them without the field; with
        it, those its ``users`` list names, or all if its ``parse`` has ``users``)."""
        named = [int(u) for u in re.findall(r"<@!?(\d+)>", self.content)]
        allowed = self.allowed_mentions
        if allowed is not None and "users" not in (allowed.get("parse") or []):
            listed = {int(u) for u in allowed.get("users") or []}
            named = [u for u in named if u in listed]
        return list(dict.fromkeys(named))

    def snapshot(self) -> dict[str, Any]:
        """The visible parts of this version of the message, for ``revisions``."""
        return {
            "content": self.content,
            "embeds": self.embeds,
            "components": self.components,
            "attachments": [(a.filename, a.data) for a in self.attachments],
            "flags": self.flags,
        }

    def walk_components(self) -> Iterator[dict[str, Any]]:
        """Every component at any depth (rows, buttons, selects, v2 containers)."""
        stack = list(reversed(self.components))
        while stack:
            comp = stack.pop()
            yield comp
            children: list[dict[str, Any]] = []
            children.extend(comp.get("components", []))
            for key in ("accessory", "component"):
                if isinstance(comp.get(key), dict):
                    children.append(comp[key])
            stack.extend(reversed(children))

    def component(self, custom_id: str) -> dict[str, Any] | None:
        """The interactive component with this custom_id, if the message shows one."""
        for comp in self.walk_components():
            if comp.get("custom_id") == custom_id:
                return comp
        return None

    def button(self, label: str) -> dict[str, Any]:
        """The button with this label (handy when custom ids carry generated state)."""
        for comp in self.walk_components():
            if comp.get("type") == 2 and comp.get("label") == label:
                return comp
        labels = [c.get("label") for c in self.walk_components() if c.get("type") == 2]
        raise LookupError(f"no button labelled {label!r} on message {self.id}; buttons: {labels}")

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = self.interaction_metadata
        return data


@dataclass(eq=False)
class FakeInteraction:
    """One interaction the test sent, and everything the client did in answer to it.

    ``callbacks`` are the raw bodies posted to the callback endpoint (normally one);
    ``messages`` are all messages it produced (original response and followups, ephemeral
    ones included, in creation order). ``errors`` lists requests about this interaction the
    fake refused.
    """

    id: int
    token: str
    type: int
    user: FakeUser
    channel: FakeChannel
    guild: FakeGuild | None
    payload: dict[str, Any]
    message: FakeMessage | None = None  # components: the message the component is on
    callbacks: list[dict[str, Any]] = field(default_factory=list)
    original: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    errors: list[str] = field(default_factory=list)
    # When the interaction was sent, on the fake's clock: the first answer must come
    # within ``FakeDiscord.response_deadline`` of it.
    created: float = 0.0

    @property
    def response_type(self) -> int | None:
        """The first callback's type (4 message, 5 deferred, 6, 7, 8, 9), or None."""
        return self.callbacks[0]["type"] if self.callbacks else None

    @property
    def responded(self) -> bool:
        return bool(self.callbacks)

    @property
    def answered(self) -> bool:
        """Responded, and a deferred "thinking" response has been filled in since."""
        if not self.callbacks:
            return False
        return not (self.original is not None and self.original.loading)

    @property
    def messages(self) -> list[FakeMessage]:
        out: list[FakeMessage] = []
        if self.original is not None and self.original is not self.message:
            out.append(self.original)
        out.extend(m for m in self.followups if m not in out)
        return out

    @property
    def ephemeral(self) -> list[FakeMessage]:
        """Messages only the invoking user could see."""
        return [m for m in self.messages if m.ephemeral]

    @property
    def public(self) -> list[FakeMessage]:
        return [m for m in self.messages if not m.ephemeral]

    @property
    def data(self) -> dict[str, Any]:
        return dict(self.payload["data"])
