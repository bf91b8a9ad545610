"""Discord's rate limits, as Discord documents them, for tests that turn them on.

Off unless a test sets ``fake.rate_limits`` (or passes ``rate_limits=`` to ``FakeDiscord``):
discord.py obeys the headers by sleeping, so Discord's real five messages per five seconds
per channel would make every game test wait for seconds at a time.

When on, every answer on a route with a bucket carries ``X-RateLimit-Limit``,
``-Remaining``, ``-Reset`` (epoch seconds), ``-Reset-After`` (seconds, rounded up to the
millisecond) and ``-Bucket`` (a hash of the route, the same for every channel; the channel,
guild or webhook in the path picks the counter). A request over a limit is answered 429
with ``Retry-After`` (whole seconds), ``X-RateLimit-Scope`` (``user`` for a route's bucket,
``global`` with ``X-RateLimit-Global: true`` for the bot's 50 requests per second, ``shared``
for a resource a test declared busy) and the body ``{"message", "retry_after", "global"}``.
Interaction endpoints (``/interactions/...`` and ``/webhooks/...``) are exempt from the
global limit, as on Discord.

Counters are fixed windows that open with a bucket's first request. Every 429 is kept as a
:class:`RateLimitHit`; ``told`` marks the ones the client had been warned about before it
sent the request: the bucket's exhaustion (``Remaining: 0``) or the shared block had already
been announced, or the global 429 had already been answered on the same connection (a
connection carries one request at a time, so the client had read it). Those are the
client's fault and fail ``FakeDiscord.assert_well_behaved``.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from aiohttp import web

# What real Discord's answers carry (discord.py takes a 429 without it for a Cloudflare ban).
VIA = "1.1 google"

# The route whose limit Discord documents: five messages per five seconds per channel.
MESSAGE_CREATE = "POST /channels/{channel}/messages"

USER = "user"
GLOBAL = "global"
SHARED = "shared"


@dataclass(frozen=True)
class Bucket:
    """At most ``limit`` requests per ``window`` seconds."""

    limit: int
    window: float


# Discord's documented values.
GLOBAL_LIMIT = Bucket(50, 1.0)
MESSAGE_LIMIT = Bucket(5, 5.0)
# Routes whose limits Discord does not document get this generous bucket, so their answers
# carry headers as Discord's do without slowing anything down.
OTHER_ROUTES_LIMIT = Bucket(50, 1.0)


def _documented_routes() -> dict[str, Bucket]:
    return {MESSAGE_CREATE: MESSAGE_LIMIT}


@dataclass(frozen=True)
class RateLimits:
    """The limits the fake enforces; the defaults are Discord's.

    ``routes`` maps ``"METHOD /path/{template}"`` (as in :data:`MESSAGE_CREATE`, without
    ``/api/v10``) to its bucket; every other route gets ``other_routes`` (None: no
    bucket). ``global_limit`` None turns the global limit off. Tests use small windows,
    e.g. ``RateLimits(routes={MESSAGE_CREATE: Bucket(2, 0.3)})``.
    """

    global_limit: Bucket | None = GLOBAL_LIMIT
    routes: Mapping[str, Bucket] = field(default_factory=_documented_routes)
    other_routes: Bucket | None = OTHER_ROUTES_LIMIT

    def bucket_for(self, route: str) -> Bucket | None:
        return self.routes.get(route, self.other_routes)


@dataclass(frozen=True)
class RateLimitHit:
    """A request the fake answered 429."""

    method: str
    path: str
    scope: str  # "user", "global" or "shared"
    retry_after: float
    # The client had been told the limit was reached before it sent this request.
    told: bool

    @property
    def message(self) -> str:
        """The ``message`` of the 429's body."""
        if self.scope == SHARED:
            return "The resource is being rate limited."
        return "You are being rate limited."


@dataclass(frozen=True)
class Route:
    """Which bucket a request falls in: its route and its top-level resource."""

    key: str  # "METHOD /path/{template}"
    major: str  # the channel, guild or webhook id (+ token) in the path, or ""
    exempt: bool  # an interaction endpoint: not bound to the global limit

    @property
    def bucket_hash(self) -> str:
        return hashlib.blake2b(self.key.encode(), digest_size=16).hexdigest()


@dataclass
class _Window:
    bucket: Bucket
    opened: float
    used: int = 0
    announced: bool = False  # an answer saying Remaining 0 went out in this window

    @property
    def closes(self) -> float:
        return self.opened + self.bucket.window


@dataclass
class _Block:
    """A resource a test declared busy (shared scope) until ``until``."""

    until: float
    announced: bool = False


@dataclass
class Admission:
    """A request let through: the route whose headers its answer gets."""

    route: Route
    bucket: Bucket | None


def _ceil_ms(seconds: float) -> float:
    return math.ceil(max(seconds, 0.0) * 1000) / 1000


def route_of(request: web.Request, api_prefix: str) -> Route | None:
    """The request's route (None for a path no route serves)."""
    resource = request.match_info.route.resource
    if resource is None or request.match_info.http_exception is not None:
        return None
    template = resource.canonical.removeprefix(api_prefix)
    info = request.match_info
    if "interaction" in info:
        major = f"{info['interaction']}+{info['token']}"
    elif "token" in info:
        major = f"{info['app']}+{info['token']}"
    else:
        major = info.get("channel") or info.get("guild") or ""
    exempt = template.startswith(("/interactions/", "/webhooks/"))
    return Route(f"{request.method} {template}", major, exempt)


