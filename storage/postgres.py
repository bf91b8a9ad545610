"""The PostgreSQL backend of :class:`storage.base.GameStore`, on asyncpg, for several bot
processes (shards) sharing one database.

:class:`PostgresStore` is composed of one mixin per kind of record, mirroring the SQLite
store module for module:

* :mod:`storage.postgres_connection`: the pool, transactions, migrations;
* :mod:`storage.postgres_owner`: the process's owner key (who is alive to hold a claim);
* :mod:`storage.postgres_rows`: column lists (row conversion is shared with SQLite);
* :mod:`storage.postgres_games`, :mod:`storage.postgres_seats`,
  :mod:`storage.postgres_moves`, :mod:`storage.postgres_results`,
  :mod:`storage.postgres_settings`, :mod:`storage.postgres_schedule`,
  :mod:`storage.postgres_outbox`: the records.

Its migrations are the files in ``storage/postgres_migrations``.
"""

from __future__ import annotations

from storage.postgres_connection import MIGRATIONS_DIR
from storage.postgres_games import PostgresGames
from storage.postgres_moves import PostgresMoves
from storage.postgres_outbox import PostgresOutbox
from storage.postgres_results import PostgresResults
from storage.postgres_schedule import PostgresSchedule
from storage.postgres_seats import PostgresSeats
from storage.postgres_settings import PostgresSettings

__all__ = ["MIGRATIONS_DIR", "PostgresStore"]


class PostgresStore(
    PostgresGames, PostgresSeats, PostgresMoves, PostgresResults, PostgresSettings,
    PostgresSchedule, PostgresOutbox,
):
    """A :class:`storage.base.GameStore` on a PostgreSQL database. Open with :meth:`open`.

    ``snapshot_every`` works as in :class:`storage.sqlite.SqliteStore`. ``single_process``
    is false: claims are never released wholesale, since other processes may hold them.
    """
