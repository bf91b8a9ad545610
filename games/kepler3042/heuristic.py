"""The heuristic Kepler-3042 player's judgement and decision rules (:mod:`.ai` plays them).

Most decisions are one-ply lookahead: apply each candidate move to a copy of the state and
keep the one whose :func:`value` is highest for the deciding seat. Choosing the Main Action
looks further: each action space is played out with those greedy choices until the action is
finished, and the resulting states are compared. The value function is "Victory Points now
plus what the position promises": Resources on planets, technology levels, Starships sitting
on colonizable planets or heading towards them, colonies that can still be terraformed. The
promise fades as the 16 rounds run out, so late in the game only points count.

Candidate moves are tried without the engine's input checks (they are legal moves) and
without listing Quantum juggling the heuristic skips anyway; a decision left on the stack is
settled as the engine settles it.

The player never reads hidden information: tiles are turned over by a rule (nearest to its
Starships) rather than by trying them out, and lookahead stops before any tile is revealed.
"""

from __future__ import annotations

from collections.abc import Callable

from games.core import Event, Move, Rng

from . import data as D
from . import rules as R
from .state import KState
from .terms import Cache

# Candidate moves the greedy search skips: Quantum Physics cube juggling never changes the
# value by itself (the value does not care which planet holds a cube).
SKIP_VERBS = frozenset({"convert", "shift"})
_TECH_WEIGHT = (1.0, 0.45, 0.55, 0.9, 0.6)  # per level, early in the game


def _attractive(state: KState, seat: int) -> list[int]:
    """Hexes a Starship of ``seat`` would like to reach (public information only)."""
    p = state.players[seat]
    occ = R.occupancy(state)
    can_colonize = len(R.colonies(p)) < D.MAX_COLONIES
    out = []
    for h, t in state.tiles.items():
        if not t.revealed:
            continue
        if h in occ or t.colonist >= 0:
            continue
        wanted = t.kind != D.PLANET_TILE or (
            can_colonize and (D.PLANET[t.planet].type != D.ALIEN
                              or p.tech[D.AS] >= D.ALIEN_LEVEL - 1))
        if wanted:
            out.append(h)
    return out


def value(state: KState, seat: int) -> float:
    """How good the position is for ``seat``: points now plus fading promise."""
    p = state.players[seat]
    parts = R.score_parts(state, seat)
    v = float(sum(parts.values()))
    if state.phase == "over":
        return v
    left = max(0, D.ROUNDS - state.round) + (0.5 if state.turn.seat == seat else 0.0)
    f = left / D.ROUNDS
    g = min(1.0, left / 3)
    planet_cubes = sum(h.cubes[0] + h.cubes[1] for h in p.holdings)
    anti = sum(h.cubes[2] for h in p.holdings)
    v += g * (0.55 * planet_cubes + 0.3 * anti + 0.35 * (p.store[0] + p.store[1])
              + 0.5 * p.store[2])
    v -= 0.6 * g * sum(p.pit)  # BURNED cubes are lost for good
    for t, lvl in enumerate(p.tech):
        v += f * _TECH_WEIGHT[t] * min(lvl, 4) + (0.4 * f if lvl >= 1 else 0.0)
    if R.speed(p) == 0:
        v -= 1.5 * f
    v += 0.25 * f * (p.lead[0] + p.lead[1])
    tf = D.tech_value2(D.TF, p.tech[D.TF])
    for hold in R.colonies(p):
        if not hold.terraformed:
            card = D.PLANET[hold.planet]
            reach = 0.6 if card.level <= tf else (0.3 if card.level == tf + 1 else 0.1)
            v += g * reach * (card.vp + card.terraform_awards * 0.4)
            # Cubes already where the terraforming will be paid are worth a little more.
            v += 0.15 * g * sum(min(c, n) for c, n in zip(hold.cubes, card.terraform_cost,
                                                          strict=True))
    targets = _attractive(state, seat)
    unrevealed = [h for h, t in state.tiles.items() if not t.revealed]
    can_colonize = len(R.colonies(p)) < D.MAX_COLONIES
    for h in p.ships:
        if h < 0:
            continue
        tile = state.tiles.get(h)
        if tile is not None and tile.kind == D.PLANET_TILE:
            card = D.PLANET[tile.planet]
            ok = can_colonize and (card.type != D.ALIEN or p.tech[D.AS] >= D.ALIEN_LEVEL)
            if ok:
                v += g * (0.8 * D.ZONE_VP[tile.zone] + 0.6 + 0.3 * card.colony_awards
                          + 0.3 * card.vp)
            elif can_colonize and card.type == D.ALIEN:
                v += g * 1.0
            continue
        if tile is not None:
            continue  # on a Mine: counted in the score
        near = min((D.hex_distance(h, x) for x in targets), default=30)
        far = min((D.hex_distance(h, x) for x in unrevealed), default=30) + 2
        d = min(near, far)
        v += f * max(0.0, 1.6 - 0.15 * d)
    return v


# --- lookahead ----------------------------------------------------------------------------
# The heuristic tries every candidate move on a copy of the state. It needs neither the
# engine's input checks (the moves it tries are legal ones) nor, in its own lists, Quantum
# juggling (it skips those moves): up to 60 resource shifts and 10 conversions, each checked
# in full, would otherwise be most of the listing.

def apply(state: KState, seat: int, move: Move) -> KState:
    """The engine's ``apply`` of a move known to be legal, without the checks."""
    new = state.clone()
    events: list[Event] = []
    R.execute(new, seat, move, events)
    R.settle(new, events)
    return new


