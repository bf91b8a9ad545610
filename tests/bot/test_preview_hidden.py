"""A preview never tells a player anything they could not know before moving (issue #19).

For positions of random playouts of every game, every legal move of every acting seat is
foreseen, then foreseen again on each altered copy of the position from the game's
``hidden_variants`` hook (the one the conformance kit uses) that the mover may not notice: a
face-down tile, another hand, the deck order, the PRNG. The preview (the view drawn and the
whole text) must be the same, or it would tell the mover something hidden. The drawn view
must be the public one, and no other seat's private view may appear in the text.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

import pytest

import games
import tests.games.test_afternova_support as afternova_support
import tests.games.test_kepler3042 as kepler_tests
import tests.games.test_magnastorm_conformance as magnastorm_tests
from bot.features.preview import Foresight, foresee, own_lines
from games.core import Game, IllegalMove, Move
from games.kepler3042 import GAME as KEPLER
from tests.games.adastra_support import hidden_variants as adastra_variants

Variants = Callable[[Any, random.Random], Iterable[tuple[Any, set[int]]]]

HOOKS: dict[str, Variants] = {
    "adastra": adastra_variants,
    "kepler3042": kepler_tests.hidden_variants,
    "magnastorm": magnastorm_tests.hidden_variants,
    "afternova": afternova_support.hidden_variants,
}
# (players, seed, positions checked, plies between them) per game: a few seconds each.
PLAYOUTS: dict[str, list[tuple[int, int, int, int]]] = {
    "adastra": [(3, 1, 8, 9), (4, 2, 6, 13)],
    "kepler3042": [(2, 1, 8, 11), (3, 2, 6, 17)],
    "magnastorm": [(2, 1, 10, 20), (3, 3, 8, 25)],
    "afternova": [(2, 1, 8, 9), (4, 2, 6, 13)],
}


def positions(engine: Game[Any], players: int, seed: int, count: int,
              gap: int) -> list[Any]:
    """``count`` positions of one random playout, ``gap`` decisions apart (the setup first)."""
    rnd = random.Random(seed)
    state = engine.setup(players, seed)
    found = [state]
    while len(found) < count and engine.outcome(state) is None:
        for _ in range(rnd.randint(1, gap)):
            if engine.outcome(state) is not None:
                break
            seat = rnd.choice(engine.to_act(state))
            state, _ = engine.apply(state, seat, rnd.choice(engine.legal_moves(state, seat)))
        if engine.outcome(state) is None:
            found.append(state)
    return found


def seen(engine: Game[Any], state: Any, seat: int, move: Move) -> tuple[Any, ...] | str:
    """What the mover is shown (or the refusal, which must not differ either)."""
    try:
        sight = foresee(engine, state, seat, move, locale="en")
    except IllegalMove as exc:
        return exc.message
    return sight.view, sight.text(locale="en"), sight.stopped


def check_no_other_private(engine: Game[Any], state: Any, players: int, seat: int,
                           move: Move, sight: Foresight) -> None:
    """The image is the public view; the text holds no line of another seat's private view
    (lines the mover's own view shares, such as an empty "decision", do not count)."""
    assert "private" not in sight.view
    foresees = getattr(engine, "foresee", None)
    after = (state if sight.stopped else foresees(state, seat, move)[0] if foresees
             else engine.apply(state, seat, move)[0])
    assert sight.view == engine.view(after, None)
    if foresees and not sight.stopped and not foresees(state, seat, move)[2]:
        # An engine's partial application that did not stop early is the whole move.
        assert engine.to_json(after) == engine.to_json(engine.apply(state, seat, move)[0])
    mine = set(own_lines(engine.view(after, seat), locale="en").splitlines())
    text = sight.text(locale="en")
    for other in range(players):
        if other == seat:
            continue
        for line in own_lines(engine.view(after, other), locale="en").splitlines():
            assert line in mine or line not in text, (seat, other, line)


@pytest.mark.parametrize("name", sorted(HOOKS))
def test_a_preview_reveals_nothing_hidden(name: str) -> None:
    engine = games.get(name)
    variants = HOOKS[name]
    rnd = random.Random(19)
    compared = stopped = shown = 0
    for players, seed, count, gap in PLAYOUTS[name]:
        for state in positions(engine, players, seed, count, gap):
            altered = list(variants(state, rnd))
            for seat in engine.to_act(state):
                unnoticed = [other for other, allowed in altered if seat not in allowed]
                for move in engine.legal_moves(state, seat):
                    sight = foresee(engine, state, seat, move, locale="en")
                    check_no_other_private(engine, state, players, seat, move, sight)
                    stopped += sight.stopped
                    shown += not sight.stopped
                    expected = (sight.view, sight.text(locale="en"), sight.stopped)
                    for other in unnoticed:
                        assert seen(engine, other, seat, move) == expected, (
                            f"{name}: the preview of {sight.notation!r} for seat {seat} "
                            "depends on something hidden from that seat")
                        compared += 1
    # The check must have had something to compare, both kinds of preview included.
    assert compared > 100 and stopped and shown, (compared, stopped, shown)


def test_a_move_that_turns_a_tile_stops_before_it() -> None:
    """Kepler-3042's "reveal" turns a face-down tile over: the preview shows the board as
    it is and says that something will be revealed, never which body lies there."""
    state = KEPLER.setup(2, 5)
    rnd = random.Random(5)
    for _ in range(400):
        seat = KEPLER.to_act(state)[0]
        reveal = [m for m in KEPLER.legal_moves(state, seat) if m.verb == "reveal"]
        if reveal:
            break
        state, _ = KEPLER.apply(state, seat, rnd.choice(KEPLER.legal_moves(state, seat)))
    assert reveal, "no reveal move came up"
    sight = foresee(KEPLER, state, seat, reveal[0], locale="en")
    assert sight.stopped and sight.view == KEPLER.view(state, None)
    _, events = KEPLER.apply(state, seat, reveal[0])
    told = next(e.text for e in events if e.reveals)
    assert told not in sight.text("en") and "reveals hidden or random" in sight.text("en")
