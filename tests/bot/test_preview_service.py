"""Previews in the application service, without Discord: nothing counts before Confirm,
Confirm plays through the normal move path, and a Confirm that is stale, expired, replaced
or cancelled plays nothing (issue #19)."""

from __future__ import annotations

import io

from PIL import Image

from bot.app.i18n import Readers, t, word
from bot.app.table import field_label
from bot.features.preview import PREVIEW_TTL, consequences
from bot.features.service import GameService
from games.adastra import GAME
from tests.bot.test_service import ALICE, CHANNEL, GUILD, expect, started


async def mover(service: GameService) -> tuple[int, str, str]:
    """The acting member and two of their legal moves."""
    live = await service.core.live(CHANNEL)
    seat = GAME.to_act(live.state)[0]
    user = live.seats[seat].user_id
    assert user is not None
    first, second = (GAME.format_move(live.state, m)
                     for m in GAME.legal_moves(live.state, seat)[:2])
    return user, first, second


async def stored(service: GameService) -> tuple[int, int]:
    live = await service.core.live(CHANNEL)
    return live.version, await service.store.count_moves(live.row.id)


async def test_a_preview_changes_nothing_and_confirm_plays_it(service: GameService) -> None:
    await started(service)
    live = await service.core.live(CHANNEL)
    user, move, _ = await mover(service)
    shown = await service.previews.preview(user, move, channel_id=CHANNEL, locale="en")
    assert Image.open(io.BytesIO(shown.image)).format == "PNG"
    assert f"`{move}`" in shown.text and "Confirm within 15 minutes" in shown.text
    held = len(live.state.players[GAME.to_act(live.state)[0]].hand)
    label = field_label("adastra", "hand", "en")
    assert f"{label} {held} → {held - 1}" in shown.text  # the mover's card leaves the hand
    assert shown.text.count(f"{label} {held} → {held - 1}") == 1
    assert await stored(service) == (0, 0)
    outcome = await service.previews.confirm(shown.game_id, user, shown.key,
                                             readers=Readers("en", "en"))
    assert outcome.moved == move and outcome.post.outbox_game == live.row.id
    assert await stored(service) == (1, 1)
    [row] = await service.store.moves_since(live.row.id, 0)
    assert (row.notation, row.user_id, row.kind) == (move, user, "player")
    # The same buttons again: the preview is gone, nothing more is played.
    await expect("no longer open", service.previews.confirm(shown.game_id, user, shown.key,
                                                            readers=Readers("en", "en")))
    assert await stored(service) == (1, 1)


async def test_stale_replaced_cancelled_and_expired_previews_play_nothing(
        service: GameService) -> None:
    await started(service)
    user, move, other = await mover(service)
    old = await service.previews.preview(user, move, channel_id=CHANNEL, locale="en")
    new = await service.previews.preview(user, other, channel_id=CHANNEL, locale="en")
    await expect("no longer open", service.previews.confirm(old.game_id, user, old.key,
                                                            readers=Readers("en", "en")))
    assert "cancelled" in await service.previews.cancel(new.game_id, user, new.key, locale="en")
    await expect("no longer open", service.previews.confirm(new.game_id, user, new.key,
                                                            readers=Readers("en", "en")))
    late = await service.previews.preview(user, move, channel_id=CHANNEL, locale="en")
    service.core.clock.now += PREVIEW_TTL + 1  # type: ignore[attr-defined]
    await expect("expired after 15 minutes",
                 service.previews.confirm(late.game_id, user, late.key,
                                          readers=Readers("en", "en")))
    stale = await service.previews.preview(user, move, channel_id=CHANNEL, locale="en")
    await service.moves.move(CHANNEL, user, other, readers=Readers("en", "en"))
    await expect("The game moved on since this preview",
                 service.previews.confirm(stale.game_id, user, stale.key,
                                          readers=Readers("en", "en")))
    assert await stored(service) == (1, 1)


