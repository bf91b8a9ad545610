"""The exceptions a test sees when it asks the fake for something Discord would not do.

They live apart from ``FakeDiscord`` so that every part of it (world building, the
interaction driver) can raise them without importing the class that composes those parts.
"""

from __future__ import annotations

from .models import FakeInteraction


class FakeDiscordError(AssertionError):
    """Something the test asked for cannot happen on Discord, or never happened in time."""


class TimedOut(FakeDiscordError):
    """What the test waited for did not happen in time (the client is down, or too slow)."""


class InteractionRefused(FakeDiscordError):
    """The client answered an interaction in a way Discord would have rejected."""

    def __init__(self, record: FakeInteraction) -> None:
        super().__init__(
            f"interaction {record.id}: the client's answer was refused: {record.errors}"
        )
        self.record = record


__all__ = ["FakeDiscordError", "InteractionRefused", "TimedOut"]
