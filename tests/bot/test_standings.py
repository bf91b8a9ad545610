"""/stats with ratings (bot/features/standings.py): a game a moderator ends moves its members'
ratings;
the leaderboard ranks by rating (or by wins), a member's line gives their rating and rank, in
English, Spanish and French; members who only played the AI are not rated; and
``python -m bot ratings --rebuild`` gives the numbers the games gave as they finished."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.app.i18n import t
from bot.features.service import GameService
from bot.features.standings import shown
from storage import SqliteStore
from storage.base import Change, GameStatus, ResultRow
from storage.skill import Skill, rate
from tests.bot.test_service import ALICE, BOB, CAROL, DAVE, GUILD

MOD = 99


async def played(service: GameService, channel: int, people: list[int], places: list[int],
                 ai_seats: int = 0) -> int:
    """A Kepler-3042 game of these people, ended with these places (in seat order)."""
    await service.lobbies.new_game(GUILD, channel, people[0], "kepler3042", ai_seats, locale="en")
    for user in people[1:]:
        await service.lobbies.join(user, channel_id=channel, locale="en")
    await service.lobbies.start(people[0], channel_id=channel, locale="en")
    live = await service.core.live(channel)
    results = [ResultRow(s.seat, s.user_id, 10 * (5 - places[s.seat]), places[s.seat])
               for s in live.seats]
    await service.store.commit(Change(live.row.id, service.core.clock(), status=GameStatus.FINISHED,
                                      results=results, reason="test"))
    service.core.forget(channel)
    return live.row.id


async def seated(service: GameService, channel: int) -> list[int | None]:
    row = await service.store.latest_game_in_channel(channel)
    assert row is not None
    return [s.user_id for s in await service.store.get_seats(row.id)]


async def test_a_moderators_end_rates_the_members(service: GameService) -> None:
    await service.lobbies.new_game(GUILD, 1, ALICE, "kepler3042", locale="en")
    await service.lobbies.join(BOB, channel_id=1, locale="en")
    await service.lobbies.start(ALICE, channel_id=1, locale="en")
    await service.moderation.end(await service.core.live(1), MOD, "time", locale="en")
    ratings = await service.store.guild_ratings(GUILD, "kepler3042")
    assert {r.user_id for r in ratings} == {ALICE, BOB}
    assert all(r.skill.games == 1 for r in ratings)


async def test_the_leaderboard_ranks_by_rating_in_every_language(
        service: GameService) -> None:
    await played(service, 1, [ALICE, BOB, CAROL], [1, 2, 3])
    order = await seated(service, 1)
    await played(service, 2, [ALICE, BOB, CAROL], [1, 2, 3])
    second = await seated(service, 2)
    await played(service, 3, [DAVE], [1, 1], ai_seats=1)  # Dave only played the AI (a tie)
    # By hand: the same two games rated one after the other.
    first = rate({}, {u: p for u, p in zip(order, [1, 2, 3], strict=True) if u})
    skills = {**first, **rate(first, {u: p for u, p in zip(second, [1, 2, 3], strict=True)
                                      if u})}
    best = sorted(skills, key=lambda u: -skills[u].ordinal)
    text = await service.standings.stats(GUILD, "kepler3042", locale="en")
    lines = text.splitlines()
    assert lines[0] == "**Kepler-3042**: 3 games played, ranked by rating"
    for place, user in enumerate(best, start=1):
        assert lines[place].startswith(f"{place}. <@{user}>: rating {shown(skills[user]):.1f}, ")
    assert lines[4].startswith(f"4. <@{DAVE}>: 1 win in 1 game")
    mine = await service.standings.stats(GUILD, "kepler3042", best[0], locale="en")
    assert mine.startswith(f"**Kepler-3042**: <@{best[0]}> has a rating of "
                           f"{shown(skills[best[0]]):.1f} (rank 1 of 3); played 2, won")
    assert "not rated yet" in await service.standings.stats(GUILD, None, DAVE, locale="en")
    by_wins = (await service.standings.stats(GUILD, "kepler3042", by="wins",
                                             locale="en")).splitlines()
    assert by_wins[0] == "**Kepler-3042**: 3 games played"
    es = await service.standings.stats(GUILD, "kepler3042", locale="es")
    assert es.startswith("**Kepler-3042**: 3 partidas jugadas, por valoración")
    comma = f"{shown(skills[best[0]]):.1f}".replace(".", ",")  # 25,3: as Spanish writes it
    assert f"1. <@{best[0]}>: valoración {comma}" in es
    assert "(puesto 1 de 3)" in await service.standings.stats(GUILD, None, best[0], locale="es")
    fr = await service.standings.stats(GUILD, "kepler3042", locale="fr")
    assert fr.startswith("**Kepler-3042** : 3 parties jouées, classées par cote")
    assert f"1. <@{best[0]}> : cote {comma}" in fr
    assert "(rang 1 sur 3)" in await service.standings.stats(GUILD, None, best[0], locale="fr")
    assert "pas encore de cote" in await service.standings.stats(GUILD, None, DAVE, locale="fr")


def test_shown_is_the_ordinal_written_with_one_decimal() -> None:
    assert shown(Skill()) == 0.0 and shown(Skill(30.0, 2.0, 4)) == 24.0
    assert t("stats.member_rated", "fr", title="T", user="U", rating=24.06, rank=1, ranked=2,
             played=3, wins=1, average=66.0, best=70).startswith(
        "**T** : U a une cote de 24,1 (rang 1 sur 2) ; a joué 3, gagné 1, moyenne 66,0")


async def _games(path: Path) -> dict[int, tuple[float, float, int]]:
    store = await SqliteStore.open(path)
    try:
        return {r.user_id: (r.skill.mu, r.skill.sigma, r.skill.games)
                for r in await store.guild_ratings(GUILD)}
    finally:
        await store.close()


def test_the_rebuild_command_gives_the_same_numbers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    database = tmp_path / "starpost.sqlite3"

    async def games() -> None:
        from bot.app.render import Renderer
        from tests.bot.test_service import Clock

        store = await SqliteStore.open(database)
        service = GameService(store, Renderer(0), Clock())
        for channel, places in enumerate([[1, 2, 3], [2, 2, 1], [3, 1, 2], [1, 1, 1]],
                                         start=1):
            await played(service, channel, [ALICE, BOB, CAROL], places)
        await store.close()

    asyncio.run(games())
    before = asyncio.run(_games(database))
    assert len(before) == 3 and all(games == 4 for _, _, games in before.values())
    monkeypatch.chdir(tmp_path)
    for name in ("DATABASE_URL", "DISCORD_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_PATH", str(database))
    assert main(["ratings", "--rebuild"]) == 0
    assert capsys.readouterr().out == ("Ratings rebuilt from 4 finished games: 3 ratings, "
                                       "0 of them different from what was stored.\n")
    assert asyncio.run(_games(database)) == before
