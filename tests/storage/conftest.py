"""Fixtures for the storage tests: a fresh SQLite file per test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import SqliteStore


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "starpost.sqlite3"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SqliteStore]:
    opened = await SqliteStore.open(db_path)
    try:
        yield opened
    finally:
        await opened.close()
