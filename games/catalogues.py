"""The message catalogues: gettext PO files, one per language and domain, and how they are read.

A domain is a directory beside the code whose words it holds: ``<domain>.pot`` is the
English (the source text, ``msgstr`` empty) and ``<language>.po`` each other language
(``es.po``, ``fr.po``). Every entry but the slash commands' is keyed: ``msgctxt`` is the key
code asks for (``adastra.build``), ``msgid`` the English template and ``msgstr`` its
translation, so a translator's tool (Poedit, Weblate, Lokalize) shows the English next to
the translation and marks a translation fuzzy when the English changes. The slash commands'
domain has no keys: its ``msgid`` is the English text a cog writes. Where the domains are
is said by a ``"package:directory"`` path (``games.adastra:locales``): a game's in its
registry entry (``messages``), the others in :data:`DOMAINS` and ``bot/app/i18n.py``.
docs/translating.md is the translator's side of this.

Reading. :func:`entries` reads the PO subset Babel writes (what ``python -m games.catalogues
format`` leaves) in well under half the time Babel's ``read_po`` takes, without importing
Babel's catalogue machinery (measured in docs/translating.md): every render and AI worker
reads the catalogues it needs once, at its first drawing or decision. The tests check that it
reads every shipped file exactly as ``read_po`` does. A translation left empty, or marked
fuzzy, is not used: the English shows instead.

Maintainers: ``python -m games.catalogues check`` reads every catalogue with Babel and
reports what a test would refuse; ``python -m games.catalogues format`` writes every file
back as Babel writes it (after a hand edit of a ``.pot``, or a translator's tool), gives
each ``.po`` the ``.pot``'s new keys untranslated, marks fuzzy a translation whose English
changed, and starts a ``.po`` for each language a domain lacks.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from games.languages import LANGUAGES

__all__ = ["DOMAINS", "Entry", "directory", "entries", "read"]

#: The domains that are not a game's, by name: where their files are.
DOMAINS = {"core": "games:locales", "render": "rendering:locales"}

_ESCAPE = re.compile(r'\\([\\trn"])')
_ESCAPED = {"n": "\n", "t": "\t", "r": "\r"}


@dataclass(frozen=True)
class Entry:
    """One message of a PO file: its key (``msgctxt``; None for the slash commands), its
    English (``msgid``) and its translation (``msgstr``, empty in a ``.pot``)."""

    context: str | None
    source: str
    translation: str
    fuzzy: bool = False

    @property
    def key(self) -> str:
        """What code asks for: the context, or the English where there is none."""
        return self.source if self.context is None else self.context


def _unquote(text: str) -> str:
    """A PO string's text: the quotes taken off, the escapes Babel writes undone."""
    if not (len(text) >= 2 and text[0] == '"' and text[-1] == '"'):
        raise ValueError(f"not a quoted string: {text!r}")
    text = text[1:-1]
    return _ESCAPE.sub(lambda m: _ESCAPED.get(m[1], m[1]), text) if "\\" in text else text


_KEYWORDS = ("msgctxt", "msgid", "msgstr")


def entries(text: str) -> list[Entry]:
    """The messages of a PO file's text, the header (empty ``msgid``) left out."""
    found: list[Entry] = []
    parts: dict[str, list[str]] = {}
    fuzzy = False
    field: list[str] | None = None

    def finish() -> None:
        nonlocal parts, fuzzy
        source = "".join(parts.get("msgid", ()))
        if source:
            context = parts.get("msgctxt")
            found.append(Entry(None if context is None else "".join(context), source,
                               "".join(parts.get("msgstr", ())), fuzzy))
        parts, fuzzy = {}, False

    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        try:
            if line[0] == '"':
                if field is None:
                    raise ValueError("a string outside an entry")
                field.append(_unquote(line))
            elif line[0] == "#":
                field = None
                if "msgstr" in parts:
                    finish()
                if line.startswith("#,") and "fuzzy" in line[2:].replace(" ", "").split(","):
                    fuzzy = True
            else:
                keyword, _, quoted = line.partition(" ")
                if keyword not in _KEYWORDS:
                    raise ValueError(f"unknown keyword {keyword!r}")
                if keyword != "msgstr" and "msgstr" in parts:
                    finish()
                field = parts[keyword] = [_unquote(quoted.strip())]
        except ValueError as error:
            raise ValueError(f"line {number}: {error}") from None
    finish()
    return found


def directory(where: str) -> Traversable:
    """The directory a ``"package:directory"`` path names (``games.adastra:locales``)."""
    package, _, folder = where.partition(":")
    found = files(package)
    for part in filter(None, folder.split("/")):
        found = found.joinpath(part)
    return found


def read(where: str | Traversable, domain: str, languages: Sequence[str]
         ) -> dict[str, dict[str, str]]:
    """A domain's templates by language and key: English from ``<domain>.pot``, every other
    language of ``languages`` from its ``.po`` where it has one (only its translated,
    not fuzzy, entries: the rest falls back to English). ``where`` is a
    ``"package:directory"`` path or the directory itself."""
    folder = directory(where) if isinstance(where, str) else where
    english = entries(folder.joinpath(f"{domain}.pot").read_text(encoding="utf-8"))
    found = {languages[0]: {entry.key: entry.source for entry in english}}
    for language in languages[1:]:
        path = folder.joinpath(f"{language}.po")
        found[language] = {} if not path.is_file() else {
            entry.key: entry.translation
            for entry in entries(path.read_text(encoding="utf-8"))
            if entry.translation and not entry.fuzzy}
    return found


# ---- the maintainers' tool (Babel is needed here only) --------------------------------------