def moves_for(state: KState, seat: int) -> list[Move]:
    """The legal moves the heuristic looks at: all but Quantum juggling, unless the seat
    has only one legal move (then that one, whatever it is) or only Quantum juggling."""
    if seat not in R.to_act(state):
        return []
    if state.phase != "play":
        return R.legal_moves(state, seat)
    cache: Cache = {}
    plain: list[Move] = []
    quantum = 0
    for m in R.candidates(state, seat, cache):
        if m.verb in SKIP_VERBS:
            if quantum == 0 and R.why_illegal(state, seat, m, cache) is None:
                quantum = 1
        elif R.why_illegal(state, seat, m, cache) is None:
            plain.append(m)
    if not plain or (len(plain) == 1 and quantum):
        # Only Quantum juggling, or one move that a legal Quantum move keeps from being
        # forced: the full list, so the count (and the fallback of prune) is the engine's.
        return R.legal_moves(state, seat)
    return plain


# --- the heuristic ------------------------------------------------------------------------

#: A choice among ``moves`` for ``seat`` (the Main Action, or another decision's move).
Chooser = Callable[[KState, int, list[Move], Rng], Move]


def decide(state: KState, seat: int, rng: Rng, choose_action: Chooser,
           choose_best: Chooser) -> Move:
    """A move for ``seat`` by the heuristic's rules for each kind of decision, with the
    Main Action and the other choices made by ``choose_action`` and ``choose_best`` (the
    heuristic's own, or the search's cheaper ones)."""
    moves = moves_for(state, seat)
    if len(moves) == 1:
        return moves[0]
    top = state.stack[-1] if state.stack else None
    if state.phase == "setup":
        return _choose_start(state, seat, moves)
    if top is not None and top.kind == "reveal":
        return _choose_reveal(state, seat, moves)
    if top is not None and top.kind == "turn" and state.turn.stage == 0:
        return choose_action(state, seat, moves, rng)
    return choose_best(state, seat, prune(state, seat, moves), rng)


def prune(state: KState, seat: int, moves: list[Move]) -> list[Move]:
    """Drop Quantum Physics juggling and all but the most promising Space destinations."""
    out = [m for m in moves if m.verb not in SKIP_VERBS and m.verb != "move"]
    targets = _attractive(state, seat)
    unrevealed = [h for h, t in state.tiles.items() if not t.revealed]
    goals = targets + unrevealed
    by_ship: dict[str, list[tuple[int, Move]]] = {}
    for m in moves:
        if m.verb != "move":
            continue
        dest = D.hex_index(m.args[1])
        if dest in state.tiles:
            out.append(m)
            continue
        d = min((D.hex_distance(dest, x) for x in goals), default=0)
        by_ship.setdefault(m.args[0], []).append((d, m))
    for options in by_ship.values():
        options.sort()
        out += [m for _, m in options[:3]]
    return out or moves


def best_by_value(state: KState, seat: int, moves: list[Move], rng: Rng) -> Move:
    best: list[Move] = []
    best_v = -1e9
    for m in moves:
        v = value(apply(state, seat, m), seat)
        if m.verb in ("withdraw",):
            v -= 0.05
        if v > best_v + 1e-9:
            best, best_v = [m], v
        elif abs(v - best_v) <= 1e-9:
            best.append(m)
    return best[rng.below(len(best))]


def _choose_start(state: KState, seat: int, moves: list[Move]) -> Move:
    o = D.OBJECTIVE[state.players[seat].objective]
    want = ["ST", D.TECH_CODES[o.track] if o.kind == "tech" and o.track != D.ST else "TF"]
    pick = Move("start", tuple(sorted(want, key=D.TECH_CODES.index)))
    return pick if pick in moves else moves[0]


def _choose_reveal(state: KState, seat: int, moves: list[Move]) -> Move:
    ships = [h for h in state.players[seat].ships if h >= 0] or [D.SOL]

    def key(m: Move) -> tuple[int, str]:
        h = D.hex_index(m.args[0])
        return (min(D.hex_distance(h, s) for s in ships), m.args[0])

    return min(moves, key=key)


def finish_action(state: KState, seat: int, rng: Rng) -> KState:
    """Play the seat's greedy choices until its Main Action is over (or a tile would be
    turned over, which would peek at hidden information)."""
    for _ in range(40):
        if state.phase == "over" or R.to_act(state) != [seat]:
            return state
        top = state.stack[-1]
        if top.kind == "turn" or top.kind == "reveal":
            return state
        move = best_by_value(state, seat, prune(state, seat, moves_for(state, seat)), rng)
        state = apply(state, seat, move)
    return state


def choose_action(state: KState, seat: int, moves: list[Move], rng: Rng) -> Move:
    scored: list[tuple[float, int, Move]] = []
    p = state.players[seat]
    for m in moves:
        if m.verb in SKIP_VERBS:
            continue
        after = finish_action(apply(state, seat, m), seat, rng)
        v = value(after, seat)
        if m.verb == "map":
            v += 0.4 if any(not t.revealed for t in state.tiles.values()) else 0.0
        # A little credit for the bonus actions this space opens.
        a, b = D.bonuses_of(D.ACTIONS.index(m.verb))
        if "logistics" in (a, b) and -1 in p.ships:
            v += 0.3
        scored.append((v, rng.below(1000), m))
    scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return scored[0][2]
