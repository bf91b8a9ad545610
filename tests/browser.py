"""A real browser for the tests and benchmarks: Debian's headless Chromium, driven over the
Chrome DevTools Protocol through aiohttp's websocket client (no driver in between, so no
test dependency beyond what the bot already has).

Chromium starts with the flags that work on these machines (no sandbox as root, no GPU, no
background networking, which the closed network refuses) and a fresh profile in a
temporary folder; it listens for the protocol on a free loopback port, which it writes to
``DevToolsActivePort`` in that folder.

Where Chromium is missing the browser tests are skipped with a sentence saying how to
install it, except where ``STARPOST_REQUIRE_BROWSER=1`` (CI sets it): there a missing
browser fails the run, so CI never skips them.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest

INSTALL_HINT = ("Chromium is not installed, so the browser tests are skipped; install it with "
                "`apt-get install chromium chromium-driver` (Debian/Ubuntu) to run them.")
REQUIRE = "STARPOST_REQUIRE_BROWSER"
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-default-apps", "--mute-audio", "--hide-scrollbars",
         "--disable-dev-shm-usage",
         "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1", "--lang=en-US")


def find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def require_chromium() -> str:
    """Chromium's path; skip (locally) or fail (where ``STARPOST_REQUIRE_BROWSER=1``)."""
    found = find_chromium()
    if found is None:
        if os.environ.get(REQUIRE, "") == "1":
            pytest.fail(f"{INSTALL_HINT} ({REQUIRE}=1 requires the browser tests to run)")
        pytest.skip(INSTALL_HINT)
    return found


class BrowserError(Exception):
    """Chromium did not start, or answered a command with an error."""


