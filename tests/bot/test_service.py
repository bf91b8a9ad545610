"""The application service on a real SQLite file, without Discord."""

from __future__ import annotations

import asyncio
import io
import json
from pathlib import Path

import pytest
from PIL import Image

from bot.app.errors import UserError
from bot.app.i18n import Readers
from bot.app.render import Renderer
from bot.features.lobby import parse_options
from bot.features.service import GameService
from games.adastra import GAME, ai
from storage.base import GameStatus
from storage.sqlite import SqliteStore
from tests.bot.timekeeping_support import NoDrawing, OpenService

GUILD, CHANNEL = 1, 100
ALICE, BOB, CAROL, DAVE = 11, 12, 13, 14


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000

    def __call__(self) -> int:
        self.now += 1
        return self.now


async def started(service: GameService, ai_seats: int = 0, locale: str = "en") -> GameService:
    """An Ad Astra game begun in ``CHANNEL``, its posts in ``locale`` (the server's)."""
    await service.lobbies.new_game(GUILD, CHANNEL, ALICE, "adastra", ai_seats, locale=locale)
    await service.lobbies.join(BOB, channel_id=CHANNEL, locale=locale)
    if not ai_seats:
        await service.lobbies.join(CAROL, channel_id=CHANNEL, locale=locale)
    await service.lobbies.start(ALICE, channel_id=CHANNEL, locale=locale)
    return service


async def expect(message: str, coro: object) -> None:
    with pytest.raises(UserError) as info:
        await coro  # type: ignore[misc]
    assert message in info.value.message


async def test_lobby_rules(service: GameService) -> None:
    await expect("There is no game called 'chess'",
                 service.lobbies.new_game(GUILD, CHANNEL, ALICE, "chess", locale="en"))
    await expect("Unknown Ad Astra option",
                 service.lobbies.new_game(GUILD, CHANNEL, ALICE, "adastra", 0, "speed=fast",
                                          locale="en"))
    await expect("is not key=value", service.lobbies.new_game(GUILD, CHANNEL, ALICE, "adastra", 0,
                                                              "x",
                                                      locale="en"))
    info = await service.lobbies.new_game(GUILD, CHANNEL, ALICE, "adastra", locale="en")
    assert "Players (1/5)" in info.text
    await expect("This channel already has a game",
                 service.lobbies.new_game(GUILD, CHANNEL, BOB, "adastra", locale="en"))
    await expect("You already have a seat", service.lobbies.join(ALICE, channel_id=CHANNEL,
                                                                 locale="en"))
    await expect("needs at least 3 players", service.lobbies.start(ALICE, channel_id=CHANNEL,
                                                                   locale="en"))
    await service.lobbies.join(BOB, channel_id=CHANNEL, locale="en")
    await expect("The host cannot leave", service.lobbies.leave(ALICE, channel_id=CHANNEL,
                                                                locale="en"))
    await expect("You have no seat", service.lobbies.leave(CAROL, channel_id=CHANNEL, locale="en"))
    await service.lobbies.join(CAROL, channel_id=CHANNEL, locale="en")
    await expect("Only the host can start", service.lobbies.start(BOB, channel_id=CHANNEL,
                                                                  locale="en"))
    await expect("Only the host, <@11>, can do that", service.lobbies.cancel(BOB,
                                                                             channel_id=CHANNEL,
                                                                     locale="en"))
    await expect("The game has not started yet", service.moves.move(CHANNEL, ALICE, "pass",
                                                              readers=Readers("en", "en")))
    _, outcome = await service.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
    assert "Ad Astra begins" in outcome.post.text and outcome.post.image
    assert Image.open(io.BytesIO(outcome.post.image)).format == "PNG"
    await expect("already started", service.lobbies.join(DAVE, channel_id=CHANNEL, locale="en"))


async def test_anyone_may_start_a_full_lobby_and_cancel_frees_the_channel(
        service: GameService) -> None:
    await service.lobbies.new_game(GUILD, CHANNEL, ALICE, "adastra", 3, locale="en")
    await service.lobbies.join(BOB, channel_id=CHANNEL, locale="en")
    await expect("The lobby is full (5 players)", service.lobbies.join(CAROL, channel_id=CHANNEL,
                                                               locale="en"))
    info, _ = await service.lobbies.start(BOB, channel_id=CHANNEL, locale="en")
    assert not info.open
    await service.lobbies.new_game(GUILD, CHANNEL + 1, ALICE, "adastra", locale="en")
    await service.lobbies.cancel(ALICE, channel_id=CHANNEL + 1, locale="en")
    await service.lobbies.new_game(GUILD, CHANNEL + 1, CAROL, "adastra", locale="en")


