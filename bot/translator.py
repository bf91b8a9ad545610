"""Slash commands in the member's Discord language, through discord.py's ``Translator``.

Discord shows each command's description, option descriptions and choice names in the
client's locale when the synced command carries localisations; discord.py asks this
translator for them while syncing. Names (of commands, groups and options) are left alone:
they are what people type and quote, so they stay stable (see ``bot/locales/commands.py``).
Game titles are proper names and stay as they are.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n import language_of
from bot.locales.commands import COMMANDS

_COLUMN = {"es": 0, "fr": 1}
_NAMES = (Where.command_name, Where.group_name, Where.parameter_name)


class StarpostTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        if context.location in _NAMES:
            return None
        column = _COLUMN.get(language_of(locale))
        found = COMMANDS.get(string.message)
        return None if column is None or found is None else found[column]
