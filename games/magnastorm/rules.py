"""Magnastorm's rules, named after the rulebook's sections.

A turn is a chain of small decisions. The state keeps them in ``state.queue``: each entry
is a *task*, either automatic (run by :func:`settle` as soon as it reaches the front) or a
decision for one seat (the front decision names who acts). Effects that need a choice push
a decision to the front of the queue, so nested effects (a lab gives a research level whose
bonus lets you place a crew member ...) resolve depth first, in the rulebook's order:
commander bonuses before action-space bonuses, payment before bonuses.

Legality has one source: :func:`why_illegal` returns a sentence or None; :func:`legal_moves`
filters candidate moves through it and :func:`apply` refuses what it rejects.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from games.core import Event, IllegalMove, Move, Rng

from . import data as D
from .state import Player, State, Task

Events = list[Event]

# ---------------------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------------------


def board(state: State) -> D.Board:
    return D.board_for(state.num_players)


def areas(state: State) -> tuple[str, ...]:
    return D.areas_for(state.num_players)


def columns(state: State) -> str:
    return D.columns_for(state.num_players)


def player_colours(state: State) -> list[str]:
    return [p.colour for p in state.players]


def cube_colours(state: State) -> list[str]:
    return [D.YELLOW, *player_colours(state)]


def name(state: State, seat: int) -> str:
    return state.players[seat].colour.capitalize()


def crew_colour(state: State, code: int) -> str:
    return D.YELLOW if code < 0 else state.players[code].colour


def resolve(state: State, seat: int, cost: tuple[str, ...] | list[str]) -> list[str]:
    """Turn a printed cost (with "own") into cube colours for one player."""
    own = state.players[seat].colour
    return [own if c == D.OWN else c for c in cost]


def can_pay(p: Player, cubes: list[str]) -> bool:
    need: dict[str, int] = {}
    for c in cubes:
        need[c] = need.get(c, 0) + 1
    return all(p.cubes.get(c, 0) >= n for c, n in need.items())


def pay(p: Player, cubes: list[str]) -> None:
    for c in cubes:
        p.cubes[c] -= 1
        if not p.cubes[c]:
            del p.cubes[c]


def gain_cube(p: Player, colour: str, n: int = 1) -> None:
    p.cubes[colour] = p.cubes.get(colour, 0) + n


def cubes_text(cubes: list[str]) -> str:
    if not cubes:
        return "nothing"
    counts: dict[str, int] = {}
    for c in cubes:
        counts[c] = counts.get(c, 0) + 1
    return ", ".join(f"{n} {c}" for c, n in counts.items())


def add_reputation(state: State, seat: int, amount: int, events: Events) -> None:
    """Move a reputation marker; the track stops at 0 (the rulebook shows no negatives)."""
    p = state.players[seat]
    p.reputation = max(0, p.reputation + amount)
    goal = D.END_REPUTATION[state.num_players]
    if p.reputation >= goal and not state.end_triggered and state.phase != "over":
        state.end_triggered = True
        state.end_reason = f"{name(state, seat)} reached {goal} reputation"
        events.append(Event(f"{name(state, seat)} reached {goal} reputation: the game ends "
                            "after the last player in turn order has acted."))


def owns(state: State, seat: int, key: str) -> bool:
    return key in state.players[seat].commanders


def parse_cell(text: str) -> tuple[int, int] | None:
    """'b3' -> (row 2, column 1)."""
    if len(text) != 2 or text[0] not in D.COLUMNS_ALL or not text[1].isdigit():
        return None
    row = int(text[1]) - 1
    if not 0 <= row < D.ROWS:
        return None
    return row, D.COLUMNS_ALL.index(text[0])


def cell_name(row: int, col: int) -> str:
    return f"{D.COLUMNS_ALL[col]}{row + 1}"


# ---------------------------------------------------------------------------------------
# Sectors, storms and majorities (rulebook, "Rotate the center tile", "Scout runner")
# ---------------------------------------------------------------------------------------


def quiet_sectors(state: State) -> list[int]:
    """The 3 quiet sectors: trailing, middle and leading (income tables in this order)."""
    mid = (D.QUIET_MIDDLE_ROUND1[state.start_area] + state.round - 1) % D.SECTORS
    return [(mid - 1) % D.SECTORS, mid, (mid + 1) % D.SECTORS]


def is_storm(state: State, sector: int) -> bool:
    return sector not in quiet_sectors(state)


def clockwise_distance(state: State, sector: int) -> int:
    """Sectors to travel clockwise from a storm sector to the nearest quiet one."""
    return (quiet_sectors(state)[0] - sector) % D.SECTORS


def sector_of(state: State, space: str) -> int:
    return board(state).spaces[space].sector


def labs_in_sector(state: State, seat: int, sector: int) -> int:
    spaces = board(state).spaces
    return sum(n for sp, (owner, n) in state.labs.items()
               if owner == seat and spaces[sp].sector == sector)


def sole_majority(state: State, sector: int) -> int:
    """The seat with more labs in the sector than every other player, else -1."""
    counts = [labs_in_sector(state, s, sector) for s in range(state.num_players)]
    best = max(counts)
    if best == 0 or counts.count(best) != 1:
        return -1
    return counts.index(best)


def sole_most_knowledge(state: State, seat: int, area: int) -> bool:
    mine = state.players[seat].research[area]
    return all(p.research[area] < mine for s, p in enumerate(state.players) if s != seat)


# ---------------------------------------------------------------------------------------
# Research (rulebook, "Turtle labs": advancing and research bonuses)
# ---------------------------------------------------------------------------------------


def gain_level(state: State, seat: int, area: str, events: Events, front: list[Task],
               why: str = "") -> None:
    """Gain a level in ``area``; Franzkarl Huber's owner may pick another area instead."""
    if owns(state, seat, "franzkarl"):
        choices = [a for a in areas(state)
                   if state.players[seat].research[areas(state).index(a)] < D.MAX_LEVEL]
        if len(choices) > 1 or (choices and choices[0] != area):
            front.append({"k": "research", "seat": seat, "areas": choices,
                          "why": why or f"a level in {area} (Franzkarl Huber: any area)"})
            return
    raise_level(state, seat, area, events, front)


def raise_level(state: State, seat: int, area: str, events: Events,
                front: list[Task]) -> None:
    p = state.players[seat]
    i = areas(state).index(area)
    if p.research[i] >= D.MAX_LEVEL:
        events.append(Event(f"{name(state, seat)} is already at the top of {area}.",
                            minor=True))
        return
    p.research[i] += 1
    level = p.research[i]
    events.append(Event(f"{name(state, seat)} advances to {area} {level}.", minor=True))
    bonus = D.RESEARCH_BONUSES[area].get(level)
    if bonus:
        grant_bonus(state, seat, bonus, events, front)


def grant_bonus(state: State, seat: int, bonus: str, events: Events,
                front: list[Task]) -> None:
    """A research-track bonus (rulebook, "Turtle labs", list of bonuses)."""
    p = state.players[seat]
    if bonus == D.OWN:
        gain_cube(p, p.colour)
        events.append(Event(f"{name(state, seat)} gains 1 {p.colour} cube.", minor=True))
    elif bonus == D.YELLOW:
        gain_cube(p, D.YELLOW)
        events.append(Event(f"{name(state, seat)} gains 1 yellow cube.", minor=True))
    elif bonus == D.ANY:
        front.append({"k": "colour", "seat": seat, "why": "a research bonus"})
    elif bonus.startswith("bag"):
        draw_from_bag(state, seat, int(bonus[3:]), events)
    elif bonus == D.B_CREW and state.players[seat].crew > 0 and crew_bonus_places(state):
        front.append({"k": "crewbonus", "seat": seat})


def draw_from_bag(state: State, seat: int, n: int, events: Events) -> None:
    """Rulebook, "Bonus spaces" (bag): a black cube goes back and becomes an own cube."""
    if owns(state, seat, "joy"):
        n += 2  # Joy D. Obondov: extra cubes never hurt, so they are always taken
    rng = Rng(state.rng)
    p = state.players[seat]
    got: list[str] = []
    for _ in range(n):
        total = sum(state.bag.values())
        if total <= 0:
            break
        pick = rng.below(total)
        for colour in sorted(state.bag):
            if pick < state.bag[colour]:
                break
            pick -= state.bag[colour]
        if colour == D.BLACK:
            got.append(p.colour)
        else:
            state.bag[colour] -= 1
            got.append(colour)
        gain_cube(p, got[-1])
    state.rng = rng.state
    events.append(Event(f"{name(state, seat)} draws from the bag and gets {cubes_text(got)}.",
                        reveals=True))


