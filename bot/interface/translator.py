"""Slash commands in the member's Discord language, through discord.py's ``Translator``.

Discord shows each command's description, option descriptions and choice names in the
client's locale when the synced command carries localisations; discord.py asks this
translator for them while syncing. Names (of commands, groups and options) are left alone:
they are what people type and quote, so they stay stable. Game titles are proper names and
stay as they are.

The translations are the ``commands`` catalogue, ``bot/locales/commands/`` (``commands.pot``,
``es.po``, ``fr.po``): it has no keys, each ``msgid`` is the English a cog writes.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.app.i18n import LANGUAGES, language_of
from games import catalogues

#: Each language's descriptions and choices, by their English text.
COMMANDS: dict[str, dict[str, str]] = catalogues.read("bot:locales/commands", "commands",
                                                      LANGUAGES)
_NAMES = (Where.command_name, Where.group_name, Where.parameter_name)


class StarpostTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        if context.location in _NAMES:
            return None
        language = language_of(locale)
        return None if language == "en" else COMMANDS[language].get(string.message)
