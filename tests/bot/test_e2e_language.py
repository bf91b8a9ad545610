"""Languages through the real client and the fake Discord: public posts speak the server's
language (Discord's preferred locale, then ``/admin settings language:``), refusals speak
the member's own locale, and the command descriptions carry Spanish and French."""

from __future__ import annotations

from pathlib import Path

from discord import Locale, app_commands
from fakediscord import FakeDiscord, World

import games
from bot.interface.translator import StarpostTranslator
from tests.bot.e2e_support import make_bot

MANAGE_GUILD = 1 << 5


async def test_server_language_for_posts_member_locale_for_refusals(
        fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    world.guild.locale = "es-ES"
    mods = await fake.create_role(world.guild, "Mods", permissions=MANAGE_GUILD)
    await fake.add_member(world.guild, world.alice, roles=[mods])
    thread = world.thread
    async with fake.running(make_bot(tmp_path / "db.sqlite")):
        opened = await fake.slash(world.alice, thread, "game", subcommand="new",
                                  options={"game": "adastra"}, locale="es-ES")
        [lobby] = opened.public  # the lobby follows the private acknowledgement
        assert "se está formando" in lobby.content
        english = await fake.slash(world.bob, thread, "game", subcommand="start",
                                   locale="en-US")
        assert "Only the host" in english.messages[0].content
        spanish = await fake.slash(world.carol, thread, "game", subcommand="start",
                                   locale="es-419")
        assert "Solo el anfitrión" in spanish.messages[0].content

        changed = await fake.slash(world.alice, thread, "admin", subcommand="settings",
                                   options={"language": "fr"}, locale="es-ES")
        assert "idioma francés" in changed.messages[0].content
        joined = await fake.slash(world.bob, thread, "game", subcommand="join", locale="en-US")
        assert any("Hôte :" in m.content for m in joined.messages)


async def test_commands_are_described_in_spanish_and_french() -> None:
    translator = StarpostTranslator()
    context = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_description, None)
    text = app_commands.locale_str("Make your move in this channel's game")
    assert await translator.translate(text, Locale.spain_spanish, context) == (
        "Haz tu jugada en la partida de este canal")
    assert await translator.translate(text, Locale.french, context) == (
        "Jouez votre coup dans la partie de ce salon")
    assert await translator.translate(text, Locale.american_english, context) is None
    names = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_name, None)
    assert await translator.translate(app_commands.locale_str("move"), Locale.french,
                                      names) is None


async def test_every_command_option_and_choice_is_translated(tmp_path: Path) -> None:
    """Every description, option description and choice of the synced tree has Spanish and
    French (game titles and the languages' own names stay as they are)."""
    bot = make_bot(tmp_path / "db.sqlite", commands_only=True)
    await bot.setup_hook()
    translator = StarpostTranslator()
    where = app_commands.TranslationContextLocation
    proper = {games.get(n).title for n in games.names()} | {"English", "Español", "Français"}
    texts: list[str] = []
    for command in bot.tree.walk_commands():
        texts.append(str(command.description))
        for parameter in getattr(command, "parameters", []):
            texts.append(str(parameter.description))
            texts += [c.name for c in parameter.choices if c.name not in proper]
    # An option without a description shows Discord's "…" in every language.
    assert "…" not in texts and "" not in texts
    assert len(texts) > 70
    context = app_commands.TranslationContext(where.command_description, None)
    for locale in (Locale.spain_spanish, Locale.french):
        missing = [text for text in texts
                   if await translator.translate(app_commands.locale_str(text), locale,
                                                 context) is None]
        assert missing == [], (locale, missing)
    await bot.close()
