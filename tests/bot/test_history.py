"""History features on a real SQLite file: your own log, board at a move, since your last
move, records, the replay command, end-of-game media and statistics."""

from __future__ import annotations

import asyncio
import io
import json
import sys
from pathlib import Path

import pytest
from PIL import Image

from bot.app.errors import UserError
from bot.app.i18n import Readers
from bot.features.service import GameService
from games.adastra import GAME, ai
from games.record import Record, verify
from rendering.adastra import render_board
from rendering.adastra.compact import render_compact
from tests.bot.test_service import ALICE, BOB, CAROL, CHANNEL, GUILD, Clock, expect, started
from tests.bot.timekeeping_support import NoDrawing, OpenService

ROOT = Path(__file__).resolve().parents[2]


async def play(service: GameService, moves: int | None = None) -> None:
    """Let the three players play AI moves (all of them when ``moves`` is None)."""
    done = 0
    while CHANNEL in service.core.games and (moves is None or done < moves):
        live = service.core.games[CHANNEL]
        seat = GAME.to_act(live.state)[0]
        user = live.seats[seat].user_id
        assert user is not None
        move = ai.choose_move(GAME, live.state, seat, done)
        await service.moves.move(CHANNEL, user, GAME.format_move(live.state, move),
                           readers=Readers("en", "en"))
        done += 1


async def test_own_log_shows_only_your_private_events(service: GameService) -> None:
    await started(service)
    await play(service, 12)  # the whole planning phase
    live = service.core.games[CHANNEL]
    for user in (s.user_id for s in live.seats):
        assert user is not None
        text = (await service.history.mine(CHANNEL, user, 1, locale="en")
                + await service.history.mine(CHANNEL, user, 2, locale="en"))  # 10 moves a page
        own = [line for line in text.splitlines() if "only you" in line]
        assert len(own) == 4  # each player placed four cards, and sees only their own
        public, _, _ = await service.history.log(CHANNEL, 1, locale="en")
        assert "only you" not in public and "You placed" not in public
    await expect("You are not playing", service.history.mine(CHANNEL, 999, 1, locale="en"))


async def test_board_at_any_move_is_the_public_view_of_that_moment(
        service: GameService) -> None:
    await started(service)
    live = await service.core.live(CHANNEL)
    setup_view = GAME.view(live.state, None)
    await play(service, 15)
    text, image = await service.history.board_at(CHANNEL, 0, locale="en")
    assert "after move 0 (of 15)" in text
    assert image == render_compact(setup_view, live.drawn_names("en"), "en")  # as posted
    _, whole = await service.history.board_at(CHANNEL, 0, full=True, locale="en")
    assert whole == render_board(setup_view, live.drawn_names("en"), "en")
    await expect("There is no move 16", service.history.board_at(CHANNEL, 16, locale="en"))


async def test_since_your_last_move(service: GameService) -> None:
    await started(service)
    live = await service.core.live(CHANNEL)
    first = live.seats[GAME.to_act(live.state)[0]].user_id
    assert first is not None
    await play(service, 3)  # first player, then the two others
    text = await service.history.since(CHANNEL, first, locale="en")
    assert text.startswith("2 moves since your last move (#1)")
    await play(service, 1)
    assert await service.history.since(CHANNEL, first, locale="en") == (
        "Nothing has happened since your last move.")


async def test_records_exports_replay_and_media(open_service: OpenService,
                                                tmp_path: Path) -> None:
    # The boards posted during the game are not looked at, so none is drawn; the end of
    # game's media and the replay's board are drawn for real.
    service = await open_service(Clock(), NoDrawing())
    await started(service)
    await play(service, 5)
    await expect("once the game is over", service.history.export(CHANNEL))
    name, data = await service.history.export(CHANNEL, moderator=True)
    assert name.startswith("adastra-") and Record.loads(data.decode()).result is None
    await play(service)
    name, data = await service.history.export(CHANNEL)
    record = Record.loads(data.decode())
    state = verify(record)
    assert GAME.outcome(state) is not None and record.result is not None
    assert [s.user_id for s in record.seats] != [None, None, None]
    # The command-line replay checks it and writes the final board.
    path = tmp_path / name
    path.write_bytes(data)
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "replay", str(path), cwd=ROOT,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await proc.communicate()
    assert proc.returncode == 0, err.decode()
    assert "moves replayed, finished" in out.decode()
    assert path.with_suffix(".png").read_bytes() == render_board(GAME.view(state, None))
    # A broken record is refused with the move that fails.
    broken = json.loads(data)
    broken["moves"][3]["move"] = "land nowhere"
    path.write_text(json.dumps(broken))
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "replay", str(path), cwd=ROOT,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    assert proc.returncode == 1 and "Move 4" in err.decode()
    # End-of-game media.
    row = await service.store.latest_game_in_channel(CHANNEL)
    assert row is not None
    media = await service.history.media(row.id, locale="en")
    table = Image.open(io.BytesIO(media.scores_png))
    assert table.format == "PNG" and table.height > 200
    gif = Image.open(io.BytesIO(media.replay_gif))
    assert gif.format == "GIF" and gif.n_frames >= 3 and len(media.replay_gif) < 8_000_000


async def test_stats_per_server(open_service: OpenService) -> None:
    # Whole games for their results: their boards are not looked at, so none is drawn.
    service = await open_service(Clock(), NoDrawing())
    stats = service.standings.stats
    assert await stats(GUILD, locale="en") == "No finished games in this server yet."
    for _ in range(2):
        await started(service)
        await play(service)
    text = await stats(GUILD, by="wins", locale="en")
    assert text.startswith("**Ad Astra**: 2 games played")
    wins = sum(int(line.split(" win")[0].split(" ")[-1]) for line in text.splitlines()[1:])
    assert wins >= 2  # one winner per game at least (ties share the win)
    assert (await stats(GUILD,
                        locale="en")).startswith("**Ad Astra**: 2 games played, ranked by rating")
    for user in (ALICE, BOB, CAROL):
        mine = await stats(GUILD, "adastra", user, locale="en")
        assert f"<@{user}> has a rating of " in mine and "; played 2, won " in mine
    assert await stats(GUILD + 1, locale="en") == "No finished games in this server yet."


async def test_history_needs_a_game(service: GameService) -> None:
    with pytest.raises(UserError, match="There is no game in this channel"):
        await service.history.log(CHANNEL, locale="en")
