"""The message catalogues: every language has every key with the same placeholders, and no
new English sentence appears outside a catalogue.

Every sentence a player or a table reads comes from a catalogue. What the scan still finds
is listed in ``BASELINE`` with its count, and none of it reaches Discord: programming errors
(an impossible state, a player count the bot never offers, a search asked to decide for a
seat with nothing to decide), provenance notes in the games' data, English component names
kept as identifiers beside their catalogue names, the record checks of the operators'
``python -m bot replay`` tool, and the maintainers' ``python -m games.catalogues``. A count
may only go down: a new English sentence in ``games/`` or in a reply of ``bot/`` fails here
and belongs in a catalogue instead.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot.app import i18n
from games import i18n as game_i18n
from games.i18n import placeholders
from games.registry import names

ROOT = Path(__file__).resolve().parent.parent
GAME_PREFIXES = ["core", *names()]


def _check_parity(languages: dict[str, dict[str, str]]) -> list[str]:
    problems = []
    english = languages["en"]
    for lang, table in languages.items():
        missing = sorted(set(english) - set(table))
        extra = sorted(set(table) - set(english))
        problems += [f"{lang}: missing {k}" for k in missing]
        problems += [f"{lang}: not in English {k}" for k in extra]
        for key in set(english) & set(table):
            if placeholders(english[key]) != placeholders(table[key]):
                problems.append(f"{lang}: {key} has {sorted(placeholders(table[key]))}, "
                                f"English has {sorted(placeholders(english[key]))}")
    return problems


def test_bot_catalogues_match_english() -> None:
    assert set(i18n.CATALOGUES) == set(i18n.LANGUAGES)
    assert _check_parity(i18n.CATALOGUES) == []


@pytest.mark.parametrize("prefix", GAME_PREFIXES)
def test_game_catalogues_match_english(prefix: str) -> None:
    languages = game_i18n.catalogue(prefix)
    assert _check_parity(languages) == []
    assert all(key.startswith(prefix + ".") for key in languages["en"])


def test_bot_and_game_keys_never_collide() -> None:
    for prefix in GAME_PREFIXES:
        assert not [k for k in i18n.EN if k.startswith(prefix + ".")]


def test_every_language_renders_every_template() -> None:
    """A template with a stray brace or a bad field fails here, not in front of a table
    (plural forms, decimals and joined prepositions included: every field is given a
    number, which each of them takes)."""
    for languages in [i18n.CATALOGUES, *(game_i18n.catalogue(p) for p in GAME_PREFIXES)]:
        for lang, table in languages.items():
            for key, text in table.items():
                game_i18n.fill(text, {name: 2 for name in placeholders(text)}, lang), key


# ---- the English-literal scan ----------------------------------------------------------------

SENTENCE = re.compile(r"[A-Za-z]{2,}[,:]? [a-z]{2,}")
#: Calls whose text argument reaches a user in the bot (private replies and public posts).
BOT_SINKS = {"reply", "send", "send_message", "edit_message", "edit_original_response", "Post",
             "Event", "IllegalMove", "UserError"}
#: Files of words that are not sentences shown to a player (the words players type, read by
#: Kepler-3042's notation) and the catalogues' own code.
CATALOGUE_FILES = {"i18n.py", "typed.py"}

#: English sentences no player reads, per file (may only go down; see the docstring).
BASELINE: dict[str, int] = {
    "games/adastra/heuristic.py": 1,
    "games/afternova/ai.py": 1,
    "games/catalogues.py": 12,
    "games/core.py": 3,
    "games/kepler3042/data.py": 5,
    "games/kepler3042/engine.py": 1,
    "games/kepler3042/setup.py": 1,
    "games/magnastorm/__init__.py": 1,
    "games/magnastorm/data.py": 15,
    "games/magnastorm/flow.py": 1,
    "games/magnastorm/setup.py": 4,
    "games/record.py": 10,
    "games/registry.py": 1,
    "games/search.py": 1,
}


def _literal_text(node: ast.AST) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return " ".join(_literal_text(v) for v in node.values)
    if isinstance(node, ast.BinOp):
        return _literal_text(node.left) + " " + _literal_text(node.right)
    return ""


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _game_sentences(tree: ast.AST) -> int:
    """Every English-looking literal of an engine: engines speak only in message keys."""
    skip = _docstrings(tree)
    count = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in ("get", "pop"):
            continue
        if id(node) in skip:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            count += bool(SENTENCE.search(node.value))
        elif isinstance(node, ast.JoinedStr):
            count += bool(SENTENCE.search(_literal_text(node)))
            skip.update(id(v) for v in node.values)
    return count


def _bot_sentences(tree: ast.AST) -> int:
    """English literals handed straight to a user by the bot (not through :func:`t`)."""
    count = 0
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "attr", None) or getattr(node.func, "id", "")
        if name not in BOT_SINKS:
            continue
        texts = [*node.args, *(k.value for k in node.keywords if k.arg in ("content", "text"))]
        count += sum(bool(SENTENCE.search(_literal_text(a))) for a in texts)
    return count


def _scan() -> dict[str, int]:
    counts = {}
    for folder, count in (("games", _game_sentences), ("bot", _bot_sentences)):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name in CATALOGUE_FILES:
                continue
            found = count(ast.parse(path.read_text(encoding="utf-8")))
            if found:
                counts[str(path.relative_to(ROOT))] = found
    return counts


def test_no_new_english_outside_catalogues() -> None:
    grown = {f: (n, BASELINE.get(f, 0)) for f, n in _scan().items() if n > BASELINE.get(f, 0)}
    assert grown == {}, ("English sentences outside the catalogues (file: found, allowed); "
                         "put them in a catalogue and use a message key: " + repr(grown))
