"""A heuristic Afternova player.

It looks only at what its seat may see (its hand, its objective, the table), values
fragments by what its Projects in hand still need, and then:

- on its turn, compares the best extraction it can make (alone, with the Bot at two
  players, or with one other player's help, asked once per turn and paid in fragments) with
  a Trade, and carries out the chosen plan one draft step at a time;
- asked for help, accepts when what it is offered is worth more than the Paws it commits;
- trades for the cards worth most to it, completes its best Projects, and discards what it
  needs least.

``choose_move`` always answers with a legal move. A proposer waiting for answers has only
the optional ``withdraw``: :func:`wants_to_act` tells a driver to leave such a seat alone.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from functools import lru_cache, partial
from itertools import combinations
from typing import Any

from games import search
from games.afternova import hidden, rules
from games.afternova.data import (
    COLOURS,
    PAWS,
    PLANETS,
    PROJECTS,
    SHIPS,
)
from games.afternova.state import (
    ANSWER,
    COMPLETE,
    LIMIT,
    OVERFLOW,
    TRADE,
    TURN,
    State,
)
from games.core import Move, Rng

PAW_VALUE = 1.0  # what spending one Hired Paw costs, in VP-like units
TRADE_BASE = 0.5  # a Trade is worth at least this much (cards are the engine of the game)


def wants_to_act(state: State, seat: int) -> bool:
    """False for a seat whose only decision is optional (a proposer awaiting answers)."""
    return seat in rules.to_act(state) and seat not in rules.optional_seats(state)


def choose_move(game: Any, state: State, seat: int, rng_seed: int) -> Move:
    """A sensible legal move for ``seat``."""
    legal = rules.legal_moves(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has no decision to make")
    if len(legal) == 1:
        return legal[0]
    rng = Rng.from_seed(rng_seed)
    phase = state.phase
    if phase == TURN:
        move = turn_move(state, seat)
    elif phase == ANSWER:
        move = answer_move(state, seat, legal)
    elif phase == OVERFLOW:
        move = Move("discard", (least_valued_colour(state, seat, state.players[seat].storage),))
    elif phase == TRADE:
        move = trade_move(state, seat)
    elif phase == LIMIT:
        move = limit_move(state, seat)
    elif phase == COMPLETE:
        move = complete_move(state, seat)
    else:  # pragma: no cover - no other phase has decisions
        move = rng.choice(legal)
    return move if move in legal else rng.choice(legal)


# --- values -------------------------------------------------------------------------------

def objective(state: State, seat: int) -> str:
    return SHIPS[state.players[seat].ship].objective


def wanted_colours(state: State, seat: int, projects: list[str] | None = None) -> Counter[str]:
    """Fragments the seat's Projects in hand still need beyond its storage."""
    p = state.players[seat]
    need: Counter[str] = Counter()
    for card in projects if projects is not None else p.projects:
        need |= Counter(PROJECTS[card].cost)  # the largest single demand per colour
    return need - Counter(p.storage)


def frag_value(state: State, seat: int, colour: str, need: Counter[str]) -> float:
    value = 1.0 + (0.3 if colour in objective(state, seat) else 0.0)
    if need[colour] > 0:
        value += 1.6
    return value


def storage_value(state: State, seat: int, frags: list[str]) -> float:
    """1 per fragment (each scores at the end) plus the progress towards the Projects in
    hand, squared so that finishing one Project beats spreading over several."""
    p = state.players[seat]
    obj = objective(state, seat)
    values = _PLANS.storage
    key = (obj, tuple(p.projects), tuple(sorted(frags)))
    found = values.get(key)
    if found is None:
        if len(values) >= _VALUES_MAX:
            values.clear()
        found = values[key] = _storage_value(obj, p.projects, frags)
    return found


#: How many storage values (:func:`storage_value`) a thread remembers: a search values the
#: same storages against the same hands over and over (each key and value ~0.3 KB).
_VALUES_MAX = 4096


def _storage_value(obj: str, projects: list[str], frags: list[str]) -> float:
    have = Counter(frags)
    progress = []
    for card in projects:
        cost, total, worth = _project_terms(card, obj)
        covered = sum(min(n, have[c]) for c, n in cost)
        progress.append(worth * (covered / total) ** 2)
    progress.sort(reverse=True)
    value = float(len(frags))
    if progress:
        value += progress[0] + 0.3 * sum(progress[1:3])
    return value


