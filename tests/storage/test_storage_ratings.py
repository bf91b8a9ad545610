"""Ratings (storage/ratings.py, storage/skill.py): the model against OpenSkill's own results
and against the Plackett-Luce update worked out by hand; a finished game moving its members'
ratings in its own transaction, on both databases; AI seats and entries that are no seat left
out; aborted games unrated; a rebuild from the stored results giving the same numbers, also
after games finished out of order or before ratings existed."""

from __future__ import annotations

import math

import pytest
from openskill.models import PlackettLuce

from storage import GameStart, SeatSpec
from storage.base import Change, GameStatus, ResultRow
from storage.skill import BETA, MU, SIGMA, TAU, Skill, rate
from tests.storage.storage_helpers import GUILD, T0, AnyStore, Backend, state

# ---- the model ----------------------------------------------------------------------------


def by_hand(skills: list[tuple[float, float]], ranks: list[int]) -> list[tuple[float, float]]:
    """Weng and Lin's Plackett-Luce update (their Algorithm 4) for one-member teams, with
    the dynamics tau added to each sigma first, written out from the paper."""
    sig2 = [s * s + TAU * TAU for _, s in skills]
    mus = [m for m, _ in skills]
    c = math.sqrt(sum(v + BETA * BETA for v in sig2))
    ties = [ranks.count(r) for r in ranks]  # A_q
    sums = [sum(math.exp(mus[i] / c) for i in range(len(mus)) if ranks[i] >= ranks[q])
            for q in range(len(mus))]
    out = []
    for i in range(len(mus)):
        omega = delta = 0.0
        e = math.exp(mus[i] / c)
        for q in range(len(mus)):
            if ranks[q] <= ranks[i]:
                p = e / sums[q]
                delta += p * (1 - p) / ties[q]
                omega += ((1 - p) if q == i else -p) / ties[q]
        omega *= sig2[i] / c
        delta *= sig2[i] / c ** 2 * (math.sqrt(sig2[i]) / c)
        out.append((mus[i] + omega, math.sqrt(sig2[i] * max(1 - delta, 0.0001))))
    return out


CASES = [
    ({}, {1: 1, 2: 2}),  # two newcomers, one wins
    ({}, {1: 1, 2: 1}),  # a draw
    ({}, {1: 1, 2: 2, 3: 2}),  # three, two tied behind the winner
    ({1: Skill(30.0, 4.0, 9), 2: Skill(22.0, 6.0, 3)}, {1: 2, 2: 1, 3: 3}),  # an upset
    ({}, {5: 4, 9: 1, 7: 2, 6: 4}),  # places with gaps (seats not rated), a tie last
]


@pytest.mark.parametrize(("before", "places"), CASES)
def test_rate_is_openskill_and_the_hand_computed_update(before: dict[int, Skill],
                                                       places: dict[int, int]) -> None:
    after = rate(before, places)
    users = sorted(places)
    old = [before.get(u, Skill()) for u in users]
    ranks = sorted(set(places.values()))
    dense = [ranks.index(places[u]) + 1 for u in users]
    library = PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=TAU)
    theirs = library.rate([[library.rating(mu=s.mu, sigma=s.sigma)] for s in old],
                          ranks=[float(r) for r in dense])
    hand = by_hand([(s.mu, s.sigma) for s in old], dense)
    for user, skill, team, (mu, sigma) in zip(users, old, theirs, hand, strict=True):
        assert (after[user].mu, after[user].sigma) == (team[0].mu, team[0].sigma)
        assert after[user].mu == pytest.approx(mu, abs=1e-9)
        assert after[user].sigma == pytest.approx(sigma, abs=1e-9)
        assert after[user].games == skill.games + 1


def test_a_win_raises_a_loss_lowers_a_draw_keeps_the_order() -> None:
    two = rate({}, {1: 1, 2: 2})
    assert two[1].mu > MU > two[2].mu and two[1].ordinal > two[2].ordinal
    draw = rate({}, {1: 1, 2: 1})
    assert draw[1] == draw[2] and draw[1].mu == pytest.approx(MU)
    assert rate({}, {1: 1}) == {} and rate({}, {}) == {}


def test_newcomers_start_at_an_ordinal_of_zero() -> None:
    assert Skill().ordinal == pytest.approx(0.0)


# ---- stored with the game's end ----------------------------------------------------------

P1, P2, P3, P4 = 2001, 2002, 2003, 2004


async def game_of(store: AnyStore, channel: int, seats: list[tuple[int | None, bool]],
                  *, game: str = "kepler3042", guild: int = GUILD) -> int:
    """A started game with these (member, held by the AI) seats."""
    host = next(u for u, _ in seats if u is not None)
    lobby = await store.create_lobby(guild_id=guild, channel_id=channel, game=game,
                                     host_id=host, seed=1, now=T0)
    start = GameStart([SeatSpec(u, ai) for u, ai in seats], state(0))
    return (await store.commit(Change(lobby.id, T0, start=start))).game.id


