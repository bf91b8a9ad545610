"""Kepler-3042 as one seat sees it: a full state drawn from that seat's information set.

:func:`determinize` keeps everything the seat may know (the public view and its own secret
Objective) and draws everything else again:

- the bodies under the face-down tiles are dealt again among those tiles (which bodies are
  still face down is public: the component list less the revealed tiles);
- the Progress deck and the two cards removed unseen are shuffled together and dealt again
  (the resolved and revealed cards are public);
- every other seat gets a secret Objective drawn from those the seat does not hold itself
  (until the final scoring, when all of them are revealed);
- the PRNG (every future draw) is drawn anew.

Where a hidden thing lies is never read: the pools of unseen components are taken as a
whole (sorted), so no arrangement of the true state shows through.
"""

from __future__ import annotations

from games.core import Rng

from . import data as D
from .state import KState


def determinize(state: KState, seat: int, rng: Rng) -> KState:
    """A state ``seat`` cannot tell from ``state``, with every hidden part drawn by ``rng``."""
    world = state.clone()
    face_down = sorted(h for h, t in world.tiles.items() if not t.revealed)
    bodies = sorted((world.tiles[h].kind, world.tiles[h].planet) for h in face_down)
    rng.shuffle(bodies)
    for h, (kind, planet) in zip(face_down, bodies, strict=True):
        world.tiles[h].kind, world.tiles[h].planet = kind, planet
    cards = sorted(world.deck + world.unseen)
    rng.shuffle(cards)
    world.deck, world.unseen = cards[:len(world.deck)], cards[len(world.deck):]
    if world.phase != "over":
        pool = D.ADVANCED_OBJECTIVES if world.advanced else D.STANDARD_OBJECTIVES
        spare = sorted(o for o in pool if o != world.players[seat].objective)
        rng.shuffle(spare)
        for s, player in enumerate(world.players):
            if s != seat:
                player.objective = spare.pop()
    world.rng = rng.next64()
    return world
