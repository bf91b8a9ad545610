"""The operator's settings (METRICS_PORT, METRICS_HOST, LOG_FORMAT, OUTBOX_KEEP_DAYS), the
JSON log lines, what the metrics count of Discord's answers, and an endpoint that cannot
listen."""

from __future__ import annotations

import json
import logging
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from aiohttp import ClientSession, web

from bot.app.metrics import Metrics
from bot.ops.config import ConfigError, Settings, load_settings
from bot.ops.health import Health, HealthUnavailable
from bot.ops.startup import JsonFormatter, explain_start_failure

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
ROOT = Path(__file__).resolve().parents[2]


def settings(tmp_path: Path, **env: str) -> Settings:
    return load_settings(env={"DISCORD_TOKEN": TOKEN, **env}, dotenv=tmp_path / "none.env")


def test_the_operations_settings_default_to_no_endpoint_text_logs_and_thirty_days(
        tmp_path: Path) -> None:
    plain = settings(tmp_path)
    assert (plain.metrics_port, plain.metrics_host) == (None, "127.0.0.1")
    assert plain.log_format == "text" and plain.outbox_keep_days == 30
    set_ = settings(tmp_path, METRICS_PORT="9108", METRICS_HOST="0.0.0.0", LOG_FORMAT="JSON",
                    OUTBOX_KEEP_DAYS="90")
    assert (set_.metrics_port, set_.metrics_host) == (9108, "0.0.0.0")
    assert set_.log_format == "json" and set_.outbox_keep_days == 90
    assert settings(tmp_path, METRICS_PORT="", METRICS_HOST="").metrics_port is None


@pytest.mark.parametrize(("name", "value", "says"), [
    ("METRICS_PORT", "http", "METRICS_PORT must be a port number from 1 to 65535"),
    ("METRICS_PORT", "0", "METRICS_PORT must be a port number from 1 to 65535"),
    ("METRICS_PORT", "70000", "METRICS_PORT must be a port number from 1 to 65535"),
    ("LOG_FORMAT", "xml", "LOG_FORMAT must be text (the default: lines for people) or json"),
    ("OUTBOX_KEEP_DAYS", "0", "OUTBOX_KEEP_DAYS must be a whole number of days, 1 or more"),
    ("OUTBOX_KEEP_DAYS", "2.5", "OUTBOX_KEEP_DAYS must be a whole number of days, 1 or more"),
])
def test_bad_operations_settings_are_refused_in_a_sentence(tmp_path: Path, name: str,
                                                           value: str, says: str) -> None:
    with pytest.raises(ConfigError) as refused:
        settings(tmp_path, **{name: value})
    message = str(refused.value)
    assert message.startswith(says) and message.endswith(".") and "\n" not in message


def test_json_log_lines_parse_with_their_fields(tmp_path: Path) -> None:
    """Through configure_logging, as ``python -m bot`` sets it up: every line one object."""
    script = textwrap.dedent("""
        import logging
        from bot.ops.startup import configure_logging
        configure_logging("INFO", "json")
        log = logging.getLogger("starpost")
        log.info("moves %d, posts %s", 3, "sent")
        log.debug("not shown")
        try:
            raise ValueError("broken \\"quote\\"\\nand a new line")
        except ValueError:
            log.exception("it failed")
        logging.getLogger("discord.http").warning("é ünïcode")
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=True)
    lines = done.stderr.strip().splitlines()
    entries = [json.loads(line) for line in lines]
    assert len(entries) == 3
    first, failed, other = entries
    assert set(first) == {"time", "level", "logger", "message"}
    assert first["level"] == "INFO" and first["logger"] == "starpost"
    assert first["message"] == "moves 3, posts sent"
    assert first["time"].endswith("Z") and "T" in first["time"]
    assert failed["level"] == "ERROR" and failed["message"] == "it failed"
    assert "Traceback" in failed["exc_info"] and 'ValueError: broken "quote"' in failed["exc_info"]
    assert other == {**other, "logger": "discord.http", "message": "é ünïcode"}


def test_the_json_formatter_keeps_a_record_on_one_line() -> None:
    record = logging.LogRecord("bot.app.core", logging.WARNING, __file__, 1, "two\nlines", (),
                               None)
    line = JsonFormatter().format(record)
    assert "\n" not in line and json.loads(line)["message"] == "two\nlines"


async def test_discord_answers_are_counted_by_status_scope_and_validity() -> None:
    """Through the trace discord.py's session gets: every response, the 429s by scope, and
    the invalid requests as Discord counts them (a shared 429 is not one)."""
    answers = {"ok": (200, {}), "user": (429, {"X-RateLimit-Scope": "user"}),
               "shared": (429, {"X-RateLimit-Scope": "shared"}),
               "global": (429, {"X-RateLimit-Scope": "global"}), "forbidden": (403, {}),
               "unauthorized": (401, {}), "missing": (404, {}), "broken": (502, {})}

    async def answer(request: web.Request) -> web.Response:
        status, headers = answers[request.match_info["what"]]
        return web.json_response({}, status=status, headers=headers)

    app = web.Application()
    app.router.add_get("/{what}", answer)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    metrics = Metrics()
    try:
        async with ClientSession(trace_configs=[metrics.discord_trace()]) as session:
            for what in [*answers, "ok", "user"]:
                async with session.get(f"http://127.0.0.1:{port}/{what}") as response:
                    await response.read()
        async with ClientSession(trace_configs=[metrics.discord_trace()]) as session:
            with pytest.raises(OSError):
                await session.get(f"http://127.0.0.1:{_free_port()}/ok")
    finally:
        await runner.cleanup()

    def count(name: str, **labels: str) -> float:
        found = metrics.registry.get_sample_value(name, labels)
        return 0.0 if found is None else found

    assert count("starpost_discord_responses_total", status="2xx") == 2
    assert count("starpost_discord_responses_total", status="4xx") == 7
    assert count("starpost_discord_responses_total", status="5xx") == 1
    assert count("starpost_discord_responses_total", status="error") == 1
    assert count("starpost_discord_rate_limited_total", scope="user") == 2
    assert count("starpost_discord_rate_limited_total", scope="shared") == 1
    assert count("starpost_discord_rate_limited_total", scope="global") == 1
    assert count("starpost_discord_invalid_requests_total", status="429") == 3
    assert count("starpost_discord_invalid_requests_total", status="403") == 1
    assert count("starpost_discord_invalid_requests_total", status="401") == 1


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Idle:
    """The least a health check looks at, for a bot that never connected."""

    def __init__(self) -> None:
        self.metrics = Metrics()

    def is_ready(self) -> bool:
        return False

    def is_closed(self) -> bool:
        return False

    @property
    def latency(self) -> float:
        return float("nan")


async def test_a_port_already_taken_stops_the_start_in_one_sentence(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        health = Health(Idle())  # type: ignore[arg-type]
        with pytest.raises(HealthUnavailable) as refused:
            await health.start("127.0.0.1", port)
    message = explain_start_failure(refused.value, settings(tmp_path))
    assert message is not None
    assert message.startswith(f"The health check and metrics endpoint cannot listen on "
                              f"127.0.0.1:{port} (")
    assert "METRICS_PORT" in message and "\n" not in message
