"""What the web pages' tests share: games played through the application service (each
move drawn and stored as in Discord), the web server on a free port, and reading its
pages."""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from html.parser import HTMLParser

import aiohttp

import games
from bot.app.i18n import Readers
from bot.app.language import name_key
from bot.features.service import GameService
from bot.web.pages import Images, Pages
from bot.web.server import RateLimit, WebServer
from storage.base import GameRow

GUILD = 1
PLAYERS = (11, 12, 13, 14, 15, 16)
NAMES = {11: "Alice", 12: "Bob ⚙", 13: "Carol", 14: "Dave", 15: "Erin", 16: "Frank"}


async def name_players(service: GameService) -> None:
    """Display names as admission keeps them, so boards and pages write them."""
    for user, name in NAMES.items():
        await service.store.set_setting(GUILD, name_key(user), name, now=1)


async def play(service: GameService, channel: int, game: str, players: int, plies: int,
               seed: int = 1) -> GameRow:
    """A game of ``game`` in ``channel``, started by ``players`` members and played for
    ``plies`` stored moves at most (random legal moves, AI moves included), or to its end."""
    host, *others = PLAYERS[:players]
    await service.lobbies.new_game(GUILD, channel, host, game, locale="en")
    for user in others:
        await service.lobbies.join(user, channel_id=channel, locale="en")
    await service.lobbies.start(host, channel_id=channel, locale="en")
    rnd = random.Random(seed)
    while True:
        row = await service.store.open_game_in_channel(channel)
        if row is None or row.version >= plies:
            break
        live = await service.core.live(channel)
        engine = live.engine
        acting = [s for s in engine.to_act(live.state) if not live.seats[s].is_ai]
        if not acting:
            break
        seat = rnd.choice(acting)
        move = rnd.choice(engine.legal_moves(live.state, seat))
        user = live.seats[seat].user_id
        assert user is not None
        await service.moves.move(channel, user, engine.format_move(live.state, move),
                           readers=Readers("en", "en"))
    return await service.store.get_game((await service.store.latest_game_in_channel(
        channel)).id)  # type: ignore[union-attr]


@asynccontextmanager
async def web_server(service: GameService, *, limit: RateLimit | None = None,
                     base_path: str = "") -> AsyncIterator[WebServer]:
    """The web pages on 127.0.0.1, a free port, with a cache of their own (and a rate
    limit no test reaches unless it brings its own); the game's addresses point at it."""
    server = WebServer(service.links, Pages(service.core, Images()),
                       base_url="http://127.0.0.1" + base_path,
                       limit=limit or RateLimit(rate=1000, burst=100_000))
    await server.start("127.0.0.1", 0)
    service.links.base_url = f"http://127.0.0.1:{server.port}{base_path}"
    try:
        yield server
    finally:
        service.links.base_url = None
        await server.stop()


async def fetch(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    async with aiohttp.ClientSession() as session, session.get(url, headers=headers) as answer:
        return answer.status, dict(answer.headers), await answer.read()


@dataclass
class LogLine:
    ply: int
    who: str
    text: str
    version: str


class _LogReader(HTMLParser):
    """The log's entries and the board's address, read from a page's HTML."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[LogLine] = []
        self.board = ""
        self._field: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "li" and found.get("data-ply") is not None:
            self.lines.append(LogLine(int(found["data-ply"] or 0), "", "",
                                      found.get("data-v") or ""))
        elif tag == "span" and found.get("class") in ("who", "text") and self.lines:
            self._field = found["class"]
        elif tag == "img" and found.get("id") == "board":
            self.board = found.get("src") or ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "span":
            self._field = None

    def handle_data(self, data: str) -> None:
        if self._field is not None and self.lines:
            line = self.lines[-1]
            setattr(line, self._field, getattr(line, self._field) + data)


def read_log(html: str) -> tuple[list[LogLine], str]:
    reader = _LogReader()
    reader.feed(html)
    return reader.lines, reader.board


HISTORY_LINE = re.compile(r"^#(\d+) <t:\d+:R> (.*?): (.*)$")


async def history_lines(service: GameService, channel: int) -> dict[int, tuple[str, str]]:
    """Every line of ``/history log`` (all its pages): move -> (who, text)."""
    _, _, pages = await service.history.log(channel, 1, locale="en")
    found: dict[int, tuple[str, str]] = {}
    for page in range(1, pages + 1):
        text, _, _ = await service.history.log(channel, page, locale="en")
        for line in text.splitlines():
            match = HISTORY_LINE.match(line)
            if match:
                found[int(match[1])] = (match[2], match[3])
    return found


def title_of(row: GameRow) -> str:
    return games.get(row.game).title
