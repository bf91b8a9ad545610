"""The rules of Kepler-3042, phase by phase, named after the rulebook's sections.

One source of truth for legality: :func:`why_illegal` answers "why may this seat not make this
move now?" with a sentence, or ``None``. :func:`legal_moves` lists candidate moves and keeps
those :func:`why_illegal` accepts; :func:`apply` refuses what it refuses, then works on a
clone.

Turns are chains of decisions held on ``state.stack`` (see :mod:`.state`). After every move
the engine *settles* the state: it runs bookkeeping frames (``@``-kinds), drops decisions that
have nothing left to decide, and plays a decision's only legal move by itself, so nobody is
ever asked to make a non-decision.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any

from games.core import Event, IllegalMove, Move, Rng

from . import data as D
from .state import Frame, Holding, KState, Player, Tile, Turn

Cache = dict[Any, Any]

# Frames during which the acting seat may use its II-Quantum Physics abilities (rulebook:
# "at any point during your turn, before or after any other action"): the turn menu and every
# decision that spends or produces Resources, where moving or converting a cube can matter.
QUANTUM_FRAMES = frozenset({"turn", "missions", "research", "terraform", "produce", "exploit"})


def pname(seat: int) -> str:
    return f"Player {seat + 1}"


def planet_code(planet: int) -> str:
    return "Earth" if planet == D.EARTH else f"P{planet}"


def planet_label(planet: int) -> str:
    return "Earth" if planet == D.EARTH else f"Planet {planet}"


def cost_text(cost: Iterable[int]) -> str:
    parts = [f"{n} {D.RES_NAMES[i]}" for i, n in enumerate(cost) if n]
    return " + ".join(parts) if parts else "nothing"


# ============================================================================================
# Setup
# ============================================================================================


def place_tiles(num_players: int, rng: Rng) -> dict[int, Tile]:
    """Setup step 1: every tile goes on a random Space hex next to a usable star (not Sol),
    not next to any other Celestial Body; marked stars take no tiles with fewer players."""
    kinds: list[tuple[str, int]] = [(D.PLANET_TILE, p.number) for p in D.PLANETS
                                    if p.min_players <= num_players]
    kinds += [(D.MINE, 0)] * num_players + [(D.TARGET, 0)] * num_players
    usable = {s.hex for s in D.STARS if s.min_players <= num_players}
    banned = {D.SOL, D.SAGITTARIUS} | (set(D.STAR_AT) - usable)
    base = []
    for h in D.SPACE_HEXES:
        near = D.NEIGHBOURS[h]
        stars = [x for x in near if x in usable]
        if len(stars) == 1 and not any(x in banned for x in near):
            base.append(h)
    for _attempt in range(100):
        rng.shuffle(kinds)
        tiles: dict[int, Tile] = {}
        free = set(base)
        for kind, planet in kinds:
            options = sorted(free)
            if not options:
                break
            h = options[rng.below(len(options))]
            star = next(x for x in D.NEIGHBOURS[h] if x in usable)
            tiles[h] = Tile(kind, planet, D.STAR_AT[star].zone, False)
            free.discard(h)
            free.difference_update(D.NEIGHBOURS[h])
        else:
            return tiles
    raise RuntimeError("tile placement failed")  # pragma: no cover - capacity is proven


def new_game(num_players: int, seed: int, advanced: bool) -> tuple[KState, list[Event]]:
    rng = Rng.from_seed(seed)
    tiles = place_tiles(num_players, rng)
    for t in tiles.values():  # setup 2: the Short-Range zone is face up
        if t.zone == D.SHORT:
            t.revealed = True
    deck = [c.id for c in D.PROGRESS]
    rng.shuffle(deck)
    unseen, deck = deck[:2], deck[2:]  # setup 6
    pool = list(D.ADVANCED_OBJECTIVES if advanced else D.STANDARD_OBJECTIVES)
    rng.shuffle(pool)
    players = [Player(tech=[0] * 5, store=list(D.STORE_START), pit=[0, 0, 0],
                      holdings=[Holding(D.EARTH, True, list(D.EARTH_START))],
                      lead=[0, 0], medals=[0, 0], objective=pool[i], targets=0,
                      cube=D.START_ACTION, ships=[-1] * D.STARSHIPS, ready=False)
               for i in range(num_players)]
    state = KState(n=num_players, rng=rng.state, advanced=advanced, phase="setup", round=0,
                   first=0, players=players, tiles=tiles,
                   medal_spaces=[[i for i, s in enumerate(tr) if s == "medal"]
                                 for tr in D.TRACKS],
                   deck=deck, unseen=unseen, card=0, card_medals=[0, 0], past=[],
                   stack=[], turn=Turn())
    events = [Event("The galaxy is laid out; the Stellar Local Group is revealed. Every player "
                    "has a secret Objective and chooses two free Technology advances.",
                    private={i: f"Your secret Objective: {objective_text(p.objective)}"
                             for i, p in enumerate(players)}, reveals=True)]
    return state, events


def objective_text(oid: int) -> str:
    o = D.OBJECTIVE[oid]
    return f"{o.name}: {o.text} ({o.vp} VP)"


# ============================================================================================
# Small queries
# ============================================================================================


def occupancy(state: KState, cache: Cache | None = None) -> dict[int, int]:
    """Hex -> seat of the Starship on it."""
    if cache is not None and "occ" in cache:
        occ: dict[int, int] = cache["occ"]
        return occ
    occ = {}
    for seat, p in enumerate(state.players):
        for h in p.ships:
            if h >= 0:
                occ[h] = seat
    if cache is not None:
        cache["occ"] = occ
    return occ


def is_space(state: KState, h: int) -> bool:
    return h not in D.FIXED_IMPASSABLE and h not in state.tiles


def planet_hex(state: KState, planet: int) -> int:
    for h, t in state.tiles.items():
        if t.kind == D.PLANET_TILE and t.planet == planet:
            return h
    return -1


def speed(p: Player) -> int:
    return D.tech_value(D.ST, p.tech[D.ST])


def build_cost(p: Player) -> D.Cost:
    return D.BUILD_COST_WORMHOLE if p.tech[D.ST] >= D.WORMHOLE_LEVEL else D.BUILD_COST


def has(cubes: list[int], cost: Iterable[int]) -> bool:
    return all(c >= n for c, n in zip(cubes, cost, strict=False))


def colonies(p: Player) -> list[Holding]:
    return [h for h in p.holdings if h.planet != D.EARTH]


def total_cubes(cubes: list[int]) -> int:
    return sum(cubes)


def burnable(p: Player) -> bool:
    return total_cubes(p.store) > 0 or any(total_cubes(h.cubes) for h in p.holdings)


def quantum_moves_left(state: KState, seat: int) -> tuple[int, int]:
    """(moves, conversions) of II-Quantum Physics still unused this turn."""
    p = state.players[seat]
    lvl = p.tech[D.QP]
    return (max(0, D.tech_value(D.QP, lvl) - state.turn.shifts),
            max(0, D.tech_value2(D.QP, lvl) - state.turn.converts))


def quantum_available(state: KState, seat: int) -> bool:
    return (state.phase == "play" and state.turn.seat == seat and bool(state.stack)
            and state.stack[-1].seat == seat and state.stack[-1].kind in QUANTUM_FRAMES)


def ship_slot(p: Player, h: int) -> int:
    for i, x in enumerate(p.ships):
        if x == h:
            return i
    return -1


def body_hexes(state: KState, seat: int, planet: int) -> tuple[int, ...]:
    """The hexes a planet card "is": the Sol hex for Earth, the tile otherwise."""
    if planet == D.EARTH:
        return (D.SOL,)
    h = planet_hex(state, planet)
    return (h,) if h >= 0 else ()


def place_candidates(state: KState, seat: int, planet: int | None,
                     cache: Cache | None = None) -> list[int]:
    """Where a new Starship may go: an empty Space hex next to the planet (any planet the seat
    controls when ``planet`` is None); if all are taken, the nearest empty Space hexes
    (rulebook, Space Missions exception). Earth's Starships go around Sol."""
    p = state.players[seat]
    occ = occupancy(state, cache)
    planets = [h.planet for h in p.holdings] if planet is None else [planet]
    origins: set[int] = set()
    for pl in planets:
        origins.update(body_hexes(state, seat, pl))
    near = sorted({x for o in origins for x in D.NEIGHBOURS[o]
                   if is_space(state, x) and x not in occ})
    if near:
        return near
    best: list[int] = []
    best_d = 10 ** 6
    for h in D.SPACE_HEXES:
        if h in state.tiles or h in occ:
            continue
        d = min(D.hex_distance(o, h) for o in origins)
        if d < best_d:
            best, best_d = [h], d
        elif d == best_d:
            best.append(h)
    return best


