"""What Ad Astra's search adds to its player: simulations judged at the game's end, spent
where they reach it within the budget, and an order of the root's rival moves.

The player (:func:`player_move`) is the heuristic with weights fitted by self-play
(:data:`heuristic.SEARCH`): the search's first choice, its model of every seat and its
player in the simulations. Ad Astra is a race to 50 points in which a decision shows its
worth late: a card placed, a ship landed or a build made changes what the following rounds
produce and score, and the positions right after it (or at the end of its round) cannot
tell the better choice from noise, which swamps a search that values them. Only at the
game's end, played on by the player for every seat, do the choices separate at all (and
little: docs/ai.md, ``bench/ai_decisions.py``; the player's weights, which lean
every decision of a game the same way, are where its strength comes from). So
:func:`evaluate` plays each simulation on to the end and values it by the final scores,
and :func:`simulations` gives a decision as many worlds as the budget pays for at the
game's expected remaining length (:func:`rounds_left`, from the public scores): in the
last rounds a decision is compared on several worlds, earlier ones (where a world would
cost more than the whole budget) are the player's. :func:`rank` orders the root's rival
moves by the player's own judgement, since the value right after a move cannot tell them
apart.
"""

from __future__ import annotations

from typing import Any

from games.adastra import heuristic, rules
from games.adastra.data import WINNING_SCORE
from games.adastra.state import State
from games.core import Move

#: Decisions a playout may take at most (a round takes about 30 to 50).
MAX_PLAYOUT = 300
#: Rounds a simulation may play on at most before it is valued where it stands.
MAX_ROUNDS = 20
#: Root moves compared at a decision (the player's choice and the next best).
WIDTH = 2
#: Fewer worlds than this, and a decision is left to the player: one world is a coin.
MIN_WORLDS = 2
#: Rounds left in the game, by the leader's score (at least this many points): the means
#: of 60 three-player games between heuristic players, rounded.
ROUNDS_LEFT = ((WINNING_SCORE - 10, 1), (WINNING_SCORE - 20, 2), (WINNING_SCORE - 30, 4),
               (0, 7))


def acting(state: State) -> int | None:
    """The seat the playout waits for (a proposer waiting on an answer is skipped)."""
    acting = rules.to_act(state)
    if not acting:
        return None
    skip = set(rules.optional(state))
    return ([s for s in acting if s not in skip] or acting)[0]


def player_move(game: Any, state: State, seat: int, seed: int = 0) -> Move:
    """The searching player's own move without a search: the heuristic with the planning
    weights fitted for it (:data:`heuristic.SEARCH`). It is the search's first choice, its
    model of every seat and its player in the simulations."""
    return heuristic.choose_move(game, state, seat, seed, heuristic.SEARCH)


def playout_round(state: State) -> State:
    """``state`` played on by the player for every seat to the end of its round (or of
    the game). Moves are the player's legal choices, applied without the legality check
    and with the automatic steps (:func:`rules.settle`), which is all the rules would do."""
    start = state.round
    world = state
    for ply in range(MAX_PLAYOUT):
        if world.phase == "over" or world.round != start:
            break
        seat = acting(world)
        if seat is None:
            break
        move = player_move(None, world, seat, ply)
        world = heuristic._decide(world, seat, move)
        rules.settle(world, [])
    return world


def playout_to_end(state: State) -> State:
    """``state`` played on by the player for every seat to the game's end (or for
    :data:`MAX_ROUNDS` rounds)."""
    world = state
    for _ in range(MAX_ROUNDS):
        if world.phase == "over":
            break
        world = playout_round(world)
    return world


def evaluate(state: State) -> list[float]:
    """Every seat's final score, the game played on to its end by the player for every
    seat (past :data:`MAX_ROUNDS`, the heuristic's value where it stands)."""
    world = playout_to_end(state)
    if world.phase == "over":
        return [float(p.score) for p in world.players]
    return heuristic.evaluate(world)


def rounds_left(state: State) -> int:
    """How many rounds the game is likely to last still, the current one included (public:
    the leader's score)."""
    lead = max(p.score for p in state.players)
    return next(rounds for points, rounds in ROUNDS_LEFT if lead >= points)


def simulations(state: State, seat: int, iterations: int) -> int:
    """Simulations for this decision: an iteration pays for one round of play, and each
    world costs :data:`WIDTH` simulations to the game's end; 0 (the player decides) when
    the budget pays for fewer than :data:`MIN_WORLDS` worlds."""
    worlds = iterations // (WIDTH * rounds_left(state))
    return worlds * WIDTH if worlds >= MIN_WORLDS else 0


def _plan_order(world: State, seat: int, moves: list[Move]) -> list[Move]:
    """Planning moves, best first: each card at its best space (cards by the player's
    rating), then the remaining placements by rating."""
    ordered = sorted(moves, key=heuristic.plan_rating(world, seat, heuristic.SEARCH),
                     reverse=True)
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
    """The root's rival moves, best first, by the player's own judgement (trade offers,
    which it never makes, last)."""
    if rules.decision(world, seat) == "plan":
        plans = [m for m in moves if m.verb == "plan"]
        return _plan_order(world, seat, plans) + [m for m in moves if m.verb != "plan"]
    offers = [m for m in moves if m.verb == "offer"]
    others = [m for m in moves if m.verb != "offer"]
    if rules.decision(world, seat) in ("limit", "withdraw"):
        return others + offers
    scored = sorted(((-heuristic.lookahead(world, seat, m, heuristic.SEARCH), i, m)
                     for i, m in enumerate(others)), key=lambda t: (t[0], t[1]))
    return [m for _, _, m in scored] + offers
