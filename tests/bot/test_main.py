"""``python -m bot`` as a process: token errors exit at once; SIGTERM shuts down cleanly."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from fakediscord import FakeDiscord

from bot.ops.config import ConfigError, load_settings

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def env(**extra: str) -> dict[str, str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    base["PYTHONPATH"] = str(ROOT)
    base.update(extra)
    return base


async def run_bot(tmp_path: Path, extra: dict[str, str], *args: str,
                  timeout: float = 30) -> tuple[int, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", *args, cwd=tmp_path, env=env(**extra),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), timeout)
    return proc.returncode or 0, (out + err).decode()


async def test_missing_token_exits_at_once_saying_how_to_get_one(tmp_path: Path) -> None:
    code, output = await run_bot(tmp_path, {})
    assert code == 2
    assert "DISCORD_TOKEN is missing" in output
    assert "discord.com/developers/applications" in output


async def test_malformed_token_is_refused(tmp_path: Path) -> None:
    code, output = await run_bot(tmp_path, {"DISCORD_TOKEN": "not a token"})
    assert code == 2 and "does not look like a bot token" in output


def test_settings_from_dotenv_and_environment(tmp_path: Path) -> None:
    dotenv = tmp_path / ".env"
    dotenv.write_text(f"# comment\nDISCORD_TOKEN='{TOKEN}'\nDEV_GUILD_ID=42\n"
                      "DATABASE_PATH=games.db\n", encoding="utf-8")
    settings = load_settings(env={"LOG_LEVEL": "debug"}, dotenv=dotenv)
    assert settings.token == TOKEN and settings.dev_guild_id == 42
    assert settings.database == Path("games.db") and settings.log_level == "DEBUG"
    try:
        load_settings(env={"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": "abc"}, dotenv=dotenv)
    except ConfigError as exc:
        assert "Copy Server ID" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("a bad DEV_GUILD_ID was accepted")


async def test_rejected_token_and_sigterm_shutdown(fake: FakeDiscord, tmp_path: Path) -> None:
    fake.token = TOKEN
    settings = {"DISCORD_API_BASE_URL": fake.api_base_url,
                "DISCORD_GATEWAY_URL": fake.gateway_url,
                "DATABASE_PATH": str(tmp_path / "bot.sqlite3"), "RENDER_WORKERS": "0"}
    # A token Discord refuses: a clear sentence and exit status 2.
    wrong = TOKEN[:-4] + "WXYZ"
    code, output = await run_bot(tmp_path, {**settings, "DISCORD_TOKEN": wrong})
    assert code == 2 and "Discord refused the token" in output
    # The real run: connect, then SIGTERM; the process closes the database and exits 0.
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=env(**settings, DISCORD_TOKEN=TOKEN),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        await fake.wait_until_connected(timeout=30)
        proc.send_signal(signal.SIGTERM)
        out, err = await asyncio.wait_for(proc.communicate(), 30)
    finally:
        if proc.returncode is None:
            proc.kill()
    assert proc.returncode == 0, (out + err).decode()
    assert (tmp_path / "bot.sqlite3").exists()
    fake.errors.clear()