async def test_moves_wrong_turn_and_illegal_moves_change_nothing(
        service: GameService) -> None:
    await started(service)
    live = await service.core.live(CHANNEL)
    seat = GAME.to_act(live.state)[0]
    user = live.seats[seat].user_id
    idle = next(s.user_id for s in live.seats if s.seat != seat)
    assert user is not None and idle is not None
    before = json.dumps(GAME.to_json(live.state))
    await expect("It is not your turn: waiting for", service.moves.move(CHANNEL, idle, "pass",
                                                                  readers=Readers("en", "en")))
    await expect("You are not playing in this game", service.moves.move(CHANNEL, DAVE, "pass",
                                                                  readers=Readers("en", "en")))
    await expect("I could not read", service.moves.move(CHANNEL, user, "fly away",
                                                  readers=Readers("en", "en")))
    await expect("Spaces are numbered 1 to 12", service.moves.move(CHANNEL, user, "plan build 40",
                                                             readers=Readers("en", "en")))
    assert json.dumps(GAME.to_json(live.state)) == before and live.version == 0
    outcome = await service.moves.move(CHANNEL, user, "plan build 1", readers=Readers("en", "en"))
    assert "places an action card face down on space 1" in outcome.post.text
    assert "Build" not in outcome.post.text
    assert outcome.private == ["You placed Build on space 1."]
    assert live.version == 1
    # What autocomplete offers is the caller's own moves only.
    nxt = live.seats[GAME.to_act(live.state)[0]].user_id
    assert nxt is not None
    mine = await service.moves.suggest(CHANNEL, nxt, "plan", locale="en")
    assert mine and all(value.startswith("plan ") for _, value in mine) and len(mine) <= 25
    assert await service.moves.suggest(CHANNEL, user, "", locale="en") == []


async def test_undo_rules(service: GameService) -> None:
    await started(service)
    live = await service.core.live(CHANNEL)
    first = live.seats[GAME.to_act(live.state)[0]].user_id
    assert first is not None
    await expect("You have no move to take back", service.rewind.undo(CHANNEL, first, locale="en"))
    await service.moves.move(CHANNEL, first, "plan trade 2", readers=Readers("en", "en"))
    second = live.seats[GAME.to_act(live.state)[0]].user_id
    assert second is not None
    await expect("You have no move to take back", service.rewind.undo(CHANNEL, second, locale="en"))
    post = await service.rewind.undo(CHANNEL, first, locale="en")
    assert "takes back their last move." in post.text
    assert "trade" not in post.text  # which card was placed stays secret
    assert live.version == 0 and live.state.board[1] is None
    assert (await service.store.count_moves(live.row.id)) == 0
    await service.moves.move(CHANNEL, first, "plan trade 2", readers=Readers("en", "en"))
    await service.moves.move(CHANNEL, second, "plan build 3", readers=Readers("en", "en"))
    await expect("Someone else has moved since", service.rewind.undo(CHANNEL, first, locale="en"))
    # A move that revealed hidden information cannot be taken back: finish the planning,
    # whose last card reveals the first action card.
    while live.state.phase == "planning":
        seat = GAME.to_act(live.state)[0]
        user = live.seats[seat].user_id
        assert user is not None
        await service.moves.move(CHANNEL, user, GAME.format_move(
            live.state, ai.choose_move(GAME, live.state, seat)), readers=Readers("en", "en"))
    await expect("revealed hidden or random information", service.rewind.undo(CHANNEL, user,
                                                                              locale="en"))


async def test_a_second_writer_loses_cleanly(service: GameService, tmp_path: Path) -> None:
    await started(service)
    other_store = await SqliteStore.open(tmp_path / "db.sqlite3")
    other = GameService(other_store, Renderer(0), Clock())
    try:
        live = await service.core.live(CHANNEL)
        live2 = await other.core.live(CHANNEL)
        seat = GAME.to_act(live.state)[0]
        user = live.seats[seat].user_id
        assert user is not None
        card = live.state.players[seat].hand[0]
        await service.moves.move(CHANNEL, user, f"plan {card} 5", readers=Readers("en", "en"))
        assert live2.version == 0  # the other process still believes nothing happened
        await expect("The game moved on while you were deciding; try again.",
                     other.moves.move(CHANNEL, user, f"plan {card} 6", readers=Readers("en", "en")))
        # Trying again reads the fresh state: the move was made, it is someone else's turn.
        await expect("It is not your turn", other.moves.move(CHANNEL, user, f"plan {card} 6",
                                                       readers=Readers("en", "en")))
        stored = await other_store.moves_page(live.row.id, 0, 10)
        assert [m.notation for m in stored] == [f"plan {card} 5"]
    finally:
        await other_store.close()
        other.renderer.close()


