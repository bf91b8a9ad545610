"""A game's page in a real browser (headless Chromium, tests/browser.py): the page loads
with its current board, the slider and the arrow keys go through every move without a
reload, each board loads and is the board at that move (byte for byte the one /history
board draws), the log is /history log's, nothing breaks the Content-Security-Policy, and
the page fits a desktop and a phone, where the board stays sharp. Screenshots at both
widths are taken; with ``STARPOST_SCREENSHOTS=<folder>`` they are kept there (that is how
the README's were made)."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path
from typing import Any

from PIL import Image

from bot.features.service import GameService
from tests.bot.web_support import history_lines, name_players, play, web_server
from tests.browser import Chromium, require_chromium

BOARD_LOADED = ("(() => { const b = document.getElementById('board');"
                " return b.complete && b.naturalWidth > 0 && !b.classList.contains('loading')"
                " && b.dataset.ply === '{ply}' && new URL(b.src).pathname.endsWith('/{ply}.png')"
                " && document.getElementById('slider').value === '{ply}'; })()")
PAGE_STATE = ("(() => ({shown: document.getElementById('board').dataset.ply,"
              " caption: document.getElementById('caption').textContent,"
              " current: [...document.querySelectorAll('#log li.current')]"
              "  .map(li => li.dataset.ply),"
              " navigations: performance.getEntriesByType('navigation').length,"
              " marker: window.starpostMarker === 1}))()")
LOG = ("[...document.querySelectorAll('#log li')].map(li => ({ply: Number(li.dataset.ply),"
       " who: (li.querySelector('.who') || {}).textContent || '',"
       " text: (li.querySelector('.text') || {}).textContent || ''}))")
BOARD_URL = re.compile(r"/board/(\d+)\.png\?l=en&v=\w+$")


def board_loaded(ply: int) -> str:
    return BOARD_LOADED.replace("{ply}", str(ply))


def keep_screenshot(png: bytes, name: str, shrink: int = 1) -> None:
    """With STARPOST_SCREENSHOTS set, keep the screenshot there as a small PNG (``shrink``
    times narrower, in a palette of 128 colours: a fraction of the size, the text sharp)."""
    folder = os.environ.get("STARPOST_SCREENSHOTS")
    if not folder:
        return
    image = Image.open(io.BytesIO(png)).convert("RGB")
    image = image.resize((image.width // shrink, image.height // shrink), Image.Resampling.LANCZOS)
    small = image.quantize(colors=128, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    Path(folder).mkdir(parents=True, exist_ok=True)
    small.save(Path(folder) / name, optimize=True)


async def test_the_page_in_a_browser(service: GameService) -> None:
    executable = require_chromium()
    await name_players(service)
    row = await play(service, 100, "adastra", 3, 14, seed=5)
    assert row.version == 14
    async with web_server(service) as server:
        url = await service.links.url(row)
        assert url is not None
        browser = await Chromium.launch(executable)
        try:
            await check_the_page(browser, service, row.id, row.version, url + "?l=en")
            assert server.port
        finally:
            await browser.close()


async def check_the_page(browser: Chromium, service: GameService, game_id: int, last: int,
                         url: str) -> None:
    responses: dict[int, list[str]] = {}  # move -> the request ids of its board

    def seen(method: str, params: dict[str, Any]) -> None:
        if method == "Network.responseReceived":
            found = BOARD_URL.search(params["response"]["url"])
            if found and params["response"]["status"] == 200:
                responses.setdefault(int(found[1]), []).append(params["requestId"])

    browser.listen(seen)
    await browser.viewport(1280, 900)
    await browser.navigate(url)
    await browser.wait_for(board_loaded(last))
    await browser.evaluate("window.starpostMarker = 1")
    desktop = await browser.screenshot()
    assert Image.open(io.BytesIO(desktop)).size == (1280, 900)
    keep_screenshot(desktop, "web-desktop.png")

    # The log is /history log's, entry for entry.
    logged = await history_lines(service, 100)
    entries = await browser.evaluate(LOG)
    assert [e["ply"] for e in entries] == list(range(last + 1))
    assert {e["ply"]: (e["who"], e["text"].replace("\n", " ")[:300])
            for e in entries[1:]} == logged

    # Home, then the arrow key through every move; then the slider back and forth.
    await browser.press("Home", key_code=36)
    await browser.wait_for(board_loaded(0))
    for ply in range(1, last + 1):
        await browser.press("ArrowRight", key_code=39)
        await browser.wait_for(board_loaded(ply))
        state = await browser.evaluate(PAGE_STATE)
        assert state["current"] == [str(ply)] and f"move {ply} of {last}" in state["caption"]
        assert state["navigations"] == 1 and state["marker"], "the page was reloaded"
    for ply in (last // 2, 1, last, 3):
        await browser.evaluate(f"(() => {{ const s = document.getElementById('slider');"
                               f" s.value = '{ply}'; s.dispatchEvent(new Event('input')); }})()")
        await browser.wait_for(board_loaded(ply))
    await browser.evaluate("document.querySelector('#m2 a').click()")  # a log entry
    await browser.wait_for(board_loaded(2))
    assert (await browser.evaluate(PAGE_STATE))["marker"]

    # Each board the browser received is the board at that move.
    assert sorted(responses) == list(range(last + 1))
    for ply, requests in sorted(responses.items()):
        expected = await service.core.board_at(game_id, ply, full=True,
                                               locale="en")  # the whole board
        for request in requests:
            assert await browser.body(request) == expected, ply

    # Zoom shows the board at its own size; the page broke no rule of its policy.
    await browser.evaluate("document.getElementById('zoom').click()")
    assert await browser.evaluate(
        "document.getElementById('board').clientWidth === "
        "document.getElementById('board').naturalWidth")
    await browser.evaluate("document.getElementById('zoom').click()")
    assert browser.errors() == []

    # A phone: nothing wider than the screen, and the board has more pixels than the
    # screen shows (sharp at three device pixels a CSS pixel).
    await browser.viewport(390, 844, scale=3, mobile=True)
    await browser.navigate(url)
    await browser.wait_for(board_loaded(last))
    fits = await browser.evaluate(
        "document.documentElement.scrollWidth <= window.innerWidth")
    sharp = await browser.evaluate(
        "(() => { const b = document.getElementById('board');"
        " return b.naturalWidth >= b.clientWidth * window.devicePixelRatio; })()")
    assert fits and sharp
    phone = await browser.screenshot()
    assert Image.open(io.BytesIO(phone)).size == (390 * 3, 844 * 3)
    keep_screenshot(phone, "web-phone.png", shrink=2)
    assert browser.errors() == []
