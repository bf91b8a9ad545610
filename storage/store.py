"""The store: every record module on one open database, of either kind.

:class:`GameStore` is composed of one mixin per kind of record,
each written once for both databases (see :mod:`storage.sql`):

* :mod:`storage.games`: games and lobbies, the start;
* :mod:`storage.seats`: seats;
* :mod:`storage.moves`: moves and snapshots;
* :mod:`storage.changes`: a change to a game committed whole (moves, start, seat change,
  undo, end, with their posts, schedule, settings and audit row);
* :mod:`storage.results`: results and statistics;
* :mod:`storage.ratings`: ratings per server and game, moved by each finished game;
* :mod:`storage.conduct`: members' reliability (games finished or left, time-outs);
* :mod:`storage.members`: everything kept about one member, read whole or erased;
* :mod:`storage.settings`: guild settings and the audit log;
* :mod:`storage.schedule`: reminders and deadlines;
* :mod:`storage.outbox`: posts waiting to be sent.

These modules are the only place in Starpost that writes SQL (with the migrations);
:mod:`storage.sqlite` and :mod:`storage.postgres` open a store on their database.
"""

from __future__ import annotations

from storage.changes import Changes
from storage.conduct import Conduct
from storage.games import Games
from storage.members import Members
from storage.outbox import Outbox
from storage.ratings import Ratings
from storage.results import Results
from storage.schedule import Schedule
from storage.seats import Seats

__all__ = ["GameStore"]


class GameStore(Games, Seats, Changes, Results, Ratings, Conduct, Members, Schedule, Outbox):
    """Everything the application asks of storage, on an open
    :class:`~storage.sql.Database` of either kind.

    Every method is a coroutine; every write is one transaction. Methods that take a
    ``game_id`` raise :class:`~storage.base.GameNotFound` for an unknown id.

    ``snapshot_every``: besides the ply-0 snapshot and the latest one, keep the snapshot of
    every ply that is a multiple of this (1 keeps all, 0 keeps only ply 0 and the latest),
    so rollback and audits can replay from a nearby state without the database growing by
    a full state per move.
    """
