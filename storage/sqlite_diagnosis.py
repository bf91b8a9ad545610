"""Why a SQLite file cannot serve as Starpost's database, said in one sentence.

Whoever starts the bot on a bad file (random bytes, a text file, a truncated or damaged
database, one written by a newer Starpost, one another process holds locked, a folder, a
path whose folder is missing) needs to know what is wrong, with which file, and what to do;
SQLite's own words ("file is not a database", "unable to open database file") name neither
the file nor a remedy. :class:`storage.sqlite_database.SqliteDatabase` calls these
helpers while it opens the store and raises the :class:`~storage.base.StorageUnavailable`
they build.
"""

from __future__ import annotations

import os
import sqlite3

from storage.base import StorageUnavailable

__all__ = [
    "MEMORY",
    "check_location",
    "damaged",
    "explain",
    "failed_migration",
    "is_environmental",
    "newer_schema",
]

MEMORY = ":memory:"


def _shown(location: str) -> str:
    """The file as the person can find it: absolute, since the bot may run elsewhere."""
    return os.path.abspath(location)


def check_location(location: str) -> None:
    """Refuse, before SQLite sees it, a path that cannot be a database file: empty, a
    folder, or inside a folder that does not exist (SQLite says only "unable to open")."""
    if location == MEMORY:
        return
    if not location.strip():
        raise StorageUnavailable(
            "The database path is empty; set DATABASE_PATH to a file name such as "
            "starpost.sqlite3.", location)
    shown = _shown(location)
    if os.path.isdir(location):
        raise StorageUnavailable(
            f"The database path {shown} is a folder, not a file; set DATABASE_PATH to a file "
            f"inside it, such as {os.path.join(shown, 'starpost.sqlite3')}.", location)
    parent = os.path.dirname(shown)
    if not os.path.isdir(parent):
        raise StorageUnavailable(
            f"The folder {parent} for the database {shown} does not exist; create it or set "
            "DATABASE_PATH to a file in an existing folder.", location)


# SQLite's error names that mean the file or its surroundings are at fault, not the SQL.
_ENVIRONMENTAL = ("SQLITE_NOTADB", "SQLITE_CORRUPT", "SQLITE_BUSY", "SQLITE_LOCKED",
                  "SQLITE_READONLY", "SQLITE_PERM", "SQLITE_AUTH", "SQLITE_FULL",
                  "SQLITE_CANTOPEN", "SQLITE_IOERR")


def is_environmental(error: sqlite3.Error) -> bool:
    """Whether the file, the disk or another process is at fault (rather than the SQL)."""
    return str(getattr(error, "sqlite_errorname", "")).startswith(_ENVIRONMENTAL)


def explain(location: str, error: sqlite3.Error, *, waited_s: float) -> StorageUnavailable:
    """SQLite's error while opening ``location``, as one sentence with a remedy.

    ``waited_s`` is how long a lock was waited for, so "locked" says it was not a glance.
    """
    shown = _shown(location)
    name = getattr(error, "sqlite_errorname", "")
    if name == "SQLITE_NOTADB":
        text = (f"The file {shown} is not a SQLite database (it may be another kind of file); "
                "set DATABASE_PATH to Starpost's database, or move this file away to start "
                "with a new one.")
    elif name.startswith("SQLITE_CORRUPT"):
        return damaged(location, str(error))
    elif name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        text = (f"The database {shown} is locked by another process (waited {waited_s:g} s); "
                "stop the other program or Starpost using it, then start again.")
    elif name.startswith(("SQLITE_READONLY", "SQLITE_PERM", "SQLITE_AUTH")):
        text = (f"Starpost may not write to the database {shown} ({error}); give the user "
                "running the bot write access to the file and its folder.")
    elif name.startswith("SQLITE_FULL"):
        text = (f"The disk holding the database {shown} is full; free some space, then "
                "start again.")
    elif name.startswith("SQLITE_CANTOPEN"):
        text = (f"The database {shown} cannot be opened ({error}); check that the file and "
                "its folder exist and that the user running the bot may read and write them.")
    elif name.startswith("SQLITE_IOERR"):
        text = (f"Reading or writing the database {shown} failed ({error}); check the disk "
                "it is on, then start again.")
    else:
        text = (f"The database {shown} cannot be used ({error}); check the file, or set "
                "DATABASE_PATH to another one.")
    return StorageUnavailable(text, location)


def damaged(location: str, detail: str) -> StorageUnavailable:
    """SQLite found the file damaged (truncated, overwritten pages)."""
    first = detail.strip().splitlines()[0] if detail.strip() else "integrity check failed"
    return StorageUnavailable(
        f"The database {_shown(location)} is damaged (SQLite reports: {first}); stop the bot "
        "and restore the file from a backup (or salvage it with sqlite3's .recover), or move "
        "it away to start with a new one.", location)


def newer_schema(location: str, found: int, known: int) -> StorageUnavailable:
    """The file was written by a newer Starpost, whose tables this code does not know."""
    return StorageUnavailable(
        f"The database {_shown(location)} was written by a newer Starpost (schema version "
        f"{found}, this one knows up to {known}); upgrade Starpost, or set DATABASE_PATH to "
        "another file.", location)


def failed_migration(location: str, version: int, name: str,
                     error: Exception) -> StorageUnavailable:
    """A schema upgrade failed; it ran in one transaction, so the file is unchanged."""
    return StorageUnavailable(
        f"Upgrading the database {_shown(location)} to schema {version:04d}_{name} failed "
        f"({error}) and was rolled back, leaving the file as it was; keep a copy of the file "
        "and report the problem.", location)
