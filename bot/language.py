"""Which language a server's public posts speak.

A moderator may choose it with ``/admin settings language:`` (en, es, fr); it is stored
with the server's other settings under ``language``. Without that choice the server's
preferred locale in Discord decides (its Community setting), and English when Starpost does
not speak that one. The setting is read for every interaction, from the database, so every
process of a sharded bot agrees at once after a moderator changes it.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import LANGUAGES, language_of
from storage import GameStore
from storage.base import StorageError

SETTING = "language"


async def server_language(store: GameStore, guild_id: int | None, guild_locale: Any) -> str:
    """The language of a server's public posts (see the module docstring)."""
    if guild_id:
        try:
            chosen = await store.get_setting(guild_id, SETTING)
        except StorageError:  # the command itself will meet the problem and explain it
            chosen = None
        if chosen in LANGUAGES:
            return str(chosen)
    return language_of(guild_locale)