def destinations(state: KState, start: int, budget: int,
                 cache: Cache | None = None) -> dict[int, int]:
    """Flight hazards: where a Starship on ``start`` may end within ``budget`` hexes, with the
    distance. It may pass through Space hexes holding other Starships but not stop there; it
    stops on a Planet or Mine; it never enters Sol, Sagittarius A*, Stars, unrevealed tiles or
    occupied Celestial Bodies. A Colonial Target is a destination (the Starship may go on
    from it with another move, since the tile is then removed)."""
    key = ("dest", start, budget)
    if cache is not None and key in cache:
        found: dict[int, int] = cache[key]
        return found
    occ = occupancy(state, cache)
    dist = {start: 0}
    out: dict[int, int] = {}
    queue = deque([start])
    while queue:
        h = queue.popleft()
        d = dist[h]
        if d >= budget:
            continue
        for x in D.NEIGHBOURS[h]:
            if x in dist or x in D.FIXED_IMPASSABLE:
                continue
            tile = state.tiles.get(x)
            if tile is not None:
                if not tile.revealed or tile.colonist >= 0 or x in occ:
                    continue
                dist[x] = d + 1
                out[x] = d + 1
                continue
            dist[x] = d + 1
            if x not in occ:
                out[x] = d + 1
            queue.append(x)
    if cache is not None:
        cache[key] = out
    return out


def ship_budget(state: KState, seat: int, h: int) -> int:
    """Hexes the Starship on ``h`` may still move in the current movement."""
    p = state.players[seat]
    slot = ship_slot(p, h)
    if slot < 0 or not is_space(state, h):
        return 0
    top = state.stack[-1]
    if top.kind == "movement":
        budget: list[int] = top.data["budget"]
        return budget[slot]
    return max(0, speed(p) - state.turn.moved[slot])


# ============================================================================================
# Leadership Awards, production, regeneration
# ============================================================================================


def push(state: KState, kind: str, seat: int, **data: Any) -> None:
    state.stack.append(Frame(kind, seat, dict(data)))


def leadership_award(state: KState, seat: int, track: int, n: int,
                     events: list[Event]) -> None:
    """Leadership Awards: advance ``n`` spaces; every space reached or passed may grant a
    regeneration, a production, or (must) move its Medal onto the revealed Progress card."""
    p = state.players[seat]
    start = p.lead[track]
    end = min(D.TRACK_END, start + n)
    p.lead[track] = end
    events.append(Event(f"{pname(seat)} advances to space {end} of the "
                        f"{D.TRACK_NAMES[track]} Leadership Track."))
    later: list[Frame] = []
    for pos in range(start + 1, end + 1):
        kind = D.TRACKS[track][pos]
        if kind == "medal" and pos in state.medal_spaces[track]:
            state.medal_spaces[track].remove(pos)
            state.card_medals[track] += 1
            events.append(Event(f"{pname(seat)} moves a {D.TRACK_NAMES[track]} Medal onto "
                                f"the revealed Progress card."))
        elif kind == "R" and total_cubes(p.pit):
            later.append(Frame("regen", seat, {"why": "track"}))
        elif kind in ("M", "E"):
            later.append(Frame("produce", seat, {"res": D.RES_CODES.index(kind), "amount": 1,
                                                  "why": "track"}))
    state.stack.extend(reversed(later))


def produce(state: KState, seat: int, planet: int, cubes: Iterable[int]) -> list[int]:
    """PRODUCE: move cubes from the Resources Storage onto one planet card, as far as the
    storage allows (rulebook, Planetary Exploitation: excess production is lost)."""
    p = state.players[seat]
    hold = p.holding(planet)
    assert hold is not None
    done = [0, 0, 0]
    for i, n in enumerate(cubes):
        k = min(n, p.store[i])
        p.store[i] -= k
        hold.cubes[i] += k
        done[i] = k
    return done


def spend(p: Player, planet: int, cost: Iterable[int]) -> None:
    """SPEND: cubes from only one planet card back to the Resources Storage."""
    hold = p.holding(planet)
    assert hold is not None
    for i, n in enumerate(cost):
        hold.cubes[i] -= n
        p.store[i] += n


def gain_level(state: KState, seat: int, track: int, events: list[Event], *,
               awards: bool = True) -> None:
    """Acquire the next level of a Technology, with its awards and its giant leap."""
    p = state.players[seat]
    p.tech[track] += 1
    lvl = D.TECHS[track].levels[p.tech[track] - 1]
    events.append(Event(f"{pname(seat)} acquires {lvl.name} "
                        f"({D.TECHS[track].numeral}-{D.TECHS[track].name} level {p.tech[track]})."))
    if lvl.leap:
        # One giant leap for mankind: everyone below the indicated level moves up to it.
        target = D.TECHS[track].levels[lvl.leap - 1].name
        for other, q in enumerate(state.players):
            if q.tech[track] < lvl.leap:
                q.tech[track] = lvl.leap
                events.append(Event(f"One giant leap for mankind: {pname(other)} reaches "
                                    f"{target}."))
    if awards and lvl.awards:
        leadership_award(state, seat, 0, lvl.awards, events)


# ============================================================================================
# Rounds: reveal, turns, end phase
# ============================================================================================


def start_round(state: KState, events: list[Event]) -> None:
    """Phase 1, Reveal Progress Card; then queue every Individual Turn and the End Phase."""
    state.round += 1
    state.card = state.deck.pop(0)
    state.card_medals = [0, 0]
    card = D.CARD[state.card]
    events.append(Event(f"Round {state.round}: {pname(state.first)} reveals the Progress card "
                        f"{card.name}: {card.text}", reveals=True))
    push(state, "@end", -1)
    for i in reversed(range(state.n)):
        push(state, "@turn", (state.first + i) % state.n)


def begin_turn(state: KState, seat: int) -> None:
    state.turn = Turn(seat=seat)
    push(state, "turn", seat)


