"""The store: one mixin per kind of record (``docs/storage.md`` has the table), on one open
database of either kind.
"""

from __future__ import annotations

from storage.changes import Changes
from storage.conduct import Conduct
from storage.games import Games
from storage.members import Members
from storage.outbox import Outbox
from storage.ratings import Ratings
from storage.schedule import Schedule
from storage.seats import Seats

__all__ = ["GameStore"]


class GameStore(Games, Seats, Changes, Ratings, Conduct, Members, Schedule, Outbox):
    """Everything the application asks of storage: every write is one transaction, and an
    unknown ``game_id`` is :class:`~storage.base.GameNotFound`. ``snapshot_every``: the
    plies whose snapshots are kept besides ply 0 and the latest (0: none)."""
