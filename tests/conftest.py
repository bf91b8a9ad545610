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