# ---------------------------------------------------------------------------------------
# Action panels
# ---------------------------------------------------------------------------------------


_CELLS = {n: [(r, c) for r in range(D.ROWS) for c in range(n)] for n in (4, 5)}


def panel_cells(state: State) -> list[tuple[int, int]]:
    return _CELLS[5 if state.num_players == 4 else 4]


def upper_empty(state: State) -> bool:
    return all(not state.upper[r][c] for r, c in panel_cells(state))


def lower_bonuses(state: State) -> dict[str, str]:
    lower = "y" if state.upper_panel == "x" else "x"
    return D.panel_bonuses(state.num_players, lower)


def lower_full(state: State) -> bool:
    return all(state.lower[r][c] for r, c in panel_cells(state))


def column_crew(state: State, col: int) -> list[int]:
    return [code for r in range(D.ROWS) for code in state.upper[r][col]]


def placement_cells(state: State, seat: int, allow_used: bool) -> list[str]:
    """Lower-panel spaces a crew member may go to (rulebook, "Action panel full";
    Kim-Kin Park when ``allow_used``)."""
    free = [cell_name(r, c) for r, c in panel_cells(state) if not state.lower[r][c]]
    if allow_used:
        return [cell_name(r, c) for r, c in panel_cells(state)]
    if free:
        return free
    return [cell_name(D.ROWS - 1, c) for c in range(len(columns(state)))]


def crew_bonus_places(state: State) -> list[str]:
    """Rulebook, "Bonus spaces" (crew): a free upper space under another crew member, or
    any free lower space."""
    places = []
    for r, c in panel_cells(state):
        if not state.upper[r][c] and any(state.upper[rr][c] for rr in range(r)):
            places.append(f"up {cell_name(r, c)}")
    for r, c in panel_cells(state):
        if not state.lower[r][c]:
            places.append(f"low {cell_name(r, c)}")
    return places


# ---------------------------------------------------------------------------------------
# Setup (rulebook, "Game setup" and "Starting positions")
# ---------------------------------------------------------------------------------------


def setup(num_players: int, seed: int, options: dict[str, Any]) -> tuple[State, Events]:
    rng = Rng.from_seed(seed)
    start_area = int(options.get("start_area", 1))
    if start_area not in (1, 2):
        raise ValueError("start_area must be 1 or 2")
    n_areas = len(D.areas_for(num_players))
    artifacts = options.get("artifacts") or [[] for _ in range(num_players)]
    if len(artifacts) != num_players:
        raise ValueError("artifacts must list one collection per player")
    players = []
    for seat in range(num_players):
        colour = D.PLAYER_COLOURS[seat]
        cards = [int(a) for a in artifacts[seat]]
        if any(a not in D.ARTIFACTS for a in cards):
            raise ValueError("unknown artifact card number")
        players.append(Player(colour, 0, {colour: D.START_CUBES},
                              [True] * D.LABS_PER_PLAYER, [True] * D.STATIONS_PER_PLAYER,
                              D.CREW_PER_PLAYER, D.MARKERS_ON_BOARD, [0] * n_areas,
                              artifacts=sorted(cards)))
    cols = len(D.columns_for(num_players))
    upper = [[[-1] if r < D.NEUTRAL_PER_COLUMN else [] for _ in range(cols)]
             for r in range(D.ROWS)]
    lower: list[list[list[int]]] = [[[] for _ in range(cols)] for _ in range(D.ROWS)]
    admin = list(D.ADMIN_COMMANDERS)
    rng.shuffle(admin)
    research = list(D.RESEARCH_COMMANDERS)
    rng.shuffle(research)
    r_obj = list(D.RESEARCH_OBJECTIVES)
    rng.shuffle(r_obj)
    s_obj = list(D.SECTOR_OBJECTIVES)
    rng.shuffle(s_obj)
    bag = {D.BLACK: D.BAG_BLACK, D.YELLOW: D.BAG_PER_COLOUR}
    for p in players:
        bag[p.colour] = D.BAG_PER_COLOUR
    state = State(
        num_players, start_area, 0, players,
        runners=[D.board_for(num_players).start_space[start_area]] * num_players,
        upper=upper, lower=lower, upper_panel="x",
        admin=admin[:cols - 1], admin_owner=[-1] * (cols - 1),
        research_cmd=research[:n_areas], research_owner=[-1] * n_areas,
        objectives=sorted(r_obj[:2]) + sorted(s_obj[:2]),
        ladders=[list(D.objective_ladder(num_players)) for _ in range(4)],
        bag=bag, kimkin_used=[False] * num_players,
    )
    events: Events = [Event(f"Magnastorm for {num_players} players, starting area "
                            f"{start_area}.", reveals=True)]
    advanced = (all(len(p.artifacts) >= 2 for p in players)
                and options.get("advanced_start", True))
    if advanced:
        keys = []
        for seat, p in enumerate(players):
            cards = list(p.artifacts)
            rng.shuffle(cards)
            p.drawn = sorted(cards[:2])
            levels = [D.ARTIFACTS[a].level for a in p.drawn]
            keys.append((sum(levels), max(p.drawn), -seat))
            events.append(Event(f"{name(state, seat)} draws artifacts "
                                + " and ".join(f"#{a}" for a in p.drawn)
                                + f" (levels {levels[0]}+{levels[1]}).", reveals=True))
        state.order = sorted(range(num_players), key=lambda s: keys[s], reverse=True)
    else:
        first = options.get("first_player")
        if first is None:
            first = rng.below(num_players)
        first = int(first)
        if not 0 <= first < num_players:
            raise ValueError("first_player must be a seat number")
        state.order = [(first + i) % num_players for i in range(num_players)]
    state.rng = rng.state
    events.append(Event("Turn order: " + ", ".join(name(state, s) for s in state.order) + "."))
    state.queue = (
        [{"k": "start_crew", "seat": s} for s in state.order]
        + [{"k": "start_research", "seat": s} for s in reversed(state.order)]
        + [{"k": "start_bonus", "advanced": bool(advanced)}, {"k": "round_start"}]
    )
    settle(state, events)
    return state, events