async def test_concurrent_moves_in_one_process_are_serialised(service: GameService) -> None:
    await started(service)
    live = await service.core.live(CHANNEL)
    seat = GAME.to_act(live.state)[0]
    user = live.seats[seat].user_id
    assert user is not None
    results = await asyncio.gather(service.moves.move(CHANNEL, user, "plan build 1",
                                                readers=Readers("en", "en")),
                                   service.moves.move(CHANNEL, user, "plan trade 2",
                                                readers=Readers("en", "en")),
                                   return_exceptions=True)
    assert sum(isinstance(r, UserError) for r in results) == 1
    assert live.version == 1



async def test_a_move_lets_other_tables_run_between_its_steps(
        service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """A move's work on the event loop comes in steps: other tables' callbacks run after it
    is applied and again once its board is asked for, and the board is asked for before
    the move is committed (the worker draws while the post is composed and stored)."""
    await started(service)
    live = await service.core.live(CHANNEL)
    user = live.seats[GAME.to_act(live.state)[0]].user_id
    assert user is not None
    trace: list[str] = []

    def traced(name: str, func):  # type: ignore[no-untyped-def]
        def call(*args, **kwargs):  # type: ignore[no-untyped-def]
            trace.append(name)
            return func(*args, **kwargs)
        return call

    monkeypatch.setattr(live.engine, "apply", traced("apply", live.engine.apply))
    monkeypatch.setattr(service.core, "draw", traced("draw", service.core.draw))
    monkeypatch.setattr(service.store, "commit", traced("commit", service.store.commit))
    moving = asyncio.ensure_future(service.moves.move(CHANNEL, user, "plan build 1",
                                                      readers=Readers("en", "en")))
    while not moving.done():  # another table: one step per turn of the loop
        trace.append("tick")
        await asyncio.sleep(0)
    await moving
    steps = trace[trace.index("apply"):trace.index("commit")]
    assert steps.count("tick") >= 2 and "draw" in steps
    assert steps.index("tick") < steps.index("draw")  # a tick after applying, before drawing

async def test_ai_seats_play_by_themselves_and_results_are_stored(
        open_service: OpenService) -> None:
    # A whole game for its results: its boards are not looked at, so none is drawn.
    service = await open_service(Clock(), NoDrawing())
    await started(service, ai_seats=1)
    live = await service.core.live(CHANNEL)
    assert [s.is_ai for s in live.seats].count(True) == 1
    moves = 0
    while live.row.channel_id in service.core.games:
        seat = GAME.to_act(live.state)[0]
        assert not live.seats[seat].is_ai, "an AI seat was left waiting"
        user = live.seats[seat].user_id
        assert user is not None
        outcome = await service.moves.move(CHANNEL, user, GAME.format_move(
            live.state, ai.choose_move(GAME, live.state, seat, moves)), readers=Readers("en", "en"))
        moves += 1
    assert outcome.finished and "Game over" in outcome.post.text
    row = await service.store.get_game(live.row.id)
    assert row.status == GameStatus.FINISHED
    results = await service.store.get_results(live.row.id)
    assert sorted(r.place for r in results)[0] == 1
    kinds = {m.kind for m in await service.store.moves_page(live.row.id, 0, 10_000)}
    assert kinds == {"player", "ai"}
    text, page, pages = await service.history.log(CHANNEL, locale="en")
    assert page == pages and "History" in text


async def test_status_history_hand_and_rules(service: GameService) -> None:
    await started(service)
    status = await service.display.status(CHANNEL, locale="en")
    assert "round 1: Planning phase" in status and "since <t:" in status and "Scores:" in status
    assert (await service.history.log(CHANNEL, locale="en"))[0] == "Nothing has happened yet."
    live = await service.core.live(CHANNEL)
    seat = GAME.to_act(live.state)[0]
    user = live.seats[seat].user_id
    assert user is not None
    await service.moves.move(CHANNEL, user, "plan build 4", readers=Readers("en", "en"))
    text, page, pages = await service.history.log(CHANNEL, 1, locale="en")
    assert "#1" in text and "space 4" in text and (page, pages) == (1, 1)
    await expect("There is no page 3", service.history.log(CHANNEL, 3, locale="en"))
    hand_text, image = await service.display.hand(CHANNEL, user, locale="en")
    assert "resources" in hand_text and Image.open(io.BytesIO(image)).format == "PNG"
    rules = "\n".join(service.display.rules("adastra", locale="en"))
    assert "plan prod-FX 4" in rules and "3 to 5 players" in rules


def test_option_parsing() -> None:
    assert parse_options("optional_artifacts=false, factions=Blue|Red|Green") == {
        "optional_artifacts": False, "factions": ["Blue", "Red", "Green"]}
    assert parse_options("") == {}
    with pytest.raises(UserError, match="not key=value"):
        parse_options("optional_artifacts")


async def test_setup_secrets_reach_only_their_seat(service: GameService) -> None:
    """Kepler-3042 deals a secret objective at setup: each seat sees its own in its panel."""
    await service.lobbies.new_game(GUILD, CHANNEL, ALICE, "kepler3042", locale="en")
    await service.lobbies.join(BOB, channel_id=CHANNEL, locale="en")
    _, outcome = await service.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
    assert "secret Objective" not in outcome.post.text
    live = await service.core.live(CHANNEL)
    for user in (ALICE, BOB):
        seat = live.seat_of(user)
        assert seat is not None
        mine = service.moves.setup_notes(live, seat, locale="en")
        assert len(mine) == 1 and "secret Objective" in mine[0]
        hand, _ = await service.display.hand(CHANNEL, user, locale="en")
        assert mine[0] in hand
        other = service.moves.setup_notes(live, 1 - seat, locale="en")[0]
        assert other not in hand


async def test_collections_carry_over_between_games_of_a_server(
        open_service: OpenService) -> None:
    """Magnastorm's artifact cards stay with each player from one game to the next."""
    service = await open_service(Clock(), NoDrawing())  # two whole games; no board looked at
    from games.magnastorm import GAME as MAGNA
    from games.magnastorm import ai as magna_ai

    async def play_one() -> None:
        await service.lobbies.new_game(GUILD, CHANNEL, ALICE, "magnastorm", locale="en")
        await service.lobbies.join(BOB, channel_id=CHANNEL, locale="en")
        await service.lobbies.start(ALICE, channel_id=CHANNEL, locale="en")
        plies = 0
        while CHANNEL in service.core.games:
            live = service.core.games[CHANNEL]
            seat = MAGNA.to_act(live.state)[0]
            user = live.seats[seat].user_id
            assert user is not None
            move = magna_ai.choose_move(MAGNA, live.state, seat, plies)
            await service.moves.move(CHANNEL, user, MAGNA.format_move(live.state, move),
                               readers=Readers("en", "en"))
            plies += 1

    await play_one()
    first = {u: await service.store.get_setting(GUILD, f"collection.magnastorm.{u}")
             for u in (ALICE, BOB)}
    assert all(len(cards) == 1 for cards in first.values()), first
    await play_one()
    row = await service.store.latest_game_in_channel(CHANNEL)
    assert row is not None
    seats = await service.store.get_seats(row.id)
    # The second game was set up with each player's collection, in seat order.
    assert row.options["artifacts"] == [first[s.user_id] for s in seats]  # type: ignore[index]
    second = {u: await service.store.get_setting(GUILD, f"collection.magnastorm.{u}")
              for u in (ALICE, BOB)}
    assert all(len(second[u]) == 2 and second[u][0] == first[u][0] for u in (ALICE, BOB))
    # Another server starts from scratch.
    assert await service.store.get_setting(GUILD + 1, f"collection.magnastorm.{ALICE}") is None


async def test_an_offer_waiting_for_its_answer_awaits_only_the_target(
        service: GameService) -> None:
    """Ad Astra: while a trade offer waits, its owner may withdraw but is not awaited."""
    from bot.app.table import awaited
    from tests.games.adastra_support import at_card

    await started(service)
    live = await service.core.live(CHANNEL)
    state, _ = at_card(live.state, 0, "trade")
    target = state.players[1].faction
    state, _ = GAME.apply(state, 0, GAME.parse_move(state, 0, f"offer {target} W for F"))
    assert GAME.to_act(state) == [0, 1]
    assert awaited(GAME, state) == [1]