async def finish(store: AnyStore, game_id: int, places: list[int], at: int,
                 users: list[int | None] | None = None) -> None:
    """End the game with these places by seat (a moderator's end with standings)."""
    seats = await store.get_seats(game_id)
    owners = users if users is not None else [s.user_id for s in seats]
    results = [ResultRow(i, owners[i], 10 - p, p) for i, p in enumerate(places)]
    await store.commit(Change(game_id, at, status=GameStatus.FINISHED, results=results,
                              reason="ended"))


def table(rows: list[object]) -> dict[tuple[str, int], tuple[float, float, int]]:
    return {(r.game, r.user_id): (r.skill.mu, r.skill.sigma, r.skill.games)  # type: ignore[attr-defined]
            for r in rows}


async def test_a_finished_game_moves_its_members_ratings(store: AnyStore) -> None:
    game = await game_of(store, 1, [(P1, False), (P2, False), (P3, False)])
    await finish(store, game, [2, 1, 2], T0 + 100)
    expected = rate({}, {P1: 2, P2: 1, P3: 2})
    stored = await store.guild_ratings(GUILD, "kepler3042")
    assert [r.user_id for r in stored] == [P2, P1, P3]  # best first; the tie by member id
    assert {r.user_id: r.skill for r in stored} == expected
    # The next game starts from those ratings.
    second = await game_of(store, 2, [(P1, False), (P2, False)])
    await finish(store, second, [1, 2], T0 + 200)
    again = rate(expected, {P1: 1, P2: 2})
    mine = {r.user_id: r.skill for r in await store.guild_ratings(GUILD)}
    assert mine[P1] == again[P1] and mine[P2] == again[P2] and mine[P3] == expected[P3]
    assert [r[:2] for r in (await store.member_records(P1, [])).ratings] == [
        (GUILD, "kepler3042")]


async def test_ai_seats_and_the_bot_are_not_rated(store: AnyStore) -> None:
    # A member's seat handed to the AI keeps its member in the results, and is not rated;
    # a lobby AI seat has no member; Afternova's Bot (index 3) holds no seat at all.
    game = await game_of(store, 1, [(P1, False), (P2, True), (None, True)], game="afternova")
    await finish(store, game, [3, 1, 2, 4], T0 + 50, users=[P1, P2, None, None])
    assert await store.guild_ratings(GUILD) == []  # one member left: nothing to rate
    game = await game_of(store, 2, [(P1, False), (None, True), (P3, False)], game="afternova")
    await finish(store, game, [3, 1, 2, 1], T0 + 60, users=[P1, None, P3, None])
    assert table(await store.guild_ratings(GUILD)) == {
        ("afternova", u): (s.mu, s.sigma, 1) for u, s in rate({}, {P1: 3, P3: 2}).items()}


async def test_aborted_and_cancelled_games_are_not_rated(store: AnyStore) -> None:
    game = await game_of(store, 1, [(P1, False), (P2, False)])
    await store.commit(Change(game, T0 + 5, status=GameStatus.ABORTED, reason="aborted"))
    lobby = await store.create_lobby(guild_id=GUILD, channel_id=2, game="kepler3042",
                                     host_id=P1, seed=1, now=T0)
    await store.commit(Change(lobby.id, T0 + 6, status=GameStatus.CANCELLED, reason="x"))
    assert await store.guild_ratings(GUILD) == []
    assert (await store.rebuild_ratings(T0 + 7)).games == 0


async def test_ratings_are_per_server_and_per_game(store: AnyStore) -> None:
    for channel, (game, guild) in enumerate([("kepler3042", GUILD), ("magnastorm", GUILD),
                                             ("kepler3042", GUILD + 1)], start=1):
        gid = await game_of(store, channel, [(P1, False), (P2, False)], game=game, guild=guild)
        await finish(store, gid, [1, 2], T0 + channel)
    one = rate({}, {P1: 1, P2: 2})
    for guild, game in ((GUILD, "kepler3042"), (GUILD, "magnastorm"),
                        (GUILD + 1, "kepler3042")):
        assert {r.user_id: r.skill for r in await store.guild_ratings(guild, game)} == one
    assert len((await store.member_records(P1, [])).ratings) == 3


async def test_a_rebuild_gives_the_same_numbers(store: AnyStore) -> None:
    # Games of three to four members, ties, AI seats, over two servers and two games.
    layouts = [([P1, P2, P3], [1, 2, 3]), ([P2, P3, P4], [1, 1, 3]),
               ([P4, P1, None], [2, 1, 3]), ([P1, P2, P3, P4], [4, 3, 2, 1]),
               ([P3, P1], [1, 1]), ([P2, P4, P1], [3, 2, 1])]
    at = T0
    for round_ in range(3):
        for i, (members, places) in enumerate(layouts):
            at += 37
            channel = 100 * round_ + i
            game = "kepler3042" if i % 2 else "magnastorm"
            gid = await game_of(store, channel, [(u, u is None) for u in members], game=game,
                                guild=GUILD + round_ % 2)
            await finish(store, gid, places, at)
    before = {g: table(await store.guild_ratings(g)) for g in (GUILD, GUILD + 1)}
    report = await store.rebuild_ratings(at + 1)
    assert report.games == 18 and report.changed == 0
    assert {g: table(await store.guild_ratings(g)) for g in (GUILD, GUILD + 1)} == before
    assert report.ratings == sum(len(v) for v in before.values())


