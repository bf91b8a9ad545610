"""Game records: everything needed to replay a game, kept apart from game states.

A record is a versioned JSON document (like PGN for chess): the game, its options and seed,
the seats, and every move in canonical notation with its time. Replaying it through the
engine rebuilds every position exactly, because engines are pure and draw all randomness
from the seed. A record may also carry the result it claims; :func:`verify` checks it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from games import parts
from games.core import Game, IllegalMove
from games.registry import UnknownGame

FORMAT = "starpost-record"
VERSION = 1


class RecordError(ValueError):
    """The record is malformed or does not replay; the message says where."""


@dataclass(frozen=True)
class RecordedSeat:
    seat: int
    label: str
    user_id: int | None = None
    ai: bool = False


@dataclass(frozen=True)
class RecordedMove:
    ply: int
    seat: int
    move: str
    time: int = 0
    kind: str = "player"


@dataclass
class Record:
    game: str
    seed: int
    options: dict[str, Any]
    seats: list[RecordedSeat]
    moves: list[RecordedMove] = field(default_factory=list)
    result: dict[str, Any] | None = None
    started_at: int | None = None
    finished_at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "seed": self.seed,
            "options": self.options,
            "seats": [{"seat": s.seat, "label": s.label, "user_id": s.user_id, "ai": s.ai}
                      for s in self.seats],
            "moves": [{"ply": m.ply, "seat": m.seat, "move": m.move, "time": m.time,
                       "kind": m.kind} for m in self.moves],
            "result": self.result,
            "started_at": self.started_at,
            "finished_at": self.finished_at,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, sort_keys=True)

    @classmethod
    def from_json(cls, data: Any) -> Record:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("This is not a Starpost game record.")
        if data.get("version") != VERSION:
            raise RecordError(f"Record version {data.get('version')!r} is not supported "
                              f"(this Starpost reads version {VERSION}).")
        try:
            seats = [RecordedSeat(_whole(s["seat"]), str(s["label"]), s.get("user_id"),
                                  bool(s.get("ai", False))) for s in data["seats"]]
            moves = [RecordedMove(_whole(m["ply"]), _whole(m["seat"]), str(m["move"]),
                                  _whole(m.get("time", 0)), str(m.get("kind", "player")))
                     for m in data["moves"]]
            record = cls(str(data["game"]), _whole(data["seed"]),
                         dict(data.get("options") or {}),
                         seats, moves, data.get("result"), data.get("started_at"),
                         data.get("finished_at"))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"The record is malformed: {exc}.") from None
        for i, move in enumerate(record.moves, start=1):
            if move.ply != i:
                raise RecordError(f"Move {i} is numbered {move.ply}: plies must run 1, 2, 3...")
        return record

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:  # bad JSON, a 5000-digit number, nesting
            raise RecordError(f"The record is not valid JSON: {exc}.") from None
        return cls.from_json(data)


def _whole(value: Any) -> int:
    """A JSON whole number, as a record writes it: not a string ("٣" or "3"), a float or a
    boolean, which ``int()`` would quietly turn into a different number."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{str(value)[:20]!r} is not a whole number")
    return value


def engine_of(record: Record) -> Game[Any]:
    try:
        return parts.engine(record.game)
    except UnknownGame as exc:
        raise RecordError(str(exc)) from None


def positions(record: Record) -> Iterator[tuple[int, Any]]:
    """``(ply, state)`` for ply 0 (the setup) and after every move, replayed from the seed."""
    engine = engine_of(record)
    try:
        state = engine.setup(len(record.seats), record.seed, record.options)
    except (ValueError, IllegalMove) as exc:
        raise RecordError(f"The record's setup is invalid: {exc}") from None
    yield 0, state
    for move in record.moves:
        try:
            parsed = engine.parse_move(state, move.seat, move.move)
            state, _ = engine.apply(state, move.seat, parsed)
        except IllegalMove as exc:
            raise RecordError(f"Move {move.ply} ({move.move!r} by seat {move.seat}) does not "
                              f"replay: {exc.message}") from None
        yield move.ply, state


def final_state(record: Record) -> Any:
    *_, (_, state) = positions(record)
    return state


def state_digest(engine: Game[Any], state: Any) -> str:
    """A short fingerprint of a state, stable across runs (sorted canonical JSON)."""
    text = json.dumps(engine.to_json(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def result_of(engine: Game[Any], state: Any) -> dict[str, Any] | None:
    outcome = engine.outcome(state)
    if outcome is None:
        return None
    result: dict[str, Any] = {"scores": list(outcome.scores),
                              "ranking": [list(g) for g in outcome.ranking],
                              "reason": outcome.reason}
    if outcome.others:  # ranked entries that are not seats, e.g. {"2": "Bot"}
        result["others"] = {str(i): label for i, label in outcome.others.items()}
    return result


def verify(record: Record) -> Any:
    """Replay the record; check the result it claims, if any. Returns the final state."""
    engine = engine_of(record)
    state = final_state(record)
    if record.result is not None:
        actual = result_of(engine, state)
        if actual is None:
            raise RecordError("The record claims a result but its game is not over.")
        # Records written before the two-player Afternova Bot was ranked list the seats'
        # scores only; they still verify.
        if record.result.get("scores") not in (actual["scores"],
                                               actual["scores"][:len(record.seats)]):
            raise RecordError(f"The record claims scores {record.result.get('scores')} but "
                              f"its moves give {actual['scores']}.")
    return state
