"""The workload of ``bench/storage_layer.py``: the same rows for every variant (a move, its
post and its schedule, built with the dataclasses of the store under test), the games they
go to, and a real Ad Astra snapshot."""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SEATS = 3
LEASE = 60  # seconds a claim lasts, as the bot's POST_LEASE
HOUR = 3600
SNAPSHOT_EVERY = 25  # the store's default: ply 0, every 25th and the latest are kept
T0 = 1_800_000_000


# ---- the workload, the same for every variant -----------------------------------------------

POST_TEXT = ("**Turn 14, Explore.** <@{user}> moved the scout from Ceti to Vega and found a "
             "tier II system: +2 energy, +1 science. Next: <@{next}> chooses an action "
             "(explore, settle, trade, research or pass). Deadline in 48 hours. ") * 2
MESSAGES = {"public": [{"key": "adastra.event.explore",
                        "args": {"seat": 0, "from": "Ceti", "to": "Vega", "tier": 2}},
                       {"key": "adastra.event.gain", "args": {"energy": 2, "science": 1}}]}


@dataclass
class Game:
    id: int
    channel_id: int
    users: tuple[int, ...]
    version: int = 0


class Workload:
    """The rows one move stores, built with the dataclasses of the store under test."""

    def __init__(self, base: Any, snapshot: str) -> None:
        self.b = base
        self.snapshot = snapshot
        self.clock = T0

    def now(self) -> int:
        self.clock += 1
        return self.clock

    def move(self, game: Game, now: int) -> tuple[Any, Any, list[Any]]:
        v, b = game.version, self.b
        seat = v % SEATS
        move = b.NewMove(seat, f"explore scout ceti vega {v}", now,
                         public_text=f"Seat {seat + 1} explores Vega (tier II).",
                         private_texts={seat: "You draw Ion Drive."},
                         user_id=game.users[seat], kind="player", messages=MESSAGES)
        payload = json.dumps({"text": POST_TEXT.format(user=game.users[seat],
                                                       next=game.users[(v + 1) % SEATS]),
                              "mentions": [game.users[(v + 1) % SEATS]], "turn_button": True,
                              "seat_button": None, "board": True, "media": False,
                              "locale": "en"})
        post = b.NewPost(game.channel_id, v + 1, payload)
        deadline = now + 48 * HOUR
        waiting = (v + 1) % SEATS
        entries = [b.ScheduleEntry(waiting, v + 1, now, "reminder", lead * HOUR,
                                   deadline - lead * HOUR) for lead in (24, 4)]
        entries.append(b.ScheduleEntry(waiting, v + 1, now, "deadline", 0, deadline))
        return move, post, entries


def real_snapshot() -> str:
    """A 3-player Ad Astra state after 60 plies of seeded random play, as the store keeps it."""
    sys.path.insert(0, str(ROOT))
    from games.adastra import GAME

    rng = random.Random(1)
    state = GAME.setup(SEATS, 7)
    for _ in range(60):
        seat = GAME.to_act(state)[0]
        state, _events = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        if GAME.outcome(state) is not None:
            break
    return json.dumps(GAME.to_json(state))


async def set_up(storage: Any, location: str, count: int, snapshot: str) -> list[Game]:
    """``count`` started games of 3 seats, opened with the store at hand (its migrations)."""
    b = storage.base
    store = await storage.open_store(location, snapshot_every=SNAPSHOT_EVERY)
    games = []
    try:
        for index in range(count):
            users = tuple(700_000_000_000_000_000 + index * 10 + s for s in range(SEATS))
            channel = 900_000_000_000_000_000 + index
            row = await store.create_lobby(guild_id=800_000_000_000_000_000 + index % 4,
                                           channel_id=channel, game="adastra",
                                           host_id=users[0], seed=index, now=T0,
                                           options={"players": SEATS, "variant": "standard"})
            seats = [b.SeatSpec(u, False, label)
                     for u, label in zip(users, ("red", "blue", "gold"), strict=True)]
            if hasattr(store, "commit"):
                await store.commit(b.Change(row.id, T0, start=b.GameStart(seats, snapshot)))
            else:  # the hand-written store
                await store.start_game(row.id, seats, snapshot, now=T0)
            games.append(Game(row.id, channel, users))
    finally:
        await store.close()
    return games
