"""Outbox latency under Discord's rate limits: from a move's post being stored to the post
being visible in its channel, against what Discord's buckets alone force.

Runs the real bot (in this process: ``StarpostBot`` with its outbox dispatcher, no
scheduler, boards drawn in threads) against the fake Discord on 127.0.0.1 that the
end-to-end tests use, with Discord's documented rate limits on (``RateLimits()``: 50
requests per second for the whole bot, five messages per five seconds per channel, fixed
windows that open with a bucket's first request). A guild has N text channels; posts are
offered at a fixed rate, round robin over the channels, each in its own game, the way a move
makes them: one transaction stores the post and claims it (``Change(posts=...,
claim_lease=...)``, as a move's commit does), then the dispatcher's ``flush`` of that game
runs (as ``announce`` does after a move), each move in its own task, never waited for
before the next is offered. Posts are text only: this measures the outbox and Discord's
buckets, not drawing. Games are plain stored rows (a channel holds one open game at a
time, and here each channel carries many games' posts).

A post's latency runs from the moment its move begins storing it to the moment the fake
stores the message (a hook on the fake's message store, on the same monotonic clock).

**The floor** is what the buckets alone force: the same arrival times go through the same
buckets (per channel and global, windowed exactly as the fake windows them) to a sender
that sends every post at the earliest moment both buckets allow, each channel's posts in
order, with no time for anything else (no request, no database, no event loop). A post's
floor latency is that moment minus its arrival. At 100 posts/s the global limit (50/s)
makes the floor grow for the whole run; at 10 channels the channels' buckets (10 posts/s
together) cap it below either rate; at 100 channels and 50 posts/s it is zero (each second
of the global limit holds the 50 posts offered in it, each channel one post in two
seconds), so that ratio is infinite and the output says so. The goal is a measured p95
within 1.5 times the floor's p95, whatever the floor is. Beside it, "added" is the p95 of
what the bot adds to each post's floor latency.

Sizes, declared here and printed: 10 and 100 channels, 50 and 100 posts/s offered, for
``SECONDS[channels]`` seconds (shorter at 10 channels, whose backlog drains at 10 posts/s,
so the whole script stays near two and a half minutes).

    python bench/outbox_latency.py [--channels 10 100] [--rates 50 100]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import math
import os
import shutil
import sys
import tempfile
import time
from collections import Counter, deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from e2e_support import make_bot  # noqa: E402
from fakediscord import FakeDiscord, FakeMessage, WellBehavedError  # noqa: E402
from fakediscord.ratelimits import (  # noqa: E402
    GLOBAL,
    GLOBAL_LIMIT,
    MESSAGE_LIMIT,
    USER,
    Bucket,
    RateLimits,
)

from bot.app.table import POST_LEASE, Post  # noqa: E402
from bot.client import StarpostBot  # noqa: E402
from bot.ops.endpoints import use_endpoints  # noqa: E402
from storage.base import Change, NewPost  # noqa: E402

# ---- the sizes, declared before any run -----------------------------------------------------
CHANNELS = (10, 100)
RATES = (50, 100)  # posts offered per second
SECONDS = {10: 4.0, 100: 20.0}  # seconds of offered load per run, by channel count
GOAL = 1.5  # measured p95 / floor p95, at most
GRACE = 30.0  # seconds a run waits for its posts beyond the floor's last send
PREFIX = "bench post "


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f}/{five:.2f}/{fifteen:.2f} on {os.cpu_count()} cores"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p * len(ordered)) - 1)]


# ---- the floor ------------------------------------------------------------------------------

class Window:
    """One of the fake's counters: a fixed window opened by the first request after the last
    one closed (``fakediscord.ratelimits.RateLimiter``)."""

    def __init__(self, bucket: Bucket) -> None:
        self.bucket = bucket
        self.opened = -math.inf
        self.used = 0

    def earliest(self, t: float) -> float:
        """The earliest moment at or after ``t`` a request is let through."""
        if t >= self.opened + self.bucket.window or self.used < self.bucket.limit:
            return t
        return self.opened + self.bucket.window

    def take(self, t: float) -> None:
        if t >= self.opened + self.bucket.window:
            self.opened, self.used = t, 0
        self.used += 1


def floor_sends(arrivals: list[float], channels: list[int], per_channel: Bucket,
                overall: Bucket) -> list[float]:
    """When each post would be sent by a sender that sends at the earliest moment the
    buckets allow, each channel's posts in order (ties go to the earliest arrival)."""
    queues: dict[int, deque[int]] = {}
    for i in sorted(range(len(arrivals)), key=lambda i: arrivals[i]):
        queues.setdefault(channels[i], deque()).append(i)
    windows = {channel: Window(per_channel) for channel in queues}
    total = Window(overall)
    sends = [0.0] * len(arrivals)
    clock = -math.inf
    for _ in range(len(arrivals)):
        best: tuple[float, float, int] | None = None
        for channel, queue in queues.items():
            if queue:
                i = queue[0]
                at = windows[channel].earliest(max(arrivals[i], clock))
                if best is None or (at, arrivals[i]) < best[:2]:
                    best = (at, arrivals[i], channel)
        assert best is not None
        at, _, channel = best
        sent = total.earliest(at)  # the channel's window still lets it through then
        i = queues[channel].popleft()
        windows[channel].take(sent)
        total.take(sent)
        sends[i] = clock = sent
    return sends


