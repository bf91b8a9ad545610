"""The games' web pages without a browser: each token opens its own game and nothing else,
every other address is the same plain 404, a replaced address stops working at once, no
page changes anything, every response carries its security and cache headers, and each
address is rate limited."""

from __future__ import annotations

import asyncio
import re
import secrets
import socket
from html import unescape
from pathlib import Path

import aiohttp
import pytest

import games
from bot.app.i18n import t
from bot.app.language import names_of
from bot.app.table import drawn_names
from bot.app.wording import said_by
from bot.features.links import INDEX_GUILD, TOKEN, Links
from bot.features.service import GameService
from bot.ops.config import ConfigError, load_settings
from bot.web.pages import Images, Pages
from bot.web.server import (
    SECURITY_HEADERS,
    RateLimit,
    WebServer,
    WebUnavailable,
    language_of_request,
)
from rendering import renderer
from rendering.alt import with_last_move
from storage.base import GameRow
from tests.bot.web_support import (
    fetch,
    history_lines,
    name_players,
    play,
    read_log,
    title_of,
    web_server,
)

NOT_FOUND = b"404 Not Found\n"


def token_of(url: str) -> str:
    found = re.search(r"/g/([^/?]+)$", url)
    assert found is not None, url
    return found[1]


async def two_games(service: GameService) -> tuple[GameRow, GameRow]:
    await name_players(service)
    first = await play(service, 100, "adastra", 3, 6)
    second = await play(service, 200, "kepler3042", 2, 5)
    return first, second


def as_logged(text: str) -> str:
    """A move's text as /history log words it: one line, at most 300 characters."""
    return text.replace("\n", " ")[:300]


def assert_secure(headers: dict[str, str]) -> None:
    for name, value in SECURITY_HEADERS.items():
        assert headers.get(name) == value, name
    assert "Cache-Control" in headers


async def test_each_token_opens_its_own_game_and_every_other_address_is_a_plain_404(
        service: GameService) -> None:
    first, second = await two_games(service)
    async with web_server(service) as server:
        root = f"http://127.0.0.1:{server.port}"
        urls = {row.id: await service.links.url(row) for row in (first, second)}
        tokens = {game: token_of(url) for game, url in urls.items() if url}
        assert len(set(tokens.values())) == 2
        for row in (first, second):
            token = tokens[row.id]
            assert TOKEN.fullmatch(token)
            status, headers, body = await fetch(f"{root}/g/{token}?l=en")
            assert status == 200 and headers["Content-Type"].startswith("text/html")
            assert_secure(headers)
            assert headers["Cache-Control"] == "no-store"
            html = body.decode()
            other = second if row is first else first
            assert f"<h1>{title_of(row)}</h1>" in html and title_of(other) not in html
            lines, board = read_log(html)
            assert [line.ply for line in lines] == list(range(row.version + 1))
            logged = await history_lines(service, row.channel_id)
            assert {line.ply: (line.who, as_logged(line.text)) for line in lines[1:]} == logged
            assert board.startswith(f"/g/{token}/board/{row.version}.png?l=en&v=")
            # Each board of the page is that game's whole board at that move, as /history
            # board full:True draws it, and a board asked for at the other game's version is
            # still its own.
            for line in lines:
                expected = await service.core.board_at(row.id, line.ply, full=True, locale="en")
                status, headers, png = await fetch(
                    f"{root}/g/{token}/board/{line.ply}.png?l=en&v={line.version}")
                assert status == 200 and png == expected, line.ply
                assert headers["Content-Type"] == "image/png"
                assert headers["Cache-Control"] == "private, max-age=31536000, immutable"
                assert_secure(headers)
            other_lines, _ = read_log((await fetch(f"{root}/g/{tokens[other.id]}?l=en"))[2]
                                      .decode())
            status, _, png = await fetch(
                f"{root}/g/{token}/board/1.png?l=en&v={other_lines[1].version}")
            assert status == 200 and png == await service.core.board_at(row.id, 1, full=True,
                                                                        locale="en")

        token = tokens[first.id]
        bad = [
            "/", "/g", "/g/", "/index.html", "/games", "/favicon.ico", "/robots.txt",
            f"/g/{token[:-1]}", f"/g/{token}x",
            f"/g/{token[:-1]}{'A' if token[-1] != 'A' else 'B'}",
            f"/g/{token.swapcase()}", f"/g/{secrets.token_urlsafe(24)}", f"/g/{first.id}",
            f"/g/{token}/", f"/g/{token}/board", f"/g/{token}/board/{first.version + 1}.png",
            f"/g/{token}/board/-1.png", f"/g/{token}/board/1.jpg", f"/g/{token}/board/x.png",
            f"/g/{token}/board/99999999.png", f"/g/{token}/record", "/static/", "/static/x.js",
            "/static/links.py", "/static/page.css.map", "/healthz", "/metrics",
        ]
        for path in bad:
            status, headers, body = await fetch(root + path)
            assert (status, body) == (404, NOT_FOUND), path
            assert_secure(headers)
            assert headers["Cache-Control"] == "no-store"
        # Paths a client would tidy up, sent as they are.
        for path in ("/static/../web/links.py", "/static/%2e%2e%2flinks.py",
                     f"/g/{token}/board/..%2f..%2f0.png", "/g/%2e%2e/static/page.js",
                     f"/g/{token}/../{token}"):
            assert (await raw_get(server.port or 0, path)).startswith(b"HTTP/1.1 404"), path


