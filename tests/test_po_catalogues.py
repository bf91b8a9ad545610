"""The catalogues' PO files: each reads with Babel without a complaint, is written as Babel
writes it (so translators' tools and ``python -m games.catalogues format`` leave it as it
is), is read by :mod:`games.catalogues` exactly as Babel reads it, ships nothing fuzzy, and
translates only the keys of its ``.pot`` with the ``.pot``'s current English; a translation
left empty or fuzzy shows the English."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message

from games import catalogues
from games import i18n as game_i18n
from games.catalogues import _create, _format, _write, entries, problems
from games.i18n import LANGUAGES, template

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(p for p in [*ROOT.glob("**/*.pot"), *ROOT.glob("**/*.po")]
               if not any(part.startswith(".") for part in p.relative_to(ROOT).parts))
#: Every domain's directory: the games', the shared words', the bot's and the commands'.
DOMAINS = sorted({p.parent for p in FILES})


def test_every_domain_is_found() -> None:
    names = {str(d.relative_to(ROOT)) for d in DOMAINS}
    assert {"games/locales", "rendering/locales", "games/adastra/locales",
            "games/kepler3042/locales", "games/magnastorm/locales", "games/afternova/locales",
            "tests/toygame/locales"} <= names


@pytest.mark.parametrize("folder", DOMAINS, ids=lambda d: str(d.relative_to(ROOT)))
def test_every_domain_has_one_template_and_every_language(folder: Path) -> None:
    assert len(list(folder.glob("*.pot"))) == 1
    assert sorted(p.name for p in folder.glob("*.po")) == [f"{lang}.po" for lang in LANGUAGES[1:]]


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_file_is_as_babel_reads_and_writes_it(path: Path) -> None:
    assert problems(path) == []


def _domain(folder: Path, english: dict[str, str], spanish: dict[str, tuple[str, str, bool]],
            header: str = "# Test words: English, the source text.") -> None:
    """A domain ``test`` in ``folder``: its English, and Spanish entries as (English it
    translates, translation, fuzzy)."""
    template_ = Catalog(project="Starpost", header_comment=header)
    for key, text in english.items():
        template_[text] = Message(text, "", context=key)
    (folder / "test.pot").write_bytes(_write(template_))
    po = Catalog(locale="es", project="Starpost")
    for key, (source, text, fuzzy) in spanish.items():
        po[source] = Message(source, text, context=key, flags=("fuzzy",) if fuzzy else ())
    (folder / "es.po").write_bytes(_write(po))


def test_a_missing_empty_or_fuzzy_translation_shows_the_english(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _domain(tmp_path, {"test.a": "Take {n:plural:one=a pebble|other={n} pebbles}.",
                       "test.b": "Two", "test.c": "Three", "test.d": "Four"},
            {"test.a": ("Take {n:plural:one=a pebble|other={n} pebbles}.",
                        "Toma {n:plural:one=una piedra|other={n} piedras}.", False),
             "test.b": ("Two", "", False), "test.c": ("Three", "Tres", True)})
    languages = catalogues.read(tmp_path, "test", LANGUAGES)
    assert languages["es"] == {"test.a": "Toma {n:plural:one=una piedra|other={n} piedras}."}
    assert languages["fr"] == {}  # no fr.po at all
    monkeypatch.setitem(game_i18n._CATALOGUES, "test", languages)
    assert game_i18n.render(game_i18n.msg("test.a", n=3), "es") == "Toma 3 piedras."
    assert game_i18n.render(game_i18n.msg("test.a", n=1), "fr") == "Take a pebble."
    assert [template(k, "es") for k in ("test.b", "test.c", "test.d")] == ["Two", "Three",
                                                                            "Four"]


def test_a_fuzzy_stale_or_unknown_entry_is_reported(tmp_path: Path) -> None:
    _domain(tmp_path, {"test.a": "One", "test.b": "Two"},
            {"test.a": ("One", "Uno", True), "test.b": ("Old two", "Dos", False),
             "test.z": ("Gone", "Ido", False)})
    found = problems(tmp_path / "es.po")
    assert [p.split(": ", 1)[1] for p in found] == [
        "'test.a' is fuzzy", "'test.b' translates an older English",
        "'test.z' is not in test.pot"]
    assert problems(tmp_path / "test.pot") == []


def test_format_gives_a_po_the_new_keys_and_marks_changed_english_fuzzy(tmp_path: Path) -> None:
    _domain(tmp_path, {"test.a": "One", "test.b": "Two, now", "test.c": "Three"},
            {"test.a": ("One", "Uno", False), "test.b": ("Two", "Dos", False),
             "test.z": ("Gone", "Ido", False)})
    _format(tmp_path / "es.po")
    read = [(e.key, e.source, e.translation, e.fuzzy)
            for e in entries((tmp_path / "es.po").read_text(encoding="utf-8"))]
    assert read == [("test.a", "One", "Uno", False), ("test.b", "Two, now", "Dos", True),
                    ("test.c", "Three", "", False)]
    assert problems(tmp_path / "es.po") == [f"{tmp_path / 'es.po'}: 'test.b' is fuzzy"]


def test_the_reader_takes_what_babel_writes_for_awkward_texts(tmp_path: Path) -> None:
    texts = {"test.quote": 'He said "no" \\ then\tleft', "test.lines": "a\n\nb\n",
             "test.long": "word " * 40 + "end", "test.brace": "{a:plural:one=x|other=y} {b:de}",
             "test.hash": "# not a comment", "test.space": "  padded  "}
    _domain(tmp_path, texts, {k: (v, v.upper(), False) for k, v in texts.items()})
    assert problems(tmp_path / "es.po") == [] and problems(tmp_path / "test.pot") == []
    languages = catalogues.read(tmp_path, "test", LANGUAGES)
    assert languages["en"] == texts
    assert languages["es"] == {k: v.upper() for k, v in texts.items()}


def test_no_file_carries_a_format_flag_gettext_would_check() -> None:
    """``msgfmt -c`` (what Poedit runs on save) knows Python's format specifications only:
    a flag would make it refuse ``{who:de}`` or ``{n:plural:...}`` in a translation."""
    flagged = [str(p.relative_to(ROOT)) for p in FILES
               if "python-brace-format" in p.read_text(encoding="utf-8")
               or "python-format" in p.read_text(encoding="utf-8")]
    assert flagged == []


def test_format_starts_a_new_language_from_the_template(tmp_path: Path) -> None:
    _domain(tmp_path, {"test.a": "One", "test.b": "Two"}, {},
            header="# Test words: English, the source text.\n#\n# - one = un")
    (tmp_path / "es.po").unlink()
    _format(_create(tmp_path / "test.pot", "fr"))
    read = [(e.key, e.source, e.translation, e.fuzzy)
            for e in entries((tmp_path / "fr.po").read_text(encoding="utf-8"))]
    assert read == [("test.a", "One", "", False), ("test.b", "Two", "", False)]
    text = (tmp_path / "fr.po").read_text(encoding="utf-8")
    assert "Language: fr" in text
    assert text.startswith("# Test words: French.\n#\n# - one = un\n")
    assert problems(tmp_path / "fr.po") == []
    assert catalogues.read(tmp_path, "test", LANGUAGES)["fr"] == {}


@pytest.mark.parametrize("text", ['msgid "a"\nmsgstr "b"\nbogus "c"\n', 'msgid "a"\nmsgstr b\n',
                                  '"a"\nmsgid "b"\n', 'msgid "a\n'])
def test_the_reader_refuses_what_is_not_a_po_file(text: str) -> None:
    with pytest.raises(ValueError, match="line"):
        entries(text)
