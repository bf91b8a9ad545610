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
    name,
    supply,
)
from games.adastra.data import (
    ALIEN,
    COST_BETWEEN_SYSTEMS,
    COST_TO_DEEP_SPACE,
    COST_WITHIN_SYSTEM,
    COSTS,
    ELEMENT_NAMES,
    MOVE_RESOURCE,
    ORES,
    PLANET_NAMES,
    RESOURCE_NAMES,
    RESOURCES,
    SCORING_BONUS,
    SCORING_CARDS,
    SOL,
    STAR_NAMES,
    STARS,
    TERRAFORMABLE,
    VP_ALIEN_COLONY,
    VP_ALIEN_FACTORY,
    VP_TERRAFORMER,
    card_resources,
    card_systems,
)
from games.adastra.state import Landing, Offer, Resolution, State
from games.core import Event, Move
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


def check_produce(state: State, seat: int, move: Move) -> str | None:
    options = card_resources(_resolution(state).card)
    if len(move.args) != 1 or move.args[0] not in options:
        a, b = (RESOURCE_NAMES[r] for r in options)
        return f"This Production card produces {a} or {b}: choose one of them."
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
    resource = move.args[0]
    action.choice = resource
    events.append(Event(f"{name(state, seat)} chooses to produce {RESOURCE_NAMES[resource]}."))
    for s in clockwise_from(state, action.owner):
        due = production_yield(state, s, resource)
        if not due:
            continue
        got = min(due, state.bank[resource])
        state.bank[resource] -= got
        state.players[s].resources[resource] += got
        short = f" (the bank ran short: {due - got} fewer)" if got < due else ""
        events.append(Event(f"{name(state, s)} takes {got} {RESOURCE_NAMES[resource]}{short}.",
                            minor=True))
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


