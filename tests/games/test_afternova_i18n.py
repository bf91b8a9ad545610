"""Afternova in Spanish and French: a whole game told in either language carries no English,
typed moves in either language are read, and records stay canonical."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from games.afternova import GAME, notation
from games.afternova.state import State
from games.core import IllegalMove, Move
from games.i18n import Message, catalogue, render, template
from tests.games.test_afternova_support import set_hand, set_planet

#: Templates that read the same in every language on purpose: proper names, codes and
#: punctuation around values.
NEUTRAL = re.compile(r"^afternova\.(planet|ship)\.")
#: Words a language writes as English does (checked one by one, not by pattern).
SAME = {("fr", "afternova.skill.ext"), ("fr", "afternova.colour.o"),
        ("fr", "afternova.colours.o")}
#: English words that must never show in a Spanish or French sentence of the game.
ENGLISH = re.compile(r"\b(player|players|fragments?|Hired|Paws?|Projects?|storage|the|and|"
                     r"takes|turn|trade|proposal|helpers?|nothing|nobody|market|planet|"
                     r"Piloting|Engineering|Security|purple|green|black|white|VP|Storage|"
                     r"Hand|Trade)\b")


def keys(value: Any) -> Iterator[str]:
    """Every catalogue key a message uses, nested ones included."""
    if isinstance(value, Message):
        yield value.key
        for param in value.params.values():
            yield from keys(param)
    elif isinstance(value, dict) and "key" in value:
        yield from keys(Message.from_json(value))
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from keys(item)


def is_neutral(key: str) -> bool:
    """A template with no word of its own (only values and punctuation), or a proper name."""
    if NEUTRAL.match(key) or key.startswith("core."):
        return True
    words = re.sub(r"\{[^}]*\}", "", template(key, "en"))
    return not re.search(r"[A-Za-z]{2,}", words)


def check(message: Any, seen: set[str]) -> None:
    """``message`` is worded in Spanish and French by their own templates only."""
    if isinstance(message, dict):
        message = Message.from_json(message)
    assert isinstance(message, Message), message
    for key in keys(message):
        seen.add(key)
        for lang in ("es", "fr"):
            assert (is_neutral(key) or (lang, key) in SAME
                    or template(key, lang) != template(key, "en")), (lang, key)
    for lang in ("es", "fr"):
        text = render(message, lang)
        assert not ENGLISH.search(text), (lang, text)


def told(state: State, seat: int | None) -> Iterator[Any]:
    """Every text of a view a player reads."""
    view = GAME.view(state, seat)
    yield view["prompt"]
    if view["proposal"]:
        yield view["proposal"]["summary"]
    if view["final"]:
        yield view["final"]["reason"]
    private = view.get("private") or {}
    if private.get("prompt"):
        yield private["prompt"]
    if private.get("draft"):
        yield private["draft"]["summary"]


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_whole_game_reads_in_spanish_and_french(players: int) -> None:
    rnd = random.Random(players)
    state = GAME.setup(players, 40 + players)
    seen: set[str] = set()
    plies = 0
    while GAME.outcome(state) is None:
        for seat in [None, *range(players)]:
            for text in told(state, seat):
                check(text, seen)
        acting = GAME.to_act(state)
        seat = rnd.choice(acting)
        moves = GAME.legal_moves(state, seat)
        for move in moves:
            check(GAME.describe_move(state, move), seen)
        # Refusals: the moves of another phase, or another seat's.
        for verb, args in (("go", ()), ("take", ("H1",)), ("complete", ("P99",)),
                           ("discard", ("g",)), ("accept", ("H1",)), ("clear", ("paws",))):
            other = (seat + 1) % players
            why = GAME.why_illegal(state, other, Move(verb, args))
            if why is not None:
                check(why, seen)
        state, events = GAME.apply(state, seat, rnd.choice(moves))
        for event in events:
            assert event.message is not None, event.text
            check(event.message, seen)
            assert event.text == render(event.message)  # the stored English is unchanged
            for s, private in event.private_messages.items():
                check(private, seen)
                assert event.private[s] == render(private)
        plies += 1
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason_message is not None
    check(outcome.reason_message, seen)
    assert outcome.reason == render(outcome.reason_message)
    for text in told(state, None):
        check(text, seen)
    # The game went through its main kinds of sentence.
    for key in ("afternova.event.turn", "afternova.event.takes", "afternova.event.completes",
                "afternova.event.extracts", "afternova.reason", "afternova.prompt.turn"):
        assert key in seen, key


def table() -> State:
    state = GAME.setup(3, 7)
    set_hand(state, 0, ["H1", "H17", "H9"], ["P38"])
    set_planet(state, 1, "L2", "ppkw")  # Nektarr in the middle of the row
    return state


@pytest.mark.parametrize(("text", "canonical"), [
    # Spanish
    ("comerciar", "trade"),
    ("extraer 2", "extract 2"),
    ("extraer Nektarr", "extract 2"),
    ("extraer 2 h17 H1", "extract 2 H1 H17"),
    ("jugar H17", "play H17"),
    ("pedir al jugador 3 pilotaje", "ask 3 pil"),
    ("pedir j3 ingeniería", "ask 3 eng"),
    ("pedir 2 seguridad", "ask 2 sec"),
    ("bot extracción", "bot ext"),
    ("dar 3 morado", "give 3 p"),
    ("dar al bot un fragmento blanco", "give bot w"),
    ("pagar 1 a 3 verde", "pay 1 3 g"),
    ("enviar", "go"),
    ("mostrar p38", "show P38"),
    ("aceptar H9 h2", "accept H2 H9"),
    ("sí h9", "accept H9"),
    ("rechazar", "decline"),
    ("retirar", "withdraw"),
    ("tomar p12", "take P12"),
    ("vaciar operarios", "clear paws"),
    ("vaciar la fila de proyectos", "clear projects"),
    ("descartar negro", "discard k"),
    ("completar P38", "complete P38"),
    ("construir p38", "complete P38"),
    ("listo", "done"),
    # French
    ("commerce", "trade"),
    ("extraire 2", "extract 2"),
    ("Extraire nektarr", "extract 2"),
    ("jouer h17", "play H17"),
    ("demander au joueur 3 Pilotage", "ask 3 pil"),
    ("demander 2 ingénierie", "ask 2 eng"),
    ("demander 2 SÉCURITÉ", "ask 2 sec"),
    ("donner 3 violet", "give 3 p"),
    ("donner au bot un morceau blanc", "give bot w"),
    ("payer 1 3 vert", "pay 1 3 g"),
    ("valider", "go"),
    ("montrer P38", "show P38"),
    ("oui H9 H2", "accept H2 H9"),
    ("refuser", "decline"),
    ("retirer", "withdraw"),
    ("prendre p12", "take P12"),
    ("vider ouvriers", "clear paws"),
    ("vider la ligne des projets", "clear projects"),
    ("défausser orange", "discard o"),
    ("defausser H7", "discard H7"),
    ("finir P38", "complete P38"),
    ("construire p38", "complete P38"),
    ("terminé", "done"),
])
def test_typed_moves_in_spanish_and_french(text: str, canonical: str) -> None:
    state = table()
    move = GAME.parse_move(state, 0, text)
    assert GAME.format_move(state, move) == canonical  # records keep the canonical form
    assert GAME.parse_move(state, 0, canonical) == move


def test_translated_planet_names_are_read_in_every_language() -> None:
    state = table()
    set_planet(state, 0, "L4", "pgk")  # Dovetail: Cola de Milano, Queue-d'Aronde
    set_planet(state, 2, "L5", "wo")  # Ember: Ascua, Braise
    for text in ("extract dovetail", "extraer cola de milano", "extraire Queue-d'Aronde"):
        assert GAME.format_move(state, GAME.parse_move(state, 0, text)) == "extract 1"
    for text in ("x ember", "extraer ascua", "extraire braise"):
        assert GAME.format_move(state, GAME.parse_move(state, 0, text)) == "extract 3"


def test_a_move_that_cannot_be_read_is_explained_in_every_language() -> None:
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(table(), 0, "dar 2 rosa")
    assert err.value.msg is not None
    assert "give <player or bot> <colour>" in err.value.message
    assert render(err.value.msg, "es") == (
        "Escríbelo así: give <jugador o bot> <color>, p. ej. give 2 p.")
    assert render(err.value.msg, "fr").startswith("Écrivez-le ainsi : give <joueur ou bot>")
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(table(), 0, "volar 2")
    assert err.value.msg is not None
    assert render(err.value.msg, "es").startswith("Jugada desconocida 'volar'.")


def test_refusals_name_things_in_the_readers_language() -> None:
    state = table()
    why = GAME.why_illegal(state, 0, Move("extract", ("2", "H9")))
    assert isinstance(why, Message)
    assert render(why) == ("Those Hired Paws fall short: Nektarr needs 2 Piloting, "
                           "2 Engineering.")
    assert render(why, "es") == ("Esos Operarios no bastan: Nektarr necesita 2 Pilotaje, "
                                 "2 Ingeniería.")
    assert render(why, "fr") == ("Ces Ouvriers ne suffisent pas : Nektarr demande 2 Pilotage, "
                                 "2 Ingénierie.")
    why = GAME.why_illegal(state, 1, Move("trade"))
    assert why is not None
    assert render(why) == "It is player 1's turn."
    assert render(why, "es") == "Es el turno del jugador 1."
    assert render(why, "fr") == "C'est le tour du joueur 1."


def test_the_rules_summary_and_notation_help_in_three_languages() -> None:
    for key in ("afternova.summary", "afternova.notation_help"):
        english = template(key, "en")
        assert template(key, "es") != english and template(key, "fr") != english
    # The French summary uses the rulebook's own words.
    for word in ("Ouvriers", "Morceaux", "Planètes", "Projets", "Rangement", "Commerce",
                 "objectif caché"):
        assert word in template("afternova.summary", "fr"), word
    # Every verb is documented in every language, with its canonical code.
    for lang in ("en", "es", "fr"):
        help_text = template("afternova.notation_help", lang)
        for verb in notation.USAGE:
            assert verb in help_text, (lang, verb)
    from games.afternova import SUMMARY
    assert template("afternova.summary", "en") == SUMMARY


def test_every_private_field_has_a_label() -> None:
    state = table()
    for seat in range(3):
        for field in GAME.view(state, seat)["private"]:
            if field != "lines":  # the whole view in words, which the bot shows as it is
                assert f"afternova.field.{field}" in catalogue("afternova")["en"], field
