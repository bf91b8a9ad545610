"""A heuristic Magnastorm player: one-ply lookahead on a value function.

Every legal move of the current decision (cube exchanges aside) is applied and the result
scored by :func:`value`: reputation first, then what turns into reputation later (research
levels and leads, labs and sector majorities, commanders), then CreditCubes. Because a
turn is a chain of small decisions, the value also credits what the seat's *pending*
decision promises (an action about to be chosen, a runner about to reach a free space, a
lab about to be dropped), so paying for a movement is weighed against the lab it brings.
Ties are broken by a seeded shuffle, so the AI is deterministic for a given seed.
"""

from __future__ import annotations

from typing import Any

from games import search
from games.core import IllegalMove, Move, Rng

from . import data as D
from . import hidden
from . import rules as R
from .state import State

CUBE_OWN = 2.0
CUBE_YELLOW = 1.7
CUBE_OTHER = 0.9


def cube_value(state: State, seat: int, cubes: list[str]) -> float:
    own = state.players[seat].colour
    total = 0.0
    for c in cubes:
        total += CUBE_OWN if c == own else CUBE_YELLOW if c == D.YELLOW else CUBE_OTHER
    return total * (0.4 if state.round >= D.LAST_ROUND else 1.0)


def lab_affordable(state: State, seat: int) -> bool:
    p = state.players[seat]
    for i, has in enumerate(p.labs):
        if has and R.can_pay(p, R.resolve(state, seat, D.LAB_COSTS[i])):
            return True
    return False


def spot_value(state: State, seat: int, space: str) -> float:
    """What ending a movement on ``space`` is worth (a lab and a research level)."""
    sp = R.board(state).spaces[space]
    if sp.colour is None or space in state.labs or R.is_storm(state, sp.sector):
        return 0.0
    if not lab_affordable(state, seat):
        return 0.0
    quiet = R.quiet_sectors(state)
    value = 6.5
    if sp.sector != quiet[0]:
        value += 1.5  # stays quiet after the next rotation
    mine = R.labs_in_sector(state, seat, sp.sector)
    best_other = max((R.labs_in_sector(state, s, sp.sector)
                      for s in range(state.num_players) if s != seat), default=0)
    if mine + 1 > best_other >= mine:
        value += 3.0  # takes the sole majority
    return value


def pending_value(state: State, seat: int) -> float:
    """Credit for the seat's own decision waiting at the front of the queue."""
    task = R.current(state)
    if task is None or task["seat"] != seat:
        return 0.0
    k = task["k"]
    if k == "place":
        return 4.0
    if k == "action":
        row = R.parse_cell(task["space"])
        assert row is not None
        bonus = R.lower_bonuses(state).get(task["space"], "")
        gain = cube_value(state, seat, R.resolve(state, seat, D.ROW_TABLE[row[0]].gain))
        cost = R.move_cost(state, seat, task["space"], "")
        move = -1e9
        if R.can_pay(state.players[seat], cost):
            probe = {"at": "", "steps": 2 if bonus == D.B_RANGE else 1}
            reach = R.step_targets(state, seat, probe)
            best = max((spot_value(state, seat, sp) for sp in reach), default=0.0)
            best = max(best, spot_value(state, seat, state.runners[seat]))
            if bonus == D.B_LAB and best:
                best += 4.0
            move = best - cube_value(state, seat, cost)
        bonus_value = 2.5 if bonus.startswith("research") else 1.0 if bonus else 0.0
        return max(gain, move) + bonus_value
    if k == "movement":
        reach = R.step_targets(state, seat, task) if task["steps"] > 0 else []
        best = max((spot_value(state, seat, sp) for sp in reach), default=0.0)
        return max(best, spot_value(state, seat, state.runners[seat]))
    if k == "lab":
        return 6.5 if lab_affordable(state, seat) else 0.0
    if k in ("research", "start_research"):
        return 2.5
    if k == "colour":
        return CUBE_OTHER
    if k == "crewbonus":
        return 1.0
    if k == "forrester":
        return 8.0 * min(2, state.players[seat].cubes.get(D.YELLOW, 0))
    return 0.0


def static_value(state: State, seat: int) -> float:
    p = state.players[seat]
    v = 10.0 * p.reputation
    v += cube_value(state, seat, [c for c, n in p.cubes.items() for _ in range(n)])
    for i in range(len(p.research)):
        v += 2.5 * p.research[i]
        best_other = max(q.research[i] for s, q in enumerate(state.players) if s != seat)
        if p.research[i] > best_other:
            v += 3.0
        elif p.research[i] == best_other:
            v += 0.5
    quiet = R.quiet_sectors(state)
    for sector in range(D.SECTORS):
        n = R.labs_in_sector(state, seat, sector)
        if not n:
            continue
        v += 4.0 * n
        if sector in quiet:
            v += 1.0 * n
            if R.sole_majority(state, sector) == seat:
                v += 3.0
    v += 3.0 * len(p.commanders)
    if R.runner_in_storm(state, seat):
        v -= 2.0
    return v


def value(state: State, seat: int) -> float:
    """The seat's position minus a share of its best opponent's."""
    if state.phase == "over":
        ranking = R.final_ranking(state)
        return 1000.0 if ranking[0] == seat else 10.0 * state.players[seat].reputation
    mine = static_value(state, seat) + pending_value(state, seat)
    others = [static_value(state, s) for s in range(state.num_players) if s != seat]
    return mine - 0.3 * max(others)


def choose_move(game: Any, state: State, seat: int, rng_seed: int) -> Move:
    """Pick a move for ``seat`` (the ``game`` argument keeps the shared AI signature)."""
    moves = R.legal_moves(state, seat, with_trades=False)
    if not moves:
        moves = R.legal_moves(state, seat)
    Rng.from_seed(rng_seed).shuffle(moves)  # the engines draw only from games.core.Rng
    if len(moves) == 1:
        return moves[0]
    best, best_score = moves[0], -1e18
    for move in moves:
        try:
            after, _ = R.apply(state, seat, move)
        except IllegalMove:  # pragma: no cover - legal_moves only lists legal ones
            continue
        score = value(after, seat)
        if score > best_score:
            best, best_score = move, score
    return best


# --- the searching player -----------------------------------------------------------------

def evaluate(state: State) -> list[float]:
    """Every seat's position in reputation (what :func:`static_value` and
    :func:`pending_value` count, over ten)."""
    return [(static_value(state, s) + pending_value(state, s)) / 10.0
            for s in range(state.num_players)]


#: The searching player: :func:`choose_move` (the heuristic) is its rollout policy and its
#: model of the other seats.
PLAYER = search.Player(determinize=hidden.determinize, policy=choose_move, evaluate=evaluate,
                       scale=2.0, horizon=16, until_own_turn=True)


def search_move(game: Any, state: State, seat: int, seed: int = 0,
                iterations: int = search.DEFAULT_ITERATIONS) -> Move:
    """The searching player's move (information-set MCTS, :mod:`games.search`)."""
    return search.choose_move(game, state, seat, seed, iterations, PLAYER)
