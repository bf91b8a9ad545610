"""The action cards (rulebook, "The action cards"): Production, Movement, Build, Trade, Scoring.

Each section offers three kinds of function for the decisions its card creates:
``*_candidates`` lists the moves worth checking, ``check_*`` returns why a move is illegal
(``None`` when it is legal) and ``do_*`` carries a legal move out on a cloned state, appending
events. The flow between decisions lives in :mod:`games.adastra.rules`.
"""

from __future__ import annotations

from itertools import combinations

from games.adastra import resources as res
from games.adastra.artifacts import draw_artifact, spend_artifact
from games.adastra.common import (
    check_winning_score,
    clockwise_from,
    element_points,
    face_down_left,
    supply,
    who,
)
from games.adastra.data import (
    ALIEN,
    COST_BETWEEN_SYSTEMS,
    COST_TO_DEEP_SPACE,
    COST_WITHIN_SYSTEM,
    COSTS,
    MOVE_RESOURCE,
    ORES,
    RESOURCES,
    SCORING_BONUS,
    SCORING_CARDS,
    SOL,
    STARS,
    TERRAFORMABLE,
    VP_ALIEN_COLONY,
    VP_ALIEN_FACTORY,
    VP_TERRAFORMER,
    card_resources,
    card_systems,
)
from games.adastra.state import Landing, Offer, Resolution, State
from games.adastra.terms import (
    a_pawn,
    bundle,
    cost,
    element,
    kind,
    pawn,
    planet_of,
    resource,
    star,
)
from games.core import Event, Move
from games.i18n import Message, joined, msg, render
from games.notation_kit import count_or_none, is_count

PASS = Move("pass")


def _resolution(state: State) -> Resolution:
    assert state.action is not None
    return state.action


# ============================================================================================
# Production
# ============================================================================================

def production_candidates(state: State, seat: int) -> list[Move]:
    return [Move("produce", (r,)) for r in card_resources(_resolution(state).card)]


def check_produce(state: State, seat: int, move: Move) -> Message | None:
    options = card_resources(_resolution(state).card)
    if len(move.args) != 1 or move.args[0] not in options:
        a, b = (resource(r) for r in options)
        return msg("adastra.no.produce", a=a, b=b)
    return None


def production_yield(state: State, seat: int, resource: str) -> int:
    """Cards a seat earns: 1 per colony and starship, 2 per factory, on matching planets."""
    total = 0
    for p in state.planets:
        if p.owner != seat or p.kind != resource or p.kind == ALIEN:
            continue
        total += p.ships
        total += 2 if p.building == "factory" else 1 if p.building == "colony" else 0
    return total


def do_produce(state: State, seat: int, move: Move, events: list[Event]) -> None:
    """Everyone produces the chosen resource; a short bank serves clockwise from the owner."""
    action = _resolution(state)
    chosen = move.args[0]
    action.choice = chosen
    events.append(Event.of(msg("adastra.ev.produce", who=who(state, seat),
                               resource=resource(chosen))))
    for s in clockwise_from(state, action.owner):
        due = production_yield(state, s, chosen)
        if not due:
            continue
        got = min(due, state.bank[chosen])
        state.bank[chosen] -= got
        state.players[s].resources[chosen] += got
        if got < due:
            told = msg("adastra.ev.takes_short", who=who(state, s), n=got,
                       resource=resource(chosen), missing=due - got)
        else:
            told = msg("adastra.ev.takes", who=who(state, s), n=got, resource=resource(chosen))
        events.append(Event.of(told, minor=True))
    action.queue.pop(0)


# ============================================================================================
# Movement
# ============================================================================================

def movable_from(state: State, seat: int) -> list[str]:
    """Where this seat has a starship that may still move during this card."""
    action = _resolution(state)
    moved = action.moved if seat == action.owner else []
    places: list[str] = []
    if state.players[seat].deep_ships - moved.count("deep") > 0:
        places.append("deep")
    for p in state.planets:
        if p.owner == seat and p.ships - moved.count(p.id) > 0:
            places.append(p.id)
    return places


