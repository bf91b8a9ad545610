"""Ad Astra in Spanish and French: whole games told in each language without an English word,
move labels, prompts and refusals worded from the catalogue, typed moves read in Spanish and
French while the records keep the canonical notation."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from games.adastra import GAME, SUMMARY, notation, rules
from games.adastra.state import State
from games.core import IllegalMove, Move
from games.i18n import Message, catalogue, render
from tests.games.adastra_support import at_card, fresh, place, play, set_resources

BLUE, RED, YELLOW, GREEN = 0, 1, 2, 3
EN, ES, FR = (catalogue("adastra")[language] for language in ("en", "es", "fr"))
TABLES = {"es": ES, "fr": FR}

#: The families of terms: a Spanish or French sentence must never carry the English one.
TERMS = ("adastra.faction.", "adastra.resource.", "adastra.kind.", "adastra.planet_of.",
         "adastra.star.", "adastra.element.", "adastra.pawn.", "adastra.a_pawn.",
         "adastra.phase.", "adastra.card.build", "adastra.card.trade",
         "adastra.artifact.name.", "adastra.artifact.effect.", "adastra.deep_space",
         "adastra.nothing", "adastra.bank_empty", "adastra.any_ore", "adastra.paid.free",
         "adastra.timing.")


def english_terms(locale: str) -> list[re.Pattern[str]]:
    """The English terms that differ in ``locale``, as whole-word patterns."""
    theirs = set(TABLES[locale].values())  # Xanthium and Sol are French words too
    return [re.compile(rf"(?<!\w){re.escape(text)}(?!\w)") for key, text in EN.items()
            if key.startswith(TERMS) and "{" not in text and text not in theirs]


def random_game(players: int,
                seed: int) -> Iterator[tuple[State, int, Move, list[Any], State]]:
    """Every (state, seat, move, events, next state) of a seeded random game."""
    rnd = random.Random(seed)
    state = GAME.setup(players, seed)
    while GAME.outcome(state) is None:
        seat = rnd.choice(GAME.to_act(state))
        move = rnd.choice(GAME.legal_moves(state, seat))
        new, events = GAME.apply(state, seat, move)
        yield state, seat, move, events, new
        state = new


def sentences(players: int, seed: int) -> Iterator[tuple[str, Message]]:
    """What a whole random game tells its players, as messages: public and private events,
    prompts, labels of legal moves, refusals of moves from other decisions, the result."""
    rnd = random.Random(seed)
    refused: list[Move] = [Move("pass"), Move("accept"), Move("plan", ("build", "1")),
                           Move("produce", ("W",)), Move("move", ("deep", "SOL")),
                           Move("land", ("LY1",)), Move("build", ("colony", "SOL1", "X")),
                           Move("bank", ("W", "W")), Move("score", ("systems",)),
                           Move("discard", ("WF",)), Move("use", ("cornu", "W"))]
    final = None
    for state, seat, move, events, after in random_game(players, seed):
        final = after
        for event in events:
            assert event.message is not None, event.text
            yield "event", event.message
            for secret in event.private_messages.values():
                yield "private", secret
        for s in GAME.to_act(state):
            yield "prompt", Message.from_json(GAME.view(state, None)["prompts"][str(s)])
        legal = GAME.legal_moves(state, seat)
        for m in [*rnd.sample(legal, min(3, len(legal))), move]:
            label = GAME.describe_move(state, m)
            assert isinstance(label, Message)
            yield "label", label
        for m in rnd.sample(refused, 3):
            reason = GAME.why_illegal(state, seat, m)
            if reason is not None:
                assert isinstance(reason, Message), reason
                yield "refusal", reason
    assert final is not None
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome.reason_message is not None
    assert outcome.reason == render(outcome.reason_message)
    yield "result", outcome.reason_message


@pytest.mark.parametrize("players,seed", [(3, 5), (5, 8)])
@pytest.mark.parametrize("locale", ["es", "fr"])
def test_a_whole_game_is_told_without_english(players: int, seed: int, locale: str) -> None:
    terms = english_terms(locale)
    assert any(t.search("2 Water + 1 Food") for t in terms)  # the check can fail
    kinds: set[str] = set()
    for kind, message in sentences(players, seed):
        kinds.add(kind)
        english, there = render(message, "en"), render(message, locale)
        assert there != english, (kind, message.key, english)
        leaked = [t.pattern for t in terms if t.search(there)]
        if kind != "refusal":  # a refusal may quote canonical moves (build colony LY3 X)
            assert not leaked, (kind, there, leaked)
    assert kinds == {"event", "private", "prompt", "label", "refusal", "result"}


def test_english_events_are_unchanged() -> None:
    """The English wording is what the engine always said (golden records, stored rows)."""
    s = fresh()
    s, _ = at_card(s, GREEN, "move-LY-TY")
    s, ev = play(s, GREEN, "move deep TY")
    assert ev[-1].text.startswith("Green moves a starship from deep space to Twin Yellow")
    assert render(ev[-1].message, "es").startswith(  # type: ignore[arg-type]
        "Verde mueve una nave estelar desde el espacio profundo a Gemela amarilla")
    assert render(ev[-1].message, "fr").startswith(  # type: ignore[arg-type]
        "Vert déplace un vaisseau de l'espace lointain vers Jumelle jaune")
    secret = ev[-1].private_messages[GREEN]
    assert render(secret) == ev[-1].private[GREEN]
    assert render(secret, "es").startswith("Planetas boca abajo de Gemela amarilla: ")


def test_refusals_are_messages_in_every_language() -> None:
    s = fresh()
    place(s, BLUE, "LY3", ships=1)
    set_resources(s, BLUE, W=1, F=1, X=1)
    s, _ = at_card(s, BLUE, "build")
    assert GAME.to_act(s) == [BLUE]
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(s, BLUE, Move("build", ("starship", "X")))
    assert refused.value.msg is not None
    assert refused.value.message == render(refused.value.msg)
    assert refused.value.message.startswith("You cannot afford a starship: it costs ")
    assert render(refused.value.msg, "es").startswith("No puedes pagar una nave estelar: cuesta ")
    assert render(refused.value.msg, "fr").startswith("Vous ne pouvez pas payer un vaisseau")
    with pytest.raises(IllegalMove) as unread:
        GAME.parse_move(s, BLUE, "fly to the moon")
    assert unread.value.msg is not None
    assert render(unread.value.msg, "es").startswith("No pude leer ")
    assert render(unread.value.msg, "fr").startswith("Je n'ai pas pu lire ")


# ---- the views ---------------------------------------------------------------------------------


def test_view_texts_are_messages_and_private_fields_have_labels() -> None:
    s, _ = at_card(fresh(), BLUE, "prod-WX")
    public = GAME.view(s, None)
    prompt = public["prompts"][str(BLUE)]
    assert isinstance(prompt, dict) and prompt["key"] == "adastra.prompt.produce_pair"
    assert render(Message.from_json(prompt)) == (
        "choose the resource everybody produces: Water or Xanthium")
    assert render(Message.from_json(prompt), "es") == (
        "elige el recurso que todos producen: Agua o Xantio")
    assert render(Message.from_json(public["current"]["card_name"]), "fr") == (
        "Production (Eau / Xanthium)")
    assert render(Message.from_json(public["systems"][1]["name"]), "es") == "Pequeña roja"
    private = GAME.view(s, BLUE)["private"]
    for field in private:
        if field != "prompt":
            assert f"adastra.field.{field}" in EN, field
    hand = private["hand"][0]
    assert render(Message.from_json(hand["name"]), "es").startswith(
        ("Producción", "Movimiento", "Construir", "Comercio", "Puntuación"))


def test_the_ending_and_the_result_are_worded_in_every_language() -> None:
    s = fresh()
    s.players[RED].score = 49
    s, _ = at_card(s, RED, "score-CS")
    place(s, RED, "LY1", building="factory")
    s, events = play(s, RED, "score colonies")
    assert s.ending == "Red reached 50 points"  # the state keeps its English, as stored
    ending = GAME.view(s, None)["ending"]
    assert render(Message.from_json(ending), "es") == "Rojo llegó a 50 puntos"
    assert render(Message.from_json(ending), "fr") == "Rouge a atteint 50 points"
    reached = [e for e in events if e.text.startswith("Red reaches ")]
    assert reached and reached[0].text.endswith(" points: the game ends with this round.")
    assert render(reached[0].message, "es").startswith("Rojo llega a ")  # type: ignore[arg-type]


# ---- rules summary and notation ---------------------------------------------------------------


def test_summary_and_notation_help_in_three_languages() -> None:
    assert EN["adastra.summary"] == SUMMARY
    assert EN["adastra.notation_help"] == (notation.__doc__ or "").strip()
    assert "tablero de planificación" in ES["adastra.summary"]
    assert "cartas de acción boca abajo" in ES["adastra.summary"]
    assert "Producción" in ES["adastra.summary"] and "Puntuación" in ES["adastra.summary"]
    assert "phase" not in ES["adastra.summary"]
    assert "plateau de planification" in FR["adastra.summary"]
    for table in (ES, FR):
        help_text = table["adastra.notation_help"]
        for code in ("plan prod-FX 4", "build colony LY3 X", "bank 2E for W", "use cornu W"):
            assert code in help_text  # the move codes stay canonical


# ---- typed moves in Spanish and French --------------------------------------------------------


def build_position() -> State:
    s, _ = at_card(fresh(), BLUE, "build")
    place(s, BLUE, "LY3", ships=1)
    set_resources(s, BLUE, W=3, F=3, X=2, Y=2, Z=2, E=2)
    return s


@pytest.mark.parametrize("text,canonical", [
    ("construir colonia LY3 X", "build colony LY3 X"),
    ("construire colonie ly3 xanthium", "build colony LY3 X"),
    ("Construir una colonia en LY3 con Xantio", "build colony LY3 X"),
    ("construir nave estelar Zozodio", "build starship Z"),
    ("bâtir vaisseau Z", "build starship Z"),
    ("construir terraformador LY3", "build terraformer LY3"),
    ("pasar", "pass"),
    ("passer", "pass"),
])
def test_build_moves_typed_in_spanish_and_french(text: str, canonical: str) -> None:
    s = build_position()
    move = GAME.parse_move(s, BLUE, text)
    assert GAME.format_move(s, move) == canonical


@pytest.mark.parametrize("card,text,canonical", [
    ("prod-WX", "producir agua", "produce W"),
    ("prod-WX", "produire eau", "produce W"),
    ("prod-WX", "PRODUCIR XANTIO", "produce X"),
    ("move-LY-TY", "mover espacio profundo Grande amarilla", "move deep LY"),
    ("move-LY-TY", "déplacer de l'espace lointain vers jumelle jaune", "move deep TY"),
    ("move-LY-TY", "mover desde el espacio profundo a amarilla gemela", "move deep TY"),
    ("score-ID", "puntuar recursos idénticos", "score identical"),
    ("score-ID", "décompter ressources différentes", "score different"),
    ("score-CS", "puntuar naves estelares", "score starships"),
    ("score-CS", "decompter colonies / usines", "score colonies"),
])
def test_action_moves_typed_in_spanish_and_french(card: str, text: str,
                                                 canonical: str) -> None:
    s, _ = at_card(fresh(), BLUE, card)
    move = GAME.parse_move(s, BLUE, text)
    assert GAME.format_move(s, move) == canonical
    assert GAME.why_illegal(s, BLUE, move) is None


@pytest.mark.parametrize("text,canonical", [
    ("banco 2 agua por energía", "bank 2W for E"),
    ("banque 2E pour W", "bank 2E for W"),
    ("ofrecer Rojo 2 agua por alimento", "offer Red WW for F"),
    ("proposer Rouge W contre F", "offer Red W for F"),
])
def test_trades_typed_in_spanish_and_french(text: str, canonical: str) -> None:
    s, _ = at_card(fresh(), BLUE, "trade")
    set_resources(s, BLUE, W=3, E=3)
    set_resources(s, RED, F=2)
    move = GAME.parse_move(s, BLUE, text)
    assert GAME.format_move(s, move) == canonical


def test_planning_and_artifacts_typed_in_spanish_and_french() -> None:
    s = fresh()
    seat = GAME.to_act(s)[0]
    card = next(c for c in s.players[seat].hand if c.startswith("prod-"))
    words = {"W": "agua", "F": "alimento", "E": "energía", "X": "xantio", "Y": "yoyodio",
             "Z": "zozodio"}
    spanish = f"colocar producción {words[card[5]]} {words[card[6]]} 4"
    assert GAME.format_move(s, GAME.parse_move(s, seat, spanish)) == f"plan {card} 4"
    assert GAME.format_move(s, GAME.parse_move(s, seat, "planifier construction 2")) == (
        "plan build 2")
    s2, _ = at_card(fresh(), BLUE, "prod-WX")
    s2.players[BLUE].artifacts = ["cornu", "oculus"]
    assert str(GAME.parse_move(s2, BLUE, "usar cuerno de la abundancia agua")) == "use cornu W"
    assert str(GAME.parse_move(s2, BLUE, "utiliser l'œil qui voit tout")) == "use oculus"
    assert str(GAME.parse_move(s2, BLUE, "utiliser oeil")) == "use oculus"


def test_a_spanish_game_records_canonical_moves() -> None:
    """Moves typed in Spanish replay from their canonical record to the same state."""
    s, _ = at_card(fresh(), BLUE, "prod-WX")
    typed = GAME.parse_move(s, BLUE, "producir agua")
    after, _ = GAME.apply(s, BLUE, typed)
    recorded = GAME.format_move(s, typed)
    again, _ = GAME.apply(s, BLUE, GAME.parse_move(s, BLUE, recorded))
    assert recorded == "produce W" and again.to_json() == after.to_json()


def test_the_auto_pass_sentences_name_the_seat() -> None:
    s = fresh()
    assert render(rules.auto_pass_text(s, RED, "trade"), "fr") == "Rouge n'a rien à échanger."
    assert render(rules.auto_pass_text(s, RED, "buildall"), "es") == (
        "Rojo no puede construir nada.")
