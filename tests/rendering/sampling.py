"""Shared helpers for the rendering tests that draw or describe positions of whole random
games: a game's hidden-information variants and evenly spaced states of one game."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterator
from typing import Any

import games

Variants = Callable[[Any, random.Random], Iterator[tuple[Any, set[int]]]]


def hidden_variants(game: str) -> Variants:
    """The game's copies of a state with hidden things changed (its conformance tests')."""
    if game == "adastra":
        from tests.games.adastra_support import hidden_variants as found
    elif game == "kepler3042":
        from tests.games.test_kepler3042 import hidden_variants as found
    elif game == "magnastorm":
        from tests.games.test_magnastorm_conformance import hidden_variants as found
    else:
        from tests.games.test_afternova_support import hidden_variants as found
    return found  # type: ignore[return-value]


@functools.cache
def sampled_states(game: str, players: int, seed: int, samples: int) -> tuple[Any, ...]:
    """States of one whole random game (``seed``): the setup, the end and evenly spaced ones,
    ``samples`` in all."""
    engine = games.get(game)
    rnd = random.Random(seed)
    state = engine.setup(players, seed)
    states = [state]
    while engine.outcome(state) is None:
        seat = rnd.choice(engine.to_act(state))
        state, _ = engine.apply(state, seat, rnd.choice(engine.legal_moves(state, seat)))
        states.append(state)
    step = max(1, (len(states) - 1) // (samples - 1))
    return (*states[::step][:samples - 1], states[-1])