def landing_spots(state: State, seat: int, system: str, origin: str) -> list[str]:
    """Planets of a system a starship may land on: face down, or free of other players."""
    return [p.id for p in state.system_planets(system)
            if p.id != origin and (not p.face_up or p.owner in (None, seat))]


def move_cost(state: State, origin: str, dest: str) -> int:
    """rulebook, "Movement Cost"."""
    if dest == "deep":
        return COST_TO_DEEP_SPACE
    if origin == "deep":
        return 0
    return COST_WITHIN_SYSTEM if state.planet(origin).system == dest else COST_BETWEEN_SYSTEMS


def movement_candidates(state: State, seat: int) -> list[Move]:
    card_dests = card_systems(_resolution(state).card)
    player = state.players[seat]
    moves: list[Move] = []
    for origin in movable_from(state, seat):
        dests = [d for d in ("deep", *card_dests) if d != origin]
        for dest in dests:
            moves.append(Move("move", (origin, dest)))
            if "motor" in player.artifacts:
                moves.append(Move("move", (origin, dest, "motor")))
        if "ianua" in player.artifacts:
            moves.extend(Move("move", (origin, s, "ianua")) for s in STARS
                         if s not in card_dests)
    moves.append(PASS)
    return moves


def check_move(state: State, seat: int, move: Move) -> Message | None:
    if len(move.args) not in (2, 3):
        return msg("adastra.no.move_shape")
    origin, dest = move.args[0], move.args[1]
    via = move.args[2] if len(move.args) == 3 else ""
    player = state.players[seat]
    card_dests = card_systems(_resolution(state).card)
    if origin != "deep" and not state.has_planet(origin):
        return msg("adastra.no.planet", planet=origin)
    if origin not in movable_from(state, seat):
        if seat == _resolution(state).owner and origin in _resolution(state).moved:
            return (msg("adastra.no.moved_deep") if origin == "deep"
                    else msg("adastra.no.moved_on", planet=origin))
        return (msg("adastra.no.ship_deep") if origin == "deep"
                else msg("adastra.no.ship_on", planet=origin))
    if via and via not in ("motor", "ianua"):
        return msg("adastra.no.move_artifact", via=repr(via))
    if via and via not in player.artifacts:
        return msg("adastra.no.artifact_held")
    if dest == SOL:
        return msg("adastra.no.sol")
    if dest == "deep":
        if origin == "deep":
            return msg("adastra.no.already_deep")
        if via == "ianua":
            return msg("adastra.no.gate_deep")
    elif dest not in STARS:
        return msg("adastra.no.system", system=dest)
    elif via != "ianua" and dest not in card_dests:
        a, b = (star(s) for s in card_dests)
        return msg("adastra.no.card_systems", a=a, b=b)
    elif not landing_spots(state, seat, dest, origin):
        return msg("adastra.no.system_full", system=star(dest))
    price = 0 if via else move_cost(state, origin, dest)
    if player.resources[MOVE_RESOURCE] < price:
        return msg("adastra.no.move_cost", cost=price, resource=resource(MOVE_RESOURCE),
                   have=player.resources[MOVE_RESOURCE])
    return None


def _leave(state: State, seat: int, origin: str) -> None:
    if origin == "deep":
        state.players[seat].deep_ships -= 1
        return
    planet = state.planet(origin)
    planet.ships -= 1
    if not planet.has_pawns():
        planet.owner = None