#: Per (Project, objective): its cost as (colour, count) pairs, the cost's size and what
#: completing it is worth (VP and objective icons). The heuristic values thousands of
#: storages per decision, each against every Project in hand: worked out once.
_TERMS: dict[tuple[str, str], tuple[tuple[tuple[str, int], ...], int, int]] = {}


def _project_terms(card: str, obj: str) -> tuple[tuple[tuple[str, int], ...], int, int]:
    key = (card, obj)
    found = _TERMS.get(key)
    if found is None:
        project = PROJECTS[card]
        found = _TERMS[key] = (tuple(Counter(project.cost).items()), len(project.cost),
                               project.vp + sum(1 for c in project.cost if c in obj))
    return found


def keep_best(state: State, seat: int, frags: list[str], room: int) -> list[str]:
    """The ``room`` fragments of ``frags`` worth most together."""
    if len(frags) <= room:
        return list(frags)
    best: tuple[float, list[str]] = (float("-inf"), [])
    seen: set[tuple[str, ...]] = set()
    for combo in combinations(sorted(frags), room):
        if combo in seen:
            continue
        seen.add(combo)
        value = storage_value(state, seat, list(combo))
        if value > best[0]:
            best = (value, list(combo))
    return best[1]


def storage_gain(state: State, seat: int, incoming: list[str]) -> float:
    """What receiving ``incoming`` is worth, keeping only what storage can hold."""
    p = state.players[seat]
    room = rules.capacity(state, seat)
    after = keep_best(state, seat, p.storage + incoming, room)
    return storage_value(state, seat, after) - storage_value(state, seat, list(p.storage))


def least_valued_colour(state: State, seat: int, frags: list[str]) -> str:
    """The colour whose loss hurts least."""
    def after(c: str) -> float:
        rest = list(frags)
        rest.remove(c)
        return storage_value(state, seat, rest)

    return max((c for c in COLOURS if c in frags), key=lambda c: (after(c), c))


def project_value(state: State, seat: int, card: str) -> float:
    """A Project is worth its VP and objective icons, less what it still misses; more
    Projects than a few in hand are worth little (only six can ever be completed)."""
    p = state.players[seat]
    project = PROJECTS[card]
    cost, _, worth = _project_terms(card, objective(state, seat))
    value = float(worth)
    have = Counter(p.storage)
    missing = sum(n - have[c] for c, n in cost if n > have[c])
    value -= 1.0 * missing
    value += {"storage": 1.5, "trade": 1.0, "hand": 0.3}.get(project.promotion, 0.0)
    others = len([c for c in p.projects if c != card])
    if others >= 2:
        value -= 2.5 * (others - 1)
    if len(p.completed) + others >= 6:
        value -= 3.0
    return value


def paw_value(state: State, card: str, seat: int | None = None) -> float:
    """A Paw is worth more when planets on the table ask for its skills and when the hand
    lacks them (a hand of one skill extracts nothing alone)."""
    wanted = _skills_wanted(tuple(state.planets))
    value = 1.5 + 0.1 * sum(wanted.get(k, 0) for k in PAWS[card].skills)
    if seat is not None:
        hand = [c for c in state.players[seat].paws if c != card]
        have = Counter(k for c in hand for k in PAWS[c].skills)
        for k in PAWS[card].skills:
            value += 0.8 if have[k] < 2 else 0.3 if have[k] < 4 else -0.4
            have[k] += 1
        if len(hand) < 4:
            value += 1.5
    return value


@lru_cache(maxsize=256)
def _skills_wanted(planets: tuple[str, ...]) -> dict[str, int]:
    """The skills the planets on the table ask for, by count (the same table is valued
    for every Paw in a hand and the market: worked out once per table)."""
    wanted: Counter[str] = Counter()
    for planet in planets:
        for k, n in PLANETS[planet].needs:
            wanted[k] += n
    return dict(wanted)


def card_value(state: State, seat: int, card: str) -> float:
    if card in PAWS:
        return paw_value(state, card, seat)
    return project_value(state, seat, card)


# --- the turn -----------------------------------------------------------------------------

#: How many turn plans (:func:`turn_plan`) a thread remembers (AI seats run in the bot's
#: threads), by the turn's starting point (:func:`_turn_key`): a plan takes up to a dozen
#: draft steps, and each would otherwise work it out again, all planets and helpers. Nearly
#: every reuse comes within one search (a rollout carries out a seat's plan step by step; 64
#: plans caught 99% of what an unbounded memory did), and an entry takes about 5 KB (7 KB at
#: most; its key is the whole state but the draft), so a thread keeps under 0.5 MB.
_PLANS_MAX = 64

