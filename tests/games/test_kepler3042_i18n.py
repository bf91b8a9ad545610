"""Kepler-3042 in Spanish and French: a whole game read in each language shows no English,
typed Spanish and French words are understood, and records stay canonical."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from games.core import IllegalMove, Move
from games.i18n import Message, catalogue, render, template
from games.kepler3042 import GAME, SUMMARY
from games.kepler3042 import data as D
from games.kepler3042 import notation as N
from games.kepler3042 import rules as R

EN, ES, FR = (catalogue("kepler3042")[language] for language in ("en", "es", "fr"))

LOCALES = ("es", "fr")
FIELD = re.compile(r"\{[^}]*\}")


def english_fragments() -> set[str]:
    """Every piece of English the catalogue holds that the Spanish and French ones do not:
    the literal parts of each English template (around its placeholders) of 6 characters
    or more with a word in them, unless the same text appears in a Spanish or French
    template (names that are the same in every language, like "Sagittarius A*")."""
    others = " ".join([*ES.values(), *FR.values()])
    found = set()
    for key, text in EN.items():
        if key in ("kepler3042.notation_help",) or ES[key] == text == FR[key]:
            continue
        for part in FIELD.split(text):
            part = part.strip(" .,:;()+-")
            if len(part) >= 6 and re.search(r"[a-z]{3}", part) and part not in others:
                found.add(part)
    return found


ENGLISH = english_fragments()


def messages_of(value: Any) -> Iterator[Message]:
    """Every message in a view (JSON form), a list or a message."""
    if isinstance(value, Message):
        yield value
    elif isinstance(value, dict):
        if "key" in value:
            yield Message.from_json(value)
        else:
            for item in value.values():
                yield from messages_of(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from messages_of(item)


def english_in(text: str) -> list[str]:
    return sorted(f for f in ENGLISH if f in text)


def test_the_check_would_see_english() -> None:
    """The fragments are real English sentences, and the check finds them."""
    assert len(ENGLISH) > 300
    assert english_in(render(Message("kepler3042.no.five_colonies"), "en"))
    assert not english_in(render(Message("kepler3042.no.five_colonies"), "es"))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(("players", "seed"), [(2, 31), (3, 32), (4, 33)])
def test_a_whole_random_game_reads_without_english(locale: str, players: int,
                                                   seed: int) -> None:
    """Every event (public and private), refusal, prompt, move description, typed-move
    error and message of the views of a seeded random game, worded in ``locale``."""
    rnd = random.Random(seed)
    said: list[Message] = []
    for event in GAME.setup_events(players, seed):
        assert event.message is not None
        said += [event.message, *event.private_messages.values()]
    state = GAME.setup(players, seed)
    ply = 0
    while GAME.outcome(state) is None:
        if ply % 10 == 0:
            for seat in (None, *range(players)):
                said += messages_of(GAME.view(state, seat))
        else:
            said += messages_of(GAME.view(state, None)["prompts"])
        seat = rnd.choice(GAME.to_act(state))
        legal = GAME.legal_moves(state, seat)
        for move in legal:
            described = GAME.describe_move(state, move)
            assert isinstance(described, Message)
            said.append(described)
        cache: dict[Any, Any] = {}
        for move in R.candidates(state, seat, cache)[:40]:
            if move not in legal:
                refusal = GAME.refusal(state, seat, move)
                assert isinstance(refusal, Message), (move, refusal)
                said.append(refusal)
        if ply % 15 == 0:
            for text in ("xyzzy", "tech", "move a1", "build 99", "", "colonize 5", "mover a1"):
                try:
                    GAME.parse_move(state, seat, text)
                except IllegalMove as exc:
                    assert exc.msg is not None, text
                    said.append(exc.msg)
            other = (seat + 1) % players
            if other not in GAME.to_act(state):
                refusal = GAME.refusal(state, other, legal[0])
                assert isinstance(refusal, Message)
                said.append(refusal)
        state, events = GAME.apply(state, seat, rnd.choice(legal))
        for event in events:
            assert event.message is not None, event.text
            said += [event.message, *event.private_messages.values()]
        ply += 1
    said += messages_of(GAME.view(state, None))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason_message is not None
    said.append(outcome.reason_message)
    keys = set()
    for message in said:
        text = render(message, locale)
        assert text.strip(), message
        assert not english_in(text), (message, text, english_in(text))
        keys.add(message.key)
    assert len(keys) > 60  # the game said many different things


def test_english_is_worded_as_before() -> None:
    """English output is unchanged: a few sentences as they always read."""
    state = GAME.setup(2, 5)
    events = GAME.setup_events(2, 5)
    assert events[0].text.startswith("The galaxy is laid out; the Stellar Local Group")
    assert events[0].private[0].startswith("Your secret Objective: ")
    state, events = GAME.apply(state, 0, GAME.parse_move(state, 0, "start ST QP"))
    assert events[0].text == ("Player 1 advances for free to Light Speed Engine and Quantum "
                              "Entanglement.")
    assert GAME.why_illegal(state, 0, Move("start", ("ST", "QP"))) == (
        "You already chose your two free advances; waiting for the other players.")
    assert render(R.prompt(state, 1)) == ("Choose two different Technologies to advance for "
                                          "free (start <track> <track>)")


def test_the_rules_summary_and_notation_exist_in_every_language() -> None:
    for key in ("kepler3042.summary", "kepler3042.notation_help"):
        texts = {lang: template(key, lang) for lang in ("en", "es", "fr")}
        assert len(set(texts.values())) == 3
    # The English notation help is the notation's own table; the move codes in it are the
    # same in every language.
    doc = N.__doc__ or ""
    table = EN["kepler3042.notation_help"].split("=====\n", 1)[1].rsplit("=====", 1)[0]
    assert table in doc
    for code in ("``start ST QP``", "``build P5``", "``burn E store``", "``shift M P21 Earth``"):
        assert all(code in template("kepler3042.notation_help", lang) for lang in LOCALES)
    assert template("kepler3042.summary", "en") == SUMMARY


# --- typed moves in Spanish and French ---------------------------------------------------------


def started(seed: int = 4) -> Any:
    """A 2-player game at its first Main Action."""
    state = GAME.setup(2, seed)
    state, _ = GAME.apply(state, 0, Move("start", ("ST", "QP")))
    state, _ = GAME.apply(state, 1, Move("start", ("ST", "QP")))
    return state


@pytest.mark.parametrize(("text", "canonical"), [
    ("misiones espaciales", "missions"), ("Misiones", "missions"),
    ("missions spatiales", "missions"), ("desarrollo tecnológico", "research"),
    ("Développement technologique", "research"), ("investigar", "research"),
    ("recherche", "research"), ("colonizar", "colonize"), ("coloniser", "colonize"),
    ("terraformar planetas", "terraform"), ("terraformer", "terraform"),
    ("mapa galáctico", "map"), ("carte galactique", "map"), ("propulsión estelar", "propel"),
    ("propulsion stellaire", "propel"), ("almacenamiento de energía", "energy"),
    ("stockage d'énergie", "energy"), ("explotación planetaria", "exploit"),
    ("exploitation planétaire", "exploit"), ("generar antimateria", "antimatter"),
    ("générer de l'antimatière", "antimatter"),
])
def test_main_actions_in_spanish_and_french(text: str, canonical: str) -> None:
    state = started()
    move = GAME.parse_move(state, 0, text)
    assert GAME.format_move(state, move) == canonical


@pytest.mark.parametrize(("text", "canonical"), [
    ("empezar viajes espaciales física cuántica", "start ST QP"),
    ("commencer voyages spatiaux physique quantique", "start ST QP"),
    ("EMPEZAR st qp", "start ST QP"),
])
def test_setup_in_spanish_and_french(text: str, canonical: str) -> None:
    state = GAME.setup(2, 4)
    assert GAME.format_move(state, GAME.parse_move(state, 0, text)) == canonical


@pytest.mark.parametrize(("text", "canonical"), [
    ("construir tierra", "build Earth"), ("construire terre", "build Earth"),
    ("construir planeta 5", "build P5"), ("construire planète 12", "build P12"),
    ("mover G9 a J7", "move G9 J7"), ("déplacer g9 à j7", "move G9 J7"),
    ("déplacer g9 vers j7", "move G9 J7"), ("mover de G9 hacia J7", "move G9 J7"),
    ("quemar energía almacén", "burn E store"), ("brûler énergie réserve", "burn E store"),
    ("brûler matière sur P5", "burn M P5"), ("quemar a almacen", "burn A store"),
    ("regenerar antimateria", "regen A"), ("régénérer a", "regen A"), ("regen a", "regen A"),
    ("tecnología física cuántica tierra", "tech QP Earth"),
    ("technologie physique quantique terre", "tech QP Earth"),
    ("comprar qp tierra", "tech QP Earth"), ("acheter ed terre", "tech ED Earth"),
    ("mapa tecnológica", "map tech"), ("carte coloniale", "map colonial"),
    ("carte galactique technologique", "map tech"), ("retirar J7", "withdraw J7"),
    ("retirer j7", "withdraw J7"), ("revelar K4", "reveal K4"), ("retourner k4", "reveal K4"),
    ("convertir tierra energía", "convert Earth E"), ("échanger P5 E", "convert P5 E"),
    ("trasladar materia de P21 a tierra", "shift M P21 Earth"),
    ("transférer matière de p21 vers terre", "shift M P21 Earth"),
    ("producir en tierra", "produce Earth"), ("produire sur terre", "produce Earth"),
    ("explotar 21", "exploit P21"), ("exploiter p21", "exploit P21"),
    ("colocar G9", "place G9"), ("poser g9", "place G9"),
    ("logística espacial", "logistics"), ("logistique spatiale", "logistics"),
    ("progreso científico", "science"), ("évolution culturelle", "culture"),
    ("planificación exploratoria", "planning"), ("exploitation des N.E.O.", "neo"),
    ("avance tecnológico", "advancement"), ("avancée technologique", "advancement"),
    ("terminar", "done"), ("fin del turno", "done"), ("fini", "done"),
    ("finir le tour", "done"), ("rechazar", "skip"), ("refuser", "skip"),
])
def test_typed_words_read_as_the_canonical_notation(text: str, canonical: str) -> None:
    """What the lenient reader makes of Spanish and French words; what it stores is the
    canonical notation (``format_move`` of the move read)."""
    state = started()
    move = GAME.parse_move(state, 0, text)
    assert GAME.format_move(state, move) == canonical
    assert GAME.parse_move(state, 0, canonical) == move


def test_accents_do_not_matter_and_english_words_still_work() -> None:
    state = started()
    for text in ("DÉPLACER G9 À J7", "deplacer g9 a j7", "move g9 to j7", "G9-J7"):
        move = GAME.parse_move(state, 0, text if "-" not in text else "move " + text)
        assert move == Move("move", ("G9", "J7")), text
    assert N.fold("Énergie, ñandú, Antimatière") == "Energie, nandu, Antimatiere"


def test_a_spanish_refusal_of_a_typed_move_is_spanish() -> None:
    state = started()
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(state, 0, "volar a marte")
    assert caught.value.msg is not None
    text = render(caught.value.msg, "es")
    assert text.startswith("Jugada desconocida 'volar'") and not english_in(text)


def test_the_components_english_names_are_the_catalogues() -> None:
    """The data keeps the rulebook's English names as identifiers; what players read comes
    from the catalogue, whose English must say the same."""
    for tech in D.TECHS:
        assert EN[f"kepler3042.tech.{tech.code}"] == tech.name
        for k, level in enumerate(tech.levels, 1):
            assert EN[f"kepler3042.level.{tech.code}.{k}"] == level.name
    for card in D.PROGRESS:
        assert EN[f"kepler3042.card.{card.id}.name"] == card.name
        assert card.text == EN[f"kepler3042.card.{card.id}.text"]
    for objective in D.OBJECTIVES:
        assert EN[f"kepler3042.objective.{objective.id}.name"] == objective.name
    assert [EN[f"kepler3042.zone.{code}"] for code in D.ZONE_CODES] == [
        "Stellar Local Group", "Mid-Range", "Long-Range"]
