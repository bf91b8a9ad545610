"""A process's owner key: how one process tells whether another is still alive.

Claims (a post being sent, a reminder being handled) carry a lease, so a process that hangs
gives its work back once the lease runs out. A process killed with ``kill -9`` would hold
its claims for the whole lease too, and leases must be long enough for a slow send. So each
store takes a key from the ``owner_keys`` sequence and holds a *session* advisory lock on it
on a connection of its own, for as long as it is open. PostgreSQL drops a session's locks
the moment its connection ends (the process exited, was killed, or lost the network), so
``pg_locks`` lists exactly the owners that are alive, and a claim whose owner is not among
them is free at once.

:data:`ALIVE_OWNERS` is the SQL every claiming query uses to ask that.
"""

from __future__ import annotations

import asyncpg

__all__ = ["ALIVE_OWNERS", "OWNER_CLASS", "Owner"]

OWNER_CLASS = 0x5354_504F  # first key of the two-key advisory locks that mark owners ("STPO")

# Owner keys whose process still holds its lock (the two-key form sets objsubid to 2).
ALIVE_OWNERS = (
    "SELECT l.objid::bigint FROM pg_locks l WHERE l.locktype = 'advisory' "
    f"AND l.classid = {OWNER_CLASS}::oid AND l.objsubid = 2 AND l.granted"
)


class Owner:
    """The owner key of one open store and the connection that holds its lock."""

    def __init__(self, key: int, connection: asyncpg.Connection) -> None:
        self.key = key
        self._connection: asyncpg.Connection | None = connection

    @classmethod
    async def take(cls, url: str) -> Owner:
        connection = await asyncpg.connect(
            url, server_settings={"application_name": "starpost owner"})
        try:
            key = int(await connection.fetchval("SELECT nextval('owner_keys')"))
            await connection.execute("SELECT pg_advisory_lock($1, $2)", OWNER_CLASS, key)
        except BaseException:
            await connection.close()
            raise
        return cls(key, connection)

    @property
    def held(self) -> bool:
        """Whether the lock is still held (its connection has not been lost)."""
        return self._connection is not None and not self._connection.is_closed()

    async def close(self) -> None:
        """End the session, which releases the lock: this owner's claims are free."""
        connection, self._connection = self._connection, None
        if connection is not None:
            await connection.close()
