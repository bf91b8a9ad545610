"""Schema migrations: each database's numbered ``NNNN_name.sql`` files, read and checked
without opening it (:meth:`storage.sql.Database.migrate` applies them)."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from storage.base import StorageError

__all__ = ["MIGRATIONS_DIR", "Migration", "load_migrations", "split_statements"]

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_MIGRATION_FILE = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """Read the ``NNNN_name.sql`` files, numbered 1, 2, 3... without gaps."""
    found: list[Migration] = []
    for path in sorted(directory.glob("*.sql")):
        match = _MIGRATION_FILE.match(path.name)
        if match is None:
            raise StorageError(f"migration file {path.name!r} is not named NNNN_name.sql")
        found.append(Migration(int(match[1]), match[2], path.read_text(encoding="utf-8")))
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise StorageError(f"migrations must be numbered 1, 2, 3...; expected {expected:04d},"
                               f" found {migration.version:04d}_{migration.name}.sql")
    return found


def split_statements(script: str) -> list[str]:
    """Split a SQLite script into single statements (``executescript`` would commit)."""
    statements: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    leftover = [ln for ln in buffer.splitlines() if ln.strip() and not ln.strip().startswith("--")]
    if leftover:
        raise StorageError(f"unterminated SQL statement: {' '.join(leftover)[:80]!r}")
    return statements
