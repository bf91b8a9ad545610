"""What is read off a view before drawing: the view's type, the seats' styles, a seat's
display name, a tile's planet type, and the words of the drawing's language.

A view carries what a player reads as catalogue messages in JSON form (``{"key": ...,
"params": ...}``: prompts, names of Technologies, actions, cards, Objectives); :func:`text_of`
words them in the drawing's language. Every label the images print themselves is a key of
``games/kepler3042/locales/`` (``kepler3042.draw.*``), worded by :func:`label`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.i18n import Message, msg, render
from rendering.common import DEFAULT_PALETTE, PlayerStyle, isolate_name, player_style

View = Mapping[str, Any]
Names = Sequence[str] | None


def player_styles(view: View, palette: str = DEFAULT_PALETTE) -> list[PlayerStyle]:
    """Each seat's colour (in ``palette``), shape and number, indexed by seat, so every part
    draws a seat alike."""
    return [player_style(i, palette) for i in range(len(view.get("players", ())))]


def text_of(value: Any, locale: str = "en") -> str:
    """A view's value as text in ``locale``: a message (JSON form or not) is worded in that
    language, plain text is kept, anything else is written as it is."""
    if isinstance(value, Message):
        return render(value, locale)
    if isinstance(value, Mapping) and "key" in value:
        try:
            return render(Message.from_json(value), locale)
        except (KeyError, IndexError, ValueError):  # not a catalogue message: show its key
            return str(value.get("key"))
    return "" if value is None else str(value)


def label(key: str, locale: str = "en", **params: Any) -> str:
    """One of the images' own labels (``kepler3042.draw.<key>``) in ``locale``."""
    return render(msg(f"kepler3042.draw.{key}", **params), locale)


def term(key: str, locale: str = "en", **params: Any) -> str:
    """A game term (``kepler3042.<key>``: a planet type, a zone...) in ``locale``."""
    return render(msg(f"kepler3042.{key}", **params), locale)


def seat_name(view: View, seat: int, names: Names = None, locale: str = "en") -> str:
    """A seat's display name: the table's name for it when given (isolated, see
    :func:`rendering.text.isolate_name`), else the view's ("Player N" in the drawing's
    language)."""
    shown = isolate_name(str(names[seat])) if names is not None and 0 <= seat < len(names) else ""
    if shown:
        return shown
    players = view.get("players", ())
    if 0 <= seat < len(players) and players[seat].get("name"):
        return text_of(players[seat].get("name"), locale)
    return term("player", locale, n=seat + 1)


def names_key(names: Names) -> tuple[str, ...]:
    """The players' names as a region key part (hashable)."""
    return tuple(str(n) for n in names) if names is not None else ()


def type_of(entry: Mapping[str, Any]) -> str:
    """A tile's or Planet card's type ("" for Earth and for tiles the view does not reveal)."""
    return str(entry.get("type") or "")


def type_name(kind: str, locale: str = "en") -> str:
    """A planet type's name in ``locale`` ("" for none)."""
    return term(f"type.{kind.replace(' ', '_')}", locale) if kind else ""


def type_letter(kind: str, locale: str = "en") -> str:
    """The letter a planet type is marked with in ``locale`` ("?" for none)."""
    return term(f"letter.{kind.replace(' ', '_')}", locale) if kind else "?"
