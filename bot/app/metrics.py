"""Prometheus metrics: what the bot counts and times, in one registry per bot.

One :class:`Metrics` is made per bot (:class:`bot.client.StarpostBot`) and handed to the
parts that count: the core (moves, live games, AI decisions), the scheduler (through the
core), the outbox (through the core), the renderer and the database (through callbacks they
call, so neither imports this module: storage stays free of Prometheus). Its registry is
the bot's own, not ``prometheus_client``'s global one, so several bots (tests) never mix
their figures. The endpoint that serves it is :mod:`bot.ops.health`.

Labels carry only game names and kinds of outcome (``adastra``, ``sent``, ``deadline``),
never a player, a channel or anything hidden in a game.

What the Discord figures count: every HTTP response the bot's REST client receives (an
aiohttp trace on discord.py's session, so the retries discord.py makes after a 429 or a 5xx
are counted one by one), by status class; the 429s among them by Discord's
``X-RateLimit-Scope``; and the responses Discord counts against its limit of invalid
requests (401, 403 and 429, except a 429 of scope ``shared``: 10,000 of them within 10
minutes get the bot's address banned for an hour). The gateway's websocket is one request,
counted when it opens (101).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Awaitable, Callable, Iterable
from types import SimpleNamespace

import aiohttp
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

__all__ = ["CONTENT_TYPE", "Metrics"]

log = logging.getLogger(__name__)

#: The text format's content type, as Prometheus expects it.
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

# Seconds. A database call is usually under a millisecond; a board takes 3-20 ms of drawing
# plus its queue; an AI decision up to its budget (300 ms by default) and more on a busy
# machine; a reminder is late by up to the scheduler's poll (60 s by default), or hours
# after downtime.
DATABASE_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0,
                    2.5, 5.0)
RENDER_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
AI_BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1.0, 2.0, 5.0)
LAG_BUCKETS = (1.0, 5.0, 15.0, 30.0, 60.0, 120.0, 300.0, 900.0, 3600.0, 4 * 3600.0,
               24 * 3600.0)

#: What became of a post the outbox tried to send.
POST_OUTCOMES = ("sent", "held", "refused")
#: The statuses Discord counts as invalid requests (a 429 of scope "shared" excepted).
INVALID_STATUSES = (401, 403, 429)
RATE_LIMIT_SCOPES = ("user", "global", "shared")

Refresh = Callable[[], Awaitable[None]]


class Metrics:
    """The bot's registry and its instruments, with one method per thing counted."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.moves = Counter(
            "starpost_moves", "Moves stored, by game and by who made them (player, ai, "
            "timeout, admin).", ["game", "kind"], registry=r)
        self.posts = Counter(
            "starpost_posts", "Outbox posts by what came of a try to send them: sent "
            "(Discord took it), held (not sent now, tried again later), refused (Discord "
            "will never take it: given up).", ["outcome"], registry=r)
        self.discord_responses = Counter(
            "starpost_discord_responses", "HTTP responses from Discord's REST API, by "
            "status class (1xx is the gateway's websocket opening; error: no response).",
            ["status"], registry=r)
        self.rate_limited = Counter(
            "starpost_discord_rate_limited", "429 responses from Discord, by "
            "X-RateLimit-Scope (user, global, shared, unknown).", ["scope"], registry=r)
        self.invalid_requests = Counter(
            "starpost_discord_invalid_requests", "Responses Discord counts as invalid "
            "requests (401, 403, and 429 except scope shared): 10,000 in 10 minutes ban "
            "the bot's address for an hour.", ["status"], registry=r)
        self.outbox_backlog = Gauge(
            "starpost_outbox_backlog_posts", "Posts stored and not sent yet (read from the "
            "database when scraped; NaN when it could not be read).", registry=r)
        self.outbox_oldest_age = Gauge(
            "starpost_outbox_oldest_age_seconds", "Age of the oldest post not sent yet (0 "
            "when none; read when scraped).", registry=r)
        self.scheduler_lag = Histogram(
            "starpost_scheduler_lag_seconds", "How long after it fell due a reminder or "
            "deadline was handled.", ["kind"], buckets=LAG_BUCKETS, registry=r)
        self.render_seconds = Histogram(
            "starpost_render_seconds", "Time to draw an image in the render pool, its queue "
            "included, by game (any: end-of-game media) and kind.", ["game", "kind"],
            buckets=RENDER_BUCKETS, registry=r)
        self.database_seconds = Histogram(
            "starpost_database_seconds", "Time of one database call (a transaction or a "
            "read), waiting for the connection included.", ["kind"],
            buckets=DATABASE_BUCKETS, registry=r)
        self.ai_seconds = Histogram(
            "starpost_ai_decision_seconds", "Time of one AI decision (in an AI worker "
            "process, or a thread with AI_WORKERS=0), by game.", ["game"],
            buckets=AI_BUCKETS, registry=r)
        self.live_games = Gauge(
            "starpost_live_games", "Running games kept in this process's memory.", registry=r)
        self.gateway_connected = Gauge(
            "starpost_gateway_connected", "1 while the gateway connection is ready, else 0.",
            registry=r)
        self.gateway_latency = Gauge(
            "starpost_gateway_latency_seconds", "The gateway's heartbeat latency (NaN before "
            "the first heartbeat).", registry=r)
        for outcome in POST_OUTCOMES:
            self.posts.labels(outcome)
        for scope in RATE_LIMIT_SCOPES:
            self.rate_limited.labels(scope)
        for status in INVALID_STATUSES:
            self.invalid_requests.labels(str(status))
        self.outbox_backlog.set(math.nan)
        self.outbox_oldest_age.set(math.nan)
        self._refreshers: list[Refresh] = []

    # ---- counting ----------------------------------------------------------------------

    def moved(self, game: str, kinds: Iterable[str]) -> None:
        """Moves of ``game`` stored in one change (each move's kind)."""
        for kind in kinds:
            self.moves.labels(game, kind).inc()

    def post(self, outcome: str) -> None:
        """A post was sent, held for a later try, or refused for good."""
        self.posts.labels(outcome).inc()

    def scheduled(self, kind: str, lag: float) -> None:
        """A reminder or deadline handled ``lag`` seconds after it fell due."""
        self.scheduler_lag.labels(kind).observe(max(0.0, lag))

    def rendered(self, game: str, kind: str, seconds: float) -> None:
        """The renderer's observer: one image drawn (``kind``: board, hand, media...)."""
        self.render_seconds.labels(game, kind).observe(seconds)

    def database(self, kind: str, seconds: float) -> None:
        """The database's observer: one call (``kind``: write or read) took ``seconds``."""
        self.database_seconds.labels(kind).observe(seconds)

    def decided(self, game: str, seconds: Iterable[float]) -> None:
        """AI decisions of ``game`` that took ``seconds`` each (timed where they were made)."""
        histogram = self.ai_seconds.labels(game)
        for spent in seconds:
            histogram.observe(spent)

    def count_live_games(self, count: Callable[[], int]) -> None:
        """Read the live games from ``count`` whenever the metrics are scraped."""
        self.live_games.set_function(count)

    def watch_gateway(self, ready: Callable[[], bool], latency: Callable[[], float]) -> None:
        """Read the gateway's state whenever the metrics are scraped."""
        self.gateway_connected.set_function(lambda: 1.0 if ready() else 0.0)
        self.gateway_latency.set_function(lambda: _finite_or_nan(latency()))

    def outbox(self, backlog: int | None, oldest: int | None, now: float) -> None:
        """The outbox as just read: ``backlog`` posts unsent, the oldest created at
        ``oldest``; None: it could not be read."""
        if backlog is None:
            self.outbox_backlog.set(math.nan)
            self.outbox_oldest_age.set(math.nan)
            return
        self.outbox_backlog.set(backlog)
        self.outbox_oldest_age.set(0 if oldest is None else max(0.0, now - oldest))

    def discord_trace(self) -> aiohttp.TraceConfig:
        """A trace for discord.py's HTTP session (``http_trace``): counts each response."""
        trace = aiohttp.TraceConfig()

        async def ended(session: aiohttp.ClientSession, context: SimpleNamespace,
                        params: aiohttp.TraceRequestEndParams) -> None:
            self.discord_response(params.response.status,
                                  params.response.headers.get("X-RateLimit-Scope"))

        async def failed(session: aiohttp.ClientSession, context: SimpleNamespace,
                         params: aiohttp.TraceRequestExceptionParams) -> None:
            self.discord_responses.labels("error").inc()

        trace.on_request_end.append(ended)
        trace.on_request_exception.append(failed)
        return trace

    def discord_response(self, status: int, scope: str | None) -> None:
        """One response from Discord (see the module docstring for what is counted)."""
        self.discord_responses.labels(f"{status // 100}xx").inc()
        if status == 429:
            named = (scope or "").lower()
            self.rate_limited.labels(named if named in RATE_LIMIT_SCOPES else "unknown").inc()
            if named == "shared":
                return
        if status in INVALID_STATUSES:
            self.invalid_requests.labels(str(status)).inc()

    # ---- serving -------------------------------------------------------------------------

    def on_scrape(self, refresh: Refresh) -> None:
        """Run ``refresh`` (it sets gauges, reading the database say) before each scrape."""
        self._refreshers.append(refresh)

    async def exposition(self) -> bytes:
        """The registry in Prometheus' text format, after the refreshers ran; one that
        fails leaves its gauges as it set them (NaN) and is logged."""
        for refresh in self._refreshers:
            try:
                await refresh()
            except Exception:
                log.exception("refreshing the metrics failed")
        return generate_latest(self.registry)


def _finite_or_nan(value: float) -> float:
    return value if math.isfinite(value) else math.nan
