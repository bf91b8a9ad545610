"""Afternova notation: canonical forms, lenient reading, labels and the documented summary."""

from __future__ import annotations

import pytest

from games.afternova import GAME, notation
from games.afternova.state import State
from games.core import IllegalMove, Move
from games.i18n import render
from tests.games.test_afternova_support import set_hand, set_planet


def table() -> State:
    state = GAME.setup(3, 7)
    set_hand(state, 0, ["H1", "H17", "H9"], ["P38"])
    set_planet(state, 1, "L2", "ppkw")  # Nektarr in the middle of the row
    return state


@pytest.mark.parametrize(("text", "canonical"), [
    ("trade", "trade"),
    ("  T ", "trade"),
    ("market", "trade"),
    ("extract 2", "extract 2"),
    ("x nektarr", "extract 2"),
    ("Extract Nektarr", "extract 2"),
    ("extract 2 h17 H1", "extract 2 H1 H17"),
    ("extract 2, H01, h17", "extract 2 H1 H17"),
    ("play h17", "play H17"),
    ("ask player 3 piloting", "ask 3 pil"),
    ("ask p3 pil", "ask 3 pil"),
    ("ask @2 Engineering", "ask 2 eng"),
    ("request 2 security", "ask 2 sec"),
    ("bot extraction", "bot ext"),
    ("give 3 purple", "give 3 p"),
    ("give the bot a white fragment", "give bot w"),
    ("give 2 black", "give 2 k"),
    ("give 2 b", "give 2 k"),
    ("pay 1 to 3 green", "pay 1 3 g"),
    ("offer player 1 to player 2 orange", "pay 1 2 o"),
    ("reset", "reset"),
    ("propose", "go"),
    ("show p38", "show P38"),
    ("yes H9, h2", "accept H2 H9"),
    ("no", "decline"),
    ("cancel", "withdraw"),
    ("take p12", "take P12"),
    ("clear hired paws", "clear paws"),
    ("clear projects", "clear projects"),
    ("discard H7", "discard H7"),
    ("discard green", "discard g"),
    ("drop vert", "discard g"),
    ("complete p38", "complete P38"),
    ("pass", "done"),
])
def test_lenient_parsing(text: str, canonical: str) -> None:
    state = table()
    move = GAME.parse_move(state, 0, text)
    assert GAME.format_move(state, move) == canonical
    assert GAME.parse_move(state, 0, canonical) == move


@pytest.mark.parametrize(("text", "words"), [
    ("", "Type a move"),
    ("fly 2", "Unknown move 'fly'"),
    ("extract", "extract <planet 1-3>"),
    ("extract zorg", "extract <planet 1-3>"),
    ("extract 2 H99", "extract <planet 1-3>"),
    ("ask 2", "ask <player> <skill>"),
    ("ask 2 cooking", "ask <player> <skill>"),
    ("give 2 pink", "give <player or bot> <colour>"),
    ("pay 1 g", "pay <from player> <to player> <colour>"),
    ("accept", "accept <Hired Paws you commit>"),
    ("clear everything", "clear paws, or clear projects"),
    ("trade now", "Write it as: trade"),
    ("complete H3", "complete <Project>"),
])
def test_bad_text_is_refused_with_usage(text: str, words: str) -> None:
    with pytest.raises(IllegalMove) as err:
        GAME.parse_move(table(), 0, text)
    assert words in err.value.message


def label(state: State, move: Move, locale: str = "en") -> str:
    return render(GAME.describe_move(state, move), locale)


def test_labels() -> None:
    state = table()
    assert label(state, Move("extract", ("2", "H1", "H17"))) == (
        "Extract Nektarr alone now with H1, H17: take ppkw")
    assert label(state, Move("extract", ("2",))).startswith(
        "Prepare an extraction of Nektarr (needs 2 Piloting, 2 Engineering")
    assert label(state, Move("ask", ("3", "pil"))) == "Ask player 3 for 1 Piloting"
    assert label(state, Move("pay", ("1", "2", "g"))) == (
        "Player 1 gives a stored green fragment to player 2")
    assert label(state, Move("give", ("bot", "w"))) == (
        "Give a white fragment of the planet to the Bot")
    assert label(state, Move("take", ("H17",))) == "Take H17 (Piloting + Engineering)"
    assert "P38" in label(state, Move("complete", ("P38",)))
    assert label(state, Move("trade")) == "Trade: take 3 cards from the market"


def test_labels_in_spanish_and_french() -> None:
    state = table()
    assert label(state, Move("ask", ("3", "pil")), "es") == "Pedir al jugador 3 1 de Pilotaje"
    assert label(state, Move("ask", ("3", "pil")), "fr") == "Demander 1 Pilotage au joueur 3"
    assert label(state, Move("give", ("bot", "w")), "es") == (
        "Dar un fragmento blanco del planeta al Bot")
    assert label(state, Move("give", ("2", "p")), "fr") == (
        "Donner un Morceau violet de la Planète au joueur 2")
    assert label(state, Move("take", ("H17",)), "fr") == "Prendre H17 (Pilotage + Ingénierie)"
    assert label(state, Move("trade"), "es") == "Comercio: toma 3 cartas del mercado"
    # An unknown argument is labelled by its notation, in every language.
    assert label(state, Move("ask", ("3", "cooking")), "fr") == "ask 3 cooking"


def test_every_verb_is_documented() -> None:
    doc = notation.__doc__ or ""
    for verb in notation.USAGE:
        assert verb in doc, verb
    assert set(notation.VERBS.values()) == set(notation.USAGE)


def test_turn_moves_stay_browsable() -> None:
    state = table()
    moves = GAME.legal_moves(state, 0)
    # Trade, three drafts, the solo extractions and the cards to show.
    assert len(moves) < 25
    assert {m.verb for m in moves} == {"trade", "extract", "show"}
