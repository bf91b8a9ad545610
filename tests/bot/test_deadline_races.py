"""Where a deadline meets something else happening: each reminder and each time-out comes
exactly once, for the decision it belongs to (issue #16), and /away reads hostile text
safely (issue #12)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.app.errors import BadOption, UserError
from bot.app.i18n import Readers
from bot.app.wording import MESSAGE_LIMIT
from bot.features.service import GameService
from bot.features.timekeeping import DAY, HOUR, parse_until, plan_clock
from games.core import Event
from storage.sqlite import SqliteStore
from tests.bot.timekeeping_support import (
    GUILD,
    START,
    ManualClock,
    NoDrawing,
    first_move,
    open_table,
    reminded,
    told_late,
    user_of,
    waiting_humans,
)

ALICE, BOB, CAROL, DAVE = 11, 12, 13, 14
CHANNEL = 100
MOD = 99


async def policy(service: GameService, name: str) -> None:
    await service.store.set_setting(GUILD, "timeout_policy", name, now=START)


async def timeouts(service: GameService, game_id: int) -> list[tuple[int, int | None, int]]:
    """(ply, seat, time) of every move the scheduler made for a late player."""
    rows = await service.store.moves_page(game_id, 0, 10_000)
    return [(r.ply, r.seat, r.created_at) for r in rows if r.kind == "timeout"]


# ---- 1. rewriting a schedule keeps what was already sent ------------------------------------

async def reminded_once(service: GameService, clock: ManualClock) -> tuple[int, int]:
    """Start Ad Astra, reach the 24 h reminder; the awaited member and someone else."""
    live = await open_table(service, "adastra", CHANNEL, [ALICE, BOB, CAROL])
    clock.advance(48 * HOUR)
    awaited_user = user_of(live, waiting_humans(live)[0])
    assert reminded(await service.timekeeper.tick()) == [awaited_user]
    other = next(u for u in (ALICE, BOB, CAROL) if u != awaited_user)
    return awaited_user, other


async def test_away_back_by_someone_not_awaited_sends_nothing_again(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    _, other = await reminded_once(service, clock)
    await service.timekeeper.set_away(GUILD, other, "back", readers=Readers("en", "en"))
    assert await service.timekeeper.tick() == []


async def test_admin_deadline_without_a_change_sends_nothing_again(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    await reminded_once(service, clock)
    live = await service.core.live(CHANNEL)
    await service.moderation.deadline(live, MOD, 72, locale="en")
    assert await service.timekeeper.tick() == []


async def test_a_seat_changing_hands_does_not_remind_the_awaited_player_again(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    awaited_user, other = await reminded_once(service, clock)
    live = await service.core.live(CHANNEL)
    await service.seats.leave(live, other, locale="en")
    assert await service.timekeeper.tick() == []
    await service.seats.take(live, DAVE, locale="en")
    assert await service.timekeeper.tick() == []
    clock.advance(20 * HOUR)  # the 4 h reminder, once
    assert reminded(await service.timekeeper.tick()) == [awaited_user]
    assert await service.timekeeper.tick() == []


# ---- 2. a restart never repeats a sent notice ------------------------------------------------

async def test_moderators_are_told_once_whatever_the_restarts(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "adastra", CHANNEL, [ALICE, BOB, CAROL])
    late = user_of(live, waiting_humans(live)[0])
    clock.advance(73 * HOUR)
    assert told_late(await service.timekeeper.tick()) == [late]
    for _ in range(2):
        clock.advance(HOUR)
        service = GameService(service.store, service.renderer, clock)
        await service.timekeeper.catch_up()
        assert await service.timekeeper.tick() == []


# ---- 3. a move at the deadline instant wins ---------------------------------------------------

async def kepler_turn(service: GameService) -> int:
    """Kepler-3042 for Alice and Bob, past the choice of starts: the seat whose turn (of
    several decisions) has just begun."""
    live = await open_table(service, "kepler3042", CHANNEL, [ALICE, BOB])
    for seat in list(waiting_humans(live)):
        await service.moves.move(CHANNEL, user_of(live, seat), first_move(live, seat),
                           readers=Readers("en", "en"))
    (seat,) = waiting_humans(live)
    return seat


@pytest.mark.parametrize("policy_name", ["default", "ai", "notify"])
@pytest.mark.parametrize("game", ["magnastorm", "kepler3042"])
async def test_a_move_at_the_deadline_instant_is_never_followed_by_a_timeout(
        tmp_path: Path, policy_name: str, game: str) -> None:
    """The awaited player moves exactly when the deadline falls due, while the scheduler
    runs: Magnastorm with two people and an AI, and Kepler-3042 in the middle of a turn (the
    same seat decides again next). Whichever goes first, the other sees the decision is over."""
    clock = ManualClock()
    renderer = NoDrawing()
    for attempt in range(4):
        store = await SqliteStore.open(tmp_path / f"race{attempt}.sqlite3")
        service = GameService(store, renderer, clock)
        await policy(service, policy_name)
        if game == "magnastorm":
            live = await open_table(service, game, CHANNEL, [ALICE, BOB], ai_seats=1)
            seat = waiting_humans(live)[0]
        else:
            seat = await kepler_turn(service)
            live = await service.core.live(CHANNEL)
        user, text = user_of(live, seat), first_move(live, seat)
        clock.advance(72 * HOUR)
        moved, notices = await asyncio.gather(service.moves.move(CHANNEL, user, text,
                                                           readers=Readers("en", "en")),
                                              service.timekeeper.tick(),
                                              return_exceptions=True)
        assert not isinstance(notices, BaseException), notices
        rows = await service.store.moves_page(live.row.id, 0, 10_000)
        player = [r.ply for r in rows if r.kind == "player" and r.created_at == clock.now]
        late = [r.ply for r in rows if r.kind == "timeout"]
        time_up = [n.text for n in notices if "Time is up" in n.text]
        if isinstance(moved, BaseException):
            # The scheduler went first: the player's move came too late and was refused.
            assert isinstance(moved, UserError) and not player
            assert late and time_up
        elif time_up:
            # The scheduler went first and only told the moderators; the move came after.
            assert policy_name == "notify" and not late
        else:
            # The player went first: nothing was decided or announced for anyone after it.
            assert player and not late, (player, late)
        await store.close()
    renderer.close()


# ---- 4. two scheduler runs at once -----------------------------------------------------------

async def test_two_scheduler_runs_at_once_remind_once(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "adastra", CHANNEL, [ALICE, BOB, CAROL])
    clock.advance(48 * HOUR)
    first, second = await asyncio.gather(service.timekeeper.tick(), service.timekeeper.tick())
    assert reminded([*first, *second]) == [user_of(live, waiting_humans(live)[0])]


async def test_two_processes_at_once_remind_once(
        env: tuple[GameService, ManualClock], tmp_path: Path) -> None:
    service, clock = env
    live = await open_table(service, "adastra", CHANNEL, [ALICE, BOB, CAROL])
    other_store = await SqliteStore.open(tmp_path / "db.sqlite3")
    other = GameService(other_store, service.renderer, clock)
    try:
        clock.advance(48 * HOUR)
        first, second = await asyncio.gather(service.timekeeper.tick(),
                                             other.timekeeper.tick())
        assert reminded([*first, *second]) == [user_of(live, waiting_humans(live)[0])]
    finally:
        await other_store.close()


async def test_runs_at_once_at_a_deadline_time_out_once(
        env: tuple[GameService, ManualClock], tmp_path: Path) -> None:
    service, clock = env
    await policy(service, "default")
    seat = await kepler_turn(service)
    live = await service.core.live(CHANNEL)
    other_store = await SqliteStore.open(tmp_path / "db.sqlite3")
    other = GameService(other_store, service.renderer, clock)
    try:
        clock.advance(72 * HOUR)
        results = await asyncio.gather(service.timekeeper.tick(), service.timekeeper.tick(),
                                       other.timekeeper.tick(), return_exceptions=True)
        assert not any(isinstance(r, BaseException) for r in results), results
        posts = [n for r in results for n in r if n.post is not None]  # type: ignore[union-attr]
        assert len(posts) == 1 and "Time is up" in posts[0].text
        made = await timeouts(service, live.row.id)
        assert {s for _, s, _ in made} == {seat}
        assert [p for p, _, _ in made] == list(range(made[0][0], made[0][0] + len(made)))
    finally:
        await other_store.close()


# ---- 5. simultaneous decisions: a clock per seat ---------------------------------------------

async def test_each_seat_of_a_simultaneous_decision_keeps_its_own_clock(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "kepler3042", CHANNEL, [ALICE, BOB, CAROL])
    assert len(waiting_humans(live)) == 3  # everyone chooses a start at once
    seen: dict[int, list[int]] = {}
    for hour in range(1, 150):
        clock.now = START + hour * HOUR
        if hour == 70:
            seat = live.seat_of(ALICE)
            assert seat is not None
            await service.moves.move(CHANNEL, ALICE, first_move(live, seat), readers=Readers("en",
                                                                                             "en"))
        for notice_user in reminded(await service.timekeeper.tick()):
            seen.setdefault(notice_user, []).append(hour)
    # Bob and Carol were awaited from the start: reminded at 48 and 68 h, told off at 72 h.
    assert seen[BOB] == seen[CAROL] == seen[ALICE] == [48, 68]


async def test_a_late_seat_of_a_simultaneous_decision_times_out_on_its_own_clock(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "kepler3042", CHANNEL, [ALICE, BOB, CAROL])
    clock.advance(70 * HOUR)
    seat = live.seat_of(ALICE)
    assert seat is not None
    await service.moves.move(CHANNEL, ALICE, first_move(live, seat), readers=Readers("en", "en"))
    clock.advance(2 * HOUR)
    assert sorted(told_late(await service.timekeeper.tick())) == [BOB, CAROL]


# ---- 6. overlapping away periods are merged --------------------------------------------------

def test_overlapping_absences_pause_the_clock_once() -> None:
    assert plan_clock(0, 72, (), [(0, 3 * DAY), (0, 3 * DAY)]).deadline == 144 * HOUR
    assert plan_clock(0, 72, (), [(0, 2 * DAY), (DAY, 3 * DAY)]).deadline == 144 * HOUR


async def test_two_players_away_together_wait_three_days_not_six(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "kepler3042", CHANNEL, [ALICE, BOB, CAROL])
    for user in (BOB, CAROL):
        await service.timekeeper.set_away(GUILD, user, "3d", readers=Readers("en", "en"))
    clock.advance(HOUR)
    seat = live.seat_of(ALICE)
    assert seat is not None
    await service.moves.move(CHANNEL, ALICE, first_move(live, seat), readers=Readers("en", "en"))
    clock.now = START + 144 * HOUR - 1
    assert told_late(await service.timekeeper.tick()) == []
    clock.now = START + 144 * HOUR
    assert sorted(told_late(await service.timekeeper.tick())) == [BOB, CAROL]


# ---- 7. the ping survives any length ---------------------------------------------------------

async def test_a_long_burst_keeps_the_mention_and_the_deadline(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    live = await open_table(service, "adastra", CHANNEL, [ALICE, BOB, CAROL])
    user = user_of(live, waiting_humans(live)[0])
    burst = [Event(f"AI move {i}: " + "a long sentence about what happened " * 3)
             for i in range(80)]
    post = await service.core.compose(live, burst, None, locale="en")
    assert len(post.text) <= MESSAGE_LIMIT
    last = post.text.splitlines()[-1]
    assert last.startswith("Next:") and f"<@{user}>" in last
    assert f"Deadline <t:{START + 72 * HOUR}:R>." in last
    assert post.text.startswith("AI move 0:") and "more" in post.text
    assert post.mentions == [user]


# ---- 8. a timeout resolves the seat's whole turn --------------------------------------------

@pytest.mark.parametrize("policy_name", ["default", "ai"])
async def test_a_timed_out_turn_is_played_to_its_end(
        env: tuple[GameService, ManualClock], policy_name: str) -> None:
    service, clock = env
    await policy(service, policy_name)
    live = await open_table(service, "kepler3042", CHANNEL, [ALICE, BOB])
    for seat in list(waiting_humans(live)):  # both choose their start
        await service.moves.move(CHANNEL, user_of(live, seat), first_move(live, seat),
                           readers=Readers("en", "en"))
    late = waiting_humans(live)
    assert len(late) == 1
    clock.advance(72 * HOUR)
    await service.timekeeper.tick()
    made = await timeouts(service, live.row.id)
    assert len(made) > 1 and {seat for _, seat, _ in made} == set(late)
    assert waiting_humans(live) != late  # the next player is up, with a fresh clock
    assert await service.timekeeper.tick() == []


# ---- issue #12: /away reads hostile text safely ---------------------------------------------

def test_a_huge_away_duration_is_refused_with_a_sentence() -> None:
    text = "9" * 400 + "d"
    with pytest.raises(BadOption) as info:
        parse_until(text, START)
    assert "9" * 41 not in info.value.message
    assert len(info.value.message) < 200
    with pytest.raises(BadOption):
        parse_until("99999999 weeks", START)
    with pytest.raises(BadOption) as info:
        parse_until("x" * 500, START)
    assert "x" * 41 not in info.value.message


async def test_away_with_a_huge_duration_changes_nothing(
        env: tuple[GameService, ManualClock]) -> None:
    service, _ = env
    await open_table(service, "adastra", CHANNEL, [ALICE, BOB, CAROL])
    with pytest.raises(BadOption):
        await service.timekeeper.set_away(GUILD, BOB, "9" * 400 + "d", readers=Readers("en", "en"))
    assert await service.store.get_setting(GUILD, f"away.{BOB}") is None


# ---- taking moves back -----------------------------------------------------------------------

async def test_an_undo_gives_a_fresh_clock_and_the_undone_decisions_never_fire(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "adastra", CHANNEL, [ALICE, BOB, CAROL])
    seat = waiting_humans(live)[0]
    mover = user_of(live, seat)
    clock.advance(48 * HOUR)
    assert reminded(await service.timekeeper.tick()) == [mover]
    clock.advance(2 * HOUR)
    await service.moves.move(CHANNEL, mover, first_move(live, seat), readers=Readers("en", "en"))
    clock.advance(HOUR)
    await service.rewind.undo(CHANNEL, mover, locale="en")  # at +51 h
    assert waiting_humans(live) == [seat]
    heard: list[tuple[int, str, int]] = []
    for hour in range(52, 160):
        clock.now = START + hour * HOUR
        notices = await service.timekeeper.tick()
        heard += [(hour, "reminder", u) for u in reminded(notices)]
        heard += [(hour, "late", u) for u in told_late(notices)]
    # The same decision again, from the undo: reminded at 99 and 119 h, late at 123 h.
    assert heard == [(99, "reminder", mover), (119, "reminder", mover), (123, "late", mover)]


async def test_a_rollback_ends_the_decisions_it_takes_back(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "kepler3042", CHANNEL, [ALICE, BOB])
    for seat in list(waiting_humans(live)):  # both choose their start, at +1 h
        clock.now = START + HOUR
        await service.moves.move(CHANNEL, user_of(live, seat), first_move(live, seat),
                           readers=Readers("en", "en"))
    clock.now = START + 10 * HOUR
    (seat,) = waiting_humans(live)
    await service.moves.move(CHANNEL, user_of(live, seat), first_move(live, seat),
                       readers=Readers("en", "en"))
    clock.now = START + 20 * HOUR
    await service.moderation.rollback(live, MOD, 3, locale="en")  # back to the choice of starts
    assert sorted(waiting_humans(live)) == [0, 1]
    heard: list[tuple[int, str, int]] = []
    for hour in range(21, 120):
        clock.now = START + hour * HOUR
        notices = await service.timekeeper.tick()
        heard += [(hour, "reminder", u) for u in reminded(notices)]
        heard += [(hour, "late", u) for u in told_late(notices)]
    both = sorted([ALICE, BOB])
    assert [(h, kind) for h, kind, _ in heard] == [(68, "reminder")] * 2 + [
        (88, "reminder")] * 2 + [(92, "late")] * 2
    assert sorted(u for _, _, u in heard[:2]) == both


# ---- a server's new hours reach the running games ---------------------------------------------
# The wait under way keeps its start and takes the new hours, as /admin deadline does for one
# game, and a game with its own deadline keeps it.

async def test_a_shorter_server_deadline_reaches_the_wait_under_way(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    live = await open_table(service, "adastra", 100, [ALICE, BOB, CAROL])
    late = user_of(live, waiting_humans(live)[0])
    clock.advance(10 * HOUR)
    assert await service.timekeeper.tick() == []
    await service.moderation.settings(GUILD, MOD, deadline_hours=24, reminders="", locale="en")
    clock.advance(15 * HOUR)  # 25 h into the wait: past the new 24 h, far from the old 72 h
    assert told_late(await service.timekeeper.tick()) == [late]
    assert await service.timekeeper.tick() == []


async def test_new_reminders_reach_running_games_but_not_one_with_its_own_deadline(
        env: tuple[GameService, ManualClock]) -> None:
    service, clock = env
    first = await open_table(service, "adastra", 100, [ALICE, BOB, CAROL])
    own = await open_table(service, "magnastorm", 200, [ALICE, BOB])
    await service.moderation.deadline(own, MOD, 200, locale="en")  # this game's own hours
    clock.advance(HOUR)
    await service.moderation.settings(GUILD, MOD, deadline_hours=10, reminders="8", locale="en")
    clock.advance(HOUR + 1)  # 2 h into both waits: 8 h before the new 10 h deadline
    awaited_first = user_of(first, waiting_humans(first)[0])
    assert reminded(await service.timekeeper.tick()) == [awaited_first]
    clock.advance(9 * HOUR)  # 11 h: the first game is late, the other has 200 h
    assert told_late(await service.timekeeper.tick()) == [awaited_first]
