"""``python -m bot`` runs Starpost; ``python -m bot sync [--guild ID]`` syncs slash commands;
``python -m bot replay FILE [--out PNG]`` verifies a game record and draws its final board.

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
    rep = sub.add_parser("replay", help="verify a game record and write its final board image")
    rep.add_argument("file", type=Path, help="a record exported with /history record")
    rep.add_argument("--out", type=Path, default=None,
                     help="where to write the PNG (default: FILE with .png)")
    return parser.parse_args(argv)


def replay(file: Path, out: Path | None) -> int:
    """Replay a record move by move, check the result it claims, draw the final board."""
    from games.record import Record, RecordError, verify
    from rendering import renderer

    try:
        record = Record.loads(file.read_text(encoding="utf-8"))
        state = verify(record)
    except OSError as exc:
        print(f"Cannot read {file}: {exc.strerror}.", file=sys.stderr)
        return 1
    except RecordError as exc:
        print(f"{file}: {exc}", file=sys.stderr)
        return 1
    import games

    engine = games.get(record.game)
    target = out or file.with_suffix(".png")
    target.write_bytes(renderer(record.game).render_board(engine.view(state, None)))
    outcome = engine.outcome(state)
    status = f"finished: {outcome.reason}" if outcome else "not finished"
    print(f"{file}: {engine.title}, {len(record.moves)} moves replayed, {status}. "
          f"Final board written to {target}.")
    return 0


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

    bot = StarpostBot(settings, commands_only=True)
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
    if args.command == "replay":
        return replay(args.file, args.out)
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
