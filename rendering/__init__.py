"""Board and hand images, drawn with Pillow from a game's JSON-able *views* only.

Each game has a renderer here (``rendering.adastra``), named by the game's entry in
:data:`games.registry.REGISTRY` and following :class:`Renderer`: ``render_board`` and
``render_hand`` take the view, the players' display names by seat and the locale, in that
order, and return PNG bytes. :func:`renderer` finds a game's renderer by the game's registry
name, so the bot needs no per-game code: ``renderer("adastra").render_board(view)``.
Renderers never see a game state, so they cannot draw a secret the view does not carry;
importing one loads no game's rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

__all__ = ["PaletteRenderer", "Renderer", "renderer", "warm_up"]


@runtime_checkable
class Renderer(Protocol):
    """A game's renderer (a module, usually): its two images, as PNG bytes.

    ``view`` is the engine's ``view(state, None)`` for the board and ``view(state, seat)``
    for that seat's hand; ``names`` are the players' display names by seat (None, or an
    empty name, for a seat's own label); ``locale`` is the language of every word drawn.
    """

    def render_board(self, view: Mapping[str, Any], names: Sequence[str] | None = None,
                     locale: str = "en") -> bytes: ...

    def render_hand(self, view: Mapping[str, Any], names: Sequence[str] | None = None,
                    locale: str = "en") -> bytes: ...


@runtime_checkable
class PaletteRenderer(Renderer, Protocol):
    """A renderer that maps its PNGs onto a fixed palette, learnt once per process (its
    registry entry says ``png_palette``)."""

    def png_palette(self) -> object: ...


def renderer(game: str) -> Renderer:
    """The renderer of a registered game (``LookupError`` for a name that is not one)."""
    from games.registry import descriptor, load

    found = load(descriptor(game).renderer)
    if not isinstance(found, Renderer):
        raise LookupError(f"no renderer for {game!r}")
    return found


def warm_up(game: str) -> None:
    """Build what a game's renderer caches (its PNG palette) before its first image."""
    from games.registry import descriptor

    if descriptor(game).png_palette:
        found = renderer(game)
        if not isinstance(found, PaletteRenderer):
            raise LookupError(f"no png_palette in the renderer of {game!r}")
        found.png_palette()