def card_beneficiaries(state: KState) -> list[int]:
    """Who the revealed card affects, in turn order (ties all benefit)."""
    card = D.CARD[state.card]
    order = [(state.first + i) % state.n for i in range(state.n)]
    who = card.who
    if who == "all":
        return order
    if who == "mines":
        return [s for s in order if ships_on_mines(state, s)]
    kind, _, what = who.partition(":")

    def measure(seat: int) -> int:
        p = state.players[seat]
        if what in D.TECH_CODES:
            return p.tech[D.TECH_CODES.index(what)]
        if what == "techtrack":
            return p.lead[0]
        if what == "colonies":
            return len(colonies(p))
        if what == "techs":
            return sum(p.tech)
        if what == "terraformed":
            return sum(1 for h in colonies(p) if h.terraformed)
        if what == "energy":
            return sum(h.cubes[D.ENERGY] for h in p.holdings)
        if what == "targets":
            return p.targets
        raise ValueError(what)  # pragma: no cover

    values = {s: measure(s) for s in order}
    if kind == "lowest" or kind == "fewest":
        best = min(values.values())
        return [s for s in order if values[s] == best]
    best = max(values.values())
    if best <= 0:
        return []
    return [s for s in order if values[s] == best]


def resolve_card(state: KState, seat: int, events: list[Event]) -> None:
    """3a, Resolve Progress Card, for one seat."""
    card = D.CARD[state.card]
    p = state.players[seat]
    effect = card.effect
    if effect == "freetech":
        push(state, "freetech", seat)
    elif effect.startswith("freelevel:"):
        track = D.TECH_CODES.index(effect.split(":")[1])
        if p.tech[track] < D.MAX_LEVEL:
            gain_level(state, seat, track, events)
    elif effect == "produce:E":
        push(state, "produce", seat, res=D.ENERGY, amount=1, why="card")
    elif effect == "produce:M:earth":
        got = produce(state, seat, D.EARTH, (1, 0, 0))
        events.append(Event(f"{pname(seat)} PRODUCES {cost_text(got)} on Earth."))
    elif effect == "neo":
        got = produce(state, seat, D.EARTH, (1, 1, 0))
        events.append(Event(f"{pname(seat)} PRODUCES {cost_text(got)} on Earth."))
    elif effect == "regen":
        if total_cubes(p.pit):
            push(state, "regen", seat, why="card")
    elif effect.startswith("award:"):
        leadership_award(state, seat, D.TRACK_CODES.index(effect.split(":")[1]), 1, events)
    elif effect == "burn:E":
        push(state, "burn", seat, why="card", res=D.ENERGY)
    elif effect == "reveal":
        if any(not t.revealed for t in state.tiles.values()):
            push(state, "reveal", seat, left=1, why="card")
    else:  # pragma: no cover
        raise ValueError(effect)


def award_medals(state: KState, events: list[Event]) -> None:
    """3b, Award Medals: the most advanced marker(s) on each track take that track's Medals
    on the card; tied players each receive the full number."""
    for track in (0, 1):
        n = state.card_medals[track]
        if not n:
            continue
        best = max(p.lead[track] for p in state.players)
        winners = [s for s, p in enumerate(state.players) if p.lead[track] == best]
        for s in winners:
            state.players[s].medals[track] += n
        names = ", ".join(pname(s) for s in winners)
        events.append(Event(f"{names} receive{'s' if len(winners) == 1 else ''} {n} "
                            f"{D.TRACK_NAMES[track]} Medal{'s' if n > 1 else ''}."))
    state.card_medals = [0, 0]


def run_auto(state: KState, frame: Frame, events: list[Event]) -> None:
    kind = frame.kind
    if kind == "@turn":
        begin_turn(state, frame.seat)
    elif kind == "@end":
        state.turn = Turn()
        push(state, "@next", -1)
        push(state, "@medals", -1)
        for seat in reversed(card_beneficiaries(state)):
            push(state, "@card", seat)
        events.append(Event(f"End phase: {D.CARD[state.card].name} takes effect.", minor=True))
    elif kind == "@card":
        resolve_card(state, frame.seat, events)
    elif kind == "@medals":
        award_medals(state, events)
    elif kind == "@next":
        state.past.append(state.card)
        state.card = 0
        if state.round >= D.ROUNDS or not state.deck:
            state.phase = "over"
            events.append(Event("The 16th round is over: final scoring.", reveals=True))
            return
        # 3c, New First Player: the marker passes to the right.
        state.first = (state.first - 1) % state.n
        start_round(state, events)
    elif kind == "@award":
        leadership_award(state, frame.seat, int(frame.data["track"]), int(frame.data["n"]),
                         events)
    elif kind == "@neo":
        got = produce(state, frame.seat, D.EARTH, (1, 1, 0))
        events.append(Event(f"{pname(frame.seat)} PRODUCES {cost_text(got)} on Earth "
                            f"(Exploitation of N.E.O.)."))
    else:  # pragma: no cover
        raise ValueError(kind)


# ============================================================================================
# Legality
# ============================================================================================


def to_act(state: KState) -> list[int]:
    if state.phase == "setup":
        return [i for i, p in enumerate(state.players) if not p.ready]
    if state.phase != "play" or not state.stack:
        return []
    return [state.stack[-1].seat]


def prompt(state: KState, seat: int | None = None) -> str:
    """A short sentence telling the acting seat what to decide."""
    if state.phase == "over":
        return "The game is over."
    if state.phase == "setup":
        return "Choose two different Technologies to advance for free (start <track> <track>)."
    top = state.stack[-1]
    d = top.data
    kind = top.kind
    if kind == "turn":
        if state.turn.stage == 0:
            return "Move your Action Cube to a Main Action space."
        return ("Take a Bonus Action, move or withdraw Starships, or end your turn (done).")
    texts = {
        "missions": "Space Missions: build Starships (build <planet>), or done.",
        "place": "Choose the Space hex for your new Starship (place <hex>).",
        "colonize": "Colonize the planets your Starships are on (colonize <planet>), or done.",
        "research": "Technological Development: buy levels (tech <track> <planet>), or done.",
        "movement": "Move your Starships (move <from> <to>), or done.",
        "terraform": "Terraform your planets (terraform <planet>), or done.",
        "maptrack": "Galactic Map: advance on a Leadership Track (map tech / map colonial), "
                    "or done to skip the action.",
        "exploit": f"Planetary Exploitation: choose up to {d.get('left', 0)} more planets to "
                   f"PRODUCE on (exploit <planet>), or done.",
        "regen": "REGENERATE one Resource from your Clausius' Pit (regen <M/E/A>).",
        "freetech": "Extraterrestrial Knowledge: gain one Technology level for free "
                    "(tech <track>), or skip.",
    }
    if kind in texts:
        return texts[kind]
    if kind == "reveal":
        return f"Turn over a Celestial Body tile (reveal <hex>), {d['left']} left."
    if kind == "produce":
        return (f"PRODUCE {d['amount']} {D.RES_NAMES[d['res']]} on one of your planets "
                f"(produce <planet>).")
    if kind == "burn":
        if d.get("why") == "card":
            return "Gamma-Ray Burst: BURN 1 Energy from one of your planets (burn E <planet>)."
        return "BURN one Resource to pay (burn <M/E/A> <store/planet>)."
    return kind  # pragma: no cover


def _parse_planet_of(p: Player, code: str) -> int | None:
    """Planet number of a canonical planet code the seat holds, else None."""
    num = 0 if code == "Earth" else (int(code[1:]) if code[1:].isdigit() else -1)
    return num if p.holding(num) is not None else None


def _hex_arg(text: str) -> int:
    try:
        return D.hex_index(text)
    except ValueError:
        return -1


