"""Posts waiting their turn behind a channel's rate limit keep their claim: a channel with
a long queue never lets the lease of its later posts run out, so the background sweep never
takes one of them and sends it a second time."""

from __future__ import annotations

from typing import Any

import pytest

from bot.outbox import dispatch
from bot.outbox.dispatch import LEASE, Dispatcher
from storage.base import OutboxRow


class Announcements:
    """What the dispatcher asks of the outbox, recording the renewed claims."""

    def __init__(self) -> None:
        self.kept: list[int] = []
        self.unmarked: dict[int, int] = {}

    def was_sent(self, row: OutboxRow) -> bool:
        return False

    def slow(self, row: OutboxRow) -> bool:
        return False

    async def keep(self, row: OutboxRow) -> None:
        self.kept.append(row.id)

    async def put_back(self, row: OutboxRow) -> None:
        raise AssertionError("no post is held back here")


async def test_a_long_queue_renews_the_claims_of_the_posts_still_waiting(
        monkeypatch: pytest.MonkeyPatch) -> None:
    now = [1000.0]
    monkeypatch.setattr(dispatch.time, "monotonic", lambda: now[0])
    announcements = Announcements()
    sender = Dispatcher(object(), announcements)  # type: ignore[arg-type]
    sent: list[int] = []

    async def send(row: OutboxRow) -> bool:
        sent.append(row.id)
        now[0] += LEASE / 5  # each post waits a fifth of a lease for the channel's bucket
        return True

    monkeypatch.setattr(sender, "_send", send)
    rows = [OutboxRow(i, 7, 70, i, "{}", 0, 1, None) for i in range(1, 11)]
    await sender._send_channel(rows)
    assert sent == list(range(1, 11))
    # A lease is renewed for the posts not yet sent each time half a lease has gone by.
    assert announcements.kept, "the waiting posts' claims ran out"
    assert set(announcements.kept) <= set(range(4, 11))
    assert 10 in announcements.kept and 1 not in announcements.kept


async def test_a_short_queue_costs_no_renewal(monkeypatch: pytest.MonkeyPatch) -> None:
    announcements = Announcements()
    sender = Dispatcher(object(), announcements)  # type: ignore[arg-type]

    async def send(row: OutboxRow) -> bool:
        return True

    monkeypatch.setattr(sender, "_send", send)
    rows: list[Any] = [OutboxRow(i, 7, 70, i, "{}", 0, 1, None) for i in range(1, 4)]
    await sender._send_channel(rows)
    assert announcements.kept == []
