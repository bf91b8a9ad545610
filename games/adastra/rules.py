"""The flow of an Ad Astra game (rulebook, "Starting the game", "The game round").

Setup, the planning phase, the action phase (reveal a card, let its decisions happen, reveal
the next), the end of the round (hand limit, cards back) and the end of the game. What each
action card does is in :mod:`games.adastra.actions`; alien artifacts in
:mod:`games.adastra.artifacts`.

Legality has one source of truth, :func:`why_illegal`: legal moves are candidate moves it
accepts, and :func:`apply` refuses anything it rejects, with its sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.adastra import actions, artifacts
from games.adastra import resources as res
from games.adastra.common import clockwise_from, pawns_in_play, who
from games.adastra.data import (
    ALIEN,
    CARDS_PER_RESOURCE,
    FACTION_NAMES,
    FACTIONS,
    HAND_LIMIT,
    MAX_PLANETS_PER_SYSTEM,
    MIN_PLANETS_PER_SYSTEM,
    PAWNS,
    PLANET_COUNTS,
    RESOURCES,
    SOL,
    STARS,
    artifact_deck,
    card_kind,
    card_resources,
    faction_cards,
    planning_spaces,
)
from games.adastra.state import Placement, Planet, Player, Resolution, State
from games.adastra.terms import bundle, card, ending, faction, resource, star
from games.core import Event, IllegalMove, Move, Outcome, Rng, rank_by_score
from games.i18n import Message, joined, msg, render
from games.notation_kit import count_or_none
from games.options import OptionError

MIN_PLAYERS = 3
MAX_PLAYERS = 5
PASS = actions.PASS

# ============================================================================================
# Starting the game
# ============================================================================================


def read_options(num_players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Validate setup options; raise :class:`OptionError` (a ValueError) for a bad one."""
    opts = dict(options or {})
    unknown = set(opts) - {"optional_artifacts", "factions"}
    if unknown:
        raise OptionError(msg("adastra.no.options", names=", ".join(sorted(unknown))))
    optional = opts.get("optional_artifacts", True)
    if not isinstance(optional, bool):
        raise OptionError(msg("adastra.no.optional"))
    factions = opts.get("factions", list(FACTION_NAMES[:num_players]))
    if (not isinstance(factions, list) or len(factions) != num_players
            or len(set(factions)) != num_players
            or any(f not in FACTION_NAMES for f in factions)):
        raise OptionError(msg("adastra.no.factions", n=num_players,
                              factions=joined(faction(f) for f in FACTION_NAMES)))
    return {"optional_artifacts": optional, "factions": list(factions)}


