"""Pebbles is wired in for these tests by its one registry entry, as a fifth game would be
in games/registry.py."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from games import registry
from tests.toygame import ENTRY


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "REGISTRY", (*registry.REGISTRY, ENTRY))
    yield
