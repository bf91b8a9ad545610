"""Information-set Monte Carlo tree search (ISMCTS) for any Starpost game.

The AI of a seat that looks ahead. Each iteration

1. *determinizes*: draws one full state the seat cannot tell from the real one
   (:attr:`Player.determinize`, from the seat's own information only: its view and the
   public record), so hidden hands, deck orders, face-down tiles and the PRNG (every future
   chance event) are sampled afresh each time and never read;
2. *descends* the tree of the seat's own decisions, choosing (below the root) among the
   moves legal in this determinization by UCB1 with availability counts (a move that is
   not always legal is judged only against the iterations in which it was);
3. lets the other seats play their heuristic player (:attr:`Player.policy`) whenever they
   are to act, on the same determinization: their secret and simultaneous choices (a face-
   down card, a committed Paw) are made from their own information, and the tree never
   branches on them, so the seat's plan cannot depend on what it would not see;
4. *expands* one new decision of the seat, then plays on with the heuristic player for
   every seat up to :attr:`Player.horizon` decisions (or the end of the game), and
5. *evaluates* the result: a finished game by its ranking, an unfinished one by the
   heuristic value of every seat (:attr:`Player.evaluate`), as the chance that the seat is
   ahead of its best rival (a logistic curve of the difference, :attr:`Player.scale`).

At the root, only a shortlist is simulated: the heuristic's own choice and the moves that
look best right after they are made, taken in turn so that each is tried on the same
determinizations and rollout draws as the others (common random numbers: the comparison
is between moves, not between lucky and unlucky worlds). The move played is the one with
the best mean reward, the heuristic's own on a tie. A game may ask for more before the
search overrules its heuristic (:attr:`Player.margin`, :attr:`Player.confidence`): a rival
move is played only if, over the worlds both were simulated on, it beat the heuristic's
choice by ``margin`` on average and that lead is ``confidence`` standard errors clear of 0
(a paired test, which common random numbers make sharp). With few iterations, the mean of
a handful of noisy rollouts would otherwise trade a good heuristic move for a lucky one.

Everything is drawn from :class:`games.core.Rng` seeded by ``seed``, so a decision
depends only on the state as the seat sees it, the seed and the iteration budget: records
replay and tests can compare decisions exactly.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from games.core import Game, Move, Rng, awaited

__all__ = ["DEFAULT_ITERATIONS", "Node", "Player", "awaited", "choose_move", "reward"]

#: Iterations when a caller names no budget (the bot derives its own from AI_BUDGET_MS).
DEFAULT_ITERATIONS = 40

Policy = Callable[[Any, Any, int, int], Move]


@dataclass(frozen=True)
class Player:
    """How the search plays one game.

    ``determinize(state, seat, rng)`` draws a state from the seat's information set;
    ``policy(game, state, seat, seed)`` is the heuristic player (the root's first choice,
    the rivals and the rollouts); ``rollout``, when given, replaces it past the tree, where
    a cheaper player buys more iterations;
    ``evaluate(state)`` values an unfinished state for every ranked entry (seats, then any
    entry of :attr:`games.core.Outcome.others` such as Afternova's Bot), in points;
    ``scale`` is how many points make a lead decisive; ``horizon`` how many decisions a
    rollout plays past the tree before it is evaluated (``until_own_turn``: or fewer, up to
    the seat's next decision after the others').
    """

    determinize: Callable[[Any, int, Rng], Any]
    policy: Policy
    evaluate: Callable[[Any], Sequence[float]]
    scale: float
    horizon: int
    exploration: float = 0.7
    #: End a rollout as soon as the seat is to decide again after another seat has decided
    #: (positions compared at the same point of the round), ``horizon`` decisions at most.
    until_own_turn: bool = False
    #: The rollout player past the tree (``policy`` when None).
    rollout: Policy | None = None
    #: The paired lead in reward (0 to 1) a rival move needs over the heuristic's choice.
    margin: float = 0.0
    #: How many standard errors that lead must be clear of 0 (0: the best mean wins).
    confidence: float = 0.0
    #: How the root's rival moves are ranked for the shortlist, best first, when the value
    #: right after a move cannot tell them apart (``rank(game, world, seat, moves)``, on one
    #: determinization, ``moves`` without the heuristic's choice). None: by that value.
    rank: Callable[[Game[Any], Any, int, list[Move]], list[Move]] | None = None
    #: At most this many root moves, the heuristic's choice included (None: as many as
    #: let each be simulated three times). Fewer candidates sharpen each comparison.
    width: int | None = None
    #: With ``until_own_turn``, also stop before the tree grows: the first time the seat is
    #: to decide again after another seat has. A root move that ends the seat's turn is
    #: then compared at the same point of the round as one that continues it, instead of
    #: a whole turn later.
    same_point: bool = False
    #: How many simulations a decision gets out of the iteration budget, where a game's
    #: simulations cost more in some positions than in others
    #: (``simulations(state, seat, iterations)``, from what the seat may know; 0 or less:
    #: the heuristic decides alone). None: one simulation per iteration.
    simulations: Callable[[Any, int, int], int] | None = None


@dataclass
class Node:
    """One decision of the searching seat: visits, summed reward, and how often each child
    was available."""

    visits: int = 0
    total: float = 0.0
    available: int = 0
    children: dict[Move, Node] = field(default_factory=dict)
    #: At the root's children: the reward of each simulation, by world (the k-th
    #: determinization and rollout draws), for the paired comparison.
    rewards: list[float] = field(default_factory=list)

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def reward(game: Game[Any], state: Any, seat: int, player: Player) -> float:
    """How good ``state`` is for ``seat``, in [0, 1]."""
    outcome = game.outcome(state)
    if outcome is not None:
        winners = outcome.winners
        if seat in winners:
            return 1.0 / len(winners)
        # A little credit for the place, so lost games still prefer a better finish.
        entries = len(outcome.scores)
        return 0.1 * (entries - outcome.place_of(seat)) / max(1, entries - 1)
    values = player.evaluate(state)
    best_other = max(v for i, v in enumerate(values) if i != seat)
    lead = (values[seat] - best_other) / player.scale
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead))))


def choose_move(game: Game[Any], state: Any, seat: int, seed: int, iterations: int,
                player: Player) -> Move:
    """The searching seat's move after ``iterations`` determinized simulations."""
    moves = game.legal_moves(state, seat)
    if not moves:
        raise ValueError("this seat has nothing to decide")
    if len(moves) == 1:
        return moves[0]
    # The heuristic's own choice, made in a determinization: even the heuristic never reads
    # the true hidden state here.
    first = player.determinize(state, seat, Rng.from_seed(seed))
    base = player.policy(game, first, seat, seed)
    if base not in moves:
        base = moves[0]
    if player.simulations is not None:
        iterations = player.simulations(state, seat, iterations)
    if iterations <= 0:
        return base
    candidates = shortlist(game, first, seat, moves, base, iterations, player)
    if len(candidates) == 1:
        return base
    root = search(game, state, seat, seed, iterations, player, candidates)
    if player.margin > 0 or player.confidence > 0:
        return paired_best(root, base, player.margin, player.confidence)
    return best_move(root, base)


def shortlist(game: Game[Any], world: Any, seat: int, moves: list[Move], base: Move,
              iterations: int, player: Player) -> list[Move]:
    """The root moves worth simulating: the heuristic's choice and the next best by the
    value right after the move, as many as let each be simulated three times."""
    size = min(len(moves), max(2, iterations // 3))
    if player.width is not None:
        size = min(size, max(1, player.width))
    rivals = [m for m in moves if m != base]
    if player.rank is not None:
        return [base, *player.rank(game, world, seat, rivals)[:size - 1]]
    scored = []
    for i, move in enumerate(rivals):
        after, _ = game.apply(world, seat, move)
        scored.append((-reward(game, after, seat, player), i, move))
    scored.sort()
    return [base] + [m for _, _, m in scored[:size - 1]]


def best_move(root: Node, base: Move) -> Move:
    """The root move with the best mean reward (the heuristic's own on a tie)."""
    return max(root.children.items(),
               key=lambda kv: (kv[1].mean, kv[0] == base, -kv[1].visits))[0]


def paired_best(root: Node, base: Move, margin: float, confidence: float) -> Move:
    """The rival move with the best paired lead over ``base``, if that lead is at least
    ``margin`` and ``confidence`` standard errors above 0; else ``base``."""
    reference = root.children[base].rewards
    choice, best = base, 0.0
    for move, node in root.children.items():
        if move == base:
            continue
        n = min(len(reference), len(node.rewards))
        if n == 0:
            continue
        diffs = [node.rewards[k] - reference[k] for k in range(n)]
        lead = sum(diffs) / n
        if lead < margin or lead <= best:
            continue
        if n > 1:
            variance = sum((d - lead) ** 2 for d in diffs) / (n - 1)
            if lead < confidence * math.sqrt(variance / n):
                continue
        elif confidence > 0:
            continue
        choice, best = move, lead
    return choice


def search(game: Game[Any], state: Any, seat: int, seed: int, iterations: int,
           player: Player, candidates: list[Move]) -> Node:
    """Simulate each root candidate in turn, ``iterations`` times in all.

    The k-th simulation of every candidate uses the same determinization and the same
    rollout draws (common random numbers), so candidates are compared on the same worlds
    and differ only by the move. Below the root, the seat's later decisions grow a tree
    (UCB1 with availability counts)."""
    root = Node(children={m: Node() for m in candidates})
    rollout = player.rollout or player.policy
    streams = Rng.from_seed(seed ^ 0x5EA4C4)
    draws: list[tuple[int, int]] = []
    stop_early = player.until_own_turn and player.same_point
    for i in range(iterations):
        move = candidates[i % len(candidates)]
        k = i // len(candidates)
        while len(draws) <= k:
            draws.append((streams.next64(), streams.next64()))
        world = player.determinize(state, seat, Rng(draws[k][0]))
        roll = Rng(draws[k][1])
        node = root.children[move]
        path = [root, node]
        world, _ = game.apply(world, seat, move)
        expanded = False
        others = False
        left = player.horizon
        while left > 0:
            acting = awaited(game, world)
            if not acting:
                break
            if stop_early and others and seat in acting:
                break
            if seat in acting and not expanded:
                actor = seat
                legal = game.legal_moves(world, seat)
                if len(legal) == 1:
                    move = legal[0]
                else:
                    move, expanded = _select(node, legal, player.exploration,
                                             partial(_policy_move, player, game, world, seat,
                                                     roll))
                    node = node.children[move]
                    path.append(node)
            else:
                if expanded and others and seat in acting and player.until_own_turn:
                    break
                actor = acting[0]
                chooser = rollout if expanded else player.policy
                move = chooser(game, world, actor, roll.next64())
                if expanded:
                    left -= 1
                if expanded or stop_early:
                    others = others or actor != seat
            world, _ = game.apply(world, actor, move)
        value = reward(game, world, seat, player)
        path[1].rewards.append(value)
        for n in path:
            n.visits += 1
            n.total += value
    return root


def _policy_move(player: Player, game: Game[Any], world: Any, seat: int, roll: Rng) -> Move:
    return player.policy(game, world, seat, roll.next64())


def _select(node: Node, legal: list[Move], c: float,
            first: Callable[[], Move]) -> tuple[Move, bool]:
    """Progressive widening, then UCB1 over the moves legal now.

    A node tried ``n`` times may have about sqrt(n) children: the heuristic's own choice
    (``first()``) is expanded first, other moves only once the node has been tried more
    (in legal order); among the children legal now, UCB1 with availability counts."""
    children = node.children
    present = [m for m in legal if m in children]
    for m in present:
        children[m].available += 1
    if len(present) < max(1, int(math.sqrt(node.visits))) and len(present) < len(legal):
        choice = first()
        if choice in children or choice not in legal:
            choice = next(m for m in legal if m not in children)
        child = children[choice] = Node()
        child.available = 1
        return choice, True
    best: Move = present[0]
    best_score = -1.0
    for m in present:
        child = children[m]
        score = child.mean + c * math.sqrt(math.log(child.available) / child.visits)
        if score > best_score:
            best, best_score = m, score
    return best, False
