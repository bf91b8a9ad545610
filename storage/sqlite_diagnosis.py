"""Why a SQLite file cannot serve as Starpost's database, in one sentence that names the
file and what to do (SQLite's own words name neither).
"""

from __future__ import annotations

import os
import sqlite3
from os.path import abspath

from storage.base import StorageUnavailable

__all__ = ["check_location", "damaged", "explain", "is_environmental"]


def check_location(location: str) -> None:
    """Refuse a path that cannot be a database file, before SQLite sees it."""
    if location == ":memory:":
        return
    if not location.strip():
        raise StorageUnavailable(
            "The database path is empty; set DATABASE_PATH to a file name such as "
            "starpost.sqlite3.", location)
    shown = abspath(location)
    if os.path.isdir(location):
        raise StorageUnavailable(
            f"The database path {shown} is a folder, not a file; set DATABASE_PATH to a file "
            f"inside it, such as {os.path.join(shown, 'starpost.sqlite3')}.", location)
    parent = os.path.dirname(shown)
    if not os.path.isdir(parent):
        raise StorageUnavailable(
            f"The folder {parent} for the database {shown} does not exist; create it or set "
            "DATABASE_PATH to a file in an existing folder.", location)


_LOCKED = ("The database {shown} is locked by another process (waited {waited:g} s); stop "
           "the other program or Starpost using it, then start again.")
_DENIED = ("Starpost may not write to the database {shown} ({error}); give the user running "
           "the bot write access to the file and its folder.")
# SQLite's error names (by prefix) that mean the file or its surroundings are at fault, not
# the SQL, each with its sentence; a damaged file is told by damaged().
_ENVIRONMENTAL = {
    "SQLITE_NOTADB": "The file {shown} is not a SQLite database (it may be another kind of "
                     "file); set DATABASE_PATH to Starpost's database, or move this file away "
                     "to start with a new one.",
    "SQLITE_CORRUPT": "",
    "SQLITE_BUSY": _LOCKED, "SQLITE_LOCKED": _LOCKED,
    "SQLITE_READONLY": _DENIED, "SQLITE_PERM": _DENIED, "SQLITE_AUTH": _DENIED,
    "SQLITE_FULL": "The disk holding the database {shown} is full; free some space, then start "
                   "again.",
    "SQLITE_CANTOPEN": "The database {shown} cannot be opened ({error}); check that the file "
                       "and its folder exist and that the user running the bot may read and "
                       "write them.",
    "SQLITE_IOERR": "Reading or writing the database {shown} failed ({error}); check the disk "
                    "it is on, then start again.",
}


def is_environmental(error: sqlite3.Error) -> bool:
    """Whether the file, the disk or another process is at fault (rather than the SQL)."""
    return str(getattr(error, "sqlite_errorname", "")).startswith(tuple(_ENVIRONMENTAL))


def explain(location: str, error: sqlite3.Error, *, waited_s: float) -> StorageUnavailable:
    """SQLite's error while opening ``location``, as one sentence with a remedy."""
    name = str(getattr(error, "sqlite_errorname", ""))
    if name.startswith("SQLITE_CORRUPT"):
        return damaged(location, str(error))
    text = next((text for prefix, text in _ENVIRONMENTAL.items() if name.startswith(prefix)),
                "The database {shown} cannot be used ({error}); check the file, or set "
                "DATABASE_PATH to another one.")
    return StorageUnavailable(text.format(shown=abspath(location), error=error, waited=waited_s),
                              location)


def damaged(location: str, detail: str) -> StorageUnavailable:
    """SQLite found the file damaged (truncated, overwritten pages)."""
    first = detail.strip().splitlines()[0] if detail.strip() else "integrity check failed"
    return StorageUnavailable(
        f"The database {abspath(location)} is damaged (SQLite reports: {first}); stop the bot "
        "and restore the file from a backup (or salvage it with sqlite3's .recover), or move "
        "it away to start with a new one.", location)
