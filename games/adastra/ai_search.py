"""What Ad Astra's search adds to the heuristic player: a leaf value at the round's end and
an order of the root's rival moves.

A planning card is worth nothing until the round's actions resolve: right after it is
placed, and at the seat's next placement, every seat's position is unchanged, so a search
that values positions during planning compares noise. :func:`evaluate` therefore plays a
planning-phase position on to the end of its round with the heuristic player (every seat)
and values it there, where a card's production, movement, builds and points have happened.
:func:`rank` orders the root's rival moves by the heuristic's own judgement (planning: the
best space of each other card, by the card's rating; actions: the one-move lookahead), since
the value right after a planning move cannot tell them apart.
"""

from __future__ import annotations

from typing import Any

from games.adastra import heuristic, rules
from games.adastra.data import card_kind
from games.adastra.state import State
from games.core import Move

#: Decisions a playout may take at most (a round takes about 30 to 50).
MAX_PLAYOUT = 300
#: Whether action-phase decisions are searched too (else the heuristic plays them).
SEARCH_ACTIONS = False


def _acting(state: State) -> int | None:
    """The seat the playout waits for (a proposer waiting on an answer is skipped)."""
    acting = rules.to_act(state)
    if not acting:
        return None
    skip = set(rules.optional(state))
    return ([s for s in acting if s not in skip] or acting)[0]


def playout_round(state: State) -> State:
    """``state`` played on by the heuristic for every seat to the end of its round (or of
    the game). Moves are the heuristic's legal choices, applied without the legality check
    and with the automatic steps (:func:`rules.settle`), which is all the rules would do."""
    start = state.round
    world = state
    for ply in range(MAX_PLAYOUT):
        if world.phase == "over" or world.round != start:
            break
        seat = _acting(world)
        if seat is None:
            break
        move = heuristic.choose_move(None, world, seat, ply)
        world = heuristic._decide(world, seat, move)
        rules.settle(world, [])
    return world


def evaluate(state: State) -> list[float]:
    """Every seat's position in victory points at the end of the round (played on by the
    heuristic). Only planning decisions are searched (:func:`rank`), and a simulation from
    one stops at the seat's next decision, in planning or in the round's actions: the cards
    placed show their worth only once the round is over."""
    return heuristic.evaluate(playout_round(state))


def _plan_order(world: State, seat: int, moves: list[Move]) -> list[Move]:
    """Planning moves, best first: each card at its best space (cards by the heuristic's
    rating), then the remaining placements by rating."""
    spaces = len(world.board)
    values: dict[str, float] = {}

    def rating(move: Move) -> tuple[float, float]:
        card, space = move.args[0], int(move.args[1])
        if card not in values:
            values[card] = heuristic.card_value(world, seat, card)
        target = heuristic._PLACE[card_kind(card)] * (spaces - 1) + 1
        return values[card], -abs(space - target)

    ordered = sorted(moves, key=rating, reverse=True)
    seen: set[str] = set()
    first: list[Move] = []
    rest: list[Move] = []
    for move in ordered:
        if move.args[0] in seen:
            rest.append(move)
        else:
            seen.add(move.args[0])
            first.append(move)
    return first + rest


def rank(game: Any, world: State, seat: int, moves: list[Move]) -> list[Move]:
    """The root's rival moves, best first, by the heuristic's own judgement (trade offers,
    which it never makes, last)."""
    if rules.decision(world, seat) == "plan":
        plans = [m for m in moves if m.verb == "plan"]
        return _plan_order(world, seat, plans) + [m for m in moves if m.verb != "plan"]
    if not SEARCH_ACTIONS:
        return []
    offers = [m for m in moves if m.verb == "offer"]
    others = [m for m in moves if m.verb != "offer"]
    if rules.decision(world, seat) in ("limit", "withdraw"):
        return others + offers
    scored = sorted(((-heuristic.lookahead(world, seat, m), i, m) for i, m in enumerate(others)),
                    key=lambda t: (t[0], t[1]))
    return [m for _, _, m in scored] + offers