#: A turn's plan: (trade instead, the best plan, the draft before each of its steps).
TurnPlan = tuple[bool, list[Move], list[tuple[Any, ...] | None]]


class _Plans(threading.local):
    def __init__(self) -> None:
        self.by_turn: dict[tuple[Any, ...], TurnPlan] = {}
        self.storage: dict[tuple[Any, ...], float] = {}


_PLANS = _Plans()


def turn_move(state: State, seat: int) -> Move:
    """The turn's plan (:func:`turn_plan`), carried out one draft step at a time."""
    trade, plan, drafts = turn_plan(state, seat)
    if trade:
        return Move("trade")
    if state.draft is None:
        return plan[0]
    # Continue the plan: find how far the current draft has got.
    now = _draft_key(state)
    for i, before in enumerate(drafts):
        if before is not None and before == now:
            return plan[i]
    return plan[0] if rules.why_illegal(state, seat, plan[0]) is None else Move("trade")


def turn_plan(state: State, seat: int) -> TurnPlan:
    """The turn's plan (:data:`TurnPlan`), worked out once per turn's starting point (see
    :data:`_PLANS`)."""
    plans = _PLANS.by_turn
    key = _turn_key(state, seat)
    found = plans.get(key)
    if found is not None:
        return found
    value, plan = best_plan(state, seat)
    trade = not plan or value < trade_value(state, seat)
    drafts: list[tuple[Any, ...] | None] = []
    if not trade:
        sim = fresh_turn(state)
        for move in plan:
            drafts.append(_draft_key(sim))
            sim, _ = rules.apply(sim, seat, move)
    if len(plans) >= _PLANS_MAX:
        plans.clear()
    found = plans[key] = (trade, plan, drafts)
    return found


def _player_key(p: Any) -> tuple[Any, ...]:
    return (tuple(p.paws), tuple(p.projects), tuple(p.storage), p.ship, tuple(p.completed),
            tuple(p.completed_turn), tuple(p.shown))


def _turn_key(state: State, seat: int) -> tuple[Any, ...]:
    """Everything :func:`best_plan` and :func:`trade_value` may read: the whole state but
    its draft and phase (they plan from :func:`fresh_turn`)."""
    b = state.bot
    bot = None if b is None else (tuple(b.row), tuple(b.placed), tuple(b.storage), b.ship,
                                  tuple(b.scored), tuple(b.scored_hidden))
    return (seat, state.num_players, state.rng, tuple(_player_key(p) for p in state.players),
            bot, tuple(state.order), tuple(state.paw_deck), tuple(state.paw_discard),
            tuple(state.project_deck), tuple(state.project_discard),
            tuple(state.planet_deck), tuple(state.planet_discard),
            tuple(state.market_paws), tuple(state.market_projects), tuple(state.planets),
            tuple(tuple(f) for f in state.planet_fragments),
            tuple(sorted(state.bag.items())), tuple(sorted(state.discard.items())),
            state.turn, state.current, state.proposals, state.taken, state.cleared,
            tuple(state.done), state.ended)


def _draft_key(state: State) -> tuple[Any, ...] | None:
    """A draft as a value (the same plays, asks, Bot units, shares and pays, in any order)."""
    d = state.draft
    if d is None:
        return None
    return (d.planet, tuple(sorted(d.plays)), tuple(sorted(d.asks)), tuple(sorted(d.bot)),
            tuple(sorted(d.shares)), tuple(sorted(d.pays)))


def fresh_turn(state: State) -> State:
    """The turn's starting point: no draft (what the plans are built from)."""
    base = state.clone()
    base.draft = None
    base.phase = TURN
    return base


def trade_value(state: State, seat: int) -> float:
    """What a Trade adds: the best market cards over the worst ones a full hand would
    lose, discounted (cards only pay off through later extractions and completions)."""
    p = state.players[seat]
    market = sorted((card_value(state, seat, c)
                     for c in state.market_paws + state.market_projects), reverse=True)
    hand = sorted(card_value(state, seat, c) for c in p.paws + p.projects)
    room = rules.hand_limit(state, seat) - p.hand_size()
    gain = 0.0
    for i, v in enumerate(market[:3]):
        gain += v if i < room else v - (hand[i - room] if i - room < len(hand) else 0.0)
    value = TRADE_BASE + 0.25 * max(gain, 0.0)
    if not p.paws:
        value += 3.0
    return value


