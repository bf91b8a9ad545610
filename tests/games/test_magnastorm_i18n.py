"""Magnastorm in Spanish and French: whole seeded games read without an English word, typed
moves in either language, and English unchanged.

The leak check: every literal chunk of an English template that appears in no template of
the other language is English-only text; a rendered Spanish (French) message must contain
none of them, and every plain-text value inside a message must be language-neutral (a
space, a station, a commander's name, a move code).
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator
from typing import Any

import pytest

from games.core import IllegalMove, Message, Move
from games.i18n import catalogue, render
from games.magnastorm import GAME, SUMMARY
from games.magnastorm import data as D
from games.magnastorm import rules as R
from games.magnastorm.decisions import VERBS
from games.magnastorm.state import State
from tests.games.magnastorm_support import ready

EN, ES, FR = (catalogue("magnastorm")[language] for language in ("en", "es", "fr"))
LOCALES = {"es": ES, "fr": FR}
COMMANDER_NAMES = {c.name for c in D.COMMANDERS.values()}
#: Plain-text values a message may carry in any language: ids of spaces, stations, panel
#: cells, sectors, slots, artifact numbers, and move codes (examples, what was typed).
NEUTRAL = re.compile(r"^(#?\d+|st\d|t\d+|[a-e][1-5]?|s\d)$")
TYPED = {"verb", "word", "example", "colour"}  # parameters that repeat what a player typed


def _chunks(text: str) -> list[str]:
    return [lit for lit, *_ in string.Formatter().parse(text) if lit]


def _english_only(lang: dict[str, str]) -> list[str]:
    """Literal pieces of English templates that no template of ``lang`` contains and that
    hold a word (so punctuation and spacing are left out)."""
    others = "\n".join([*lang.values(), *catalogue("core")["es"].values(),
                        *catalogue("core")["fr"].values()])
    pieces = set()
    for key, text in EN.items():
        if key in ("magnastorm.summary", "magnastorm.notation_help") or lang[key] == text:
            continue
        for chunk in _chunks(text):
            for part in re.split(r"[():;,.]", chunk):
                part = part.strip()
                if re.search(r"[A-Za-z]{3,}", part) and part not in others:
                    pieces.add(part)
    return sorted(pieces, key=len, reverse=True)


ENGLISH_ONLY = {loc: re.compile(r"\b(" + "|".join(map(re.escape, _english_only(lang))) + r")\b")
                for loc, lang in LOCALES.items()}


def _walk(message: Message) -> Iterator[tuple[str, str, Any]]:
    for name, value in message.params.items():
        items = value if isinstance(value, (tuple, list)) else (value,)
        for item in items:
            if isinstance(item, Message):
                yield from _walk(item)
            else:
                yield message.key, name, item


def _without_typed(message: Message) -> Message:
    """The message with what a player typed (and canonical move codes) blanked out: those
    are the same in every language."""
    def value(name: str, v: Any) -> Any:
        if isinstance(v, Message):
            return _without_typed(v)
        if isinstance(v, (tuple, list)):
            return tuple(value(name, x) for x in v)
        return "X" if name in TYPED and isinstance(v, str) else v
    return Message(message.key, {k: value(k, v) for k, v in message.params.items()})


def check_words(message: Message | str, seen: set[str]) -> None:
    """``message`` renders in Spanish and French without English text."""
    assert isinstance(message, Message), f"an English string reached a reader: {message!r}"
    seen.add(message.key)
    for key, name, value in _walk(message):
        seen.add(key)
        if isinstance(value, str) and name not in TYPED:
            assert value in COMMANDER_NAMES or NEUTRAL.match(value), (key, name, value)
    english = render(message, "en")
    for locale in LOCALES:
        text = render(_without_typed(message), locale)
        leaks = ENGLISH_ONLY[locale].findall(text)
        assert not leaks, f"{locale}: {text!r} (English {english!r}) holds {leaks}"


def bogus_moves(state: State, seat: int) -> list[Move]:
    """Moves a table might type that the rules refuse, for every verb."""
    out = [Move(verb, ("zz",)) for verbs in VERBS.values() for verb in verbs]
    out += [Move("trade", ("yellow", "yellow", "yellow", "yellow")),
            Move("trade", ("zz", "yellow", "yellow", "grey")), Move("trade", ()),
            Move("take", ("b", "own")), Move("crew", ("b", "pink")), Move("lab", ("9", "free")),
            Move("build", ("1",)), Move("go", ("999",)), Move("from", ("t1", "yellow")),
            Move("obj", ("1", "green")), Move("obj", ("3", "s1", "s2")), Move("place", ("e5",))]
    return out


def view_messages(view: dict[str, Any]) -> Iterator[Message]:
    """Every text of a view a player reads: the prompts, card texts, labels, the reason."""
    if view.get("prompt"):
        yield Message.from_json(view["prompt"])
    for prompt in (view.get("prompts") or {}).values():
        yield Message.from_json(prompt)
    ab, rb = view["action_board"], view["research_board"]
    for card in [*ab["commanders"], *rb["commanders"]]:
        yield Message.from_json(card["text"])
    for obj in rb["objectives"]:
        yield Message.from_json(obj["text"])
    yield Message.from_json(ab["first_token"]["text"])
    for label in ab["bonus_labels"].values():
        yield Message.from_json(label)
    if view.get("outcome"):
        yield Message.from_json(view["outcome"]["reason"])
    for card in (view.get("private") or {}).get("artifacts", ()):
        yield Message.from_json(card)


def play_checked(players: int, seed: int, **options: Any) -> set[str]:
    """A whole random game; every sentence a player reads is checked. Returns the keys
    seen."""
    rnd = random.Random(seed)
    seen: set[str] = set()
    state, events = R.setup(players, seed, dict(options))  # GAME.setup keeps no events
    for event in events:
        assert event.message is not None
        check_words(event.message, seen)
    for step in range(3000):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, seat)
        for move in rnd.sample(moves, min(12, len(moves))):
            check_words(GAME.describe_move(state, move), seen)
        probe = step % 2 == 0  # the refusals and the views, every other decision
        for move in bogus_moves(state, seat) if probe else ():
            reason = GAME.why_illegal(state, seat, move)
            if reason is not None:
                check_words(reason, seen)
                with pytest.raises(IllegalMove) as refused:
                    GAME.apply(state, seat, move)
                assert refused.value.msg == reason
        other = (seat + 1) % players
        check_words(GAME.why_illegal(state, other, moves[0]) or "", seen)
        for text in ("", "fly away") if step % 5 == 0 else ():
            with pytest.raises(IllegalMove) as refused:
                GAME.parse_move(state, seat, text)
            check_words(refused.value.msg or refused.value.message, seen)
        for message in view_messages(GAME.view(state, seat)) if probe else ():
            check_words(message, seen)
        plain = [m for m in moves if m.verb != "trade"]
        move = rnd.choice(plain if plain and rnd.random() > 0.05 else moves)
        state, events = GAME.apply(state, seat, move)
        for event in events:
            assert event.message is not None and event.text == render(event.message)
            check_words(event.message, seen)
            for secret in event.private_messages.values():
                check_words(secret, seen)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason_message is not None
    assert outcome.reason == render(outcome.reason_message)
    check_words(outcome.reason_message, seen)
    for message in view_messages(GAME.view(state, None)):
        check_words(message, seen)
    return seen


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (3, 6), (4, 7)])
def test_a_whole_game_reads_without_english_in_spanish_and_french(players: int,
                                                                   seed: int) -> None:
    seen = play_checked(players, seed)
    assert len(seen) > 80  # events, refusals, prompts and labels of a whole game


def test_an_advanced_start_reads_without_english() -> None:
    seen = play_checked(3, 11, artifacts=[[101, 191, 161], [102, 192], [103, 104]])
    assert {"magnastorm.ev.draws_artifacts", "magnastorm.field.artifact"} <= seen


def test_english_output_is_unchanged() -> None:
    """The English catalogue reproduces the sentences games have always stored."""
    state = ready(4, 0)
    assert render(R.prompt(state) or "") == (
        "Grey: take over a commander (take <column>) or pick a crew member "
        "(crew <column> <colour>).")
    state.players[0].cubes = {"grey": 1, "yellow": 3}
    take = GAME.parse_move(state, 0, "take a")
    _, events = GAME.apply(state, 0, take)
    assert events[0].text == "Grey buys the first player token for 1 grey, 3 yellow."
    refused = GAME.why_illegal(state, 1, take)
    assert refused is not None
    assert render(refused) == "It is not your turn: Grey is to decide."
    assert render(refused, "es") == "No es tu turno: decide Gris."
    assert render(refused, "fr") == "Ce n'est pas votre tour : c'est à Gris de décider."


def test_the_outcome_reason_is_worded_in_every_language() -> None:
    state = ready(2, 3)
    state.players[1].reputation = 24
    state.end_triggered = True
    state.end_reason = "Purple reached 25 reputation"
    state.phase = "over"
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason_message is not None
    assert outcome.reason == ("Purple wins with 24 reputation (Purple reached 25 "
                              "reputation); ties are broken by turn order.")
    assert render(outcome.reason_message, "es").startswith("Gana Morado con 24 de reputación "
                                                           "(Morado llegó a 25")
    assert render(outcome.reason_message, "fr").startswith("Violet gagne avec 24")
    state.end_reason = "round 4 is over"
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason_message is not None
    assert "la ronda 4 ha terminado" in render(outcome.reason_message, "es")


@pytest.mark.parametrize(("typed", "canonical"), [
    ("tomar a", "take a"), ("prendre b", "take b"), ("tomar ficha", "take a"),
    ("tripulante c amarillo", "crew c yellow"), ("équipage c jaune", "crew c yellow"),
    ("Tripulante C Amarillo", "crew c yellow"),
])
def test_turn_moves_typed_in_spanish_and_french(typed: str, canonical: str) -> None:
    state = ready(4, 0)
    move = GAME.parse_move(state, 0, typed)
    assert GAME.format_move(state, move) == canonical
    assert move in GAME.legal_moves(state, 0) or move.verb == "take"


@pytest.mark.parametrize(("typed", "canonical"), [
    ("investigación roja", "research red"), ("recherche rouge", "research red"),
    ("investigar VERDE", "research green"), ("avancer bleu", "research blue"),
    ("cambiar amarillo amarillo gris por rosa", "trade yellow yellow grey for pink"),
    ("échanger jaune jaune gris contre rose", "trade yellow yellow grey for pink"),
    ("construir 1 gratis", "build 1 free"), ("construire 2 gratuit", "build 2 free"),
    ("poner arriba b4", "put up b4"), ("mettre bas c2", "put low c2"),
    ("mover propio", "move own"), ("hecho", "done"), ("fini", "done"),
    ("ir a la casilla 17", "go 17"), ("aller sur la case 17", "go 17"),
    ("laboratorio 3", "lab 3"), ("poser 3", "lab 3"), ("gastar 2", "spend 2"),
    ("dépenser 2", "spend 2"), ("ganar rosa", "gain pink"), ("gagner violet", "gain purple"),
    ("saltar 12", "jump 12"), ("desde t2 amarillo", "from t2 yellow"),
])
def test_words_of_every_decision_in_spanish_and_french(typed: str, canonical: str) -> None:
    """Parsed to the canonical move (whether it is legal now is the rules' business)."""
    state = ready(4, 0)
    assert GAME.format_move(state, GAME.parse_move(state, 0, typed)) == canonical


def test_an_unknown_word_is_refused_in_the_readers_language() -> None:
    state = ready(4, 0)
    with pytest.raises(IllegalMove) as refused:
        GAME.parse_move(state, 0, "volar lejos")
    assert refused.value.msg is not None
    assert render(refused.value.msg, "es").startswith("Movimiento desconocido 'volar'.")
    assert render(refused.value.msg, "fr").startswith("Coup inconnu 'volar'.")


def test_summary_and_notation_help_in_every_language() -> None:
    for lang in (EN, ES, FR):
        assert "27" in lang["magnastorm.summary"]
        for code in ("take c", "crew b yellow", "go 17", "obj 3 s2 s5", "spend 2"):
            assert code in lang["magnastorm.notation_help"]
    assert "explorador" in ES["magnastorm.summary"]
    assert "éclaireur" in FR["magnastorm.summary"]
    assert EN["magnastorm.summary"] == SUMMARY
