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


def relative_worth(state: State, seat: int) -> float:
    values = worths(state)
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - OTHERS_WEIGHT * sum(others) / len(others)


# --- planning ---------------------------------------------------------------------------------

def _can_afford(state: State, seat: int, item: str) -> bool:
    have = state.players[seat].resources
    return any(res.has(have, actions.build_price(item, o)) for o in ORES)


def card_value(state: State, seat: int, card: str) -> float:
    kind = card_kind(card)
    if kind == "production":
        best = 0.0
        for r in card_resources(card):
            own = actions.production_yield(state, seat, r)
            others = sum(actions.production_yield(state, s, r)
                         for s in range(state.num_players) if s != seat)
            best = max(best, own - OTHERS_WEIGHT * others / max(1, state.num_players - 1))
        return 1.0 + best * 2
    if kind == "movement":
        ships = pawns_in_play(state, seat, "starship")
        deep = state.players[seat].deep_ships
        return 2.0 + 2.5 * deep + 0.5 * ships
    if kind == "build":
        return 1.5 + sum(3.0 for item in COSTS if _can_afford(state, seat, item))
    if kind == "trade":
        return 1.0 + 0.2 * state.players[seat].cards()
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
        best = max(best, mine - OTHERS_WEIGHT * theirs)
    return best


_PLACE = {"production": 0.0, "movement": 0.1, "trade": 0.45, "build": 0.6, "scoring": 1.0}


def plan(state: State, seat: int, moves: list[Move]) -> Move:
    """The best card for its best space: the card's value (computed once per card), then the
    space nearest where its type wants it."""
    spaces = len(state.board)
    values: dict[str, float] = {}

    def rating(move: Move) -> tuple[float, float]:
        card, space = move.args[0], int(move.args[1])
        if card not in values:
            values[card] = card_value(state, seat, card)
        target = _PLACE[card_kind(card)] * (spaces - 1) + 1
        return values[card], -abs(space - target)

    return max(moves, key=rating)


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


def lookahead(state: State, seat: int, move: Move) -> float:
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
        return max(relative_worth(after(new, land), seat)
                   for land in rules.base_moves(new, seat))
    return relative_worth(new, seat)


def choose_move(game: object, state: State, seat: int, seed: int = 0) -> Move:
    """The move this player would make; ``game`` is the engine (unused, for a uniform API)."""
    moves = rules.legal_moves(state, seat)
    if not moves:
        raise ValueError("this seat has nothing to decide")
    if len(moves) == 1:
        return moves[0]
    decision = rules.decision(state, seat)
    if decision == "plan":
        return plan(state, seat, [m for m in moves if m.verb == "plan"])
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
        value = (lookahead(state, seat, move), rng.below(1000) / 1e6)
        if best is None or value > best:
            best, choice = value, move
    return choice


# --- the value the search judges by ---------------------------------------------------------


def evaluate(state: State) -> list[float]:
    """Every seat's position in victory points (what :func:`worth` counts, over ten)."""
    return [value / POINT for value in worths(state)]