def _res_arg(text: str) -> int:
    return D.RES_CODES.index(text) if text in D.RES_CODES else -1


def _track_arg(text: str) -> int:
    return D.TECH_CODES.index(text) if text in D.TECH_CODES else -1


def why_illegal(state: KState, seat: int, move: Move, cache: Cache | None = None) -> str | None:
    """Why ``seat`` may not make ``move`` now (a sentence for the player), or None."""
    if cache is None:
        cache = {}
    if state.phase == "over":
        return "The game is over."
    if not 0 <= seat < state.n:
        return "There is no such seat."
    if state.phase == "setup":
        return _why_setup(state, seat, move)
    top = state.stack[-1]
    if seat != top.seat:
        return f"It is {pname(top.seat)}'s decision now, not yours."
    if move.verb in ("convert", "shift"):
        return _why_quantum(state, seat, move)
    handler = _WHY.get(top.kind)
    assert handler is not None, top.kind
    return handler(state, seat, top, move, cache)


def _not_now(state: KState, seat: int) -> str:
    return f"That is not a choice now. {prompt(state, seat)}"


def _why_setup(state: KState, seat: int, move: Move) -> str | None:
    p = state.players[seat]
    if p.ready:
        return "You already chose your two free advances; waiting for the other players."
    if move.verb != "start" or len(move.args) != 2:
        return "First choose two different Technologies to advance (e.g. start ST QP)."
    a, b = (_track_arg(x) for x in move.args)
    if a < 0 or b < 0:
        return "Name two Technologies: ST, QP, ED, TF or AS."
    if a == b:
        return "The two free advances must be in two different Technologies."
    if a > b:
        return "Write the two Technologies in board order (e.g. start ST QP)."
    return None


def _why_quantum(state: KState, seat: int, move: Move) -> str | None:
    if not quantum_available(state, seat):
        return "II-Quantum Physics abilities can be used only during your own turn."
    p = state.players[seat]
    shifts, converts = quantum_moves_left(state, seat)
    if move.verb == "convert":
        if len(move.args) != 2:
            return "Write convert <planet> <M/E>."
        planet = _parse_planet_of(p, move.args[0])
        res = _res_arg(move.args[1])
        if planet is None:
            return "You do not control that planet."
        if res not in (D.MATTER, D.ENERGY):
            return "Only Matter and Energy can be converted into each other."
        if converts <= 0:
            return ("You have no Resource Transformation left this turn (II-Quantum Physics "
                    "level too low or already used).")
        hold = p.holding(planet)
        assert hold is not None
        if hold.cubes[res] <= 0:
            return f"There is no {D.RES_NAMES[res]} on {planet_label(planet)}."
        if p.store[1 - res] <= 0:
            return f"There is no {D.RES_NAMES[1 - res]} in your Resources Storage to swap in."
        return None
    if len(move.args) != 3:
        return "Write shift <M/E/A> <from planet> <to planet>."
    res = _res_arg(move.args[0])
    src = _parse_planet_of(p, move.args[1])
    dst = _parse_planet_of(p, move.args[2])
    if res < 0:
        return "Name a Resource: M, E or A."
    if src is None or dst is None:
        return "You do not control that planet."
    if src == dst:
        return "Move the Resource to a different planet."
    if shifts <= 0:
        return ("You have no Resource moves left this turn (II-Quantum Physics level too low "
                "or already used).")
    hold = p.holding(src)
    assert hold is not None
    if hold.cubes[res] <= 0:
        return f"There is no {D.RES_NAMES[res]} on {planet_label(src)}."
    return None