def do_move(state: State, seat: int, move: Move, events: list[Event]) -> None:
    action = _resolution(state)
    origin, dest = move.args[0], move.args[1]
    via = move.args[2] if len(move.args) == 3 else ""
    player = state.players[seat]
    price = 0 if via else move_cost(state, origin, dest)
    player.resources[MOVE_RESOURCE] -= price
    state.bank[MOVE_RESOURCE] += price
    mover = who(state, seat)
    if via:
        spend_artifact(state, seat, via, events)
    _leave(state, seat, origin)
    src: Message | str = msg("adastra.deep_space") if origin == "deep" else origin
    paid: Message | str = (msg("adastra.paying", cost=price, resource=resource(MOVE_RESOURCE))
                           if price else "")
    if dest == "deep":
        player.deep_ships += 1
        if seat == action.owner:
            action.moved.append("deep")
        events.append(Event.of(msg("adastra.ev.move_deep", who=mover, src=src, paid=paid)))
        _after_ship_moved(action)
        return
    action.landing = Landing(seat, origin, dest)
    hidden = [p for p in state.system_planets(dest) if not p.face_up]
    for p in hidden:
        if p.id not in player.known:
            player.known.append(p.id)
    seen = (joined(msg("adastra.seen", planet=p.id, kind=kind(p.kind)) for p in hidden)
            if hidden else msg("adastra.none"))
    events.append(Event.of(
        msg("adastra.ev.move_one" if len(hidden) == 1 else "adastra.ev.move_many", who=mover,
            src=src, system=star(dest), paid=paid, n=len(hidden)),
        {seat: msg("adastra.ev.seen_system", system=star(dest), seen=seen)},
        reveals=bool(hidden),
    ))


def _after_ship_moved(action: Resolution) -> None:
    if action.queue and action.queue[0][1] == "move1":
        action.queue.pop(0)


def landing_candidates(state: State, seat: int) -> list[Move]:
    landing = _resolution(state).landing
    assert landing is not None
    return [Move("land", (pid,)) for pid in landing_spots(state, seat, landing.system,
                                                          landing.origin)]


def check_land(state: State, seat: int, move: Move) -> Message | None:
    landing = _resolution(state).landing
    assert landing is not None
    if len(move.args) != 1 or not state.has_planet(move.args[0]):
        return msg("adastra.no.land_shape")
    planet = state.planet(move.args[0])
    if planet.system != landing.system:
        return msg("adastra.no.land_system", system=star(landing.system))
    if planet.id == landing.origin:
        return msg("adastra.no.land_same")
    if planet.face_up and planet.owner not in (None, seat):
        return msg("adastra.no.land_taken", planet=planet.id, who=who(state, planet.owner))
    return None


def do_land(state: State, seat: int, move: Move, events: list[Event]) -> None:
    action = _resolution(state)
    planet = state.planet(move.args[0])
    lander = who(state, seat)
    discovered = not planet.face_up
    planet.ships += 1
    planet.owner = seat
    action.landing = None
    if seat == action.owner:
        action.moved.append(planet.id)
    if discovered:
        planet.face_up = True
        for p in state.players:
            if planet.id in p.known:
                p.known.remove(planet.id)
        events.append(Event.of(msg("adastra.ev.reveal_land", who=lander, planet=planet.id,
                                   kind=planet_of(planet.kind)), reveals=True))
        if planet.kind == ALIEN:
            draw_artifact(state, seat, events)
        if not face_down_left(state) and not state.ending:
            state.ending = render(msg("adastra.ending.planets"))  # English, as stored games
            events.append(Event.of(msg("adastra.ev.last_planet")))
    else:
        events.append(Event.of(msg("adastra.ev.land", who=lander, planet=planet.id,
                                   kind=kind(planet.kind))))
    _after_ship_moved(action)


# ============================================================================================
# Build
# ============================================================================================

def build_candidates(state: State, seat: int) -> list[Move]:
    player = state.players[seat]
    moves: list[Move] = []
    mine = [p for p in state.planets if p.owner == seat]
    for p in mine:
        if not p.building and (p.ships or p.terraformed):
            moves.extend(Move("build", ("colony", p.id, o)) for o in ORES)
        if p.building == "colony":
            moves.extend(Move("build", ("factory", p.id, o)) for o in ORES)
            if "fabrica" in player.artifacts:
                moves.append(Move("build", ("factory", p.id, "fabrica")))
        if p.kind in TERRAFORMABLE and not p.terraformed:
            moves.append(Move("build", ("terraformer", p.id)))
            if "semen" in player.artifacts:
                moves.append(Move("build", ("terraformer", p.id, "semen")))
    moves.extend(Move("build", ("starship", o)) for o in ORES)
    if "navis" in player.artifacts:
        moves.append(Move("build", ("starship", "navis")))
    moves.append(PASS)
    return moves


