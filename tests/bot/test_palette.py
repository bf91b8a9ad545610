"""Seat palettes in the application (bot/app/palette.py): a bad name is refused in the reader's
language and changes nothing, a moderator's choice is audited and shown with the server's
settings, a member's is theirs (shown and erased with what Starpost keeps about them), and
the web pages' board versions change with the server's palette."""

from __future__ import annotations

import json

import pytest

from bot.app.errors import UserError
from bot.app.palette import (
    SETTING,
    look,
    member_key,
    member_palette,
    server_palette,
    set_member,
)
from bot.features.service import GameService
from bot.web.pages import digests
from tests.bot.test_service import ALICE, BOB, GUILD


async def test_a_member_chooses_their_own_palette(service: GameService) -> None:
    store = service.store
    assert await member_palette(store, GUILD, ALICE) == "default"
    said = await set_member(store, GUILD, ALICE, "safe", now=1, locale="fr")  # Alice reads French
    assert said.startswith("Vos images sur ce serveur") and "adaptées aux daltoniens" in said
    assert await member_palette(store, GUILD, ALICE) == "safe"
    assert await member_palette(store, GUILD, BOB) == "default"  # nobody else's
    assert await member_palette(store, GUILD + 1, ALICE) == "default"  # another server's
    assert await server_palette(store, GUILD) == "default"  # not the server's
    # A member who never chose sees the server's.
    await store.set_setting(GUILD, SETTING, "safe", now=2)
    assert await member_palette(store, GUILD, BOB) == "safe"
    await set_member(store, GUILD, ALICE, "default", now=3, locale="en")
    assert await member_palette(store, GUILD, ALICE) == "default"


async def test_a_bad_palette_is_refused_and_changes_nothing(service: GameService) -> None:
    store = service.store
    await set_member(store, GUILD, ALICE, "safe", now=1, locale="en")
    with pytest.raises(UserError) as refused:
        await set_member(store, GUILD, ALICE, "neon", now=2, locale="es")
    assert refused.value.worded("es") == (
        "No hay ninguna paleta con ese nombre; hay estas: default, safe.")
    assert await member_palette(store, GUILD, ALICE) == "safe"
    with pytest.raises(UserError):
        await service.moderation.settings(GUILD, BOB, palette="neon", deadline_hours=5, locale="en")
    assert await server_palette(store, GUILD) == "default"
    assert await store.get_setting(GUILD, "deadline_hours") is None  # nothing of it stored
    # A value no release wrote (or an older one) reads as the default.
    await store.set_setting(GUILD, SETTING, "sepia", now=3)
    assert await server_palette(store, GUILD) == "default"


async def test_a_moderator_sets_the_servers_palette(service: GameService) -> None:
    # The moderator reads English on a Spanish server: the answer is theirs.
    text = await service.moderation.settings(GUILD, BOB, palette="safe", locale="en")
    assert text.endswith("Seat colours of what is posted for everyone: colour-blind safe.")
    assert await service.store.get_setting(GUILD, SETTING) == "safe"
    [audit] = await service.store.list_audit(GUILD)
    assert (audit.action, audit.actor_id, audit.details) == ("settings", BOB,
                                                             {"palette": "safe"})
    shown = await service.moderation.settings(GUILD, BOB, locale="en")  # shown without a change
    assert shown.endswith("colour-blind safe.")
    assert len(await service.store.list_audit(GUILD)) == 1


async def test_a_members_palette_is_kept_and_erased_with_their_data(
        service: GameService) -> None:
    store = service.store
    await set_member(store, GUILD, ALICE, "safe", now=1, locale="en")
    await set_member(store, GUILD, BOB, "safe", now=1, locale="en")
    await store.set_setting(GUILD, SETTING, "safe", now=1)
    _, kept = await service.privacy.show(ALICE, locale="en")
    assert {"server": str(GUILD), "key": member_key(ALICE), "value": "safe"} in (
        json.loads(kept)["settings"])
    await service.privacy.erase(ALICE, locale="en")
    assert await store.get_setting(GUILD, member_key(ALICE)) is None
    assert await store.get_setting(GUILD, member_key(BOB)) == "safe"  # nobody else's
    assert await store.get_setting(GUILD, SETTING) == "safe"  # nor the server's


async def test_pictures_are_kept_by_language_and_palette(service: GameService) -> None:
    """Every cache of pictures keys them by palette as well as by language: the boards the
    core keeps, and the web pages' board versions (a browser keeps a version for good)."""
    assert len({look(lang, p) for lang in ("en", "es") for p in ("default", "safe")}) == 4
    await service.lobbies.new_game(GUILD, 1, ALICE, "kepler3042", locale="en")
    await service.lobbies.join(BOB, channel_id=1, locale="en")
    await service.lobbies.start(ALICE, channel_id=1, locale="en")
    live = await service.core.live(1)
    core = service.core
    await service.display.board(1, locale="en")  # drawn in the server's palette and kept
    assert core.kept_board(live, "en", "default") is not None
    assert core.kept_board(live, "en", "safe") is None
    await service.store.set_setting(GUILD, SETTING, "safe", now=2)
    post = await service.display.board(1, locale="en")
    assert (core.kept_board(live, "en", "safe") == post.image
            != core.kept_board(live, "en", "default"))
    row = live.row
    assert digests(row, [], ["A", "B"], "en", "default") != digests(
        row, [], ["A", "B"], "en", "safe")
