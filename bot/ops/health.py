"""The operator's endpoint: a health check and the Prometheus metrics, on ``METRICS_PORT``.

Nothing listens unless ``METRICS_PORT`` is set. The endpoint is an :mod:`aiohttp.web`
application inside the bot's own event loop (aiohttp comes with discord.py), bound to
``METRICS_HOST`` (127.0.0.1 by default; 0.0.0.0 in a container, so that the container's
health check and Prometheus can reach it):

- ``GET /healthz``: 200 with a small JSON object when the bot is healthy, 503 with the
  checks that fail otherwise. Healthy means: the gateway is connected (ready, not closed),
  the database answers a cheap read within :data:`DATABASE_TIMEOUT` seconds, and at most
  :data:`MAX_BACKLOG` posts wait in the outbox (a constant: a healthy bot sends a post
  within a second, so a thousand waiting means Discord or the bot has stopped taking them).
  With several processes on one PostgreSQL database the outbox is theirs together, so every
  process reports the same backlog.
- ``GET /metrics``: :mod:`bot.app.metrics` in Prometheus' text format; the outbox's backlog and
  age are read from the database at that moment, and nothing is read between scrapes.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from typing import Any, Protocol

from aiohttp import web

from bot.app.metrics import CONTENT_TYPE, Metrics
from storage import GameStore

__all__ = ["DATABASE_TIMEOUT", "MAX_BACKLOG", "Health", "HealthUnavailable"]

log = logging.getLogger(__name__)

MAX_BACKLOG = 1000  # posts waiting in the outbox beyond which the bot is unhealthy
DATABASE_TIMEOUT = 2.0  # seconds the database check waits for its read


class HealthUnavailable(Exception):
    """The endpoint could not listen where the settings say (the port taken, the address
    not this host's); the message is one sentence for the operator."""


class Watched(Protocol):
    """What the checks look at: the bot."""

    store: GameStore
    metrics: Metrics

    def is_ready(self) -> bool: ...

    def is_closed(self) -> bool: ...

    @property
    def latency(self) -> float: ...


class Health:
    """The checks and the HTTP endpoint serving them with the metrics."""

    def __init__(self, bot: Watched, *, max_backlog: int = MAX_BACKLOG,
                 database_timeout: float = DATABASE_TIMEOUT) -> None:
        self.bot = bot
        self.max_backlog = max_backlog
        self.database_timeout = database_timeout
        self.port: int | None = None  # where it listens, once started
        self._runner: web.AppRunner | None = None
        bot.metrics.watch_gateway(self.gateway_ready, lambda: bot.latency)
        bot.metrics.on_scrape(self.refresh_outbox)

    def gateway_ready(self) -> bool:
        return self.bot.is_ready() and not self.bot.is_closed()

    async def backlog(self) -> tuple[int, int | None]:
        return await asyncio.wait_for(self.bot.store.outbox_backlog(), self.database_timeout)

    async def refresh_outbox(self) -> None:
        """Set the outbox gauges from the database (NaN when it cannot be read)."""
        try:
            count, oldest = await self.backlog()
        except Exception as error:  # the health check says what is wrong with the database
            log.info("the outbox's backlog could not be read for the metrics: %s",
                     _short(error))
            self.bot.metrics.outbox(None, None, time.time())
            return
        self.bot.metrics.outbox(count, oldest, time.time())

    async def check(self) -> tuple[bool, dict[str, Any]]:
        """Every check, with what failed: (healthy, the JSON answer)."""
        checks: dict[str, str] = {}
        answer: dict[str, Any] = {"checks": checks}
        checks["gateway"] = "ok" if self.gateway_ready() else (
            "closed" if self.bot.is_closed() else "not connected")
        try:
            await asyncio.wait_for(self.bot.store.db.schema_version(), self.database_timeout)
            checks["database"] = "ok"
        except TimeoutError:
            checks["database"] = f"no answer within {self.database_timeout:g} s"
        except Exception as error:
            checks["database"] = _short(error)
        if checks["database"] != "ok":
            checks["outbox"] = "unknown (the database does not answer)"
        else:
            try:
                count, oldest = await self.backlog()
            except Exception as error:
                checks["outbox"] = _short(error)
            else:
                answer["outbox_backlog"] = count
                answer["outbox_oldest_age_seconds"] = (
                    0 if oldest is None else max(0, int(time.time()) - oldest))
                checks["outbox"] = "ok" if count <= self.max_backlog else (
                    f"{count} posts waiting, more than {self.max_backlog}")
        failing = [name for name, verdict in checks.items() if verdict != "ok"]
        answer["status"] = "failing" if failing else "ok"
        if failing:
            answer["failing"] = failing
        return not failing, answer

    # ---- the endpoint ------------------------------------------------------------------

    async def healthz(self, request: web.Request) -> web.Response:
        healthy, answer = await self.check()
        return web.Response(text=json.dumps(answer), status=200 if healthy else 503,
                            content_type="application/json")

    async def metrics(self, request: web.Request) -> web.Response:
        body = await self.bot.metrics.exposition()
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE})

    async def start(self, host: str, port: int) -> None:
        """Listen on ``host``:``port`` (0: any free port, see :attr:`port`)."""
        app = web.Application()
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/metrics", self.metrics)
        self._runner, self.port = await listen(app, host, port, lambda reason: HealthUnavailable(
            f"The health check and metrics endpoint cannot listen on {host}:{port} "
            f"({reason}); set METRICS_PORT to a free port (and METRICS_HOST to an "
            "address of this host), or leave METRICS_PORT empty."))
        log.info("health check and metrics on http://%s:%s/healthz and /metrics", host,
                 self.port)

    async def stop(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()


def _short(error: BaseException) -> str:
    text = getattr(error, "message", None) or str(error) or type(error).__name__
    return str(text)[:300]


async def listen(app: web.Application, host: str, port: int,
                 refused: Callable[[str], Exception]) -> tuple[web.AppRunner, int]:
    """Serve ``app`` on ``host``:``port`` (0: any free port): its runner and the port it
    got. A port it cannot take raises ``refused(reason)``, the operator's sentence."""
    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    try:
        await site.start()
    except OSError as error:
        await runner.cleanup()
        raise refused((error.strerror or str(error)).rstrip(".")) from error
    server = getattr(site, "_server", None)
    sockets = getattr(server, "sockets", None) or []
    return runner, int(sockets[0].getsockname()[1]) if sockets else port
