"""What the pictures say, in the reader's language: catalogue templates and the view's
messages rendered for a locale, and the players' names.

Every label is a template of ``games/afternova/locales/`` (``afternova.draw.*`` and the
game's own terms), worded by :mod:`games.i18n` for the image's locale; a text the view
carries as a message (``{"key": ..., "params": ...}``: the prompts, the final reason) is
rendered the same way. The catalogue is imported when the first text is drawn, not when
this package is imported: the renderers never load the rules (``games``) on import.

A player is drawn under their display name when the caller gives the names (any Unicode,
hostile or not: it is fitted to its box by :func:`fit`, the one place that shortens text),
else as "Player 2" in the image's language; the Bot is "Bot" everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from rendering.common import fit_text
from rendering.wording import Wording


@dataclass(frozen=True)
class Say(Wording):
    """The image's language and the players' display names (by seat), for Afternova's
    templates (``afternova.<key>``)."""

    game: ClassVar[str] = "afternova"

    def seat(self, seat: Any) -> str:
        """A seat as the picture names it: the display name, or "Player 2", or "Bot"."""
        if seat in ("bot", -1):
            return self("draw.bot")
        try:
            index = int(seat)
        except (TypeError, ValueError):
            return str(seat)
        if 0 <= index < len(self.names) and self.names[index].strip():
            return self.names[index]
        return self("draw.seat", n=index + 1)

    def name_of(self, seat: Any) -> tuple[str, ...]:
        """The part of ``names`` a drawing of ``seat`` reads (for a region's key)."""
        try:
            index = int(seat)
        except (TypeError, ValueError):
            return ()
        return (self.names[index],) if 0 <= index < len(self.names) else ()


EN = Say()


def fit(text: str, max_width: float, size: int, min_size: int = 10,
        bold: bool = False) -> tuple[str, int]:
    """``text`` at the largest size down to ``min_size`` that fits ``max_width`` pixels,
    shortened with an ellipsis when nothing fits (and made drawable: no missing-glyph box)."""
    return fit_text(text, max(1, int(max_width)), size, min_size, bold)
