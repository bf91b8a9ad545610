"""The store: every record module on one open database, of either kind.

:class:`GameStore` is composed of one mixin per kind of record (games, seats, moves, the
changes committed to a game, results, ratings, reliability, members, settings and the audit
log, the schedule, the outbox; ``docs/storage.md`` has the table), each written once for
both databases; :mod:`storage.sqlite` and :mod:`storage.postgres` open it on theirs.
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
