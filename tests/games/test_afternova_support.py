"""Shared helpers for the Afternova tests (no tests here): the hidden-information hook for
the conformance kit and small builders that set up a table for a rule test."""

from __future__ import annotations

import random
from collections.abc import Iterator

from games.afternova import rules
from games.afternova.data import SHIPS
from games.afternova.state import ANSWER, COMPLETE, TURN, State


def _swap_hand_card(state: State, seat: int, rnd: random.Random) -> State | None:
    """Another secret card in a seat's hand (from the deck), keeping what is public."""
    other = state.clone()
    p = other.players[seat]
    d = other.draft
    fixed = set(p.shown)
    if d is not None:
        fixed |= set(d.plays)
        for cards in d.accepted.values():
            fixed |= set(cards)
    pool = [("paws", c) for c in p.paws if c not in fixed]
    pool += [("projects", c) for c in p.projects if c not in fixed]
    rnd.shuffle(pool)
    for kind, card in pool:
        deck = other.paw_deck if kind == "paws" else other.project_deck
        if not deck:
            continue
        hand = p.paws if kind == "paws" else p.projects
        i = rnd.randrange(len(deck))
        hand[hand.index(card)], deck[i] = deck[i], card
        # Whether a seat can complete a Project is public at the end of a turn (only those
        # who can are asked), so a variant must keep it.
        if other.phase == COMPLETE and (rules.can_complete(other, seat)
                                        != rules.can_complete(state, seat)):
            return None
        if (other.phase == ANSWER and seat in d_helpers(state)
                and seat not in accepted(state) and not rules.accept_options(other, seat)):
            return None
        return other
    return None


def d_helpers(state: State) -> list[int]:
    return state.draft.helpers() if state.draft is not None else []


def accepted(state: State) -> dict[int, list[str]]:
    return state.draft.accepted if state.draft is not None else {}


def hidden_variants(state: State, kit_rnd: random.Random) -> Iterator[tuple[State, set[int]]]:
    """Copies of ``state`` with hidden parts changed, each with the seats allowed to notice.

    The variants draw from their own generator (seeded by the state), not from the kit's:
    a deep playout then follows the same moves as a shallow one with the same seed, so the
    short games picked for deep checks stay short.
    """
    rnd = random.Random(state.rng ^ state.turn)
    # Deck order and the PRNG: nobody may notice.
    other = state.clone()
    rnd.shuffle(other.paw_deck)
    rnd.shuffle(other.project_deck)
    rnd.shuffle(other.planet_deck)
    other.rng = rnd.getrandbits(63)
    yield other, set()
    used = {p.ship for p in state.players} | ({state.bot.ship} if state.bot else set())
    spare = sorted(set(SHIPS) - used)
    for seat in range(state.num_players):
        # Another hand: only that seat.
        swapped = _swap_hand_card(state, seat, rnd)
        if swapped is not None:
            yield swapped, {seat}
        # Another ship (another hidden objective): only that seat.
        if spare:
            other = state.clone()
            other.players[seat].ship = rnd.choice(spare)
            yield other, {seat}
    if state.bot is not None:
        other = state.clone()
        if spare:
            other.bot.ship = rnd.choice(spare)  # type: ignore[union-attr]
        if other.bot is not None and other.bot.scored_hidden and other.project_deck:
            i = rnd.randrange(len(other.project_deck))
            other.bot.scored_hidden[0], other.project_deck[i] = (
                other.project_deck[i], other.bot.scored_hidden[0])
        yield other, set()
    d = state.draft
    if d is not None and state.phase == TURN:
        # The draft is private to the active player until it is sent.
        other = state.clone()
        assert other.draft is not None
        other.draft.planet = (d.planet + 1) % len(state.planets)
        other.draft.plays, other.draft.asks, other.draft.bot = [], [], []
        other.draft.shares, other.draft.pays = [], []
        yield other, {state.current}
    if d is not None and state.phase == ANSWER:
        # The Paws a helper committed stay private until the extraction happens.
        for helper, cards in d.accepted.items():
            options = [list(o) for o in rules.accept_options(state, helper)]
            others = [o for o in options if o != cards]
            if others:
                other = state.clone()
                assert other.draft is not None
                other.draft.accepted[helper] = others[0]
                yield other, {helper}


# --- state builders for rule tests --------------------------------------------------------

def take_card(state: State, card: str) -> None:
    """Remove a card from wherever it is (decks, market, discards, hands, Bot)."""
    places: list[list[str]] = [state.paw_deck, state.paw_discard, state.project_deck,
                               state.project_discard, state.market_paws,
                               state.market_projects, state.planet_deck, state.planet_discard]
    for p in state.players:
        places += [p.paws, p.projects, p.completed]
    if state.bot is not None:
        places += [state.bot.scored, state.bot.scored_hidden]
    for place in places:
        if card in place:
            place.remove(card)
    if state.bot is not None and card in state.bot.row:
        i = state.bot.row.index(card)
        del state.bot.row[i]
        del state.bot.placed[i]


def set_hand(state: State, seat: int, paws: list[str], projects: list[str]) -> None:
    """Give a seat exactly these cards (the old hand goes back to the decks)."""
    p = state.players[seat]
    state.paw_deck.extend(p.paws)
    state.project_deck.extend(p.projects)
    p.paws, p.projects, p.shown = [], [], []
    for card in paws + projects:
        take_card(state, card)
    p.paws = list(paws)
    p.projects = list(projects)


def set_planet(state: State, slot: int, planet: str, frags: str) -> None:
    """Put ``planet`` in the row at ``slot`` carrying ``frags`` (taken from the bag)."""
    old = state.planets[slot]
    for c in state.planet_fragments[slot]:
        state.bag[c] += 1
    if old != planet:
        if planet in state.planets:
            raise ValueError("planet already in the row")
        take_card(state, planet)
        state.planet_deck.append(old)
        state.planets[slot] = planet
    for c in frags:
        state.bag[c] -= 1
    state.planet_fragments[slot] = list(frags)


def set_storage(state: State, seat: int, frags: str) -> None:
    p = state.players[seat]
    for c in p.storage:
        state.bag[c] += 1
    for c in frags:
        state.bag[c] -= 1
    p.storage = list(frags)


def check_playouts(players: int, seeds: range, deep_seeds: tuple[int, ...]) -> None:
    """The conformance kit for one player count: every seed, deep checks on a few short
    games (a deep check costs about fifty times a shallow one)."""
    from games.afternova import GAME
    from tests.games.conformance import playout_checked

    for seed in seeds:
        result = playout_checked(GAME, players, seed, deep=seed in deep_seeds,
                                 variants=hidden_variants)
        state = result.state
        # The game ended by the rules: a 6th Project (the Bot's counts at two players).
        assert rules.game_ended(state)
        assert all(len(p.completed) <= 6 for p in state.players)
        total = sum(state.bag.values()) + sum(state.discard.values())
        total += sum(len(f) for f in state.planet_fragments)
        total += sum(len(p.storage) for p in state.players)
        if state.bot is not None:
            total += len(state.bot.storage) + sum(len(x) for x in state.bot.placed)
        assert total == 40, "fragments are never created or lost"
        cards = [c for p in state.players for c in p.paws + p.projects + p.completed]
        cards += state.paw_deck + state.paw_discard + state.market_paws
        cards += state.project_deck + state.project_discard + state.market_projects
        if state.bot is not None:
            cards += state.bot.row + state.bot.scored + state.bot.scored_hidden
        assert sorted(cards) == sorted(set(cards)) and len(cards) == 80, "cards are conserved"
