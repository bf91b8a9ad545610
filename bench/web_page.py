"""A game's web page in a real browser (headless Chromium): how soon the first board shows,
and how soon each board shows as the slider moves, without the page reloading.

Plays a game through the service into a fresh SQLite file (random legal moves; boards drawn
in the render pool, one process per core, as the bot runs by default), serves its page
with the bot's web server on 127.0.0.1, and drives Chromium over the DevTools protocol
(tests/browser.py):

- first board, cold: a server that has drawn nothing for the page yet (a fresh cache) and a
  browser with an empty cache (one that has shown a page before: Chromium's first page ever
  spends about a second loading fonts): from the start of the navigation to the board
  image's arrival (its resource timing) and to the page's load event, several times;
- first board, warm: the same with the board already drawn by the server;
- one move forward (the arrow key, as a person steps through a game): from the key to the
  new board shown, for every move; the page loads the next boards ahead, so most are shown
  at once;
- a jump (the slider moved to a move far away, never shown before): from the slider's input
  to the board shown, which the server draws then;
- and whether the page ever reloaded (the navigation count and a marker left in the page).

    python bench/web_page.py [--game adastra] [--players 4] [--plies 120] [--runs 5]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.app.render import Renderer  # noqa: E402
from bot.features.service import GameService  # noqa: E402
from bot.web.pages import Images, Pages  # noqa: E402
from bot.web.server import RateLimit, WebServer  # noqa: E402
from storage.sqlite import SqliteStore  # noqa: E402
from tests.bot.web_support import name_players, play  # noqa: E402
from tests.browser import Chromium  # noqa: E402

SHOWN = ("(() => { const b = document.getElementById('board');"
         " return b.complete && b.naturalWidth > 0 && !b.classList.contains('loading')"
         " && b.dataset.ply === '{ply}'; })()")
STEP = """new Promise((resolve) => {
  const board = document.getElementById('board');
  const started = performance.now();
  const check = () => {
    if (board.dataset.ply === '{ply}' && board.complete && board.naturalWidth > 0
        && !board.classList.contains('loading')) {
      resolve(performance.now() - started);
    } else {
      requestAnimationFrame(check);
    }
  };
  {action};
  check();
})"""
KEY = "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}))"
SLIDE = ("(() => { const s = document.getElementById('slider'); s.value = '{ply}';"
         " s.dispatchEvent(new Event('input')); })()")
FIRST = ("(() => { const n = performance.getEntriesByType('navigation')[0];"
         " const b = performance.getEntriesByType('resource')"
         "  .find((e) => e.name.includes('/board/'));"
         " return {board: b ? b.responseEnd : null, load: n.loadEventEnd}; })()")


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (f"median {statistics.median(ordered):6.0f} ms   p95 {p95:6.0f} ms   "
            f"max {ordered[-1]:6.0f} ms   ({len(ordered)})")


async def first_board(browser: Chromium, server: WebServer, service: GameService, url: str,
                      last: int, *, cold: bool) -> dict[str, float]:
    if cold:
        server.pages = Pages(service.core, Images())  # nothing drawn for the page yet
    await browser.send("Network.clearBrowserCache")
    await browser.navigate("about:blank")
    await browser.navigate(url)
    await browser.wait_for(SHOWN.replace("{ply}", str(last)), timeout=60)
    found: dict[str, float] = await browser.evaluate(FIRST)
    return found


async def main(game: str, players: int, plies: int, runs: int) -> None:
    folder = Path(tempfile.mkdtemp())
    store = await SqliteStore.open(folder / "web.sqlite3")
    renderer = Renderer(os.cpu_count() or 1)
    await renderer.warm_up()
    service = GameService(store, renderer)
    await name_players(service)
    started = time.perf_counter()
    row = await play(service, 100, game, players, plies, seed=3)
    print(f"{game}, {players} players: {row.version} moves stored in "
          f"{time.perf_counter() - started:.0f} s; the render pool has "
          f"{os.cpu_count()} process(es)")
    server = WebServer(service.links, Pages(service.core, Images()),
                       base_url="http://127.0.0.1", limit=RateLimit(rate=1000, burst=10_000))
    await server.start("127.0.0.1", 0)
    service.links.base_url = f"http://127.0.0.1:{server.port}"
    url = (await service.links.url(row) or "") + "?l=en"
    browser = await Chromium.launch()
    try:
        await browser.viewport(1280, 900)
        # A browser that has shown such a page before, as a person's has (its first page
        # ever loads the fonts, about a second): the caches are emptied after it.
        await first_board(browser, server, service, url, row.version, cold=True)
        cold = [await first_board(browser, server, service, url, row.version, cold=True)
                for _ in range(runs)]
        warm = [await first_board(browser, server, service, url, row.version, cold=False)
                for _ in range(runs)]
        print("first board, each run (cold):",
              ", ".join(f"{r['board']:.0f}" for r in cold), "ms")
        print("first board, cold server and browser caches:")
        print("  board received  ", summary([r["board"] for r in cold]))
        print("  page loaded     ", summary([r["load"] for r in cold]))
        print("first board, drawn already (browser cache empty):")
        print("  board received  ", summary([r["board"] for r in warm]))
        print("  page loaded     ", summary([r["load"] for r in warm]))

        # Jumps first, to boards neither the server nor the browser has seen.
        server.pages = Pages(service.core, Images())
        await browser.send("Network.clearBrowserCache")
        await browser.navigate(url)
        await browser.wait_for(SHOWN.replace("{ply}", str(row.version)), timeout=60)
        await browser.evaluate("window.starpostMarker = 1")
        rnd = random.Random(1)
        targets = rnd.sample(range(2, row.version - 2, 5), min(15, (row.version - 4) // 5))
        jumps = []
        for ply in targets:
            jumps.append(await browser.evaluate(
                STEP.replace("{ply}", str(ply)).replace("{action}",
                                                        SLIDE.replace("{ply}", str(ply))),
                timeout=60))
            await asyncio.sleep(0.3)  # the boards loaded ahead of it arrive meanwhile
        await browser.evaluate(STEP.replace("{ply}", "0").replace(
            "{action}", SLIDE.replace("{ply}", "0")))
        steps = []
        for ply in range(1, row.version + 1):
            steps.append(await browser.evaluate(
                STEP.replace("{ply}", str(ply)).replace("{action}", KEY), timeout=60))
            await asyncio.sleep(0.05)  # a person's pace is slower still
        print("a jump with the slider:      ", summary(jumps))
        print("one move forward (arrow key):", summary(steps))
        navigations = await browser.evaluate(
            "performance.getEntriesByType('navigation').length")
        marker = await browser.evaluate("window.starpostMarker === 1")
        print(f"page reloads while moving: {'none' if navigations == 1 and marker else 'SOME'}"
              f" (navigations {navigations}, marker kept: {marker})")
        print(f"browser console errors: {browser.errors() or 'none'}")
    finally:
        await browser.close()
        await server.stop()
        await store.close()
        renderer.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="adastra")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--plies", type=int, default=120)
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.game, arguments.players, arguments.plies, arguments.runs))
