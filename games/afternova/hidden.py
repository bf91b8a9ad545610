"""Afternova as one seat sees it: a full state drawn from that seat's information set.

:func:`determinize` keeps everything the seat may know (the public table, its own hand,
ship, completed Projects and draft, the cards others have shown) and deals everything else
again, consistently with what is public:

- the Hired Paws in other hands (those not shown nor played on a proposal) and the Paw deck
  are dealt again from those cards taken together, each hand and the deck keeping its
  public size;
- likewise the Projects in other hands, the Project deck, the Projects the others completed
  (each keeps its public promotion) and those the Bot scored face down;
- the Planet deck is shuffled;
- every other seat, and the Bot, gets a ship (a hidden objective) drawn from the ships the
  seat does not hold itself;
- while helpers answer a proposal, the Paws another helper committed are drawn from its
  ways to accept;
- the PRNG (every future draw from the bag) is drawn anew.

A deal that contradicts a public fact (who is asked to act now: a seat able to complete a
Project) is drawn again, a few times at most; a helper who has accepted is dealt Paws able
to provide what it was asked. Where a hidden card
lies is never read: pools of unseen cards are taken as a whole (sorted).
"""

from __future__ import annotations

from games.afternova import rules
from games.afternova.data import PROJECTS, SHIPS
from games.afternova.state import ANSWER, State
from games.core import Rng

TRIES = 8


def determinize(state: State, seat: int, rng: Rng) -> State:
    """A state ``seat`` cannot tell from ``state``, with every hidden part drawn by ``rng``."""
    acting = rules.to_act(state)
    world = state
    for _ in range(TRIES):
        world = _deal(state, seat, rng)
        if rules.to_act(world) == acting and _answers_hold(world, seat):
            break
    return world


def _make_able(world: State, helper: int, rng: Rng) -> None:
    """Give a helper who publicly accepted a proposal Paws able to provide what it was asked
    (cards swapped with the Paw deck), when the deal left it unable to."""
    d = world.draft
    assert d is not None
    p = world.players[helper]
    loose = [c for c in p.paws if c not in p.shown]
    covers = rules.minimal_covers(sorted(loose + world.paw_deck), rules.asked_of(d, helper))
    if not covers:
        return
    cover = covers[rng.below(len(covers))]
    spare = [c for c in loose if c not in cover]
    for card in cover:
        if card in p.paws:
            continue
        out = spare.pop(rng.below(len(spare))) if spare else None
        if out is None:
            return
        world.paw_deck[world.paw_deck.index(card)] = out
        p.paws[p.paws.index(out)] = card


def _answers_hold(world: State, seat: int) -> bool:
    d = world.draft
    if world.phase != ANSWER or d is None:
        return True
    for helper, cards in d.accepted.items():
        if helper != seat and not set(cards) <= set(world.players[helper].paws):
            return False
    return True


def _deal(state: State, seat: int, rng: Rng) -> State:
    world = state.clone()
    others = [s for s in range(world.num_players) if s != seat]
    # Hired Paws: those shown, and those the proposer played on a proposal sent, are known.
    known = {s: set(world.players[s].shown) for s in others}
    if world.draft is not None and world.current in known:
        known[world.current] |= set(world.draft.plays)
    paws = sorted([c for s in others for c in world.players[s].paws if c not in known[s]]
                  + world.paw_deck)
    rng.shuffle(paws)
    for s in others:
        p = world.players[s]
        kept = [c for c in p.paws if c in known[s]]
        n = len(p.paws) - len(kept)
        p.paws, paws = kept + paws[:n], paws[n:]
    world.paw_deck = paws
    # Projects: hands, deck, others' completed ones and the Bot's face-down ones.
    bot = world.bot
    projects = sorted([c for s in others for c in world.players[s].projects
                       if c not in world.players[s].shown]
                      + [c for s in others for c in world.players[s].completed]
                      + world.project_deck + (bot.scored_hidden if bot else []))
    rng.shuffle(projects)
    for s in others:
        p = world.players[s]
        completed = []
        for card in p.completed:
            promotion = PROJECTS[card].promotion  # public while the card lies under the ship
            pick = next(c for c in projects if PROJECTS[c].promotion == promotion)
            projects.remove(pick)
            completed.append(pick)
        p.completed = completed
    for s in others:
        p = world.players[s]
        kept = [c for c in p.projects if c in p.shown]
        n = len(p.projects) - len(kept)
        p.projects, projects = kept + projects[:n], projects[n:]
    if bot is not None:
        n = len(bot.scored_hidden)
        bot.scored_hidden, projects = projects[:n], projects[n:]
    world.project_deck = projects
    planets = sorted(world.planet_deck)
    rng.shuffle(planets)
    world.planet_deck = planets
    # Ships.
    ships = sorted(s for s in SHIPS if s != world.players[seat].ship)
    rng.shuffle(ships)
    for s in others:
        world.players[s].ship = ships.pop()
    if bot is not None:
        bot.ship = ships.pop()
    # Paws another helper committed to the proposal.
    d = world.draft
    if world.phase == ANSWER and d is not None:
        for helper in sorted(d.accepted):
            if helper == seat:
                continue
            options = rules.accept_options(world, helper)
            if not options:
                _make_able(world, helper, rng)
                options = rules.accept_options(world, helper)
            if options:
                d.accepted[helper] = list(options[rng.below(len(options))])
    world.rng = rng.next64()
    return world
