"""The end-of-game score table shows what the game decided: each row's score and place are
the engine's outcome for that seat (the stored results), and each seat keeps its board
badge whatever its rank (its colour in the table's palette, its shape and its number), in
all four games (finished games from the golden records)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

import games
from bot.app.media import draw, replay_views, score_rows
from games.record import Record
from rendering import renderer
from rendering.common import PALETTES, player_style
from rendering.replay import render_replay
from rendering.scores import render_scores

GOLDEN = Path(__file__).parents[1] / "games" / "golden"
RECORDS = sorted(GOLDEN.glob("*.json"))
#: Okabe and Ito's names for the default palette's colours, by the colour word they are.
FAMILY = {"vermillion": "red", "bluish green": "green", "reddish purple": "purple"}


def finished(path: Path) -> Record:
    return Record.from_json(json.loads(path.read_text(encoding="utf-8"))["record"])


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_each_row_is_the_outcome_of_its_seat(path: Path) -> None:
    record = finished(path)
    views, final = replay_views(record)
    outcome = games.get(record.game).outcome(final)
    assert outcome is not None, "a golden record is a finished game"
    names = [f"Player {i}" for i in range(len(record.seats))]
    ranked = [index for group in outcome.ranking for index in group]
    for palette in PALETTES:
        rows = score_rows(record, outcome, names, "en", views[-1], palette)
        assert len(rows) == len(outcome.scores)
        # The final board's badges, as the game's renderer draws them.
        styles = renderer(record.game).seat_styles(views[-1], palette)
        for index, row in zip(ranked, rows, strict=True):
            assert row.score == outcome.scores[index]
            assert row.place == outcome.place_of(index)
            assert row.style == styles[index]  # its board badge, not its rank's (the Bot's too)
            if not outcome.is_seat(index):
                continue
            # Its number, in no one language (Magnastorm's federations: their shape alone).
            assert row.style.letter == ("" if record.game == "magnastorm" else str(index + 1))
            assert names[index] in row.label
            # Its colour is its seat's colour word (a faction, a federation), else its seat's.
            player = views[-1]["players"][index]
            named = str(player.get("faction") or player.get("colour") or "").lower()
            if named:
                assert FAMILY.get(row.style.colour_name, row.style.colour_name) == named
            else:
                assert row.style == player_style(index, palette)
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
                        "Game over", None, "en")
        image = Image.open(io.BytesIO(png))
        image.load()
        assert image.format == "PNG" and image.width == 720
        assert gif[:6] in (b"GIF87a", b"GIF89a")
    assert seen == {"adastra", "kepler3042", "magnastorm", "afternova"}


def test_the_table_and_the_replay_are_drawn_in_each_palette() -> None:
    """The same rows, and the same frames, in the default and the safe palette: each
    decodes, and the palettes differ."""
    record = finished(next(p for p in RECORDS if "magnastorm" in p.stem))
    views, final = replay_views(record)
    outcome = games.get(record.game).outcome(final)
    assert outcome is not None
    tables, replays = {}, {}
    for palette in PALETTES:
        rows = score_rows(record, outcome, None, "es", views[-1], palette)
        image = Image.open(io.BytesIO(render_scores("Fin", rows, locale="es")))
        image.load()
        tables[palette] = image.convert("RGB").tobytes()
        gif = Image.open(io.BytesIO(render_replay(record.game, views[-2:], locale="es",
                                                  palette=palette)))
        gif.load()
        assert gif.format == "GIF" and gif.n_frames == 2
        replays[palette] = gif.convert("RGB").tobytes()
    assert tables["default"] != tables["safe"]
    assert replays["default"] != replays["safe"]
