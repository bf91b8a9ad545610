"""Memory is bounded: at most so many running games are kept (idle ones are dropped, least
recently used first, and loaded again on their next use, never one being changed), and
board images are kept up to a number of bytes for all games together."""

from __future__ import annotations

import asyncio
import json

from bot.app.caches import BoardCache, LiveGames
from bot.app.i18n import Readers
from bot.features.service import GameService
from games.adastra import GAME
from rendering.adastra import render_board
from rendering.adastra.compact import render_compact
from tests.bot.test_service import ALICE, BOB, CAROL, GUILD


async def open_games(service: GameService, channels: list[int]) -> None:
    for channel in channels:
        await service.lobbies.new_game(GUILD, channel, ALICE, "adastra", locale="en")
        await service.lobbies.join(BOB, channel_id=channel, locale="en")
        await service.lobbies.join(CAROL, channel_id=channel, locale="en")
        await service.lobbies.start(ALICE, channel_id=channel, locale="en")


async def move(service: GameService, channel: int) -> None:
    live = await service.core.live(channel)
    seat = GAME.to_act(live.state)[0]
    user = live.seats[seat].user_id
    assert user is not None
    await service.moves.move(channel, user, GAME.format_move(
        live.state, GAME.legal_moves(live.state, seat)[0]), readers=Readers("en", "en"))


async def test_idle_games_beyond_the_limit_are_dropped_and_loaded_again(
        service: GameService) -> None:
    core = service.core
    core.games.limit = 2
    await open_games(service, [101])
    await move(service, 101)
    first = core.games[101]
    kept_state = json.dumps(GAME.to_json(first.state))
    await open_games(service, [102, 103])
    assert list(core.games) == [102, 103]  # 101 was the least recently used
    again = await service.core.live(101)
    assert again is not first and again.version == first.version == 1
    assert json.dumps(GAME.to_json(again.state)) == kept_state
    assert list(core.games) == [103, 101]
    await move(service, 101)  # the reloaded game plays on
    assert (await service.store.get_game(again.row.id)).version == 2


async def test_a_game_being_changed_is_never_dropped(service: GameService) -> None:
    core = service.core
    core.games.limit = 1
    await open_games(service, [201])
    busy = core.games[201]
    async with busy.lock:
        await open_games(service, [202])
        assert set(core.games) == {201, 202}  # over the limit rather than drop a busy game
    await service.core.live(202)
    await open_games(service, [203])
    assert list(core.games) == [203]


def test_live_games_keep_the_most_recently_used() -> None:
    class Row:
        def __init__(self, channel_id: int) -> None:
            self.channel_id = channel_id

    class Game:
        def __init__(self, channel_id: int) -> None:
            self.row = Row(channel_id)
            self.lock = asyncio.Lock()

    games = LiveGames(limit=3)
    for channel in (1, 2, 3):
        assert games.keep(Game(channel)) == []  # type: ignore[arg-type]
    games.touch(1)
    assert games.keep(Game(4)) == [2]  # type: ignore[arg-type]
    assert list(games) == [3, 1, 4]


def test_boards_are_kept_up_to_a_number_of_bytes() -> None:
    boards = BoardCache(max_bytes=250)
    for ply in range(5):
        boards.keep(7, ply, bytes(100), look="en/default")
    assert boards.bytes <= 250 and len(boards) == 2
    assert boards.get(7, 4,
                      look="en/default") is not None and boards.get(7, 0, "en/default") is None
    boards.keep(8, 1, bytes(10), look="en/default")
    boards.drop(7, 3)  # game 7 was rewound to ply 3
    assert boards.get(7, 4, look="en/default") is None
    assert boards.get(7, 3,
                      look="en/default") is not None and boards.get(8, 1, "en/default") is not None
    assert boards.bytes == 110


async def test_a_dropped_board_is_drawn_again_for_its_post(service: GameService) -> None:
    await open_games(service, [301])
    await move(service, 301)
    live = await service.core.live(301)
    game_id, ply = live.row.id, live.version
    service.core.boards = BoardCache(max_bytes=1)
    service.core.boards.keep(game_id + 1, ply, b"x" * 10,
                             look="en/default")  # the game's board was pushed out
    assert service.core.kept_board(live, locale="en") is None
    image = await service.core.board_at(game_id, ply, locale="en")
    view, names = GAME.view(live.state, None), live.drawn_names("en")
    assert image == render_compact(view, names, "en")  # as posted: drawn for a phone
    assert await service.core.board_at(game_id, ply, full=True,
                                       locale="en") == render_board(view, names, "en")
    assert await service.core.board_at(game_id, ply, locale="en") == image  # both kept
