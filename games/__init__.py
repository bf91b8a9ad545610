"""Registry of the rules engines Starpost hosts.

Each game lives in its own package and exposes a module-level ``GAME`` object that follows
:class:`games.core.Game`. Engines are imported on first use so that loading one game never
pays for the others.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from games.core import Game

__all__ = ["UnknownGame", "get", "names", "title"]

# name -> module holding GAME; order is the order players see in menus.
_MODULES: dict[str, str] = {
    "adastra": "games.adastra",
    "kepler3042": "games.kepler3042",
    "magnastorm": "games.magnastorm",
    "afternova": "games.afternova",
}

_loaded: dict[str, Game[Any]] = {}


class UnknownGame(KeyError):
    """Raised for a game name that is not registered; the message lists the known ones."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.message = f"There is no game called {name!r}. Known games: {', '.join(names())}."

    def __str__(self) -> str:
        return self.message


def names() -> list[str]:
    """Registered game names, in menu order."""
    return list(_MODULES)


def get(name: str) -> Game[Any]:
    """The engine registered under ``name``."""
    key = name.strip().lower()
    if key not in _MODULES:
        raise UnknownGame(name)
    if key not in _loaded:
        _loaded[key] = import_module(_MODULES[key]).GAME
    return _loaded[key]


def title(name: str) -> str:
    return get(name).title
