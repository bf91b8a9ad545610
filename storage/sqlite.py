"""The SQLite backend of :class:`storage.base.GameStore`, on aiosqlite.

:class:`SqliteStore` is composed of one mixin per kind of record, each in its own module:

* :mod:`storage.sqlite_connection`: connection, pragmas, transactions, migrations;
* :mod:`storage.sqlite_schema`: the migration files and their parsing;
* :mod:`storage.sqlite_rows`: row conversion and argument checks;
* :mod:`storage.sqlite_games`: games and lobbies, start and end;
* :mod:`storage.sqlite_seats`: seats;
* :mod:`storage.sqlite_moves`: moves, snapshots and rewinding;
* :mod:`storage.sqlite_results`: results and statistics;
* :mod:`storage.sqlite_settings`: guild settings and the audit log;
* :mod:`storage.sqlite_schedule`: the schedule;
* :mod:`storage.sqlite_outbox`: posts waiting to be sent.

These modules are the only place in Starpost that writes SQL.
"""

from __future__ import annotations

from storage.sqlite_games import SqliteGames
from storage.sqlite_moves import SqliteMoves
from storage.sqlite_outbox import SqliteOutbox
from storage.sqlite_results import SqliteResults
from storage.sqlite_schedule import SqliteSchedule
from storage.sqlite_schema import MIGRATIONS_DIR, Migration, load_migrations, split_statements
from storage.sqlite_seats import SqliteSeats
from storage.sqlite_settings import SqliteSettings

__all__ = ["MIGRATIONS_DIR", "Migration", "SqliteStore", "load_migrations", "split_statements"]


class SqliteStore(
    SqliteGames, SqliteSeats, SqliteMoves, SqliteResults, SqliteSettings, SqliteSchedule,
    SqliteOutbox,
):
    """A :class:`storage.base.GameStore` on one SQLite file. Open with :meth:`open`.

    ``snapshot_every``: besides the ply-0 snapshot and the latest one, keep the snapshot of
    every ply that is a multiple of this (1 keeps all, 0 keeps only ply 0 and the latest),
    so rollback and audits can replay from a nearby state without the file growing by a full
    state per move.
    """

    # A SQLite file serves one bot process: leases left by a process that died can be
    # released at start-up instead of waited out.
    single_process = True
