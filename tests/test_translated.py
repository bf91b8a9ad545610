"""Spanish and French catalogues translate: no template is left as its English one unless
it is a name or a word both languages share (``tests/english.py`` lists them), and no
notation hint keeps an English placeholder (``<planet>`` is ``<planeta>``, ``<planète>``).
The whole games in those languages (``tests/bot/test_no_english.py``) check what the bot
says and draws beyond the catalogues."""

from __future__ import annotations

import re

from tests.english import META, catalogues, english_in, english_words, same_as_english, words

PLACEHOLDER = re.compile(r"<([^<>@#:]*)>")  # not Discord's <@user>, <#channel>, <t:time>


def test_no_template_is_left_in_english() -> None:
    assert same_as_english() == []


def test_notation_hints_name_their_parts_in_the_readers_language() -> None:
    english = english_words()
    left = [(lang, key, hint) for table in catalogues() for lang in ("es", "fr")
            for key, text in table[lang].items()
            for hint in PLACEHOLDER.findall(text) if words(hint) & english]
    assert left == []


def test_the_word_list_knows_english_from_spanish_and_french() -> None:
    """The check finds English words and leaves Spanish, French, notation, mentions and
    names alone."""
    assert {"your", "the", "cards", "track", "set"} <= set(
        english_in("Wait for the answer: your cards (tech <track>), Set"))
    assert english_in("Coloca una de tus cartas de acción; pose une de vos cartes") == []
    assert english_in("Hecho: `build colony SR1` <@12> <t:1700000000:R>") == []
    assert english_in("Siguiente: Tomás (start a)", keep=["start a"]) == []
    assert english_in("(tech <tecnología>), o done", verbs={"tech", "done"}) == []
    assert english_in("START start", verbs={"start"}) == ["start"]  # a label, then notation
    assert META.sub(" ", "compra niveles (tech <track> <planet>), o done") == \
        "compra niveles  , o done"
