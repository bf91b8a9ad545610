"""Every catalogue addresses its reader the same way in each language: French says "vous"
(the bot's sentences, the drawings' alt text, every game: "Votre main", "vous pouvez",
"choisissez"), Spanish says "tú" ("tu turno", "puedes", "elige"). A French sentence with
"tu", "ton", "te", "t'"... beside "Votre main" under the same game's hand reads as two
voices, and so would a Spanish "usted" among the "tú".

The check reads every ``fr.po`` and ``es.po`` of the repository (the test game's too) with
:func:`games.catalogues.entries`, so a new catalogue is covered without being listed. What
it looks at is what a reader sees: each translation less its placeholders' names and
format specifications, but with the words of a ``{n:plural:one=...|other=...}`` form,
which are read. Only pronouns and possessives are found, as whole words: a second-person
singular imperative ("choisis") is often also another form of its verb, and a
translation that says "tu" with its verb says it with one of these words too, nearly
always. No rule term, name or move code of any game is one of these words, so nothing is
allowed by exception.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games.catalogues import entries

ROOT = Path(__file__).resolve().parent.parent
FILES = {lang: sorted(p for p in ROOT.glob(f"**/{lang}.po")
                      if not any(part.startswith(".") for part in p.relative_to(ROOT).parts))
         for lang in ("fr", "es")}

#: French "tu": subject and object pronouns ("tu", "te", "toi", "t'" before a vowel), the
#: possessives ("ton", "ta", "tes") and possessive pronouns ("le tien", "la tienne"...).
#: "tiens" is left out: it is also "je tiens". A hyphen before counts ("arrête-toi"); a
#: letter, digit or apostrophe on either side does not ("data", "tester", "t2", "cette").
FRENCH_TU = re.compile(r"(?<![\w'’])(?:(?:tu|te|toi|ton|ta|tes|tien|tienne|tiennes)(?![\w'’])"
                       r"|t['’](?=[^\W\d_]))", re.IGNORECASE)
#: Spanish "usted": the pronoun itself (its verbs and "su" are also the third person's).
SPANISH_USTED = re.compile(r"(?<!\w)(?:usted|ustedes)(?!\w)", re.IGNORECASE)

PLURAL_OPEN = re.compile(r"\{\w+:plural:")
PLURAL_FORM = re.compile(r"(?:^|(?<=[\s|]))(?:zero|one|two|few|many|other)=")
FIELD = re.compile(r"\{[^{}]*\}")


def read(text: str) -> str:
    """``text`` as its reader sees the words: placeholders out, plural forms' words in."""
    text = PLURAL_FORM.sub(" ", PLURAL_OPEN.sub(" ", text))
    while FIELD.search(text):
        text = FIELD.sub(" ", text)
    return text.replace("|", " ").replace("{", " ").replace("}", " ")


def found(pattern: re.Pattern[str], path: Path) -> list[tuple[str, str, list[str]]]:
    """(key, translation, words) of each of ``path``'s translations that ``pattern``
    finds words in."""
    hits = []
    for entry in entries(path.read_text(encoding="utf-8")):
        words = pattern.findall(read(entry.translation))
        if words:
            hits.append((entry.key, entry.translation, words))
    return hits


def test_every_catalogue_is_checked() -> None:
    for lang in ("fr", "es"):
        names = {str(p.relative_to(ROOT)) for p in FILES[lang]}
        assert {f"bot/locales/{lang}.po", f"bot/locales/commands/{lang}.po",
                f"games/locales/{lang}.po", f"rendering/locales/{lang}.po",
                f"games/magnastorm/locales/{lang}.po", f"games/afternova/locales/{lang}.po",
                f"games/adastra/locales/{lang}.po", f"games/kepler3042/locales/{lang}.po",
                } <= names


@pytest.mark.parametrize("path", FILES["fr"], ids=lambda p: str(p.relative_to(ROOT)))
def test_french_says_vous(path: Path) -> None:
    assert found(FRENCH_TU, path) == []


@pytest.mark.parametrize("path", FILES["es"], ids=lambda p: str(p.relative_to(ROOT)))
def test_spanish_says_tu(path: Path) -> None:
    assert found(SPANISH_USTED, path) == []


def test_the_checks_find_tu_and_usted_and_nothing_else() -> None:
    def french(text: str) -> list[str]:
        return [w.lower() for w in FRENCH_TU.findall(read(text))]

    assert french("Tu dois avoir ton plateau ; déplace-toi, ta zone, tes cubes.") == [
        "tu", "ton", "toi", "ta", "tes"]
    assert french("Mira Mascovic ne t'emmène que là où te mène la tienne.") == [
        "t'", "te", "tienne"]
    assert french("place {n:plural:one=ton membre|other=tes {n} membres}") == ["ton", "tes"]
    assert french("{te} {ta:de} {n:plural:one=la carte|other=les {n} cartes}") == []
    assert french("Votre main : cette data teste les tests ; t2, st1, Total, tentez.") == []
    assert french("Je tiens à vous : arrêtez-vous, vos cubes, les vôtres.") == []
    assert SPANISH_USTED.findall("Elija usted; ustedes; tu turno, puedes, su partida") == [
        "usted", "ustedes"]
    assert SPANISH_USTED.findall("Es tu turno: elige una jugada.") == []
