"""Drawing: the decks, the fragment bag, the planet row and the market.

Rulebook: "Mis en place" (the market of 4 Hired Paws and 4 Projects, the planets' slots
filled from the bag) and the refill rules stated in "Extraction" ("S'il n'y a rien dans le
deck des Planètes, mélangez la défausse ... Si le sac est vide, remplacez les Morceaux de la
défausse dans le sac") and "Commerce" (likewise for the Paws and Projects decks). Setup,
Extraction, Trade and the Bot all draw, so the drawing rules live here once.

Interpretation: when the bag and the fragment discard are both empty, planet slots stay
empty.
"""

from __future__ import annotations

from games.afternova.common import sort_frags
from games.afternova.data import COLOURS, MARKET_ROW, PLANETS
from games.afternova.state import State
from games.core import Rng


def draw_fragment(state: State, rng: Rng) -> str | None:
    """A random fragment from the bag; an empty bag is refilled from the discard first."""
    if sum(state.bag.values()) == 0:
        for c in COLOURS:
            state.bag[c] += state.discard[c]
            state.discard[c] = 0
    total = sum(state.bag.values())
    if total == 0:
        return None
    r = rng.below(total)
    for c in COLOURS:
        if r < state.bag[c]:
            state.bag[c] -= 1
            return c
        r -= state.bag[c]
    raise AssertionError("unreachable")


def _draw(deck: list[str], discard: list[str], rng: Rng) -> str | None:
    """The top card; an empty deck is first rebuilt from its shuffled discard."""
    if not deck and discard:
        deck.extend(discard)
        discard.clear()
        rng.shuffle(deck)
    return deck.pop() if deck else None


def draw_paw(state: State, rng: Rng) -> str | None:
    return _draw(state.paw_deck, state.paw_discard, rng)


def draw_project(state: State, rng: Rng) -> str | None:
    return _draw(state.project_deck, state.project_discard, rng)


def draw_planet(state: State, rng: Rng) -> str | None:
    return _draw(state.planet_deck, state.planet_discard, rng)


def fill_planet(state: State, rng: Rng, slot: int) -> None:
    """Fill the planet's fragment slots from the bag."""
    frags: list[str] = []
    for _ in range(PLANETS[state.planets[slot]].slots):
        c = draw_fragment(state, rng)
        if c is not None:
            frags.append(c)
    state.planet_fragments[slot] = sort_frags(frags)


def refill_market(state: State, rng: Rng) -> None:
    """Bring both market rows back to four cards, as far as the decks allow."""
    while len(state.market_paws) < MARKET_ROW:
        card = draw_paw(state, rng)
        if card is None:
            break
        state.market_paws.append(card)
    while len(state.market_projects) < MARKET_ROW:
        card = draw_project(state, rng)
        if card is None:
            break
        state.market_projects.append(card)
