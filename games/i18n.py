"""Messages: what an engine says, as a key and values, and the catalogues that word them.

Engines never choose a language. Where they used to write a sentence they now build a
:class:`Message`, a catalogue key plus parameters; a parameter is plain data (a number, a
planet id, a player's faction) or another :class:`Message` (a resource's name, a list joined
with "and"), so a Spanish sentence never carries an English resource name inside it.

Where the words live. Each game keeps its templates beside its rules, in
``games/<game>/messages.py``: three dicts ``EN``, ``ES`` and ``FR`` whose keys start with the
game's name (``adastra.build``). A game's words are its rulebook's terms (the Spanish Ad
Astra names its resources and phases, the French Afternova its Ouvriers and Projets), so
whoever translates a game works in one file next to that game's data and rulebook. Words
every engine shares (the notation kit's refusals, list joins) live in ``games/messages.py``
under ``core.``. The bot's own sentences live in ``bot/i18n.py`` and ``bot/locales/``; the
bot renders an engine's message with :func:`render` for a reader's locale.

Compatibility. :class:`~games.core.Event` and :class:`~games.core.IllegalMove` keep their
English text (rendered here with the English catalogue) next to the message, so stored move
rows, golden records and anything that only reads ``text`` keep working unchanged.

Catalogues are looked up lazily by the key's first segment: importing ``games.adastra``
from here at import time would be a cycle (the engine imports this module).
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

__all__ = ["LANGUAGES", "Catalogue", "Message", "catalogue", "joined", "msg", "render",
           "template"]

LANGUAGES = ("en", "es", "fr")

#: Keys whose template is a separator: the message's ``items`` are joined with commas, and
#: the last two with this separator ("a, b and c").
JOINS = ("core.and", "core.or", "core.comma", "core.semicolon")


@dataclass(frozen=True)
class Message:
    """A catalogue key and the values its template needs (JSON-able, hashable)."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.params))))

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": {k: _to_json(v) for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        return cls(str(data["key"]),
                   {k: _from_json(v) for k, v in dict(data.get("params") or {}).items()})


def msg(key: str, **params: Any) -> Message:
    """Shorthand for ``Message(key, params)``."""
    return Message(key, params)


def joined(items: Any, how: str = "comma") -> Message:
    """A list of values (texts, numbers or messages) joined in the reader's language:
    ``how`` is ``comma`` ("a, b"), ``semicolon`` ("a; b"), ``and`` ("a, b and c") or
    ``or``."""
    return Message(f"core.{how}", {"items": tuple(items)})


def _to_json(value: Any) -> Any:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, (tuple, list)):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, dict) and "key" in value:
        return Message.from_json(value)
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


@runtime_checkable
class Catalogue(Protocol):
    """A catalogue module: the templates of each language, by key."""

    EN: dict[str, str]
    ES: dict[str, str]
    FR: dict[str, str]


_CATALOGUES: dict[str, dict[str, dict[str, str]]] = {}


def catalogue(prefix: str) -> dict[str, dict[str, str]]:
    """The templates of one key prefix (``core``, ``render`` or a game's registry name),
    by language. A game's catalogue is the module its registry entry names (``messages``)."""
    found = _CATALOGUES.get(prefix)
    if found is None:
        if prefix in ("core", "render"):
            module: object = importlib.import_module("games.messages" if prefix == "core"
                                                     else "rendering.messages")
        else:
            from games.registry import descriptor, load

            module = load(descriptor(prefix).messages)
        if not isinstance(module, Catalogue):
            raise TypeError(f"{prefix}: {Catalogue.__name__} expected")
        found = {"en": module.EN, "es": module.ES, "fr": module.FR}
        _CATALOGUES[prefix] = found
    return found


def template(key: str, locale: str = "en") -> str:
    """The template of ``key`` in ``locale``, English when that language lacks it."""
    languages = catalogue(key.split(".", 1)[0])
    text = languages.get(locale, {}).get(key)
    return text if text is not None else languages["en"][key]


def render(message: Message | str, locale: str = "en") -> str:
    """The text of a message in ``locale`` (a plain string is returned as it is)."""
    if isinstance(message, str):
        return message
    if message.key in JOINS:
        items = [str(_value(v, locale)) for v in message.params.get("items", ())]
        if message.key in ("core.comma", "core.semicolon"):
            return template(message.key, locale).join(items)
        comma = template("core.comma", locale)
        if len(items) < 2:
            return comma.join(items)
        return comma.join(items[:-1]) + template(message.key, locale) + items[-1]
    fields = {k: _value(v, locale) for k, v in message.params.items()}
    text = template(message.key, locale)
    return text.format(**fields) if fields else text


def _value(value: Any, locale: str) -> Any:
    if isinstance(value, Message):
        return render(value, locale)
    if isinstance(value, (tuple, list)):
        return template("core.comma", locale).join(str(_value(v, locale)) for v in value)
    return value


def placeholders(text: str) -> set[str]:
    """The field names a template uses (for the catalogue parity test)."""
    return {name.split(".")[0].split("[")[0]
            for _, name, _, _ in string.Formatter().parse(text) if name}
