"""The past is replayed where it is drawn or written, not on the event loop: the board at a
move far from its snapshot (``/history board``) and a record's export replay their moves in a
render worker, and give what a replay on the event loop gives."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from bot.features.service import GameService
from games.adastra import GAME
from games.record import Record, verify
from rendering.adastra import render_board
from rendering.adastra.compact import render_compact
from tests.bot.test_history import play
from tests.bot.test_service import CHANNEL, started


@pytest.fixture
def loop_replays(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Moves the engine applies on the event loop's thread (the test's own play included)."""
    seen: list[str] = []
    apply = GAME.apply
    loop = threading.get_ident()

    def counted(state: Any, seat: int, move: Any) -> Any:
        if threading.get_ident() == loop:
            seen.append(str(move))
        return apply(state, seat, move)

    monkeypatch.setattr(GAME, "apply", counted)
    return seen


async def test_a_board_far_from_its_snapshot_is_replayed_off_the_loop(
        service: GameService, loop_replays: list[str]) -> None:
    await started(service)
    await play(service, 40)
    live = await service.core.live(CHANNEL)
    names = live.drawn_names("en")
    for ply in (24, 37):  # the snapshots are at 0 and 25: 24 and 12 moves replayed
        row = await service.store.get_game(live.row.id)
        state = await service.rewind.state_at(row, ply)
        loop_replays.clear()
        _, image = await service.history.board_at(CHANNEL, ply, locale="en")
        assert not loop_replays
        assert image == render_compact(GAME.view(state, None), names, "en")
        _, whole = await service.history.board_at(CHANNEL, ply, full=True, locale="en")
        assert not loop_replays
        assert whole == render_board(GAME.view(state, None), names, "en")


async def test_a_record_is_built_and_written_off_the_loop(
        service: GameService, loop_replays: list[str]) -> None:
    await started(service)
    await play(service)
    loop_replays.clear()
    _, data = await service.history.export(CHANNEL)
    assert not loop_replays
    record = Record.loads(data.decode())
    assert record.result is not None and GAME.outcome(verify(record)) is not None
    row = await service.store.latest_game_in_channel(CHANNEL)
    assert row is not None
    assert data == (await service.history.record(row.id)).dumps().encode()