async def raw_get(port: int, path: str) -> bytes:
    """A GET of ``path`` exactly as written (no client normalising it first)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
                 .encode())
    await writer.drain()
    answer = await reader.read()
    writer.close()
    return answer


async def test_no_method_but_get_is_served_and_nothing_changes(service: GameService) -> None:
    first, _ = await two_games(service)
    async with web_server(service) as server:
        url = await service.links.url(first)
        assert url is not None
        async with aiohttp.ClientSession() as session:
            for method in ("POST", "PUT", "PATCH", "DELETE", "OPTIONS"):
                for target in (url, f"{url}/board/1.png", url.replace(token_of(url), "x")):
                    async with session.request(method, target, data=b"move=plan") as answer:
                        assert answer.status == 404, (method, target)
                        assert await answer.read() == NOT_FOUND
            async with session.head(url) as answer:
                assert answer.status == 200
        assert (await service.store.get_game(first.id)).version == first.version
        assert server.port


async def test_a_replaced_address_stops_working_at_once(service: GameService) -> None:
    first, second = await two_games(service)
    async with web_server(service) as server:
        old = await service.links.url(first)
        assert old is not None and (await fetch(old))[0] == 200
        _, board = read_log((await fetch(old))[2].decode())
        root = f"http://127.0.0.1:{server.port}"
        assert (await fetch(root + board))[0] == 200
        new, post = await service.links.replace(first, actor=11, locale="en")
        assert new != old and token_of(new) != token_of(old)
        assert new in post.text and post.outbox_game == first.id
        # The old address and every board under it: the plain 404 (the board was kept).
        for target in (old, root + board, f"{old}/board/0.png"):
            assert (await fetch(target))[:3:2] == (404, NOT_FOUND), target
        assert (await fetch(new))[0] == 200
        assert await service.links.url(first) == new
        assert await service.links.game_of(token_of(old)) is None
        # The other game's address is untouched; the replacement was audited.
        assert (await fetch(await service.links.url(second) or ""))[0] == 200
        audit = await service.store.list_audit(first.guild_id, game_id=first.id)
        assert [entry.action for entry in audit] == ["web"]
        assert await service.store.get_setting(INDEX_GUILD, f"web.{token_of(old)}") is None


async def test_a_token_is_made_once_however_many_ask_at_once(service: GameService) -> None:
    first, second = await two_games(service)
    service.links.base_url = "https://games.example.org"
    urls = await asyncio.gather(*(service.links.url(first) for _ in range(8)))
    assert len(set(urls)) == 1 and urls[0] is not None
    assert urls[0].startswith("https://games.example.org/g/")
    # A second store object on the same database (as another process would) finds it.
    other = Links(service.store)
    assert await other.game_of(token_of(urls[0])) == await service.store.get_game(first.id)
    assert await service.links.url(second) != urls[0]
    # Nothing derives a token from the game: made again, the same game gets another one.
    await service.store.delete_setting(first.guild_id, f"game.{first.id}.web")
    assert await service.links.url(first) not in (urls[0], None)
    # Without a base address no address is made or shown.
    service.links.base_url = None
    assert await service.links.url(first) is None


def test_the_rate_limit_spends_a_budget_per_address() -> None:
    now = [0.0]
    limit = RateLimit(rate=2, burst=4, clock=lambda: now[0])
    assert [limit.take("a") for _ in range(4)] == [0, 0, 0, 0]
    assert limit.take("a") == pytest.approx(0.5)
    assert limit.take("b") == 0  # another address has its own budget
    now[0] += 1.0
    assert limit.take("a") == 0 and limit.take("a") == 0 and limit.take("a") > 0
    assert limit.take("c", cost=10) == pytest.approx(3.0)  # more than a burst: refused


async def test_requests_beyond_the_budget_are_refused_and_404s_cost_more(
        service: GameService) -> None:
    first, _ = await two_games(service)
    async with web_server(service, limit=RateLimit(rate=0.01, burst=12)) as server:
        url = await service.links.url(first)
        assert url is not None
        assert (await fetch(url))[0] == 200
        assert (await fetch(f"http://127.0.0.1:{server.port}/nothing"))[0] == 404  # 10
        status, headers, _ = await fetch(url)
        assert status == 200
        status, headers, _ = await fetch(url)
        assert status == 429 and int(headers["Retry-After"]) >= 1
        assert_secure(headers)


@pytest.mark.parametrize(("query", "header", "expected"), [
    ("", "", "en"), ("", "fr-CA,fr;q=0.9,en;q=0.8", "fr"), ("", "de,es;q=0.5,fr;q=0.4", "es"),
    ("", "en;q=0.1,es", "es"), ("l=fr", "es", "fr"), ("l=de", "es-MX", "es"),
    ("", "xx;q=abc, fr", "fr"), ("", "es;q=0", "en"),
])
def test_the_page_speaks_the_browsers_language(query: str, header: str, expected: str) -> None:
    from aiohttp.test_utils import make_mocked_request

    request = make_mocked_request("GET", f"/g/x?{query}",
                                  headers={"Accept-Language": header} if header else {})
    assert language_of_request(request) == expected


async def test_pages_in_spanish_and_french(service: GameService) -> None:
    first, _ = await two_games(service)
    async with web_server(service) as server:
        url = await service.links.url(first)
        assert url is not None
        for language, words in (("es", ("Jugadores", "Registro", "El tablero tras la jugada")),
                                ("fr", ("Joueurs", "Journal", "Le plateau après le coup"))):
            status, headers, body = await fetch(url, **{"Accept-Language": language})
            html = body.decode()
            assert status == 200 and headers["Content-Language"] == language
            assert f'<html lang="{language}">' in html
            assert all(word in html for word in words), language
            lines, board = read_log(html)
            assert f"l={language}" in board
            logged = await history_lines_in(service, first, language)
            assert [line.text for line in lines[1:]] == logged
            png = (await fetch(f"http://127.0.0.1:{server.port}{board}"))[2]
            assert png != await service.core.board_at(first.id, first.version,
                                                      full=True, locale="en")  # in English
            # The last board's alt text is its description, in the page's language; an
            # earlier one's names its move.
            assert alt_of_board(html) == await described(service, first, language)
            earlier = (await fetch(f"{url}?ply=1&l={language}"))[2].decode()
            assert alt_of_board(earlier) == t("web.after_move", language, ply=1,
                                              last=first.version)


def alt_of_board(html: str) -> str:
    found = re.search(r'<img id="board" src="[^"]*" alt="([^"]*)"', html)
    assert found is not None
    return unescape(found.group(1))


async def described(service: GameService, row: GameRow, language: str) -> str:
    """The description of a game's last board, from its public view, in ``language``,
    ending with its last move's public lines."""
    state = await service.rewind.state_at(row, row.version)
    seats = await service.store.get_seats(row.id)
    names = drawn_names(seats, await names_of(service.store, row.guild_id, seats), language)
    last = await service.store.moves_since(row.id, row.version - 1)
    return with_last_move(renderer(row.game).describe_board(
        games.get(row.game).view(state, None), names, language),
        said_by(last[-1] if last else None, language), language)


