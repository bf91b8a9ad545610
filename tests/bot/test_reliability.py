"""Reliability in the bot (bot/features/reliability.py): lobbies show each seat's record, /stats a
member's; a server's minimum reliability and most open games refuse a member privately,
naming the rule and their own figure, in their language; a deadline the scheduler acts on
counts one time-out for the late member, however often the scheduler runs."""

from __future__ import annotations

import pytest

from bot.app.errors import NotAllowed, UserError
from bot.features.reliability import seated
from bot.features.service import GameService
from tests.bot.timekeeping_support import (
    GUILD,
    START,
    ManualClock,
    open_table,
    user_of,
    waiting_humans,
)

HOUR = 3600
ALICE, BOB, CAROL, DAVE = 11, 12, 13, 14
MOD = 99


async def history(service: GameService) -> None:
    """Alice and Bob finish a game; Carol leaves hers."""
    live = await open_table(service, "kepler3042", 1, [ALICE, BOB, CAROL])
    await service.seats.leave(live, CAROL, locale="en")
    await service.moderation.end(await service.core.live(1), MOD, "done", locale="en")


async def test_lobbies_show_each_seats_record(env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    await history(service)
    await service.lobbies.new_game(GUILD, 2, ALICE, "kepler3042", locale="en")
    await service.lobbies.join(CAROL, channel_id=2, locale="en")
    info = await service.lobbies.join(DAVE, channel_id=2, locale="en")
    assert (f"<@{ALICE}> (100% of 1 game finished, 0.0% of decisions timed out), "
            f"<@{CAROL}> (0% of 1 game finished, 0.0% of decisions timed out), "
            f"<@{DAVE}> (new here)") in info.text
    stats = await service.standings.stats(GUILD, None, CAROL, locale="en")
    assert stats.endswith(f"Reliability of <@{CAROL}>: 0% of 1 game finished, 0.0% of "
                          "decisions timed out")
    # A lobby of a server speaking Spanish or French words them so.
    assert await seated(service.store, GUILD, [ALICE, DAVE], locale="es") == (
        f"<@{ALICE}> (100% de 1 partida terminada, 0,0% de decisiones fuera de "
        f"plazo), <@{DAVE}> (nuevo aquí)")
    assert (await seated(service.store, GUILD, [CAROL], locale="fr")).startswith(
        f"<@{CAROL}> (0 % de 1 partie terminée, 0,0 % de décisions")


async def test_the_servers_limits_refuse_privately_with_the_members_figure(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    await history(service)
    text = await service.moderation.settings(GUILD, MOD, min_reliability=50, max_games=1,
                                             locale="en")
    assert ("Lobbies: at least 50% of games finished to join, at most 1 open game per "
            "member.") in text
    for max_games, locale, said in (
            (2, "en", "at most 2 open games per member."),
            (0, "en", "join, any number of open games per member."),
            (1, "es", "como mucho 1 partida abierta por miembro."),
            (3, "fr", "au plus 3 parties ouvertes par membre.")):
        shown = await service.moderation.settings(GUILD, MOD, max_games=max_games,
                                                  locale=locale)
        assert said in shown, shown
    await service.moderation.settings(GUILD, MOD, max_games=1, locale="en")
    await service.lobbies.new_game(GUILD, 2, ALICE, "kepler3042", locale="en")
    with pytest.raises(NotAllowed) as refused:
        await service.lobbies.join(CAROL, channel_id=2, locale="en")
    assert refused.value.message == (
        "This server's moderators ask for at least 50% of games finished to join a lobby; you "
        "have finished 0 of your 1 game here (0%).")
    assert refused.value.worded("es").startswith(
        "Los moderadores de este servidor piden haber terminado al menos el 50%")
    assert "(0 %)" in refused.value.worded("fr")
    await service.lobbies.join(DAVE, channel_id=2,
                               locale="en")  # a newcomer has no figure and is let in
    with pytest.raises(NotAllowed) as refused:  # Alice's lobby is her one open game
        await service.lobbies.new_game(GUILD, 3, ALICE, "magnastorm", locale="en")
    assert refused.value.message == (
        "You already have 1 open game in this server, and its moderators allow at most 1 "
        "per member: finish or leave one first.")
    assert await service.store.open_game_in_channel(3) is None  # nothing was opened
    with pytest.raises(UserError, match="You already have a seat"):  # not the limits
        await service.lobbies.join(DAVE, channel_id=2, locale="en")
    await service.moderation.settings(GUILD, MOD, min_reliability=0, max_games=0, locale="en")
    await service.lobbies.join(CAROL, channel_id=2, locale="en")


async def test_a_timeout_counts_once(env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "adastra", 1, [ALICE, BOB, CAROL])
    late = {user_of(live, s) for s in waiting_humans(live)}
    clock.now = START + 72 * HOUR
    for _ in range(3):
        await service.timekeeper.tick()
    await service.moderation.end(await service.core.live(1), MOD, "done", locale="en")
    records = await service.store.reliability(GUILD, [ALICE, BOB, CAROL])
    assert {u for u, r in records.items() if r.timeouts} == late
    assert all(r.timeouts == (1 if u in late else 0) for u, r in records.items())
    assert all(r.timeouts_per_100 == 100.0 for u, r in records.items() if u in late)


async def test_an_open_seat_in_a_running_game_counts_against_the_most_open_games(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    live = await open_table(service, "kepler3042", 1, [ALICE, BOB, CAROL])
    await service.seats.leave(live, CAROL, locale="en")  # her seat is open to others
    await service.lobbies.new_game(GUILD, 2, DAVE, "kepler3042",
                                   locale="en")  # Dave's one open game
    await service.moderation.settings(GUILD, MOD, max_games=1, min_reliability=90, locale="en")
    with pytest.raises(NotAllowed, match="You already have 1 open game"):
        await service.seats.take(await service.core.live(1), DAVE, locale="en")
    await service.seats.take(await service.core.live(1), CAROL,
                             locale="en")  # her own seat back: let in
