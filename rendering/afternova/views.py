"""What the drawing reads off a view besides its raw fields: a seat's style, number and
name (the Bot included), the players' rows, whether a Bot plays, fragments in colour order.
Renderers only ever see views (JSON-able mappings), never a game state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rendering.afternova.theme import BOT_STYLE, COLOUR_ORDER, SKILL_ORDER, View
from rendering.afternova.words import Say
from rendering.common import PlayerStyle, in_palette, player_style


def style_of(seat: int | str, palette: str) -> PlayerStyle:
    """A seat's colour (in ``palette``), shape and number (the Bot is grey, and "Bot")."""
    if seat == "bot" or seat == -1:
        return in_palette(BOT_STYLE, palette)
    return player_style(int(seat), palette)


def seat_label(seat: int | str) -> str:
    """What is written on a seat's badge: its number, or "Bot" (a name in every language)."""
    return "Bot" if seat in ("bot", -1) else str(int(seat) + 1)


def count_noun(say: Say, n: Any, noun: str) -> str:
    """``n`` and the noun (``paws``, ``projects``), plural unless ``n`` is 1."""
    return say(f"draw.{noun}_one" if n == 1 else f"draw.{noun}_many", n=n)


def skill_name(skill: str, say: Say) -> str:
    """A skill's name ("Piloting", "Pilotaje")."""
    return say(f"skill.{skill}") if skill in SKILL_ORDER else skill


def colour_name(colour: str, say: Say) -> str:
    """A fragment colour's name ("purple", "morado")."""
    return say(f"colour.{colour}") if len(colour) == 1 and colour in COLOUR_ORDER else colour


def promotion_name(kind: str, say: Say) -> str:
    """A promotion's short name ("Storage +1", "Rangement +1")."""
    return say(f"promo.{kind}") if kind in ("storage", "trade", "hand") else kind


def planet_name(planet: Mapping[str, Any], say: Say) -> str:
    """A planet's name in the image's language (by its id; the view's name otherwise)."""
    pid = str(planet.get("id", ""))
    if pid[:1] == "L" and pid[1:].isdigit() and 1 <= int(pid[1:]) <= 18:
        return say(f"planet.{pid}")
    return str(planet.get("name", "?"))


def ship_name(ship: Mapping[str, Any], say: Say) -> str:
    """A starship's name in the image's language (by its id; the view's name otherwise)."""
    sid = str(ship.get("id", ""))
    if sid[:1] == "S" and sid[1:].isdigit() and 1 <= int(sid[1:]) <= 10:
        return say(f"ship.{sid}")
    return str(ship.get("name", "?"))


def players_of(view: View) -> list[Mapping[str, Any]]:
    """The view's player rows (none before the view has any)."""
    return list(view.get("players") or [])


def has_bot(view: View) -> bool:
    """Whether the Bot plays (the two-player game): it then has a row of its own."""
    return bool(view.get("bot"))


def sorted_frags(frags: str) -> str:
    """Fragments in the notation's colour order, so equal sets always look alike."""
    return "".join(sorted(frags, key=lambda c: COLOUR_ORDER.find(c)))


def seat_key(seat: Any) -> int | str:
    """A seat as the drawing keys it: an int, or ``"bot"`` (the view may say -1)."""
    return "bot" if seat in ("bot", -1) else int(seat)