class Chromium:
    """One headless Chromium with one page, and its DevTools connection."""

    def __init__(self, process: asyncio.subprocess.Process, folder: Path,
                 session: aiohttp.ClientSession, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.process, self.folder, self.session, self.socket = process, folder, session, socket
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._listeners: list[Callable[[str, dict[str, Any]], None]] = []
        self.events: list[tuple[str, dict[str, Any]]] = []
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def launch(cls, executable: str | None = None, *, timeout: float = 30) -> Chromium:
        executable = executable or require_chromium()
        folder = Path(tempfile.mkdtemp(prefix="starpost-chromium-"))
        process = await asyncio.create_subprocess_exec(
            executable, *FLAGS, f"--user-data-dir={folder}", "about:blank",
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL, start_new_session=True)
        session = aiohttp.ClientSession()
        try:
            port = await _devtools_port(folder, process, timeout)
            base = f"http://127.0.0.1:{port}"
            for _ in range(int(timeout * 10)):
                async with session.get(f"{base}/json/list") as answer:
                    pages = [t for t in await answer.json() if t.get("type") == "page"]
                if pages:
                    break
                await asyncio.sleep(0.1)
            else:
                raise BrowserError("Chromium opened no page")
            socket = await session.ws_connect(pages[0]["webSocketDebuggerUrl"],
                                              max_msg_size=0)
        except BaseException:
            await session.close()
            await _end(process)
            shutil.rmtree(folder, ignore_errors=True)
            raise
        browser = cls(process, folder, session, socket)
        for domain in ("Page", "Runtime", "Network", "Log"):
            await browser.send(f"{domain}.enable")
        return browser

    async def close(self) -> None:
        self._reader.cancel()
        with contextlib.suppress(BaseException):
            await self._reader
        await self.socket.close()
        await self.session.close()
        await _end(self.process)
        shutil.rmtree(self.folder, ignore_errors=True)

    async def _read(self) -> None:
        async for message in self.socket:
            if message.type != aiohttp.WSMsgType.TEXT:
                continue
            data = json.loads(message.data)
            if "id" in data:
                waiter = self._waiting.pop(data["id"], None)
                if waiter is not None and not waiter.done():
                    waiter.set_result(data)
                continue
            method, params = data.get("method", ""), data.get("params", {})
            self.events.append((method, params))
            for listener in list(self._listeners):
                listener(method, params)
        for waiter in self._waiting.values():
            if not waiter.done():
                waiter.set_exception(BrowserError("Chromium closed the connection"))

    async def send(self, method: str, timeout: float = 30, **params: Any) -> dict[str, Any]:
        ident = next(self._ids)
        waiter: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[ident] = waiter
        await self.socket.send_str(json.dumps({"id": ident, "method": method,
                                               "params": params}))
        answer = await asyncio.wait_for(waiter, timeout)
        if "error" in answer:
            raise BrowserError(f"{method}: {answer['error']}")
        result: dict[str, Any] = answer.get("result", {})
        return result

    def listen(self, listener: Callable[[str, dict[str, Any]], None]) -> None:
        """Call ``listener(method, params)`` with every event from now on."""
        self._listeners.append(listener)

    async def event(self, method: str, timeout: float = 30,
                    where: Callable[[dict[str, Any]], bool] = lambda _: True) -> dict[str, Any]:
        """The next event ``method`` (after this call) that ``where`` accepts."""
        found: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()

        def listen(name: str, params: dict[str, Any]) -> None:
            if name == method and where(params) and not found.done():
                found.set_result(params)

        self._listeners.append(listen)
        try:
            return await asyncio.wait_for(found, timeout)
        finally:
            self._listeners.remove(listen)

    async def navigate(self, url: str, timeout: float = 30) -> None:
        """Open ``url`` and wait for its load event (images included)."""
        loaded = asyncio.ensure_future(self.event("Page.loadEventFired", timeout))
        await self.send("Page.navigate", url=url)
        await loaded

    async def evaluate(self, expression: str, timeout: float = 30) -> Any:
        """The value of a JavaScript expression in the page (a promise is awaited)."""
        answer = await self.send("Runtime.evaluate", timeout=timeout, expression=expression,
                                 awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in answer:
            raise BrowserError(f"{expression[:80]!r}: {answer['exceptionDetails']}")
        return answer.get("result", {}).get("value")

    async def wait_for(self, expression: str, timeout: float = 30) -> Any:
        """Poll a JavaScript expression until it is truthy; its value."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            value = await self.evaluate(expression)
            if value:
                return value
            if asyncio.get_running_loop().time() > deadline:
                raise BrowserError(f"still false after {timeout} s: {expression}")
            await asyncio.sleep(0.02)

    async def press(self, key: str, code: str | None = None, key_code: int = 0) -> None:
        """A key pressed and released, as the keyboard would."""
        for kind in ("keyDown", "keyUp"):
            await self.send("Input.dispatchKeyEvent", type=kind, key=key, code=code or key,
                            windowsVirtualKeyCode=key_code, nativeVirtualKeyCode=key_code)

    async def viewport(self, width: int, height: int, scale: float = 1,
                       mobile: bool = False) -> None:
        await self.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                        deviceScaleFactor=scale, mobile=mobile)

    async def screenshot(self, *, full_page: bool = False) -> bytes:
        params: dict[str, Any] = {"format": "png"}
        if full_page:
            params["captureBeyondViewport"] = True
        answer = await self.send("Page.captureScreenshot", **params)
        return base64.b64decode(answer["data"])

    async def body(self, request_id: str) -> bytes:
        """The body of a response the page received (by its request id)."""
        answer = await self.send("Network.getResponseBody", requestId=request_id)
        data: str = answer["body"]
        return base64.b64decode(data) if answer.get("base64Encoded") else data.encode()

    def errors(self) -> list[str]:
        """What the page's console and script reported as errors (a CSP violation is
        one), and exceptions it did not catch."""
        found = []
        for method, params in self.events:
            if method == "Runtime.exceptionThrown":
                found.append(str(params.get("exceptionDetails", {}).get("text")))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                found.append(str(params["entry"].get("text")))
            elif (method == "Runtime.consoleAPICalled"
                  and params.get("type") in ("error", "assert")):
                found.append(str(params.get("args")))
        return found


async def _devtools_port(folder: Path, process: asyncio.subprocess.Process,
                         timeout: float) -> int:
    marker = folder / "DevToolsActivePort"
    for _ in range(int(timeout * 20)):
        if marker.exists():
            lines = marker.read_text().splitlines()
            if lines and lines[0].isdigit():
                return int(lines[0])
        if process.returncode is not None:
            raise BrowserError(f"Chromium exited with status {process.returncode}")
        await asyncio.sleep(0.05)
    raise BrowserError(f"Chromium did not open its DevTools port within {timeout} s")


async def _end(process: asyncio.subprocess.Process) -> None:
    if process.returncode is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, 15)
    try:
        await asyncio.wait_for(process.wait(), 10)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, 9)
        await process.wait()
