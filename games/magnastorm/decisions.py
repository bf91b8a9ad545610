"""The decisions of a turn: which moves each one offers, whether a move is legal, what it
does, and the sentence that asks for it.

Legality has one source: :func:`why_illegal` returns a sentence or None; :func:`legal_moves`
filters :func:`candidates` through it and :func:`.flow.apply` refuses what it rejects. The
checks and effects of each rulebook section live in that section's module; this one
dispatches on the kind of decision at the front of the queue, and holds the few that are a
single line of rules (starting positions, a cube colour, Adira Okzil, Forrester Dain).
"""

from __future__ import annotations

from games.core import Event, Move

from . import data as D
from .common import (
    Events,
    add_reputation,
    areas,
    can_pay,
    columns,
    crew_colour,
    gain_cube,
    name,
    owns,
    parse_cell,
    pay,
    player_colours,
)
from .exchange import trade_candidates, why_trade
from .gain_cubes import do_cubes_action
from .labs import do_lab, why_lab
from .movement import do_move_action, do_movement, jump_targets, step_targets, why_movement
from .objectives import do_objective, objective_options, why_objective
from .panel_action import do_crew, do_place, why_action, why_crew, why_place
from .panels import column_crew, crew_bonus_places, placement_cells
from .research import raise_level
from .state import State, Task
from .take_over import do_take, why_take

#: The verbs each kind of decision accepts (cube exchanges aside).
VERBS: dict[str, tuple[str, ...]] = {
    "start_crew": ("start",), "start_research": ("research",), "research": ("research",),
    "turn": ("take", "crew"), "park": ("place",), "place": ("place",),
    "action": ("move", "cubes"),
    "movement": ("go", "stop", "from", "jump", "boost", "build"),
    "lab": ("lab", "done"), "study": ("study", "done"), "colour": ("gain",),
    "crewbonus": ("put",), "forrester": ("spend",), "endturn": ("obj", "done"),
}

#: The kinds of task that wait for a seat's decision; every other task is automatic.
DECISIONS = frozenset(VERBS)

#: Decisions whose options depend on cubes, where a free exchange could open new options;
#: they are never skipped automatically while an exchange is possible (a movement is
#: judged by :func:`cost_sensitive` from what it still allows).
COST_SENSITIVE = {"turn", "action", "lab", "study", "forrester"}


def cost_sensitive(state: State, seat: int, task: Task) -> bool:
    """Could a free exchange open another option in this decision?"""
    k = task["k"]
    if k == "movement":
        return bool(task["tx"] or (owns(state, seat, "justin") and not task["boosted"])
                    or (not task["stepped"] and not task["at"]
                        and any(o != seat for o in state.stations.values())))
    return k in COST_SENSITIVE


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
            return "Done takes no further words." if args else None
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


def offered(state: State, seat: int, move: Move) -> bool:
    """Whether ``move`` is among the moves :func:`legal_moves` would filter for the seat's
    decision (cheaper than listing them): with :func:`why_illegal`, the check that a move
    is one the game lists."""
    task = current(state)
    if task is None or task["seat"] != seat:
        return False
    if move.verb == "trade":
        return state.phase != "setup" and move in trade_candidates(state, seat)
    return move in candidates(state, seat, task)


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
