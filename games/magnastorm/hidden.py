"""Magnastorm as one seat sees it: a full state drawn from that seat's information set.

Almost everything in Magnastorm is on the table. What a seat cannot see is the future (the
CreditCubes the bag will give: the bag's contents are public, the draw is not) and the
artifact collections the other players brought, beyond the two cards each drew for the
advanced start. :func:`determinize` draws the PRNG anew and leaves the other players only
their shown cards: a collection decides nothing but which artifact cards are left to draw
at the very end, after the ranking.
"""

from __future__ import annotations

from games.core import Rng

from .state import State


def determinize(state: State, seat: int, rng: Rng) -> State:
    """A state ``seat`` cannot tell from ``state``, with every hidden part drawn by ``rng``."""
    world = state.clone()
    for s, player in enumerate(world.players):
        if s != seat:
            player.artifacts = sorted(player.drawn)
    world.rng = rng.next64()
    return world
