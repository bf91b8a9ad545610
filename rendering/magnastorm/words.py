"""What the pictures say, in the image's language: the catalogue's templates
(``magnastorm.r.*`` and the game's terms in ``games/magnastorm/locales/``), the view's
messages (``{"key": ..., "params": ...}``: prompts, card texts, the end reason) and the
players' names.

The catalogue is imported when the first text is worded, not when this package is imported:
the renderers never load the rules (``games.magnastorm``) on import.

A seat is named by its player's display name when the caller gives the names (any Unicode,
hostile or not: every drawing fits it to its box with :func:`rendering.common.fit_text`),
else by its federation's colour in the image's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from rendering.common import safe_text
from rendering.wording import Wording


@dataclass(frozen=True)
class Say(Wording):
    """The image's language and the players' display names (by seat), for Magnastorm's
    templates (``magnastorm.<key>``)."""

    game: ClassVar[str] = "magnastorm"

    def colour(self, colour: str) -> str:
        """A federation's colour as a name ("Purple", "Morado")."""
        try:
            return self(f"player.{colour}")
        except KeyError:
            return colour.capitalize()

    def cube(self, colour: str) -> str:
        """A cube colour as a word ("yellow", "amarillo")."""
        try:
            return self(f"colour.{colour}")
        except KeyError:
            return colour

    def area(self, area: str) -> str:
        try:
            return self(f"area.{area}")
        except KeyError:
            return area

    def name(self, seat: int) -> str:
        """A seat's display name, or "" when the caller gave none."""
        if 0 <= seat < len(self.names) and safe_text(self.names[seat]).strip():
            return self.names[seat].strip()
        return ""


def seat_label(say: Say, view: Mapping[str, Any], seat: int) -> str:
    """How the picture names a seat: its display name, else its colour in this language."""
    name = say.name(seat)
    if name:
        return name
    players = view.get("players") or []
    if 0 <= seat < len(players):
        return say.colour(str(players[seat].get("colour", "")))
    return str(seat + 1)
