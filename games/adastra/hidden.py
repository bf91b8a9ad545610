"""Ad Astra as one seat sees it: a full state drawn from that seat's information set.

:func:`determinize` keeps everything the seat may know (the public view, its own resources,
action cards, artifacts and the face-down planets it looked at) and deals everything else
again at random, consistently with what is public:

- face-down planets the seat has not looked at get the kinds still unaccounted for (the
  component list less the face-up planets and the ones the seat knows);
- the other seats' resource cards are dealt from the cards in nobody's sight (25 of each
  kind less the bank and the seat's own), each keeping its public card count; while a Trade
  card is resolved every hand is on display and nothing is dealt;
- each other seat's face-down cards on the planning board and its hand are dealt from that
  faction's 11 cards less its revealed and set-aside ones (public);
- the other seats' artifacts and the artifact deck are dealt again from the artifacts
  nobody has shown (a set every seat can tell: the components less the artifacts used in
  sight of all and its own), each keeping its public count;
- the PRNG (every future draw) is drawn anew.

Where a hidden thing goes is never read: only public counts, public cards, the component
lists, and pools of unseen cards taken as a whole (sorted, so no arrangement shows through).
"""

from __future__ import annotations

from collections import Counter

from games.adastra.data import (
    CARDS_PER_RESOURCE,
    FACTIONS,
    PLANET_COUNTS,
    RESOURCES,
    card_kind,
    faction_cards,
)
from games.adastra.state import Placement, State
from games.adastra.view import hands_shown
from games.core import Rng

_FACTION = {f.name: f for f in FACTIONS}


def _remove(pool: list[str], items: list[str]) -> list[str]:
    left = Counter(pool)
    left.subtract(items)
    return sorted(left.elements())


def determinize(state: State, seat: int, rng: Rng) -> State:
    """A state ``seat`` cannot tell from ``state``, with every hidden part drawn by ``rng``."""
    world = state.clone()
    me = world.players[seat]
    # Face-down planets.
    unknown = [p for p in world.planets if not p.face_up and p.id not in me.known]
    seen = [p.kind for p in world.planets if p.face_up or p.id in me.known]
    kinds = _remove([k for k, n in PLANET_COUNTS.items() for _ in range(n)], seen)
    if len(kinds) >= len(unknown):
        rng.shuffle(kinds)
        for planet, kind in zip(unknown, kinds, strict=False):
            world.planet(planet.id).kind = kind
    others = [s for s in range(world.num_players) if s != seat]
    # Resource cards.
    if not hands_shown(world):
        counts = [world.players[s].cards() for s in others]
        cards = [r for r in RESOURCES
                 for _ in range(CARDS_PER_RESOURCE - world.bank[r] - me.resources[r])]
        if len(cards) == sum(counts):
            rng.shuffle(cards)
            for s, n in zip(others, counts, strict=True):
                dealt, cards = cards[:n], cards[n:]
                world.players[s].resources = {r: dealt.count(r) for r in RESOURCES}
    # Action cards: each other seat's hand and its face-down cards on the board.
    for s in others:
        player = world.players[s]
        slots = [i for i, b in enumerate(world.board)
                 if b is not None and b.seat == s and not b.revealed]
        shown = [b.card for b in world.board if b is not None and b.seat == s and b.revealed]
        cards = _remove(list(faction_cards(_FACTION[player.faction])),
                        shown + list(player.set_aside))
        if len(cards) != len(slots) + len(player.hand):
            continue  # pragma: no cover - the rules keep every card somewhere
        rng.shuffle(cards)
        for slot in slots:
            world.board[slot] = Placement(s, cards.pop())
        player.hand = sorted(cards, key=lambda c: (card_kind(c), c))
    # Artifacts: the ones nobody has shown are those in the other hands and the deck (the
    # component list less the artifacts used in sight of everyone and the seat's own).
    held = [len(world.players[s].artifacts) for s in others]
    pool = sorted([a for s in others for a in world.players[s].artifacts]
                  + world.artifact_deck)
    rng.shuffle(pool)
    for s, n in zip(others, held, strict=True):
        world.players[s].artifacts, pool = pool[:n], pool[n:]
    world.artifact_deck = pool
    world.rng = rng.next64()
    return world

