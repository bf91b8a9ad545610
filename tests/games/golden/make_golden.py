"""Write the golden records: complete games played by the AIs, with their final state.

Run only when a rules change is *meant* to change past games (say why in the commit):

    python tests/games/golden/make_golden.py [game ...]

Each file holds a game record plus the fingerprint of its final state and its scores; the
test ``tests/games/test_golden_records.py`` replays every file and must reach exactly those.
"""

from __future__ import annotations

import json
import sys
from importlib import import_module
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from games.record import Record, RecordedMove, RecordedSeat, result_of, state_digest  # noqa: E402
from games.registry import descriptor  # noqa: E402

HERE = Path(__file__).parent
# (game, players, seed): a small and a large table for each game.
PLAN = {
    "adastra": [(3, 101), (5, 102)],
    "kepler3042": [(2, 201), (4, 202)],
    "magnastorm": [(2, 301), (4, 302)],
    "afternova": [(3, 401), (6, 402)],
}


def play(name: str, players: int, seed: int) -> dict[str, object]:
    engine = games.get(name)
    choose = import_module(descriptor(name).ai).choose_move
    state = engine.setup(players, seed, None)
    view = engine.view(state, None)
    seats = [RecordedSeat(s, str((view.get("players") or [{}] * players)[s].get(
        "faction") or f"Seat {s + 1}")) for s in range(players)]
    moves: list[RecordedMove] = []
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        move = choose(engine, state, seat, seed + len(moves))
        moves.append(RecordedMove(len(moves) + 1, seat, engine.format_move(state, move)))
        state, _ = engine.apply(state, seat, move)
        assert len(moves) < 20_000, "the game did not end"
    record = Record(name, seed, {}, seats, moves, result_of(engine, state))
    return {"record": record.to_json(), "final_digest": state_digest(engine, state),
            "scores": list(engine.outcome(state).scores)}  # type: ignore[union-attr]


def main(names: list[str]) -> None:
    for name in names or [n for n in PLAN if n in games.names()]:
        for players, seed in PLAN[name]:
            path = HERE / f"{name}-{players}p-{seed}.json"
            path.write_text(json.dumps(play(name, players, seed), indent=1, sort_keys=True)
                            + "\n", encoding="utf-8")
            print(f"wrote {path.name}")


if __name__ == "__main__":
    main(sys.argv[1:])
