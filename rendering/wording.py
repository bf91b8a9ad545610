"""What a picture says, in the reader's language: the base every game's ``Say`` builds on.

A :class:`Wording` holds the image's language and the players' display names (by seat), and
the palette the seats are drawn in (:data:`rendering.common.PALETTES`), which is not a word
but goes wherever the words go. It
fills a game's catalogue templates (``<game>.<key>``, the game being the subclass's
``game``) and renders the texts a view carries as messages (``{"key": ..., "params":
...}``: prompts, card texts, the end reason). The catalogues are imported when the first
text is worded, not when a renderer is imported: renderers never load the rules on import.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from rendering.common import DEFAULT_PALETTE, check_palette

W = TypeVar("W", bound="Wording")


@dataclass(frozen=True)
class Wording:
    """The image's language, the players' display names (by seat) and the seats' palette."""

    game: ClassVar[str] = ""
    locale: str = "en"
    names: tuple[str, ...] = ()
    palette: str = DEFAULT_PALETTE

    @classmethod
    def of(cls: type[W], locale: str = "en", names: Sequence[str] | None = None,
           palette: str = DEFAULT_PALETTE) -> W:
        """The wording for ``locale``, with each name isolated (see
        :func:`rendering.text.isolate_name`: it never reorders a line it is written in) and
        "" for a name with nothing to see, which draws the seat's own label; the seats drawn
        in ``palette``."""
        from rendering.text import isolate_name

        return cls(locale or "en", tuple(isolate_name(str(n)) for n in names or ()),
                   check_palette(palette))

    def __call__(self, key: str, **params: Any) -> str:
        """The template ``<game>.<key>`` filled in, in this language."""
        from games.i18n import Message, render

        return render(Message(f"{self.game}.{key}", params), self.locale)

    def text(self, value: Any) -> str:
        """A view's text: a message dict rendered in this language; anything else as is."""
        if isinstance(value, Mapping) and "key" in value:
            from games.i18n import Message, render

            try:
                return render(Message.from_json(value), self.locale)
            except (KeyError, IndexError, ValueError, ImportError):
                return str(value.get("key"))
        return "" if value is None else str(value)