async def test_a_game_finished_out_of_order_is_rated_as_the_rebuild_rates_it(
        store: AnyStore) -> None:
    # Same second: the later game id commits first; the earlier one then replays the server's
    # ratings in the order (finished_at, id), which is the rebuild's.
    first = await game_of(store, 1, [(P1, False), (P2, False)])
    second = await game_of(store, 2, [(P1, False), (P2, False)])
    await finish(store, second, [1, 2], T0 + 10)
    await finish(store, first, [2, 1], T0 + 10)
    expected = rate(rate({}, {P1: 2, P2: 1}), {P1: 1, P2: 2})
    assert {r.user_id: r.skill for r in await store.guild_ratings(GUILD)} == expected
    assert (await store.rebuild_ratings(T0 + 11)).changed == 0


async def test_games_finished_before_ratings_existed_are_taken_in(
        store: AnyStore, backend: Backend) -> None:
    first = await game_of(store, 1, [(P1, False), (P2, False)])
    await finish(store, first, [1, 2], T0 + 10)
    # As a database migrated from before ratings: results, no ratings.
    await backend.sql("DELETE FROM ratings")
    await backend.sql("DELETE FROM rated_games")
    second = await game_of(store, 2, [(P2, False), (P3, False)])
    await finish(store, second, [1, 2], T0 + 20)
    expected = rate(rate({}, {P1: 1, P2: 2}), {P2: 1, P3: 2})
    expected[P1] = rate({}, {P1: 1, P2: 2})[P1]
    assert {r.user_id: r.skill for r in await store.guild_ratings(GUILD)} == expected
    # And the rebuild, after wiping everything, finds them all again.
    await backend.sql("DELETE FROM ratings")
    report = await store.rebuild_ratings(T0 + 30, GUILD)
    assert report.games == 2 and report.changed == 3
    assert {r.user_id: r.skill for r in await store.guild_ratings(GUILD)} == expected


async def test_a_rebuild_after_an_erasure_brings_no_rating_back(store: AnyStore) -> None:
    # P1 plays two games and is erased: the results keep their places under a pseudonym,
    # which the rebuild rates as P1 was rated (the others' numbers stay the same) and never
    # stores. P1 then plays again with a new rating, and is erased again.
    layouts = [([P1, P2, P3], [1, 2, 3]), ([P2, P1], [1, 2]), ([P3, P2], [2, 1])]
    played = []
    for i, (members, places) in enumerate(layouts):
        played.append(await game_of(store, 10 + i, [(u, False) for u in members]))
        await finish(store, played[-1], places, T0 + 10 * (i + 1))
    before = table(await store.guild_ratings(GUILD))
    others = {key: value for key, value in before.items() if key[1] != P1}
    assert len(others) == 2 and len(before) == 3
    assert (await store.erase_member(P1, [], []))["ratings"] == 1
    assert table(await store.guild_ratings(GUILD)) == others
    report = await store.rebuild_ratings(T0 + 100)
    assert (report.games, report.ratings, report.changed) == (3, 2, 0)
    assert table(await store.guild_ratings(GUILD)) == others
    kept = [{r.user_id for r in await store.get_results(g)} - {P2, P3} for g in played]
    assert kept[0] == kept[1] and kept[2] == set() and min(kept[0]) < 0  # one pseudonym
    assert (await store.member_records(P1, [])).ratings == []
    # Back at the table: a new rating, and the rebuild gives the same.
    p3 = {r.user_id: r.skill for r in await store.guild_ratings(GUILD)}[P3]
    again = await game_of(store, 20, [(P1, False), (P3, False)])
    await finish(store, again, [1, 2], T0 + 200)
    fresh = rate({P3: p3}, {P1: 1, P3: 2})
    assert {r.user_id: r.skill for r in await store.guild_ratings(GUILD)}[P1] == fresh[P1]
    assert (await store.rebuild_ratings(T0 + 300)).changed == 0
    # Erased again: a pseudonym of its own, and the ratings still do not come back.
    before = table(await store.guild_ratings(GUILD))
    await store.erase_member(P1, [], [])
    report = await store.rebuild_ratings(T0 + 400)
    assert (report.ratings, report.changed) == (2, 0)
    assert table(await store.guild_ratings(GUILD)) == {
        key: value for key, value in before.items() if key[1] != P1}
    second = {r.user_id for r in await store.get_results(again)} - {P3}
    assert len(second) == 1 and min(second) < 0 and second != kept[0]