class RateLimiter:
    """The fake's counters; ``limits`` None means no limits (and no headers)."""

    def __init__(self) -> None:
        self.limits: RateLimits | None = None
        self.clock: Callable[[], float] = time.monotonic
        self.wall: Callable[[], float] = time.time
        self.hits: list[RateLimitHit] = []
        self._windows: dict[tuple[str, str], _Window] = {}
        self._global: _Window | None = None
        self._global_told: set[object] = set()  # connections that got the current global 429
        self._blocks: dict[tuple[str, str], _Block] = {}

    def configure(self, limits: RateLimits | None) -> None:
        """Use ``limits`` from now on, with every counter starting afresh."""
        self.limits = limits
        self._windows.clear()
        self._global = None
        self._global_told.clear()

    def block(self, route: str, major: str, seconds: float) -> None:
        """Answer ``route`` on ``major`` with shared-scope 429s for ``seconds``."""
        self._blocks[(route, major)] = _Block(self.clock() + seconds)

    # -- admitting requests

    def admit(
        self, request: web.Request, route: Route | None
    ) -> tuple[Admission | None, web.Response | None]:
        """Count the request, or refuse it with a 429 (recorded in ``hits``)."""
        if route is None:
            return None, None
        now = self.clock()
        limits = self.limits
        bucket = limits.bucket_for(route.key) if limits is not None else None
        block = self._blocks.get((route.key, route.major))
        if block is not None and now < block.until:
            told = block.announced
            block.announced = True
            return None, self._refuse(request, route, bucket, SHARED, block.until - now, told)
        if limits is None:
            return Admission(route, None), None
        if limits.global_limit is not None and not route.exempt:
            window = self._global
            if window is None or now >= window.closes:
                window = self._global = _Window(limits.global_limit, now)
                self._global_told.clear()
            if window.used >= window.bucket.limit:
                transport = request.transport
                connection = transport.get_extra_info("peername") if transport else None
                told = connection is not None and connection in self._global_told
                if connection is not None:
                    self._global_told.add(connection)
                return None, self._refuse(request, route, None, GLOBAL, window.closes - now, told)
        if bucket is not None:
            window = self._window(route, bucket, now)
            if window.used >= bucket.limit:
                return None, self._refuse(
                    request, route, bucket, USER, window.closes - now, window.announced
                )
            window.used += 1
        if limits.global_limit is not None and not route.exempt:
            assert self._global is not None
            self._global.used += 1
        return Admission(route, bucket), None

    def _window(self, route: Route, bucket: Bucket, now: float) -> _Window:
        key = (route.key, route.major)
        window = self._windows.get(key)
        if window is None or now >= window.closes or window.bucket != bucket:
            window = self._windows[key] = _Window(bucket, now)
        return window

    def _live_window(self, route: Route) -> _Window | None:
        window = self._windows.get((route.key, route.major))
        if window is None or self.clock() >= window.closes:
            return None
        return window

    # -- answers

    def _headers(self, route: Route, bucket: Bucket) -> dict[str, str]:
        """The bucket's state now (a window that closed reads as a fresh one)."""
        window = self._live_window(route)
        if window is None:
            remaining, reset_after = bucket.limit, bucket.window
        else:
            remaining = max(bucket.limit - window.used, 0)
            reset_after = window.closes - self.clock()
            if remaining == 0:
                window.announced = True
        reset_after = _ceil_ms(reset_after)
        return {
            "X-RateLimit-Limit": str(bucket.limit),
            "X-RateLimit-Remaining": str(remaining),
            "X-RateLimit-Reset": f"{self.wall() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": route.bucket_hash,
        }

    def stamp(self, response: web.StreamResponse, admission: Admission | None) -> None:
        """Add the bucket's headers to an answer the route gave."""
        if admission is not None and admission.bucket is not None:
            response.headers.update(self._headers(admission.route, admission.bucket))

    def _refuse(
        self,
        request: web.Request,
        route: Route,
        bucket: Bucket | None,
        scope: str,
        retry_after: float,
        told: bool,
    ) -> web.Response:
        retry = _ceil_ms(retry_after)
        hit = RateLimitHit(request.method, request.path_qs, scope, retry, told)
        body = {"message": hit.message, "retry_after": retry, "global": scope == GLOBAL}
        headers = {
            "Content-Type": "application/json",
            "Retry-After": str(max(math.ceil(retry), 1)),
            "X-RateLimit-Scope": scope,
            "Via": VIA,
        }
        if scope == GLOBAL:
            headers["X-RateLimit-Global"] = "true"
        elif bucket is not None:
            headers.update(self._headers(route, bucket))
            if scope == USER:
                headers["X-RateLimit-Remaining"] = "0"
        self.hits.append(hit)
        return web.Response(status=429, body=json.dumps(body).encode(), headers=headers)


__all__ = [
    "GLOBAL",
    "GLOBAL_LIMIT",
    "MESSAGE_CREATE",
    "MESSAGE_LIMIT",
    "OTHER_ROUTES_LIMIT",
    "SHARED",
    "USER",
    "VIA",
    "Admission",
    "Bucket",
    "RateLimitHit",
    "RateLimiter",
    "RateLimits",
    "Route",
    "route_of",
]