# ---- one run --------------------------------------------------------------------------------

@dataclass
class Run:
    channels: int
    rate: int
    seconds: float
    arrivals: list[float]
    shown: list[float | None]  # when the fake stored each post (None: never)
    floor: list[float]
    offered_rate: float
    hits: Counter[str]
    violations: str
    duplicates: int
    end: float  # when the run stopped waiting for its posts

    def measured(self) -> list[float]:
        """Latencies; a post never shown counts as waiting until the run's end."""
        return [(s if s is not None else self.end) - a
                for a, s in zip(self.arrivals, self.shown, strict=True)]


async def run(channel_count: int, rate: int, seconds: float, folder: Path) -> Run:
    posts = int(rate * seconds)
    fake = FakeDiscord(rate_limits=RateLimits(), invalid_request_budget=10**9,
                       default_timeout=30.0)
    await fake.start()
    use_endpoints(fake.api_base_url, fake.gateway_url)
    shown: list[float | None] = [None] * posts
    seen: Counter[int] = Counter()
    store = fake._store

    def stored(msg: FakeMessage) -> None:
        store(msg)
        if msg.content.startswith(PREFIX):
            index = int(msg.content[len(PREFIX):].split()[0])
            seen[index] += 1
            if shown[index] is None:
                shown[index] = time.monotonic()

    fake._store = stored  # type: ignore[method-assign]
    guild = await fake.create_guild("Bench")
    rooms = [await fake.create_channel(guild, f"table-{i}") for i in range(channel_count)]
    bot = make_bot(folder / f"outbox-{channel_count}-{rate}.sqlite3", run_scheduler=False)
    arrivals = [0.0] * posts
    targets = [rooms[i % channel_count].id for i in range(posts)]
    hits: Counter[str] = Counter()
    violations = ""
    offered = 0.0
    end = math.inf
    try:
        async with fake.running(bot, timeout=30.0):
            games = await make_games(bot, guild.id, targets)
            fake.rate_limits = RateLimits()  # every counter starts afresh with the run
            before = len(fake.rate_limited)
            offered = await offer(bot, games, targets, arrivals, rate)
            planned = floor_sends(arrivals, targets, MESSAGE_LIMIT, GLOBAL_LIMIT)
            deadline = max(planned) + GRACE
            while any(s is None for s in shown) and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
            end = time.monotonic()
            await asyncio.sleep(0.5)  # a post sent twice would show up now
            hits.update(hit.scope for hit in fake.rate_limited[before:])
    except WellBehavedError as error:
        violations = str(error).split(":")[0]
    finally:
        use_endpoints(None, None)
        await fake.close()
    floor = floor_sends(arrivals, targets, MESSAGE_LIMIT, GLOBAL_LIMIT)
    duplicates = sum(count - 1 for count in seen.values() if count > 1)
    return Run(channel_count, rate, seconds, arrivals, shown,
               [f - a for f, a in zip(floor, arrivals, strict=True)], offered, hits, violations,
               duplicates, end)


async def make_games(bot: StarpostBot, guild_id: int, targets: list[int]) -> list[int]:
    """One stored game per post, in its post's channel (plain rows, in one transaction)."""
    now = bot.service.core.clock()

    async def insert(tx: Any) -> list[int]:
        ids = []
        for channel_id in targets:
            row = await tx.fetchrow(
                "INSERT INTO games (guild_id, channel_id, game, status, seed, options, version, "
                "host_id, created_at, updated_at) "
                "VALUES ($1, $2, 'adastra', 'finished', 1, '{}', 0, 1, $3, $3) RETURNING id",
                guild_id, channel_id, now)
            ids.append(int(row["id"]))
        return ids

    result: list[int] = await bot.store.db.run(insert)
    return result


async def offer(bot: StarpostBot, games: list[int], targets: list[int],
                arrivals: list[float], rate: int) -> float:
    """Offer the posts at ``rate`` per second, each move in its own task; returns the rate
    actually offered."""
    tasks: set[asyncio.Task[None]] = set()
    core = bot.service.core

    async def move(i: int) -> None:
        arrivals[i] = time.monotonic()
        text = f"{PREFIX}{i} of game {games[i]}"
        payload = Post(text, outbox_game=games[i], locale="en").payload(board=False)
        await bot.store.commit(Change(game_id=games[i], now=core.clock(),
                                      posts=[NewPost(targets[i], 0, payload)],
                                      claim_lease=POST_LEASE))
        await bot.dispatcher.flush(games[i])

    origin = time.monotonic() + 0.1
    for i in range(len(games)):
        delay = origin + i / rate - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        task = asyncio.create_task(move(i))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    span = time.monotonic() - origin
    await asyncio.gather(*tasks)
    return (len(games) - 1) / span if span > 0 else math.inf


