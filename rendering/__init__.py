"""Board and hand images, drawn with Pillow from a game's JSON-able *views* only.

Each game has a renderer here (``rendering.adastra``), named by the game's entry in
:data:`games.registry.REGISTRY` and following :class:`Renderer`: ``render_board`` and
``render_hand`` take the view, the players' display names by seat, the locale and the
seats' palette, in that order, and return PNG bytes. :func:`renderer` finds a game's
renderer by the game's registry name, so the bot needs no per-game code:
``renderer("adastra").render_board(view)``. A renderer also says how it draws each seat
(``seat_styles``), for pictures of the seats drawn apart from the board (the score table),
and what its two images show in words (``describe_board`` and ``describe_hand``: their alt
text, :mod:`rendering.alt`).
Renderers never see a game state, so they cannot draw a secret the view does not carry;
importing one loads no game's rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from rendering.common import PlayerStyle

__all__ = ["PaletteRenderer", "Renderer", "renderer", "warm_up"]


@runtime_checkable
class Renderer(Protocol):
    """A game's renderer (a module, usually): its two images, as PNG bytes, how it draws
    each seat, and its two images in words.

    ``view`` is the engine's ``view(state, None)`` for the board and ``view(state, seat)``
    for that seat's hand; ``names`` are the players' display names by seat (None, or an
    empty name, for a seat's own label); ``locale`` is the language of every word drawn;
    ``palette`` the seats' colours (:data:`rendering.common.PALETTES`: the server's for a
    public image, the member's for a private one).
    """

    def render_board(self, view: Mapping[str, Any], names: Sequence[str] | None = None,
                     locale: str = "en", palette: str = "default") -> bytes: ...

    def render_hand(self, view: Mapping[str, Any], names: Sequence[str] | None = None,
                    locale: str = "en", palette: str = "default") -> bytes: ...

    def seat_styles(self, view: Mapping[str, Any],
                    palette: str = "default") -> Sequence[PlayerStyle]:
        """Each seat's style as the board draws it (colour, shape, mark), by seat, then
        those of the entries the outcome ranks that hold no seat (Afternova's Bot): what
        the score table draws beside each row."""
        ...

    def describe_board(self, view: Mapping[str, Any], names: Sequence[str] | None = None,
                       locale: str = "en") -> str:
        """The board in words, for a screen reader (its alt text, :mod:`rendering.alt`): the
        round or phase, who is awaited, the scores, then details, from ``view`` alone."""
        ...

    def describe_hand(self, view: Mapping[str, Any], names: Sequence[str] | None = None,
                      locale: str = "en") -> str:
        """The hand image in words, from the seat's ``view`` alone (see ``describe_board``)."""
        ...


@runtime_checkable
class PaletteRenderer(Renderer, Protocol):
    """A renderer that maps its PNGs onto a fixed palette per seat palette, learnt once per
    process (its registry entry says ``png_palette``)."""

    def png_palette(self, palette: str = "default") -> object: ...


def renderer(game: str) -> Renderer:
    """The renderer of a registered game (``LookupError`` for a name that is not one)."""
    from games.registry import descriptor, load

    found = load(descriptor(game).renderer)
    if not isinstance(found, Renderer):
        raise LookupError(f"no renderer for {game!r}")
    return found


def warm_up(game: str) -> None:
    """Build what a game's renderer caches (its PNG palette, for the default seat palette;
    another is learnt on its first image) before its first image."""
    from games.registry import descriptor

    if descriptor(game).png_palette:
        found = renderer(game)
        if not isinstance(found, PaletteRenderer):
            raise LookupError(f"no png_palette in the renderer of {game!r}")
        found.png_palette("default")  # as the drawings ask for it: one cache entry, not two
