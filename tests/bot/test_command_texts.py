"""Every slash command's description and choice name, in every language, fits Discord's
limit of 100 characters (a longer one makes Discord refuse the whole sync)."""

from __future__ import annotations

from bot.locales.commands import COMMANDS


def test_every_command_text_fits_discords_limit() -> None:
    long = [text for english, (spanish, french) in COMMANDS.items()
            for text in (english, spanish, french) if len(text) > 100]
    assert long == []
