"""``python -m bot`` runs Starpost; ``python -m bot sync [--guild ID]`` syncs slash commands;
``python -m bot replay FILE [--out PNG]`` verifies a game record and draws its final board;
``python -m bot migrate --to postgresql://...`` copies the SQLite database into PostgreSQL;
``python -m bot backup FILE [--force]`` copies the SQLite database (safe while the bot runs)
and ``python -m bot restore FILE`` puts such a copy back (with the bot stopped), each checked;
``python -m bot ratings --rebuild [--guild ID]`` rates every finished game again from the
stored results; ``python -m bot forget USER_ID`` erases what Starpost keeps about a member
(game records aside).

Commands are synced only on request, never at every start (Discord rate-limits syncing).
SIGTERM and SIGINT close the bot cleanly: moves in flight finish, the database closes, and
the process exits with status 0.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

import discord

from bot.ops.config import ConfigError, Settings, load_settings
from bot.ops.endpoints import use_endpoints
from bot.ops.replay import replay
from bot.ops.startup import START_FAILED, configure_logging, explain_start_failure

log = logging.getLogger("starpost")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    sync = sub.add_parser("sync", help="sync slash commands, then exit")
    sync.add_argument("--guild", type=int, default=None,
                      help="sync to one server only (instant); default DEV_GUILD_ID if set")
    sub.add_parser("run", help="run the bot (the default)")
    rep = sub.add_parser("replay", help="verify a game record and write its final board image")
    rep.add_argument("file", type=Path, help="a record exported with /history record")
    rep.add_argument("--out", type=Path, default=None,
                     help="where to write the PNG (default: FILE with .png)")
    mig = sub.add_parser("migrate", help="copy the SQLite database into an empty PostgreSQL "
                                         "database and verify the copy")
    mig.add_argument("--to", required=True, metavar="postgresql://...",
                     help="the empty PostgreSQL database to copy into")
    mig.add_argument("--from", dest="source", type=Path, default=None,
                     help="the SQLite file (default: DATABASE_PATH)")
    back = sub.add_parser("backup", help="copy the SQLite database into FILE and check the "
                                         "copy (safe while the bot runs)")
    back.add_argument("file", type=Path, help="the backup to write")
    back.add_argument("--force", action="store_true", help="replace FILE if it exists")
    res = sub.add_parser("restore", help="replace the SQLite database with the backup FILE "
                                         "(stop the bot first); the old one is kept")
    res.add_argument("file", type=Path, help="a backup made with python -m bot backup")
    rat = sub.add_parser("ratings", help="rebuild the ratings from the stored results")
    rat.add_argument("--rebuild", action="store_true", required=True,
                     help="rate every finished game again, in the order they finished")
    rat.add_argument("--guild", type=int, default=None, help="only this server")
    forget = sub.add_parser("forget", help="erase what Starpost keeps about a member (their "
                                           "settings, ratings and reliability; game records "
                                           "keep their seats by id)")
    forget.add_argument("user_id", type=int, help="the member's Discord id")
    return parser.parse_args(argv)


async def run(settings: Settings) -> int:
    from bot.app import ai
    from bot.client import StarpostBot

    ai.configure(settings.ai_budget_ms)
    bot = StarpostBot.for_settings(settings)
    loop = asyncio.get_running_loop()
    closing: list[asyncio.Task[None]] = []

    def stop() -> None:
        if not closing:
            log.info("shutting down")
            closing.append(loop.create_task(bot.close()))

    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop)
    try:
        await bot.start(settings.token)
    except Exception as error:
        # Token, intent, network or database: one sentence, not a traceback (bugs keep it).
        reason = explain_start_failure(error, settings)
        if reason is None:
            raise
        print(reason, file=sys.stderr)
        return START_FAILED
    finally:
        if closing:
            await closing[0]
        elif not bot.is_closed():
            await bot.close()
    return 0


async def sync(settings: Settings, guild_id: int | None) -> int:
    from bot.client import StarpostBot

    bot = StarpostBot(settings, commands_only=True)
    try:
        await bot.login(settings.token)
        target = guild_id or settings.dev_guild_id
        if target:
            guild = discord.Object(target)
            bot.tree.copy_global_to(guild=guild)
            synced = await bot.tree.sync(guild=guild)
            print(f"Synced {len(synced)} commands to server {target}.")
        else:
            synced = await bot.tree.sync()
            print(f"Synced {len(synced)} global commands (they may take a while to appear).")
    except Exception as error:
        # A refused token or an unreachable Discord: one sentence, not a traceback.
        reason = explain_start_failure(error, settings)
        if reason is None:
            raise
        print(reason, file=sys.stderr)
        return START_FAILED
    finally:
        await bot.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "replay":
        return replay(args.file, args.out)
    if args.command == "migrate":
        return migrate_command(args.source, args.to)
    if args.command in ("backup", "restore"):
        return backup_command(args.command, args.file, force=getattr(args, "force", False))
    if args.command == "ratings":
        return ratings_command(args.guild)
    if args.command == "forget":
        return ratings_command(None, forget=args.user_id)
    try:
        settings = load_settings()
        use_endpoints(settings.api_base_url, settings.gateway_url)
    except (ConfigError, ValueError) as exc:
        print(str(exc), file=sys.stderr)
        return 2
    configure_logging(settings.log_level, settings.log_format)
    if args.command == "sync":
        return asyncio.run(sync(settings, args.guild))
    return asyncio.run(run(settings))


def migrate_command(source: Path | None, url: str) -> int:
    """Copy DATABASE_PATH (or ``source``) into the PostgreSQL database ``url``."""
    from bot.ops.migrate import migrate

    try:
        settings = load_settings(require_token=False)
    except ConfigError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    if not url.startswith(("postgresql://", "postgres://")):
        print("--to must be a PostgreSQL URL such as "
              "postgresql://starpost:PASSWORD@db-host:5432/starpost.", file=sys.stderr)
        return 2
    configure_logging("WARNING")
    return asyncio.run(migrate(source or settings.database, url))


def ratings_command(guild_id: int | None, forget: int | None = None) -> int:
    """``ratings --rebuild``: the ratings rebuilt from the stored results; with ``forget``,
    ``forget USER_ID``: that member's data erased."""
    from bot.ops.upkeep import forget_member, rebuild_ratings

    try:
        settings = load_settings(require_token=False)
    except ConfigError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    configure_logging("WARNING")
    if forget is not None:
        return asyncio.run(forget_member(settings.store_location, forget))
    return asyncio.run(rebuild_ratings(settings.store_location, guild_id))


def backup_command(command: str, file: Path, *, force: bool = False) -> int:
    """``backup FILE`` or ``restore FILE`` on DATABASE_PATH: one sentence either way; exit
    status 1 when refused or failed, 2 for bad settings."""
    from bot.ops.backup import POSTGRES_HELP, BackupError, backup, restore

    try:
        settings = load_settings(require_token=False)
    except ConfigError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    if settings.database_url:
        print(POSTGRES_HELP, file=sys.stderr)
        return 2
    try:
        done = (backup(settings.database, file, force=force) if command == "backup"
                else restore(file, settings.database))
    except BackupError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    print(done)
    return 0


if __name__ == "__main__":
    sys.exit(main())