def build_price(item: str, pay: str) -> str:
    """The bundle an item costs when its "any one ore" is paid with ``pay``."""
    cost = COSTS[item]
    fixed = "".join(r * n for r, n in cost.fixed)
    return res.canonical(fixed + (pay * cost.any_ore if cost.any_ore else ""))


_FREE_BY = {"factory": "fabrica", "terraformer": "semen", "starship": "navis"}


def check_build(state: State, seat: int, move: Move) -> Message | None:
    if not move.args or move.args[0] not in COSTS:
        return msg("adastra.no.build_shape")
    item, rest = move.args[0], move.args[1:]
    player = state.players[seat]
    if supply(state, seat, item) <= 0:
        return msg("adastra.no.pawns", item=pawn(item))
    if item == "starship":
        if len(rest) != 1:
            return msg("adastra.no.ship_ore")
        pay, planet = rest[0], None
    else:
        if not rest or not state.has_planet(rest[0]):
            return msg("adastra.no.build_planet", item=pawn(item), code=item)
        planet = state.planet(rest[0])
        pay = rest[1] if len(rest) > 1 else ""
        if len(rest) > 2:
            return msg("adastra.no.build_words")
    free = pay == _FREE_BY.get(item)
    if pay and not free and pay not in ORES:
        return msg("adastra.no.pay", pay=repr(pay), item=a_pawn(item))
    if COSTS[item].any_ore and not pay:
        return msg("adastra.no.which_ore", item=pawn(item), code=item, planet=rest[0])
    if not COSTS[item].any_ore and pay and not free:
        return msg("adastra.no.no_ore", item=pawn(item))
    if free and pay not in player.artifacts:
        return msg("adastra.no.artifact_held")
    if planet is not None:
        if planet.owner != seat:
            return msg("adastra.no.no_pawn", planet=planet.id)
        if item == "colony":
            if planet.building:
                return msg("adastra.no.one_building", planet=planet.id,
                           building=a_pawn(planet.building))
            if not (planet.ships or planet.terraformed):
                return msg("adastra.no.colony_where", planet=planet.id)
        elif item == "factory":
            if planet.building != "colony":
                return msg("adastra.no.factory_where", planet=planet.id)
        elif item == "terraformer":
            if planet.kind not in TERRAFORMABLE:
                return msg("adastra.no.terraform_kind",
                           kinds=joined((planet_of(k) for k in TERRAFORMABLE), "or"))
            if planet.terraformed:
                return msg("adastra.no.terraformed", planet=planet.id)
    if not free:
        price = build_price(item, pay)
        if not res.has(player.resources, price):
            return msg("adastra.no.afford", item=a_pawn(item), cost=cost(item),
                       price=bundle(price))
    return None


def do_build(state: State, seat: int, move: Move, events: list[Event]) -> None:
    action = _resolution(state)
    item, rest = move.args[0], move.args[1:]
    player = state.players[seat]
    builder = who(state, seat)
    pay = rest[0] if item == "starship" else (rest[1] if len(rest) > 1 else "")
    if pay == _FREE_BY.get(item):
        spend_artifact(state, seat, pay, events)
        paid = msg("adastra.paid.free")
    else:
        price = build_price(item, pay)
        res.move_cards(player.resources, state.bank, price)
        paid = msg("adastra.paid.bundle", bundle=bundle(price))
    if item == "starship":
        player.deep_ships += 1
        events.append(Event.of(msg("adastra.ev.build_ship", who=builder, paid=paid)))
    else:
        planet = state.planet(rest[0])
        points = 0
        if item == "colony":
            planet.building = "colony"
            points = VP_ALIEN_COLONY if planet.kind == ALIEN else 0
        elif item == "factory":
            planet.building = "factory"
            points = VP_ALIEN_FACTORY if planet.kind == ALIEN else 0
        else:
            planet.terraformed = True
            points = VP_TERRAFORMER
        player.score += points
        scored: Message | str = msg("adastra.and_scores", points=points) if points else ""
        events.append(Event.of(msg("adastra.ev.build", who=builder, item=a_pawn(item),
                                   planet=planet.id, paid=paid, scored=scored)))
        check_winning_score(state, seat, events)
    if action.queue and action.queue[0][1] == "build1":
        action.queue.pop(0)


