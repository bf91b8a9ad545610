"""Settings, read from the environment and an optional ``.env`` file beside the process."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from bot.app.thinking import Priority

AI_PRIORITIES: dict[str, Priority] = {"idle": "idle", "low": "low"}  # AI_PRIORITY's values

TOKEN_HELP = (
    "Set DISCORD_TOKEN to your bot's token: create an application at "
    "https://discord.com/developers/applications, open Bot, press Reset Token and copy it "
    "into .env (see .env.example)."
)


class ConfigError(Exception):
    """A setting is missing or wrong; the message says how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str
    database: Path
    dev_guild_id: int | None
    log_level: str
    api_base_url: str | None
    gateway_url: str | None
    render_workers: int
    # Ask Discord for the privileged Server Members intent (it must also be enabled in the
    # Developer Portal), so the bot hears when a member leaves and can open their seats.
    members_intent: bool = False
    # A postgresql:// URL: several processes share that database instead of the SQLite file.
    database_url: str | None = None
    # Sharding: the total number of shards, and those this process runs (None: all of them).
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # The longest the scheduler sleeps before looking for due reminders and deadlines again
    # (an entry another process scheduled may wait this long).
    schedule_poll: float = 60.0
    # The time an AI seat may think per decision, in ms (turned into search iterations per
    # game, so a decision does not depend on the machine's load; 0: the heuristic alone).
    ai_budget_ms: int = 300
    # Processes the AI seats think in (bot/app/thinking.py): AI_WORKERS, one per core unless set;
    # 0 thinks in a thread of the bot's process (what the tests' settings keep).
    ai_workers: int = 0
    # How the AI workers share the cores (AI_PRIORITY): "idle" uses only cores nothing else
    # wants, "low" keeps a small share (nice 15) on a host busy with other work.
    ai_priority: Priority = "idle"
    # The most connections this process keeps to PostgreSQL: every process's pool must fit
    # within the server's max_connections (with room for the owner keys, one per process).
    database_pool_size: int = 10
    # The health check and Prometheus metrics (bot/ops/health.py): served on this port, bound to
    # METRICS_HOST, only when a port is set.
    metrics_port: int | None = None
    metrics_host: str = "127.0.0.1"
    # "text" (the default) or "json": one JSON object a line, for log collectors.
    log_format: str = "text"
    # Sent posts are deleted this many days after their send (bot/outbox/announce.py); the moves,
    # the snapshots and the audit trail are kept for ever.
    outbox_keep_days: int = 30
    # The games' web pages (bot/web/): served on WEB_PORT, bound to WEB_HOST, at the public
    # address WEB_BASE_URL (no trailing slash), only when both are set.
    web_base_url: str | None = None
    web_port: int | None = None
    web_host: str = "127.0.0.1"

    @property
    def store_location(self) -> str | Path:
        """What :func:`storage.open_store` opens: the PostgreSQL URL, else the SQLite file."""
        return self.database_url or self.database

    @property
    def log_level_number(self) -> int:
        return logging.getLevelName(self.log_level)  # type: ignore[no-any-return]


def read_dotenv(path: Path) -> dict[str, str]:
    """KEY=VALUE lines; blank lines and # comments ignored; quotes around values stripped."""
    values: dict[str, str] = {}
    if not path.is_file():
        return values
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[key.strip()] = value
    return values


