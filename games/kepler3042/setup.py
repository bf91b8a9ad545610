"""SETTING UP THE GAME: the random galaxy (steps 1-2), the Progress deck (step 6), the secret
Objectives (step 7), the players' starting pieces (step 4) and the two free Technology
advances every player chooses (step 8, the only setup decision, taken by all at once).

When the last player has chosen, the first round begins (:func:`.round.start_round`); the
engine then settles the state like after any other move.
"""

from __future__ import annotations

from games.core import Event, Move, Rng
from games.i18n import Message, msg

from . import data as D
from .round import start_round
from .scoring import objective_text
from .state import Holding, KState, Player, Tile, Turn
from .terms import level_name, pname, track_arg


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
    events = [Event.of(msg("kepler3042.ev.setup"),
                       {i: msg("kepler3042.ev.your_objective",
                               objective=objective_text(p.objective))
                        for i, p in enumerate(players)}, reveals=True)]
    return state, events


# ------------------------------------------------------- step 8: two free advances


def why_setup(state: KState, seat: int, move: Move) -> Message | None:
    p = state.players[seat]
    if p.ready:
        return msg("kepler3042.no.ready")
    if move.verb != "start" or len(move.args) != 2:
        return msg("kepler3042.no.start_first")
    a, b = (track_arg(x) for x in move.args)
    if a < 0 or b < 0:
        return msg("kepler3042.no.name_two_techs")
    if a == b:
        return msg("kepler3042.no.same_tech")
    if a > b:
        return msg("kepler3042.no.board_order")
    return None


def do_start(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    """Take the two free advances; the last player to choose starts round 1 (the caller
    settles the state afterwards, as after every move)."""
    p = state.players[seat]
    names = []
    for code in move.args:
        t = D.TECH_CODES.index(code)
        p.tech[t] += 1
        names.append(level_name(t, 1))
    p.ready = True
    events.append(Event.of(msg("kepler3042.ev.free_advances", player=pname(seat), a=names[0],
                               b=names[1])))
    if all(q.ready for q in state.players):
        state.phase = "play"
        start_round(state, events)


def setup_candidates() -> list[Move]:
    return [Move("start", (D.TECH_CODES[a], D.TECH_CODES[b]))
            for a in range(5) for b in range(a + 1, 5)]