async def history_lines_in(service: GameService, row: GameRow, language: str) -> list[str]:
    from bot.app.i18n import public_of

    return [public_of(move, language)
            for move in await service.store.moves_page(row.id, 0, row.version)]


def test_the_web_settings_are_both_or_neither(tmp_path: Path) -> None:
    def read(**values: str) -> tuple[str | None, int | None, str]:
        settings = load_settings(values, dotenv=tmp_path / "none", require_token=False)
        return settings.web_base_url, settings.web_port, settings.web_host

    assert read() == (None, None, "127.0.0.1")
    assert read(WEB_BASE_URL="https://games.example.org/", WEB_PORT="8080") == (
        "https://games.example.org", 8080, "127.0.0.1")
    assert read(WEB_BASE_URL="http://example.org/starpost", WEB_PORT="80",
                WEB_HOST="0.0.0.0") == ("http://example.org/starpost", 80, "0.0.0.0")
    for values, words in (({"WEB_PORT": "8080"}, "need both"),
                          ({"WEB_BASE_URL": "https://example.org"}, "need both"),
                          ({"WEB_BASE_URL": "example.org", "WEB_PORT": "1"}, "http://"),
                          ({"WEB_BASE_URL": "https://x.org/?a=1", "WEB_PORT": "1"}, "query"),
                          ({"WEB_BASE_URL": "https://x.org", "WEB_PORT": "70000"}, "WEB_PORT")):
        with pytest.raises(ConfigError, match=words):
            read(**values)


