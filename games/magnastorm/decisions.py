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
from games.i18n import Message, joined, msg

from . import data as D
from .common import (
    Events,
    add_reputation,
    area_word,
    areas,
    areas_msg,
    can_pay,
    colour_word,
    columns,
    crew_colour,
    gain_cube,
    owns,
    parse_cell,
    pay,
    player_colours,
    who,
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


def why_illegal(state: State, seat: int, move: Move) -> Message | None:
    """The one place that decides whether a move is legal now; None when it is."""
    if state.phase == "over":
        return msg("magnastorm.no.over")
    task = current(state)
    if task is None:
        return msg("magnastorm.no.nobody")
    if not 0 <= seat < state.num_players:
        return msg("magnastorm.no.seat")
    if task["seat"] != seat:
        return msg("magnastorm.no.turn", who=who(state, task["seat"]))
    verb, args = move.verb, move.args
    if verb == "trade":
        if state.phase == "setup":
            return msg("magnastorm.no.trade_setup")
        return why_trade(state, seat, args)
    k = task["k"]
    allowed = VERBS.get(k, ())
    if verb not in allowed:
        return msg("magnastorm.no.verb_prompt", verb=verb, prompt=prompt(state, task))
    if k == "start_crew":
        if len(args) != 1 or args[0] not in columns(state):
            return msg("magnastorm.no.start_column")
        if args[0] in state.start_used:
            return msg("magnastorm.no.start_used")
        return None
    if k in ("start_research", "research"):
        allowed_areas = task.get("areas") or list(areas(state))
        if len(args) != 1 or args[0] not in areas(state):
            return msg("magnastorm.no.area", areas=areas_msg(areas(state)))
        if k == "start_research" and args[0] in state.start_used:
            return msg("magnastorm.no.area_taken")
        if args[0] not in allowed_areas:
            return msg("magnastorm.no.choose", areas=areas_msg(allowed_areas))
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
            return msg("magnastorm.no.done_args") if args else None
        if len(args) != 1 or args[0] not in areas(state):
            return msg("magnastorm.no.area", areas=areas_msg(areas(state)))
        p = state.players[seat]
        if not can_pay(p, [p.colour, p.colour]):
            return msg("magnastorm.no.adira", colour=colour_word(p.colour, 2))
        return None
    if k == "colour":
        if len(args) != 1 or args[0] not in player_colours(state):
            return msg("magnastorm.no.colour",
                       colours=joined(colour_word(c) for c in player_colours(state)))
        return None
    if k == "crewbonus":
        if " ".join(args) not in crew_bonus_places(state):
            return msg("magnastorm.no.crewbonus")
        return None
    if k == "forrester":
        if len(args) != 1 or args[0] not in ("0", "1", "2"):
            return msg("magnastorm.no.forrester")
        if state.players[seat].cubes.get(D.YELLOW, 0) < int(args[0]):
            return msg("magnastorm.no.yellow")
        return None
    if k == "endturn":
        return None if verb == "done" and not args else why_objective(state, seat, task, args)
    return msg("magnastorm.no.verb_quoted", verb=verb)


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
        events.append(Event.of(msg("magnastorm.ev.start_crew", who=who(state, seat),
                                   column=args[0])))
        if len(state.start_used) == state.num_players:
            state.start_used = []
    elif k == "start_research":
        state.start_used.append(args[0])
        raise_level(state, seat, args[0], events, front)
        events.append(Event.of(msg("magnastorm.ev.start_research", who=who(state, seat),
                                   area=area_word(args[0]))))
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
            events.append(Event.of(msg("magnastorm.ev.adira", who=who(state, seat),
                                       colour=colour_word(p.colour, 2))))
            raise_level(state, seat, args[0], events, front)
    elif k == "colour":
        gain_cube(p, args[0])
        events.append(Event.of(msg("magnastorm.ev.gain_colour", who=who(state, seat),
                                   colour=colour_word(args[0]), why=why_msg(task.get("why")))))
    elif k == "crewbonus":
        r, c = parse_cell(args[1]) or (0, 0)
        (state.upper if args[0] == "up" else state.lower)[r][c].append(seat)
        p.crew -= 1
        events.append(Event.of(msg(f"magnastorm.ev.crew_bonus_{args[0]}",
                                   who=who(state, seat), space=args[1])))
    elif k == "forrester":
        n = int(args[0])
        if n:
            pay(p, [D.YELLOW] * n)
            add_reputation(state, seat, n, events)
            events.append(Event.of(msg("magnastorm.ev.forrester", who=who(state, seat), n=n)))
    elif k == "endturn":
        if verb == "obj":
            do_objective(state, seat, task, args, events, front)
        front.append({"k": "turn_over", "seat": seat})


def why_msg(why: object) -> Message | str:
    """Why a research area or a cube colour is chosen: the task's ``why`` code (a plain
    text, as older stored games hold, is shown as it is)."""
    code = str(why or "level")
    if code.startswith("franzkarl:"):
        return msg("magnastorm.why.franzkarl", area=area_word(code.split(":", 1)[1]))
    if code in WHY_CODES:
        return msg(f"magnastorm.why.{code}")
    return code


#: The reasons a ``research`` or ``colour`` decision is offered (``task["why"]``).
WHY_CODES = frozenset({"level", "yuul", "rain", "rain_tie", "ellen", "first_token",
                       "research_bonus", "white_lab"})


def task_prompt(state: State, task: Task) -> Message:
    """What the acting seat decides, without its name (``take over a commander ...``)."""
    k = task["k"]
    if k in ("research", "colour"):
        return msg(f"magnastorm.prompt.{k}", why=why_msg(task.get("why")))
    if k == "park":
        return msg("magnastorm.prompt.park", n=len(task.get("crew", [])))
    if k == "movement" and task.get("tx"):
        return msg("magnastorm.prompt.movement_tx", station=task["tx"])
    if k == "lab":
        return msg("magnastorm.prompt.lab", space=task.get("space"))
    if k in DECISIONS:
        return msg(f"magnastorm.prompt.{k}")
    return msg("magnastorm.prompt.decide")


def prompt(state: State, task: Task | None = None) -> Message | None:
    """A short sentence telling the acting seat what to decide ("Purple: ..."), None when
    nobody is to decide."""
    task = task or current(state)
    if task is None:
        return msg("magnastorm.prompt.over") if state.phase == "over" else None
    return msg("magnastorm.prompt", who=who(state, task["seat"]), what=task_prompt(state, task))
