"""``python -m bot backup FILE`` and ``python -m bot restore FILE``: copies of the SQLite
database, made and put back with SQLite's online backup API, and checked.

A backup may be made while the bot runs: the backup API copies the database in one step
inside one read transaction, which in WAL mode sees one consistent snapshot (what the
``-wal`` file holds included) and does not hold up the bot's writes. It is written beside
``FILE`` under a temporary name and renamed to ``FILE`` only once checked, so a failed
backup never leaves half a file: ``PRAGMA integrity_check``, a Starpost schema version and
the games' count. The copy is a single self-contained file (rollback journal mode; the bot
turns WAL on again when it opens a restored database).

A restore replaces ``DATABASE_PATH`` with ``FILE`` after the same checks of ``FILE``. The
bot must be stopped: the restore first switches the database out of WAL mode, which SQLite
allows only to a connection that is alone on the file, and refuses when it is not. The
database it replaces is kept as ``<name>.before-restore`` (``.before-restore.1``, ``.2``...
when that name is taken), copied with the backup API too.

With ``DATABASE_URL`` (PostgreSQL) both say to use ``pg_dump`` and ``pg_restore``
(docs/operations.md). Every refusal or failure is one sentence and exit status 1.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from storage.schema import load_migrations

__all__ = ["BackupError", "Checked", "backup", "check_copy", "restore"]

LOCK_WAIT = 10.0  # seconds the backup waits for a lock on the database (a checkpoint, say)
POSTGRES_HELP = (
    "DATABASE_URL names a PostgreSQL database: back it up with pg_dump and restore it with "
    "pg_restore (see docs/operations.md), e.g. pg_dump -Fc -f starpost.dump \"$DATABASE_URL\"."
)


class BackupError(Exception):
    """A backup or restore refused or failed; the message is one sentence saying why."""


@dataclass(frozen=True)
class Checked:
    """What the checks of a copy found."""

    version: int
    games: int
    size: int


def latest_version() -> int:
    migrations = load_migrations()
    return migrations[-1].version if migrations else 0


@contextlib.contextmanager
def connection(path: Path, *, timeout: float = LOCK_WAIT) -> Iterator[sqlite3.Connection]:
    db = sqlite3.connect(os.fspath(path), timeout=timeout, isolation_level=None)
    try:
        yield db
    finally:
        db.close()


def check_copy(path: Path, *, what: str = "The file", integrity: bool = True) -> Checked:
    """Check a database file: readable by SQLite, ``PRAGMA integrity_check`` clean (with
    ``integrity``), a schema this Starpost knows, and its games countable; raise
    :class:`BackupError` otherwise."""
    if not path.is_file():
        raise BackupError(f"{what} {path} does not exist." if not path.exists()
                          else f"{what} {path} is not a file.")
    try:
        with connection(path) as db:
            verdict = ([str(row[0]) for row in db.execute("PRAGMA integrity_check(5)")]
                       if integrity else ["ok"])
            if verdict != ["ok"]:
                raise BackupError(f"{what} {path} is damaged ({'; '.join(verdict)[:200]}); "
                                  "it cannot serve as Starpost's database.")
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            tables = {str(row[0]) for row in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            if version < 1 or "games" not in tables:
                raise BackupError(f"{what} {path} is a SQLite database but not Starpost's "
                                  "(it has no games table).")
            latest = latest_version()
            if version > latest:
                raise BackupError(f"{what} {path} was written by a newer Starpost (schema "
                                  f"version {version}, this one knows {latest}); upgrade "
                                  "Starpost first.")
            games = int(db.execute("SELECT COUNT(*) FROM games").fetchone()[0])
    except sqlite3.DatabaseError as error:
        raise BackupError(f"{what} {path} is not a usable SQLite database ({error}).") from error
    return Checked(version, games, path.stat().st_size)


def _partial(target: Path) -> Path:
    return target.with_name(f".{target.name}.partial-{os.getpid()}")


def _remove(path: Path) -> None:
    for extra in ("", "-journal", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            Path(f"{path}{extra}").unlink()


def _check_folder(path: Path, what: str) -> None:
    if path.is_dir():
        raise BackupError(f"{what} {path} is a folder; name a file inside it.")
    if not path.parent.is_dir():
        raise BackupError(f"The folder {path.parent} for {path} does not exist; create it or "
                          "name a file in an existing folder.")


def make_backup(database: Path, target: Path, *, force: bool = False) -> Checked:
    """Copy ``database`` into ``target`` (see the module docstring); the checks' findings."""
    if not database.is_file():
        raise BackupError(f"There is no database at {database} to back up; set DATABASE_PATH "
                          "to Starpost's database file.")
    _check_folder(target, "The backup")
    if target.exists() and not force:
        raise BackupError(f"{target} exists already; choose another name, or add --force to "
                          "replace it.")
    if target.resolve() == database.resolve():
        raise BackupError(f"{target} is the database itself; name another file.")
    # Starpost's (the copy gets the full check below: reading the whole live file twice
    # would only slow the backup down).
    check_copy(database, what="The database", integrity=False)
    partial = _partial(target)
    _remove(partial)
    try:
        with connection(database) as source, connection(partial) as copy:
            source.backup(copy)  # one step: one read transaction, one snapshot
            copy.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
        checked = check_copy(partial, what="The copy")
        os.replace(partial, target)
    except sqlite3.Error as error:
        raise BackupError(f"Backing up {database} to {target} failed ({error}); nothing was "
                          "written.") from error
    except OSError as error:
        raise BackupError(f"Backing up {database} to {target} failed "
                          f"({error.strerror or error}); nothing was written.") from error
    finally:
        _remove(partial)
    return Checked(checked.version, checked.games, target.stat().st_size)


