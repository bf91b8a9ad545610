"""Board and hand images, drawn with Pillow from a game's JSON-able *views* only.

Each game has a module here (``rendering.adastra``) offering
``render_board(view, names, locale) -> bytes`` and ``render_hand(view, locale, names) -> bytes``
(PNG; ``names`` are the players' display names by seat). :func:`renderer` finds them by
the game's registry name, so the bot needs no per-game code:
``renderer("adastra").render_board(view)``.
Renderers never see a game state, so they cannot draw a secret the view does not carry.
"""

from __future__ import annotations

import importlib
from types import ModuleType

__all__ = ["has_renderer", "renderer"]


def renderer(game: str) -> ModuleType:
    """The rendering module of a registered game (raises ``LookupError`` if it has none)."""
    if not game.isidentifier():
        raise LookupError(f"no renderer for {game!r}")
    try:
        module = importlib.import_module(f"rendering.{game}")
    except ModuleNotFoundError as exc:
        if exc.name == f"rendering.{game}":
            raise LookupError(f"no renderer for {game!r}") from exc
        raise
    if not hasattr(module, "render_board") or not hasattr(module, "render_hand"):
        raise LookupError(f"no renderer for {game!r}")
    return module


def has_renderer(game: str) -> bool:
    try:
        renderer(game)
    except LookupError:
        return False
    return True