async def test_a_rollback_and_another_move_reaching_the_same_version_is_stale(
        service: GameService) -> None:
    """The version alone could match again after a rollback; the position must too."""
    await started(service)
    first, move, other = await mover(service)
    await service.moves.move(CHANNEL, first, move, readers=Readers("en", "en"))
    user, reply, _ = await mover(service)
    shown = await service.previews.preview(user, reply, channel_id=CHANNEL, locale="en")
    live = await service.core.live(CHANNEL)
    await service.rewind.rollback(live, 1, locale="en")
    await service.moves.move(CHANNEL, first, other, readers=Readers("en", "en"))
    assert live.version == 1
    await expect("The game moved on since this preview",
                 service.previews.confirm(shown.game_id, user, shown.key,
                                          readers=Readers("en", "en")))
    assert live.version == 1


async def test_refusals_are_the_same_as_for_a_move(service: GameService) -> None:
    await started(service)
    user, move, _ = await mover(service)
    live = await service.core.live(CHANNEL)
    idle = next(s.user_id for s in live.seats if s.user_id != user)
    assert idle is not None
    await expect("It is not your turn", service.previews.preview(idle, move, channel_id=CHANNEL,
                                                                 locale="en"))
    await expect("Spaces are numbered", service.previews.preview(
        user, f"plan {live.state.players[live.seat_of(user) or 0].hand[0]} 99",
        channel_id=CHANNEL, locale="en"))
    await expect("longer than any move",
                 service.previews.preview(user, "x" * 500, channel_id=CHANNEL, locale="en"))
    assert await stored(service) == (0, 0)


async def test_the_default_is_per_member(service: GameService) -> None:
    previews = service.previews
    assert not await previews.wanted(GUILD, ALICE, None)
    assert "preview first" in await previews.set_default(GUILD, ALICE, True, locale="en")
    assert await previews.wanted(GUILD, ALICE, None)
    assert not await previews.wanted(GUILD, ALICE, False)  # asked explicitly wins
    assert not await previews.wanted(GUILD + 1, ALICE, None)  # another server
    assert "played as soon as" in await previews.set_default(GUILD, ALICE, False, locale="en")
    assert not await previews.wanted(GUILD, ALICE, None)


def test_consequences_name_only_the_movers_own_numbers() -> None:
    before = {"players": [{"score": 4, "water": 2, "name": "Blue"}, {"score": 9}],
              "private": {"hand": ["a", "b"], "prompt": "play"}}
    after = {"players": [{"score": 6, "water": 0, "name": "Blue"}, {"score": 1}],
             "private": {"hand": ["a"], "prompt": "wait"}}
    assert consequences(before, after, 0,
                        locale="en") == ["Score 4 → 6", "Water 2 → 0", "Hand a, b → a"]
    before["players"][0]["bonus"] = 3
    after["private"]["peek"] = "LY3"
    assert consequences(before, after, 0,
                        locale="en") == ["Score 4 → 6", "Water 2 → 0", "Bonus 3 → none",
                                              "Hand a, b → a", "Peek → LY3"]


def test_consequences_speak_the_readers_language() -> None:
    """Field names come from the game's catalogue and message values are worded, so a
    Spanish player's preview says "Cartas de acción", not "hand" or a message's key."""
    before = {"players": [{"ally": {"key": "adastra.faction.Red", "params": {}}}],
              "private": {"hand": ["a", "b"]}}
    after = {"players": [{"ally": {"key": "adastra.faction.Blue", "params": {}}}],
             "private": {"hand": ["a"]}}
    def line(key: str, old: str, new: str, locale: str) -> str:
        label = field_label("adastra", key, locale)
        return f"{label[:1].upper()}{label[1:]} {old} → {new}"

    faction = [word(v["players"][0]["ally"], "es") for v in (before, after)]
    assert consequences(before, after, 0, "en", "adastra") == [
        line("ally", "Red", "Blue", "en"), line("hand", "a, b", "a", "en")]
    spanish = consequences(before, after, 0, "es", "adastra")
    assert spanish == [line("ally", *faction, "es"), line("hand", "a, b", "a", "es")]
    assert "Action cards" in line("hand", "", "", "en")
    assert t("adastra.field.hand", "es") in spanish[1] and "Action" not in spanish[1]
    assert faction == ["Rojo", "Azul"] and not any("adastra." in x for x in spanish)
