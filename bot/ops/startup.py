"""What the person starting the bot sees: a quiet log, and one sentence when start-up fails.

A start that cannot succeed (Discord refuses the token or the Server Members intent, Discord
cannot be reached, the database file is unusable) ends with one sentence saying what is
wrong and what to do, and exit status 2; a traceback would only bury that sentence.
Anything not recognised here is a bug and keeps its traceback.
"""

from __future__ import annotations

import json
import logging
import os
import socket
from datetime import UTC, datetime

import aiohttp
import discord

from bot.ops.config import TOKEN_HELP, Settings
from bot.ops.health import HealthUnavailable
from storage.base import StorageUnavailable

__all__ = ["START_FAILED", "JsonFormatter", "configure_logging", "explain_start_failure"]

# Exit status of a start that failed for a reason the operator must fix (as bad settings).
START_FAILED = 2

DISCORD_API = "https://discord.com/api"


class JsonFormatter(logging.Formatter):
    """``LOG_FORMAT=json``: each record as one JSON object on one line, for log collectors:
    ``time`` (UTC, ISO 8601 with milliseconds), ``level``, ``logger``, ``message``, and
    ``exc_info`` (the traceback's text) and ``stack_info`` when the record has them."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, str] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(
                timespec="milliseconds").replace("+00:00", "Z"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            entry["exc_info"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exc_info"] = record.exc_text
        if record.stack_info:
            entry["stack_info"] = self.formatStack(record.stack_info)
        return json.dumps(entry, ensure_ascii=False)


def configure_logging(level: str, log_format: str = "text") -> None:
    """Log to stderr at ``level``, as lines for people (``text``) or one JSON object a
    line (``json``, :class:`JsonFormatter`), without discord.py's voice warnings.

    discord.py warns at every start that PyNaCl and davey (voice libraries) are missing;
    Starpost never joins voice channels, so the warnings only alarm. ``VoiceClient``'s
    ``warn_nacl``/``warn_dave`` switches are discord.py's own way to turn them off.
    """
    if log_format == "json":
        handler = logging.StreamHandler()
        handler.setFormatter(JsonFormatter())
        logging.basicConfig(level=level, handlers=[handler])
    else:
        logging.basicConfig(level=level,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for switch in ("warn_nacl", "warn_dave"):
        if hasattr(discord.VoiceClient, switch):
            setattr(discord.VoiceClient, switch, False)


def explain_start_failure(error: BaseException, settings: Settings) -> str | None:
    """The sentence for a start-up failure the operator can fix, or None for a bug."""
    if isinstance(error, discord.LoginFailure):
        return f"Discord refused the token. {TOKEN_HELP}"
    if isinstance(error, StorageUnavailable):
        return error.message
    if isinstance(error, HealthUnavailable):
        return str(error)
    if isinstance(error, discord.PrivilegedIntentsRequired):
        return ("Discord refused the Server Members intent that MEMBERS_INTENT=true asks for; "
                "enable Server Members Intent under Bot in the Developer Portal "
                "(https://discord.com/developers/applications), or set MEMBERS_INTENT=false.")
    if isinstance(error, aiohttp.ClientConnectionError | OSError | discord.GatewayNotFound):
        where = settings.api_base_url or DISCORD_API
        reason = _reason(error)
        hint = ("check the network connection and DISCORD_API_BASE_URL / DISCORD_GATEWAY_URL"
                if settings.api_base_url or settings.gateway_url
                else "check the network connection (and any firewall or proxy)")
        return f"Cannot reach Discord at {where} ({reason}); {hint}, then start again."
    return None


def _reason(error: BaseException) -> str:
    """A short cause in the OS's words ("Connection refused", "Name or service not known")."""
    cause = getattr(error, "os_error", None) or error
    if isinstance(cause, socket.gaierror) and cause.strerror:
        return cause.strerror
    number = getattr(cause, "errno", None)
    if isinstance(number, int) and number > 0:
        return os.strerror(number)
    return (str(cause) or type(cause).__name__).rstrip(".")