def auto_start_bonus(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """Rulebook, "Starting positions" 4) and "Advanced starting positions" 4)."""
    state.start_used = []
    if not task["advanced"]:
        for seat in state.order[2:]:
            p = state.players[seat]
            gain_cube(p, p.colour)
            events.append(Event(f"{name(state, seat)} receives 1 {p.colour} cube as a turn "
                                "order bonus."))
        return
    for seat in state.order:
        p = state.players[seat]
        for card in p.drawn:
            bonus = D.ARTIFACTS[card].bonus
            if bonus == "reputation":
                add_reputation(state, seat, 1, events)
                events.append(Event(f"{name(state, seat)} gains 1 reputation (#{card})."))
            elif bonus == "cube":
                gain_cube(p, p.colour)
                events.append(Event(f"{name(state, seat)} gains 1 {p.colour} cube (#{card})."))
            else:
                raise_level(state, seat, bonus, events, front)


def auto_round_start(state: State, task: Task, events: Events, front: list[Task]) -> None:
    state.phase = "turns"
    state.cycle = list(state.order)
    state.cycle_pos = 0
    state.kimkin_used = [False] * state.num_players
    quiet = ", ".join(str(s + 1) for s in quiet_sectors(state))
    events.append(Event(f"Round {state.round} begins. Quiet sectors: {quiet}."))
    front.append({"k": "turn", "seat": state.cycle[0]})


# ---------------------------------------------------------------------------------------
# Phase 1: turns (rulebook, "Phase 1: Turns")
# ---------------------------------------------------------------------------------------


def take_cost(state: State, seat: int, col: int, variant: str) -> list[str]:
    """Rulebook, "Take over a commander": 1 cube per crew member below, in its colour,
    plus 1 of the owner's colour; Idris Yakuul swaps one yellow and one own cube."""
    cost = [crew_colour(state, code) for code in column_crew(state, col)]
    if col > 0:
        owner = state.admin_owner[col - 1]
        if owner not in (-1, seat):
            cost.append(state.players[owner].colour)
    return swap_variant(state, seat, cost, variant)


def swap_variant(state: State, seat: int, cost: list[str], variant: str) -> list[str]:
    own = state.players[seat].colour
    cost = sorted(cost)
    if variant == "own" and D.YELLOW in cost:
        cost.remove(D.YELLOW)
        cost.append(own)
    elif variant == "yellow" and own in cost:
        cost.remove(own)
        cost.append(D.YELLOW)
    return sorted(cost)


def move_cost(state: State, seat: int, space: str, variant: str) -> list[str]:
    """The red display of the row (rulebook, "Move a scout runner"), with Idris Yakuul's
    swap and Sayuri Modo's discount of 1 own cube."""
    row = parse_cell(space)
    assert row is not None
    cost = swap_variant(state, seat, resolve(state, seat, D.ROW_TABLE[row[0]].move), variant)
    own = state.players[seat].colour
    if owns(state, seat, "sayuri") and own in cost:
        cost.remove(own)
    return cost


def why_take(state: State, seat: int, task: Task, args: tuple[str, ...]) -> str | None:
    if not args or args[0] not in columns(state) or len(args) > 2:
        return "Name a column, for example: take b."
    variant = args[1] if len(args) > 1 else ""
    col = columns(state).index(args[0])
    if variant:
        if variant not in ("own", "yellow"):
            return "The payment variant is 'own' or 'yellow' (Idris Yakuul)."
        if not owns(state, seat, "idris"):
            return "Only the controller of Idris Yakuul may swap a cube in the payment."
        base = take_cost(state, seat, col, "")
        if take_cost(state, seat, col, variant) == base:
            return "That swap changes nothing in this payment."
    if not column_crew(state, col):
        return ("The first player token cannot be taken: no crew member is below it."
                if col == 0 else
                "That commander cannot be taken over: no crew member is below it.")
    if col > 0 and state.admin_owner[col - 1] == seat:
        return "You already control that commander."
    cost = take_cost(state, seat, col, variant)
    if not can_pay(state.players[seat], cost):
        return f"You cannot afford it: it costs {cubes_text(cost)}."
    return None


def do_take(state: State, seat: int, task: Task, args: tuple[str, ...], events: Events,
            front: list[Task]) -> None:
    col = columns(state).index(args[0])
    variant = args[1] if len(args) > 1 else ""
    cost = take_cost(state, seat, col, variant)
    pay(state.players[seat], cost)
    crew = column_crew(state, col)
    for r in range(D.ROWS):
        state.upper[r][col] = []
    if col == 0:
        state.first_token = seat
        events.append(Event(f"{name(state, seat)} buys the first player token for "
                            f"{cubes_text(cost)}."))
        front.append({"k": "park", "seat": seat, "crew": crew})
        front.append({"k": "research", "seat": seat, "areas": list(areas(state)),
                      "why": "the first player token"})
        front.append({"k": "colour", "seat": seat, "why": "the first player token"})
    else:
        key = state.admin[col - 1]
        events.append(Event(f"{name(state, seat)} takes over {D.COMMANDERS[key].name} for "
                            f"{cubes_text(cost)}."))
        front.append({"k": "park", "seat": seat, "crew": crew})
        previous = state.admin_owner[col - 1]
        state.admin_owner[col - 1] = seat
        state.players[seat].markers -= 1
        if previous >= 0:
            state.players[previous].markers += 1
        transfer_commander(state, key, previous, seat, events, front)
    front.append({"k": "endturn", "seat": seat})


def transfer_commander(state: State, key: str, previous: int, seat: int, events: Events,
                       front: list[Task]) -> None:
    """Hand a commander card over: the new holder gains the green number and uses an
    instant effect; the previous one loses the red number. ``seat`` -1 returns the card."""
    card = D.COMMANDERS[key]
    if previous >= 0:
        state.players[previous].commanders.remove(key)
        add_reputation(state, previous, -card.loss, events)
        events.append(Event(f"{name(state, previous)} loses {card.name} and "
                            f"{card.loss} reputation."))
    if seat < 0:
        return
    state.players[seat].commanders.append(key)
    add_reputation(state, seat, card.gain, events)
    events.append(Event(f"{name(state, seat)} gains {card.name} and {card.gain} reputation."))
    if key == "cedric":
        add_reputation(state, seat, 1, events)
        events.append(Event(f"{name(state, seat)} gains 1 reputation (Cedric J. Lebeaux)."))
    elif key == "forrester":
        front.append({"k": "forrester", "seat": seat})


def crew_allowed(state: State, seat: int, code: int) -> bool:
    """Rulebook: neutral or own crew; an opponent's only when none of those is left."""
    if code in (-1, seat):
        return True
    everything = [x for r, c in panel_cells(state) for x in state.upper[r][c]]
    return -1 not in everything and seat not in everything


def why_crew(state: State, seat: int, task: Task, args: tuple[str, ...]) -> str | None:
    if len(args) != 2 or args[0] not in columns(state):
        return "Name a column and a crew colour, for example: crew b yellow."
    col = columns(state).index(args[0])
    colours = cube_colours(state)
    if args[1] not in colours:
        return f"There is no {args[1]} crew in this game."
    code = colours.index(args[1]) - 1
    if code not in column_crew(state, col):
        return f"There is no {args[1]} crew member in column {args[0]} of the upper panel."
    if not crew_allowed(state, seat, code):
        return ("You may take an opponent's crew member only when no neutral and no crew "
                "member of your own colour is left on the upper panel.")
    return None


def do_crew(state: State, seat: int, task: Task, args: tuple[str, ...], events: Events,
            front: list[Task]) -> None:
    col = columns(state).index(args[0])
    code = cube_colours(state).index(args[1]) - 1
    for r in reversed(range(D.ROWS)):
        if code in state.upper[r][col]:
            state.upper[r][col].remove(code)
            break
    events.append(Event(f"{name(state, seat)} takes a {args[1]} crew member from column "
                        f"{args[0]}.", minor=True))
    front.append({"k": "place", "seat": seat, "code": code})
    front.append({"k": "endturn", "seat": seat})


def why_place(state: State, seat: int, task: Task, args: tuple[str, ...]) -> str | None:
    if len(args) != 1 or parse_cell(args[0]) is None:
        return "Name a lower-panel space, for example: place b3."
    cell = parse_cell(args[0])
    assert cell is not None
    r, c = cell
    if c >= len(columns(state)):
        return "That column is not used in this game."
    if not state.lower[r][c]:
        return None
    if task["k"] == "place" and owns(state, seat, "kimkin") and not state.kimkin_used[seat]:
        return None  # Kim-Kin Park: once per round on an already used space
    if lower_full(state):
        return None if r == D.ROWS - 1 else (
            "The lower panel is full: place on a space of the bottom row.")
    return "That space is already used."


def do_place(state: State, seat: int, task: Task, args: tuple[str, ...], events: Events,
             front: list[Task]) -> None:
    r, c = parse_cell(args[0]) or (0, 0)
    used = bool(state.lower[r][c])
    if task["k"] == "park":
        code = task["crew"][0]
        state.lower[r][c].append(code)
        rest = task["crew"][1:]
        events.append(Event(f"{name(state, seat)} moves a {crew_colour(state, code)} crew "
                            f"member to {args[0]}.", minor=True))
        if rest:
            front.append({"k": "park", "seat": seat, "crew": rest})
        return
    if used and not lower_full(state):
        state.kimkin_used[seat] = True
        events.append(Event(f"{name(state, seat)} uses Kim-Kin Park to share space "
                            f"{args[0]}."))
    state.lower[r][c].append(task["code"])
    events.append(Event(f"{name(state, seat)} places a crew member on {args[0]}.",
                        minor=True))
    front.append({"k": "action", "seat": seat, "space": args[0]})


def why_action(state: State, seat: int, task: Task, verb: str,
               args: tuple[str, ...]) -> str | None:
    if verb == "cubes":
        return None if not args else "'cubes' takes no argument."
    variant = args[0] if args else ""
    if len(args) > 1 or variant not in ("", "own", "yellow"):
        return "Write 'move', or 'move own' / 'move yellow' for Idris Yakuul's swap."
    if variant:
        if not owns(state, seat, "idris"):
            return "Only the controller of Idris Yakuul may swap a cube in the payment."
        if move_cost(state, seat, task["space"], variant) == move_cost(
                state, seat, task["space"], ""):
            return "That swap changes nothing in this payment."
    cost = move_cost(state, seat, task["space"], variant)
    if not can_pay(state.players[seat], cost):
        return f"You cannot afford the movement: it costs {cubes_text(cost)}."
    return None


def do_move_action(state: State, seat: int, task: Task, args: tuple[str, ...],
                   events: Events, front: list[Task]) -> None:
    """Rulebook, "A) Move a scout runner (and drop off a turtle lab)"."""
    space = task["space"]
    cost = move_cost(state, seat, space, args[0] if args else "")
    pay(state.players[seat], cost)
    bonus = lower_bonuses(state).get(space, "")
    events.append(Event(f"{name(state, seat)} pays {cubes_text(cost)} to move the scout "
                        "runner."))
    front.append({"k": "movement", "seat": seat, "steps": 2 if bonus == D.B_RANGE else 1,
                  "stepped": False, "boosted": False, "tx": "", "at": "",
                  "extralab": bonus == D.B_LAB})
    if owns(state, seat, "adira"):
        front.append({"k": "study", "seat": seat})
    if bonus and bonus not in D.A_ONLY and bonus not in D.B_ONLY:
        front.append({"k": "space_bonus", "seat": seat, "bonus": bonus})


def do_cubes_action(state: State, seat: int, task: Task, args: tuple[str, ...],
                    events: Events, front: list[Task]) -> None:
    """Rulebook, "B) Gain CreditCubes"; commander bonuses come before the space bonus."""
    space = task["space"]
    row = parse_cell(space)
    assert row is not None
    got = resolve(state, seat, D.ROW_TABLE[row[0]].gain)
    for c in got:
        gain_cube(state.players[seat], c)
    events.append(Event(f"{name(state, seat)} takes {cubes_text(got)}."))
    if owns(state, seat, "yuul"):
        front.append({"k": "colour", "seat": seat, "why": "Yuul Mbado"})
    if owns(state, seat, "rain"):
        front.append({"k": "rain", "seat": seat})
    bonus = lower_bonuses(state).get(space, "")
    if bonus and bonus not in D.A_ONLY:
        front.append({"k": "space_bonus", "seat": seat, "bonus": bonus})


def auto_rain(state: State, task: Task, events: Events, front: list[Task]) -> None:
    seat = task["seat"]
    levels = state.players[seat].research
    low = min(levels)
    tied = [a for i, a in enumerate(areas(state)) if levels[i] == low]
    if len(tied) == 1 or owns(state, seat, "franzkarl"):
        gain_level(state, seat, tied[0], events, front, "Rain Davenpitt")
    else:
        front.append({"k": "research", "seat": seat, "areas": tied,
                      "why": "Rain Davenpitt (a tie for your lowest area)"})


def auto_space_bonus(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """Rulebook, "Bonus spaces"."""
    seat, bonus = task["seat"], task["bonus"]
    if bonus.startswith("research:"):
        gain_level(state, seat, bonus.split(":")[1], events, front)
    elif bonus == D.B_CREW:
        grant_bonus(state, seat, D.B_CREW, events, front)
    elif bonus == D.B_BAG:
        draw_from_bag(state, seat, 1, events)
    elif bonus == D.B_TURN:
        pos = state.order.index(seat)
        if pos > 0:
            state.order[pos - 1], state.order[pos] = state.order[pos], state.order[pos - 1]
            events.append(Event(f"{name(state, seat)} moves up to position {pos} of the "
                                "turn order (from the next pass of turns)."))


# ---------------------------------------------------------------------------------------
# Scout runner movement (rulebook, "Scout runner movement", "Transmitter stations")
# ---------------------------------------------------------------------------------------


def step_targets(state: State, seat: int, task: Task) -> list[str]:
    """Spaces one step away: same area or an adjacent area, never into a storm unless
    leaving one clockwise towards the nearest quiet sector."""
    b = board(state)
    if task["at"]:
        origin_sector = -1
        area_list = list(b.transmitters[task["at"]].areas)
        here = ""
    else:
        here = state.runners[seat]
        area = b.spaces[here].area
        origin_sector = b.spaces[here].sector
        area_list = [area, *b.links[area]]
    in_storm = origin_sector >= 0 and is_storm(state, origin_sector)
    out: list[str] = []
    for a in area_list:
        sector = b.area_sector[a]
        if is_storm(state, sector) and not (
                in_storm and clockwise_distance(state, sector)
                < clockwise_distance(state, origin_sector)):
            continue
        out.extend(sp for sp in b.areas[a] if sp != here)
    return out


def runner_in_storm(state: State, seat: int) -> bool:
    return is_storm(state, sector_of(state, state.runners[seat]))


def why_movement(state: State, seat: int, task: Task, verb: str,
                 args: tuple[str, ...]) -> str | None:
    b = board(state)
    p = state.players[seat]
    if verb == "go":
        if len(args) != 1 or args[0] not in b.spaces:
            return "Name a space number, for example: go 12."
        if task["steps"] <= 0:
            return "Your scout runner has no movement left."
        if args[0] not in step_targets(state, seat, task):
            if is_storm(state, sector_of(state, args[0])):
                return "Your scout runner cannot move into a storm sector."
            return "That space is out of reach: move within your area or to an adjacent area."
        return None
    if verb == "stop":
        if args:
            return "'stop' takes no argument."
        if task["at"]:
            return "You started from a transmitter station: move to a space next to it."
        if (runner_in_storm(state, seat) and task["steps"] > 0
                and step_targets(state, seat, task)):
            return "Your scout runner is in a storm sector: it must move towards quiet."
        return None
    if verb == "from":
        if task["stepped"] or task["at"]:
            return "A transmitter station can only be the starting point of a movement."
        if not args or args[0] not in b.transmitters:
            return "Name a transmitter station, for example: from t2."
        owner = state.stations.get(args[0], -1)
        if owner < 0:
            return "There is no transmitter station on that space yet."
        if owner == seat:
            if len(args) != 1:
                return "Your own station costs nothing."
        else:
            if len(args) != 2 or args[1] not in cube_colours(state):
                return (f"Say which cube you pay to {name(state, owner)}, for example: "
                        f"from {args[0]} yellow.")
            if p.cubes.get(args[1], 0) < 1:
                return f"You have no {args[1]} cube."
        probe = dict(task)
        probe["at"] = args[0]
        if not step_targets(state, seat, probe):
            return "Every space next to that station is in a storm sector."
        return None
    if verb == "jump":
        if not owns(state, seat, "mira"):
            return "Only the controller of Mira Mascovic may jump to a turtle lab."
        if task["stepped"] or task["at"]:
            return "Mira Mascovic replaces the normal movement: use it before moving."
        if len(args) != 1 or args[0] not in b.spaces:
            return "Name a space number, for example: jump 12."
        return None if args[0] in jump_targets(state, seat) else (
            "Mira Mascovic takes you only to a quiet space in an area with a turtle lab.")
    if verb == "boost":
        if not owns(state, seat, "justin"):
            return "Only the controller of Justin B. Beeper may extend the movement."
        if task["boosted"]:
            return "You already extended this movement."
        if len(args) != 1 or args[0] not in cube_colours(state):
            return "Name the cube you spend, for example: boost yellow."
        if args[0] == p.colour:
            return "Justin B. Beeper's cube cannot be of your own colour."
        if p.cubes.get(args[0], 0) < 1:
            return f"You have no {args[0]} cube."
        return None
    if verb == "build":
        if not task["tx"]:
            return "You can build a transmitter station only right after crossing a sector " \
                   "border next to a free transmitter space."
        return why_slot(state, seat, args, "station")
    return f"You cannot {verb} now."


def why_slot(state: State, seat: int, args: tuple[str, ...], what: str) -> str | None:
    """Checks 'lab N [free]' and 'build N [free]' (the player-board slot to take from)."""
    p = state.players[seat]
    slots = p.labs if what == "lab" else p.stations
    costs = D.LAB_COSTS if what == "lab" else D.STATION_COSTS
    if not args or not args[0].isdigit() or len(args) > 2:
        return f"Name a {what} slot of your player board, for example: " \
               f"{'lab' if what == 'lab' else 'build'} 1."
    i = int(args[0]) - 1
    if not 0 <= i < len(slots) or not slots[i]:
        return f"There is no {what} on slot {args[0]} of your player board."
    free = len(args) == 2
    if free:
        if args[1] != "free":
            return "Add 'free' to use Kaysia Vasidis, or nothing."
        if not owns(state, seat, "kaysia"):
            return "Only the controller of Kaysia Vasidis may ignore the cost."
        if state.kaysia_used:
            return "Kaysia Vasidis was already used this turn."
        if not costs[i]:
            return "That one is free anyway."
    cost = [] if free else resolve(state, seat, costs[i])
    return None if can_pay(p, cost) else f"You cannot afford it: it costs {cubes_text(cost)}."


def jump_targets(state: State, seat: int) -> list[str]:
    b = board(state)
    lab_areas = {b.spaces[sp].area for sp in state.labs}
    return [sp for a in sorted(lab_areas) for sp in b.areas[a]
            if sp != state.runners[seat] and not is_storm(state, b.spaces[sp].sector)]


def do_movement(state: State, seat: int, task: Task, verb: str, args: tuple[str, ...],
                events: Events, front: list[Task]) -> None:
    b = board(state)
    p = state.players[seat]
    task = dict(task)  # the popped task is re-queued when the movement continues
    if verb == "go":
        start_area = (b.spaces[state.runners[seat]].area if not task["at"] else "")
        target = args[0]
        end_area = b.spaces[target].area
        state.runners[seat] = target
        task["steps"] -= 1
        task["stepped"] = True
        task["tx"] = ""
        task["at"] = ""
        events.append(Event(f"{name(state, seat)}'s scout runner moves to {target}.",
                            minor=True))
        if start_area and b.area_sector[start_area] != b.area_sector[end_area]:
            tx = b.link_tx.get((min(start_area, end_area), max(start_area, end_area)))
            if tx and tx not in state.stations and any(p.stations):
                task["tx"] = tx
        continue_movement(state, seat, task, events, front)
    elif verb == "stop":
        end_movement(state, seat, task, front)
    elif verb == "from":
        owner = state.stations[args[0]]
        if owner != seat:
            pay(p, [args[1]])
            gain_cube(state.players[owner], args[1])
            events.append(Event(f"{name(state, seat)} pays 1 {args[1]} cube to "
                                f"{name(state, owner)} to start at station {args[0]}."))
        else:
            events.append(Event(f"{name(state, seat)} starts at own station {args[0]}.",
                                minor=True))
        task["at"] = args[0]
        front.append(task)
    elif verb == "jump":
        state.runners[seat] = args[0]
        events.append(Event(f"{name(state, seat)}'s scout runner jumps to {args[0]} "
                            "(Mira Mascovic)."))
        end_movement(state, seat, task, front)
    elif verb == "boost":
        pay(p, [args[0]])
        task["steps"] += 1
        task["boosted"] = True
        events.append(Event(f"{name(state, seat)} spends 1 {args[0]} cube to move 1 area "
                            "further (Justin B. Beeper)."))
        front.append(task)
    elif verb == "build":
        slot = int(args[0]) - 1
        free = len(args) == 2
        cost = [] if free else resolve(state, seat, D.STATION_COSTS[slot])
        if free:
            state.kaysia_used = True
        pay(p, cost)
        p.stations[slot] = False
        state.stations[task["tx"]] = seat
        events.append(Event(f"{name(state, seat)} builds a transmitter station on "
                            f"{task['tx']} for {cubes_text(cost)}"
                            + (" (Kaysia Vasidis)" if free else "") + "."))
        add_reputation(state, seat, D.STATION_REPUTATION, events)
        task["tx"] = ""
        continue_movement(state, seat, task, events, front)


def continue_movement(state: State, seat: int, task: Task, events: Events,
                      front: list[Task]) -> None:
    if task["steps"] > 0 or task["tx"]:
        front.append(task)
    else:
        end_movement(state, seat, task, front)


def end_movement(state: State, seat: int, task: Task, front: list[Task]) -> None:
    """After moving (or staying), offer to drop a turtle lab (rulebook, "Turtle labs");
    the movement task carries the action space's extra-lab bonus along."""
    front.append({"k": "labstage", "seat": seat, "extralab": task["extralab"]})


def auto_labstage(state: State, task: Task, events: Events, front: list[Task]) -> None:
    seat = task["seat"]
    space = state.runners[seat]
    sp = board(state).spaces[space]
    if sp.colour is None or space in state.labs or is_storm(state, sp.sector):
        return
    if not any(state.players[seat].labs):
        return
    extras = []
    if task.get("extralab"):
        extras.append("bonus")
    if owns(state, seat, "azrea"):
        extras.append("azrea")
    front.append({"k": "lab", "seat": seat, "space": space, "first": True,
                  "extras": extras})


def lab_cost(state: State, seat: int, task: Task, slot: int, free: bool) -> list[str]:
    cost = [] if free else resolve(state, seat, D.LAB_COSTS[slot])
    if not task["first"] and task["extras"] and task["extras"][0] == "azrea":
        cost = [*cost, state.players[seat].colour]
    return cost


def why_lab(state: State, seat: int, task: Task, args: tuple[str, ...]) -> str | None:
    reason = why_slot(state, seat, args, "lab")
    if reason and not reason.startswith("You cannot afford"):
        return reason
    cost = lab_cost(state, seat, task, int(args[0]) - 1, len(args) == 2)
    if not can_pay(state.players[seat], cost):
        return f"You cannot afford it: it costs {cubes_text(cost)}."
    return None


def do_lab(state: State, seat: int, task: Task, args: tuple[str, ...], events: Events,
           front: list[Task]) -> None:
    p = state.players[seat]
    slot = int(args[0]) - 1
    free = len(args) == 2
    cost = lab_cost(state, seat, task, slot, free)
    if free:
        state.kaysia_used = True
    pay(p, cost)
    p.labs[slot] = False
    space = task["space"]
    _owner, count = state.labs.get(space, [seat, 0])
    state.labs[space] = [seat, count + 1]
    how = "" if task["first"] else (" (extra lab" + (", Azrea Bonsmai" if task["extras"][0]
                                                     == "azrea" else "") + ")")
    events.append(Event(f"{name(state, seat)} drops a turtle lab on {space} for "
                        f"{cubes_text(cost)}{how}."))
    extras = list(task["extras"]) if task["first"] else list(task["extras"][1:])
    if task["first"]:
        colour = board(state).spaces[space].colour
        if colour == D.WHITE:
            front.append({"k": "research", "seat": seat, "areas": open_areas(state, seat),
                          "why": "a lab on a white space"})
        elif colour:
            gain_level(state, seat, colour, events, front)
    if extras and any(p.labs):
        front.append({"k": "lab", "seat": seat, "space": space, "first": False,
                      "extras": extras})


def open_areas(state: State, seat: int) -> list[str]:
    levels = state.players[seat].research
    return [a for i, a in enumerate(areas(state)) if levels[i] < D.MAX_LEVEL] or list(
        areas(state))


# ---------------------------------------------------------------------------------------
# Objectives (rulebook, "Objectives")
# ---------------------------------------------------------------------------------------


def objective_options(state: State, seat: int, slot: int) -> list[tuple[str, ...]]:
    """Every way the seat can fulfil the objective in ``slot`` now (targets as args)."""
    p = state.players[seat]
    if slot in p.objectives or not state.ladders[slot]:
        return []
    card = state.objectives[slot]
    rnd = state.round
    names = areas(state)
    lv = p.research
    out: list[tuple[str, ...]] = []
    if card == "r1":
        out = [(a,) for i, a in enumerate(names) if lv[i] >= 10]
    elif card == "r2":
        k = 2 if rnd == 1 else 3
        for combo in combinations(range(len(names)), k):
            if all(lv[i] >= 2 for i in combo) and any(
                    sole_most_knowledge(state, seat, i) for i in combo):
                out.append(tuple(names[i] for i in combo))
    elif card == "r3":
        d = 4 if rnd == 1 else 6 if rnd == 2 else 8
        out = [(a,) for i, a in enumerate(names)
               if lv[i] >= d and sole_most_knowledge(state, seat, i)]
    elif card == "r4":
        need, d = (2, 3) if rnd == 1 else (3, 5)
        if len(p.commanders) >= need:
            out = [(a,) for i, a in enumerate(names) if lv[i] >= d]
    else:
        counts = [labs_in_sector(state, seat, s) for s in range(D.SECTORS)]
        if card == "s1":
            for a, b in combinations(range(D.SECTORS), 2):
                if counts[a] >= 2 and counts[b] >= 2 and (
                        sole_majority(state, a) == seat or sole_majority(state, b) == seat):
                    out.append((f"s{a + 1}", f"s{b + 1}"))
        elif card == "s2":
            out = [(f"s{a + 1}",) for a in range(D.SECTORS) if counts[a] >= 4]
        elif card == "s3":
            for combo in combinations(range(D.SECTORS), 4):
                if all(counts[a] >= 1 for a in combo):
                    out.append(tuple(f"s{a + 1}" for a in combo))
        elif card == "s4":
            k = 2 if rnd == 1 else 3
            quiet = quiet_sectors(state)
            for a in sorted(quiet):
                for b in range(D.SECTORS):
                    if b not in quiet and counts[a] >= k and counts[b] >= k:
                        out.append((f"s{a + 1}", f"s{b + 1}"))
    return out


def objective_amounts(state: State, card: str) -> tuple[int, int]:
    """(levels down per marker, labs per sector) for the card in the current round."""
    rnd = state.round
    return {
        "r1": (10, 0), "r2": (2, 0), "r3": (4 if rnd == 1 else 6 if rnd == 2 else 8, 0),
        "r4": (3 if rnd == 1 else 5, 0), "s1": (0, 2), "s2": (0, 4), "s3": (0, 1),
        "s4": (0, 2 if rnd == 1 else 3),
    }[card]


def why_objective(state: State, seat: int, task: Task, args: tuple[str, ...]) -> str | None:
    if not args or args[0] not in ("1", "2", "3", "4"):
        return "Name an objective slot 1-4, for example: obj 3 s2 s5."
    slot = int(args[0]) - 1
    p = state.players[seat]
    if slot in p.objectives:
        return "You already fulfilled that objective."
    if not state.ladders[slot]:
        return "No reputation space is left beside that objective."
    options = objective_options(state, seat, slot)
    if tuple(args[1:]) in options:
        return None
    if not options:
        return "You do not meet that objective's conditions now."
    return "Those targets do not fulfil the objective; for example: obj " + " ".join(
        (args[0], *options[0])) + "."


def do_objective(state: State, seat: int, task: Task, args: tuple[str, ...],
                 events: Events, front: list[Task]) -> None:
    slot = int(args[0]) - 1
    card = state.objectives[slot]
    p = state.players[seat]
    down, per_sector = objective_amounts(state, card)
    if down:
        for a in args[1:]:
            p.research[areas(state).index(a)] -= down
    else:
        for s in args[1:]:
            remove_labs(state, seat, int(s[1:]) - 1, per_sector)
    value = state.ladders[slot].pop(0)
    p.objectives.append(slot)
    p.markers -= 1
    targets = ", ".join(args[1:])
    events.append(Event(f"{name(state, seat)} fulfils objective {args[0]} ({targets}) for "
                        f"{value} reputation."))
    add_reputation(state, seat, value, events)
    if owns(state, seat, "ellen"):
        add_reputation(state, seat, 1, events)
        events.append(Event(f"{name(state, seat)} gains 1 more reputation (Ellen B. "
                            "Outridge)."))
        front.append({"k": "research", "seat": seat, "areas": open_areas(state, seat),
                      "why": "Ellen B. Outridge"})


def remove_labs(state: State, seat: int, sector: int, n: int) -> None:
    """Remove labs from a sector, stacked spaces first, then in board order; they return
    to the right-most empty slots of the player board (rulebook, "Sector objectives")."""
    b = board(state)
    spaces = sorted((sp for sp, (o, _) in state.labs.items()
                     if o == seat and b.spaces[sp].sector == sector),
                    key=lambda sp: (-state.labs[sp][1], int(sp)))
    p = state.players[seat]
    for sp in spaces:
        while n > 0 and sp in state.labs:
            state.labs[sp][1] -= 1
            if state.labs[sp][1] == 0:
                del state.labs[sp]
            n -= 1
            for i in reversed(range(len(p.labs))):
                if not p.labs[i]:
                    p.labs[i] = True
                    break


def auto_turn_over(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """End of a turn: next player, the administration phase, or the end of the game."""
    state.kaysia_used = False
    last = state.cycle_pos >= len(state.cycle) - 1
    if state.end_triggered and last:
        finish(state, events)
        return
    if upper_empty(state):
        front.extend({"k": f"admin{i}"} for i in range(1, 7))
        return
    state.cycle_pos += 1
    if state.cycle_pos >= len(state.cycle):
        state.cycle = list(state.order)
        state.cycle_pos = 0
    front.append({"k": "turn", "seat": state.cycle[state.cycle_pos]})


# ---------------------------------------------------------------------------------------
# Phase 2: administration (rulebook, "Phase 2: Administration")
# ---------------------------------------------------------------------------------------


def auto_admin1(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """1) Income from turtle labs."""
    state.phase = "admin"
    events.append(Event(f"Administration of round {state.round}."))
    for table, sector in enumerate(quiet_sectors(state)):
        for seat in range(state.num_players):
            n = labs_in_sector(state, seat, sector)
            got = resolve(state, seat, D.income_for(table, n))
            for c in got:
                gain_cube(state.players[seat], c)
            if got:
                events.append(Event(f"{name(state, seat)} receives {cubes_text(got)} for "
                                    f"{n} lab{'s' if n > 1 else ''} in sector {sector + 1}.",
                                    minor=True))


def auto_admin2(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """2) Determine sector majority (+1, Ozgül Yilmark +1 more)."""
    for sector in quiet_sectors(state):
        seat = sole_majority(state, sector)
        if seat >= 0:
            extra = 1 if owns(state, seat, "ozgul") else 0
            add_reputation(state, seat, 1 + extra, events)
            events.append(Event(f"{name(state, seat)} has the majority in sector "
                                f"{sector + 1}: +{1 + extra} reputation."))


def auto_admin3(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """3) Assign research commanders to the sole highest marker of each area."""
    for i, key in enumerate(state.research_cmd):
        levels = [p.research[i] for p in state.players]
        best = max(levels)
        winner = levels.index(best) if levels.count(best) == 1 else -1
        previous = state.research_owner[i]
        if winner == previous:
            continue
        state.research_owner[i] = winner
        if winner < 0:
            events.append(Event(f"Tie in {areas(state)[i]}: {D.COMMANDERS[key].name} is "
                                "returned."))
        transfer_commander(state, key, previous, winner, events, front)


def auto_admin4(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """4) Adjust the turn order."""
    seat = state.first_token
    if seat >= 0:
        state.order.remove(seat)
        state.order.insert(0, seat)
        state.first_token = -1
        events.append(Event(f"{name(state, seat)} returns the first player token. Turn "
                            "order: " + ", ".join(name(state, s) for s in state.order) + "."))


def auto_admin5(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """5) Swap action panels, keeping the crew where they stand."""
    cols = len(columns(state))
    state.upper, state.lower = state.lower, [[[] for _ in range(cols)]
                                             for _ in range(D.ROWS)]
    state.upper_panel = "y" if state.upper_panel == "x" else "x"


def auto_admin6(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """6) Rotate the centre tile; the storm moves one sector clockwise."""
    if state.end_triggered or state.round >= D.LAST_ROUND:
        if not state.end_triggered:
            state.end_reason = f"round {D.LAST_ROUND} is over"
        finish(state, events)
        return
    state.round += 1
    front.append({"k": "round_start"})


def finish(state: State, events: Events) -> None:
    """Rulebook, "Game end and winner" and "Drawing and keeping artifact cards"."""
    state.phase = "over"
    state.queue = []
    ranking = final_ranking(state)
    rng = Rng(state.rng)
    taken = {a for p in state.players for a in p.artifacts}
    for place, seat in enumerate(ranking):
        metal = ("gold" if place == 0 else "bronze" if place == len(ranking) - 1
                 else "silver")
        pool = [a.id for a in D.ARTIFACTS.values() if a.metal == metal and a.id not in taken]
        if not pool:
            pool = [a.id for a in D.ARTIFACTS.values() if a.metal == metal]
        card = rng.choice(pool)
        taken.add(card)
        state.players[seat].earned = card
        art = D.ARTIFACTS[card]
        events.append(Event(f"{name(state, seat)} draws {metal} artifact #{card} (level "
                            f"{art.level}, {art.bonus}).", reveals=True))
    state.rng = rng.state
    winner = ranking[0]
    events.append(Event(f"The game is over ({state.end_reason}). {name(state, winner)} wins "
                        f"with {state.players[winner].reputation} reputation."))


def final_ranking(state: State) -> list[int]:
    """Reputation, ties broken by the turn order track (rulebook, "Game end and winner")."""
    return sorted(range(state.num_players),
                  key=lambda s: (-state.players[s].reputation, state.order.index(s)))


# ---------------------------------------------------------------------------------------
# Decisions: candidates, legality, effects
# ---------------------------------------------------------------------------------------

#: Decisions whose options depend on cubes, where a free exchange could open new options;
#: they are never skipped automatically while an exchange is possible.
COST_SENSITIVE = {"turn", "action", "movement", "lab", "study", "forrester"}

def cost_sensitive(state: State, seat: int, task: Task) -> bool:
    """Could a free exchange open another option in this decision?"""
    k = task["k"]
    if k == "movement":
        return bool(task["tx"] or (owns(state, seat, "justin") and not task["boosted"])
                    or (not task["stepped"] and not task["at"]
                        and any(o != seat for o in state.stations.values())))
    return k in COST_SENSITIVE


DECISIONS = {"start_crew", "start_research", "research", "turn", "park", "place", "action",
             "movement", "lab", "study", "colour", "crewbonus", "forrester", "endturn"}


def current(state: State) -> Task | None:
    """The decision at the front of the queue (settle() leaves one there unless over)."""
    if state.queue and state.queue[0]["k"] in DECISIONS:
        return state.queue[0]
    return None


def candidates(state: State, seat: int, task: Task) -> list[Move]:
    """A superset of the decision's legal moves (filtered through why_illegal)."""
    k = task["k"]
    p = state.players[seat]
    cols = columns(state)
    out: list[Move] = []
    if k == "start_crew":
        out = [Move("start", (c,)) for c in cols]
    elif k in ("start_research", "research"):
        names = task.get("areas") or list(areas(state))
        out = [Move("research", (a,)) for a in names]
    elif k == "turn":
        for c in cols:
            out.append(Move("take", (c,)))
            if owns(state, seat, "idris"):
                out += [Move("take", (c, "own")), Move("take", (c, "yellow"))]
        for ci, c in enumerate(cols):
            for code in sorted(set(column_crew(state, ci))):
                out.append(Move("crew", (c, crew_colour(state, code))))
    elif k in ("park", "place"):
        allow_used = k == "place" and owns(state, seat, "kimkin") and not state.kimkin_used[
            seat]
        out = [Move("place", (x,)) for x in placement_cells(state, seat, allow_used)]
    elif k == "action":
        out = [Move("move"), Move("cubes")]
        if owns(state, seat, "idris"):
            out += [Move("move", ("own",)), Move("move", ("yellow",))]
    elif k == "movement":
        out = [Move("go", (sp,)) for sp in step_targets(state, seat, task)] if task[
            "steps"] > 0 else []
        out.append(Move("stop"))
        if not task["stepped"] and not task["at"]:
            for tx, owner in sorted(state.stations.items()):
                if owner == seat:
                    out.append(Move("from", (tx,)))
                else:
                    out += [Move("from", (tx, c)) for c in sorted(p.cubes)]
            if owns(state, seat, "mira"):
                out += [Move("jump", (sp,)) for sp in jump_targets(state, seat)]
        if owns(state, seat, "justin") and not task["boosted"]:
            out += [Move("boost", (c,)) for c in sorted(p.cubes)]
        if task["tx"]:
            for i in range(len(p.stations)):
                out.append(Move("build", (str(i + 1),)))
                out.append(Move("build", (str(i + 1), "free")))
    elif k == "lab":
        seen: set[tuple[str, ...]] = set()
        for i, has in enumerate(p.labs):
            if has and D.LAB_COSTS[i] not in seen:
                seen.add(D.LAB_COSTS[i])
                out.append(Move("lab", (str(i + 1),)))
                out.append(Move("lab", (str(i + 1), "free")))
        out.append(Move("done"))
    elif k == "study":
        out = [Move("study", (a,)) for a in areas(state)] + [Move("done")]
    elif k == "colour":
        out = [Move("gain", (c,)) for c in player_colours(state)]
    elif k == "crewbonus":
        out = [Move("put", tuple(x.split())) for x in crew_bonus_places(state)]
    elif k == "forrester":
        out = [Move("spend", (str(n),)) for n in range(3)]
    elif k == "endturn":
        for slot in range(4):
            out += [Move("obj", (str(slot + 1), *t))
                    for t in objective_options(state, seat, slot)]
        out.append(Move("done"))
    return out


def trade_candidates(state: State, seat: int) -> list[Move]:
    p = state.players[seat]
    held = sorted(c for c, n in p.cubes.items() if n > 0)
    out = []
    seen = set()
    for combo in _multisets(held, 3):
        if not can_pay(p, list(combo)) or combo in seen:
            continue
        seen.add(combo)
        for target in cube_colours(state):
            if target not in combo:
                out.append(Move("trade", (*combo, target)))
    return out


def _multisets(items: list[str], k: int) -> list[tuple[str, ...]]:
    if k == 0:
        return [()]
    out = []
    for i, x in enumerate(items):
        out += [(x, *rest) for rest in _multisets(items[i:], k - 1)]
    return out


def why_trade(state: State, seat: int, args: tuple[str, ...]) -> str | None:
    """Rulebook, "Free exchange actions": 3 CreditCubes for 1 different CreditCube."""
    if len(args) != 4:
        return "Write the 3 cubes you give and the one you want: trade yellow yellow grey " \
               "for pink."
    give, want = list(args[:3]), args[3]
    colours = cube_colours(state)
    if any(c not in colours for c in args):
        return "Use the cube colours of this game: " + ", ".join(colours) + "."
    if want in give:
        return "The cube you receive must differ from the cubes you give."
    if not can_pay(state.players[seat], give):
        return f"You do not have {cubes_text(give)}."
    return None


def why_illegal(state: State, seat: int, move: Move) -> str | None:
    """The one place that decides whether a move is legal now; None when it is."""
    if state.phase == "over":
        return "The game is over."
    task = current(state)
    if task is None:
        return "Nobody is to decide now."
    if not 0 <= seat < state.num_players:
        return "That seat is not in this game."
    if task["seat"] != seat:
        return f"It is not your turn: {name(state, task['seat'])} is to decide."
    verb, args = move.verb, move.args
    if verb == "trade":
        if state.phase == "setup":
            return "Cube exchanges start with the first turn."
        return why_trade(state, seat, args)
    k = task["k"]
    allowed = VERBS.get(k, ())
    if verb not in allowed:
        return f"You cannot '{verb}' now: {prompt(state, task)}"
    if k == "start_crew":
        if len(args) != 1 or args[0] not in columns(state):
            return "Name a column, for example: start b."
        if args[0] in state.start_used:
            return "Another starting crew member already stands in that column."
        return None
    if k in ("start_research", "research"):
        allowed_areas = task.get("areas") or list(areas(state))
        if len(args) != 1 or args[0] not in areas(state):
            return "Name a research area: " + ", ".join(areas(state)) + "."
        if k == "start_research" and args[0] in state.start_used:
            return "Another player already advanced in that area: each must pick a " \
                   "different one."
        if args[0] not in allowed_areas:
            return "Choose one of: " + ", ".join(allowed_areas) + "."
        return None
    if k == "turn":
        return why_take(state, seat, task, args) if verb == "take" else why_crew(
            state, seat, task, args)
    if k in ("park", "place"):
        return why_place(state, seat, task, args)
    if k == "action":
        return why_action(state, seat, task, verb, args)
    if k == "movement":
        return why_movement(state, seat, task, verb, args)
    if k == "lab":
        return None if verb == "done" and not args else why_lab(state, seat, task, args)
    if k == "study":
        if verb == "done":
            return None
        if len(args) != 1 or args[0] not in areas(state):
            return "Name a research area: " + ", ".join(areas(state)) + "."
        p = state.players[seat]
        if not can_pay(p, [p.colour, p.colour]):
            return f"Adira Okzil needs 2 {p.colour} cubes."
        return None
    if k == "colour":
        if len(args) != 1 or args[0] not in player_colours(state):
            return "Choose a player colour: " + ", ".join(player_colours(state)) + "."
        return None
    if k == "crewbonus":
        if " ".join(args) not in crew_bonus_places(state):
            return ("Choose a free space: 'put up b4' (under another crew member of the "
                    "upper panel) or 'put low c2'.")
        return None
    if k == "forrester":
        if len(args) != 1 or args[0] not in ("0", "1", "2"):
            return "Spend 0, 1 or 2 yellow cubes: spend 2."
        if state.players[seat].cubes.get(D.YELLOW, 0) < int(args[0]):
            return "You do not have that many yellow cubes."
        return None
    if k == "endturn":
        return None if verb == "done" and not args else why_objective(state, seat, task, args)
    return f"You cannot '{verb}' now."


VERBS: dict[str, tuple[str, ...]] = {
    "start_crew": ("start",), "start_research": ("research",), "research": ("research",),
    "turn": ("take", "crew"), "park": ("place",), "place": ("place",),
    "action": ("move", "cubes"),
    "movement": ("go", "stop", "from", "jump", "boost", "build"),
    "lab": ("lab", "done"), "study": ("study", "done"), "colour": ("gain",),
    "crewbonus": ("put",), "forrester": ("spend",), "endturn": ("obj", "done"),
}


def legal_moves(state: State, seat: int, with_trades: bool = True) -> list[Move]:
    task = current(state)
    if task is None or task["seat"] != seat or state.phase == "over":
        return []
    out = [m for m in candidates(state, seat, task) if why_illegal(state, seat, m) is None]
    if with_trades and state.phase != "setup":
        out += [m for m in trade_candidates(state, seat)
                if why_illegal(state, seat, m) is None]
    return out


def effect(state: State, seat: int, task: Task, move: Move, events: Events,
           front: list[Task]) -> None:
    """Carry out a legal decision (the task has been popped from the queue)."""
    k, verb, args = task["k"], move.verb, move.args
    p = state.players[seat]
    if k == "start_crew":
        col = columns(state).index(args[0])
        state.upper[D.NEUTRAL_PER_COLUMN][col].append(seat)
        p.crew -= 1
        state.start_used.append(args[0])
        events.append(Event(f"{name(state, seat)} places a starting crew member in column "
                            f"{args[0]}."))
        if len(state.start_used) == state.num_players:
            state.start_used = []
    elif k == "start_research":
        state.start_used.append(args[0])
        raise_level(state, seat, args[0], events, front)
        events.append(Event(f"{name(state, seat)} starts with a level in {args[0]}."))
    elif k == "research":
        raise_level(state, seat, args[0], events, front)
    elif k == "turn":
        (do_take if verb == "take" else do_crew)(state, seat, task, args, events, front)
    elif k in ("park", "place"):
        do_place(state, seat, task, args, events, front)
    elif k == "action":
        (do_move_action if verb == "move" else do_cubes_action)(
            state, seat, task, args, events, front)
    elif k == "movement":
        do_movement(state, seat, task, verb, args, events, front)
    elif k == "lab":
        if verb == "lab":
            do_lab(state, seat, task, args, events, front)
    elif k == "study":
        if verb == "study":
            pay(p, [p.colour, p.colour])
            events.append(Event(f"{name(state, seat)} spends 2 {p.colour} cubes for research "
                                "(Adira Okzil)."))
            raise_level(state, seat, args[0], events, front)
    elif k == "colour":
        gain_cube(p, args[0])
        events.append(Event(f"{name(state, seat)} gains 1 {args[0]} cube ({task['why']})."))
    elif k == "crewbonus":
        r, c = parse_cell(args[1]) or (0, 0)
        (state.upper if args[0] == "up" else state.lower)[r][c].append(seat)
        p.crew -= 1
        where = "upper" if args[0] == "up" else "lower"
        events.append(Event(f"{name(state, seat)} places a crew member from the player "
                            f"board on {args[1]} of the {where} panel."))
    elif k == "forrester":
        n = int(args[0])
        if n:
            pay(p, [D.YELLOW] * n)
            add_reputation(state, seat, n, events)
            events.append(Event(f"{name(state, seat)} spends {n} yellow for {n} reputation "
                                "(Forrester Dain)."))
    elif k == "endturn":
        if verb == "obj":
            do_objective(state, seat, task, args, events, front)
        front.append({"k": "turn_over", "seat": seat})


def do_trade(state: State, seat: int, args: tuple[str, ...], events: Events) -> None:
    p = state.players[seat]
    pay(p, list(args[:3]))
    gain_cube(p, args[3])
    events.append(Event(f"{name(state, seat)} exchanges {cubes_text(list(args[:3]))} for 1 "
                        f"{args[3]} cube."))


AUTO: dict[str, Callable[[State, Task, Events, list[Task]], None]] = {
    "start_bonus": auto_start_bonus, "round_start": auto_round_start,
    "rain": auto_rain, "space_bonus": auto_space_bonus, "labstage": auto_labstage,
    "turn_over": auto_turn_over, "admin1": auto_admin1, "admin2": auto_admin2,
    "admin3": auto_admin3, "admin4": auto_admin4, "admin5": auto_admin5,
    "admin6": auto_admin6,
}


def run(state: State, seat: int, move: Move, events: Events) -> None:
    """Apply a legal move to ``state`` in place (the caller cloned it)."""
    if move.verb == "trade":
        do_trade(state, seat, move.args, events)
        return
    task = state.queue.pop(0)
    front: list[Task] = []
    effect(state, seat, task, move, events, front)
    state.queue[0:0] = front


def settle(state: State, events: Events) -> None:
    """Run automatic steps and non-decisions until someone has a real choice."""
    for _ in range(10_000):
        if state.phase == "over" or not state.queue:
            return
        task = state.queue[0]
        k = task["k"]
        if k in AUTO:
            state.queue.pop(0)
            front: list[Task] = []
            AUTO[k](state, task, events, front)
            if state.phase == "over":
                return
            state.queue[0:0] = front
            continue
        seat = task["seat"]
        moves = []
        for m in candidates(state, seat, task):
            if why_illegal(state, seat, m) is None:
                moves.append(m)
                if len(moves) > 1:
                    break
        if not moves:
            state.queue.pop(0)  # nothing possible (e.g. no crew left for a bonus)
            continue
        if len(moves) == 1:
            trades = (cost_sensitive(state, seat, task) and state.phase != "setup"
                      and bool(trade_candidates(state, seat)))
            if not trades:
                before = len(events)
                run(state, seat, moves[0], events)
                for i in range(before, len(events)):
                    e = events[i]
                    events[i] = Event(e.text, e.private, e.reveals, True)
                continue
        return
    raise RuntimeError("the decision queue does not settle")


def apply(state: State, seat: int, move: Move) -> tuple[State, Events]:
    reason = why_illegal(state, seat, move)
    if reason is not None:
        raise IllegalMove(reason)
    new = state.clone()
    events: Events = []
    run(new, seat, move, events)
    settle(new, events)
    return new, events


# ---------------------------------------------------------------------------------------
# Prompts
# ---------------------------------------------------------------------------------------


def prompt(state: State, task: Task | None = None) -> str:
    """A short sentence telling the acting seat what to decide."""
    task = task or current(state)
    if task is None:
        return "The game is over." if state.phase == "over" else ""
    who = name(state, task["seat"])
    k = task["k"]
    text = {
        "start_crew": "place your starting crew member in a column of your own "
                      "(start <column>)",
        "start_research": "advance in a research area nobody chose yet (research <area>)",
        "research": f"choose the research area for {task.get('why', 'a level')} "
                    "(research <area>)",
        "turn": "take over a commander (take <column>) or pick a crew member "
                "(crew <column> <colour>)",
        "park": f"place the {len(task.get('crew', []))} crew member(s) from the commander "
                "on the lower panel (place <space>)",
        "place": "place the crew member on the lower panel (place <space>)",
        "action": "move your scout runner (move) or take CreditCubes (cubes)",
        "movement": "move your scout runner (go <space>) or stop"
                    + (f"; you may build a station on {task['tx']} (build <slot>)"
                       if task.get("tx") else ""),
        "lab": f"drop a turtle lab on {task.get('space')} (lab <slot>) or done",
        "study": "spend 2 own cubes for a research level (study <area>) or done",
        "colour": f"choose a player-colour cube for {task.get('why')} (gain <colour>)",
        "crewbonus": "place a crew member from your board (put up <space> / put low <space>)",
        "forrester": "spend up to 2 yellow cubes for 1 reputation each (spend <n>)",
        "endturn": "fulfil an objective (obj <slot> ...) or end your turn (done)",
    }.get(k, "decide")
    return f"{who}: {text}."
