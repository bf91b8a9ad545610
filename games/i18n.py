"""Messages: what an engine says, as a key and values, and the catalogues that word them.

Engines never choose a language. Where they used to write a sentence they now build a
:class:`Message`, a catalogue key plus parameters; a parameter is plain data (a number, a
planet id, a player's faction) or another :class:`Message` (a resource's name, a list joined
with "and"), so a Spanish sentence never carries an English resource name inside it.

Where the words live. Each game keeps its templates beside its rules, as gettext PO files
in ``games/<game>/locales/`` (:mod:`games.catalogues`): ``<game>.pot`` holds the English,
``es.po`` and ``fr.po`` the translations, every key starting with the game's name
(``adastra.build``). A game's words are its rulebook's terms (the Spanish Ad Astra names its
resources and phases, the French Afternova its Ouvriers and Projets), so whoever translates
a game works next to that game's data and rulebook, with the glossary at the top of each
file. Words every engine shares (the notation kit's refusals, list joins) live in
``games/locales/`` under ``core.``. The bot's own sentences live in ``bot/locales/``; the
bot renders an engine's message with :func:`render` for a reader's locale.

Compatibility. :class:`~games.core.Event` and :class:`~games.core.IllegalMove` keep their
English text (rendered here with the English catalogue) next to the message, so stored move
rows, golden records and anything that only reads ``text`` keep working unchanged.

Catalogues are read lazily by the key's first segment, each once per process: a worker that
draws one game's boards reads that game's, ``core`` and ``render``, never the others.

Locale rules come from Babel's CLDR data, not from rules written here: lists ("a, b and
c", "a, b y c", "a, b et c"; ``core.and`` and ``core.or``), plural forms and decimal numbers.
A template asks for them in its fields (:func:`fill`):

- ``{n:plural:one=partida|other=partidas}``: the form of the language's plural category of
  ``n`` (CLDR: French 0 and 1 are "one", Spanish and English 0 is "other"; a category a
  template does not give falls back to ``other``);
- ``{x:.1f}``: ``x`` with one decimal, written as the language writes it ("66,0");
- ``{where:de}``, ``{where:a}``, ``{what:à}``: the preposition joined to what follows as the
  language does ("del Almacén", "al espacio", "d'Ad Astra", "du plateau", "aux joueurs"),
  the one rule Babel does not have.
"""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal

from games.languages import CLDR, LANGUAGES

__all__ = ["LANGUAGES", "Message", "catalogue", "fill", "joined", "msg", "render",
           "template"]


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


_CATALOGUES: dict[str, dict[str, dict[str, str]]] = {}


def catalogue(prefix: str) -> dict[str, dict[str, str]]:
    """The templates of one key prefix (``core``, ``render`` or a game's registry name),
    by language and key, read once: a game's are in the directory its registry entry names
    (``messages``), the others where :data:`games.catalogues.DOMAINS` says."""
    found = _CATALOGUES.get(prefix)
    if found is None:
        from games import catalogues  # here: ``python -m games.catalogues`` imports games

        where = catalogues.DOMAINS.get(prefix)
        if where is None:
            from games.registry import descriptor

            where = descriptor(prefix).messages
        found = catalogues.read(where, prefix, LANGUAGES)
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
        return listed(items, "or" if message.key == "core.or" else "standard", locale)
    fields = {k: _value(v, locale) for k, v in message.params.items()}
    text = template(message.key, locale)
    return fill(text, fields, locale) if fields else text



@functools.cache
def _locale(language: str) -> Locale:
    return Locale.parse(CLDR.get(language, "en_GB"))


def listed(items: list[str], style: Literal["standard", "or"] = "standard",
           locale: str = "en") -> str:
    """``items`` as a list in ``locale`` ("a, b and c"; ``style`` "or": "a, b or c"), with
    Spanish "y" and "o" becoming "e" and "u" before the sound they would merge with ("Pilotaje
    e Ingeniería", "siete u ocho")."""
    if not items:
        return ""
    text = format_list(items, style=style, locale=_locale(locale))
    if locale == "es" and len(items) > 1:
        last = items[-1].lower()
        word = " o " if style == "or" else " y "
        if (word == " y " and re.match(r"h?[iíï](?![aeiouáéó])", last)) or (
                word == " o " and re.match(r"h?[oó]", last)):
            head = text[: len(text) - len(items[-1])]
            if head.endswith(word):
                text = head[: -len(word)] + (" e " if word == " y " else " u ") + items[-1]
    return text


def plural(count: Any, forms: str, locale: str = "en") -> str:
    """The form of ``forms`` ("one=partida|other=partidas") for ``count`` in ``locale``, by
    CLDR's plural rules."""
    table = dict(form.split("=", 1) for form in forms.split("|"))
    category = _locale(locale).plural_form(abs(float(count)))
    return table.get(category, table["other"])


#: A vowel a French "de" elides before (not "y": "de Yoyodium").
_VOWEL = re.compile(r"[aeiouàâäéèêëîïôöùûüœæAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ]")


def joined_to(preposition: str, text: str, locale: str = "en") -> str:
    """``preposition`` before ``text`` as ``locale`` writes it: Spanish "de el" and "a el"
    are "del" and "al"; French "de" elides before a vowel ("d'Ad Astra") and "de le", "de
    les", "à le", "à les" are "du", "des", "au", "aux"; otherwise the two words."""
    if locale == "es" and preposition in ("de", "a") and text.startswith("el "):
        return f"{preposition}l {text[3:]}"
    if locale == "fr" and preposition in ("de", "à"):
        for article, merged in (("le ", "du " if preposition == "de" else "au "),
                                ("les ", "des " if preposition == "de" else "aux ")):
            if text.startswith(article):
                return merged + text[len(article):]
        if preposition == "de" and _VOWEL.match(text):
            return "d'" + text
    return f"{preposition} {text}"


class _Filler(string.Formatter):
    """:meth:`str.format` with the fields of :func:`fill`'s docstring."""

    def __init__(self, locale: str) -> None:
        self.locale = locale

    def format_field(self, value: Any, spec: str) -> str:
        if spec.startswith("plural:"):
            return plural(value, spec[7:], self.locale)
        if spec in ("de", "a", "à"):
            return joined_to(spec, str(value), self.locale)
        decimals = re.fullmatch(r"\.(\d)f", spec)
        if decimals and isinstance(value, int | float):
            places = int(decimals[1])
            return format_decimal(value, format="0." + "0" * places if places else "0",
                                  locale=_locale(self.locale))
        return str(super().format_field(value, spec))


_SPECIAL = re.compile(r"\{[^{}]*:(plural:|de\}|a\}|à\}|\.\df\})")


@functools.lru_cache(maxsize=4096)
def _special(text: str) -> bool:
    return bool(_SPECIAL.search(text))


def fill(text: str, fields: Mapping[str, Any], locale: str = "en") -> str:
    """``text.format(**fields)``, with the locale's plural forms, decimals and joined
    prepositions where the template asks for them (see the module's docstring)."""
    if not _special(text):
        return text.format(**fields)
    return _Filler(locale).vformat(text, (), dict(fields))


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
