"""Which language a server's public posts speak, and the names its members go by.

A moderator may choose the language with ``/admin settings language:`` (en, es, fr); it is
stored with the server's other settings under ``language``. Without that choice the server's
preferred locale in Discord decides (its Community setting), and English when Starpost does
not speak that one. The setting is read for every interaction, from the database, so every
process of a sharded bot agrees at once after a moderator changes it.

Work that no interaction starts (the scheduler's reminders and time-outs, a member leaving
the server, posts sent again after a restart) has no Discord locale at hand, so the server's
preferred locale is stored too (``discord_locale``) whenever an interaction shows a new one:
:func:`game_language` answers from the database alone.

Boards write each player's display name beside their seat. A member's display name in a
server is stored (``name.<user id>``) when one of their interactions shows a new one, so a
restarted bot, or another process, still draws it; so is their client's language
(``locale.<user id>``), in which their reminders by direct message are written. They are
written only when they change: each store remembers what it last wrote or read.
"""

from __future__ import annotations

import contextlib
import time
import weakref
from collections.abc import Sequence
from typing import Any

from bot.app.i18n import LANGUAGES, language_of
from rendering.text import visible_name
from storage import GameStore
from storage.base import SeatRow, StorageError

SETTING = "language"
LOCALE = "discord_locale"
NAME_LENGTH = 100  # longer display names are cut when stored (Discord allows 32)

_SEEN: weakref.WeakKeyDictionary[Any, dict[tuple[int, str], Any]] = (
    weakref.WeakKeyDictionary())


def name_key(user_id: int) -> str:
    return f"name.{user_id}"


async def _keep(store: GameStore, guild_id: int, key: str, value: Any) -> bool:
    """Store a setting unless it already holds ``value`` (remembered per store); True if
    it was written."""
    seen = _SEEN.setdefault(store, {})
    if seen.get((guild_id, key)) == value:
        return False
    written: bool = await store.get_setting(guild_id, key) != value
    if written:
        await store.set_setting(guild_id, key, value, now=int(time.time()))
    if len(seen) > 50_000:
        seen.clear()
    seen[(guild_id, key)] = value
    return written


async def server_language(store: GameStore, guild_id: int | None, guild_locale: Any, *,
                          remember: bool = True) -> str:
    """The language of a server's public posts (see the module docstring); the server's
    Discord locale is remembered for work outside interactions, unless ``remember`` is
    false (an interaction's admission remembers it with :func:`remember_server` after
    Discord has been answered, as a write may wait on a busy database)."""
    if guild_id:
        try:
            if remember:
                await remember_server(store, guild_id, guild_locale)
            chosen = await store.get_setting(guild_id, SETTING)
        except StorageError:  # the command itself will meet the problem and explain it
            chosen = None
        if chosen in LANGUAGES:
            return str(chosen)
    return language_of(guild_locale)


async def remember_server(store: GameStore, guild_id: int | None, guild_locale: Any) -> None:
    """Keep a server's Discord locale, for work no interaction starts (see the module
    docstring)."""
    if guild_id and guild_locale is not None:
        with contextlib.suppress(StorageError):
            await _keep(store, guild_id, LOCALE, language_of(guild_locale))


async def game_language(store: GameStore, guild_id: int) -> str:
    """The language of a server's public posts, from the database alone: the moderators'
    choice, else the Discord locale last seen, else English."""
    for key in (SETTING, LOCALE):
        found = await store.get_setting(guild_id, key)
        if found in LANGUAGES:
            return str(found)
    return "en"


async def remember_name(store: GameStore, guild_id: int | None, user_id: int,
                        name: str | None, locale: Any = None) -> bool:
    """Store a member's display name in a server, and the language of their client (for
    what reaches them outside an interaction, such as a reminder by direct message), if
    either changed. True if the stored name changed (the boards should show the new one)."""
    renamed = False
    if guild_id and name:
        with contextlib.suppress(StorageError):
            renamed = await _keep(store, guild_id, name_key(user_id), name[:NAME_LENGTH])
            if locale is not None:
                await _keep(store, guild_id, f"locale.{user_id}", language_of(locale))
    return renamed


async def member_language(store: GameStore, guild_id: int, user_id: int) -> str | None:
    """The language of a member's client as last seen in a server (None: never seen)."""
    found = await store.get_setting(guild_id, f"locale.{user_id}")
    return str(found) if found in LANGUAGES else None


async def names_of(store: GameStore, guild_id: int, seats: Sequence[SeatRow]) -> list[str]:
    """Each seat holder's stored display name as it is shown (:func:`visible_name`): "" for
    the AI, for members never seen and for a name that shows nothing (only invisible
    characters), which the pictures replace with the seat's own label."""
    names = []
    for seat in seats:
        found = (await store.get_setting(guild_id, name_key(seat.user_id))
                 if seat.user_id is not None else None)
        names.append(visible_name(str(found)) if found else "")
    return names