# ============================================================================================
# Trade
# ============================================================================================

def trade_candidates(state: State, seat: int) -> list[Move]:
    """Bank trades and one-for-one offers; ``offer`` also accepts any bundles when typed."""
    player = state.players[seat]
    moves: list[Move] = []
    for give in RESOURCES:
        if player.resources[give] >= 2:
            moves.extend(Move("bank", (give, get)) for get in RESOURCES
                         if get != give and state.bank[get] > 0)
    for other in clockwise_from(state, seat)[1:]:
        theirs = state.players[other].resources
        for give in RESOURCES:
            if not player.resources[give]:
                continue
            moves.extend(Move("offer", (str(other), give, get)) for get in RESOURCES
                         if get != give and theirs[get])
    moves.append(PASS)
    return moves


def check_bank(state: State, seat: int, move: Move) -> Message | None:
    if len(move.args) != 2 or not all(a in RESOURCES for a in move.args):
        return msg("adastra.no.bank_shape")
    give, get = move.args
    if give == get:
        return msg("adastra.no.bank_same")
    if state.players[seat].resources[give] < 2:
        return msg("adastra.no.bank_two", resource=resource(give))
    if state.bank[get] <= 0:
        return msg("adastra.no.bank_out", resource=resource(get))
    return None


def do_bank(state: State, seat: int, move: Move, events: list[Event]) -> None:
    give, get = move.args
    player = state.players[seat]
    res.move_cards(player.resources, state.bank, give * 2)
    res.move_cards(state.bank, player.resources, get)
    events.append(Event.of(msg("adastra.ev.bank", who=who(state, seat), give=resource(give),
                               get=resource(get))))


def check_offer(state: State, seat: int, move: Move) -> Message | None:
    target = count_or_none(move.args[0], 0, state.num_players - 1) if move.args else None
    if len(move.args) != 3 or not is_count(move.args[0]):
        return msg("adastra.no.offer_shape")
    give, get = move.args[1], move.args[2]
    if target is None or str(target) != move.args[0] or target == seat:
        return msg("adastra.no.offer_target")
    if not give or not get or any(c not in RESOURCES for c in give + get):
        return msg("adastra.no.offer_sides")
    if res.canonical(give) != give or res.canonical(get) != get:
        return msg("adastra.no.offer_letters")
    if set(give) & set(get):
        return msg("adastra.no.offer_same")
    if not res.has(state.players[seat].resources, give):
        return msg("adastra.no.offer_lack", bundle=bundle(give))
    if not res.has(state.players[target].resources, get):
        return msg("adastra.no.offer_theirs", who=who(state, target), bundle=bundle(get))
    return None


def do_offer(state: State, seat: int, move: Move, events: list[Event]) -> None:
    target = int(move.args[0])
    _resolution(state).offer = Offer(target, move.args[1], move.args[2])
    events.append(Event.of(msg("adastra.ev.offer", who=who(state, seat),
                               target=who(state, target), give=bundle(move.args[1]),
                               get=bundle(move.args[2]))))


def do_answer(state: State, seat: int, move: Move, events: list[Event]) -> None:
    """accept, decline (the offer's target) or withdraw (the card's owner)."""
    action = _resolution(state)
    offer = action.offer
    assert offer is not None
    action.offer = None
    owner, target = action.owner, offer.target
    if move.verb == "accept":
        res.move_cards(state.players[owner].resources, state.players[target].resources,
                       offer.give)
        res.move_cards(state.players[target].resources, state.players[owner].resources,
                       offer.get)
        events.append(Event.of(msg("adastra.ev.accept", target=who(state, target),
                                   who=who(state, owner), give=bundle(offer.give),
                                   get=bundle(offer.get))))
    elif move.verb == "decline":
        events.append(Event.of(msg("adastra.ev.decline", target=who(state, target))))
    else:
        events.append(Event.of(msg("adastra.ev.withdraw", who=who(state, owner))))


# ============================================================================================
# Scoring
# ============================================================================================

