"""A writer killed with SIGKILL in the middle of a burst of moves loses nothing committed
and leaves nothing half-written; the game resumes where the last commit left it. On SQLite
the writer owns the file; on PostgreSQL the server rolls back the killed client's open
transaction."""

from __future__ import annotations

import asyncio
import json
import random
import signal
import sys
from pathlib import Path

from burst_writer import batch_size, digest_after, notation, snapshot
from storage_helpers import Backend, append, started_game

from storage import GameStatus, NewMove

WRITER = Path(__file__).with_name("burst_writer.py")
GENESIS = "genesis"


def expected_boundaries(version: int) -> list[int]:
    """Plies at which a transaction ended, from 0 up to ``version`` (each has a snapshot)."""
    plies, ply = [0], 0
    while ply < version:
        ply += batch_size(ply)
        plies.append(ply)
    assert ply == version, f"version {version} is not at a transaction boundary"
    return plies


async def run_and_kill(location: str, game_id: int, kill_after: int) -> int:
    """Start the writer and let it commit ``kill_after`` transactions; SIGKILL it as soon as
    it announces the next one (so the kill lands while that one is in flight). Returns the
    highest version it reported as committed."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(WRITER),
        location,
        str(game_id),
        "1000000",
        stdout=asyncio.subprocess.PIPE,
    )
    assert proc.stdout is not None
    reported = -1
    commits = 0
    try:
        while True:
            line = (await asyncio.wait_for(proc.stdout.readline(), timeout=30)).decode()
            assert line, "the writer stopped before it was killed"
            if line.startswith("begin"):
                if commits >= kill_after:
                    break
            else:
                reported = int(line)
                commits += 1
    finally:
        proc.send_signal(signal.SIGKILL)
        rest = await asyncio.wait_for(proc.stdout.read(), timeout=30)
        await proc.wait()
    # Lines already in the pipe were printed after their commit returned: also committed.
    for line in rest.decode().splitlines():
        if not line.startswith("begin"):
            reported = max(reported, int(line))
    assert proc.returncode == -signal.SIGKILL
    return reported


async def check_consistent(backend: Backend, game_id: int, committed: int) -> int:
    """Reopen and check every invariant; returns the stored version."""
    store = await backend.open()
    try:
        game = await store.get_game(game_id)
        assert game.status is GameStatus.ACTIVE
        version = game.version
        assert version >= committed, f"lost committed moves: {version} < {committed}"

        # Plies contiguous from 1 to version, each fully written.
        moves = await store.moves_since(game_id, 0)
        assert [m.ply for m in moves] == list(range(1, version + 1))
        digests = {0: GENESIS}
        for m in moves:
            assert m.notation == notation(m.ply)
            assert m.public_text == f"move {m.ply}"
            assert m.private_texts == {m.ply % 3: f"secret {m.ply}"}
            digests[m.ply] = digest_after(digests[m.ply - 1], m.ply)

        # The latest snapshot is the state after exactly those moves.
        latest = await store.load_latest(game_id)
        assert latest.ply == version
        state = json.loads(latest.state_json)
        assert (state["ply"], state["digest"]) == (version, digests[version])
    finally:
        await store.close()

    # Every committed transaction left its snapshot, matching its moves; nothing beyond.
    if backend.name == "sqlite":
        assert await backend.sql("PRAGMA integrity_check") == [("ok",)]
    rows = await backend.sql(
        f"SELECT ply, state FROM snapshots WHERE game_id = {game_id} ORDER BY ply")
    assert [ply for ply, _ in rows] == expected_boundaries(version)
    for ply, text in rows:
        if ply:
            assert json.loads(text)["digest"] == digests[ply]
    orphans = await backend.sql(
        f"SELECT COUNT(*) FROM moves WHERE game_id = {game_id} AND ply > {version}")
    assert orphans == [(0,)]
    return version


async def test_sigkill_mid_burst_loses_nothing_committed(backend: Backend) -> None:
    store = await backend.open(snapshot_every=1)
    game = await started_game(store, start_state=json.dumps({"ply": 0, "digest": GENESIS}))
    await store.close()

    rng = random.Random(20261122)
    version = 0
    for _ in range(5):
        committed = await run_and_kill(backend.location, game.id,
                                       kill_after=rng.randint(8, 30))
        assert committed > version  # the writer resumed from the last commit and went on
        version = await check_consistent(backend, game.id, committed)

    # After the crashes the game simply continues from its stored version.
    store = await backend.open(snapshot_every=1)
    try:
        latest = await store.load_latest(game.id)
        digest = json.loads(latest.state_json)["digest"]
        ply = version + 1
        new_digest = digest_after(digest, ply)
        assert (await append(store, game.id, version,
                             [NewMove(ply % 3, notation(ply), 0, f"move {ply}",
                                      {ply % 3: f"secret {ply}"})],
                             snapshot(ply, new_digest)) == ply)
    finally:
        await store.close()
