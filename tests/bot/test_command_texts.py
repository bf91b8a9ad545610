"""Every slash command's description and choice name, in every language, fits Discord's
limit of 100 characters (a longer one makes Discord refuse the whole sync)."""

from __future__ import annotations

from bot.interface.translator import COMMANDS


def test_every_command_text_fits_discords_limit() -> None:
    long = [text for texts in COMMANDS.values() for text in texts.values() if len(text) > 100]
    assert long == []


def test_every_command_text_is_translated() -> None:
    assert set(COMMANDS["es"]) == set(COMMANDS["fr"]) == set(COMMANDS["en"])
    assert len(COMMANDS["en"]) > 50
