"""Keeping the bot's REST requests under Discord's global rate limit before they go out.

Discord lets a bot make 50 requests per second in all (interaction callbacks and followups,
under ``/interactions/`` and ``/webhooks/``, excepted). discord.py keeps each route's bucket
(five messages per five seconds in a channel) but learns of the global limit only from a
429: when many channels have posts waiting, it sends as fast as their buckets allow, gets
429s by the hundred, retries each at the same moment as every other, and after five 429s
gives the post up to the outbox's next retry. :class:`GlobalPace` sends them at the rate
Discord takes instead.

It is an aiohttp trace on discord.py's HTTP session (``on_request_start``, awaited just
before the request is written, after discord.py's route bucket let it through), so it paces
what actually goes out and nothing that is still waiting for its channel. A request goes at
once while fewer than :data:`GLOBAL_LIMIT` requests are either on their way or were answered
less than a second ago; otherwise it waits, and waiting requests go in the order they came.
Discord counts a request before answering it, so no second of Discord's, wherever its window
begins, ever holds more than 50, however long requests take on the way: a request counted in
the same second as another went out before that one was answered, or less than a second
after. What this costs against a sender that knew Discord's windows is one round trip per
50 requests, and only when requests wait. A global 429 all the same (another process using
the token) holds every request until its ``Retry-After`` has passed.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable, Mapping
from types import SimpleNamespace

import aiohttp
import discord.http

__all__ = ["GLOBAL_LIMIT", "GLOBAL_SPAN", "GlobalPace", "share_of"]

GLOBAL_LIMIT = 50  # Discord: requests per second, interactions excepted
GLOBAL_SPAN = 1.0  # seconds
# When every place is taken by a request on its way and none is answered within this many
# seconds, the oldest counts as answered (aiohttp reports every request's end: this only
# keeps a lost report from stopping every request).
UNANSWERED = 10.0
EXEMPT = ("/interactions/", "/webhooks/")


def share_of(shard_count: int | None, shard_ids: tuple[int, ...] | None) -> int:
    """This process's share of the global limit. Discord counts a bot's requests per token,
    whichever process sends them: where several processes each run some of the shards
    (``SHARD_IDS``), each paces a share in proportion to its shards, rounded down, so that
    together they never exceed :data:`GLOBAL_LIMIT`. The split is fixed: a process whose
    servers are busier cannot borrow another's unused share (a shared count would need a
    round trip to the database per request)."""
    if not shard_count or shard_ids is None:
        return GLOBAL_LIMIT  # every shard runs here
    return max(1, GLOBAL_LIMIT * len(shard_ids) // shard_count)


class _Sent:
    """One request on its way."""

    __slots__ = ("answered",)

    def __init__(self) -> None:
        self.answered = False


class GlobalPace:
    """At most ``limit`` requests to Discord's REST API on their way or answered within the
    last ``span`` seconds (see the module docstring), in the order they came."""

    def __init__(self, limit: int = GLOBAL_LIMIT, span: float = GLOBAL_SPAN,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.span = span
        self.clock = clock
        self._flying: dict[_Sent, None] = {}  # requests on their way, oldest first
        self._answers: deque[float] = deque()  # when the latest were answered, oldest first
        self._change = asyncio.Event()  # a request was answered
        self._turn = asyncio.Lock()  # waiters are woken in the order they came
        self._queued = 0  # requests waiting for their turn
        self._blocked_until = 0.0  # after a global 429
        self.waited = 0  # requests that had to wait (for tests and benchmarks)

    @staticmethod
    def counts(url: str) -> bool:
        """Whether a request to ``url`` counts toward the global limit."""
        base = discord.http.Route.BASE
        return url.startswith(base) and not url[len(base):].startswith(EXEMPT)

    async def wait(self) -> _Sent:
        """Return when one more request may go out now; pass what it returns to
        :meth:`answered` when the request's answer comes (or it fails)."""
        if not self._queued and self._free():
            return self._go()
        self.waited += 1
        self._queued += 1
        try:
            async with self._turn:
                while not self._free():
                    await self._until_free()
                return self._go()
        finally:
            self._queued -= 1

    def answered(self, sent: _Sent) -> None:
        if sent.answered:
            return
        sent.answered = True
        self._flying.pop(sent, None)
        self._answers.append(self.clock())
        self._change.set()

    def _go(self) -> _Sent:
        sent = _Sent()
        self._flying[sent] = None
        return sent

    def _free(self) -> bool:
        now = self.clock()
        if now < self._blocked_until:
            return False
        answers = self._answers
        while answers and answers[0] + self.span <= now:
            answers.popleft()
        return len(self._flying) + len(answers) < self.limit

    async def _until_free(self) -> None:
        now = self.clock()
        if now < self._blocked_until:
            await asyncio.sleep(self._blocked_until - now)
        elif self._answers:  # the first of them to leave the last second makes room
            await asyncio.sleep(max(self._answers[0] + self.span - now, 0.0))
        else:  # all on their way: room comes a second after an answer
            self._change.clear()
            try:
                await asyncio.wait_for(self._change.wait(), UNANSWERED)
            except TimeoutError:
                self.answered(next(iter(self._flying)))

    def told(self, status: int, headers: Mapping[str, str]) -> None:
        """Read an answer (``headers`` as aiohttp gives them, names in any case): a global
        429 holds every request for its ``Retry-After``."""
        if status != 429 or headers.get("X-RateLimit-Global", "").lower() != "true":
            return
        try:
            retry = float(headers.get("Retry-After", "1"))
        except ValueError:
            retry = 1.0
        self._blocked_until = max(self._blocked_until, self.clock() + retry)

    def trace(self, config: aiohttp.TraceConfig) -> aiohttp.TraceConfig:
        """Add the pace to ``config`` (discord.py's ``http_trace``) and return it."""

        async def starting(session: aiohttp.ClientSession, context: SimpleNamespace,
                           params: aiohttp.TraceRequestStartParams) -> None:
            if self.counts(str(params.url)):
                context.starpost_paced = await self.wait()

        async def ended(session: aiohttp.ClientSession, context: SimpleNamespace,
                        params: aiohttp.TraceRequestEndParams) -> None:
            self._answered(context)
            self.told(params.response.status, params.response.headers)

        async def failed(session: aiohttp.ClientSession, context: SimpleNamespace,
                         params: aiohttp.TraceRequestExceptionParams) -> None:
            self._answered(context)

        config.on_request_start.insert(0, starting)
        config.on_request_end.append(ended)
        config.on_request_exception.append(failed)
        return config

    def _answered(self, context: SimpleNamespace) -> None:
        sent = getattr(context, "starpost_paced", None)
        if isinstance(sent, _Sent):
            self.answered(sent)
