"""``python -m bot migrate --to postgresql://...``: move a server's SQLite database into an
empty PostgreSQL database, then prove the copy.

Storage copies the rows (:mod:`storage.migrate`); this module checks what only the engines
can: every game's record replayed from its first snapshot through every stored move gives
exactly the latest stored state, on the PostgreSQL side. Counts that differ, or one game that
does not replay, make the command fail (exit status 1) with the game named; the SQLite file
is never changed, so the operator can fix the cause and copy into a new database again.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import games
from storage import StorageUnavailable
from storage.migrate import copy_database, open_pair, started_games
from storage.postgres import PostgresStore

__all__ = ["migrate", "replay_all"]


async def replay_all(store: PostgresStore) -> tuple[int, list[str]]:
    """Replay every started game; returns how many replayed and a sentence per mismatch."""
    problems: list[str] = []
    checked = 0
    for row in await started_games(store):
        engine = games.get(row.game)
        first = await store.load_snapshot(row.id, 0)
        state = engine.from_json(json.loads(first.state_json))
        try:
            for move in await store.moves_since(row.id, first.ply):
                assert move.seat is not None, f"move {move.ply} has no seat"
                state, _ = engine.apply(state, move.seat,
                                        engine.parse_move(state, move.seat, move.notation))
        except Exception as error:
            problems.append(f"game {row.id} ({row.game}) does not replay: {error}")
            continue
        latest = await store.load_latest(row.id)
        if latest.ply != row.version:
            problems.append(f"game {row.id}: latest snapshot at ply {latest.ply}, "
                            f"version {row.version}")
        elif json.loads(json.dumps(engine.to_json(state))) != json.loads(latest.state_json):
            problems.append(f"game {row.id} ({row.game}): replaying its moves does not give "
                            "its stored state")
        else:
            checked += 1
    return checked, problems


async def migrate(source: Path, url: str) -> int:
    """Copy, count and replay; print what happened; the process's exit status."""
    try:
        lite, pg = await open_pair(source, url)
    except StorageUnavailable as error:
        print(error.message, file=sys.stderr)
        return 2
    try:
        try:
            report = await copy_database(lite, pg)
        except StorageUnavailable as error:
            print(error.message, file=sys.stderr)
            return 2
        for table, count in report.source.items():
            mark = "ok" if report.target[table] == count else f"MISMATCH ({report.target[table]})"
            print(f"{table:10} {count:8} rows  {mark}")
        replayed, problems = await replay_all(pg)
        for problem in problems:
            print(problem, file=sys.stderr)
        if not report.equal or problems:
            print("The copy does not match the SQLite database; do not switch to it.",
                  file=sys.stderr)
            return 1
        print(f"Copied {source} to {pg.path}: every table's rows counted, {replayed} games "
              "replayed to their stored state. Set DATABASE_URL to it and start the bot.")
        return 0
    finally:
        await lite.close()
        await pg.close()
