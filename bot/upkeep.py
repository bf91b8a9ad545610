"""Operators' commands on what Starpost keeps: ``python -m bot ratings --rebuild``.

They open the configured database (``DATABASE_URL``, else ``DATABASE_PATH``) as the bot
does, may run while the bot runs (each step is one transaction, taking turns with the bot's
own writes), print one sentence and exit with status 0, or 1 when the database cannot be
used.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from storage import StorageUnavailable, open_store

__all__ = ["rebuild_ratings"]


async def rebuild_ratings(location: str | Path, guild_id: int | None = None) -> int:
    """Rate every finished game again from the stored results (of one server, or all) and
    say how many games, ratings, and ratings that differ from what was stored: none, when
    every game was rated as it finished."""
    try:
        store = await open_store(location)
    except StorageUnavailable as error:
        print(str(error), file=sys.stderr)
        return 1
    try:
        report = await store.rebuild_ratings(int(time.time()), guild_id)
    finally:
        await store.close()
    print(f"Ratings rebuilt from {report.games} finished game(s): {report.ratings} rating(s), "
          f"{report.changed} of them different from what was stored.")
    return 0
