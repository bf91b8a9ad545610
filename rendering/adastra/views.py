"""What the drawing reads off a view besides its raw fields: the seats' styles and names, the
systems' names, and every word in the drawing's language. Renderers only ever see views
(JSON-able mappings), never a game state.

Words. The view carries what a player reads as catalogue messages in JSON form
(``{"key": ..., "params": ...}``); :func:`say` words one for a locale, :func:`word` words a
label of the renderer's own (``adastra.draw.*`` in games/adastra/locales/). A player's
display name is drawn as it comes: the drawing functions of :mod:`rendering.common` make
any text safe for the font and shorten it with an ellipsis where it must fit a box.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.i18n import Message, msg, render
from rendering.common import DEFAULT_PALETTE, PlayerStyle, isolate_name, styles_for_factions

View = Mapping[str, Any]


def say(value: Any, locale: str) -> str:
    """A view's text in ``locale``: a message (or its JSON form) is worded, anything else
    (a code, a number) drawn as it is; None is nothing."""
    if isinstance(value, Message):
        return render(value, locale)
    if isinstance(value, Mapping) and "key" in value:
        return render(Message.from_json(value), locale)
    return "" if value is None else str(value)


def word(key: str, locale: str, **params: Any) -> str:
    """One of the renderer's own labels (``adastra.draw.*`` and the game's terms)."""
    return render(msg(key, **params), locale)


def system_name(code: str, view: View | None = None, locale: str = "en") -> str:
    """A system's display name in ``locale``: the view's own name for it when it has one."""
    if view is not None:
        for system in view.get("systems", ()):
            if system.get("code") == code and system.get("name"):
                return say(system["name"], locale)
    return word(f"adastra.star.{code}", locale) if code else ""


def player_styles(view: View, palette: str = DEFAULT_PALETTE) -> list[PlayerStyle]:
    """One style per seat, from the factions' colours (Blue is blue...) in ``palette``."""
    return styles_for_factions([str(p.get("faction", "")) for p in view.get("players", ())],
                               palette)


def faction_name(view: View, seat: int, locale: str = "en") -> str:
    """A seat's faction in ``locale`` (Blue, Azul, Bleu), or "Seat N" when the view has no
    row for it."""
    players = view.get("players", ())
    faction = players[seat].get("faction") if 0 <= seat < len(players) else None
    if not faction:
        return word("adastra.draw.seat", locale, n=seat + 1)
    try:
        return word(f"adastra.faction.{faction}", locale)
    except KeyError:  # not one of the game's factions: drawn as the view names it
        return str(faction)


def seat_name(view: View, seat: int, locale: str = "en",
              names: Sequence[str] | None = None) -> str:
    """Who a seat is: the player's display name when the board has it (isolated, see
    :func:`rendering.text.isolate_name`), else the seat's faction in ``locale``."""
    shown = isolate_name(str(names[seat])) if names is not None and 0 <= seat < len(names) else ""
    if shown:
        return shown
    return faction_name(view, seat, locale)