def _kept_name(database: Path) -> Path:
    kept = Path(f"{database}.before-restore")
    number = 0
    while kept.exists():
        number += 1
        kept = Path(f"{database}.before-restore.{number}")
    return kept


def put_back(source: Path, database: Path) -> tuple[Checked, Path | None]:
    """Replace ``database`` with the backup ``source`` (see the module docstring): the
    checks' findings on the restored database, and where the replaced one was kept."""
    checked = check_copy(source, what="The backup")
    _check_folder(database, "The database path")
    if source.resolve() == database.resolve():
        raise BackupError(f"{source} is the database itself; name the backup to restore.")
    kept: Path | None = None
    try:
        with connection(source) as backup:
            if database.exists():
                with connection(database, timeout=0.5) as current:
                    try:
                        mode = str(current.execute("PRAGMA journal_mode = DELETE").fetchone()[0])
                    except sqlite3.OperationalError as error:
                        if "locked" not in str(error) and "busy" not in str(error):
                            raise
                        mode = "busy"
                    if mode.lower() != "delete":
                        raise BackupError(f"The database {database} is in use (is the bot "
                                          "running?); stop the bot, then restore.")
                    kept = _kept_name(database)
                    with connection(kept) as old:
                        current.backup(old)
                        old.execute("PRAGMA journal_mode = DELETE")
                    backup.backup(current)
            else:
                for extra in ("-wal", "-shm", "-journal"):
                    if Path(f"{database}{extra}").exists():
                        raise BackupError(f"{database}{extra} is there without its database; "
                                          "move it away, then restore.")
                with connection(database) as current:
                    backup.backup(current)
    except sqlite3.Error as error:
        raise BackupError(f"Restoring {source} into {database} failed ({error}); "
                          + (f"the database it replaced is kept as {kept}." if kept else
                             "nothing was changed.")) from error
    restored = check_copy(database, what="The restored database")
    if (restored.version, restored.games) != (checked.version, checked.games):
        raise BackupError(f"The restored database {database} differs from {source} "
                          f"({restored.games} games, not {checked.games})"
                          + (f"; the database it replaced is kept as {kept}." if kept else "."))
    return restored, kept


def backup(database: Path, target: Path, *, force: bool = False) -> str:
    """The one sentence a successful ``python -m bot backup`` prints."""
    checked = make_backup(database, target, force=force)
    return (f"Backed up {database} to {target} ({_size(checked.size)}, {checked.games} "
            f"games, schema version {checked.version}; integrity checked).")


def restore(source: Path, database: Path) -> str:
    """The one sentence a successful ``python -m bot restore`` prints."""
    restored, kept = put_back(source, database)
    where = f"; the database it replaced is kept as {kept}" if kept else ""
    return (f"Restored {source} into {database} ({restored.games} games, schema version "
            f"{restored.version}; integrity checked){where}.")


def _size(size: int) -> str:
    if size >= 1 << 20:
        return f"{size / (1 << 20):.1f} MiB"
    return f"{size / 1024:.0f} KiB"
