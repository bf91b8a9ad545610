"""A heuristic Ad Astra player: planning by card value, actions by one-move lookahead.

During planning it rates each card in hand for this round (what a production would yield,
whether a starship can move, what could be built, which scoring element it would win) and
puts good cards early or late as the card type wants: production and movement early, builds
in the middle, scoring late, after the builds that feed it. During the action phase it tries
every legal move (trade offers excepted: it trades with the bank and judges offers made to
it) and keeps the one whose result it values most, counting only what it may know: its own
hand, public pawns and scores.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.adastra import actions, rules
from games.adastra import resources as res
from games.adastra.common import element_points, pawns_in_play
from games.adastra.data import (
    ALIEN,
    COSTS,
    HAND_LIMIT,
    MOVE_RESOURCE,
    ORES,
    SCORING_CARDS,
    card_kind,
    card_resources,
)
from games.adastra.state import State
from games.core import Event, Move, Rng

# Worth of things, in tenths of a victory point.
POINT = 10.0
CARD = 1.5
ENERGY_BONUS = 1.0
SHIP_ON_PLANET = 13.0
SHIP_IN_DEEP = 10.0
COLONY = 12.0
FACTORY = 20.0
TERRAFORMER = 6.0
ARTIFACT = 6.0
SYSTEM = 3.0
OTHERS_WEIGHT = 0.5


def worths(state: State) -> list[float]:
    """What each seat's position is worth to it (public facts plus its own hand).

    Every seat in one pass over the planets: the lookahead values every seat after every
    move it weighs."""
    values = []
    for p in state.players:
        value = p.score * POINT  # summed in the order worth always used: same floats
        value += (min(p.cards(), HAND_LIMIT) * CARD
                  + min(p.resources[MOVE_RESOURCE], 3) * ENERGY_BONUS)
        values.append(value)
    systems: list[set[str]] = [set() for _ in state.players]
    for planet in state.planets:
        seat = planet.owner
        if seat is None:
            continue
        systems[seat].add(planet.system)
        producing = planet.kind != ALIEN
        value = values[seat] + planet.ships * (SHIP_ON_PLANET if producing else SHIP_IN_DEEP)
        if planet.building == "colony":
            value += COLONY if producing else COLONY / 2
        elif planet.building == "factory":
            value += FACTORY if producing else FACTORY / 2
        if planet.terraformed:
            value += TERRAFORMER
        values[seat] = value
    for seat, p in enumerate(state.players):
        values[seat] += p.deep_ships * SHIP_IN_DEEP
        values[seat] += len(p.artifacts) * ARTIFACT
        values[seat] += len(systems[seat]) * SYSTEM
    return values


def worth(state: State, seat: int) -> float:
    """What a seat's position is worth to it (public facts plus its own hand)."""
    return worths(state)[seat]


def relative_worth(state: State, seat: int, rivals: float = OTHERS_WEIGHT) -> float:
    """A seat's worth less ``rivals`` times the other seats' mean worth."""
    values = worths(state)
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - rivals * sum(others) / len(others)


# --- planning ---------------------------------------------------------------------------------

def _can_afford(state: State, seat: int, item: str) -> bool:
    have = state.players[seat].resources
    return any(res.has(have, actions.build_price(item, o)) for o in ORES)


@dataclass(frozen=True)
class Weights:
    """How :func:`card_value` rates each kind of action card, where :func:`plan` puts it,
    and how much the rivals' worth counts in the action phase's :func:`lookahead`.

    A card's rating is in rough victory points: a production card by the cards it would
    yield (the seat's own yield, less part of what it gives the others), a movement card by
    the starships it can move, a build card by the items the seat can afford, a trade card
    by the cards in hand, and a scoring card by its best element's points for the seat, less
    part of the best rival's (Scoring's 3-point bonus included)."""

    production: float = 1.0
    per_card_produced: float = 2.0
    #: How much of the other seats' mean yield is taken off a production card's own.
    production_others: float = OTHERS_WEIGHT
    movement: float = 2.0
    per_ship_in_deep_space: float = 2.5
    per_ship: float = 0.5
    build: float = 1.5
    per_affordable_item: float = 3.0
    trade: float = 1.0
    per_card_in_hand: float = 0.2
    #: A scoring card's points are multiplied by this, then this bonus is added.
    scoring_factor: float = 1.0
    scoring_bonus: float = 0.0
    #: How much of the best rival's points is taken off a scoring element's own.
    scoring_others: float = OTHERS_WEIGHT
    #: How much of the other seats' mean worth a move's value in the action phase takes off.
    rivals: float = OTHERS_WEIGHT
    #: Where each card type is placed on the planning board: 0 the first space, 1 the last.
    place: tuple[tuple[str, float], ...] = (
        ("production", 0.0), ("movement", 0.1), ("trade", 0.45), ("build", 0.6),
        ("scoring", 1.0))


#: The heuristic's own weights.
CURRENT = Weights()
#: The searching player's weights, fitted by self-play against :data:`CURRENT`
#: (``bench/adastra_weights.py``; docs/ai.md): scoring cards rated higher and so
#: played sooner, builds and production a little higher, and the rivals' worth counted in
#: full in the action phase.
SEARCH = Weights(scoring_factor=1.16, scoring_bonus=1.5, per_affordable_item=3.21,
                 per_card_produced=2.01, rivals=1.0)