def scoring_candidates(state: State, seat: int) -> list[Move]:
    return [Move("score", (e,)) for e in SCORING_CARDS[_resolution(state).card]]


def check_score(state: State, seat: int, move: Move) -> Message | None:
    options = SCORING_CARDS[_resolution(state).card]
    if len(move.args) != 1 or move.args[0] not in options:
        a, b = (element(e) for e in options)
        return msg("adastra.no.score", a=a, b=b)
    return None


def award_bonus(state: State, measures: dict[int, int], events: list[Event]) -> None:
    """3 points to the sole best; a tie gives nobody the bonus."""
    best = max(measures.values(), default=0)
    leaders = [s for s, m in measures.items() if m == best]
    if best > 0 and len(leaders) == 1:
        state.players[leaders[0]].score += SCORING_BONUS
        events.append(Event.of(msg("adastra.ev.bonus", who=who(state, leaders[0]),
                                   bonus=SCORING_BONUS)))
        check_winning_score(state, leaders[0], events)
    else:
        events.append(Event.of(msg("adastra.ev.no_bonus"), minor=True))


def do_score(state: State, seat: int, move: Move, events: list[Event]) -> None:
    action = _resolution(state)
    chosen = move.args[0]
    action.choice = chosen
    action.queue.pop(0)
    events.append(Event.of(msg("adastra.ev.score", who=who(state, seat),
                               element=element(chosen))))
    if chosen in ("identical", "different"):
        order = clockwise_from(state, action.owner)
        action.queue = [(s, "discard") for s in order[1:] + order[:1]]
        return
    measures: dict[int, int] = {}
    parts = []
    for s in clockwise_from(state, action.owner):
        pts, measure = element_points(state, s, chosen)
        measures[s] = measure
        state.players[s].score += pts
        parts.append(msg("adastra.name_points", who=who(state, s), points=pts))
    events.append(Event.of(msg("adastra.ev.scores", element=element(chosen),
                               scores=joined(parts))))
    award_bonus(state, measures, events)
    for s in clockwise_from(state, action.owner):
        check_winning_score(state, s, events)


def discard_candidates(state: State, seat: int) -> list[Move]:
    """Identical: 2+ cards of one type. Different: 2 to 6 cards, all of different types."""
    have = state.players[seat].resources
    moves: list[Move] = []
    if _resolution(state).choice == "identical":
        for r in RESOURCES:
            moves.extend(Move("discard", (r * n,)) for n in range(2, have[r] + 1))
    else:
        held = [r for r in RESOURCES if have[r]]
        for size in range(len(held), 1, -1):
            moves.extend(Move("discard", ("".join(c),)) for c in combinations(held, size))
    moves.append(PASS)
    return moves


def check_discard_scoring(state: State, seat: int, move: Move) -> Message | None:
    b = move.args[0] if len(move.args) == 1 else ""
    if not b or any(c not in RESOURCES for c in b):
        return msg("adastra.no.discard_shape")
    if _resolution(state).choice == "identical":
        if len(set(b)) != 1 or len(b) < 2:
            return msg("adastra.no.identical")
    elif len(set(b)) != len(b) or len(b) < 2:
        return msg("adastra.no.different")
    if res.canonical(b) != b:
        return msg("adastra.no.order")
    if not res.has(state.players[seat].resources, b):
        return msg("adastra.no.lack", bundle=bundle(b))
    return None


def do_discard_scoring(state: State, seat: int, move: Move, events: list[Event]) -> None:
    action = _resolution(state)
    action.queue.pop(0)
    discarder = who(state, seat)
    if move.verb == "pass":
        action.discarded[seat] = 0
        events.append(Event.of(msg("adastra.ev.discard_none", who=discarder)))
    else:
        b = move.args[0]
        res.move_cards(state.players[seat].resources, state.bank, b)
        action.discarded[seat] = len(b)
        state.players[seat].score += len(b)
        events.append(Event.of(msg("adastra.ev.discard", who=discarder, bundle=bundle(b),
                                   n=len(b))))
        check_winning_score(state, seat, events)
    if not action.queue:
        award_bonus(state, action.discarded, events)