def _why_turn(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    p = state.players[seat]
    verb, args = move.verb, move.args
    if state.turn.stage == 0:
        if verb in D.ACTIONS and not args:
            idx = D.ACTIONS.index(verb)
            if idx == p.cube:
                return (f"Your Action Cube is already on {D.ACTION_NAMES[idx]}: move it to a "
                        f"different space.")
            return None
        return ("First move your Action Cube to a Main Action space (missions, colonize, "
                "research, propel, terraform, map, energy, exploit, antimatter).")
    if verb in D.ACTIONS and not args:
        return "You already moved your Action Cube this turn."
    if verb == "done" and not args:
        return None
    if verb in D.BONUSES and not args:
        name = D.BONUS_NAMES[verb]
        if state.turn.stage > 1:
            return "Bonus Actions come before moving and withdrawing Starships."
        if verb not in D.bonuses_of(p.cube):
            a, b = D.bonuses_of(p.cube)
            return (f"{name} is not on your Action Cube's row or column "
                    f"({D.BONUS_NAMES[a]} and {D.BONUS_NAMES[b]} are).")
        if verb in state.turn.bonuses:
            return f"You already took {name} this turn."
        free = p.tech[D.ED] >= D.THEORY_LEVEL and state.turn.burns >= 1
        if not free and not burnable(p):
            return "You have no Resource to BURN for a Bonus Action."
        if verb == "logistics" and -1 not in p.ships:
            return "All your Starships are already on the map."
        if verb == "advancement" and p.store[D.ANTIMATTER] <= 0:
            return "You have no Antimatter in your Resources Storage to PRODUCE."
        if verb == "neo" and p.store[D.MATTER] + p.store[D.ENERGY] <= 0:
            return "You have no Matter or Energy in your Resources Storage to PRODUCE."
        if verb == "planning" and not any(h >= 0 and is_space(state, h) for h in p.ships):
            return "You have no Starship on a Space hex to move."
        return None
    if verb == "move" and len(args) == 2:
        if state.turn.stage > 2:
            return "You have started withdrawing Starships: moving is over for this turn."
        return _why_move(state, seat, args, cache)
    if verb == "withdraw" and len(args) == 1:
        h = _hex_arg(args[0])
        if h < 0 or ship_slot(p, h) < 0:
            return "You have no Starship there."
        return None
    if verb in _ACTION_STEP_VERBS and args:
        return ("Your Main Action is over (nothing more could be done with it): take a Bonus "
                "Action, move or withdraw Starships, or end your turn (done).")
    return _not_now(state, seat)


# Verbs of the steps inside Main Actions, for a clearer refusal once the action is over.
_ACTION_STEP_VERBS = frozenset({"build", "place", "colonize", "tech", "terraform", "map",
                                "reveal", "produce", "exploit"})


def _why_move(state: KState, seat: int, args: tuple[str, ...], cache: Cache) -> str | None:
    p = state.players[seat]
    a, b = _hex_arg(args[0]), _hex_arg(args[1])
    if a < 0 or b < 0:
        return "Name two hexes, like move F9 G8."
    if ship_slot(p, a) < 0:
        return f"You have no Starship on {args[0]}."
    if not is_space(state, a):
        return "Starships on Celestial Bodies cannot move."
    budget = ship_budget(state, seat, a)
    if budget <= 0:
        return f"The Starship on {args[0]} has no movement left."
    dests = destinations(state, a, budget, cache)
    if b not in dests:
        return _why_unreachable(state, a, b, budget, cache)
    return None


def _why_unreachable(state: KState, a: int, b: int, budget: int, cache: Cache) -> str:
    if b in D.FIXED_IMPASSABLE:
        return "Starships can never enter Sol, Sagittarius A* or a Star."
    tile = state.tiles.get(b)
    if tile is not None and not tile.revealed:
        return "Starships cannot enter an unrevealed Celestial Body."
    if tile is not None and (tile.colonist >= 0 or b in occupancy(state, cache)):
        return "That Celestial Body is already occupied."
    if b in occupancy(state, cache):
        return "A Starship cannot end its movement on an occupied Space hex."
    if b == a:
        return "The Starship is already there."
    return f"That hex is out of range: this Starship can move {budget} more hex(es)."


def _why_missions(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "build" or len(move.args) != 1:
        return _not_now(state, seat)
    planet = _parse_planet_of(p, move.args[0])
    if planet is None:
        return "You do not control that planet."
    if int(top.data["built"]) >= D.MAX_BUILDS:
        return "Space Missions builds at most three Starships."
    if -1 not in p.ships:
        return "All your Starships are already on the map."
    hold = p.holding(planet)
    assert hold is not None
    cost = build_cost(p)
    if not has(hold.cubes, cost):
        return f"A Starship costs {cost_text(cost)}, SPENT from {planet_label(planet)} alone."
    return None


def _why_place(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    if move.verb != "place" or len(move.args) != 1:
        return _not_now(state, seat)
    h = _hex_arg(move.args[0])
    planet = top.data.get("planet")
    cands = place_candidates(state, seat, None if planet is None else int(planet), cache)
    if h not in cands:
        if h >= 0 and h in occupancy(state, cache):
            return "That Space hex already holds a Starship."
        return "The new Starship must go on an empty Space hex next to the planet."
    return None


def _why_colonize(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "colonize" or len(move.args) != 1:
        return _not_now(state, seat)
    code = move.args[0]
    num = int(code[1:]) if code.startswith("P") and code[1:].isdigit() else -1
    if num not in D.PLANET:
        return "Name a planet, like colonize P12."
    h = planet_hex(state, num)
    if h < 0 or ship_slot(p, h) < 0:
        return f"You have no Starship on {planet_label(num)}."
    if len(colonies(p)) >= D.MAX_COLONIES:
        return "You already have five colonies, the most a Nation may colonize."
    if D.PLANET[num].type == D.ALIEN and p.tech[D.AS] < D.ALIEN_LEVEL:
        return ("Alien Planets can be colonized only with Metamaterial Generator "
                "(V-Antimatter Science level 3).")
    return None


def _why_research(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "tech" or len(move.args) != 2:
        return _not_now(state, seat)
    track = _track_arg(move.args[0])
    planet = _parse_planet_of(p, move.args[1])
    if track < 0:
        return "Name a Technology: ST, QP, ED, TF or AS."
    if planet is None:
        return "You do not control that planet."
    if p.tech[track] >= D.MAX_LEVEL:
        return f"{D.TECHS[track].name} is already at its maximum level."
    lvl = D.TECHS[track].levels[p.tech[track]]
    hold = p.holding(planet)
    assert hold is not None
    if not has(hold.cubes, lvl.cost):
        return (f"{lvl.name} costs {cost_text(lvl.cost)}, all SPENT from one planet; "
                f"{planet_label(planet)} has {cost_text(hold.cubes)}.")
    return None


def _why_movement(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "move" or len(move.args) != 2:
        return _not_now(state, seat)
    return _why_move(state, seat, move.args, cache)


def _why_terraform(state: KState, seat: int, top: Frame, move: Move,
                   cache: Cache) -> str | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "terraform" or len(move.args) != 1:
        return _not_now(state, seat)
    planet = _parse_planet_of(p, move.args[0])
    if planet is None:
        return "You do not control that planet."
    hold = p.holding(planet)
    assert hold is not None
    if hold.terraformed:
        return f"{planet_label(planet)} is already terraformed."
    card = D.PLANET[planet]
    if D.tech_value2(D.TF, p.tech[D.TF]) < card.level:
        return (f"{planet_label(planet)} is level {card.level}: your IV-Terraforming "
                f"Technology is too low.")
    if not has(hold.cubes, card.terraform_cost):
        return (f"Terraforming {planet_label(planet)} costs {cost_text(card.terraform_cost)}, "
                f"SPENT from the planet itself.")
    return None


def _why_maptrack(state: KState, seat: int, top: Frame, move: Move,
                  cache: Cache) -> str | None:
    if move.verb == "done" and not move.args:
        return None
    if move.verb == "map" and len(move.args) == 1 and move.args[0] in D.TRACK_CODES:
        return None
    return _not_now(state, seat)


def _why_reveal(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    if move.verb != "reveal" or len(move.args) != 1:
        return _not_now(state, seat)
    h = _hex_arg(move.args[0])
    tile = state.tiles.get(h)
    if tile is None:
        return "There is no Celestial Body tile there."
    if tile.revealed:
        return "That tile is already face up."
    return None


def _why_produce(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    p = state.players[seat]
    res = int(top.data["res"])
    optional = top.data.get("why") in ("energy", "antimatter")
    if move.verb == "done" and not move.args:
        return None if optional else _not_now(state, seat)
    if move.verb == "skip" and not move.args:
        if optional:
            return _not_now(state, seat)
        if p.store[res] > 0:
            return f"You must PRODUCE the {D.RES_NAMES[res]}: choose a planet."
        return None
    if move.verb != "produce" or len(move.args) != 1:
        return _not_now(state, seat)
    planet = _parse_planet_of(p, move.args[0])
    if planet is None:
        return "You do not control that planet."
    if p.store[res] <= 0:
        return f"There is no {D.RES_NAMES[res]} in your Resources Storage to PRODUCE."
    return None


def _why_exploit(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    p = state.players[seat]
    if move.verb == "done" and not move.args:
        return None
    if move.verb != "exploit" or len(move.args) != 1:
        return _not_now(state, seat)
    planet = _parse_planet_of(p, move.args[0])
    if planet is None:
        return "You do not control that planet."
    if planet in top.data["used"]:
        return f"{planet_label(planet)} already PRODUCED this action."
    return None


def _why_burn(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    p = state.players[seat]
    if move.verb != "burn" or len(move.args) != 2:
        return _not_now(state, seat)
    res = _res_arg(move.args[0])
    if res < 0:
        return "Name a Resource: M, E or A."
    if top.data.get("why") == "card":
        if res != D.ENERGY:
            return "Gamma-Ray Burst burns Energy."
        if move.args[1] == "store":
            return "Gamma-Ray Burst burns Energy from a planet card."
    if move.args[1] == "store":
        if p.store[res] <= 0:
            return f"There is no {D.RES_NAMES[res]} in your Resources Storage."
        return None
    planet = _parse_planet_of(p, move.args[1])
    if planet is None:
        return "Burn from your Resources Storage (store) or a planet you control."
    hold = p.holding(planet)
    assert hold is not None
    if hold.cubes[res] <= 0:
        return f"There is no {D.RES_NAMES[res]} on {planet_label(planet)}."
    return None


def _why_regen(state: KState, seat: int, top: Frame, move: Move, cache: Cache) -> str | None:
    p = state.players[seat]
    if move.verb != "regen" or len(move.args) != 1:
        return _not_now(state, seat)
    res = _res_arg(move.args[0])
    if res < 0:
        return "Name a Resource: M, E or A."
    if p.pit[res] <= 0:
        return f"There is no {D.RES_NAMES[res]} in your Clausius' Pit."
    return None


def _why_freetech(state: KState, seat: int, top: Frame, move: Move,
                  cache: Cache) -> str | None:
    p = state.players[seat]
    if move.verb == "skip" and not move.args:
        return None
    if move.verb != "tech" or len(move.args) != 1:
        return _not_now(state, seat)
    track = _track_arg(move.args[0])
    if track < 0:
        return "Name a Technology: ST, QP, ED, TF or AS."
    if p.tech[track] >= D.MAX_LEVEL:
        return f"{D.TECHS[track].name} is already at its maximum level."
    lvl = D.TECHS[track].levels[p.tech[track]]
    if lvl.awards and not burnable(p):
        return (f"{lvl.name} brings a Leadership award, so it costs a BURNED Resource: "
                f"you have none.")
    return None


_WHY = {
    "turn": _why_turn, "missions": _why_missions, "place": _why_place,
    "colonize": _why_colonize, "research": _why_research, "movement": _why_movement,
    "terraform": _why_terraform, "maptrack": _why_maptrack, "reveal": _why_reveal,
    "produce": _why_produce, "exploit": _why_exploit, "burn": _why_burn, "regen": _why_regen,
    "freetech": _why_freetech,
}

# ============================================================================================
# Candidate moves
# ============================================================================================


def _planet_codes(p: Player) -> list[str]:
    return [planet_code(h.planet) for h in p.holdings]


def _ship_moves(state: KState, seat: int, cache: Cache) -> list[Move]:
    p = state.players[seat]
    out = []
    for h in sorted(x for x in p.ships if x >= 0):
        budget = ship_budget(state, seat, h)
        if budget <= 0:
            continue
        for dest in sorted(destinations(state, h, budget, cache)):
            out.append(Move("move", (D.hex_label(h), D.hex_label(dest))))
    return out


def candidates(state: KState, seat: int, cache: Cache) -> list[Move]:
    if state.phase == "setup":
        return [Move("start", (D.TECH_CODES[a], D.TECH_CODES[b]))
                for a in range(5) for b in range(a + 1, 5)]
    top = state.stack[-1]
    p = state.players[seat]
    kind = top.kind
    out: list[Move] = []
    done = [Move("done")]
    if kind == "turn":
        if state.turn.stage == 0:
            out = [Move(a) for a in D.ACTIONS]
        else:
            out = [Move(b) for b in D.bonuses_of(p.cube)]
            out += _ship_moves(state, seat, cache)
            out += [Move("withdraw", (D.hex_label(h),)) for h in sorted(p.ships) if h >= 0]
            out += done
    elif kind == "missions":
        out = [Move("build", (c,)) for c in _planet_codes(p)] + done
    elif kind == "place":
        planet = top.data.get("planet")
        out = [Move("place", (D.hex_label(h),))
               for h in place_candidates(state, seat, None if planet is None else int(planet),
                                         cache)]
    elif kind == "colonize":
        out = [Move("colonize", (planet_code(t.planet),)) for h, t in sorted(state.tiles.items())
               if t.kind == D.PLANET_TILE and h in p.ships] + done
    elif kind == "research":
        out = [Move("tech", (D.TECH_CODES[t], c)) for t in range(5) for c in _planet_codes(p)]
        out += done
    elif kind == "movement":
        out = _ship_moves(state, seat, cache) + done
    elif kind == "terraform":
        out = [Move("terraform", (c,)) for c in _planet_codes(p) if c != "Earth"] + done
    elif kind == "maptrack":
        out = [Move("map", (t,)) for t in D.TRACK_CODES] + done
    elif kind == "reveal":
        out = [Move("reveal", (D.hex_label(h),)) for h, t in sorted(state.tiles.items())
               if not t.revealed]
    elif kind == "produce":
        out = [Move("produce", (c,)) for c in _planet_codes(p)] + done + [Move("skip")]
    elif kind == "exploit":
        out = [Move("exploit", (c,)) for c in _planet_codes(p)] + done
    elif kind == "burn":
        sources = ["store", *_planet_codes(p)]
        out = [Move("burn", (r, s)) for r in D.RES_CODES for s in sources]
    elif kind == "regen":
        out = [Move("regen", (r,)) for r in D.RES_CODES]
    elif kind == "freetech":
        out = [Move("tech", (t,)) for t in D.TECH_CODES] + [Move("skip")]
    if quantum_available(state, seat):
        shifts, converts = quantum_moves_left(state, seat)
        if converts:
            out += [Move("convert", (c, r)) for c in _planet_codes(p) for r in ("M", "E")]
        if shifts:
            codes = _planet_codes(p)
            out += [Move("shift", (r, a, b)) for r in D.RES_CODES for a in codes for b in codes
                    if a != b]
    return out


def legal_moves(state: KState, seat: int) -> list[Move]:
    if seat not in to_act(state):
        return []
    cache: Cache = {}
    return [m for m in candidates(state, seat, cache)
            if why_illegal(state, seat, m, cache) is None]


# ============================================================================================
# Applying moves
# ============================================================================================


def apply(state: KState, seat: int, move: Move) -> tuple[KState, list[Event]]:
    reason = why_illegal(state, seat, move)
    if reason is not None:
        raise IllegalMove(reason)
    new = state.clone()
    events: list[Event] = []
    execute(new, seat, move, events)
    settle(new, events)
    return new, events


def settle(state: KState, events: list[Event]) -> None:
    """Run bookkeeping frames, drop empty decisions and play forced moves."""
    for _ in range(100_000):
        if state.phase != "play":
            return
        top = state.stack[-1]
        if top.kind.startswith("@"):
            state.stack.pop()
            run_auto(state, top, events)
            continue
        moves = legal_moves(state, top.seat)
        if not moves:
            state.stack.pop()
            continue
        if len(moves) == 1:
            execute(state, top.seat, moves[0], events, forced=True)
            continue
        return
    raise RuntimeError("settle did not converge")  # pragma: no cover


def execute(state: KState, seat: int, move: Move, events: list[Event], *,
            forced: bool = False) -> None:
    if state.phase == "setup":
        _do_start(state, seat, move, events)
        return
    if move.verb == "convert":
        _do_convert(state, seat, move, events)
        return
    if move.verb == "shift":
        _do_shift(state, seat, move, events)
        return
    top = state.stack[-1]
    _DO[top.kind](state, seat, top, move, events)


def _do_start(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    names = []
    for code in move.args:
        t = D.TECH_CODES.index(code)
        p.tech[t] += 1
        names.append(D.TECHS[t].levels[0].name)
    p.ready = True
    events.append(Event(f"{pname(seat)} advances for free to {names[0]} and {names[1]}."))
    if all(q.ready for q in state.players):
        state.phase = "play"
        start_round(state, events)
        settle(state, events)


def _do_convert(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    planet = _parse_planet_of(p, move.args[0])
    assert planet is not None
    res = _res_arg(move.args[1])
    hold = p.holding(planet)
    assert hold is not None
    hold.cubes[res] -= 1
    p.store[res] += 1
    p.store[1 - res] -= 1
    hold.cubes[1 - res] += 1
    state.turn.converts += 1
    events.append(Event(f"{pname(seat)} converts 1 {D.RES_NAMES[res]} on {planet_label(planet)}"
                        f" into {D.RES_NAMES[1 - res]} (Quantum Physics)."))


def _do_shift(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    res = _res_arg(move.args[0])
    src = _parse_planet_of(p, move.args[1])
    dst = _parse_planet_of(p, move.args[2])
    assert src is not None and dst is not None
    a, b = p.holding(src), p.holding(dst)
    assert a is not None and b is not None
    a.cubes[res] -= 1
    b.cubes[res] += 1
    state.turn.shifts += 1
    events.append(Event(f"{pname(seat)} moves 1 {D.RES_NAMES[res]} from {planet_label(src)} to "
                        f"{planet_label(dst)} (Quantum Physics)."))


def _do_turn(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    verb = move.verb
    if verb in D.ACTIONS:
        idx = D.ACTIONS.index(verb)
        p.cube = idx
        state.turn.stage = 1
        events.append(Event(f"{pname(seat)} moves the Action Cube to {D.ACTION_NAMES[idx]}."))
        _start_action(state, seat, verb, events)
    elif verb == "done":
        state.stack.pop()
        events.append(Event(f"{pname(seat)} ends the turn.", minor=True))
    elif verb in D.BONUSES:
        state.turn.bonuses.append(verb)
        events.append(Event(f"{pname(seat)} takes the Bonus Action {D.BONUS_NAMES[verb]}."))
        if verb == "logistics":
            push(state, "place", seat, why="logistics")
        elif verb == "advancement":
            push(state, "produce", seat, res=D.ANTIMATTER, amount=1, why="bonus")
        elif verb == "science":
            push(state, "@award", seat, track=0, n=1)
        elif verb == "culture":
            push(state, "@award", seat, track=1, n=1)
        elif verb == "planning":
            push(state, "movement", seat, why="planning",
                 budget=[D.PLANNING_RANGE if h >= 0 and is_space(state, h) else 0
                         for h in p.ships])
        elif verb == "neo":
            push(state, "@neo", seat)
        free = p.tech[D.ED] >= D.THEORY_LEVEL and state.turn.burns >= 1
        if free:
            events.append(Event("Theory of Everything: no Resource is BURNED for it.",
                                minor=True))
        else:
            push(state, "burn", seat, why="bonus")
    elif verb == "move":
        state.turn.stage = 2
        _do_move(state, seat, move, events)
    elif verb == "withdraw":
        state.turn.stage = 3
        h = D.hex_index(move.args[0])
        slot = ship_slot(p, h)
        p.ships[slot] = -1
        tile = state.tiles.get(h)
        where = "a Space hex"
        if tile is not None:
            where = "a Mine" if tile.kind == D.MINE else planet_label(tile.planet)
        events.append(Event(f"{pname(seat)} withdraws the Starship from {where} "
                            f"({move.args[0]})."))
        if tile is not None and tile.kind == D.MINE and total_cubes(p.pit):
            push(state, "regen", seat, why="mine")
    else:  # pragma: no cover
        raise ValueError(verb)


def _do_move(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    a, b = D.hex_index(move.args[0]), D.hex_index(move.args[1])
    budget = ship_budget(state, seat, a)
    dist = destinations(state, a, budget)[b]
    slot = ship_slot(p, a)
    top = state.stack[-1]
    if top.kind == "movement":
        top.data["budget"][slot] -= dist
    else:
        state.turn.moved[slot] += dist
    p.ships[slot] = b
    tile = state.tiles.get(b)
    if tile is None:
        events.append(Event(f"{pname(seat)} moves a Starship {move.args[0]}-{move.args[1]}.",
                            minor=True))
        return
    if tile.kind == D.TARGET:
        # The first player to reach a Colonial Target removes it and gains 1 award.
        del state.tiles[b]
        p.targets += 1
        events.append(Event(f"{pname(seat)} reaches the Colonial Target on {move.args[1]}."))
        leadership_award(state, seat, 1, 1, events)
        return
    what = "a Mine" if tile.kind == D.MINE else planet_label(tile.planet)
    events.append(Event(f"{pname(seat)} lands a Starship on {what} ({move.args[1]})."))


def _start_action(state: KState, seat: int, verb: str, events: list[Event]) -> None:
    p = state.players[seat]
    if verb == "missions":
        push(state, "missions", seat, built=0)
    elif verb == "colonize":
        push(state, "colonize", seat)
    elif verb == "research":
        push(state, "research", seat)
    elif verb == "propel":
        push(state, "movement", seat, why="propel",
             budget=[speed(p) if h >= 0 and is_space(state, h) else 0 for h in p.ships])
    elif verb == "terraform":
        push(state, "terraform", seat)
    elif verb == "map":
        push(state, "maptrack", seat)
    elif verb == "energy":
        push(state, "produce", seat, res=D.ENERGY, amount=D.tech_value(D.ED, p.tech[D.ED]),
             why="energy")
    elif verb == "exploit":
        left = D.tech_value(D.TF, p.tech[D.TF])
        if left:
            push(state, "exploit", seat, left=left, used=[])
        else:
            events.append(Event("With IV-Terraforming at level 0 no planet can PRODUCE.",
                                minor=True))
    elif verb == "antimatter":
        amount = D.tech_value(D.AS, p.tech[D.AS])
        if amount:
            push(state, "produce", seat, res=D.ANTIMATTER, amount=amount, why="antimatter")
        else:
            events.append(Event("With V-Antimatter Science at level 0 no Antimatter can be "
                                "PRODUCED.", minor=True))


def _do_missions(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    planet = _parse_planet_of(p, move.args[0])
    assert planet is not None
    cost = build_cost(p)
    spend(p, planet, cost)
    top.data["built"] = int(top.data["built"]) + 1
    events.append(Event(f"{pname(seat)} SPENDS {cost_text(cost)} from {planet_label(planet)} "
                        f"to build a Starship."))
    push(state, "place", seat, planet=planet, why="build")


def _do_place(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    h = D.hex_index(move.args[0])
    slot = p.ships.index(-1)
    p.ships[slot] = h
    if state.turn.seat == seat:
        state.turn.moved[slot] = 0
    state.stack.pop()
    events.append(Event(f"{pname(seat)} places a Starship on {move.args[0]}."))


def _do_colonize(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    num = int(move.args[0][1:])
    h = planet_hex(state, num)
    p.ships[ship_slot(p, h)] = -1
    state.tiles[h].colonist = seat
    p.holdings.append(Holding(num, False, [0, 0, 0]))
    card = D.PLANET[num]
    events.append(Event(f"{pname(seat)} colonizes {planet_label(num)} {card.name} "
                        f"({D.TYPE_NAMES[card.type]}, {D.ZONE_NAMES[state.tiles[h].zone]})."))
    if card.colony_awards:
        leadership_award(state, seat, 1, card.colony_awards, events)


def _do_research(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    track = _track_arg(move.args[0])
    planet = _parse_planet_of(p, move.args[1])
    assert planet is not None
    lvl = D.TECHS[track].levels[p.tech[track]]
    spend(p, planet, lvl.cost)
    events.append(Event(f"{pname(seat)} SPENDS {cost_text(lvl.cost)} from "
                        f"{planet_label(planet)}."))
    gain_level(state, seat, track, events)


def _do_movement(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    _do_move(state, seat, move, events)


def _do_terraform(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    planet = _parse_planet_of(p, move.args[0])
    assert planet is not None
    card = D.PLANET[planet]
    spend(p, planet, card.terraform_cost)
    hold = p.holding(planet)
    assert hold is not None
    hold.terraformed = True
    events.append(Event(f"{pname(seat)} SPENDS {cost_text(card.terraform_cost)} and terraforms "
                        f"{planet_label(planet)}."))
    if card.terraform_awards:
        leadership_award(state, seat, 1, card.terraform_awards, events)


def _do_maptrack(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    state.stack.pop()
    if move.verb == "done":
        return
    unrevealed = sum(1 for t in state.tiles.values() if not t.revealed)
    if unrevealed:
        push(state, "reveal", seat, left=min(D.MAP_REVEALS, unrevealed), why="map")
    leadership_award(state, seat, D.TRACK_CODES.index(move.args[0]), 1, events)


def tile_text(tile: Tile) -> str:
    if tile.kind == D.PLANET_TILE:
        card = D.PLANET[tile.planet]
        return f"{planet_label(tile.planet)} {card.name} ({D.TYPE_NAMES[card.type]})"
    return "a Mine" if tile.kind == D.MINE else "a Colonial Target"


def _do_reveal(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    h = D.hex_index(move.args[0])
    tile = state.tiles[h]
    tile.revealed = True
    events.append(Event(f"{pname(seat)} turns over the tile on {move.args[0]}: "
                        f"{tile_text(tile)}.", reveals=True))
    top.data["left"] = int(top.data["left"]) - 1
    if top.data["left"] <= 0 or all(t.revealed for t in state.tiles.values()):
        state.stack.pop()


def _do_produce(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    state.stack.pop()
    if move.verb in ("done", "skip"):
        return
    p = state.players[seat]
    planet = _parse_planet_of(p, move.args[0])
    assert planet is not None
    cubes = [0, 0, 0]
    cubes[int(top.data["res"])] = int(top.data["amount"])
    got = produce(state, seat, planet, cubes)
    events.append(Event(f"{pname(seat)} PRODUCES {cost_text(got)} on {planet_label(planet)}."))


def planet_output(hold: Holding) -> D.Cost:
    if hold.planet == D.EARTH:
        return D.EARTH_OUTPUT
    card = D.PLANET[hold.planet]
    return card.terraformed_output if hold.terraformed else card.colony_output


def _do_exploit(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    if move.verb == "done":
        state.stack.pop()
        return
    p = state.players[seat]
    planet = _parse_planet_of(p, move.args[0])
    assert planet is not None
    hold = p.holding(planet)
    assert hold is not None
    got = produce(state, seat, planet, planet_output(hold))
    top.data["used"].append(planet)
    top.data["left"] = int(top.data["left"]) - 1
    events.append(Event(f"{pname(seat)} PRODUCES {cost_text(got)} on {planet_label(planet)}."))
    if top.data["left"] <= 0 or len(top.data["used"]) >= len(p.holdings):
        state.stack.pop()


def _do_burn(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    res = _res_arg(move.args[0])
    if move.args[1] == "store":
        p.store[res] -= 1
        where = "the Resources Storage"
    else:
        planet = _parse_planet_of(p, move.args[1])
        assert planet is not None
        hold = p.holding(planet)
        assert hold is not None
        hold.cubes[res] -= 1
        where = planet_label(planet)
    p.pit[res] += 1
    if top.data.get("why") == "bonus":
        state.turn.burns += 1
    state.stack.pop()
    events.append(Event(f"{pname(seat)} BURNS 1 {D.RES_NAMES[res]} from {where}."))


def _do_regen(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    p = state.players[seat]
    res = _res_arg(move.args[0])
    p.pit[res] -= 1
    p.store[res] += 1
    state.stack.pop()
    events.append(Event(f"{pname(seat)} REGENERATES 1 {D.RES_NAMES[res]}."))


def _do_freetech(state: KState, seat: int, top: Frame, move: Move, events: list[Event]) -> None:
    state.stack.pop()
    if move.verb == "skip":
        events.append(Event(f"{pname(seat)} takes no free Technology.", minor=True))
        return
    p = state.players[seat]
    track = _track_arg(move.args[0])
    lvl = D.TECHS[track].levels[p.tech[track]]
    gain_level(state, seat, track, events)
    if lvl.awards:
        push(state, "burn", seat, why="freetech")


_DO = {
    "turn": _do_turn, "missions": _do_missions, "place": _do_place, "colonize": _do_colonize,
    "research": _do_research, "movement": _do_movement, "terraform": _do_terraform,
    "maptrack": _do_maptrack, "reveal": _do_reveal, "produce": _do_produce,
    "exploit": _do_exploit, "burn": _do_burn, "regen": _do_regen, "freetech": _do_freetech,
}

# ============================================================================================
# Final scoring
# ============================================================================================


def ships_on_mines(state: KState, seat: int) -> int:
    return sum(1 for h in state.players[seat].ships
               if h >= 0 and h in state.tiles and state.tiles[h].kind == D.MINE)


def colonized_tiles(state: KState, seat: int) -> list[Tile]:
    return [t for t in state.tiles.values() if t.colonist == seat]


def objective_met(state: KState, seat: int, oid: int | None = None) -> bool:
    p = state.players[seat]
    o = D.OBJECTIVE[p.objective if oid is None else oid]
    cols = colonized_tiles(state, seat)
    kind = o.kind
    if kind == "zone":
        return any(t.zone == o.track for t in cols)
    if kind == "terraformed":
        return sum(1 for h in colonies(p) if h.terraformed) >= o.amount
    if kind == "tech":
        return p.tech[o.track] >= o.amount
    if kind == "antimatter":
        return sum(h.cubes[D.ANTIMATTER] for h in p.holdings) >= o.amount
    if kind == "alien":
        return sum(1 for t in cols if D.PLANET[t.planet].type == D.ALIEN) >= o.amount
    if kind == "targets":
        return p.targets >= o.amount
    if kind == "medals":
        return sum(p.medals) >= o.amount
    if kind == "allzones":
        return len({t.zone for t in cols}) >= o.amount
    if kind == "maxtech":
        return sum(1 for t in p.tech if t >= D.MAX_LEVEL) >= o.amount
    if kind == "leader":
        return all(p.lead[t] == max(q.lead[t] for q in state.players) for t in (0, 1))
    if kind == "mines":
        return ships_on_mines(state, seat) >= o.amount
    if kind == "alltech":
        return min(p.tech) >= o.amount
    raise ValueError(kind)  # pragma: no cover


def score_parts(state: KState, seat: int, *, objective: bool = True) -> dict[str, int]:
    """Final scoring, line by line (rulebook, "Final scoring")."""
    p = state.players[seat]
    cols = colonized_tiles(state, seat)
    types = [D.PLANET[t.planet].type for t in cols]
    parts = {
        "antimatter": sum(h.cubes[D.ANTIMATTER] for h in p.holdings),
        "all_types": D.SET_BONUS_VP if all(t in types for t in D.PLANET_TYPES) else 0,
        "three_of_a_type": (D.TRIPLE_BONUS_VP
                            if any(types.count(t) >= 3 for t in D.PLANET_TYPES) else 0),
        "mines": D.MINE_SHIP_VP * ships_on_mines(state, seat),
        "max_technologies": D.MAX_TECH_VP * sum(1 for t in p.tech if t >= D.MAX_LEVEL),
        "medals": sum(p.medals),
        "colonies": sum(D.ZONE_VP[t.zone] for t in cols),
        "leadership": D.TRACK_VP[p.lead[0]] + D.TRACK_VP[p.lead[1]],
        "terraformed": sum(D.PLANET[h.planet].vp for h in colonies(p) if h.terraformed),
    }
    if objective:
        parts["objective"] = D.OBJECTIVE[p.objective].vp if objective_met(state, seat) else 0
    return parts


def tiebreak(state: KState, seat: int) -> int:
    """The highest-numbered terraformed planet (0 when none)."""
    return max((h.planet for h in colonies(state.players[seat]) if h.terraformed), default=0)