def card_value(state: State, seat: int, card: str, weights: Weights = CURRENT) -> float:
    kind = card_kind(card)
    w = weights
    if kind == "production":
        best = 0.0
        for r in card_resources(card):
            own = actions.production_yield(state, seat, r)
            others = sum(actions.production_yield(state, s, r)
                         for s in range(state.num_players) if s != seat)
            best = max(best, own - w.production_others * others
                       / max(1, state.num_players - 1))
        return w.production + best * w.per_card_produced
    if kind == "movement":
        ships = pawns_in_play(state, seat, "starship")
        deep = state.players[seat].deep_ships
        return w.movement + w.per_ship_in_deep_space * deep + w.per_ship * ships
    if kind == "build":
        return w.build + sum(w.per_affordable_item for item in COSTS
                             if _can_afford(state, seat, item))
    if kind == "trade":
        return w.trade + w.per_card_in_hand * state.players[seat].cards()
    best = 0.0
    mine: float
    theirs: float
    for element in SCORING_CARDS[card]:
        if element in ("identical", "different"):
            have = state.players[seat].resources
            n = (max(have.values()) if element == "identical"
                 else sum(1 for v in have.values() if v))
            mine = float(n if n >= 2 else 0)
            theirs = 0.0
        else:
            mine = float(element_points(state, seat, element)[0])
            theirs = float(max(element_points(state, s, element)[0]
                               for s in range(state.num_players) if s != seat))
            if mine > theirs:
                mine += 3
        best = max(best, mine - w.scoring_others * theirs)
    return best * w.scoring_factor + w.scoring_bonus


def plan_rating(state: State, seat: int, weights: Weights = CURRENT,
                ) -> Callable[[Move], tuple[float, float]]:
    """A planning move's rating: its card's value (computed once per card), then how near
    its space is to where the card's type wants it."""
    spaces = len(state.board)
    place = dict(weights.place)
    values: dict[str, float] = {}

    def rating(move: Move) -> tuple[float, float]:
        card, space = move.args[0], int(move.args[1])
        if card not in values:
            values[card] = card_value(state, seat, card, weights)
        target = place[card_kind(card)] * (spaces - 1) + 1
        return values[card], -abs(space - target)

    return rating


def plan(state: State, seat: int, moves: list[Move], weights: Weights = CURRENT) -> Move:
    """The best card for its best space."""
    return max(moves, key=plan_rating(state, seat, weights))


# --- the action phase ---------------------------------------------------------------------------

def _decide(state: State, seat: int, move: Move) -> State:
    """``move`` (known legal) on a copy of ``state``, without what follows automatically."""
    new = state.clone()
    events: list[Event] = []
    if move.verb == "pass":
        rules.do_pass(new, seat, events)
    elif move.verb == "discard" and rules.decision(new, seat) == "limit":
        rules.do_limit(new, seat, move, events)
    elif move.verb == "discard":
        actions.do_discard_scoring(new, seat, move, events)
    else:
        rules._DO[move.verb](new, seat, move, events)
    return new


def lookahead(state: State, seat: int, move: Move, weights: Weights = CURRENT) -> float:
    """Worth after the move (a legal one); a move into a system is judged by its best landing.

    The move is played without the legality checks and the automatic steps that follow it
    (:func:`_decide`): those reveal cards and pass over seats with nothing to do, which
    cannot change what :func:`worth` counts. A scoring discard is the exception, played in
    full (:func:`rules.apply`): the seats passed over after it may settle the 3-point bonus.
    """
    full = rules.decision(state, seat) == "discard"

    def after(before: State, m: Move) -> State:
        return rules.apply(before, seat, m)[0] if full else _decide(before, seat, m)

    new = after(state, move)
    if rules.decision(new, seat) == "land":
        return max(relative_worth(after(new, land), seat, weights.rivals)
                   for land in rules.base_moves(new, seat))
    return relative_worth(new, seat, weights.rivals)


def choose_move(game: object, state: State, seat: int, seed: int = 0,
                weights: Weights = CURRENT) -> Move:
    """The move this player would make; ``game`` is the engine (unused, for a uniform API)."""
    moves = rules.legal_moves(state, seat)
    if not moves:
        raise ValueError("this seat has nothing to decide")
    if len(moves) == 1:
        return moves[0]
    decision = rules.decision(state, seat)
    if decision == "plan":
        return plan(state, seat, [m for m in moves if m.verb == "plan"], weights)
    if decision == "limit":
        have = state.players[seat].resources
        return max((m for m in moves if m.verb == "discard"),
                   key=lambda m: (have[m.args[0][0]], m.args[0] != MOVE_RESOURCE))
    if decision == "withdraw":
        return moves[0]  # an offer left pending by the player this seat took over
    candidates = [m for m in moves if m.verb != "offer"]
    rng = Rng(seed ^ (len(moves) << 8) ^ seat)
    best: tuple[float, float] | None = None
    choice = candidates[0]
    for move in candidates:
        value = (lookahead(state, seat, move, weights), rng.below(1000) / 1e6)
        if best is None or value > best:
            best, choice = value, move
    return choice


# --- the value the search judges by ---------------------------------------------------------


def evaluate(state: State) -> list[float]:
    """Every seat's position in victory points (what :func:`worth` counts, over ten)."""
    return [value / POINT for value in worths(state)]
