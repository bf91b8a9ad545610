"""Golden records: complete recorded games that must replay to their stored end.

A rules change that would rewrite past games (and so break every stored game on every
server) fails here. If the change is intended, regenerate with
``python tests/games/golden/make_golden.py GAME`` and say why in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import games
from games.record import Record, RecordError, state_digest, verify

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def test_every_registered_game_has_golden_records() -> None:
    covered = {path.name.split("-")[0] for path in GOLDEN}
    assert set(games.names()) <= covered


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_record_replays_to_its_stored_end(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    record = Record.from_json(data["record"])
    state = verify(record)
    engine = games.get(record.game)
    assert engine.outcome(state) is not None, "a golden game must be finished"
    assert state_digest(engine, state) == data["final_digest"]
    assert list(engine.outcome(state).scores) == data["scores"]  # type: ignore[union-attr]
    # The record survives its own JSON form unchanged.
    assert Record.loads(record.dumps()).to_json() == record.to_json()


def test_a_tampered_record_is_refused() -> None:
    data = json.loads(GOLDEN[0].read_text(encoding="utf-8"))["record"]
    data["moves"][5]["move"] = "xyzzy"
    with pytest.raises(RecordError, match="Move 6"):
        verify(Record.from_json(data))
    data = json.loads(GOLDEN[0].read_text(encoding="utf-8"))["record"]
    data["result"]["scores"] = [999] * len(data["seats"])
    with pytest.raises(RecordError, match="claims scores"):
        verify(Record.from_json(data))
    with pytest.raises(RecordError, match="not a Starpost game record"):
        Record.from_json({"format": "pgn"})
    with pytest.raises(RecordError, match="version"):
        Record.from_json({"format": "starpost-record", "version": 99})
