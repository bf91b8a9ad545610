"""Display names as the pictures and pages show them: a name with nothing to see (only
invisible characters and spaces) is no name, so the seat's own label stands in for it
(never an empty seat, a dangling "·" or "1. : 4"); a right-to-left name is isolated where
it is written inside a line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import games
from bot.app.language import names_of, remember_name
from bot.app.media import replay_views, score_rows
from bot.app.table import drawn_names
from games.record import Record
from rendering.common import FSI, PDI
from storage.base import SeatRow
from storage.sqlite import SqliteStore

GOLDEN = Path(__file__).parents[1] / "games" / "golden"
BLANK = ["\u200b", "\u3164\u3164", "  \u200d ", "\u202e\u2069\u2068", "\ufe0f\U000e0041"]
GUILD = 7


def seats(count: int) -> list[SeatRow]:
    return [SeatRow(1, s, 100 + s, False, label, 0)
            for s, label in zip(range(count), ["Red", "Blue", None, "Green"], strict=False)]


@pytest.mark.parametrize("blank", BLANK)
def test_a_blank_name_is_drawn_as_the_seat_s_label(blank: str) -> None:
    table = seats(3)
    drawn = drawn_names(table, ["Ana", blank, blank], "en")
    assert drawn == ["Ana", "Blue", "Seat 3"]
    assert drawn_names(table, [f"{blank}Ana{blank}", "", "Bo"], "en") == ["Ana", "Blue", "Bo"]


def test_right_to_left_and_other_scripts_are_kept_as_typed() -> None:
    """The bot hands names over cleaned, not isolated: the pictures isolate them where they
    write them inside a line (see tests/rendering/test_names.py)."""
    names = ["سارة 2", "李小龙", "김민준 👍"]
    assert drawn_names(seats(3), names, "en") == names


async def test_stored_names_are_read_as_they_are_shown(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "db.sqlite3")
    try:
        table = seats(4)
        for seat, name in zip(table, ["\u200b\u200b", "  Ana\u200d  María ", "سارة", "x"],
                              strict=True):
            assert seat.user_id is not None
            await remember_name(store, GUILD, seat.user_id, name)
        assert await names_of(store, GUILD, table) == ["", "Ana María", "سارة", "x"]
    finally:
        await store.close()


def golden() -> Record:
    path = sorted(GOLDEN.glob("adastra*.json"))[0]
    return Record.from_json(json.loads(path.read_text(encoding="utf-8"))["record"])


def test_the_score_table_names_each_seat() -> None:
    record = golden()
    _, final = replay_views(record)
    outcome = games.get(record.game).outcome(final)
    assert outcome is not None
    count = len(record.seats)
    labels = [s.label for s in record.seats]
    for names in (["\u200b"] * count, [" "] * count, None):
        rows = {row.style: row.label for row in score_rows(record, outcome, names, "en")}
        assert sorted(rows.values()) == sorted(labels)  # the labels alone, no "·"
    rtl = ["سارة 2", *labels[1:]]  # a name, then names equal to their labels
    rows_by_label = [row.label for row in score_rows(record, outcome, rtl, "en")]
    assert f"{labels[0]} · {FSI}سارة 2{PDI}" in rows_by_label
    assert set(labels[1:]) <= set(rows_by_label)
    assert all(row.label.strip(" ·") == row.label for row in score_rows(record, outcome, rtl, "en"))
