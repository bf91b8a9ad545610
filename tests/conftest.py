"""Fixtures every test folder may use: a real PostgreSQL server (see ``tests/pg_server.py``)
started once per test process (each pytest-xdist worker has its own), and a fresh empty
database on it per test."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest

from tests.pg_server import PostgresServer, create_database, drop_database


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
