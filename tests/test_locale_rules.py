"""Locale rules from Babel's CLDR data (games/i18n.py): lists, plural forms and decimals as
each language writes them, and the prepositions Spanish and French join to what follows."""

from __future__ import annotations

import pytest

from bot.app.i18n import t
from games.i18n import fill, joined, joined_to, listed, msg, plural, render


@pytest.mark.parametrize(("locale", "three", "either"), [
    ("en", "Blue, Red and Green", "Blue, Red or Green"),
    ("es", "Blue, Red y Green", "Blue, Red o Green"),
    ("fr", "Blue, Red et Green", "Blue, Red ou Green"),
])
def test_lists(locale: str, three: str, either: str) -> None:
    items = ["Blue", "Red", "Green"]
    assert listed(items, locale=locale) == three
    assert listed(items, "or", locale) == either
    assert render(joined(items, "and"), locale) == three
    assert listed(["Blue"], locale=locale) == "Blue" and listed([], locale=locale) == ""


def test_spanish_y_and_o_before_the_same_sound() -> None:
    assert listed(["Pilotaje", "Ingeniería"], locale="es") == "Pilotaje e Ingeniería"
    assert listed(["agua", "hilo"], locale="es") == "agua e hilo"
    assert listed(["agua", "hielo"], locale="es") == "agua y hielo"  # "hie" is not "i"
    assert listed(["siete", "ocho"], "or", "es") == "siete u ocho"


def test_plural_forms_follow_each_languages_rules() -> None:
    forms = "one=partie|other=parties"
    assert [plural(n, forms, "fr") for n in (0, 1, 2)] == ["partie", "partie", "parties"]
    assert [plural(n, "one=partida|other=partidas", "es") for n in (0, 1, 2)] == [
        "partidas", "partida", "partidas"]
    assert plural(1_000_000, forms, "fr") == "parties"  # CLDR "many" falls back to other
    assert t("stats.game", "en", title="T", games=1) == "**T**: 1 game played"
    assert t("stats.game", "es", title="T", games=3) == "**T**: 3 partidas jugadas"
    assert t("stats.game", "fr", title="T", games=0) == "**T** : 0 partie jouée"


def test_decimals_as_each_language_writes_them() -> None:
    assert [fill("{x:.1f}", {"x": 66.0}, lang) for lang in ("en", "es", "fr")] == [
        "66.0", "66,0", "66,0"]
    assert fill("{x:.1f} {y}", {"x": 2, "y": 3.25}, "fr") == "2,0 3.25"  # only when asked


def test_prepositions_join_what_follows() -> None:
    assert joined_to("de", "el Almacén de Recursos", "es") == "del Almacén de Recursos"
    assert joined_to("a", "el espacio profundo", "es") == "al espacio profundo"
    assert joined_to("de", "la mano", "es") == "de la mano"
    assert joined_to("de", "Ad Astra", "fr") == "d'Ad Astra"
    assert joined_to("de", "Kepler-3042", "fr") == "de Kepler-3042"
    assert joined_to("de", "le joueur 2", "fr") == "du joueur 2"
    assert joined_to("à", "les joueurs", "fr") == "aux joueurs"
    assert joined_to("de", "Yoyodium", "fr") == "de Yoyodium"
    assert joined_to("de", "Ad Astra", "en") == "de Ad Astra"
    assert t("remind.dm", "fr", game="Afternova", channel=1, deadline="demain").startswith(
        "Rappel : votre décision d'Afternova")
    assert t("results.winner", "es", count=1, winners="Rojo") == "¡Gana Rojo!"
    assert t("results.winner", "es", count=2, winners="Rojo y Azul") == "¡Ganan Rojo y Azul!"
    assert render(msg("core.no_seat", seat=3), "es") == "No hay asiento 3 en esta partida."
