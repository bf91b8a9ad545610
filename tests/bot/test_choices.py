"""Autocomplete choices fit Discord's 100 characters in every language: the notation (which
tells a move from every other) comes first and whole, and a label cut short ends at a
whole word with "…". Checked over every game's legal moves, at positions all through a
seeded game, in English, Spanish and French."""

from __future__ import annotations

from importlib import import_module

import pytest

import games
from bot.app.i18n import word
from bot.app.wording import CHOICE_LIMIT, choice_name, word_cut
from games.registry import descriptor

PLAYERS = {"adastra": 4, "kepler3042": 3, "magnastorm": 3, "afternova": 3}
EVERY = 6  # plies between two positions looked at


def test_a_cut_ends_at_a_word_with_an_ellipsis() -> None:
    label = "Coloca en b4: moverse cuesta 1 morado, 1 amarillo, los cubos dan 2 amarillos"
    assert word_cut(label, 40) == "Coloca en b4: moverse cuesta 1 morado…"
    assert word_cut(label, 200) == label
    assert word_cut("x" * 150, 100) == "x" * 99 + "…"  # one long word: cut inside it
    assert choice_name("place b4", label, 40) == "place b4 · Coloca en b4: moverse cuesta…"
    assert choice_name("pass", "Pasar") == "pass · Pasar"


@pytest.mark.parametrize("game", list(PLAYERS))
def test_every_choice_fits_and_stays_apart(game: str) -> None:
    engine = games.get(game)
    ai = import_module(descriptor(game).ai)
    state = engine.setup(PLAYERS[game], 11)
    plies, cut, seen = 0, 0, 0
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        if plies % EVERY == 0:
            for seat_asked in engine.to_act(state):
                moves = engine.legal_moves(state, seat_asked)
                for language in ("en", "es", "fr"):
                    names = []
                    for move in moves:
                        notation = engine.format_move(state, move)
                        whole = f"{notation} · {word(engine.describe_move(state, move), language)}"
                        name = choice_name(notation, whole.split(" · ", 1)[1])
                        assert len(name) <= CHOICE_LIMIT, name
                        assert name.startswith(f"{notation} · ") or len(notation) >= 97
                        if name != whole:
                            cut += 1
                            assert name.endswith("…") and whole.startswith(name[:-1]), name
                            assert not whole[len(name) - 1].isalnum(), (name, whole)
                        names.append(name)
                    seen += len(names)
                    assert len(set(names)) == len(names), "two choices read the same"
        state, _ = engine.apply(state, seat, ai.choose_move(engine, state, seat, plies))
        plies += 1
    assert seen > 1000
    if game != "afternova":  # long labels are cut somewhere in every game but Afternova's
        assert cut > 0
