"""Operators' commands on what Starpost keeps: ``python -m bot ratings --rebuild``, and
``python -m bot forget USER_ID`` (a member's data erased, as ``/settings data:erase`` does).

They open the configured database (``DATABASE_URL``, else ``DATABASE_PATH``) as the bot
does, may run while the bot runs (each step is one transaction, taking turns with the bot's
own writes), print one sentence and exit with status 0, or 1 when the database cannot be
used.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from storage import GameStore, StorageUnavailable, open_store

__all__ = ["forget_member", "rebuild_ratings"]


async def opened(location: str | Path) -> GameStore | None:
    """The database, or None once the sentence saying why it cannot be used is printed."""
    try:
        return await open_store(location)
    except StorageUnavailable as error:
        print(str(error), file=sys.stderr)
        return None


async def rebuild_ratings(location: str | Path, guild_id: int | None = None) -> int:
    """Rate every finished game again from the stored results (of one server, or all) and
    say how many games, ratings, and ratings that differ from what was stored: none, when
    every game was rated as it finished."""
    store = await opened(location)
    if store is None:
        return 1
    try:
        report = await store.rebuild_ratings(int(time.time()), guild_id)
    finally:
        await store.close()
    print(f"Ratings rebuilt from {counted(report.games, 'finished game')}: "
          f"{counted(report.ratings, 'rating')}, {report.changed} of them different from what "
          "was stored.")
    return 0


async def forget_member(location: str | Path, user_id: int) -> int:
    """Erase what Starpost keeps about a member but the game records
    (:mod:`bot.features.privacy`)."""
    from bot.features.privacy import erase

    store = await opened(location)
    if store is None:
        return 1
    try:
        counts = await erase(store, user_id)
    finally:
        await store.close()
    print(f"Erased what Starpost kept about {user_id}: {counted(counts['settings'], 'setting')}, "
          f"{counted(counts['ratings'], 'rating')}, "
          f"{counted(counts['reliability'], 'reliability record')}; "
          "the game records keep their seats by id, without a name.")
    return 0


def counted(number: int, noun: str) -> str:
    """``number`` and ``noun``, plural unless one ("1 rating", "3 ratings"): the operator's
    commands speak English only."""
    return f"{number} {noun}{'' if number == 1 else 's'}"