# ---- the report ----------------------------------------------------------------------------

def spread(values: list[float]) -> str:
    return "/".join(f"{percentile(values, p):.3f}" for p in (0.5, 0.95, 1.0))


def p95_ratio(measured: list[float], floor: list[float]) -> float:
    """Measured p95 over the floor's p95 (infinite where the buckets force no wait)."""
    bound = percentile(floor, 0.95)
    return percentile(measured, 0.95) / bound if bound > 0 else math.inf


async def main(channel_counts: tuple[int, ...], rates: tuple[int, ...]) -> None:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord").setLevel(logging.ERROR)  # each 429 is counted below instead
    began = time.monotonic()
    print("Outbox latency with Discord's rate limits on (fake Discord on 127.0.0.1, the real "
          "bot in this process)")
    print(f"machine: {os.cpu_count()} cores, {load()} at start")
    print(f"sizes: {' and '.join(map(str, CHANNELS))} channels x {' and '.join(map(str, RATES))}"
          " posts/s offered, round robin over the channels, one post per game; offered for "
          + ", ".join(f"{SECONDS[c]:.0f} s at {c} channels" for c in CHANNELS))
    print(f"buckets: {MESSAGE_LIMIT.limit} messages per {MESSAGE_LIMIT.window:.0f} s per "
          f"channel, {GLOBAL_LIMIT.limit} requests per {GLOBAL_LIMIT.window:.0f} s global "
          "(fixed windows opened by a bucket's first request, as the fake enforces them)")
    print("posts are text only: this measures the outbox and Discord's buckets, not drawing")
    print("latency: from the move beginning to store its post to the fake storing the message")
    print("floor: each post sent at the earliest moment the same buckets allow, in each "
          "channel's order, with nothing else taking time")
    print("added: what the bot adds to each post's floor latency (its p95)")
    print(f"goal: measured p95 <= {GOAL} x floor p95\n")
    print(f"{'channels':>8} {'posts/s':>7} {'posts':>5} {'offered/s':>9}  "
          f"{'measured p50/p95/max s':>22}  {'floor p50/p95/max s':>20}  {'p95 ratio':>9}  "
          f"{'added':>6}  {'429s user/global':>16}  machine")
    folder = Path(tempfile.mkdtemp(prefix="starpost-outbox-"))
    verdicts = []
    try:
        for channels in channel_counts:
            for rate in rates:
                result = await run(channels, rate, SECONDS[channels], folder)
                measured = result.measured()
                added = [m - f for m, f in zip(measured, result.floor, strict=True)]
                ratio = p95_ratio(measured, result.floor)
                verdicts.append((channels, rate, ratio))
                print(f"{channels:>8} {rate:>7} {len(measured):>5} {result.offered_rate:>9.1f}  "
                      f"{spread(measured):>22}  {spread(result.floor):>20}  {ratio:>9.2f}  "
                      f"{percentile(added, 0.95):>6.3f}  "
                      f"{result.hits[USER]:>7}/{result.hits[GLOBAL]:<8}  {load()}", flush=True)
                notes = []
                missing = sum(s is None for s in result.shown)
                if missing:
                    notes.append(f"{missing} post(s) never shown (counted as waiting to the end)")
                if result.duplicates:
                    notes.append(f"{result.duplicates} post(s) shown twice")
                if result.violations:
                    notes.append(f"fake Discord: {result.violations}")
                other = sum(n for scope, n in result.hits.items() if scope not in (USER, GLOBAL))
                if other:
                    notes.append(f"{other} other 429s")
                if math.isinf(ratio):
                    notes.append("the buckets force no wait on 95% of the posts (floor p95 0): "
                                 "no sender that takes any time is within 1.5 times it")
                if notes:
                    print(f"{'':>8} " + "; ".join(notes))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print()
    print("at 100 posts/s the global limit (50/s) makes the floor grow for the whole run; at "
          "10 channels the channels' buckets (10 posts/s together) cap both rates")
    met = all(ratio <= GOAL for _, _, ratio in verdicts)
    print(f"goal {'met' if met else 'NOT met'}: p95 ratio "
          + ", ".join(f"{r:.2f} ({c} ch, {p}/s)" for c, p, r in verdicts)
          + f" against {GOAL}; {time.monotonic() - began:.0f} s in all; {load()} at the end")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--channels", type=int, nargs="+", choices=CHANNELS, default=CHANNELS,
                        help="only these channel counts (all by default)")
    parser.add_argument("--rates", type=int, nargs="+", choices=RATES, default=RATES,
                        help="only these rates (all by default)")
    args = parser.parse_args()
    asyncio.run(main(tuple(args.channels), tuple(args.rates)))