def _files(root: Path) -> Iterator[Path]:
    for pattern in ("*.pot", "*.po"):
        for path in sorted(root.rglob(pattern)):
            if not any(part.startswith(".") or part in ("build", "dist") for part in
                       path.relative_to(root).parts):
                yield path


#: The flags Babel guesses from an English template and adds whatever the file says. They
#: are left out: gettext's checkers (``msgfmt -c``, which Poedit runs on every save, and
#: Weblate's) know Python's format specifications only, and would refuse every translation
#: that writes ``{n:plural:...}``, ``{who:de}`` or ``{what:à}`` where its English does not.
#: The placeholders are checked by the tests instead (tests/test_i18n_catalogues.py).
_GUESSED = ("python-format", "python-brace-format")


def _write(catalog: object) -> bytes:
    """A catalogue as Babel writes it (76 columns, no source locations), less the format
    flags it guesses (:data:`_GUESSED`)."""
    from io import BytesIO

    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    assert isinstance(catalog, Catalog)
    buffer = BytesIO()
    write_po(buffer, catalog, width=76, no_location=True)
    lines = []
    for line in buffer.getvalue().decode("utf-8").splitlines(keepends=True):
        if line.startswith("#, "):
            flags = [f for f in line[3:].strip().split(", ") if f not in _GUESSED]
            if not flags:
                continue
            line = "#, " + ", ".join(flags) + "\n"
        lines.append(line)
    return "".join(lines).encode("utf-8")


def problems(path: Path) -> list[str]:
    """What is wrong with one catalogue file: Babel's complaints, a difference between how
    Babel reads it and how :func:`entries` does, a fuzzy entry, a file Babel would write
    otherwise, and for a ``.po`` a key the ``.pot`` lacks or English that is not the
    ``.pot``'s."""
    from io import BytesIO

    from babel.messages.pofile import PoFileError, read_po

    found: list[str] = []
    data = path.read_bytes()
    try:
        catalog = read_po(BytesIO(data), abort_invalid=True)
        data.decode("utf-8")
    except (PoFileError, UnicodeDecodeError) as error:
        return [f"{path}: {error}"]
    babel = {(m.context, m.id if isinstance(m.id, str) else "", m.string or "")
             for m in catalog if m.id}
    ours = {(e.context, e.source, e.translation) for e in entries(data.decode("utf-8"))}
    if babel != ours:
        found.append(f"{path}: read differently by Babel and games.catalogues")
    found += [f"{path}: {e.key!r} is fuzzy" for e in entries(data.decode("utf-8")) if e.fuzzy]
    if _write(catalog) != data:
        found.append(f"{path}: not as Babel writes it, less the format flags it guesses "
                     "(python -m games.catalogues format)")
    if path.suffix == ".po":
        templates = list(path.parent.glob("*.pot"))
        if len(templates) != 1:
            return [*found, f"{path}: no single .pot beside it"]
        english = {e.key: e.source for e in entries(templates[0].read_text(encoding="utf-8"))}
        for entry in entries(data.decode("utf-8")):
            if entry.key not in english:
                found.append(f"{path}: {entry.key!r} is not in {templates[0].name}")
            elif english[entry.key] != entry.source:
                found.append(f"{path}: {entry.key!r} translates an older English")
    return found


def _format(path: Path) -> None:
    """Write ``path`` back as Babel writes it; a ``.po`` gets the ``.pot``'s keys it lacks,
    untranslated, in the ``.pot``'s order."""
    from io import BytesIO

    from babel.messages.catalog import Message
    from babel.messages.pofile import read_po

    catalog = read_po(BytesIO(path.read_bytes()), abort_invalid=True)
    if path.suffix == ".po":
        [template] = path.parent.glob("*.pot")
        source = read_po(BytesIO(template.read_bytes()), abort_invalid=True)
        kept = {m.context or m.id: m for m in catalog if m.id}
        for message in list(catalog):
            if message.id:
                catalog.delete(message.id, message.context)
        for message in source:
            if message.id:
                old = kept.get(message.context or message.id)
                flags = set() if old is None else set(old.flags) | (
                    {"fuzzy"} if old.id != message.id else set())
                catalog[message.id] = Message(
                    message.id, "" if old is None else old.string, context=message.context,
                    auto_comments=message.auto_comments, flags=flags)
    path.write_bytes(_write(catalog))


def _create(template: Path, language: str) -> Path:
    """An empty ``<language>.po`` beside ``template``, with its header (for a new domain or
    a new language; :func:`_format` then gives it every key)."""
    from io import BytesIO

    from babel import Locale
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    source = read_po(BytesIO(template.read_bytes()))
    header = source.header_comment.replace("English, the source text",
                                           Locale.parse(language).english_name or language)
    path = template.with_name(f"{language}.po")
    path.write_bytes(_write(Catalog(locale=language, header_comment=header,
                                    project="Starpost", version="1", fuzzy=False)))
    return path


def main(argv: Sequence[str]) -> int:
    root = Path(__file__).resolve().parent.parent
    if list(argv) == ["format"]:
        for template in [p for p in _files(root) if p.suffix == ".pot"]:
            for language in LANGUAGES[1:]:
                if not template.with_name(f"{language}.po").exists():
                    print(f"new: {_create(template, language)}")
        for path in sorted(_files(root), key=lambda p: p.suffix != ".pot"):
            _format(path)
        return 0
    if list(argv) == ["check"]:
        found = [problem for path in _files(root) for problem in problems(path)]
        print("\n".join(found) or "Every catalogue is as it should be.")
        return 1 if found else 0
    print("usage: python -m games.catalogues check|format", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