def best_plan(state: State, seat: int) -> tuple[float, list[Move]]:
    """The best extraction plan, as its value and its moves (empty if none).

    Every plan is valued first; only the best are checked for legality (a dry run of their
    draft steps, most of the cost), best value first and, on a tie, in the order found,
    until one holds."""
    base = fresh_turn(state)
    p = base.players[seat]
    found: list[tuple[float, int, list[Move] | Callable[[], list[Move]], bool]] = []
    for slot, planet in enumerate(base.planets):
        frags = list(base.planet_fragments[slot])
        if not frags:
            continue
        needs = dict(PLANETS[planet].needs)
        gain: float | None = None  # the same for every combination of own Paws
        for combo in rules.minimal_covers(p.paws, needs):
            if gain is None:
                gain = storage_gain(base, seat, frags)
            value = gain - PAW_VALUE * len(combo)
            found.append((value, len(found), [Move("extract", (str(slot + 1), *combo))],
                          False))
        for value, moves in helped_plans(base, seat, slot):
            found.append((value, len(found), moves, True))
    found.sort(key=lambda f: (-f[0], f[1]))
    for value, _, plan, check in found:
        plan = plan if isinstance(plan, list) else plan()
        if not check or _plan_is_legal(base, seat, plan):
            return value, plan
    return float("-inf"), []


def helped_plans(state: State, seat: int, slot: int,
                 ) -> list[tuple[float, Callable[[], list[Move]]]]:
    """Extractions with a little help: own Paws, then 1-2 units from the Bot or a player,
    each as its value and how to spell out its moves (only the best are ever needed).
    Not checked for legality (left to :func:`best_plan`)."""
    out: list[tuple[float, Callable[[], list[Move]]]] = []
    p = state.players[seat]
    planet = state.planets[slot]
    needs = dict(PLANETS[planet].needs)
    frags = list(state.planet_fragments[slot])
    useful = sorted((c for c in p.paws if any(k in needs for k in PAWS[c].skills)),
                    key=rules.card_key)
    seen: set[tuple[tuple[str, str], ...]] = set()
    gains: dict[tuple[str, ...], float] = {}  # storage_gain by fragments kept
    ranked: list[str] | None = None  # the planet's fragments, least wanted first
    for size in range(1, min(3, len(useful)) + 1):
        for combo in combinations(useful, size):
            sig = tuple(sorted(PAWS[c].skills for c in combo))
            if sig in seen:
                continue
            seen.add(sig)
            have = Counter(k for c in combo for k in PAWS[c].skills)
            short = {k: n - have[k] for k, n in needs.items() if have[k] < n}
            units = sum(short.values())
            if not 1 <= units <= 3 or units >= len(frags):
                continue
            if state.bot is None and state.proposals != 0:
                continue
            if ranked is None:  # the same for every combination: worked out once
                ranked = _ranked_to_give(state, seat, frags)
            if state.bot is not None:
                plan = bot_plan(state, seat, slot, combo, short, gains, ranked)
            else:
                plan = helper_plan(state, seat, slot, combo, short, gains, ranked)
            if plan is not None:
                out.append(plan)
    return out


def _gain(state: State, seat: int, kept: list[str],
          gains: dict[tuple[str, ...], float]) -> float:
    """:func:`storage_gain`, once per distinct set of fragments kept."""
    key = tuple(kept)
    if key not in gains:
        gains[key] = storage_gain(state, seat, kept)
    return gains[key]


def _ranked_to_give(state: State, seat: int, frags: list[str]) -> list[str]:
    need = wanted_colours(state, seat)
    return sorted(frags, key=lambda c: (frag_value(state, seat, c, need), c))


def bot_plan(state: State, seat: int, slot: int, combo: tuple[str, ...],
             short: dict[str, int], gains: dict[tuple[str, ...], float],
             ranked: list[str]) -> tuple[float, Callable[[], list[Move]]] | None:
    assert state.bot is not None
    units = sum(short.values())
    open_ = rules.bot_uncovered(state.bot)
    frags = list(state.planet_fragments[slot])
    gift: list[str] = []
    for c in ranked:
        if len(gift) < units and open_[c] > 0:
            open_[c] -= 1
            gift.append(c)
    if len(gift) < units:
        return None
    kept = list(frags)
    for c in gift:
        kept.remove(c)
    asks = [("bot", k) for k, n in short.items() for _ in range(n)]
    moves = partial(_help_moves, slot, combo, asks, [("bot", c) for c in gift])
    # Every fragment given brings the Bot (a rival, and the clock: its 6th Project ends
    # the game) closer to a Project.
    return _gain(state, seat, kept, gains) - PAW_VALUE * len(combo) - 0.8 * units, moves


