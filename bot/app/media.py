"""The end-of-game media: the score table and the animated replay of a finished game.

They are drawn from the game's record alone, in the render pool's media lane (a process at
the lowest CPU priority, see :mod:`bot.app.render`): replaying every move and drawing up to 40
boards takes seconds, and none of it may run on the event loop or queue ahead of another
game's board. Everything here is a pure function of the record, so it crosses into the
worker process as JSON text and comes back as bytes.
"""

from __future__ import annotations

import json
import math
from typing import Any

import games
from bot.app.i18n import seat_name
from bot.app.render import picture
from games.core import Outcome
from games.record import Record, RecordedMove, RecordedSeat, positions, result_of
from games.views import View
from rendering import renderer
from rendering.alt import described, replay_alt, scores_alt
from rendering.common import DEFAULT_PALETTE, isolate_name, player_style, visible_name
from rendering.replay import render_replay
from rendering.scores import ScoreRow, render_scores

MAX_REPLAY_FRAMES = 40


SeatTuple = tuple[int, str, int | None, bool]  # seat, label, user id, AI
MoveTuple = tuple[int, int, str]  # ply, seat, notation
RecordedTuple = tuple[int, int, str, int, str]  # ply, seat, notation, time, kind
#: A game's record as plain values (:func:`recorded`): game, seed, options, seats, moves,
#: the latest snapshot (ply, state) of a finished game (its result is replayed from it),
#: started and finished at.
RecordParts = tuple[str, int, dict[str, Any], list[SeatTuple], list[RecordedTuple],
                    tuple[int, str] | None, int | None, int | None]


def draw(game: str, seed: int, options: dict[str, Any], seats: list[SeatTuple],
         moves: list[MoveTuple], title: str, names: list[str] | None,
         locale: str, palette: str = DEFAULT_PALETTE) -> tuple[bytes, bytes]:
    """The score table (PNG, headed ``title``) and the replay (GIF) of a finished game,
    from its setup and moves as plain tuples: the event loop only reads them from the
    store (a long game's record would take it tens of milliseconds to build). Both are
    drawn in ``locale`` and the seat ``palette``, with the players' display names
    (``names``, by seat), and carry their alt text (:mod:`rendering.alt`): the table's
    places and scores, the replay's last board."""
    record = Record(game, seed, dict(options), [RecordedSeat(*s) for s in seats],
                    [RecordedMove(*m) for m in moves])
    views, final = replay_views(record)
    outcome = games.get(record.game).outcome(final)
    rows = (score_rows(record, outcome, names, locale, views[-1], palette)
            if outcome is not None else [])
    last = renderer(record.game).describe_board(views[-1], names, locale)
    return (described(render_scores(title, rows, locale=locale),
                      scores_alt(title, [(r.place, r.label, r.score) for r in rows], locale)),
            described(render_replay(record.game, views, names=names, locale=locale,
                                    palette=palette), replay_alt(last, locale)))


def replay_views(record: Record) -> tuple[list[View], Any]:
    """Public views for the replay (one per round, or evenly spaced plies, and the end),
    and the final state."""
    engine = games.get(record.game)
    frames: list[View] = []
    last_round: Any = object()
    all_views: list[View] = []
    state: Any = None
    for _, state in positions(record):
        view = engine.view(state, None)
        all_views.append(view)
        marker = view.get("round")
        if marker is not None and marker != last_round:
            frames.append(view)
            last_round = marker
    if len(frames) < 3:
        step = max(1, math.ceil(len(all_views) / MAX_REPLAY_FRAMES))
        frames = all_views[::step]
    if len(frames) > MAX_REPLAY_FRAMES:
        step = math.ceil(len(frames) / MAX_REPLAY_FRAMES)
        frames = frames[::step]
    if frames[-1] is not all_views[-1]:
        frames.append(all_views[-1])
    return frames, state


def score_rows(record: Record, outcome: Outcome, names: list[str] | None,
               locale: str, final: View | None = None,
               palette: str = DEFAULT_PALETTE) -> list[ScoreRow]:
    """One row per ranked entry, best first, from the engine's own outcome (the results
    the game stored: the same scores and places); ties share a place. A seat is named by
    its label and, where given and different, its holder's display name (isolated, so a
    right-to-left name keeps the row in order; one that shows nothing is left out), and
    keeps its badge on the final board (``final``, the last public view) whatever its rank:
    its colour in ``palette``, its shape and its number, as the game's renderer draws it
    (the record is replayed for ``final`` when it is not given)."""
    last = final if final is not None else replay_views(record)[0][-1]
    styles = list(renderer(record.game).seat_styles(last, palette))
    rows: list[ScoreRow] = []
    for group in outcome.ranking:
        for index in group:
            place = outcome.place_of(index)
            style = styles[index] if index < len(styles) else player_style(index, palette)
            if not outcome.is_seat(index):
                rows.append(ScoreRow(place, outcome.others[index], outcome.scores[index],
                                     style))
                continue
            label = record.seats[index].label or seat_name(None, index, locale)
            name = visible_name(names[index]) if names and index < len(names) else ""
            shown = f"{label} · {isolate_name(name)}" if name and name != label else label
            rows.append(ScoreRow(place, shown, outcome.scores[index], style))
    return rows


# ---- the past, in a render worker ---------------------------------------------------------

def replayed(game: str, state_json: str, moves: list[tuple[int, str]]) -> Any:
    """The state after ``moves`` (seat, notation) played from a snapshot's state."""
    engine = games.get(game)
    state = engine.from_json(json.loads(state_json))
    for seat, notation in moves:
        state, _ = engine.apply(state, seat, engine.parse_move(state, seat, notation))
    return state


def board_after(game: str, state_json: str, moves: list[tuple[int, str]],
                names: list[str] | None, locale: str, palette: str = DEFAULT_PALETTE,
                full: bool = False, last: str = "") -> bytes:
    """The public board after ``moves`` from a snapshot's state (``/history board``, a post
    sent late), as posted (drawn for a phone) or ``full``, in ``locale`` and ``palette``,
    its alt text ending with ``last`` (the public lines of the move that led to it): the
    replay, up to a snapshot's interval of moves, runs in the render worker that draws the
    board, not on the event loop."""
    view = games.get(game).view(replayed(game, state_json, moves), None)
    return picture(game, "board" if full else "compact", view, names, locale, palette, last)


def recorded(game: str, seed: int, options: dict[str, Any], seats: list[SeatTuple],
             moves: list[RecordedTuple], last: tuple[int, str] | None, started_at: int | None,
             finished_at: int | None) -> Record:
    """A game's record from plain values (:data:`RecordParts`); a finished game's result is
    replayed from its latest snapshot ``last``."""
    result = None
    if last is not None:
        ply, state_json = last
        state = replayed(game, state_json, [(m[1], m[2]) for m in moves if m[0] > ply])
        result = result_of(games.get(game), state)
    return Record(game, seed, dict(options), [RecordedSeat(*s) for s in seats],
                  [RecordedMove(*m) for m in moves], result, started_at, finished_at)


def record_file(*parts: Any) -> bytes:
    """The JSON file ``/history record`` exports, built in a render worker: a long game's
    record (its result replayed, a thousand moves written) would hold the event loop for
    tens of milliseconds."""
    return recorded(*parts).dumps().encode()