async def test_a_lobby_has_a_page_without_a_board(service: GameService) -> None:
    await name_players(service)
    info = await service.lobbies.new_game(1, 300, 11, "afternova", locale="en")
    await service.lobbies.join(12, channel_id=300, locale="en")
    row = await service.store.get_game(info.game_id)
    async with web_server(service) as server:
        url = await service.links.url(row)
        assert url is not None and url in (await service.lobbies.lobby(row.id, locale="en")).text
        status, _, body = await fetch(url + "?l=en")
        html = body.decode()
        assert status == 200 and "its lobby is open" in html and "Alice" in html
        assert 'id="board"' not in html and 'id="log"' not in html
        board = f"http://127.0.0.1:{server.port}/g/{token_of(url)}/board/0.png"
        assert (await fetch(board))[0] == 404
        await service.lobbies.cancel(11, channel_id=300, locale="en")
        status, _, body = await fetch(url + "?l=en")
        assert status == 200 and "This lobby was cancelled." in body.decode()
        assert await service.links.url(await service.store.get_game(row.id)) is None


async def test_a_port_already_taken_stops_the_pages_in_one_sentence(
        service: GameService) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        server = WebServer(service.links, Pages(service.core, Images()),
                           base_url="http://127.0.0.1")
        with pytest.raises(WebUnavailable) as refused:
            await server.start("127.0.0.1", port)
    message = str(refused.value)
    assert message.startswith(f"The games' web pages cannot listen on 127.0.0.1:{port} (")
    assert "WEB_PORT" in message and "\n" not in message
    assert server.port is None  # nothing was left listening