def load_settings(env: dict[str, str] | None = None, dotenv: Path | None = None,
                  require_token: bool = True) -> Settings:
    """Environment variables win over ``.env``; raise ConfigError with a fix for bad ones."""
    merged = read_dotenv(dotenv if dotenv is not None else Path(".env"))
    merged.update(os.environ if env is None else env)

    token = merged.get("DISCORD_TOKEN", "").strip()
    if require_token and not looks_like_token(token):
        raise ConfigError(("DISCORD_TOKEN is missing. " if not token else
                           "DISCORD_TOKEN does not look like a bot token. ") + TOKEN_HELP)
    guild = merged.get("DEV_GUILD_ID", "").strip()
    if guild and not guild.isdigit():
        raise ConfigError("DEV_GUILD_ID must be a server id (digits); enable Developer Mode "
                          "in Discord and use Copy Server ID.")
    level = merged.get("LOG_LEVEL", "INFO").strip().upper()
    if level not in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"):
        raise ConfigError("LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL.")
    workers = read_workers(merged)
    ai_workers = read_workers(merged, "AI_WORKERS")
    ai_priority = AI_PRIORITIES.get(merged.get("AI_PRIORITY", "").strip().lower() or "idle")
    if ai_priority is None:
        raise ConfigError("AI_PRIORITY must be idle (the AI seats think only on cores nothing "
                          "else wants) or low (a small share of the cores even when other "
                          "programs keep them busy).")
    # An empty value would become Path("") == "." (the working folder), not a file.
    database = merged.get("DATABASE_PATH", "starpost.sqlite3").strip()
    if not database:
        raise ConfigError("DATABASE_PATH is empty; set it to the database file, e.g. "
                          "DATABASE_PATH=starpost.sqlite3, or remove the line to use that "
                          "default.")
    url = read_database_url(merged)
    shard_count, shard_ids = read_shards(merged, url)
    poll = merged.get("SCHEDULE_POLL_SECONDS", "60").strip()
    if not poll.isdigit() or int(poll) < 1:
        raise ConfigError("SCHEDULE_POLL_SECONDS must be a whole number of seconds, 1 or more.")
    budget = merged.get("AI_BUDGET_MS", "300").strip()
    if not budget.isdigit():
        raise ConfigError("AI_BUDGET_MS must be a whole number of milliseconds (300 by "
                          "default; 0 plays the quick heuristic AI).")
    pool = merged.get("DATABASE_POOL_SIZE", "10").strip()
    if not pool.isdigit() or int(pool) < 1:
        raise ConfigError("DATABASE_POOL_SIZE must be a whole number of connections, 1 or "
                          "more (10 by default); with several processes, keep their sum "
                          "below PostgreSQL's max_connections.")
    port, host = read_metrics(merged)
    log_format = merged.get("LOG_FORMAT", "text").strip().lower() or "text"
    if log_format not in ("text", "json"):
        raise ConfigError("LOG_FORMAT must be text (the default: lines for people) or json "
                          "(one JSON object a line, for log collectors), not "
                          f"{merged['LOG_FORMAT'].strip()!r}.")
    keep = merged.get("OUTBOX_KEEP_DAYS", "30").strip()
    if not keep.isdigit() or int(keep) < 1:
        raise ConfigError("OUTBOX_KEEP_DAYS must be a whole number of days, 1 or more (30 by "
                          "default): sent posts are deleted that long after their send.")
    web_base_url, web_port, web_host = read_web(merged)
    return Settings(
        token=token,
        database=Path(database),
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
        api_base_url=merged.get("DISCORD_API_BASE_URL") or None,
        gateway_url=merged.get("DISCORD_GATEWAY_URL") or None,
        render_workers=workers,
        members_intent=read_switch(merged, "MEMBERS_INTENT", MEMBERS_INTENT_HELP),
        database_url=url,
        shard_count=shard_count,
        shard_ids=shard_ids,
        schedule_poll=float(poll),
        ai_budget_ms=int(budget),
        ai_workers=ai_workers,
        ai_priority=ai_priority,
        database_pool_size=int(pool),
        metrics_port=port,
        metrics_host=host,
        log_format=log_format,
        outbox_keep_days=int(keep),
        web_base_url=web_base_url,
        web_port=web_port,
        web_host=web_host,
    )


def read_metrics(values: dict[str, str]) -> tuple[int | None, str]:
    """METRICS_PORT (unset or empty: no endpoint at all) and METRICS_HOST (the address it
    listens on: 127.0.0.1 by default, 0.0.0.0 in a container so others can reach it)."""
    port = values.get("METRICS_PORT", "").strip()
    host = values.get("METRICS_HOST", "").strip() or "127.0.0.1"
    if not port:
        return None, host
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise ConfigError("METRICS_PORT must be a port number from 1 to 65535 (e.g. 9108), "
                          "or empty for no health check and metrics endpoint.")
    return int(port), host


