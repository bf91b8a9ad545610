"""Game records read from a file are checked like moves typed in a channel (issue #17)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.record import Record, RecordError, verify

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def golden() -> dict[str, object]:
    data: dict[str, object] = json.loads(GOLDEN[0].read_text(encoding="utf-8"))["record"]
    return data


@pytest.mark.parametrize("value", ["٣", "3", "²", 3.0, True, None])
def test_numbers_in_a_record_are_json_whole_numbers(value: object) -> None:
    data = golden()
    data["moves"][0]["seat"] = value  # type: ignore[index]
    with pytest.raises(RecordError, match="malformed"):
        Record.from_json(data)


@pytest.mark.parametrize("text", ['{"seed": ' + "9" * 5000 + "}", "[" * 100_000])
def test_json_that_python_cannot_hold_is_refused(text: str) -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.loads(text)


@pytest.mark.parametrize(("field", "value"), [("seat", -1), ("seat", 99),
                                              ("move", "pass" + " " * 10_000),
                                              ("move", "plan build ²")])
def test_a_hostile_move_in_a_record_does_not_replay(field: str, value: object) -> None:
    data = golden()
    data["moves"][0][field] = value  # type: ignore[index]
    with pytest.raises(RecordError, match="Move 1"):
        verify(Record.from_json(data))
