"""The games' web pages over HTTP: an :mod:`aiohttp.web` application in the bot's own event
loop, on ``WEB_PORT`` bound to ``WEB_HOST``, started only when ``WEB_BASE_URL`` and
``WEB_PORT`` are both set (:func:`serve`).

Three kinds of address, all ``GET`` (or ``HEAD``), none changing anything:

- ``/g/<token>``: the game's page (``?ply=<n>`` opens it at move n, ``?l=en|es|fr`` in that
  language, else the browser's ``Accept-Language``);
- ``/g/<token>/board/<n>.png``: the board after move n (``?l=``, and ``?v=``, the board's
  version, which the page gives: a board asked for at its version may be kept for good);
- ``/static/page.js`` and ``/static/page.css``.

Anything else, a malformed or unknown token, a replaced one, a move the game does not have,
another method: a plain ``404 Not Found``, the same whatever the reason, so nothing tells a
guess from a game. There is no list of games and no search. Every response carries a
strict Content-Security-Policy (scripts, styles and images from the site itself only, no
inline script or style, no frames, no forms), ``X-Content-Type-Options: nosniff``,
``Referrer-Policy: no-referrer`` (the token never leaves in a Referer) and a
``Cache-Control``: pages ``no-store``, boards at their version kept a year (``private``),
the script and style a day. Each address may make :data:`RATE` requests a second, in
bursts of up to :data:`BURST`; a 404 costs :data:`NOT_FOUND_COST` of them, which makes
guessing slower still (a token has 192 random bits). Behind a reverse proxy, the proxy's
address is the one limited: limit per client there.
"""

from __future__ import annotations

import hashlib
import logging
import math
import re
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Protocol
from urllib.parse import urlsplit

from aiohttp import web

from bot.app.i18n import LANGUAGES
from bot.features.links import Links
from bot.features.service import GameService
from bot.ops.config import Settings
from bot.ops.health import HealthUnavailable, listen
from bot.web.html import render_page
from bot.web.pages import NotShown, Pages
from storage.base import DatabaseUnavailable, GameRow

__all__ = ["BURST", "NOT_FOUND_COST", "RATE", "SECURITY_HEADERS", "RateLimit", "WebServer",
           "WebUnavailable", "language_of_request", "serve"]

log = logging.getLogger(__name__)

RATE = 20.0  # requests a second per address, on average
BURST = 120.0  # requests an address may make at once (a page, its board and those ahead)
NOT_FOUND_COST = 10.0  # what a 404 costs, in requests
ADDRESSES_KEPT = 10_000  # addresses whose budget is remembered, least recently seen out
MAX_PLY = 1_000_000

SECURITY_HEADERS = {
    "Content-Security-Policy": ("default-src 'none'; script-src 'self'; style-src 'self'; "
                                "img-src 'self'; base-uri 'none'; form-action 'none'; "
                                "frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "X-Robots-Tag": "noindex, nofollow",
}
STATIC = Path(__file__).with_name("static")
TYPES = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}
BOARD_FILE = re.compile(r"(\d{1,7})\.png")
YEAR = 365 * 24 * 3600


class WebUnavailable(HealthUnavailable):
    """The web pages could not listen where the settings say; one sentence for the
    operator (a start-up failure, like the health endpoint's)."""


class RateLimit:
    """A token bucket per address: ``rate`` a second, up to ``burst`` at once."""

    def __init__(self, rate: float = RATE, burst: float = BURST, *,
                 clock: Callable[[], float] = time.monotonic,
                 addresses: int = ADDRESSES_KEPT) -> None:
        self.rate, self.burst, self.clock, self.addresses = rate, burst, clock, addresses
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, address: str, cost: float = 1.0) -> float:
        """Spend ``cost`` of the address's budget: 0 when it had that much, else the
        seconds until it will have (nothing is spent then)."""
        now = self.clock()
        left, since = self._buckets.pop(address, (self.burst, now))
        left = min(self.burst, left + (now - since) * self.rate)
        wait = 0.0
        if left >= cost:
            left -= cost
        else:
            wait = (cost - left) / self.rate
        self._buckets[address] = (left, now)
        while len(self._buckets) > self.addresses:
            self._buckets.popitem(last=False)
        return wait


def language_of_request(request: web.Request) -> str:
    """``?l=`` when it names a language of the page, else the browser's first language
    Starpost speaks (by ``Accept-Language``'s weights), else English."""
    asked = request.query.get("l", "")
    if asked in LANGUAGES:
        return asked
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(request.headers.get("Accept-Language", "").split(",")[:20]):
        tag, _, weight = part.strip().partition(";q=")
        try:
            q = float(weight) if weight else 1.0
        except ValueError:
            continue
        code = tag.split("-")[0].strip().lower()
        if code in LANGUAGES and q > 0:
            ranked.append((-q, index, code))
    return min(ranked)[2] if ranked else "en"