def check_move(state: State, seat: int, move: Move) -> str | None:
    if len(move.args) not in (2, 3):
        return "Write a move as: move <from> <to>, e.g. move deep LY or move LY3 deep."
    origin, dest = move.args[0], move.args[1]
    via = move.args[2] if len(move.args) == 3 else ""
    player = state.players[seat]
    card_dests = card_systems(_resolution(state).card)
    if origin != "deep" and not state.has_planet(origin):
        return f"There is no planet {origin}."
    if origin not in movable_from(state, seat):
        where = "in deep space" if origin == "deep" else f"on {origin}"
        if seat == _resolution(state).owner and origin in _resolution(state).moved:
            return f"Your starship {where} has already moved during this action."
        return f"You have no starship {where}."
    if via and via not in ("motor", "ianua"):
        return f"{via!r} is not an artifact that pays for movement."
    if via and via not in player.artifacts:
        return "You do not hold that artifact."
    if dest == SOL:
        return "Sol is never a destination: no movement card shows it."
    if dest == "deep":
        if origin == "deep":
            return "That starship is already in deep space."
        if via == "ianua":
            return "The Star Gate opens onto star systems, not deep space."
    elif dest not in STARS:
        return f"There is no system {dest}."
    elif via != "ianua" and dest not in card_dests:
        a, b = (STAR_NAMES[s] for s in card_dests)
        return f"This card only allows moves to {a}, {b} or deep space."
    elif not landing_spots(state, seat, dest, origin):
        return (f"No planet of {STAR_NAMES[dest]} can take your starship: every face-up planet "
                "there holds another player's pawns.")
    cost = 0 if via else move_cost(state, origin, dest)
    if player.resources[MOVE_RESOURCE] < cost:
        return (f"That move costs {cost} {RESOURCE_NAMES[MOVE_RESOURCE]} and you have "
                f"{player.resources[MOVE_RESOURCE]}.")
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
    cost = 0 if via else move_cost(state, origin, dest)
    player.resources[MOVE_RESOURCE] -= cost
    state.bank[MOVE_RESOURCE] += cost
    who = name(state, seat)
    if via:
        spend_artifact(state, seat, via, events)
    _leave(state, seat, origin)
    src = "deep space" if origin == "deep" else origin
    paid = f", paying {cost} {RESOURCE_NAMES[MOVE_RESOURCE]}" if cost else ""
    if dest == "deep":
        player.deep_ships += 1
        if seat == action.owner:
            action.moved.append("deep")
        events.append(Event(f"{who} moves a starship from {src} to deep space{paid}."))
        _after_ship_moved(action)
        return
    action.landing = Landing(seat, origin, dest)
    hidden = [p for p in state.system_planets(dest) if not p.face_up]
    for p in hidden:
        if p.id not in player.known:
            player.known.append(p.id)
    seen = ", ".join(f"{p.id} {PLANET_NAMES[p.kind]}" for p in hidden) or "none"
    events.append(Event(
        f"{who} moves a starship from {src} to {STAR_NAMES[dest]}{paid} and looks at its "
        f"{len(hidden)} face-down planet{'s' if len(hidden) != 1 else ''}.",
        private={seat: f"Face-down planets of {STAR_NAMES[dest]}: {seen}."},
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


def check_land(state: State, seat: int, move: Move) -> str | None:
    landing = _resolution(state).landing
    assert landing is not None
    if len(move.args) != 1 or not state.has_planet(move.args[0]):
        return "Name the planet to land on, e.g. land LY3."
    planet = state.planet(move.args[0])
    if planet.system != landing.system:
        return f"Your starship is at {STAR_NAMES[landing.system]}: land on one of its planets."
    if planet.id == landing.origin:
        return "Your starship must land on a different planet."
    if planet.face_up and planet.owner not in (None, seat):
        return f"{planet.id} holds {name(state, planet.owner)}'s pawns: you cannot land there."
    return None


def do_land(state: State, seat: int, move: Move, events: list[Event]) -> None:
    action = _resolution(state)
    planet = state.planet(move.args[0])
    who = name(state, seat)
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
        events.append(Event(f"{who} reveals {planet.id}, a {PLANET_NAMES[planet.kind]} planet, "
                            "and lands there.", reveals=True))
        if planet.kind == ALIEN:
            draw_artifact(state, seat, events)
        if not face_down_left(state) and not state.ending:
            state.ending = "the last planet was revealed"
            events.append(Event("The last planet is revealed: the game ends with this round."))
    else:
        events.append(Event(f"{who} lands on {planet.id} ({PLANET_NAMES[planet.kind]})."))
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


def check_build(state: State, seat: int, move: Move) -> str | None:
    if not move.args or move.args[0] not in COSTS:
        return ("Build a colony, factory, terraformer or starship, e.g. build colony LY3 X "
                "or build starship Y.")
    item, rest = move.args[0], move.args[1:]
    player = state.players[seat]
    if supply(state, seat, item) <= 0:
        return f"All four of your {item} pawns are in play."
    if item == "starship":
        if len(rest) != 1:
            return "Say which ore pays for the starship's extra ore, e.g. build starship X."
        pay, planet = rest[0], None
    else:
        if not rest or not state.has_planet(rest[0]):
            return f"Name the planet for your {item}, e.g. build {item} LY3."
        planet = state.planet(rest[0])
        pay = rest[1] if len(rest) > 1 else ""
        if len(rest) > 2:
            return "Too many words in that build."
    free = pay == _FREE_BY.get(item)
    if pay and not free and pay not in ORES:
        return f"{pay!r} cannot pay for a {item}."
    if COSTS[item].any_ore and not pay:
        return f"Say which ore pays for the {item}, e.g. build {item} {rest[0]} X."
    if not COSTS[item].any_ore and pay and not free:
        return f"A {item} takes no ore."
    if free and pay not in player.artifacts:
        return "You do not hold that artifact."
    if planet is not None:
        if planet.owner != seat:
            return f"You have no pawn on {planet.id}."
        if item == "colony":
            if planet.building:
                return f"{planet.id} already has a {planet.building}: one per planet."
            if not (planet.ships or planet.terraformed):
                return (f"You can only build a colony where you have a starship or a "
                        f"terraformer; you have neither on {planet.id}.")
        elif item == "factory":
            if planet.building != "colony":
                return f"A factory replaces one of your colonies; {planet.id} has none."
        elif item == "terraformer":
            if planet.kind not in TERRAFORMABLE:
                kinds = " or ".join(PLANET_NAMES[k] for k in TERRAFORMABLE)
                return f"Only {kinds} planets can be terraformed."
            if planet.terraformed:
                return f"{planet.id} is already terraformed."
    if not free:
        price = build_price(item, pay)
        if not res.has(player.resources, price):
            return (f"You cannot afford a {item}: it costs {COSTS[item].describe()} "
                    f"({res.describe(price)} as chosen).")
    return None


def do_build(state: State, seat: int, move: Move, events: list[Event]) -> None:
    action = _resolution(state)
    item, rest = move.args[0], move.args[1:]
    player = state.players[seat]
    who = name(state, seat)
    pay = rest[0] if item == "starship" else (rest[1] if len(rest) > 1 else "")
    if pay == _FREE_BY.get(item):
        spend_artifact(state, seat, pay, events)
        paid = "for free"
    else:
        price = build_price(item, pay)
        res.move_cards(player.resources, state.bank, price)
        paid = f"paying {res.describe(price)}"
    if item == "starship":
        player.deep_ships += 1
        events.append(Event(f"{who} builds a starship in deep space, {paid}."))
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
        scored = f" and scores {points}" if points else ""
        events.append(Event(f"{who} builds a {item} on {planet.id}, {paid}{scored}."))
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


def check_bank(state: State, seat: int, move: Move) -> str | None:
    if len(move.args) != 2 or not all(a in RESOURCES for a in move.args):
        return "Trade with the bank as: bank 2E for W (two identical cards for one)."
    give, get = move.args
    if give == get:
        return "Ask the bank for a different resource than the one you give."
    if state.players[seat].resources[give] < 2:
        return f"You need 2 {RESOURCE_NAMES[give]} to trade with the bank."
    if state.bank[get] <= 0:
        return f"The bank has no {RESOURCE_NAMES[get]} left."
    return None


def do_bank(state: State, seat: int, move: Move, events: list[Event]) -> None:
    give, get = move.args
    player = state.players[seat]
    res.move_cards(player.resources, state.bank, give * 2)
    res.move_cards(state.bank, player.resources, get)
    events.append(Event(f"{name(state, seat)} trades 2 {RESOURCE_NAMES[give]} with the bank "
                        f"for 1 {RESOURCE_NAMES[get]}."))


def check_offer(state: State, seat: int, move: Move) -> str | None:
    target = count_or_none(move.args[0], 0, state.num_players - 1) if move.args else None
    if len(move.args) != 3 or not is_count(move.args[0]):
        return "Offer a trade as: offer Blue WW for X."
    give, get = move.args[1], move.args[2]
    if target is None or str(target) != move.args[0] or target == seat:
        return "Offer your trade to another player at the table."
    if not give or not get or any(c not in RESOURCES for c in give + get):
        return "Both sides of a trade need at least one resource card."
    if res.canonical(give) != give or res.canonical(get) != get:
        return "Write each side of a trade as resource letters, e.g. WWF."
    if set(give) & set(get):
        return "Do not offer and ask for the same resource."
    if not res.has(state.players[seat].resources, give):
        return f"You do not have {res.describe(give)} to offer."
    if not res.has(state.players[target].resources, get):
        return f"{name(state, target)} does not have {res.describe(get)}."
    return None


def do_offer(state: State, seat: int, move: Move, events: list[Event]) -> None:
    target = int(move.args[0])
    _resolution(state).offer = Offer(target, move.args[1], move.args[2])
    events.append(Event(f"{name(state, seat)} offers {name(state, target)} "
                        f"{res.describe(move.args[1])} for {res.describe(move.args[2])}."))


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
        events.append(Event(f"{name(state, target)} accepts: {name(state, owner)} gives "
                            f"{res.describe(offer.give)} for {res.describe(offer.get)}."))
    elif move.verb == "decline":
        events.append(Event(f"{name(state, target)} declines the offer."))
    else:
        events.append(Event(f"{name(state, owner)} withdraws the offer."))


# ============================================================================================
# Scoring
# ============================================================================================

def scoring_candidates(state: State, seat: int) -> list[Move]:
    return [Move("score", (e,)) for e in SCORING_CARDS[_resolution(state).card]]


def check_score(state: State, seat: int, move: Move) -> str | None:
    options = SCORING_CARDS[_resolution(state).card]
    if len(move.args) != 1 or move.args[0] not in options:
        a, b = (ELEMENT_NAMES[e] for e in options)
        return f"This Scoring card scores {a} or {b}: choose one of them."
    return None


def award_bonus(state: State, measures: dict[int, int], events: list[Event]) -> None:
    """3 points to the sole best; a tie gives nobody the bonus."""
    best = max(measures.values(), default=0)
    leaders = [s for s, m in measures.items() if m == best]
    if best > 0 and len(leaders) == 1:
        state.players[leaders[0]].score += SCORING_BONUS
        events.append(Event(f"{name(state, leaders[0])} scores the {SCORING_BONUS}-point bonus."))
        check_winning_score(state, leaders[0], events)
    else:
        events.append(Event("Nobody scores the bonus (tie).", minor=True))


def do_score(state: State, seat: int, move: Move, events: list[Event]) -> None:
    action = _resolution(state)
    element = move.args[0]
    action.choice = element
    action.queue.pop(0)
    events.append(Event(f"{name(state, seat)} chooses to score {ELEMENT_NAMES[element]}."))
    if element in ("identical", "different"):
        order = clockwise_from(state, action.owner)
        action.queue = [(s, "discard") for s in order[1:] + order[:1]]
        return
    measures: dict[int, int] = {}
    parts = []
    for s in clockwise_from(state, action.owner):
        pts, measure = element_points(state, s, element)
        measures[s] = measure
        state.players[s].score += pts
        parts.append(f"{name(state, s)} {pts}")
    events.append(Event(f"{ELEMENT_NAMES[element]}: " + ", ".join(parts) + "."))
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


def check_discard_scoring(state: State, seat: int, move: Move) -> str | None:
    b = move.args[0] if len(move.args) == 1 else ""
    if not b or any(c not in RESOURCES for c in b):
        return "Name the cards to discard as resource letters, e.g. discard WWW."
    if _resolution(state).choice == "identical":
        if len(set(b)) != 1 or len(b) < 2:
            return "Identical resources: discard at least 2 cards, all of the same type."
    elif len(set(b)) != len(b) or len(b) < 2:
        return "Different resources: discard 2 to 6 cards, no two of the same type."
    if res.canonical(b) != b:
        return "Write the cards in the order W F E X Y Z, e.g. discard WFX."
    if not res.has(state.players[seat].resources, b):
        return f"You do not have {res.describe(b)}."
    return None


def do_discard_scoring(state: State, seat: int, move: Move, events: list[Event]) -> None:
    action = _resolution(state)
    action.queue.pop(0)
    who = name(state, seat)
    if move.verb == "pass":
        action.discarded[seat] = 0
        events.append(Event(f"{who} discards nothing."))
    else:
        b = move.args[0]
        res.move_cards(state.players[seat].resources, state.bank, b)
        action.discarded[seat] = len(b)
        state.players[seat].score += len(b)
        events.append(Event(f"{who} discards {res.describe(b)} and scores {len(b)}."))
        check_winning_score(state, seat, events)
    if not action.queue:
        award_bonus(state, action.discarded, events)

