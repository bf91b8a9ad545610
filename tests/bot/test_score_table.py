"""The end-of-game score table shows what the game decided: each row's score and place are
the engine's outcome for that seat (the stored results), and each seat keeps its board
badge whatever its rank, in all four games (finished games from the golden records)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

import games
from bot.media import draw, replay_views, score_rows
from games.record import Record
from rendering.common import styles_for_factions

GOLDEN = Path(__file__).parents[1] / "games" / "golden"
RECORDS = sorted(GOLDEN.glob("*.json"))


def finished(path: Path) -> Record:
    return Record.from_json(json.loads(path.read_text(encoding="utf-8"))["record"])


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_each_row_is_the_outcome_of_its_seat(path: Path) -> None:
    record = finished(path)
    _, final = replay_views(record)
    outcome = games.get(record.game).outcome(final)
    assert outcome is not None, "a golden record is a finished game"
    names = [f"Player {i}" for i in range(len(record.seats))]
    rows = score_rows(record, outcome, names)
    assert len(rows) == len(outcome.scores)
    styles = styles_for_factions([s.label for s in record.seats])
    ranked = [index for group in outcome.ranking for index in group]
    for index, row in zip(ranked, rows, strict=True):
        assert row.score == outcome.scores[index]
        assert row.place == outcome.place_of(index)
        if outcome.is_seat(index):
            assert row.style == styles[index]  # its board badge, not its rank's
            assert names[index] in row.label
    assert any(row.score for row in rows), "a finished game where nobody scored"
    assert [r.place for r in rows] == sorted(r.place for r in rows)


def test_the_table_decodes_for_every_game() -> None:
    seen = set()
    for path in RECORDS:
        record = finished(path)
        if record.game in seen:
            continue
        seen.add(record.game)
        seats = [(s.seat, s.label, s.user_id, s.ai) for s in record.seats]
        moves = [(m.ply, m.seat, m.move) for m in record.moves]
        png, gif = draw(record.game, record.seed, dict(record.options), seats, moves,
                        "Game over")
        image = Image.open(io.BytesIO(png))
        image.load()
        assert image.format == "PNG" and image.width == 720
        assert gif[:6] in (b"GIF87a", b"GIF89a")
    assert seen == {"adastra", "kepler3042", "magnastorm", "afternova"}
