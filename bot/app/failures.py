"""How the bot's background work reports a failure: a known case in one line, a bug with
its traceback.

A database that is down for a minute, or a Discord answer the bot knows (a channel gone,
a permission missing), is an ordinary event of running a bot: the outage is logged once by
the store when it begins and ends (:class:`storage.base.DatabaseUnavailable`), so each task
that meets it adds one line at most, never a traceback. Anything else is a bug and keeps
its traceback.
"""

from __future__ import annotations

import logging

from storage.base import DatabaseUnavailable

__all__ = ["known", "report"]


def known(error: BaseException) -> str | None:
    """A short account of an error that is an ordinary event, or None for a bug."""
    if isinstance(error, DatabaseUnavailable):
        return "the database is unavailable"
    return None


def report(log: logging.Logger, error: BaseException, what: str, *args: object) -> None:
    """Log that ``what`` (a %-format with ``args``) failed: a known case in one line at
    INFO (the outage itself was logged where it began), anything else with its traceback."""
    account = known(error)
    if account is None:
        log.error(what + " failed", *args, exc_info=error)
    else:
        log.info(what + " failed: %s", *args, account)
