"""What the pictures say, in the reader's language: catalogue templates and the view's
messages rendered for a locale, and the players' names.

Every label is a template of ``games/afternova/messages.py`` (``afternova.draw.*`` and the
game's own terms), worded by :mod:`games.i18n` for the image's locale; a text the view
carries as a message (``{"key": ..., "params": ...}``: the prompts, the final reason) is
rendered the same way. The catalogue is imported when the first text is drawn, not when
this package is imported: the renderers never load the rules (``games``) on import.

A player is drawn under their display name when the caller gives the names (any Unicode,
hostile or not: it is fitted to its box by :func:`fit`, the one place that shortens text),
else as "Player 2" in the image's language; the Bot is "Bot" everywhere.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rendering.common import fit_text


@dataclass(frozen=True)
class Say:
    """The image's language and the players' display names (by seat)."""

    locale: str = "en"
    names: tuple[str, ...] = ()

    @classmethod
    def of(cls, locale: str = "en", names: Sequence[str] | None = None) -> Say:
        return cls(locale or "en", tuple(str(n) for n in names or ()))

    def __call__(self, key: str, **params: Any) -> str:
        """The template ``afternova.<key>`` filled in, in this language."""
        from games.i18n import Message, render

        return render(Message(f"afternova.{key}", params), self.locale)

    def text(self, value: Any) -> str:
        """A view's text: a message dict rendered in this language; anything else as is."""
        if isinstance(value, Mapping) and "key" in value:
            from games.i18n import Message, render

            try:
                return render(Message.from_json(value), self.locale)
            except (KeyError, IndexError, ValueError, ImportError):
                return str(value.get("key"))
        return "" if value is None else str(value)

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