def setup(num_players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    """rulebook, "Starting the game"."""
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(render(msg("adastra.no.players", min=MIN_PLAYERS, max=MAX_PLAYERS)))
    opts = read_options(num_players, options)
    rng = Rng.from_seed(seed)
    pool = [kind for kind, n in PLANET_COUNTS.items() for _ in range(n)]
    rng.shuffle(pool)
    # Each player turns one Sol planet face up; an alien one is replaced by another.
    homes: list[str] = []
    for kind in list(pool):
        if len(homes) == num_players:
            break
        if kind != ALIEN:
            homes.append(kind)
            pool.remove(kind)
    # Every other planet goes face down around the eight stars, three to seven each.
    sizes = [MIN_PLANETS_PER_SYSTEM] * len(STARS)
    for _ in range(len(pool) - sum(sizes)):
        open_systems = [i for i, n in enumerate(sizes) if n < MAX_PLANETS_PER_SYSTEM]
        sizes[rng.choice(open_systems)] += 1
    planets = [Planet(f"{SOL}{i + 1}", SOL, kind, True, owner=i, building="factory")
               for i, kind in enumerate(homes)]
    it = iter(pool)
    for system, size in zip(STARS, sizes, strict=True):
        planets.extend(Planet(f"{system}{i + 1}", system, next(it), False)
                       for i in range(size))
    deck = artifact_deck(opts["optional_artifacts"])
    rng.shuffle(deck)
    by_name = {f.name: f for f in FACTIONS}
    players = [Player(f, {r: 1 for r in RESOURCES}, list(faction_cards(by_name[f])),
                      deep_ships=1) for f in opts["factions"]]
    bank = {r: CARDS_PER_RESOURCE - num_players for r in RESOURCES}
    first = rng.below(num_players)
    state = State(num_players, opts, rng.state, players, planets, bank, deck, first)
    start_round(state, [])
    return state


# ============================================================================================
# Planning phase
# ============================================================================================


def start_round(state: State, events: list[Event]) -> None:
    state.round += 1
    state.phase = "planning"
    state.board = [None] * planning_spaces(state.num_players)
    state.planner = state.first
    state.space = -1
    state.action = None
    events.append(Event.of(msg("adastra.ev.round", round=state.round,
                               who=who(state, state.first))))


def planning_candidates(state: State, seat: int) -> list[Move]:
    empty = [str(i + 1) for i, b in enumerate(state.board) if b is None]
    return [Move("plan", (card, space)) for card in sorted(set(state.players[seat].hand))
            for space in empty]


def check_plan(state: State, seat: int, move: Move) -> Message | None:
    if len(move.args) != 2:
        return msg("adastra.no.plan_shape")
    code, space = move.args
    if code not in state.players[seat].hand:
        return msg("adastra.no.no_card", card=code)
    number = count_or_none(space, 1, len(state.board))
    if number is None or str(number) != space:
        return msg("adastra.no.spaces", n=len(state.board))
    if state.board[number - 1] is not None:
        return msg("adastra.no.space_taken", space=space)
    return None


def do_plan(state: State, seat: int, move: Move, events: list[Event]) -> None:
    code, space = move.args[0], int(move.args[1])
    state.players[seat].hand.remove(code)
    state.board[space - 1] = Placement(seat, code)
    events.append(Event.of(msg("adastra.ev.placed", who=who(state, seat), space=space),
                           {seat: msg("adastra.ev.placed_private", card=card(code),
                                      space=space)}))
    if all(b is not None for b in state.board):
        state.phase = "action"
        state.space = -1
        events.append(Event.of(msg("adastra.ev.board_full")))
    else:
        state.planner = (state.planner + 1) % state.num_players


# ============================================================================================
# Action phase
# ============================================================================================


def reveal_next(state: State, events: list[Event]) -> None:
    """Reveal the next space's card and line up who acts on it, in the rulebook's order."""
    state.space += 1
    if state.space >= len(state.board):
        end_of_round(state, events)
        return
    placement = state.board[state.space]
    assert placement is not None
    state.board[state.space] = Placement(placement.seat, placement.card, True)
    owner, code = placement.seat, placement.card
    kind = card_kind(code)
    events.append(Event.of(msg("adastra.ev.reveal", space=state.space + 1, who=who(state, owner),
                               card=card(code)), reveals=True))
    order = clockwise_from(state, owner)
    queue: list[tuple[int, str]]
    if kind == "production":
        queue = [(owner, "produce")]
    elif kind == "movement":
        queue = [(owner, "move1"), *((s, "move1") for s in order[1:]), (owner, "moveall")]
    elif kind == "build":
        queue = [(owner, "buildall"), *((s, "build1") for s in order[1:])]
    elif kind == "trade":
        queue = [(owner, "trade")]
    else:
        queue = [(owner, "score")]
        if state.first != owner:
            events.append(Event.of(msg("adastra.ev.first_player", who=who(state, owner))))
        state.first = owner
    state.action = Resolution(state.space + 1, owner, code, queue)


_AUTO_PASS = {"move1": "move1", "moveall": "moveall", "build1": "build", "buildall": "build",
              "trade": "trade"}


def auto_pass_text(state: State, seat: int, mode: str) -> Message:
    """Why a seat with nothing it can do is passed over."""
    return msg(f"adastra.ev.auto.{_AUTO_PASS.get(mode, 'other')}", who=who(state, seat))


def do_pass(state: State, seat: int, events: list[Event]) -> None:
    action = state.action
    assert action is not None
    mode = action.queue[0][1]
    if mode == "discard":
        actions.do_discard_scoring(state, seat, PASS, events)
        return
    action.queue.pop(0)
    events.append(Event.of(msg(f"adastra.ev.pass.{mode}", who=who(state, seat))))


# ============================================================================================
# End of the round and of the game
# ============================================================================================


def over_limit(state: State) -> list[int]:
    return [s for s, p in enumerate(state.players) if p.cards() > HAND_LIMIT]


def end_of_round(state: State, events: list[Event]) -> None:
    """rulebook, "End of the round": hand limit 10, then action cards go back."""
    state.action = None
    if over_limit(state):
        state.phase = "discard"
        names = joined(who(state, s) for s in over_limit(state))
        events.append(Event.of(msg("adastra.ev.round_end_discard", round=state.round,
                                   names=names, limit=HAND_LIMIT)))
    else:
        finish_round(state, events)


def limit_candidates(state: State, seat: int) -> list[Move]:
    have = state.players[seat].resources
    return [Move("discard", (r,)) for r in RESOURCES if have[r]]


def check_limit(state: State, seat: int, move: Move) -> Message | None:
    b = move.args[0] if len(move.args) == 1 else ""
    excess = state.players[seat].cards() - HAND_LIMIT
    if not b or any(c not in RESOURCES for c in b) or res.canonical(b) != b:
        return msg("adastra.no.limit_shape")
    if len(b) > excess:
        return msg("adastra.no.limit_many" if excess > 1 else "adastra.no.limit_one", n=excess)
    if not res.has(state.players[seat].resources, b):
        return msg("adastra.no.lack", bundle=bundle(b))
    return None


def do_limit(state: State, seat: int, move: Move, events: list[Event]) -> None:
    b = move.args[0]
    res.move_cards(state.players[seat].resources, state.bank, b)
    left = state.players[seat].cards()
    events.append(Event.of(msg("adastra.ev.limit_many" if len(b) > 1 else "adastra.ev.limit_one",
                               who=who(state, seat), n=len(b), left=left),
                           {seat: msg("adastra.ev.limit_private", bundle=bundle(b))}))


def finish_round(state: State, events: list[Event]) -> None:
    for placement in state.board:
        assert placement is not None
        player = state.players[placement.seat]
        if card_kind(placement.card) == "scoring":
            player.set_aside.append(placement.card)
        else:
            player.hand.append(placement.card)
    for player in state.players:
        if len(player.set_aside) == 3:
            player.hand.extend(player.set_aside)
            player.set_aside.clear()
            events.append(Event.of(msg("adastra.ev.scoring_back", who=faction(player.faction))))
    if state.ending:
        state.phase = "over"
        state.board = []
        result = outcome(state)
        assert result is not None
        assert result.reason_message is not None
        events.append(Event.of(msg("adastra.ev.over", reason=result.reason_message)))
        return
    start_round(state, events)


def outcome(state: State) -> Outcome | None:
    """Most points wins. Tie-break (our choice, the rulebook has none): more pawns in play,
    then more resource cards; players still tied share the place."""
    if state.phase != "over":
        return None
    scores = tuple(p.score for p in state.players)
    keys = [(p.score, sum(pawns_in_play(state, s, t) for t in PAWNS), p.cards())
            for s, p in enumerate(state.players)]
    ranking = rank_by_score(keys)
    reason = msg("adastra.outcome.win" if len(ranking[0]) > 1 else "adastra.outcome.wins",
                 ending=ending(state.ending), winners=joined((who(state, s) for s in ranking[0]),
                                                             "and"),
                 best=scores[ranking[0][0]])
    return Outcome(scores, ranking, render(reason), reason_message=reason)


# ============================================================================================
# Decisions: who acts, what they may do, and the one check of legality
# ============================================================================================


def to_act(state: State) -> list[int]:
    if state.phase == "planning":
        return [state.planner]
    if state.phase == "discard":
        return over_limit(state)
    if state.phase == "action" and state.action is not None:
        action = state.action
        if action.offer is not None:
            return sorted({action.owner, action.offer.target})
        if action.landing is not None:
            return [action.landing.seat]
        if action.queue:
            return [action.queue[0][0]]
    return []


def optional(state: State) -> list[int]:
    """Seats in ``to_act`` that need not act: a trade offer's owner waits for the answer
    (and may withdraw the offer meanwhile)."""
    action = state.action
    if state.phase == "action" and action is not None and action.offer is not None:
        return [action.owner]
    return []


_MODE_DECISION = {"produce": "produce", "score": "score", "move1": "move", "moveall": "move",
                  "build1": "build", "buildall": "build", "trade": "trade",
                  "discard": "discard"}


def decision(state: State, seat: int) -> str | None:
    """What the seat must decide now, or None when it has nothing to decide."""
    if seat not in to_act(state):
        return None
    if state.phase == "planning":
        return "plan"
    if state.phase == "discard":
        return "limit"
    action = state.action
    assert action is not None
    if action.offer is not None:
        return "withdraw" if seat == action.owner else "respond"
    if action.landing is not None:
        return "land"
    return _MODE_DECISION[action.queue[0][1]]


Candidates = Callable[[State, int], list[Move]]
Check = Callable[[State, int, Move], "Message | None"]
Do = Callable[[State, int, Move, list[Event]], None]


def _no_args(state: State, seat: int, move: Move) -> Message | None:
    return msg("adastra.no.no_args") if move.args else None


_CANDIDATES: dict[str, Candidates] = {
    "plan": planning_candidates,
    "produce": actions.production_candidates,
    "move": actions.movement_candidates,
    "land": actions.landing_candidates,
    "build": actions.build_candidates,
    "trade": actions.trade_candidates,
    "respond": lambda s, seat: [Move("accept"), Move("decline")],
    "withdraw": lambda s, seat: [Move("withdraw")],
    "score": actions.scoring_candidates,
    "discard": actions.discard_candidates,
    "limit": limit_candidates,
}

_CHECKS: dict[str, dict[str, Check]] = {
    "plan": {"plan": check_plan},
    "produce": {"produce": actions.check_produce},
    "move": {"move": actions.check_move, "pass": _no_args},
    "land": {"land": actions.check_land},
    "build": {"build": actions.check_build, "pass": _no_args},
    "trade": {"bank": actions.check_bank, "offer": actions.check_offer, "pass": _no_args},
    "respond": {"accept": _no_args, "decline": _no_args},
    "withdraw": {"withdraw": _no_args},
    "score": {"score": actions.check_score},
    "discard": {"discard": actions.check_discard_scoring, "pass": _no_args},
    "limit": {"discard": check_limit},
}

# Decisions during which an "anytime" artifact may be used (not in the middle of a landing or
# while a trade offer waits for its answer).
_USE_DECISIONS = {"plan", "produce", "move", "build", "trade", "score", "discard", "limit"}

PROMPTS: dict[str, Message] = {
    d: msg(f"adastra.prompt.{d}") for d in ("plan", "produce", "move", "land", "build", "trade",
                                           "respond", "withdraw", "score", "discard")}
PROMPTS["limit"] = msg("adastra.prompt.limit", limit=HAND_LIMIT)


def base_moves(state: State, seat: int) -> list[Move]:
    d = decision(state, seat)
    if d is None:
        return []
    checks = _CHECKS[d]
    return [m for m in _CANDIDATES[d](state, seat) if checks[m.verb](state, seat, m) is None]


def has_choice(state: State, seat: int) -> bool:
    """Whether the seat has a legal move other than passing (stops at the first one)."""
    d = decision(state, seat)
    if d is None:
        return False
    checks = _CHECKS[d]
    return any(m != PASS and checks[m.verb](state, seat, m) is None
               for m in _CANDIDATES[d](state, seat))


def legal_moves(state: State, seat: int) -> list[Move]:
    moves = base_moves(state, seat)
    if moves and moves != [PASS] and decision(state, seat) in _USE_DECISIONS:
        moves += [m for m in artifacts.use_candidates(state, seat)
                  if artifacts.check_use(state, seat, m) is None]
    return moves


def why_illegal(state: State, seat: int, move: Move) -> Message | None:
    """The one check of legality: a sentence for the player, or None if the move is legal."""
    if state.phase == "over":
        return msg("adastra.no.over")
    if not 0 <= seat < state.num_players:
        return msg("adastra.no.seat")
    acting = to_act(state)
    if seat not in acting:
        return msg("adastra.no.turn", waiting=joined((who(state, s) for s in acting), "and"))
    d = decision(state, seat)
    assert d is not None
    if move.verb == "use":
        if d not in _USE_DECISIONS:
            return msg("adastra.no.use_now")
        return artifacts.check_use(state, seat, move)
    check = _CHECKS[d].get(move.verb)
    if check is None:
        return msg("adastra.no.not_now", prompt=PROMPTS[d])
    return check(state, seat, move)


_DO: dict[str, Do] = {
    "plan": do_plan,
    "produce": actions.do_produce,
    "move": actions.do_move,
    "land": actions.do_land,
    "build": actions.do_build,
    "bank": actions.do_bank,
    "offer": actions.do_offer,
    "accept": actions.do_answer,
    "decline": actions.do_answer,
    "withdraw": actions.do_answer,
    "score": actions.do_score,
    "use": artifacts.do_use,
}


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    new, events = decide(state, seat, move)
    settle(new, events)
    return new, events


def foresee(state: State, seat: int, move: Move) -> tuple[State, list[Event], bool]:
    """The move as far as its mover can know the result beforehand (a preview): the decision
    itself and the automatic steps that follow from public facts and the mover's own hand.
    The third value says it stopped early: before the next action card is revealed, or
    before another seat is asked or skipped, since whether that seat can build, trade, move
    or discard depends on its hidden resources."""
    new, events = decide(state, seat, move)
    return new, events, settle(new, events, until=seat)


def decide(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """The decision alone, on a copy of ``state``, before anything automatic follows."""
    reason = why_illegal(state, seat, move)
    if reason is not None:
        raise IllegalMove(reason)
    new = state.clone()
    events: list[Event] = []
    d = decision(new, seat)
    if move.verb == "pass":
        do_pass(new, seat, events)
    elif move.verb == "discard":
        if d == "limit":
            do_limit(new, seat, move, events)
        else:
            actions.do_discard_scoring(new, seat, move, events)
    else:
        _DO[move.verb](new, seat, move, events)
    return new, events


def settle(state: State, events: list[Event], until: int | None = None) -> bool:
    """Run everything that needs no decision: reveal cards, skip seats with nothing to do.

    With ``until`` (a seat), stop before what that seat cannot foresee (see
    :func:`foresee`) and return True if something was left to do.
    """
    while True:
        if state.phase == "discard":
            if over_limit(state):
                return False
            finish_round(state, events)
            continue
        if state.phase != "action":
            return False
        action = state.action
        if action is None or (not action.queue and action.landing is None
                              and action.offer is None):
            if until is not None:
                return True
            reveal_next(state, events)
            continue
        if action.offer is not None or action.landing is not None:
            return False
        seat, mode = action.queue[0]
        if until is not None and seat != until:
            return True
        if has_choice(state, seat):
            return False
        if mode == "discard":
            actions.do_discard_scoring(state, seat, PASS, events)
        else:
            events.append(Event.of(auto_pass_text(state, seat, mode), minor=True))
            action.queue.pop(0)


def prompt(state: State, seat: int) -> Message | None:
    """What the seat is asked now, or None when it has nothing to decide."""
    d = decision(state, seat)
    if d is None:
        return None
    if d == "land" and state.action is not None and state.action.landing is not None:
        return msg("adastra.prompt.land_at", system=star(state.action.landing.system))
    if d == "produce" and state.action is not None:
        a, b = card_resources(state.action.card)
        return msg("adastra.prompt.produce_pair", a=resource(a), b=resource(b))
    return PROMPTS[d]
