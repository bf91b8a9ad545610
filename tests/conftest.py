"""Fixtures every test folder may use: a real PostgreSQL server (see ``tests/pg_server.py``)
started once per test process (each pytest-xdist worker has its own), and a fresh empty
database on it per test. Also where compiled modules are kept when the environment asks
for none in the tree (:func:`pytest_configure`)."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from tests.pg_server import PostgresServer, create_database, drop_database


def pytest_configure(config: pytest.Config) -> None:
    keep_bytecode()
    files_in_memory()


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: a worker per core and two more. Many tests spend much of their time
    waiting rather than computing (bots started as processes and stopped, their PostgreSQL
    servers, the fake Discord's round trips), and with only a worker per core a core idles
    while its worker waits."""
    return (os.cpu_count() or 1) + 2


def files_in_memory() -> None:
    """The tests' temporary files (``tmp_path``, the PostgreSQL servers' folders) in memory
    (``/dev/shm``) where the system has it and ``TMPDIR`` does not say otherwise: the store
    commits with ``synchronous=FULL``, and each of the suite's thousands of commits would
    wait for the disk's flush (milliseconds each on a busy machine). What the tests check
    does not depend on the disk: a killed process leaves its writes to the kernel either
    way, and no test cuts the machine's power. Processes started from here keep theirs."""
    shm = Path("/dev/shm")
    if "TMPDIR" not in os.environ and shm.is_dir() and os.access(shm, os.W_OK):
        tempfile.tempdir = str(shm)


def keep_bytecode() -> None:
    """Keep compiled modules, outside the tree, when ``PYTHONDONTWRITEBYTECODE`` asks for
    none in it: without them every process the suite starts (each worker, each run of
    ``python -m bot`` and its render and AI workers) compiles the whole project from
    source again, two seconds of CPU each, and each worker rewrites every test module's
    assertions again (eight seconds). They go under ``PYTHONPYCACHEPREFIX`` (the
    environment's, else a folder in the system's temporary directory), which the
    processes started from here inherit; the tree stays as clean as asked."""
    if not sys.dont_write_bytecode:
        return
    prefix = os.environ.get("PYTHONPYCACHEPREFIX") or str(
        Path(tempfile.gettempdir()) / f"starpost-pycache-{os.getuid()}")
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix = prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False


#: The tests that take longest (a quarter of a minute or more each on a busy machine), by
#: file and name, longest first. Under pytest-xdist they are dealt out among the workers,
#: each starting with its share (see :func:`pytest_collection_modifyitems`), so that the
#: run ends on quick tests instead of one worker finishing a long one alone while the other
#: has nothing left. A name not found here runs in its usual place.
LONG_FIRST = (
    "tests/bot/test_fault_injection.py::test_kill_9_during_bursts_of_moves",
    "tests/bot/test_fault_injection.py::test_sigterm_at_random_moments",
    "tests/bot/test_local_time_simulation.py::test_daylight_saving_changes_on_postgresql",
    "tests/bot/test_game_end_posts.py::"
    "test_media_are_drawn_in_a_process_of_their_own_at_the_lowest_priority",
    "tests/games/test_adastra_conformance.py::test_deep_playouts",
    "tests/games/test_adastra_conformance.py::test_random_playouts",
    "tests/bot/test_multiprocess.py::test_three_processes_two_shards_each",
    "tests/games/test_afternova_conformance.py::test_deep_playouts",
    "tests/bot/test_e2e_kepler3042.py::test_whole_two_player_game_in_discord",
    "tests/games/test_kepler3042.py::test_shallow_playouts",
    "tests/games/test_kepler3042.py::test_deep_playouts",
    "tests/bot/test_history.py::test_records_exports_replay_and_media",
    "tests/bot/test_e2e_i18n_games.py::test_whole_game_in_the_server_language",
    "tests/games/test_afternova_i18n.py::test_a_whole_game_reads_in_spanish_and_french",
    "tests/bot/test_local_time_simulation.py::test_daylight_saving_changes_on_sqlite",
    "tests/games/test_afternova_conformance.py::test_random_playouts",
    "tests/bot/test_history.py::test_stats_per_server",
    "tests/bot/test_game_end_posts.py::"
    "test_the_final_board_does_not_wait_for_the_score_table_and_replay",
    "tests/bot/test_thinking.py::test_a_worker_process_plays_exactly_what_a_thread_plays",
    "tests/games/test_ai_search.py::test_decision_depends_only_on_the_information_set",
    "tests/games/test_ai_search.py::test_search_plays_whole_games_legally",
    "tests/bot/test_startup.py::test_a_start_is_quiet_and_ctrl_c_stops_it_cleanly",
    "tests/games/test_adastra_ai.py::"
    "test_ai_wins_at_least_70_percent_of_100_games_against_three_random_players",
    "tests/bot/test_final_move.py::"
    "test_a_crash_storing_the_kept_cards_leaves_the_game_unfinished",
    "tests/bot/test_e2e_magnastorm.py::test_whole_two_player_game_in_discord",
    "tests/bot/test_thinking.py::test_a_killed_ai_worker_costs_no_game_its_turn",
    "tests/bot/test_no_english.py::test_a_whole_game_reads_without_english",
)


@pytest.hookimpl(trylast=True)  # after -k and -m have deselected what they do
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """In a pytest-xdist worker: the tests of :data:`LONG_FIRST` dealt out among the parts
    of the collection worksteal hands the workers at the start (contiguous, of equal size),
    longest first, each part beginning with its long tests; the others keep their order.
    An idle worker later takes the end of a busy one's part, which is then quick tests.
    Every worker orders the same collection the same way; a run in one process keeps the
    usual order."""
    workerinput = getattr(config, "workerinput", None)
    if workerinput is None:
        return
    rank = {name: i for i, name in enumerate(LONG_FIRST)}
    ranked = sorted((rank[name], i) for i, item in enumerate(items)
                    if (name := item.nodeid.split("[", 1)[0]) in rank)
    long_items = [items[i] for _, i in ranked]
    others = iter([item for item in items if item.nodeid.split("[", 1)[0] not in rank])
    parts = int(workerinput["workercount"])
    sizes, left = [], len(items)
    for remaining in range(parts, 0, -1):  # as worksteal sizes its first sends
        sizes.append(left // remaining)
        left -= sizes[-1]
    ordered: list[pytest.Item] = []
    for part, size in enumerate(sizes):
        mine = long_items[part::parts]
        ordered += mine + [item for _, item in zip(range(size - len(mine)), others, strict=False)]
    ordered += list(others)
    items[:] = ordered


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for this process's tests, in a temporary folder; skipped (or, with
    STARPOST_REQUIRE_POSTGRES=1, failed) where PostgreSQL is not installed."""
    server = PostgresServer.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
async def postgres_url(postgres_server: PostgresServer) -> AsyncIterator[str]:
    """The URL of a new, empty database, dropped after the test."""
    url = await create_database(postgres_server)
    try:
        yield url
    finally:
        await drop_database(postgres_server, url)