def helper_plan(state: State, seat: int, slot: int, combo: tuple[str, ...],
                short: dict[str, int], gains: dict[tuple[str, ...], float],
                ranked: list[str]) -> tuple[float, Callable[[], list[Move]]] | None:
    others = [s for s in range(state.num_players) if s != seat]
    if not others:
        return None
    # The player with the most Hired Paws (public) is the likeliest to help.
    helper = max(others, key=lambda s: (len(state.players[s].paws), -s))
    if not state.players[helper].paws:
        return None
    units = sum(short.values())
    frags = list(state.planet_fragments[slot])
    gift = ranked[:units]
    kept = list(frags)
    for c in gift:
        kept.remove(c)
    who = str(helper + 1)
    moves = partial(_help_moves, slot, combo, [(who, k) for k, n in short.items()
                                               for _ in range(n)], [(who, c) for c in gift])
    # Discounted: the helper may decline.
    return 0.6 * _gain(state, seat, kept, gains) - PAW_VALUE * len(combo) - 0.5, moves


def _help_moves(slot: int, combo: tuple[str, ...], asks: list[tuple[str, str]],
                gifts: list[tuple[str, str]]) -> list[Move]:
    """A helped extraction's draft steps: the planet, own Paws, the units asked of the
    helper (``bot`` for the Bot), the fragments given, go."""
    moves = [Move("extract", (str(slot + 1),))]
    moves += [Move("play", (c,)) for c in combo]
    moves += [Move("ask", (who, k)) if who != "bot" else Move("bot", (k,)) for who, k in asks]
    moves += [Move("give", (who, c)) for who, c in gifts]
    moves.append(Move("go"))
    return moves


def _plan_is_legal(state: State, seat: int, moves: list[Move]) -> bool:
    sim = state
    for move in moves[:-1]:  # "go" may start an answer phase; the draft steps must hold
        if rules.why_illegal(sim, seat, move) is not None:
            return False
        sim, _ = rules.apply(sim, seat, move)
    return rules.why_illegal(sim, seat, moves[-1]) is None


# --- answers, trade, discards, completion -------------------------------------------------

def answer_move(state: State, seat: int, legal: list[Move]) -> Move:
    d = state.draft
    assert d is not None
    if seat == state.current:
        return Move("withdraw")
    offers = [m for m in legal if m.verb == "accept"]
    if not offers:
        return Move("decline")
    got = [c for t, c in d.shares if t == seat]
    got += [c for a, b, c in d.pays if b == seat]
    paid = [c for a, b, c in d.pays if a == seat]
    cheapest = min(offers, key=lambda m: (sum(paw_value(state, c) for c in m.args), m.args))
    cost = sum(paw_value(state, c) for c in cheapest.args)
    gain = storage_gain(state, seat, got)
    if paid:
        need = wanted_colours(state, seat)
        gain -= sum(frag_value(state, seat, c, need) for c in paid)
    return cheapest if gain >= cost else Move("decline")


def trade_move(state: State, seat: int) -> Move:
    cards = state.market_paws + state.market_projects
    if not cards:
        row = "paws" if state.paw_deck or state.paw_discard else "projects"
        return Move("clear", (row,))
    best = max(cards, key=lambda c: (card_value(state, seat, c), c))
    return Move("take", (best,))


def limit_move(state: State, seat: int) -> Move:
    p = state.players[seat]
    worst = min(p.paws + p.projects, key=lambda c: (card_value(state, seat, c), c))
    return Move("discard", (worst,))


def complete_move(state: State, seat: int) -> Move:
    p = state.players[seat]
    ready = [c for c in p.projects if rules.contains(p.storage, PROJECTS[c].cost)]
    if not ready:
        return Move("done")
    obj = objective(state, seat)
    best = max(ready, key=lambda c: (PROJECTS[c].vp + sum(1 for f in PROJECTS[c].cost
                                                         if f in obj), c))
    return Move("complete", (best,))


# --- the searching player -----------------------------------------------------------------

