"""Every sentence the bot shows a user, by key, from its catalogue in ``bot/locales/``.

Code refers to messages by key; :func:`t` fills in the fields. Adding a language is adding a
catalogue, not changing code. Rules engines speak in :class:`~games.i18n.Message` values
whose templates live beside each game (``games/<game>/locales/``); :func:`t` finds those
keys too (their first segment is a game's name or ``core``) and :func:`render` words a whole
message, nested terms included.

Which language. A private reply speaks the member's Discord locale; a public post speaks
the server's language (``/admin settings language:``, else Discord's preferred locale of the
server). Every function here that words something takes the language as an argument; none
guesses it. An interaction's admission (``StarpostBot.admit``) finds both languages once, as
:class:`Readers`, and hands them to the command with the interaction
(:func:`bot.interface.discord_io.readers`); the command passes ``readers.table`` to what it
posts and ``readers.member`` to what it answers privately. Work no interaction started (the
scheduler, the outbox, a member leaving) passes its game's server language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games import catalogues
from games import i18n as game_i18n
from games.i18n import Message

if TYPE_CHECKING:
    from games.core import Event
    from storage.base import MoveRow

#: The languages Starpost speaks, by the short code ``/admin settings language:`` takes.
LANGUAGES = game_i18n.LANGUAGES

#: The bot's sentences by language and key: ``bot/locales/bot.pot`` is the English,
#: ``es.po`` and ``fr.po`` the translations (docs/translating.md); :func:`t` says a key
#: a language lacks in English.
CATALOGUES: dict[str, dict[str, str]] = catalogues.read("bot:locales", "bot", LANGUAGES)
EN = CATALOGUES["en"]


def language_of(locale: object) -> str:
    """The language Starpost speaks for a Discord locale (``es-ES``, ``es-419`` -> ``es``;
    ``fr`` -> ``fr``; anything it does not speak -> ``en``)."""
    code = str(getattr(locale, "value", locale) or "").split("-")[0].lower()
    return code if code in LANGUAGES else "en"


@dataclass(frozen=True)
class Readers:
    """Who reads what one interaction causes: ``table``, the language of the server's public
    posts; ``member``, the language of the member it answers privately. Work no member
    started (the scheduler, a member leaving the server) passes the server's language
    alone."""

    table: str
    member: str


def t(key: str, locale: str, **fields: Any) -> str:
    """The message ``key`` in ``locale`` (English when that language lacks it), with
    ``fields`` filled in. Engine keys work too."""
    text = CATALOGUES.get(locale, EN).get(key) or EN.get(key)
    if text is None:
        text = game_i18n.template(key, locale)
    if not fields:
        return text
    return game_i18n.fill(text, {k: word(v, locale) if isinstance(v, Message) else v
                                 for k, v in fields.items()}, locale)


def render(message: Message | str, locale: str) -> str:
    """An engine's message (or a plain text, unchanged) in ``locale``."""
    return game_i18n.render(message, locale)


def has(key: str) -> bool:
    """Whether ``key`` is in a catalogue (the bot's or a game's)."""
    if key in EN:
        return True
    try:
        game_i18n.template(key)
    except (KeyError, ImportError, ValueError):
        return False
    return True


def word(value: Any, locale: str) -> str:
    """Anything an engine or a view hands the bot, as text for ``locale``: a message, or its
    JSON form (a dict with a "key"), is rendered; anything else is shown as it is. A message
    whose key no catalogue knows yet is shown by its key rather than failing a post."""
    if isinstance(value, Mapping) and "key" in value:
        value = Message.from_json(value)
    if isinstance(value, Message):
        if value.key in EN:
            return t(value.key, locale, **value.params)
        try:
            return render(value, locale)
        except (KeyError, IndexError, ImportError):
            return value.key
    return str(value)


def phase_name(game: str, phase: Any, locale: str) -> str:
    """A view's ``phase`` in words: a message as it says, a game's phase by its name in the
    game's catalogue (``<game>.phase.<phase>``), anything else as it is."""
    key = f"{game}.phase.{phase}"
    return t(key, locale) if isinstance(phase, str) and phase and has(key) else word(phase,
                                                                                      locale)


def said(event: Event, locale: str) -> str:
    """An event's public sentence in ``locale`` (its English text if it has no message)."""
    return event.text if event.message is None else word(event.message, locale)


def told(event: Event, seat: int, locale: str) -> str | None:
    """What only ``seat`` may read of an event, in ``locale`` (None: nothing)."""
    message = event.private_messages.get(seat)
    if message is not None:
        return word(message, locale)
    return event.private.get(seat)


def kept(events: Sequence[Event]) -> dict[str, Any] | None:
    """The events of one move as stored beside their English text (``NewMove.messages``):
    each public line and each seat's private lines as a message's JSON form, or as text
    where the engine gave only text. None when no event has a message."""
    if not any(e.message is not None or e.private_messages for e in events):
        return None
    private: dict[str, list[Any]] = {}
    for event in events:
        for seat, text in event.private.items():
            message = event.private_messages.get(seat)
            private.setdefault(str(seat), []).append(
                text if message is None else message.to_json())
    return {"public": [e.text if e.message is None else e.message.to_json() for e in events],
            "private": private}


def public_of(row: MoveRow, locale: str) -> str:
    """A stored move's public lines in ``locale`` (moves stored without messages: their
    text)."""
    lines = (row.messages or {}).get("public")
    text = row.public_text if lines is None else "\n".join(word(line, locale) for line in lines)
    return text or t("history.quiet", locale)  # a move that told the table nothing


def private_of(row: MoveRow, seat: int, locale: str) -> str | None:
    """A stored move's lines for ``seat`` only, in ``locale`` (None: nothing)."""
    lines = ((row.messages or {}).get("private") or {}).get(str(seat))
    if lines is None:
        return row.private_texts.get(seat)
    return "\n".join(word(line, locale) for line in lines)


_PLAYER_N = re.compile(r"^Player (\d+)$")


def seat_name(label: str | None, seat: int, locale: str) -> str:
    """A seat's stored name in ``locale``: a colour (``core.colour.*``) or "Player N" is
    translated, a faction or a name is kept as it is."""
    if not label:
        return t("seat.default", locale, number=seat + 1)
    numbered = _PLAYER_N.match(label)
    if numbered:
        return t("seat.default", locale, number=int(numbered[1]))
    key = f"core.colour.{label.lower()}"
    return t(key, locale) if has(key) else label
