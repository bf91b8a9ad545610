"""The rules engines Starpost hosts, one package each.

Each game is wired in by its entry in :data:`games.registry.REGISTRY`; these are the
shortcuts most callers need. They import the registry when first called, so importing a
part of ``games`` (the catalogues, say, as the renderers do) loads no game's rules.
"""

from __future__ import annotations

from typing import Any

from games.core import Game

__all__ = ["get", "names", "title"]


def names() -> list[str]:
    """Registered game names, in menu order."""
    from games.registry import names as registered

    return registered()


def get(name: str) -> Game[Any]:
    """The engine registered under ``name`` (:class:`games.registry.UnknownGame` if none)."""
    from games.parts import engine

    return engine(name)


def title(name: str) -> str:
    """The title of the game registered under ``name``."""
    from games.registry import descriptor

    return descriptor(name).title
