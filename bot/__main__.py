"""``python -m bot`` runs Starpost; ``python -m bot sync [--guild ID]`` syncs slash commands.

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

import discord

from bot.config import TOKEN_HELP, ConfigError, Settings, load_settings
from bot.endpoints import use_endpoints

log = logging.getLogger("starpost")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    sync = sub.add_parser("sync", help="sync slash commands, then exit")
    sync.add_argument("--guild", type=int, default=None,
                      help="sync to one server only (instant); default DEV_GUILD_ID if set")
    sub.add_parser("run", help="run the bot (the default)")
    return parser.parse_args(argv)


async def run(settings: Settings) -> int:
    from bot.client import StarpostBot

    bot = StarpostBot(settings)
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
    except discord.LoginFailure:
        print(f"Discord refused the token. {TOKEN_HELP}", file=sys.stderr)
        await bot.close()
        return 2
    finally:
        if closing:
            await closing[0]
        elif not bot.is_closed():
            await bot.close()
    return 0


async def sync(settings: Settings, guild_id: int | None) -> int:
    from bot.client import StarpostBot

    bot = StarpostBot(settings)
    try:
        await bot.login(settings.token)
    except discord.LoginFailure:
        print(f"Discord refused the token. {TOKEN_HELP}", file=sys.stderr)
        await bot.close()
        return 2
    try:
        target = guild_id or settings.dev_guild_id
        if target:
            guild = discord.Object(target)
            bot.tree.copy_global_to(guild=guild)
            synced = await bot.tree.sync(guild=guild)
            print(f"Synced {len(synced)} commands to server {target}.")
        else:
            synced = await bot.tree.sync()
            print(f"Synced {len(synced)} global commands (they may take a while to appear).")
    finally:
        await bot.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        settings = load_settings()
        use_endpoints(settings.api_base_url, settings.gateway_url)
    except (ConfigError, ValueError) as exc:
        print(str(exc), file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.command == "sync":
        return asyncio.run(sync(settings, args.guild))
    return asyncio.run(run(settings))


if __name__ == "__main__":
    sys.exit(main())
