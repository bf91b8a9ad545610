"""Fixtures for the storage tests: every test that takes ``store`` (or ``backend``) runs
twice, against a fresh SQLite file and against a fresh database on a real PostgreSQL server
(``tests/conftest.py``). Tests that take only ``db_path`` are about SQLite itself (the file,
its pragmas, WAL, damaged files) and run on SQLite alone."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.storage.storage_helpers import AnyStore, Backend


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "starpost.sqlite3"


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest, db_path: Path) -> Backend:
    if request.param == "sqlite":
        return Backend("sqlite", str(db_path))
    return Backend("postgresql", request.getfixturevalue("postgres_url"))


@pytest.fixture
async def store(backend: Backend) -> AsyncIterator[AnyStore]:
    opened = await backend.open()
    try:
        yield opened
    finally:
        await opened.close()
