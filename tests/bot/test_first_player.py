"""Afternova: "Le joueur qui a gagné le jeu la dernière fois est le premier joueur." When the
same members played the channel's previous game, its winner is seated first (seat 0 is the
first player); otherwise the seed's draw stands."""

from __future__ import annotations

import secrets

import pytest

from bot.features.service import GameService
from storage.base import Change, GameStatus, ResultRow
from tests.bot.test_service import Clock
from tests.bot.timekeeping_support import OpenService

GUILD, CHANNEL = 1, 100
ALICE, BOB, CAROL, DAVE = 11, 12, 13, 14
SEED = 1234


@pytest.fixture
async def service(open_service: OpenService, monkeypatch: pytest.MonkeyPatch) -> GameService:
    monkeypatch.setattr(secrets, "randbits", lambda bits: SEED)  # the same draw every game
    return await open_service(Clock())


async def play(service: GameService, members: list[int]) -> list[int]:
    """Open and start an Afternova game with these members; their seat order."""
    await service.lobbies.new_game(GUILD, CHANNEL, members[0], "afternova", locale="en")
    for user in members[1:]:
        await service.lobbies.join(user, channel_id=CHANNEL, locale="en")
    await service.lobbies.start(members[0], channel_id=CHANNEL, locale="en")
    live = await service.core.live(CHANNEL)
    return [s.user_id for s in live.seats]  # type: ignore[misc]


async def finish(service: GameService, winners: set[int | None], others: int = 0) -> None:
    """End the channel's game with these members first (``None``: a ranked entry that is
    not a member won, like the Bot)."""
    live = await service.core.live(CHANNEL)
    rows = [ResultRow(s.seat, s.user_id, 10 if s.user_id in winners else 5,
                      1 if s.user_id in winners else 2) for s in live.seats]
    if None in winners:
        rows.append(ResultRow(len(live.seats), None, 12, 1))
    await service.store.commit(Change(live.row.id, 2_000_000_000, status=GameStatus.FINISHED,
                                      results=rows))
    service.core.forget(CHANNEL)


async def test_the_last_winner_starts_when_the_table_is_the_same(service: GameService) -> None:
    drawn = await play(service, [ALICE, BOB, CAROL])
    winner = drawn[-1]  # anyone but the member the draw seats first
    await finish(service, {winner})
    order = await play(service, [ALICE, BOB, CAROL])
    assert order[0] == winner
    assert [u for u in order if u != winner] == [u for u in drawn if u != winner]


async def test_a_new_table_or_a_win_by_the_bot_keeps_the_draw(service: GameService) -> None:
    drawn = await play(service, [ALICE, BOB, CAROL])
    await finish(service, {drawn[-1]})
    other = await play(service, [ALICE, BOB, DAVE])  # not the same members
    assert other[0] != drawn[-1]
    await finish(service, {None})  # nobody of the table won
    again = await play(service, [ALICE, BOB, DAVE])
    assert again == other


async def test_tied_winners_the_one_drawn_first_starts(service: GameService) -> None:
    drawn = await play(service, [ALICE, BOB, CAROL])
    await finish(service, {drawn[1], drawn[2]})
    order = await play(service, [ALICE, BOB, CAROL])
    assert order[0] == drawn[1]
