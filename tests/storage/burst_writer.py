"""Append moves to one game as fast as it can, printing each committed version.

Run as ``python burst_writer.py DB GAME_ID UNTIL`` (DB: a SQLite file or a PostgreSQL URL).
``test_storage_crash.py`` kills this process with SIGKILL in the middle of a burst and then
checks the database. Each transaction
holds one to three moves (so a half-written transaction would show as a gap or an orphan)
and a snapshot whose digest covers every notation so far (so a snapshot that does not match
its moves would show too). A line is printed only after the change's ``commit`` has
returned, so every printed version is one the test may rely on; ``begin V`` is printed just before a
transaction starts, so the test can kill the writer while that transaction is in flight.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from storage import Change, NewMove, open_store

PAD = "x" * 20_000  # a realistic state size, so commits take real disk time


def notation(ply: int) -> str:
    return f"m{ply}"


def digest_after(previous: str, ply: int) -> str:
    return hashlib.sha256(f"{previous}|{notation(ply)}".encode()).hexdigest()


def batch_size(version: int) -> int:
    """How many moves the transaction starting at ``version`` carries (1, 2 or 3)."""
    return 1 + version % 3


def snapshot(ply: int, digest: str) -> str:
    return json.dumps({"ply": ply, "digest": digest, "pad": PAD})


async def main(path: str, game_id: int, until: int) -> None:
    store = await open_store(path, snapshot_every=1)
    version, state_json = await store.load_latest(game_id)
    digest = json.loads(state_json)["digest"]
    while version < until:
        moves = []
        for ply in range(version + 1, version + 1 + batch_size(version)):
            digest = digest_after(digest, ply)
            moves.append(
                NewMove(
                    seat=ply % 3,
                    notation=notation(ply),
                    created_at=1_700_000_000 + ply,
                    public_text=f"move {ply}",
                    private_texts={ply % 3: f"secret {ply}"},
                )
            )
        print(f"begin {version}", flush=True)
        committed = await store.commit(Change(
            game_id, moves[-1].created_at, expected_version=version, moves=moves,
            snapshot_json=snapshot(version + len(moves), digest)))
        version = committed.version
        print(version, flush=True)
    await store.close()
    print("done", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
