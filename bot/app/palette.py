"""Which colours a picture gives the seats: the server's palette for what everyone sees, the
member's own for what only they see.

Two palettes (:data:`rendering.common.PALETTES`): ``default``, and ``safe``, colours that
stay apart for people with protanopia, deuteranopia or tritanopia (Paul Tol's; see
docs/playing.md). Either way each seat also has its own shape and its number on its badge.

- ``/admin settings palette:`` stores the server's choice under ``palette``: boards posted
  in the channels, ``/history board``, the score table and replay, the web pages.
- ``/settings palette:`` stores a member's under ``palette.<user id>`` (kept and erased with
  their other settings, :mod:`bot.features.privacy`): their ``/hand`` and their previews. A member
  who never chose sees the server's.

Both are read when a picture is drawn (from memory on SQLite, one read on PostgreSQL), so a
change shows on the next picture in every process; every cache of pictures keys them by
palette as well as by language (:func:`look`).
"""

from __future__ import annotations

from typing import Any

from bot.app.errors import UserError
from bot.app.i18n import t
from rendering.common import DEFAULT_PALETTE, PALETTES
from storage import GameStore

SETTING = "palette"
DEFAULT = DEFAULT_PALETTE


def member_key(user_id: int) -> str:
    return f"{SETTING}.{user_id}"


def known(value: Any) -> str:
    """A stored palette, or the default for anything else (a value from an older release)."""
    return str(value) if value in PALETTES else DEFAULT_PALETTE


async def server_palette(store: GameStore, guild_id: int) -> str:
    """The palette of the server's public pictures."""
    return known(await store.get_setting(guild_id, SETTING))


async def member_palette(store: GameStore, guild_id: int, user_id: int) -> str:
    """The palette of a member's own pictures in a server: theirs, else the server's."""
    found = await store.get_settings_of(guild_id, [member_key(user_id), SETTING])
    return known(found.get(member_key(user_id), found.get(SETTING)))


def look(locale: str, palette: str) -> str:
    """How a picture is drawn, for the caches that keep pictures: its language and palette."""
    return f"{locale}/{palette}"


def check(palette: str) -> str:
    """``palette`` if it is one, else a refusal naming those there are."""
    if palette not in PALETTES:
        raise UserError.of("error.bad_palette", palettes=", ".join(PALETTES))
    return palette


def name(palette: str, locale: str) -> str:
    """A palette as the reader calls it ("colour-blind safe")."""
    return t(f"palette.{palette}", locale)


async def set_member(store: GameStore, guild_id: int, user_id: int, palette: str,
                     now: int, locale: str) -> str:
    """Store a member's palette; what to tell them, in ``locale`` (theirs)."""
    await store.set_setting(guild_id, member_key(user_id), check(palette), now=now)
    return t("palette.set", locale, palette=name(palette, locale))