def policy_move(game: Any, state: State, seat: int, rng_seed: int) -> Move:
    """:func:`choose_move`'s move, checked alone rather than against every legal move.

    The search's model of every seat: it asks for a move some twenty times per simulation,
    and :func:`choose_move` lists every legal move first (every candidate draft step
    checked in turn), an eighth of the search's time, only to answer a lone legal move and
    to check its choice. Here the rules check the one move chosen; an answer to a proposal
    (which needs the offers listed) or a refused move goes through :func:`choose_move`, so
    the moves are the same."""
    phase = state.phase
    move: Move | None = None
    if phase == TURN:
        move = turn_move(state, seat)
    elif phase == ANSWER:
        if seat == state.current:
            move = Move("withdraw")
    elif phase == OVERFLOW:
        move = Move("discard", (least_valued_colour(state, seat, state.players[seat].storage),))
    elif phase == TRADE:
        move = trade_move(state, seat)
    elif phase == LIMIT:
        move = limit_move(state, seat)
    elif phase == COMPLETE:
        move = complete_move(state, seat)
    if move is not None and rules.why_illegal(state, seat, move) is None:
        return move
    return choose_move(game, state, seat, rng_seed)


def evaluate(state: State) -> list[float]:
    """Every ranked entry's score so far (the seats, then the Bot), plus for a seat half of
    what its storage promises towards the Projects in its hand."""
    values = []
    for seat in range(state.num_players):
        p = state.players[seat]
        progress = storage_value(state, seat, list(p.storage)) - len(p.storage)
        values.append(rules.player_score(state, seat)["total"] + 0.5 * progress)
    if state.bot is not None:
        values.append(float(rules.bot_score(state)["total"]))
    return values


#: What a Hired Paw in hand is worth at a leaf, in points (see :func:`evaluate_hand`).
HAND_PAW = 0.5


def evaluate_hand(state: State) -> list[float]:
    """:func:`evaluate` plus the Hired Paws in hand: a rollout cut at the seat's next turn
    sees a Project taken in a Trade (its progress counts at once) but not a Paw, whose
    worth comes only with a later extraction, so without it the search trades Paws for
    Projects on a biased leaf value."""
    values = evaluate(state)
    for seat in range(state.num_players):
        values[seat] += HAND_PAW * len(state.players[seat].paws)
    return values


#: The searching player. Its model of every seat and its rollout player is the heuristic
#: (:func:`policy_move`, :func:`choose_move`'s moves without listing every legal move;
#: valuing its turn plans before their legality dry run, and working the plan out once per
#: turn rather than at each draft step, made it three times cheaper, so about three times
#: the iterations fit in the bot's budget). A rollout plays 20 decisions
#: past the tree, through the seat's next turn rather than up to it: what a Trade or a
#: declined help buys shows only once the next extraction is made. A rival root move
#: overrules the heuristic's choice only with a paired lead of 0.08 in reward, one standard
#: error clear: with three rollouts per shortlisted move, smaller leads were mostly noise (a
#: long paired re-run of such overrules found them worth nothing on average, while leads
#: above ~0.1 held up). The leaf value counts Paws in hand (:func:`evaluate_hand`).
#: Screening (30 games each, all intervals wide): cut at the seat's next turn, 1.31x at 12
#: and at 24 iterations; with this horizon, 2.33x at 20 and 1.14x at 14 iterations. An
#: iteration cost ~15 CPU ms at the 95th percentile; remembering storage values and the
#: table's wanted skills, and :func:`policy_move`, brought it to ~11 (the same moves), so 20
#: iterations fit the bot's budget: screened over 90 games (seeds 1000, 2000 and 3000, 30
#: each: 2.33x, 4.0x, 4.0x), 3.29x [2.17, 5.58], CPU p95 215 ms per decision.
PLAYER = search.Player(determinize=hidden.determinize, policy=policy_move,
                       evaluate=evaluate_hand, scale=3.0, horizon=20, until_own_turn=False,
                       margin=0.08, confidence=1.0)


def search_move(game: Any, state: State, seat: int, seed: int = 0,
                iterations: int = search.DEFAULT_ITERATIONS) -> Move:
    """The searching player's move (information-set MCTS, :mod:`games.search`)."""
    return search.choose_move(game, state, seat, seed, iterations, PLAYER)


__all__ = ["PLAYER", "choose_move", "evaluate", "evaluate_hand", "policy_move", "search_move",
           "wants_to_act"]