def plain(status: int, text: str) -> web.Response:
    response = web.Response(status=status, text=f"{status} {text}\n", content_type="text/plain")
    response.headers["Cache-Control"] = "no-store"
    return response


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class WebServer:
    """The application and its listener."""

    def __init__(self, links: Links, pages: Pages, *, base_url: str,
                 limit: RateLimit | None = None) -> None:
        self.links = links
        self.pages = pages
        self.prefix = urlsplit(base_url).path.rstrip("/")
        self.limit = limit or RateLimit()
        self.assets = {path.name: path.read_bytes() for path in STATIC.iterdir()
                       if path.suffix in TYPES}
        self.versions = {name: hashlib.sha256(data).hexdigest()[:12]
                         for name, data in self.assets.items()}
        self.port: int | None = None  # where it listens, once started
        self._runner: web.AppRunner | None = None

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self.guard], client_max_size=1024)
        app.router.add_get("/g/{token}", self.page)
        app.router.add_get("/g/{token}/board/{file}", self.board)
        app.router.add_get("/static/{name}", self.static)
        return app

    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """The rate limit, the plain errors and the security headers of every response."""
        address = request.remote or "-"
        wait = self.limit.take(address)
        response: web.StreamResponse
        if wait:
            response = plain(429, "Too Many Requests")
            response.headers["Retry-After"] = str(math.ceil(wait))
        else:
            try:
                response = await handler(request)
            except web.HTTPException as error:  # no route, a wrong method: all alike
                response = (plain(404, "Not Found") if error.status in (404, 405)
                            else plain(error.status, error.reason))
            except DatabaseUnavailable:
                response = plain(503, "Service Unavailable")
            except Exception:
                log.exception("the web page %s failed", request.path.split("/")[1:2])
                response = plain(500, "Internal Server Error")
            if response.status == 404:
                self.limit.take(address, NOT_FOUND_COST - 1)
        response.headers.update(SECURITY_HEADERS)
        return response

    async def _game(self, request: web.Request) -> GameRow:
        row = await self.links.game_of(request.match_info["token"])
        if row is None:
            raise web.HTTPNotFound()
        return row

    async def page(self, request: web.Request) -> web.Response:
        row = await self._game(request)
        language = language_of_request(request)
        page = await self.pages.page(row, language)
        try:
            shown = int(request.query.get("ply", page.version))
        except ValueError:
            shown = page.version
        shown = max(0, min(page.version, shown))
        html = render_page(page, prefix=self.prefix, token=request.match_info["token"],
                           shown=shown, assets=self.versions)
        response = web.Response(text=html, content_type="text/html", charset="utf-8")
        response.headers.update({"Cache-Control": "no-store", "Content-Language": language,
                                 "Vary": "Accept-Language"})
        return response

    async def board(self, request: web.Request) -> web.Response:
        found = BOARD_FILE.fullmatch(request.match_info["file"])
        if found is None or int(found[1]) > MAX_PLY:
            raise web.HTTPNotFound()
        ply = int(found[1])
        row = await self._game(request)
        language = language_of_request(request)
        asked = request.query.get("v", "")
        png = self.pages.kept(row, ply, asked) if asked else None
        version = asked
        if png is None:
            try:
                png, version = await self.pages.board(row, ply, language)
            except NotShown:
                raise web.HTTPNotFound() from None
        headers = {"ETag": f'"{version}"', "Vary": "Accept-Language",
                   "Cache-Control": (f"private, max-age={YEAR}, immutable" if asked == version
                                     else "private, no-cache")}
        if request.headers.get("If-None-Match") == f'"{version}"':
            return web.Response(status=304, headers=headers)
        return web.Response(body=png, content_type="image/png", headers=headers)

    async def static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        data = self.assets.get(name)
        if data is None:
            raise web.HTTPNotFound()
        fresh = request.query.get("v") == self.versions[name]
        return web.Response(body=data, content_type=TYPES[Path(name).suffix], charset="utf-8",
                            headers={"Cache-Control": "public, max-age=" + (
                                f"{YEAR}, immutable" if fresh else "300")})

    # ---- listening ----------------------------------------------------------------------

    async def start(self, host: str, port: int) -> None:
        """Listen on ``host``:``port`` (0: any free port, see :attr:`port`)."""
        self._runner, self.port = await listen(
            self.app(), host, port, lambda reason: WebUnavailable(
                f"The games' web pages cannot listen on {host}:{port} ({reason}); set "
                "WEB_PORT to a free port (and WEB_HOST to an address of this host), or leave "
                "WEB_BASE_URL and WEB_PORT empty."))
        log.info("games' web pages on http://%s:%s (public address %s)", host, self.port,
                 self.links.base_url)

    async def stop(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()


class WebHost(Protocol):
    """What :func:`serve` needs of the bot."""

    settings: Settings
    service: GameService


async def serve(bot: WebHost) -> WebServer | None:
    """Start the web pages when the settings ask for them (and show games' addresses from
    then on); None, with nothing listening and no address shown, when they do not."""
    settings = bot.settings
    if settings.web_base_url is None or settings.web_port is None:
        return None
    links = bot.service.links
    links.base_url = settings.web_base_url
    server = WebServer(links, Pages(bot.service.core), base_url=settings.web_base_url)
    try:
        await server.start(settings.web_host, settings.web_port)
    except WebUnavailable:
        links.base_url = None
        raise
    return server