def read_web(values: dict[str, str]) -> tuple[str | None, int | None, str]:
    """WEB_BASE_URL (the address people open, e.g. https://games.example.org), WEB_PORT
    (where the pages are served) and WEB_HOST (the address they listen on: 127.0.0.1 by
    default, behind a reverse proxy): both of the first two, or neither (no web pages)."""
    url = values.get("WEB_BASE_URL", "").strip().rstrip("/")
    port = values.get("WEB_PORT", "").strip()
    host = values.get("WEB_HOST", "").strip() or "127.0.0.1"
    if not url and not port:
        return None, None, host
    if not url or not port:
        raise ConfigError("The games' web pages need both WEB_BASE_URL (the address people "
                          "open, e.g. https://games.example.org) and WEB_PORT (the port they "
                          "are served on); set both, or neither for no web pages.")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise ConfigError("WEB_BASE_URL must be an http:// or https:// address without a "
                          "query, e.g. https://games.example.org or "
                          f"https://example.org/starpost, not {url!r}.")
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise ConfigError("WEB_PORT must be a port number from 1 to 65535 (e.g. 8080), or "
                          "empty for no web pages.")
    return url, int(port), host


def read_workers(values: dict[str, str], name: str = "RENDER_WORKERS") -> int:
    """RENDER_WORKERS: ``auto`` (the default) draws in one process per core, since drawing
    is most of a move's work; a number is kept as it is (0 draws in threads). AI_WORKERS
    reads the same way: the processes AI seats think in (0 thinks in a thread)."""
    text = values.get(name, "auto").strip().lower()
    if text in ("", "auto"):
        return os.cpu_count() or 1
    if not text.isdigit():
        doing = "renders" if name == "RENDER_WORKERS" else "thinks"
        raise ConfigError(f"{name} must be auto (one per core) or a whole number "
                          f"(0 {doing} in threads).")
    return int(text)


def read_database_url(values: dict[str, str]) -> str | None:
    """DATABASE_URL: empty or unset keeps SQLite (DATABASE_PATH); otherwise PostgreSQL."""
    url = values.get("DATABASE_URL", "").strip()
    if not url:
        return None
    if not url.startswith(("postgresql://", "postgres://")):
        raise ConfigError("DATABASE_URL must be a PostgreSQL URL such as "
                          "postgresql://starpost:PASSWORD@db-host:5432/starpost; leave it "
                          "empty to use the SQLite file in DATABASE_PATH.")
    return url


def read_shards(values: dict[str, str],
                url: str | None) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT and SHARD_IDS (e.g. ``0,1``). A process running only some of the shards
    shares the database with the processes running the others, which needs PostgreSQL."""
    count_text = values.get("SHARD_COUNT", "").strip()
    ids_text = values.get("SHARD_IDS", "").strip()
    if not count_text:
        if ids_text:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT, the total number of shards of "
                              "all processes (e.g. SHARD_COUNT=6 SHARD_IDS=0,1).")
        return None, None
    if not count_text.isdigit() or int(count_text) < 1:
        raise ConfigError("SHARD_COUNT must be a whole number of shards, 1 or more.")
    count = int(count_text)
    if not ids_text:
        return count, None
    parts = [p.strip() for p in ids_text.split(",")]
    if not all(p.isdigit() for p in parts) or any(int(p) >= count for p in parts):
        raise ConfigError(f"SHARD_IDS must list shard numbers from 0 to {count - 1} "
                          f"separated by commas (e.g. 0,1), not {ids_text!r}.")
    ids = tuple(sorted({int(p) for p in parts}))
    if len(ids) < count and url is None:
        raise ConfigError("SHARD_IDS runs only some of the shards here, so other processes "
                          "run the rest: they must share a PostgreSQL database. Set "
                          "DATABASE_URL=postgresql://... (SQLite serves one process only).")
    return count, ids


MEMBERS_INTENT_HELP = (
    "true asks Discord for the Server Members intent (enable Server Members Intent under Bot "
    "in the Developer Portal first), false (the default) does without it."
)
_YES = ("true", "yes", "on", "1")
_NO = ("false", "no", "off", "0", "")


def read_switch(values: dict[str, str], name: str, help_text: str) -> bool:
    """A yes/no setting, read strictly: a typo must not silently mean "no"."""
    raw = values.get(name, "").strip().lower()
    if raw in _YES:
        return True
    if raw in _NO:
        return False
    raise ConfigError(f"{name} must be true or false, not {values[name].strip()!r}: "
                      f"{help_text}")


def looks_like_token(token: str) -> bool:
    """Bot tokens are three dot-separated base64 parts; catches blanks and pasted secrets."""
    parts = token.split(".")
    return len(parts) == 3 and all(parts) and " " not in token and len(token) >= 50
